package dev.vex.simulator;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What the simulator does for one {@code POST /api/chat}. Replies are immutable and thread-safe;
 * the {@code with...} methods return changed copies. The server-side checks (unknown model, tools
 * on a model without the capability, ...) run before a reply is taken, so a rejected request does
 * not consume one.
 */
public final class Reply {

  enum Kind {
    TEXT,
    TOOL_CALLS,
    RAW,
    ERROR,
    MID_STREAM_ERROR,
    DROP,
    STALL,
    STALL_AFTER_HEADERS
  }

  final Kind kind;
  final String text;
  final List<ToolCallSpec> toolCalls;
  final int status;
  final String error;
  final Duration stall;
  final String thinking;
  final Duration firstByteDelay;
  final Duration tokenDelay;
  final Integer evalCount;
  final Integer promptEvalCount;
  final String doneReason;
  final List<String> chunks;

  private Reply(
      Kind kind,
      String text,
      List<ToolCallSpec> toolCalls,
      int status,
      String error,
      Duration stall,
      String thinking,
      Duration firstByteDelay,
      Duration tokenDelay,
      Integer evalCount,
      Integer promptEvalCount,
      String doneReason,
      List<String> chunks) {
    this.kind = kind;
    this.text = text;
    this.toolCalls = List.copyOf(toolCalls);
    this.status = status;
    this.error = error;
    this.stall = stall;
    this.thinking = thinking;
    this.firstByteDelay = firstByteDelay;
    this.tokenDelay = tokenDelay;
    this.evalCount = evalCount;
    this.promptEvalCount = promptEvalCount;
    this.doneReason = doneReason;
    this.chunks = chunks == null ? null : List.copyOf(chunks);
  }

  /** The fields of a reply while a copy of it is being changed. */
  private static final class Fields {
    Kind kind;
    String text;
    List<ToolCallSpec> toolCalls;
    int status;
    String error;
    Duration stall;
    String thinking;
    Duration firstByteDelay;
    Duration tokenDelay;
    Integer evalCount;
    Integer promptEvalCount;
    String doneReason;
    List<String> chunks;
  }

  /** A copy with some fields changed. */
  private Reply with(Consumer<Fields> change) {
    Fields f = new Fields();
    f.kind = kind;
    f.text = text;
    f.toolCalls = toolCalls;
    f.status = status;
    f.error = error;
    f.stall = stall;
    f.thinking = thinking;
    f.firstByteDelay = firstByteDelay;
    f.tokenDelay = tokenDelay;
    f.evalCount = evalCount;
    f.promptEvalCount = promptEvalCount;
    f.doneReason = doneReason;
    f.chunks = chunks;
    change.accept(f);
    return new Reply(
        f.kind,
        f.text,
        f.toolCalls,
        f.status,
        f.error,
        f.stall,
        f.thinking,
        f.firstByteDelay,
        f.tokenDelay,
        f.evalCount,
        f.promptEvalCount,
        f.doneReason,
        f.chunks);
  }

  private static Reply of(Kind kind, String text, List<ToolCallSpec> calls) {
    return new Reply(
        kind,
        Objects.requireNonNull(text, "text"),
        calls,
        200,
        null,
        Duration.ZERO,
        "",
        null,
        null,
        null,
        null,
        "stop",
        null);
  }

  /**
   * A plain answer. Streamed, it is split into word tokens that keep their leading whitespace
   * ({@code "The", " answer", " is"}), one NDJSON line each, then the done line.
   *
   * @param content the assistant's content
   * @return the reply
   */
  public static Reply text(String content) {
    return of(Kind.TEXT, content, List.of());
  }

  /**
   * A plain answer streamed in exactly the given deltas, one NDJSON line each (a host sees these
   * pieces as they are, for example a tag split across lines as {@code "<"}, {@code "tool_call>"}).
   * Without streaming the message carries their concatenation.
   *
   * @param chunks the content deltas, in order; none may be null
   * @return the reply
   */
  public static Reply chunks(List<String> chunks) {
    List<String> copy = List.copyOf(chunks);
    return of(Kind.TEXT, String.join("", copy), List.of()).with(f -> f.chunks = copy);
  }

  /**
   * One native tool call: a line whose message has {@code content:""} and {@code tool_calls}, then
   * the done line with {@code done_reason:"stop"}.
   *
   * @param name the function name
   * @param argumentsJsonObject the arguments, a JSON object
   * @return the reply
   */
  public static Reply toolCall(String name, String argumentsJsonObject) {
    return toolCalls(ToolCallSpec.of(name, argumentsJsonObject));
  }

  /**
   * Native tool calls with indices 0, 1, ...; streamed, each call comes in its own line.
   *
   * @param calls the calls, at least one
   * @return the reply
   */
  public static Reply toolCalls(ToolCallSpec... calls) {
    return textThenToolCalls("", calls);
  }

  /**
   * Qwen-style leading text, then native tool calls: content lines first, then one line per call.
   * Without streaming the message carries both the content and the calls.
   *
   * @param leadingText the text before the calls
   * @param calls the calls, at least one
   * @return the reply
   */
  public static Reply textThenToolCalls(String leadingText, ToolCallSpec... calls) {
    if (calls.length == 0) {
      throw new IllegalArgumentException("at least one tool call is needed");
    }
    return of(Kind.TOOL_CALLS, leadingText, List.of(calls));
  }

  /**
   * The model's raw output, run through an emulation of Ollama's generic tool parser for the
   * requested model's {@link ToolTag}, token by token, when the request offers tools (without tools
   * the raw output is plain content). Calls to offered tools become {@code tool_calls} (stringified
   * arguments are parsed into an object); an unknown name after {@code <tool_call>} is dropped
   * silently (content {@code ""}); with the <code>&#123;</code> tag any leading prose or {@code
   * ```json} turns everything into content; a call without an arguments key is not a call.
   *
   * @param modelOutput what the model generated
   * @return the reply
   */
  public static Reply raw(String modelOutput) {
    return of(Kind.RAW, modelOutput, List.of());
  }

  /**
   * An HTTP error before the first byte: the status and body {@code {"error":message}}.
   *
   * @param status the HTTP status, 400 to 599
   * @param message the error message
   * @return the reply
   */
  public static Reply error(int status, String message) {
    if (status < 400 || status > 599) {
      throw new IllegalArgumentException("status must be 400..599: " + status);
    }
    return of(Kind.ERROR, "", List.of()).copy(status, Objects.requireNonNull(message, "message"));
  }

  /**
   * A failure after the stream has started: status 200, content lines for {@code partialText}, one
   * {@code {"error":...}} line, then the end of the body, with no done line. With {@code
   * stream:false} it is a 500 with body {@code {"error":...}}.
   *
   * @param partialText the content streamed before the failure
   * @param error the error message
   * @return the reply
   */
  public static Reply midStreamError(String partialText, String error) {
    return of(Kind.MID_STREAM_ERROR, partialText, List.of())
        .copy(200, Objects.requireNonNull(error, "error"));
  }

  /**
   * A crash: content lines for {@code partialText}, then the TCP connection is closed without the
   * terminating chunk. With {@code stream:false} the connection is closed before any byte.
   *
   * @param partialText the content streamed before the drop
   * @return the reply
   */
  public static Reply drop(String partialText) {
    return of(Kind.DROP, partialText, List.of());
  }

  /**
   * A hang: the request is read, nothing is sent for {@code duration}, then the connection is
   * closed without a response. The request holds its parallel slot meanwhile.
   *
   * @param duration how long to stay silent
   * @return the reply
   */
  public static Reply stall(Duration duration) {
    return of(Kind.STALL, "", List.of()).with(f -> f.stall = requireNonNegative(duration));
  }

  /**
   * A stream that starts and then hangs: the status line and headers of a streamed 200 are sent
   * (chunked, of the dialect's content type) and flushed, then nothing for {@code duration}, then
   * the connection is closed without finishing the body. The request holds its parallel slot
   * meanwhile. A client's first-byte timeout does not see it; only an idle or first-text bound
   * does.
   *
   * @param duration how long to stay silent after the headers
   * @return the reply
   */
  public static Reply stallAfterHeaders(Duration duration) {
    return of(Kind.STALL_AFTER_HEADERS, "", List.of())
        .with(f -> f.stall = requireNonNegative(duration));
  }

  /**
   * Output cut by {@code num_predict} or the context limit: content lines, then the done line with
   * {@code done_reason:"length"}.
   *
   * @param partialContent the content before the cut
   * @return the reply
   */
  public static Reply length(String partialContent) {
    return text(partialContent).withDoneReason("length");
  }

  /**
   * Returns a copy that streams {@code thinking} first, as {@code message.thinking} deltas (dropped
   * when the request says {@code think:false}).
   *
   * @param thinking the reasoning text
   * @return the copy
   */
  public Reply withThinking(String thinking) {
    return with(f -> f.thinking = Objects.requireNonNull(thinking, "thinking"));
  }

  /**
   * Returns a copy that waits this long before the status line (a cold model load). It overrides
   * the simulator's default.
   *
   * @param delay the delay, not negative
   * @return the copy
   */
  public Reply withFirstByteDelay(Duration delay) {
    return with(f -> f.firstByteDelay = requireNonNegative(delay));
  }

  /**
   * Returns a copy that waits this long between streamed lines. It overrides the simulator's
   * default.
   *
   * @param delay the delay, not negative
   * @return the copy
   */
  public Reply withTokenDelay(Duration delay) {
    return with(f -> f.tokenDelay = requireNonNegative(delay));
  }

  /**
   * Returns a copy whose done line reports this {@code eval_count} (the default is the number of
   * generated tokens). Zero omits the field, as Go's {@code omitempty} does.
   *
   * @param evalCount the count, not negative
   * @return the copy
   */
  public Reply withEvalCount(int evalCount) {
    return with(f -> f.evalCount = requireNonNegative(evalCount));
  }

  /**
   * Returns a copy whose done line reports this {@code prompt_eval_count}. The default estimates
   * the prompt (about 4 characters a token) and caps it at {@code options.num_ctx} (4096 when not
   * set), as Ollama's silent truncation does.
   *
   * @param promptEvalCount the count, not negative
   * @return the copy
   */
  public Reply withPromptEvalCount(int promptEvalCount) {
    return with(f -> f.promptEvalCount = requireNonNegative(promptEvalCount));
  }

  /**
   * Returns a copy whose done line has this {@code done_reason}, for example {@code length} for a
   * raw tool call cut by {@code num_predict}. The default is {@code stop}.
   *
   * @param doneReason the reason
   * @return the copy
   */
  public Reply withDoneReason(String doneReason) {
    return with(f -> f.doneReason = Objects.requireNonNull(doneReason, "doneReason"));
  }

  private Reply copy(int status, String error) {
    return with(
        f -> {
          f.status = status;
          f.error = error;
        });
  }

  private static Duration requireNonNegative(Duration d) {
    if (Objects.requireNonNull(d, "duration").isNegative()) {
      throw new IllegalArgumentException("duration is negative: " + d);
    }
    return d;
  }

  private static int requireNonNegative(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("count is negative: " + n);
    }
    return n;
  }

  @Override
  public String toString() {
    return "Reply[" + kind + (text.isEmpty() ? "" : ", " + text) + "]";
  }
}
