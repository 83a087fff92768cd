package dev.vex.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * The value of a run of digits with grouping and decimal separators of either language ({@code
 * 89,369}, {@code 89 369}, {@code 89.369}, {@code 3 037,21}, {@code 89'369}), and how precisely it
 * is written. A lone comma or point before three digits is read both ways.
 */
final class DigitSyntax {

  private DigitSyntax() {}

  /** The place of the last written digit: 0.01 for "1.35", 1 for "89 369", 1000 for "89 000". */
  static double precision(String digits, boolean no) {
    double d = decimalPlace(digits, no);
    if (d < 1) {
      return d;
    }
    String ds = digits.replaceAll("[^0-9]", "");
    int zeros = 0;
    for (int i = ds.length() - 1; i > 0 && ds.charAt(i) == '0'; i--) {
      zeros++;
    }
    return Math.pow(10, zeros);
  }

  static double decimalPlace(String digits, boolean no) {
    List<Double> v = values(digits, no);
    String dec = decimals(digits, no);
    return dec.isEmpty() || v.isEmpty() ? 1 : Math.pow(10, -dec.length());
  }

  /** The decimals of a token as this reader takes them, or "" for none. */
  static String decimals(String digits, boolean no) {
    String t = digits.replaceAll("[ \u00a0\u202f\u2009'\u2019]", "");
    int comma = t.lastIndexOf(',');
    int point = t.lastIndexOf('.');
    if (comma < 0 && point < 0) {
      return "";
    }
    if (comma >= 0 && point >= 0) {
      return t.substring(Math.max(comma, point) + 1);
    }
    char sep = comma >= 0 ? ',' : '.';
    int count = (int) t.chars().filter(c -> c == sep).count();
    String last = t.substring(t.lastIndexOf(sep) + 1);
    if (count > 1) {
      return "";
    }
    if (last.length() != 3 || t.startsWith("0" + sep)) {
      return last;
    }
    // One separator before three digits: English reads a comma as grouping, Norwegian a point.
    boolean decimal = no ? sep == ',' : sep == '.';
    return decimal ? last : "";
  }

  /**
   * The values a token can mean: one, or two when a lone separator before three digits could be
   * either ({@code 10,665} in a Norwegian text is 10.665; in an English one 10665).
   */
  static List<Double> values(String digits, boolean no) {
    String t = digits.replaceAll("[ \u00a0\u202f\u2009'\u2019]", "");
    if (t.length() > 40) {
      return List.of();
    }
    String dec = decimals(digits, no);
    String intPart = dec.isEmpty() ? t : t.substring(0, t.length() - dec.length() - 1);
    intPart = intPart.replaceAll("[.,]", "");
    List<Double> out = new ArrayList<>();
    try {
      out.add(Double.parseDouble(intPart + (dec.isEmpty() ? "" : "." + dec)));
      // The other reading of an ambiguous lone separator.
      int seps = t.replaceAll("[^.,]", "").length();
      String last =
          t.contains(",") || t.contains(".")
              ? t.substring(Math.max(t.lastIndexOf(','), t.lastIndexOf('.')) + 1)
              : "";
      if (seps == 1 && last.length() == 3 && !t.startsWith("0")) {
        double other =
            dec.isEmpty()
                ? Double.parseDouble(t.replace(',', '.'))
                : Double.parseDouble(t.replaceAll("[.,]", ""));
        out.add(other);
      }
    } catch (NumberFormatException e) {
      return List.of();
    }
    return out;
  }
}
