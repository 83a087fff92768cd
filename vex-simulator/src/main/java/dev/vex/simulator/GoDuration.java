package dev.vex.simulator;

import java.math.BigDecimal;

/** Go's {@code time.ParseDuration}, for {@code keep_alive} strings such as {@code "10m"}. */
final class GoDuration {
  private GoDuration() {}

  /**
   * Parses a Go duration.
   *
   * @return nanoseconds, negative for a negative duration
   * @throws IllegalArgumentException with Go's message when the text is not a duration
   */
  static long parseNanos(String text) {
    String s = text;
    boolean negative = false;
    if (!s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+')) {
      negative = s.charAt(0) == '-';
      s = s.substring(1);
    }
    if (s.equals("0")) {
      return 0;
    }
    if (s.isEmpty()) {
      throw invalid(text);
    }
    BigDecimal total = BigDecimal.ZERO;
    int i = 0;
    while (i < s.length()) {
      int start = i;
      while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
        i++;
      }
      String number = s.substring(start, i);
      if (number.isEmpty()
          || number.equals(".")
          || number.indexOf('.') != number.lastIndexOf('.')) {
        throw invalid(text);
      }
      int unitStart = i;
      while (i < s.length() && !Character.isDigit(s.charAt(i)) && s.charAt(i) != '.') {
        i++;
      }
      String unit = s.substring(unitStart, i);
      if (unit.isEmpty()) {
        throw new IllegalArgumentException("time: missing unit in duration \"" + text + "\"");
      }
      long nanosPerUnit =
          switch (unit) {
            case "ns" -> 1L;
            case "us", "µs", "μs" -> 1_000L;
            case "ms" -> 1_000_000L;
            case "s" -> 1_000_000_000L;
            case "m" -> 60_000_000_000L;
            case "h" -> 3_600_000_000_000L;
            default ->
                throw new IllegalArgumentException(
                    "time: unknown unit \"" + unit + "\" in duration \"" + text + "\"");
          };
      String n =
          number.endsWith(".") ? number + "0" : number.startsWith(".") ? "0" + number : number;
      total = total.add(new BigDecimal(n).multiply(BigDecimal.valueOf(nanosPerUnit)));
    }
    long nanos = total.longValue();
    return negative ? -nanos : nanos;
  }

  private static IllegalArgumentException invalid(String text) {
    return new IllegalArgumentException("time: invalid duration \"" + text + "\"");
  }
}
