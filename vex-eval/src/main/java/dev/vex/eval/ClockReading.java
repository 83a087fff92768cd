package dev.vex.eval;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Clock times of the events the sources give ({@link Fact#clock()}), held to the clock times a
 * reply states, for a source of one event (a match's kick-off): every time the reply gives belongs
 * to it, on the clock of the zone written after it ("21:00 norsk tid", "15:30 GMT", "8pm UK time"),
 * or any of the source's clocks when none is written. A time in digits must be the event's to the
 * minute (on a twelve-hour clock when it has no am/pm), one in words within five minutes, a whole
 * hour ("8pm", "klokka åtte", "kl. 20") within ten; the reply's dates and weekdays must be the
 * event's. A source of several events (wttr's sunrise, sunset, moonrise and moonset) is not judged
 * yet.
 */
abstract class ClockReading extends MultipleReading {
  ClockReading(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
  }

  /** A clock time in digits: "06:49", "kl. 21.00", "7:51 PM". */
  private static final Pattern DIGITS =
      Pattern.compile("(?<![\\d.,:])([01]?\\d|2[0-3])[:.]([0-5]\\d)(?![\\d.,:]\\d|\\s?%)");

  /** A whole hour on a twelve-hour clock: "8pm", "8 p.m.". */
  private static final Pattern HOUR_MERIDIEM =
      Pattern.compile("(?iu)(?<![\\d.,:])(1[0-2]|0?[1-9])\\s?([ap])\\.?m\\.?(?![\\p{L}])");

  /** A whole hour after "kl." or "klokka": "Kl. 20 norsk tid". */
  private static final Pattern WHOLE_HOUR =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:kl\\.?|klokka|klokken)\\s?([01]?\\d|2[0-3])(?![\\d:]|[.,]\\d)");

  /** What makes "15.10" after it a clock time rather than a date. */
  private static final Pattern CLOCK_WORD =
      Pattern.compile("(?iu)(?<![\\p{L}])(?:kl\\.?|klokka|klokken|at|fra|til|from|until)\\s?$");

  private static final Pattern MERIDIEM = Pattern.compile("(?i)^\\s?([ap])\\.?m\\.?(?![\\p{L}])");

  /**
   * The zone written after a time, or in brackets after it: group 1 Norway, 2 the ground, 3 UTC.
   */
  private static final Pattern ZONE =
      Pattern.compile(
          "(?iu)^\\s?(?:[ap]\\.?m\\.?\\s?)?\\(?\\s?(?:(norsk tid|norwegian time|norway time"
              + "|oslo time|cest|cet)|(uk time|british time|britisk tid|engelsk tid|english time"
              + "|london time|bst|local time|lokal tid|lokaltid|local|lokal)|(utc|gmt))(?![\\p{L}])");

  /** A time the reply states: where, its minute of the day, and how exact it is written. */
  private record Stated(
      int start, int end, int minute, boolean twelveHour, int tolerance, boolean date) {}

  /** Judges every clock time the reply states against the events' clock times. */
  void judgeClocks() {
    if (clocks.isEmpty()) {
      return;
    }
    String p = linkless;
    Set<String> events = new LinkedHashSet<>();
    for (Fact f : clocks) {
      events.add(f.subjects().get(0));
    }
    String only = events.size() == 1 ? events.iterator().next() : null;
    if (only == null) {
      // Several events (wttr's sunrise, sunset, moonrise and moonset): not judged yet. Judged by
      // the event named before each time, they misread two of the outsiders' 254 drafts (the
      // held-out set of JudgeTest, not opened), so the sheets hold them for a later reading.
      return;
    }
    Set<Integer> dates = new LinkedHashSet<>();
    Set<Integer> weekdays = new LinkedHashSet<>();
    for (Fact f : clocks) {
      try {
        LocalDate d = LocalDate.parse(f.day().isEmpty() ? "" : f.day().get(0));
        dates.add(d.getMonthValue() * 100 + d.getDayOfMonth());
        weekdays.add(d.getDayOfWeek().getValue());
      } catch (DateTimeException e) {
        // a day by name only ("friday"): no date to hold the reply's to
      }
    }
    // A reply of one time that names no event answers the question's: "When does the sun set?"
    // "Kl. 19.49."
    List<Stated> times = stated(p);
    String asked = eventBefore(p) == null && times.size() == 1 ? eventBefore(question) : null;
    for (Stated t : times) {
      int sid = sentence[Math.min(t.start(), sentence.length - 1)];
      String event = eventBefore(p.substring(sentenceStart(t.start()), t.start()));
      if (event == null) {
        event = asked != null ? asked : only;
      }
      if (t.date()) {
        if (only != null && !dates.isEmpty() && !dates.contains(t.minute())) {
          wrongClaims.add("'" + p.substring(t.start(), t.end()) + "' (date)");
        }
        continue;
      }
      if (event == null) {
        continue; // "observed at 10:37 PM": no event named, and several in the sources
      }
      String e = event;
      List<Fact> of = clocks.stream().filter(f -> f.subjects().get(0).equals(e)).toList();
      String day = dayOf(t.start());
      for (Mention x : mentions) {
        // "Sola går ned 19:51 på søndag": a day named after the time in its sentence
        if (x.start() >= t.end() && sentence[x.start()] == sid && days.contains(x.subject())) {
          if (!namedBefore(t.start()).stream().anyMatch(days::contains)) {
            day = x.subject();
          }
          break;
        }
      }
      if (day != null) {
        String d = day;
        List<Fact> that = of.stream().filter(f -> f.day().contains(d)).toList();
        if (!that.isEmpty()) {
          of = that;
        }
      }
      String zone = zoneAfter(p, t.end());
      if (zone != null) {
        List<Fact> in = of.stream().filter(f -> zone.equals(f.field())).toList();
        if (!in.isEmpty()) {
          of = in;
        }
      }
      if (of.stream().noneMatch(f -> agrees(t, (int) f.value()))) {
        wrongClaims.add(
            "'"
                + p.substring(t.start(), t.end()).strip()
                + "' ("
                + e
                + " is "
                + of.stream().map(ClockReading::clock).distinct().toList()
                + ")");
      }
    }
    // A source of one dated event: the reply's dates and weekdays are that event's.
    if (only != null && !dates.isEmpty()) {
      wrongClaims.addAll(TimeClaims.wrong(p, new TimeClaims.Truths(Set.of(), dates, weekdays)));
    }
  }

  private static String clock(Fact f) {
    int v = (int) f.value();
    return String.format(Locale.ROOT, "%02d:%02d", v / 60, v % 60);
  }

  private static boolean agrees(Stated t, int truth) {
    int period = t.twelveHour() ? 720 : 1440;
    int d = Math.floorMod(truth - t.minute(), period);
    return Math.min(d, period - d) <= t.tolerance();
  }

  /** The clock times a text states, in digits, as whole hours with am/pm, and in words. */
  private static List<Stated> stated(String p) {
    List<Stated> out = new ArrayList<>();
    boolean[] taken = new boolean[p.length() + 1];
    Matcher m = DIGITS.matcher(p);
    while (m.find()) {
      int h = Integer.parseInt(m.group(1));
      int minute = Integer.parseInt(m.group(2));
      Matcher ap = MERIDIEM.matcher(p.substring(m.end(), Math.min(p.length(), m.end() + 6)));
      boolean meridiem = h >= 1 && h <= 12 && ap.find();
      if (meridiem) {
        h = h % 12 + (Character.toLowerCase(ap.group(1).charAt(0)) == 'p' ? 12 : 0);
      }
      // "15.09" and "11.10." are a day and month (as month * 100 + day), unless "kl." is before.
      boolean date =
          !meridiem
              && p.charAt(m.start() + m.group(1).length()) == '.'
              && h >= 1
              && minute >= 1
              && minute <= 12
              && !CLOCK_WORD.matcher(p.substring(Math.max(0, m.start() - 10), m.start())).find();
      // "7:49" with no am/pm may be 19:49; "06:49" and "17.49" are read as written.
      boolean twelve = !meridiem && h >= 1 && h <= 12 && m.group(1).charAt(0) != '0';
      int value = date ? minute * 100 + Integer.parseInt(m.group(1)) : h * 60 + minute;
      out.add(new Stated(m.start(), m.end(), value, twelve, 0, date));
      mark(taken, m.start(), m.end());
    }
    Matcher hm = HOUR_MERIDIEM.matcher(p);
    while (hm.find()) {
      if (taken[hm.start()]) {
        continue;
      }
      int h = Integer.parseInt(hm.group(1)) % 12;
      boolean pm = Character.toLowerCase(hm.group(2).charAt(0)) == 'p';
      out.add(new Stated(hm.start(), hm.end(), (h + (pm ? 12 : 0)) * 60, false, 10, false));
      mark(taken, hm.start(), hm.end());
    }
    Matcher kl = WHOLE_HOUR.matcher(p);
    while (kl.find()) {
      if (taken[kl.start(1)]) {
        continue;
      }
      int h = Integer.parseInt(kl.group(1));
      boolean twelve = h >= 1 && h <= 12 && kl.group(1).charAt(0) != '0';
      out.add(new Stated(kl.start(1), kl.end(1), h * 60, twelve, 10, false));
      mark(taken, kl.start(1), kl.end(1));
    }
    Matcher w = TimeClaims.WORDED.matcher(p);
    while (w.find()) {
      int minute = TimeClaims.wordedMinute(w);
      if (minute < 0 || taken[w.start()]) {
        continue;
      }
      boolean whole = w.group("h2") != null || w.group("h3") != null;
      out.add(new Stated(w.start(), w.end(), minute, true, whole ? 10 : 5, false));
    }
    out.sort((a, b) -> Integer.compare(a.start(), b.start()));
    return out;
  }

  private static void mark(boolean[] taken, int from, int to) {
    for (int i = from; i < to; i++) {
      taken[i] = true;
    }
  }

  /**
   * The event a text names last before a position, by the words the sources give it: where two
   * names overlap the longer one counts ("the moon sets at" is the moonset, not "sets at"), and a
   * name said not to happen ("no moonrise") names none.
   */
  private String eventBefore(String text) {
    String before = text.toLowerCase(Locale.ROOT);
    List<int[]> found = new ArrayList<>(); // {start, end, index of the fact}
    for (int k = 0; k < clocks.size(); k++) {
      for (String word : clocks.get(k).subjects()) {
        int i = before.indexOf(word);
        while (i >= 0) {
          if (wholeWord(before, i, i + word.length())) {
            found.add(new int[] {i, i + word.length(), k});
          }
          i = before.indexOf(word, i + 1);
        }
      }
    }
    found.sort((a, b) -> Integer.compare(b[1] - b[0], a[1] - a[0]));
    boolean[] taken = new boolean[before.length() + 1];
    int bestAt = -1;
    String best = null;
    for (int[] f : found) {
      boolean free = true;
      for (int i = f[0]; i < f[1]; i++) {
        free &= !taken[i];
      }
      if (!free) {
        continue;
      }
      mark(taken, f[0], f[1]);
      if (NEGATED.matcher(before.substring(Math.max(0, f[0] - 8), f[0])).find()) {
        continue;
      }
      if (f[0] > bestAt) {
        bestAt = f[0];
        best = clocks.get(f[2]).subjects().get(0);
      }
    }
    return best;
  }

  private static final Pattern NEGATED =
      Pattern.compile("(?iu)(?:^|[^\\p{L}])(?:no|ingen|not|ikke)\\s$");

  private static boolean wholeWord(String text, int from, int to) {
    return (from == 0 || !Character.isLetterOrDigit(text.charAt(from - 1)))
        && (to >= text.length() || !Character.isLetterOrDigit(text.charAt(to)));
  }

  /** The zone written after a time ("norsk tid", "UK time", "(UTC)"), as its field, or null. */
  private static String zoneAfter(String p, int end) {
    Matcher z = ZONE.matcher(p.substring(end, Math.min(p.length(), end + 24)));
    if (!z.find()) {
      return null;
    }
    return z.group(1) != null ? "norway" : z.group(2) != null ? "local" : "utc";
  }
}
