package dev.vex.grounding.news;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import java.time.Clock;
import java.time.Duration;

/**
 * Tech news from the Hacker News Algolia API: the front page ({@code /api/v1/search?tags=
 * front_page}) when the intent has no subject, else a story search ({@code
 * /api/v1/search?query=…&tags=story}). Key figures: each story's points. Immutable and thread-safe.
 */
public final class NewsFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "news";

  /** The source name. */
  public static final String SOURCE = "Hacker News";

  private final Source source;
  private final int maxStories;

  private NewsFetcher(Builder b) {
    this.source = new Source(SOURCE, b.source.build());
    this.maxStories = b.maxStories;
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a fetcher with the defaults.
   *
   * @return the fetcher
   */
  public static NewsFetcher create() {
    return builder().build();
  }

  /**
   * Yes: the fetch waits only in the JDK client's send and on futures, both of which end at an
   * interrupt.
   *
   * @return true
   */
  @Override
  public boolean answersInterrupts() {
    return true;
  }

  @Override
  public GroundTruth fetch(Intent intent) throws InterruptedException {
    String query = intent.subject().strip();
    String path =
        query.isEmpty()
            ? "/api/v1/search?tags=front_page"
            : "/api/v1/search?query=" + Text.encode(query) + "&tags=story";
    String url = source.baseUrl() + path;
    return source.cached(
        Text.key(query),
        () ->
            source
                .getJson(path)
                .thenApply(
                    json ->
                        NewsReport.parse(json, query, maxStories, url, source.clock().instant())));
  }

  /** Configures a {@link NewsFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://hn.algolia.com")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofMinutes(5));
    private int maxStories = 5;

    private Builder() {}

    /**
     * Sets the base URL. The default is {@code https://hn.algolia.com}.
     *
     * @param baseUrl as {@link SourceSettings.Builder#baseUrl}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      source.baseUrl(baseUrl);
      return this;
    }

    /**
     * Sets the timeout of a request, body included. The default is 2 seconds.
     *
     * @param timeout as {@link SourceSettings.Builder#timeout}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      source.timeout(timeout);
      return this;
    }

    /**
     * Sets how long stories are reused for the same query. The default is 5 minutes.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets how many stories are kept. The default is 5.
     *
     * @param max 1 to 20
     * @return this builder
     */
    public Builder maxStories(int max) {
      if (max < 1 || max > 20) {
        throw new IllegalArgumentException("maxStories must be 1 to 20: " + max);
      }
      this.maxStories = max;
      return this;
    }

    /**
     * Sets the clock for fetched-at times. The default is the system clock in UTC.
     *
     * @param clock as {@link SourceSettings.Builder#clock}
     * @return this builder
     */
    public Builder clock(Clock clock) {
      source.clock(clock);
      return this;
    }

    /**
     * Replaces the base URL, timeout, cache lifetime, user agent and clock with {@code settings}.
     *
     * @param settings the settings
     * @return this builder
     */
    public Builder settings(SourceSettings settings) {
      source.settings(settings);
      return this;
    }

    /**
     * Builds the fetcher.
     *
     * @return the fetcher
     */
    public NewsFetcher build() {
      return new NewsFetcher(this);
    }
  }
}
