package dev.vex.simulator;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A java.net.http client for the tests, with the JDK's defaults (it tries an h2c upgrade). */
final class TestHttp {
  static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  private TestHttp() {}

  static HttpResponse<String> get(OllamaSimulator sim, String path) {
    return send(HttpRequest.newBuilder(uri(sim, path)).GET());
  }

  static HttpResponse<String> post(OllamaSimulator sim, String path, String body) {
    return send(
        HttpRequest.newBuilder(uri(sim, path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  static HttpResponse<String> chat(OllamaSimulator sim, String body) {
    return post(sim, "/api/chat", body);
  }

  static JsonObject json(HttpResponse<String> response) {
    return JsonParser.parseString(response.body()).getAsJsonObject();
  }

  /** The NDJSON lines of a streamed body, parsed. */
  static List<JsonObject> lines(HttpResponse<String> response) {
    List<JsonObject> lines = new ArrayList<>();
    for (String line : response.body().split("\n")) {
      if (!line.isBlank()) {
        lines.add(JsonParser.parseString(line).getAsJsonObject());
      }
    }
    return lines;
  }

  /** A chat request body for the given model, one user message, and extra JSON members. */
  static String chatBody(String model, String extraMembers) {
    return "{\"model\":\""
        + model
        + "\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]"
        + (extraMembers.isEmpty() ? "" : "," + extraMembers)
        + "}";
  }

  static String tools(String... names) {
    StringBuilder b = new StringBuilder("\"tools\":[");
    for (int i = 0; i < names.length; i++) {
      if (i > 0) {
        b.append(',');
      }
      b.append("{\"type\":\"function\",\"function\":{\"name\":\"")
          .append(names[i])
          .append("\",\"description\":\"d\",\"parameters\":{\"type\":\"object\",")
          .append("\"properties\":{\"city\":{\"type\":\"string\"}},\"required\":[\"city\"]}}}");
    }
    return b.append(']').toString();
  }

  private static URI uri(OllamaSimulator sim, String path) {
    return sim.baseUrl().resolve(path);
  }

  private static HttpResponse<String> send(HttpRequest.Builder request) {
    try {
      return CLIENT.send(
          request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
