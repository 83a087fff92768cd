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
