package dev.vex.grounding.stocks;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

/**
 * A security's last price from Yahoo Finance's chart endpoint ({@code /v8/finance/chart/{symbol}}).
 * The intent's subject is a ticker written in capitals ({@code AAPL}, {@code EQNR.OL}, {@code
 * ^GSPC}) or a company name ({@code Equinor}), which Yahoo's search endpoint ({@code
 * /v1/finance/search}) resolves to its first listed equity, ETF, index or fund. Key figures: the
 * price and previous close in the listing's currency, the change in {@code %}. Immutable and
 * thread-safe.
 */
public final class StockFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "stocks";

  /** The source name. */
  public static final String SOURCE = "Yahoo Finance";

  private static final Pattern TICKER =
      Pattern.compile("\\^[A-Z0-9]{1,8}|[A-Z0-9]{1,6}(?:[.-][A-Z]{1,3})?(?:=[XF])?");

  private final Source source;

  private StockFetcher(Builder b) {
    this.source = new Source(SOURCE, b.source.build());
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
  public static StockFetcher create() {
    return builder().build();
  }

  /**
   * Returns whether a subject is written as a ticker (capitals, digits, an exchange suffix).
   *
   * @param subject the subject
   * @return true for {@code AAPL}, {@code EQNR.OL}, {@code ^GSPC}
   */
  public static boolean isTicker(String subject) {
    return TICKER.matcher(subject.strip()).matches();
  }

  /**
   * Yes: the fetch waits only in the JDK client's send and on futures, both of which end at an
   * interrupt.
   *
   * @return true
   */
  /**
   * Yes: a reply may state this source's figures wrongly even when the user only mentioned the
   * subject.
   *
   * @return true
   */
  @Override
  public boolean fetchesMentions() {
    return true;
  }

  @Override
  public boolean answersInterrupts() {
    return true;
  }

  @Override
  public GroundTruth fetch(Intent intent) throws InterruptedException {
    String subject = intent.subject().strip();
    if (subject.isEmpty()) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no ticker or company",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    return source.cached(Text.key(subject), () -> load(subject));
  }

  private CompletableFuture<GroundTruth> load(String subject) {
    if (isTicker(subject)) {
      return chart(subject, "");
    }
    String path = "/v1/finance/search?q=" + Text.encode(subject) + "&quotesCount=6&newsCount=0";
    String url = source.baseUrl() + path;
    return source
        .getJson(path)
        .thenApply(json -> StockReport.firstListed(json, subject, url))
        .thenCompose(found -> chart(found.symbol(), found.name()));
  }

  private CompletableFuture<GroundTruth> chart(String symbol, String name) {
    String path = "/v8/finance/chart/" + Text.encode(symbol) + "?range=1d&interval=1d";
    String url = source.baseUrl() + path;
    return source
        .getJson(path)
        .thenApply(json -> StockReport.chart(json, name, url, source.clock().instant()));
  }

  /** Configures a {@link StockFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://query1.finance.yahoo.com")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofSeconds(60));

    private Builder() {}

    /**
     * Sets the base URL of both the chart and the search endpoint. The default is {@code
     * https://query1.finance.yahoo.com}.
     *
     * @param baseUrl as {@link SourceSettings.Builder#baseUrl}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      source.baseUrl(baseUrl);
      return this;
    }

    /**
     * Sets the timeout of each request, body included (a company name takes two requests). The
     * default is 2 seconds.
     *
     * @param timeout as {@link SourceSettings.Builder#timeout}
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      source.timeout(timeout);
      return this;
    }

    /**
     * Sets how long a price is reused for the same ticker or name. The default is 60 seconds.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets the user agent. Yahoo answers HTTP 429 to some clients without one. The default names
     * vex-grounding in a browser-compatible form.
     *
     * @param userAgent as {@link SourceSettings.Builder#userAgent}
     * @return this builder
     */
    public Builder userAgent(String userAgent) {
      source.userAgent(userAgent);
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
    public StockFetcher build() {
      return new StockFetcher(this);
    }
  }
}
