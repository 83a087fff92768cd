package dev.vex.simulator;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonIOException;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSyntaxException;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JSON the way Go's {@code encoding/json} writes and reads it: objects keep insertion order, {@code
 * <}, {@code >} and {@code &} are escaped as {@code \u003c}, {@code \u003e}, {@code \u0026} (gson
 * would also escape {@code =} and {@code '}), numbers are printed as float64, and parsing is
 * strict.
 */
final class GoJson {
  private static final Pattern POSITION = Pattern.compile("line (\\d+) column (\\d+)");
  private static final char[] HEX = "0123456789abcdef".toCharArray();
  private static final TypeAdapter<JsonElement> ELEMENTS = new Gson().getAdapter(JsonElement.class);

  private GoJson() {}

  static String write(JsonElement element) {
    StringBuilder out = new StringBuilder(256);
    write(element, out);
    return out.toString();
  }

  static void write(JsonElement element, StringBuilder out) {
    if (element == null || element.isJsonNull()) {
      out.append("null");
    } else if (element.isJsonObject()) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<String, JsonElement> e : element.getAsJsonObject().entrySet()) {
        if (!first) {
          out.append(',');
        }
        first = false;
        string(e.getKey(), out);
        out.append(':');
        write(e.getValue(), out);
      }
      out.append('}');
    } else if (element.isJsonArray()) {
      out.append('[');
      boolean first = true;
      for (JsonElement e : element.getAsJsonArray()) {
        if (!first) {
          out.append(',');
        }
        first = false;
        write(e, out);
      }
      out.append(']');
    } else {
      JsonPrimitive p = element.getAsJsonPrimitive();
      if (p.isBoolean()) {
        out.append(p.getAsBoolean());
      } else if (p.isNumber()) {
        out.append(number(p.getAsDouble()));
      } else {
        string(p.getAsString(), out);
      }
    }
  }

  static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '<', '>', '&', '\u2028', '\u2029' -> unicode(c, out);
        default -> {
          if (c < 0x20) {
            unicode(c, out);
          } else if (Character.isHighSurrogate(c)
              && i + 1 < s.length()
              && Character.isLowSurrogate(s.charAt(i + 1))) {
            out.append(c).append(s.charAt(++i));
          } else if (Character.isSurrogate(c)) {
            out.append("\\ufffd"); // Go replaces invalid UTF-8 with U+FFFD
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  private static void unicode(char c, StringBuilder out) {
    out.append("\\u")
        .append(HEX[(c >> 12) & 0xF])
        .append(HEX[(c >> 8) & 0xF])
        .append(HEX[(c >> 4) & 0xF])
        .append(HEX[c & 0xF]);
  }

  /** Formats a number as Go's encoding/json formats a float64. */
  static String number(double d) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      throw new IllegalArgumentException("Go cannot encode " + d);
    }
    if (d == 0) {
      return 1 / d < 0 ? "-0" : "0";
    }
    double abs = Math.abs(d);
    BigDecimal exact = new BigDecimal(Double.toString(d)).stripTrailingZeros();
    if (abs >= 1e-6 && abs < 1e21) {
      return exact.toPlainString();
    }
    String digits = exact.unscaledValue().abs().toString();
    int exponent = digits.length() - 1 - exact.scale();
    StringBuilder out = new StringBuilder();
    if (d < 0) {
      out.append('-');
    }
    out.append(digits.charAt(0));
    if (digits.length() > 1) {
      out.append('.').append(digits, 1, digits.length());
    }
    out.append('e').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
    return out.toString();
  }

  /**
   * Parses one JSON value strictly, as Go does: no comments, no single quotes, no trailing data.
   *
   * @throws IllegalArgumentException with a Go-like message when the text is not valid JSON
   */
  static JsonElement parseStrict(String text) {
    JsonReader reader = new JsonReader(new StringReader(text));
    reader.setStrictness(Strictness.STRICT);
    try {
      JsonElement value = ELEMENTS.read(reader);
      if (reader.peek() != JsonToken.END_DOCUMENT) {
        throw new IllegalArgumentException("invalid character after top-level value");
      }
      return value;
    } catch (java.io.EOFException e) {
      throw new IllegalArgumentException("unexpected end of JSON input", e);
    } catch (IOException | JsonSyntaxException | JsonIOException | IllegalStateException e) {
      throw new IllegalArgumentException(goSyntaxMessage(text, e), e);
    }
  }

  /** Parses a JSON object strictly, or returns null when the text is not one. */
  static JsonObject parseObjectOrNull(String text) {
    try {
      JsonElement e = parseStrict(text);
      return e.isJsonObject() ? e.getAsJsonObject() : null;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static String goSyntaxMessage(String text, Exception e) {
    Matcher at = POSITION.matcher(String.valueOf(e.getMessage()));
    if (at.find()) {
      int offset = offsetOf(text, Integer.parseInt(at.group(1)), Integer.parseInt(at.group(2))) - 1;
      if (offset >= 0 && offset < text.length()) {
        return "invalid character '" + text.charAt(offset) + "' looking for beginning of value";
      }
    }
    return "unexpected EOF";
  }

  private static int offsetOf(String text, int line, int column) {
    int offset = 0;
    for (int l = 1; l < line && offset < text.length(); offset++) {
      if (text.charAt(offset) == '\n') {
        l++;
      }
    }
    return offset + column;
  }

  static String typeName(JsonElement e) {
    if (e == null || e.isJsonNull()) {
      return "null";
    }
    if (e.isJsonObject()) {
      return "object";
    }
    if (e.isJsonArray()) {
      return "array";
    }
    JsonPrimitive p = e.getAsJsonPrimitive();
    return p.isBoolean() ? "bool" : p.isNumber() ? "number" : "string";
  }
}
