package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers that claim no figure of the sources: counts of what the reply names, years, a 24-hour
 * window, figures the question gave, and spans derived from clock times.
 */
abstract class NonClaimReading extends TradingDayReading {
  NonClaimReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  /**
   * "the two dollar stablecoins, Tether and USDC": a count of the subjects named right after it,
   * right when it is as many as are named.
   */
  boolean countOfNamed(Reading x) {
    double v = x.values().get(0);
    if (x.signed() || v < 2 || v > 12 || v != Math.rint(v)) {
      return false;
    }
    String before = prose.substring(Math.max(0, x.start() - 4), x.start()).toLowerCase(Locale.ROOT);
    if (!before.matches("(?s).*(?:^|[^\\p{L}])(?:the|de) $")) {
      return false;
    }
    int sid = sentence[x.start()];
    Mention first = nextMention(x.end(), sid);
    if (first == null || first.start() - x.end() > 40) {
      return false;
    }
    Set<String> named = new LinkedHashSet<>();
    named.add(first.subject());
    int end = first.end();
    for (Mention m : mentions) {
      if (m.start() >= end && sentence[m.start()] == sid) {
        if (!prose.substring(end, m.start()).matches("(?i)\\s*(?:,|,?\\s*and|,?\\s*og|&)\\s*")) {
          break;
        }
        named.add(m.subject());
        end = m.end();
      }
    }
    return named.size() == (int) v;
  }

  /**
   * "the three days", "de tre dagene": a count of the days the facts name (a weather report's
   * days), right when it is that many.
   */
  boolean countOfDays(Reading x) {
    double v = x.values().get(0);
    if (x.signed() || x.unit() != null || v < 2 || v > 14 || v != Math.rint(v)) {
      return false;
    }
    String before = prose.substring(Math.max(0, x.start() - 5), x.start()).toLowerCase(Locale.ROOT);
    String after =
        prose.substring(x.end(), Math.min(prose.length(), x.end() + 8)).toLowerCase(Locale.ROOT);
    if (!before.matches("(?s).*(?:^|[^\\p{L}])(?:the|de|all|alle) $")
        || !after.matches("(?s)^ (?:days|dagene|dager)(?![\\p{L}]).*")) {
      return false;
    }
    Set<String> days = new LinkedHashSet<>();
    for (Fact f : facts) {
      if (!f.day().isEmpty() && !f.dated()) {
        days.add(f.day().get(0));
      } else if (!f.subjects().isEmpty() && WEEKDAYS.contains(f.subjects().get(0))) {
        days.add(f.subjects().get(0));
      }
    }
    return days.size() == (int) v;
  }

  static final Set<String> WEEKDAYS =
      Set.of(
          "monday",
          "tuesday",
          "wednesday",
          "thursday",
          "friday",
          "saturday",
          "sunday",
          "mandag",
          "tirsdag",
          "onsdag",
          "torsdag",
          "fredag",
          "lørdag",
          "søndag");

  static final Pattern CLOCK = Pattern.compile("(?<![\\d.,:])(\\d{1,2})[.:](\\d{2})(?![\\d])");

  /**
   * A span of hours or minutes that is the difference of two clock times the same sentence gives
   * ("up at 04.07, down at 21.03, so light for nearly seventeen hours"): derived from the times,
   * which are set aside; checked against them, not against the recorded figures.
   */
  boolean derivedDuration(Reading x) {
    if (!"h".equals(x.unit()) && !"min".equals(x.unit())) {
      return false;
    }
    int sid = sentence[x.start()];
    List<Double> times = new ArrayList<>();
    Matcher c = CLOCK.matcher(raw);
    while (c.find()) {
      if (c.start() < x.start() && sentence[c.start()] == sid) {
        times.add(Integer.parseInt(c.group(1)) * 60.0 + Integer.parseInt(c.group(2)));
      }
    }
    double perUnit = "h".equals(x.unit()) ? 60 : 1;
    double tol = Math.max(x.tolerance(), x.hedged() ? 0.5 : 0) * perUnit;
    for (int i = 0; i < times.size(); i++) {
      for (int j = i + 1; j < times.size(); j++) {
        double span = Math.abs(times.get(j) - times.get(i));
        if (Math.abs(span - x.values().get(0) * perUnit) <= tol + 1e-9) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean year(Reading x) {
    double v = Math.abs(x.values().get(0));
    return !x.signed() && x.unit() == null && x.token().matches("\\d{4}") && v >= 1800 && v <= 2100;
  }

  boolean window(Reading x) {
    if (x.values().get(0) != 24 || x.signed()) {
      return false;
    }
    if ("h".equals(x.unit())) {
      return true;
    }
    String after = prose.substring(x.end(), Math.min(prose.length(), x.end() + 8));
    return after.matches("(?i)^-?(?:h|hours?|hour|timers?|t)(?![\\p{L}]).*");
  }

  static boolean inQuestion(Reading x, List<Double> asked) {
    for (double v : x.values()) {
      for (double q : asked) {
        if (Math.abs(Math.abs(v) - Math.abs(q)) <= 1e-9 * Math.max(1, Math.abs(q))) {
          return true;
        }
      }
    }
    return false;
  }
}
