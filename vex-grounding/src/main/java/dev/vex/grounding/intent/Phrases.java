package dev.vex.grounding.intent;

import java.util.ArrayList;
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

  /** One prefix of some phrase: whether it is a whole phrase, and its longer prefixes by char. */
  private static final class Node {
    final boolean phrase;

    /** The next characters, sorted; {@link #next} holds the node of each. */
    final char[] chars;

    final Node[] next;

    Node(boolean phrase, char[] chars, Node[] next) {
      this.phrase = phrase;
      this.chars = chars;
      this.next = next;
    }

    Node child(char c) {
      int at = java.util.Arrays.binarySearch(chars, c);
      return at >= 0 ? next[at] : null;
    }
  }

  private Phrases(Collection<String> phrases) {
    List<String> sorted = new ArrayList<>(new java.util.TreeSet<>(phrases));
    this.root =
        sorted.isEmpty()
            ? new Node(false, new char[0], new Node[0])
            : build(sorted, 0, sorted.size(), 0);
  }

  /**
   * The node of the prefix of length {@code depth} shared by {@code sorted[from, to)}: a whole
   * phrase when the first of them ends there (sorting puts it first), children by the next char.
   */
  private static Node build(List<String> sorted, int from, int to, int depth) {
    boolean phrase = sorted.get(from).length() == depth;
    int first = phrase ? from + 1 : from;
    List<Character> chars = new ArrayList<>();
    List<Node> next = new ArrayList<>();
    for (int i = first; i < to; ) {
      char c = sorted.get(i).charAt(depth);
      int j = i + 1;
      while (j < to && sorted.get(j).charAt(depth) == c) {
        j++;
      }
      chars.add(c);
      next.add(build(sorted, i, j, depth + 1));
      i = j;
    }
    char[] cs = new char[chars.size()];
    for (int i = 0; i < cs.length; i++) {
      cs[i] = chars.get(i);
    }
    return new Node(phrase, cs, next.toArray(new Node[0]));
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
      Node node = root.child(text.charAt(i));
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
