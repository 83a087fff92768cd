package dev.vex.grounding.search;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * Web search results, from a SearXNG instance ({@code GET {baseUrl}/search?q=…&format=json}; the
 * instance must have the {@code json} format enabled in its {@code settings.yml}) or from an n8n
 * workflow webhook.
 *
 * <p><b>The n8n contract.</b> With {@link Builder#webhookUrl(String)} the fetcher sends {@code GET
 * {webhookUrl}?q=…} and expects the workflow to answer {@code 200} with SearXNG's JSON shape: an
 * object whose {@code results} array holds objects with {@code title}, {@code url} (http or https)
 * and optionally {@code content} and {@code engine}. The simplest such workflow is a Webhook node,
 * an HTTP Request node to SearXNG, and a Respond to Webhook node that passes the body through.
 * Results without an http(s) {@code url} are skipped; an empty {@code results} array means no
 * results.
 *
 * <p>The intent's subject is the query. There are no key figures: results are text. Immutable and
 * thread-safe.
 */
public final class SearchFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "search";

  /** The source name for SearXNG. */
  public static final String SEARXNG = "SearXNG";

  /** The source name for an n8n workflow. */
  public static final String N8N = "n8n workflow";

  private final Source source;
  private final String webhookUrl;
  private final int maxResults;

  private SearchFetcher(Builder b) {
    String name = b.webhookUrl.isEmpty() ? SEARXNG : N8N;
    SourceSettings settings = b.source.build();
    if (!b.webhookUrl.isEmpty()) {
      settings = settings.toBuilder().baseUrl(b.webhookUrl).build();
    }
    this.source = new Source(name, settings);
    this.webhookUrl = b.webhookUrl;
    this.maxResults = b.maxResults;
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
    if (query.isEmpty()) {
      throw new SourceException(
          source.name(),
          source.baseUrl(),
          0,
          "the question has no search terms",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    URI uri =
        webhookUrl.isEmpty()
            ? URI.create(source.baseUrl() + "/search?q=" + Text.encode(query) + "&format=json")
            : URI.create(
                source.baseUrl()
                    + (source.baseUrl().contains("?") ? "&" : "?")
                    + "q="
                    + Text.encode(query));
    return source.cached(
        Text.key(query),
        () ->
            source
                .getJsonAt(uri)
                .thenApply(
                    json ->
                        SearchReport.parse(
                            json,
                            source.name(),
                            query,
                            maxResults,
                            uri.toString(),
                            source.clock().instant())));
  }

  /** Configures a {@link SearchFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("http://127.0.0.1:8080")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofMinutes(10));
    private String webhookUrl = "";
    private int maxResults = 5;

    private Builder() {}

    /**
     * Sets the SearXNG instance. The default is {@code http://127.0.0.1:8080}, where the SearXNG
     * container listens by default.
     *
     * @param baseUrl as {@link SourceSettings.Builder#baseUrl}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      source.baseUrl(baseUrl);
      return this;
    }

    /**
     * Searches through an n8n workflow webhook instead of SearXNG; see the class comment for the
     * contract. The default is none.
     *
     * @param url the webhook's production URL, for example {@code
     *     http://127.0.0.1:5678/webhook/search}
     * @return this builder
     */
    public Builder webhookUrl(String url) {
      this.webhookUrl = Objects.requireNonNull(url).strip();
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
     * Sets how long results are reused for the same query. The default is 10 minutes.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets how many results are kept. The default is 5.
     *
     * @param max 1 to 20
     * @return this builder
     */
    public Builder maxResults(int max) {
      if (max < 1 || max > 20) {
        throw new IllegalArgumentException("maxResults must be 1 to 20: " + max);
      }
      this.maxResults = max;
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
    public SearchFetcher build() {
      return new SearchFetcher(this);
    }
  }
}
