package dev.vex.openai;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.Metrics;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.StreamHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Collects one reply from a {@code chat.completion} object or from the deltas of {@code
 * chat.completion.chunk} events: content, reasoning, tool calls (whose arguments string may arrive
 * in many pieces, keyed by index), the finish reason and the usage. Every size is bounded: the
 * content and each call's arguments by {@code maxChars}, the number of calls by {@code maxCalls}.
 * Not thread-safe; one per reply.
 */
final class ReplyBuilder {
  private final String model;
  private final int maxChars;
  private final int maxCalls;
  private final StreamHandler handler;
  private final StringBuilder content = new StringBuilder();
  private final StringBuilder thinking = new StringBuilder();
  private final TreeMap<Integer, PartialCall> calls = new TreeMap<>();
  private String finishReason;
  private String servedModel;
  private long promptTokens;
  private long completionTokens;

  private static final class PartialCall {
    String id;
    String name = "";
    final StringBuilder arguments = new StringBuilder();
  }

  ReplyBuilder(String model, int maxChars, int maxCalls, StreamHandler handler) {
    this.model = model;
    this.maxChars = maxChars;
    this.maxCalls = maxCalls;
    this.handler = handler;
  }

  /** Applies one chunk event (streamed) or the whole completion object (not streamed). */
  void accept(Chunk o, boolean streamed) {
    if (o.model != null) {
      servedModel = o.model;
    }
    if (o.hasUsage) {
      promptTokens = count(o.promptTokens);
      completionTokens = count(o.completionTokens);
    }
    if (!o.hasChoice) {
      return;
    }
    // One choice is asked for; a server that sends more has only the first read.
    if (!o.choiceIsObject) {
      throw failed("a choice that is not an object");
    }
    if (o.finishReason != null) {
      finishReason = o.finishReason;
    }
    if (o.hasBody) {
      message(o, streamed);
    }
  }

  private void message(Chunk m, boolean streamed) {
    String text = m.content;
    if (text == null && m.contentParts != null) {
      text = m.contentParts.toString();
    }
    if (text != null && !text.isEmpty()) {
      append(content, text, "content");
      if (streamed) {
        handler.onContent(text);
      }
    }
    String reasoning = m.reasoning;
    if (reasoning == null) {
      reasoning = m.reasoningContent;
    }
    if (reasoning != null && !reasoning.isEmpty()) {
      append(thinking, reasoning, "reasoning");
      if (streamed) {
        handler.onThinking(reasoning);
      }
    }
    if (m.calls != null) {
      for (Chunk.CallDelta call : m.calls) {
        toolCall(call, streamed ? -1 : call.position);
      }
    }
  }

  private void toolCall(Chunk.CallDelta call, int position) {
    int index = position;
    if (call.indexJson != null) {
      index = smallInt(call);
    } else if (index < 0) {
      // No index: a new id starts a new call, anything else continues the last one.
      String id = call.id;
      if (calls.isEmpty()) {
        index = 0;
      } else {
        String lastId = calls.lastEntry().getValue().id;
        boolean fresh = id != null && !id.isEmpty() && lastId != null && !id.equals(lastId);
        index = fresh ? calls.lastKey() + 1 : calls.lastKey();
      }
    }
    PartialCall c = calls.get(index);
    if (c == null) {
      if (calls.size() >= maxCalls) {
        throw failed("more than " + maxCalls + " tool calls in one reply");
      }
      c = new PartialCall();
      calls.put(index, c);
    }
    String id = call.id;
    if (id != null && !id.isEmpty()) {
      c.id = id;
    }
    if (call.hasFunction) {
      String name = call.name;
      if (name != null && !name.isEmpty()) {
        if (name.length() > 256) {
          throw failed("a tool name of " + name.length() + " characters");
        }
        c.name = name;
      }
      if (call.arguments != null) {
        append(c.arguments, call.arguments, "tool arguments");
      }
    }
  }

  ChatResponse build() {
    List<ToolCall> out = new ArrayList<>(calls.size());
    int position = 0;
    for (PartialCall c : calls.values()) {
      out.add(
          new ToolCall(
              c.id != null ? c.id : newCallId(), position++, c.name, arguments(c.arguments)));
    }
    Message message =
        new Message(
            dev.vex.core.message.Role.ASSISTANT,
            content.toString(),
            null,
            out,
            null,
            null,
            thinking.length() == 0 ? null : thinking.toString());
    Metrics metrics =
        promptTokens == 0 && completionTokens == 0
            ? Metrics.NONE
            : new Metrics(0, 0, promptTokens, 0, completionTokens, 0);
    return new ChatResponse(
        servedModel != null ? servedModel : model, message, doneReason(), metrics);
  }

  boolean finished() {
    return finishReason != null;
  }

  /** OpenAI's finish reasons in Ollama's words: a tool turn is {@code stop}, as Ollama says. */
  private String doneReason() {
    if (finishReason == null) {
      return "";
    }
    return switch (finishReason) {
      case "tool_calls", "function_call", "stop" -> "stop";
      default -> finishReason;
    };
  }

  /**
   * The arguments as JSON text: the object when they parse as one; otherwise the raw text as a JSON
   * string, which the agent then reports to the model as malformed.
   */
  private static String arguments(StringBuilder raw) {
    String text = raw.toString().strip();
    if (text.isEmpty()) {
      return "{}";
    }
    try {
      JsonElement e = JsonParser.parseString(text);
      if (e.isJsonObject()) {
        return e.toString();
      }
    } catch (JsonParseException | StackOverflowError e) {
      // malformed or absurdly nested: keep the text for the agent to refuse
    }
    return new JsonPrimitive(text).toString();
  }

  private void append(StringBuilder to, String text, String what) {
    if (to.length() + text.length() > maxChars) {
      throw failed("the " + what + " passed the limit of " + maxChars + " characters");
    }
    to.append(text);
  }

  private ModelFailedException failed(String what) {
    return new ModelFailedException(
        -1, null, "model '" + model + "' sent a reply Vex will not read: " + what, null);
  }

  private int smallInt(Chunk.CallDelta call) {
    if (call.indexIsNumber) {
      String s = call.indexJson;
      if (s.length() <= 9 && s.chars().allMatch(Character::isDigit)) {
        return Integer.parseInt(s);
      }
    }
    throw failed(
        "a tool call index that is not a small whole number: " + abbreviate(call.indexJson));
  }

  private static long count(String literal) {
    if (literal != null && literal.length() <= 12 && literal.chars().allMatch(Character::isDigit)) {
      return Long.parseLong(literal);
    }
    return 0;
  }

  static String string(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e instanceof JsonPrimitive p && p.isString() ? p.getAsString() : null;
  }

  private static String abbreviate(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "…" : s;
  }

  private static String newCallId() {
    String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
    ThreadLocalRandom random = ThreadLocalRandom.current();
    StringBuilder id = new StringBuilder("call_");
    for (int i = 0; i < 8; i++) {
      id.append(alphabet.charAt(random.nextInt(alphabet.length())));
    }
    return id.toString();
  }
}
