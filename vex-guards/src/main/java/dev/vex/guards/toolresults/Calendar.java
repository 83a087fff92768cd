package dev.vex.guards.toolresults;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads clock times, day-month dates and weekdays from a tool result or a reply, in English and
 * Norwegian. Patterns are bounded (no nested quantifiers), so reading is linear in the text.
 */
final class Calendar {
  private Calendar() {}

  /**
   * What a mention is: a clock time (minutes of the day), a date (month * 100 + day), a weekday.
   */
  enum Kind {
    TIME,
    DATE,
    WEEKDAY
  }

  /**
   * One time, date or weekday written in a text.
   *
   * @param kind what it is
   * @param value minutes of the day, month * 100 + day, or 1 (Monday) to 7
   * @param also another value the same mention stands for (a time's UTC equivalent), or -1
   * @param start first character
   * @param end after the last character
   * @param norwegian whether a weekday or month was written in Norwegian
   * @param separator the separator a time was written with
   */
  record Mention(
      Kind kind, int value, int also, int start, int end, boolean norwegian, char separator) {}

  private static final String[] MONTHS_EN = {
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december"
  };
  private static final String[] MONTHS_NO = {
    "januar",
    "februar",
    "mars",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "desember"
  };
  private static final String[] DAYS_EN = {
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"
  };
  private static final String[] DAYS_NO = {
    "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"
  };
  private static final Map<String, Integer> MONTH = new HashMap<>();
  private static final Map<String, Integer> DAY_ABBREVIATION = new HashMap<>();

  /**
   * Whether a lower-case word names a weekday or a month (in full or abbreviated, English or
   * Norwegian).
   *
   * @param lower the word, lower-cased
   * @return whether it is a weekday's or a month's name
   */
  static boolean isDayOrMonthName(String lower) {
    return MONTH.containsKey(lower)
        || DAY_ABBREVIATION.containsKey(lower)
        || java.util.Arrays.asList(DAYS_EN).contains(lower)
        || java.util.Arrays.asList(DAYS_NO).contains(lower);
  }

  static {
    for (int i = 0; i < 12; i++) {
      MONTH.put(MONTHS_EN[i], i + 1);
      MONTH.put(MONTHS_NO[i], i + 1);
      MONTH.put(MONTHS_EN[i].substring(0, 3), i + 1);
    }
    MONTH.put("sept", 9);
    MONTH.put("okt", 10);
    MONTH.put("des", 12);
    String[][] abbreviations = {
      {"mon", "man"},
      {"tue", "tues", "tir"},
      {"wed", "ons"},
      {"thu", "thur", "thurs", "tor"},
      {"fri", "fre"},
      {"sat", "lør"},
      {"sun", "søn"}
    };
    for (int i = 0; i < 7; i++) {
      for (String a : abbreviations[i]) {
        DAY_ABBREVIATION.put(a, i + 1);
      }
    }
  }

  private static final String MONTH_WORD =
      "(januar[y]?|february|februar|march|mars|april|may|mai|june|juni|july|juli|august"
          + "|september|october|oktober|november|december|desember"
          + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|okt|nov|dec|des)";
  private static final Pattern DAY_MONTH =
      Pattern.compile(
          "(?<![\\d.,])([0-3]?\\d)\\.?\\s{1,3}" + MONTH_WORD + "\\.?(?![\\p{L}])",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  private static final Pattern MONTH_DAY =
      Pattern.compile(
          "(?<![\\p{L}])" + MONTH_WORD + "\\.?\\s{1,3}([0-3]?\\d)(?:st|nd|rd|th)?(?![\\d\\p{L}])",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  private static final Pattern ISO_DATE =
      Pattern.compile("(?<!\\d)(\\d{4})-(\\d{2})-(\\d{2})(?!\\d)(T)?");
  private static final Pattern TIME =
      Pattern.compile(
          "(?<![\\d:.,+\\-])([01]?\\d|2[0-3])([:.])([0-5]\\d)(?!\\d|[.,]\\d)"
              + "(?::[0-5]\\d)?(Z|[+\\-]\\d{2}:?\\d{2})?");
  private static final Pattern NOT_A_TIME_AFTER =
      Pattern.compile(
          "\\s{0,2}(%|kr\\b|nok\\b|usd\\b|eur\\b|mb\\b|gb\\b|kb\\b|tb\\b|kg\\b|km\\b|prosent|percent)",
          Pattern.CASE_INSENSITIVE);
  private static final Pattern WORD = Pattern.compile("[\\p{L}]+");

  /**
   * Reads the times, dates and weekdays of a text.
   *
   * @param text the text
   * @param result whether the text is a tool result (which may abbreviate weekdays and write ISO
   *     timestamps) rather than a reply
   * @return the mentions, in no particular order
   */
  static List<Mention> read(String text, boolean result) {
    List<Mention> out = new ArrayList<>();
    Matcher m = ISO_DATE.matcher(text);
    while (m.find()) {
      int month = Integer.parseInt(m.group(2));
      int day = Integer.parseInt(m.group(3));
      if (month < 1 || month > 12 || day < 1 || day > 31) {
        continue;
      }
      out.add(new Mention(Kind.DATE, month * 100 + day, -1, m.start(), m.end(3), false, '-'));
      if (result && m.group(4) != null) {
        try {
          LocalDate d =
              LocalDate.of(Integer.parseInt(m.group(1)), month, day); // a timestamp's own day
          out.add(
              new Mention(
                  Kind.WEEKDAY, d.getDayOfWeek().getValue(), -1, m.start(), m.end(3), false, ' '));
        } catch (java.time.DateTimeException e) {
          // not a real date: no weekday
        }
      }
    }
    m = DAY_MONTH.matcher(text);
    while (m.find()) {
      addDate(out, m, Integer.parseInt(m.group(1)), m.group(2));
    }
    m = MONTH_DAY.matcher(text);
    while (m.find()) {
      addDate(out, m, Integer.parseInt(m.group(2)), m.group(1));
    }
    m = TIME.matcher(text);
    while (m.find()) {
      char sep = m.group(2).charAt(0);
      if (sep == '.' && !result && !looksLikeTime(text, m)) {
        continue;
      }
      if (NOT_A_TIME_AFTER.matcher(text).region(m.end(3), text.length()).lookingAt()) {
        continue;
      }
      int minutes = Integer.parseInt(m.group(1)) * 60 + Integer.parseInt(m.group(3));
      int utc = -1;
      String offset = m.group(4);
      if (offset != null && !"Z".equals(offset)) {
        String digits = offset.replace(":", "");
        ZoneOffset z =
            ZoneOffset.ofHoursMinutes(
                Integer.parseInt(digits.substring(0, 3)),
                (digits.charAt(0) == '-' ? -1 : 1) * Integer.parseInt(digits.substring(3, 5)));
        utc =
            LocalTime.ofSecondOfDay(minutes * 60L).minusSeconds(z.getTotalSeconds()).toSecondOfDay()
                / 60;
      }
      out.add(new Mention(Kind.TIME, minutes, utc, m.start(), m.end(3), false, sep));
    }
    m = WORD.matcher(text);
    while (m.find()) {
      String w = m.group().toLowerCase(Locale.ROOT);
      int day = indexOf(DAYS_EN, w);
      boolean norwegian = false;
      if (day < 0) {
        day = indexOf(DAYS_NO, w);
        norwegian = day >= 0;
      }
      if (day < 0 && result && Character.isUpperCase(m.group().charAt(0))) {
        Integer a = DAY_ABBREVIATION.get(w);
        day = a == null ? -1 : a - 1;
      }
      if (day >= 0) {
        out.add(new Mention(Kind.WEEKDAY, day + 1, -1, m.start(), m.end(), norwegian, ' '));
      }
    }
    return out;
  }

  private static void addDate(List<Mention> out, Matcher m, int day, String monthWord) {
    Integer month = MONTH.get(monthWord.toLowerCase(Locale.ROOT));
    if (month == null || day < 1 || day > 31) {
      return;
    }
    String w = monthWord.toLowerCase(Locale.ROOT);
    if (monthWord.equals("may") || monthWord.equals("mar")) {
      return; // "3 may be", "mar": a verb, not a month, unless capitalised
    }
    boolean norwegian = indexOf(MONTHS_NO, w) >= 0 && indexOf(MONTHS_EN, w) < 0;
    out.add(new Mention(Kind.DATE, month * 100 + day, -1, m.start(), m.end(), norwegian, ' '));
  }

  /**
   * A reply's {@code 10.42} is a time when its hour has two digits or a time word is just before.
   */
  private static boolean looksLikeTime(String text, Matcher m) {
    if (m.group(1).length() == 2) {
      return true;
    }
    String before = text.substring(Math.max(0, m.start() - 16), m.start()).toLowerCase(Locale.ROOT);
    return before.matches(
        "(?s).*\\b(kl|klokka|klokken|at|time|clock|tid)\\.?\\s{0,3}(er\\s{1,3})?$");
  }

  private static int indexOf(String[] words, String w) {
    for (int i = 0; i < words.length; i++) {
      if (words[i].equals(w)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Writes a weekday the way a reply wrote another one: same language, same capitalisation.
   *
   * @param day 1 (Monday) to 7
   * @param like the reply's word
   * @param norwegian whether the reply's word is Norwegian
   * @return the weekday's name
   */
  static String weekday(int day, String like, boolean norwegian) {
    String name = (norwegian ? DAYS_NO : DAYS_EN)[day - 1];
    if (!like.isEmpty() && Character.isUpperCase(like.charAt(0))) {
      name = Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
    return name;
  }

  /**
   * Writes a time as the reply wrote another one.
   *
   * @param minutes minutes of the day
   * @param separator the reply's separator
   * @param twoDigitHour whether the reply wrote its hour with two digits
   * @return the time
   */
  static String time(int minutes, char separator, boolean twoDigitHour) {
    int h = minutes / 60;
    int mm = minutes % 60;
    return (twoDigitHour && h < 10 ? "0" : "") + h + separator + (mm < 10 ? "0" : "") + mm;
  }

  /**
   * Writes a date as the reply wrote another one: an ISO date keeps its year, a written one becomes
   * "12 May" or "12. mai".
   *
   * @param value month * 100 + day
   * @param said the reply's date
   * @param norwegian whether the reply's month is Norwegian
   * @param iso whether the reply wrote an ISO date
   * @return the date
   */
  static String date(int value, String said, boolean norwegian, boolean iso) {
    int month = value / 100;
    int day = value % 100;
    if (iso) {
      return said.substring(0, 5)
          + (month < 10 ? "0" : "")
          + month
          + "-"
          + (day < 10 ? "0" : "")
          + day;
    }
    String name = (norwegian ? MONTHS_NO : MONTHS_EN)[month - 1];
    if (!norwegian) {
      name = Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
    return norwegian ? day + ". " + name : day + " " + name;
  }
}
