package dev.vex.guards.fetch;

import dev.vex.core.grounding.FailedFetch;
import dev.vex.guards.digits.ReadNumber;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;

/**
 * Which figures a failed fetch leaves unbacked: only those of its kind. A failed weather fetch
 * makes temperatures unbacked, a failed price fetch amounts of money, percentages and figures
 * written after a price word, a failed sports fetch match scores; a year, a count, a distance or a
 * dose is never of a failed kind.
 */
final class FailedKinds {
  private static final List<String> PRICE_WORDS =
      List.of(
          "price",
          "priced",
          "trading at",
          "trades at",
          "traded at",
          "costs",
          "worth",
          "valued at",
          "quote",
          "rate",
          "pris",
          "kurs",
          "koster",
          "verdt",
          "handles",
          "ligger på",
          "står i");

  private final boolean temperatures;
  private final boolean prices;
  private final boolean scores;

  private FailedKinds(boolean temperatures, boolean prices, boolean scores) {
    this.temperatures = temperatures;
    this.prices = prices;
    this.scores = scores;
  }

  static FailedKinds of(List<FailedFetch> failed) {
    boolean t = false;
    boolean p = false;
    boolean s = false;
    for (FailedFetch f : failed) {
      switch (f.kind()) {
        case "weather" -> t = true;
        case "crypto", "stocks", "currency" -> p = true;
        case "sports" -> s = true;
        default -> {
          // news, recipes, search, translate and host kinds: no figure of theirs is stripped
        }
      }
    }
    return new FailedKinds(t, p, s);
  }

  boolean scores() {
    return scores;
  }

  /**
   * Whether the number is a figure of a failed kind.
   *
   * @param words the text's price-word look-behind; numbers are taken in order of their start
   */
  boolean covers(String text, ReadNumber n, Lookbehind words) {
    String unit = n.unit();
    if (temperatures && (unit.equals("°C") || unit.equals("°F") || unit.equals("°"))) {
      return true;
    }
    if (!prices) {
      return false;
    }
    if (unit.equals("%") || isCurrency(unit)) {
      return true;
    }
    return unit.isEmpty() && !isYear(n) && words.afterPriceWord(n.start());
  }

  /**
   * The price-word look-behind of one text: where the last letter (or non-ASCII character) and the
   * last sentence end before a position stand, kept as the position moves forward, so a number
   * packed among others ({@code -1-1-1…}) costs no walk back over the characters before it.
   */
  static final class Lookbehind {
    private final String text;
    private int pos;
    private int lastWord = -1;
    private int lastEnd = -1;

    Lookbehind(String text) {
      this.text = text;
    }

    /** {@link FailedKinds#afterPriceWord}, read from the positions kept. */
    boolean afterPriceWord(int at) {
      if (at < pos) {
        return FailedKinds.afterPriceWord(text, at); // out of order: walk back
      }
      for (; pos < at; pos++) {
        char c = text.charAt(pos);
        if (sentenceEnd(c)) {
          lastEnd = pos;
        } else if (mayStartWord(c)) {
          lastWord = pos;
        }
      }
      int from = Math.max(Math.max(0, at - 24), lastEnd + 1);
      return lastWord >= from && priceWordIn(text, from, at);
    }
  }

  private static boolean sentenceEnd(char c) {
    return c == '.' || c == '!' || c == '?' || c == '\n';
  }

  private static boolean isCurrency(String unit) {
    return unit.length() == 3 && unit.chars().allMatch(c -> c >= 'A' && c <= 'Z');
  }

  private static boolean isYear(ReadNumber n) {
    BigDecimal v = n.value();
    return v.scale() <= 0
        && v.compareTo(BigDecimal.valueOf(1000)) >= 0
        && v.compareTo(BigDecimal.valueOf(2200)) <= 0;
  }

  /** A price word in the 24 characters before the number, within its sentence. */
  private static boolean afterPriceWord(String text, int at) {
    int from = Math.max(0, at - 24);
    boolean mayHoldWord = false;
    for (int i = at - 1; i >= from; i--) {
      char c = text.charAt(i);
      if (sentenceEnd(c)) {
        from = i + 1;
        break;
      }
      mayHoldWord |= mayStartWord(c);
    }
    return mayHoldWord && priceWordIn(text, from, at);
  }

  /** Whether a price word starts a word of {@code text[from, at)}. */
  private static boolean priceWordIn(String text, int from, int at) {
    String before = text.substring(from, at).toLowerCase(Locale.ROOT);
    for (String w : PRICE_WORDS) {
      int i = before.indexOf(w);
      if (i >= 0 && (i == 0 || !Character.isLetter(before.charAt(i - 1)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * False for ASCII other than a letter: every price word starts with a letter, and no ASCII
   * character lower-cases to one unless it is one, so a stretch of such characters holds none
   * (numbers packed together, {@code -1-1-1…}, skip the copy and the searches).
   */
  private static boolean mayStartWord(char c) {
    return c >= 0x80 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  /**
   * Whether the span holds a match score no real data backs: two numbers of one or two digits
   * joined by a dash ({@code 2-1}, {@code 2 – 1}); a clock time ({@code 19:45}) or a date is none.
   */
  static boolean hasScore(String text, int start, int end, List<BigDecimal> backed) {
    for (int i = start; i < end; i++) {
      if (!Character.isDigit(text.charAt(i)) || i > start && isWordChar(text.charAt(i - 1))) {
        continue;
      }
      int a = i;
      while (a < end && Character.isDigit(text.charAt(a))) {
        a++;
      }
      if (a - i > 2) {
        i = a;
        continue;
      }
      int j = a;
      while (j < end && text.charAt(j) == ' ') {
        j++;
      }
      if (j >= end || "-–—".indexOf(text.charAt(j)) < 0) {
        i = a;
        continue;
      }
      j++;
      while (j < end && text.charAt(j) == ' ') {
        j++;
      }
      int b = j;
      while (b < end && Character.isDigit(text.charAt(b))) {
        b++;
      }
      if (b == j || b - j > 2 || b < end && (isWordChar(text.charAt(b)) || text.charAt(b) == '-')) {
        i = a;
        continue;
      }
      int home = Integer.parseInt(text.substring(i, a));
      int away = Integer.parseInt(text.substring(j, b));
      if (!(contains(backed, home) && contains(backed, away))) {
        return true;
      }
      i = b;
    }
    return false;
  }

  private static boolean contains(List<BigDecimal> backed, int v) {
    BigDecimal d = BigDecimal.valueOf(v);
    for (BigDecimal b : backed) {
      if (b.compareTo(d) == 0) {
        return true;
      }
    }
    return false;
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '.' || c == '/';
  }
}
