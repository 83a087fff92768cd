package dev.vex.openai;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The fields Vex reads from one {@code chat.completion.chunk} event or one whole {@code
 * chat.completion} object, read with a streaming {@link JsonReader} straight into flat fields: no
 * JSON tree is built for a reply, only for the rare shapes that are passed on as JSON text (an
 * {@code error} object, tool arguments sent as an object). Every other value is skipped unread.
 *
 * <p>It reads what a JSON tree would have held: a key given twice counts once, with its last value;
 * a value of the wrong kind counts as absent; parsing is as lenient as {@link
 * JsonParser#parseString(String)}. Nothing is acted on while reading: {@link ReplyBuilder} applies
 * the chunk once it has been read whole, so an event that turns out to hold an error or to be
 * malformed has no effect. Not thread-safe; one per event.
 */
final class Chunk {
  /** Raised for text that is not one JSON object. */
  static final class NotAnObject extends Exception {
    private static final long serialVersionUID = 1L;

    NotAnObject(Throwable cause) {
      super(cause);
    }
  }

  /** One element of {@code tool_calls} that is an object. */
  static final class CallDelta {
    /** Its position in the {@code tool_calls} array. */
    final int position;

    /** The {@code index} primitive as JSON text; null when absent (or JSON null). */
    String indexJson;

    /** Whether {@code index} is a JSON number (then {@link #indexJson} is its literal). */
    boolean indexIsNumber;

    String id;

    /**
     * Whether {@code function} is an object; {@link #name} and {@link #arguments} are read there.
     */
    boolean hasFunction;

    String name;

    /** The arguments string, or an arguments object as compact JSON text; null when neither. */
    String arguments;

    CallDelta(int position) {
      this.position = position;
    }
  }

  String model;
  boolean hasUsage;
  String promptTokens;
  String completionTokens;

  /** Whether {@code choices} is an array with a first element. */
  boolean hasChoice;

  /** Whether that first element is an object. */
  boolean choiceIsObject;

  String finishReason;

  /** Whether the first choice has a {@code delta} (streamed) or {@code message} object. */
  boolean hasBody;

  /** {@code content} when a string. */
  String content;

  /** The text parts of {@code content} when an array; null otherwise. */
  StringBuilder contentParts;

  String reasoning;
  String reasoningContent;

  /** The objects of {@code tool_calls}; null when it is not an array. */
  List<CallDelta> calls;

  /** The server's error message; null when the object carries no error. */
  String error;

  private Chunk() {}

  /**
   * Reads one object.
   *
   * @param text the event's data or the whole body
   * @param streamed whether the choice's body is under {@code delta} (else {@code message})
   * @return the chunk
   * @throws NotAnObject when the text is not one JSON object
   */
  static Chunk read(String text, boolean streamed) throws NotAnObject {
    Chunk c = new Chunk();
    try {
      JsonReader r = new JsonReader(new StringReader(text));
      r.setStrictness(Strictness.LENIENT);
      if (r.peek() != JsonToken.BEGIN_OBJECT) {
        throw new NotAnObject(null);
      }
      c.top(r, streamed);
      if (r.peek() != JsonToken.END_DOCUMENT) {
        throw new NotAnObject(null);
      }
    } catch (IOException
        | IllegalStateException
        | NumberFormatException
        | JsonParseException
        | StackOverflowError e) {
      throw new NotAnObject(e);
    }
    return c;
  }

  private void top(JsonReader r, boolean streamed) throws IOException {
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "model" -> model = string(r);
        case "usage" -> usage(r);
        case "choices" -> choices(r, streamed);
        case "error" -> error = error(r);
        default -> r.skipValue();
      }
    }
    r.endObject();
  }

  private void usage(JsonReader r) throws IOException {
    hasUsage = false;
    promptTokens = null;
    completionTokens = null;
    if (r.peek() != JsonToken.BEGIN_OBJECT) {
      r.skipValue();
      return;
    }
    hasUsage = true;
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "prompt_tokens" -> promptTokens = number(r);
        case "completion_tokens" -> completionTokens = number(r);
        default -> r.skipValue();
      }
    }
    r.endObject();
  }

  private void choices(JsonReader r, boolean streamed) throws IOException {
    hasChoice = false;
    choiceIsObject = false;
    finishReason = null;
    clearBody();
    if (r.peek() != JsonToken.BEGIN_ARRAY) {
      r.skipValue();
      return;
    }
    r.beginArray();
    if (r.hasNext()) {
      hasChoice = true;
      if (r.peek() == JsonToken.BEGIN_OBJECT) {
        choiceIsObject = true;
        choice(r, streamed);
      } else {
        r.skipValue();
      }
      // One choice is asked for; a server that sends more has only the first read.
      while (r.hasNext()) {
        r.skipValue();
      }
    }
    r.endArray();
  }

  private void choice(JsonReader r, boolean streamed) throws IOException {
    String bodyKey = streamed ? "delta" : "message";
    r.beginObject();
    while (r.hasNext()) {
      String name = r.nextName();
      if (name.equals("finish_reason")) {
        finishReason = string(r);
      } else if (name.equals(bodyKey)) {
        clearBody();
        if (r.peek() == JsonToken.BEGIN_OBJECT) {
          hasBody = true;
          body(r);
        } else {
          r.skipValue();
        }
      } else {
        r.skipValue();
      }
    }
    r.endObject();
  }

  private void clearBody() {
    hasBody = false;
    content = null;
    contentParts = null;
    reasoning = null;
    reasoningContent = null;
    calls = null;
  }

  private void body(JsonReader r) throws IOException {
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "content" -> {
          content = null;
          contentParts = null;
          JsonToken t = r.peek();
          if (t == JsonToken.STRING) {
            content = r.nextString();
          } else if (t == JsonToken.BEGIN_ARRAY) {
            contentParts = parts(r);
          } else {
            r.skipValue();
          }
        }
        case "reasoning" -> reasoning = string(r);
        case "reasoning_content" -> reasoningContent = string(r);
        case "tool_calls" -> toolCalls(r);
        default -> r.skipValue();
      }
    }
    r.endObject();
  }

  /** The text of the parts whose {@code type} is {@code text}, in order. */
  private static StringBuilder parts(JsonReader r) throws IOException {
    StringBuilder b = new StringBuilder();
    r.beginArray();
    while (r.hasNext()) {
      if (r.peek() != JsonToken.BEGIN_OBJECT) {
        r.skipValue();
        continue;
      }
      String type = null;
      String text = null;
      r.beginObject();
      while (r.hasNext()) {
        switch (r.nextName()) {
          case "type" -> type = string(r);
          case "text" -> text = string(r);
          default -> r.skipValue();
        }
      }
      r.endObject();
      if ("text".equals(type) && text != null) {
        b.append(text);
      }
    }
    r.endArray();
    return b;
  }

  private void toolCalls(JsonReader r) throws IOException {
    calls = null;
    if (r.peek() != JsonToken.BEGIN_ARRAY) {
      r.skipValue();
      return;
    }
    calls = new ArrayList<>(2);
    int position = 0;
    r.beginArray();
    while (r.hasNext()) {
      if (r.peek() == JsonToken.BEGIN_OBJECT) {
        calls.add(call(r, position));
      } else {
        r.skipValue();
      }
      position++;
    }
    r.endArray();
  }

  private static CallDelta call(JsonReader r, int position) throws IOException {
    CallDelta c = new CallDelta(position);
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "index" -> {
          c.indexJson = null;
          c.indexIsNumber = false;
          switch (r.peek()) {
            case NUMBER -> {
              c.indexJson = r.nextString();
              c.indexIsNumber = true;
            }
            case STRING -> c.indexJson = new JsonPrimitive(r.nextString()).toString();
            case BOOLEAN -> c.indexJson = Boolean.toString(r.nextBoolean());
            default -> r.skipValue();
          }
        }
        case "id" -> c.id = string(r);
        case "function" -> {
          c.name = null;
          c.arguments = null;
          c.hasFunction = r.peek() == JsonToken.BEGIN_OBJECT;
          if (c.hasFunction) {
            function(r, c);
          } else {
            r.skipValue();
          }
        }
        default -> r.skipValue();
      }
    }
    r.endObject();
    return c;
  }

  private static void function(JsonReader r, CallDelta c) throws IOException {
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "name" -> c.name = string(r);
        case "arguments" -> {
          JsonToken t = r.peek();
          if (t == JsonToken.STRING) {
            c.arguments = r.nextString();
          } else if (t == JsonToken.BEGIN_OBJECT) {
            // Not the API's shape (a string is), but some servers send an object: pass it on.
            c.arguments = JsonParser.parseReader(r).toString();
          } else {
            c.arguments = null;
            r.skipValue();
          }
        }
        default -> r.skipValue();
      }
    }
    r.endObject();
  }

  /** The error message, as {@link OpenAiErrors#messageOf} reads it; null for JSON null. */
  private static String error(JsonReader r) throws IOException {
    switch (r.peek()) {
      case NULL -> {
        r.nextNull();
        return null;
      }
      case STRING -> {
        return r.nextString();
      }
      case NUMBER -> {
        return r.nextString(); // the literal, as a tree's number gives it
      }
      case BOOLEAN -> {
        return Boolean.toString(r.nextBoolean());
      }
      default -> {
        JsonElement e = JsonParser.parseReader(r);
        JsonObject holder = new JsonObject();
        holder.add("error", e);
        return OpenAiErrors.messageOf(holder);
      }
    }
  }

  /** A string value, or null for any other kind, which is skipped. */
  private static String string(JsonReader r) throws IOException {
    if (r.peek() == JsonToken.STRING) {
      return r.nextString();
    }
    r.skipValue();
    return null;
  }

  /** A number's literal text, or null for any other kind, which is skipped. */
  private static String number(JsonReader r) throws IOException {
    if (r.peek() == JsonToken.NUMBER) {
      return r.nextString();
    }
    r.skipValue();
    return null;
  }
}
