package dev.vex.guards.digits;

import java.util.List;

/**
 * A search for a few lower-case words in a text as it is written, each character lower-cased where
 * it is compared: no lower-cased copy of the text. A cheap test before the work of a reader that
 * lower-cases the text and looks for the same words in it: wherever {@code
 * text.toLowerCase(Locale.ROOT)} holds one of the words, this finds it too (a character that
 * lower-cases to more than one, "İ", has none of these words in its place).
 */
final class Lowered {
  private final String[] words;
  // the words' first characters (each ASCII): bit c of low (c < 64) or of high (c - 64)
  private final long low;
  private final long high;

  /**
   * The words to find.
   *
   * @param words lower case, none empty, each starting with an ASCII character
   */
  Lowered(List<String> words) {
    this.words = words.toArray(new String[0]);
    long l = 0;
    long h = 0;
    for (String w : this.words) {
      char c = w.charAt(0);
      if (c >= 128) {
        throw new IllegalArgumentException("a word starting beyond ASCII: " + w);
      }
      if (c < 64) {
        l |= 1L << c;
      } else {
        h |= 1L << (c - 64);
      }
    }
    this.low = l;
    this.high = h;
  }

  /** Whether {@code text} between {@code from} and {@code to} holds one of the words. */
  boolean in(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = lower(text.charAt(i));
      if (c >= 128 || (c < 64 ? low & (1L << c) : high & (1L << (c - 64))) == 0) {
        continue;
      }
      for (String w : words) {
        if (w.charAt(0) == c && startsAt(text, i, to, w)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean startsAt(String text, int at, int to, String word) {
    if (to - at < word.length()) {
      return false;
    }
    for (int k = 1; k < word.length(); k++) {
      if (lower(text.charAt(at + k)) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /** The character lower-cased as {@link Character#toLowerCase(char)} does. */
  static char lower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c < 128 ? c : Character.toLowerCase(c);
  }
}
