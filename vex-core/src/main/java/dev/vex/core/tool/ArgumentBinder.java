package dev.vex.core.tool;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Checks and coerces model-sent arguments against a schema. Stateless. */
final class ArgumentBinder {
  private ArgumentBinder() {}

  static ArgumentBinding bind(ObjectSchema schema, JsonElement raw) {
    List<String> problems = new ArrayList<>();
    JsonObject args = asObject(raw, problems);
    if (args == null) {
      return new ArgumentBinding(new JsonObject(), problems);
    }
    JsonObject out = bindObject(schema, args, "", problems);
    return new ArgumentBinding(out, problems);
  }

  private static JsonObject asObject(JsonElement raw, List<String> problems) {
    if (raw == null || raw.isJsonNull()) {
      return new JsonObject();
    }
    if (raw.isJsonObject()) {
      return raw.getAsJsonObject();
    }
    if (raw.isJsonPrimitive() && raw.getAsJsonPrimitive().isString()) {
      String text = raw.getAsString().strip();
      if (text.isEmpty()) {
        return new JsonObject();
      }
      try {
        JsonElement parsed = JsonParser.parseString(text);
        if (parsed.isJsonObject()) {
          return parsed.getAsJsonObject();
        }
      } catch (JsonParseException e) {
        // reported below
      }
      problems.add("arguments must be a JSON object, got the text " + abbreviate(text));
      return null;
    }
    problems.add("arguments must be a JSON object, got " + abbreviate(raw.toString()));
    return null;
  }

  private static JsonObject bindObject(
      ObjectSchema schema, JsonObject args, String path, List<String> problems) {
    JsonObject out = new JsonObject();
    for (Map.Entry<String, JsonSchema> p : schema.properties().entrySet()) {
      String name = p.getKey();
      JsonElement value = args.get(name);
      if (value == null || value.isJsonNull()) {
        if (schema.required().contains(name)) {
          problems.add(
              "missing required argument '" + path + name + "' (" + typeName(p.getValue()) + ")");
        }
        continue;
      }
      JsonElement bound = bindValue(p.getValue(), value, path + name, problems);
      if (bound != null) {
        out.add(name, bound);
      }
    }
    return out;
  }

  private static JsonElement bindValue(
      JsonSchema schema, JsonElement value, String path, List<String> problems) {
    if (schema instanceof JsonSchema.StringSchema s) {
      return bindString(s, value, path, problems);
    }
    if (schema instanceof JsonSchema.IntegerSchema) {
      BigDecimal n = number(value);
      if (n != null) {
        try {
          return new JsonPrimitive(n.stripTrailingZeros().toBigIntegerExact());
        } catch (ArithmeticException e) {
          problems.add(
              "'" + path + "' must be a whole number, got " + abbreviate(value.toString()));
          return null;
        }
      }
      problems.add("'" + path + "' must be an integer, got " + abbreviate(value.toString()));
      return null;
    }
    if (schema instanceof JsonSchema.NumberSchema) {
      BigDecimal n = number(value);
      if (n != null) {
        return new JsonPrimitive(n);
      }
      problems.add("'" + path + "' must be a number, got " + abbreviate(value.toString()));
      return null;
    }
    if (schema instanceof JsonSchema.BooleanSchema) {
      Boolean b = bool(value);
      if (b != null) {
        return new JsonPrimitive(b);
      }
      problems.add("'" + path + "' must be true or false, got " + abbreviate(value.toString()));
      return null;
    }
    if (schema instanceof JsonSchema.ArraySchema a) {
      return bindArray(a, value, path, problems);
    }
    ObjectSchema o = (ObjectSchema) schema;
    List<String> local = new ArrayList<>();
    JsonObject obj = asObject(value, local);
    if (obj == null) {
      problems.add("'" + path + "' must be an object, got " + abbreviate(value.toString()));
      return null;
    }
    return bindObject(o, obj, path + ".", problems);
  }

  private static JsonElement bindString(
      JsonSchema.StringSchema s, JsonElement value, String path, List<String> problems) {
    String text;
    if (value.isJsonPrimitive()) {
      text = value.getAsString();
    } else {
      problems.add("'" + path + "' must be a string, got " + abbreviate(value.toString()));
      return null;
    }
    if (!s.values().isEmpty() && !s.values().contains(text)) {
      for (String allowed : s.values()) {
        if (allowed.equalsIgnoreCase(text.strip())) {
          return new JsonPrimitive(allowed);
        }
      }
      problems.add("'" + path + "' must be one of " + s.values() + ", got \"" + text + "\"");
      return null;
    }
    return new JsonPrimitive(text);
  }

  private static JsonElement bindArray(
      JsonSchema.ArraySchema a, JsonElement value, String path, List<String> problems) {
    JsonElement v = value;
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
      String text = v.getAsString().strip();
      if (text.startsWith("[")) {
        try {
          v = JsonParser.parseString(text);
        } catch (JsonParseException e) {
          problems.add("'" + path + "' must be an array, got " + abbreviate(text));
          return null;
        }
      }
    }
    if (!v.isJsonArray()) {
      problems.add("'" + path + "' must be an array, got " + abbreviate(value.toString()));
      return null;
    }
    JsonArray out = new JsonArray();
    JsonArray in = v.getAsJsonArray();
    for (int i = 0; i < in.size(); i++) {
      JsonElement item = bindValue(a.items(), in.get(i), path + "[" + i + "]", problems);
      out.add(item == null ? JsonNull.INSTANCE : item);
    }
    return out;
  }

  private static BigDecimal number(JsonElement value) {
    if (!value.isJsonPrimitive()) {
      return null;
    }
    JsonPrimitive p = value.getAsJsonPrimitive();
    if (p.isBoolean()) {
      return null;
    }
    try {
      return new BigDecimal(p.getAsString().strip());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static Boolean bool(JsonElement value) {
    if (!value.isJsonPrimitive()) {
      return null;
    }
    JsonPrimitive p = value.getAsJsonPrimitive();
    if (p.isBoolean()) {
      return p.getAsBoolean();
    }
    String text = p.getAsString().strip().toLowerCase(Locale.ROOT);
    return switch (text) {
      case "true" -> Boolean.TRUE;
      case "false" -> Boolean.FALSE;
      default -> null;
    };
  }

  static String typeName(JsonSchema schema) {
    if (schema instanceof JsonSchema.StringSchema s) {
      return s.values().isEmpty() ? "string" : "one of " + s.values();
    }
    if (schema instanceof JsonSchema.IntegerSchema) {
      return "integer";
    }
    if (schema instanceof JsonSchema.NumberSchema) {
      return "number";
    }
    if (schema instanceof JsonSchema.BooleanSchema) {
      return "boolean";
    }
    if (schema instanceof JsonSchema.ArraySchema) {
      return "array";
    }
    return "object";
  }

  private static String abbreviate(String text) {
    String t = text.length() > 60 ? text.substring(0, 57) + "..." : text;
    return t.replace('\n', ' ');
  }
}
