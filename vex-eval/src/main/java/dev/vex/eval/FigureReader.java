package dev.vex.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads every number in a reply the way a person reads it, in English and Norwegian: its value with
 * grouping and decimal separators of either language ({@code 89,369}, {@code 89 369}, {@code
 * 89.369}, {@code 3 037,21}, {@code 89'369}), its sign (a minus, a plus), its scale ({@code k},
 * {@code thousand}, {@code mill.}, {@code million}, {@code mrd.}, {@code milliarder}, {@code
 * billion}, Norwegian {@code billioner} = 10^12, {@code cents}), its unit before or after it
 * ({@code $}, {@code USD}, {@code kr}, {@code %}, {@code prosent}, {@code °C}, {@code grader},
 * {@code km/t}, …), whether it is hedged ({@code about}, {@code rundt}, {@code ca.}) and how
 * precisely it is written. Dates, clock times and years are found and set aside, not read as
 * figures; numbers written as words ({@code elleve}, {@code three}) are read. Linear in the text's
 * length: every pattern is a bounded scan.
 */
final class FigureReader {

  /** A number as read. */
  record Reading(
      int start,
      int end,
      String token,
      List<Double> values,
      boolean signed,
      String unit,
      double tolerance,
      boolean hedged) {
    Reading {
      values = List.copyOf(values);
    }

    Reading withSign(int sign) {
      List<Double> v = values.stream().map(x -> Math.abs(x) * sign).toList();
      return new Reading(start, end, token, v, true, unit, tolerance, hedged);
    }
  }

  /** A number: digits with grouping by space, apostrophe, comma or point, and decimals. */
  private static final Pattern NUMBER =
      Pattern.compile(
          "(?<![\\p{L}\\d_./])([+\\-\u2212]?)(\\d{1,3}(?:[ \u00a0\u202f\u2009'\u2019]\\d{3})+"
              + "(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)*)");

  private FigureReader() {}

  /** The unit class of a unit written after a number, or null when it is none. */
  static String unitClass(String unit) {
    return UnitWords.unitClass(unit);
  }

  /**
   * Blanks dates and clock times out of a text (same length, so positions stay).
   *
   * @param text the text
   * @return the text with dates and times replaced by spaces
   */
  static String withoutDates(String text) {
    return DateSpans.blank(text);
  }

  /**
   * Reads every number in a text whose dates and times are already blanked out.
   *
   * @param text the text
   * @param language {@code en} or {@code no}: how a lone comma or point before three digits reads,
   *     and which number words count
   * @return the readings, in order
   */
  static List<Reading> read(String text, String language) {
    boolean no = "no".equals(language);
    List<Reading> out = new ArrayList<>();
    Matcher m = NUMBER.matcher(text);
    while (m.find()) {
      String digits = m.group(2);
      int start = m.start();
      int end = m.end();
      // A letter glued to the digits that is no unit or scale ("3B" room, "SP500TR"): skip.
      List<Double> values = DigitSyntax.values(digits, no);
      if (values.isEmpty()) {
        continue;
      }
      String sign = m.group(1);
      if (!sign.isEmpty() && start > 0) {
        char before = text.charAt(start - 1);
        if (Character.isLetterOrDigit(before)) {
          sign = ""; // "kick-off", "1-2": a hyphen, not a sign
          start++;
        }
      }
      // A fraction: 1/4, 1/2.
      if (end + 1 < text.length()
          && text.charAt(end) == '/'
          && Character.isDigit(text.charAt(end + 1))) {
        int j = end + 1;
        while (j < text.length() && Character.isDigit(text.charAt(j))) {
          j++;
        }
        double den = Double.parseDouble(text.substring(end + 1, j));
        if (den > 0 && den <= 16 && values.get(0) < den) {
          values = List.of(values.get(0) / den);
          digits = String.format(Locale.ROOT, "%.3f", values.get(0)).replaceAll("0+$", "");
          end = j;
        } else {
          continue;
        }
      }
      // A vulgar fraction glued on: "2½ oz".
      if (end < text.length() && values.size() == 1 && "½¼¾⅓⅔".indexOf(text.charAt(end)) >= 0) {
        double frac =
            new double[] {0.5, 0.25, 0.75, 1 / 3.0, 2 / 3.0}["½¼¾⅓⅔".indexOf(text.charAt(end))];
        values = List.of(values.get(0) + frac);
        end++;
        digits = digits + ".5";
      }
      out.add(finish(text, start, end, text.substring(start, end), sign, values, digits, no));
    }
    // A vulgar fraction on its own: "½ tsp".
    for (int i = 0; i < text.length(); i++) {
      int k = "½¼¾⅓⅔".indexOf(text.charAt(i));
      if (k >= 0 && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
        double frac = new double[] {0.5, 0.25, 0.75, 1 / 3.0, 2 / 3.0}[k];
        String d = String.format(Locale.ROOT, "%.2f", frac);
        out.add(finish(text, i, i + 1, text.substring(i, i + 1), "", List.of(frac), d, no));
      }
    }
    for (NumberWords.Span s : NumberWords.find(text, no)) {
      out.add(
          finish(
              text,
              s.start(),
              s.end(),
              text.substring(s.start(), s.end()),
              "",
              List.of((double) s.value()),
              String.valueOf(s.value()),
              no,
              true));
    }
    out.sort((a, b) -> Integer.compare(a.start(), b.start()));
    return out;
  }

  private static Reading finish(
      String text,
      int start,
      int end,
      String token,
      String sign,
      List<Double> values,
      String digits,
      boolean no) {
    return finish(text, start, end, token, sign, values, digits, no, false);
  }

  /**
   * A reading of a number at [start, end); {@code words} when it is written in words: a large one
   * (a thousand or more) is spoken rounded, "sekstifem tusen seks hundre" holds 65,550 to 65,650 as
   * its zeros show (at most one percent either way); a smaller one is held as any figure.
   */
  private static Reading finish(
      String text,
      int start,
      int end,
      String token,
      String sign,
      List<Double> values,
      String digits,
      boolean no,
      boolean words) {
    int pos = end;
    double factor = 1;
    // Scale.
    int ws = skipSpaces(text, pos, 1);
    for (String[] s : UnitWords.SCALES) {
      boolean single = s[0].length() == 1;
      int at = single ? pos : ws;
      if (single && Character.isUpperCase(s[0].charAt(0)) && !s[0].equals("K")) {
        // $1.3M, €43.6B: a capital letter is a scale only after a currency sign
        String b = text.substring(Math.max(0, start - 3), start);
        if (!text.startsWith(s[0], at) || !b.matches(".*[$€£¥]\\s?$")) {
          continue;
        }
      }
      if (regionIs(text, at, s[0], !single || s[0].equals("k"))
          && wordEnds(text, at + s[0].length(), s[0])) {
        factor = Double.parseDouble(s[1]);
        if (no && s[0].startsWith("billion")) {
          factor = 1e12; // Norwegian long scale: a billion is 10^12
        }
        if (no && s[0].startsWith("trillion")) {
          factor = 1e18;
        }
        pos = at + s[0].length();
        break;
      }
    }
    // Unit after.
    String unit = null;
    int us = skipSpaces(text, pos, 1);
    if (pos == end
        && pos + 1 < text.length()
        && text.charAt(pos) == '-'
        && Character.isLetter(text.charAt(pos + 1))) {
      us = pos + 1; // "an 8-inch tin", "a 5-minute walk"
    }
    for (String[] u : UnitWords.UNITS_AFTER) {
      int at = us;
      if (u[0].equals("c") || u[0].equals("f")) {
        continue;
      }
      if (regionIs(text, at, u[0], true) && wordEnds(text, at + u[0].length(), u[0])) {
        unit = u[1];
        factor *= Double.parseDouble(u[2]);
        pos = at + u[0].length();
        break;
      }
    }
    if (unit == null && text.startsWith(" in)", pos)) {
      unit = "in"; // "20 cm (8 in)"
      pos += 3;
    }
    if (unit == null && pos < text.length() && pos == end) {
      // 200C, 400F glued to the digits
      char c = text.charAt(pos);
      if ((c == 'C' || c == 'F') && wordEnds(text, pos + 1, "C")) {
        unit = c == 'C' ? "c" : "f";
        pos++;
      }
    }
    // Unit before.
    if (unit == null) {
      String before = text.substring(Math.max(0, start - 5), start).toLowerCase(Locale.ROOT);
      String trimmed = before.stripTrailing();
      for (String[] u : UnitWords.UNITS_BEFORE) {
        if (trimmed.endsWith(u[0])) {
          int k = trimmed.length() - u[0].length();
          boolean boundary =
              !Character.isLetter(u[0].charAt(0))
                  || k == 0
                  || !Character.isLetter(trimmed.charAt(k - 1));
          if (boundary) {
            unit = u[1];
            break;
          }
        }
      }
    }
    // A letter glued on that is no unit: not a figure ("3B", "4x").
    if (pos == end && end < text.length() && Character.isLetter(text.charAt(end))) {
      String rest = text.substring(end, Math.min(text.length(), end + 3)).toLowerCase(Locale.ROOT);
      if (!rest.startsWith("st")
          && !rest.startsWith("nd")
          && !rest.startsWith("rd")
          && !rest.startsWith("th")) {
        return new Reading(start, end, token, List.of(), false, null, 0, false);
      }
    }
    double precision = DigitSyntax.precision(digits, no);
    boolean hedged = UnitWords.hedged(text, start);
    if (factor == 1 && !hedged) {
      // a large number in words is said rounded, to within one percent
      precision =
          words && !values.isEmpty() && Math.abs(values.get(0)) >= 1000
              ? Math.min(precision, Math.abs(values.get(0)) / 100)
              : Math.min(precision, DigitSyntax.decimalPlace(digits, no));
    }
    // Hedged ("about 170", "rundt 89 000"): the written rounding and half a unit more.
    double tol =
        (hedged ? precision / 2 + DigitSyntax.decimalPlace(digits, no) / 2 : precision / 2)
            * Math.abs(factor);
    final double f = factor;
    List<Double> scaled = values.stream().map(v -> v * f).toList();
    boolean signed = !sign.isEmpty();
    if (sign.equals("-") || sign.equals("\u2212")) {
      scaled = scaled.stream().map(v -> -v).toList();
    }
    return new Reading(start, Math.max(pos, end), token, scaled, signed, unit, tol, hedged);
  }

  private static int skipSpaces(String text, int pos, int max) {
    int p = pos;
    int n = 0;
    while (p < text.length() && n < max && Character.isSpaceChar(text.charAt(p))) {
      p++;
      n++;
    }
    return p;
  }

  private static boolean regionIs(String text, int at, String word, boolean ignoreCase) {
    return text.regionMatches(ignoreCase, at, word, 0, word.length());
  }

  /** Whether a word ends here: a unit of letters must not run on into more letters. */
  private static boolean wordEnds(String text, int at, String unit) {
    if (!Character.isLetter(unit.charAt(unit.length() - 1))) {
      return true;
    }
    return at >= text.length() || !Character.isLetterOrDigit(text.charAt(at));
  }
}
