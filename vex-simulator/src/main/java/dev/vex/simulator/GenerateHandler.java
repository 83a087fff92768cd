package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * {@code POST /api/generate} and {@code POST /v1/completions}, after server/routes.go {@code
 * GenerateHandler} and middleware/openai.go {@code CompletionsMiddleware} at v0.12.10. The request
 * is checked as a chat with one user message (model presence, capabilities, think values), takes
 * the next scripted {@link Reply}, and is written as {@code api.GenerateResponse} lines ({@code
 * response} and {@code thinking} in place of {@code message}) or as an OpenAI {@code
 * text_completion}. Not simulated: {@code context} (the token ids of the conversation, omitted),
 * {@code raw}, {@code template}, {@code suffix} (insert).
 */
final class GenerateHandler {
  private static final Map<String, String> GENERATE =
      Map.ofEntries(
          Map.entry("model", "string"),
          Map.entry("prompt", "string"),
          Map.entry("suffix", "string"),
          Map.entry("system", "string"),
          Map.entry("template", "string"),
          Map.entry("context", "[]int"),
          Map.entry("stream", "bool"),
          Map.entry("raw", "bool"),
          Map.entry("keep_alive", "any"),
          Map.entry("images", "[]api.ImageData"),
          Map.entry("options", "map[string]interface {}"),
          Map.entry("think", "any"),
          Map.entry("truncate", "bool"),
          Map.entry("shift", "bool"));
  private static final Map<String, String> COMPLETION =
      Map.ofEntries(
          Map.entry("model", "string"),
          Map.entry("prompt", "string"),
          Map.entry("frequency_penalty", "float32"),
          Map.entry("max_tokens", "int"),
          Map.entry("presence_penalty", "float32"),
          Map.entry("seed", "int"),
          Map.entry("stop", "any"),
          Map.entry("stream", "bool"),
          Map.entry("stream_options", "*openai.StreamOptions"),
          Map.entry("temperature", "float32"),
          Map.entry("top_p", "float32"),
          Map.entry("suffix", "string"));

  private final ModelCatalog catalog;
  private final Slots slots;
  private final ChatHandler chat;
  private final HttpServerCore server;
  private final Profile profile;

  GenerateHandler(
      ModelCatalog catalog, Slots slots, ChatHandler chat, HttpServerCore server, Profile profile) {
    this.catalog = catalog;
    this.slots = slots;
    this.chat = chat;
    this.server = server;
    this.profile = profile;
  }

  void generate(RecordedRequest recorded, HttpResponder http)
      throws IOException, InterruptedException {
    String decode = GoDecode.check(recorded.body(), "api.GenerateRequest", GENERATE);
    if (decode != null) {
      http.sendJson(400, ChatWire.error(decode.equals("EOF") ? "missing request body" : decode));
      return;
    }
    JsonObject req = GoDecode.object(recorded.body());
    Checked c = check(req);
    if (c.status != 0) {
      http.sendJson(c.status, ChatWire.error(c.message));
      return;
    }
    run(recorded, c, http, false, false);
  }

  void completions(RecordedRequest recorded, HttpResponder http)
      throws IOException, InterruptedException {
    String decode = GoDecode.check(recorded.body(), "openai.CompletionRequest", COMPLETION);
    if (decode != null) {
      http.sendJson(400, OpenAiWire.error(400, decode));
      return;
    }
    JsonObject req = GoDecode.object(recorded.body());
    JsonObject gen = new JsonObject();
    gen.add("model", req.has("model") ? req.get("model") : new com.google.gson.JsonPrimitive(""));
    gen.add(
        "prompt", req.has("prompt") ? req.get("prompt") : new com.google.gson.JsonPrimitive(""));
    gen.addProperty("stream", req.has("stream") && req.get("stream").getAsBoolean());
    Checked c = check(gen);
    if (c.status != 0) {
      int type = profile.openAiHandlerErrorsTypedByStatus() ? c.status : 500;
      http.sendJson(c.status, OpenAiWire.error(type, c.message));
      return;
    }
    boolean usage =
        req.get("stream_options") instanceof JsonObject so
            && so.get("include_usage") != null
            && so.get("include_usage").getAsBoolean();
    run(recorded, c, http, true, usage);
  }

  private static final class Checked {
    int status;
    String message;
    ChatRequestCheck.ChatCall call;
    String prompt;
  }

  private Checked check(JsonObject req) {
    JsonObject body = new JsonObject();
    body.add("model", req.get("model"));
    JsonElement p = req.get("prompt");
    String prompt = p != null && p.isJsonPrimitive() ? p.getAsString() : "";
    JsonArray messages = new JsonArray();
    if (!prompt.isEmpty()) {
      JsonObject m = new JsonObject();
      m.addProperty("role", "user");
      m.addProperty("content", prompt);
      if (req.get("images") instanceof JsonArray images) {
        m.add("images", images);
      }
      messages.add(m);
    }
    body.add("messages", messages);
    for (String k : List.of("stream", "think", "keep_alive", "options")) {
      if (req.has(k)) {
        body.add(k, req.get(k));
      }
    }
    ChatRequestCheck.Outcome outcome =
        ChatRequestCheck.check(GoJson.write(body), catalog, profile.version());
    Checked c = new Checked();
    if (outcome.rejection() != null) {
      c.status = outcome.rejection().status();
      c.message =
          outcome
              .rejection()
              .message()
              .replace("does not support chat", "does not support generate");
      return c;
    }
    c.call = outcome.call();
    c.prompt = prompt;
    return c;
  }

  private void run(
      RecordedRequest recorded, Checked c, HttpResponder http, boolean openAi, boolean usage)
      throws IOException, InterruptedException {
    ChatRequestCheck.ChatCall call = c.call;
    if (!slots.acquire()) {
      String busy = ChatHandler.BUSY;
      http.sendJson(503, openAi ? OpenAiWire.error(503, busy) : ChatWire.error(busy));
      return;
    }
    try {
      if (c.prompt.isEmpty()) {
        String reason = call.keepAliveZero() ? "unload" : "load";
        if (call.keepAliveZero()) {
          catalog.unload(call.model());
        } else {
          catalog.touch(call.model(), call.keepAlive(), call.numCtx());
        }
        JsonObject o = head(call.requestedModel(), "", "");
        o.addProperty("done", true);
        o.addProperty("done_reason", reason);
        http.sendJson(200, GoJson.write(o));
        return;
      }
      Reply reply = chat.nextReply(recorded);
      catalog.touch(call.model(), call.keepAlive(), call.numCtx());
      if (reply == null
          || reply.kind == Reply.Kind.STALL
          || reply.kind == Reply.Kind.STALL_AFTER_HEADERS) {
        if (reply != null) {
          server.pause(reply.stall);
        }
        http.abort();
        return;
      }
      if (reply.kind == Reply.Kind.ERROR) {
        int type = profile.openAiHandlerErrorsTypedByStatus() ? reply.status : 500;
        http.sendJson(
            reply.status,
            openAi ? OpenAiWire.error(type, reply.error) : ChatWire.error(reply.error));
        return;
      }
      ChatScript script =
          ChatScript.of(
              reply,
              new ChatScript.Context(
                  call.model().toolTag(), List.of(), !Boolean.FALSE.equals(call.think())));
      int prompt = reply.promptEvalCount != null ? reply.promptEvalCount : call.promptTokens();
      if (openAi) {
        OpenAiWire.writeCompletion(http, script, call, prompt, usage);
      } else {
        writeNative(http, script, call, prompt);
      }
    } finally {
      slots.release();
    }
  }

  private void writeNative(
      HttpResponder http, ChatScript script, ChatRequestCheck.ChatCall call, int prompt)
      throws IOException {
    String model = call.requestedModel();
    if (!call.stream()) {
      switch (script.ending) {
        case DROP -> http.abort();
        case ERROR_LINE -> http.sendJson(500, ChatWire.error(script.error));
        case DONE -> {
          ChatScript.Chunk all = script.aggregate();
          http.sendJson(
              200, GoJson.write(done(model, all.content(), all.thinking(), script, prompt)));
        }
      }
      return;
    }
    HttpResponder.Chunked body = http.startChunked(200, HttpResponder.NDJSON);
    for (ChatScript.Chunk chunk : script.chunks) {
      JsonObject o = head(model, chunk.content(), chunk.thinking());
      o.addProperty("done", false);
      body.write(GoJson.write(o) + "\n");
    }
    switch (script.ending) {
      case DROP -> http.abort();
      case ERROR_LINE -> {
        body.write(ChatWire.error(script.error) + "\n");
        body.finish();
      }
      case DONE -> {
        body.write(GoJson.write(done(model, script.done.content(), "", script, prompt)) + "\n");
        body.finish();
      }
    }
  }

  private static JsonObject done(
      String model, String response, String thinking, ChatScript script, int prompt) {
    JsonObject o = head(model, response, thinking);
    o.addProperty("done", true);
    o.addProperty(
        "done_reason",
        script.doneReason == null || script.doneReason.isEmpty() ? "stop" : script.doneReason);
    o.addProperty("total_duration", 1_000_000L + script.tokens * 1000L);
    o.addProperty("load_duration", 1000L);
    o.addProperty("prompt_eval_count", prompt);
    o.addProperty("prompt_eval_duration", Math.max(1, prompt * 1000L));
    o.addProperty("eval_count", script.tokens);
    o.addProperty("eval_duration", Math.max(1, script.tokens * 1000L));
    return o;
  }

  /** api.GenerateResponse's leading fields, in its key order. */
  private static JsonObject head(String model, String response, String thinking) {
    JsonObject o = new JsonObject();
    o.addProperty("model", model);
    o.addProperty("created_at", GoTime.utcNow());
    o.addProperty("response", response);
    if (!thinking.isEmpty()) {
      o.addProperty("thinking", thinking);
    }
    return o;
  }
}
