package dev.vex.grounding.intent;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A user message prepared for the rules: the original text, its lower-case form (same indexes), and
 * its words in both cases. Immutable.
 */
final class Utterance {
  private static final Set<String> NAME_STOPS = WordLists.set("Utterance.NAME_STOPS");

  final String original;
  final String lower;
  final List<String> words;
  final List<String> lowerWords;
  final boolean allLower;
  private final String padded;

  /**
   * {@link AskCues#mentionForm} and {@link AskCues#aboutIt} of this utterance once read: 0 while
   * unread, then {@link #YES} or {@link #NO}. Both are functions of the text alone, so the
   * utterance stays immutable to its readers; it is read by one thread, the classifying one.
   */
  byte mentionForm;

  byte aboutIt;

  static final byte YES = 2;
  static final byte NO = 1;

  /** {@link #lowerWords} as an array, for the loops every rule runs (no iterator per call). */
  private final String[] lowerArray;

  Utterance(String text) {
    String t = text == null ? "" : singleSpaced(Forms.normal(Spelling.correct(text.strip())));
    String l = t.toLowerCase(Locale.ROOT);
    if (l.length() != t.length()) {
      t = l;
    }
    this.original = t;
    this.lower = l;
    String[] w = tokenArray(t);
    this.words = new Words(w);
    String[] lw = new String[w.length];
    for (int i = 0; i < lw.length; i++) {
      lw[i] = w[i].toLowerCase(Locale.ROOT);
    }
    this.lowerArray = lw;
    this.lowerWords = new Words(lw);
    this.allLower = t.equals(l);
    this.padded = " " + String.join(" ", lw) + " ";
  }

  /**
   * Replaces each run of whitespace ({@code \s}: space, tab, line breaks, form feed) by one space;
   * returns the text itself when there is nothing to replace.
   */
  static String singleSpaced(String s) {
    boolean plain = true;
    for (int i = 0; i < s.length() && plain; i++) {
      char c = s.charAt(i);
      plain = !space(c) || c == ' ' && (i + 1 == s.length() || !space(s.charAt(i + 1)));
    }
    if (plain) {
      return s;
    }
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!space(c)) {
        sb.append(c);
      } else if (i == 0 || !space(s.charAt(i - 1))) {
        sb.append(' '); // the first of a run
      }
    }
    return sb.toString();
  }

  /** The characters of the regular expression class {@code \s}. */
  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /** Whether a character separates words: whitespace, or punctuation that never joins them. */
  private static boolean separator(char c) {
    return space(c) || SEPARATOR_CHARS.indexOf(c) >= 0;
  }

  private static final String SEPARATOR_CHARS = ",;:!?()\"“”«»";

  /** Splits into words: whitespace and punctuation separate; {@code DNB-aksjen} is two words. */
  static List<String> tokens(String s) {
    return List.of(tokenArray(s));
  }

  /** {@link #tokens} as an array, which the utterance keeps. */
  private static String[] tokenArray(String s) {
    List<String> out = new ArrayList<>();
    for (int at = 0, n = s.length(); at < n; ) {
      while (at < n && separator(s.charAt(at))) {
        at++;
      }
      int end = at;
      while (end < n && !separator(s.charAt(end))) {
        end++;
      }
      if (end == at) {
        break;
      }
      String raw = s.substring(at, end);
      at = end;
      String w = trimDots(raw);
      if (w.isEmpty()) {
        continue;
      }
      int dash = w.indexOf('-');
      if (dash > 0 && dash < w.length() - 1 && Character.isLowerCase(w.charAt(dash + 1))) {
        out.add(w.substring(0, dash));
        out.add(w.substring(dash + 1));
      } else {
        out.add(w);
      }
    }
    return out.toArray(new String[0]);
  }

  /**
   * The words of one utterance, as an unmodifiable list over the array it owns (#23, session 30):
   * the rules loop over {@link #words} and {@link #lowerWords} hundreds of times per message, and
   * through this one class each loop's iterator is a plain walk of the array that the JIT compiles
   * away, where {@code List.of}'s iterator, shared by all its lists, is called through its list's
   * {@code get} at every step. Equal to any list of the same words; immutable, like the utterance.
   */
  static final class Words extends java.util.AbstractList<String>
      implements java.util.RandomAccess {
    private final String[] array;

    Words(String[] array) {
      this.array = array;
    }

    @Override
    public String get(int index) {
      return array[java.util.Objects.checkIndex(index, array.length)];
    }

    @Override
    public int size() {
      return array.length;
    }

    @Override
    public boolean isEmpty() {
      return array.length == 0;
    }

    @Override
    public boolean contains(Object o) {
      return indexOf(o) >= 0;
    }

    @Override
    public int indexOf(Object o) {
      for (int i = 0; i < array.length; i++) {
        if (array[i].equals(o)) {
          return i;
        }
      }
      return -1;
    }

    @Override
    public java.util.Iterator<String> iterator() {
      return new java.util.Iterator<>() {
        private int next;

        @Override
        public boolean hasNext() {
          return next < array.length;
        }

        @Override
        public String next() {
          if (next >= array.length) {
            throw new java.util.NoSuchElementException();
          }
          return array[next++];
        }
      };
    }
  }

  /** Strips dots and apostrophes at both ends, without a regular expression (linear). */
  private static String trimDots(String raw) {
    int from = 0;
    int to = raw.length();
    while (from < to && (raw.charAt(from) == '.' || raw.charAt(from) == '\'')) {
      from++;
    }
    while (to > from && (raw.charAt(to - 1) == '.' || raw.charAt(to - 1) == '\'')) {
      to--;
    }
    return raw.substring(from, to);
  }

  /** The lower-case words joined by single spaces, with a space at each end. */
  String padded() {
    return padded;
  }

  /** Whether the lower-case text holds the phrase as whole words. */
  boolean has(String phrase) {
    int len = phrase.length();
    if (len == 0) {
      return padded.contains("  ");
    }
    // the same as padded.contains(" " + phrase + " "), without building that string per call
    for (int at = padded.indexOf(phrase, 1); at >= 0; at = padded.indexOf(phrase, at + 1)) {
      if (padded.charAt(at - 1) == ' '
          && at + len < padded.length()
          && padded.charAt(at + len) == ' ') {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the lower-case text holds the phrase as whole words, or the phrase with {@code 's} or
   * {@code ’s} after it: the same as {@code has(phrase) || has(phrase + "'s") || has(phrase +
   * "’s")}, in one pass and without building those strings per call.
   */
  boolean hasOrPossessive(String phrase) {
    int len = phrase.length();
    if (len == 0) {
      return has(phrase) || has("'s") || has("\u2019s");
    }
    for (int at = padded.indexOf(phrase, 1); at >= 0; at = padded.indexOf(phrase, at + 1)) {
      if (padded.charAt(at - 1) != ' ') {
        continue;
      }
      int end = at + len;
      if (end < padded.length() && padded.charAt(end) == ' ') {
        return true;
      }
      if (end + 2 < padded.length()
          && (padded.charAt(end) == '\'' || padded.charAt(end) == '\u2019')
          && padded.charAt(end + 1) == 's'
          && padded.charAt(end + 2) == ' ') {
        return true;
      }
    }
    return false;
  }

  /** Whether any of the words occurs. */
  boolean hasAnyWord(Set<String> set) {
    for (String w : lowerArray) {
      if (set.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether any of the phrases occurs as whole words: the answer of {@link #has} tried with each,
   * in one pass over the message for the whole list ({@link Phrases#wholeWords}), where a loop of
   * {@code has} reads the message once per phrase (#23, session 30).
   */
  boolean hasAnyPhrase(List<String> phrases) {
    Phrases set = Phrases.wholeWords(phrases);
    if (set != null) {
      return set.in(padded);
    }
    for (String p : phrases) {
      if (has(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a word looks like a proper name here: capitalised, or any word when the user wrote all
   * in lower case; never a stop word.
   */
  boolean nameLike(int i) {
    if (i < 0 || i >= words.size()) {
      return false;
    }
    String w = words.get(i);
    if (NAME_STOPS.contains(w) || NAME_STOPS.contains(lowerWords.get(i))) {
      return false;
    }
    if (!Character.isLetter(w.charAt(0))) {
      return false;
    }
    return allLower || Character.isUpperCase(w.charAt(0));
  }

  /** The words from {@code from} (inclusive) while they look like a name, at most {@code max}. */
  String nameFrom(int from, int max, Set<String> stops) {
    List<String> name = new ArrayList<>();
    for (int i = from; i < words.size() && name.size() < max; i++) {
      if (stops.contains(lowerWords.get(i)) || !nameLike(i)) {
        break;
      }
      name.add(words.get(i));
    }
    return capitalise(String.join(" ", name));
  }

  /**
   * The words ending at {@code to} (inclusive) while they look like a name, at most {@code max}.
   */
  String nameBefore(int to, int max, Set<String> stops) {
    List<String> name = new ArrayList<>();
    for (int i = to; i >= 0 && name.size() < max; i--) {
      if (stops.contains(lowerWords.get(i)) || !nameLike(i)) {
        break;
      }
      if (i == 0
          && !allLower
          && name.size() > 0
          && !Character.isUpperCase(words.get(i).charAt(0))) {
        break;
      }
      name.add(0, words.get(i));
    }
    return capitalise(String.join(" ", name));
  }

  /** The index of the word after the first occurrence of a phrase, or -1. */
  int after(String phrase) {
    // the same as matching phrase.split(" ") word by word, without splitting per call
    int n = lowerWords.size();
    for (int i = 0; i < n; i++) {
      int j = i;
      int pos = 0;
      boolean all = true;
      while (true) {
        int space = phrase.indexOf(' ', pos);
        int end = space < 0 ? phrase.length() : space;
        if (j >= n) {
          all = false;
          break;
        }
        String w = lowerWords.get(j);
        if (w.length() != end - pos || !phrase.regionMatches(pos, w, 0, w.length())) {
          all = false;
          break;
        }
        j++;
        if (space < 0) {
          break;
        }
        pos = space + 1;
      }
      if (all) {
        return j < n ? j : -1;
      }
    }
    return -1;
  }

  /** The index of the first word equal to any of the given words, or -1. */
  int indexOf(Set<String> set) {
    for (int i = 0; i < lowerArray.length; i++) {
      if (set.contains(lowerArray[i])) {
        return i;
      }
    }
    return -1;
  }

  /** Capitalises each word's first letter when the user wrote all in lower case. */
  String capitalise(String s) {
    if (!allLower || s.isEmpty()) {
      return s;
    }
    StringBuilder sb = new StringBuilder(s.length());
    boolean start = true;
    for (char c : s.toCharArray()) {
      sb.append(start ? Character.toUpperCase(c) : c);
      start = c == ' ' || c == '/' || c == '-';
    }
    return sb.toString();
  }
}
