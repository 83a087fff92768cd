package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The times of a recipe's method ("12 minutter", "about 9 minutes", "en halvtime", "an hour and a
 * half"): read from the method and from a reply, in minutes, and a reply's time judged against the
 * method's (a range holds every time in it; a multiple of 5 holds a time it rounds; a total is not
 * judged). Part of {@link RecipeClaims}.
 */
final class RecipeTimes {
  private RecipeTimes() {}

  static final Map<String, Double> MINUTES_PER =
      Map.ofEntries(
          Map.entry("minute", 1.0),
          Map.entry("minutes", 1.0),
          Map.entry("min", 1.0),
          Map.entry("mins", 1.0),
          Map.entry("minutt", 1.0),
          Map.entry("minutter", 1.0),
          Map.entry("minuttene", 1.0),
          Map.entry("hour", 60.0),
          Map.entry("hours", 60.0),
          Map.entry("hr", 60.0),
          Map.entry("hrs", 60.0),
          Map.entry("time", 60.0),
          Map.entry("timer", 60.0),
          Map.entry("timen", 60.0),
          Map.entry("second", 1 / 60.0),
          Map.entry("seconds", 1 / 60.0),
          Map.entry("sec", 1 / 60.0),
          Map.entry("secs", 1 / 60.0),
          Map.entry("sekund", 1 / 60.0),
          Map.entry("sekunder", 1 / 60.0));

  /** English words for "one" before "hour"; Norwegian ones before "time". */
  private static final Set<String> AN_EN = Set.of("a", "an", "one");

  private static final Set<String> AN_NO = Set.of("en", "ei", "ein", "én", "éin");

  /** Number words before "minutes" / "hours" (English) and "minutter" / "timer" (Norwegian). */
  private static final Map<String, Integer> TIME_WORDS_EN =
      Map.ofEntries(
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("twelve", 12),
          Map.entry("fifteen", 15),
          Map.entry("twenty", 20),
          Map.entry("thirty", 30),
          Map.entry("forty", 40),
          Map.entry("forty-five", 45),
          Map.entry("fifty", 50));

  private static final Map<String, Integer> TIME_WORDS_NO =
      Map.ofEntries(
          Map.entry("to", 2),
          Map.entry("tre", 3),
          Map.entry("fire", 4),
          Map.entry("fem", 5),
          Map.entry("seks", 6),
          Map.entry("sju", 7),
          Map.entry("syv", 7),
          Map.entry("åtte", 8),
          Map.entry("ni", 9),
          Map.entry("ti", 10),
          Map.entry("tolv", 12),
          Map.entry("femten", 15),
          Map.entry("tjue", 20),
          Map.entry("tretti", 30),
          Map.entry("førti", 40),
          Map.entry("femti", 50));

  private static final Set<String> MINUTE_WORDS_EN = Set.of("minute", "minutes", "mins");
  private static final Set<String> MINUTE_WORDS_NO =
      Set.of("minutt", "minutter", "minuttar", "minuttene");
  private static final Set<String> HOUR_WORDS_EN = Set.of("hour", "hours");
  private static final Set<String> HOUR_WORDS_NO = Set.of("time", "timer", "timar", "timen");

  /**
   * Every word a time in words ({@link #spelledTime}) starts with, besides those starting with
   * "halvtime".
   */
  private static final Set<String> SPELLED_FIRSTS = spelledFirsts();

  private static Set<String> spelledFirsts() {
    Set<String> all = new java.util.HashSet<>(WordLists.list("RecipeTimes.list"));
    all.addAll(AN_EN);
    all.addAll(AN_NO);
    all.addAll(TIME_WORDS_EN.keySet());
    all.addAll(TIME_WORDS_NO.keySet());
    return Set.copyOf(all);
  }

  private static boolean word(List<Token> tokens, int k, Set<String> words) {
    return k < tokens.size()
        && tokens.get(k).kind == Token.WORD
        && words.contains(tokens.get(k).word);
  }

  private static boolean word(List<Token> tokens, int k, String w) {
    return k < tokens.size() && tokens.get(k).kind == Token.WORD && tokens.get(k).word.equals(w);
  }

  /**
   * The index of the last word of a time written in words from {@code i} ("half an hour", "an hour
   * and a half", "a quarter of an hour", "an hour", "ten minutes", "en halvtime", "en halv time",
   * "halvannen time", "en og en halv time", "et kvarter", "tre kvarter", "en time", "fem
   * minutter"). English words only with English hour and minute words, Norwegian ones only with
   * Norwegian ones ("one at a time" is no time); -1 when there is none.
   */
  static int spelledTime(List<Token> tokens, int i) {
    Token t = tokens.get(i);
    if (t.kind != Token.WORD || t.glued || (i > 0 && tokens.get(i - 1).kind == Token.NUMBER)) {
      return -1;
    }
    String w = t.word;
    if (!SPELLED_FIRSTS.contains(w) && !w.startsWith("halvtime")) {
      return -1; // no time in words starts with it: one lookup, not one per form
    }
    if (w.startsWith("halvtime")) {
      return i; // the word itself, 30 minutes
    }
    if (w.equals("kvarter") || w.equals("kvarteret")) {
      return i;
    }
    if (w.equals("half") && word(tokens, i + 1, AN_EN) && word(tokens, i + 2, HOUR_WORDS_EN)) {
      return i + 2;
    }
    if (AN_EN.contains(w) && word(tokens, i + 1, HOUR_WORDS_EN)) {
      if (word(tokens, i + 2, "and") && word(tokens, i + 3, "a") && word(tokens, i + 4, "half")) {
        return i + 4; // "an hour and a half"
      }
      return i + 1;
    }
    if (w.equals("one")
        && word(tokens, i + 1, "and")
        && word(tokens, i + 2, "a")
        && word(tokens, i + 3, "half")
        && word(tokens, i + 4, HOUR_WORDS_EN)) {
      return i + 4;
    }
    int q = AN_EN.contains(w) && word(tokens, i + 1, "quarter") ? i + 1 : i;
    if (tokens.get(q).word.equals("quarter")) {
      if (word(tokens, q + 1, "of")
          && word(tokens, q + 2, AN_EN)
          && word(tokens, q + 3, HOUR_WORDS_EN)) {
        return q + 3;
      }
      if (word(tokens, q + 1, "hour")) {
        return q + 1;
      }
    }
    if (w.equals("three")
        && word(tokens, i + 1, "quarters")
        && word(tokens, i + 2, "of")
        && word(tokens, i + 3, AN_EN)
        && word(tokens, i + 4, HOUR_WORDS_EN)) {
      return i + 4;
    }
    if (TIME_WORDS_EN.containsKey(w)
        && (word(tokens, i + 1, MINUTE_WORDS_EN) || word(tokens, i + 1, HOUR_WORDS_EN))) {
      return i + 1;
    }
    if (AN_NO.contains(w)) {
      if (word(tokens, i + 1, "halv") && word(tokens, i + 2, HOUR_WORDS_NO)) {
        return i + 2;
      }
      if (word(tokens, i + 1, HOUR_WORDS_NO)) {
        return i + 1;
      }
      if (word(tokens, i + 1, "og")
          && word(tokens, i + 2, AN_NO)
          && word(tokens, i + 3, "halv")
          && word(tokens, i + 4, HOUR_WORDS_NO)) {
        return i + 4;
      }
    }
    if ((w.equals("halvannen") || w.equals("halvanna") || w.equals("halvannan"))
        && word(tokens, i + 1, HOUR_WORDS_NO)) {
      return i + 1;
    }
    if (TIME_WORDS_NO.containsKey(w)
        && (word(tokens, i + 1, MINUTE_WORDS_NO)
            || word(tokens, i + 1, Set.of("timer", "timar")) // "from time to time" is no time
            || word(tokens, i + 1, "kvarter"))) {
      return i + 1;
    }
    return -1;
  }

  /** The minutes of the time in words from {@code i} to {@code k} ({@link #spelledTime}). */
  static double spelledMinutes(List<Token> tokens, int i, int k) {
    String first = tokens.get(i).word;
    String last = tokens.get(k).word;
    if (first.startsWith("halvtime")) {
      return 30;
    }
    if (first.startsWith("kvarter")) {
      return 15;
    }
    boolean half = false;
    boolean quarter = false;
    boolean threeQuarters =
        first.equals("three") && k > i && tokens.get(i + 1).word.equals("quarters");
    for (int m = i; m <= k; m++) {
      String x = tokens.get(m).word;
      half |= x.equals("half") || x.equals("halv");
      quarter |= x.equals("quarter");
    }
    if (threeQuarters) {
      return 45;
    }
    if (last.equals("kvarter")) {
      return 15 * TIME_WORDS_NO.get(first);
    }
    if (first.startsWith("halvann")) {
      return 90;
    }
    if (quarter) {
      return 15;
    }
    boolean hours =
        HOUR_WORDS_EN.contains(last)
            || HOUR_WORDS_NO.contains(last)
            || HOUR_WORDS_EN.contains(tokens.get(Math.min(i + 1, k)).word);
    Integer n =
        TIME_WORDS_EN.containsKey(first) ? TIME_WORDS_EN.get(first) : TIME_WORDS_NO.get(first);
    if (n != null && k == i + 1) {
      return hours ? 60.0 * n : n;
    }
    if (half && (first.equals("half") || (k == i + 2 && AN_NO.contains(first)))) {
      return 30; // "half an hour", "en halv time"
    }
    return half ? 90 : 60; // "an hour and a half", "en og en halv time"; "an hour", "en time"
  }

  private static final List<String> TOTALS = WordLists.list("RecipeTimes.TOTALS");

  /** {@link #TOTALS}, found in place: a cheap test before {@link #total}'s copies. */
  private static final Lowered TOTAL_WORDS = new Lowered(TOTALS);

  /**
   * Whether the text may hold a word of {@link #TOTALS}: when it does not, {@link #total} is false
   * for every time in it, found in one pass over the text instead of a copy of each time's clause.
   */
  static boolean mayTotal(String text) {
    return TOTAL_WORDS.in(text, 0, text.length());
  }

  /** Whether the clause before {@code at} says the time is a total. */
  static boolean total(String text, int at) {
    int from = at;
    while (from > 0 && at - from < 120) {
      char c = text.charAt(from - 1);
      if (c == '.' || c == '!' || c == '?' || c == ';' || c == '\n') {
        break;
      }
      from--;
    }
    int to = Math.min(text.length(), at + 40);
    String clause = text.substring(from, to).toLowerCase(Locale.ROOT);
    for (String w : TOTALS) {
      if (clause.contains(w)) {
        return true;
      }
    }
    return false;
  }

  static boolean anyTime(List<Recipe> recipes, Span s) {
    for (Recipe r : recipes) {
      for (Span m : r.minutes()) {
        if (sameTime(m, s)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a stated time is the method's time {@code m}, exactly, in its range or rounded. */
  static boolean sameTime(Span m, Span s) {
    return RecipeClaims.holds(m, s, 0.5) || rounded(m, s);
  }

  /** The times a piece of a method states ("about 9 minutes", "1 to 2 minutes"). */
  static void minutes(String text, List<Span> minutes) {
    RecipeReader.method(
        text, minutes, new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
  }

  /** A stated multiple of 5 (minutes) that a real time rounds to: "10 minutes" for "about 9". */
  private static boolean rounded(Span real, Span s) {
    if (s.lo() != s.hi() || s.lo() % 5 != 0) {
      return false;
    }
    return s.lo() > real.lo() - 2.5 && s.lo() < real.hi() + 2.5;
  }

  static String times(List<Recipe> recipes) {
    List<String> out = new ArrayList<>();
    for (Recipe r : recipes) {
      for (Span m : r.minutes()) {
        if (!out.contains(m.text())) {
          out.add(m.text());
        }
      }
    }
    return "(" + String.join(", ", out.subList(0, Math.min(6, out.size()))) + ")";
  }

  static boolean hasTimes(List<Recipe> recipes) {
    for (Recipe r : recipes) { // a loop, not a stream: asked for every time of a long reply
      if (!r.minutes().isEmpty()) {
        return true;
      }
    }
    return false;
  }
}
