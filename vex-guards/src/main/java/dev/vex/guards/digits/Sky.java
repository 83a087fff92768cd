package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Sunrise, sunset, moonrise and moonset as a reply writes them, judged against the weather
 * fetcher's fact {@code astronomy} (per date, {@code HH:MM} in 24 hours) for the days the clause
 * speaks of, or the day the question asked (#22): "sunrise is at 6:46 AM tomorrow", "Sola går ned
 * kl. 19:52 på søndag", "the moon rose at 9:50 PM tonight". A clock time is of an event when the
 * words before it in its sentence (or, when they name none, the words after it) name the body (sun,
 * sol, moon, måne) and the event (rise, rose, up, opp; set, down, ned; or "sunrise", "solnedgang")
 * as one. The time must be the day's own, to the minute (a hedged one, "around 6:45", within 5
 * minutes); a time of 12 hours or less without am/pm may be either half of the day. A moon's
 * illumination in percent ("99 % illuminated") is judged against the day's. One pass over the text;
 * each time looks at a bounded window of words.
 */
final class Sky {
  /** What a reply's sky times say: the problems, and whether one was stated right. */
  record Result(List<String> problems, boolean answered) {}

  private static final int WINDOW_WORDS = 8;
  private static final int MAX_TIMES = 16;

  private Sky() {}

  /** The astronomy of the turn's weather ground truths by date, or an empty map. */
  private static Map<LocalDate, Map<String, String>> read(List<GroundTruth> truths) {
    Map<LocalDate, Map<String, String>> out = new HashMap<>();
    for (GroundTruth t : truths) {
      if (!(t.facts().get("astronomy") instanceof Map<?, ?> byDate)) {
        continue;
      }
      for (Map.Entry<?, ?> e : byDate.entrySet()) {
        if (out.size() >= 7 || !(e.getValue() instanceof Map<?, ?> m)) {
          continue;
        }
        try {
          Map<String, String> times = new HashMap<>();
          m.forEach((k, v) -> times.put(String.valueOf(k), String.valueOf(v)));
          out.put(LocalDate.parse(String.valueOf(e.getKey())), times);
        } catch (java.time.format.DateTimeParseException ex) {
          // a date not read names no day
        }
      }
    }
    return out;
  }

  /** The day the question asked, as the fetcher recorded it ({@code forecastDate}), or null. */
  private static LocalDate asked(List<GroundTruth> truths) {
    for (GroundTruth t : truths) {
      if (t.facts().get("astronomy") != null && t.facts().get("forecastDate") != null) {
        try {
          return LocalDate.parse(String.valueOf(t.facts().get("forecastDate")));
        } catch (java.time.format.DateTimeParseException e) {
          return null;
        }
      }
    }
    return null;
  }

  /** Whether the number is a moon's illumination ("99% illuminated"): judged here, not a figure. */
  static boolean illumination(String text, ReadNumber n) {
    if (!"%".equals(n.unit())) {
      return false;
    }
    String after = wordAfter(text, n.end());
    return ILLUMINATED.contains(after);
  }

  private static final Set<String> ILLUMINATED =
      Set.of("illuminated", "illumination", "lit", "belyst", "opplyst", "full");

  /**
   * Judges the reply's sunrise, sunset, moonrise and moonset times and the moon's illumination.
   *
   * @param text the reply
   * @param truths the turn's ground truths
   * @param days the reply's days, or null
   */
  static Result judge(String text, List<GroundTruth> truths, Days days) {
    Map<LocalDate, Map<String, String>> sky = read(truths);
    if (sky.isEmpty()) {
      return new Result(List.of(), false);
    }
    LocalDate asked = asked(truths);
    List<String> problems = new ArrayList<>();
    boolean answered = false;
    int seen = 0;
    int n = text.length();
    for (int i = 0; i < n && seen < MAX_TIMES; i++) {
      char c = text.charAt(i);
      if (c == '%' && i > 0) {
        String p = illuminationProblem(text, i, sky, days, asked);
        if (p != null) {
          problems.add(p);
        }
        continue;
      }
      if (!Chars.isDigit(c) || (i > 0 && Chars.isLetterOrDigit(text.charAt(i - 1)))) {
        continue;
      }
      int s = i;
      while (i < n && Chars.isDigit(text.charAt(i)) && i - s < 3) {
        i++;
      }
      if (i - s > 2 || i + 2 >= n || (text.charAt(i) != ':' && text.charAt(i) != '.')) {
        continue;
      }
      if (!Chars.isDigit(text.charAt(i + 1))
          || !Chars.isDigit(text.charAt(i + 2))
          || (i + 3 < n && Chars.isDigit(text.charAt(i + 3)))) {
        continue;
      }
      int hour = Integer.parseInt(text, s, i, 10);
      int minute = Integer.parseInt(text, i + 1, i + 3, 10);
      int end = i + 3;
      Boolean pm = meridiem(text, end);
      if (hour > 23 || minute > 59) {
        continue;
      }
      String event = event(text, s, end);
      if (event == null) {
        continue;
      }
      seen++;
      List<LocalDate> dates = dates(days, s, asked);
      boolean hedged = hedged(text, s);
      String stated = text.substring(s, end);
      boolean any = false;
      boolean right = false;
      String real = null;
      for (LocalDate d : dates) {
        Map<String, String> day = sky.get(d);
        String value = day == null ? null : day.get(event);
        if (day == null) {
          continue;
        }
        any = true;
        if (value == null) {
          continue; // "No moonrise" that day
        }
        real = real == null ? value + " on " + d : real;
        int v = Integer.parseInt(value, 0, 2, 10) * 60 + Integer.parseInt(value, 3, 5, 10);
        for (int h : hours(hour, pm)) {
          int diff = Math.abs(h * 60 + minute - v);
          if (diff == 0 || (hedged && diff <= 5)) {
            right = true;
          }
        }
      }
      if (!any || real == null) {
        continue;
      }
      if (right) {
        answered = true;
      } else {
        problems.add("'" + stated + "' is written as the " + event + " but it is " + real);
      }
    }
    java.util.regex.Matcher m =
        SUN_HOURS.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
    int from = 0;
    for (int k = 0; k < MAX_TIMES && (from = findSunHours(text, m, from)) >= 0; k++) {
      double stated = Double.parseDouble(m.group(1).replace(',', '.'));
      String real = null;
      boolean right = false;
      for (LocalDate d : dates(days, m.start(), asked)) {
        String v = sky.getOrDefault(d, Map.of()).get("sunHours");
        if (v != null) {
          real = real == null ? v + " on " + d : real;
          right |= Math.abs(Double.parseDouble(v) - stated) <= 0.5;
        }
      }
      if (right) {
        answered = true;
      } else if (real != null) {
        problems.add("'" + m.group() + "' is written as the hours of sun but they are " + real);
      }
    }
    return new Result(List.copyOf(problems), answered);
  }

  /** "9,8 soltimar", "9.8 sun hours", "10 hours of sunshine". */
  static final java.util.regex.Pattern SUN_HOURS =
      java.util.regex.Pattern.compile(
          "(?<![\\d.,])(\\d{1,2}(?:[.,]\\d)?) ?(?:soltim(?:ar|er|e)|solskinnstim(?:ar|er|e)"
              + "|sun ?hours|hours of sun(?:shine)?)\\b",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * As {@code m.find()} from {@code from}, but {@link #SUN_HOURS} is tried only at an ASCII digit,
   * where each of its matches begins (tried at every character of a megabyte, it cost a twelfth of
   * the weather cell's time); {@code m} has transparent, non-anchoring bounds so that its
   * look-behind sees the text before the region. Returns where the next search starts (the match's
   * end), or -1.
   *
   * <p>It is tried at a digit whose look-behind allows it and that a letter its words begin with
   * follows within the five characters a match can hold before its words (two digits, a decimal, a
   * space): 's' or 'h', as the pattern's Unicode case folding compares, which 'ſ' also passes. A
   * superset of the match starts: the regex still decides. The next such letter is found once for
   * all the digits before it, so each character is folded once, not once for each of the five
   * digits before it ("-1-1-1 …", #24).
   */
  static int findSunHours(String text, java.util.regex.Matcher m, int from) {
    int n = text.length();
    int next = -1; // the first 's' or 'h' after the last digit that looked, or n when none is
    for (int p = from; p < n; p++) {
      char c = text.charAt(p);
      if (c >= '0' && c <= '9' && lookBehindAllows(text, p)) {
        if (next <= p) {
          next = nextSOrH(text, p + 1); // none in (p, next): the same for a later p below next
        }
        if (next < Math.min(n, p + 6)) {
          m.region(p, n);
          if (m.lookingAt()) {
            return m.end();
          }
        }
      }
    }
    return -1;
  }

  /** Whether the character before {@code p} is none of the digits, '.' and ',' the pattern bars. */
  private static boolean lookBehindAllows(String text, int p) {
    if (p > 0) {
      char b = text.charAt(p - 1);
      return !((b >= '0' && b <= '9') || b == '.' || b == ',');
    }
    return true;
  }

  /** The first character from {@code q} on that folds to 's' or 'h', or the text's length. */
  private static int nextSOrH(String text, int q) {
    int n = text.length();
    for (int k = q; k < n; k++) {
      char ch = text.charAt(k);
      char folded =
          ch < 128
              ? (ch >= 'A' && ch <= 'Z' ? (char) (ch + 32) : ch)
              : Chars.toLowerCase(Character.toUpperCase(ch));
      if (folded == 's' || folded == 'h') {
        return k;
      }
    }
    return n;
  }

  private static String illuminationProblem(
      String text,
      int percent,
      Map<LocalDate, Map<String, String>> sky,
      Days days,
      LocalDate asked) {
    if (!ILLUMINATED.contains(wordAfter(text, percent + 1))) {
      return null;
    }
    int e = percent;
    while (e > 0 && text.charAt(e - 1) == ' ') {
      e--;
    }
    int s = e;
    while (s > 0 && Chars.isDigit(text.charAt(s - 1)) && e - s < 3) {
      s--;
    }
    if (s == e) {
      return null;
    }
    int stated = Integer.parseInt(text, s, e, 10);
    List<LocalDate> dates = dates(days, s, asked);
    String real = null;
    for (LocalDate d : dates) {
      String v = sky.getOrDefault(d, Map.of()).get("moonIlluminationPercent");
      if (v == null) {
        continue;
      }
      real = real == null ? v + " % on " + d : real;
      try {
        if (Math.abs(Double.parseDouble(v) - stated) <= 1) {
          return null;
        }
      } catch (NumberFormatException ex) {
        return null;
      }
    }
    return real == null
        ? null
        : "'"
            + text.substring(s, percent + 1)
            + "' is written as the moon's illumination but it is "
            + real;
  }

  /**
   * The days a time at {@code at} is of: those its clause names; where it names none but today (as
   * a clause that names no day reads), today and the day the question asked.
   */
  private static List<LocalDate> dates(Days days, int at, LocalDate asked) {
    List<LocalDate> out = new ArrayList<>();
    if (days != null) {
      out.addAll(days.at(at));
    }
    boolean onlyToday = days == null || (out.size() == 1 && out.get(0).equals(days.today()));
    if (asked != null && onlyToday && !out.contains(asked)) {
      out.add(asked);
    }
    return out;
  }

  /** The hours a stated hour may be: with am/pm the one it names; without, either half. */
  private static int[] hours(int hour, Boolean pm) {
    if (pm != null) {
      if (hour > 12) {
        return new int[] {hour};
      }
      return new int[] {hour % 12 + (pm ? 12 : 0)};
    }
    return hour <= 12 && hour > 0 ? new int[] {hour, (hour + 12) % 24} : new int[] {hour};
  }

  /** "AM", "p.m.", "pm" after a time: true for pm, false for am, null when none. */
  private static Boolean meridiem(String text, int at) {
    int j = at;
    while (j < text.length() && text.charAt(j) == ' ' && j - at < 2) {
      j++;
    }
    if (j + 1 >= text.length()) {
      return null;
    }
    char a = Chars.toLowerCase(text.charAt(j));
    int k = j + 1;
    if (k < text.length() && text.charAt(k) == '.') {
      k++;
    }
    if ((a != 'a' && a != 'p') || k >= text.length() || Chars.toLowerCase(text.charAt(k)) != 'm') {
      return null;
    }
    if (k + 1 < text.length() && Chars.isLetter(text.charAt(k + 1))) {
      return null; // "a mild evening"
    }
    return a == 'p';
  }

  private static final Set<String> SUN = Set.of("sun", "sol", "sola", "solen", "sunshine");
  private static final Set<String> MOON = Set.of("moon", "måne", "månen", "mane", "manen");
  private static final Set<String> RISE = WordLists.set("Sky.RISE");
  private static final Set<String> SET = WordLists.set("Sky.SET");
  private static final Map<String, String> WHOLE =
      Map.ofEntries(
          Map.entry("sunrise", "sunrise"),
          Map.entry("soloppgang", "sunrise"),
          Map.entry("soloppgangen", "sunrise"),
          Map.entry("sunset", "sunset"),
          Map.entry("solnedgang", "sunset"),
          Map.entry("solnedgangen", "sunset"),
          Map.entry("moonrise", "moonrise"),
          Map.entry("måneoppgang", "moonrise"),
          Map.entry("moonset", "moonset"),
          Map.entry("månenedgang", "moonset"));

  /**
   * The event a clock time at {@code [s, e)} is written for: the nearest words before it in its
   * sentence that name one, else those after it; null when none does.
   */
  private static String event(String text, int s, int e) {
    List<String> back = words(text, s, false);
    String before = event(back);
    if (before != null && before.endsWith("rise") && spanEnd(text, s, back)) {
      // "the sun is up from 04:07 to 21:03": the span's second end is when it goes down (#22)
      return before.substring(0, before.length() - 4) + "set";
    }
    return before != null ? before : event(words(text, e, true));
  }

  /** Words that join a span's two ends: "from 04:07 to 21:03", "mellom 04:07 og 21:03". */
  private static final Set<String> SPAN_TO = Set.of("to", "til", "until", "till", "and", "og");

  private static final Set<String> SPAN_FROM = Set.of("from", "fra", "between", "mellom");

  /**
   * Whether the clock time at {@code s} ends a span whose body is said to be up rather than to rise
   * ("the sun is up from 04:07 to 21:03", "sun up 04:07–21:03", "sola er oppe til 21:03"): the
   * words back from it (nearest first) are a joining word, then "from" or "between", then "up" or
   * "oppe"; or "until" right after "up"; or a dash after a clock time, then "up".
   */
  private static boolean spanEnd(String text, int s, List<String> back) {
    int k = s;
    while (k > 0 && text.charAt(k - 1) == ' ') {
      k--;
    }
    boolean dash = k > 0 && (text.charAt(k - 1) == '–' || text.charAt(k - 1) == '-');
    if (dash) {
      k--;
      while (k > 0 && text.charAt(k - 1) == ' ') {
        k--;
      }
      dash = k > 0 && Chars.isDigit(text.charAt(k - 1));
    }
    int at;
    if (dash) {
      at = 0;
    } else if (back.size() >= 3
        && SPAN_TO.contains(back.get(0))
        && SPAN_FROM.contains(back.get(1))) {
      at = 2;
    } else if (back.size() >= 2 && UNTIL.contains(back.get(0))) {
      at = 1; // "up until 21:03", "oppe til 21:03"
    } else {
      return false;
    }
    return at < back.size() && (back.get(at).equals("up") || back.get(at).equals("oppe"));
  }

  private static final Set<String> UNTIL = Set.of("until", "till", "til", "to");

  /** The event a run of words (nearest first) names, or null. */
  private static String event(List<String> words) {
    String body = null;
    String motion = null;
    for (String w : words) {
      if (WHOLE.containsKey(w) && body == null && motion == null) {
        return WHOLE.get(w);
      }
      if (body == null && SUN.contains(w)) {
        body = "sun";
      } else if (body == null && MOON.contains(w)) {
        body = "moon";
      }
      if (motion == null && RISE.contains(w)) {
        motion = "rise";
      } else if (motion == null && SET.contains(w)) {
        motion = "set";
      }
      if (body != null && motion != null) {
        return body + motion;
      }
    }
    return null;
  }

  /** The words of the sentence from {@code at} on (forward) or back from it, nearest first. */
  private static List<String> words(String text, int at, boolean forward) {
    List<String> out = new ArrayList<>();
    int i = forward ? at : at - 1;
    while (out.size() < WINDOW_WORDS && i >= 0 && i < text.length()) {
      char c = text.charAt(i);
      if (c == '!' || c == '?' || c == '\n' || c == ';') {
        break;
      }
      if (c == '.'
          && (forward || i + 1 >= text.length() || text.charAt(i + 1) == ' ')
          && !(i > 0 && Chars.isDigit(text.charAt(i - 1)))
          && !abbreviation(text, i)) {
        break;
      }
      if (!Chars.isLetter(c)) {
        i += forward ? 1 : -1;
        continue;
      }
      int j = i;
      while (j >= 0 && j < text.length() && Chars.isLetter(text.charAt(j))) {
        j += forward ? 1 : -1;
      }
      String w = forward ? text.substring(i, j) : text.substring(j + 1, i + 1);
      out.add(w.toLowerCase(Locale.ROOT));
      i = j;
    }
    return out;
  }

  private static boolean abbreviation(String text, int dot) {
    int s = dot;
    while (s > 0 && Chars.isLetter(text.charAt(s - 1))) {
      s--;
    }
    String w = text.substring(s, dot).toLowerCase(Locale.ROOT);
    return w.equals("kl") || w.equals("ca") || w.equals("a") || w.equals("p") || w.equals("m");
  }

  private static String wordAfter(String text, int at) {
    int j = at;
    while (j < text.length() && j - at < 2 && text.charAt(j) == ' ') {
      j++;
    }
    int e = j;
    while (e < text.length() && e - j < 14 && Chars.isLetter(text.charAt(e))) {
      e++;
    }
    return text.substring(j, e).toLowerCase(Locale.ROOT);
  }

  private static final List<String> HEDGES = WordLists.list("Sky.HEDGES");

  private static boolean hedged(String text, int at) {
    String before = text.substring(Math.max(0, at - 16), at).toLowerCase(Locale.ROOT);
    for (String h : HEDGES) {
      int k = before.lastIndexOf(h);
      if (k >= 0 && (k == 0 || !Chars.isLetter(before.charAt(k - 1)))) {
        return true;
      }
    }
    return false;
  }
}
