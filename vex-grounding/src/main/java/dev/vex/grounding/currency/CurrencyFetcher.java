package dev.vex.grounding.currency;

import com.google.gson.JsonElement;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Exchange rates from Frankfurter (the European Central Bank's reference rates, free and keyless):
 * {@code GET {base}/v1/latest?base=USD&symbols=NOK}. The intent's subject is the pair, {@code
 * USD/NOK}; its {@code amount} parameter the amount to convert (default 1). Key figures: the
 * converted amount (required, when an amount was asked) and the rate. Immutable and thread-safe.
 */
public final class CurrencyFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "currency";

  /** The intent parameter for the amount to convert, for example {@code 100}. */
  public static final String AMOUNT = "amount";

  /** The source name. */
  public static final String SOURCE = "Frankfurter";

  private static final Pattern CODE = Pattern.compile("[A-Z]{3}");
  private static final BigDecimal MAX_AMOUNT = new BigDecimal("1e12");

  private final Source source;

  private CurrencyFetcher(Builder b) {
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
  public static CurrencyFetcher create() {
    return builder().build();
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
    String[] pair = intent.subject().toUpperCase(Locale.ROOT).split("[/ ]+");
    if (pair.length != 2
        || !CODE.matcher(pair[0]).matches()
        || !CODE.matcher(pair[1]).matches()
        || pair[0].equals(pair[1])) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no currency pair such as USD/NOK: '"
              + Text.shorten(intent.subject(), 40)
              + "'",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    String from = pair[0];
    String to = pair[1];
    BigDecimal amount = amount(intent.parameters().get(AMOUNT));
    String path = "/v1/latest?base=" + from + "&symbols=" + to;
    String url = source.baseUrl() + path;
    GroundTruth perUnit =
        source.cached(
            from + "|" + to,
            () ->
                source
                    .getJson(path)
                    .thenApply(json -> parse(json, from, to, url, source.clock().instant())));
    return convert(perUnit, amount);
  }

  private static BigDecimal amount(String raw) {
    if (raw == null || raw.isBlank()) {
      return BigDecimal.ONE;
    }
    String s = raw.strip();
    if (s.length() > 20) {
      throw new IllegalArgumentException("amount too long: " + Text.shorten(s, 24));
    }
    BigDecimal a;
    try {
      a = new BigDecimal(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("amount is not a number: " + s, e);
    }
    if (a.signum() <= 0 || a.compareTo(MAX_AMOUNT) >= 0 || a.scale() > 6) {
      throw new IllegalArgumentException("amount out of range (above 0, below 10^12): " + s);
    }
    return a.stripTrailingZeros();
  }

  static GroundTruth parse(JsonElement json, String from, String to, String url, Instant at) {
    if (!json.isJsonObject()) {
      throw Truths.badShape(SOURCE, url, "expected an object with rates");
    }
    BigDecimal rate =
        Json.decimal(json, "rates", to)
            .orElseThrow(() -> Truths.notFound(SOURCE, url, "no " + to + " rate for " + from));
    if (rate.signum() <= 0) {
      throw Truths.badShape(SOURCE, url, "a rate that is not positive: " + rate);
    }
    String date = Json.path(json, "date");
    if (date.length() > 10) {
      throw Truths.badShape(SOURCE, url, "a date longer than yyyy-mm-dd");
    }
    return build(from, to, rate, date, List.of(url), at, BigDecimal.ONE);
  }

  /** The ground truth for an amount, worked out from the cached rate (one request per pair). */
  private static GroundTruth convert(GroundTruth perUnit, BigDecimal amount) {
    Map<String, Object> f = perUnit.facts();
    return build(
        (String) f.get("from"),
        (String) f.get("to"),
        (BigDecimal) f.get("rate"),
        (String) f.get("date"),
        perUnit.sourceUrls(),
        perUnit.fetchedAt(),
        amount);
  }

  private static GroundTruth build(
      String from,
      String to,
      BigDecimal rate,
      String date,
      List<String> urls,
      Instant at,
      BigDecimal amount) {
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("from", from);
    facts.put("to", to);
    facts.put("rate", rate);
    facts.put("date", date);
    boolean one = amount.compareTo(BigDecimal.ONE) == 0;
    BigDecimal converted = amount.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);
    facts.put("amount", amount);
    facts.put("converted", converted);
    List<KeyFigure> figures = new ArrayList<>();
    if (one) {
      figures.add(new KeyFigure(from + "/" + to + " rate", rate, to));
    } else {
      figures.add(
          new KeyFigure(Text.number(amount, 6, false) + " " + from + " in " + to, converted, to));
      figures.add(KeyFigure.optional(from + "/" + to + " rate", rate, to));
    }
    String url = urls.get(0);
    return new GroundTruth(
        KIND,
        SOURCE,
        urls,
        at,
        facts,
        figures,
        Map.of(
            "en", text(false, from, to, amount, converted, rate, date),
            "nb", text(true, from, to, amount, converted, rate, date)),
        card(from, to, rate, amount, converted, date, url, at));
  }

  private static FactCard card(
      String from,
      String to,
      BigDecimal rate,
      BigDecimal amount,
      BigDecimal converted,
      String date,
      String url,
      Instant at) {
    Map<String, String> fields = new LinkedHashMap<>();
    if (amount != null && amount.compareTo(BigDecimal.ONE) != 0) {
      fields.put(
          "Amount",
          Text.number(amount, 6, false)
              + " "
              + from
              + " = "
              + Text.number(converted, 2, false)
              + " "
              + to);
    }
    fields.put("Rate", "1 " + from + " = " + Text.number(rate, 6, false) + " " + to);
    if (!date.isEmpty()) {
      fields.put("ECB date", date);
    }
    // the public site, not the API address (which may be a local server)
    return new FactCard(from + " → " + to, fields, SOURCE, "https://frankfurter.dev/", at);
  }

  private static String text(
      boolean nb,
      String from,
      String to,
      BigDecimal amount,
      BigDecimal converted,
      BigDecimal rate,
      String date) {
    StringBuilder sb = new StringBuilder();
    sb.append(Text.number(amount, 6, nb)).append(' ').append(from).append(" = ");
    sb.append(Text.number(converted, 2, nb)).append(' ').append(to);
    sb.append(nb ? " (kurs " : " (rate ").append(Text.number(rate, 6, nb));
    if (!date.isEmpty()) {
      sb.append(nb ? ", ECBs referansekurs for " : ", the ECB reference rate of ").append(date);
    }
    sb.append(nb ? "; kilde: Frankfurter)." : "; source: Frankfurter).");
    return sb.toString();
  }

  /** Configures a {@link CurrencyFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://api.frankfurter.dev")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofMinutes(30));

    private Builder() {}

    /**
     * Sets the base URL. The default is {@code https://api.frankfurter.dev}; a self-hosted
     * Frankfurter works the same.
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
     * Sets how long a rate is reused for the same pair. The default is 30 minutes (the ECB
     * publishes once a working day).
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
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
    public CurrencyFetcher build() {
      return new CurrencyFetcher(this);
    }
  }
}
