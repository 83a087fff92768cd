package dev.vex.core.tool;

import dev.vex.core.internal.json.PlainJson;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of checking a model's arguments against a tool's schema.
 *
 * @param arguments the coerced arguments as plain Java values (String, Boolean, Long, Double or
 *     BigDecimal, List, Map); complete only when {@link #ok()}
 * @param problems what is wrong, in words the model can act on; empty when valid
 */
public record ArgumentBinding(Map<String, Object> arguments, List<String> problems) {

  /** Copies the arguments (keeping their order) and the problems. */
  public ArgumentBinding {
    if (arguments == null) {
      arguments = Map.of();
    } else if (!PlainJson.immutable(arguments)) { // the binder's own map is immutable already
      arguments = Collections.unmodifiableMap(new LinkedHashMap<>(arguments));
    }
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
