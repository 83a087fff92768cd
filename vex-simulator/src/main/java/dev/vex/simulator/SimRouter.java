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
  /** server/routes.go {@code GenerateRoutes} at v0.12.10, the routes the simulator serves. */
  private static final Map<String, Set<String>> ROUTES =
      Map.ofEntries(
          Map.entry("/", Set.of("GET", "HEAD")),
          Map.entry("/api/version", Set.of("GET", "HEAD")),
          Map.entry("/api/tags", Set.of("GET", "HEAD")),
          Map.entry("/api/ps", Set.of("GET")),
          Map.entry("/api/show", Set.of("POST")),
          Map.entry("/api/chat", Set.of("POST")),
          Map.entry("/api/generate", Set.of("POST")),
          Map.entry("/api/embed", Set.of("POST")),
          Map.entry("/api/embeddings", Set.of("POST")),
          Map.entry("/api/pull", Set.of("POST")),
          Map.entry("/api/delete", Set.of("DELETE")),
          Map.entry("/api/copy", Set.of("POST")),
          Map.entry("/api/create", Set.of("POST")),
          Map.entry("/v1/chat/completions", Set.of("POST")),
          Map.entry("/v1/completions", Set.of("POST")),
          Map.entry("/v1/embeddings", Set.of("POST")),
          Map.entry("/v1/models", Set.of("GET")),
          Map.entry("/v1/models/:model", Set.of("GET")));

  private final Consumer<RecordedRequest> recorder;
  private final ModelCatalog catalog;
  private final ChatHandler chat;
  private final OpenAiHandler openAi;
  private final PullHandler pull;
  private final GenerateHandler generate;
  private final EmbedHandler embed;
  private final String version;

  SimRouter(
      Consumer<RecordedRequest> recorder,
      ModelCatalog catalog,
      ChatHandler chat,
      OpenAiHandler openAi,
      PullHandler pull,
      GenerateHandler generate,
      EmbedHandler embed,
      String version) {
    this.recorder = recorder;
    this.catalog = catalog;
    this.chat = chat;
    this.openAi = openAi;
    this.pull = pull;
    this.generate = generate;
    this.embed = embed;
    this.version = version;
  }

  @Override
  public void handle(HttpRequestReader.Request request, HttpResponder http)
      throws IOException, InterruptedException {
    RecordedRequest recorded =
        new RecordedRequest(
            request.method(), request.path(), request.headers(), request.bodyText());
    recorder.accept(recorded);
    if (!OriginCheck.admit(request, http)) {
      return;
    }
    String path = request.path();
    String modelParam = null;
    if (path.startsWith("/v1/models/") && path.length() > "/v1/models/".length()) {
      modelParam =
          java.net.URLDecoder.decode(
              path.substring("/v1/models/".length()), java.nio.charset.StandardCharsets.UTF_8);
      path = "/v1/models/:model";
    }
    Set<String> methods = ROUTES.get(path);
    if (methods == null) {
      http.send(404, "text/plain", "404 page not found");
      return;
    }
    if (!methods.contains(request.method())) {
      http.send(405, "text/plain", "405 method not allowed");
      return;
    }
    switch (path) {
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
      case "/v1/models/:model" -> openAi.model(modelParam, http);
      case "/v1/completions" -> generate.completions(recorded, http);
      case "/v1/embeddings" -> embed.openAi(recorded, http);
      case "/api/generate" -> generate.generate(recorded, http);
      case "/api/embed" -> embed.embed(recorded, http);
      case "/api/embeddings" -> embed.embeddings(recorded, http);
      case "/api/delete" -> delete(recorded.body(), http);
      case "/api/copy" -> copy(recorded.body(), http);
      case "/api/create" -> create(recorded.body(), http);
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

  /** server/routes.go {@code DeleteHandler} at v0.12.10: 200 with no body, or 404. */
  private void delete(String body, HttpResponder http) throws IOException {
    JsonObject req =
        decode(body, "api.DeleteRequest", Map.of("model", "string", "name", "string"), http);
    if (req == null) {
      return;
    }
    String name = firstNonBlank(string(req, "model"), string(req, "name"));
    if (name.isBlank()) {
      http.sendJson(400, ChatWire.error("name \"\" is invalid"));
      return;
    }
    SimModel model = catalog.find(name);
    if (model == null || !catalog.remove(model)) {
      http.sendJson(404, ChatWire.error("model '" + name + "' not found"));
      return;
    }
    http.send(200, HttpResponder.TEXT, "");
  }

  /**
   * server/routes.go {@code CopyHandler} at v0.12.10: the copy is a model of its own, modified now;
   * a missing source is 404 {@code model "x" not found} (quoted, unlike the other handlers).
   */
  private void copy(String body, HttpResponder http) throws IOException {
    JsonObject req =
        decode(body, "api.CopyRequest", Map.of("source", "string", "destination", "string"), http);
    if (req == null) {
      return;
    }
    String source = firstNonBlank(string(req, "source"), "");
    String destination = firstNonBlank(string(req, "destination"), "");
    if (source.isBlank()) {
      http.sendJson(400, ChatWire.error("source \"\" is invalid"));
      return;
    }
    if (destination.isBlank()) {
      http.sendJson(400, ChatWire.error("destination \"\" is invalid"));
      return;
    }
    SimModel from = catalog.find(source);
    if (from == null) {
      http.sendJson(404, ChatWire.error("model \"" + source + "\" not found"));
      return;
    }
    catalog.add(
        new SimModel(
            destination,
            from.capabilities(),
            from.toolTag(),
            from.family(),
            from.parameterSize(),
            from.quantizationLevel(),
            from.size(),
            from.contextLength()));
    http.send(200, HttpResponder.TEXT, "");
  }

  /**
   * {@code POST /api/create}: only its refusals are simulated (server/create.go at v0.12.10): a
   * missing body, a Go type error, an invalid name. A create that Ollama would carry out is refused
   * with a 500 that says the simulator does not create models, so that a test fails loudly rather
   * than pass on a model that was never made.
   */
  private void create(String body, HttpResponder http) throws IOException {
    JsonObject req =
        decode(
            body,
            "api.CreateRequest",
            Map.of("model", "string", "name", "string", "from", "string", "stream", "bool"),
            http);
    if (req == null) {
      return;
    }
    if (firstNonBlank(string(req, "model"), string(req, "name")).isBlank()) {
      http.sendJson(400, ChatWire.error("invalid model name"));
      return;
    }
    http.sendJson(500, ChatWire.error("OllamaSimulator does not create models"));
  }

  private static JsonObject decode(
      String body, String struct, Map<String, String> fields, HttpResponder http)
      throws IOException {
    String error = GoDecode.check(body, struct, fields);
    if (error != null) {
      http.sendJson(400, ChatWire.error(error.equals("EOF") ? "missing request body" : error));
      return null;
    }
    return GoDecode.object(body);
  }

  private static String firstNonBlank(String a, String b) {
    return a != null && !a.isBlank() ? a : b == null ? "" : b;
  }

  private static String string(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }
}
