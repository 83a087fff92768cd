package dev.vex.grounding.internal;

import dev.vex.core.VexRuntime;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.SourceTimeoutException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One exchange, run to its end on the calling thread: the request, each redirect hop and the
 * reading of the answer. A blocking {@code HttpClient.send} on the caller's thread is the cheapest
 * way to the answer: {@code sendAsync} hands its completion to {@code CompletableFuture}'s default
 * executor, which on a machine with two CPUs starts a new thread per request, and a hand-off to a
 * pool thread costs two thread wake-ups per fetch.
 *
 * <p>The timeout over the whole exchange is one watch on the Vex runtime's deadline sweeper, which
 * is not woken per request (a timer of the JDK's shared delay thread was, on every fetch); when it
 * fires first, it interrupts the calling thread, which makes the JDK client abort the exchange, and
 * the interrupt is taken back before {@link #run} returns. An interrupt from anyone else (a
 * cancelled turn) also aborts the exchange; it stays set, and the result fails with an {@link
 * Reason#UNREACHABLE} error whose cause is an {@link InterruptedException} (see {@link
 * Http#interrupted}). Where a redirect may lead is {@link RedirectPolicy}'s decision.
 */
final class Exchange<T> {

  final String source;
  final URI origin;
  final RedirectPolicy redirects;
  final Duration timeout;
  final String userAgent;
  final CompletableFuture<T> out = new CompletableFuture<>();

  /** Whether {@link #out} completes with the checked body as it came rather than its JSON. */
  private final boolean text;

  /** A ready GET of {@link #origin} for the first hop, or null to build it. */
  HttpRequest first;

  Exchange(String source, URI origin, Duration timeout, String userAgent, boolean text) {
    this.text = text;
    this.source = source;
    this.origin = origin;
    this.redirects = new RedirectPolicy(source, origin);
    this.timeout = timeout;
    this.userAgent = userAgent;
  }

  void run(String body) {
    Thread caller = Thread.currentThread();
    // The client and sweeper of the turn's runtime (the agent's; outside a turn the default
    // one), looked up per exchange: a closed default runtime is replaced by a fresh one.
    HttpClient client;
    VexRuntime.Deadline timer;
    try {
      VexRuntime runtime = VexRuntime.current();
      // The runtime's client with a connect timeout of at most 5 s: the Ollama client's (2 s by
      // default) when it was made first, so one client serves the turn's model and sources.
      client = runtime.httpClientWithin(Http.CONNECT_TIMEOUT);
      timer = runtime.deadline(timeout, caller::interrupt);
    } catch (IllegalStateException e) { // closed by the host between the two calls
      out.completeExceptionally(
          new SourceException(
              source, origin.toString(), 0, "the Vex runtime is closed", Reason.UNREACHABLE, e));
      return;
    }
    URI at = origin;
    InterruptedException interrupted = null;
    RuntimeException failed = null;
    try {
      String b = body;
      for (int hop = 0; ; hop++) {
        HttpResponse<String> response = send(client, at, b);
        int status = response.statusCode();
        if (!RedirectPolicy.isRedirect(status)) {
          out.complete(read(at.toString(), status, response));
          break;
        }
        URI next = redirects.follow(at, hop, response);
        b = b != null && (status == 307 || status == 308) ? b : null;
        log().debug("{} redirected from {} to {}", source, at, next);
        at = next;
      }
    } catch (InterruptedException e) {
      interrupted = e;
    } catch (IOException | RuntimeException e) {
      failed = e instanceof SourceException s ? s : Http.failure(source, at, timeout, e);
    } finally {
      if (!timer.cancel()) {
        // The timer fired; cancel() returned once its interrupt had landed: take it back.
        Thread.interrupted();
        out.completeExceptionally(new SourceTimeoutException(source, at.toString(), timeout, null));
      } else if (interrupted != null) {
        caller.interrupt(); // the caller's own interrupt: keep it set
        out.completeExceptionally(
            new SourceException(
                source, at.toString(), 0, "interrupted", Reason.UNREACHABLE, interrupted));
      } else if (failed != null) {
        out.completeExceptionally(failed);
      }
    }
  }

  @SuppressWarnings("unchecked") // T is String when text is set, JsonElement when not
  private T read(String url, int status, HttpResponse<String> response) {
    return text
        ? (T) Http.body(source, url, status, response)
        : (T) Http.read(source, url, status, response);
  }

  /**
   * Sends one hop. The JDK client now and then loses a response on a reused connection (a race with
   * its own pool, not rare against a fast server). It sends a GET once more by itself; a POST (a
   * search workflow, a translation) it does not, so when a POST's connection fails before the
   * response's headers, it is sent once more here, unchanged, as OkHttp does. A failure after the
   * headers, a timeout or an interrupt is not retried.
   */
  private HttpResponse<String> send(HttpClient client, URI uri, String body)
      throws IOException, InterruptedException {
    HttpRequest request =
        first != null && body == null && uri == origin ? first : request(uri, body);
    boolean[] headers = new boolean[1];
    HttpResponse.BodyHandler<String> handler =
        info -> {
          headers[0] = true;
          return BoundedBody.of(info, Http.MAX_BODY_BYTES);
        };
    try {
      return client.send(request, handler);
    } catch (IOException e) {
      if (body == null // a GET: the JDK client has sent it once more already
          || headers[0]
          || Thread.currentThread().isInterrupted()
          || e instanceof HttpTimeoutException
          || e instanceof java.net.ConnectException) {
        throw e;
      }
      log().debug("{}: connection lost before a response at {}; sending once more", source, uri, e);
      return client.send(request, handler);
    }
  }

  /**
   * A GET with this package's headers, built ahead to be sent more than once, or null when it
   * cannot be built (the exchange then builds it and fails as it would have).
   */
  static HttpRequest getRequest(URI uri, String userAgent) {
    try {
      return HttpRequest.newBuilder(uri)
          .header("Accept", "application/json")
          .header("User-Agent", userAgent)
          .GET()
          .build();
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private HttpRequest request(URI uri, String body) {
    HttpRequest.Builder rb;
    try {
      rb =
          // No JDK request timeout: the exchange's own timer covers it all, body included, and a
          // JDK timeout would register one more timer with the client's selector per request.
          HttpRequest.newBuilder(uri)
              .header("Accept", "application/json")
              .header("User-Agent", userAgent);
    } catch (IllegalArgumentException e) {
      throw new SourceException(source, uri.toString(), 0, e.toString(), Reason.UNREACHABLE, e);
    }
    if (body == null) {
      rb.GET();
    } else {
      rb.header("Content-Type", "application/json")
          .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    }
    return rb.build();
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(Exchange.class);
  }
}
