package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.vex.core.internal.json.ArgumentTrees;
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
 *
 * <p>Bounded: the reply (content, thinking and tool calls together) may hold at most {@code
 * maxReplyChars} characters, and one chunk at most that much plus {@link #CHUNK_OVERHEAD_CHARS};
 * past either the reader stops with {@link TooLarge}, having buffered no more than the limit.
 * Numbers are read from their literal text with a length check before any conversion, so a literal
 * such as {@code 1e30000000} or a million digits costs no more than reading it.
 */
final class ChatReader {
  /** What a chunk may hold besides the reply's own text: the model name, metrics, JSON syntax. */
  static final int CHUNK_OVERHEAD_CHARS = 64 * 1024;

  /** What each tool call counts towards the size limit besides its name and arguments. */
  private static final int CALL_OVERHEAD_CHARS = 16;

  private static final int MAX_NUMBER_CHARS = 20;
  private static final java.util.Comparator<ToolCall> BY_INDEX =
      java.util.Comparator.comparingInt(ToolCall::index);
  private static final int MAX_SHORT_TEXT = 2_000;

  /** The reply or one chunk passed its size limit. */
  static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge(String message) {
      super(message);
    }
  }

  /** A field holds a value of the wrong kind or out of range. */
  static final class Malformed extends IOException {
    private static final long serialVersionUID = 1L;

    Malformed(String message) {
      super(message);
    }
  }

  private final StreamHandler handler;
  private final long maxReplyChars;
  private long replyChars;

  /**
   * The content while it is one delta (a whole reply, or a stream's first chunk): kept as it is,
   * without a builder and its copy. The builder holds it once a second delta comes.
   */
  private String firstContent = "";

  private StringBuilder content;
  private StringBuilder thinking;

  /** The calls read so far; made at the first one (most replies, the answers, hold none). */
  private List<ToolCall> toolCalls;

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

  ChatReader(StreamHandler handler, long maxReplyChars) {
    this.handler = handler;
    this.maxReplyChars = maxReplyChars;
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
    Limited limited = new Limited(source, maxReplyChars + CHUNK_OVERHEAD_CHARS);
    JsonReader r = new JsonReader(limited);
    r.setStrictness(Strictness.LENIENT); // NDJSON: several top-level values in one stream
    while (!done && error == null && r.peek() != JsonToken.END_DOCUMENT) {
      chunk(r);
      limited.newChunk();
      progress.run();
    }
  }

  long replyChars() {
    return replyChars;
  }

  boolean done() {
    return done;
  }

  String error() {
    return error;
  }

  String contentSoFar() {
    return content == null ? firstContent : content.toString();
  }

  ChatResponse response() {
    if (toolCalls != null && toolCalls.size() > 1) {
      toolCalls.sort(BY_INDEX);
    }
    Message message =
        new Message(
            Role.ASSISTANT,
            contentSoFar(),
            null,
            toolCalls == null ? List.of() : toolCalls,
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
        case "model" -> model = shortText(r);
        case "message" -> message(r);
        case "done" -> done = r.nextBoolean();
        case "done_reason" -> doneReason = shortText(r);
        case "total_duration" -> totalDuration = wholeNumber(r, name);
        case "load_duration" -> loadDuration = wholeNumber(r, name);
        case "prompt_eval_count" -> promptEvalCount = wholeNumber(r, name);
        case "prompt_eval_duration" -> promptEvalDuration = wholeNumber(r, name);
        case "eval_count" -> evalCount = wholeNumber(r, name);
        case "eval_duration" -> evalDuration = wholeNumber(r, name);
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
      return abbreviate(r.nextString());
    }
    JsonElement e = JsonParser.parseReader(r);
    return abbreviate(e.toString());
  }

  private static String shortText(JsonReader r) throws IOException {
    String s = nullableString(r);
    return s == null ? null : abbreviate(s);
  }

  private static String abbreviate(String s) {
    return s.length() <= MAX_SHORT_TEXT ? s : s.substring(0, MAX_SHORT_TEXT) + "...";
  }

  /**
   * Reads a whole number from its literal text: at most 20 characters, then parsed exactly. A
   * fraction, an exponent, or a value beyond a long is malformed, never silently rounded.
   */
  static long wholeNumber(JsonReader r, String field) throws IOException {
    JsonToken t = r.peek();
    if (t != JsonToken.NUMBER && t != JsonToken.STRING) {
      throw new Malformed("'" + field + "' must be a whole number, found " + t);
    }
    String literal = r.nextString();
    if (literal.length() <= MAX_NUMBER_CHARS) {
      try {
        return Long.parseLong(literal);
      } catch (NumberFormatException ignored) {
        // reported below
      }
    }
    throw new Malformed(
        "'"
            + field
            + "' must be a whole number between "
            + Long.MIN_VALUE
            + " and "
            + Long.MAX_VALUE
            + ", found "
            + (literal.length() > 40
                ? literal.substring(0, 40) + "... (" + literal.length() + " characters)"
                : literal));
  }

  private void grow(long chars) throws TooLarge {
    replyChars += chars;
    if (replyChars > maxReplyChars) {
      throw new TooLarge(
          "the reply passed the limit of " + maxReplyChars + " characters (maxReplyChars)");
    }
  }

  private void message(JsonReader r) throws IOException {
    r.beginObject();
    while (r.hasNext()) {
      switch (r.nextName()) {
        case "content" -> {
          String delta = nullableString(r);
          if (delta != null && !delta.isEmpty()) {
            grow(delta.length());
            if (content != null) {
              content.append(delta);
            } else if (firstContent.isEmpty()) {
              firstContent = delta;
            } else {
              content = new StringBuilder(firstContent.length() + delta.length() + 16);
              content.append(firstContent).append(delta);
            }
            handler.onContent(delta);
          }
        }
        case "thinking" -> {
          String delta = nullableString(r);
          if (delta != null && !delta.isEmpty()) {
            grow(delta.length());
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
              case "index" -> index = index(r);
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
    // The text once, and its tree kept beside it: the steps after this one parse nothing again.
    String text =
        arguments == null ? null : ArgumentTrees.remember(arguments.toString(), arguments);
    grow(
        CALL_OVERHEAD_CHARS
            + name.length()
            + (arguments == null ? 0 : argumentChars(arguments, text)));
    if (toolCalls == null) {
      toolCalls = new ArrayList<>(2);
    }
    int position = index >= 0 ? index : toolCalls.size();
    toolCalls.add(new ToolCall(id == null || id.isEmpty() ? newId() : id, position, name, text));
  }

  private static int index(JsonReader r) throws IOException {
    long v = wholeNumber(r, "index");
    if (v < 0 || v > Integer.MAX_VALUE) {
      throw new Malformed("'index' must be between 0 and " + Integer.MAX_VALUE + ", found " + v);
    }
    return (int) v;
  }

  /** The arguments' size as text; a primitive is measured without serializing the tree. */
  private static long argumentChars(JsonElement arguments, String text) {
    if (arguments.isJsonPrimitive()) {
      return arguments.getAsString().length();
    }
    return text.length();
  }

  private static String nullableString(JsonReader r) throws IOException {
    if (r.peek() == JsonToken.NULL) {
      r.nextNull();
      return null;
    }
    return r.nextString();
  }

  /**
   * Counts the characters read since the last chunk ended and stops with {@link TooLarge} past the
   * limit. The JSON reader reads ahead by up to its buffer (1,024 characters), so the count is that
   * much approximate at chunk boundaries.
   */
  private static final class Limited extends Reader {
    private final Reader in;
    private final long limit;
    private long sinceChunk;

    Limited(Reader in, long limit) {
      this.in = in;
      this.limit = limit;
    }

    void newChunk() {
      sinceChunk = 0;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
      int n = in.read(buf, off, len);
      if (n > 0) {
        sinceChunk += n;
        if (sinceChunk > limit) {
          throw new TooLarge("one chunk of the reply passed " + limit + " characters");
        }
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
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
