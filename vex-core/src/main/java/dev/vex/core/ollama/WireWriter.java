package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonWriter;
import dev.vex.core.internal.json.ArgumentTrees;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.Think;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Encodes a {@link ChatRequest} as Ollama's {@code /api/chat} JSON body, streaming, no reflection.
 */
final class WireWriter {
  private WireWriter() {}

  static String chat(ChatRequest request) {
    return chatBytes(request).toString();
  }

  /**
   * Encodes the request straight into UTF-8 bytes, sized from the messages so it rarely grows.
   *
   * @param request the request
   * @return the body
   */
  static Utf8Buffer chatBytes(ChatRequest request) {
    String tools = ToolsWire.json(request.tools());
    int expected = 256 + tools.length();
    for (Message m : request.messages()) {
      // Most text is one byte per character; JSON escapes and the field names add a little.
      expected += 64 + m.content().length() + m.content().length() / 8;
    }
    Utf8Buffer out = new Utf8Buffer(expected);
    try (JsonWriter w = new JsonWriter(out)) {
      w.setHtmlSafe(false);
      w.setSerializeNulls(false);
      w.beginObject();
      w.name("model").value(request.model());
      w.name("messages").beginArray();
      for (Message m : request.messages()) {
        message(w, m);
      }
      w.endArray();
      if (!request.tools().isEmpty()) {
        w.name("tools").jsonValue(tools);
      }
      if (request.format() != null) {
        w.name("format");
        if (request.format().schema().isPresent()) {
          w.jsonValue(request.format().schema().get());
        } else {
          w.value("json");
        }
      }
      if (!request.options().isEmpty()) {
        w.name("options").beginObject();
        for (Map.Entry<String, Object> e : request.options().entrySet()) {
          w.name(e.getKey());
          value(w, e.getValue());
        }
        w.endObject();
      }
      w.name("stream").value(request.stream());
      if (request.keepAlive() != null) {
        keepAlive(w, request.keepAlive());
      }
      if (request.think() != null) {
        Think think = request.think();
        if (think.level().isPresent()) {
          w.name("think").value(think.level().get());
        } else {
          w.name("think").value(think.enabled());
        }
      }
      w.endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  static String model(String model) {
    StringWriter out = new StringWriter(32);
    try (JsonWriter w = new JsonWriter(out)) {
      w.setHtmlSafe(false);
      w.beginObject().name("model").value(model).endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  private static void keepAlive(JsonWriter w, String keepAlive) throws IOException {
    w.name("keep_alive");
    // A bare number means seconds to Ollama; anything else is a Go duration string.
    if (bareNumber(keepAlive)) {
      w.value(Long.parseLong(keepAlive));
    } else {
      w.value(keepAlive);
    }
  }

  /**
   * Whether the text is an optional minus and one or more ASCII digits, as {@code
   * matches("-?\\d+")} reads it, without compiling that pattern on every request that sets a keep
   * alive (#23).
   */
  static boolean bareNumber(String s) {
    int i = s.startsWith("-") ? 1 : 0;
    if (i == s.length()) {
      return false;
    }
    for (; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static void message(JsonWriter w, Message m) throws IOException {
    w.beginObject();
    w.name("role").value(m.role().wireName());
    w.name("content").value(m.content());
    if (!m.images().isEmpty()) {
      w.name("images").beginArray();
      for (String image : m.images()) {
        w.value(stripDataUri(image));
      }
      w.endArray();
    }
    if (!m.toolCalls().isEmpty()) {
      w.name("tool_calls").beginArray();
      for (ToolCall c : m.toolCalls()) {
        w.beginObject();
        w.name("function").beginObject();
        w.name("name").value(c.name());
        // Ollama rejects string arguments in history with a 400: always send an object.
        w.name("arguments");
        // The tree the reply reader or the tool loop kept for this text: no parse per round.
        tree(w, ArgumentTrees.objectOrEmpty(c.arguments()));
        w.endObject();
        w.endObject();
      }
      w.endArray();
    }
    if (m.toolName() != null) {
      w.name("tool_name").value(m.toolName());
    }
    if (m.toolCallId() != null) {
      w.name("tool_call_id").value(m.toolCallId());
    }
    w.endObject();
  }

  /** Ollama decodes images as raw base64; a {@code data:image/png;base64,} prefix gives a 400. */
  static String stripDataUri(String image) {
    if (image.startsWith("data:")) {
      int comma = image.indexOf(',');
      return comma < 0 ? image : image.substring(comma + 1);
    }
    return image;
  }

  /**
   * Writes a tree exactly as {@code new GsonBuilder().disableHtmlEscaping().create().toJson(tree,
   * w)} does on this writer (no HTML escaping, no null members, lenient numbers), without building
   * a {@code Gson}: its constructor loads and links some hundred classes a cold JVM's first request
   * needs nothing else of (#23).
   */
  static void tree(JsonWriter w, JsonElement tree) throws IOException {
    Strictness strictness = w.getStrictness();
    if (strictness == Strictness.LEGACY_STRICT) {
      w.setStrictness(Strictness.LENIENT); // as Gson.toJson: NaN and infinities pass
    }
    try {
      element(w, tree);
    } finally {
      w.setStrictness(strictness);
    }
  }

  private static void element(JsonWriter w, JsonElement e) throws IOException {
    if (e == null || e.isJsonNull()) {
      w.nullValue();
    } else if (e.isJsonPrimitive()) {
      JsonPrimitive p = e.getAsJsonPrimitive();
      if (p.isNumber()) {
        w.value(p.getAsNumber());
      } else if (p.isBoolean()) {
        w.value(p.getAsBoolean());
      } else {
        w.value(p.getAsString());
      }
    } else if (e.isJsonArray()) {
      w.beginArray();
      for (JsonElement item : e.getAsJsonArray()) {
        element(w, item);
      }
      w.endArray();
    } else {
      w.beginObject();
      for (Map.Entry<String, JsonElement> member : e.getAsJsonObject().entrySet()) {
        w.name(member.getKey());
        element(w, member.getValue());
      }
      w.endObject();
    }
  }

  private static void value(JsonWriter w, Object v) throws IOException {
    if (v == null) {
      w.nullValue();
    } else if (v instanceof Number n) {
      w.value(n);
    } else if (v instanceof Boolean b) {
      w.value(b);
    } else if (v instanceof JsonElement e) {
      tree(w, e);
    } else if (v instanceof List<?> list) {
      w.beginArray();
      for (Object o : list) {
        value(w, o);
      }
      w.endArray();
    } else {
      w.value(v.toString());
    }
  }
}
