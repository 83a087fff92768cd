package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a reply with the right figures can still get wrong in words (#22 §1), in a turn that fetched
 * live figures: an error object the model printed ({@code {"error": …}}), a denial of the data it
 * was given ("I can't access live rates", "eg er ikkje sikker"), a move whose size the words claim
 * against the change figure ("crashing", "stuper", "mer enn doblet" for a move under 5 %; "flat",
 * "helt stabilt" for one of 2 % or more). Each is a problem like a contradicted figure. One pass
 * over the text, with bounded work per word.
 */
final class WordClaims {
  /** The least move, in %, that a strong move word claims. */
  static final double STRONG = 5.0;

  /** The least move, in %, that a flat word denies. */
  static final double NOT_FLAT = 2.0;

  private static final Set<String> STRONG_WORDS = WordLists.set("WordClaims.STRONG_WORDS");

  private static final Set<String> FLAT_WORDS =
      Set.of("flat", "unchanged", "stabil", "stabilt", "uendret", "uforandret");

  private static final Set<String> NEGATIONS = WordLists.set("WordClaims.NEGATIONS");

  /** Denials of the data the turn fetched and doubts about it; lower case. */
  private static final Phrases<String> DENIALS = Phrases.of(WordLists.list("WordClaims.list"));

  /**
   * The move words and negations by first character and length (bit {@code k} of entry {@code c}:
   * one of {@code k} characters starts with {@code c}): a word no entry allows is none of them and
   * is not made a string (#24: every word of the reply is read).
   */
  private static final long[] LOOKUPS = lookups();

  private static long[] lookups() {
    long[] out = new long[128];
    List<String> all = new ArrayList<>(STRONG_WORDS);
    all.addAll(FLAT_WORDS);
    all.addAll(NEGATIONS);
    for (String w : all) {
      if (w.isEmpty() || w.length() > 63 || w.charAt(0) >= 128) {
        throw new IllegalStateException("a word the filter cannot hold: " + w);
      }
      out[w.charAt(0)] |= 1L << w.length();
    }
    return out;
  }

  private WordClaims() {}

  /**
   * The problems of the reply's words.
   *
   * @param text the reply
   * @param lowered the reply in lower case, char for char ({@link Subjects#lower})
   * @param subjects the subjects the reply names, by position
   * @param changes the turn's change figures (a figure in % whose label names a change)
   * @param norwegian whether the reply speaks Norwegian (else English, or another language)
   * @param english whether the reply speaks English
   */
  static List<String> problems(
      String text,
      char[] lowered,
      Subjects subjects,
      List<KeyFigure> changes,
      boolean norwegian,
      boolean english) {
    List<String> out = new ArrayList<>();
    String object = errorObject(text);
    if (object != null) {
      out.add("the reply holds an error object (" + object + ")");
    }
    String lower = new String(lowered);
    if (DENIALS.any(lower)) {
      out.add("the reply denies or doubts the live data it states");
    }
    if (!changes.isEmpty()) {
      // read from the lower-case characters, not a string of them (#24: String.charAt of a UTF-16
      // reply was most of the pass)
      moves(lowered, subjects, changes, out);
    }
    if (norwegian || english) {
      otherLanguage(lowered, norwegian, out);
    }
    return out;
  }

  /**
   * The problems of a reply in a turn that fetched data without key figures (a next match, a
   * recipe's steps): an error object the model printed, a denial of the data it was given or a
   * doubt about it ("Liverpool play City on 11 October. I can't access live fixtures, though, so
   * I'm not sure."; #22, content-cases19 E091). One pass over the text.
   */
  static List<String> denials(String text) {
    List<String> out = new ArrayList<>();
    String object = errorObject(text);
    if (object != null) {
      out.add("the reply holds an error object (" + object + ")");
    }
    if (DENIALS.any(text.toLowerCase(java.util.Locale.ROOT))) {
      out.add("the reply denies or doubts the live data it was given");
    }
    return out;
  }

  /**
   * A sentence without figures wholly in the other of English and Norwegian than the reply (two
   * sign of its language at least, none of the reply's) that claims something: "Manchester United
   * won the match comfortably." under a Norwegian result. Each sentence is read once.
   */
  private static void otherLanguage(char[] lower, boolean norwegian, List<String> out) {
    // read from the lower-case characters themselves, not a string of them (#24: each character's
    // read through String.charAt cost a fifth of the digit scan over prose)
    int n = lower.length;
    int from = 0;
    for (int i = 0; i <= n && out.size() < 4; i++) {
      char c = i < n ? lower[i] : '\n';
      boolean end =
          c == '\n' || ((c == '.' || c == '!' || c == '?') && (i + 1 >= n || lower[i + 1] == ' '));
      if (!end) {
        continue;
      }
      int start = from;
      from = i + 1;
      if (i - start < 8 || i - start > Prose.LANGUAGE_SCAN) {
        continue; // not copied: a reply of one long sentence is read once, not copied whole
      }
      if (hasDigit(lower, start, i)) {
        continue; // not copied either
      }
      String s = new String(lower, start, i - start);
      int[] signs = Prose.languageSigns(s);
      int theirs = norwegian ? signs[0] : signs[1];
      int ours = norwegian ? signs[1] : signs[0];
      if (theirs >= 1 && ours == 0 && Prose.claims(s)) {
        out.add("a sentence in another language makes a claim: '" + s.strip() + "'");
      }
    }
  }

  private static boolean hasDigit(char[] s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Chars.isDigit(s[i])) {
        return true;
      }
    }
    return false;
  }

  /** The start of an object with an error key the model printed ({"error": …}), or null. */
  static String errorObject(String text) {
    int at = text.indexOf('{');
    while (at >= 0) {
      int end = Math.min(text.length(), at + 200);
      String window = text.substring(at, end).toLowerCase(java.util.Locale.ROOT);
      if (window.contains("\"error") || window.contains("'error")) {
        return window.substring(0, Math.min(window.length(), 40));
      }
      at = text.indexOf('{', end);
    }
    return null;
  }

  /** Strong and flat move words against the size of the change they are about. */
  private static void moves(
      char[] lower, Subjects subjects, List<KeyFigure> changes, List<String> out) {
    boolean oneSubject = DigitScanGuard.oneSubject(changes);
    int n = lower.length;
    int i = 0;
    boolean previous = false; // whether the word before was a negation
    boolean before = false; // whether the one before that was
    while (i < n && out.size() < 4) {
      if (!Chars.isLetter(lower[i])) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && (Chars.isLetter(lower[i]) || lower[i] == '\'')) {
        i++;
      }
      if (i - start > 12) {
        continue;
      }
      char first = lower[start];
      // the text is lower case: a word of ASCII characters is in a set only if its first
      // character and length are; others are looked up
      boolean may = first >= 128 || (LOOKUPS[first] & (1L << (i - start))) != 0;
      String w = may ? new String(lower, start, i - start) : null;
      boolean strong = may && STRONG_WORDS.contains(w);
      boolean flat = may && FLAT_WORDS.contains(w);
      boolean negated = previous || before;
      before = previous;
      previous = may && NEGATIONS.contains(w);
      if ((!strong && !flat) || negated) {
        continue;
      }
      String subject = subjects.of(start, i);
      // every change the word is about must contradict it (bitcoin's price and market cap alike)
      KeyFigure against = null;
      boolean all = true;
      for (KeyFigure f : changes) {
        boolean applies = subject != null ? Subjects.isKeyOf(subject, f) : oneSubject;
        if (!applies) {
          continue;
        }
        double size = Math.abs(f.value().doubleValue());
        if (strong ? size < STRONG : size >= NOT_FLAT) {
          against = against == null ? f : against;
        } else {
          all = false;
        }
      }
      if (against != null && all) {
        out.add(
            "'"
                + w
                + "' claims a "
                + (strong ? "strong" : "flat")
                + " move where "
                + against.label()
                + " is "
                + against.value().toPlainString()
                + " %");
      }
    }
  }
}
