package dev.vex.core.internal.rounds;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ToolRegistry;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
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
 *
 * <p>{@link #looksLikeCall(String)} tells whether a reply holds tool-call markup at all, so that
 * markup never reaches the user as an answer: besides the shapes above (tags in any case), a
 * special token written as text ({@code <|python_tag|>}), llama's {@code <function=…>}, a {@code
 * "tool_calls"} key, and a reply that is nothing but {@code {"snake_case_name": {…}}}.
 *
 * <p>Linear in the text's length: blocks are found with {@code indexOf}, no unbounded regular
 * expression, each character is parsed as JSON at most a bounded number of times, and JSON nesting
 * is limited by the reader (255 levels).
 */
final class TextToolCalls {
  private static final String OPEN_TAG = "<tool_call>";
  private static final String CLOSE_TAG = "</tool_call>";
  private static final String MISTRAL = "[TOOL_CALLS]";
  private static final String MISTRAL_LOWER = MISTRAL.toLowerCase(Locale.ROOT);
  private static final String FENCE = "```";
  private static final String[] FENCE_INFO = {"json", "tool_call", "tool"};

  /**
   * A model's special token written as text: {@code <|python_tag|>}, {@code <|eom_id|>}, {@code
   * <|im_start|>}.
   */
  private static final Pattern SPECIAL_TOKEN = Pattern.compile("<\\|[^|<>\\s]{1,40}\\|>");

  /** A function name as written in the tool-name-as-key form: snake case with an underscore. */
  private static final Pattern FUNCTION_NAME = Pattern.compile("[a-z][a-z0-9]*(?:_[a-z0-9]+)+");

  /** How many JSON objects inside prose are parsed to see whether they are calls. */
  private static final int MAX_INLINE_CANDIDATES = 16;

  /**
   * How many blocks (tagged or fenced) of one text are parsed as JSON. Blocks do not overlap, so
   * the parsing is linear anyway; the cap keeps the per-block cost (a failed parse throws) from
   * adding up over hundreds of thousands of tiny blocks.
   */
  static final int MAX_BLOCKS = 256;

  /** What one look at a text has spent. */
  private static final class Scan {
    int blocks;

    boolean spent() {
      return blocks >= MAX_BLOCKS;
    }
  }

  private TextToolCalls() {}

  static List<ToolCall> parse(String content, ToolRegistry offered) {
    if (content == null || content.isBlank() || offered.isEmpty()) {
      return List.of();
    }
    return find(content, offered, new Scan());
  }

  /**
   * Returns whether the text holds a tool call written as text in any of the recovered shapes, or a
   * JSON object with a name and arguments anywhere in it, whatever the tool's name.
   *
   * @param content the reply's text
   * @return true when the text is or contains tool-call markup
   */
  static boolean looksLikeCall(String content) {
    if (content == null || content.isBlank()) {
      return false;
    }
    String lower = content.toLowerCase(Locale.ROOT);
    if (lower.contains(OPEN_TAG)
        || lower.contains(CLOSE_TAG)
        || lower.contains(MISTRAL_LOWER)
        || lower.contains("<function=")
        || lower.contains("</function>")
        || lower.contains("\"tool_calls\"")
        || (content.contains("<|") && SPECIAL_TOKEN.matcher(content).find())) {
      return true;
    }
    if (nameAsKey(content.strip())) {
      return true;
    }
    Scan scan = new Scan();
    if (!find(content, null, scan).isEmpty() || scan.spent()) {
      return true; // a text with hundreds of blocks is not an answer either
    }
    return inlineCall(content);
  }

  /**
   * Whether the whole text is one JSON object with a single snake-case key whose value is an
   * object: {@code {"get_weather": {"city": "Oslo"}}}, the form Ollama's parser also takes as a
   * call.
   */
  private static boolean nameAsKey(String text) {
    if (!text.startsWith("{") || !text.endsWith("}")) {
      return false;
    }
    JsonElement e = oneValue(text, 0);
    if (!e.isJsonObject() || e.getAsJsonObject().size() != 1) {
      return false;
    }
    var only = e.getAsJsonObject().entrySet().iterator().next();
    return only.getValue().isJsonObject() && FUNCTION_NAME.matcher(only.getKey()).matches();
  }

  /**
   * The calls in the text; with {@code offered} null, fenced blocks are taken whatever the name.
   */
  private static List<ToolCall> find(String content, ToolRegistry offered, Scan scan) {
    String text = content.strip();
    if (text.contains(OPEN_TAG)) {
      return tagged(text, scan);
    }
    int mistral = text.indexOf(MISTRAL);
    if (mistral >= 0) {
      return calls(text.substring(mistral + MISTRAL.length()), 0);
    }
    if (text.startsWith("{") || text.startsWith("[")) {
      return calls(text, 0);
    }
    List<ToolCall> calls = new ArrayList<>();
    for (String block : fencedBlocks(text)) {
      String body = block.strip();
      if (!body.startsWith("{") && !body.startsWith("[")) {
        continue;
      }
      if (scan.spent()) {
        break;
      }
      scan.blocks++;
      for (ToolCall c : calls(body, calls.size())) {
        if (offered == null || offered.resolve(c.name()).isPresent()) {
          calls.add(c);
        }
      }
    }
    return calls;
  }

  /** Each block runs from its tag to the closing tag, the next opening tag, or the end. */
  private static List<ToolCall> tagged(String text, Scan scan) {
    List<ToolCall> calls = new ArrayList<>();
    int at = text.indexOf(OPEN_TAG);
    int close = -1;
    while (at >= 0 && !scan.spent()) {
      int start = at + OPEN_TAG.length();
      if (close != Integer.MAX_VALUE && close < start) {
        close = text.indexOf(CLOSE_TAG, start); // moves forward only: linear over all blocks
        if (close < 0) {
          close = Integer.MAX_VALUE;
        }
      }
      int next = text.indexOf(OPEN_TAG, start);
      int end = Math.min(close, text.length());
      if (next >= 0 && next < end) {
        end = next;
      }
      String body = text.substring(start, end).strip();
      if (body.startsWith("{") || body.startsWith("[") || body.startsWith(FENCE)) {
        scan.blocks++;
        calls.addAll(calls(body, calls.size()));
      }
      at = next;
    }
    return calls;
  }

  /**
   * The bodies of fenced blocks: from an opening {@code ```} (with an optional {@code json}, {@code
   * tool_call} or {@code tool} label) to the next {@code ```}. An unclosed fence has no body.
   */
  static List<String> fencedBlocks(String text) {
    List<String> blocks = new ArrayList<>();
    int open = text.indexOf(FENCE);
    while (open >= 0) {
      int start = open + FENCE.length();
      int close = text.indexOf(FENCE, start);
      if (close < 0) {
        break;
      }
      blocks.add(withoutLabel(text.substring(start, close)));
      open = text.indexOf(FENCE, close + FENCE.length());
    }
    return blocks;
  }

  private static String withoutLabel(String body) {
    for (String label : FENCE_INFO) {
      if (body.startsWith(label)) {
        return body.substring(label.length());
      }
    }
    return body;
  }

  private static List<ToolCall> calls(String json, int firstIndex) {
    String body = json.strip();
    if (body.startsWith(FENCE)) {
      List<String> blocks = fencedBlocks(body);
      if (!blocks.isEmpty()) {
        body = blocks.get(0).strip();
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

  /**
   * Looks for a call-shaped JSON object inside prose: at each {@code {} followed by {@code "name"}
   * or {@code "function"}, reads one JSON value. At most {@link #MAX_INLINE_CANDIDATES} are read;
   * a text with more such openings is taken as markup.
   */
  private static boolean inlineCall(String text) {
    int candidates = 0;
    int at = text.indexOf('{');
    while (at >= 0) {
      if (startsCallObject(text, at)) {
        if (++candidates > MAX_INLINE_CANDIDATES) {
          return true;
        }
        if (call(oneValue(text, at), 0) != null) {
          return true;
        }
      }
      at = text.indexOf('{', at + 1);
    }
    return false;
  }

  private static boolean startsCallObject(String text, int brace) {
    int i = brace + 1;
    while (i < text.length() && Character.isWhitespace(text.charAt(i)) && i - brace < 64) {
      i++;
    }
    return text.startsWith("\"name\"", i) || text.startsWith("\"function\"", i);
  }

  /** Reads one JSON value starting at {@code from}; JSON null when it is not one. */
  static JsonElement oneValue(String text, int from) {
    try (JsonReader r = new JsonReader(new StringReader(text.substring(from)))) {
      r.setStrictness(Strictness.LENIENT);
      return JsonParser.parseReader(r);
    } catch (IOException | JsonParseException e) {
      return com.google.gson.JsonNull.INSTANCE;
    }
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
    return new ToolCall(newId(), index, name.getAsString(), args.toString());
  }

  private static String newId() {
    return "call_" + Long.toString(ThreadLocalRandom.current().nextLong(1L << 40, 1L << 41), 36);
  }
}
