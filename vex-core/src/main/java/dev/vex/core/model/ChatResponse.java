package dev.vex.core.model;

import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import java.util.List;
import java.util.Objects;

/**
 * A complete model reply.
 *
 * @param model the model name as the server echoed it
 * @param message the assistant message: content, thinking and every tool call of the reply
 * @param doneReason {@code stop}, {@code length}, {@code load} or {@code unload}; never use it to
 *     decide whether the reply is a tool turn (Ollama says {@code stop} for tool calls too)
 * @param metrics the server's metrics
 */
public record ChatResponse(String model, Message message, String doneReason, Metrics metrics) {

  /** Validates the response. */
  public ChatResponse {
    Objects.requireNonNull(message, "message");
    model = model == null ? "" : model;
    doneReason = doneReason == null ? "" : doneReason;
    metrics = metrics == null ? Metrics.NONE : metrics;
  }

  /**
   * Returns the reply's text.
   *
   * @return the content, never null
   */
  public String content() {
    return message.content();
  }

  /**
   * Returns the tool calls of the reply, in index order.
   *
   * @return the calls, empty when the reply is plain text
   */
  public List<ToolCall> toolCalls() {
    return message.toolCalls();
  }

  /**
   * Returns whether generation stopped at the token or context limit.
   *
   * @return true when {@code doneReason} is {@code length}
   */
  public boolean truncated() {
    return "length".equals(doneReason);
  }
}
