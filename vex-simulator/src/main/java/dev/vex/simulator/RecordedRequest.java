package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonSyntaxException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A request as the simulator received it, recorded even when the server rejected it. The JSON
 * accessors parse the body on each call and return fresh objects, so the record stays immutable and
 * thread-safe.
 *
 * @param method the HTTP method, for example {@code POST}
 * @param path the path without the query, for example {@code /api/chat}
 * @param headers the headers, names in lower case, repeated headers joined with {@code ", "}
 * @param body the body as UTF-8 text, empty when there was none
 */
public record RecordedRequest(
    String method, String path, Map<String, String> headers, String body) {

  /**
   * Copies the headers and turns a null body into an empty one.
   *
   * @param method the HTTP method
   * @param path the path without the query
   * @param headers the headers with lower-case names
   * @param body the body, or null for none
   */
  public RecordedRequest {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(path, "path");
    headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    body = body == null ? "" : body;
  }

  /**
   * Returns a header.
   *
   * @param name the header name, in any case
   * @return the value, or null when absent
   */
  public String header(String name) {
    return headers.get(name.toLowerCase(Locale.ROOT));
  }

  /**
   * Parses the body as a JSON object.
   *
   * @return the object; an empty object when the body is blank
   * @throws IllegalStateException when the body is not a JSON object
   */
  public JsonObject json() {
    if (body.isBlank()) {
      return new JsonObject();
    }
    try {
      JsonElement e = JsonParser.parseString(body);
      if (e.isJsonObject()) {
        return e.getAsJsonObject();
      }
    } catch (JsonSyntaxException e) {
      throw new IllegalStateException(method + " " + path + " body is not JSON: " + body, e);
    }
    throw new IllegalStateException(method + " " + path + " body is not a JSON object: " + body);
  }

  /**
   * Returns {@code model} as sent.
   *
   * @return the model, or null when absent or not a string
   */
  public String model() {
    return string(json(), "model");
  }

  /**
   * Returns {@code messages}.
   *
   * @return the messages; empty when absent
   */
  public JsonArray messages() {
    return array(json(), "messages");
  }

  /**
   * Returns {@code tools}.
   *
   * @return the tools; empty when absent
   */
  public JsonArray tools() {
    return array(json(), "tools");
  }

  /**
   * Returns the names of the offered tools ({@code tools[].function.name}), in order.
   *
   * @return the names; empty when no tools were sent
   */
  public List<String> toolNames() {
    List<String> names = new ArrayList<>();
    for (JsonElement tool : tools()) {
      if (tool.isJsonObject() && tool.getAsJsonObject().get("function") instanceof JsonObject f) {
        String name = string(f, "name");
        if (name != null) {
          names.add(name);
        }
      }
    }
    return names;
  }

  /**
   * Returns {@code stream}, which Ollama treats as true when omitted.
   *
   * @return false only when the request says {@code "stream":false}
   */
  public boolean stream() {
    JsonElement s = json().get("stream");
    return s == null
        || !s.isJsonPrimitive()
        || !s.getAsJsonPrimitive().isBoolean()
        || s.getAsBoolean();
  }

  /**
   * Returns {@code options}.
   *
   * @return the options; empty when absent
   */
  public JsonObject options() {
    return json().get("options") instanceof JsonObject o ? o : new JsonObject();
  }

  /**
   * Returns the images of all messages, in order.
   *
   * @return the base64 strings as sent; empty when none
   */
  public List<String> images() {
    List<String> images = new ArrayList<>();
    for (JsonElement m : messages()) {
      if (m.isJsonObject()) {
        for (JsonElement image : array(m.getAsJsonObject(), "images")) {
          images.add(image.isJsonPrimitive() ? image.getAsString() : image.toString());
        }
      }
    }
    return images;
  }

  /**
   * Returns the last message.
   *
   * @return the last message, or null when there are none
   */
  public JsonObject lastMessage() {
    JsonArray messages = messages();
    if (messages.isEmpty()) {
      return null;
    }
    JsonElement last = messages.get(messages.size() - 1);
    return last.isJsonObject() ? last.getAsJsonObject() : null;
  }

  private static String string(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }

  private static JsonArray array(JsonObject o, String key) {
    return o.get(key) instanceof JsonArray a ? a : new JsonArray();
  }
}
