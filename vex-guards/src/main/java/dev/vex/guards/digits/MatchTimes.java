package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A match's date, kick-off and home side as a reply writes them, judged against the matches the
 * sports source gave (#22): the facts {@code next} and {@code last} of a ground truth of kind
 * {@code sports}, each with {@code when} ("2026-10-11 15:30 UTC"), {@code home}, {@code away} and,
 * where given, {@code localTime}. Only a sentence that names a team of the turn's matches is read;
 * when it names both teams of some matches, only those are its matches.
 *
 * <ul>
 *   <li>A date ("15 September 2026", "11. oktober", "September 15", "15/09/2026", "2026-09-15") is
 *       wrong when it is none of its matches' days.
 *   <li>A kick-off ("kicks off at 19:00", "avspark kl. 18:00", "at 8 PM") is wrong when it is none
 *       of its matches' times in UTC, where played ({@code localTime}) or in the zones a reader in
 *       Europe writes (UTC+1, UTC+2). A clock time is read only after a kick-off word in its
 *       sentence, so a score is never read as a time nor a time as a score.
 *   <li>"Manchester City vs Liverpool" where Liverpool is at home swaps the sides.
 * </ul>
 *
 * One pass per sentence over a bounded number of sentences: linear in the reply.
 */
final class MatchTimes {
  static final String KIND = "sports";
  private static final int MAX_PROBLEMS = 3;
  private static final int MAX_SENTENCES = 200;

  private MatchTimes() {}

  /** One match as the facts give it. */
  private record Match(
      String home, String away, LocalDate date, int utcMinutes, int localMinutes, String when) {}

  private static List<Match> matches(List<GroundTruth> truths) {
    List<Match> out = new ArrayList<>();
    for (GroundTruth t : truths) {
      if (!KIND.equals(t.kind())) {
        continue;
      }
      for (String key : List.of("next", "last")) {
        if (!(t.facts().get(key) instanceof List<?> events)) {
          continue;
        }
        for (Object e : events) {
          if (out.size() >= 20 || !(e instanceof Map<?, ?> m)) {
            continue;
          }
          String when = String.valueOf(m.get("when"));
          LocalDate date;
          try {
            date = LocalDate.parse(when.substring(0, Math.min(10, when.length())));
          } catch (java.time.format.DateTimeParseException ex) {
            continue;
          }
          int utc =
              when.endsWith(" UTC") && when.length() >= 16 ? minutes(when.substring(11, 16)) : -1;
          int local = m.get("localTime") instanceof String l ? minutes(l) : -1;
          out.add(
              new Match(
                  String.valueOf(m.get("home")),
                  String.valueOf(m.get("away")),
                  date,
                  utc,
                  local,
                  when));
        }
      }
    }
    return out;
  }

  private static int minutes(String hhmm) {
    if (!hhmm.matches("\\d{2}:\\d{2}")) {
      return -1;
    }
    return Integer.parseInt(hhmm.substring(0, 2)) * 60 + Integer.parseInt(hhmm.substring(3, 5));
  }

  private static final String MONTH =
      "(jan(?:uary|uar)?|feb(?:ruary|ruar)?|mar(?:ch)?|mars|apr(?:il)?|may|mai|june?|juni|july?"
          + "|juli|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?"
          + "|dec(?:ember)?|des(?:ember)?)";

  static final Pattern DATE =
      Pattern.compile(
          "(?<![\\d.])(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?"
              + MONTH
              + "\\b(?:,?\\s+(\\d{4}))?"
              + "|\\b"
              + MONTH
              + "\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?"
              + "|(?<![\\d.])(\\d{1,2})/(\\d{1,2})/(\\d{4})\\b"
              + "|\\b(\\d{4})-(\\d{2})-(\\d{2})\\b",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  static final Pattern KICK_OFF =
      Pattern.compile(
          "kick(?:s|ed|ing)?[- ]?off|avspark|starts? at|started at|starter|startet|begynner"
              + "|spilles|kampstart|kl\\.?(?= ?\\d)",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  private static final Pattern CLOCK =
      Pattern.compile(
          "(?<![\\d.:,])(\\d{1,2})(?:[:.](\\d{2}))?\\s*(?:([ap])\\.?m\\.?\\b)?(?![\\d%,]|\\.\\d|:\\d)",
          Pattern.CASE_INSENSITIVE);

  private static final Pattern VERSUS =
      Pattern.compile("\\s*(?:vs\\.?|v\\.?|versus|[-–—])\\s*", Pattern.CASE_INSENSITIVE);

  static List<String> problems(String text, List<GroundTruth> truths) {
    return problems(text, truths, null);
  }

  /**
   * {@link #problems(String, List)} with the places of the text's club names already read ({@link
   * Scores.Rest#places}, for this very text), or null to look for them per sentence: a sentence's
   * clubs are then read from them, not from the sentence again (#24).
   */
  static List<String> problems(String text, List<GroundTruth> truths, Teams.Places places) {
    return problems(text, truths, places, false);
  }

  /**
   * {@link #problems(String, List, Teams.Places)}, where {@code asksWhen} says the user asked when
   * a match is ("når er avspark?", "what time is kick-off?", {@link #asksWhen}): a sentence that
   * names no team is then read for the kick-off of the match of the day it writes also after "kl."
   * or "klokka" alone ("Tirsdag 15. september klokka halv åtte om kvelden").
   */
  static List<String> problems(
      String text, List<GroundTruth> truths, Teams.Places places, boolean asksWhen) {
    return problems(text, truths, places, asksWhen, null);
  }

  /**
   * {@link #problems(String, List, Teams.Places, boolean)} with the user's message: when it names
   * both teams of exactly one of the turn's matches ("Når startet Fulham–Man United?"), a sentence
   * that names no team and no day and tells a kick-off ("Kampen startet kl. 15:30 lokal tid") is of
   * that match (#22, the class of content-cases19 E097).
   */
  static List<String> problems(
      String text,
      List<GroundTruth> truths,
      Teams.Places places,
      boolean asksWhen,
      String question) {
    List<Match> matches = matches(truths);
    List<String> out = new ArrayList<>();
    if (matches.isEmpty()) {
      return out;
    }
    Match asked = namedIn(question, matches);
    Clubs clubs = new Clubs(matches, places);
    int from = 0;
    int sentences = 0;
    while (from < text.length() && out.size() < MAX_PROBLEMS && sentences++ < MAX_SENTENCES) {
      int end = sentenceEnd(text, from);
      // the sentence lower-cased: cut from the text's lower case when the places were read from
      // it (only for a text whose substrings lower-case as its characters do, Scores.sameLowered)
      String sentence = text.substring(from, end);
      String lower = places == null ? sentence.toLowerCase(Locale.ROOT) : places.lower(from, end);
      judge(sentence, lower, from, clubs, matches, asksWhen, asked, out);
      from = end + 1;
    }
    return out.size() > MAX_PROBLEMS ? out.subList(0, MAX_PROBLEMS) : out;
  }

  /**
   * Whether the reply writes the day of one of the turn's next matches ("Sunday 11 October",
   * "søndag 11.10"): it answers with the next fixture, so a latest result it leaves out is no
   * figure it owed (#22: "lfc neste kamp?" where the source gave both). Only called when a result
   * is missing: one pass over the reply, bounded by {@link #MAX_SENTENCES}' worth of dates.
   */
  static boolean writesNextMatchDay(String text, List<GroundTruth> truths) {
    List<LocalDate> days = new ArrayList<>();
    for (GroundTruth t : truths) {
      if (KIND.equals(t.kind()) && t.facts().get("next") instanceof List<?> events) {
        for (Object e : events) {
          if (days.size() < 20 && e instanceof Map<?, ?> m) {
            String when = String.valueOf(m.get("when"));
            try {
              days.add(LocalDate.parse(when.substring(0, Math.min(10, when.length()))));
            } catch (java.time.format.DateTimeParseException ex) {
              // no day to compare
            }
          }
        }
      }
    }
    if (days.isEmpty()) {
      return false;
    }
    Matcher d = DATE.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
    int from = 0;
    int seen = 0;
    while (seen++ < MAX_SENTENCES && findDate(text, d, from)) {
      from = d.end();
      int[] md = monthDay(d);
      if (md != null && isNextDay(days, md[0], md[1])) {
        return true;
      }
    }
    // "11.10": a day and a month joined by a dot, read by hand (a pattern tried at every
    // character of a long reply costs more than the rest of this check)
    int dots = 0;
    for (int p = text.indexOf('.'); p > 0 && dots < MAX_SENTENCES; p = text.indexOf('.', p + 1)) {
      if (p + 1 >= text.length() || !isDigit(text.charAt(p - 1)) || !isDigit(text.charAt(p + 1))) {
        continue;
      }
      dots++;
      int a = p - 1;
      while (a > 0 && p - a < 2 && isDigit(text.charAt(a - 1))) {
        a--;
      }
      int b = p + 2;
      while (b < text.length() && b - p < 3 && isDigit(text.charAt(b))) {
        b++;
      }
      boolean bounded =
          (a == 0
                  || !(isDigit(text.charAt(a - 1))
                      || text.charAt(a - 1) == '.'
                      || text.charAt(a - 1) == ','))
              && (b >= text.length() || !(isDigit(text.charAt(b)) || text.charAt(b) == ','));
      if (bounded
          && isNextDay(
              days,
              Integer.parseInt(text.substring(p + 1, b)),
              Integer.parseInt(text.substring(a, p)))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isNextDay(List<LocalDate> days, int month, int day) {
    for (LocalDate x : days) {
      if (x.getMonthValue() == month && x.getDayOfMonth() == day) {
        return true;
      }
    }
    return false;
  }

  /** The days of the week in English, Norwegian bokmål and nynorsk, lower case. */
  private static final Map<String, java.time.DayOfWeek> WEEKDAYS = weekdays();

  private static Map<String, java.time.DayOfWeek> weekdays() {
    Map<String, java.time.DayOfWeek> m = new java.util.HashMap<>();
    String[][] names = {
      {"monday", "mandag", "måndag"},
      {"tuesday", "tirsdag", "tysdag"},
      {"wednesday", "onsdag"},
      {"thursday", "torsdag"},
      {"friday", "fredag"},
      {"saturday", "lørdag", "laurdag"},
      {"sunday", "søndag", "sundag"}
    };
    for (int i = 0; i < names.length; i++) {
      for (String n : names[i]) {
        m.put(n, java.time.DayOfWeek.of(i + 1));
      }
    }
    return Map.copyOf(m);
  }

  /**
   * The weekday named by the word right before {@code at} (spaces, a comma and "the"/"den" skipped:
   * "Sunday, 11 October", "søndag den 11. oktober"), or null. Bounded: two words back.
   */
  private static java.time.DayOfWeek weekdayBefore(String s, int at) {
    int k = at;
    for (int words = 0; words < 2; words++) {
      while (k > 0 && (s.charAt(k - 1) == ' ' || s.charAt(k - 1) == ',')) {
        k--;
      }
      int to = k;
      while (k > 0 && to - k < 10 && Chars.isLetter(s.charAt(k - 1))) {
        k--;
      }
      if (k == to || (k > 0 && Chars.isLetter(s.charAt(k - 1)))) {
        return null;
      }
      char last = Chars.toLowerCase(s.charAt(to - 1));
      if (to - k < 3 || (last != 'y' && last != 'g' && last != 'e' && last != 'n')) {
        return null; // no weekday, "the" or "den" ends here (most words), and no string is made
      }
      String w = s.substring(k, to).toLowerCase(Locale.ROOT);
      java.time.DayOfWeek day = WEEKDAYS.get(w);
      if (day != null) {
        return day;
      }
      if (!w.equals("the") && !w.equals("den")) {
        return null;
      }
    }
    return null;
  }

  /** Zone words after a time, lower case, each with the zone it names. */
  private static final String[][] ZONES = {
    {"norsk tid", "Europe/Oslo"},
    {"norwegian time", "Europe/Oslo"},
    {"uk time", "Europe/London"},
    {"british time", "Europe/London"},
    {"britisk tid", "Europe/London"},
    {"engelsk tid", "Europe/London"},
    {"utc", "UTC"},
    {"gmt", "UTC"},
    {"local time", "local"},
    {"lokal tid", "local"},
    {"lokaltid", "local"}
  };

  /**
   * The zone a label right after a time names ("norsk tid", "UK time", "UTC"; spaces and an opening
   * parenthesis skipped), as its label, or null. Bounded: a few characters ahead.
   */
  private static String zoneAfter(String lower, int at) {
    int j = at;
    while (j < lower.length() && j - at < 3 && (lower.charAt(j) == ' ' || lower.charAt(j) == '(')) {
      j++;
    }
    for (String[] z : ZONES) {
      if (lower.startsWith(z[0], j)
          && (j + z[0].length() >= lower.length()
              || !Chars.isLetter(lower.charAt(j + z[0].length())))) {
        return z[0];
      }
    }
    return null;
  }

  /** The match's kick-off in minutes of the day in the zone its label names, or -1 if unknown. */
  private static int inZone(Match m, String label) {
    String id = null;
    for (String[] z : ZONES) {
      id = z[0].equals(label) ? z[1] : id;
    }
    if ("local".equals(id)) {
      return m.localMinutes(); // "local time": where the match is played, when the source says
    }
    if (m.utcMinutes() < 0) {
      return -1;
    }
    java.time.ZonedDateTime t =
        m.date()
            .atStartOfDay(java.time.ZoneOffset.UTC)
            .plusMinutes(m.utcMinutes())
            .withZoneSameInstant(java.time.ZoneId.of(id));
    return t.getHour() * 60 + t.getMinute();
  }

  private static int sentenceEnd(String text, int from) {
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '!' || c == '?') {
        return i;
      }
      if (c == '.'
          && (i + 1 >= text.length() || text.charAt(i + 1) == ' ' || text.charAt(i + 1) == '\n')
          && !(i > 0 && Chars.isDigit(text.charAt(i - 1)))
          && !(i >= 2 && text.substring(i - 2, i).equalsIgnoreCase("kl"))) {
        return i;
      }
    }
    return text.length();
  }

  private static void judge(
      String sentence,
      String lower,
      int at,
      Clubs clubs,
      List<Match> all,
      boolean asksWhen,
      Match asked,
      List<String> out) {
    List<Match> both = new ArrayList<>();
    List<Match> one = new ArrayList<>();
    Map<String, Integer> firsts = new java.util.HashMap<>(); // each team looked for once
    for (Match m : all) {
      boolean home = first(sentence, lower, m.home(), firsts) >= 0;
      boolean away = first(sentence, lower, m.away(), firsts) >= 0;
      if (home && away) {
        both.add(m);
      } else if (home || away) {
        one.add(m);
      }
    }
    List<Match> ours = both.isEmpty() ? one : both;
    if (ours.isEmpty()) {
      // no team named: "Kick-off is at 15:00 on 11 October" is the match of that day, when the
      // turn has exactly one match that day and the sentence tells a kick-off
      ours = byDay(sentence, lower, all, asksWhen);
      if (ours.isEmpty() && asked != null && !dated(sentence) && KICK_OFF.matcher(lower).find()) {
        ours = List.of(asked);
      }
    }
    if (ours.isEmpty() || clubs.another(sentence, lower, at)) {
      return; // a club of no match the turn has: its day or time may be that match's
    }
    if (both.isEmpty() && one.size() == 1) {
      // one team named, the other the sentence's subject: "Away at Manchester City on Sunday"
      Match m = one.get(0);
      int home = first(sentence, lower, m.home(), firsts);
      int named = home >= 0 ? home : first(sentence, lower, m.away(), firsts);
      SideWords.beforeOne(lower, named, home >= 0, describe(one), out);
      // or the named team is the subject: "Fulham spilte borte på Old Trafford"
      SideWords.afterOne(
          lower,
          endOf(sentence, home >= 0 ? m.home() : m.away(), named),
          home >= 0,
          describe(one),
          out);
    }
    // the sides: "Manchester City vs Liverpool" where Liverpool is at home
    for (Match m : both) {
      int away = first(sentence, lower, m.away(), firsts);
      int home = first(sentence, lower, m.home(), firsts);
      if (away >= 0 && home > away) {
        String between = sentence.substring(endOf(sentence, m.away(), away), home);
        boolean homeFirstToo = false;
        for (Match other : both) {
          homeFirstToo |=
              other != m && other.home().equals(m.away()) && other.away().equals(m.home());
        }
        if (VERSUS.matcher(between).matches() && !homeFirstToo) {
          out.add(
              "'"
                  + sentence.substring(away, home + 1).strip()
                  + "…' puts "
                  + m.away()
                  + " at home where the match is "
                  + m.home()
                  + " v "
                  + m.away());
        }
      }
    }
    sidesInWords(sentence, lower, both, firsts, out);
    for (Match m : both) {
      if (out.size() < MAX_PROBLEMS && !reversed(m, both)) {
        // "Liverpool slo Tottenham 3–1 borte": the side of the first team named, after the second
        int home = first(sentence, lower, m.home(), firsts);
        int away = first(sentence, lower, m.away(), firsts);
        boolean homeFirst = home < away;
        int second = homeFirst ? away : home;
        SideWords.after(
            sentence,
            lower,
            Math.min(home, away),
            endOf(sentence, homeFirst ? m.away() : m.home(), second),
            homeFirst,
            describe(List.of(m)),
            out);
      }
    }
    sideOfOne(sentence, lower, ours, firsts, out);
    Matcher d = DATE.matcher(sentence).useTransparentBounds(true).useAnchoringBounds(false);
    int from = 0;
    int dayEnd = -1; // where the first date that is a day of one of the matches ends
    while (out.size() < MAX_PROBLEMS && findDate(sentence, d, from)) {
      from = d.end();
      int[] md = monthDay(d);
      if (md == null) {
        continue;
      }
      boolean right = false;
      // the weekday written right before the date ("Saturday 11 October", "laurdag 20. september")
      java.time.DayOfWeek named = weekdayBefore(sentence, d.start());
      boolean weekdayRight = named == null;
      LocalDate matched = null;
      for (Match m : ours) {
        LocalDate x = m.date();
        // the day in UTC, or the next or previous where the local day may differ
        for (int k = -1; k <= 1; k++) {
          LocalDate y = x.plusDays(k);
          boolean near =
              k == 0
                  || (m.utcMinutes() >= 0
                      && (k > 0 ? m.utcMinutes() >= 21 * 60 : m.utcMinutes() < 3 * 60));
          if (near && y.getMonthValue() == md[0] && y.getDayOfMonth() == md[1]) {
            right = true;
            matched = y;
            weekdayRight |= y.getDayOfWeek() == named;
          }
        }
      }
      if (right && dayEnd < 0) {
        dayEnd = d.end();
      }
      if (!right) {
        out.add("'" + d.group().strip() + "' is no day of the match " + describe(ours));
      } else if (!weekdayRight) {
        out.add(
            "'"
                + d.group().strip()
                + "' is a "
                + matched
                    .getDayOfWeek()
                    .getDisplayName(java.time.format.TextStyle.FULL, Locale.ENGLISH)
                + ", not the weekday written before it");
      }
    }
    int kick = kickOffCandidate(lower);
    if (kick < 0) {
      if (dayEnd >= 0 && out.size() < MAX_PROBLEMS) {
        // "Søndag 11. oktober kvart over tre": a kick-off in words right after the match's day,
        // with no kick-off word (#22, cases11 E079); read within SPOKEN_REACH of the date
        spokenKickOff(sentence, lower, dayEnd, ours, out);
      }
      if (dayEnd >= 0 && out.size() < MAX_PROBLEMS) {
        clockAfterDay(sentence, lower, dayEnd, ours, out);
      }
      return;
    }
    if (out.size() < MAX_PROBLEMS) {
      // "avspark kvart på åtte på kvelden", "kl. kvart over tre": a kick-off in words
      spokenKickOff(sentence, lower, kick, ours, out);
    }
    Matcher k = KICK_OFF.matcher(lower);
    if (!k.find(kick)) {
      return;
    }
    clockKickOff(sentence, lower, k.end(), sentence.length(), ours, out);
  }

  /**
   * The first kick-off in digits in {@code sentence[from, to)} ("19:45", "7:45pm", "kl. 20"): wrong
   * when it is none of its matches' times in UTC, where played or in the zones a reader in Europe
   * writes, or not the time in the zone written after it.
   */
  private static void clockKickOff(
      String sentence, String lower, int from, int to, List<Match> ours, List<String> out) {
    Matcher c = CLOCK.matcher(sentence);
    c.region(from, to);
    while (c.find() && out.size() < MAX_PROBLEMS) {
      if (c.group(2) == null && c.group(3) == null) {
        String before = lower.substring(Math.max(0, c.start() - 4), c.start());
        if (!before.contains("kl")) {
          continue; // a bare number: a score, a round, a day
        }
      }
      int h = Integer.parseInt(c.group(1));
      int min = c.group(2) == null ? 0 : Integer.parseInt(c.group(2));
      if (h > 23 || min > 59) {
        continue;
      }
      if (c.group(3) != null) {
        if (h > 12) {
          continue;
        }
        h = h % 12 + (Chars.toLowerCase(c.group(3).charAt(0)) == 'p' ? 12 : 0);
      }
      int stated = h * 60 + min;
      // a zone written after the time ("15:30 norsk tid", "3:30 PM UK time", "16:30 UTC"): the
      // time must be the kick-off in that zone, not in any a reader in Europe may use (#22)
      String zone = zoneAfter(lower, c.end());
      if (zone != null) {
        boolean labelKnown = false;
        boolean labelRight = false;
        for (Match m : ours) {
          int inZone = inZone(m, zone);
          labelKnown |= inZone >= 0;
          labelRight |= inZone == stated;
        }
        if (labelKnown && !labelRight) {
          out.add(
              "'"
                  + sentence
                      .substring(
                          c.start(), Math.min(sentence.length(), c.end() + 1 + zone.length()))
                      .strip()
                  + "' is not the kick-off in that zone for the match "
                  + describe(ours));
        }
        if (labelKnown) {
          break;
        }
      }
      boolean known = false;
      boolean right = false;
      for (Match m : ours) {
        for (int base : new int[] {m.utcMinutes(), m.localMinutes()}) {
          if (base < 0) {
            continue;
          }
          known = true;
          for (int offset : new int[] {0, 60, 120}) {
            right |= (base + offset) % (24 * 60) == stated;
          }
        }
      }
      if (known && !right) {
        out.add("'" + c.group().strip() + "' is no kick-off of the match " + describe(ours));
      }
      break; // the kick-off word's time; later ones may be another zone's of it
    }
  }

  /** The words a time right after a match's day is told with: "at 7:45pm", "kl. 20.45". */
  private static final List<String> AT_WORDS = List.of("at ", "kl. ", "kl ", "klokka ", "klokken ");

  /**
   * A kick-off in digits right after a day of the match with no kick-off word: "On 15 September at
   * 7:45pm" when it kicked off at 19:00 UTC, 20:00 local (#22, cases11 E068). Only a time after
   * "at", "kl." or "klokka" within a few characters of the date is read.
   */
  private static void clockAfterDay(
      String sentence, String lower, int dayEnd, List<Match> ours, List<String> out) {
    int p = dayEnd;
    while (p < lower.length()
        && p - dayEnd < 3
        && (lower.charAt(p) == ' ' || lower.charAt(p) == ',')) {
      p++;
    }
    for (String w : AT_WORDS) {
      if (lower.startsWith(w, p)) {
        int from = p + w.length();
        clockKickOff(sentence, lower, from, Math.min(sentence.length(), from + 10), ours, out);
        return;
      }
    }
  }

  /**
   * As {@code d.find()} over the whole sentence, but the pattern is tried only where a date can
   * begin (an ASCII digit, or a letter that may begin a month's name at a word's start): tried at
   * every character, the four alternatives cost a third of the sports cell's time. {@code d} has
   * transparent, non-anchoring bounds, so its look-behind and {@code \b} see the text before the
   * region as {@code find()} does; call it with {@code from} 0, then the end of its last match.
   */
  static boolean findDate(String sentence, Matcher d, int from) {
    int n = sentence.length();
    for (int p = from; p < n; p++) {
      char c = sentence.charAt(p);
      if (c < 0x80 && (c | 0x20) >= 'a' && (c | 0x20) <= 'z' && p > 0) {
        // the letters of a word after its first: mayBeginDate is false at each, as the letter or
        // digit before fails "\\b" (#24: asked at every character of a long sentence)
        char before = sentence.charAt(p - 1);
        if (before < 0x80 && Chars.isLetterOrDigit(before)) {
          while (p + 1 < n && isAsciiLetter(sentence.charAt(p + 1))) {
            p++;
          }
          continue;
        }
      }
      if (mayBeginDate(sentence, p)) {
        d.region(p, n);
        if (d.lookingAt()) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isAsciiLetter(char c) {
    return c < 0x80 && (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
  }

  /**
   * Whether a match of {@link #DATE} may begin at {@code p}: a superset of where one begins. At a
   * digit it reads what follows as the pattern would (one or two digits, then a '/', or a suffix, a
   * '.', white space, "of" and the first three letters of a month; four digits and a '-'), at a
   * letter the first three letters of a month's name; a character outside ASCII where a letter is
   * looked at (case folding may match it to one) lets the pattern decide.
   */
  private static boolean mayBeginDate(String s, int p) {
    char c = s.charAt(p);
    int n = s.length();
    char before = p > 0 ? s.charAt(p - 1) : ' ';
    if (c >= '0' && c <= '9') {
      if (before >= '0' && before <= '9') {
        return false; // every alternative: a look-behind or "\\b" that a digit before fails
      }
      int q = p;
      while (q < n && s.charAt(q) >= '0' && s.charAt(q) <= '9') {
        q++;
      }
      int digits = q - p;
      if (digits == 4 && q < n && s.charAt(q) == '-') {
        return true; // 2026-09-15
      }
      if (digits > 2 || before == '.' || q >= n) {
        return false;
      }
      if (s.charAt(q) == '/') {
        return true; // 15/09/2026
      }
      // (?:st|nd|rd|th)?\.?\s+(?:of\s+)?MONTH
      if (q + 1 < n && ordinalSuffix(s.charAt(q), s.charAt(q + 1))) {
        q += 2;
      }
      if (q < n && s.charAt(q) == '.') {
        q++;
      }
      int spaced = q;
      while (q < n && space(s.charAt(q))) {
        q++;
      }
      if (q == spaced) {
        return false;
      }
      if (monthPrefix(s, q)) {
        return true;
      }
      if (q + 2 < n
          && (s.charAt(q) | 0x20) == 'o'
          && (s.charAt(q + 1) | 0x20) == 'f'
          && space(s.charAt(q + 2))) {
        q += 2;
        while (q < n && space(s.charAt(q))) {
          q++;
        }
        return monthPrefix(s, q);
      }
      return false;
    }
    if (p > 0 && Chars.isLetterOrDigit(before)) {
      return false; // "\\b" before a month: no word character before it
    }
    if ("jfmasond".indexOf(folded(c)) < 0) {
      return false; // the first letters of the months' names (or 'ſ', which folds to 's')
    }
    return monthPrefix(s, p);
  }

  /**
   * The ASCII letter (lower case) that {@code c} matches under {@link #DATE}'s case folding
   * (CASE_INSENSITIVE with UNICODE_CASE compares {@code toLowerCase(toUpperCase(c))}), or -1: an
   * ASCII letter itself, or one of the four characters outside ASCII that fold to one ('İ', 'ı',
   * 'ſ', the Kelvin sign); no other character, a surrogate among them, does (#24: every character
   * outside ASCII used to hand the position to the pattern, half the sports cell over Unicode
   * digits).
   */
  private static int folded(char c) {
    if (c < 0x80) {
      char l = (char) (c | 0x20);
      return l >= 'a' && l <= 'z' ? l : -1;
    }
    if (c != '\u0130' && c != '\u0131' && c != '\u017f' && c != '\u212a') {
      return -1;
    }
    return Chars.toLowerCase(Character.toUpperCase(c));
  }

  /** Whether the two characters are "st", "nd", "rd" or "th" in any case ({@link #folded}). */
  private static boolean ordinalSuffix(char a, char b) {
    int x = folded(a);
    int y = folded(b);
    return (x == 's' && y == 't')
        || (x == 'n' && y == 'd')
        || (x == 'r' && y == 'd')
        || (x == 't' && y == 'h');
  }

  /** The white space of "\\s" (without UNICODE_CHARACTER_CLASS). */
  private static boolean space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /**
   * Whether a month's name may begin at {@code q}: its first three letters, as {@link #folded}
   * reads them, are those of one.
   */
  private static boolean monthPrefix(String s, int q) {
    if (q + 3 > s.length()) {
      return false;
    }
    int a = folded(s.charAt(q));
    int b = folded(s.charAt(q + 1));
    int c = folded(s.charAt(q + 2));
    if (a < 0 || b < 0 || c < 0) {
      return false;
    }
    int key = a << 16 | b << 8 | c;
    for (int prefix : MONTH_KEYS) {
      if (prefix == key) {
        return true;
      }
    }
    return false;
  }

  /** The first three letters of every name {@link #MONTH} holds. */
  private static final java.util.Set<String> MONTH_PREFIXES = WordLists.set("MatchTimes.list");

  /** {@link #MONTH_PREFIXES}, each as its three ASCII characters packed in an int (no string). */
  private static final int[] MONTH_KEYS = monthKeys();

  private static int[] monthKeys() {
    int[] out = new int[MONTH_PREFIXES.size()];
    int i = 0;
    for (String m : MONTH_PREFIXES) {
      out[i++] = m.charAt(0) << 16 | m.charAt(1) << 8 | m.charAt(2);
    }
    return out;
  }

  /**
   * Where {@link #KICK_OFF} may first match in the lower-case sentence: the first of its words, or
   * 0 (try everywhere) when the sentence has a character that case-folding matches to an ASCII
   * letter ('ı', 'ſ'); -1 when it has none of them. Tried at every character, the pattern cost a
   * sixth of the sports cell's time.
   */
  static int kickOffCandidate(String lower) {
    // one pass for both (#24: a search per word over a long sentence): the first place where one
    // of the words starts is the least of their first places
    int first = -1;
    for (int i = 0, n = lower.length(); i < n; i++) {
      char c = lower.charAt(i);
      if (c >= 0x80) {
        if (Character.toUpperCase(c) < 0x80 || Chars.toLowerCase(c) < 0x80) {
          return 0;
        }
      } else if (first < 0 && (c == 'k' || c == 'a' || c == 's' || c == 'b')) {
        // the first characters of KICK_OFF_WORDS, compared here, not looked up in a string per
        // character of the sentence
        for (String w : KICK_OFF_WORDS) {
          if (lower.startsWith(w, i)) {
            first = i;
            break;
          }
        }
      }
    }
    return first;
  }

  /** What every match of {@link #KICK_OFF} begins with. */
  private static final List<String> KICK_OFF_WORDS =
      List.of("kick", "avspark", "start", "begynner", "spilles", "kampstart", "kl");

  private static String describe(List<Match> ms) {
    List<String> out = new ArrayList<>();
    for (Match m : ms) {
      out.add(m.home() + " v " + m.away() + " " + m.when());
    }
    return "(" + String.join("; ", out.subList(0, Math.min(3, out.size()))) + ")";
  }

  private static int[] monthDay(Matcher d) {
    try {
      if (d.group(1) != null) {
        return new int[] {month(d.group(2)), Integer.parseInt(d.group(1))};
      }
      if (d.group(4) != null) {
        return new int[] {month(d.group(4)), Integer.parseInt(d.group(5))};
      }
      if (d.group(7) != null) {
        return new int[] {Integer.parseInt(d.group(8)), Integer.parseInt(d.group(7))};
      }
      return new int[] {Integer.parseInt(d.group(11)), Integer.parseInt(d.group(12))};
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static int month(String m) {
    String s = m.toLowerCase(Locale.ROOT);
    String[] starts = {
      "jan", "feb", "mar", "apr", "ma", "jun", "jul", "aug", "sep", "o", "nov", "de"
    };
    if (s.equals("may") || s.equals("mai")) {
      return 5;
    }
    for (int i = 0; i < starts.length; i++) {
      if (s.startsWith(starts[i])) {
        return i + 1;
      }
    }
    return -1;
  }

  /**
   * Whether a sentence names a club of no match the turn has: its clubs read from the text's places
   * when the caller has them (else from the sentence), each club's answer kept for the reply (#24).
   */
  private static final class Clubs {
    private final List<Match> all;
    private final Teams.Places places;
    private final Map<String, Boolean> ours = new java.util.HashMap<>();

    Clubs(List<Match> all, Teams.Places places) {
      this.all = all;
      this.places = places;
    }

    /** {@code sentence} starts at {@code from} in the text; {@code lower} is it lower-cased. */
    boolean another(String sentence, String lower, int from) {
      if (places == null) {
        for (String club : Teams.writtenIn(sentence, lower)) {
          if (!ours(club)) {
            return true;
          }
        }
        return false;
      }
      int to = from + sentence.length();
      for (int i = places.first(from); i < places.size() && places.start(i) < to; i++) {
        String club = places.at(i, from, to);
        if (club != null && !ours(club)) {
          return true;
        }
      }
      return false;
    }

    private boolean ours(String club) {
      return ours.computeIfAbsent(club, c -> namesOurs(c, all));
    }
  }

  /** Whether {@code club} is a form of, or in the name of, a team of the turn's matches. */
  private static boolean namesOurs(String club, List<Match> all) {
    boolean ours = false;
    for (Match m : all) {
      for (String team : List.of(m.home(), m.away())) {
        for (String f : Teams.forms(team)) {
          ours |=
              f.equalsIgnoreCase(club)
                  || team.toLowerCase(Locale.ROOT).contains(club.toLowerCase(Locale.ROOT));
        }
      }
    }
    return ours;
  }

  /**
   * Where the sentence first names the team (its name or a short form), or -1; {@code lower} is the
   * sentence in lower case and {@code firsts} holds the teams looked for before, so that a long
   * sentence is lower-cased once, not once per match, team and form.
   */
  private static int first(
      String sentence, String lower, String team, Map<String, Integer> firsts) {
    Integer known = firsts.get(team);
    if (known != null) {
      return known;
    }
    int best = -1;
    for (String f : Teams.forms(team)) {
      if (Teams.written(sentence, lower, f)) {
        int at = lower.indexOf(f.toLowerCase(Locale.ROOT));
        best = best < 0 || (at >= 0 && at < best) ? at : best;
      }
    }
    firsts.put(team, best);
    return best;
  }

  /** Words between two teams that put the first one away: "Liverpool play away at City". */
  private static final Pattern AWAY_WORDS =
      Pattern.compile(
          "\\b(?:away (?:at|to|against|from home against)|away (?:game|match|fixture) (?:at|against)"
              + "|travel(?:s|ling)? to|visits?|(?:spiller )?borte mot|på bortebane mot|bortekamp mot"
              + "|reiser til|besøker)\\b",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** Words between two teams that put the first one at home: "Liverpool host City". */
  private static final Pattern HOME_WORDS =
      Pattern.compile(
          "\\b(?:host(?:s|ing)?|welcome(?:s)?|at home (?:to|against)|(?:spiller )?hjemme mot|"
              + "home (?:game|match|fixture) (?:against|to|with)|hjemmekamp mot|"
              + "tar imot|får besøk av)\\b",
          Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

  /** Words that put the team nearest them away ({@code true}) or at home. */
  private static final Map<String, Boolean> SIDE_OF_ONE =
      Map.ofEntries(
          Map.entry("borteseier", true),
          Map.entry("borteseieren", true),
          Map.entry("bortetap", true),
          Map.entry("bortetapet", true),
          Map.entry("away win", true),
          Map.entry("away victory", true),
          Map.entry("away defeat", true),
          Map.entry("away loss", true),
          Map.entry("hjemmeseier", false),
          Map.entry("hjemmeseieren", false),
          Map.entry("hjemmetap", false),
          Map.entry("hjemmetapet", false),
          Map.entry("home win", false),
          Map.entry("home victory", false),
          Map.entry("home defeat", false),
          Map.entry("home loss", false));

  /**
   * "det ble en borteseier for Liverpool", "a disappointing home defeat for Tottenham": the team
   * named nearest the words must be of that side in the sentence's match. Judged only when the
   * sentence's matches are one match.
   */
  private static void sideOfOne(
      String sentence,
      String lower,
      List<Match> ours,
      Map<String, Integer> firsts,
      List<String> out) {
    if (ours.size() != 1
        || out.size() >= MAX_PROBLEMS
        || (lower.indexOf("home") < 0
            && lower.indexOf("away") < 0
            && lower.indexOf("hjemme") < 0
            && lower.indexOf("borte") < 0)) {
      return; // most sentences have no side word: four searches, not one per phrase
    }
    Match m = ours.get(0);
    for (Map.Entry<String, Boolean> e : SIDE_OF_ONE.entrySet()) {
      int at = lower.indexOf(e.getKey());
      if (at < 0
          || (at > 0 && Chars.isLetter(lower.charAt(at - 1)))
          || (at + e.getKey().length() < lower.length()
              && Chars.isLetter(lower.charAt(at + e.getKey().length())))) {
        continue;
      }
      int home = first(sentence, lower, m.home(), firsts);
      int away = first(sentence, lower, m.away(), firsts);
      int end = at + e.getKey().length();
      String next = lower.substring(end, Math.min(lower.length(), end + 10)).strip();
      boolean opponentAfter = false; // "a home win against City": the team before is the side
      for (String w : List.of("against", "mot", "over", "vs", "versus", "to ", "til ")) {
        opponentAfter |= next.startsWith(w);
      }
      int dh = home < 0 || (opponentAfter && home > at) ? Integer.MAX_VALUE : Math.abs(home - at);
      int da = away < 0 || (opponentAfter && away > at) ? Integer.MAX_VALUE : Math.abs(away - at);
      // "a home win for the Reds": the team named right after "for" is the side, whichever of the
      // two is named nearer the words first (#22, content-cases18 E079)
      Boolean forAway = forSide(sentence, lower, end, m);
      if (forAway != null) {
        da = forAway ? 0 : 1;
        dh = forAway ? 1 : 0;
      }
      if (dh == da) {
        continue;
      }
      boolean nearestAway = da < dh;
      if (nearestAway != e.getValue()) {
        String team = nearestAway ? m.away() : m.home();
        out.add(
            "'"
                + e.getKey()
                + "' for "
                + team
                + " where the match is "
                + m.home()
                + " v "
                + m.away());
        return;
      }
    }
  }

  /**
   * Which side of the match the words right after a side word name with "for" ("home win for the
   * Reds", "borteseier for Spurs"): {@code true} for the away team, {@code false} for the home
   * team, null when no "for" follows or the name after it is neither team's (or both). Reads at
   * most one word and one team name's forms.
   */
  private static Boolean forSide(String sentence, String lower, int end, Match m) {
    int i = end;
    while (i < lower.length() && lower.charAt(i) == ' ') {
      i++;
    }
    if (!lower.startsWith("for ", i)) {
      return null;
    }
    i += 4;
    while (i < lower.length() && lower.charAt(i) == ' ') {
      i++;
    }
    boolean home = namedAt(sentence, lower, i, m.home());
    boolean away = namedAt(sentence, lower, i, m.away());
    return home == away ? null : away;
  }

  /** Whether one of the team's forms is written at {@code at}, as whole words. */
  private static boolean namedAt(String sentence, String lower, int at, String team) {
    for (String f : Teams.forms(team)) {
      String l = f.toLowerCase(Locale.ROOT);
      int after = at + l.length();
      if (lower.startsWith(l, at)
          && (after >= lower.length() || !Chars.isLetter(lower.charAt(after)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The one match of the day a sentence that names no team writes, when it tells a kick-off
   * ("Kick-off is at 15:00 on 11 October", "Søndag 11. oktober kl. kvart over tre mot City"); else
   * none. Only sentences with a word that names a match's start ("kick-off", "avspark",
   * "kampstart"), or another kick-off word with an opponent ("mot", "against", "vs"), are read.
   */
  private static List<Match> byDay(
      String sentence, String lower, List<Match> all, boolean asksWhen) {
    boolean start =
        lower.indexOf("kick") >= 0
            || lower.indexOf("avspark") >= 0
            || lower.indexOf("kampstart") >= 0;
    boolean opponent =
        beforeName(sentence, lower, " mot ")
            || beforeName(sentence, lower, " against ")
            || beforeName(sentence, lower, " vs ");
    if (!start
        && !((opponent || asksWhen)
            && (kickOffCandidate(lower) >= 0
                // "Søndag 11. oktober kvart over tre, hjemme mot City" (#22, cases11 E079)
                || SpokenClock.find(lower, 0, lower.length()) != null))) {
      return List.of(); // "starts at", "kl." alone may be any event's; with "mot …" a match's
    }
    Matcher d = DATE.matcher(sentence).useTransparentBounds(true).useAnchoringBounds(false);
    Match found = null;
    int from = 0;
    while (findDate(sentence, d, from)) {
      from = d.end();
      int[] md = monthDay(d);
      if (md == null) {
        continue;
      }
      for (Match m : all) {
        if (m.date().getMonthValue() == md[0] && m.date().getDayOfMonth() == md[1]) {
          if (found != null && !found.equals(m)) { // one match fetched for each team is one
            return List.of(); // two matches that day: the sentence does not say which
          }
          found = m;
        }
      }
    }
    return found == null ? List.of() : List.of(found);
  }

  /** Whether the sentence writes a date ({@link #DATE}). */
  private static boolean dated(String sentence) {
    Matcher d = DATE.matcher(sentence).useTransparentBounds(true).useAnchoringBounds(false);
    return findDate(sentence, d, 0);
  }

  /**
   * The one match (or its copies, one fetched for each team) whose two teams the question names, or
   * null: a question naming one team may ask another match than the turn fetched ("Liverpool last
   * game kick-off time?" where only the next was fetched, content-cases6 E081). At most 2,000
   * characters of the question read.
   */
  private static Match namedIn(String question, List<Match> all) {
    if (question == null || question.isEmpty() || question.length() > 2_000) {
      return null;
    }
    String lower = question.toLowerCase(Locale.ROOT);
    Map<String, Integer> firsts = new java.util.HashMap<>();
    Match found = null;
    for (Match m : all) {
      if (first(question, lower, m.home(), firsts) >= 0
          && first(question, lower, m.away(), firsts) >= 0) {
        if (found != null && !found.equals(m)) {
          return null;
        }
        found = m;
      }
    }
    return found;
  }

  /** Words of a question that asks when a match is or was, lower case. */
  private static final List<String> WHEN_WORDS = WordLists.list("MatchTimes.WHEN_WORDS");

  /** Whether the question asks when a match is or was ({@link #WHEN_WORDS}, as words). */
  static boolean asksWhen(String question) {
    if (question == null || question.length() > 2_000) {
      return false;
    }
    String q = question.toLowerCase(Locale.ROOT);
    for (String w : WHEN_WORDS) {
      int at = q.indexOf(w);
      if (at >= 0
          && (at == 0 || !Chars.isLetter(q.charAt(at - 1)))
          && (at + w.length() == q.length() || !Chars.isLetter(q.charAt(at + w.length())))) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code word} is written before a capitalised word: "mot City", not "mot slutten". */
  private static boolean beforeName(String sentence, String lower, String word) {
    int at = lower.indexOf(word);
    int after = at + word.length();
    return at >= 0 && after < sentence.length() && Character.isUpperCase(sentence.charAt(after));
  }

  /** Whether the sentence's matches hold the match's reverse fixture too. */
  private static boolean reversed(Match m, List<Match> both) {
    for (Match other : both) {
      if (other != m && other.home().equals(m.away()) && other.away().equals(m.home())) {
        return true;
      }
    }
    return false;
  }

  /**
   * A kick-off in words after the sentence's kick-off word ({@link SpokenClock}): wrong when it is
   * none of its matches' times in UTC, where played or in the zones a reader in Europe writes.
   */
  /** How far after the kick-off word a time in words is read. */
  private static final int SPOKEN_REACH = 60;

  private static void spokenKickOff(
      String sentence, String lower, int kick, List<Match> ours, List<String> out) {
    // the time told right after the kick-off word: up to a time in digits, within a few words
    int to = Math.min(lower.length(), kick + SPOKEN_REACH);
    for (int i = kick; i < to; i++) {
      if (Chars.isDigit(lower.charAt(i))) {
        to = i;
      }
    }
    SpokenClock.Time t = SpokenClock.find(lower, kick, to);
    if (t == null) {
      return;
    }
    String zone = zoneAfter(lower, t.end());
    if (zone != null) {
      // "halv fem norsk tid": the kick-off in that zone
      boolean labelKnown = false;
      for (Match m : ours) {
        int inZone = inZone(m, zone);
        labelKnown |= inZone >= 0;
        if (inZone >= 0 && t.mayBe(inZone)) {
          return;
        }
      }
      if (labelKnown) {
        out.add(
            "stated kick-off '"
                + sentence.substring(t.start(), t.end())
                + " "
                + zone
                + "' ("
                + t.digits()
                + ") where the source says "
                + describe(ours));
        return;
      }
    }
    boolean known = false;
    for (Match m : ours) {
      for (int base : new int[] {m.utcMinutes(), m.localMinutes()}) {
        if (base < 0) {
          continue;
        }
        known = true;
        for (int offset : new int[] {0, 60, 120}) {
          if (t.mayBe((base + offset) % (24 * 60))) {
            return;
          }
        }
      }
    }
    if (known) {
      out.add(
          "stated kick-off '"
              + sentence.substring(t.start(), t.end())
              + "' ("
              + t.digits()
              + ") where the source says "
              + describe(ours));
    }
  }

  /** The most characters between two teams read for side words. */
  private static final int MAX_BETWEEN = 60;

  /**
   * The sides in words: "Liverpool's next match is away at Manchester City", "City host Liverpool",
   * "Liverpool spiller borte mot City" where the match is the other way round. Only for a match
   * whose reverse fixture the sentence's matches do not hold, and only words right between the two
   * teams.
   */
  private static void sidesInWords(
      String sentence,
      String lower,
      List<Match> both,
      Map<String, Integer> firsts,
      List<String> out) {
    for (Match m : both) {
      int home = first(sentence, lower, m.home(), firsts);
      int away = first(sentence, lower, m.away(), firsts);
      if (home < 0 || away < 0 || out.size() >= MAX_PROBLEMS) {
        continue;
      }
      boolean reverse = false;
      for (Match other : both) {
        reverse |= other != m && other.home().equals(m.away()) && other.away().equals(m.home());
      }
      if (reverse) {
        continue;
      }
      boolean homeFirst = home < away;
      int from = homeFirst ? endOf(sentence, m.home(), home) : endOf(sentence, m.away(), away);
      int to = homeFirst ? away : home;
      if (from >= to || to - from > MAX_BETWEEN) {
        continue;
      }
      String between = sentence.substring(from, to);
      // the first team named is said to be away, or the second at home
      boolean firstAway = AWAY_WORDS.matcher(between).find();
      boolean firstHome = HOME_WORDS.matcher(between).find();
      if (firstAway == firstHome) {
        continue;
      }
      if (firstAway == homeFirst) {
        out.add(
            "'"
                + sentence.substring(Math.min(home, away), to).strip()
                + "…' puts "
                + m.away()
                + " at home where the match is "
                + m.home()
                + " v "
                + m.away());
      }
    }
  }

  private static int endOf(String sentence, String team, int at) {
    int end = at;
    for (String f : Teams.forms(team)) {
      if (sentence.regionMatches(true, at, f, 0, f.length())) {
        end = Math.max(end, at + f.length());
      }
    }
    return end;
  }
}
