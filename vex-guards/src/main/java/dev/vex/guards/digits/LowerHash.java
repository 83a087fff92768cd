package dev.vex.guards.digits;

import java.util.Collection;

/**
 * A cheap test before a word is copied and lower-cased to be looked up in a set of lower-case
 * words: the {@link String#hashCode} of the word's lower case, computed from the text as it is
 * written, one character at a time. A word whose hash is none of the set's words' hashes is none of
 * them, so that most words of a reply are never copied.
 */
final class LowerHash {
  /** The hash of a word with a letter that does not lower-case one for one: always looked up. */
  static final int UNSURE = 0;

  private final int[] hashes;

  /**
   * The words to rule out others by.
   *
   * @param words lower case, none empty
   */
  LowerHash(Collection<String> words) {
    hashes = words.stream().mapToInt(String::hashCode).sorted().distinct().toArray();
  }

  /**
   * The hash of {@code text[from, to)} lower-cased as {@code toLowerCase(Locale.ROOT)} does, or
   * {@link #UNSURE} when one of its characters may lower-case otherwise in a word (İ, Σ, half of a
   * surrogate pair) or the hash is {@link #UNSURE} itself.
   */
  static int of(String text, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c >= 0x80 && (c == '\u0130' || c == '\u03A3' || Character.isSurrogate(c))) {
        return UNSURE;
      }
      h = 31 * h + Chars.toLowerCase(c);
    }
    return h;
  }

  /** Whether a word of this hash ({@link #of}) may be one of the words. */
  boolean may(int hash) {
    return hash == UNSURE || java.util.Arrays.binarySearch(hashes, hash) >= 0;
  }
}
