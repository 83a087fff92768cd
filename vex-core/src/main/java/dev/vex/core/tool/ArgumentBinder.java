package dev.vex.core.tool;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.vex.core.internal.json.ArgumentTrees;
import dev.vex.core.internal.json.PlainJson;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Checks and coerces model-sent arguments against a schema. Stateless. */
final class ArgumentBinder {
  /** The longest number literal read; longer ones are refused unread. */
  static final int MAX_NUMBER_CHARS = 100;

  /** Digits before the point of {@link Long#MAX_VALUE}. */
  private static final int LONG_DIGITS = 19;

  /** Digits before the point of {@link Double#MAX_VALUE}, with room to spare. */
  private static final int DOUBLE_DIGITS = 330;

  private ArgumentBinder() {}

  static ArgumentBinding bind(ObjectSchema schema, String text) {
    JsonElement raw;
    try {
      raw = ArgumentTrees.parse(text); // shared: read, never modified
    } catch (JsonParseException e) {
      return new ArgumentBinding(
          Map.of(),
          List.of("arguments must be a JSON object, got the text " + abbreviate(text.strip())));
    }
    return bind(schema, raw);
  }

  static ArgumentBinding bind(ObjectSchema schema, JsonElement raw) {
    List<String> problems = new ArrayList<>();
    JsonObject args = asObject(raw, problems);
    if (args == null) {
      return new ArgumentBinding(Map.of(), problems);
    }
    JsonObject out = bindObject(schema, args, "", problems);
    return new ArgumentBinding(PlainJson.boundMap(out), problems);
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
      // the top level's path is the name itself: no copy of it for every argument
      JsonElement bound =
          bindValue(p.getValue(), value, path.isEmpty() ? name : path + name, problems);
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
      return bindInteger(value, path, problems);
    }
    if (schema instanceof JsonSchema.NumberSchema) {
      return bindNumber(value, path, problems);
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

  /**
   * An integer argument must fit a {@code long}, the type {@link ToolArguments#integer} returns.
   * The range is judged from the literal's digits and exponent before any conversion, so {@code
   * 1e30000000} is refused at once instead of being expanded to thirty million digits, and {@code
   * 18446744073709551617} is refused instead of wrapping around.
   */
  private static JsonElement bindInteger(JsonElement value, String path, List<String> problems) {
    BigDecimal n = number(value);
    if (n == null) {
      problems.add(
          tooLong(value)
              ? outOfLongRange(path, value)
              : "'" + path + "' must be an integer, got " + abbreviate(value.toString()));
      return null;
    }
    if (n.signum() != 0 && (long) n.precision() - n.scale() > LONG_DIGITS) {
      problems.add(outOfLongRange(path, value));
      return null;
    }
    BigDecimal whole = n.stripTrailingZeros();
    if (whole.scale() > 0) {
      problems.add("'" + path + "' must be a whole number, got " + abbreviate(value.toString()));
      return null;
    }
    try {
      return new JsonPrimitive(whole.longValueExact());
    } catch (ArithmeticException e) {
      problems.add(outOfLongRange(path, value));
      return null;
    }
  }

  private static boolean tooLong(JsonElement value) {
    return value.isJsonPrimitive()
        && !value.getAsJsonPrimitive().isBoolean()
        && value.getAsString().strip().length() > MAX_NUMBER_CHARS;
  }

  private static String outOfLongRange(String path, JsonElement value) {
    return "'"
        + path
        + "' is out of range: it must be a whole number from "
        + Long.MIN_VALUE
        + " to "
        + Long.MAX_VALUE
        + ", got "
        + abbreviate(value.toString());
  }

  /**
   * A number argument must be a finite {@code double}, the type {@link ToolArguments#number}
   * returns. Its magnitude is judged from the literal's digits and exponent before converting.
   */
  private static JsonElement bindNumber(JsonElement value, String path, List<String> problems) {
    BigDecimal n = number(value);
    if (n == null) {
      problems.add(
          tooLong(value)
              ? "'"
                  + path
                  + "' is out of range: a number has at most "
                  + MAX_NUMBER_CHARS
                  + " characters, got "
                  + abbreviate(value.toString())
              : "'" + path + "' must be a number, got " + abbreviate(value.toString()));
      return null;
    }
    long magnitude = (long) n.precision() - n.scale(); // digits before the point, roughly
    if (n.signum() != 0 && magnitude > DOUBLE_DIGITS) {
      problems.add(
          "'"
              + path
              + "' is out of range: it must be a number within ±"
              + Double.MAX_VALUE
              + ", got "
              + abbreviate(value.toString()));
      return null;
    }
    if (Double.isInfinite(n.doubleValue())) {
      problems.add(
          "'"
              + path
              + "' is out of range: it must be a number within ±"
              + Double.MAX_VALUE
              + ", got "
              + abbreviate(value.toString()));
      return null;
    }
    return new JsonPrimitive(n);
  }

  /**
   * Reads a number from a JSON number or string with bounded work: a literal longer than {@link
   * #MAX_NUMBER_CHARS} is no number (a model has no reason to send one), and a shorter one parses
   * in time linear in its length.
   */
  private static BigDecimal number(JsonElement value) {
    if (!value.isJsonPrimitive()) {
      return null;
    }
    JsonPrimitive p = value.getAsJsonPrimitive();
    if (p.isBoolean()) {
      return null;
    }
    String literal = p.getAsString().strip();
    if (literal.isEmpty() || literal.length() > MAX_NUMBER_CHARS) {
      return null;
    }
    try {
      return new BigDecimal(literal);
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
    String t =
        text.length() > 60
            ? text.substring(0, 57) + "... (" + text.length() + " characters)"
            : text;
    return t.replace('\n', ' ');
  }
}
