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
  // the words by their first character (each ASCII); null where none starts with it
  private final String[][] byFirst = new String[128][];

  /**
   * The words to find.
   *
   * @param words lower case, none empty, each starting with an ASCII character
   */
  Lowered(List<String> words) {
    for (String w : words) {
      char c = w.charAt(0);
      if (c >= 128) {
        throw new IllegalArgumentException("a word starting beyond ASCII: " + w);
      }
      String[] list = byFirst[c] == null ? new String[0] : byFirst[c];
      list = java.util.Arrays.copyOf(list, list.length + 1);
      list[list.length - 1] = w;
      byFirst[c] = list;
    }
  }

  /** Whether {@code text} between {@code from} and {@code to} holds one of the words. */
  boolean in(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = lower(text.charAt(i));
      String[] list = c < 128 ? byFirst[c] : null;
      if (list == null) {
        continue;
      }
      for (String w : list) {
        if (startsAt(text, i, to, w)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * As {@link #in(String, int, int)} of the text whose characters, each lower-cased as {@link
   * #lower} does, are {@code lower} (as {@link Subjects#lower} gives them): read from the array, no
   * character lower-cased again.
   */
  boolean in(char[] lower, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = lower[i];
      String[] list = c < 128 ? byFirst[c] : null;
      if (list == null) {
        continue;
      }
      for (String w : list) {
        if (startsAt(lower, i, to, w)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean startsAt(char[] lower, int at, int to, String word) {
    if (to - at < word.length()) {
      return false;
    }
    for (int k = 1; k < word.length(); k++) {
      if (lower[at + k] != word.charAt(k)) {
        return false;
      }
    }
    return true;
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
    return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c < 128 ? c : Chars.toLowerCase(c);
  }
}
