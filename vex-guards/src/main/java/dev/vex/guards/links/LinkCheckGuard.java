package dev.vex.guards.links;

import dev.vex.core.TurnContext;
import dev.vex.core.VexRuntime;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import java.net.InetAddress;
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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.net.ssl.SSLSocketFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens each link that no tool or fetcher produced this turn and strips those that are dead: an
 * earlier system shipped a PDF link that returned 404 for two days because nobody opened it.
 *
 * <p><b>What counts.</b> Each link gets a {@code HEAD} request; when HEAD is refused (any status
 * but 2xx, 3xx, 404 and 410) a {@code GET} follows, of which only the status line and headers are
 * read. Redirects are followed, at most 5, each to a host checked like the first. 2xx is alive;
 * 4xx, 5xx, a refused or reset connection, an unknown host or a URL that cannot be requested is
 * dead and the link is stripped. A <b>timeout is unknown, never dead</b>: the link is kept and the
 * verdict's reason (in the trace) says it could not be checked.
 *
 * <p><b>Never inward.</b> Every host is resolved once, in the calling thread before any request is
 * queued (so the verdict cannot depend on load: a refused link is never "could not be checked"),
 * and refused (the link is stripped, unopened) when any of its addresses is loopback, private,
 * link-local, carrier-grade NAT, benchmarking, documentation, multicast, broadcast, reserved, a
 * cloud-metadata address or name, an IPv6 unique local or link-local address, or an IPv4-mapped
 * IPv6 address, unless {@link Builder#allowPrivateHosts(boolean)} is set. Hosts are read as a
 * browser reads them ({@code 127.1} and {@code 0x7f.0.0.1} are loopback). The request then goes to
 * exactly the address that was checked, so a second DNS answer cannot point it inward; TLS verifies
 * the host name.
 *
 * <p><b>Cost.</b> All links of a reply are checked concurrently, on the executor of the turn's
 * {@link VexRuntime} (no thread of the guard's own outlives the runtime); a reply waits at most the
 * timeout (plus one second) for them. Results are cached for the TTL (unknown results are not
 * cached), and concurrent checks of one URL, from one reply or several, share one request
 * (single-flight).
 *
 * <p>Only {@code http} and {@code https} links are checked; other schemes are the {@link
 * UrlAllowlistGuard}'s business. Run it after that guard. Built instances are immutable in
 * configuration and thread-safe; each holds one cache.
 */
public final class LinkCheckGuard implements Guard {
  private static final int MAX_CACHE = 10_000;

  private final Duration timeout;
  private final Duration cacheTtl;
  private final Clock clock;
  private final int maxLinks;
  private final Executor executor;
  private final Probe probe;
  private final Map<String, Cached> cache = new ConcurrentHashMap<>();

  private record Cached(CompletableFuture<Probe.Status> status, Instant expires) {}

  private LinkCheckGuard(Builder b) {
    this.timeout = b.timeout;
    this.cacheTtl = b.cacheTtl;
    this.clock = b.clock;
    this.maxLinks = b.maxLinks;
    this.executor = b.executor;
    this.probe =
        new Probe(
            b.resolver,
            b.tls != null ? b.tls : (SSLSocketFactory) SSLSocketFactory.getDefault(),
            b.allowPrivateHosts,
            b.trusted,
            b.timeout.toMillis());
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
   * Strips the links that are dead or point inward. Never throws: an internal failure is logged and
   * the draft passes with a reason saying so.
   */
  @Override
  public GuardVerdict check(Draft draft, TurnContext context) {
    try {
      return checkLinks(draft.text(), context);
    } catch (RuntimeException e) {
      log().warn("link check failed on a draft of {} chars; it passes", draft.text().length(), e);
      return new GuardVerdict.Pass("link check failed: " + e.getClass().getSimpleName());
    }
  }

  private GuardVerdict checkLinks(String text, TurnContext context) {
    Set<String> turnLinks = UrlAllowlistGuard.turnLinks(context);
    Map<String, CompletableFuture<Probe.Status>> checks = new LinkedHashMap<>();
    List<Link> links = ReplyLinks.scan(text, false);
    int unchecked = 0;
    for (Link link : links) {
      String key = Urls.comparable(link.url());
      if (Urls.httpHost(link.url()) == null || turnLinks.contains(key) || checks.containsKey(key)) {
        continue;
      }
      // Whether the host may be reached at all is decided here, in the caller's thread and before
      // any request: the verdict for an inward address cannot depend on how busy the pool is.
      Object admitted = probe.admit(link.url());
      if (admitted instanceof Probe.Status refused) {
        checks.put(key, CompletableFuture.completedFuture(refused));
      } else if (checks.size() < maxLinks) {
        checks.put(key, status(link.url(), key, (InetAddress) admitted));
      } else {
        unchecked++;
      }
    }
    if (checks.isEmpty()) {
      return new GuardVerdict.Pass(links.isEmpty() ? "no links" : "no links to check");
    }
    try {
      CompletableFuture.allOf(checks.values().toArray(CompletableFuture[]::new))
          .get(timeout.toMillis() + 1_000, TimeUnit.MILLISECONDS);
    } catch (TimeoutException | ExecutionException e) {
      log().debug("some link checks did not finish in time", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    List<Link> dead = new ArrayList<>();
    List<String> details = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    for (Link link : links) {
      CompletableFuture<Probe.Status> f = checks.get(Urls.comparable(link.url()));
      if (f == null) {
        continue;
      }
      Probe.Status s = f.getNow(new Probe.Status(Probe.State.UNKNOWN, "timeout"));
      if (s.state() == Probe.State.DEAD) {
        dead.add(link);
        details.add(link.url() + " (" + s.detail() + ")");
      } else if (s.state() == Probe.State.UNKNOWN && !unknown.contains(link.url())) {
        unknown.add(link.url() + " (" + s.detail() + ")");
      }
    }
    String notChecked =
        (unknown.isEmpty()
                ? ""
                : "; kept "
                    + unknown.size()
                    + " link(s) that could not be checked: "
                    + Reasons.list(unknown))
            + (unchecked > 0 ? "; " + unchecked + " link(s) over the limit left unchecked" : "");
    if (dead.isEmpty()) {
      int answered = checks.size() - unknown.size();
      return new GuardVerdict.Pass(
          (unknown.isEmpty()
                  ? "all " + checks.size() + " checked links answered"
                  : answered + " of " + checks.size() + " checked links answered")
              + notChecked);
    }
    return GuardVerdict.rewritten(
        LinkRemover.remove(text, dead),
        "removed " + dead.size() + " dead link(s): " + Reasons.list(details) + notChecked);
  }

  /** The status of a URL: cached, joined to a check in flight, or a new check. */
  private CompletableFuture<Probe.Status> status(String url, String key, InetAddress first) {
    Instant now = clock.instant();
    Cached hit = cache.get(key);
    if (hit != null && hit.expires().isAfter(now)) {
      return hit.status();
    }
    if (cache.size() >= MAX_CACHE) {
      cache.values().removeIf(c -> c.status().isDone() && !c.expires().isAfter(now));
      if (cache.size() >= MAX_CACHE) {
        cache.values().removeIf(c -> c.status().isDone());
      }
    }
    CompletableFuture<Probe.Status> mine = new CompletableFuture<>();
    Cached fresh = new Cached(mine, now.plus(cacheTtl));
    Cached winner =
        cache.compute(
            key,
            (k, old) ->
                old != null && (old.expires().isAfter(now) || !old.status().isDone())
                    ? old
                    : fresh);
    if (winner != fresh) {
      return winner.status();
    }
    try {
      (executor != null ? executor : VexRuntime.current().executor())
          .execute(() -> run(url, key, fresh, first));
    } catch (RejectedExecutionException | IllegalStateException e) {
      cache.remove(key, fresh);
      mine.complete(new Probe.Status(Probe.State.UNKNOWN, "no thread free"));
    }
    return mine;
  }

  private void run(String url, String key, Cached entry, InetAddress first) {
    Probe.Status s;
    try {
      s = probe.check(url, first);
    } catch (RuntimeException e) {
      log().debug("link check of {} failed", url, e);
      s = new Probe.Status(Probe.State.UNKNOWN, e.getClass().getSimpleName());
    }
    if (s.state() == Probe.State.UNKNOWN || cacheTtl.isZero()) {
      cache.remove(key, entry);
    }
    entry.status().complete(s);
  }

  /** Builds a {@link LinkCheckGuard}. Not thread-safe; the guard it builds is. */
  public static final class Builder {
    private Duration timeout = Duration.ofSeconds(3);
    private Duration cacheTtl = Duration.ofMinutes(10);
    private Clock clock = Clock.systemUTC();
    private boolean allowPrivateHosts;
    private int maxLinks = 20;
    private Executor executor;
    private Probe.Resolver resolver = InetAddress::getAllByName;
    private SSLSocketFactory tls;
    private java.util.function.Predicate<InetAddress> trusted = a -> false;

    private Builder() {}

    /**
     * Sets how long one link may take, redirects included, before it counts as unknown (kept,
     * unchecked). The default is 3 seconds; the valid range is 1 ms to 1 minute. A reply waits at
     * most this plus one second for all its links.
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
     * disables the cache (concurrent checks of one URL still share one request).
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
     * Sets the executor the checks run on; each check blocks one of its threads for at most the
     * timeout. The default is the executor of the runtime of the turn being checked ({@link
     * VexRuntime#current()}; outside a turn, the default runtime), so that no check outlives the
     * runtime the host closes.
     *
     * @param executor the executor
     * @return this builder
     */
    public Builder executor(Executor executor) {
      this.executor = Objects.requireNonNull(executor, "executor");
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
     * Lets the guard request loopback, private, link-local and other non-public addresses (for
     * tests against a local server, or an intranet host). The default is false: such links are
     * stripped unopened.
     *
     * @param allow whether to request them
     * @return this builder
     */
    public Builder allowPrivateHosts(boolean allow) {
      this.allowPrivateHosts = allow;
      return this;
    }

    /**
     * Sets how many distinct links of one reply are checked; the rest pass unchecked and the
     * verdict says so. The default is 20; the valid range is 1 to 1000.
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

    /** Sets how host names are resolved; the default is the system resolver. For tests. */
    Builder resolver(Probe.Resolver resolver) {
      this.resolver = Objects.requireNonNull(resolver, "resolver");
      return this;
    }

    /** Lets the guard reach these addresses even though they are not public. For tests. */
    Builder trust(java.util.function.Predicate<InetAddress> trusted) {
      this.trusted = Objects.requireNonNull(trusted, "trusted");
      return this;
    }

    /** Sets the TLS socket factory; the default is the JDK's. For tests. */
    Builder tls(SSLSocketFactory tls) {
      this.tls = Objects.requireNonNull(tls, "tls");
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

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(LinkCheckGuard.class);
  }
}
