package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
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
          problem = contradiction(sentence, t, reader, matcher);
          if (problem != null) {
            wrong = t;
            break;
          }
        }
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
      String sentence, GroundTruth t, NumberReader reader, FigureMatcher matcher) {
    KeyFigure main = main(t);
    if (!names(sentence, main.aliases())) {
      return null;
    }
    String unit = FigureMatcher.canonicalUnit(main.unit());
    for (ReadNumber n : reader.read(sentence)) {
      boolean sameUnit =
          n.unit().equals(unit) || FigureMatcher.isTemperature(unit) && "°".equals(n.unit());
      if (!sameUnit || !names(clause(sentence, n.start()), main.aliases())) {
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
    int from = 0;
    int to = sentence.length();
    for (int i = at - 1; i >= 0; i--) {
      if (",;:(".indexOf(sentence.charAt(i)) >= 0) {
        from = i + 1;
        break;
      }
    }
    for (int i = at; i < sentence.length(); i++) {
      if (",;:)".indexOf(sentence.charAt(i)) >= 0) {
        to = i;
        break;
      }
    }
    String lower = sentence.toLowerCase(Locale.ROOT);
    for (String j : JOINS) {
      int k = lower.lastIndexOf(j, at);
      if (k >= from) {
        from = k + j.length();
      }
      int e = lower.indexOf(j, at);
      if (e >= 0 && e < to) {
        to = e;
      }
    }
    return sentence.substring(from, Math.max(from, to));
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
