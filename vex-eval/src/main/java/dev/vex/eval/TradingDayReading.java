package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Trading days: each figure of a chart belongs to its day. */
abstract class TradingDayReading extends FigureMatching {
  TradingDayReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  static final String MONTH_NAMES =
      "january|february|march|april|may|june|july|august|september|october|november|december"
          + "|januar|februar|mars|mai|juni|juli|oktober|desember"
          + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|okt|nov|dec|des";

  static final String ORD = "(?:\\.|st|nd|rd|th)?";

  static final String RANGE = "\\s?(?:[-\u2013\u2014]|to|til|and|og|through|until)\\s?";

  static final Pattern DAY_MONTH =
      Pattern.compile(
          "(?iu)(?<![\\p{L}\\d.,])(\\d{1,2})"
              + ORD
              + "(?:"
              + RANGE
              + "(\\d{1,2})"
              + ORD
              + ")?\\s{1,3}(?:of\\s)?("
              + MONTH_NAMES
              + ")\\.?(?![\\p{L}])(?:,?\\s(\\d{4}))?");

  static final Pattern MONTH_DAY =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])("
              + MONTH_NAMES
              + ")\\.?\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?(?:"
              + RANGE
              + "(\\d{1,2})(?:st|nd|rd|th)?)?(?![\\d])(?:,?\\s(\\d{4}))?");

  static final Pattern ISO_DAY = Pattern.compile("(?<![\\d])(\\d{4})-(\\d{2})-(\\d{2})(?![\\d])");

  static final Pattern NUMERIC_DAY =
      Pattern.compile("(?<![\\d.,/])(\\d{1,2})([./])(\\d{1,2})\\2(\\d{4}|\\d{2})?(?![\\d])");

  static final Pattern WEEKDAY =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(monday|tuesday|wednesday|thursday|friday|saturday|sunday"
              + "|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag)(?:s|en)?(?![\\p{L}])");

  static final List<String> WEEKDAYS_EN =
      List.of("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday");

  static final List<String> WEEKDAYS_NO =
      List.of("mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag");

  static int month(String name) {
    String m = name.toLowerCase(Locale.ROOT);
    if (m.startsWith("may") || m.startsWith("mai")) {
      return 5;
    }
    String[] firsts = {
      "jan", "feb", "mar", "apr", "-", "jun", "jul", "aug", "sep", "o", "nov", "de"
    };
    for (int i = 0; i < firsts.length; i++) {
      if (m.startsWith(firsts[i])) {
        return i + 1;
      }
    }
    return 0;
  }

  /** The trading day of the facts a written day names, or null when the facts hold none. */
  String tradingDay(int month, int day, String year) {
    if (month < 1 || month > 12 || day < 1 || day > 31) {
      return null;
    }
    String md = String.format(Locale.ROOT, "-%02d-%02d", month, day);
    for (String d : dates) {
      if (d.endsWith(md)
          && (year == null || d.startsWith(year.length() == 2 ? "20" + year : year))) {
        return d;
      }
    }
    return null;
  }

  /** Where a text names one of the facts' trading days (dates, and a weekday as the latest). */
  List<Mention> dateMentions(String text) {
    List<Mention> out = new ArrayList<>();
    boolean[] taken = new boolean[text.length() + 1];
    Matcher m = DAY_MONTH.matcher(text);
    while (m.find()) {
      int mo = month(m.group(3));
      add(
          out,
          taken,
          m.start(1),
          m.end(),
          tradingDay(mo, Integer.parseInt(m.group(1)), m.group(4)));
      if (m.group(2) != null) {
        out.add(
            new Mention(
                m.start(2), m.end(), tradingDay(mo, Integer.parseInt(m.group(2)), m.group(4))));
      }
    }
    m = MONTH_DAY.matcher(text);
    while (m.find()) {
      if (taken[m.start()]) {
        continue;
      }
      int mo = month(m.group(1));
      add(out, taken, m.start(), m.end(), tradingDay(mo, Integer.parseInt(m.group(2)), m.group(4)));
      if (m.group(3) != null) {
        out.add(
            new Mention(
                m.start(3), m.end(), tradingDay(mo, Integer.parseInt(m.group(3)), m.group(4))));
      }
    }
    m = ISO_DAY.matcher(text);
    while (m.find()) {
      if (!taken[m.start()] && dates.contains(m.group())) {
        add(out, taken, m.start(), m.end(), m.group());
      }
    }
    m = NUMERIC_DAY.matcher(text);
    while (m.find()) {
      if (taken[m.start()]) {
        continue;
      }
      int a = Integer.parseInt(m.group(1));
      int b = Integer.parseInt(m.group(3));
      // 14.07.2023 is day.month; 7/14/2023 month/day
      String d =
          m.group(2).equals(".") ? tradingDay(b, a, m.group(4)) : tradingDay(a, b, m.group(4));
      add(out, taken, m.start(), m.end(), d);
    }
    m = WEEKDAY.matcher(text);
    while (m.find()) {
      if (taken[m.start()]) {
        continue;
      }
      String name = m.group(1).toLowerCase(Locale.ROOT);
      int dow = WEEKDAYS_EN.contains(name) ? WEEKDAYS_EN.indexOf(name) : WEEKDAYS_NO.indexOf(name);
      String next = text.substring(m.end(), Math.min(text.length(), m.end() + 12));
      String prev = text.substring(Math.max(0, m.start() - 12), m.start());
      if (next.matches("(?isu)^[\\s,]{0,2}(?:\\d|the\\s\\d|(?:" + MONTH_NAMES + ")).*")
          || next.matches("(?isu)^\\s(?:før|before|earlier|prior).*")
          || prev.matches("(?isu).*(?:previous|prior|forrige|sist|last)\\s$")) {
        continue; // the date beside it decides; "the Friday before" is no day of its own
      }
      add(out, taken, m.start(), m.end(), "dow:" + (dow + 1));
    }
    out.removeIf(
        x ->
            x.subject() == null || x.subject().startsWith("dow:") && expand(x.subject()).isEmpty());
    out.sort((x, y) -> Integer.compare(x.start(), y.start()));
    return out;
  }

  /** A trading day, or every trading day of a weekday ("dow:5": each Friday the facts hold). */
  Set<String> expand(String day) {
    if (!day.startsWith("dow:")) {
      return Set.of(day);
    }
    int dow = Integer.parseInt(day.substring(4));
    Set<String> out = new java.util.TreeSet<>();
    for (String d : dates) {
      if (java.time.LocalDate.parse(d).getDayOfWeek().getValue() == dow) {
        out.add(d);
      }
    }
    return out;
  }

  /** The latest trading day a day names (a weekday: its latest in the facts). */
  String latest(String day) {
    String last = null;
    for (String d : expand(day)) {
      last = d;
    }
    return last;
  }

  static void add(List<Mention> out, boolean[] taken, int start, int end, String day) {
    for (int i = start; i < end; i++) {
      taken[i] = true;
    }
    out.add(new Mention(start, end, day));
  }

  /**
   * The trading day a level figure at [start, end) is given for: the day named right after it
   * ("9,683.69 on 14 July"), else the nearest before it in its sentence, else the first after it
   * there, else the last named before, else those the question names; null for any day (none named,
   * or "now").
   */
  Set<String> datedDays(int start, int end) {
    if (dates.isEmpty()) {
      return null;
    }
    int sid = sentence[start];
    Mention before = null;
    Mention after = null;
    Mention earlier = null;
    for (Mention m : dateMentions) {
      if (m.end() <= start) {
        earlier = m;
        if (sentence[m.start()] == sid) {
          before = m;
        }
      } else if (m.start() >= end && after == null && sentence[m.start()] == sid) {
        after = m;
      }
    }
    if (after != null
        && prose
            .substring(end, after.start())
            .matches("(?iu)[\\s,(]*(?:on|den|per|as of|for|at|the|dated)?[\\s,]*")) {
      return expand(after.subject());
    }
    if (before != null && !prose.substring(before.end(), start).matches("(?s).*\\d.*")) {
      return expand(before.subject());
    }
    Set<String> in = new java.util.TreeSet<>();
    for (Mention m : dateMentions) {
      if (sentence[m.start()] == sid) {
        in.addAll(expand(m.subject()));
      }
    }
    if (!in.isEmpty()) {
      return in;
    }
    if (NOW.matcher(prose.substring(sentenceStart(start), start)).find()) {
      return null;
    }
    if (earlier != null) {
      return expand(earlier.subject());
    }
    return askedDates.isEmpty() ? null : askedDates;
  }

  /** The trading days a move at {@code at} is between: all its sentence names, else as a level. */
  Set<String> datedMoveDays(int at) {
    Set<String> in = new java.util.TreeSet<>();
    for (Mention m : dateMentions) {
      if (sentence[m.start()] == sentence[at]) {
        in.add(latest(m.subject()));
      }
    }
    if (!in.isEmpty()) {
      return in;
    }
    Set<String> d = datedDays(at, at);
    return d == null ? Set.of() : new java.util.TreeSet<>(d);
  }

  static final String[][] FIELD_WORDS = {
    {
      "prevclose",
      "previous close|prior close|previous day's close|previous day's|previous day|the day before"
          + "|prior day's|forrige sluttkurs|dagen før|forrige dag|dagen i forveien"
    },
    {
      "adjclose",
      "adjusted close|adj\\. close|adjusted closing price|adjusted|justert sluttkurs"
          + "|justerte sluttkursen|justert"
    },
    {
      "close",
      "close|closed|closing|closes|ended|ends|finished|settled|endte|ender|sluttet|stengte"
          + "|avsluttet|avslutta"
          + "|sluttkurs\\p{L}*|lukket|lukkekurs\\p{L}*"
    },
    {"open", "open|opened|opening|opens|åpnet|åpning\\p{L}*"},
    {
      "high",
      "high|highs|highest|peaked|peak|topped|toppet|topp|toppnotering\\p{L}*|høyeste|høyest"
          + "|dagshøyeste"
    },
    {"low", "low|lows|lowest|bottomed|bunn\\p{L}*|laveste|lavest|dagslaveste"},
    {"volume", "volume|volum\\p{L}*|omsetning\\p{L}*"},
  };

  static final List<Pattern> FIELD_PATTERNS = new ArrayList<>();

  static {
    for (String[] f : FIELD_WORDS) {
      FIELD_PATTERNS.add(Pattern.compile("(?iu)(?<![\\p{L}])(?:" + f[1] + ")(?![\\p{L}])"));
    }
  }

  static final Pattern VOLUME_AFTER =
      Pattern.compile("(?iu)^\\s*(?:shares|aksjer|in volume|i volum|traded)(?![\\p{L}])");

  /**
   * The field a level figure is said to be (close, open, high, …): "135 million shares" is a
   * volume; otherwise the last field word before it in its sentence.
   */
  String fieldOf(int at, int end) {
    if (VOLUME_AFTER
        .matcher(prose.substring(end, Math.min(prose.length(), end + 16)))
        .lookingAt()) {
      return "volume";
    }
    int from = Math.max(sentenceStart(at), at - 80);
    String window = prose.substring(from, at);
    int bestEnd = -1;
    String field = null;
    for (int i = 0; i < FIELD_WORDS.length; i++) {
      Matcher m = FIELD_PATTERNS.get(i).matcher(window);
      while (m.find()) {
        if (m.end() > bestEnd) {
          bestEnd = m.end();
          field = FIELD_WORDS[i][0];
        }
      }
    }
    // "closed at $75.09, up $1.68 from $73.41": a move between ends the field's reach
    if (field != null && DIRECTION.matcher(window.substring(bestEnd)).find()) {
      return null;
    }
    return field;
  }

  static final Pattern DIRECTION =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:"
              + String.join("|", UP.stream().map(Pattern::quote).toList())
              + "|"
              + String.join("|", DOWN.stream().map(Pattern::quote).toList())
              + "|from|fra)(?![\\p{L}])");

  /** The facts a figure of a chart is held to: its day's, of its field, or any day's. */
  List<Fact> datedCandidates(Reading x, List<String> subjects) {
    Set<String> ds = datedDays(x.start(), x.end());
    String field = x.signed() || "pct".equals(x.unit()) ? null : fieldOf(x.start(), x.end());
    // "The index is now at 9,731.66": a level said to be now is the latest price (or the last
    // day's close), not any day's high or low.
    boolean latest =
        ds == null
            && field == null
            && !x.signed()
            && !"pct".equals(x.unit())
            && NOW.matcher(prose.substring(sentenceStart(x.start()), x.start())).find();
    List<Fact> out = new ArrayList<>();
    for (Fact f : facts) {
      boolean mine =
          subjects.isEmpty() || f.subjects().isEmpty() || subjects.contains(f.subjects().get(0));
      if (!mine || !unitFits(x, f)) {
        continue;
      }
      if (latest && f.dated()) {
        if (f.day().get(0).equals(dates.last()) && "close".equals(f.field())) {
          out.add(f);
        }
        continue;
      }
      if (f.dated()) {
        if ((ds == null || ds.contains(f.day().get(0)))
            && (field == null || field.equals(f.field()))) {
          out.add(f);
        }
      } else if (!f.hourly() && ds == null) {
        out.add(f); // no day named: the chart's latest price and previous close
      }
    }
    return out;
  }

  /** Each subject's dated figures of one field, by day. */
  Map<String, Map<String, Double>> byDay(String field) {
    Map<String, Map<String, Double>> out = new LinkedHashMap<>();
    for (Fact f : facts) {
      if (f.dated() && field.equals(f.field())) {
        String subject = f.subjects().isEmpty() ? "" : f.subjects().get(0);
        out.computeIfAbsent(subject, k -> new java.util.TreeMap<>()).put(f.day().get(0), f.value());
      }
    }
    return out;
  }

  /**
   * A move between two closes the reply names ("up about 208 points (≈2.2 %)" from 10 to 14 July;
   * "slipped about 10 points" on the 14th, from the close before): in points (or the currency) or
   * percent, with its sign when a direction word or a sign gives one.
   */
  boolean derivedMove(Reading x) {
    if (dates.isEmpty()
        || x.unit() != null && !Set.of("points", "pct", "usd", "eur", "nok").contains(x.unit())) {
      return false;
    }
    Set<String> named = datedMoveDays(x.start());
    Map<String, Map<String, Double>> previous = byDay("prevclose");
    for (Map.Entry<String, Map<String, Double>> e : byDay("close").entrySet()) {
      java.util.TreeMap<String, Double> close = (java.util.TreeMap<String, Double>) e.getValue();
      Map<String, Double> prev = new LinkedHashMap<>(previous.getOrDefault(e.getKey(), Map.of()));
      for (String d : close.keySet()) {
        String before = close.lowerKey(d);
        if (!prev.containsKey(d) && before != null) {
          prev.put(d, close.get(before));
        }
      }
      List<double[]> pairs = new ArrayList<>();
      List<String> pool = new ArrayList<>(named.isEmpty() ? close.keySet() : named);
      for (String d : pool) {
        if (close.containsKey(d) && prev.containsKey(d)) {
          pairs.add(new double[] {prev.get(d), close.get(d)});
        }
      }
      if (named.isEmpty()) {
        if (!pool.isEmpty()) {
          String first = pool.get(0);
          String last = pool.get(pool.size() - 1);
          pairs.add(new double[] {prev.getOrDefault(first, close.get(first)), close.get(last)});
        }
      } else {
        // "for the week of 10-14 July": from the close before the first day to the last
        String first = pool.get(0);
        String last = pool.get(pool.size() - 1);
        if (pool.size() >= 2 && prev.containsKey(first) && close.containsKey(last)) {
          pairs.add(new double[] {prev.get(first), close.get(last)});
        }
        for (int i = 0; i < pool.size(); i++) {
          for (int j = i + 1; j < pool.size(); j++) {
            if (close.containsKey(pool.get(i)) && close.containsKey(pool.get(j))) {
              pairs.add(new double[] {close.get(pool.get(i)), close.get(pool.get(j))});
            }
          }
        }
      }
      for (double[] p : pairs) {
        double move = p[1] - p[0];
        double target = "pct".equals(x.unit()) ? move / p[0] * 100 : move;
        for (double v : x.values()) {
          double a = x.signed() ? v : Math.abs(v);
          double b = x.signed() ? target : Math.abs(target);
          if (Math.abs(a - b) <= x.tolerance() + 0.01 * Math.abs(target) + 1e-9) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * A direction word on named trading days: against the move between the first and last day its
   * sentence names, or one day's move from the close before; null when no day is named.
   */
  Boolean datedDirection(int[] w, int direction) {
    if (dates.isEmpty()) {
      return null;
    }
    Set<String> named = datedMoveDays(w[0]);
    if (named.isEmpty()) {
      return null;
    }
    List<String> d = new ArrayList<>(named);
    Map<String, Map<String, Double>> previous = byDay("prevclose");
    for (Map.Entry<String, Map<String, Double>> e : byDay("close").entrySet()) {
      Map<String, Double> close = e.getValue();
      Double from =
          d.size() >= 2
              ? close.get(d.get(0))
              : previous.getOrDefault(e.getKey(), Map.of()).get(d.get(0));
      if (from == null && d.size() == 1) {
        // the close of the trading day before, when the facts hold it
        String before = ((java.util.TreeMap<String, Double>) close).lowerKey(d.get(0));
        from = before == null ? null : close.get(before);
      }
      Double to = close.get(d.get(d.size() - 1));
      if (from == null || to == null) {
        continue;
      }
      double move = to - from;
      return direction > 0 ? move > 0 : direction < 0 ? move < 0 : Math.abs(move / from * 100) < 1;
    }
    return null;
  }

  static final Pattern RANK_BEFORE =
      Pattern.compile("(?iu)(?:#|(?<![\\p{L}])(?:no\\.|nr\\.|number|nummer|rank|ranked)\\s?)$");

  static final Pattern ORDINAL_AFTER =
      Pattern.compile("(?iu)^(?:st|nd|rd|th)(?![\\p{L}])|^\\.\\s(?:plass)(?![\\p{L}])");

  /**
   * "#1", "No. 3", "ranks 2nd", "Nr. 3", "2. plass": a story's place on a news page, no figure (a
   * coin's rank by market cap is one: only a page of stories has places of this kind).
   */
  boolean rank(Reading x) {
    double v = x.values().get(0);
    boolean stories =
        facts.stream().anyMatch(f -> "points".equals(f.unit()) || "comments".equals(f.unit()));
    if (!stories || x.signed() || x.unit() != null || v < 1 || v > 30 || v != Math.rint(v)) {
      return false;
    }
    String before = raw.substring(Math.max(0, x.start() - 8), x.start());
    String after = raw.substring(x.end(), Math.min(raw.length(), x.end() + 8));
    return RANK_BEFORE.matcher(before).find() || ORDINAL_AFTER.matcher(after).find();
  }
}
