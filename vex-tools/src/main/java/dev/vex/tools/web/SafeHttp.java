package dev.vex.tools.web;

import dev.vex.core.VexRuntime;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscriber;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * HTTP for the web tools: every hop's host and port resolved and checked against the policy,
 * redirects followed by hand (so each target is judged as a new request), the body cut at a byte
 * cap, and the whole exchange (every hop, body included) bounded by one timeout. Immutable and
 * thread-safe.
 */
final class SafeHttp {
  static final int MAX_REDIRECTS = 5;
  static final String USER_AGENT = "Vex/0.1 (+tools)";

  /** The connect timeout of the runtime's client these requests use. */
  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

  private final NetworkPolicy policy;
  private final Duration timeout;
  private final int maxBytes;

  SafeHttp(NetworkPolicy policy, Duration timeout, int maxBytes) {
    this.policy = policy;
    this.timeout = timeout;
    this.maxBytes = maxBytes;
  }

  /** A response: the final URL, status, headers of interest, and the body up to the cap. */
  record Response(
      URI url, int status, String contentType, byte[] body, boolean truncated, String source) {
    String text() {
      return new String(body, charset());
    }

    java.nio.charset.Charset charset() {
      String ct = contentType.toLowerCase(Locale.ROOT);
      int i = ct.indexOf("charset=");
      if (i >= 0) {
        String name = ct.substring(i + 8).replace("\"", "").split("[;\\s]")[0];
        try {
          return java.nio.charset.Charset.forName(name);
        } catch (RuntimeException e) {
          return StandardCharsets.UTF_8;
        }
      }
      return StandardCharsets.UTF_8;
    }
  }

  Response get(String source, URI uri) throws InterruptedException {
    return send(source, uri, null, null);
  }

  Response post(String source, URI uri, String contentType, byte[] body)
      throws InterruptedException {
    return send(source, uri, contentType, body);
  }

  private Response send(String source, URI first, String contentType, byte[] body)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    // The turn's runtime owns the client and the threads (HTTP/1.1, no redirects followed): nothing
    // here outlives the runtime the host closes.
    VexRuntime runtime = VexRuntime.current();
    HttpClient client = httpClient(runtime, source, first);
    URI uri = first;
    for (int hop = 0; ; hop++) {
      check(uri);
      HttpRequest.Builder rb =
          HttpRequest.newBuilder(uri)
              .timeout(remaining(deadline, source, uri))
              .header("User-Agent", USER_AGENT)
              .header("Accept", "text/html, application/json;q=0.9, text/*;q=0.8, */*;q=0.1");
      if (body != null && hop == 0) {
        rb.header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofByteArray(body));
      } else {
        rb.GET();
      }
      // A synchronous send on a pooled thread of the Vex runtime, waited for up to the deadline:
      // sendAsync would hand its completion to CompletableFuture's default executor, which on a
      // machine with two CPUs starts a thread per request. Cancelling interrupts the send.
      HttpRequest request = rb.build();
      FutureTask<HttpResponse<Capped>> future =
          new FutureTask<>(() -> client.send(request, info -> new CappedSubscriber(maxBytes)));
      try {
        runtime.executor().execute(future);
      } catch (RuntimeException e) {
        throw new SourceException(
            source, uri.toString(), 0, "no thread to send on: " + e, Reason.UNREACHABLE, e);
      }
      HttpResponse<Capped> response;
      try {
        response = future.get(remaining(deadline, source, uri).toNanos(), TimeUnit.NANOSECONDS);
      } catch (TimeoutException e) {
        future.cancel(true);
        throw new SourceException(
            source, uri.toString(), 0, "no complete answer within " + timeout, Reason.TIMEOUT, e);
      } catch (InterruptedException e) {
        future.cancel(true);
        throw e;
      } catch (ExecutionException e) {
        Throwable c = e.getCause();
        Reason reason =
            c instanceof java.net.http.HttpTimeoutException ? Reason.TIMEOUT : Reason.UNREACHABLE;
        throw new SourceException(
            source, uri.toString(), 0, String.valueOf(c.getMessage()), reason, c);
      }
      int status = response.statusCode();
      if (status >= 300 && status < 400 && status != 304) {
        String location = response.headers().firstValue("Location").orElse(null);
        if (location == null) {
          throw new SourceException(
              source,
              uri.toString(),
              status,
              "redirect without Location",
              Reason.BAD_RESPONSE,
              null);
        }
        if (hop >= MAX_REDIRECTS) {
          throw new SourceException(
              source,
              first.toString(),
              status,
              "more than " + MAX_REDIRECTS + " redirects",
              Reason.BAD_RESPONSE,
              null);
        }
        try {
          uri = uri.resolve(new URI(location.strip()));
        } catch (URISyntaxException e) {
          throw new SourceException(
              source, uri.toString(), status, "bad redirect: " + location, Reason.BAD_RESPONSE, e);
        }
        continue;
      }
      Capped capped = response.body();
      capped.release().run();
      return new Response(
          uri,
          status,
          response.headers().firstValue("Content-Type").orElse(""),
          capped.bytes(),
          capped.truncated(),
          source);
    }
  }

  private static HttpClient httpClient(VexRuntime runtime, String source, URI uri) {
    try {
      return runtime.httpClient(CONNECT_TIMEOUT);
    } catch (IllegalStateException e) {
      throw new SourceException(
          source, uri.toString(), 0, "the Vex runtime is closed", Reason.UNREACHABLE, e);
    }
  }

  /** Refuses a URL whose scheme is not http(s) or whose host resolves to a refused address. */
  void check(URI uri) {
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      throw new NetworkRefusedException(
          "only http and https URLs can be fetched, not '" + uri + "'");
    }
    String host = uri.getHost();
    if (host == null || host.isEmpty()) {
      throw new NetworkRefusedException("the URL '" + uri + "' has no host");
    }
    if (uri.getUserInfo() != null) {
      throw new NetworkRefusedException("URLs with a user name or password are refused");
    }
    String bare = NetworkPolicy.bare(host);
    int port = NetworkPolicy.port(uri);
    InetAddress[] addresses;
    try {
      addresses = InetAddress.getAllByName(bare);
    } catch (UnknownHostException e) {
      throw new SourceException(
          "web", uri.toString(), 0, "unknown host " + bare, Reason.UNREACHABLE, e);
    }
    for (InetAddress a : addresses) {
      String why = policy.refusal(bare, port, a);
      if (why != null) {
        throw new NetworkRefusedException(
            "refused to fetch "
                + uri
                + ": "
                + bare
                + " resolves to "
                + why
                + " ("
                + a.getHostAddress()
                + "), which the network policy does not allow");
      }
    }
  }

  private Duration remaining(long deadline, String source, URI uri) {
    long left = deadline - System.nanoTime();
    if (left <= 0) {
      throw new SourceException(
          source, uri.toString(), 0, "no complete answer within " + timeout, Reason.TIMEOUT, null);
    }
    return Duration.ofNanos(left);
  }

  /** A body cut at the cap. */
  record Capped(byte[] bytes, boolean truncated, Runnable release) {}

  /** Collects at most {@code max} bytes, then cancels the rest of the body. */
  static final class CappedSubscriber implements BodySubscriber<Capped> {
    private final int max;
    private final CompletableFuture<Capped> result = new CompletableFuture<>();
    private final java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    private Flow.Subscription subscription;

    CappedSubscriber(int max) {
      this.max = max;
    }

    @Override
    public CompletionStage<Capped> getBody() {
      return result;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      this.subscription = subscription;
      subscription.request(1);
    }

    @Override
    public void onNext(List<ByteBuffer> items) {
      for (ByteBuffer b : items) {
        int room = max - out.size();
        int n = Math.min(room, b.remaining());
        byte[] chunk = new byte[n];
        b.get(chunk);
        out.write(chunk, 0, n);
        if (b.hasRemaining()) {
          // Ask for nothing more; the caller cancels the rest once it holds the response.
          result.complete(new Capped(out.toByteArray(), true, subscription::cancel));
          return;
        }
      }
      subscription.request(1);
    }

    @Override
    public void onError(Throwable throwable) {
      result.completeExceptionally(throwable);
    }

    @Override
    public void onComplete() {
      result.complete(new Capped(out.toByteArray(), false, () -> {}));
    }
  }
}
