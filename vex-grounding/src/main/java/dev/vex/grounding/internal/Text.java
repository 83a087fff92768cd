package dev.vex.grounding.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Encoding, normalising and number formatting shared by the fetchers. */
public final class Text {
  private Text() {}

  /**
   * Encodes a query parameter value ({@code %20} for spaces).
   *
   * @param s the value
   * @return the encoded value
   */
  public static String encode(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (!unreserved(s.charAt(i))) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
      }
    }
    return s; // an id or a code such as "bitcoin" or "usd": nothing to encode, nothing to copy
  }

  /** The characters {@link URLEncoder} leaves as they are. */
  private static boolean unreserved(char c) {
    return c >= 'a' && c <= 'z'
        || c >= 'A' && c <= 'Z'
        || c >= '0' && c <= '9'
        || c == '-'
        || c == '_'
        || c == '.'
        || c == '*';
  }

  /**
   * Normalises a query for cache keys: lower case, single spaces, stripped.
   *
   * @param s the query
   * @return the key part
   */
  public static String key(String s) {
    String t = s.toLowerCase(Locale.ROOT).strip();
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (Character.isWhitespace(c) && (c != ' ' || i + 1 < t.length() && space(t.charAt(i + 1)))) {
        return SPACES.matcher(t).replaceAll(" "); // a run to fold: rare in a subject
      }
    }
    return t;
  }

  private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /**
   * Formats a number for a reader in English ({@code 89,369.5}) or Norwegian ({@code 89 369,5}),
   * keeping up to {@code maxDecimals} decimals and dropping trailing zeros.
   *
   * @param n the number
   * @param maxDecimals the most decimals to show
   * @param nb whether the reader is Norwegian
   * @return the text
   */
  public static String number(BigDecimal n, int maxDecimals, boolean nb) {
    // By hand rather than with a DecimalFormat (not thread-safe, and costly to build per call):
    // the same text as the pattern "#,##0" with HALF_UP rounding and at most maxDecimals decimals,
    // "-0" for a negative number that rounds to zero included.
    // A number with no more decimals than kept needs no rounding: its own digits are the text
    // (the zeros setScale would add are dropped below), without the rescaled copy.
    int max = Math.max(0, maxDecimals);
    BigDecimal abs = n.signum() < 0 ? n.negate() : n;
    String digits =
        abs.scale() <= max
            ? abs.toPlainString()
            : abs.setScale(max, RoundingMode.HALF_UP).toPlainString();
    int point = digits.indexOf('.');
    int intEnd = point < 0 ? digits.length() : point;
    int fracEnd = digits.length();
    while (fracEnd > intEnd + 1 && digits.charAt(fracEnd - 1) == '0') {
      fracEnd--;
    }
    char group = nb ? ' ' : ',';
    StringBuilder sb = new StringBuilder(fracEnd + 1 + intEnd / 3);
    if (n.signum() < 0) {
      sb.append('-');
    }
    for (int i = 0; i < intEnd; i++) {
      if (i > 0 && (intEnd - i) % 3 == 0) {
        sb.append(group);
      }
      sb.append(digits.charAt(i));
    }
    if (fracEnd > intEnd + 1) {
      sb.append(nb ? ',' : '.').append(digits, intEnd + 1, fracEnd);
    }
    return sb.toString();
  }

  /**
   * Turns a number formatted for an English reader by {@link #number}, {@link #price} or {@link
   * #percent} into the Norwegian text of the same number ({@code 89,369.5} to {@code 89 369,5}),
   * without formatting it again.
   *
   * @param en the English text
   * @return the Norwegian text
   */
  public static String norwegian(String en) {
    // the same swap without the copies a char[] costs (one to it, one back and a failed attempt to
    // fit one byte a character): after the first replace no comma is left for the second to meet;
    // a text with neither is returned as it is
    return en.replace(',', ' ').replace('.', ',');
  }

  /**
   * Formats a price: two decimals from 1 up, more for small prices.
   *
   * @param n the price
   * @param nb whether the reader is Norwegian
   * @return the text
   */
  public static String price(BigDecimal n, boolean nb) {
    int decimals = n.abs().compareTo(BigDecimal.ONE) >= 0 ? 2 : 8;
    return number(n, decimals, nb);
  }

  /**
   * Formats a signed percentage with two decimals, for example {@code -0.27 %}.
   *
   * @param n the percentage
   * @param nb whether the reader is Norwegian
   * @return the text
   */
  public static String percent(BigDecimal n, boolean nb) {
    String s = number(n, 2, nb);
    return (n.signum() > 0 ? "+" : "") + s + " %";
  }

  /**
   * Shortens text from outside for a message: at most {@code max} characters, then an ellipsis.
   *
   * @param s the text
   * @param max the most characters kept
   * @return the text, possibly shortened
   */
  public static String shorten(String s, int max) {
    return s.length() > max ? s.substring(0, max) + "…" : s;
  }
}
