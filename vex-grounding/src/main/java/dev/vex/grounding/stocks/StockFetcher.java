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
import java.time.LocalDate;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

/**
 * A security's last price from Yahoo Finance's chart endpoint ({@code /v8/finance/chart/{symbol}}).
 * The intent's subject is a ticker written in capitals ({@code AAPL}, {@code EQNR.OL}, {@code
 * ^GSPC}) or a company name ({@code Equinor}), which Yahoo's search endpoint ({@code
 * /v1/finance/search}) resolves to its first listed equity, ETF, index or fund. Key figures: the
 * price and previous close in the listing's currency, the change in {@code %}.
 *
 * <p>With the intent's {@link #DATE} parameter it asks for that day's or period's daily bars
 * instead ({@code /v8/finance/chart/{symbol}?period1=…&period2=…&interval=1d}, the epoch seconds of
 * a window from a week before the first day to the day after the last), and gives per trading day
 * the open, high, low, close, volume and change from the close before, labelled with the day in the
 * exchange's time zone ({@code "AAPL close on 2020-01-02"}). None of those is required: a past
 * day's figures are never a live ask; they catch a reply that misstates them. A window Yahoo holds
 * no bars for gives a ground truth without figures that says so. Immutable and thread-safe.
 */
public final class StockFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "stocks";

  /** The source name. */
  public static final String SOURCE = "Yahoo Finance";

  /**
   * The intent parameter for a past day or period whose daily prices are asked: {@code 2020-01-02}
   * (a day), {@code --01-02} (a day without its year: the latest such day not after today), {@code
   * 2023-06-20/2023-07-14} (a period; {@code 2023-06-20/} runs to today), or {@code P1M} (the month
   * up to today, for "in that period" with no day named). A day after today is refused.
   */
  public static final String DATE = "date";

  /** The longest period asked in one request. */
  private static final int MOST_DAYS = 400;

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
    String date = intent.parameters().get(DATE);
    if (date != null && !date.isBlank()) {
      LocalDate[] window = window(date.strip());
      return source.cached(
          Text.key(subject) + "|" + window[0] + "/" + window[1],
          () -> loadDaily(subject, window[0], window[1]));
    }
    return source.cached(Text.key(subject), () -> load(subject));
  }

  /**
   * The first and last day of {@link #DATE}'s value, by the source's clock; refused before any
   * request when it is after today or not in one of the documented forms.
   */
  private LocalDate[] window(String raw) {
    LocalDate today = LocalDate.now(source.clock());
    LocalDate from;
    LocalDate to;
    try {
      if ("P1M".equals(raw)) {
        from = today.minusMonths(1);
        to = today;
      } else if (raw.indexOf('/') > 0) {
        int slash = raw.indexOf('/');
        from = day(raw.substring(0, slash), today);
        String end = raw.substring(slash + 1);
        to = end.isEmpty() ? today : day(end, today);
      } else {
        from = day(raw, today);
        to = from;
      }
    } catch (java.time.DateTimeException e) {
      throw new IllegalArgumentException(
          "date is not yyyy-mm-dd, --mm-dd, a period of them or P1M: " + Text.shorten(raw, 24), e);
    }
    if (from.isAfter(today) || to.isBefore(from)) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "no daily prices for " + raw + " (days run to today, " + today + ")",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    if (to.isAfter(today)) {
      to = today;
    }
    if (java.time.temporal.ChronoUnit.DAYS.between(from, to) > MOST_DAYS) {
      from = to.minusDays(MOST_DAYS);
    }
    return new LocalDate[] {from, to};
  }

  private static LocalDate day(String s, LocalDate today) {
    if (s.startsWith("--")) {
      java.time.MonthDay md = java.time.MonthDay.parse(s);
      LocalDate d = md.atYear(today.getYear());
      return d.isAfter(today) ? md.atYear(today.getYear() - 1) : d;
    }
    return LocalDate.parse(s);
  }

  private CompletableFuture<GroundTruth> loadDaily(String subject, LocalDate from, LocalDate to) {
    if (isTicker(subject)) {
      return daily(subject, "", from, to);
    }
    String path = "/v1/finance/search?q=" + Text.encode(subject) + "&quotesCount=6&newsCount=0";
    String url = source.baseUrl() + path;
    return source
        .getJson(path)
        .thenApply(json -> StockReport.firstListed(json, subject, url))
        .thenCompose(found -> daily(found.symbol(), found.name(), from, to));
  }

  /**
   * The daily bars from a week before {@code from} (so the first day's change has a close before
   * it) to the end of {@code to}, a day later so that no time zone cuts it off.
   */
  private CompletableFuture<GroundTruth> daily(
      String symbol, String name, LocalDate from, LocalDate to) {
    long period1 = from.minusDays(7).atStartOfDay(java.time.ZoneOffset.UTC).toEpochSecond();
    long period2 = to.plusDays(2).atStartOfDay(java.time.ZoneOffset.UTC).toEpochSecond();
    String path =
        "/v8/finance/chart/"
            + Text.encode(symbol)
            + "?period1="
            + period1
            + "&period2="
            + period2
            + "&interval=1d";
    String url = source.baseUrl() + path;
    return source
        .getJson(path)
        .thenApply(json -> DailyReport.daily(json, name, url, source.clock().instant(), from, to));
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
