package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * {@code POST /api/embed}, {@code POST /api/embeddings} and {@code POST /v1/embeddings}, after
 * server/routes.go {@code EmbedHandler} and {@code EmbeddingsHandler} and middleware/openai.go
 * {@code EmbeddingsMiddleware} at v0.12.10. Every model embeds (Ollama schedules embeddings with no
 * required capability). The vectors are deterministic: a pseudo-random vector seeded with the
 * SHA-256 of the text, as long as the model's {@code embedding_length} in {@code /api/show}, so the
 * same text always gives the same vector and different texts differ.
 */
final class EmbedHandler {
  static final int LENGTH = 2048; // ModelCatalog's model_info embedding_length

  private static final Map<String, String> EMBED =
      Map.of(
          "model", "string",
          "input", "any",
          "keep_alive", "any",
          "truncate", "bool",
          "dimensions", "int",
          "options", "map[string]interface {}");
  private static final Map<String, String> EMBEDDINGS =
      Map.of(
          "model", "string",
          "prompt", "string",
          "keep_alive", "any",
          "options", "map[string]interface {}");
  private static final Map<String, String> OPENAI =
      Map.of("input", "any", "model", "string", "dimensions", "int", "encoding_format", "string");

  private final ModelCatalog catalog;
  private final Profile profile;

  EmbedHandler(ModelCatalog catalog, Profile profile) {
    this.catalog = catalog;
    this.profile = profile;
  }

  /** A refusal or a result of the native embed handler. */
  private record Embedded(int status, String error, JsonObject response) {}

  void embed(RecordedRequest recorded, HttpResponder http) throws IOException {
    String decode = GoDecode.check(recorded.body(), "api.EmbedRequest", EMBED);
    if (decode != null) {
      http.sendJson(400, ChatWire.error(decode.equals("EOF") ? "missing request body" : decode));
      return;
    }
    JsonObject req = GoDecode.object(recorded.body());
    Embedded e = embed(req);
    http.sendJson(
        e.status(), e.error() != null ? ChatWire.error(e.error()) : GoJson.write(e.response()));
  }

  private Embedded embed(JsonObject req) {
    List<String> input = new ArrayList<>();
    JsonElement in = req.get("input");
    if (in != null && in.isJsonPrimitive() && in.getAsJsonPrimitive().isString()) {
      if (!in.getAsString().isEmpty()) {
        input.add(in.getAsString());
      }
    } else if (in != null && in.isJsonArray()) {
      for (JsonElement v : in.getAsJsonArray()) {
        if (!v.isJsonPrimitive() || !v.getAsJsonPrimitive().isString()) {
          return new Embedded(400, "invalid input type", null);
        }
        input.add(v.getAsString());
      }
    } else if (in != null && !in.isJsonNull()) {
      return new Embedded(400, "invalid input type", null);
    }
    String requested = str(req, "model");
    SimModel model = catalog.find(requested);
    if (model == null) {
      return new Embedded(404, "model '" + requested + "' not found", null);
    }
    JsonElement d = req.get("dimensions");
    int dimensions = d != null && !d.isJsonNull() ? d.getAsInt() : 0;
    JsonObject o = new JsonObject();
    o.addProperty("model", requested);
    JsonArray all = new JsonArray();
    int tokens = 0;
    for (String text : input) {
      float[] v = normalize(vector(text));
      if (dimensions > 0 && dimensions < v.length) {
        v = normalize(java.util.Arrays.copyOf(v, dimensions));
      }
      all.add(floats(v));
      tokens += Math.max(1, Tokens.split(text).size());
    }
    o.add("embeddings", all);
    if (!input.isEmpty()) {
      o.addProperty("total_duration", 1_000_000L + tokens * 1000L);
      o.addProperty("load_duration", 1_000L);
      o.addProperty("prompt_eval_count", tokens);
    }
    return new Embedded(200, null, o);
  }

  /** The legacy {@code /api/embeddings}: one prompt, the raw (not normalised) vector. */
  void embeddings(RecordedRequest recorded, HttpResponder http) throws IOException {
    String decode = GoDecode.check(recorded.body(), "api.EmbeddingRequest", EMBEDDINGS);
    if (decode != null) {
      http.sendJson(400, ChatWire.error(decode.equals("EOF") ? "missing request body" : decode));
      return;
    }
    JsonObject req = GoDecode.object(recorded.body());
    String requested = str(req, "model");
    if (requested == null || requested.isBlank()) {
      http.sendJson(400, ChatWire.error("model is required"));
      return;
    }
    if (catalog.find(requested) == null) {
      http.sendJson(404, ChatWire.error("model '" + requested + "' not found"));
      return;
    }
    String prompt = str(req, "prompt");
    JsonObject o = new JsonObject();
    JsonArray e = new JsonArray();
    if (prompt != null && !prompt.isEmpty()) {
      for (float f : vector(prompt)) {
        e.add((double) f); // float64(float32), as Go widens it
      }
    }
    o.add("embedding", e);
    http.sendJson(200, GoJson.write(o));
  }

  /** {@code /v1/embeddings}: the middleware's checks, then the native handler, then the list. */
  void openAi(RecordedRequest recorded, HttpResponder http) throws IOException {
    String decode = GoDecode.check(recorded.body(), "openai.EmbedRequest", OPENAI);
    if (decode != null) {
      http.sendJson(400, OpenAiWire.error(400, decode));
      return;
    }
    JsonObject req = GoDecode.object(recorded.body());
    String format = profile.openAiBase64Embeddings() ? str(req, "encoding_format") : null;
    if (format != null
        && !format.isEmpty()
        && !format.equalsIgnoreCase("float")
        && !format.equalsIgnoreCase("base64")) {
      http.sendJson(
          400,
          OpenAiWire.error(
              400,
              "Invalid value for 'encoding_format' = "
                  + format
                  + ". Supported values: ['float', 'base64']."));
      return;
    }
    JsonElement in = req.get("input");
    if (in != null && in.isJsonPrimitive() && in.getAsString().isEmpty()) {
      JsonArray one = new JsonArray();
      one.add("");
      req.add("input", one);
      in = one;
    }
    if (in == null || in.isJsonNull() || (in.isJsonArray() && in.getAsJsonArray().isEmpty())) {
      http.sendJson(400, OpenAiWire.error(400, "invalid input"));
      return;
    }
    req.remove("encoding_format");
    Embedded e = embed(req);
    if (e.error() != null) {
      http.sendJson(e.status(), OpenAiWire.error(openAiType(e.status()), e.error()));
      return;
    }
    JsonArray data = new JsonArray();
    JsonArray vectors = e.response().getAsJsonArray("embeddings");
    for (int i = 0; i < vectors.size(); i++) {
      JsonObject item = new JsonObject();
      item.addProperty("object", "embedding");
      if ("base64".equalsIgnoreCase(format)) {
        item.addProperty("embedding", base64(vectors.get(i).getAsJsonArray()));
      } else {
        item.add("embedding", vectors.get(i));
      }
      item.addProperty("index", i);
      data.add(item);
    }
    int tokens =
        e.response().has("prompt_eval_count")
            ? e.response().get("prompt_eval_count").getAsInt()
            : 0;
    JsonObject list = new JsonObject();
    list.addProperty("object", "list");
    list.add("data", data);
    list.addProperty("model", str(req, "model"));
    JsonObject usage = new JsonObject();
    usage.addProperty("prompt_tokens", tokens);
    usage.addProperty("total_tokens", tokens);
    list.add("usage", usage);
    http.sendJson(200, GoJson.write(list));
  }

  /** The status whose OpenAI error type a native handler's error gets in this profile. */
  private int openAiType(int status) {
    return profile.openAiHandlerErrorsTypedByStatus() ? status : 500;
  }

  /** openai/openai.go {@code floatsToBase64}: little-endian float32s, standard base64. */
  private static String base64(JsonArray v) {
    ByteBuffer b = ByteBuffer.allocate(v.size() * 4).order(ByteOrder.LITTLE_ENDIAN);
    for (JsonElement f : v) {
      b.putFloat(f.getAsFloat());
    }
    return Base64.getEncoder().encodeToString(b.array());
  }

  /** The deterministic vector for a text: values in [-1, 1), seeded by its SHA-256. */
  static float[] vector(String text) {
    byte[] hash;
    try {
      hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
    SplittableRandom random = new SplittableRandom(ByteBuffer.wrap(hash).getLong());
    float[] v = new float[LENGTH];
    for (int i = 0; i < v.length; i++) {
      v[i] = (float) (random.nextDouble() * 2 - 1);
    }
    return v;
  }

  /** server/routes.go {@code normalize}: to unit length in float32. */
  private static float[] normalize(float[] vec) {
    float sum = 0;
    for (float f : vec) {
      sum += f * f;
    }
    float norm = (float) (1.0 / Math.max(Math.sqrt(sum), 1e-12));
    float[] out = new float[vec.length];
    for (int i = 0; i < vec.length; i++) {
      out[i] = vec[i] * norm;
    }
    return out;
  }

  /** float32 values as Go writes them: the shortest decimal that reads back as the same float. */
  private static JsonArray floats(float[] v) {
    JsonArray a = new JsonArray();
    for (float f : v) {
      a.add(new com.google.gson.JsonPrimitive(new java.math.BigDecimal(Float.toString(f))));
    }
    return a;
  }

  private static String str(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }
}
