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
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads Yahoo Finance's chart answer for a window of daily bars ({@code interval=1d} with {@code
 * period1}/{@code period2}) into dated figures: per trading day the open, high, low, close, volume
 * (when the listing reports one), the change from the close before and, where it differs from the
 * close, Yahoo's close adjusted for later splits and dividends ({@code adjusted-close}), each
 * labelled {@code "<symbol> close on 2020-01-02"}. A bar's day is its timestamp in the exchange's
 * own time zone ({@code meta.exchangeTimezoneName}, else {@code meta.gmtoffset}); the change of the
 * window's first bar is taken from {@code meta.chartPreviousClose}. None of the figures is
 * required: a past day's figures are no live ask, they only catch a reply that misstates them.
 */
final class DailyReport {
  /** The most bars read from one answer. */
  static final int MOST_BARS = 400;

  /** The most days written into a summary. */
  private static final int MOST_SUMMARY_DAYS = 31;

  /** The words a reply uses for an index, added to an index's aliases. */
  private static final List<String> INDEX_ALIASES = List.of("index", "indeks", "indeksen");

  private DailyReport() {}

  /** One trading day. */
  record Bar(
      LocalDate day,
      BigDecimal open,
      BigDecimal high,
      BigDecimal low,
      BigDecimal close,
      BigDecimal volume,
      BigDecimal change,
      BigDecimal adjustedClose) {}

  static GroundTruth daily(
      JsonElement json, String knownName, String url, Instant at, LocalDate from, LocalDate to) {
    String src = StockFetcher.SOURCE;
    JsonObject chart =
        Json.object(json, "chart").orElseThrow(() -> Truths.badShape(src, url, "no chart object"));
    Optional<JsonObject> error = Json.object(chart, "error");
    if (error.isPresent()) {
      throw Truths.unknownSubject(src, url, Json.str(error.get(), "description"));
    }
    JsonObject result =
        Json.array(chart, "result")
            .filter(a -> a.size() > 0 && a.get(0).isJsonObject())
            .map(a -> a.get(0).getAsJsonObject())
            .orElseThrow(() -> Truths.badShape(src, url, "no chart.result[0]"));
    JsonObject meta =
        Json.object(result, "meta")
            .orElseThrow(() -> Truths.badShape(src, url, "no chart.result[0].meta"));
    String symbol = Json.str(meta, "symbol");
    if (symbol.isEmpty()) {
      throw Truths.badShape(src, url, "no meta.symbol");
    }
    String currency = Json.str(meta, "currency");
    String name = knownName;
    for (String key : new String[] {"longName", "shortName"}) {
      if (name.isEmpty()) {
        name = Json.str(meta, key);
      }
    }
    boolean index = "INDEX".equals(Json.str(meta, "instrumentType"));
    List<Bar> bars = bars(result, meta);

    List<String> aliases = new ArrayList<>();
    aliases.add(symbol);
    if (symbol.startsWith("^") && symbol.length() > 1) {
      aliases.add(symbol.substring(1));
    }
    if (!name.isEmpty() && !aliases.contains(name)) {
      aliases.add(name);
    }
    if (index) {
      aliases.addAll(INDEX_ALIASES);
    }
    String[] subject = aliases.toArray(new String[0]);
    List<KeyFigure> figures = new ArrayList<>();
    BigDecimal before =
        Json.decimal(meta, "chartPreviousClose").map(DailyReport::round).orElse(null);
    for (Bar b : bars) {
      if (b == bars.get(0)) {
        // the close before the window's first day: "up from 73.41"
        add(figures, symbol, "previous-close", b.day(), before, currency, subject);
      }
      add(figures, symbol, "open", b.day(), b.open(), currency, subject);
      add(figures, symbol, "high", b.day(), b.high(), currency, subject);
      add(figures, symbol, "low", b.day(), b.low(), currency, subject);
      add(figures, symbol, "close", b.day(), b.close(), currency, subject);
      if (b.adjustedClose() != null && b.adjustedClose().compareTo(b.close()) != 0) {
        // "closed at $75.09 (adjusted $73.99)": Yahoo's adjusted close, written beside the close
        add(figures, symbol, "adjusted-close", b.day(), b.adjustedClose(), currency, subject);
      }
      if (b.volume() != null && b.volume().signum() > 0) {
        add(figures, symbol, "volume", b.day(), b.volume(), "", subject);
      }
      add(figures, symbol, "change", b.day(), b.change(), "%", subject);
    }
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("symbol", symbol);
    facts.put("name", name.isEmpty() ? symbol : name);
    facts.put("currency", currency);
    facts.put("from", from.toString());
    facts.put("to", to.toString());
    facts.put("tradingDays", bars.size());
    window(facts, bars, meta);
    String shown = name.isEmpty() || name.equals(symbol) ? symbol : name + " (" + symbol + ")";
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Days", from + " – " + to);
    fields.put("Trading days", String.valueOf(bars.size()));
    if (!bars.isEmpty()) {
      Bar last = bars.get(bars.size() - 1);
      fields.put("Close on " + last.day(), Text.price(last.close(), false) + " " + currency);
    }
    String page = "https://finance.yahoo.com/quote/" + Text.encode(symbol) + "/history";
    FactCard card = new FactCard(shown, fields, src, page, at);
    return new GroundTruth(
        StockFetcher.KIND,
        src,
        List.of(url, page),
        at,
        facts,
        figures,
        Map.of(
            "en",
            summary(false, shown, currency, bars, from, to),
            "nb",
            summary(true, shown, currency, bars, from, to)),
        card);
  }

  /**
   * The chart's closes as facts, for a reply that states the change over the stretch the chart
   * covers ("up 4.3 % over the last few weeks", #21 §2): {@code closes} (day, in the exchange's
   * time zone, to close, in order; at most {@link #MOST_BARS}), {@code closeBefore} (the close
   * before the first bar, {@code meta.chartPreviousClose}) and {@code instrumentType}. None is a
   * key figure: they only let the digit scan judge a stated window change of a subject only
   * mentioned.
   */
  static void window(Map<String, Object> facts, JsonObject result, JsonObject meta) {
    window(facts, bars(result, meta), meta);
  }

  private static void window(Map<String, Object> facts, List<Bar> bars, JsonObject meta) {
    String type = Json.str(meta, "instrumentType");
    if (!type.isEmpty()) {
      facts.put("instrumentType", type);
    }
    if (bars.size() < 2) {
      return; // one day: no stretch to speak of
    }
    Map<String, BigDecimal> closes = new LinkedHashMap<>();
    for (Bar b : bars) {
      closes.put(b.day().toString(), b.close());
    }
    facts.put("closes", closes);
    Json.decimal(meta, "chartPreviousClose")
        .map(DailyReport::round)
        .ifPresent(c -> facts.put("closeBefore", c));
  }

  private static void add(
      List<KeyFigure> figures,
      String symbol,
      String what,
      LocalDate day,
      BigDecimal value,
      String unit,
      String[] aliases) {
    if (value != null) {
      figures.add(
          KeyFigure.optional(symbol + " " + what + " on " + day, value, unit).withAliases(aliases));
    }
  }

  /** The window's bars in order, at most {@link #MOST_BARS}; a bar without a close is skipped. */
  static List<Bar> bars(JsonObject result, JsonObject meta) {
    Optional<JsonArray> stamps = Json.array(result, "timestamp");
    Optional<JsonObject> quote =
        Json.array(result, "indicators", "quote")
            .filter(a -> a.size() > 0 && a.get(0).isJsonObject())
            .map(a -> a.get(0).getAsJsonObject());
    if (stamps.isEmpty() || quote.isEmpty()) {
      return List.of(); // Yahoo's answer for a window without trading: no timestamp at all
    }
    ZoneId zone = exchangeZone(meta);
    JsonArray t = stamps.get();
    JsonObject q = quote.get();
    // Yahoo's close adjusted for later splits and dividends (indicators.adjclose[0].adjclose)
    Optional<JsonObject> adjusted =
        Json.array(result, "indicators", "adjclose")
            .filter(a -> a.size() > 0 && a.get(0).isJsonObject())
            .map(a -> a.get(0).getAsJsonObject());
    BigDecimal before =
        Json.decimal(meta, "chartPreviousClose").map(DailyReport::round).orElse(null);
    List<Bar> out = new ArrayList<>();
    for (int i = 0; i < t.size() && out.size() < MOST_BARS; i++) {
      JsonElement s = t.get(i);
      if (!s.isJsonPrimitive() || !s.getAsJsonPrimitive().isNumber()) {
        continue;
      }
      BigDecimal close = at(q, "close", i);
      if (close == null) {
        continue; // null: no trade that day
      }
      LocalDate day = Instant.ofEpochSecond(s.getAsLong()).atZone(zone).toLocalDate();
      BigDecimal change =
          before == null || before.signum() == 0
              ? null
              : close
                  .subtract(before)
                  .multiply(BigDecimal.valueOf(100))
                  .divide(before, MathContext.DECIMAL64)
                  .setScale(2, RoundingMode.HALF_UP);
      out.add(
          new Bar(
              day,
              at(q, "open", i),
              at(q, "high", i),
              at(q, "low", i),
              close,
              at(q, "volume", i),
              change,
              adjusted.isEmpty() ? null : at(adjusted.get(), "adjclose", i)));
      before = close;
    }
    return out;
  }

  private static BigDecimal at(JsonObject quote, String key, int i) {
    Optional<JsonArray> a = Json.array(quote, key);
    if (a.isEmpty() || i >= a.get().size()) {
      return null;
    }
    JsonElement e = a.get().get(i);
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      return null;
    }
    return round(e.getAsBigDecimal());
  }

  /**
   * Yahoo's bar values are float32 values written as doubles (9693.2998046875): rounded to four
   * decimals, as the quote's own figures are.
   */
  private static BigDecimal round(BigDecimal v) {
    return v.setScale(4, RoundingMode.HALF_UP).stripTrailingZeros();
  }

  static ZoneId exchangeZone(JsonObject meta) {
    try {
      String name = Json.str(meta, "exchangeTimezoneName");
      if (!name.isEmpty()) {
        return ZoneId.of(name);
      }
    } catch (java.time.DateTimeException e) {
      // fall through to the offset
    }
    try {
      return java.time.ZoneOffset.ofTotalSeconds(
          Json.decimal(meta, "gmtoffset").map(BigDecimal::intValue).orElse(0));
    } catch (java.time.DateTimeException e) {
      return java.time.ZoneOffset.UTC;
    }
  }

  private static String summary(
      boolean nb, String shown, String currency, List<Bar> bars, LocalDate from, LocalDate to) {
    StringBuilder sb = new StringBuilder();
    if (bars.isEmpty()) {
      return (nb
              ? "Yahoo Finance har ingen dagskurser for " + shown + " fra " + from + " til " + to
              : "Yahoo Finance has no daily prices for " + shown + " from " + from + " to " + to)
          + ".";
    }
    sb.append(nb ? "Dagskurser for " : "Daily prices of ")
        .append(shown)
        .append(" (Yahoo Finance")
        .append(currency.isEmpty() ? "" : ", " + currency)
        .append(nb ? "; åpning, høyeste, laveste, sluttkurs, endring fra sluttkursen før):" : "")
        .append(nb ? "" : "; open, high, low, close, change from the close before):");
    int first = Math.max(0, bars.size() - MOST_SUMMARY_DAYS);
    for (int i = first; i < bars.size(); i++) {
      Bar b = bars.get(i);
      sb.append('\n').append(b.day()).append(": ");
      sb.append(value(b.open(), nb)).append(", ");
      sb.append(value(b.high(), nb)).append(", ");
      sb.append(value(b.low(), nb)).append(", ");
      sb.append(value(b.close(), nb));
      if (b.change() != null) {
        sb.append(", ").append(Text.percent(b.change(), nb));
      }
      if (b.volume() != null && b.volume().signum() > 0) {
        sb.append(nb ? ", volum " : ", volume ").append(b.volume().toPlainString());
      }
    }
    return sb.toString();
  }

  private static String value(BigDecimal v, boolean nb) {
    return v == null ? "–" : Text.price(v, nb);
  }
}
