package dev.vex.simulator;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Objects;

/**
 * A native tool call to script with {@link Reply#toolCalls(ToolCallSpec...)}.
 *
 * @param name the function name
 * @param argumentsJson the arguments as a JSON object, for example {@code {"city":"Tokyo"}}; keys
 *     keep their order on the wire
 */
public record ToolCallSpec(String name, String argumentsJson) {

  /**
   * Validates that the name is present and the arguments are one JSON object.
   *
   * @param name the function name
   * @param argumentsJson the arguments, a JSON object
   */
  public ToolCallSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(argumentsJson, "argumentsJson");
    JsonElement parsed;
    try {
      parsed = GoJson.parseStrict(argumentsJson);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "arguments of tool call '" + name + "' are not valid JSON: " + argumentsJson, e);
    }
    if (!parsed.isJsonObject()) {
      throw new IllegalArgumentException(
          "arguments of tool call '" + name + "' must be a JSON object: " + argumentsJson);
    }
  }

  /**
   * Creates a spec.
   *
   * @param name the function name
   * @param argumentsJson the arguments as a JSON object
   * @return the spec
   */
  public static ToolCallSpec of(String name, String argumentsJson) {
    return new ToolCallSpec(name, argumentsJson);
  }

  JsonObject arguments() {
    return GoJson.parseStrict(argumentsJson).getAsJsonObject();
  }
}
