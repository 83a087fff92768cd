package dev.vex.core.model;

import java.util.List;
import java.util.Objects;

/**
 * The model chosen for a turn and what it may be sent.
 *
 * @param model the model name
 * @param purpose why it was chosen
 * @param toolsAllowed whether tools may be sent to it (it has the {@code tools} capability, or the
 *     server did not say)
 * @param imagesAllowed whether images may be sent to it (it has the {@code vision} capability)
 * @param warnings what the router had to work around, for the trace
 */
public record ModelChoice(
    String model,
    Purpose purpose,
    boolean toolsAllowed,
    boolean imagesAllowed,
    List<String> warnings) {

  /** Why a model was chosen. */
  public enum Purpose {
    /** The turn may use tools. */
    TOOLS,
    /** The turn is conversation. */
    CHAT,
    /** The message carries images. */
    VISION
  }

  /** Validates and copies. */
  public ModelChoice {
    Objects.requireNonNull(model, "model");
    Objects.requireNonNull(purpose, "purpose");
    warnings = List.copyOf(warnings);
  }
}
