package dev.vex.core.message;

import dev.vex.core.internal.json.ArgumentTrees;
import dev.vex.core.internal.json.PlainJson;
import java.util.Map;
import java.util.Objects;

/**
 * A call the model asked for. Backends hand over the arguments as the JSON text they received:
 * usually an object; small models and proxies sometimes send a JSON string holding the object
 * instead, so the text is kept as received and the agent parses and coerces it against the tool's
 * schema before running the tool. The same type serves Ollama, OpenAI-compatible servers and MCP;
 * each backend converts its own wire form.
 *
 * @param id the call id ({@code call_xxxxxxxx}); generated when the server sent none
 * @param index the position of the call in the model's reply
 * @param name the tool name the model used, which may not exist
 * @param arguments the arguments as JSON text, as received: usually an object, sometimes a string;
 *     {@code "{}"} when null or blank
 */
public record ToolCall(String id, int index, String name, String arguments) {

  /** Validates and normalises the call. */
  public ToolCall {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    if (arguments == null || arguments.isBlank()) {
      arguments = "{}";
    }
  }

  /**
   * Creates a call whose arguments are plain Java values.
   *
   * @param id the call id
   * @param index the position of the call in the reply
   * @param name the tool name
   * @param arguments the arguments: values are null, String, Number, Boolean, Map or List of them
   * @return the call
   * @throws IllegalArgumentException when a value is of another type
   */
  public static ToolCall of(String id, int index, String name, Map<String, ?> arguments) {
    return new ToolCall(id, index, name, PlainJson.write(arguments == null ? Map.of() : arguments));
  }

  /**
   * Returns the arguments as plain Java values when they are a JSON object: String, Boolean, Long
   * (whole numbers), Double or BigDecimal, List and Map.
   *
   * @return an unmodifiable map, empty when the arguments are not a JSON object
   */
  public Map<String, Object> argumentsMap() {
    return PlainJson.toMap(ArgumentTrees.objectOrEmpty(arguments));
  }
}
