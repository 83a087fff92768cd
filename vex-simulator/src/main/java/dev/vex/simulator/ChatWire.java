package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * Renders chat responses in the key order of Ollama's Go structs: model, created_at, message{role,
 * content, thinking?, tool_calls?}, done, done_reason?, then the metrics, each omitted when zero.
 */
final class ChatWire {

  /** The done line's metrics, in nanoseconds and tokens; zero values are omitted. */
  record Metrics(
      long totalDuration,
      long loadDuration,
      int promptEvalCount,
      long promptEvalDuration,
      int evalCount,
      long evalDuration) {}

  private final String model;
  private final boolean withIds;
  private final boolean indexAlways;

  /**
   * @param model the model string exactly as the request sent it
   * @param version the simulated Ollama version: ids from 0.12.10, index 0 always from 0.12.6
   */
  ChatWire(String model, String version) {
    this.model = model;
    this.withIds = Versions.atLeast(version, 0, 12, 10);
    this.indexAlways = Versions.atLeast(version, 0, 12, 6);
  }

  String deltaLine(ChatScript.Chunk chunk) {
    JsonObject o = head(chunk);
    o.addProperty("done", false);
    return GoJson.write(o) + "\n";
  }

  String doneLine(ChatScript.Chunk chunk, String doneReason, Metrics metrics) {
    return GoJson.write(done(chunk, doneReason, metrics)) + "\n";
  }

  String doneObject(ChatScript.Chunk chunk, String doneReason, Metrics metrics) {
    return GoJson.write(done(chunk, doneReason, metrics));
  }

  private JsonObject done(ChatScript.Chunk chunk, String doneReason, Metrics metrics) {
    JsonObject o = head(chunk);
    o.addProperty("done", true);
    if (doneReason != null && !doneReason.isEmpty()) {
      o.addProperty("done_reason", doneReason);
    }
    nonZero(o, "total_duration", metrics.totalDuration());
    nonZero(o, "load_duration", metrics.loadDuration());
    nonZero(o, "prompt_eval_count", metrics.promptEvalCount());
    nonZero(o, "prompt_eval_duration", metrics.promptEvalDuration());
    nonZero(o, "eval_count", metrics.evalCount());
    nonZero(o, "eval_duration", metrics.evalDuration());
    return o;
  }

  /** The answer to a request with no messages: done, with {@code load} or {@code unload}. */
  static String loadObject(String model, String doneReason) {
    JsonObject o = new JsonObject();
    o.addProperty("model", model);
    o.addProperty("created_at", GoTime.utcNow());
    JsonObject message = new JsonObject();
    message.addProperty("role", "assistant");
    message.addProperty("content", "");
    o.add("message", message);
    o.addProperty("done", true);
    o.addProperty("done_reason", doneReason);
    return GoJson.write(o);
  }

  static String error(String message) {
    JsonObject o = new JsonObject();
    o.addProperty("error", message);
    return GoJson.write(o);
  }

  private JsonObject head(ChatScript.Chunk chunk) {
    JsonObject o = new JsonObject();
    o.addProperty("model", model);
    o.addProperty("created_at", GoTime.utcNow());
    JsonObject message = new JsonObject();
    message.addProperty("role", "assistant");
    message.addProperty("content", chunk.content());
    if (!chunk.thinking().isEmpty()) {
      message.addProperty("thinking", chunk.thinking());
    }
    if (!chunk.toolCalls().isEmpty()) {
      JsonArray calls = new JsonArray();
      for (ChatScript.ToolCallOut call : chunk.toolCalls()) {
        calls.add(toolCall(call));
      }
      message.add("tool_calls", calls);
    }
    o.add("message", message);
    return o;
  }

  private JsonObject toolCall(ChatScript.ToolCallOut call) {
    JsonObject function = new JsonObject();
    if (indexAlways || call.index() != 0) {
      function.addProperty("index", call.index());
    }
    function.addProperty("name", call.name());
    function.add("arguments", call.arguments().deepCopy());
    JsonObject o = new JsonObject();
    if (withIds) {
      o.addProperty("id", call.id());
    }
    o.add("function", function);
    return o;
  }

  private static void nonZero(JsonObject o, String key, long value) {
    if (value != 0) {
      o.addProperty(key, value);
    }
  }
}
