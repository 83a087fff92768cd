package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The checks Ollama's chat handler makes before it schedules a model, in its order: decoding (Go
 * type errors, base64 images, object tool arguments), model name, model presence, thinking and
 * tools capabilities.
 */
final class ChatRequestCheck {

  /** A request that passed: what the reply needs to know. */
  record ChatCall(
      String requestedModel,
      SimModel model,
      boolean stream,
      List<String> toolNames,
      Boolean think,
      Duration keepAlive,
      boolean keepAliveZero,
      int messageCount,
      int numCtx,
      int promptTokens) {}

  /** A refusal: the HTTP status and Ollama's message. */
  record Rejection(int status, String message) {}

  /** Either a call or a rejection. */
  record Outcome(ChatCall call, Rejection rejection) {}

  private static final Duration DEFAULT_KEEP_ALIVE = Duration.ofMinutes(5);

  private ChatRequestCheck() {}

  static Outcome check(String body, ModelCatalog catalog, String version) {
    Profile profile = new Profile(version);
    if (body.isBlank()) {
      return reject(400, "missing request body");
    }
    JsonElement parsed;
    try {
      parsed = GoJson.parseStrict(body);
    } catch (IllegalArgumentException e) {
      return reject(400, e.getMessage());
    }
    if (!parsed.isJsonObject()) {
      return reject(
          400,
          "json: cannot unmarshal "
              + GoJson.typeName(parsed)
              + " into Go value of type api.ChatRequest");
    }
    JsonObject req = parsed.getAsJsonObject();
    String decodeError = decodeErrors(req, profile);
    if (decodeError != null) {
      return reject(400, decodeError);
    }
    String requested = str(req, "model");
    if (requested == null || requested.isBlank()) {
      return reject(400, "model is required");
    }
    SimModel model = catalog.find(requested);
    if (model == null) {
      return reject(404, "model '" + requested + "' not found");
    }
    JsonElement thinkValue = req.get("think");
    Boolean think = thinkValue == null || thinkValue.isJsonNull() ? null : think(thinkValue);
    ChatCall call = call(req, requested, model, think);
    if (call.messageCount() == 0 && call.keepAliveZero()) {
      return new Outcome(call, null); // Ollama unloads before it checks any capability
    }
    Rejection missing =
        profile.separateCapabilityChecks()
            ? capabilities(requested, model, think, isNonEmptyArray(req.get("tools")))
            : capabilitiesBefore0125(requested, model, think, isNonEmptyArray(req.get("tools")));
    if (missing != null) {
      return new Outcome(null, missing);
    }
    if (call.messageCount() > 0
        && profile.thinkLevelsOnlyForGptOss()
        && thinkValue != null
        && thinkValue.isJsonPrimitive()
        && thinkValue.getAsJsonPrimitive().isString()
        && !model.family().equals("gptoss")) {
      // server/routes.go v0.12.10 ChatHandler, after the prompt is rendered (so after the load
      // answer for no messages): string think values only for harmony (gpt-oss) models.
      return reject(
          400, "think value \"" + thinkValue.getAsString() + "\" is not supported for this model");
    }
    return new Outcome(call, null);
  }

  /**
   * Ollama 0.12.5 and later: the chat handler refuses thinking on a model without it first, then
   * schedules with the capabilities completion and tools, checked in that order.
   */
  private static Rejection capabilities(
      String requested, SimModel model, Boolean think, boolean tools) {
    if (Boolean.TRUE.equals(think) && !model.supports("thinking")) {
      return new Rejection(400, "\"" + requested + "\" does not support thinking");
    }
    if (!model.supports("completion")) {
      return new Rejection(400, "\"" + requested + "\" does not support chat");
    }
    if (tools && !model.supports("tools")) {
      return new Rejection(400, ModelCatalog.registryName(model) + " does not support tools");
    }
    return null;
  }

  /**
   * Before 0.12.5: one capability check in the order completion, tools, thinking; a missing
   * completion says "does not support chat", the others are named together, one a line.
   */
  private static Rejection capabilitiesBefore0125(
      String requested, SimModel model, Boolean think, boolean tools) {
    if (!model.supports("completion")) {
      return new Rejection(400, "\"" + requested + "\" does not support chat");
    }
    List<String> missing = new ArrayList<>();
    if (tools && !model.supports("tools")) {
      missing.add("tools");
    }
    if (Boolean.TRUE.equals(think) && !model.supports("thinking")) {
      missing.add("thinking");
    }
    if (missing.isEmpty()) {
      return null;
    }
    return new Rejection(
        400, ModelCatalog.registryName(model) + " does not support " + String.join("\n", missing));
  }

  private static ChatCall call(JsonObject req, String requested, SimModel model, Boolean think) {
    long keepAliveNanos = DEFAULT_KEEP_ALIVE.toNanos();
    JsonElement ka = req.get("keep_alive");
    if (ka != null && !ka.isJsonNull()) {
      keepAliveNanos =
          ka.getAsJsonPrimitive().isNumber()
              ? (long) (ka.getAsDouble() * 1e9)
              : GoDuration.parseNanos(ka.getAsString());
    }
    JsonArray messages =
        isArray(req.get("messages")) ? req.getAsJsonArray("messages") : new JsonArray();
    JsonElement stream = req.get("stream");
    int numCtx = numCtx(req);
    return new ChatCall(
        requested,
        model,
        stream == null || !stream.isJsonPrimitive() || stream.getAsBoolean(),
        toolNames(req),
        think,
        keepAliveNanos < 0 ? null : Duration.ofNanos(keepAliveNanos),
        keepAliveNanos == 0,
        messages.size(),
        numCtx,
        Math.min(numCtx, estimatePrompt(messages, req.get("tools"))));
  }

  private static Outcome reject(int status, String message) {
    return new Outcome(null, new Rejection(status, message));
  }

  /** Go's decoder keeps the first error in document order; so do we, for the fields we know. */
  private static String decodeErrors(JsonObject req, Profile profile) {
    for (Map.Entry<String, JsonElement> e : req.entrySet()) {
      JsonElement v = e.getValue();
      if (v.isJsonNull()) {
        continue;
      }
      String error =
          switch (e.getKey()) {
            case "model" -> expect(v, "string", "ChatRequest.model", "string");
            case "stream" -> expect(v, "bool", "ChatRequest.stream", "bool");
            case "tools" -> expect(v, "array", "ChatRequest.tools", "api.Tools");
            case "options" -> expect(v, "object", "ChatRequest.options", "map[string]interface {}");
            case "messages" -> messagesError(v);
            case "think" -> thinkError(v, profile);
            case "keep_alive" -> keepAliveError(v);
            default -> null;
          };
      if (error != null) {
        return error;
      }
    }
    return null;
  }

  private static String messagesError(JsonElement v) {
    String error = expect(v, "array", "ChatRequest.messages", "[]api.Message");
    if (error != null) {
      return error;
    }
    for (JsonElement m : v.getAsJsonArray()) {
      if (!m.isJsonObject()) {
        return m.isJsonNull() ? null : expect(m, "object", "ChatRequest.messages", "api.Message");
      }
      for (Map.Entry<String, JsonElement> f : m.getAsJsonObject().entrySet()) {
        JsonElement fv = f.getValue();
        if (fv.isJsonNull()) {
          continue;
        }
        String fe =
            switch (f.getKey()) {
              case "role", "content", "thinking", "tool_name", "tool_call_id" ->
                  expect(fv, "string", "ChatRequest.messages", "string");
              case "images" -> imagesError(fv);
              case "tool_calls" -> toolCallsError(fv);
              default -> null;
            };
        if (fe != null) {
          return fe;
        }
      }
    }
    return null;
  }

  private static String imagesError(JsonElement images) {
    String error = expect(images, "array", "ChatRequest.messages", "[]api.ImageData");
    if (error != null) {
      return error;
    }
    for (JsonElement image : images.getAsJsonArray()) {
      if (image.isJsonNull()) {
        continue;
      }
      String e = expect(image, "string", "ChatRequest.messages", "[]uint8");
      if (e != null) {
        return e;
      }
      int bad = Base64Check.firstIllegalByte(image.getAsString());
      if (bad >= 0) {
        return "illegal base64 data at input byte " + bad;
      }
    }
    return null;
  }

  private static String toolCallsError(JsonElement calls) {
    String error = expect(calls, "array", "ChatRequest.messages", "[]api.ToolCall");
    if (error != null) {
      return error;
    }
    for (JsonElement call : calls.getAsJsonArray()) {
      if (call.isJsonObject() && call.getAsJsonObject().get("function") instanceof JsonObject f) {
        JsonElement args = f.get("arguments");
        if (args != null && !args.isJsonNull()) {
          String e =
              expect(args, "object", "ChatRequest.messages", "api.ToolCallFunctionArguments");
          if (e != null) {
            return e;
          }
        }
      }
    }
    return null;
  }

  private static String expect(JsonElement v, String type, String field, String goType) {
    String actual = GoJson.typeName(v);
    if (actual.equals(type)) {
      return null;
    }
    return "json: cannot unmarshal "
        + actual
        + " into Go struct field "
        + field
        + " of type "
        + goType;
  }

  /**
   * api/types.go {@code ThinkValue.UnmarshalJSON}: v0.12.10 knows high, medium and low; "max" is
   * accepted from v0.22.0 (commit c2ebb4d, #15787), and the messages name it from then on.
   */
  private static String thinkError(JsonElement v, Profile profile) {
    if (think(v) != null
        && !(v.getAsJsonPrimitive().isString()
            && v.getAsString().equals("max")
            && !profile.thinkMax())) {
      return null;
    }
    String levels =
        profile.thinkMax()
            ? "\"high\", \"medium\", \"low\", \"max\", true, or false"
            : "\"high\", \"medium\", \"low\", true, or false";
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
      return "invalid think value: \"" + v.getAsString() + "\" (must be " + levels + ")";
    }
    return "think must be a boolean or string (" + levels + ")";
  }

  private static String keepAliveError(JsonElement v) {
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
      return null;
    }
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
      try {
        GoDuration.parseNanos(v.getAsString());
        return null;
      } catch (IllegalArgumentException e) {
        return e.getMessage();
      }
    }
    return "json: cannot unmarshal "
        + GoJson.typeName(v)
        + " into Go struct field "
        + "ChatRequest.keep_alive of type api.Duration";
  }

  /** true/false for a boolean or a level string; null for anything else (an error). */
  private static Boolean think(JsonElement v) {
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isBoolean()) {
      return v.getAsBoolean();
    }
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
      String s = v.getAsString();
      return s.equals("high") || s.equals("medium") || s.equals("low") || s.equals("max")
          ? Boolean.TRUE
          : null;
    }
    return null;
  }

  private static List<String> toolNames(JsonObject req) {
    List<String> names = new ArrayList<>();
    if (isArray(req.get("tools"))) {
      for (JsonElement t : req.getAsJsonArray("tools")) {
        if (t.isJsonObject() && t.getAsJsonObject().get("function") instanceof JsonObject f) {
          String name = str(f, "name");
          if (name != null) {
            names.add(name);
          }
        }
      }
    }
    return names;
  }

  private static int numCtx(JsonObject req) {
    if (req.get("options") instanceof JsonObject o
        && o.get("num_ctx") != null
        && o.get("num_ctx").isJsonPrimitive()
        && o.get("num_ctx").getAsJsonPrimitive().isNumber()) {
      int n = o.get("num_ctx").getAsInt();
      if (n > 0) {
        return n;
      }
    }
    return 4096;
  }

  /** About four characters a token, plus a few tokens per message for the template. */
  private static int estimatePrompt(JsonArray messages, JsonElement tools) {
    long chars = tools == null ? 0 : tools.toString().length();
    long tokens = 8;
    for (JsonElement m : messages) {
      tokens += 5;
      if (m.isJsonObject() && m.getAsJsonObject().get("content") instanceof JsonPrimitive c) {
        chars += c.getAsString().length();
      }
    }
    return (int) Math.min(Integer.MAX_VALUE, tokens + chars / 4);
  }

  private static boolean isArray(JsonElement e) {
    return e != null && e.isJsonArray();
  }

  private static boolean isNonEmptyArray(JsonElement e) {
    return isArray(e) && !e.getAsJsonArray().isEmpty();
  }

  private static String str(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }
}
