package dev.vex.grounding.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.VexRuntime;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.SourceTimeoutException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The JSON exchange every fetcher uses, on the shared HTTP/1.1 client of {@link
 * VexRuntime#current()}, the runtime of the agent whose turn runs the fetch (its threads are the
 * runtime's, and end when it is closed): bounded by a timeout over the whole exchange, body and
 * redirects included, and by a body size ({@link #MAX_BODY_BYTES}); every failure maps to a {@link
 * SourceException}.
 *
 * <p>Redirects are followed by hand, at most {@link #MAX_REDIRECTS} hops, and only to http or
 * https: a hop that stays on the configured origin (same scheme, host and port as the first
 * request, a server the host chose) is followed; any other hop is followed only when every address
 * its host resolves to is public (no loopback, private, link-local or cloud-metadata address).
 * Otherwise the exchange fails with {@link Reason#REDIRECT_REFUSED} before anything is sent there.
 * The check resolves the name once; the JDK client resolves it again to connect, so a name whose
 * DNS answer changes between the two (rebinding) is not caught. Thread-safe.
 */
public final class Http {
  /** The user agent sent when a fetcher sets none. */
  public static final String USER_AGENT = "Mozilla/5.0 (compatible; vex-grounding/0.1)";

  /** The largest body read from a source, in bytes (2 MiB); a larger one is a bad response. */
  public static final int MAX_BODY_BYTES = 2 * 1024 * 1024;

  /** The most redirects followed in one exchange. */
  public static final int MAX_REDIRECTS = 5;

  /** The connect timeout of the runtime's HTTP client the fetchers share. */
  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

  private static final Logger log = LoggerFactory.getLogger(Http.class);

  private static final Pattern TITLE =
      Pattern.compile("<title[^>]{0,200}>([^<]{0,300})</title>", Pattern.CASE_INSENSITIVE);

  private Http() {}

  /**
   * Runs a GET for a JSON document on the calling thread; the returned future is complete when this
   * returns, with the parsed JSON, or exceptionally with a {@link SourceException} (a {@link
   * SourceTimeoutException} when the whole exchange, body included, takes longer than {@code
   * timeout}). A future, so that the fetchers compose their steps the same way whether a step was
   * loaded here or joined from another caller's load.
   *
   * @param source the source name for errors
   * @param uri the URL
   * @param timeout the timeout over the whole exchange
   * @param userAgent the user agent
   * @return the JSON, when it arrives
   */
  public static CompletableFuture<JsonElement> getJson(
      String source, URI uri, Duration timeout, String userAgent) {
    return exchange(source, uri, null, timeout, userAgent);
  }

  /**
   * Runs a POST of a JSON body for a JSON document, like {@link #getJson}.
   *
   * @param source the source name for errors
   * @param uri the URL
   * @param body the JSON body
   * @param timeout the timeout over the whole exchange
   * @param userAgent the user agent
   * @return the JSON, when it arrives
   */
  public static CompletableFuture<JsonElement> postJson(
      String source, URI uri, String body, Duration timeout, String userAgent) {
    return exchange(source, uri, Objects.requireNonNull(body), timeout, userAgent);
  }

  private static CompletableFuture<JsonElement> exchange(
      String source, URI uri, String body, Duration timeout, String userAgent) {
    Exchange x = new Exchange(source, uri, timeout, userAgent);
    x.run(body);
    return x.out;
  }

  /**
   * One exchange, run to its end on the calling thread: the request, each redirect hop and the
   * reading of the answer. A blocking {@code HttpClient.send} on the caller's thread is the
   * cheapest way to the answer: {@code sendAsync} hands its completion to {@code
   * CompletableFuture}'s default executor, which on a machine with two CPUs starts a new thread per
   * request, and a hand-off to a pool thread costs two thread wake-ups per fetch.
   *
   * <p>The timeout over the whole exchange is one watch on the Vex runtime's deadline sweeper,
   * which is not woken per request (a timer of the JDK's shared delay thread was, on every fetch);
   * when it fires first, it interrupts the calling thread, which makes the JDK client abort the
   * exchange, and the interrupt is taken back before {@link #run} returns. An interrupt from anyone
   * else (a cancelled turn) also aborts the exchange; it stays set, and the result fails with an
   * {@link Reason#UNREACHABLE} error whose cause is an {@link InterruptedException} (see {@link
   * #interrupted}).
   */
  private static final class Exchange {
    final String source;
    final URI origin;
    final Duration timeout;
    final String userAgent;
    final CompletableFuture<JsonElement> out = new CompletableFuture<>();

    Exchange(String source, URI origin, Duration timeout, String userAgent) {
      this.source = source;
      this.origin = origin;
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
        client = runtime.httpClient(CONNECT_TIMEOUT);
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
          if (!isRedirect(status)) {
            out.complete(read(source, at.toString(), status, response));
            break;
          }
          URI next = follow(at, hop, response);
          b = b != null && (status == 307 || status == 308) ? b : null;
          log.debug("{} redirected from {} to {}", source, at, next);
          at = next;
        }
      } catch (InterruptedException e) {
        interrupted = e;
      } catch (IOException | RuntimeException e) {
        failed = e instanceof SourceException s ? s : failure(source, at, timeout, e);
      } finally {
        if (!timer.cancel()) {
          // The timer fired; cancel() returned once its interrupt had landed: take it back.
          Thread.interrupted();
          out.completeExceptionally(
              new SourceTimeoutException(source, at.toString(), timeout, null));
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

    /**
     * Sends one hop. The JDK client now and then loses a response on a reused connection (a race
     * with its own pool, not rare against a fast server). It sends a GET once more by itself; a
     * POST (a search workflow, a translation) it does not, so when a POST's connection fails before
     * the response's headers, it is sent once more here, unchanged, as OkHttp does. A failure after
     * the headers, a timeout or an interrupt is not retried.
     */
    private HttpResponse<String> send(HttpClient client, URI uri, String body)
        throws IOException, InterruptedException {
      HttpRequest request = request(uri, body);
      boolean[] headers = new boolean[1];
      HttpResponse.BodyHandler<String> handler =
          info -> {
            headers[0] = true;
            return BoundedBody.of(info, MAX_BODY_BYTES);
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
        log.debug("{}: connection lost before a response at {}; sending once more", source, uri, e);
        return client.send(request, handler);
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

    private URI follow(URI from, int hop, HttpResponse<String> response) {
      String location = response.headers().firstValue("Location").orElse("").strip();
      if (location.isEmpty()) {
        throw refused(from, response.statusCode(), "a redirect without a Location");
      }
      if (hop >= MAX_REDIRECTS) {
        throw refused(from, response.statusCode(), "more than " + MAX_REDIRECTS + " redirects");
      }
      if (location.length() > 8192) {
        throw refused(from, response.statusCode(), "a Location longer than 8192 characters");
      }
      URI next;
      try {
        next = from.resolve(new URI(location));
      } catch (URISyntaxException | IllegalArgumentException e) {
        throw refused(from, response.statusCode(), "a malformed Location");
      }
      String scheme = next.getScheme() == null ? "" : next.getScheme().toLowerCase(Locale.ROOT);
      if (!scheme.equals("http") && !scheme.equals("https") || next.getHost() == null) {
        throw refused(from, response.statusCode(), "a redirect to " + shorten(next.toString()));
      }
      if (!sameOrigin(origin, next)) {
        checkPublic(from, response.statusCode(), next);
      }
      return next;
    }

    private void checkPublic(URI from, int status, URI next) {
      String host = next.getHost();
      if (host.startsWith("[") && host.endsWith("]")) {
        host = host.substring(1, host.length() - 1);
      }
      InetAddress[] all;
      try {
        all = InetAddress.getAllByName(host);
      } catch (UnknownHostException e) {
        throw new SourceException(
            source,
            from.toString(),
            status,
            "a redirect to an unknown host " + shorten(host),
            Reason.UNREACHABLE,
            e);
      }
      for (InetAddress a : all) {
        if (!Addresses.isPublic(a)) {
          throw refused(
              from,
              status,
              "a redirect to "
                  + shorten(next.getScheme() + "://" + next.getRawAuthority())
                  + ", which is not a public address ("
                  + a.getHostAddress()
                  + ")");
        }
      }
    }

    private SourceException refused(URI from, int status, String what) {
      return new SourceException(
          source, from.toString(), status, what, Reason.REDIRECT_REFUSED, null);
    }
  }

  /**
   * Whether a failure is an exchange aborted by an interrupt of the thread that ran it, rather than
   * a failure of the source: a caller that shares the result (a single-flight load) and was not
   * interrupted itself should load again.
   *
   * @param failure a failure of this package
   * @return true when the exchange was interrupted
   */
  public static boolean interrupted(Throwable failure) {
    Throwable t = unwrap(failure);
    return t instanceof SourceException s
        && s.reason() == Reason.UNREACHABLE
        && s.getCause() instanceof InterruptedException;
  }

  private static boolean isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
  }

  private static boolean sameOrigin(URI a, URI b) {
    return a.getScheme().equalsIgnoreCase(b.getScheme())
        && a.getHost() != null
        && a.getHost().equalsIgnoreCase(b.getHost())
        && port(a) == port(b);
  }

  private static int port(URI u) {
    if (u.getPort() >= 0) {
      return u.getPort();
    }
    return "https".equalsIgnoreCase(u.getScheme()) ? 443 : 80;
  }

  /**
   * Waits for a future of this package and rethrows its failure as it was thrown.
   *
   * @param future the future
   * @param <T> its value type
   * @return the value
   * @throws InterruptedException when the waiting thread is interrupted
   */
  public static <T> T await(CompletableFuture<T> future) throws InterruptedException {
    try {
      return future.get();
    } catch (ExecutionException e) {
      Throwable cause = unwrap(e.getCause());
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new CompletionException(cause);
    }
  }

  /**
   * Strips the {@link CompletionException} and {@link ExecutionException} wrappers.
   *
   * @param t a failure
   * @return the failure inside
   */
  public static Throwable unwrap(Throwable t) {
    Throwable c = t;
    while ((c instanceof CompletionException || c instanceof ExecutionException)
        && c.getCause() != null) {
      c = c.getCause();
    }
    return c;
  }

  private static SourceException failure(
      String source, URI uri, Duration timeout, Throwable error) {
    Throwable cause = unwrap(error);
    if (cause instanceof SourceException s) {
      return s;
    }
    if (cause instanceof HttpTimeoutException) {
      return new SourceTimeoutException(source, uri.toString(), timeout, cause);
    }
    for (Throwable t = cause; t != null; t = t.getCause()) {
      if (t instanceof BoundedBody.TooLarge) {
        return new SourceException(
            source, uri.toString(), 0, t.getMessage(), Reason.BAD_RESPONSE, null);
      }
    }
    log.debug("{} unreachable at {}", source, uri, cause);
    return new SourceException(
        source, uri.toString(), 0, String.valueOf(cause), Reason.UNREACHABLE, cause);
  }

  static JsonElement read(String source, String url, int status, HttpResponse<String> response) {
    String body = response.body() == null ? "" : response.body();
    if (status != 200) {
      log.debug("{} answered HTTP {} at {}", source, status, url);
    }
    String contentType =
        response.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT);
    if (status == 429) {
      throw new SourceException(
          source, url, status, serverMessage(body), Reason.RATE_LIMITED, null);
    }
    if (status == 404) {
      throw new SourceException(source, url, status, serverMessage(body), Reason.NOT_FOUND, null);
    }
    if (status < 200 || status > 299) {
      throw new SourceException(source, url, status, serverMessage(body), Reason.HTTP_ERROR, null);
    }
    int first = 0;
    while (first < body.length() && Character.isWhitespace(body.charAt(first))) {
      first++;
    }
    if (first == body.length()) {
      throw new SourceException(source, url, status, "empty body", Reason.BAD_RESPONSE, null);
    }
    if (contentType.contains("html") || body.charAt(first) == '<') {
      throw new SourceException(
          source,
          url,
          status,
          "HTML where JSON was expected" + title(body.strip()),
          Reason.BAD_RESPONSE,
          null);
    }
    try {
      return JsonParser.parseString(body); // leading and trailing whitespace is fine to JSON
    } catch (JsonParseException e) {
      throw new SourceException(
          source,
          url,
          status,
          "malformed or truncated JSON (" + body.length() + " chars)",
          Reason.BAD_RESPONSE,
          e);
    }
  }

  /**
   * Finds the server's own message in an error body: a JSON error field, an HTML title, or the text
   * itself, shortened to one line of at most 200 characters.
   *
   * @param body the error body
   * @return the message, possibly empty
   */
  static String serverMessage(String body) {
    String t = body == null ? "" : body.strip();
    if (t.startsWith("{")) {
      try {
        JsonObject o = JsonParser.parseString(t).getAsJsonObject();
        String m =
            first(
                Json.path(o, "status", "error_message"),
                Json.path(o, "chart", "error", "description"),
                Json.path(o, "finance", "error", "description"),
                Json.path(o, "error", "message"),
                Json.path(o, "error"),
                Json.path(o, "message"),
                Json.path(o, "Message"));
        if (!m.isEmpty()) {
          return shorten(m);
        }
      } catch (RuntimeException e) {
        // not JSON after all: fall through to the text
      }
    }
    if (t.startsWith("<")) {
      return "an HTML page" + title(t);
    }
    return shorten(t);
  }

  private static String first(String... values) {
    for (String v : values) {
      if (!v.isEmpty()) {
        return v;
      }
    }
    return "";
  }

  private static String title(String html) {
    Matcher m = TITLE.matcher(html.length() > 4096 ? html.substring(0, 4096) : html);
    return m.find() ? " titled \"" + shorten(m.group(1)) + "\"" : "";
  }

  private static String shorten(String s) {
    String one = (s.length() > 1000 ? s.substring(0, 1000) : s).replaceAll("\\s+", " ").strip();
    return one.length() > 200 ? one.substring(0, 200) + "…" : one;
  }
}
