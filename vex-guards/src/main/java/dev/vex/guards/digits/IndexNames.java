package dev.vex.guards.digits;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A number that is part of a stock index's name (#22): "S&P 500", "Nasdaq 100", "FTSE 100", "DAX
 * 40", "Euro Stoxx 50", "Russell 2000", "Nikkei 225", "OMXS30". The reader took the 500 of "Det er
 * S&P 500 der utbytte regnes som reinvestert" (cases16 P049, an answer to what the S&P 500 Total
 * Return index is) for a price, and the whole honest answer was replaced by the index's level. A
 * number is a name's only when it is that index's own number and the index's word stands right
 * before it (one space, a no-break space or none): "the S&P at 4,500", "S&P 500 closed at 500" and
 * "FTSE 100 rose 100 points" keep their figures. Reads one word before the number. Thread-safe.
 */
final class IndexNames {
  private IndexNames() {}

  /** Each index word, lower case, with the numbers its names carry. */
  private static final Map<String, Set<String>> NUMBERS =
      Map.ofEntries(
          Map.entry("s&p", Set.of("100", "400", "500", "600", "1500")),
          Map.entry("nasdaq", Set.of("100")),
          Map.entry("ftse", Set.of("100", "250", "350")),
          Map.entry("dax", Set.of("30", "40")),
          Map.entry("mdax", Set.of("50")),
          Map.entry("cac", Set.of("40")),
          Map.entry("stoxx", Set.of("50", "600")),
          Map.entry("russell", Set.of("1000", "2000", "3000")),
          Map.entry("nikkei", Set.of("225")),
          Map.entry("omxs", Set.of("30")),
          Map.entry("omxc", Set.of("25")),
          Map.entry("omxh", Set.of("25")),
          Map.entry("ibex", Set.of("35")),
          Map.entry("asx", Set.of("200")),
          Map.entry("tsx", Set.of("60")),
          Map.entry("obx", Set.of("25")));

  /** The longest index word. */
  private static final int LONGEST = 7;

  /** Whether the number is the number in an index's name written right before it. */
  static boolean inName(String text, ReadNumber n) {
    int s = n.start();
    int e = n.end();
    // cheap pre-check: a name's number is 2 to 4 plain digits, right after a letter or one space
    if (e - s < 2 || e - s > 4 || s == 0) {
      return false;
    }
    for (int i = s; i < e; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    if (e < text.length() && (Chars.isLetterOrDigit(text.charAt(e)) || text.charAt(e) == '%')) {
      return false;
    }
    int wordEnd = s;
    char gap = text.charAt(s - 1);
    if (gap == ' ' || gap == '\u00a0' || gap == '\u202f' || gap == '-') {
      wordEnd--;
    }
    int wordStart = wordEnd;
    while (wordStart > 0
        && wordEnd - wordStart < LONGEST
        && (Chars.isLetter(text.charAt(wordStart - 1)) || text.charAt(wordStart - 1) == '&')) {
      wordStart--;
    }
    if (wordStart == wordEnd
        || wordStart > 0 && Chars.isLetterOrDigit(text.charAt(wordStart - 1))) {
      return false;
    }
    Set<String> numbers = NUMBERS.get(text.substring(wordStart, wordEnd).toLowerCase(Locale.ROOT));
    return numbers != null && numbers.contains(text.substring(s, e));
  }
}
