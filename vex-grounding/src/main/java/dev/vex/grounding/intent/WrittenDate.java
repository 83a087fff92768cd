package dev.vex.grounding.intent;

import java.util.Map;

/**
 * A day written with its month's name, in English or Norwegian: "15. januar 2024", "on 15 January
 * 2024", "January 15, 2024", "3 March", "3. mars". The day's number is a date, not an amount.
 * Stateless.
 */
final class WrittenDate {
  private WrittenDate() {}

  private static final Map<String, Integer> MONTHS =
      Map.ofEntries(
          Map.entry("january", 1),
          Map.entry("januar", 1),
          Map.entry("jan", 1),
          Map.entry("february", 2),
          Map.entry("februar", 2),
          Map.entry("feb", 2),
          Map.entry("march", 3),
          Map.entry("mars", 3),
          Map.entry("april", 4),
          Map.entry("apr", 4),
          Map.entry("may", 5),
          Map.entry("mai", 5),
          Map.entry("june", 6),
          Map.entry("juni", 6),
          Map.entry("jun", 6),
          Map.entry("july", 7),
          Map.entry("juli", 7),
          Map.entry("jul", 7),
          Map.entry("august", 8),
          Map.entry("aug", 8),
          Map.entry("september", 9),
          Map.entry("sep", 9),
          Map.entry("sept", 9),
          Map.entry("october", 10),
          Map.entry("oktober", 10),
          Map.entry("oct", 10),
          Map.entry("okt", 10),
          Map.entry("november", 11),
          Map.entry("nov", 11),
          Map.entry("december", 12),
          Map.entry("desember", 12),
          Map.entry("dec", 12),
          Map.entry("des", 12));

  /**
   * The first day written with its month's name, as {@code 2024-01-15}, or {@code --01-15} when no
   * year follows; null when there is none. Marks the words of the date in {@code dated}.
   */
  static String read(Utterance u, boolean[] dated) {
    int n = u.lowerWords.size();
    for (int i = 0; i < n; i++) {
      Integer month = MONTHS.get(u.lowerWords.get(i));
      if (month == null) {
        continue;
      }
      int dayAt = -1;
      if (i > 0 && day(u.lowerWords.get(i - 1), month) > 0) {
        dayAt = i - 1; // "15 January", "15. januar"
      } else if (i + 1 < n && day(u.lowerWords.get(i + 1), month) > 0) {
        dayAt = i + 1; // "January 15"
      }
      if (dayAt < 0) {
        continue;
      }
      int yearAt = Math.max(i, dayAt) + 1;
      int year = yearAt < n ? year(u.lowerWords.get(yearAt)) : -1;
      dated[dayAt] = true;
      dated[i] = true;
      if (year > 0) {
        dated[yearAt] = true;
      }
      int d = day(u.lowerWords.get(dayAt), month);
      String md = (month < 10 ? "0" : "") + month + "-" + (d < 10 ? "0" : "") + d;
      if (year > 0) {
        try {
          return java.time.LocalDate.of(year, month, d).toString();
        } catch (java.time.DateTimeException e) {
          return null; // "31 February 2024": no day
        }
      }
      return "--" + md;
    }
    return null;
  }

  /** A day of the month, 1 to 31 ("15", "3rd"), that the month can have; else -1. */
  private static int day(String w, int month) {
    String digits = w;
    for (String suffix : new String[] {"st", "nd", "rd", "th"}) {
      if (w.endsWith(suffix)) {
        digits = w.substring(0, w.length() - 2);
      }
    }
    if (digits.isEmpty() || digits.length() > 2 || !digits.chars().allMatch(Character::isDigit)) {
      return -1;
    }
    int d = Integer.parseInt(digits);
    int most = month == 2 ? 29 : month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
    return d >= 1 && d <= most ? d : -1;
  }

  /** A year from 1999 to 2099; else -1. */
  private static int year(String w) {
    if (w.length() != 4 || !w.chars().allMatch(Character::isDigit)) {
      return -1;
    }
    int y = Integer.parseInt(w);
    return y >= 1999 && y <= 2099 ? y : -1;
  }
}
