package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The number of trading days a fetched chart holds (#22, cases16 P049 and P054): "Diagrammet jeg
 * hentet dekker 18 handelsdager" on a chart of 18 daily bars is honest, "Diagrammet har 20 daglige
 * stolper" wrong; before, the first was taken for a price and the honest answer replaced, the
 * second passed. A number is such a count only when a bar word follows it right away ("trading
 * days", "daily bars", "sessions", "handelsdager", "børsdager", "daglige stolper"); it is held to
 * the count of the chart's daily closes (the stock source's {@code closes}), exactly. A turn
 * without a chart of two or more bars has none ({@link #of} null), and its numbers are read as
 * before. Reads a bounded window after each number. Thread-safe.
 */
final class ChartBars {
  private final int bars;
  private final String symbol;

  private ChartBars(int bars, String symbol) {
    this.bars = bars;
    this.symbol = symbol;
  }

  /** The words a count of bars is written with, lower case, each right after the number. */
  private static final List<String> WORDS =
      List.of(
          "trading days",
          "trading sessions",
          "sessions",
          "daily bars",
          "bars",
          "handelsdager",
          "handelsdagar",
          "børsdager",
          "børsdagar",
          "daglige stolper",
          "dagsstolper",
          "stolper");

  /** The longest word, in characters. */
  private static final int LONGEST = 16;

  /**
   * The chart of the turn: the one stock truth with daily closes, or null when there is none (or
   * more than one: a count of which chart is not told).
   */
  static ChartBars of(List<GroundTruth> truths) {
    ChartBars found = null;
    for (GroundTruth t : truths) {
      if (!"stocks".equals(t.kind()) || !(t.facts().get("closes") instanceof Map<?, ?> closes)) {
        continue;
      }
      if (found != null || closes.size() < 2) {
        return null;
      }
      found = new ChartBars(closes.size(), String.valueOf(t.facts().getOrDefault("symbol", "")));
    }
    return found;
  }

  /**
   * Whether the number counts the chart's bars: a whole number of at most four digits followed,
   * after one space, by a bar word.
   */
  boolean counts(String text, ReadNumber n) {
    if (n.end() - n.start() > 4 || !n.unit().isEmpty() || n.approximate()) {
      return false;
    }
    for (int i = n.start(); i < n.end(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    int from = n.end();
    if (from >= text.length() || text.charAt(from) != ' ') {
      return false;
    }
    from++;
    String after =
        text.substring(from, Math.min(text.length(), from + LONGEST + 1)).toLowerCase(Locale.ROOT);
    for (String w : WORDS) {
      if (after.startsWith(w)
          && (after.length() == w.length() || !Character.isLetter(after.charAt(w.length())))) {
        return true;
      }
    }
    return false;
  }

  /** The problem of a count of bars, or null when it is the chart's. */
  String problem(String text, ReadNumber n) {
    int stated = Integer.parseInt(text.substring(n.start(), n.end()));
    if (stated == bars) {
      return null;
    }
    return "'"
        + text.substring(n.start(), n.end())
        + "' trading days where the "
        + symbol
        + " chart holds "
        + bars
        + " daily bars";
  }
}
