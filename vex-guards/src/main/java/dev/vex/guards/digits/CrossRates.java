package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which exchange rate a number states (#22): the currency priced is the one named as one unit
 * before it ({@code a euro costs 12.10 kroner}, {@code One Norwegian krone buys 0.92 Swedish
 * kronor}, {@code 1 USD = 0,88 EUR}, {@code ei svensk krone e 1,09 norske kroner}) or after it
 * ({@code 12.10 NOK per euro}, {@code 1,13 dollar per euro}); the currency it is stated in is the
 * one written right after it (or its own unit). When a key figure is the rate of exactly that pair
 * ({@code EUR/NOK rate}, worked out from a table on another base as the quotient of the two), the
 * number is judged against that figure only: the other direction's rate ({@code NOK/EUR rate}) is
 * not a match for it, so {@code one krone buys 1.09 kronor} for 0.919 is wrong. Local words name
 * their currencies too ({@code islandske kroner}, {@code krónur}, {@code baht}, {@code rupi},
 * {@code rupees}): {@code én islandsk krone er 12 norske kroner} is the ISK/NOK rate, not the
 * NOK/ISK rate of 12.007 written the other way round. Bounded: a window of {@value #BACK}
 * characters before the number and {@value #AHEAD} after.
 */
final class CrossRates {
  private static final int BACK = 80;
  private static final int AHEAD = 48;

  private static final String NATION =
      "norwegian|norske|norsk|swedish|svenske|svensk|danish|danske|dansk|british|britiske|britisk"
          + "|american|amerikanske|amerikansk|us|icelandic|islandske|islandsk";
  private static final String WORD =
      "kroner|krone|kronor|krona|kr|nok|sek|dkk|euros|euro|eur|€|dollars|dollar|usd|\\$|pounds"
          + "|pound|pund|gbp|£|yen|jpy|isk|krónur|kronur|króna|baht|thb|rupees|rupee|rupier|rupi|inr"
          + "|rupiah|idr";
  static final String PHRASE = "(?:(" + NATION + ")\\s+)?(" + WORD + ")(?![\\p{L}])";
  private static final String ONE = "(?:one|an?|1|en|ei|et|én|ein)";

  private CrossRates() {}

  /**
   * The patterns, compiled the first time a turn's figures hold a rate ({@link #anyRate}): a turn
   * without one never compiles them (issue #23's cold start: a tenth of the digit scan's set-up in
   * a cold JVM).
   */
  private static final class Compiled {
    /** One unit of a currency: "a euro", "1 USD", "ei svensk krone". */
    private static final Pattern PRICED =
        Pattern.compile("(?<![\\p{L}\\d])" + ONE + "\\s+" + PHRASE);

    /** The number, the currency written after it, and an optional "per euro" after that. */
    private static final Pattern AFTER =
        Pattern.compile(
            "^[^\\d]{0,4}\\d(?:[\\d.,]|[\\s\\u00a0\\u202f](?=\\d))*\\s*(?:"
                + PHRASE
                + ")?(?:\\s+(?:per|pr\\.?|for|to\\s+the|to\\s+a|mot)\\s+(?:"
                + ONE
                + "\\s+)?"
                + PHRASE.replace("(?:(", "(?:(?:").replace(")\\s+)?(", ")\\s+)?(")
                + ")?");

    /** A pair written as its codes: "EUR/USD is 1.13", "EUR/NOK: 12,10". */
    private static final Pattern PAIR =
        Pattern.compile(
            "(?<![\\p{L}])(nok|sek|dkk|isk|eur|usd|gbp|jpy|thb|inr|idr)\\s?/\\s?"
                + "(nok|sek|dkk|isk|eur|usd|gbp|jpy|thb|inr|idr)(?![\\p{L}])");

    private static final Pattern SENTENCE_END = Pattern.compile("[.!?]\\s+(?=\\p{Lu})");

    /** After one unit of a currency: "= ", "is ", "er ", "buys ", then a figure. */
    private static final Pattern ONE_UNIT_THEN =
        Pattern.compile(
            "^\\s*"
                + PHRASE
                + "\\s*(?:=|≈|is worth|is|er verdt|er|blir|buys|kjøper|gets you|gir|costs|koster"
                + "|worth|verdt)\\s*"
                + "(?:about |around |ca\\.? |cirka |rundt |omtrent )?[$€£]?\\s?\\d");
  }

  /**
   * Whether the number is the one unit a rate is given for ("1" of "(1 dollar = 0,88137 euro)", "1
   * USD er 10,67 kroner"): it states no rate; the number after it does (#22: "'1 dollar' is not
   * EUR/USD rate" overrode an honest reply giving both ways). Only a number whose value is one is
   * read, and only {@value #AHEAD} characters after it.
   */
  static boolean oneUnit(String text, ReadNumber n) {
    int one = n.start();
    if (n.value().compareTo(java.math.BigDecimal.ONE) != 0
        || text.charAt(one) != '1'
        || (one + 1 < text.length() && !Character.isWhitespace(text.charAt(one + 1)))) {
      return false;
    }
    // the number's span may hold its unit ("1 dollar"): read on from the digit
    String ahead =
        text.substring(one + 1, Math.min(text.length(), one + 1 + AHEAD)).toLowerCase(Locale.ROOT);
    return Compiled.ONE_UNIT_THEN.matcher(ahead).find();
  }

  /**
   * The label of the rate figure the number states ({@code EUR/NOK rate}), when its words name a
   * currency priced and one stated and a figure is that pair's rate; otherwise null.
   */
  static String label(String text, ReadNumber n, List<KeyFigure> figures) {
    if (!anyRate(figures)) {
      return null;
    }
    String ahead =
        text.substring(n.start(), Math.min(text.length(), n.end() + AHEAD))
            .toLowerCase(Locale.ROOT);
    String stated = null;
    String priced = null;
    Matcher m = Compiled.AFTER.matcher(ahead);
    if (m.find()) {
      stated = code(m.group(1), m.group(2));
      priced = code(null, m.group(3));
    }
    if (stated == null) {
      String u = FigureMatcher.canonicalUnit(n.unit());
      stated = u.length() == 3 && u.chars().allMatch(c -> c >= 'A' && c <= 'Z') ? u : null;
    }
    int from = Math.max(0, n.start() - BACK);
    String before = text.substring(from, n.start());
    Matcher end = Compiled.SENTENCE_END.matcher(before);
    int cut = 0;
    while (end.find()) {
      cut = end.end();
    }
    before = before.substring(cut).toLowerCase(Locale.ROOT);
    if (stated == null && priced == null) {
      // "EUR/USD is 0.8814": the pair's codes name both, the first priced in the second
      Matcher pair = Compiled.PAIR.matcher(before);
      while (pair.find()) {
        priced = code(null, pair.group(1));
        stated = code(null, pair.group(2));
      }
    }
    if (stated == null) {
      return null;
    }
    if (priced == null) {
      Matcher p = Compiled.PRICED.matcher(before);
      while (p.find()) {
        priced = code(p.group(1), p.group(2));
      }
    }
    if (priced == null || priced.equals(stated)) {
      return null;
    }
    String label = priced + "/" + stated + " rate";
    for (KeyFigure f : figures) {
      if (f.label().equals(label)) {
        return label;
      }
    }
    return null;
  }

  /** The figure of a label {@link #label} gave. */
  static KeyFigure figure(List<KeyFigure> figures, String label) {
    for (KeyFigure f : figures) {
      if (f.label().equals(label)) {
        return f;
      }
    }
    throw new IllegalArgumentException("no figure " + label);
  }

  /**
   * Marks a pair's rate stated when the other direction's is ({@code 0.0826 EUR per NOK} states the
   * EUR/NOK rate of 12.1005): the reply answers the rate asked, written the other way round.
   */
  static void eitherWay(List<KeyFigure> figures, boolean[] stated) {
    if (!anyRate(figures)) {
      return;
    }
    boolean[] was = stated.clone();
    for (int i = 0; i < was.length; i++) {
      String l = figures.get(i).label();
      if (!was[i] || !isRate(l)) {
        continue;
      }
      String back = l.substring(4, 7) + "/" + l.substring(0, 3) + " rate";
      for (int j = 0; j < stated.length; j++) {
        if (figures.get(j).label().equals(back)) {
          stated[j] = true;
        }
      }
    }
  }

  private static boolean isRate(String l) {
    return l.length() == 12 && l.charAt(3) == '/' && l.endsWith(" rate");
  }

  /** Whether a figure is a pair's rate: else {@link #label} is null for every number. */
  static boolean anyRate(List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      if (isRate(f.label())) {
        return true;
      }
    }
    return false;
  }

  /** The code of a currency word, a nation's word before it deciding which krone. */
  static String code(String nation, String word) {
    if (word == null) {
      return null;
    }
    switch (word) {
      case "euro", "euros", "eur", "€":
        return "EUR";
      case "dollar", "dollars", "usd", "$":
        return "USD";
      case "pound", "pounds", "pund", "gbp", "£":
        return "GBP";
      case "yen", "jpy":
        return "JPY";
      case "nok":
        return "NOK";
      case "sek":
        return "SEK";
      case "kronor":
        return nation == null ? "SEK" : krone(nation);
      case "dkk":
        return "DKK";
      case "isk", "krónur", "kronur", "króna":
        return "ISK";
      case "baht", "thb":
        return "THB";
      case "rupees", "rupee", "rupier", "rupi", "inr":
        return "INR";
      case "rupiah", "idr":
        return "IDR";
      default:
        return krone(nation);
    }
  }

  private static String krone(String nation) {
    if (nation == null || nation.startsWith("nor")) {
      return "NOK";
    }
    if (nation.startsWith("sw") || nation.startsWith("sv")) {
      return "SEK";
    }
    if (nation.startsWith("dan")) {
      return "DKK";
    }
    if (nation.startsWith("ic") || nation.startsWith("is")) {
      return "ISK";
    }
    return "NOK";
  }
}
