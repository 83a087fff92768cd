package dev.vex.benchmarks.loop;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.benchmarks.Measure;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.function.Function;

/**
 * The floor: the tool loop a careful developer writes by hand with java.net.http and gson, with no
 * classification, routing, validation, guards, fallbacks or tracing.
 */
final class PlainLoop {
  /**
   * The tools in Ollama's {@code tools} format, as a plain loop sends them.
   *
   * @param tools the tools
   * @return the JSON array
   */
  static JsonArray ollamaTools(Iterable<dev.vex.core.tool.Tool> tools) {
    JsonArray array = new JsonArray();
    for (dev.vex.core.tool.Tool t : tools) {
      JsonObject function = new JsonObject();
      function.addProperty("name", t.name());
      function.addProperty("description", t.description());
      function.add("parameters", JsonParser.parseString(t.parameters().toJson()));
      JsonObject o = new JsonObject();
      o.addProperty("type", "function");
      o.add("function", function);
      array.add(o);
    }
    return array;
  }

  private final HttpClient http;
  private final URI chat;
  private final String model;
  private final JsonArray tools;
  private final Function<JsonObject, String> tool;
  private final boolean stream;

  PlainLoop(
      URI base, String model, JsonArray tools, Function<JsonObject, String> tool, boolean stream) {
    this(base, model, tools, tool, stream, false);
  }

  /**
   * A loop whose JDK client has a direct executor when {@code direct} is set, as Vex's clients
   * have: the selector thread that reads a response wakes the caller itself, no pool thread
   * between.
   */
  PlainLoop(
      URI base,
      String model,
      JsonArray tools,
      Function<JsonObject, String> tool,
      boolean stream,
      boolean direct) {
    HttpClient.Builder b = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1);
    this.http = (direct ? b.executor(Runnable::run) : b).build();
    this.chat = URI.create(base + "/api/chat");
    this.model = model;
    this.tools = tools;
    this.tool = tool;
    this.stream = stream;
  }

  String turn(String system, String user) {
    JsonArray messages = new JsonArray();
    messages.add(message("system", system));
    messages.add(message("user", user));
    for (int round = 0; round < 5; round++) {
      JsonObject reply = send(messages);
      JsonArray calls = reply.getAsJsonArray("tool_calls");
      if (calls == null || calls.size() == 0) {
        return reply.get("content").getAsString();
      }
      messages.add(reply);
      for (JsonElement c : calls) {
        JsonObject fn = c.getAsJsonObject().getAsJsonObject("function");
        JsonObject result = message("tool", tool.apply(fn.getAsJsonObject("arguments")));
        result.addProperty("tool_name", fn.get("name").getAsString());
        messages.add(result);
      }
    }
    throw new IllegalStateException("no answer");
  }

  private JsonObject send(JsonArray messages) {
    JsonObject body = new JsonObject();
    body.addProperty("model", model);
    body.add("messages", messages);
    body.add("tools", tools);
    body.addProperty("stream", stream);
    HttpRequest request =
        HttpRequest.newBuilder(chat)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
            .build();
    try {
      if (!stream) {
        HttpResponse<String> r = Measure.send(http, request, HttpResponse.BodyHandlers.ofString());
        return JsonParser.parseString(r.body()).getAsJsonObject().getAsJsonObject("message");
      }
      HttpResponse<java.util.stream.Stream<String>> r =
          Measure.send(http, request, HttpResponse.BodyHandlers.ofLines());
      StringBuilder content = new StringBuilder();
      JsonArray calls = new JsonArray();
      try (java.util.stream.Stream<String> lines = r.body()) {
        lines
            .filter(line -> !line.isBlank())
            .forEach(
                line -> {
                  JsonObject m =
                      JsonParser.parseString(line).getAsJsonObject().getAsJsonObject("message");
                  if (m != null) {
                    content.append(m.get("content").getAsString());
                    if (m.has("tool_calls")) {
                      calls.addAll(m.getAsJsonArray("tool_calls"));
                    }
                  }
                });
      }
      JsonObject message = message("assistant", content.toString());
      if (calls.size() > 0) {
        message.add("tool_calls", calls);
      }
      return message;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static JsonObject message(String role, String content) {
    JsonObject m = new JsonObject();
    m.addProperty("role", role);
    m.addProperty("content", content);
    return m;
  }
}
