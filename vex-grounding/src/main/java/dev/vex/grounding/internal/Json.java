package dev.vex.grounding.internal;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.math.BigDecimal;
import java.util.Optional;

/** Null-tolerant reading of gson trees: absent, JSON null and wrong types read as empty. */
public final class Json {
  private Json() {}

  /**
   * Reads a string at a path of object keys.
   *
   * @param root the root
   * @param keys the keys
   * @return the string (numbers as text), or empty
   */
  public static String path(JsonElement root, String... keys) {
    JsonElement e = at(root, keys);
    return e != null && e.isJsonPrimitive() ? e.getAsString() : "";
  }

  /**
   * Reads a string member, stripped.
   *
   * @param o the object
   * @param key the key
   * @return the stripped string, or empty
   */
  public static String str(JsonObject o, String key) {
    return path(o, key).strip();
  }

  /**
   * Reads a number member, exactly as written (a string holding a number counts).
   *
   * @param o the object
   * @param key the key
   * @return the number, or empty
   */
  public static Optional<BigDecimal> decimal(JsonElement o, String... key) {
    JsonElement e = at(o, key);
    if (e == null || !e.isJsonPrimitive()) {
      return Optional.empty();
    }
    JsonPrimitive p = e.getAsJsonPrimitive();
    String s = p.getAsString().strip();
    if (s.isEmpty() || p.isBoolean()) {
      return Optional.empty();
    }
    try {
      return Optional.of(new BigDecimal(s));
    } catch (NumberFormatException ex) {
      return Optional.empty();
    }
  }

  /**
   * Reads an object member.
   *
   * @param root the root
   * @param keys the path
   * @return the object, or empty
   */
  public static Optional<JsonObject> object(JsonElement root, String... keys) {
    JsonElement e = at(root, keys);
    return e != null && e.isJsonObject() ? Optional.of(e.getAsJsonObject()) : Optional.empty();
  }

  /**
   * Reads an array member.
   *
   * @param root the root
   * @param keys the path
   * @return the array, or empty
   */
  public static Optional<JsonArray> array(JsonElement root, String... keys) {
    JsonElement e = at(root, keys);
    return e != null && e.isJsonArray() ? Optional.of(e.getAsJsonArray()) : Optional.empty();
  }

  /**
   * Reads the first element of an array member as an object (wttr.in wraps values so).
   *
   * @param root the root
   * @param key the array's key
   * @return the first object, or empty
   */
  public static Optional<JsonObject> firstObject(JsonElement root, String key) {
    return array(root, key)
        .filter(a -> a.size() > 0 && a.get(0).isJsonObject())
        .map(a -> a.get(0).getAsJsonObject());
  }

  private static JsonElement at(JsonElement root, String... keys) {
    JsonElement e = root;
    for (String k : keys) {
      if (e == null || !e.isJsonObject()) {
        return null;
      }
      e = e.getAsJsonObject().get(k);
    }
    return e == null || e.isJsonNull() ? null : e;
  }
}
