package dev.vex.core.message;

import java.util.Locale;

/** Who wrote a {@link Message}. */
public enum Role {
  /** Instructions for the model. */
  SYSTEM("system"),
  /** The person the agent answers. */
  USER("user"),
  /** The model. */
  ASSISTANT("assistant"),
  /** The result of a tool call, sent back to the model. */
  TOOL("tool");

  private final String wireName;

  Role(String wireName) {
    this.wireName = wireName;
  }

  /**
   * Returns the name Ollama uses on the wire.
   *
   * @return the lower-case role name
   */
  public String wireName() {
    return wireName;
  }

  /**
   * Parses a wire role name, case-insensitively (Ollama lower-cases roles on decode).
   *
   * @param name the role as sent on the wire
   * @return the role
   * @throws IllegalArgumentException when the name is not a known role
   */
  public static Role fromWire(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case "system" -> SYSTEM;
      case "user" -> USER;
      case "assistant" -> ASSISTANT;
      case "tool" -> TOOL;
      default -> throw new IllegalArgumentException("unknown role: " + name);
    };
  }
}
