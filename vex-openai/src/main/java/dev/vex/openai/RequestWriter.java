package dev.vex.openai;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;
import dev.vex.core.message.Message;
import dev.vex.core.message.Role;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ResponseFormat;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Encodes a {@link ChatRequest} as a {@code /v1/chat/completions} body: messages (images as {@code
 * image_url} content parts with a data URI, tool calls with their arguments as a JSON string, tool
 * results by {@code tool_call_id}), tools, the standard sampling parameters, {@code
 * response_format}, {@code reasoning_effort}, and {@code stream_options.include_usage} when
 * streaming. Ollama-only settings ({@code keep_alive}, {@code num_ctx}, …) have no OpenAI
 * equivalent and are not sent.
 */
final class RequestWriter {
  private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

  /** Ollama option names and the OpenAI parameter each becomes. */
  private static final Map<String, String> OPTIONS =
      Map.of(
          "temperature", "temperature",
          "top_p", "top_p",
          "seed", "seed",
          "stop", "stop",
          "num_predict", "max_tokens",
          "frequency_penalty", "frequency_penalty",
          "presence_penalty", "presence_penalty");

  private RequestWriter() {}

  static String chat(ChatRequest request) {
    String tools = ToolsJson.json(request.tools());
    StringWriter out = new StringWriter(256 + tools.length());
    try (JsonWriter w = new JsonWriter(out)) {
      w.setHtmlSafe(false);
      w.setSerializeNulls(false);
      w.beginObject();
      w.name("model").value(request.model());
      w.name("messages").beginArray();
      Deque<String> unanswered = new ArrayDeque<>();
      for (Message m : request.messages()) {
        message(w, m, unanswered);
      }
      w.endArray();
      if (!request.tools().isEmpty()) {
        w.name("tools").jsonValue(tools);
      }
      for (Map.Entry<String, Object> e : request.options().entrySet()) {
        String name = OPTIONS.get(e.getKey());
        if (name != null) {
          w.name(name);
          value(w, e.getValue());
        }
      }
      format(w, request.format());
      if (request.think() != null && request.think().level().isPresent()) {
        w.name("reasoning_effort").value(request.think().level().get());
      }
      w.name("stream").value(request.stream());
      if (request.stream()) {
        w.name("stream_options").beginObject().name("include_usage").value(true).endObject();
      }
      w.endObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  private static void format(JsonWriter w, ResponseFormat format) throws IOException {
    if (format == null) {
      return;
    }
    w.name("response_format").beginObject();
    if (format.schema().isEmpty()) {
      w.name("type").value("json_object");
    } else {
      w.name("type").value("json_schema");
      w.name("json_schema").beginObject().name("name").value("reply").name("schema");
      w.jsonValue(format.schema().get());
      w.endObject();
    }
    w.endObject();
  }

  /**
   * Writes one message. Tool results need the id of the call they answer; when a result carries
   * none, it takes the next unanswered call id of the assistant message before it, in order.
   */
  private static void message(JsonWriter w, Message m, Deque<String> unanswered)
      throws IOException {
    w.beginObject();
    w.name("role").value(m.role().wireName());
    if (m.role() == Role.TOOL) {
      String id = m.toolCallId() != null ? m.toolCallId() : unanswered.pollFirst();
      if (id != null) {
        unanswered.remove(id);
        w.name("tool_call_id").value(id);
      } else if (m.toolName() != null) {
        w.name("name").value(m.toolName());
      }
      w.name("content").value(m.content());
    } else if (!m.images().isEmpty()) {
      w.name("content").beginArray();
      if (!m.content().isEmpty()) {
        w.beginObject().name("type").value("text").name("text").value(m.content()).endObject();
      }
      for (String image : m.images()) {
        w.beginObject().name("type").value("image_url");
        w.name("image_url").beginObject().name("url").value(dataUri(image)).endObject();
        w.endObject();
      }
      w.endArray();
    } else {
      w.name("content").value(m.content());
    }
    if (!m.toolCalls().isEmpty()) {
      unanswered.clear();
      toolCalls(w, m.toolCalls(), unanswered);
    }
    w.endObject();
  }

  private static void toolCalls(JsonWriter w, List<ToolCall> calls, Deque<String> unanswered)
      throws IOException {
    w.name("tool_calls").beginArray();
    for (ToolCall c : calls) {
      unanswered.addLast(c.id());
      w.beginObject();
      w.name("id").value(c.id());
      w.name("type").value("function");
      w.name("function").beginObject();
      w.name("name").value(c.name());
      // OpenAI sends and takes arguments as a JSON string.
      w.name("arguments").value(GSON.toJson(objectOrEmpty(c.arguments())));
      w.endObject();
      w.endObject();
    }
    w.endArray();
  }

  /** The arguments as an object: a call whose arguments were no object is sent with none. */
  private static JsonObject objectOrEmpty(String arguments) {
    try {
      JsonElement e = JsonParser.parseString(arguments);
      return e.isJsonObject() ? e.getAsJsonObject() : new JsonObject();
    } catch (JsonParseException | IllegalStateException e) {
      return new JsonObject();
    }
  }

  /**
   * Turns raw base64 into a data URI, reading the media type from the image's first bytes (PNG,
   * JPEG, GIF, WebP); a value that is already a data URI is sent as it is.
   */
  static String dataUri(String image) {
    if (image.startsWith("data:")) {
      return image;
    }
    String type;
    if (image.startsWith("iVBORw0KGgo")) {
      type = "image/png";
    } else if (image.startsWith("/9j/")) {
      type = "image/jpeg";
    } else if (image.startsWith("R0lGOD")) {
      type = "image/gif";
    } else if (image.startsWith("UklGR")) {
      type = "image/webp";
    } else {
      type = "image/png";
    }
    return "data:" + type + ";base64," + image;
  }

  private static void value(JsonWriter w, Object v) throws IOException {
    if (v == null) {
      w.nullValue();
    } else if (v instanceof Number n) {
      w.value(n);
    } else if (v instanceof Boolean b) {
      w.value(b);
    } else if (v instanceof JsonElement e) {
      GSON.toJson(e, w);
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
