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
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one HTTP client all fetchers share (HTTP/1.1), and the JSON GET every fetcher uses: bounded
 * by a timeout over the whole exchange, body included, and mapping every failure to a {@link
 * SourceException}. Thread-safe.
 */
public final class Http {
  /** The user agent sent when a fetcher sets none. */
  public static final String USER_AGENT = "Mozilla/5.0 (compatible; vex-grounding/0.1)";

  private static final HttpClient CLIENT =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .followRedirects(HttpClient.Redirect.NORMAL)
          .build();

  private static final Logger log = LoggerFactory.getLogger(Http.class);

  private static final Pattern TITLE =
      Pattern.compile("<title[^>]*>([^<]*)</title>", Pattern.CASE_INSENSITIVE);

  private Http() {}

  /**
   * Starts a GET for a JSON document. The returned future completes with the parsed JSON, or
   * exceptionally with a {@link SourceException} (a {@link SourceTimeoutException} when the whole
   * exchange, body included, takes longer than {@code timeout}).
   *
   * @param source the source name for errors
   * @param uri the URL
   * @param timeout the timeout over the whole exchange
   * @param userAgent the user agent
   * @return the JSON, when it arrives
   */
  public static CompletableFuture<JsonElement> getJson(
      String source, URI uri, Duration timeout, String userAgent) {
    HttpRequest request =
        HttpRequest.newBuilder(uri)
            .timeout(timeout)
            .header("Accept", "application/json")
            .header("User-Agent", userAgent)
            .GET()
            .build();
    CompletableFuture<JsonElement> out = new CompletableFuture<>();
    // A blocking send on a pooled runtime thread: the JDK's sendAsync hands its completion to
    // CompletableFuture's default executor, which on two CPUs starts a new thread per request.
    FutureTask<Void> call =
        new FutureTask<>(
            () -> {
              try {
                HttpResponse<String> response =
                    CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
                out.complete(read(source, uri.toString(), response.statusCode(), response));
              } catch (InterruptedException e) {
                out.completeExceptionally(
                    new SourceTimeoutException(source, uri.toString(), timeout, e));
              } catch (Exception e) {
                out.completeExceptionally(failure(source, uri, timeout, e));
              }
              return null;
            });
    try {
      VexRuntime.defaultRuntime().executor().execute(call);
    } catch (RuntimeException e) {
      out.completeExceptionally(
          new SourceException(source, uri.toString(), 0, e.toString(), Reason.UNREACHABLE, e));
      return out;
    }
    // One timer over the whole exchange, body included, cancelled as soon as the answer is in
    // (orTimeout's timer is removed when its future completes; it runs on one shared thread).
    CompletableFuture<Void> timer =
        new CompletableFuture<Void>().orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS);
    timer.whenComplete(
        (v, e) -> {
          if (e != null
              && out.completeExceptionally(
                  new SourceTimeoutException(source, uri.toString(), timeout, null))) {
            call.cancel(true);
          }
        });
    out.whenComplete((v, e) -> timer.complete(null));
    return out;
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
    String trimmed = body.strip();
    if (trimmed.isEmpty()) {
      throw new SourceException(source, url, status, "empty body", Reason.BAD_RESPONSE, null);
    }
    if (contentType.contains("html") || trimmed.startsWith("<")) {
      throw new SourceException(
          source,
          url,
          status,
          "HTML where JSON was expected" + title(trimmed),
          Reason.BAD_RESPONSE,
          null);
    }
    try {
      return JsonParser.parseString(trimmed);
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
    Matcher m = TITLE.matcher(html);
    return m.find() ? " titled \"" + shorten(m.group(1)) + "\"" : "";
  }

  private static String shorten(String s) {
    String one = s.replaceAll("\\s+", " ").strip();
    return one.length() > 200 ? one.substring(0, 200) + "…" : one;
  }
}
