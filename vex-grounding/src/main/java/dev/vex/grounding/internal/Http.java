package dev.vex.grounding.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.VexRuntime;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.SourceTimeoutException;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
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
 *
 * <p>One exchange, its hops and its timer, is an {@code Exchange}; where a redirect may lead is
 * {@code RedirectPolicy}'s decision; this class holds the entry points and reads the answers.
 */
public final class Http {
  /** The user agent sent when a fetcher sets none. */
  public static final String USER_AGENT = dev.vex.grounding.SourceSettings.DEFAULT_USER_AGENT;

  /** The largest body read from a source, in bytes (2 MiB); a larger one is a bad response. */
  public static final int MAX_BODY_BYTES = 2 * 1024 * 1024;

  /** The most redirects followed in one exchange. */
  public static final int MAX_REDIRECTS = 5;

  /**
   * The longest connect timeout of the runtime's HTTP client the fetchers share: a shorter one (the
   * Ollama client's) is taken when that client exists already.
   */
  static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

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
   * Runs a GET like {@link #getJson(String, URI, Duration, String)}, sending {@code request} (a GET
   * of {@code uri} with this package's headers, or null to build it) for the first hop.
   */
  static CompletableFuture<JsonElement> getJson(
      String source,
      URI uri,
      java.net.http.HttpRequest request,
      Duration timeout,
      String userAgent) {
    Exchange<JsonElement> x = new Exchange<>(source, uri, timeout, userAgent, false);
    x.first = request;
    x.run(null);
    return x.out;
  }

  /**
   * Runs a GET like {@link #getJson(String, URI, java.net.http.HttpRequest, Duration, String)},
   * with the same checks of the answer, but completes with the body as it came, unparsed: for a
   * reader that takes what it needs from the JSON in one streaming pass and reports malformed JSON
   * with {@link #malformed}.
   */
  static CompletableFuture<String> getJsonText(
      String source,
      URI uri,
      java.net.http.HttpRequest request,
      Duration timeout,
      String userAgent) {
    Exchange<String> x = new Exchange<>(source, uri, timeout, userAgent, true);
    x.first = request;
    x.run(null);
    return x.out;
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
    Exchange<JsonElement> x = new Exchange<>(source, uri, timeout, userAgent, false);
    x.run(body);
    return x.out;
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

  static SourceException failure(String source, URI uri, Duration timeout, Throwable error) {
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
    log().debug("{} unreachable at {}", source, uri, cause);
    return new SourceException(
        source, uri.toString(), 0, String.valueOf(cause), Reason.UNREACHABLE, cause);
  }

  static JsonElement read(String source, String url, int status, HttpResponse<String> response) {
    String body = body(source, url, status, response);
    try {
      return JsonParser.parseString(body); // leading and trailing whitespace is fine to JSON
    } catch (JsonParseException e) {
      throw malformed(source, url, status, body, e);
    }
  }

  /**
   * The error for a body that is not well-formed JSON, as {@link #read} reports it.
   *
   * @param source the source name
   * @param url the URL
   * @param status the HTTP status
   * @param body the body
   * @param e what the parser found
   * @return the bad-response error
   */
  public static SourceException malformed(
      String source, String url, int status, String body, JsonParseException e) {
    return new SourceException(
        source,
        url,
        status,
        "malformed or truncated JSON (" + body.length() + " chars)",
        Reason.BAD_RESPONSE,
        e);
  }

  /**
   * The body of a 2xx answer that may hold JSON: the checks of {@link #read} but the parse, for a
   * caller that reads the JSON in one streaming pass.
   */
  static String body(String source, String url, int status, HttpResponse<String> response) {
    String body = response.body() == null ? "" : response.body();
    if (status != 200) {
      log().debug("{} answered HTTP {} at {}", source, status, url);
    }
    String contentType = header(response.headers(), "Content-Type");
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
    if (containsIgnoreCase(contentType, "html") || body.charAt(first) == '<') {
      throw new SourceException(
          source,
          url,
          status,
          "HTML where JSON was expected" + title(body.strip()),
          Reason.BAD_RESPONSE,
          null);
    }
    return body;
  }

  /**
   * The first value of a header, or empty: {@code firstValue} without its stream and optional.
   *
   * @param headers the headers
   * @param name the header name, in any case
   * @return the value, or empty
   */
  static String header(HttpHeaders headers, String name) {
    List<String> values = headers.allValues(name);
    return values.isEmpty() ? "" : values.get(0);
  }

  private static boolean containsIgnoreCase(String s, String lowerPart) {
    for (int i = 0; i + lowerPart.length() <= s.length(); i++) {
      if (s.regionMatches(true, i, lowerPart, 0, lowerPart.length())) {
        return true;
      }
    }
    return false;
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

  static String shorten(String s) {
    String one = (s.length() > 1000 ? s.substring(0, 1000) : s).replaceAll("\\s+", " ").strip();
    return one.length() > 200 ? one.substring(0, 200) + "…" : one;
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(Http.class);
  }
}
