package dev.vex.simulator;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * {@code POST /api/pull}: a model from the simulated registry is "downloaded" as Ollama reports it,
 * one NDJSON status line at a time — {@code pulling manifest}, then per layer {@code pulling
 * <digest>} lines with {@code digest}, {@code total} and a growing {@code completed}, then {@code
 * verifying sha256 digest}, {@code writing manifest}, {@code success} — and is then in {@code
 * /api/tags}. A model the registry lacks ends the stream with Ollama's error line. With {@code
 * stream:false} only the last status is sent.
 */
final class PullHandler {
  private static final long[] LAYERS = {1_929_911_072L, 7_400L, 11_454L, 487L};
  private static final int STEPS = 5;

  private final ModelCatalog catalog;
  private final List<SimModel> registry;
  private final HttpServerCore server;
  private final Duration stepDelay;

  PullHandler(
      ModelCatalog catalog, List<SimModel> registry, HttpServerCore server, Duration stepDelay) {
    this.catalog = catalog;
    this.registry = List.copyOf(registry);
    this.server = server;
    this.stepDelay = stepDelay;
  }

  void handle(RecordedRequest recorded, HttpResponder http)
      throws IOException, InterruptedException {
    JsonObject body = GoJson.parseObjectOrNull(recorded.body());
    if (body == null) {
      http.sendJson(400, ChatWire.error("missing request body"));
      return;
    }
    String name = string(body, "model");
    if (name == null || name.isBlank()) {
      name = string(body, "name");
    }
    if (name == null || name.isBlank()) {
      http.sendJson(400, ChatWire.error("model is required"));
      return;
    }
    JsonElement s = body.get("stream");
    boolean stream = s == null || !s.isJsonPrimitive() || s.getAsBoolean();
    SimModel model = find(name);
    if (!stream) {
      if (model == null) {
        http.sendJson(500, ChatWire.error("pull model manifest: file does not exist"));
      } else {
        catalog.add(model);
        http.sendJson(200, status("success"));
      }
      return;
    }
    HttpResponder.Chunked out = http.startChunked(200, HttpResponder.NDJSON);
    out.write(status("pulling manifest") + "\n");
    if (model == null) {
      out.write(ChatWire.error("pull model manifest: file does not exist") + "\n");
      out.finish();
      return;
    }
    for (int layer = 0; layer < LAYERS.length; layer++) {
      String digest = digest(model, layer);
      long total = LAYERS[layer];
      for (int step = 0; step <= STEPS; step++) {
        if (!server.pause(stepDelay)) {
          http.abort();
          return;
        }
        JsonObject o = new JsonObject();
        o.addProperty("status", "pulling " + digest.substring(7, 19));
        o.addProperty("digest", digest);
        o.addProperty("total", total);
        if (step > 0) {
          o.addProperty("completed", total * step / STEPS);
        }
        out.write(GoJson.write(o) + "\n");
      }
    }
    out.write(status("verifying sha256 digest") + "\n");
    out.write(status("writing manifest") + "\n");
    catalog.add(model);
    out.write(status("success") + "\n");
    out.finish();
  }

  private SimModel find(String name) {
    String full = SimModel.withTag(name.strip());
    for (SimModel m : registry) {
      if (m.name().equalsIgnoreCase(full)) {
        return m;
      }
    }
    return catalog.find(name);
  }

  private static String digest(SimModel model, int layer) {
    String seed = Integer.toHexString((model.name() + "#" + layer).hashCode());
    StringBuilder hex = new StringBuilder("sha256:");
    while (hex.length() < 7 + 64) {
      hex.append(seed);
    }
    return hex.substring(0, 7 + 64);
  }

  private static String status(String status) {
    JsonObject o = new JsonObject();
    o.addProperty("status", status);
    return GoJson.write(o);
  }

  private static String string(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }
}
