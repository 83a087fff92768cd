package dev.vex.core.tool;

import com.google.gson.JsonObject;
import java.util.List;

/**
 * The outcome of checking a model's arguments against a tool's schema.
 *
 * @param arguments the coerced arguments; complete only when {@link #ok()}
 * @param problems what is wrong, in words the model can act on; empty when valid
 */
public record ArgumentBinding(JsonObject arguments, List<String> problems) {

  /** Copies the problems. */
  public ArgumentBinding {
    problems = List.copyOf(problems);
  }

  /**
   * Returns whether the arguments fit the schema.
   *
   * @return true when there is no problem
   */
  public boolean ok() {
    return problems.isEmpty();
  }
}
