package dev.vex.guards.digits;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which forecast days a reply's numbers speak of. A reply is cut into clauses (at a sentence end, a
 * semicolon, a colon, a line break, or a comma before a space); a clause's day words ("today", "i
 * morgen", "Sunday", "the weekend", "5 April", "18. juli") name the days its numbers are about, and
 * a clause without any speaks of the days of the nearest clause before it that has some. A number
 * before any day word speaks of the first forecast day, today. A day word right after "than" /
 * "enn" is what is compared with, not what is spoken of. A weekday or date the data does not hold
 * names no day the figures have: a number there states no dated figure.
 *
 * <p>One pass over the text; each number is then placed by a binary search (none when it is in the
 * clause of the number asked about before it, as the numbers read in order nearly always are):
 * linear in the text. Made for one scan of one reply: not thread-safe.
 */
final class Days {
  private static final Map<String, DayOfWeek> WEEKDAYS =
      Map.ofEntries(
          Map.entry("monday", DayOfWeek.MONDAY),
          Map.entry("mandag", DayOfWeek.MONDAY),
          Map.entry("tuesday", DayOfWeek.TUESDAY),
          Map.entry("tirsdag", DayOfWeek.TUESDAY),
          Map.entry("wednesday", DayOfWeek.WEDNESDAY),
          Map.entry("onsdag", DayOfWeek.WEDNESDAY),
          Map.entry("thursday", DayOfWeek.THURSDAY),
          Map.entry("torsdag", DayOfWeek.THURSDAY),
          Map.entry("friday", DayOfWeek.FRIDAY),
          Map.entry("fredag", DayOfWeek.FRIDAY),
          Map.entry("saturday", DayOfWeek.SATURDAY),
          Map.entry("lørdag", DayOfWeek.SATURDAY),
          Map.entry("sunday", DayOfWeek.SUNDAY),
          Map.entry("søndag", DayOfWeek.SUNDAY));

  static final Map<String, Integer> MONTHS =
      Map.ofEntries(
          Map.entry("january", 1),
          Map.entry("januar", 1),
          Map.entry("jan", 1),
          Map.entry("february", 2),
          Map.entry("februar", 2),
          Map.entry("feb", 2),
          Map.entry("march", 3),
          Map.entry("mars", 3),
          Map.entry("april", 4),
          Map.entry("apr", 4),
          Map.entry("may", 5),
          Map.entry("mai", 5),
          Map.entry("june", 6),
          Map.entry("juni", 6),
          Map.entry("july", 7),
          Map.entry("juli", 7),
          Map.entry("august", 8),
          Map.entry("aug", 8),
          Map.entry("september", 9),
          Map.entry("sep", 9),
          Map.entry("sept", 9),
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

  private static final Set<String> TOMORROW_AFTER_I = Set.of("morgen", "morgon", "morra", "mårå");
  private static final Set<String> DAY_AFTER = Set.of("overmorgen", "overmorgon", "overmorra");
  private static final Set<String> WEEKEND = Set.of("weekend", "helg", "helga", "helgen");
  private static final Set<String> TODAY_ALONE =
      Set.of("today", "tonight", "now", "currently", "nå", "idag");
  private static final Set<String> AFTER_I = Set.of("dag", "kveld", "natt", "kveldens");

  /**
   * Words that name an hour or a part of the day ("at 9 pm", "this evening", "i kveld", "klokka
   * 15", "midt på dagen"): a clause with one speaks of hours, not only of the day as a whole.
   */
  private static final Set<String> TIMES = WordLists.set("Days.TIMES");

  private static final Set<String> WARMER =
      Set.of("warmer", "hotter", "milder", "varmere", "mildere");
  private static final Set<String> COLDER =
      Set.of("colder", "cooler", "chillier", "kaldere", "kjøligere", "kaldare");

  /**
   * A comparison of two days' warmth: "Sunday will be colder than Saturday", "søndag blir varmere
   * enn lørdag".
   *
   * @param position where the comparative word stands
   * @param warmer whether the clause's day is said to be warmer (else colder)
   * @param than the days it is compared with
   */
  record Comparison(int position, boolean warmer, Set<LocalDate> than, boolean most) {
    Comparison(int position, boolean warmer, Set<LocalDate> than) {
      this(position, warmer, than, false);
    }
  }

  /** Superlatives of a day's warmth: "the warmest day", "varmest av de tre dagene". */
  private static final Set<String> WARMEST =
      Set.of("warmest", "hottest", "mildest", "varmest", "varmeste", "mildeste");

  private static final Set<String> COLDEST =
      Set.of("coldest", "coolest", "chilliest", "kaldest", "kaldeste", "kjøligste", "kaldast");

  /**
   * Words after a superlative that make it one of a whole day: not "the warmest hour", nor "det
   * varmeste i dag" (the warmest of today).
   */
  private static final Set<String> OF_DAYS =
      Set.of("day", "days", "dag", "dagen", "of", "av", "among", "blant", "");

  /** The word after {@code i} in lower case, "" at a clause's end or the text's. */
  private static String nextWord(String text, int i) {
    int n = text.length();
    int j = i;
    while (j < n && text.charAt(j) == ' ') {
      j++;
    }
    int e = j;
    while (e < n && e - j < 12 && Chars.isLetter(text.charAt(e))) {
      e++;
    }
    return text.substring(j, e).toLowerCase(Locale.ROOT);
  }

  private final int[] starts; // clause starts, ascending
  private final List<Set<LocalDate>> spoken; // per clause: the days it speaks of
  private final Set<LocalDate> first;
  private final Set<LocalDate> held; // the dates the figures carry
  private final List<Comparison> comparisons;
  private final List<Set<LocalDate>> usable; // per clause: spoken of, or compared with
  private final boolean[] timed; // per clause: whether it speaks of an hour or part of the day
  private final int[] hours; // per clause: the hour it names, in minutes of the day, or -1

  private Days(
      int[] starts,
      List<Set<LocalDate>> spoken,
      Set<LocalDate> first,
      Set<LocalDate> held,
      List<Comparison> comparisons,
      List<Set<LocalDate>> usable,
      boolean[] timed,
      int[] hours) {
    this.hours = hours;
    this.starts = starts;
    this.spoken = spoken;
    this.first = first;
    this.held = held;
    this.comparisons = comparisons;
    this.usable = usable;
    this.timed = timed;
  }

  /** The first forecast day: today where the figures were observed. */
  LocalDate today() {
    return first.iterator().next();
  }

  /** The comparisons of two days' warmth the text makes, at most a few. */
  List<Comparison> comparisons() {
    return comparisons;
  }

  /**
   * Reads the text's clauses against the forecast's dates.
   *
   * @param text the reply
   * @param dates the dates the figures carry, ascending; the first is today
   */
  static Days of(String text, List<LocalDate> dates) {
    LocalDate today = dates.get(0);
    Set<LocalDate> first = Set.of(today);
    List<Integer> clauseStarts = new ArrayList<>();
    List<Set<LocalDate>> spoken = new ArrayList<>();
    clauseStarts.add(0);
    Set<LocalDate> current = null; // the days named in the current clause, or null
    Set<LocalDate> carried = first;
    String previous = "";
    String beforePrevious = "";
    int previousNumber = -1; // the last number before the current word, if right before it
    List<Comparison> comparisons = new ArrayList<>();
    int comparative = 0; // +1 after "warmer than", -1 after "colder than", until a day is named
    int comparativeAt = -1;
    List<Set<LocalDate>> usable = new ArrayList<>();
    Set<LocalDate> comparedNow = null; // the days named after "than" in the current clause
    Set<LocalDate> carriedUsable = first; // what a clause that names no day may state
    List<Boolean> timedList = new ArrayList<>();
    boolean timedNow = false; // a time word in the current clause
    boolean timedCarried = false; // the clause before, within the sentence, spoke of hours
    List<Integer> hourList = new ArrayList<>();
    int hourNow = -1; // the hour the current clause names ("at 6 pm", "kl. 15", "21:00")
    int hourCarried = -1;
    int atNumber = -1; // a number right after "at", "kl", "klokka": an hour if a time word follows
    boolean afterAt = false;
    int runs = 0; // the digit runs of the current clause
    int hourRuns = 0; // of them, those that name its hour
    // one instance per distinct set of days, the first day's own among them
    Map<Set<LocalDate>, Set<LocalDate>> known = new java.util.HashMap<>();
    known.put(first, first);
    int n = text.length();
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (isClauseEnd(text, i)) {
        boolean clauseTimed = timedNow || (current == null && timedCarried);
        current = current == null ? null : interned(known, current);
        Set<LocalDate> clauseUsable = current == null ? carriedUsable : current;
        Set<LocalDate> withCompared = union(clauseUsable, comparedNow);
        // both are interned already: looked up again only when the union made a new set (#23: the
        // set's hash, made at every clause, was a ninth of this reading)
        carriedUsable = withCompared == clauseUsable ? clauseUsable : interned(known, withCompared);
        carried = current == null ? carried : current;
        spoken.add(carried);
        usable.add(carriedUsable);
        timedList.add(clauseTimed);
        char end = text.charAt(i);
        int clauseHour = hourNow >= 0 ? hourNow : (current == null ? hourCarried : -1);
        // an hour is a number's only when the clause states one number besides it
        hourList.add(runs - hourRuns == 1 ? clauseHour : -1);
        runs = 0;
        hourRuns = 0;
        timedCarried = clauseTimed && (end == ',' || end == ':' || end == ';');
        hourCarried = end == ':' ? clauseHour : -1; // "Sunday at 3 PM: 19 °C"
        hourNow = -1;
        atNumber = -1;
        afterAt = false;
        timedNow = false;
        comparedNow = null;
        clauseStarts.add(i + 1);
        current = null;
        comparative = 0;
        previous = "";
        beforePrevious = "";
        previousNumber = -1;
        i++;
        continue;
      }
      if (Chars.isDigit(c)) {
        int s = i;
        while (i < n && Chars.isDigit(text.charAt(i)) && i - s < 4) {
          i++;
        }
        previousNumber = i - s <= 2 ? upToTwoDigits(text, s, i) : -1;
        runs++;
        atNumber = afterAt && previousNumber >= 0 && previousNumber <= 24 ? previousNumber : -1;
        afterAt = false;
        if (atNumber >= 0 && AT.contains(previous)) {
          hourNow = (atNumber % 24) * 60; // "kl. 15", "klokka 21"
          hourRuns++;
        }
        if (i - s <= 2
            && i + 2 < n
            && text.charAt(i) == ':'
            && Chars.isDigit(text.charAt(i + 1))
            && Chars.isDigit(text.charAt(i + 2))) {
          timedNow = true; // "21:00", "9:30"
          if (previousNumber >= 0 && previousNumber <= 23) {
            hourNow = previousNumber * 60 + Integer.parseInt(text, i + 1, i + 3, 10);
            hourRuns += AT.contains(previous) ? 1 : 2; // "21:00": two runs, one hour
          }
        }
        if (i < n && text.charAt(i) == '.') {
          i++; // "5. april"
        }
        continue;
      }
      if (!Chars.isLetter(c)) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && Chars.isLetter(text.charAt(i))) {
        i++;
      }
      if (i - s > 12) {
        previous = "";
        previousNumber = -1;
        continue;
      }
      String w = word(text, s, i);
      if (w.isEmpty()) {
        // no word of READ (most words): of the tests below only "at" can hold, and the words
        // before move on; the sets are not asked about "" (#24)
        afterAt = i - s == 2 && text.regionMatches(true, s, "at", 0, 2);
        beforePrevious = previous;
        previous = w;
        previousNumber = -1;
        continue;
      }
      if (TIMES.contains(w)) {
        timedNow = true;
        int h = hourOf(w, previousNumber, atNumber, hourNow);
        if (h != hourNow && (previousNumber >= 0 || atNumber >= 0)) {
          hourRuns++; // "6 pm", "at 9 … morning": the number names the hour
        }
        hourNow = h;
      }
      afterAt = AT.contains(w) || i - s == 2 && text.regionMatches(true, s, "at", 0, 2);
      if (("than".equals(w) || "enn".equals(w)) && WARMER.contains(previous)) {
        comparative = 1;
        comparativeAt = s;
      } else if (("than".equals(w) || "enn".equals(w)) && COLDER.contains(previous)) {
        comparative = -1;
        comparativeAt = s;
      }
      if ((WARMEST.contains(w) || COLDEST.contains(w))
          && comparisons.size() < 8
          && OF_DAYS.contains(nextWord(text, i))) {
        // "Saturday will be the warmest day of the three": against every forecast day's high
        comparisons.add(new Comparison(s, WARMEST.contains(w), Set.copyOf(dates), true));
      }
      Set<LocalDate> named =
          named(w, previous, beforePrevious, previousNumber, followingNumber(text, i), dates);
      boolean compared = isThan(previous) || (isThan(beforePrevious) && isOn(previous));
      if (named != null && compared) {
        comparedNow = comparedNow == null ? new TreeSet<>() : comparedNow;
        comparedNow.addAll(named);
      }
      if (named != null && comparative != 0 && compared && comparisons.size() < 8) {
        comparisons.add(new Comparison(comparativeAt, comparative > 0, named));
        comparative = 0;
      }
      if (named != null && !compared) {
        if (current == null) {
          current = new TreeSet<>();
        }
        current.addAll(named);
      }
      beforePrevious = previous;
      previous = w;
      previousNumber = -1;
    }
    current = current == null ? null : interned(known, current);
    Set<LocalDate> last = current == null ? carried : current;
    spoken.add(last);
    usable.add(interned(known, union(current == null ? carriedUsable : current, comparedNow)));
    timedList.add(timedNow || (current == null && timedCarried));
    hourList.add(
        runs - hourRuns == 1
            ? (hourNow >= 0 ? hourNow : (current == null ? hourCarried : -1))
            : -1);
    int[] hourArray = hourList.stream().mapToInt(Integer::intValue).toArray();
    int[] starts = clauseStarts.stream().mapToInt(Integer::intValue).toArray();
    boolean[] timed = new boolean[timedList.size()];
    for (int k = 0; k < timed.length; k++) {
      timed[k] = timedList.get(k);
    }
    return new Days(
        starts, spoken, first, Set.copyOf(dates), comparisons, usable, timed, hourArray);
  }

  /** The most distinct sets of days {@link #interned} keeps. */
  private static final int INTERNED = 64;

  /**
   * The instance of {@code days} kept in {@code known}, or {@code days} kept as the instance of its
   * days: clauses that speak of the same days ("… today. … today.") give their numbers the same
   * set, so that the scan's look-ups by the set ({@code DigitScanGuard}'s memos of the figures a
   * clause lets its numbers state) are made once for all of them, not once per clause (#24).
   */
  private static Set<LocalDate> interned(
      Map<Set<LocalDate>, Set<LocalDate>> known, Set<LocalDate> days) {
    Set<LocalDate> same = known.get(days);
    if (same != null) {
      return same;
    }
    if (known.size() < INTERNED) {
      known.put(days, days);
    }
    return days;
  }

  /** The days spoken of with those compared with, or the spoken ones alone when none is. */
  private static Set<LocalDate> union(Set<LocalDate> spokenOf, Set<LocalDate> compared) {
    if (compared == null || spokenOf.containsAll(compared)) {
      return spokenOf;
    }
    Set<LocalDate> all = new TreeSet<>(spokenOf);
    all.addAll(compared);
    return all;
  }

  /**
   * Every word {@link #of} compares a word with: the others are read as no word at all (as a word
   * too long to be one of them is), since every use of a word is a test whether it is one of these.
   */
  private static final Set<String> READ = read();

  private static Set<String> read() {
    Set<String> all = new java.util.HashSet<>();
    all.addAll(WEEKDAYS.keySet());
    WEEKDAYS.keySet().forEach(d -> all.add(d + "s")); // "Sundays": the weekday without its s
    all.addAll(MONTHS.keySet());
    all.addAll(WEEKEND);
    all.addAll(TODAY_ALONE);
    all.addAll(AFTER_I);
    all.addAll(WARMER);
    all.addAll(COLDER);
    all.addAll(WARMEST);
    all.addAll(COLDEST);
    all.addAll(TIMES);
    all.addAll(List.of("than", "enn", "on", "på", "i", "tomorrow", "after"));
    all.addAll(TOMORROW_AFTER_I);
    all.addAll(DAY_AFTER);
    return Set.copyOf(all);
  }

  /** The hash codes of {@link #READ}'s words, sorted. */
  private static final int[] READ_HASHES =
      READ.stream().mapToInt(String::hashCode).sorted().distinct().toArray();

  /**
   * The word {@code text[s, e)} in lower case when it is one of {@link #READ}, else "": the string
   * is made only when the hash of its lower-cased letters is one of theirs (a letter whose lower
   * case depends on its neighbours or is longer, İ and Σ, makes it always).
   */
  private static String word(String text, int s, int e) {
    int h = 0;
    for (int k = s; k < e; k++) {
      char c = text.charAt(k);
      if (c == '\u0130' || c == '\u03A3' || Character.isSurrogate(c)) {
        String w = text.substring(s, e).toLowerCase(Locale.ROOT);
        return READ.contains(w) ? w : "";
      }
      h = 31 * h + Chars.toLowerCase(c);
    }
    if (java.util.Arrays.binarySearch(READ_HASHES, h) < 0) {
      return "";
    }
    String w = text.substring(s, e).toLowerCase(Locale.ROOT);
    return READ.contains(w) ? w : "";
  }

  private static boolean isThan(String w) {
    return "than".equals(w) || "enn".equals(w);
  }

  private static boolean isOn(String w) {
    return "on".equals(w) || "på".equals(w) || "i".equals(w);
  }

  /**
   * Whether the days given (as {@link #at} tells them) leave out today: the number speaks only of
   * other days, so a figure that holds for now says nothing about it.
   */
  boolean laterOnly(Set<LocalDate> spokenOf) {
    return !spokenOf.containsAll(first);
  }

  /** Whether every one of the days given is a day the figures carry ("Saturday", not "5 May"). */
  boolean held(Set<LocalDate> spokenOf) {
    return held.containsAll(spokenOf);
  }

  /** The days a number at {@code position} speaks of. */
  Set<LocalDate> at(int position) {
    int clause = clause(position);
    return clause < 0 ? first : spoken.get(clause);
  }

  /**
   * The days whose figures a number at {@code position} may state: those its clause speaks of and
   * those it compares them with ("Sunday will be warmer than Monday, 24 °C against 18 °C").
   */
  Set<LocalDate> usableAt(int position) {
    int clause = clause(position);
    return clause < 0 ? first : usable.get(clause);
  }

  /**
   * Whether the clause of a number at {@code position} speaks of an hour or a part of the day ("at
   * 9 pm", "this evening", "i kveld", "klokka 15"), itself or as the clause before it in the same
   * sentence did.
   */
  boolean timedAt(int position) {
    int clause = clause(position);
    return clause >= 0 && timed[clause];
  }

  /**
   * The hour the clause of a number at {@code position} names ("at 6 pm", "kl. 15", "21:00", "at 9
   * in the morning", "noon"), itself or as the clause before a colon did ("Sunday at 3 PM: 19 °C"),
   * in minutes of the day; -1 when it names none or states more than one number besides it ("18 °C
   * by noon and 19 °C at 3 pm" gives no number an hour).
   */
  int hourAt(int position) {
    int clause = clause(position);
    return clause >= 0 && clause < hours.length ? hours[clause] : -1;
  }

  private static final Set<String> AT = Set.of("kl", "klokka", "klokken");

  /** The hour a time word gives with the number before it or after "at": "6 pm", "9 … morning". */
  private static int hourOf(String w, int numberBefore, int atNumber, int hour) {
    switch (w) {
      case "am":
      case "pm":
        if (numberBefore >= 1 && numberBefore <= 12) {
          return (numberBefore % 12 + (w.equals("pm") ? 12 : 0)) * 60;
        }
        return hour;
      case "noon":
      case "midday":
        return hour >= 0 ? hour : 12 * 60;
      case "midnight":
      case "midnatt":
        return hour >= 0 ? hour : 0;
      case "morning":
      case "morgenen":
        return hour < 0 && atNumber >= 1 && atNumber <= 11 ? atNumber * 60 : hour;
      case "evening":
      case "afternoon":
      case "night":
      case "kveld":
      case "kvelden":
      case "ettermiddag":
      case "ettermiddagen":
        return hour < 0 && atNumber >= 1 && atNumber <= 11 ? (atNumber + 12) * 60 : hour;
      default:
        return hour;
    }
  }

  /** The clause {@link #clause} found last: the next number is nearly always in it too. */
  private int lastClause = -1;

  private int clause(int position) {
    int c = lastClause;
    if (c >= 0 && starts[c] <= position && (c + 1 == starts.length || position < starts[c + 1])) {
      return c; // the starts ascend: the greatest start at or below the position, as found below
    }
    int k = Arrays.binarySearch(starts, position);
    c = k >= 0 ? k : -k - 2;
    lastClause = c;
    return c;
  }

  /**
   * The value of one or two digits, as {@code Integer.parseInt(text, s, e, 10)} reads them: ASCII
   * worked out in place (nearly every run), other digits read by the JDK.
   */
  private static int upToTwoDigits(String text, int s, int e) {
    char a = text.charAt(s);
    char b = e - s == 2 ? text.charAt(s + 1) : '0';
    if (a >= '0' && a <= '9' && b >= '0' && b <= '9') {
      return e - s == 2 ? (a - '0') * 10 + (b - '0') : a - '0';
    }
    return Integer.parseInt(text, s, e, 10);
  }

  private static boolean isClauseEnd(String text, int i) {
    char c = text.charAt(i);
    if (c == '!' || c == '?' || c == '\n' || c == ';' || c == ':') {
      return !(c == ':' && i + 1 < text.length() && Chars.isDigit(text.charAt(i + 1)));
    }
    if (c != ',' && c != '.') {
      return false; // read at every character: the space after is looked at only after a mark
    }
    boolean spaceAfter = i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1));
    if (c == ',') {
      return spaceAfter;
    }
    return c == '.'
        && spaceAfter
        && !(i > 0 && Chars.isDigit(text.charAt(i - 1)))
        && !abbreviated(text, i);
  }

  /** Whether the stop at {@code i} shortens "kl." or "ca." ("Kl. 15 var det 11 grader"). */
  private static boolean abbreviated(String text, int i) {
    if (i < 2 || (i > 2 && Chars.isLetter(text.charAt(i - 3)))) {
      return false;
    }
    char a = Chars.toLowerCase(text.charAt(i - 2));
    char b = Chars.toLowerCase(text.charAt(i - 1));
    return (a == 'k' && b == 'l') || (a == 'c' && b == 'a');
  }

  private static int followingNumber(String text, int i) {
    int j = i;
    while (j < text.length() && text.charAt(j) == ' ' && j - i < 2) {
      j++;
    }
    int s = j;
    while (j < text.length() && Chars.isDigit(text.charAt(j)) && j - s < 3) {
      j++;
    }
    return j - s >= 1 && j - s <= 2 ? Integer.parseInt(text, s, j, 10) : -1;
  }

  /** The days a word names, or null when it names none. */
  private static Set<LocalDate> named(
      String w,
      String previous,
      String beforePrevious,
      int numberBefore,
      int numberAfter,
      List<LocalDate> dates) {
    LocalDate today = dates.get(0);
    if (TODAY_ALONE.contains(w) || ("i".equals(previous) && AFTER_I.contains(w))) {
      return Set.of(today);
    }
    if ("tomorrow".equals(w)) {
      return Set.of(today.plusDays("after".equals(previous) ? 2 : 1));
    }
    if (TOMORROW_AFTER_I.contains(w) && "i".equals(previous)) {
      return Set.of(today.plusDays(1)); // "i morgen", nynorsk "i morgon", spoken "i morra"
    }
    if (DAY_AFTER.contains(w)) {
      return Set.of(today.plusDays(2));
    }
    DayOfWeek weekday = WEEKDAYS.get(w);
    if (weekday == null && w.endsWith("s")) {
      weekday = WEEKDAYS.get(w.substring(0, w.length() - 1)); // "Sundays", "søndags"
    }
    if (weekday != null) {
      return matching(dates, weekday, null);
    }
    if (WEEKEND.contains(w)) {
      return matching(dates, DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
    }
    Integer month = MONTHS.get(w);
    int day = numberBefore > 0 ? numberBefore : numberAfter;
    if (month != null && day > 0 && !("may".equals(w) && numberBefore <= 0)) {
      try {
        return Set.of(LocalDate.of(today.getYear(), month, day));
      } catch (DateTimeException e) {
        return null;
      }
    }
    return null;
  }

  /** The dates on the given weekdays; an empty set when the data holds none (a day it lacks). */
  private static Set<LocalDate> matching(List<LocalDate> dates, DayOfWeek a, DayOfWeek b) {
    Set<LocalDate> out = new TreeSet<>();
    for (LocalDate d : dates) {
      if (d.getDayOfWeek() == a || d.getDayOfWeek() == b) {
        out.add(d);
      }
    }
    LocalDate today = dates.get(0);
    if (out.isEmpty()) {
      // a weekday the forecast does not reach: name its next date, which no figure carries
      for (int k = 0; k < 7; k++) {
        LocalDate d = today.plusDays(k);
        if (d.getDayOfWeek() == a) {
          out.add(d);
          break;
        }
      }
    }
    return out;
  }
}
