package dev.vex.grounding;

import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * How a built-in fetcher reaches its source: base URL, request timeout, cache lifetime, user agent
 * and clock. Every fetcher builder ({@code WeatherFetcher.builder()}, {@code
 * NewsFetcher.builder()}, …) keeps one of these, so these five settings are checked and described
 * here once; each fetcher only states its own defaults. Immutable and thread-safe.
 *
 * <pre>{@code
 * SourceSettings local = SourceSettings.builder()
 *     .baseUrl("http://127.0.0.1:8089/wttr")
 *     .timeout(Duration.ofSeconds(5))
 *     .build();
 * WeatherFetcher weather = WeatherFetcher.builder().settings(local).build();
 * }</pre>
 */
public final class SourceSettings {
  /** The user agent unless one is set: names vex-grounding in a browser-compatible form. */
  public static final String DEFAULT_USER_AGENT = "Mozilla/5.0 (compatible; vex-grounding/0.1)";

  private final String baseUrl;
  private final Duration timeout;
  private final Duration cacheTtl;
  private final String userAgent;
  private final Clock clock;

  private SourceSettings(Builder b) {
    if (b.baseUrl == null) {
      throw new IllegalStateException("baseUrl is not set");
    }
    this.baseUrl = b.baseUrl;
    this.timeout = b.timeout;
    this.cacheTtl = b.cacheTtl;
    this.userAgent = b.userAgent;
    this.clock = b.clock;
  }

  /**
   * Starts a configuration. The base URL has no default and must be set.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder holding these settings.
   *
   * @return a builder
   */
  public Builder toBuilder() {
    return new Builder().settings(this);
  }

  /**
   * Returns the base URL, an http or https URL without a trailing slash.
   *
   * @return the base URL
   */
  public String baseUrl() {
    return baseUrl;
  }

  /**
   * Returns the timeout of each request, body included; positive.
   *
   * @return the timeout
   */
  public Duration timeout() {
    return timeout;
  }

  /**
   * Returns how long an answer is reused for the same question; zero or more.
   *
   * @return the cache lifetime
   */
  public Duration cacheTtl() {
    return cacheTtl;
  }

  /**
   * Returns the user agent sent with each request.
   *
   * @return the user agent
   */
  public String userAgent() {
    return userAgent;
  }

  /**
   * Returns the clock for fetched-at times.
   *
   * @return the clock
   */
  public Clock clock() {
    return clock;
  }

  @Override
  public String toString() {
    return "SourceSettings[baseUrl="
        + baseUrl
        + ", timeout="
        + timeout
        + ", cacheTtl="
        + cacheTtl
        + "]";
  }

  /** Configures {@link SourceSettings}. Every setter checks its argument at once. */
  public static final class Builder {
    private String baseUrl;
    private Duration timeout = Duration.ofSeconds(2);
    private Duration cacheTtl = Duration.ofMinutes(10);
    private String userAgent = DEFAULT_USER_AGENT;
    private Clock clock = Clock.systemUTC();

    private Builder() {}

    /**
     * Sets the source's base URL; trailing slashes and surrounding blanks are dropped. No default
     * here; each fetcher names its public service as its default.
     *
     * @param baseUrl an absolute {@code http} or {@code https} URL with a host, for example a
     *     self-hosted service or a local test server
     * @return this builder
     * @throws NullPointerException if {@code baseUrl} is null
     * @throws IllegalArgumentException if it is not an http or https URL with a host
     */
    public Builder baseUrl(String baseUrl) {
      this.baseUrl = httpUrl(baseUrl, "baseUrl");
      return this;
    }

    /**
     * Sets the timeout of each request, body included. The default is 2 seconds.
     *
     * @param timeout a positive duration
     * @return this builder
     * @throws NullPointerException if {@code timeout} is null
     * @throws IllegalArgumentException if it is zero or negative
     */
    public Builder timeout(Duration timeout) {
      Objects.requireNonNull(timeout, "timeout");
      if (timeout.isZero() || timeout.isNegative()) {
        throw new IllegalArgumentException("timeout must be positive: " + timeout);
      }
      this.timeout = timeout;
      return this;
    }

    /**
     * Sets how long an answer is reused for the same question. The default is 10 minutes; zero only
     * shares requests in flight.
     *
     * @param ttl a duration, zero or more
     * @return this builder
     * @throws NullPointerException if {@code ttl} is null
     * @throws IllegalArgumentException if it is negative
     */
    public Builder cacheTtl(Duration ttl) {
      Objects.requireNonNull(ttl, "cacheTtl");
      if (ttl.isNegative()) {
        throw new IllegalArgumentException("cacheTtl must not be negative: " + ttl);
      }
      this.cacheTtl = ttl;
      return this;
    }

    /**
     * Sets the user agent. The default is {@link #DEFAULT_USER_AGENT}; some services (Yahoo) answer
     * HTTP 429 to clients without one.
     *
     * @param userAgent a non-blank user agent
     * @return this builder
     * @throws NullPointerException if {@code userAgent} is null
     * @throws IllegalArgumentException if it is blank or holds a line break
     */
    public Builder userAgent(String userAgent) {
      Objects.requireNonNull(userAgent, "userAgent");
      if (userAgent.isBlank() || userAgent.indexOf('\r') >= 0 || userAgent.indexOf('\n') >= 0) {
        throw new IllegalArgumentException("userAgent must be one non-blank line: " + userAgent);
      }
      this.userAgent = userAgent;
      return this;
    }

    /**
     * Sets the clock for fetched-at times. The default is the system clock in UTC.
     *
     * @param clock the clock
     * @return this builder
     * @throws NullPointerException if {@code clock} is null
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Copies every value of {@code settings} into this builder.
     *
     * @param settings the settings to copy
     * @return this builder
     */
    public Builder settings(SourceSettings settings) {
      Objects.requireNonNull(settings, "settings");
      this.baseUrl = settings.baseUrl;
      this.timeout = settings.timeout;
      this.cacheTtl = settings.cacheTtl;
      this.userAgent = settings.userAgent;
      this.clock = settings.clock;
      return this;
    }

    /**
     * Builds the settings.
     *
     * @return the settings
     * @throws IllegalStateException if no base URL was set
     */
    public SourceSettings build() {
      return new SourceSettings(this);
    }
  }

  /**
   * Checks that {@code url} is an absolute http or https URL with a host and returns it stripped of
   * blanks and trailing slashes.
   *
   * @param url the URL
   * @param what its name for the message
   * @return the URL without trailing slashes
   */
  static String httpUrl(String url, String what) {
    Objects.requireNonNull(url, what);
    String s = url.strip();
    while (s.endsWith("/")) {
      s = s.substring(0, s.length() - 1);
    }
    java.net.URI uri;
    try {
      uri = new java.net.URI(s);
    } catch (java.net.URISyntaxException e) {
      throw new IllegalArgumentException(what + " must be an http or https URL: " + url, e);
    }
    String scheme =
        uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
    if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null) {
      throw new IllegalArgumentException(what + " must be an http or https URL: " + url);
    }
    return s;
  }
}
