package dev.vex.guards.digits;

import java.util.Set;

/**
 * A latitude or longitude written in degrees (#22): "Moscow lies at about 55.75°N", "59,9° nord",
 * "10.7° E", "latitude 55.75°". The degree sign makes the reader take it for a temperature of no
 * stated scale, and a weather turn then compared it with the place's temperature (content-cases13
 * E068, an answer to why Moscow's summer days are long, was replaced). A number in degrees is a
 * coordinate only when a compass point follows it (a capital letter standing alone: {@code N},
 * {@code S}, {@code E}, {@code W}, {@code Ø}, {@code V}, or the word: "north", "nord", "sør") or a
 * word naming the coordinate stands right before it ("latitude", "breddegrad"); "9° i dag", "9° og
 * overskyet", "9° Celsius", "20 grader nord i landet" and "25° north of Oslo" stay temperatures,
 * and so does a number past 180. Reads a bounded window after and before the number. Thread-safe.
 */
final class Coordinates {
  private Coordinates() {}

  private static final Set<String> POINTS = WordLists.set("Coordinates.POINTS");

  private static final Set<String> NAMES = WordLists.set("Coordinates.NAMES");

  /** Whether the number, read in degrees of no stated scale, is a latitude or longitude. */
  static boolean coordinate(String text, ReadNumber n) {
    if (!"°".equals(n.unit())) {
      return false;
    }
    if (n.value().abs().compareTo(java.math.BigDecimal.valueOf(180)) > 0) {
      return false;
    }
    if (NAMES.contains(wordBefore(text, n.start()))) {
      return true;
    }
    int i = n.end();
    if (i < text.length() && text.charAt(i) == '°') {
      i++; // the unit's sign when the reader left it out of the span
    }
    if (!signWithin(text, n.start(), i)) {
      return false; // "20 grader nord i landet": the north of the country, not a latitude
    }
    int spaces = 0;
    while (i < text.length() && text.charAt(i) == ' ' && spaces < 2) {
      i++;
      spaces++;
    }
    int j = i;
    while (j < text.length() && j - i < 8 && Chars.isLetter(text.charAt(j))) {
      j++;
    }
    if (j > i && (j >= text.length() || !Chars.isLetter(text.charAt(j)))) {
      String w = text.substring(i, j);
      boolean single = w.length() == 1;
      // a single letter counts only as a capital: "9 ° e" is no longitude, "55.75°N" is a latitude
      if (single
          ? Character.isUpperCase(w.charAt(0)) && POINTS.contains(lower(w))
          : POINTS.contains(lower(w)) && !placeAfter(text, j)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a degree sign stands within the number's own span. Read only there: a search back
   * through the text (lastIndexOf) read the whole reply before each number of a reply without one,
   * quadratic in its length ("9 grader ... 8 grader ..." of 1 MB took 9 s).
   */
  private static boolean signWithin(String text, int from, int to) {
    for (int k = from; k < to; k++) {
      if (text.charAt(k) == '°') {
        return true;
      }
    }
    return false;
  }

  /** Whether "of", "for", "i", "på" follows: "25° north of Oslo" names a place, no latitude. */
  private static boolean placeAfter(String text, int j) {
    int k = j;
    while (k < text.length() && text.charAt(k) == ' ') {
      k++;
    }
    int e = k;
    while (e < text.length() && Chars.isLetter(text.charAt(e)) && e - k < 4) {
      e++;
    }
    String w = lower(text.substring(k, e));
    return w.equals("of") || w.equals("for") || w.equals("i") || w.equals("på");
  }

  private static String lower(String w) {
    return w.toLowerCase(java.util.Locale.ROOT);
  }

  /** The word right before {@code at} (spaces, "at", "of", "på" between allowed), lower case. */
  private static String wordBefore(String text, int at) {
    int i = at;
    for (int k = 0; k < 3; k++) {
      while (i > 0 && !Chars.isLetter(text.charAt(i - 1)) && at - i < 12) {
        i--;
      }
      int j = i;
      while (i > 0 && Chars.isLetter(text.charAt(i - 1)) && j - i < 12) {
        i--;
      }
      String w = lower(text.substring(i, j));
      if (!(w.equals("at")
          || w.equals("of")
          || w.equals("på")
          || w.equals("about")
          || w.equals("ca")
          || w.equals("around")
          || w.equals("rundt")
          || w.equals("omtrent"))) {
        return w;
      }
    }
    return "";
  }
}
