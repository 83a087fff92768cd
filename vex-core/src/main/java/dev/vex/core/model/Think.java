package dev.vex.core.model;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether and how hard a thinking model reasons before it answers. Each backend writes it in its
 * own wire form: Ollama's {@code think} takes {@code true}/{@code false} or the level, an
 * OpenAI-compatible server's {@code reasoning_effort} the level. Leaving it unset (null) keeps the
 * server's default.
 */
public enum Think {
  /** No thinking. */
  OFF,
  /** Thinking at the model's own level. */
  ON,
  /** Thinking, low effort. */
  LOW,
  /** Thinking, medium effort. */
  MEDIUM,
  /** Thinking, high effort. */
  HIGH;

  /**
   * Returns whether the model thinks.
   *
   * @return false only for {@link #OFF}
   */
  public boolean enabled() {
    return this != OFF;
  }

  /**
   * Returns the effort level, for the levels.
   *
   * @return {@code low}, {@code medium} or {@code high}; empty for {@link #ON} and {@link #OFF}
   */
  public Optional<String> level() {
    return this == ON || this == OFF
        ? Optional.empty()
        : Optional.of(name().toLowerCase(Locale.ROOT));
  }

  /**
   * Reads a setting as a host's configuration writes it.
   *
   * @param text {@code true}/{@code on}, {@code false}/{@code off}, {@code low}, {@code medium} or
   *     {@code high}, in any case
   * @return the setting
   * @throws IllegalArgumentException for any other text
   */
  public static Think parse(String text) {
    String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    return switch (t) {
      case "true", "on" -> ON;
      case "false", "off" -> OFF;
      case "low" -> LOW;
      case "medium" -> MEDIUM;
      case "high" -> HIGH;
      default ->
          throw new IllegalArgumentException(
              "think must be on, off, low, medium or high, got '" + text + "'");
    };
  }
}
