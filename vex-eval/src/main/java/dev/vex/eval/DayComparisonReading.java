package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Days compared: the warmest and coldest day, "Saturday will be colder than Sunday". */
abstract class DayComparisonReading extends RecipeReading {
  DayComparisonReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  static final Pattern WARMEST =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:warmest|hottest|mildest|varmest|varmeste|mildeste)(?![\\p{L}])");

  static final Pattern COLDEST =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:coldest|coolest|chilliest|kaldest|kaldeste|kjøligst|kjøligste)"
              + "(?![\\p{L}])");

  /** "Sunday is the warmest day": the day named in its sentence has the highest high. */
  void judgeWarmestDay() {
    Map<String, double[]> range = new LinkedHashMap<>();
    for (Fact f : facts) {
      if (!f.hourly()
          && "c".equals(f.unit())
          && !f.subjects().isEmpty()
          && WEEKDAYS.contains(f.subjects().get(0))) {
        double[] r =
            range.computeIfAbsent(
                f.subjects().get(0), k -> new double[] {Double.MAX_VALUE, -Double.MAX_VALUE});
        r[0] = Math.min(r[0], f.value());
        r[1] = Math.max(r[1], f.value());
      }
    }
    if (range.size() < 2) {
      return;
    }
    for (Pattern p : List.of(WARMEST, COLDEST)) {
      Matcher m = p.matcher(prose);
      while (m.find()) {
        String day = null;
        for (Mention x : mentions) {
          if (sentence[x.start()] == sentence[m.start()] && range.containsKey(x.subject())) {
            day = x.subject();
            if (x.start() > m.start()) {
              break;
            }
          }
        }
        if (day == null) {
          continue;
        }
        double[] own = range.get(day);
        boolean holds = true;
        for (double[] r : range.values()) {
          if (p == WARMEST ? r[1] > own[1] : r[1] < own[1] && r[0] < own[0]) {
            holds = false;
          }
        }
        if (!holds) {
          wrongClaims.add("'" + m.group() + "' (" + day + ")");
        }
      }
    }
  }

  static final String WARMER_WORDS = "warmer|hotter|milder|varmere|mildere";

  static final String COLDER_WORDS = "colder|cooler|chillier|kaldere|kjøligere";

  static final Pattern WARMER =
      Pattern.compile("(?iu)(?<![\\p{L}])(?:" + WARMER_WORDS + ")(?![\\p{L}])");

  static final Pattern COLDER =
      Pattern.compile("(?iu)(?<![\\p{L}])(?:" + COLDER_WORDS + ")(?![\\p{L}])");

  static final Pattern THAN = Pattern.compile("(?iu)(?<![\\p{L}])(?:than|enn)(?![\\p{L}])");

  static final Pattern COMPARED_AFTER =
      Pattern.compile(
          "(?iu)^\\s*(?:degrees?|grader|°c?)?\\s*("
              + WARMER_WORDS
              + "|"
              + COLDER_WORDS
              + ")(?![\\p{L}])");

  /** {the day compared, the day it is compared with} for a comparison word, or null. */
  String[] comparedPair(int start, int end) {
    int sid = sentence[start];
    Matcher t = THAN.matcher(prose);
    int than = -1;
    while (t.find()) {
      if (t.start() >= end && sentence[t.start()] == sid && t.start() - end < 40) {
        than = t.end();
        break;
      }
    }
    if (than < 0) {
      return null;
    }
    String a = null;
    String b = null;
    for (Mention m : mentions) {
      if (!days.contains(m.subject()) || sentence[m.start()] != sid) {
        continue;
      }
      if (m.end() <= start) {
        a = m.subject();
      } else if (m.start() >= end && m.end() <= than && a == null) {
        a = m.subject();
      } else if (m.start() >= than && b == null) {
        b = m.subject();
      }
    }
    if (a == null) {
      a = askedDay;
    }
    return a == null || b == null || a.equals(b) ? null : new String[] {a, b};
  }

  /** A day's high: the larger of the day's own temperatures (its high and its low). */
  Double highOf(String day) {
    Double max = null;
    for (Fact f : facts) {
      if (!f.hourly()
          && "c".equals(f.unit())
          && !f.subjects().isEmpty()
          && f.subjects().get(0).equals(day)) {
        max = max == null ? f.value() : Math.max(max, f.value());
      }
    }
    return max;
  }

  /** "warmer than Sunday", "kaldere enn i dag": judged against the two days' highs. */
  void judgeComparisons() {
    for (Pattern p : List.of(WARMER, COLDER)) {
      Matcher m = p.matcher(prose);
      while (m.find()) {
        String[] pair = comparedPair(m.start(), m.end());
        if (pair == null) {
          continue;
        }
        Double a = highOf(pair[0]);
        Double b = highOf(pair[1]);
        if (a == null || b == null) {
          continue;
        }
        if (p == WARMER ? a <= b : a >= b) {
          wrongClaims.add("'" + m.group() + "' (" + pair[0] + " against " + pair[1] + ")");
        }
      }
    }
  }

  /**
   * A difference of two days' highs ("about 10 degrees warmer than Saturday"): whether it is the
   * difference; null when the figure is no such difference.
   */
  Boolean comparedDays(Reading x) {
    if (days.isEmpty()) {
      return null;
    }
    String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 24));
    Matcher m = COMPARED_AFTER.matcher(after);
    if (!m.lookingAt()) {
      return null;
    }
    String[] pair = comparedPair(x.end() + m.start(1), x.end() + m.end(1));
    if (pair == null) {
      return null;
    }
    Double a = highOf(pair[0]);
    Double b = highOf(pair[1]);
    if (a == null || b == null) {
      return null;
    }
    double diff = Math.abs(a - b);
    double v = Math.abs(x.values().get(0));
    double tol = x.tolerance();
    if ("f".equals(x.unit())) {
      v = v * 5 / 9.0;
      tol = tol * 5 / 9.0 + 0.6;
    }
    return Math.abs(v - diff) <= tol + 1e-9;
  }
}
