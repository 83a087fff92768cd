package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.ArrayList;
import java.util.List;

/**
 * The digit scan's reading of weather figures labelled with a day ("high on 2026-04-05"): which day
 * each figure is of, which figures a number may state by the days its clause speaks of ({@link
 * Days}), and the comparisons of two days' warmth. Stateless.
 */
final class DatedFigures {
  private DatedFigures() {}

  /**
   * Reads the dates of the weather figures ("high on 2026-04-05") into {@code dates}, marks today's
   * low and high in Celsius in {@code dayRange}, and reads which days the reply's clauses speak of;
   * null when no figure is dated.
   */
  static Days dated(
      List<KeyFigure> figures,
      Roles.Role[] roles,
      java.time.LocalDate[] dates,
      boolean[] dayRange,
      String text) {
    java.util.TreeSet<java.time.LocalDate> all = new java.util.TreeSet<>();
    for (int i = 0; i < dates.length; i++) {
      String date = roles[i] == null ? null : labelDate(figures.get(i).label());
      try {
        dates[i] = date == null ? null : java.time.LocalDate.parse(date);
      } catch (java.time.format.DateTimeParseException e) {
        dates[i] = null; // "high on 2026-02-31": no day
      }
      if (dates[i] != null) {
        all.add(dates[i]);
      }
    }
    if (all.isEmpty()) {
      return null;
    }
    List<java.time.LocalDate> parsed = new ArrayList<>(all);
    for (int i = 0; i < dates.length; i++) {
      dayRange[i] =
          all.first().equals(dates[i])
              && (roles[i] == Roles.Role.HIGH || roles[i] == Roles.Role.LOW)
              && "°C".equals(FigureMatcher.canonicalUnit(figures.get(i).unit()));
    }
    return Days.of(text, parsed);
  }

  /**
   * Whether a number may state a figure: a dated weather figure only when the number's clause
   * speaks of its day ({@link Days}): in a reply about Sunday, "18 °C" is not Monday's high, and in
   * one about today, "6 °C" is not tomorrow's low. Required figures always.
   */
  static boolean usable(
      KeyFigure f, java.time.LocalDate date, java.util.Set<java.time.LocalDate> spokenOf) {
    return date == null || spokenOf == null || f.required() || spokenOf.contains(date);
  }

  /**
   * The roles (a bit per {@link Roles.Role#ordinal}) whose figures hold only for now for a number
   * spoken of {@code spokenOf}, days without today: a figure of the role holds for now (no date:
   * "humidity in Heideck") and none of the role is dated on any of those days. Such a number cannot
   * be checked by the now figure: Saturday's "around 90 % humidity" is no claim about now's 58 %. 0
   * when the number speaks of today too.
   */
  static int onlyNow(
      Days days,
      java.util.Set<java.time.LocalDate> spokenOf,
      java.time.LocalDate[] dates,
      Roles.Role[] roles) {
    if (days == null || spokenOf == null || !days.laterOnly(spokenOf)) {
      return 0;
    }
    int now = 0;
    int dated = 0;
    for (int i = 0; i < roles.length; i++) {
      if (roles[i] == null) {
        continue;
      }
      if (dates[i] == null) {
        now |= 1 << roles[i].ordinal();
      } else if (spokenOf.contains(dates[i])) {
        dated |= 1 << roles[i].ordinal();
      }
    }
    return now & ~dated;
  }

  /**
   * Whether figure {@code i} holds for now and its role is one of {@code onlyNow} ({@link
   * #onlyNow}).
   */
  static boolean nowOnly(int onlyNow, int i, java.time.LocalDate[] dates, Roles.Role[] roles) {
    return onlyNow != 0
        && roles[i] != null
        && dates[i] == null
        && (onlyNow & (1 << roles[i].ordinal())) != 0;
  }

  /**
   * "Sunday will be colder than Saturday" against the two days' highs in Celsius: a comparison the
   * highs contradict is a wrong claim, even with every figure right. One place's figures only.
   */
  static List<String> comparisons(
      Days days, List<KeyFigure> figures, java.time.LocalDate[] dates, Roles.Role[] roles) {
    List<String> out = new ArrayList<>();
    for (Days.Comparison c : days.comparisons()) {
      if (c.most()) {
        String problem = superlative(days, c, figures, dates, roles);
        if (problem != null) {
          out.add(problem);
        }
        continue;
      }
      java.math.BigDecimal spoken = onlyHigh(days.at(c.position()), figures, dates, roles);
      java.math.BigDecimal than = onlyHigh(c.than(), figures, dates, roles);
      if (spoken == null || than == null) {
        continue;
      }
      int sign = spoken.compareTo(than);
      if (c.warmer() ? sign < 0 : sign > 0) {
        out.add(
            "the reply calls a day with a high of "
                + spoken.toPlainString()
                + " °C "
                + (c.warmer() ? "warmer" : "colder")
                + " than one with "
                + than.toPlainString()
                + " °C");
      }
    }
    return out;
  }

  /**
   * "Saturday will be the warmest day": the clause's one day against every other forecast day's
   * high; null when it holds or a high is not known for one place.
   */
  private static String superlative(
      Days days,
      Days.Comparison c,
      List<KeyFigure> figures,
      java.time.LocalDate[] dates,
      Roles.Role[] roles) {
    java.util.Set<java.time.LocalDate> day = days.at(c.position());
    java.math.BigDecimal spoken = onlyHigh(day, figures, dates, roles);
    if (spoken == null) {
      return null;
    }
    for (java.time.LocalDate d : c.than()) {
      if (day.contains(d)) {
        continue;
      }
      java.math.BigDecimal other = onlyHigh(java.util.Set.of(d), figures, dates, roles);
      if (other != null
          && (c.warmer() ? other.compareTo(spoken) > 0 : other.compareTo(spoken) < 0)) {
        return "the reply calls a day with a high of "
            + spoken.toPlainString()
            + " °C the "
            + (c.warmer() ? "warmest" : "coldest")
            + ", where "
            + d
            + " has "
            + other.toPlainString()
            + " °C";
      }
    }
    return null;
  }

  /** The high in Celsius of the one day given, when exactly one figure states it; else null. */
  static java.math.BigDecimal onlyHigh(
      java.util.Set<java.time.LocalDate> day,
      List<KeyFigure> figures,
      java.time.LocalDate[] dates,
      Roles.Role[] roles) {
    if (day.size() != 1) {
      return null;
    }
    java.math.BigDecimal high = null;
    for (int i = 0; i < dates.length; i++) {
      if (roles[i] == Roles.Role.HIGH
          && dates[i] != null
          && day.contains(dates[i])
          && "°C".equals(FigureMatcher.canonicalUnit(figures.get(i).unit()))) {
        if (high != null) {
          return null; // two places: which one is compared is not known here
        }
        high = figures.get(i).value();
      }
    }
    return high;
  }

  /** The ISO date a weather figure's label ends with ("high on 2026-04-05"), or null. */
  static String labelDate(String label) {
    int at = label.lastIndexOf(" on ");
    if (at < 0 || label.length() - (at + 4) != 10) {
      return null;
    }
    String date = label.substring(at + 4);
    for (int k = 0; k < 10; k++) {
      char c = date.charAt(k);
      boolean ok = (k == 4 || k == 7) ? c == '-' : c >= '0' && c <= '9';
      if (!ok) {
        return null;
      }
    }
    return date;
  }

  /**
   * The days each place's figures are dated with ({@link #subjectKey}): whether a number's days are
   * days of the figure's place at all (two places observed on different days do not share them).
   * One per scan: not thread-safe.
   */
  static final class Places {
    private final java.util.Map<String, java.util.Set<java.time.LocalDate>> days;

    /**
     * Each figure's {@link #subjectKey}, worked out once: asked for every number that matches a
     * figure, it lower-cased an alias per number and figure (a seventh of the weather cell's time).
     */
    private final java.util.Map<KeyFigure, String> keys;

    private Places(
        java.util.Map<String, java.util.Set<java.time.LocalDate>> days,
        java.util.Map<KeyFigure, String> keys) {
      this.days = days;
      this.keys = keys;
    }

    static Places of(List<KeyFigure> figures, java.time.LocalDate[] dates) {
      java.util.Map<String, java.util.Set<java.time.LocalDate>> days = new java.util.HashMap<>();
      java.util.Map<KeyFigure, String> keys = new java.util.IdentityHashMap<>();
      for (KeyFigure f : figures) {
        keys.put(f, subjectKey(f));
      }
      for (int i = 0; i < dates.length; i++) {
        if (dates[i] != null) {
          days.computeIfAbsent(keys.get(figures.get(i)), k -> new java.util.HashSet<>())
              .add(dates[i]);
        }
      }
      Places places = new Places(days, keys);
      for (KeyFigure f : figures) {
        places.own.put(f, days.get(keys.get(f)));
      }
      return places;
    }

    /**
     * The days of each figure's place ({@code days} of its key), looked up once: asked for every
     * number that matches a figure of another day, the two look-ups cost a sixteenth of the cell.
     */
    private final java.util.Map<KeyFigure, java.util.Set<java.time.LocalDate>> own =
        new java.util.IdentityHashMap<>();

    /** The days {@link #speaksOf(int, KeyFigure, java.util.Set)} last answered for, or null. */
    private java.util.Set<java.time.LocalDate> answeredFor;

    /** Its answers for those days, by figure: 0 not asked yet, 1 yes, 2 no. */
    private byte[] answers = new byte[0];

    /**
     * Whether one of the days is a day the figure {@code i} of the list {@link #of} was given has
     * figures for, as {@link #speaksOf(KeyFigure, java.util.Set)} tells, answered once per figure
     * for the same days: a number's days are those of its clause (one set for the clause, made once
     * by {@link Days#of} and never changed), and a reply of many numbers in one clause asked the
     * same for each of them (#24: a fourteenth of the weather scan over Unicode digits).
     */
    boolean speaksOf(int i, KeyFigure f, java.util.Set<java.time.LocalDate> spokenOf) {
      if (spokenOf != answeredFor || i >= answers.length) {
        answeredFor = spokenOf;
        answers = new byte[Math.max(i + 1, own.size())];
      }
      if (answers[i] == 0) {
        answers[i] = speaksOf(f, spokenOf) ? (byte) 1 : (byte) 2;
      }
      return answers[i] == 1;
    }

    /** Whether one of the days is a day the figure's place has figures for. */
    boolean speaksOf(KeyFigure f, java.util.Set<java.time.LocalDate> spokenOf) {
      java.util.Set<java.time.LocalDate> own = this.own.get(f);
      if (own == null && !this.own.containsKey(f)) {
        String key = keys.get(f);
        own = days.get(key != null ? key : subjectKey(f));
      }
      if (own == null || spokenOf == null) {
        return false;
      }
      for (java.time.LocalDate d : spokenOf) {
        if (own.contains(d)) {
          return true;
        }
      }
      return false;
    }
  }

  static String subjectKey(KeyFigure f) {
    return f.aliases().isEmpty() ? "" : f.aliases().get(0).toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * A figure in Fahrenheit is stated only by a number written in Fahrenheit: "48 degrees" or a bare
   * 48 is not today's 48 °F when the place's figures are in Celsius.
   *
   * @param fahrenheit whether the figure's canonical unit ({@link FigureMatcher#canonicalUnit}) is
   *     {@code °F}, worked out once per figure
   */
  static boolean explicitFahrenheit(ReadNumber n, boolean fahrenheit) {
    return !fahrenheit || "°F".equals(n.unit());
  }
}
