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

  /** The longest number text read, in characters. */
  static final int MAX_NUMBER_CHARS = 48;

  /** The most digits before the decimal point a figure may have (below 10^15). */
  static final int MAX_INTEGER_DIGITS = 15;

  /** The most digits after the decimal point a figure may need (down to 10^-30). */
  static final int MAX_SCALE = 30;

  /**
   * A number from a source outside the range any real figure has: formatting or comparing it could
   * take unbounded time and memory, so it is refused as a bad response.
   */
  public static final class OutOfRange extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutOfRange(String key, String value) {
      super(
          "the number at '"
              + key
              + "' is out of range: "
              + (value.length() > 40 ? value.substring(0, 40) + "…" : value),
          null,
          false,
          false);
    }
  }

  /**
   * Reads a number member, exactly as written (a string holding a number counts). Text that is not
   * a number reads as empty; a number longer than 48 characters, at or above 10^15 in magnitude, or
   * needing more than 30 decimals (a non-zero value below 10^-30) throws {@link OutOfRange}, before
   * any work proportional to its exponent is done.
   *
   * @param o the object
   * @param key the key
   * @return the number, or empty
   * @throws OutOfRange when the number is out of range
   */
  public static Optional<BigDecimal> decimal(JsonElement o, String... key) {
    JsonElement e = at(o, key);
    if (e == null || !e.isJsonPrimitive()) {
      return Optional.empty();
    }
    JsonPrimitive p = e.getAsJsonPrimitive();
    if (p.isBoolean()) {
      return Optional.empty();
    }
    return decimal(p.getAsString(), p.isNumber(), key);
  }

  /**
   * Reads a number as {@link #decimal(JsonElement, String...)} reads a member's primitive: for a
   * reader that took the member's text from a streaming pass.
   *
   * @param text the primitive's text, a JSON string's content or a JSON number as written
   * @param number whether it was a JSON number rather than a string
   * @param key the member's path, for the error
   * @return the number, or empty
   * @throws OutOfRange when the number is out of range
   */
  public static Optional<BigDecimal> decimal(String text, boolean number, String... key) {
    String s = text.strip();
    if (s.isEmpty()) {
      return Optional.empty();
    }
    if (s.length() > MAX_NUMBER_CHARS) {
      if (number || looksNumeric(s)) {
        throw new OutOfRange(String.join(".", key), s);
      }
      return Optional.empty();
    }
    BigDecimal d;
    try {
      d = new BigDecimal(s);
    } catch (NumberFormatException ex) {
      return Optional.empty();
    }
    if (d.signum() == 0) {
      return Optional.of(BigDecimal.ZERO);
    }
    // precision - scale is the number of digits before the point (or minus the leading zeros
    // after it); both are ints BigDecimal already holds, so this costs nothing for 1e999999999.
    long integerDigits = (long) d.precision() - d.scale();
    if (integerDigits > MAX_INTEGER_DIGITS || integerDigits < -MAX_SCALE) {
      throw new OutOfRange(String.join(".", key), s);
    }
    if (d.scale() > MAX_SCALE) {
      d = d.setScale(MAX_SCALE, java.math.RoundingMode.HALF_EVEN);
    }
    return Optional.of(d);
  }

  private static boolean looksNumeric(String s) {
    char c = s.charAt(0);
    return Character.isDigit(c) || c == '-' || c == '+' || c == '.';
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
