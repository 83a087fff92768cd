package dev.vex.tools.comms;

/**
 * Where {@code send_chat_message} delivers: the host's chat, push service or queue. Called on the
 * turn's thread; it should hand the message off quickly. Implementations must be thread-safe.
 */
@FunctionalInterface
public interface ChatSink {

  /**
   * Delivers a message to the user.
   *
   * @param text the message, at most {@link ChatTool#MAX_LENGTH} characters
   * @throws Exception when it cannot be delivered; the model is told so
   */
  void send(String text) throws Exception;
}
