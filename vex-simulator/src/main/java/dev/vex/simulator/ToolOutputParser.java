package dev.vex.simulator;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An emulation of Ollama's generic server-side tool parser (the one used for models with Go
 * templates such as qwen2.5, llama3.x and mistral; see the protocol notes, "Server-side tool-call
 * extraction"). It is fed the model's output token by token and never fails: output it does not
 * recognise becomes content, or is dropped.
 */
final class ToolOutputParser {

  /** A call the parser recognised. */
  record Call(String name, JsonObject arguments, int index) {}

  /** What one {@link #add(String)} yields. */
  record Step(List<Call> calls, String content) {}

  private enum State {
    LOOKING_FOR_TAG,
    TOOL_CALLING,
    DONE
  }

  private final String tag;
  private final List<String> names;
  private State state = State.LOOKING_FOR_TAG;
  private String buffer = "";
  private int count;

  ToolOutputParser(ToolTag tag, List<String> toolNames) {
    this.tag = tag.tag();
    this.names = toolNames.stream().filter(n -> !n.isEmpty()).toList();
  }

  private boolean jsonTag() {
    return tag.equals("{") || tag.equals("[");
  }

  Step add(String s) {
    if (state == State.DONE) {
      return new Step(List.of(), s);
    }
    buffer += s;
    String content = "";
    if (state == State.LOOKING_FOR_TAG) {
      int[] found = findTag();
      int i = found[0];
      if (i == -1) {
        content = buffer;
        buffer = "";
      } else {
        content = buffer.substring(0, i);
        buffer = buffer.substring(i);
      }
      // With a { or [ tag a call is recognised only when JSON is the first non-whitespace output.
      if (jsonTag() && !content.isBlank()) {
        state = State.DONE;
        return new Step(List.of(), content + buffer);
      }
      if (found[1] == 0) {
        return new Step(List.of(), content);
      }
      state = State.TOOL_CALLING;
    }
    List<Call> calls = new ArrayList<>();
    for (Call call = parseCall(); call != null; call = parseCall()) {
      calls.add(call);
    }
    if (balanced()) {
      state = State.DONE;
      content = buffer;
      buffer = "";
    }
    return new Step(calls, content);
  }

  /** What is left for the done line: empty once a call was parsed or with a text tag. */
  String content() {
    if (count > 0) {
      return "";
    }
    return jsonTag() ? buffer : "";
  }

  /** Returns {index, found?1:0}: the tag's index, or where a partial tag starts at the end. */
  private int[] findTag() {
    int i = buffer.indexOf(tag);
    if (i >= 0) {
      return new int[] {i, 1};
    }
    for (int k = Math.min(buffer.length(), tag.length()); k > 0; k--) {
      if (buffer.endsWith(tag.substring(0, k))) {
        return new int[] {buffer.length() - k, 0};
      }
    }
    return new int[] {-1, 0};
  }

  private Call parseCall() {
    int[] nameEnd = new int[1];
    String name = findTool(nameEnd);
    if (name == null) {
      return null;
    }
    int[] argsEnd = new int[1];
    JsonObject args = findArguments(name, argsEnd);
    if (args == null) {
      return null;
    }
    int end = Math.max(nameEnd[0], argsEnd[0]);
    Call call = new Call(name, args, count++);
    buffer = buffer.substring(end);
    return call;
  }

  /** The earliest (then longest) offered name in the buffer; none while a name may be partial. */
  private String findTool(int[] end) {
    if (buffer.isEmpty() || names.isEmpty()) {
      return null;
    }
    int longest = names.stream().mapToInt(String::length).max().orElse(0);
    for (int i = 1; i <= Math.min(buffer.length(), longest); i++) {
      String tail = buffer.substring(buffer.length() - i);
      for (String name : names) {
        if (tail.length() < name.length() && name.startsWith(tail)) {
          return null;
        }
      }
    }
    String found = null;
    int start = -1;
    for (String name : names) {
      int pos = buffer.indexOf(name);
      if (pos == -1) {
        continue;
      }
      if (start != -1 && (pos > start || (pos == start && name.length() <= found.length()))) {
        continue;
      }
      found = name;
      start = pos;
      end[0] = pos + name.length();
    }
    return found;
  }

  /**
   * The first complete JSON object in the buffer (braces counted outside strings) that parses; its
   * arguments are under "arguments" or "parameters" (an object or a JSON string) when it has a
   * "name", or under the tool's name; failing both, nested objects are searched, and failing that
   * the whole object is the arguments. A "name" without arguments is not a call.
   */
  private JsonObject findArguments(String toolName, int[] end) {
    int start = -1;
    int braces = 0;
    boolean inString = false;
    boolean escaped = false;
    for (int i = 0; i < buffer.length(); i++) {
      char c = buffer.charAt(i);
      if (escaped) {
        escaped = false;
        continue;
      }
      if (c == '\\') {
        escaped = true;
        continue;
      }
      if (c == '"') {
        inString = !inString;
        continue;
      }
      if (inString) {
        continue;
      }
      if (c == '{') {
        if (braces == 0) {
          start = i;
        }
        braces++;
      } else if (c == '}') {
        braces--;
        if (braces == 0 && start != -1) {
          JsonObject data = GoJson.parseObjectOrNull(buffer.substring(start, i + 1));
          if (data == null) {
            start = -1;
            continue;
          }
          end[0] = i;
          Object[] result = findObject(toolName, data);
          if (result != null) {
            return (JsonObject) result[0];
          }
          return data;
        }
        if (braces < 0) {
          braces = 0;
        }
      }
    }
    return null;
  }

  /** Returns null when not found, else {arguments} where arguments may be null (not a call). */
  private static Object[] findObject(String toolName, JsonObject obj) {
    if (obj.has("name")) {
      JsonObject args = findMap("arguments", obj);
      if (args == null) {
        args = findMap("parameters", obj);
      }
      return new Object[] {args};
    }
    JsonObject args = findMap(toolName, obj);
    if (args != null) {
      return new Object[] {args};
    }
    for (Map.Entry<String, JsonElement> e : obj.entrySet()) {
      JsonElement child = e.getValue();
      if (child.isJsonObject()) {
        Object[] r = findObject(toolName, child.getAsJsonObject());
        if (r != null) {
          return r;
        }
      } else if (child.isJsonArray()) {
        for (JsonElement item : child.getAsJsonArray()) {
          if (item.isJsonObject()) {
            Object[] r = findObject(toolName, item.getAsJsonObject());
            if (r != null) {
              return r;
            }
          }
        }
      }
    }
    return null;
  }

  private static JsonObject findMap(String key, JsonObject obj) {
    JsonElement v = obj.get(key);
    if (v == null) {
      return null;
    }
    if (v.isJsonObject()) {
      return v.getAsJsonObject();
    }
    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isString()) {
      return GoJson.parseObjectOrNull(v.getAsString());
    }
    return null;
  }

  /** With a { or [ tag, whether the buffer holds a balanced JSON-looking run (raw count). */
  private boolean balanced() {
    if (!jsonTag()) {
      return false;
    }
    char open = tag.charAt(0);
    char close = open == '{' ? '}' : ']';
    int depth = 0;
    for (int i = 0; i < buffer.length(); i++) {
      char c = buffer.charAt(i);
      if (c == open) {
        depth++;
      } else if (c == close) {
        depth--;
        if (depth == 0) {
          return true;
        }
      }
    }
    return false;
  }
}
