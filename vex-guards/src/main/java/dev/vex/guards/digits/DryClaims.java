package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.math.BigDecimal;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A whole day said to be dry against the forecast's hours (#22: "dry all day", "no rain", "tørt
 * hele dagen", "oppholdsvær" on a day whose hours give a chance of rain of {@value #RAINY} % or
 * more). Only a claim about a whole day is judged: its sentence names no hour or part of the day
 * ("tonight", "kl. 18", "by the evening", "i morgen tidlig") and does not speak of now ("right
 * now", "akkurat nå"); today's is judged only when it says so ("all day", "hele dagen", "has
 * been"). The day is the one the sentence names (today, tomorrow, a weekday; English and
 * Norwegian), else the day the weather was fetched for; a bare "dry" or "tørt" must name a day or
 * the whole day ("keep the matches dry" is no forecast). A negated claim ("will not be dry", "ikke
 * tørt") claims nothing.
 *
 * <p>One pass over the text for the dry words; each sentence with one is read once, at most {@value
 * #MAX_SENTENCE} characters: linear in the reply.
 */
final class DryClaims {
  /** The least chance of rain in an hour that makes a day not dry. */
  static final int RAINY = 50;

  private static final int MAX_SENTENCE = 400;
  private static final int MAX_PROBLEMS = 2;

  /** Words that say a day is dry, lower case. */
  private static final List<String> DRY = WordLists.list("DryClaims.DRY");

  /** The letters the dry words begin with. */
  private static final String FIRSTS = "dnrwtoi";

  /** Bit {@code c - 'a'} of each letter of {@link #FIRSTS}. */
  private static final int FIRST_BITS = firstBits();

  private static int firstBits() {
    int bits = 0;
    for (char c : FIRSTS.toCharArray()) {
      bits |= 1 << (c - 'a');
    }
    return bits;
  }

  /**
   * Whether the character lower-cased is one of {@link #FIRSTS}: in ASCII by a bit, without the
   * JDK's lower-casing and a walk of the string at every character of the reply (#24).
   */
  private static boolean mayBeFirst(char raw) {
    char c =
        raw < 128
            ? (raw >= 'A' && raw <= 'Z' ? (char) (raw + ('a' - 'A')) : raw)
            : Chars.toLowerCase(raw);
    return c >= 'a' && c <= 'z' && (FIRST_BITS & (1 << (c - 'a'))) != 0;
  }

  private static final Set<String> NEGATIONS = Set.of("not", "ikke", "ikkje", "never", "aldri");

  /** Words of a sentence about part of a day, an hour or now: such a sentence is not judged. */
  private static final Set<String> PART_OF_DAY = WordLists.set("DryClaims.PART_OF_DAY");

  /** Words that make a claim about today one about the whole day. */
  private static final Set<String> WHOLE_DAY =
      Set.of("all", "hele", "heile", "whole", "been", "vært");

  private static final Map<String, DayOfWeek> WEEKDAYS =
      Map.ofEntries(
          Map.entry("monday", DayOfWeek.MONDAY),
          Map.entry("tuesday", DayOfWeek.TUESDAY),
          Map.entry("wednesday", DayOfWeek.WEDNESDAY),
          Map.entry("thursday", DayOfWeek.THURSDAY),
          Map.entry("friday", DayOfWeek.FRIDAY),
          Map.entry("saturday", DayOfWeek.SATURDAY),
          Map.entry("sunday", DayOfWeek.SUNDAY),
          Map.entry("mandag", DayOfWeek.MONDAY),
          Map.entry("tirsdag", DayOfWeek.TUESDAY),
          Map.entry("onsdag", DayOfWeek.WEDNESDAY),
          Map.entry("torsdag", DayOfWeek.THURSDAY),
          Map.entry("fredag", DayOfWeek.FRIDAY),
          Map.entry("lørdag", DayOfWeek.SATURDAY),
          Map.entry("laurdag", DayOfWeek.SATURDAY),
          Map.entry("søndag", DayOfWeek.SUNDAY),
          Map.entry("sundag", DayOfWeek.SUNDAY));

  private static final java.util.regex.Pattern CLOCK =
      java.util.regex.Pattern.compile("(?<!\\d)\\d{1,2}[:.]\\d{2}(?!\\d)");

  private DryClaims() {}

  /** The problems of the reply's whole-day dry claims; empty when none is wrong. */
  static List<String> judge(String text, List<GroundTruth> truths) {
    List<String> out = new ArrayList<>();
    GroundTruth weather = null;
    for (GroundTruth t : truths) {
      if (t.facts().get("hours") instanceof Map<?, ?>) {
        weather = t;
        break;
      }
    }
    if (weather == null) {
      return out;
    }
    int n = text.length();
    int judgedTo = -1; // the end of the last sentence read: each is read once
    for (int i = 0; i < n && out.size() < MAX_PROBLEMS; i++) {
      if (!mayBeFirst(text.charAt(i))
          || i < judgedTo
          || (i > 0 && Chars.isLetter(text.charAt(i - 1)))) {
        continue;
      }
      String word = dryAt(text, i);
      if (word == null || negated(text, i)) {
        continue;
      }
      int start = i;
      while (start > 0 && i - start < MAX_SENTENCE && !end(text, start - 1)) {
        start--;
      }
      int stop = i;
      while (stop < n && stop - i < MAX_SENTENCE && !end(text, stop)) {
        stop++;
      }
      judgedTo = stop;
      String problem = sentence(text.substring(start, stop), word, weather);
      if (problem != null) {
        out.add(problem);
      }
    }
    return out;
  }

  /**
   * Whether a sentence ends at {@code k}: a full stop only before the text's end or a space and a
   * capital ("kl. 18", "4. april" and "ca. 5" go on). {@link NowWeather} reads sentences the same
   * way.
   */
  static boolean end(String text, int k) {
    char c = text.charAt(k);
    if (c == '!' || c == '?' || c == '\n' || c == ';') {
      return true;
    }
    if (c != '.') {
      return false;
    }
    int a = k + 1;
    while (a < text.length() && text.charAt(a) == ' ') {
      a++;
    }
    return a >= text.length() || Character.isUpperCase(text.charAt(a)) || text.charAt(a) == '\n';
  }

  /**
   * The dry word at {@code i}, where {@link #mayBeFirst} holds: only the words of its first letter
   * are compared (of a character whose lower case is an ASCII letter, regionMatches ignoring case
   * matches only the words that begin with that letter; #24).
   */
  private static String dryAt(String text, int i) {
    char first = Chars.toLowerCase(text.charAt(i));
    for (String w : DRY) {
      int e = i + w.length();
      if (w.charAt(0) == first
          && text.regionMatches(true, i, w, 0, w.length())
          && (e >= text.length() || !Chars.isLetter(text.charAt(e)))) {
        return w;
      }
    }
    return null;
  }

  /** Whether one of the three words before the dry word negates it ("will not be dry"). */
  private static boolean negated(String text, int i) {
    String before = text.substring(Math.max(0, i - 24), i).toLowerCase(Locale.ROOT);
    String[] words = before.split("[^\\p{L}']+");
    for (int k = Math.max(0, words.length - 3); k < words.length; k++) {
      String w = words[k];
      if (NEGATIONS.contains(w) || w.endsWith("n't")) {
        return true;
      }
    }
    return false;
  }

  private static String sentence(String s, String word, GroundTruth weather) {
    String lower = s.toLowerCase(Locale.ROOT);
    LocalDate asked = date(weather.facts().get("forecastDate"));
    LocalDate today =
        asked == null || !(weather.facts().get("forecastDay") instanceof Number d)
            ? null
            : asked.minusDays(d.longValue());
    if (today == null) {
      return null;
    }
    LocalDate day = null;
    boolean whole = false;
    String[] words = lower.split("[^\\p{L}']+");
    for (int k = 0; k < words.length; k++) {
      String w = words[k];
      if (PART_OF_DAY.contains(w)) {
        return null;
      }
      whole |= WHOLE_DAY.contains(w);
      String next = k + 1 < words.length ? words[k + 1] : "";
      if (w.equals("today") || (w.equals("i") && next.equals("dag"))) {
        day = day == null ? today : day;
      } else if (w.equals("tomorrow")
          || (w.equals("i") && (next.equals("morgen") || next.equals("morra")))) {
        day = day == null ? today.plusDays(1) : day;
      } else if (w.equals("overmorgen")) {
        day = today.plusDays(2);
      } else if (WEEKDAYS.containsKey(w)) {
        DayOfWeek dow = WEEKDAYS.get(w);
        for (int ahead = 0; ahead < 7; ahead++) {
          if (today.plusDays(ahead).getDayOfWeek() == dow) {
            day = today.plusDays(ahead);
            break;
          }
        }
      }
    }
    if (CLOCK.matcher(lower).find()) {
      return null; // a clock time: "18:00", "kl. 18.00"
    }
    boolean bare = word.equals("dry") || word.equals("tørt") || word.equals("tørr");
    if (day == null && bare && !whole) {
      return null; // "keep the matches dry": a bare "dry" must be said of a day
    }
    if (day == null) {
      day = asked;
    }
    if (day.equals(today) && !whole) {
      return null; // "no rain" today may be the rain now
    }
    BigDecimal most = mostRain(weather, day);
    if (most == null || most.compareTo(BigDecimal.valueOf(RAINY)) < 0) {
      return null;
    }
    return "'"
        + word
        + "' is said of "
        + day
        + ", but its chance of rain reaches "
        + most.stripTrailingZeros().toPlainString()
        + " %";
  }

  /** The day's highest hourly chance of rain, or null when the forecast has no hours for it. */
  private static BigDecimal mostRain(GroundTruth weather, LocalDate day) {
    if (!(weather.facts().get("hours") instanceof Map<?, ?> byDate)
        || !(byDate.get(day.toString()) instanceof Map<?, ?> quantities)
        || !(quantities.get("chanceOfRainPercent") instanceof List<?> values)) {
      return null;
    }
    BigDecimal most = null;
    for (Object v : values) {
      if (v instanceof BigDecimal b && (most == null || b.compareTo(most) > 0)) {
        most = b;
      }
    }
    return most;
  }

  private static LocalDate date(Object o) {
    try {
      return o == null ? null : LocalDate.parse(String.valueOf(o));
    } catch (java.time.format.DateTimeParseException e) {
      return null;
    }
  }
}
