package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cross rate worked out from a table of rates on one base ("a euro costs 12.10 kroner" on a
 * USD-based table: NOK per EUR = NOK/USD ÷ EUR/USD = 12.1005): honest when it states that quotient
 * at the scale and hedge it is written with, wrong otherwise. The currency priced is the one named
 * as one unit before the figure in its sentence ("a euro", "per EUR", "en svensk krone") or right
 * after it ("12.10 kroner per euro"); a rate on the table's own base is judged as the rate.
 */
abstract class CrossRateReading extends CoinAmountReading {
  CrossRateReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  private static final String CURRENCY =
      "(euros?|eur|€|pounds?|gbp|£|sek|dkk|nok|usd|dollars?|kroner|krone|krona|kronor"
          + "|swedish krona|swedish kronor|svensk krone|svenske kroner|danish krone|danske kroner"
          + "|dansk krone|norsk krone|norwegian krone|british pound|britisk pund|pund)";

  /** "a euro", "one pound", "per EUR", "en svensk krone", "for én euro", "1 euro". */
  private static final Pattern ONE_BEFORE =
      Pattern.compile(
          "(?iu)(?<![\\p{L}\\d])(?:a|an|one|1|per|each|en|ett|én|pr\\.?|hver)\\s+"
              + CURRENCY
              + "(?![\\p{L}])");

  /** "12.10 kroner per euro", "12,10 kr for en euro". */
  private static final Pattern ONE_AFTER =
      Pattern.compile(
          "(?iu)^\\s?(?:\\p{L}{1,8}\\s)?(?:per|pr\\.?|for (?:a|an|one|en|ett|én)|a|an|each)\\s+"
              + CURRENCY
              + "(?![\\p{L}])");

  /**
   * A rate of one currency in another that is no rate of the table: TRUE when the figure is the
   * quotient of the two currencies' rates, FALSE when not, null when the figure is no such rate.
   */
  Boolean crossRate(Reading x) {
    if (x.unit() == null || x.values().isEmpty()) {
      return null;
    }
    Fact to = rate(x.unit());
    if (to == null) {
      return null;
    }
    String base = null;
    Matcher after =
        ONE_AFTER.matcher(prose.substring(x.end(), Math.min(prose.length(), x.end() + 30)));
    if (after.find()) {
      base = currency(after.group(1));
    }
    if (base == null || base.equals(x.unit())) {
      base = null;
      int from = sentenceStart(x.start());
      Matcher m = ONE_BEFORE.matcher(prose.substring(from, x.start()));
      while (m.find()) {
        String c = currency(m.group(1));
        if (c != null && !c.equals(x.unit())) {
          base = c;
        }
      }
    }
    if (base == null) {
      return null;
    }
    Fact of = rate(base);
    if (of == null || of.value() == 1 || of.value() <= 0) {
      return null; // the table's own base: the rate as the table gives it
    }
    Fact cross = new Fact(List.of(), to.value() / of.value(), x.unit(), false, List.of(), null);
    return holds(x, cross, true);
  }

  /** The currency class a name stands for, or null. */
  private static String currency(String name) {
    String n = name.toLowerCase(java.util.Locale.ROOT);
    String c = FigureReader.unitClass(n);
    if (c != null) {
      return c;
    }
    if (n.startsWith("pund")
        || n.startsWith("pound")
        || n.endsWith("pound")
        || n.endsWith("pund")) {
      return "gbp";
    }
    if (n.startsWith("swedish") || n.startsWith("svensk")) {
      return "sek";
    }
    if (n.startsWith("danish") || n.startsWith("dansk")) {
      return "dkk";
    }
    if (n.startsWith("norsk") || n.startsWith("norwegian") || n.startsWith("krone")) {
      return "nok";
    }
    return null;
  }

  /** A rate of the table: a figure of no subject in the currency, or null. */
  private Fact rate(String unit) {
    for (Fact f : facts) {
      if (f.subjectless() && !f.change() && unit.equals(f.unit())) {
        return f;
      }
    }
    return null;
  }
}
