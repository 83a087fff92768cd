package dev.vex.tools.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.tools.internal.Texts;
import java.net.URI;
import java.net.URISyntaxException;

/** What the web tools share in reading a request and an answer: URLs, failed statuses, JSON. */
final class WebAnswers {
  private WebAnswers() {}

  static URI parse(String url) {
    try {
      URI uri = new URI(url.strip());
      if (!uri.isAbsolute()) {
        throw new IllegalArgumentException("'" + Texts.oneLine(url, 100) + "' is not a full URL");
      }
      return uri;
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("'" + Texts.oneLine(url, 100) + "' is not a valid URL", e);
    }
  }

  static void failOnStatus(SafeHttp.Response r) {
    if (r.status() < 400) {
      return;
    }
    String message = Texts.oneLine(r.text(), 300);
    try {
      JsonElement e = JsonParser.parseString(r.text());
      if (e.isJsonObject() && e.getAsJsonObject().has("message")) {
        message = Texts.oneLine(e.getAsJsonObject().get("message").getAsString(), 300);
      }
    } catch (RuntimeException ignored) {
      // not JSON: keep the text
    }
    throw new SourceException(
        r.source(),
        r.url().toString(),
        r.status(),
        message,
        r.status() == 404
            ? Reason.NOT_FOUND
            : r.status() == 429 ? Reason.RATE_LIMITED : Reason.HTTP_ERROR,
        null);
  }

  static JsonObject json(SafeHttp.Response r) {
    if (r.truncated()) {
      throw new SourceException(
          r.source(),
          r.url().toString(),
          r.status(),
          "the answer is larger than the download limit",
          Reason.BAD_RESPONSE,
          null);
    }
    try {
      JsonElement e = JsonParser.parseString(r.text());
      if (e.isJsonObject()) {
        return e.getAsJsonObject();
      }
    } catch (JsonParseException e) {
      throw new SourceException(
          r.source(), r.url().toString(), r.status(), "not JSON", Reason.BAD_RESPONSE, e);
    }
    throw new SourceException(
        r.source(), r.url().toString(), r.status(), "not a JSON object", Reason.BAD_RESPONSE, null);
  }

  static String str(JsonObject o, String name) {
    JsonElement e = o.get(name);
    return e == null || !e.isJsonPrimitive() ? "" : e.getAsString().strip();
  }
}
