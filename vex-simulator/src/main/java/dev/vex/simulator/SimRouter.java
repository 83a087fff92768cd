package dev.vex.simulator;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Routes requests as Ollama's gin router does: known paths with their methods, {@code 404 page not
 * found} and {@code 405 method not allowed} as plain text. Every request is recorded first.
 */
final class SimRouter implements HttpServerCore.Handler {
  private static final Map<String, Set<String>> ROUTES =
      Map.of(
          "/", Set.of("GET", "HEAD"),
          "/api/version", Set.of("GET", "HEAD"),
          "/api/tags", Set.of("GET", "HEAD"),
          "/api/ps", Set.of("GET"),
          "/api/show", Set.of("POST"),
          "/api/chat", Set.of("POST"),
          "/v1/chat/completions", Set.of("POST"),
          "/v1/models", Set.of("GET"),
          "/api/pull", Set.of("POST"));

  private final Consumer<RecordedRequest> recorder;
  private final ModelCatalog catalog;
  private final ChatHandler chat;
  private final OpenAiHandler openAi;
  private final PullHandler pull;
  private final String version;

  SimRouter(
      Consumer<RecordedRequest> recorder,
      ModelCatalog catalog,
      ChatHandler chat,
      OpenAiHandler openAi,
      PullHandler pull,
      String version) {
    this.recorder = recorder;
    this.catalog = catalog;
    this.chat = chat;
    this.openAi = openAi;
    this.pull = pull;
    this.version = version;
  }

  @Override
  public void handle(HttpRequestReader.Request request, HttpResponder http)
      throws IOException, InterruptedException {
    RecordedRequest recorded =
        new RecordedRequest(
            request.method(), request.path(), request.headers(), request.bodyText());
    recorder.accept(recorded);
    Set<String> methods = ROUTES.get(request.path());
    if (methods == null) {
      http.send(404, "text/plain", "404 page not found");
      return;
    }
    if (!methods.contains(request.method())) {
      http.send(405, "text/plain", "405 method not allowed");
      return;
    }
    switch (request.path()) {
      case "/" -> http.send(200, HttpResponder.TEXT, "Ollama is running");
      case "/api/version" -> {
        JsonObject o = new JsonObject();
        o.addProperty("version", version);
        http.sendJson(200, GoJson.write(o));
      }
      case "/api/tags" -> http.sendJson(200, GoJson.write(catalog.tags()));
      case "/api/ps" -> http.sendJson(200, GoJson.write(catalog.ps()));
      case "/api/show" -> show(recorded.body(), http);
      case "/v1/models" -> openAi.models(http);
      case "/api/pull" -> pull.handle(recorded, http);
      case "/v1/chat/completions" -> openAi.chat(recorded, http);
      default -> chat.handle(recorded, http);
    }
  }

  private void show(String body, HttpResponder http) throws IOException {
    if (body.isBlank()) {
      http.sendJson(400, ChatWire.error("missing request body"));
      return;
    }
    JsonElement parsed;
    try {
      parsed = GoJson.parseStrict(body);
    } catch (IllegalArgumentException e) {
      http.sendJson(400, ChatWire.error(e.getMessage()));
      return;
    }
    if (!parsed.isJsonObject()) {
      http.sendJson(
          400,
          ChatWire.error(
              "json: cannot unmarshal "
                  + GoJson.typeName(parsed)
                  + " into Go value of type api.ShowRequest"));
      return;
    }
    String name = string(parsed.getAsJsonObject(), "model");
    if (name == null || name.isBlank()) {
      name = string(parsed.getAsJsonObject(), "name");
    }
    if (name == null || name.isBlank()) {
      http.sendJson(400, ChatWire.error("model is required"));
      return;
    }
    SimModel model = catalog.find(name);
    if (model == null) {
      http.sendJson(404, ChatWire.error("model '" + name + "' not found"));
      return;
    }
    http.sendJson(200, GoJson.write(catalog.show(model)));
  }

  private static String string(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }
}
