package dev.vex.guards.digits;

import java.util.Collection;
import java.util.Locale;

/**
 * A fixed set of lower-case words, looked up by the letters of a text where they stand: no
 * substring and no lower-cased copy per word asked (#24: the market role, the direction and the
 * rank word before every number of a turn made two strings of each word they read). Only letters in
 * ASCII are compared in place, each as {@code toLowerCase(Locale.ROOT)} maps it (A to Z one to one,
 * nothing else changed); a word with any other character is lower-cased as before by {@link
 * #lower}.
 */
final class AsciiWords {
  private final String[] table; // open addressing by the hash of the lower-case word
  private final int mask;

  /**
   * The words to find.
   *
   * @param words lower case; those with a character outside ASCII are never found in place (a text
   *     word holding one is looked up by the caller as before)
   */
  AsciiWords(Collection<String> words) {
    int size = 16;
    while (size < words.size() * 4) {
      size <<= 1;
    }
    table = new String[size];
    mask = size - 1;
    for (String w : words) {
      if (!ascii(w, 0, w.length()) || !w.equals(w.toLowerCase(Locale.ROOT))) {
        continue;
      }
      int slot = spread(w.hashCode()) & mask;
      while (table[slot] != null && !table[slot].equals(w)) {
        slot = (slot + 1) & mask;
      }
      table[slot] = w;
    }
  }

  /** Whether every character of {@code text[from, to)} is in ASCII. */
  static boolean ascii(CharSequence text, int from, int to) {
    for (int k = from; k < to; k++) {
      if (text.charAt(k) >= 128) {
        return false;
      }
    }
    return true;
  }

  /**
   * The word of the set that {@code text[from, to)} lower-cases to, the set's own string, or null
   * when it is none of them; every character in the range must be in ASCII ({@link #ascii}).
   */
  String find(CharSequence text, int from, int to) {
    if (to <= from) {
      return null;
    }
    int h = 0;
    for (int k = from; k < to; k++) {
      h = 31 * h + lower(text.charAt(k));
    }
    int slot = spread(h) & mask;
    for (String w = table[slot]; w != null; w = table[slot = (slot + 1) & mask]) {
      if (w.length() == to - from && sameLower(text, from, w)) {
        return w;
      }
    }
    return null;
  }

  /** {@code text[from, to)} lower-cased with {@link Locale#ROOT}, as a new string. */
  static String lower(CharSequence text, int from, int to) {
    return text.subSequence(from, to).toString().toLowerCase(Locale.ROOT);
  }

  private static boolean sameLower(CharSequence text, int from, String w) {
    for (int k = 0; k < w.length(); k++) {
      if (lower(text.charAt(from + k)) != w.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  private static char lower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
  }

  private static int spread(int h) {
    return h ^ (h >>> 16);
  }
}
