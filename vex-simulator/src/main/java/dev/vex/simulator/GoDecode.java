package dev.vex.simulator;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Map;

/**
 * The type errors Go's {@code encoding/json} gives when it decodes a request body into one of
 * Ollama's structs (gin's {@code ShouldBindJSON}): the first field in document order whose JSON
 * type does not fit, as {@code json: cannot unmarshal string into Go struct field
 * ChatCompletionRequest.stream of type bool}. A null fits every field.
 */
final class GoDecode {
  private GoDecode() {}

  /**
   * Parses the body strictly and checks the fields named; returns the Go error text, or null.
   *
   * @param fields field name to Go type: {@code string}, {@code bool}, {@code int}, {@code float64}
   *     (and other numbers), {@code map[...]...} or a struct pointer (objects), {@code [...]...}
   *     (arrays), {@code any}
   */
  static String check(String body, String struct, Map<String, String> fields) {
    if (body.isBlank()) {
      return "EOF";
    }
    JsonElement parsed;
    try {
      parsed = GoJson.parseStrict(body);
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
    if (!parsed.isJsonObject()) {
      return "json: cannot unmarshal "
          + GoJson.typeName(parsed)
          + " into Go value of type "
          + struct;
    }
    String shortName = struct.substring(struct.lastIndexOf('.') + 1);
    for (Map.Entry<String, JsonElement> e : parsed.getAsJsonObject().entrySet()) {
      String type = fields.get(e.getKey());
      JsonElement v = e.getValue();
      if (type == null || v.isJsonNull() || type.equals("any")) {
        continue;
      }
      String actual = GoJson.typeName(v);
      boolean fits =
          switch (type) {
            case "string" -> actual.equals("string");
            case "bool" -> actual.equals("bool");
            case "int" ->
                actual.equals("number")
                    && v.getAsDouble() == Math.rint(v.getAsDouble())
                    && !v.getAsString().contains(".");
            case "float64", "float32" -> actual.equals("number");
            default ->
                type.startsWith("[")
                    ? actual.equals("array")
                    : actual.equals("object"); // maps and structs
          };
      if (!fits) {
        String value = actual.equals("number") ? "number " + v.getAsString() : actual;
        return "json: cannot unmarshal "
            + value
            + " into Go struct field "
            + shortName
            + "."
            + e.getKey()
            + " of type "
            + type.replaceFirst("^\\*", ""); // Go names the pointed-to type
      }
    }
    return null;
  }

  /** The body as an object, after {@link #check} passed. */
  static JsonObject object(String body) {
    return GoJson.parseStrict(body).getAsJsonObject();
  }
}
