package dev.vex.core.internal.rounds;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Locale;
import java.util.Map;

/**
 * Finds an error body that a model copied into its reply as text: a JSON object with a key that
 * names an error ({@code {"error": …}}, {@code {"status": {"error_code": 429, …}}}, {@code
 * {"chart": {"result": null, "error": {…}}}}, {@code {"error parsing tool call": …}}) or one with
 * both {@code code} and {@code message} ({@code {"code": 404, "message": …}}). Such a reply is a
 * failure the model passed on, not an answer. A data object without those keys ({@code {"name":
 * "Kari", "age": 34}}) is not one.
 *
 * <p>Linear in the text: at most {@value #MAX_CANDIDATES} objects are read, each once, and keys are
 * looked at down to depth {@value #MAX_DEPTH}.
 */
final class ErrorObjects {
  private static final int MAX_CANDIDATES = 16;
  private static final int MAX_DEPTH = 4;

  private ErrorObjects() {}

  /**
   * Returns whether the text holds an error object.
   *
   * @param text the reply's text
   * @return true when a JSON object in it is an error body
   */
  static boolean holdsOne(String text) {
    if (text == null) {
      return false;
    }
    int candidates = 0;
    int at = text.indexOf('{');
    while (at >= 0 && candidates < MAX_CANDIDATES) {
      if (startsObject(text, at)) {
        candidates++;
        JsonElement e = TextToolCalls.oneValue(text, at);
        if (e.isJsonObject() && isError(e.getAsJsonObject(), 0)) {
          return true;
        }
      }
      at = text.indexOf('{', at + 1);
    }
    return false;
  }

  private static boolean startsObject(String text, int brace) {
    int i = brace + 1;
    while (i < text.length() && Character.isWhitespace(text.charAt(i)) && i - brace < 64) {
      i++;
    }
    return i < text.length() && (text.charAt(i) == '"' || text.charAt(i) == '\'');
  }

  private static boolean isError(JsonObject o, int depth) {
    if (depth == 0 && o.has("code") && o.has("message")) {
      return true;
    }
    for (Map.Entry<String, JsonElement> e : o.entrySet()) {
      if (e.getKey().toLowerCase(Locale.ROOT).contains("error")) {
        return true;
      }
      if (depth + 1 < MAX_DEPTH
          && e.getValue().isJsonObject()
          && isError(e.getValue().getAsJsonObject(), depth + 1)) {
        return true;
      }
    }
    return false;
  }
}
