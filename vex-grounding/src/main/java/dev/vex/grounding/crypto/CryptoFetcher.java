package dev.vex.grounding.crypto;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceSettings;
import dev.vex.grounding.internal.Coins;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Source;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A coin's market data from CoinGecko's {@code /api/v3/coins/markets}: the price and its 24-hour
 * change, and beside them the 24-hour high, low and change in the currency, the market cap, its
 * rank and 24-hour change, the 24-hour trading volume, the circulating and maximum supply and the
 * all-time high, the figures people quote about a coin (see {@code Markets} for the endpoint's
 * documented parameters). The intent's subject is a coin name, symbol or CoinGecko id ({@code BTC},
 * {@code ethereum}); its {@code currency} parameter the vs-currency ({@code NOK}), else the
 * configured default. A question that names no coin ("which big coin rose today?") gets the ten
 * largest coins by market cap. A name the built-in list does not hold is resolved through
 * CoinGecko's {@code /api/v3/search} (kept 12 hours); a name CoinGecko does not know is a not-found
 * error. A server that does not serve {@code /coins/markets} (HTTP 404: a mirror or proxy of the
 * simple API) is asked {@code /api/v3/simple/price} instead, then and afterwards, for the price and
 * the 24-hour change only. Key figures: the price in the currency (required unless another figure
 * was asked for, see {@link #FIGURE}); every other figure is optional: it need not be stated, but
 * must not be stated wrongly. Immutable and thread-safe.
 */
public final class CryptoFetcher implements GroundedFetcher {
  /** The intent kind this fetcher answers. */
  public static final String KIND = "crypto";

  /** The intent parameter for the currency, for example {@code NOK}. */
  public static final String CURRENCY = "currency";

  /**
   * The intent parameter that says which figure of the coin was asked for; {@link #OTHER_FIGURE}
   * when it is one this source does not give (the market cap, the supply, the 24-hour range): the
   * price is then fetched and checked but not required of the reply.
   */
  public static final String FIGURE = "figure";

  /** The {@link #FIGURE} of a question about a figure other than the price and its change. */
  public static final String OTHER_FIGURE = "other";

  /** The source name. */
  public static final String SOURCE = "CoinGecko";

  private final Source source;
  private final String defaultCurrency;

  /**
   * False once the server answered {@code /coins/markets} with a 404: it is then asked {@code
   * /simple/price} only. A lost race costs one request more.
   */
  private volatile boolean marketsServed = true;

  private CryptoFetcher(Builder b) {
    this.source = new Source(SOURCE, b.source.build());
    this.defaultCurrency = b.defaultCurrency;
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
  public static CryptoFetcher create() {
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
    String subject = intent.subject().strip();
    if (subject.isEmpty() && intent.isAsk() && marketsServed) {
      String vs = currency(intent);
      return source.cached("*top|" + vs, () -> top(vs));
    }
    if (subject.isEmpty() || subject.length() > 60) {
      throw new dev.vex.grounding.SourceException(
          SOURCE,
          source.baseUrl(),
          0,
          "the question names no coin",
          dev.vex.grounding.SourceException.Reason.NOT_FOUND,
          null);
    }
    Optional<Coins.Coin> byName = Coins.byName(subject);
    // as byName.or(() -> bySymbol): without a lambda, whose first call costs a class (#23)
    Optional<Coins.Coin> known = byName.isPresent() ? byName : Coins.bySymbol(subject);
    String vs = currency(intent);
    boolean priceAsked = !OTHER_FIGURE.equals(intent.parameters().get(FIGURE));
    return source.cached(
        // The unknown-name key only for an unknown name (orElse built it on every call).
        (known.isPresent() ? known.get().id() : "?" + Text.key(subject))
            + "|"
            + vs
            + (priceAsked ? "" : "|other"),
        () ->
            (known.isPresent()
                    ? java.util.concurrent.CompletableFuture.completedFuture(known.get().id())
                    : source.resolved(Text.key(subject), () -> search(subject)))
                .thenCompose(id -> quote(id, vs, priceAsked)));
  }

  private String currency(Intent intent) {
    String currency =
        intent
            .parameters()
            .getOrDefault(CURRENCY, defaultCurrency)
            .strip()
            .toLowerCase(Locale.ROOT);
    return currency.isEmpty() ? defaultCurrency : currency;
  }

  /** The coin's market data, or its price alone from a server without {@code /coins/markets}. */
  private java.util.concurrent.CompletableFuture<GroundTruth> quote(
      String id, String vs, boolean priceAsked) {
    if (!marketsServed) {
      return price(id, vs, priceAsked);
    }
    String url =
        source.baseUrl()
            + "/api/v3/coins/markets?vs_currency="
            + Text.encode(vs)
            + "&ids="
            + Text.encode(id);
    return source
        .getJsonTextAt(url) // read in one streaming pass: no tree of the answer is built
        .thenApply(body -> Markets.coin(body, id, vs, url, source.clock().instant(), priceAsked))
        .exceptionallyCompose(
            e -> {
              if (notServed(e)) {
                marketsServed = false;
                return price(id, vs, priceAsked);
              }
              return java.util.concurrent.CompletableFuture.failedFuture(e);
            });
  }

  /** The ten largest coins by market cap, for a question about the market as a whole. */
  private java.util.concurrent.CompletableFuture<GroundTruth> top(String vs) {
    String url =
        source.baseUrl()
            + "/api/v3/coins/markets?vs_currency="
            + Text.encode(vs)
            + "&order=market_cap_desc&per_page="
            + Markets.TOP
            + "&page=1";
    return source
        .getJsonAt(url)
        .thenApply(json -> Markets.top(json, vs, url, source.clock().instant()))
        .exceptionallyCompose(
            e -> {
              if (notServed(e)) {
                marketsServed = false;
              }
              return java.util.concurrent.CompletableFuture.failedFuture(e);
            });
  }

  /** Whether the server answered that it has no such endpoint (HTTP 404). */
  private static boolean notServed(Throwable e) {
    Throwable t = e;
    while (t instanceof java.util.concurrent.CompletionException && t.getCause() != null) {
      t = t.getCause();
    }
    return t instanceof dev.vex.grounding.SourceException s && s.status() == 404;
  }

  private java.util.concurrent.CompletableFuture<GroundTruth> price(
      String id, String vs, boolean priceAsked) {
    String path =
        "/api/v3/simple/price?ids="
            + Text.encode(id)
            + "&vs_currencies="
            + Text.encode(vs)
            + "&include_24hr_change=true";
    String url = source.baseUrl() + path;
    return source
        .getJsonAt(url) // the URL built once, for the request and the truth
        .thenApply(json -> parse(json, id, vs, url, source.clock().instant(), priceAsked));
  }

  /**
   * Resolves a name the built-in list does not hold through CoinGecko's {@code
   * /api/v3/search?query=}: the coin whose symbol, name or id equals the name, else the first (the
   * search ranks by market cap); none is a not-found error.
   */
  private java.util.concurrent.CompletableFuture<String> search(String name) {
    String path = "/api/v3/search?query=" + Text.encode(name);
    String url = source.baseUrl() + path;
    return source.getJson(path).thenApply(json -> coinId(json, name, url));
  }

  static String coinId(JsonElement json, String name, String url) {
    com.google.gson.JsonArray coins =
        Json.array(json, "coins").orElseThrow(() -> Truths.badShape(SOURCE, url, "no coins array"));
    String first = "";
    String byName = "";
    String byId = "";
    for (JsonElement e : coins) {
      String id = Json.path(e, "id").strip();
      if (id.isEmpty() || id.length() > 100) {
        continue;
      }
      if (first.isEmpty()) {
        first = id;
      }
      if (Json.path(e, "symbol").strip().equalsIgnoreCase(name)) {
        return id;
      }
      if (byName.isEmpty() && Json.path(e, "name").strip().equalsIgnoreCase(name)) {
        byName = id;
      }
      if (byId.isEmpty() && id.equalsIgnoreCase(name.replace(' ', '-'))) {
        byId = id;
      }
    }
    String best = !byName.isEmpty() ? byName : !byId.isEmpty() ? byId : first;
    if (best.isEmpty()) {
      throw Truths.unknownSubject(SOURCE, url, "CoinGecko knows no coin named '" + name + "'");
    }
    return best;
  }

  static GroundTruth parse(JsonElement json, String id, String vs, String url, Instant at) {
    return parse(json, id, vs, url, at, true);
  }

  /** The ground truth; the price a figure the reply must state only when it was asked for. */
  static GroundTruth parse(
      JsonElement json, String id, String vs, String url, Instant at, boolean priceAsked) {
    if (!json.isJsonObject()) {
      throw Truths.badShape(SOURCE, url, "expected an object of coins");
    }
    JsonObject coin =
        Json.object(json, id)
            .orElseThrow(() -> Truths.notFound(SOURCE, url, "no coin with the id '" + id + "'"));
    BigDecimal price =
        Json.decimal(coin, vs)
            .orElseThrow(
                () ->
                    Truths.notFound(
                        SOURCE,
                        url,
                        "no " + vs.toUpperCase(Locale.ROOT) + " price for '" + id + "'"));
    Optional<BigDecimal> change = Json.decimal(coin, vs + "_24h_change");
    String cur = vs.toUpperCase(Locale.ROOT);
    Optional<Coins.Coin> known = Coins.byName(id);
    String name = known.map(Coins.Coin::name).orElse(id);
    String symbol = known.map(Coins.Coin::symbol).orElse(id.toUpperCase(Locale.ROOT));

    // Immutable from the start: the ground truth keeps them as they are instead of copying.
    // "ether", "doge": the names a reply may use beside the coin's own and its symbol
    String[] aliases =
        java.util.stream.Stream.concat(
                java.util.stream.Stream.of(name, symbol),
                known.map(Coins::nicknames).orElse(List.of()).stream())
            .toArray(String[]::new);
    KeyFigure priceFigure =
        new KeyFigure(symbol + " price", price, cur, priceAsked).withAliases(aliases);
    Map<String, Object> facts;
    List<KeyFigure> figures;
    if (change.isPresent()) {
      BigDecimal c = change.get();
      facts =
          Map.of(
              "coinId", id,
              "symbol", symbol,
              "name", name,
              "currency", cur,
              "price", price,
              "change24hPercent", c);
      figures =
          List.of(
              priceFigure, KeyFigure.optional(symbol + " 24h change", c, "%").withAliases(aliases));
    } else {
      facts = Map.of("coinId", id, "symbol", symbol, "name", name, "currency", cur, "price", price);
      figures = List.of(priceFigure);
    }

    // Each figure formatted once; the Norwegian texts are the English ones with the separators
    // swapped, and the card reuses the English texts.
    String priceEn = Text.price(price, false);
    String changeEn = change.map(c -> Text.percent(c, false)).orElse(null);
    String en = text(false, name, symbol, priceEn, cur, changeEn);
    String nb =
        text(
            true,
            name,
            symbol,
            Text.norwegian(priceEn),
            cur,
            changeEn == null ? null : Text.norwegian(changeEn));
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Price", priceEn + " " + cur);
    if (changeEn != null) {
      fields.put("24h change", changeEn);
    }
    String page = "https://www.coingecko.com/en/coins/" + id;
    FactCard card = new FactCard(name + " (" + symbol + ")", fields, SOURCE, page, at);
    return new GroundTruth(
        KIND, SOURCE, List.of(url, page), at, facts, figures, Map.of("en", en, "nb", nb), card);
  }

  private static String text(
      boolean nb, String name, String symbol, String price, String cur, String change) {
    StringBuilder sb = new StringBuilder(128);
    sb.append(name).append(" (").append(symbol).append(nb ? ") koster " : ") costs ");
    sb.append(price).append(' ').append(cur);
    if (change != null) {
      sb.append(nb ? ", endring siste 24 timer " : ", 24-hour change ").append(change);
    }
    sb.append(nb ? " (kilde: CoinGecko)." : " (source: CoinGecko).");
    return sb.toString();
  }

  /** Configures a {@link CryptoFetcher}. */
  public static final class Builder {
    private final SourceSettings.Builder source =
        SourceSettings.builder()
            .baseUrl("https://api.coingecko.com")
            .timeout(Duration.ofSeconds(2))
            .cacheTtl(Duration.ofSeconds(60));
    private String defaultCurrency = "usd";

    private Builder() {}

    /**
     * Sets the base URL. The default is {@code https://api.coingecko.com}.
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
     * Sets how long a price is reused for the same coin and currency. The default is 60 seconds.
     *
     * @param ttl as {@link SourceSettings.Builder#cacheTtl}
     * @return this builder
     */
    public Builder cacheTtl(Duration ttl) {
      source.cacheTtl(ttl);
      return this;
    }

    /**
     * Sets the currency used when the question names none. The default is {@code USD}.
     *
     * @param currency a currency code CoinGecko knows, for example {@code NOK}
     * @return this builder
     */
    public Builder defaultCurrency(String currency) {
      String c = Objects.requireNonNull(currency).strip().toLowerCase(Locale.ROOT);
      if (c.isEmpty()) {
        throw new IllegalArgumentException("currency is blank");
      }
      this.defaultCurrency = c;
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
    public CryptoFetcher build() {
      return new CryptoFetcher(this);
    }
  }
}
