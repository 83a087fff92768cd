package dev.vex.grounding.intent;

import java.util.Collection;
import java.util.List;

/**
 * A fixed set of phrases and one question about a text: does it hold any of them, as {@code
 * text.contains(p)} reads it for some phrase {@code p}? One pass over the text (#23): from each
 * position a walk down a tree of the phrases' characters, as far as the text agrees with one of
 * them, where a loop of {@code contains} over the set reads the text once per phrase (hundreds of
 * times for {@link AskCues}' mention forms). The answer is the loop's: no phrase is changed, none
 * is left out. Built once from constant lists; immutable and thread-safe.
 */
final class Phrases {
  /** The root of the tree: the empty prefix. */
  private final Node root;

  /**
   * The root's children by char for the first {@value #DIRECT} chars, null where none: most
   * positions of a text start no phrase, and {@link #in} looks at the root from every position, so
   * an array load there instead of a binary search (#23). Chars from {@value #DIRECT} on are looked
   * up in the root as before.
   */
  private final Node[] first = new Node[DIRECT];

  /** How many chars {@link #first} holds: Latin-1, which covers English and Norwegian text. */
  private static final int DIRECT = 256;

  /**
   * One prefix of some phrase: whether it is a whole phrase, and its longer prefixes by char.
   * Changed only while the set is built, in its constructor; read only after.
   */
  private static final class Node {
    boolean phrase;

    /** The next characters, sorted once built; {@link #next} holds the node of each. */
    char[] chars = new char[0];

    Node[] next = new Node[0];

    Node child(char c) {
      int at = java.util.Arrays.binarySearch(chars, c);
      return at >= 0 ? next[at] : null;
    }

    /** The child of {@code c}, added (unsorted) when missing: while building only. */
    Node add(char c) {
      for (int i = 0; i < chars.length; i++) {
        if (chars[i] == c) {
          return next[i];
        }
      }
      chars = java.util.Arrays.copyOf(chars, chars.length + 1);
      next = java.util.Arrays.copyOf(next, next.length + 1);
      chars[chars.length - 1] = c;
      return next[next.length - 1] = new Node();
    }

    /** Sorts the children by char, for {@link #child}, here and below. */
    void sort() {
      for (int i = 1; i < chars.length; i++) {
        for (int j = i; j > 0 && chars[j - 1] > chars[j]; j--) {
          char c = chars[j];
          chars[j] = chars[j - 1];
          chars[j - 1] = c;
          Node n = next[j];
          next[j] = next[j - 1];
          next[j - 1] = n;
        }
      }
      for (Node n : next) {
        n.sort();
      }
    }
  }

  /**
   * Each phrase added char by char, no sorting of the phrases: a fresh JVM builds the sets in the
   * interpreter, on its first turn.
   */
  private Phrases(Collection<String> phrases) {
    Node r = new Node();
    for (String p : phrases) {
      Node n = r;
      for (int i = 0; i < p.length(); i++) {
        n = n.add(p.charAt(i));
      }
      n.phrase = true;
    }
    r.sort();
    this.root = r;
    for (int i = 0; i < r.chars.length; i++) {
      if (r.chars[i] < DIRECT) {
        first[r.chars[i]] = r.next[i];
      }
    }
  }

  /**
   * The set of the given phrases.
   *
   * @param phrases the phrases, each as {@code contains} would look for it
   * @return the set
   */
  static Phrases of(Collection<String> phrases) {
    return new Phrases(phrases);
  }

  /**
   * The sets of {@link #wholeWords}, by their list of phrases: built on a list's first use, then
   * found by its hash (the phrases' own, cached in each string) and identity.
   */
  private static final java.util.concurrent.ConcurrentHashMap<List<String>, Phrases> WHOLE_WORDS =
      new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * The sets of {@link #WHOLE_WORDS} by the identity of the list asked with: the rules ask with
   * their constant lists, and a list's hash and equality read every phrase of it, on every call
   * (#23, perf13). Only the unmodifiable lists {@link #WHOLE_WORDS} holds as keys, so at most
   * {@value #MOST_LISTS}.
   */
  private static final java.util.concurrent.ConcurrentHashMap<Same, Phrases> BY_IDENTITY =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** A list as a key by its identity: its hash and equality read none of its phrases. */
  private record Same(List<String> list) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Same s && s.list == list;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(list);
    }
  }

  /** The most lists {@link #WHOLE_WORDS} keeps: the rules' constant lists, a few dozen. */
  private static final int MOST_LISTS = 512;

  /**
   * The set that answers {@link Utterance#has} for every phrase of a list in one pass over {@link
   * Utterance#padded()}: each phrase with a space on both sides, since {@code has(p)} is {@code
   * padded().contains(" " + p + " ")}. Made once per list and kept (#23, session 30); null when
   * {@value #MOST_LISTS} lists are kept already, for the caller to ask phrase by phrase.
   *
   * @param phrases a constant list of phrases
   * @return the set, or null
   */
  static Phrases wholeWords(List<String> phrases) {
    Phrases set = BY_IDENTITY.get(new Same(phrases));
    if (set != null) {
      return set;
    }
    set = WHOLE_WORDS.get(phrases);
    if (set != null || WHOLE_WORDS.size() >= MOST_LISTS) {
      return set;
    }
    List<String> spaced = new java.util.ArrayList<>(phrases.size());
    for (String p : phrases) {
      spaced.add(" " + p + " ");
    }
    Phrases made = new Phrases(spaced);
    List<String> key = List.copyOf(phrases);
    Phrases before = WHOLE_WORDS.putIfAbsent(key, made);
    if (before == null && key == phrases) {
      // an unmodifiable list, kept as it is (List.copyOf copies any other): its set is found by
      // identity from now on; a list that may change is found by its phrases only
      BY_IDENTITY.put(new Same(phrases), made);
    }
    return before != null ? before : made;
  }

  /**
   * Whether the text holds any of the phrases: the same answer as {@code contains} tried with every
   * phrase.
   *
   * @param text the text
   * @return whether some phrase occurs in it
   */
  boolean in(String text) {
    if (root.phrase) {
      return true; // the empty phrase
    }
    for (int i = 0, n = text.length(); i < n; i++) {
      char c = text.charAt(i);
      Node node = c < DIRECT ? first[c] : root.child(c);
      for (int j = i + 1; node != null; j++) {
        if (node.phrase) {
          return true;
        }
        if (j == n) {
          break;
        }
        node = node.child(text.charAt(j));
      }
    }
    return false;
  }
}
