package dev.vex.core.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ToolRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recovers tool calls that a small model wrote as text instead of using {@code tool_calls}: {@code
 * <tool_call>{..}</tool_call>} blocks (qwen), {@code [TOOL_CALLS] [..]} (mistral), a reply that is
 * nothing but {@code {"name":..,"arguments"|"parameters":..}} (llama 3.2, qwen2.5-coder), and a
 * fenced {@code ```json} block naming an offered tool.
 *
 * <p>Tagged calls and whole-reply JSON are taken whatever the name (an unknown name then gets the
 * usual "did you mean" answer); a fenced block inside prose must name an offered tool, since prose
 * with a JSON example can be a real answer.
 */
final class TextToolCalls {
  private static final Pattern TAGGED =
      Pattern.compile("<tool_call>\\s*(.*?)\\s*(?:</tool_call>|$)", Pattern.DOTALL);
  private static final Pattern FENCED =
      Pattern.compile("```(?:json|tool_call|tool)?\\s*\\n?(.*?)```", Pattern.DOTALL);
  private static final String MISTRAL = "[TOOL_CALLS]";

  private TextToolCalls() {}

  static List<ToolCall> parse(String content, ToolRegistry offered) {
    if (content == null || content.isBlank() || offered.isEmpty()) {
      return List.of();
    }
    String text = content.strip();
    if (text.contains("<tool_call>")) {
      List<ToolCall> calls = new ArrayList<>();
      Matcher m = TAGGED.matcher(text);
      while (m.find()) {
        calls.addAll(calls(m.group(1), calls.size()));
      }
      return calls;
    }
    int mistral = text.indexOf(MISTRAL);
    if (mistral >= 0) {
      return calls(text.substring(mistral + MISTRAL.length()), 0);
    }
    if (text.startsWith("{") || text.startsWith("[")) {
      return calls(text, 0);
    }
    Matcher fenced = FENCED.matcher(text);
    List<ToolCall> calls = new ArrayList<>();
    while (fenced.find()) {
      for (ToolCall c : calls(fenced.group(1), calls.size())) {
        if (offered.resolve(c.name()).isPresent()) {
          calls.add(c);
        }
      }
    }
    return calls;
  }

  private static List<ToolCall> calls(String json, int firstIndex) {
    String body = json.strip();
    if (body.startsWith("```")) {
      Matcher fenced = FENCED.matcher(body);
      if (fenced.find()) {
        body = fenced.group(1).strip();
      }
    }
    JsonElement parsed;
    try {
      parsed = JsonParser.parseString(body);
    } catch (JsonParseException e) {
      return List.of();
    }
    List<ToolCall> out = new ArrayList<>();
    if (parsed.isJsonArray()) {
      for (JsonElement e : parsed.getAsJsonArray()) {
        ToolCall c = call(e, firstIndex + out.size());
        if (c == null) {
          return List.of();
        }
        out.add(c);
      }
      return out;
    }
    ToolCall c = call(parsed, firstIndex);
    return c == null ? List.of() : List.of(c);
  }

  private static ToolCall call(JsonElement e, int index) {
    if (!e.isJsonObject()) {
      return null;
    }
    JsonObject o = e.getAsJsonObject();
    if (o.has("function") && o.get("function").isJsonObject()) {
      o = o.getAsJsonObject("function"); // OpenAI-shaped call written as text
    }
    JsonElement name = o.get("name");
    if (name == null || !name.isJsonPrimitive()) {
      return null;
    }
    JsonElement args = o.has("arguments") ? o.get("arguments") : o.get("parameters");
    if (args == null) {
      return null; // as Ollama's parser: a missing arguments key means no call
    }
    return new ToolCall(newId(), index, name.getAsString(), args);
  }

  private static String newId() {
    return "call_" + Long.toString(ThreadLocalRandom.current().nextLong(1L << 40, 1L << 41), 36);
  }
}
