package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An amount of coins and what it is worth ("0.5 BTC is worth about $45,000", "29 ETH ≈ $88,079",
 * "0,5 bitcoin er verdt rundt 45 000 dollar"): the sum is judged as the amount times the coin's
 * price, at the scale and with the hedges the sum is written with, and the amount is no figure of
 * the sources. Only a sum right after "AMOUNT COIN" and a linking verb is read, in a bounded
 * window.
 */
abstract class CoinAmountReading extends ScoreReading {
  CoinAmountReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  /** How far before a sum its amount and coin are looked for. */
  private static final int WINDOW = 64;

  /** "29 ETH comes to about ", "10 bitcoin er verdt rundt ", "2,5 BTC ≈ $". */
  private static final Pattern AMOUNT_BEFORE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}\\d.,])(\\d{1,7}(?:[.,]\\d{1,8})?)\\s(\\p{L}{2,12})\\s?,?\\s?(?:(?:is|are"
              + "|would be|will be|comes? to|adds? up to|totals?|is worth|are worth|worth"
              + "|er verdt|er|blir|utgjør|tilsvarer|svarer til|=|≈|~|about|around|roughly"
              + "|approximately|nearly|almost|just over|just under|ca\\.|cirka|rundt|omtrent|om lag"
              + "|nesten|drøyt|snaut|at today's price|til dagens kurs)\\s?){1,4}[*_]{0,2}[$€£]?\\s?$");

  /**
   * Whether a figure is the amount of "AMOUNT COIN is worth SUM" ("0.5" in "0.5 BTC is worth about
   * $45,000") for a coin whose price the facts hold: the amount the user holds or asks about, no
   * figure of the sources; its sum is judged as the product.
   */
  boolean coinAmount(Reading x, List<Reading> readings) {
    if (x.unit() != null || x.signed() || x.values().isEmpty()) {
      return false;
    }
    for (Reading r : readings) {
      if (r.start() <= x.end() || r.unit() == null) {
        continue;
      }
      if (r.start() - x.start() > WINDOW) {
        break;
      }
      int from = Math.max(0, r.start() - WINDOW);
      Matcher m = AMOUNT_BEFORE.matcher(prose.substring(from, r.start()));
      if (m.find() && from + m.start(1) == x.start()) {
        return price(m.group(2), r.unit()) != null;
      }
    }
    return false;
  }

  /**
   * A sum for an amount of coins: TRUE when it states the amount times the coin's price (in the
   * sum's currency), FALSE when it does not, null when the figure is no such sum. An amount of 1 is
   * the price itself, judged as the price.
   */
  Boolean coinSum(Reading x) {
    if (x.unit() == null || x.values().isEmpty() || x.start() < 4) {
      return null;
    }
    int from = Math.max(0, x.start() - WINDOW);
    Matcher m = AMOUNT_BEFORE.matcher(prose.substring(from, x.start()));
    if (!m.find()) {
      return null;
    }
    Fact price = price(m.group(2), x.unit());
    if (price == null) {
      return null;
    }
    double amount;
    try {
      String d = m.group(1);
      int comma = d.indexOf(',');
      if (comma >= 0) {
        d = d.length() - comma - 1 == 3 ? d.replace(",", "") : d.replace(',', '.');
      }
      amount = Double.parseDouble(d);
    } catch (NumberFormatException e) {
      return null;
    }
    if (amount <= 0 || amount == 1) {
      return null;
    }
    Fact sum =
        new Fact(price.subjects(), price.value() * amount, price.unit(), false, List.of(), null);
    return holds(x, sum, true);
  }

  /** The price of the coin a word names, in a currency, or null. */
  private Fact price(String word, String unit) {
    String w = word.toLowerCase(Locale.ROOT);
    for (Fact f : facts) {
      if (!f.change()
          && !f.dated()
          && !f.hourly()
          && unit.equals(f.unit())
          && f.subjects().contains(w)) {
        return f;
      }
    }
    return null;
  }
}
