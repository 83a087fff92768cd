package dev.vex.grounding.intent;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Mends the typos people make in the few words the rules key on: a company or coin name and the
 * word for a recipe ("microsft", "nvidea", "bitcion", "recipie", "oppskrft"). A word of six letters
 * or more is replaced by a name of six or more when the two differ by one letter wrong, missing or
 * swapped, or by one letter too many inside the word (never at its end, so "googled", "oracles" and
 * "frontlines" stay as they are). Names that are one letter from an everyday word ("Boeing" and
 * "boring", "Moderna" and "moderne") are not in the list. Linear in the text's length.
 */
final class Spelling {
  private Spelling() {}

  /** The names and words mended towards, lower case. */
  private static final List<String> WORDS = WordLists.list("Spelling.WORDS");

  /** Everyday words one letter from a name above. */
  private static final Set<String> KEEP = WordLists.set("Spelling.KEEP");

  private static final Set<String> EXACT = Set.copyOf(WORDS);

  /**
   * The text with each misspelt name mended, or the text itself when nothing is.
   *
   * @param text the message
   * @return the mended text
   */
  static String correct(String text) {
    StringBuilder out = null;
    int n = text.length();
    int i = 0;
    int copied = 0;
    while (i < n) {
      if (!Character.isLetter(text.charAt(i))) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && Character.isLetter(text.charAt(i))) {
        i++;
      }
      String fix = i - s < 6 || i - s > 12 ? null : fix(text.substring(s, i));
      if (fix == null) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(n + 8);
      }
      out.append(text, copied, s)
          .append(
              Character.isUpperCase(text.charAt(s))
                  ? Character.toUpperCase(fix.charAt(0)) + fix.substring(1)
                  : fix);
      copied = i;
    }
    return out == null ? text : out.append(text, copied, n).toString();
  }

  /** The name a word is a typo of, or null. */
  static String fix(String raw) {
    int len = raw.length();
    if (len < 6 || len > 12) {
      return null;
    }
    String word = raw.toLowerCase(Locale.ROOT);
    if (EXACT.contains(word) || KEEP.contains(word)) {
      return null;
    }
    for (String w : WORDS) {
      if (near(word, w)) {
        return w;
      }
    }
    return null;
  }

  /**
   * One letter wrong, missing or swapped with its neighbour, or one letter too many that is not the
   * last.
   */
  static boolean near(String word, String name) {
    int a = word.length();
    int b = name.length();
    if (a == b) {
      return CryptoRule.oneEdit(word, name);
    }
    if (a == b - 1) {
      return CryptoRule.oneEdit(word, name);
    }
    if (a == b + 1) {
      return CryptoRule.oneEdit(word, name) && !word.startsWith(name);
    }
    return false;
  }
}
