package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The digit scan's check of a change over a stretch of weeks stated for a share or an index the
 * user only mentioned (#21 §2: a contradiction of a fetched figure is caught whether or not it was
 * asked for): "the S&amp;P 500 TR is up 4.3 % over the last few weeks", "indeksen har falt de siste
 * ukene". The fetched chart's closes ({@code closes}, {@code closeBefore} facts of a stocks ground
 * truth) decide: the stretch the words name ("the last few weeks" two to five weeks back, "the last
 * three weeks", "the past month", "the period") gives the closes it may start from, each within a
 * few days of where the words put its start, and the change from each to the last close is a
 * reading the reply may state. A percentage or an amount (points, the listing's currency) that none
 * of them backs, rounding and hedges allowed, or a direction against all of them, is a
 * contradiction: the sentence is replaced by one line with the stretch's closes and change and the
 * source; every other sentence stays as written. A stretch the chart does not cover, a sentence
 * with a date (the dated check's), a negation or a week spoken of alone ("last week") is not
 * judged. Nothing is required and no data block is added. Linear in the reply's length.
 */
final class WindowChange {
  private WindowChange() {}

  /** What the check found: the text to give the user, and why. */
  record Outcome(String text, List<String> problems) {}

  /** The days a start may lie from where the words put it. */
  private static final int SLACK = 4;

  /** One listing's closes over the fetched stretch. */
  private static final class Span {
    final String symbol;
    final String name;
    final String currency;
    final String source;
    final List<String> aliases = new ArrayList<>();
    final List<LocalDate> days = new ArrayList<>();
    final List<BigDecimal> closes = new ArrayList<>();
    final BigDecimal before;

    Span(GroundTruth t, Map<?, ?> closes, BigDecimal before) {
      this.symbol = String.valueOf(t.facts().getOrDefault("symbol", ""));
      this.name = String.valueOf(t.facts().getOrDefault("name", symbol));
      this.currency = String.valueOf(t.facts().getOrDefault("currency", ""));
      this.source = t.sourceName();
      this.before = before;
      for (Map.Entry<?, ?> e : closes.entrySet()) {
        if (e.getValue() instanceof BigDecimal c && c.signum() > 0) {
          try {
            days.add(LocalDate.parse(String.valueOf(e.getKey())));
            this.closes.add(c);
          } catch (java.time.format.DateTimeParseException x) {
            // not a day
          }
        }
      }
      if (!symbol.isEmpty()) {
        aliases.add(symbol);
        if (symbol.startsWith("^") && symbol.length() > 1) {
          aliases.add(symbol.substring(1));
        }
      }
      if (!name.isEmpty() && !aliases.contains(name)) {
        aliases.add(name);
      }
      for (KeyFigure f : t.keyFigures()) {
        for (String a : f.aliases()) {
          if (!a.isBlank() && !aliases.contains(a)) {
            aliases.add(a);
          }
        }
      }
      if ("INDEX".equals(t.facts().get("instrumentType"))) {
        aliases.addAll(List.of("index", "indeks", "indeksen", "indexet"));
      }
    }

    LocalDate first() {
      return days.get(0);
    }

    LocalDate last() {
      return days.get(days.size() - 1);
    }

    BigDecimal lastClose() {
      return closes.get(closes.size() - 1);
    }
  }

  /** Whether the turn holds the closes of a stretch of a share or an index only mentioned. */
  static boolean any(TurnContext context) {
    for (GroundTruth t : context.mentioned()) {
      if ("stocks".equals(t.kind()) && t.facts().get("closes") instanceof Map<?, ?>) {
        return true;
      }
    }
    return false;
  }

  static Outcome check(DatedMarket.Reply reply, TurnContext context, FigureMatcher matcher) {
    String text = reply.text;
    List<Span> spans = new ArrayList<>();
    for (GroundTruth t : context.mentioned()) {
      if ("stocks".equals(t.kind()) && t.facts().get("closes") instanceof Map<?, ?> closes) {
        Object b = t.facts().get("closeBefore");
        Span s = new Span(t, closes, b instanceof BigDecimal d && d.signum() > 0 ? d : null);
        // a stretch of at least a week: a chart of one day or two speaks of no weeks
        if (s.days.size() >= 2 && s.last().toEpochDay() - s.first().toEpochDay() >= 7) {
          spans.add(s);
        }
      }
    }
    if (spans.isEmpty()) {
      return null;
    }
    boolean nb =
        "nb".equals(context.locale().getLanguage())
            || "no".equals(context.locale().getLanguage())
            || "nn".equals(context.locale().getLanguage());
    NumberReader reader = NumberReader.forLocale(context.locale());
    // the text is copied only from the first sentence replaced: the spans cover it in order
    StringBuilder out = null;
    int copied = 0;
    List<String> problems = new ArrayList<>();
    Set<String> corrected = new LinkedHashSet<>();
    List<int[]> at = reply.spans();
    // the listing the sentences before the one judged named last: "it", "den" refer to it; found
    // only when a sentence names a stretch, from where it was last found on (each sentence once)
    Span spoken = null;
    int resolved = 0;
    for (int i = 0; i < at.size(); i++) {
      int[] span = at.get(i);
      // only a sentence with a word of a stretch can be judged: the rest is not read any further
      if (!STRETCH_WORDS.in(text, span[0], span[1])) {
        continue;
      }
      if (reply.knownDated(i)) {
        continue; // a sentence with a date is the dated check's, as its pass found
      }
      String sentence = text.substring(span[0], span[1]);
      String lower = sentence.toLowerCase(Locale.ROOT);
      int[] window = window(lower);
      if (window == null || reply.hasDate(i, sentence) || negated(lower)) {
        continue;
      }
      for (; resolved < i; resolved++) {
        int[] before = at.get(resolved);
        Span named = named(text.substring(before[0], before[1]), spans);
        spoken = named != null ? named : spoken;
      }
      Span named = named(sentence, spans);
      spoken = named != null ? named : spoken;
      resolved = i + 1;
      Span s;
      if (named != null) {
        s = named;
      } else if (refersBack(sentence)) {
        // "it is up 4.3 % over the last few weeks" after the question
        s = spoken != null ? spoken : spans.size() == 1 ? spans.get(0) : null;
      } else {
        s = null;
      }
      List<Integer> zone = s == null ? null : zone(s, window);
      String problem = zone == null ? null : judge(sentence, s, zone, reader, matcher);
      if (problem == null) {
        continue;
      }
      problems.add(problem);
      out = out == null ? new StringBuilder(text.length()) : out;
      out.append(text, copied, span[0]);
      copied = span[1];
      String line = correction(s, zone, nb);
      if (corrected.add(line)) {
        out.append(line).append(sentence.endsWith("\n") ? "\n" : " ");
      }
    }
    if (problems.isEmpty()) {
      return null;
    }
    out.append(text, copied, text.length());
    return new Outcome(out.toString().strip(), problems);
  }

  /**
   * The words {@link #window} reads a stretch from, or a part of each: "weeks", "uke" (uker, ukene,
   * ukers), "month", "måned", "mnd", "period", "window", "vinduet", "stretch", "timeframe". Where
   * none stands in a sentence, {@link #window} of the lower-cased sentence finds no stretch.
   */
  private static final Lowered STRETCH_WORDS = new Lowered(WordLists.list("WindowChange.list"));

  private static Span named(String sentence, List<Span> spans) {
    for (Span s : spans) {
      if (MentionCheck.names(sentence, s.aliases)) {
        return s;
      }
    }
    return null;
  }

  private static final Set<String> BACK = WordLists.set("WindowChange.BACK");

  /** Whether the sentence refers to a listing without naming it: "it", "den", "the stock". */
  private static boolean refersBack(String sentence) {
    String s = " " + sentence.toLowerCase(Locale.ROOT) + " ";
    for (String w : BACK) {
      int i = s.indexOf(w);
      while (i >= 0) {
        int end = i + w.length();
        if (!Character.isLetter(s.charAt(i - 1))
            && (end >= s.length() || !Character.isLetter(s.charAt(end)))) {
          return true;
        }
        i = s.indexOf(w, i + 1);
      }
    }
    return false;
  }

  private static final Set<String> NEGATIONS = WordLists.set("WindowChange.NEGATIONS");

  private static boolean negated(String lower) {
    for (String w : words(lower)) {
      if (NEGATIONS.contains(w) || w.endsWith("n't")) {
        return true;
      }
    }
    return false;
  }

  private static List<String> words(String lower) {
    List<String> out = new ArrayList<>();
    int n = lower.length();
    int i = 0;
    while (i < n) {
      char c = lower.charAt(i);
      if (!Character.isLetterOrDigit(c)) {
        i++;
        continue;
      }
      int start = i;
      while (i < n
          && (Character.isLetterOrDigit(lower.charAt(i))
              || lower.charAt(i) == '\'' && i + 1 < n && Character.isLetter(lower.charAt(i + 1)))) {
        i++;
      }
      out.add(lower.substring(start, i));
    }
    return out;
  }

  private static final Set<String> WEEKS = Set.of("weeks", "uker", "ukene", "ukers");
  private static final Set<String> MONTH = Set.of("month", "måned", "måneden", "mnd");
  private static final Set<String> PERIOD =
      Set.of("period", "perioden", "window", "vinduet", "stretch", "timeframe");
  private static final Set<String> VAGUE = WordLists.set("WindowChange.VAGUE");
  private static final Set<String> MONTH_BEFORE = WordLists.set("WindowChange.MONTH_BEFORE");
  private static final Set<String> PERIOD_BEFORE = WordLists.set("WindowChange.PERIOD_BEFORE");
  private static final Map<String, Integer> COUNTS =
      Map.ofEntries(
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("to", 2),
          Map.entry("tre", 3),
          Map.entry("fire", 4),
          Map.entry("fem", 5),
          Map.entry("seks", 6));

  /**
   * The stretch the sentence speaks of, as {earliest, latest} days back from the last close where
   * it starts (the whole chart: {-1, -1}), or null when it names none: "the last few weeks" 14 to
   * 35 days, "the last three weeks" 21, "the past month" 30, "the period" the whole chart. A
   * stretch followed by "ago" or "siden" is a point in time, not a stretch.
   */
  static int[] window(String lower) {
    List<String> w = words(lower);
    for (int i = 0; i < w.size(); i++) {
      String word = w.get(i);
      String prev = i > 0 ? w.get(i - 1) : "";
      String next = i + 1 < w.size() ? w.get(i + 1) : "";
      if ("ago".equals(next) || "siden".equals(next)) {
        continue;
      }
      if (WEEKS.contains(word)) {
        Integer count = COUNTS.get(prev);
        if (count == null && !prev.isEmpty() && prev.chars().allMatch(Character::isDigit)) {
          count = prev.length() <= 2 ? Integer.parseInt(prev) : null;
        }
        if (count != null && count >= 2 && count <= 12) {
          return new int[] {7 * count, 7 * count};
        }
        if (VAGUE.contains(prev) || "of".equals(prev) && i >= 2 && "couple".equals(w.get(i - 2))) {
          return new int[] {14, 35};
        }
      } else if (MONTH.contains(word) && MONTH_BEFORE.contains(prev)) {
        return new int[] {30, 30};
      } else if (PERIOD.contains(word) && PERIOD_BEFORE.contains(prev)) {
        return new int[] {-1, -1};
      }
    }
    return null;
  }

  /**
   * The indexes of the closes the stretch may start from (-1: the close before the chart), or null
   * when the chart does not reach back that far.
   */
  private static List<Integer> zone(Span s, int[] window) {
    List<Integer> out = new ArrayList<>();
    long last = s.last().toEpochDay();
    long first = s.first().toEpochDay();
    long from = window[0] < 0 ? first : last - window[1] - SLACK;
    long to = window[0] < 0 ? first : last - window[0] + SLACK;
    if (window[0] >= 0 && window[0] == window[1] && last - window[0] < first - 7) {
      return null; // "the last six weeks" of a chart of four: not what was fetched
    }
    if (from <= first && s.before != null) {
      out.add(-1);
    }
    for (int i = 0; i < s.days.size() - 1; i++) {
      long d = s.days.get(i).toEpochDay();
      if (d >= from && d <= to) {
        out.add(i);
      }
    }
    return out.isEmpty() ? null : out;
  }

  private static BigDecimal start(Span s, int i) {
    return i < 0 ? s.before : s.closes.get(i);
  }

  private static BigDecimal percent(BigDecimal from, BigDecimal to) {
    return to.subtract(from)
        .multiply(BigDecimal.valueOf(100))
        .divide(from, MathContext.DECIMAL64)
        .setScale(2, RoundingMode.HALF_UP);
  }

  /** Why the sentence misstates the stretch's change, or null. */
  private static String judge(
      String sentence, Span s, List<Integer> zone, NumberReader reader, FigureMatcher matcher) {
    BigDecimal last = s.lastClose();
    List<KeyFigure> percents = new ArrayList<>(zone.size());
    List<KeyFigure> amounts = new ArrayList<>(zone.size());
    int up = 0;
    int down = 0;
    for (int i : zone) {
      BigDecimal from = start(s, i);
      BigDecimal p = percent(from, last);
      percents.add(KeyFigure.optional("change", p.abs(), "%"));
      amounts.add(KeyFigure.optional("change", last.subtract(from).abs(), ""));
      up += p.signum() > 0 ? 1 : 0;
      down += p.signum() < 0 ? 1 : 0;
    }
    int sign = up == zone.size() ? 1 : down == zone.size() ? -1 : 0;
    BigDecimal shown = percent(start(s, zone.get(0)), last);
    String where =
        ", where "
            + s.source
            + "'s closes give "
            + (shown.signum() > 0 ? "+" : "")
            + shown.toPlainString()
            + " % from "
            + (zone.get(0) < 0 ? "the close before " + s.first() : s.days.get(zone.get(0)))
            + " to "
            + s.last();
    String cur = FigureMatcher.canonicalUnit(s.currency);
    double level = last.doubleValue();
    MentionCheck.Clauses clauses = null;
    boolean changeWords = changeWords(sentence.toLowerCase(Locale.ROOT));
    for (ReadNumber n : reader.read(sentence)) {
      String stated = "'" + sentence.substring(n.start(), n.end()) + "'";
      int claimed = Directions.of(sentence, n);
      if (claimed == 0 && !changeWords) {
        continue; // a number with no move and no word of change: not the stretch's change
      }
      clauses = clauses == null ? new MentionCheck.Clauses(sentence, List.of()) : clauses;
      if (oneDay(clauses.around(n.start()).toLowerCase(Locale.ROOT))) {
        continue; // "0.1 % lower on the last day": a day's move, not the stretch's
      }
      if ("%".equals(n.unit())) {
        if (claimed != 0 && sign != 0 && claimed != sign) {
          return stated + " for " + s.symbol + " over the stretch" + where;
        }
        if (!any(matcher, n, percents)) {
          return stated + " for " + s.symbol + "'s change over the stretch" + where;
        }
        continue;
      }
      boolean points =
          n.unit().isEmpty()
              || n.unit().equalsIgnoreCase("points")
              || n.unit().equalsIgnoreCase("poeng")
              || n.unit().equalsIgnoreCase("pts")
              || n.unit().equals(cur);
      double v = Math.abs(n.value().doubleValue());
      if (!points || claimed == 0 || v == 0 || v >= level * 0.3) {
        continue; // a level, a count, or a number with no move: not the stretch's change
      }
      if (sign != 0 && claimed != sign) {
        return stated + " for " + s.symbol + " over the stretch" + where;
      }
      ReadNumber plain =
          new ReadNumber(
              abs(n.readings()),
              n.unit().equals(cur) ? cur : "",
              n.approximate(),
              n.start(),
              n.end());
      boolean backed = false;
      for (KeyFigure f : amounts) {
        if (matcher.matches(plain, n.unit().equals(cur) ? withUnit(f, cur) : f)) {
          backed = true;
          break;
        }
      }
      if (!backed) {
        return stated + " for " + s.symbol + "'s change over the stretch" + where;
      }
    }
    int claimed = direction(sentence);
    if (claimed != 0 && sign != 0 && claimed != sign) {
      return "the reply says "
          + s.symbol
          + " went "
          + (claimed > 0 ? "up" : "down")
          + " over the stretch"
          + where;
    }
    return null;
  }

  private static final Set<String> DAY_WORDS = WordLists.set("WindowChange.DAY_WORDS");

  /** Whether a clause speaks of one day or one week: "on the last day", "på fredag". */
  private static boolean oneDay(String lowerClause) {
    for (String w : words(lowerClause)) {
      if (DAY_WORDS.contains(w)) {
        return true;
      }
    }
    return lowerClause.contains("i går") || lowerClause.contains("i dag");
  }

  private static final List<String> CHANGE_WORDS =
      List.of("change", "endr", "moved", "beveg", "performance", "utvikling");

  private static boolean changeWords(String lower) {
    for (String w : CHANGE_WORDS) {
      if (lower.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The move the sentence claims in words over the stretch: +1, -1, or 0 when it claims none or
   * both ("rose early, then fell back"). The claim verbs of {@link Directions}, its phrasal verbs,
   * and the participles and adverbs a stretch takes ("has fallen", "is down", "har gått ned").
   */
  private static int direction(String sentence) {
    List<String> w = words(sentence.toLowerCase(Locale.ROOT));
    int up = 0;
    int down = 0;
    for (int i = 0; i < w.size(); i++) {
      String word = w.get(i);
      String next = i + 1 < w.size() ? w.get(i + 1) : "";
      int d = Directions.claimLower(word);
      if (d == 0
          && (Directions.PHRASAL.contains(word) || "gått".equals(word) || "gone".equals(word))) {
        d = Directions.word(next);
      }
      if (d == 0) {
        d =
            switch (word) {
              case "risen", "gained", "higher" -> 1;
              case "up", "opp" -> "to".equals(next) || "til".equals(next) ? 0 : 1;
              case "fallen", "lower", "down", "ned", "lost" -> -1;
              default -> 0;
            };
      }
      up += d > 0 ? 1 : 0;
      down += d < 0 ? 1 : 0;
    }
    return up > 0 && down == 0 ? 1 : down > 0 && up == 0 ? -1 : 0;
  }

  private static KeyFigure withUnit(KeyFigure f, String unit) {
    return KeyFigure.optional(f.label(), f.value(), unit);
  }

  private static List<ReadNumber.Reading> abs(List<ReadNumber.Reading> readings) {
    List<ReadNumber.Reading> out = new ArrayList<>(readings.size());
    for (ReadNumber.Reading r : readings) {
      out.add(new ReadNumber.Reading(r.value().abs(), r.step()));
    }
    return out;
  }

  private static boolean any(FigureMatcher matcher, ReadNumber n, List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      if (matcher.matches(n, f)) {
        return true;
      }
    }
    return false;
  }

  /** One line with the stretch's first and last closes, its change and the source. */
  private static String correction(Span s, List<Integer> zone, boolean nb) {
    int i = zone.get(0) < 0 && zone.size() > 1 ? zone.get(1) : zone.get(0);
    BigDecimal from = start(s, i);
    BigDecimal last = s.lastClose();
    String shown =
        s.name.equals(s.symbol) || s.name.isEmpty() ? s.symbol : s.name + " (" + s.symbol + ")";
    String cur = s.currency.isEmpty() ? "" : " " + s.currency;
    BigDecimal p = percent(from, last);
    StringBuilder sb = new StringBuilder(shown);
    sb.append(nb ? ": sluttkurs " : ": close ").append(DatedMarket.number(from, nb)).append(cur);
    if (i >= 0) {
      sb.append(nb ? " " : " on ").append(DatedMarket.day(s.days.get(i), nb));
    } else {
      sb.append(nb ? " før " : " before ").append(DatedMarket.day(s.first(), nb));
    }
    sb.append(nb ? " og " : " and ").append(DatedMarket.number(last, nb)).append(cur);
    sb.append(nb ? " " : " on ").append(DatedMarket.day(s.last(), nb));
    sb.append(" (").append(p.signum() > 0 ? "+" : "").append(DatedMarket.number(p, nb));
    return sb.append(" %) (").append(s.source).append(").").toString();
  }
}
