package dev.vex.core.message;

import java.util.List;
import java.util.Objects;

/**
 * One message of a chat, as Ollama's {@code /api/chat} takes it.
 *
 * @param role who wrote it
 * @param content the text; never null, may be empty
 * @param images images as raw base64 (a {@code data:} prefix is stripped when sent)
 * @param toolCalls the calls an assistant message asks for; empty otherwise
 * @param toolName for a {@link Role#TOOL} message, the tool that produced it; null otherwise
 * @param toolCallId for a {@link Role#TOOL} message, the id of the call it answers; may be null
 * @param thinking the model's thinking text, when the model produced some; may be null
 */
public record Message(
    Role role,
    String content,
    List<String> images,
    List<ToolCall> toolCalls,
    String toolName,
    String toolCallId,
    String thinking) {

  /** Validates the message and copies its lists. */
  public Message {
    Objects.requireNonNull(role, "role");
    content = content == null ? "" : content;
    images = images == null ? List.of() : List.copyOf(images);
    toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
  }

  /**
   * A system message.
   *
   * @param content the instructions
   * @return the message
   */
  public static Message system(String content) {
    return new Message(Role.SYSTEM, content, null, null, null, null, null);
  }

  /**
   * A user message.
   *
   * @param content the text
   * @return the message
   */
  public static Message user(String content) {
    return new Message(Role.USER, content, null, null, null, null, null);
  }

  /**
   * A user message with images.
   *
   * @param content the text
   * @param images base64 images (raw, or with a {@code data:} prefix)
   * @return the message
   */
  public static Message user(String content, List<String> images) {
    return new Message(Role.USER, content, images, null, null, null, null);
  }

  /**
   * An assistant message with text only.
   *
   * @param content the text
   * @return the message
   */
  public static Message assistant(String content) {
    return new Message(Role.ASSISTANT, content, null, null, null, null, null);
  }

  /**
   * An assistant message that asks for tool calls.
   *
   * @param content the text that came with the calls, often empty
   * @param toolCalls the calls
   * @return the message
   */
  public static Message assistant(String content, List<ToolCall> toolCalls) {
    return new Message(Role.ASSISTANT, content, null, toolCalls, null, null, null);
  }

  /**
   * A tool result, sent as {@code {"role":"tool","content":..,"tool_name":..}}.
   *
   * @param toolName the tool that ran
   * @param toolCallId the id of the call it answers, may be null
   * @param content the result text
   * @return the message
   */
  public static Message toolResult(String toolName, String toolCallId, String content) {
    return new Message(Role.TOOL, content, null, null, toolName, toolCallId, null);
  }

  /**
   * Returns whether this message carries images.
   *
   * @return true when there is at least one image
   */
  public boolean hasImages() {
    return !images.isEmpty();
  }
}
