package dev.vex.grounding.stocks;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.math.MathContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads Yahoo Finance's search and chart answers. */
final class StockReport {
  private static final Set<String> LISTED = Set.of("EQUITY", "ETF", "INDEX", "MUTUALFUND");

  private StockReport() {}

  /** A symbol found by Yahoo's search, with the name it gave. */
  record Found(String symbol, String name) {}

  static Found firstListed(JsonElement json, String query, String url) {
    JsonArray quotes =
        Json.array(json, "quotes")
            .orElseThrow(() -> Truths.badShape(StockFetcher.SOURCE, url, "no quotes array"));
    for (JsonElement q : quotes) {
      if (!q.isJsonObject()) {
        continue;
      }
      JsonObject o = q.getAsJsonObject();
      String symbol = Json.str(o, "symbol");
      if (!symbol.isEmpty()
          && !"false".equals(Json.str(o, "isYahooFinance"))
          && LISTED.contains(Json.str(o, "quoteType"))) {
        String name = Json.str(o, "longname");
        return new Found(symbol, name.isEmpty() ? Json.str(o, "shortname") : name);
      }
    }
    throw Truths.unknownSubject(
        StockFetcher.SOURCE, url, "no listed security matches '" + query + "'");
  }

  static GroundTruth chart(JsonElement json, String knownName, String url, Instant at) {
    String src = StockFetcher.SOURCE;
    JsonObject chart =
        Json.object(json, "chart").orElseThrow(() -> Truths.badShape(src, url, "no chart object"));
    Optional<JsonObject> error = Json.object(chart, "error");
    if (error.isPresent()) {
      throw Truths.unknownSubject(src, url, Json.str(error.get(), "description"));
    }
    JsonObject meta =
        Json.array(chart, "result")
            .filter(a -> a.size() > 0)
            .flatMap(a -> Json.object(a.get(0), "meta"))
            .orElseThrow(() -> Truths.badShape(src, url, "no chart.result[0].meta"));
    String symbol = Json.str(meta, "symbol");
    BigDecimal price =
        Json.decimal(meta, "regularMarketPrice")
            .orElseThrow(() -> Truths.badShape(src, url, "no regularMarketPrice"));
    String currency = Json.str(meta, "currency");
    JsonObject result = Json.array(chart, "result").get().get(0).getAsJsonObject();
    Optional<BigDecimal> previous = previousClose(meta, result);
    Optional<BigDecimal> change =
        previous
            .filter(p -> p.signum() != 0)
            .map(
                p ->
                    price
                        .subtract(p)
                        .multiply(BigDecimal.valueOf(100))
                        .divide(p, MathContext.DECIMAL64)
                        .setScale(2, java.math.RoundingMode.HALF_UP));
    Optional<Instant> time =
        Json.decimal(meta, "regularMarketTime").map(s -> Instant.ofEpochSecond(s.longValue()));
    String exchange = Json.str(meta, "exchangeName");
    String name = knownName;
    if (name.isEmpty()) {
      name = Json.str(meta, "longName");
    }
    if (name.isEmpty()) {
      name = Json.str(meta, "shortName");
    }
    if (name.isEmpty()) {
      name = symbol;
    }

    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("symbol", symbol);
    facts.put("name", name);
    facts.put("currency", currency);
    facts.put("price", price);
    previous.ifPresent(p -> facts.put("previousClose", p));
    change.ifPresent(c -> facts.put("changePercent", c));
    time.ifPresent(t -> facts.put("marketTime", t));
    if (!exchange.isEmpty()) {
      facts.put("exchange", exchange);
    }
    DailyReport.window(facts, result, meta);
    List<KeyFigure> figures = new ArrayList<>();
    String[] subject = {symbol, name};
    figures.add(new KeyFigure(symbol + " price", price, currency).withAliases(subject));
    previous.ifPresent(
        p ->
            figures.add(
                KeyFigure.optional(symbol + " previous close", p, currency).withAliases(subject)));
    change.ifPresent(
        c -> figures.add(KeyFigure.optional(symbol + " change", c, "%").withAliases(subject)));
    // The close before the chart's first bar, when it is not the previous close: a figure the
    // source holds, judged only where the reply names it ("the chart's previous close"; #22)
    Json.decimal(meta, "chartPreviousClose")
        .filter(c -> previous.isEmpty() || c.compareTo(previous.get()) != 0)
        .ifPresent(
            c -> {
              figures.add(
                  KeyFigure.optional(symbol + " chart previous close", c, currency)
                      .withAliases(subject));
              if (c.signum() != 0) {
                BigDecimal pct =
                    price
                        .subtract(c)
                        .multiply(BigDecimal.valueOf(100))
                        .divide(c, MathContext.DECIMAL64)
                        .setScale(2, java.math.RoundingMode.HALF_UP);
                figures.add(
                    KeyFigure.optional(symbol + " chart change", pct, "%").withAliases(subject));
              }
            });

    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Price", Text.price(price, false) + " " + currency);
    previous.ifPresent(p -> fields.put("Previous close", Text.price(p, false) + " " + currency));
    change.ifPresent(c -> fields.put("Change", Text.percent(c, false)));
    time.ifPresent(t -> fields.put("Market time", t.toString()));
    if (!exchange.isEmpty()) {
      fields.put("Exchange", exchange);
    }
    String page = "https://finance.yahoo.com/quote/" + Text.encode(symbol);
    FactCard card = new FactCard(name + " (" + symbol + ")", fields, src, page, at);
    String en = text(false, name, symbol, exchange, price, currency, previous, change, time);
    String nb = text(true, name, symbol, exchange, price, currency, previous, change, time);
    return new GroundTruth(
        StockFetcher.KIND,
        src,
        List.of(url, page),
        at,
        facts,
        figures,
        Map.of("en", en, "nb", nb),
        card);
  }

  /**
   * The close of the trading day before the one {@code regularMarketPrice} belongs to, or none.
   *
   * <p>{@code meta.previousClose} is that close when Yahoo sends it. {@code
   * meta.chartPreviousClose} is the close before the chart's first bar, not before the market
   * price: node-yahoo-finance2's chart documentation shows a chart from 2021-05-08 whose {@code
   * chartPreviousClose} is 124.808 beside a {@code regularMarketPrice} of 160.55 of 2021-11-19
   * (docs/modules/chart.md), and yahoo_finance_api issue #39 reports it "way off" the day's
   * previous close. So without {@code previousClose} the bars decide: the close of the bar before
   * the one on the market price's day (in the exchange's time zone), or {@code chartPreviousClose}
   * when that bar is the chart's first. When no bar falls on that day (a chart of another period),
   * the previous close is unknown and no change is given.
   */
  private static Optional<BigDecimal> previousClose(JsonObject meta, JsonObject result) {
    Optional<BigDecimal> stated = Json.decimal(meta, "previousClose");
    if (stated.isPresent()) {
      return stated;
    }
    Optional<BigDecimal> marketTime = Json.decimal(meta, "regularMarketTime");
    Optional<JsonArray> stamps = Json.array(result, "timestamp");
    Optional<JsonArray> closes =
        Json.array(result, "indicators", "quote")
            .filter(a -> a.size() > 0 && a.get(0).isJsonObject())
            .flatMap(a -> Json.array(a.get(0), "close"));
    if (marketTime.isEmpty() || stamps.isEmpty()) {
      return Optional.empty();
    }
    java.time.ZoneId zone = exchangeZone(meta);
    java.time.LocalDate marketDay =
        Instant.ofEpochSecond(marketTime.get().longValue()).atZone(zone).toLocalDate();
    JsonArray t = stamps.get();
    for (int i = t.size() - 1; i >= 0; i--) {
      if (!t.get(i).isJsonPrimitive() || !t.get(i).getAsJsonPrimitive().isNumber()) {
        continue;
      }
      java.time.LocalDate day =
          Instant.ofEpochSecond(t.get(i).getAsLong()).atZone(zone).toLocalDate();
      if (day.equals(marketDay)) {
        if (i == 0) {
          return Json.decimal(meta, "chartPreviousClose");
        }
        int before = i - 1;
        return closes.flatMap(c -> closeAt(c, before));
      }
    }
    return Optional.empty();
  }

  private static Optional<BigDecimal> closeAt(JsonArray closes, int index) {
    if (index >= closes.size()) {
      return Optional.empty();
    }
    JsonElement e = closes.get(index);
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      return Optional.empty(); // null: no trade that day
    }
    // Yahoo's bar closes are float32 values written as doubles (9693.2998046875): round them
    // to the precision the meta's prices use.
    return Optional.of(
        e.getAsBigDecimal().setScale(4, java.math.RoundingMode.HALF_UP).stripTrailingZeros());
  }

  private static java.time.ZoneId exchangeZone(JsonObject meta) {
    try {
      String name = Json.str(meta, "exchangeTimezoneName");
      if (!name.isEmpty()) {
        return java.time.ZoneId.of(name);
      }
    } catch (java.time.DateTimeException e) {
      // fall through to the offset
    }
    return java.time.ZoneOffset.ofTotalSeconds(
        Json.decimal(meta, "gmtoffset").map(BigDecimal::intValue).orElse(0));
  }

  private static String text(
      boolean nb,
      String name,
      String symbol,
      String exchange,
      BigDecimal price,
      String currency,
      Optional<BigDecimal> previous,
      Optional<BigDecimal> change,
      Optional<Instant> time) {
    StringBuilder sb = new StringBuilder(name).append(" (").append(symbol);
    if (!exchange.isEmpty()) {
      sb.append(", ").append(exchange);
    }
    sb.append(nb ? ") sist omsatt til " : ") last traded at ");
    sb.append(Text.price(price, nb)).append(' ').append(currency);
    time.ifPresent(t -> sb.append(" (").append(t).append(')'));
    previous.ifPresent(
        p ->
            sb.append(nb ? "; forrige sluttkurs " : "; previous close ")
                .append(Text.price(p, nb))
                .append(' ')
                .append(currency));
    change.ifPresent(c -> sb.append(nb ? ", endring " : ", change ").append(Text.percent(c, nb)));
    sb.append(nb ? " (kilde: Yahoo Finance)." : " (source: Yahoo Finance).");
    return sb.toString();
  }
}
