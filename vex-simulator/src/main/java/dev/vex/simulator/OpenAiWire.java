package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The OpenAI-compatible dialect that Ollama serves under {@code /v1}, as its {@code openai} package
 * and {@code ChatMiddleware} implement it: a chat-completions request is translated into an {@code
 * /api/chat} request (so that the same checks and scripted replies apply), and the reply is written
 * as a {@code chat.completion} object or as server-sent {@code chat.completion.chunk} events ending
 * in {@code data: [DONE]}. Errors are the OpenAI error object {@code
 * {"error":{"message","type","param","code"}}}.
 */
final class OpenAiWire {

  /** A translated request, or the 400 message that refused it. */
  record Translation(String ollamaBody, boolean includeUsage, String error) {}

  /** openai/openai.go {@code ChatCompletionRequest} at v0.12.10: its fields and Go types. */
  private static final java.util.Map<String, String> CHAT_FIELDS =
      java.util.Map.ofEntries(
          java.util.Map.entry("model", "string"),
          java.util.Map.entry("messages", "[]openai.Message"),
          java.util.Map.entry("stream", "bool"),
          java.util.Map.entry("stream_options", "*openai.StreamOptions"),
          java.util.Map.entry("max_tokens", "int"),
          java.util.Map.entry("seed", "int"),
          java.util.Map.entry("stop", "any"),
          java.util.Map.entry("temperature", "float64"),
          java.util.Map.entry("frequency_penalty", "float64"),
          java.util.Map.entry("presence_penalty", "float64"),
          java.util.Map.entry("top_p", "float64"),
          java.util.Map.entry("response_format", "*openai.ResponseFormat"),
          java.util.Map.entry("tools", "[]api.Tool"),
          java.util.Map.entry("reasoning", "*openai.Reasoning"),
          java.util.Map.entry("reasoning_effort", "string"),
          java.util.Map.entry("_debug_render_only", "bool"));

  private OpenAiWire() {}

  /** Ollama's {@code openai.NewError}: the type follows the status. */
  static String error(int status, String message) {
    String type =
        switch (status) {
          case 400 -> "invalid_request_error";
          case 404 -> "not_found_error";
          default -> "api_error";
        };
    JsonObject e = new JsonObject();
    e.addProperty("message", message);
    e.addProperty("type", type);
    e.add("param", JsonNull.INSTANCE);
    e.add("code", JsonNull.INSTANCE);
    JsonObject o = new JsonObject();
    o.add("error", e);
    return writeWithNulls(o);
  }

  /** {@code FromChatRequest}: OpenAI messages, options and format to an {@code /api/chat} body. */
  static Translation translate(String body) {
    String decode = GoDecode.check(body, "openai.ChatCompletionRequest", CHAT_FIELDS);
    if (decode != null) {
      return refused(decode);
    }
    JsonObject r = GoDecode.object(body);
    if (!(r.get("messages") instanceof JsonArray in) || in.isEmpty()) {
      return refused("[] is too short - 'messages'");
    }
    JsonArray messages = new JsonArray();
    for (JsonElement element : in) {
      if (!element.isJsonObject()) {
        return refused("invalid message format");
      }
      String error = message(element.getAsJsonObject(), in, messages);
      if (error != null) {
        return refused(error);
      }
    }
    JsonObject out = new JsonObject();
    out.add("model", r.get("model") == null ? JsonNull.INSTANCE : r.get("model"));
    out.add("messages", messages);
    JsonObject options = new JsonObject();
    JsonElement stop = r.get("stop");
    if (stop != null && stop.isJsonPrimitive()) {
      JsonArray stops = new JsonArray();
      stops.add(stop.getAsString());
      options.add("stop", stops);
    } else if (stop instanceof JsonArray a) {
      options.add("stop", a);
    }
    copy(r, "max_tokens", options, "num_predict");
    options.add("temperature", orDefault(r.get("temperature"), 1.0));
    copy(r, "seed", options, "seed");
    copy(r, "frequency_penalty", options, "frequency_penalty");
    copy(r, "presence_penalty", options, "presence_penalty");
    options.add("top_p", orDefault(r.get("top_p"), 1.0));
    out.add("options", options);
    if (r.get("response_format") instanceof JsonObject format) {
      String type = string(format, "type");
      type = type == null ? "" : type.strip().toLowerCase(Locale.ROOT);
      if (type.equals("json_object")) {
        out.addProperty("format", "json");
      } else if (type.equals("json_schema")
          && format.get("json_schema") instanceof JsonObject schema
          && schema.get("schema") != null) {
        out.add("format", schema.get("schema"));
      }
    }
    JsonElement stream = r.get("stream");
    boolean streamed =
        stream != null && stream.isJsonPrimitive() && stream.getAsJsonPrimitive().isBoolean()
            ? stream.getAsBoolean()
            : false;
    out.addProperty("stream", streamed);
    if (r.get("tools") instanceof JsonArray tools) {
      out.add("tools", tools);
    }
    String effort = null;
    if (r.get("reasoning") instanceof JsonObject reasoning) {
      effort = string(reasoning, "effort");
    } else if (r.get("reasoning_effort") != null && r.get("reasoning_effort").isJsonPrimitive()) {
      effort = r.get("reasoning_effort").getAsString();
    }
    if (effort != null && !effort.isEmpty()) {
      if (!List.of("high", "medium", "low", "none").contains(effort)) {
        return refused(
            "invalid reasoning value: '"
                + effort
                + "' (must be \"high\", \"medium\", \"low\", or \"none\")");
      }
      if (effort.equals("none")) {
        out.addProperty("think", false);
      } else {
        out.addProperty("think", effort);
      }
    }
    boolean includeUsage =
        r.get("stream_options") instanceof JsonObject so
            && so.get("include_usage") != null
            && so.get("include_usage").isJsonPrimitive()
            && so.get("include_usage").getAsBoolean();
    return new Translation(GoJson.write(out), includeUsage, null);
  }

  private static String message(JsonObject msg, JsonArray all, JsonArray out) {
    String role = string(msg, "role");
    role = role == null ? "" : role;
    String toolName = "";
    if (role.toLowerCase(Locale.ROOT).equals("tool")) {
      toolName = string(msg, "name");
      String id = string(msg, "tool_call_id");
      if ((toolName == null || toolName.isEmpty()) && id != null && !id.isEmpty()) {
        toolName = nameFromToolCallId(all, id);
      }
      toolName = toolName == null ? "" : toolName;
    }
    JsonElement content = msg.get("content");
    JsonArray calls = msg.get("tool_calls") instanceof JsonArray a ? a : null;
    if (content != null && content.isJsonPrimitive() && content.getAsJsonPrimitive().isString()) {
      JsonObject m = base(role, content.getAsString(), toolName);
      if (calls != null) {
        JsonArray converted = toolCalls(calls);
        if (converted == null) {
          return "invalid tool call arguments";
        }
        m.add("tool_calls", converted);
      }
      reasoning(msg, m);
      out.add(m);
      return null;
    }
    if (content instanceof JsonArray parts) {
      int first = out.size();
      for (JsonElement part : parts) {
        if (!(part instanceof JsonObject p)) {
          return "invalid message format";
        }
        String type = string(p, "type");
        if ("text".equals(type)) {
          String text = string(p, "text");
          if (text == null) {
            return "invalid message format";
          }
          out.add(base(role, text, ""));
        } else if ("image_url".equals(type)) {
          String url =
              p.get("image_url") instanceof JsonObject u
                  ? string(u, "url")
                  : string(p, "image_url");
          if (url == null) {
            return "invalid message format";
          }
          String data = imageData(url);
          if (data == null) {
            return "invalid image input";
          }
          JsonObject m = base(role, "", "");
          JsonArray images = new JsonArray();
          images.add(data);
          m.add("images", images);
          out.add(m);
        } else {
          return "invalid message format";
        }
      }
      if (out.size() > first && calls != null) {
        JsonArray converted = toolCalls(calls);
        if (converted == null) {
          return "invalid tool call arguments";
        }
        JsonObject last = out.get(out.size() - 1).getAsJsonObject();
        last.add("tool_calls", converted);
        if (!toolName.isEmpty()) {
          last.addProperty("tool_name", toolName);
        }
      }
      return null;
    }
    if (calls == null) {
      return "invalid message content type: " + (content == null ? "<nil>" : goType(content));
    }
    JsonArray converted = toolCalls(calls);
    if (converted == null) {
      return "invalid tool call arguments";
    }
    JsonObject m = base(role, "", "");
    m.add("tool_calls", converted);
    reasoning(msg, m);
    out.add(m);
    return null;
  }

  private static JsonObject base(String role, String content, String toolName) {
    JsonObject m = new JsonObject();
    m.addProperty("role", role);
    m.addProperty("content", content);
    if (!toolName.isEmpty()) {
      m.addProperty("tool_name", toolName);
    }
    return m;
  }

  private static void reasoning(JsonObject msg, JsonObject m) {
    String reasoning = string(msg, "reasoning");
    if (reasoning != null && !reasoning.isEmpty()) {
      m.addProperty("thinking", reasoning);
    }
  }

  /**
   * {@code FromCompletionToolCall}: string arguments are decoded; a bad one refuses the request.
   */
  private static JsonArray toolCalls(JsonArray calls) {
    JsonArray out = new JsonArray();
    for (JsonElement c : calls) {
      if (!(c instanceof JsonObject call) || !(call.get("function") instanceof JsonObject f)) {
        return null;
      }
      String arguments = string(f, "arguments");
      JsonElement decoded;
      try {
        decoded = JsonParser.parseString(arguments == null ? "" : arguments);
      } catch (JsonParseException e) {
        return null;
      }
      if (!decoded.isJsonObject() && !decoded.isJsonNull()) {
        return null;
      }
      JsonObject function = new JsonObject();
      function.addProperty("name", string(f, "name") == null ? "" : string(f, "name"));
      function.add("arguments", decoded.isJsonNull() ? new JsonObject() : decoded);
      JsonObject o = new JsonObject();
      o.add("function", function);
      out.add(o);
    }
    return out;
  }

  private static String nameFromToolCallId(JsonArray messages, String id) {
    for (int i = messages.size() - 1; i >= 0; i--) {
      if (messages.get(i) instanceof JsonObject m && m.get("tool_calls") instanceof JsonArray a) {
        for (JsonElement c : a) {
          if (c instanceof JsonObject call
              && id.equals(string(call, "id"))
              && call.get("function") instanceof JsonObject f) {
            return string(f, "name");
          }
        }
      }
    }
    return "";
  }

  /** The data URIs Ollama accepts; anything else is {@code invalid image input}. */
  private static String imageData(String url) {
    if (url.startsWith("data:;base64,")) {
      return url.substring("data:;base64,".length());
    }
    for (String t : List.of("jpeg", "jpg", "png", "webp")) {
      String prefix = "data:image/" + t + ";base64,";
      if (url.startsWith(prefix)) {
        return url.substring(prefix.length());
      }
    }
    return null;
  }

  /** One {@code chat.completion.chunk}, as {@code openai.ToChunk} writes it. */
  static String chunk(
      String id, long created, String model, ChatScript.Chunk delta, String finishReason) {
    JsonObject d = new JsonObject();
    d.addProperty("role", "assistant");
    d.addProperty("content", delta.content());
    if (!delta.thinking().isEmpty()) {
      d.addProperty("reasoning", delta.thinking());
    }
    if (!delta.toolCalls().isEmpty()) {
      d.add("tool_calls", toolCallsOut(delta.toolCalls()));
    }
    return event(
        head(id, "chat.completion.chunk", created, model), choice("delta", d, finishReason));
  }

  /**
   * The events of one tool call whose arguments string is split across {@code pieces} chunks, in
   * the manner of vLLM and OpenAI: the first carries the id, type and name with an empty arguments
   * string, the rest carry only the index and the next piece of the arguments.
   */
  static String splitCall(
      String id, long created, String model, ChatScript.ToolCallOut call, int pieces) {
    StringBuilder out = new StringBuilder();
    JsonObject first = toolCallOut(call);
    first.getAsJsonObject("function").addProperty("arguments", "");
    out.append(callEvent(id, created, model, first));
    String args = GoJson.write(call.arguments());
    int step = Math.max(1, (args.length() + pieces - 1) / pieces);
    for (int at = 0; at < args.length(); at += step) {
      JsonObject part = new JsonObject();
      part.addProperty("index", call.index());
      JsonObject f = new JsonObject();
      f.addProperty("arguments", args.substring(at, Math.min(args.length(), at + step)));
      part.add("function", f);
      out.append(callEvent(id, created, model, part));
    }
    return out.toString();
  }

  private static String callEvent(String id, long created, String model, JsonObject call) {
    JsonObject d = new JsonObject();
    d.addProperty("role", "assistant");
    d.addProperty("content", "");
    JsonArray calls = new JsonArray();
    calls.add(call);
    d.add("tool_calls", calls);
    return event(head(id, "chat.completion.chunk", created, model), choice("delta", d, null));
  }

  /** The closing chunk with the finish reason, then the usage chunk when asked, then DONE. */
  static String finish(
      String id,
      long created,
      String model,
      String finishReason,
      int promptTokens,
      int evalCount,
      boolean includeUsage) {
    JsonObject d = new JsonObject();
    d.addProperty("role", "assistant");
    d.addProperty("content", "");
    StringBuilder out = new StringBuilder();
    out.append(
        event(head(id, "chat.completion.chunk", created, model), choice("delta", d, finishReason)));
    if (includeUsage) {
      JsonObject o = head(id, "chat.completion.chunk", created, model);
      o.add("choices", new JsonArray());
      o.add("usage", usage(promptTokens, evalCount));
      out.append("data: ").append(writeWithNulls(o)).append("\n\n");
    }
    out.append("data: [DONE]\n\n");
    return out.toString();
  }

  /**
   * A mid-stream failure as Ollama's {@code /v1} sends it (server/routes.go {@code streamResponse}
   * and middleware/openai.go {@code ChatWriter} at v0.12.10): the native handler writes {@code
   * {"error":...}} into the stream, the ChatWriter decodes it as an empty {@code api.ChatResponse}
   * (status 200, so not as an error) and writes one chunk with an empty delta and an empty model;
   * then the stream ends, without {@code [DONE]}. The error's text never reaches the client.
   */
  static String emptyChunk(String id, long created) {
    JsonObject d = new JsonObject();
    d.addProperty("role", "assistant");
    d.addProperty("content", "");
    return event(head(id, "chat.completion.chunk", created, ""), choice("delta", d, null));
  }

  /**
   * {@code /v1/completions}: {@code openai.ToCompletion}, or {@code ToCompleteChunk} events (with
   * an empty usage object on each when usage was asked, as CompleteWriter does), the usage event
   * and {@code [DONE]}.
   */
  static void writeCompletion(
      HttpResponder http,
      ChatScript script,
      ChatRequestCheck.ChatCall call,
      int promptTokens,
      boolean includeUsage)
      throws java.io.IOException {
    String id = "cmpl-" + ThreadLocalRandom.current().nextInt(999);
    long created = System.currentTimeMillis() / 1000;
    String model = call.requestedModel();
    String reason =
        script.doneReason == null || script.doneReason.isEmpty() ? "stop" : script.doneReason;
    if (!call.stream()) {
      switch (script.ending) {
        case DROP -> http.abort();
        case ERROR_LINE -> http.sendJson(500, error(500, script.error));
        case DONE -> {
          JsonObject o = head(id, "text_completion", created, model);
          JsonArray choices = new JsonArray();
          choices.add(textChoice(script.aggregate().content(), reason));
          o.add("choices", choices);
          o.add("usage", usage(promptTokens, script.tokens));
          http.sendJson(200, writeWithNulls(o));
        }
      }
      return;
    }
    HttpResponder.Chunked body = http.startChunked(200, "text/event-stream");
    for (ChatScript.Chunk chunk : script.chunks) {
      body.write(completionChunk(id, created, model, chunk.content(), null, includeUsage));
    }
    switch (script.ending) {
      case DROP -> http.abort();
      case ERROR_LINE -> {
        body.write(completionChunk(id, created, "", "", null, includeUsage));
        body.finish();
      }
      case DONE -> {
        body.write(
            completionChunk(id, created, model, script.done.content(), reason, includeUsage));
        if (includeUsage) {
          JsonObject o = completionHead(id, created);
          o.add("choices", new JsonArray());
          o.addProperty("model", model);
          o.addProperty("system_fingerprint", "fp_ollama");
          o.add("usage", usage(promptTokens, script.tokens));
          body.write("data: " + writeWithNulls(o) + "\n\n");
        }
        body.write("data: [DONE]\n\n");
        body.finish();
      }
    }
  }

  private static String completionChunk(
      String id, long created, String model, String text, String reason, boolean usage) {
    JsonObject o = completionHead(id, created);
    JsonArray choices = new JsonArray();
    choices.add(textChoice(text, reason));
    o.add("choices", choices);
    o.addProperty("model", model);
    o.addProperty("system_fingerprint", "fp_ollama");
    if (usage) {
      o.add("usage", usage(0, 0));
    }
    return "data: " + writeWithNulls(o) + "\n\n";
  }

  /** {@code CompletionChunk}'s key order: id, object, created, choices, model, fingerprint. */
  private static JsonObject completionHead(String id, long created) {
    JsonObject o = new JsonObject();
    o.addProperty("id", id);
    o.addProperty("object", "text_completion");
    o.addProperty("created", created);
    return o;
  }

  private static JsonObject textChoice(String text, String reason) {
    JsonObject c = new JsonObject();
    c.addProperty("text", text);
    c.addProperty("index", 0);
    c.add(
        "finish_reason",
        reason == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(reason));
    return c;
  }

  /** {@code openai.ToModel}: {@code /v1/models/{model}}, created from the model's modified time. */
  static String model(String id, long created) {
    JsonObject o = new JsonObject();
    o.addProperty("id", id);
    o.addProperty("object", "model");
    o.addProperty("created", created);
    o.addProperty("owned_by", ownedBy(id));
    return GoJson.write(o);
  }

  /** {@code model.ParseName(name).Namespace}: {@code library} unless the name gives another. */
  private static String ownedBy(String name) {
    String[] parts = ModelCatalog.canonical(name).split("/");
    String[] original = name.strip().split("/");
    return original.length >= 2 ? original[original.length - 2] : parts[parts.length - 2];
  }

  /** {@code openai.ToChatCompletion}: the whole reply, with usage. */
  static String completion(
      String id,
      long created,
      String model,
      ChatScript.Chunk message,
      String doneReason,
      int promptTokens,
      int evalCount) {
    JsonObject m = new JsonObject();
    m.addProperty("role", "assistant");
    m.addProperty("content", message.content());
    if (!message.thinking().isEmpty()) {
      m.addProperty("reasoning", message.thinking());
    }
    if (!message.toolCalls().isEmpty()) {
      m.add("tool_calls", toolCallsOut(message.toolCalls()));
    }
    String reason = message.toolCalls().isEmpty() ? doneReason : "tool_calls";
    JsonObject o = head(id, "chat.completion", created, model);
    JsonArray choices = new JsonArray();
    choices.add(choiceObject("message", m, reason == null || reason.isEmpty() ? null : reason));
    o.add("choices", choices);
    o.add("usage", usage(promptTokens, evalCount));
    return writeWithNulls(o);
  }

  /**
   * {@code openai.ToListCompletion}: the list in {@code /api/tags} order, each created at its
   * modified time ({@code m.ModifiedAt.Unix()}).
   */
  static String models(ModelCatalog catalog) {
    JsonArray data = new JsonArray();
    for (SimModel m : catalog.newestFirst()) {
      JsonObject o = new JsonObject();
      o.addProperty("id", m.name());
      o.addProperty("object", "model");
      o.addProperty("created", catalog.modifiedAt(m).getEpochSecond());
      o.addProperty("owned_by", ownedBy(m.name()));
      data.add(o);
    }
    JsonObject list = new JsonObject();
    list.addProperty("object", "list");
    list.add("data", data);
    return GoJson.write(list);
  }

  static String newId() {
    return "chatcmpl-" + ThreadLocalRandom.current().nextInt(999);
  }

  private static JsonArray toolCallsOut(List<ChatScript.ToolCallOut> calls) {
    JsonArray out = new JsonArray();
    for (ChatScript.ToolCallOut c : calls) {
      out.add(toolCallOut(c));
    }
    return out;
  }

  private static JsonObject toolCallOut(ChatScript.ToolCallOut c) {
    JsonObject o = new JsonObject();
    o.addProperty("id", c.id());
    o.addProperty("index", c.index());
    o.addProperty("type", "function");
    JsonObject f = new JsonObject();
    f.addProperty("name", c.name());
    f.addProperty("arguments", GoJson.write(c.arguments()));
    o.add("function", f);
    return o;
  }

  private static JsonObject head(String id, String object, long created, String model) {
    JsonObject o = new JsonObject();
    o.addProperty("id", id);
    o.addProperty("object", object);
    o.addProperty("created", created);
    o.addProperty("model", model);
    o.addProperty("system_fingerprint", "fp_ollama");
    return o;
  }

  private static String event(JsonObject head, JsonObject choice) {
    JsonArray choices = new JsonArray();
    choices.add(choice);
    head.add("choices", choices);
    return "data: " + writeWithNulls(head) + "\n\n";
  }

  private static JsonObject choice(String key, JsonObject delta, String finishReason) {
    return choiceObject(key, delta, finishReason);
  }

  private static JsonObject choiceObject(String key, JsonObject body, String finishReason) {
    JsonObject c = new JsonObject();
    c.addProperty("index", 0);
    c.add(key, body);
    c.add(
        "finish_reason",
        finishReason == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(finishReason));
    return c;
  }

  private static JsonObject usage(int prompt, int completion) {
    JsonObject u = new JsonObject();
    u.addProperty("prompt_tokens", prompt);
    u.addProperty("completion_tokens", completion);
    u.addProperty("total_tokens", prompt + completion);
    return u;
  }

  private static Translation refused(String message) {
    return new Translation(null, false, message);
  }

  private static void copy(JsonObject from, String key, JsonObject to, String as) {
    JsonElement v = from.get(key);
    if (v != null && !v.isJsonNull()) {
      to.add(as, v);
    }
  }

  private static JsonElement orDefault(JsonElement v, double fallback) {
    return v == null || v.isJsonNull() ? new com.google.gson.JsonPrimitive(fallback) : v;
  }

  private static String string(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()
        ? e.getAsString()
        : null;
  }

  private static String goType(JsonElement e) {
    if (e.isJsonObject()) {
      return "map[string]interface {}";
    }
    if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
      return "float64";
    }
    if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean()) {
      return "bool";
    }
    return "<nil>";
  }

  /** Go's encoder writes nulls for pointer fields ({@code finish_reason}, {@code param}). */
  private static String writeWithNulls(JsonObject o) {
    return new com.google.gson.GsonBuilder()
        .serializeNulls()
        .disableHtmlEscaping()
        .create()
        .toJson(o);
  }
}
