package dev.vex.grounding.internal;

import com.google.gson.JsonElement;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.SourceSettings;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * What every fetcher shares: its source name, base URL, timeout, user agent, and a single-flight
 * cache of ground truth per normalised query. Thread-safe.
 */
public final class Source {
  private final String name;
  private final String baseUrl;
  private final Duration timeout;
  private final String userAgent;
  private final Clock clock;
  private final SingleFlightCache<GroundTruth> cache;
  private final SingleFlightCache<String> names =
      new SingleFlightCache<>(Duration.ofHours(12), 1024, System::nanoTime);

  /**
   * Creates a source from a fetcher's settings.
   *
   * @param name the source name, for example {@code wttr.in}
   * @param settings the base URL, timeout, cache lifetime, user agent and clock
   */
  public Source(String name, SourceSettings settings) {
    this(
        name,
        settings.baseUrl(),
        settings.timeout(),
        settings.cacheTtl(),
        settings.userAgent(),
        settings.clock());
  }

  /**
   * Creates a source.
   *
   * @param name the source name, for example {@code wttr.in}
   * @param baseUrl the base URL, without a trailing slash
   * @param timeout the timeout of each request
   * @param cacheTtl how long ground truth is served from the cache
   * @param userAgent the user agent
   * @param clock the wall clock for fetched-at times
   */
  public Source(
      String name,
      String baseUrl,
      Duration timeout,
      Duration cacheTtl,
      String userAgent,
      Clock clock) {
    this.name = Objects.requireNonNull(name);
    this.baseUrl = stripSlash(Objects.requireNonNull(baseUrl, "baseUrl"));
    this.timeout = Checks.positive(timeout, "timeout");
    this.userAgent = Objects.requireNonNull(userAgent);
    this.clock = Objects.requireNonNull(clock);
    this.cache = new SingleFlightCache<>(cacheTtl, 512, System::nanoTime);
  }

  /**
   * Returns the source name.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * Returns the base URL without a trailing slash.
   *
   * @return the base URL
   */
  public String baseUrl() {
    return baseUrl;
  }

  /**
   * Returns the request timeout.
   *
   * @return the timeout
   */
  public Duration timeout() {
    return timeout;
  }

  /**
   * Returns the wall clock.
   *
   * @return the clock
   */
  public Clock clock() {
    return clock;
  }

  /**
   * Runs a JSON GET at a URL below the base URL, on the calling thread.
   *
   * @param pathAndQuery the path and query, starting with {@code /}, already encoded
   * @return the JSON, when it arrives
   */
  public CompletableFuture<JsonElement> getJson(String pathAndQuery) {
    return Http.getJson(name, URI.create(baseUrl + pathAndQuery), timeout, userAgent);
  }

  /**
   * Runs a JSON POST at a URL below the base URL, on the calling thread.
   *
   * @param path the path, starting with {@code /}
   * @param body the JSON body
   * @return the JSON, when it arrives
   */
  public CompletableFuture<JsonElement> postJson(String path, String body) {
    return Http.postJson(name, URI.create(baseUrl + path), body, timeout, userAgent);
  }

  /**
   * Runs a JSON GET at an absolute URL, on the calling thread.
   *
   * @param url the URL
   * @return the JSON, when it arrives
   */
  public CompletableFuture<JsonElement> getJsonAt(URI url) {
    return Http.getJson(name, url, timeout, userAgent);
  }

  /**
   * Runs a JSON GET at an absolute URL, on the calling thread, like {@link #getJsonAt(URI)}. The
   * URI and request of the last URL asked for are kept and sent again when the same URL comes next
   * (a request is immutable), so that a source asked the same question turn after turn does not
   * parse the URL and build the request each time.
   *
   * @param url the URL
   * @return the JSON, when it arrives
   */
  public CompletableFuture<JsonElement> getJsonAt(String url) {
    Prepared p = last;
    if (p == null || !p.url.equals(url)) {
      URI uri = URI.create(url);
      p = new Prepared(url, uri, Exchange.getRequest(uri, userAgent));
      last = p;
    }
    return Http.getJson(name, p.uri, p.request, timeout, userAgent);
  }

  /**
   * Runs a JSON GET at an absolute URL like {@link #getJsonAt(String)}, with the same checks of the
   * answer, but completes with the body unparsed, for a reader that takes what it needs in one
   * streaming pass (and reports malformed JSON with {@link Http#malformed}).
   *
   * @param url the URL
   * @return the body, when it arrives
   */
  public CompletableFuture<String> getJsonTextAt(String url) {
    Prepared p = last;
    if (p == null || !p.url.equals(url)) {
      URI uri = URI.create(url);
      p = new Prepared(url, uri, Exchange.getRequest(uri, userAgent));
      last = p;
    }
    return Http.getJsonText(name, p.uri, p.request, timeout, userAgent);
  }

  /** A GET ready to send again; {@code request} null when it could not be built ahead. */
  private record Prepared(String url, URI uri, java.net.http.HttpRequest request) {}

  private volatile Prepared last;

  /**
   * Returns the cached or in-flight ground truth for a key, or loads it once for all callers.
   *
   * @param key the normalised query
   * @param loader starts the load
   * @return the ground truth
   * @throws InterruptedException when the calling thread is interrupted while waiting
   */
  public GroundTruth cached(String key, Supplier<CompletableFuture<GroundTruth>> loader)
      throws InterruptedException {
    boolean[] loaded = new boolean[1];
    Supplier<CompletableFuture<GroundTruth>> mine =
        () -> {
          loaded[0] = true;
          return contained(loader);
        };
    GroundTruth truth;
    try {
      truth = Http.await(cache.get(key, mine));
    } catch (SourceException e) {
      // The load ran on another caller's thread and was aborted by that caller's interrupt (its
      // turn was cancelled): not this caller's failure, nor the source's. Load again, once.
      if (Http.interrupted(e) && !Thread.currentThread().isInterrupted()) {
        truth = Http.await(cache.get(key, mine));
      } else {
        throw e;
      }
    }
    if (!loaded[0]) {
      GroundedFetcher.answeredFromCache(); // served from the cache or another caller's request
    }
    return truth;
  }

  /**
   * Returns the cached or in-flight resolution of a name (a coin name to its id, a team name to its
   * id), or starts it once for all callers. Resolutions are kept 12 hours, at most 1,024.
   *
   * @param name the normalised name
   * @param loader starts the resolution; it fails with a not-found error for an unknown name
   * @return the resolution, when it arrives
   */
  public CompletableFuture<String> resolved(
      String name, Supplier<CompletableFuture<String>> loader) {
    CompletableFuture<String> f = names.get(name, loader);
    // Joined another caller's load still in flight: what the caller composes on it runs on a pool
    // thread, not on the thread of that other caller when its load ends.
    return f.isDone() ? f : f.whenCompleteAsync((v, e) -> {}, VexRuntime.current().executor());
  }

  /**
   * Starts a load and turns any failure of reading the source's answer that is not already a {@link
   * SourceException} (a number out of range, a shape the parser did not expect) into a bad-response
   * {@link SourceException} naming this source.
   */
  private CompletableFuture<GroundTruth> contained(
      Supplier<CompletableFuture<GroundTruth>> loader) {
    CompletableFuture<GroundTruth> out = new CompletableFuture<>();
    CompletableFuture<GroundTruth> in;
    try {
      in = loader.get();
    } catch (RuntimeException e) {
      out.completeExceptionally(badResponse(e));
      return out;
    }
    in.whenComplete(
        (value, error) -> {
          if (error == null) {
            out.complete(value);
          } else {
            Throwable cause = Http.unwrap(error);
            out.completeExceptionally(
                cause instanceof RuntimeException r && !(r instanceof SourceException)
                    ? badResponse(r)
                    : cause);
          }
        });
    return out;
  }

  private SourceException badResponse(RuntimeException e) {
    if (e instanceof SourceException s) {
      return s;
    }
    String message =
        e instanceof Json.OutOfRange
            ? e.getMessage()
            : "could not read the answer: " + e.getClass().getSimpleName();
    return new SourceException(name, baseUrl, 200, message, Reason.BAD_RESPONSE, e);
  }

  private static String stripSlash(String url) {
    String u = url.strip();
    while (u.endsWith("/")) {
      u = u.substring(0, u.length() - 1);
    }
    if (!u.startsWith("http://") && !u.startsWith("https://")) {
      throw new IllegalArgumentException("base URL must start with http:// or https://: " + url);
    }
    return u;
  }
}
