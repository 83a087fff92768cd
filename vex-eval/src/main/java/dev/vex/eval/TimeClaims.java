package dev.vex.eval;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the clock times, calendar days and weekdays a reply states and holds them to the ones its
 * tools returned: a time is right when a result shows it (as local time or, for a timestamp with an
 * offset, in UTC), a day of the month when a result shows that day of that month, a weekday when a
 * result names it or dates a day that falls on it. A kind of claim is judged only when the results
 * hold that kind at all, so a reply's dates stay unjudged where no tool gave one.
 */
final class TimeClaims {
  /** What the tool results say about time: clock times as minutes of the day, days, weekdays. */
  record Truths(Set<Integer> minutes, Set<Integer> days, Set<Integer> weekdays) {
    boolean isEmpty() {
      return minutes.isEmpty() && days.isEmpty() && weekdays.isEmpty();
    }
  }

  private static final Pattern ISO =
      Pattern.compile(
          "\\b(\\d{4}-\\d{2}-\\d{2})(?:[T ](\\d{2}:\\d{2})(?::\\d{2}(?:\\.\\d+)?)?"
              + "(Z|[+-]\\d{2}:?\\d{2})?)?\\b");
  private static final Pattern CLOCK =
      Pattern.compile("(?<![\\d.,:])([01]?\\d|2[0-3])[:.]([0-5]\\d)(?![\\d.,:]\\d|\\s?%)");

  /** The hours of a clock face in words, English and Norwegian, each with its hour (1-12). */
  private static final Map<String, Integer> HOURS =
      Map.ofEntries(
          Map.entry("one", 1),
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("eleven", 11),
          Map.entry("twelve", 12),
          Map.entry("ett", 1),
          Map.entry("eitt", 1),
          Map.entry("to", 2),
          Map.entry("tre", 3),
          Map.entry("fire", 4),
          Map.entry("fem", 5),
          Map.entry("seks", 6),
          Map.entry("sju", 7),
          Map.entry("syv", 7),
          Map.entry("åtte", 8),
          Map.entry("ni", 9),
          Map.entry("ti", 10),
          Map.entry("elleve", 11),
          Map.entry("tolv", 12));

  private static final String HOUR =
      "(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|ett|eitt|to|tre|fire|fem"
          + "|seks|sju|syv|åtte|ni|ti|elleve|tolv|1[0-2]|0?[1-9])";

  /** What a clock time in words may not be followed by: then it is a range or an amount. */
  private static final String NOT_AN_AMOUNT =
      "(?![\\p{L}\\d])(?!\\s*(?:minutes?|mins?|hours?|seconds?|degrees?|°|%|days?|weeks?|times"
          + "|grader|minutter|min\\.?|timer|sekunder|dager|uker|ganger|kr|kroner|dollars?|people"
          + "|personer|points?|poeng|goals?|mål|of|av)(?![\\p{L}]))";

  /**
   * A clock time in words: "half past four", "quarter to eight", "ten past six", "half five",
   * "seven o'clock"; "halv fem", "kvart over sju", "kvart på åtte", "ti på halv tre", "fem over
   * halv åtte", "klokka sju". Group {@code m} is the minutes' word ("quarter", "ti"), {@code way}
   * the way ("past", "på"), {@code half} "half"/"halv" before the hour, {@code h} the hour ({@code
   * h2} for "… o'clock" and "klokka …").
   */
  static final Pattern WORDED =
      Pattern.compile(
          "(?iu)(?<![\\p{L}\\d])(?:(?:(?:a\\s)?(?<m>half|quarter|twenty[- ]five|twenty|five|ten"
              + "|kvart|tjue|fem|ti)\\s(?<way>past|after|to|over|på)\\s(?:(?<half>halv)\\s)?"
              + "|(?<half2>half|halv)\\s)(?<h>"
              + HOUR.substring(1)
              + NOT_AN_AMOUNT
              + "|(?<h2>"
              + HOUR.substring(1)
              + "\\s?o'clock(?![\\p{L}])|(?:klokka|klokken)\\s(?<h3>"
              + HOUR.substring(1)
              + NOT_AN_AMOUNT
              + ")");

  /**
   * The minute of a twelve-hour clock (0-719) a {@link #WORDED} match names: "halv fem" 4:30, "ti
   * på halv tre" 2:20, "quarter to eight" 7:45, "half five" 5:30.
   */
  static int wordedMinute(Matcher m) {
    String hour =
        m.group("h") != null ? m.group("h") : m.group("h2") != null ? m.group("h2") : m.group("h3");
    String lead =
        m.group("m") != null ? m.group("way") : m.group("half2") != null ? m.group("half2") : null;
    if (lead != null && mixed(lead, hour)) {
      return -1; // "cut in half to serve": an English lead before a Norwegian hour is no time
    }
    int h = hour(hour);
    if (m.group("h2") != null || m.group("h3") != null) {
      return (h % 12) * 60;
    }
    int at = (h % 12) * 60;
    if (m.group("half") != null || m.group("half2") != null) {
      at -= 30; // "halv fem" is half an hour before five; "half five" (British) is 5:30
      if (m.group("half2") != null && m.group("half2").equalsIgnoreCase("half")) {
        at += 60;
      }
    }
    String w = m.group("m");
    if (w != null) {
      String word = w.toLowerCase(Locale.ROOT).replace('-', ' ');
      int minutes =
          switch (word) {
            case "half" -> 30;
            case "quarter", "kvart" -> 15;
            case "twenty five" -> 25;
            case "twenty", "tjue" -> 20;
            case "five", "fem" -> 5;
            default -> 10;
          };
      String way = m.group("way").toLowerCase(Locale.ROOT);
      at += way.equals("to") || way.equals("på") ? -minutes : minutes;
    }
    return Math.floorMod(at, 720);
  }

  private static final Set<String> ENGLISH_LEADS = Set.of("past", "after", "to", "half");

  private static final Set<String> ENGLISH_HOURS =
      Set.of(
          "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve");

  /** Whether the lead word ("past", "på", "half") and the hour's word are of two languages. */
  private static boolean mixed(String lead, String hour) {
    if (Character.isDigit(hour.charAt(0))) {
      return false;
    }
    return ENGLISH_LEADS.contains(lead.toLowerCase(Locale.ROOT))
        != ENGLISH_HOURS.contains(hour.toLowerCase(Locale.ROOT));
  }

  /**
   * The text with every clock time in words ({@link #WORDED}) blanked: such a time is no figure
   * ("halv fem" is half past four, not an invented five).
   */
  static String withoutWordedTimes(String text) {
    Matcher m = WORDED.matcher(text);
    StringBuilder b = null;
    while (m.find()) {
      if (wordedMinute(m) < 0) {
        continue;
      }
      if (b == null) {
        b = new StringBuilder(text);
      }
      for (int i = m.start(); i < m.end(); i++) {
        b.setCharAt(i, ' ');
      }
    }
    return b == null ? text : b.toString();
  }

  /** Whether a time in words is one a result gives, within the five minutes words round to. */
  private static boolean nearATruth(int minute, Set<Integer> truths) {
    for (int t : truths) {
      int d = Math.floorMod(t - minute, 720);
      if (Math.min(d, 720 - d) <= 5) {
        return true;
      }
    }
    return false;
  }

  private static int hour(String word) {
    Integer h = HOURS.get(word.toLowerCase(Locale.ROOT));
    return h != null ? h : Integer.parseInt(word);
  }

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
          Map.entry("mar", 3),
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
          Map.entry("sept", 9),
          Map.entry("sep", 9),
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
  private static final String MONTH =
      "(january|february|march|april|may|june|july|august|september|october|november|december"
          + "|januar|februar|mars|mai|juni|juli|oktober|desember"
          + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|okt|nov|dec|des)\\b\\.?";
  private static final Pattern DAY_MONTH =
      Pattern.compile("(?i)(?<![\\d.])(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?" + MONTH);
  private static final Pattern MONTH_DAY =
      Pattern.compile("(?i)\\b" + MONTH + "\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:.]\\d)");
  private static final Pattern NUMERIC_DATE =
      Pattern.compile("(?<![\\d.])(\\d{1,2})[./](\\d{1,2})[./](\\d{4})(?![\\d])");
  private static final String[][] WEEKDAYS = {
    {"monday", "mandag", "mon", "man"},
    {"tuesday", "tirsdag", "tue", "tues", "tir"},
    {"wednesday", "onsdag", "wed", "ons"},
    {"thursday", "torsdag", "thu", "thur", "thurs", "tor"},
    {"friday", "fredag", "fri", "fre"},
    {"saturday", "lørdag", "sat", "lør"},
    {"sunday", "søndag", "sun", "søn"}
  };
  private static final Pattern WORD = Pattern.compile("\\p{L}+");

  private TimeClaims() {}

  /**
   * Reads what a scenario's tool results say about time.
   *
   * @param results the tool results
   * @return the truths, empty when the results hold no time, day or weekday
   */
  static Truths truths(List<String> results) {
    Set<Integer> minutes = new LinkedHashSet<>();
    Set<Integer> days = new LinkedHashSet<>();
    Set<Integer> weekdays = new LinkedHashSet<>();
    for (String result : results) {
      Matcher iso = ISO.matcher(result);
      StringBuilder rest = new StringBuilder(result);
      while (iso.find()) {
        LocalDate date;
        try {
          date = LocalDate.parse(iso.group(1));
        } catch (DateTimeParseException e) {
          continue;
        }
        days.add(date.getMonthValue() * 100 + date.getDayOfMonth());
        weekdays.add(date.getDayOfWeek().getValue());
        if (iso.group(2) != null) {
          LocalDateTime local = LocalDateTime.parse(iso.group(1) + "T" + iso.group(2));
          minutes.add(local.getHour() * 60 + local.getMinute());
          if (iso.group(3) != null && !"Z".equals(iso.group(3))) {
            try {
              ZoneOffset off = ZoneOffset.of(offset(iso.group(3)));
              LocalDateTime utc =
                  OffsetDateTime.of(local, off)
                      .withOffsetSameInstant(ZoneOffset.UTC)
                      .toLocalDateTime();
              minutes.add(utc.getHour() * 60 + utc.getMinute());
              days.add(utc.getMonthValue() * 100 + utc.getDayOfMonth());
              weekdays.add(utc.getDayOfWeek().getValue());
            } catch (DateTimeException e) {
              // an offset the JDK does not take: the local reading stands alone
            }
          }
        }
        for (int i = iso.start(); i < iso.end(); i++) {
          rest.setCharAt(i, ' ');
        }
      }
      String text = rest.toString();
      minutes.addAll(clockTimes(text));
      days.addAll(calendarDays(text));
      weekdays.addAll(weekdays(text, true));
    }
    return new Truths(minutes, days, weekdays);
  }

  /**
   * Returns the times, days and weekdays a reply states that no tool result gave, each as the text
   * the reply wrote with what it is.
   *
   * @param reply the reply, its links blanked
   * @param truths what the tool results say
   * @return the wrong claims, in order
   */
  static List<String> wrong(String reply, Truths truths) {
    List<String> out = new ArrayList<>();
    if (truths.isEmpty()) {
      return out;
    }
    StringBuilder rest = new StringBuilder(reply);
    if (!truths.days().isEmpty()) {
      for (Pattern p : List.of(ISO, NUMERIC_DATE, DAY_MONTH, MONTH_DAY)) {
        Matcher m = p.matcher(rest.toString());
        while (m.find()) {
          Integer day = day(p, m);
          if (day != null && !truths.days().contains(day)) {
            out.add("'" + m.group().strip() + "' (date)");
          }
          for (int i = m.start(); i < m.end(); i++) {
            rest.setCharAt(i, ' ');
          }
        }
      }
    }
    if (!truths.minutes().isEmpty()) {
      String r = rest.toString();
      Matcher m = CLOCK.matcher(r);
      while (m.find()) {
        int minute = clockMinute(m, r);
        if (!truths.minutes().contains(minute)) {
          out.add("'" + m.group() + "' (time)");
        }
      }
    }
    if (!truths.minutes().isEmpty()) {
      Matcher m = WORDED.matcher(rest.toString());
      while (m.find()) {
        int minute = wordedMinute(m);
        if (minute >= 0 && !nearATruth(minute, truths.minutes())) {
          out.add("'" + m.group().strip() + "' (time)");
        }
      }
    }
    if (!truths.weekdays().isEmpty()) {
      Matcher w = WORD.matcher(reply);
      while (w.find()) {
        int d = weekday(w.group(), false);
        if (d > 0 && !truths.weekdays().contains(d)) {
          out.add("'" + w.group() + "' (weekday)");
        }
      }
    }
    return out;
  }

  /** "a.m." or "pm" after a clock time: a twelve-hour clock. */
  private static final Pattern MERIDIEM = Pattern.compile("(?i)^\\s?([ap])\\.?m\\.?(?![\\p{L}])");

  /**
   * The minute of the day a {@link #CLOCK} match names: "15:30" and "3:30 pm" are 930, "12:15 a.m."
   * is 15.
   */
  private static int clockMinute(Matcher m, String text) {
    int hour = Integer.parseInt(m.group(1));
    int minute = Integer.parseInt(m.group(2));
    Matcher ap = MERIDIEM.matcher(text.substring(m.end(), Math.min(text.length(), m.end() + 6)));
    if (hour >= 1 && hour <= 12 && ap.find()) {
      boolean pm = Character.toLowerCase(ap.group(1).charAt(0)) == 'p';
      hour = hour % 12 + (pm ? 12 : 0);
    }
    return hour * 60 + minute;
  }

  private static String offset(String o) {
    return o.length() == 5 ? o.substring(0, 3) + ":" + o.substring(3) : o;
  }

  private static Integer day(Pattern p, Matcher m) {
    try {
      if (p == ISO) {
        LocalDate d = LocalDate.parse(m.group(1));
        return d.getMonthValue() * 100 + d.getDayOfMonth();
      }
      if (p == NUMERIC_DATE) {
        LocalDate d =
            LocalDate.of(
                Integer.parseInt(m.group(3)),
                Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(1)));
        return d.getMonthValue() * 100 + d.getDayOfMonth();
      }
      if (p == DAY_MONTH) {
        return dayOf(Integer.parseInt(m.group(1)), m.group(2));
      }
      return dayOf(Integer.parseInt(m.group(2)), m.group(1));
    } catch (DateTimeException | NumberFormatException e) {
      return null;
    }
  }

  private static Integer dayOf(int day, String month) {
    Integer mo = MONTHS.get(month.toLowerCase(Locale.ROOT));
    return mo == null || day < 1 || day > 31 ? null : mo * 100 + day;
  }

  private static Set<Integer> clockTimes(String text) {
    Set<Integer> out = new LinkedHashSet<>();
    Matcher m = CLOCK.matcher(text);
    while (m.find()) {
      out.add(clockMinute(m, text));
    }
    return out;
  }

  private static Set<Integer> calendarDays(String text) {
    Set<Integer> out = new LinkedHashSet<>();
    for (Pattern p : List.of(NUMERIC_DATE, DAY_MONTH, MONTH_DAY)) {
      Matcher m = p.matcher(text);
      while (m.find()) {
        Integer d = day(p, m);
        if (d != null) {
          out.add(d);
        }
      }
    }
    return out;
  }

  private static Set<Integer> weekdays(String text, boolean abbreviations) {
    Set<Integer> out = new LinkedHashSet<>();
    Matcher w = WORD.matcher(text);
    while (w.find()) {
      int d = weekday(w.group(), abbreviations);
      if (d > 0) {
        out.add(d);
      }
    }
    return out;
  }

  /** The ISO day of the week a word names (1 Monday … 7 Sunday), or 0. */
  private static int weekday(String word, boolean abbreviations) {
    String w = word.toLowerCase(Locale.ROOT);
    for (int i = 0; i < WEEKDAYS.length; i++) {
      String[] names = WEEKDAYS[i];
      int n = abbreviations ? names.length : 2;
      for (int k = 0; k < n; k++) {
        if (w.equals(names[k]) || (k < 2 && w.equals(names[k] + "s"))) {
          return i + 1;
        }
      }
    }
    return 0;
  }
}
