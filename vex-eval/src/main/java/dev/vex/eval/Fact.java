package dev.vex.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One figure a source gives, as the judge reads it: its subject's names, its value with its sign,
 * and its unit. Written one a line as {@code subject|alias: value unit}, for example {@code
 * bitcoin|btc: 89369 usd}, {@code bitcoin|btc: -0.2699 %}, {@code liverpool: 3 goals}, or with no
 * subject, {@code 9 c}. A figure written with a sign ({@code -0.27}, {@code +2.28}) is a change:
 * its sign is the subject's direction. A figure of one day's hours is written {@code day|alias @
 * field|alias: value unit}, for example {@code saturday|tomorrow @ wind|vind: 17 kmh}, or with no
 * field, {@code saturday|tomorrow @: 0.3 mm}: it holds only for a figure the reply gives that day.
 * A day may be a date ({@code 2023-07-14 @ s&p 500|index: 9683.69 (close)}): a figure of that
 * trading day, with its field in brackets ({@code close}, {@code open}, {@code high}, {@code low},
 * {@code adjclose}, {@code volume}, {@code change}). A clock time of an event is written {@code
 * day|alias @ event|alias: HH:MM clock}, with its clock's zone in brackets where the source gives
 * several ({@code 2026-09-15|tuesday @ kick-off|avspark: 20:00 clock (local)}).
 *
 * @param subjects the subject's names, lower case; empty for a figure of no one subject (for an
 *     hourly figure: its field, such as wind, or empty for none)
 * @param value the value, with its sign
 * @param unit the unit's class ({@code usd}, {@code pct}, {@code c}, …), or null for a count
 * @param change whether the figure was written with a sign, so that it says which way it moved
 * @param day the names of the day whose hours the figure is of, lower case; empty for a figure that
 *     is not hourly
 * @param field the field of a dated figure ({@code close}, {@code high}, …), or null
 */
record Fact(
    List<String> subjects,
    double value,
    String unit,
    boolean change,
    List<String> day,
    String field) {
  /** The unit of a clock time. */
  static final String CLOCK = "clock";

  private static final Pattern FIELD = Pattern.compile("^(.*?)\\s*\\(([a-z]+)\\)$");
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern CLOCK_LINE =
      Pattern.compile(
          "^([^:]*\\p{L}[^:]*):\\s+([01]?\\d|2[0-3]):([0-5]\\d)\\s+clock(?:\\s*\\(([a-z]+)\\))?$");
  private static final Pattern LINE =
      Pattern.compile("^(?:([^:]*\\p{L}[^:]*):\\s+)?([+\\-\u2212]?\\d[\\d.,]*)\\s*(.*)$");

  /** Copies. */
  Fact {
    subjects = List.copyOf(subjects);
    day = List.copyOf(day);
  }

  /**
   * Reads a fact line.
   *
   * @param line {@code subject|alias: value unit}, the subject and the unit optional
   * @return the fact
   * @throws IllegalArgumentException when the line has no number
   */
  static Fact parse(String line) {
    Matcher c = CLOCK_LINE.matcher(line.strip());
    if (c.matches()) {
      // "friday|today @ sunrise|sola står opp: 06:49 clock", "2026-09-15|tuesday @ kick-off: 20:00
      // clock (local)": a clock time, as the minute of its day, of the event its subject names.
      String names = c.group(1);
      int at = names.indexOf('@');
      List<String> day = at < 0 ? List.of() : names(names.substring(0, at));
      List<String> event = names(at < 0 ? names : names.substring(at + 1));
      int minute = Integer.parseInt(c.group(2)) * 60 + Integer.parseInt(c.group(3));
      return new Fact(event, minute, CLOCK, false, day, c.group(4));
    }
    Matcher m = LINE.matcher(line.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException("not a fact: '" + line + "'");
    }
    List<String> subjects = new ArrayList<>();
    List<String> day = new ArrayList<>();
    if (m.group(1) != null) {
      String names = m.group(1);
      int at = names.indexOf('@');
      if (at >= 0) {
        day = names(names.substring(0, at));
        names = names.substring(at + 1);
      }
      subjects.addAll(names(names));
    }
    String number = m.group(2).replace('\u2212', '-');
    double v = Double.parseDouble(number.replace(",", ""));
    String unit = m.group(3).strip().toLowerCase(Locale.ROOT);
    String field = null;
    Matcher fm = FIELD.matcher(unit);
    if (fm.matches()) {
      unit = fm.group(1).strip();
      field = fm.group(2);
    }
    String cls = unit.isEmpty() ? null : FigureReader.unitClass(unit);
    if (!unit.isEmpty() && cls == null) {
      cls = unit; // a unit of the scenario's own (goals, files, …)
    }
    boolean change = number.startsWith("-") || number.startsWith("+");
    return new Fact(subjects, v, cls, change, day, field);
  }

  private static List<String> names(String written) {
    List<String> out = new ArrayList<>();
    for (String s : written.split("\\|")) {
      if (!s.isBlank()) {
        out.add(s.strip().toLowerCase(Locale.ROOT));
      }
    }
    return out;
  }

  /**
   * Whether this fact is a clock time of an event ({@code 06:49 clock}): its value is the minute of
   * the day, its subjects the words for the event, its field the clock's zone, if any. A clock time
   * is no figure: it is held only to the clock times a reply gives.
   */
  boolean clock() {
    return CLOCK.equals(unit);
  }

  /** Whether this fact belongs to no one subject and no day's hours. */
  boolean subjectless() {
    return subjects.isEmpty() && day.isEmpty();
  }

  /** Whether this fact is a figure of one dated trading day. */
  boolean dated() {
    return !day.isEmpty() && DATE.matcher(day.get(0)).matches();
  }

  /** Whether this fact is a figure of one day's hours. */
  boolean hourly() {
    return !day.isEmpty();
  }

  @Override
  public String toString() {
    return (day.isEmpty() ? "" : String.join("|", day) + " @ ")
        + (subjects.isEmpty() ? "" : String.join("|", subjects) + ": ")
        + value
        + (unit == null ? "" : " " + unit)
        + (field == null ? "" : " (" + field + ")");
  }
}
