package dev.vex.tools.comms;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import java.time.Duration;
import java.util.Objects;

/**
 * {@code send_chat_message}: lets the agent message the user on its own, through a host-supplied
 * {@link ChatSink}. Messages longer than {@link #MAX_LENGTH} characters are refused, not cut, so
 * the user never gets half a message. Immutable and thread-safe.
 */
public final class ChatTool {
  /** The tool's name. */
  public static final String SEND_CHAT_MESSAGE = "send_chat_message";

  /** The longest message, in characters. */
  public static final int MAX_LENGTH = 4_000;

  private ChatTool() {}

  /**
   * Creates {@code send_chat_message} over a sink.
   *
   * @param sink where messages go
   * @return the tool
   */
  public static Tool create(ChatSink sink) {
    Objects.requireNonNull(sink, "sink");
    return new Tool(
        SEND_CHAT_MESSAGE,
        "Send the user a chat message now.",
        ObjectSchema.builder().requiredString("text", "the message").build(),
        args -> {
          String text = args.string("text").strip();
          if (text.isEmpty()) {
            throw new IllegalArgumentException("the message is empty");
          }
          if (text.length() > MAX_LENGTH) {
            throw new IllegalArgumentException(
                "the message has " + text.length() + " characters; the limit is " + MAX_LENGTH);
          }
          sink.send(text);
          return "Sent.";
        },
        Duration.ofSeconds(10));
  }
}
