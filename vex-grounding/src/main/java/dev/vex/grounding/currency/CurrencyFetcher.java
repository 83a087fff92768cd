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
import java.math.MathContext;
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
 * {@code GET {base}/v1/latest?base=USD&symbols=NOK,SEK} (or {@code /v1/2024-01-15?…} for a day's
 * rates, the intent's {@link #DATE} parameter), where {@code symbols} takes a comma-separated list
 * of target currencies (<a href="https://frankfurter.dev/v1/">Frankfurter v1</a>: "{@code
 * /v1/latest?symbols=CHF,GBP}" limits the answer to those targets; v1 is deprecated beside v2 and
 * kept serving). The intent's subject is the base and its targets, {@code USD/NOK} or {@code
 * USD/NOK,SEK,DKK} (at most five targets, all asked in one request); its {@code amount} parameter
 * the amount to convert (default 1). An answer on another {@code base} than asked (a mirror or
 * proxy that ignores {@code base=}) gives each rate as the quotient of the two rates on its base,
 * NOK per EUR = (NOK per USD) / (EUR per USD), at six significant digits; one that lacks the asked
 * currency is a broken answer. Key figures per target: the converted amount (required, when an
 * amount was asked), the rate, and the other direction's rate (optional, {@code NOK/EUR rate});
 * with several targets each names the base as its subject, so a reply that states any of the pairs
 * rightly answers the question and one that states a pair wrongly is caught. Immutable and
 * thread-safe.
 */
public final class CurrencyFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "currency";

  /** The intent parameter for the amount to convert, for example {@code 100}. */
  public static final String AMOUNT = "amount";

  /**
   * The intent parameter for the day whose rate is asked: {@code 2024-01-15}, or {@code --01-15}
   * for a day written without its year (the latest such day not after today). Without it the latest
   * rates are asked.
   */
  public static final String DATE = "date";

  /** The source name. */
  public static final String SOURCE = "Frankfurter";

  /** The most target currencies of one subject ({@code USD/NOK,SEK,DKK}). */
  private static final int MOST_TARGETS = 5;

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
   * Yes: a reply may state this source's figures wrongly even when the user only mentioned the
   * subject.
   *
   * @return true
   */
  @Override
  public boolean fetchesMentions() {
    return true;
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
    String subject = intent.subject().toUpperCase(Locale.ROOT).strip();
    int slash = subject.indexOf('/');
    String[] pair =
        slash >= 0
            ? new String[] {subject.substring(0, slash), subject.substring(slash + 1)}
            : subject.split(" +", 3);
    List<String> targets = pair.length == 2 ? targets(pair[1]) : List.of();
    String from = pair[0].strip();
    if (pair.length != 2
        || !CODE.matcher(from).matches()
        || targets.isEmpty()
        || targets.contains(from)) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no currency pair such as USD/NOK or USD/NOK,SEK: '"
              + Text.shorten(intent.subject(), 40)
              + "'",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    BigDecimal amount = amount(intent.parameters().get(AMOUNT));
    String symbols = String.join(",", targets);
    String day = day(intent.parameters().get(DATE));
    String path = "/v1/" + day + "?base=" + from + "&symbols=" + symbols;
    String url = source.baseUrl() + path;
    GroundTruth perUnit =
        source.cached(
            day + "|" + from + "|" + symbols,
            () ->
                source
                    .getJson(path)
                    .thenApply(json -> parse(json, from, targets, url, source.clock().instant())));
    return convert(perUnit, amount);
  }

  /**
   * The targets of a subject's second half ({@code NOK}, {@code NOK,SEK}, {@code NOK, SEK}), in
   * order without repeats; empty when one is no three-letter code or there are more than {@link
   * #MOST_TARGETS}.
   */
  private static List<String> targets(String raw) {
    String[] parts = raw.split(",", MOST_TARGETS + 2);
    if (parts.length > MOST_TARGETS) {
      return List.of();
    }
    List<String> out = new ArrayList<>(parts.length);
    for (String p : parts) {
      String c = p.strip();
      if (!CODE.matcher(c).matches()) {
        return List.of();
      }
      if (!out.contains(c)) {
        out.add(c);
      }
    }
    return List.copyOf(out);
  }

  /** The first day Frankfurter has rates for (the ECB's series starts on 4 January 1999). */
  private static final java.time.LocalDate FIRST_DAY = java.time.LocalDate.of(1999, 1, 4);

  /**
   * The path segment of the day asked: {@code latest} without a date; {@code 2024-01-15} for that
   * day; for {@code --01-15} the latest 15 January not after today by the fetcher's clock. A day
   * after today or before the ECB's series is refused before any request.
   */
  private String day(String raw) {
    if (raw == null || raw.isBlank()) {
      return "latest";
    }
    String s = raw.strip();
    java.time.LocalDate today = java.time.LocalDate.now(source.clock());
    java.time.LocalDate d;
    try {
      if (s.startsWith("--") && s.length() == 7) {
        java.time.MonthDay md = java.time.MonthDay.parse(s);
        d = md.atYear(today.getYear());
        if (d.isAfter(today)) {
          d = md.atYear(today.getYear() - 1);
        }
      } else if (s.length() == 10) {
        d = java.time.LocalDate.parse(s);
      } else {
        throw new IllegalArgumentException(
            "date is not yyyy-mm-dd or --mm-dd: " + Text.shorten(s, 24));
      }
    } catch (java.time.format.DateTimeParseException e) {
      throw new IllegalArgumentException(
          "date is not yyyy-mm-dd or --mm-dd: " + Text.shorten(s, 24), e);
    }
    if (d.isAfter(today) || d.isBefore(FIRST_DAY)) {
      throw new SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "no reference rate for " + d + " (rates run from " + FIRST_DAY + " to today)",
          SourceException.Reason.NOT_FOUND,
          null);
    }
    return d.toString();
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

  static GroundTruth parse(
      JsonElement json, String from, List<String> targets, String url, Instant at) {
    if (!json.isJsonObject()) {
      throw Truths.badShape(SOURCE, url, "expected an object with rates");
    }
    String base = Json.path(json, "base");
    // the asked currency's rate on the answer's base: 1 when the answer is on the base asked; on
    // another base (a mirror or proxy that ignores base= and serves its USD table) each rate is
    // the quotient of the two rates on that base, NOK per EUR = (NOK per USD) / (EUR per USD),
    // never the table's NOK per USD read as NOK per EUR
    BigDecimal per = BigDecimal.ONE;
    if (!from.equals(base)) {
      var own = Json.decimal(json, "rates", from);
      if (!CODE.matcher(base).matches() || own.isEmpty()) {
        throw Truths.badShape(
            SOURCE,
            url,
            "rates for base '" + Text.shorten(base, 8) + "' where " + from + " was asked");
      }
      if (own.get().signum() <= 0) {
        throw Truths.badShape(SOURCE, url, "a rate that is not positive: " + own.get());
      }
      per = own.get();
    }
    Map<String, BigDecimal> rates = new LinkedHashMap<>();
    List<String> missing = new ArrayList<>();
    for (String to : targets) {
      // the answer's base is in no table of its own rates: one unit of it is 1
      var rate =
          to.equals(base) ? java.util.Optional.of(BigDecimal.ONE) : Json.decimal(json, "rates", to);
      if (rate.isEmpty()) {
        missing.add(to);
        continue;
      }
      if (rate.get().signum() <= 0) {
        throw Truths.badShape(SOURCE, url, "a rate that is not positive: " + rate.get());
      }
      rates.put(to, from.equals(base) ? rate.get() : cross(rate.get(), per));
    }
    if (rates.isEmpty()) {
      throw Truths.notFound(SOURCE, url, "no " + String.join(", ", missing) + " rate for " + from);
    }
    String date = Json.path(json, "date");
    if (date.length() > 10) {
      throw Truths.badShape(SOURCE, url, "a date longer than yyyy-mm-dd");
    }
    return build(from, rates, missing, date, List.of(url), at, BigDecimal.ONE);
  }

  /**
   * Six significant digits, as Frankfurter gives its own rates ({@code 10.665}, {@code 0.88137}).
   */
  private static final MathContext SIX = new MathContext(6, RoundingMode.HALF_EVEN);

  /** The rate of a target on another base divided by the asked currency's rate on that base. */
  private static BigDecimal cross(BigDecimal rate, BigDecimal per) {
    return rate.divide(per, SIX).stripTrailingZeros();
  }

  /** The ground truth for an amount, worked out from the cached rates (one request per subject). */
  @SuppressWarnings("unchecked")
  private static GroundTruth convert(GroundTruth perUnit, BigDecimal amount) {
    Map<String, Object> f = perUnit.facts();
    return build(
        (String) f.get("from"),
        (Map<String, BigDecimal>) f.get("rates"),
        (List<String>) f.get("missing"),
        (String) f.get("date"),
        perUnit.sourceUrls(),
        perUnit.fetchedAt(),
        amount);
  }

  private static GroundTruth build(
      String from,
      Map<String, BigDecimal> rates,
      List<String> missing,
      String date,
      List<String> urls,
      Instant at,
      BigDecimal amount) {
    boolean one = amount.compareTo(BigDecimal.ONE) == 0;
    boolean several = rates.size() > 1;
    Map<String, BigDecimal> converted = new LinkedHashMap<>();
    List<KeyFigure> figures = new ArrayList<>();
    for (Map.Entry<String, BigDecimal> e : rates.entrySet()) {
      String to = e.getKey();
      BigDecimal rate = e.getValue();
      // one unit converts to the rate itself: "1 USD = 10.665 NOK", not a rounded 10.66
      BigDecimal exact = amount.multiply(rate);
      BigDecimal c = one ? rate : exact.setScale(2, RoundingMode.HALF_EVEN);
      converted.put(to, c);
      // the guard's figure is the exact product, not the shown cents: 500 × 0.88137 = 440.685 is
      // stated as €440.69 as rightly as €440.68 (#22, cases11 P093 was overridden)
      KeyFigure asked =
          one
              ? new KeyFigure(from + "/" + to + " rate", rate, to)
              : new KeyFigure(
                  Text.number(amount, 6, false) + " " + from + " in " + to,
                  exact.compareTo(c) == 0 ? c : exact,
                  to);
      // several targets: each pair is about the base, so a reply stating some of them answers
      figures.add(several ? asked.withAliases(from) : asked);
      if (!one) {
        KeyFigure r = KeyFigure.optional(from + "/" + to + " rate", rate, to);
        figures.add(several ? r.withAliases(from) : r);
      }
      // the other direction, one unit of the target in the base: "0.0826 EUR per NOK"
      KeyFigure back =
          KeyFigure.optional(to + "/" + from + " rate", cross(BigDecimal.ONE, rate), from);
      figures.add(several ? back.withAliases(from) : back);
    }
    String first = rates.keySet().iterator().next();
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("from", from);
    facts.put("to", first);
    facts.put("rate", rates.get(first));
    facts.put("date", date);
    facts.put("amount", amount);
    facts.put("converted", converted.get(first));
    facts.put("targets", List.copyOf(rates.keySet()));
    facts.put("rates", java.util.Collections.unmodifiableMap(new LinkedHashMap<>(rates)));
    facts.put("convertedAmounts", java.util.Collections.unmodifiableMap(converted));
    facts.put("missing", List.copyOf(missing));
    String url = urls.get(0);
    return new GroundTruth(
        KIND,
        SOURCE,
        urls,
        at,
        facts,
        figures,
        Map.of(
            "en", text(false, from, rates, converted, missing, amount, date),
            "nb", text(true, from, rates, converted, missing, amount, date)),
        card(from, rates, converted, amount, date, url, at));
  }

  private static FactCard card(
      String from,
      Map<String, BigDecimal> rates,
      Map<String, BigDecimal> converted,
      BigDecimal amount,
      String date,
      String url,
      Instant at) {
    Map<String, String> fields = new LinkedHashMap<>();
    boolean several = rates.size() > 1;
    for (Map.Entry<String, BigDecimal> e : rates.entrySet()) {
      String to = e.getKey();
      String suffix = several ? " " + to : "";
      if (amount.compareTo(BigDecimal.ONE) != 0) {
        fields.put(
            "Amount" + suffix,
            Text.number(amount, 6, false)
                + " "
                + from
                + " = "
                + Text.number(converted.get(to), 2, false)
                + " "
                + to);
      }
      fields.put(
          "Rate" + suffix, "1 " + from + " = " + Text.number(e.getValue(), 6, false) + " " + to);
    }
    if (!date.isEmpty()) {
      fields.put("ECB date", date);
    }
    // the public site, not the API address (which may be a local server)
    return new FactCard(
        from + " → " + String.join(", ", rates.keySet()),
        fields,
        SOURCE,
        "https://frankfurter.dev/",
        at);
  }

  /**
   * "100 USD = 1,066.5 NOK (rate 10.665, ...)" for one target; "1 USD = 10.665 NOK, 9.8006 SEK and
   * 6.5816 DKK (the ECB reference rates of ...)" for several.
   */
  private static String text(
      boolean nb,
      String from,
      Map<String, BigDecimal> rates,
      Map<String, BigDecimal> converted,
      List<String> missing,
      BigDecimal amount,
      String date) {
    boolean one = amount.compareTo(BigDecimal.ONE) == 0;
    boolean several = rates.size() > 1;
    StringBuilder sb = new StringBuilder();
    sb.append(Text.number(amount, 6, nb)).append(' ').append(from).append(" = ");
    List<String> amounts = new ArrayList<>();
    List<String> rateTexts = new ArrayList<>();
    for (Map.Entry<String, BigDecimal> e : rates.entrySet()) {
      String to = e.getKey();
      amounts.add(Text.number(converted.get(to), one ? 6 : 2, nb) + " " + to);
      rateTexts.add(Text.number(e.getValue(), 6, nb));
    }
    sb.append(list(amounts, nb));
    sb.append(" (");
    if (!one) {
      // one unit's amounts are the rates themselves: "1 USD = 10.665 NOK" says it once
      sb.append(nb ? (several ? "kurser " : "kurs ") : (several ? "rates " : "rate "));
      sb.append(list(rateTexts, nb));
      sb.append(", ");
    }
    String ecb =
        nb
            ? (several ? "ECBs referansekurser" : "ECBs referansekurs")
            : (several ? "the ECB reference rates" : "the ECB reference rate");
    if (!date.isEmpty()) {
      sb.append(ecb).append(nb ? " for " : " of ").append(date);
    } else if (one) {
      sb.append(ecb);
    } else {
      sb.setLength(sb.length() - 2); // no date: drop the ", " after the rates
    }
    sb.append(nb ? "; kilde: Frankfurter)." : "; source: Frankfurter).");
    if (!missing.isEmpty()) {
      sb.append(nb ? " Ingen kurs for " : " No rate for ")
          .append(list(missing, nb))
          .append(nb ? " hos ECB." : " from the ECB.");
    }
    return sb.toString();
  }

  /** "a", "a and b", "a, b and c" (Norwegian "og"). */
  private static String list(List<String> items, boolean nb) {
    if (items.size() == 1) {
      return items.get(0);
    }
    return String.join(", ", items.subList(0, items.size() - 1))
        + (nb ? " og " : " and ")
        + items.get(items.size() - 1);
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
