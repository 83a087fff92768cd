package dev.vex.core.message;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Objects;

/**
 * A call the model asked for. Ollama sends {@code arguments} as a JSON object; small models and
 * proxies sometimes send a JSON string instead, so the raw element is kept as received and the
 * agent parses and coerces it against the tool's schema before running the tool.
 *
 * <p>Treat {@code arguments} as read-only: Gson's tree types are mutable.
 *
 * @param id the call id ({@code call_xxxxxxxx}); generated when the server sent none
 * @param index the position of the call in the model's reply
 * @param name the tool name the model used, which may not exist
 * @param arguments the arguments as received: usually an object, sometimes a string
 */
public record ToolCall(String id, int index, String name, JsonElement arguments) {

  /** Validates and normalises the call. */
  public ToolCall {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    if (arguments == null) {
      arguments = new JsonObject();
    }
  }

  /**
   * Returns the arguments as an object when they are one.
   *
   * @return the arguments object, or an empty object when they are not an object
   */
  public JsonObject argumentsObject() {
    return arguments.isJsonObject() ? arguments.getAsJsonObject() : new JsonObject();
  }
}
