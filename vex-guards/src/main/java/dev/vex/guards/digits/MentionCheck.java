package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The digit scan's check of subjects the user only mentioned: nothing is required, and a sentence
 * is a contradiction only when it names the subject, speaks of now (no past year, no "was",
 * "record" or "started at"), and states a price or a temperature in the figure's unit that none of
 * the subject's fetched figures backs: "Dogecoin, created in 2013, trades at $3 today". Such a
 * sentence is replaced by one line with the real figure and its source; every other sentence stays
 * as the model wrote it. Linear in the reply's length times the (few) mentioned figures.
 */
final class MentionCheck {
  private static final List<String> PAST =
      List.of(
          " was ",
          " were ",
          " used to ",
          " had ",
          " ago",
          " since ",
          "all-time",
          "all time",
          "record",
          "peak",
          "started at",
          "launched",
          "historically",
          " first ",
          " var ",
          " siden",
          "rekord",
          "toppen",
          "historisk",
          "startet",
          " pleide ");

  private MentionCheck() {}

  /** What the check found: the text to give the user, or null when nothing was contradicted. */
  record Outcome(String text, List<String> problems, int checked) {}

  static Outcome check(String text, TurnContext context, FigureMatcher matcher) {
    List<GroundTruth> truths = new ArrayList<>();
    int checked = 0;
    for (GroundTruth t : context.mentioned()) {
      if (main(t) != null) {
        truths.add(t);
        checked += t.keyFigures().size();
      }
    }
    if (truths.isEmpty()) {
      return new Outcome(null, List.of(), 0);
    }
    // the names of every subject the turn fetched (asked or mentioned), each list that subject's
    List<List<String>> subjects = new ArrayList<>();
    for (GroundTruth t : context.groundTruth()) {
      if (main(t) != null) {
        subjects.add(main(t).aliases());
      }
    }
    for (GroundTruth t : truths) {
      subjects.add(main(t).aliases());
    }
    List<int[]> sentences = sentences(text);
    NumberReader reader = NumberReader.forLocale(context.locale());
    StringBuilder out = new StringBuilder(text.length());
    List<String> problems = new ArrayList<>();
    Set<String> corrected = new LinkedHashSet<>();
    for (int[] s : sentences) {
      String sentence = text.substring(s[0], s[1]);
      String problem = null;
      GroundTruth wrong = null;
      if (!past(sentence)) {
        for (GroundTruth t : truths) {
          problem = contradiction(sentence, t, reader, matcher, subjects);
          if (problem != null) {
            wrong = t;
            break;
          }
        }
      }
      // "har falt fra 160,55 til 75,09 siden 2020" (#22): the pair's own end states the subject's
      // figure, so its name is not asked for (a mention's subject may be read as "Har Apple")
      for (int k = 0; problem == null && k < truths.size(); k++) {
        GroundTruth t = truths.get(k);
        problem = FromToMoves.first(sentence, context.locale(), t.keyFigures());
        wrong = t;
      }
      if (problem == null) {
        out.append(sentence);
        continue;
      }
      problems.add(problem);
      String line = correction(wrong);
      if (corrected.add(line)) {
        out.append(line).append(sentence.endsWith("\n") ? "\n" : " ");
      }
    }
    if (problems.isEmpty()) {
      return new Outcome(null, List.of(), checked);
    }
    return new Outcome(out.toString().strip(), problems, checked);
  }

  /**
   * The first required figure in a price or temperature unit, or null: what a reply may misstate.
   */
  private static KeyFigure main(GroundTruth t) {
    for (KeyFigure f : t.keyFigures()) {
      String u = FigureMatcher.canonicalUnit(f.unit());
      if (f.required()
          && !f.aliases().isEmpty()
          && (DigitScanGuard.isCurrency(u) || FigureMatcher.isTemperature(u))) {
        return f;
      }
    }
    return null;
  }

  private static String contradiction(
      String sentence,
      GroundTruth t,
      NumberReader reader,
      FigureMatcher matcher,
      List<List<String>> subjects) {
    KeyFigure main = main(t);
    if (!names(sentence, main.aliases())) {
      return null;
    }
    String unit = FigureMatcher.canonicalUnit(main.unit());
    Clauses clauses = null;
    NearestSubject nearest = null;
    for (ReadNumber n : reader.read(sentence)) {
      boolean sameUnit =
          n.unit().equals(unit) || FigureMatcher.isTemperature(unit) && "°".equals(n.unit());
      if (!sameUnit) {
        continue;
      }
      clauses = clauses == null ? new Clauses(sentence, main.aliases()) : clauses;
      if (!clauses.namesAround(n.start())) {
        continue;
      }
      // "Med ETH på 1 921,27 dollar og BTC på 65 610 dollar": a figure right after another
      // fetched subject's name is that subject's, judged by its own figures, not this one's
      nearest = nearest == null ? NearestSubject.of(sentence, main.aliases(), subjects) : nearest;
      if (nearest.anotherBefore(n.start())) {
        continue;
      }
      boolean backed = false;
      for (KeyFigure f : t.keyFigures()) {
        if (matcher.matches(n, f)) {
          backed = true;
          break;
        }
      }
      if (!backed) {
        return "'"
            + sentence.substring(n.start(), n.end())
            + "' for "
            + main.aliases().get(0)
            + ", which the user only mentioned, where "
            + t.sourceName()
            + " says "
            + main.value().toPlainString()
            + (main.unit().isEmpty() ? "" : " " + main.unit());
      }
    }
    return null;
  }

  private static final List<String> JOINS =
      List.of(" but ", " while ", " whereas ", " unlike ", " men ", " mens ", " i motsetning til ");

  /** The clause of the sentence around a position: between commas, semicolons and "but". */
  static String clause(String sentence, int at) {
    return new Clauses(sentence, List.of()).around(at);
  }

  /**
   * The clauses of one sentence, found once: where a clause starts and ends around a number, and
   * whether it names the subject, cost a few binary searches, so a sentence with many numbers (one
   * megabyte without a full stop) is read in linear time, not once per number.
   */
  static final class Clauses {
    private final String sentence;
    private final int[] opens; // ",;:(" : a clause starts after one
    private final int[] closes; // ",;:)" : a clause ends at one
    private final int[][] joins; // where each of JOINS starts in the lower-case sentence
    private final int[][] names; // where each alias stands as a word; null: judge each clause
    private final int[] nameLengths;
    private final List<String> aliases;

    Clauses(String sentence, List<String> aliases) {
      this.sentence = sentence;
      this.aliases = aliases;
      int n = sentence.length();
      int[] o = new int[16];
      int[] c = new int[16];
      int no = 0;
      int nc = 0;
      for (int i = 0; i < n; i++) {
        char ch = sentence.charAt(i);
        if (ch == ',' || ch == ';' || ch == ':' || ch == '(') {
          o = no == o.length ? Arrays.copyOf(o, no * 2) : o;
          o[no++] = i;
        }
        if (ch == ',' || ch == ';' || ch == ':' || ch == ')') {
          c = nc == c.length ? Arrays.copyOf(c, nc * 2) : c;
          c[nc++] = i;
        }
      }
      opens = Arrays.copyOf(o, no);
      closes = Arrays.copyOf(c, nc);
      String lower = sentence.toLowerCase(Locale.ROOT);
      joins = new int[JOINS.size()][];
      for (int j = 0; j < joins.length; j++) {
        joins[j] = starts(lower, JOINS.get(j), false);
      }
      // a clause's lower case is the sentence's, cut, unless lower-casing changes the length or
      // depends on the letters around (the Greek final sigma): then each clause is judged alone
      boolean aligned = lower.length() == n && sentence.indexOf('Σ') < 0;
      names = aligned ? new int[aliases.size()][] : null;
      nameLengths = new int[aliases.size()];
      for (int a = 0; a < aliases.size(); a++) {
        String alias = aliases.get(a).toLowerCase(Locale.ROOT);
        nameLengths[a] = alias.length();
        if (aligned) {
          names[a] = alias.isEmpty() ? new int[] {0} : starts(lower, alias, true);
        }
      }
    }

    /** Where {@code word} starts in {@code lower}, overlaps included; as a word when asked. */
    private static int[] starts(String lower, String word, boolean asWord) {
      int[] out = new int[4];
      int k = 0;
      for (int at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
        int end = at + word.length();
        if (asWord
            && !((at == 0 || !Character.isLetterOrDigit(lower.charAt(at - 1)))
                && (end == lower.length() || !Character.isLetter(lower.charAt(end))))) {
          continue;
        }
        out = k == out.length ? Arrays.copyOf(out, k * 2) : out;
        out[k++] = at;
        if (word.isEmpty()) {
          break;
        }
      }
      return Arrays.copyOf(out, k);
    }

    /** The index of the last value at or below {@code at}, or -1. */
    private static int lastAtMost(int[] sorted, int at) {
      int i = Arrays.binarySearch(sorted, at);
      return i >= 0 ? i : -i - 2;
    }

    /** The index of the first value at or above {@code at}, or -1. */
    private static int firstAtLeast(int[] sorted, int at) {
      int i = Arrays.binarySearch(sorted, at);
      int k = i >= 0 ? i : -i - 1;
      return k < sorted.length ? k : -1;
    }

    /** Where the clause around {@code at} starts and ends, as {from, to}. */
    private int[] bounds(int at) {
      int from = 0;
      int to = sentence.length();
      int o = lastAtMost(opens, at - 1);
      if (o >= 0) {
        from = opens[o] + 1;
      }
      int c = firstAtLeast(closes, at);
      if (c >= 0) {
        to = closes[c];
      }
      for (int j = 0; j < joins.length; j++) {
        int k = lastAtMost(joins[j], at);
        if (k >= 0 && joins[j][k] >= from) {
          from = joins[j][k] + JOINS.get(j).length();
        }
        int e = firstAtLeast(joins[j], at);
        if (e >= 0 && joins[j][e] < to) {
          to = joins[j][e];
        }
      }
      return new int[] {from, Math.max(from, to)};
    }

    /** The clause around a position. */
    String around(int at) {
      int[] b = bounds(at);
      return sentence.substring(b[0], b[1]);
    }

    /** Whether the clause around a position names one of the aliases as a word. */
    boolean namesAround(int at) {
      int[] b = bounds(at);
      if (names == null) {
        return names(sentence.substring(b[0], b[1]), aliases);
      }
      for (int a = 0; a < names.length; a++) {
        int k = firstAtLeast(names[a], b[0]);
        if (k >= 0 && names[a][k] + nameLengths[a] <= b[1]) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * Where, in one sentence, this subject's names stand and where the other fetched subjects' names
   * do (a name both share, "BTC" of two fixtures, counts as this one's): found once per sentence,
   * so a sentence with many numbers costs two binary searches per number.
   */
  static final class NearestSubject {
    private final int[] own;
    private final int[] others;

    private NearestSubject(int[] own, int[] others) {
      this.own = own;
      this.others = others;
    }

    static NearestSubject of(String sentence, List<String> aliases, List<List<String>> subjects) {
      String lower = sentence.toLowerCase(Locale.ROOT);
      Set<String> mine = new LinkedHashSet<>();
      for (String a : aliases) {
        mine.add(a.toLowerCase(Locale.ROOT));
      }
      Set<String> theirs = new LinkedHashSet<>();
      for (List<String> s : subjects) {
        for (String a : s) {
          String l = a.toLowerCase(Locale.ROOT);
          if (!l.isEmpty() && !mine.contains(l)) {
            theirs.add(l);
          }
        }
      }
      return new NearestSubject(positions(lower, mine), positions(lower, theirs));
    }

    private static int[] positions(String lower, Set<String> names) {
      int[] out = new int[4];
      int k = 0;
      for (String name : names) {
        if (name.isEmpty()) {
          continue;
        }
        for (int at : Clauses.starts(lower, name, true)) {
          out = k == out.length ? Arrays.copyOf(out, k * 2) : out;
          out[k++] = at;
        }
      }
      int[] sorted = Arrays.copyOf(out, k);
      Arrays.sort(sorted);
      return sorted;
    }

    /** Whether another subject's name stands nearer before {@code at} than this one's. */
    boolean anotherBefore(int at) {
      int o = Clauses.lastAtMost(others, at - 1);
      if (o < 0) {
        return false;
      }
      int m = Clauses.lastAtMost(own, at - 1);
      return m < 0 || own[m] < others[o];
    }
  }

  private static String correction(GroundTruth t) {
    KeyFigure f = main(t);
    return f.label()
        + ": "
        + f.value().toPlainString()
        + (f.unit().isEmpty() ? "" : " " + f.unit())
        + " ("
        + t.sourceName()
        + ").";
  }

  /** Whether the sentence speaks of the past: a year, "was", "record", "started at". */
  static boolean past(String sentence) {
    String s = " " + sentence.toLowerCase(Locale.ROOT) + " ";
    for (String p : PAST) {
      if (s.contains(p)) {
        return true;
      }
    }
    for (int i = 0; i + 4 <= s.length(); i++) {
      if ((i == 0 || !Character.isDigit(s.charAt(i - 1)))
          && (i + 4 == s.length() || !Character.isDigit(s.charAt(i + 4)))
          && (s.startsWith("18", i) || s.startsWith("19", i) || s.startsWith("20", i))
          && Character.isDigit(s.charAt(i + 2))
          && Character.isDigit(s.charAt(i + 3))) {
        return true;
      }
    }
    return false;
  }

  /** Whether one of the names stands in the sentence as a word, case aside. */
  static boolean names(String sentence, List<String> aliases) {
    String s = sentence.toLowerCase(Locale.ROOT);
    for (String a : aliases) {
      String alias = a.toLowerCase(Locale.ROOT);
      for (int at = s.indexOf(alias); at >= 0; at = s.indexOf(alias, at + 1)) {
        int end = at + alias.length();
        if ((at == 0 || !Character.isLetterOrDigit(s.charAt(at - 1)))
            && (end == s.length() || !Character.isLetter(s.charAt(end)))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Sentence spans covering the text: each ends after a sentence mark and its spaces, or a line.
   */
  static List<int[]> sentences(String text) {
    List<int[]> out = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n'
          || ".!?".indexOf(c) >= 0 && i + 1 < n && Character.isWhitespace(text.charAt(i + 1))) {
        int stop = i + 1;
        while (stop < n && text.charAt(stop) == ' ') {
          stop++;
        }
        out.add(new int[] {start, stop});
        start = stop;
        i = stop - 1;
      }
    }
    if (start < n || out.isEmpty()) {
      out.add(new int[] {start, n});
    }
    return out;
  }
}
