package dev.vex.guards.links;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens each link that no tool or fetcher produced this turn and strips those that do not answer
 * 2xx or 3xx: an earlier system shipped a PDF link that returned 404 for two days because nobody
 * opened it.
 *
 * <p>Each link gets a {@code HEAD} request; when HEAD is refused (any status but 2xx, 3xx, 404 and
 * 410) a {@code GET} follows, whose body is closed unread once the status is known. Redirects are
 * not followed: a 3xx counts as alive. A timeout, a refused or reset connection, or a URL that
 * cannot be requested counts as dead. Links to loopback, private and link-local addresses written
 * as literals ({@code localhost}, {@code 10.0.0.1}, {@code [::1]}) are stripped unchecked unless
 * {@link Builder#allowPrivateHosts(boolean)} is set; host names are not resolved. All links of a
 * reply are checked concurrently on the HTTP client's executor; results, alive or dead, are cached
 * for the TTL, and concurrent checks of one URL share one request.
 *
 * <p>Only {@code http} and {@code https} links are checked; other schemes are the {@link
 * UrlAllowlistGuard}'s business. Run it after that guard. Built instances are immutable in
 * configuration and thread-safe; each holds one {@link HttpClient} and one cache.
 */
public final class LinkCheckGuard implements Guard {
  private static final Logger log = LoggerFactory.getLogger(LinkCheckGuard.class);
  private static final int MAX_CACHE = 10_000;

  private final HttpClient http;
  private final Duration timeout;
  private final Duration cacheTtl;
  private final Clock clock;
  private final boolean allowPrivateHosts;
  private final int maxLinks;
  private final Map<String, Cached> cache = new ConcurrentHashMap<>();

  private record Cached(CompletableFuture<Status> status, Instant expires) {}

  /** What a link answered: alive, and a short detail for the reason ("404", "timeout"). */
  private record Status(boolean alive, String detail) {}

  private LinkCheckGuard(Builder b) {
    this.timeout = b.timeout;
    this.cacheTtl = b.cacheTtl;
    this.clock = b.clock;
    this.allowPrivateHosts = b.allowPrivateHosts;
    this.maxLinks = b.maxLinks;
    this.http =
        b.http != null
            ? b.http
            : HttpClient.newBuilder()
                .connectTimeout(b.timeout)
                .version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
  }

  /**
   * Returns a builder.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  @Override
  public String name() {
    return "link-check";
  }

  /**
   * Strips the links that do not answer. Never throws: an internal failure is logged and the draft
   * passes with a reason saying so.
   */
  @Override
  public GuardVerdict check(Draft draft, TurnContext context) {
    try {
      return checkLinks(draft.text(), context);
    } catch (RuntimeException e) {
      log.warn("link check failed on a draft of {} chars; it passes", draft.text().length(), e);
      return new GuardVerdict.Pass("link check failed: " + e.getClass().getSimpleName());
    }
  }

  private GuardVerdict checkLinks(String text, TurnContext context) {
    Set<String> turnLinks = UrlAllowlistGuard.turnLinks(context);
    Map<String, CompletableFuture<Status>> checks = new LinkedHashMap<>();
    List<Link> links = LinkScanner.scan(text);
    for (Link link : links) {
      String key = Urls.comparable(link.url());
      if (Urls.httpHost(link.url()) != null
          && !turnLinks.contains(key)
          && !checks.containsKey(key)
          && checks.size() < maxLinks) {
        checks.put(key, status(link.url(), key));
      }
    }
    if (checks.isEmpty()) {
      return new GuardVerdict.Pass(links.isEmpty() ? "no links" : "no links to check");
    }
    Duration wait = timeout.multipliedBy(2).plusMillis(500);
    CompletableFuture.allOf(checks.values().toArray(CompletableFuture[]::new))
        .completeOnTimeout(null, wait.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)
        .join();
    List<Link> dead = new ArrayList<>();
    List<String> details = new ArrayList<>();
    for (Link link : links) {
      CompletableFuture<Status> f = checks.get(Urls.comparable(link.url()));
      if (f == null) {
        continue;
      }
      Status s = f.getNow(new Status(false, "timeout"));
      if (!s.alive()) {
        dead.add(link);
        details.add(link.url() + " (" + s.detail() + ")");
      }
    }
    if (dead.isEmpty()) {
      return new GuardVerdict.Pass("all " + checks.size() + " checked links answered");
    }
    return GuardVerdict.rewritten(
        LinkRemover.remove(text, dead),
        "removed " + dead.size() + " dead link(s): " + Reasons.list(details));
  }

  private CompletableFuture<Status> status(String url, String key) {
    Instant now = clock.instant();
    Cached hit = cache.get(key);
    if (hit != null && hit.expires().isAfter(now)) {
      return hit.status();
    }
    if (cache.size() >= MAX_CACHE) {
      cache.values().removeIf(c -> !c.expires().isAfter(now));
      if (cache.size() >= MAX_CACHE) {
        cache.clear();
      }
    }
    Cached fresh = new Cached(probe(url), now.plus(cacheTtl));
    Cached raced =
        cache.compute(key, (k, old) -> old != null && old.expires().isAfter(now) ? old : fresh);
    return raced.status();
  }

  private CompletableFuture<Status> probe(String url) {
    URI uri = Urls.toUri(url);
    if (uri == null) {
      return CompletableFuture.completedFuture(new Status(false, "not an http(s) URL"));
    }
    if (!allowPrivateHosts && Urls.isPrivateLiteral(uri.getHost())) {
      return CompletableFuture.completedFuture(new Status(false, "private address"));
    }
    try {
      HttpRequest head =
          HttpRequest.newBuilder(uri)
              .method("HEAD", HttpRequest.BodyPublishers.noBody())
              .timeout(timeout)
              .build();
      return http.sendAsync(head, HttpResponse.BodyHandlers.discarding())
          .thenCompose(
              r -> {
                int code = r.statusCode();
                if (alive(code) || code == 404 || code == 410) {
                  return CompletableFuture.completedFuture(new Status(alive(code), "" + code));
                }
                return get(uri);
              })
          .exceptionally(e -> failed(url, e));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed(url, e));
    }
  }

  private CompletableFuture<Status> get(URI uri) {
    HttpRequest get = HttpRequest.newBuilder(uri).GET().timeout(timeout).build();
    return http.sendAsync(get, HttpResponse.BodyHandlers.ofInputStream())
        .thenApply(
            r -> {
              close(r.body());
              return new Status(alive(r.statusCode()), "" + r.statusCode());
            });
  }

  private static void close(InputStream body) {
    try {
      body.close();
    } catch (java.io.IOException e) {
      log.debug("closing a link-check body failed", e);
    }
  }

  private static Status failed(String url, Throwable e) {
    Throwable cause =
        e instanceof java.util.concurrent.CompletionException && e.getCause() != null
            ? e.getCause()
            : e;
    log.debug("link {} did not answer: {}", url, cause.toString());
    String detail =
        cause instanceof java.net.http.HttpTimeoutException
            ? "timeout"
            : cause.getClass().getSimpleName();
    return new Status(false, detail);
  }

  private static boolean alive(int code) {
    return code >= 200 && code < 400;
  }

  /** Builds a {@link LinkCheckGuard}. Not thread-safe; the guard it builds is. */
  public static final class Builder {
    private Duration timeout = Duration.ofSeconds(3);
    private Duration cacheTtl = Duration.ofMinutes(10);
    private HttpClient http;
    private Clock clock = Clock.systemUTC();
    private boolean allowPrivateHosts;
    private int maxLinks = 20;

    private Builder() {}

    /**
     * Sets the timeout of each request and of connecting. The default is 3 seconds; the valid range
     * is 1 ms to 1 minute. A reply waits at most about twice this for all its links.
     *
     * @param timeout the timeout
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      Objects.requireNonNull(timeout, "timeout");
      if (timeout.isNegative()
          || timeout.isZero()
          || timeout.compareTo(Duration.ofMinutes(1)) > 0) {
        throw new IllegalArgumentException("timeout must be 1 ms to 1 minute: " + timeout);
      }
      this.timeout = timeout;
      return this;
    }

    /**
     * Sets how long a link's result, alive or dead, is remembered. The default is 10 minutes; zero
     * disables the cache.
     *
     * @param ttl the time to live; not negative
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      Objects.requireNonNull(ttl, "ttl");
      if (ttl.isNegative()) {
        throw new IllegalArgumentException("cache TTL must not be negative: " + ttl);
      }
      this.cacheTtl = ttl;
      return this;
    }

    /**
     * Sets the HTTP client. The default is a client of the guard's own with the connect timeout set
     * to {@link #timeout(Duration)} and redirects not followed. A client that follows redirects
     * judges a link by where it ends.
     *
     * @param client the client
     * @return this builder
     */
    public Builder httpClient(HttpClient client) {
      this.http = Objects.requireNonNull(client, "client");
      return this;
    }

    /**
     * Sets the clock for the cache. The default is the system clock.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Lets the guard request loopback, private and link-local addresses (for tests against a local
     * server). The default is false: such links are stripped unchecked.
     *
     * @param allow whether to request them
     * @return this builder
     */
    public Builder allowPrivateHosts(boolean allow) {
      this.allowPrivateHosts = allow;
      return this;
    }

    /**
     * Sets how many distinct links of one reply are checked; the rest pass unchecked. The default
     * is 20; the valid range is 1 to 1000.
     *
     * @param max the limit
     * @return this builder
     */
    public Builder maxLinks(int max) {
      if (max < 1 || max > 1000) {
        throw new IllegalArgumentException("maxLinks must be 1 to 1000: " + max);
      }
      this.maxLinks = max;
      return this;
    }

    /**
     * Builds the guard.
     *
     * @return the guard; thread-safe
     */
    public LinkCheckGuard build() {
      return new LinkCheckGuard(this);
    }
  }
}
