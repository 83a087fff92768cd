package dev.vex.guards.digits;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * A fixed set of lower-case phrases, each with a value, found as whole words in one pass over a
 * lower-case text: a phrase stands at a place when no letter is right before or right after it. The
 * phrases are indexed by their first character, so the cost per character of the text is bounded by
 * the phrases that share a first character, not by the size of the set: one pass replaces a search
 * per phrase.
 *
 * @param <V> what a phrase stands for
 */
final class Phrases<V> {
  private static final int DIRECT = 0x250; // Latin, Latin-1 and Latin Extended-A/B

  private final List<Entry<V>>[] direct;
  // the lists of the phrases whose first character is DIRECT or above, by that character (sorted):
  // a binary search per character of the text, no boxing or hashing (#24: a reply in another
  // script looks up nearly every character here)
  private final char[] otherFirsts;
  private final List<Entry<V>>[] otherLists;

  // the second characters of the phrases by their first (below DIRECT): bit c of secondLow (c <
  // 64) or of secondHigh (c - 64, c < 128); anySecond when a phrase has one character or a second
  // one outside ASCII. A place whose next character no phrase has second is passed over without
  // comparing its list's phrases (#24: team names share first letters with common words)
  private final long[] secondLow = new long[DIRECT];
  private final long[] secondHigh = new long[DIRECT];
  private final boolean[] anySecond = new boolean[DIRECT];

  /**
   * A phrase, its value and its second character ({@code 0xFFFF} when it has one character): the
   * second character is compared before the phrase (#24: phrases that share their first character
   * and the place's second were each compared whole at nearly every word).
   */
  private record Entry<V>(String phrase, V value, char second) {
    Entry(String phrase, V value) {
      this(phrase, value, phrase.length() > 1 ? phrase.charAt(1) : 0xFFFF);
    }

    /** Whether the phrase may stand at {@code at} by the character after it. */
    boolean secondMatches(String text, int at) {
      return second == 0xFFFF || at + 1 < text.length() && text.charAt(at + 1) == second;
    }
  }

  @SuppressWarnings("unchecked")
  private Phrases(Map<String, V> phrases) {
    direct = (List<Entry<V>>[]) new List<?>[DIRECT];
    Map<Character, List<Entry<V>>> others = new TreeMap<>();
    for (Map.Entry<String, V> e : phrases.entrySet()) {
      String p = e.getKey();
      if (p.isEmpty()) {
        throw new IllegalArgumentException("empty phrase");
      }
      char first = p.charAt(0);
      List<Entry<V>> list;
      if (first < DIRECT) {
        if (direct[first] == null) {
          direct[first] = new ArrayList<>();
        }
        list = direct[first];
        char second = p.length() > 1 ? p.charAt(1) : 0xFFFF;
        if (second < 64) {
          secondLow[first] |= 1L << second;
        } else if (second < 128) {
          secondHigh[first] |= 1L << (second - 64);
        } else {
          anySecond[first] = true;
        }
      } else {
        list = others.computeIfAbsent(first, c -> new ArrayList<>());
      }
      list.add(new Entry<>(p, e.getValue()));
    }
    otherFirsts = new char[others.size()];
    otherLists = (List<Entry<V>>[]) new List<?>[others.size()];
    int k = 0;
    for (Map.Entry<Character, List<Entry<V>>> e : others.entrySet()) {
      otherFirsts[k] = e.getKey();
      otherLists[k++] = e.getValue();
    }
  }

  /** The list of the phrases that start with {@code c} (DIRECT or above), or null. */
  private List<Entry<V>> other(char c) {
    if (otherFirsts.length == 0) {
      return null;
    }
    int k = Arrays.binarySearch(otherFirsts, c);
    return k < 0 ? null : otherLists[k];
  }

  /** The phrases, each standing for itself. */
  static Phrases<String> of(List<String> phrases) {
    Map<String, String> m = new HashMap<>();
    for (String p : phrases) {
      m.put(p, p);
    }
    return new Phrases<>(m);
  }

  /** The phrases with their values. */
  static <V> Phrases<V> of(Map<String, V> phrases) {
    return new Phrases<>(phrases);
  }

  /** Whether any of the phrases stands in the lower-case text as a whole word. */
  boolean any(String lower) {
    return any(lower, v -> true);
  }

  /**
   * Gives the value of every phrase standing in the text; with {@code digitsBound}, a letter or a
   * digit right before or after a phrase keeps it from standing there, else only a letter does.
   */
  void each(String text, boolean digitsBound, java.util.function.Consumer<? super V> found) {
    int n = text.length();
    for (int at = 0; at < n; at++) {
      char c = text.charAt(at);
      List<Entry<V>> list = c < DIRECT ? direct[c] : other(c);
      if (list == null
          || at > 0 && bound(text.charAt(at - 1), digitsBound)
          || c < DIRECT && !secondMayMatch(c, text, at)) {
        continue;
      }
      for (int k = 0; k < list.size(); k++) {
        Entry<V> e = list.get(k);
        int end = at + e.phrase.length();
        if (e.secondMatches(text, at)
            && text.startsWith(e.phrase, at)
            && (end == n || !bound(text.charAt(end), digitsBound))) {
          found.accept(e.value);
        }
      }
    }
  }

  /** Told each place a phrase stands in a text, bounded or not. */
  interface Place<V> {
    void at(int start, int end, V value);
  }

  /**
   * Tells every place where a phrase's characters stand in the text, in the order of their starts,
   * whatever stands before and after them: a superset of what {@link #each(String, boolean,
   * java.util.function.Consumer)} finds in any substring, which a caller reading many ranges of one
   * text filters by the range and its bounds instead of reading the text again.
   */
  void everywhere(String text, Place<? super V> found) {
    int n = text.length();
    for (int at = 0; at < n; at++) {
      char c = text.charAt(at);
      List<Entry<V>> list = c < DIRECT ? direct[c] : other(c);
      if (list == null || c < DIRECT && !secondMayMatch(c, text, at)) {
        continue;
      }
      for (int k = 0; k < list.size(); k++) {
        Entry<V> e = list.get(k);
        if (e.secondMatches(text, at) && text.startsWith(e.phrase, at)) {
          found.at(at, at + e.phrase.length(), e.value);
        }
      }
    }
  }

  /**
   * Whether a phrase of the list of {@code first} (a character below DIRECT) may stand at {@code
   * at} by the character after it: false only when none can.
   */
  private boolean secondMayMatch(char first, String text, int at) {
    if (anySecond[first]) {
      return true;
    }
    if (at + 1 >= text.length()) {
      return false; // every phrase of the list has a second character
    }
    char c = text.charAt(at + 1);
    return c < 64
        ? (secondLow[first] & (1L << c)) != 0
        : c < 128 && (secondHigh[first] & (1L << (c - 64))) != 0;
  }

  private static boolean bound(char c, boolean digits) {
    return digits ? Chars.isLetterOrDigit(c) : Chars.isLetter(c);
  }

  /** Whether a phrase whose value passes the test stands in the lower-case text. */
  boolean any(String lower, Predicate<? super V> test) {
    int n = lower.length();
    for (int at = 0; at < n; at++) {
      char c = lower.charAt(at);
      List<Entry<V>> list = c < DIRECT ? direct[c] : other(c);
      if (list == null
          || at > 0 && Chars.isLetter(lower.charAt(at - 1))
          || c < DIRECT && !secondMayMatch(c, lower, at)) {
        continue;
      }
      for (int k = 0; k < list.size(); k++) {
        Entry<V> e = list.get(k);
        int end = at + e.phrase.length();
        if (e.secondMatches(lower, at)
            && lower.startsWith(e.phrase, at)
            && (end == n || !Chars.isLetter(lower.charAt(end)))
            && test.test(e.value)) {
          return true;
        }
      }
    }
    return false;
  }
}
