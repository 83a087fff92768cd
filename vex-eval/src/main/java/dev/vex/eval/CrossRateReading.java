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
          "(?iu)(?<![\\p{L}\\d])(?:a|an|one|1|per|each|en|ett|ein|eitt|ei|én|pr\\.?|hver)\\s+"
              + CURRENCY
              + "(?![\\p{L}])");

  /** "12.10 kroner per euro", "12,10 kr for en euro". */
  private static final Pattern ONE_AFTER =
      Pattern.compile(
          "(?iu)^\\s?(?:\\p{L}{1,8}\\s)?(?:per|pr\\.?|for (?:a|an|one|en|ett|ein|eitt|ei|én)|a|an|each)\\s+"
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

  /**
   * A sum converted from an amount in another currency of the table ("1000 kroner er ca. 93,76
   * dollar", "100 EUR ≈ 1,210 NOK", "for 500 kroner får du rundt 47 dollar"): TRUE when it states
   * the amount times the quotient of the two currencies' rates, at the scale and hedge it is
   * written with; otherwise null, and the figure is judged as any other (a rate stated beside a
   * conversion is no conversion of it). The amount is the last one in another currency before the
   * sum in its sentence or, failing that, in the question.
   */
  Boolean converted(Reading x, List<Reading> readings, List<Reading> asked) {
    Reading amount = amountFor(x, readings);
    if (amount == null) {
      for (Reading q : asked) {
        if (amountOf(q, x) != null) {
          amount = q;
        }
      }
    }
    if (amount == null) {
      return null;
    }
    Fact of = amountOf(amount, x);
    double a = amount.values().get(0);
    Fact sum =
        new Fact(
            List.of(), a * rate(x.unit()).value() / of.value(), x.unit(), false, List.of(), null);
    return holds(x, sum, true) ? Boolean.TRUE : null;
  }

  /** The amount in another currency before a sum in its sentence, or null. */
  Reading amountFor(Reading x, List<Reading> readings) {
    int from = sentenceStart(x.start());
    Reading amount = null;
    for (Reading r : readings) {
      if (r.start() >= from && r.end() <= x.start() && amountOf(r, x) != null) {
        amount = r;
      }
    }
    return amount;
  }

  /**
   * Whether a figure is the amount of a conversion ("1 000 NOK = 93,76 USD"): a sum in another
   * currency of the table follows it in its sentence and states the conversion.
   */
  boolean conversionAmount(Reading x, List<Reading> readings) {
    if (x.unit() == null || rate(x.unit()) == null || x.values().size() != 1) {
      return false;
    }
    for (Reading y : readings) {
      if (y.start() >= x.end()
          && sentenceStart(y.start()) <= x.start()
          && amountFor(y, readings) == x) {
        return Boolean.TRUE.equals(converted(y, readings, List.of()));
      }
    }
    return false;
  }

  /**
   * Whether a figure without a unit is the rate of a conversion before it in its sentence ("1 000
   * NOK = 93,76 USD (kurs 0,093765)"): the sum's currency per the amount's, at the scale shown.
   */
  boolean conversionRate(Reading x, List<Reading> readings) {
    if (x.unit() != null || x.values().isEmpty()) {
      return false;
    }
    int from = sentenceStart(x.start());
    for (Reading y : readings) {
      if (y.start() < from || y.end() > x.start()) {
        continue;
      }
      Reading amount = amountFor(y, readings);
      if (amount != null && Boolean.TRUE.equals(converted(y, readings, List.of()))) {
        double rate = rate(y.unit()).value() / amountOf(amount, y).value();
        if (holds(x, new Fact(List.of(), rate, null, false, List.of(), null), false)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The rate of an amount's currency when the amount can be converted into the sum's, or null. */
  private Fact amountOf(Reading amount, Reading sum) {
    if (sum.unit() == null
        || sum.values().isEmpty()
        || amount.unit() == null
        || amount.unit().equals(sum.unit())
        || amount.values().size() != 1
        || amount.values().get(0) <= 0
        || rate(sum.unit()) == null) {
      return null;
    }
    Fact of = rate(amount.unit());
    return of == null || of.value() <= 0 ? null : of;
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
