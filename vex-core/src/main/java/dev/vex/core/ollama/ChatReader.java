package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.vex.core.message.Message;
import dev.vex.core.message.Role;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.Metrics;
import dev.vex.core.model.StreamHandler;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Reads a chat reply incrementally: one JSON object ({@code stream:false}) or NDJSON chunks. It
 * accumulates content, thinking and tool calls from every chunk (tool calls come in their own chunk
 * before {@code done}), checks every chunk for an {@code error} key, and stops at the chunk with
 * {@code done:true}. Not thread-safe: one reader per reply.
 */
final class ChatReader {
  private final StreamHandler handler;
  private final StringBuilder content = new StringBuilder();
  private StringBuilder thinking;
  private final List<ToolCall> toolCalls = new ArrayList<>(2);
  private String model;
  private String doneReason;
  private boolean done;
  private String error;
  private long totalDuration;
  private long loadDuration;
  private long promptEvalCount;
  private long promptEvalDuration;
  private long evalCount;
  private long evalDuration;

  ChatReader(StreamHandler handler) {
    this.handler = handler;
  }

  /**
   * Reads chunks until the final one. Returns normally when {@code done:true} was read or when the
   * stream ended; the caller checks {@link #done()} and {@link #error()}.
   *
   * @param source the reply body
   * @param progress called after each chunk
   * @throws IOException when the body cannot be read or is not JSON
   */
  void read(Reader source, Runnable progress) throws IOException {
    JsonReader r = new JsonReader(source);
    r.setStrictness(Strictness.LENIENT); // NDJSON: several top-level values in one stream
    while (!done && error == null && r.peek() != JsonToken.END_DOCUMENT) {
      chunk(r);
      progress.run();
    }
  }

  boolean done() {
    return done;
  }

  String error() {
    return error;
  }

  String contentSoFar() {
    return content.toString();
  }

  ChatResponse response() {
    toolCalls.sort(java.util.Comparator.comparingInt(ToolCall::index));
    Message message =
        new Message(
            Role.ASSISTANT,
            content.toString(),
            null,
            toolCalls,
            null,
            null,
            thinking == null ? null : thinking.toString());
    return new ChatResponse(
        model,
        message,
        doneReason,
        new Metrics(
            totalDuration,
            loadDuration,
            promptEvalCount,
            promptEvalDuration,
            evalCount,
            evalDuration));
  }

  private void chunk(JsonReader r) throws IOException {
    if (r.peek() != JsonToken.BEGIN_OBJECT) {
      throw new IOException("expected a JSON object in the reply, found " + r.peek());
    }
    r.beginObject();
    while (r.hasNext()) {
      String name = r.nextName();
      switch (name) {
        case "model" -> model = r.nextString();
        case "message" -> message(r);
        case "done" -> done = r.nextBoolean();
        case "done_reason" -> doneReason = r.nextString();
        case "total_duration" -> totalDuration = r.nextLong();
        case "load_duration" -> loadDuration = r.nextLong();
        case "prompt_eval_count" -> promptEvalCount = r.nextLong();
        case "prompt_eval_duration" -> promptEvalDuration = r.nextLong();
        case "eval_count" -> evalCount = r.nextLong();
        case "eval_duration" -> evalDuration = r.nextLong();
        case "error" -> error = errorText(r);
        default -> {
          if (name.startsWith("error")) {
            // Ollama 0.11.3 wrote {"error parsing tool call":"..."} (ollama/ollama#11781).
            error = name + ": " + errorText(r);
          } else {
            r.skipValue();
          }
        }
      }
    }
    r.endObject();
  }

  private static String errorText(JsonReader r) throws IOException {
    if (r.peek() == JsonToken.STRING) {
      return r.nextString();
    }
    JsonElement e = JsonParser.parseReader(r);
    return e.toString();
  }

  private void message(JsonReader r) throws IOException {
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "content" -> {
          String delta = nullableString(r);
          if (delta != null && !delta.isEmpty()) {
            content.append(delta);
            handler.onContent(delta);
          }
        }
        case "thinking" -> {
          String delta = nullableString(r);
          if (delta != null && !delta.isEmpty()) {
            if (thinking == null) {
              thinking = new StringBuilder();
            }
            thinking.append(delta);
            handler.onThinking(delta);
          }
        }
        case "tool_calls" -> toolCalls(r);
        default -> r.skipValue();
      }
    }
    r.endObject();
  }

  private void toolCalls(JsonReader r) throws IOException {
    if (r.peek() == JsonToken.NULL) {
      r.nextNull();
      return;
    }
    r.beginArray();
    while (r.hasNext()) {
      toolCall(r);
    }
    r.endArray();
  }

  private void toolCall(JsonReader r) throws IOException {
    String id = null;
    String name = null;
    int index = -1;
    JsonElement arguments = null;
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "id" -> id = nullableString(r);
        case "function" -> {
          r.beginObject();
          while (r.hasNext()) {
            switch (r.nextName()) {
              case "name" -> name = nullableString(r);
              case "index" -> index = r.nextInt();
              case "arguments" -> arguments = JsonParser.parseReader(r);
              default -> r.skipValue();
            }
          }
          r.endObject();
        }
        default -> r.skipValue();
      }
    }
    r.endObject();
    if (name == null) {
      return; // a call without a name cannot be answered; the model will get no result for it
    }
    int position = index >= 0 ? index : toolCalls.size();
    toolCalls.add(
        new ToolCall(id == null || id.isEmpty() ? newId() : id, position, name, arguments));
  }

  private static String nullableString(JsonReader r) throws IOException {
    if (r.peek() == JsonToken.NULL) {
      r.nextNull();
      return null;
    }
    return r.nextString();
  }

  /** Ollama before 0.12.10 sent no id: make one in its format, {@code call_} + 8 [a-z0-9]. */
  static String newId() {
    char[] id = new char[8];
    ThreadLocalRandom random = ThreadLocalRandom.current();
    for (int i = 0; i < id.length; i++) {
      int v = random.nextInt(36);
      id[i] = (char) (v < 10 ? '0' + v : 'a' + v - 10);
    }
    return "call_" + new String(id);
  }
}
