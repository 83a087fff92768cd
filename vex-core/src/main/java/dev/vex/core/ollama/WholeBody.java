package dev.vex.core.ollama;

import dev.vex.core.internal.runtime.Deadlines;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * The body handler of a whole (not streamed) reply: it collects the body on the HTTP client's
 * thread, bounded in size and time, so that the waiting thread wakes once, when all of it is in.
 * Reading through an input stream instead woke it twice: once for the headers, then again for the
 * body, which the client hands over on another thread.
 *
 * <p>Until the headers arrive, the first-byte watch (set by the caller) interrupts the waiting
 * thread. When they arrive the same watch is moved to the body ({@link Deadlines.Watch#restart}),
 * so that an exchange registers one watch, not two: silence longer than the idle window and (for a
 * 200) the end of the whole read window each end the body where it stands, with an {@link Outcome}
 * that says which limit ended it; the waiting thread is never interrupted for them. A body past its
 * byte limit ends the same way. One exchange, one use; the caller calls {@link #finish} when {@code
 * send} has returned or thrown.
 */
final class WholeBody implements HttpResponse.BodyHandler<WholeBody.Result> {
  /** How the collection of a body ended. */
  enum Outcome {
    /** The whole body arrived. */
    COMPLETE,
    /** The server went silent for longer than the idle window. */
    IDLE,
    /** The whole read window (or the call's deadline) passed. */
    READ,
    /** The body passed its byte limit; what came before the limit is kept. */
    TOO_LARGE
  }

  /**
   * A collected body.
   *
   * @param bytes the buffer, holding {@code count} bytes from index 0
   * @param count how many bytes
   * @param outcome how the collection ended
   */
  record Result(byte[] bytes, int count, Outcome outcome) {}

  private final Deadlines deadlines;
  private final int okLimit;
  private final int errorLimit;
  private final long idleNanos;
  private final long readNanos;
  private final Deadlines.Watch firstByte;

  private boolean finished;
  private boolean headers;
  private boolean firstByteFired;
  private Deadlines.Watch body; // the idle window, capped by the read window for a 200

  /**
   * Creates the handler of one exchange.
   *
   * @param deadlines the sweeper for the body's watches
   * @param firstByte the caller's watch until the headers, which interrupts it when it fires
   * @param okLimit the most bytes of a 200 body
   * @param errorLimit the most bytes of an error body kept; the rest is not read
   * @param idleNanos the longest silence within the body
   * @param readNanos the whole body's window, for a 200
   */
  WholeBody(
      Deadlines deadlines,
      Deadlines.Watch firstByte,
      int okLimit,
      int errorLimit,
      long idleNanos,
      long readNanos) {
    this.deadlines = deadlines;
    this.firstByte = firstByte;
    this.okLimit = okLimit;
    this.errorLimit = errorLimit;
    this.idleNanos = idleNanos;
    this.readNanos = readNanos;
  }

  @Override
  public HttpResponse.BodySubscriber<Result> apply(HttpResponse.ResponseInfo info) {
    boolean ok = info.statusCode() == 200;
    int limit = ok ? okLimit : errorLimit;
    Collector collector = new Collector(limit, contentLength(info.headers()), !ok);
    synchronized (this) {
      if (!ok) {
        errorStatus = info.statusCode();
        errorCollector = collector;
      }
      headers = true;
      if (finished) { // the caller gave up already: nothing must outlive the exchange
        firstByteFired = !firstByte.cancel();
        return collector;
      }
      // The first byte's watch becomes the body's (this runs on the client's selector thread,
      // which every exchange shares): one watch for the exchange, and for a 200 one watch for both
      // of its body's limits, silence past the idle window or the read window's end.
      long readEnd = System.nanoTime() + readNanos;
      Deadlines.Expiry expiry =
          ok
              ? () -> collector.end(System.nanoTime() - readEnd >= 0 ? Outcome.READ : Outcome.IDLE)
              : () -> collector.end(Outcome.IDLE);
      boolean moved =
          ok ? firstByte.restart(idleNanos, readEnd, expiry) : firstByte.restart(idleNanos, expiry);
      if (moved) {
        body = firstByte;
      } else {
        // the first-byte window passed as the headers came: the caller is interrupted and ends
        // the exchange; until it does, the body is watched as any other
        firstByteFired = true;
        body =
            ok ? deadlines.watch(idleNanos, readEnd, expiry) : deadlines.watch(idleNanos, expiry);
      }
      collector.idle = body;
    }
    return collector;
  }

  /**
   * The announced body length, or -1 for none: what {@code firstValueAsLong("Content-Length")}
   * answers, a malformed value included (it throws the same exception), without the stream pipeline
   * that method runs on every response.
   */
  static long contentLength(HttpHeaders headers) {
    List<String> values = headers.allValues("Content-Length");
    return values.isEmpty() ? -1 : Long.parseLong(values.get(0));
  }

  /**
   * Whether no response has arrived yet: a connection lost before it may be tried once more, one
   * lost in the middle of the body may not.
   *
   * @return true before the headers
   */
  synchronized boolean beforeHeaders() {
    return !headers;
  }

  private int errorStatus;
  private Collector errorCollector;

  /**
   * The error status the server answered with, or 0 for a 200 or no answer yet. The JDK client may
   * fail the whole exchange when an error body is cut short, before the body's own end is seen; the
   * caller then still reports the server's status and what its body said.
   *
   * @return the status, or 0
   */
  synchronized int errorStatus() {
    return errorStatus;
  }

  /**
   * What the error body held before it broke off; empty for none.
   *
   * @return the text so far
   */
  String errorSoFar() {
    Collector c;
    synchronized (this) {
      c = errorCollector;
    }
    return c == null ? "" : c.text();
  }

  /**
   * Ends the exchange's watches; once, later calls only answer again. Returns whether the
   * first-byte watch fired, in which case it interrupted the caller (or is about to have: this
   * waits until its interrupt has landed).
   *
   * @return true when the first-byte window passed before the headers
   */
  synchronized boolean finish() {
    if (finished) {
      return firstByteFired;
    }
    finished = true;
    if (!headers) {
      firstByteFired = !firstByte.cancel();
    }
    if (body != null) {
      body.cancel();
    }
    return firstByteFired;
  }

  /** Collects the body; its calls come one at a time from the client, its end from a watch. */
  private static final class Collector implements HttpResponse.BodySubscriber<Result> {
    private final CompletableFuture<Result> result = new CompletableFuture<>();
    private final int limit;
    private final boolean keepOnError;
    private byte[] buf;
    private int count;
    private Flow.Subscription subscription;
    private volatile Deadlines.Watch idle;

    Collector(int limit, long contentLength, boolean keepOnError) {
      this.limit = limit;
      this.keepOnError = keepOnError;
      // Sized from the announced length, but no more than 64 KB up front: a claim is not a body.
      long expected = contentLength >= 0 ? Math.min(contentLength, 64 * 1024) : 1024;
      this.buf = new byte[(int) Math.min(limit, expected)];
    }

    @Override
    public CompletionStage<Result> getBody() {
      return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
      boolean ended;
      synchronized (this) {
        subscription = s;
        ended = result.isDone();
      }
      if (ended) {
        s.cancel();
      } else {
        s.request(Long.MAX_VALUE);
      }
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
      Deadlines.Watch w = idle;
      if (w != null) {
        w.progress();
      }
      synchronized (this) {
        if (result.isDone()) {
          return;
        }
        for (ByteBuffer b : items) {
          int n = b.remaining();
          if (n > limit - count) {
            b.get(grow(limit - count), count, limit - count);
            count = limit;
            end(Outcome.TOO_LARGE);
            return;
          }
          b.get(grow(n), count, n);
          count += n;
        }
      }
    }

    /** Makes room for {@code more} bytes, doubling up to the limit. */
    private byte[] grow(int more) {
      int need = count + more;
      if (need > buf.length) {
        byte[] bigger = new byte[(int) Math.min(limit, Math.max(need, 2L * buf.length))];
        System.arraycopy(buf, 0, bigger, 0, count);
        buf = bigger;
      }
      return buf;
    }

    synchronized String text() {
      return new String(buf, 0, count, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** A broken 200 body fails the exchange; a broken error body still says what it said. */
    @Override
    public synchronized void onError(Throwable t) {
      if (keepOnError) {
        result.complete(new Result(buf, count, Outcome.COMPLETE));
      } else {
        result.completeExceptionally(t);
      }
    }

    @Override
    public synchronized void onComplete() {
      result.complete(new Result(buf, count, Outcome.COMPLETE));
    }

    /** Ends the body where it stands: the client stops reading and closes the connection. */
    void end(Outcome outcome) {
      Flow.Subscription s;
      synchronized (this) {
        if (!result.complete(new Result(buf, count, outcome))) {
          return;
        }
        s = subscription;
      }
      if (s != null) {
        s.cancel();
      }
    }
  }
}
