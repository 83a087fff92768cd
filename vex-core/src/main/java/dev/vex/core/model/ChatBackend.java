package dev.vex.core.model;

/**
 * Sends one chat request to a model and returns its whole reply. The built-in implementation is
 * {@link dev.vex.core.ollama.OllamaClient}; a host may plug in another server or a test double.
 *
 * <p>Implementations must be thread-safe and throw {@link ModelException} (or a subclass) for every
 * failure of the server or the connection.
 */
@FunctionalInterface
public interface ChatBackend {

  /**
   * Sends the request and returns the reply, passing streamed text to {@code handler} as it
   * arrives.
   *
   * @param request the request
   * @param handler receives content and thinking deltas when the request streams
   * @return the complete reply, with tool calls accumulated from every chunk
   * @throws ModelException when the server or the connection fails
   */
  ChatResponse chat(ChatRequest request, StreamHandler handler);

  /**
   * Sends the request and returns the reply, giving up at an absolute deadline. The default ignores
   * the deadline and calls {@link #chat(ChatRequest, StreamHandler)}; the Ollama client stops
   * waiting for the first byte and stops reading the reply when it passes, with a {@link
   * ModelTimeoutException}.
   *
   * @param request the request
   * @param handler receives content and thinking deltas when the request streams
   * @param deadlineNanos a {@link System#nanoTime()} value, or {@link #NO_DEADLINE}
   * @return the complete reply
   * @throws ModelException when the server or the connection fails, or the deadline passes
   */
  default ChatResponse chat(ChatRequest request, StreamHandler handler, long deadlineNanos) {
    return chat(request, handler);
  }

  /** The deadline that never passes, for {@link #chat(ChatRequest, StreamHandler, long)}. */
  long NO_DEADLINE = Long.MAX_VALUE;

  /**
   * Sends the request and returns the reply.
   *
   * @param request the request
   * @return the complete reply
   * @throws ModelException when the server or the connection fails
   */
  default ChatResponse chat(ChatRequest request) {
    return chat(request, StreamHandler.NONE);
  }
}
