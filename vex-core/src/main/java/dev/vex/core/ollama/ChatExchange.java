package dev.vex.core.ollama;

import dev.vex.core.internal.runtime.Abort;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ReplyTooLargeException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import java.io.CharArrayReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.Channels;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One {@code /api/chat} exchange and its deadlines: the first byte within {@code firstByteTimeout},
 * no silence longer than {@code idleTimeout} (an error body that stalls after its headers
 * included), the whole reply within {@code readTimeout}, none of them past the call's deadline, and
 * at most {@code maxReplyChars} of reply. The deadlines are watches on the runtime's {@link
 * Deadlines} sweeper, which close the body or interrupt the waiting thread when they pass; no timer
 * is scheduled per request. A cancelled turn aborts the exchange the same way, at once, through the
 * {@link Abort} bound to the turn's thread. Every way the exchange can end becomes a typed model
 * exception that says which limit ended it.
 *
 * <p>Built once per client with its limits; immutable and thread-safe.
 */
final class ChatExchange {
  private static final int READ_BUFFER_BYTES = 1024;
  private static final int DRAIN_LIMIT_CHARS = 8 * 1024;
  private static final int ERROR_BODY_LIMIT = 64 * 1024;

  private final OllamaHttp http;
  private final Duration firstByteTimeout;
  private final Duration idleTimeout;
  private final Duration readTimeout;
  private final int maxReplyChars;

  ChatExchange(
      OllamaHttp http,
      Duration firstByteTimeout,
      Duration idleTimeout,
      Duration readTimeout,
      int maxReplyChars) {
    this.http = http;
    this.firstByteTimeout = firstByteTimeout;
    this.idleTimeout = idleTimeout;
    this.readTimeout = readTimeout;
    this.maxReplyChars = maxReplyChars;
  }

  /**
   * One exchange. A streamed reply is read as it comes, through a bounded reader; a whole reply is
   * collected by {@link WholeBody}, bounded in bytes, and then read by the same reader.
   */
  ChatResponse exchange(
      HttpRequest httpRequest, ChatRequest request, StreamHandler h, long deadline) {
    if (!request.stream()) {
      return whole(httpRequest, request, h, deadline);
    }
    String model = request.model();
    long window = Math.min(firstByteTimeout.toNanos(), remaining(deadline));
    Deadlines.Watch firstByte = http.deadlines().watch(window, Thread.currentThread()::interrupt);
    HttpResponse<InputStream> response =
        sendChat(
            httpRequest,
            HttpResponse.BodyHandlers.ofInputStream(),
            model,
            deadline,
            firstByte,
            window);
    InputStream in = response.body();
    long left = remaining(deadline);
    boolean byDeadline = left < readTimeout.toNanos();
    // One watch for both limits: silence past the idle window, or the end of the read window.
    long readEnd = System.nanoTime() + (byDeadline ? left : readTimeout.toNanos());
    // The first byte's watch becomes the body's: one watch per exchange, not two. An error body
    // that stalls after the headers is bounded by the idle timeout too.
    Deadlines.Watch body = bodyWatch(firstByte, response.statusCode() == 200, readEnd, in);
    Abort.Registration cancel = null;
    try (in) {
      // A cancelled turn closes the body: the read below fails at once, interrupt flag or not.
      cancel = Abort.register(() -> closeQuietly(in));
      return read(response, in, request, h, body, readEnd, byDeadline);
    } catch (IOException e) {
      throw new StreamBrokenException(-1, null, "could not read the reply: " + e, e);
    } finally {
      body.cancel(); // already cancelled where the read ended; here for a throw before it
      if (cancel != null) {
        cancel.close();
      }
    }
  }

  /**
   * Moves the first byte's watch to the body: the idle window, for a 200 capped by the end of the
   * read window, closing the body when it passes. When the first-byte window passed as the headers
   * came, its interrupt is cleared and the body gets a watch of its own.
   */
  private Deadlines.Watch bodyWatch(
      Deadlines.Watch firstByte, boolean ok, long readEnd, InputStream in) {
    long idle = idleTimeout.toNanos();
    Deadlines.Expiry close = () -> closeQuietly(in);
    if (ok ? firstByte.restart(idle, readEnd, close) : firstByte.restart(idle, close)) {
      return firstByte;
    }
    Thread.interrupted(); // the deadline fired as the reply arrived: clear its interrupt
    return ok ? http.deadlines().watch(idle, readEnd, close) : http.deadlines().watch(idle, close);
  }

  private ChatResponse read(
      HttpResponse<InputStream> response,
      InputStream in,
      ChatRequest request,
      StreamHandler h,
      Deadlines.Watch body,
      long readEnd,
      boolean byDeadline)
      throws IOException {
    String model = request.model();
    int status = request.stream() ? -1 : 200;
    if (response.statusCode() != 200) {
      Deadlines.Watch stalled = body;
      String text;
      try {
        text = errorBody(in);
      } catch (IOException e) {
        text = "";
      } finally {
        stalled.cancel();
      }
      if (stalled.fired()) {
        throw errorBodyStalled(model, response.statusCode());
      }
      throw ErrorMapper.fromStatus(response.statusCode(), text, model, http.baseUrl());
    }
    ChatReader reader = new ChatReader(h, maxReplyChars);
    try (Reader source = utf8(in)) {
      reader.read(source, body::progress);
      if (reader.done()) {
        drain(source);
      }
    } catch (IOException | RuntimeException e) {
      if (e instanceof ModelException m) {
        throw m;
      }
      ChatReader.TooLarge tooLarge = tooLarge(e);
      if (tooLarge != null) {
        throw cutOff(model, tooLarge.getMessage(), e);
      }
      throw broken(body, readEnd, byDeadline, reader, model, status, e);
    } finally {
      body.cancel();
    }
    if (reader.error() != null) {
      throw ErrorMapper.midStream(reader.error(), model);
    }
    if (!reader.done()) {
      if (body.fired()) {
        throw timeout(readEnd, byDeadline, model, null);
      }
      throw new StreamBrokenException(
          status,
          null,
          request.stream()
              ? "the reply of model '"
                  + model
                  + "' ended before its final chunk (received "
                  + reader.contentSoFar().length()
                  + " characters)"
              : "the reply of model '" + model + "' has no final chunk",
          null);
    }
    return reader.response();
  }

  /**
   * A whole reply: the body is collected on the HTTP client's thread and this thread wakes once,
   * when all of it is in (see {@link WholeBody}). The limits are those of a stream: the first byte
   * within {@code firstByteTimeout}, no silence longer than {@code idleTimeout}, the body within
   * {@code readTimeout}, none of them past the call's deadline; the body at most three bytes per
   * character of the reader's limit (the most UTF-8 takes for one), and then the reader's own limit
   * in characters.
   */
  private ChatResponse whole(
      HttpRequest httpRequest, ChatRequest request, StreamHandler h, long deadline) {
    String model = request.model();
    Thread caller = Thread.currentThread();
    Deadlines deadlines = http.deadlines();
    long window = Math.min(firstByteTimeout.toNanos(), remaining(deadline));
    long left = remaining(deadline);
    boolean byDeadline = left < readTimeout.toNanos();
    long charLimit = (long) maxReplyChars + ChatReader.CHUNK_OVERHEAD_CHARS;
    WholeBody body =
        new WholeBody(
            deadlines,
            deadlines.watch(window, caller::interrupt),
            (int) Math.min(Integer.MAX_VALUE - 16, 3 * charLimit),
            ERROR_BODY_LIMIT,
            idleTimeout.toNanos(),
            byDeadline ? left : readTimeout.toNanos());
    // A cancelled turn interrupts this thread: the JDK client then aborts the exchange.
    Abort.Registration cancel = Abort.register(caller::interrupt);
    HttpResponse<WholeBody.Result> response;
    try {
      response = http.send(httpRequest, body, model, body::beforeHeaders);
    } catch (StreamBrokenException e) {
      if (body.finish() && e.getCause() instanceof InterruptedException) {
        Thread.interrupted(); // our own deadline, not the caller's interrupt
        throw firstByte(model, window, e.getCause());
      }
      if (passed(deadline) && e.getCause() instanceof InterruptedException) {
        throw callTimeout(model, e.getCause()); // the turn's expiry came first: the same timeout
      }
      if (!body.beforeHeaders() && body.errorStatus() > 0) {
        // the server's error body broke off, and the client failed the exchange before the body
        // ended: it still says what the server said, as when the body's own end is seen
        throw ErrorMapper.fromStatus(body.errorStatus(), body.errorSoFar(), model, http.baseUrl());
      }
      if (!body.beforeHeaders() && e.getCause() instanceof IOException io) {
        throw new StreamBrokenException(
            -1, null, "the reply of model '" + model + "' broke off: " + io, io);
      }
      throw e;
    } finally {
      cancel.close();
      if (body.finish()) {
        Thread.interrupted(); // the first-byte window passed as the reply arrived
      }
    }
    return whole(response, request, h, byDeadline);
  }

  private ChatResponse whole(
      HttpResponse<WholeBody.Result> response,
      ChatRequest request,
      StreamHandler h,
      boolean byDeadline) {
    String model = request.model();
    WholeBody.Result body = response.body();
    if (response.statusCode() != 200) {
      if (body.outcome() == WholeBody.Outcome.IDLE) {
        throw errorBodyStalled(model, response.statusCode());
      }
      String text = new String(body.bytes(), 0, body.count(), StandardCharsets.UTF_8);
      throw ErrorMapper.fromStatus(response.statusCode(), text, model, http.baseUrl());
    }
    // Compared, not switched on: a switch over an enum costs a generated class of its own.
    WholeBody.Outcome outcome = body.outcome();
    if (outcome == WholeBody.Outcome.IDLE) {
      throw idle(model, null);
    }
    if (outcome == WholeBody.Outcome.READ) {
      throw readTimeout(byDeadline, model, null);
    }
    if (outcome == WholeBody.Outcome.TOO_LARGE) {
      throw cutOff(model, "it passed " + body.count() + " bytes", null);
    }
    ChatReader reader = new ChatReader(h, maxReplyChars);
    try {
      reader.read(decode(body), () -> {});
    } catch (IOException | RuntimeException e) {
      if (e instanceof ModelException m) {
        throw m;
      }
      ChatReader.TooLarge tooLarge = tooLarge(e);
      if (tooLarge != null) {
        throw cutOff(model, tooLarge.getMessage(), e);
      }
      throw new StreamBrokenException(
          200, null, "the reply of model '" + model + "' is not valid JSON: " + e.getMessage(), e);
    }
    if (reader.error() != null) {
      throw ErrorMapper.midStream(reader.error(), model);
    }
    if (!reader.done()) {
      throw new StreamBrokenException(
          200, null, "the reply of model '" + model + "' has no final chunk", null);
    }
    return reader.response();
  }

  /**
   * Decodes a whole body strictly: malformed UTF-8 is an error, as in a stream. A body of ASCII
   * bytes only (most replies: JSON escapes what it does not write as ASCII only for some models,
   * but the frame is ASCII) is read from its bytes as they are, without a decoded copy of it.
   */
  static Reader decode(WholeBody.Result body) throws CharacterCodingException {
    byte[] bytes = body.bytes();
    int count = body.count();
    if (ascii(bytes, count)) {
      return new AsciiReader(bytes, count);
    }
    CharBuffer chars = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, 0, count));
    return new CharArrayReader(chars.array(), chars.arrayOffset(), chars.limit());
  }

  private static boolean ascii(byte[] bytes, int count) {
    for (int i = 0; i < count; i++) {
      if (bytes[i] < 0) {
        return false;
      }
    }
    return true;
  }

  /** Reads ASCII bytes as characters, one each. Not thread-safe. */
  private static final class AsciiReader extends Reader {
    private final byte[] bytes;
    private final int count;
    private int pos;

    AsciiReader(byte[] bytes, int count) {
      this.bytes = bytes;
      this.count = count;
    }

    @Override
    public int read(char[] buf, int off, int len) {
      if (pos >= count) {
        return -1;
      }
      int n = Math.min(len, count - pos);
      byte[] b = bytes;
      for (int i = 0, at = pos; i < n; i++) {
        buf[off + i] = (char) b[at + i];
      }
      pos += n;
      return n;
    }

    @Override
    public void close() {
      // nothing to release: the bytes are the whole body's
    }
  }

  /** The size limit's exception, also when gson wrapped it (it does inside a JSON tree). */
  private static ChatReader.TooLarge tooLarge(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof ChatReader.TooLarge large) {
        return large;
      }
    }
    return null;
  }

  private ModelException broken(
      Deadlines.Watch body,
      long readEnd,
      boolean byDeadline,
      ChatReader reader,
      String model,
      int status,
      Exception e) {
    if (body.fired()) {
      return timeout(readEnd, byDeadline, model, e);
    }
    String what =
        status == 200
            ? "the reply of model '" + model + "' is not valid JSON: "
            : "the reply of model '"
                + model
                + "' broke off after "
                + reader.contentSoFar().length()
                + " characters: ";
    return new StreamBrokenException(status, null, what + e.getMessage(), e);
  }

  /**
   * The timeout of a reply whose body watch fired: the read window's when its end has passed (the
   * watch's cap), else the idle window's.
   */
  private ModelTimeoutException timeout(
      long readEnd, boolean callDeadline, String model, Exception cause) {
    if (System.nanoTime() - readEnd < 0) {
      return idle(model, cause);
    }
    return readTimeout(callDeadline, model, cause);
  }

  private ModelTimeoutException readTimeout(boolean callDeadline, String model, Exception cause) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.READ,
        "model '"
            + model
            + "' was still sending its reply when "
            + (callDeadline
                ? "the call's deadline passed"
                : "the read timeout of " + readTimeout.toSeconds() + " s passed")
            + "; it was cut off (lower num_predict, or raise readTimeout)",
        cause);
  }

  private ModelTimeoutException firstByte(String model, long windowNanos, Throwable cause) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.FIRST_BYTE,
        "no reply from model '"
            + model
            + "' within "
            + TimeUnit.NANOSECONDS.toSeconds(windowNanos)
            + " s; the model may still be loading: raise firstByteTimeout or preload it",
        cause);
  }

  private ModelTimeoutException errorBodyStalled(String model, int status) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.IDLE,
        "model '"
            + model
            + "' answered HTTP "
            + status
            + " and then sent nothing for "
            + idleTimeout.toMillis()
            + " ms; check the server",
        null);
  }

  private ReplyTooLargeException cutOff(String model, String why, Throwable cause) {
    return new ReplyTooLargeException(
        maxReplyChars,
        "the reply of model '"
            + model
            + "' was cut off: "
            + why
            + "; raise maxReplyChars or lower num_predict",
        cause);
  }

  private ModelTimeoutException idle(String model, Exception cause) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.IDLE,
        "model '"
            + model
            + "' sent nothing for "
            + idleTimeout.toSeconds()
            + " s in the middle of its reply; raise idleTimeout or check the server",
        cause);
  }

  /**
   * Sends a chat request under the first-byte timeout. The deadline is kept by the shared {@link
   * Deadlines} sweeper, which interrupts this thread when it passes (the JDK client then cancels
   * the exchange); a per-request {@code HttpRequest.timeout} would register a timer with the
   * client's selector and wake it on every request. The watch is the caller's: cancelled here when
   * the send fails, moved by the caller to the body when it succeeds; {@code window} is the one it
   * was started with.
   */
  private <T> HttpResponse<T> sendChat(
      HttpRequest request,
      HttpResponse.BodyHandler<T> handler,
      String model,
      long deadline,
      Deadlines.Watch watch,
      long window) {
    Abort.Registration cancel = Abort.register(Thread.currentThread()::interrupt);
    boolean sent = false;
    try {
      HttpResponse<T> response = http.send(request, handler, model);
      sent = true; // the caller moves the watch to the body
      return response;
    } catch (StreamBrokenException e) {
      if (watch.fired() && e.getCause() instanceof InterruptedException) {
        Thread.interrupted(); // our own deadline, not the caller's interrupt
        throw firstByte(model, window, e.getCause());
      }
      if (passed(deadline) && e.getCause() instanceof InterruptedException) {
        throw callTimeout(model, e.getCause()); // the turn's expiry came first: the same timeout
      }
      throw e;
    } finally {
      cancel.close();
      if (!sent && !watch.cancel()) {
        Thread.interrupted(); // the deadline fired as the reply failed: clear its interrupt
      }
    }
  }

  /** Whether a deadline has passed; never for {@link ChatBackend#NO_DEADLINE}. */
  private static boolean passed(long deadline) {
    return deadline != ChatBackend.NO_DEADLINE && deadline - System.nanoTime() <= 0;
  }

  /**
   * The call's timeout when the turn's own expiry interrupted the wait for the reply at its
   * deadline, a moment before this call's watch would have: the same typed timeout either way.
   */
  private static ModelTimeoutException callTimeout(String model, Throwable cause) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.CALL,
        "no reply from model '" + model + "' within the turn's time",
        cause);
  }

  /**
   * Returns the nanoseconds until a deadline, at least 1; a very large number when there is none.
   *
   * @param deadline a {@link System#nanoTime()} value or {@link ChatBackend#NO_DEADLINE}
   * @return the nanoseconds left
   */
  static long remaining(long deadline) {
    if (deadline == ChatBackend.NO_DEADLINE) {
      return Long.MAX_VALUE;
    }
    return Math.max(1, deadline - System.nanoTime());
  }

  /** Reads at most {@link #ERROR_BODY_LIMIT} bytes of an error body; the rest is not read. */
  private static String errorBody(InputStream in) throws IOException {
    byte[] head = in.readNBytes(ERROR_BODY_LIMIT);
    return new String(head, StandardCharsets.UTF_8);
  }

  /** A UTF-8 reader with a small buffer: replies are read line by line, not in 8 KB blocks. */
  private static Reader utf8(InputStream in) {
    return Channels.newReader(
        Channels.newChannel(in), StandardCharsets.UTF_8.newDecoder(), READ_BUFFER_BYTES);
  }

  /**
   * Reads what follows the final chunk (normally nothing but the end of the chunked body), so the
   * connection goes back to the pool instead of being closed. Bounded: a server that keeps talking
   * is cut off.
   */
  private static void drain(Reader source) throws IOException {
    char[] rest = new char[64];
    int budget = DRAIN_LIMIT_CHARS;
    int n;
    while (budget > 0 && (n = source.read(rest)) >= 0) {
      budget -= n;
    }
  }

  private static void closeQuietly(InputStream in) {
    try {
      in.close();
    } catch (IOException ignored) {
      // closing only unblocks the reader
    }
  }
}
