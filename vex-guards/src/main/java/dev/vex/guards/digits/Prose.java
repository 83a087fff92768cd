package dev.vex.guards.digits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Picks the model's sentences that carry no figure, claim no move ("crashed", "steg") and hold
 * nothing a renderer could make a link of: the summary of the real data says what moved and by how
 * much, and the kept words must not bring a link the URL guard did not judge in their new place.
 * Linear in the text.
 */
final class Prose {
  private static final Set<String> NUMBER_WORDS =
      Set.of(
          "zero",
          "one",
          "two",
          "three",
          "four",
          "five",
          "six",
          "seven",
          "eight",
          "nine",
          "ten",
          "eleven",
          "twelve",
          "thirteen",
          "fifteen",
          "twenty",
          "thirty",
          "forty",
          "fifty",
          "sixty",
          "seventy",
          "eighty",
          "ninety",
          "hundred",
          "thousand",
          "million",
          "billion",
          "trillion",
          "dozen",
          "half",
          "null",
          "tre",
          "fire",
          "fem",
          "seks",
          "sju",
          "syv",
          "åtte",
          "ni",
          "ti",
          "tolv",
          "tjue",
          "tretti",
          "førti",
          "femti",
          "seksti",
          "sytti",
          "åtti",
          "nitti",
          "hundre",
          "tusen",
          "millioner",
          "milliard",
          "milliarder",
          "minus",
          "halv");

  private Prose() {}

  /** Returns the sentences of {@code text} without digits or number words, joined by spaces. */
  static String sentencesWithoutFigures(String text) {
    List<String> kept = new ArrayList<>();
    int from = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      boolean end =
          c == '\n'
              || ((c == '.' || c == '!' || c == '?' || c == '…')
                  && (i + 1 == n || Character.isWhitespace(text.charAt(i + 1))));
      if (end || i + 1 == n) {
        keep(text.substring(from, i + 1), kept);
        from = i + 1;
      }
    }
    return String.join(" ", kept);
  }

  private static void keep(String sentence, List<String> kept) {
    String s = sentence.strip();
    if (s.isEmpty() || hasFigure(s) || !hasLetter(s) || hasLink(s)) {
      return;
    }
    kept.add(s);
  }

  /**
   * Whether a sentence holds something a renderer could turn into a link (a URL, www., an e-mail
   * address, a script scheme): out of its code block or list, it might render where it did not.
   */
  private static boolean hasLink(String s) {
    String lower = s.toLowerCase(Locale.ROOT);
    return lower.contains("://")
        || lower.contains("www.")
        || lower.contains("@")
        || lower.contains("javascript:")
        || lower.contains("vbscript:")
        || lower.contains("data:")
        || lower.contains("](")
        || lower.contains("<");
  }

  private static boolean hasLetter(String s) {
    return s.chars().anyMatch(Character::isLetter);
  }

  private static boolean hasFigure(String s) {
    int wordStart = -1;
    for (int i = 0; i <= s.length(); i++) {
      char c = i < s.length() ? s.charAt(i) : ' ';
      if (Character.isDigit(c)) {
        return true;
      }
      if (Character.isLetter(c)) {
        if (wordStart < 0) {
          wordStart = i;
        }
      } else if (wordStart >= 0) {
        String word = s.substring(wordStart, i).toLowerCase(Locale.ROOT);
        if (NUMBER_WORDS.contains(word)
            || word.endsWith("teen") && word.length() > 5
            || Directions.claim(word) != 0) {
          return true;
        }
        wordStart = -1;
      }
    }
    return false;
  }
}
