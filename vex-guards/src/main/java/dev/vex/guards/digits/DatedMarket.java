package dev.vex.guards.digits;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The digit scan's check of a share's or an index's prices on past days, which the user only
 * mentioned (a past day is no live ask): the daily figures a fetcher labelled {@code "<symbol>
 * close on 2020-01-02"} (open, high, low, close, volume, change). Nothing is required. A sentence
 * that speaks of such a day (a date it writes, "that day" after the question's one day, the days of
 * the sentence before) and states a price, a percentage or a volume that none of that day's figures
 * backs, or a move ("slipped", "edged up", "falt") against that day's change or the move between
 * the two days it names, is replaced by one line with the day's figures and the source; every other
 * sentence stays as written. A window the source holds no prices for makes a price stated for one
 * of its days wrong. Dates the data does not hold are not judged. Linear in the reply's length.
 */
final class DatedMarket {
  private DatedMarket() {}

  /** What the check found: the text to give the user, or null, and why. */
  record Outcome(String text, List<String> problems) {}

  static final Pattern ISO =
      Pattern.compile(
          "(?<![\\d-])((?:19|20)\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(?![\\d-])");

  /** "2 January 2020", "2. januar 2020", "26 June", "2nd of Jan". */
  static final Pattern DAY_MONTH =
      Pattern.compile(
          "(?<![\\d.,])(\\d{1,2})(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+)?(\\p{L}{3,9})\\.?(?:,?\\s+((?:19|20)\\d\\d))?(?!\\d)",
          Pattern.UNICODE_CASE | Pattern.CASE_INSENSITIVE);

  /** "January 2, 2020", "June 26", "Jan 2nd". */
  static final Pattern MONTH_DAY =
      Pattern.compile(
          "(?<!\\p{L})(\\p{L}{3,9})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d.,]\\d)(?:,?\\s+((?:19|20)\\d\\d))?(?!\\d)",
          Pattern.UNICODE_CASE | Pattern.CASE_INSENSITIVE);

  private static final Set<String> VOLUME_WORDS =
      Set.of("volume", "shares", "traded", "volum", "omsatt", "omsetning", "aksjer");

  private static final Set<String> NEGATIONS =
      Set.of("not", "n't", "didn't", "never", "ikke", "aldri", "no");

  /** One listing's daily figures, by day. */
  private static final class Series {
    final String symbol;
    final List<String> aliases;
    final String name;
    final String currency;
    final String source;
    final LocalDate from;
    final LocalDate to;
    final TreeMap<LocalDate, Map<String, KeyFigure>> days = new TreeMap<>();

    /** {@link FigureMatcher#canonicalUnit} of the currency. */
    final String unit;

    /** The days held, by month and day of month ({@link #monthDay}), each list in order. */
    private final Map<Integer, List<LocalDate>> byMonthDay = new java.util.HashMap<>();

    /**
     * The figures of the days judged so far, by the days: a window's days recur sentence after
     * sentence.
     */
    private final Map<List<LocalDate>, DayFigures> judged = new java.util.HashMap<>();

    Series(GroundTruth t, LocalDate from, LocalDate to) {
      this.symbol = String.valueOf(t.facts().getOrDefault("symbol", ""));
      this.name = String.valueOf(t.facts().getOrDefault("name", symbol));
      this.currency = String.valueOf(t.facts().getOrDefault("currency", ""));
      this.source = t.sourceName();
      this.from = from;
      this.to = to;
      List<String> a = new ArrayList<>();
      for (KeyFigure f : t.keyFigures()) {
        String date = DatedFigures.labelDate(f.label());
        if (date == null) {
          continue;
        }
        String head = f.label().substring(0, f.label().length() - 14);
        String what = head.substring(head.lastIndexOf(' ') + 1);
        try {
          days.computeIfAbsent(LocalDate.parse(date), d -> new java.util.HashMap<>()).put(what, f);
        } catch (java.time.format.DateTimeParseException e) {
          continue;
        }
        if (a.isEmpty()) {
          a.addAll(f.aliases());
        }
      }
      if (a.isEmpty()) {
        a.add(symbol);
        if (symbol.startsWith("^")) {
          a.add(symbol.substring(1));
        }
        if (!name.equals(symbol)) {
          a.add(name);
        }
      }
      this.aliases = List.copyOf(a);
      this.unit = FigureMatcher.canonicalUnit(currency);
      for (LocalDate d : days.keySet()) {
        byMonthDay
            .computeIfAbsent(
                monthDay(d.getMonthValue(), d.getDayOfMonth()), k -> new ArrayList<>(2))
            .add(d);
      }
    }

    /** The held days of a month and day of month, in order; empty when none. */
    List<LocalDate> onMonthDay(int month, int day) {
      return byMonthDay.getOrDefault(monthDay(month, day), List.of());
    }

    /**
     * The figures {@link #judge} reads for these days, found once per check for each set of days.
     */
    DayFigures figures(List<LocalDate> on) {
      DayFigures f = judged.get(on);
      if (f == null) {
        if (judged.size() >= MAX_JUDGED) {
          judged.clear(); // bounded: a reply naming many pairs of days finds them again
        }
        f = new DayFigures(this, on);
        judged.put(List.copyOf(on), f);
      }
      return f;
    }

    BigDecimal close(LocalDate d) {
      Map<String, KeyFigure> m = days.get(d);
      KeyFigure f = m == null ? null : m.get("close");
      return f == null ? null : f.value();
    }
  }

  /** The most sets of days whose figures a check keeps at once. */
  private static final int MAX_JUDGED = 64;

  private static int monthDay(int month, int day) {
    return month * 32 + day;
  }

  /**
   * What {@link #judge} compares a sentence's numbers with, for one set of days: their prices (with
   * the close of the day before each), volumes, move and the prices' range.
   */
  private static final class DayFigures {
    final List<KeyFigure> prices = new ArrayList<>();
    final List<KeyFigure> volumes = new ArrayList<>();
    final BigDecimal move;

    /** {@link #move} as a figure in %, made once for the days' numbers in %: null without one. */
    final KeyFigure moveFigure;

    final double lo;
    final double hi;

    DayFigures(Series s, List<LocalDate> days) {
      for (LocalDate d : days) {
        Map<String, KeyFigure> m = s.days.get(d);
        if (m == null) {
          continue;
        }
        for (String k : PRICE_KINDS) {
          if (m.get(k) != null) {
            prices.add(m.get(k));
          }
        }
        if (m.get("volume") != null) {
          volumes.add(m.get("volume"));
        }
        LocalDate before = s.days.lowerKey(d);
        if (before != null && s.days.get(before).get("close") != null) {
          prices.add(s.days.get(before).get("close")); // "up from 73.41"
        }
      }
      move = move(s, days);
      moveFigure = move == null ? null : KeyFigure.optional("move", move, "%");
      double l = Double.MAX_VALUE;
      double h = -Double.MAX_VALUE;
      for (KeyFigure f : prices) {
        l = Math.min(l, f.value().doubleValue());
        h = Math.max(h, f.value().doubleValue());
      }
      lo = l;
      hi = h;
    }
  }

  private static final String[] PRICE_KINDS = {
    "open", "high", "low", "close", "previous-close", "adjusted-close"
  };

  /** A date written in a sentence. */
  private record Written(int start, int end, int month, int day, int year) {}

  /** Whether the turn holds a past window's daily prices of a subject only mentioned. */
  static boolean any(TurnContext context) {
    for (GroundTruth t : context.mentioned()) {
      if ("stocks".equals(t.kind()) && t.facts().containsKey("from")) {
        return true;
      }
    }
    return false;
  }

  /**
   * A reply's sentences ({@link #sentences}) and the dates each writes, found once and shared by
   * this check and {@link WindowChange} when both read the same text: each is found when first
   * asked for.
   */
  static final class Reply {
    final String text;
    private List<int[]> spans;
    private List<List<Written>> dates;
    private Matchers matchers;

    Reply(String text) {
      this.text = text;
    }

    List<int[]> spans() {
      if (spans == null) {
        spans = sentences(text);
        dates = new ArrayList<>(java.util.Collections.nCopies(spans.size(), null));
      }
      return spans;
    }

    /** The dates sentence {@code i} (the text of its span) writes. */
    private List<Written> dates(int i, String sentence) {
      spans();
      List<Written> d = dates.get(i);
      if (d == null) {
        if (matchers == null) {
          matchers = new Matchers();
        }
        d = DatedMarket.dates(sentence, matchers);
        dates.set(i, d);
      }
      return d;
    }

    /**
     * Whether sentence {@code i} is known to write a date: its dates were found and there is one.
     */
    boolean knownDated(int i) {
      return dates != null && dates.get(i) != null && !dates.get(i).isEmpty();
    }

    /** Whether sentence {@code i} (the text of its span) writes a date: "2023-07-14", "14 July". */
    boolean hasDate(int i, String sentence) {
      return !dates(i, sentence).isEmpty();
    }
  }

  static Outcome check(Reply reply, TurnContext context, FigureMatcher matcher) {
    String text = reply.text;
    List<Series> all = new ArrayList<>();
    for (GroundTruth t : context.mentioned()) {
      Object from = t.facts().get("from");
      Object to = t.facts().get("to");
      if (!"stocks".equals(t.kind()) || from == null || to == null) {
        continue;
      }
      try {
        all.add(new Series(t, LocalDate.parse(from.toString()), LocalDate.parse(to.toString())));
      } catch (java.time.format.DateTimeParseException e) {
        // not a window of days
      }
    }
    if (all.isEmpty()) {
      return null;
    }
    boolean nb =
        "nb".equals(context.locale().getLanguage())
            || "no".equals(context.locale().getLanguage())
            || "nn".equals(context.locale().getLanguage());
    NumberReader reader = NumberReader.forLocale(context.locale());
    // the text is copied only from the first sentence replaced: the spans cover it in order
    StringBuilder out = null;
    int copied = 0;
    List<String> problems = new ArrayList<>();
    Set<String> corrected = new LinkedHashSet<>();
    List<LocalDate> carried = null;
    List<int[]> spans = reply.spans();
    for (int i = 0; i < spans.size(); i++) {
      int[] s = spans.get(i);
      String sentence = text.substring(s[0], s[1]);
      Series series = which(sentence, all);
      if (series == null) {
        continue;
      }
      List<Written> written = reply.dates(i, sentence);
      List<LocalDate> days = new ArrayList<>(2);
      boolean unheld = false;
      for (Written w : written) {
        LocalDate d = resolve(w, series);
        if (d == null) {
          unheld = true;
        } else if (!days.contains(d) && days.size() < 2) {
          days.add(d);
        }
      }
      if (days.size() == 2 && days.get(0).isAfter(days.get(1))) {
        // "closing at 9,683.69 on 14 July versus 9,424.02 on 20 June": a move between two days
        // runs from the earlier to the later, in whatever order the sentence names them (#22)
        days = List.of(days.get(1), days.get(0));
      }
      if (unheld && days.isEmpty()) {
        carried = null;
        continue; // a day the data does not hold: nothing to judge it by
      }
      if (days.isEmpty()) {
        days =
            carried != null ? carried : series.from.equals(series.to) ? List.of(series.from) : null;
      }
      if (days == null) {
        continue;
      }
      carried = days;
      String problem = judge(sentence, written, days, series, reader, matcher);
      if (problem == null) {
        continue;
      }
      problems.add(problem);
      out = out == null ? new StringBuilder(text.length()) : out;
      out.append(text, copied, s[0]);
      copied = s[1];
      String line = correction(series, days, nb, problem.contains("move") || problem.contains("%"));
      if (corrected.add(line)) {
        out.append(line).append(sentence.endsWith("\n") ? "\n" : " ");
      }
    }
    if (problems.isEmpty()) {
      return null;
    }
    out.append(text, copied, text.length());
    return new Outcome(out.toString().strip(), problems);
  }

  /**
   * Sentence spans covering the text, as {@link MentionCheck#sentences}, except that a stop before
   * a lower-case word or a digit ends no sentence: "2. januar 2020", "fra 20. juni til 14. juli".
   */
  static List<int[]> sentences(String text) {
    List<int[]> out = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      boolean stop = c == '\n';
      if (!stop
          && (c == '.' || c == '!' || c == '?')
          && i + 1 < n
          && Character.isWhitespace(text.charAt(i + 1))) {
        int k = i + 1;
        while (k < n && text.charAt(k) == ' ') {
          k++;
        }
        stop =
            k >= n || !(Character.isLowerCase(text.charAt(k)) || Character.isDigit(text.charAt(k)));
      }
      if (stop) {
        int end = i + 1;
        while (end < n && text.charAt(end) == ' ') {
          end++;
        }
        out.add(new int[] {start, end});
        start = end;
        i = end - 1;
      }
    }
    if (start < n || out.isEmpty()) {
      out.add(new int[] {start, n});
    }
    return out;
  }

  /** The series the sentence names; the only one when it names none; else null. */
  private static Series which(String sentence, List<Series> all) {
    if (all.size() == 1) {
      return all.get(0); // named or not, the only one: the sentence is not searched
    }
    Series only = null;
    for (Series s : all) {
      if (MentionCheck.names(sentence, s.aliases)) {
        return s;
      }
      if (only == null) {
        only = s;
      } else if (!only.symbol.equals(s.symbol)) {
        only = null;
        break;
      }
    }
    return only;
  }

  /** The three date forms' matchers, made once for a reply and reset for each of its sentences. */
  private static final class Matchers {
    final Matcher iso = ISO.matcher("");
    final Matcher dayMonth = DAY_MONTH.matcher("");
    final Matcher monthDay = MONTH_DAY.matcher("");
    final Starts isoAt = new Starts();
    final Starts dayMonthAt = new Starts();
    final Starts monthDayAt = new Starts();

    /**
     * Finds where each form may start in the sentence, in one walk over it ({@link Start}'s tests
     * each character once, not once per form).
     */
    void walk(String sentence) {
      isoAt.size = 0;
      dayMonthAt.size = 0;
      monthDayAt.size = 0;
      int n = sentence.length();
      for (int i = 0; i < n; i++) {
        char c = sentence.charAt(i);
        if (isDigit(c)) {
          if (mayStartIso(sentence, i)) {
            isoAt.add(i);
          }
          if (mayStartDayMonth(sentence, i)) {
            dayMonthAt.add(i);
          }
        } else if (mayStartMonthDay(sentence, i) && monthWord(sentence, i)) {
          monthDayAt.add(i); // a digit starts no month's name
        }
      }
    }
  }

  /** Where a date form may start in a sentence, in order. */
  static final class Starts {
    int[] at = new int[8];
    int size;

    void add(int i) {
      if (size == at.length) {
        at = java.util.Arrays.copyOf(at, size * 2);
      }
      at[size++] = i;
    }
  }

  /** The dates the sentence writes, in order. */
  private static List<Written> dates(String sentence, Matchers matchers) {
    List<Written> out = new ArrayList<>(2);
    matchers.walk(sentence);
    Matcher iso = matchers.iso.reset(sentence);
    for (int at = 0; (at = find(iso, sentence, at, matchers.isoAt)) >= 0; ) {
      out.add(
          new Written(
              iso.start(),
              iso.end(),
              Integer.parseInt(iso.group(2)),
              Integer.parseInt(iso.group(3)),
              Integer.parseInt(iso.group(1))));
    }
    // a match starts after the one before it ends: only the other forms' dates can hold its start
    int[][] covered = covered(out);
    Matcher dm = matchers.dayMonth.reset(sentence);
    for (int at = 0; (at = find(dm, sentence, at, matchers.dayMonthAt)) >= 0; ) {
      Integer month = Days.MONTHS.get(dm.group(2).toLowerCase(Locale.ROOT));
      if (month != null && !inside(covered, dm.start())) {
        out.add(
            new Written(
                dm.start(),
                dm.end(),
                month,
                Integer.parseInt(dm.group(1)),
                dm.group(3) == null ? -1 : Integer.parseInt(dm.group(3))));
      }
    }
    out.sort((a, b) -> Integer.compare(a.start(), b.start()));
    covered = covered(out);
    Matcher md = matchers.monthDay.reset(sentence);
    for (int at = 0; (at = find(md, sentence, at, matchers.monthDayAt)) >= 0; ) {
      Integer month = Days.MONTHS.get(md.group(1).toLowerCase(Locale.ROOT));
      if (month != null && !inside(covered, md.start(2))) {
        out.add(
            new Written(
                md.start(),
                md.end(),
                month,
                Integer.parseInt(md.group(2)),
                md.group(3) == null ? -1 : Integer.parseInt(md.group(3))));
      }
    }
    out.sort((a, b) -> Integer.compare(a.start(), b.start()));
    return out;
  }

  /**
   * Where a date form can start in a sentence: each test is false only where its pattern fails. An
   * enum, not a function per form, so that the call in {@link #find}'s loop over every character is
   * one the compiler inlines.
   */
  enum Start {
    /** {@link #mayStartIso}. */
    ISO,
    /** {@link #mayStartDayMonth}. */
    DAY_MONTH,
    /** {@link #mayStartMonthDay}. */
    MONTH_DAY;

    boolean may(String s, int at) {
      // tested by identity, not a switch: a switch on an enum is one class more in the jar (#23)
      if (this == ISO) {
        return mayStartIso(s, at);
      }
      return this == DAY_MONTH ? mayStartDayMonth(s, at) : mayStartMonthDay(s, at);
    }
  }

  /**
   * {@link Matcher#find()} from {@code from} (where the last match ended), the pattern tried only
   * at the characters where it can start, as one of {@link #mayStartIso}, {@link #mayStartDayMonth}
   * or {@link #mayStartMonthDay} says: the same matches as {@code find()}, which tries the whole
   * pattern at every character (the three date patterns so tried were 40% of the digit scan's
   * samples in a past-market turn over "dated closes", JFR). The bounds are transparent, so that a
   * look-behind sees the characters before the one tried.
   *
   * @return where the match ends, or -1 when there is none
   */
  static int find(Matcher m, String s, int from, Start start) {
    Starts starts = new Starts();
    for (int at = 0; at < s.length(); at++) {
      if (start.may(s, at)) {
        starts.add(at);
      }
    }
    return find(m, s, from, starts);
  }

  /**
   * {@link #find(Matcher, String, int, Start)} with the characters where the pattern can start
   * found before, in order: the pattern is tried at those from {@code from} on.
   */
  static int find(Matcher m, String s, int from, Starts starts) {
    int n = s.length();
    m.useTransparentBounds(true);
    int k = java.util.Arrays.binarySearch(starts.at, 0, starts.size, from);
    for (k = k >= 0 ? k : -k - 1; k < starts.size; k++) {
      int at = starts.at[k];
      m.region(at, n);
      if (m.lookingAt()) {
        return m.end(); // none of the patterns matches an empty string
      }
    }
    return -1;
  }

  /** {@link #ISO} starts with "19" or "20" after no digit or hyphen, a hyphen four on. */
  static boolean mayStartIso(String s, int at) {
    char c = s.charAt(at);
    if (c != '1' && c != '2') {
      return false;
    }
    char b = at > 0 ? s.charAt(at - 1) : ' ';
    return !isDigit(b) && b != '-' && at + 4 < s.length() && s.charAt(at + 4) == '-';
  }

  /**
   * {@link #DAY_MONTH} starts with one or two ASCII digits after no digit, full stop or comma,
   * followed by an ordinal's letter, a full stop or a space (or a character beyond ASCII, which its
   * case-blind letters may match: the pattern decides).
   */
  static boolean mayStartDayMonth(String s, int at) {
    char c = s.charAt(at);
    if (!isDigit(c)) {
      return false;
    }
    char b = at > 0 ? s.charAt(at - 1) : ' ';
    if (isDigit(b) || b == '.' || b == ',') {
      return false;
    }
    int n = s.length();
    int e = at + 1;
    if (e < n && isDigit(s.charAt(e))) {
      e++;
    }
    if (e >= n) {
      return false;
    }
    char x = s.charAt(e);
    return x > 127 || "sSnNrRtT.".indexOf(x) >= 0 || isSpace(x);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * {@link #MONTH_DAY} starts with a word of three to nine letters (a letter after no letter), an
   * optional full stop, spaces and an ASCII digit; where a surrogate is near, the pattern decides.
   */
  static boolean mayStartMonthDay(String s, int at) {
    char c = s.charAt(at);
    if (Character.isSurrogate(c)) {
      return true;
    }
    if (!Character.isLetter(c)) {
      return false;
    }
    if (at > 0) {
      char b = s.charAt(at - 1);
      if (Character.isSurrogate(b)) {
        return true;
      }
      if (Character.isLetter(b)) {
        return false;
      }
    }
    int n = s.length();
    int e = at + 1;
    while (e < n && e - at <= 9) {
      char x = s.charAt(e);
      if (Character.isSurrogate(x)) {
        return true;
      }
      if (!Character.isLetter(x)) {
        break;
      }
      e++;
    }
    int len = e - at;
    if (len < 3 || len > 9 || e >= n) {
      return false;
    }
    if (s.charAt(e) == '.') {
      e++;
    }
    if (e >= n || !isSpace(s.charAt(e))) {
      return false;
    }
    while (e < n && isSpace(s.charAt(e))) {
      e++;
    }
    return e < n && isDigit(s.charAt(e));
  }

  /**
   * Whether the letters from {@code at} (where {@link #mayStartMonthDay} holds) are a month's name
   * in {@link Days#MONTHS}, as {@link #dates} asks of the word a {@link #MONTH_DAY} match starts
   * with; true near a surrogate, where the pattern decides. A match of another word ("from 9,424",
   * "From 20 June") writes no date, and no month's name can start inside one (its letters after the
   * word are an ordinal's two), so the pattern is tried only where a month's name stands: the same
   * dates as trying it at every word before a number (#24).
   */
  static boolean monthWord(String s, int at) {
    int n = s.length();
    int e = at;
    while (e < n && e - at <= 9) {
      char c = s.charAt(e);
      if (Character.isSurrogate(c)) {
        return true;
      }
      if (!Character.isLetter(c)) {
        break;
      }
      e++;
    }
    return Days.MONTHS.containsKey(s.substring(at, e).toLowerCase(Locale.ROOT));
  }

  /** {@code \s} of a pattern without UNICODE_CHARACTER_CLASS. */
  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  /**
   * The characters the dates cover, as ordered spans that do not overlap ({@code [start, end]}
   * pairs), for {@link #inside}: the dates must be in the order of their starts.
   */
  private static int[][] covered(List<Written> ws) {
    int[] starts = new int[ws.size()];
    int[] ends = new int[ws.size()];
    int n = 0;
    for (Written w : ws) {
      if (n > 0 && w.start() <= ends[n - 1]) {
        ends[n - 1] = Math.max(ends[n - 1], w.end());
      } else {
        starts[n] = w.start();
        ends[n] = w.end();
        n++;
      }
    }
    return new int[][] {java.util.Arrays.copyOf(starts, n), java.util.Arrays.copyOf(ends, n)};
  }

  /**
   * Whether a date covers the character at {@code at}: a binary search, so that a sentence of many
   * dates and numbers costs no more per character than a short one.
   */
  private static boolean inside(int[][] covered, int at) {
    int[] starts = covered[0];
    int i = java.util.Arrays.binarySearch(starts, at);
    int k = i >= 0 ? i : -i - 2; // the last span starting at or before at
    return k >= 0 && at < covered[1][k];
  }

  /**
   * The day the data holds for a written date; for a window without prices, the day when it lies in
   * the window asked; else null.
   */
  private static LocalDate resolve(Written w, Series s) {
    for (LocalDate d : s.onMonthDay(w.month(), w.day())) {
      if (w.year() < 0 || d.getYear() == w.year()) {
        return d;
      }
    }
    if (s.days.isEmpty()) {
      for (LocalDate d = s.from; !d.isAfter(s.to); d = d.plusDays(1)) {
        if (d.getMonthValue() == w.month()
            && d.getDayOfMonth() == w.day()
            && (w.year() < 0 || d.getYear() == w.year())) {
          return d;
        }
      }
    }
    return null;
  }

  /** The day or the two days judged, as a reason names them. */
  private static String when(List<LocalDate> days) {
    return days.size() == 1 ? days.get(0).toString() : days.get(0) + " to " + days.get(1);
  }

  /** Why the sentence misstates the days' figures, or null. */
  private static String judge(
      String sentence,
      List<Written> written,
      List<LocalDate> days,
      Series s,
      NumberReader reader,
      FigureMatcher matcher) {
    int[][] covered = covered(written);
    if (s.days.isEmpty()) {
      String lower = sentence.toLowerCase(Locale.ROOT);
      String when = when(days);
      for (ReadNumber n : reader.read(sentence)) {
        if (!inside(covered, n.start())
                && !year(n)
                && priceUnit(n, s.currency)
                && !n.unit().isEmpty()
            || !inside(covered, n.start())
                && !year(n)
                && n.unit().isEmpty()
                && statedLevel(lower)) {
          return "'"
              + sentence.substring(n.start(), n.end())
              + "' for "
              + s.symbol
              + " on "
              + when
              + ", where "
              + s.source
              + " has no prices for that day";
        }
      }
      return null;
    }
    DayFigures figures = s.figures(days);
    List<KeyFigure> prices = figures.prices;
    List<KeyFigure> volumes = figures.volumes;
    BigDecimal move = figures.move;
    int volumeWords = -1; // not yet looked for: most sentences state no large number
    String unit = s.unit;
    double lo = figures.lo;
    double hi = figures.hi;
    for (ReadNumber n : reader.read(sentence)) {
      if (inside(covered, n.start()) || year(n)) {
        continue;
      }
      // the number as written is quoted only in a reason: no string per number judged (#24)
      if ("%".equals(n.unit())) {
        if (move != null && !matcher.matches(n, figures.moveFigure)) {
          return stated(sentence, n)
              + " for "
              + s.symbol
              + " on "
              + when(days)
              + ", where the move was "
              + move.toPlainString()
              + " %";
        }
        continue;
      }
      double v = n.value().doubleValue();
      if (!volumes.isEmpty()
          && Math.abs(v) >= 1000
          && !isCurrency(n)
          && (volumeWords < 0
                  ? (volumeWords = volumeWords(sentence.toLowerCase(Locale.ROOT)) ? 1 : 0)
                  : volumeWords)
              == 1) {
        if (!any(matcher, n, volumes, "")) {
          return stated(sentence, n)
              + " for "
              + s.symbol
              + "'s volume on "
              + when(days)
              + ", where "
              + s.source
              + " says "
              + volumes.get(0).value().toPlainString();
        }
        continue;
      }
      if (prices.isEmpty() || !priceUnit(n, s.currency)) {
        continue;
      }
      boolean near =
          n.unit().isEmpty() || !isCurrency(n)
              ? v >= lo * 0.6 && v <= hi * 1.4
              : v >= lo * 0.2 && v <= hi * 5;
      // "opened at 9,703.44", "stengte på 9 610,87": only the figure its words name (#22)
      String role = near ? role(sentence, n) : null;
      List<KeyFigure> named = role == null ? List.of() : named(s, days, role);
      boolean namedHeld = false; // the figures named are among the prices: none looked at twice
      if (!named.isEmpty() && !(namedHeld = any(matcher, n, named, unit))) {
        return stated(sentence, n)
            + " is written as the "
            + role.replace('-', ' ')
            + " of "
            + s.symbol
            + " on "
            + when(days)
            + ", where "
            + s.source
            + " says "
            + plain(named.get(0).value());
      }
      if (near && !namedHeld && !any(matcher, n, prices, unit)) {
        return stated(sentence, n)
            + " for "
            + s.symbol
            + " on "
            + when(days)
            + ", where "
            + s.source
            + " says close "
            + plain(s.close(days.get(days.size() - 1)));
      }
    }
    // the verbs are read only when a move could contradict them
    int claimed = move != null && move.signum() != 0 ? direction(sentence) : 0;
    if (claimed != 0 && move != null && move.signum() != 0 && claimed != move.signum()) {
      return "the reply says "
          + s.symbol
          + " moved "
          + (claimed > 0 ? "up" : "down")
          + " on "
          + when(days)
          + ", where the move was "
          + move.toPlainString()
          + " %";
    }
    return null;
  }

  /** The number as the sentence writes it, quoted, for a reason. */
  private static String stated(String sentence, ReadNumber n) {
    return "'" + sentence.substring(n.start(), n.end()) + "'";
  }

  /**
   * Whether one of {@link #VOLUME_WORDS} stands in the lower-cased sentence as a word, as {@link
   * MentionCheck#names} says of each (no letter or digit before it, no letter after it), in one
   * walk over its words instead of one search per word.
   */
  static boolean volumeWords(String lower) {
    int n = lower.length();
    int i = 0;
    while (i < n) {
      if (!Character.isLetter(lower.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && Character.isLetter(lower.charAt(i))) {
        i++;
      }
      int len = i - start;
      if (len >= 5
          && len <= 9
          && (start == 0 || !Character.isDigit(lower.charAt(start - 1)))
          && VOLUME_WORDS.contains(lower.substring(start, i))) {
        return true;
      }
    }
    return false;
  }

  private static boolean year(ReadNumber n) {
    if (n.end() - n.start() != 4 || !n.unit().isEmpty()) {
      return false; // four characters and no unit, before the value is read
    }
    double v = n.value().doubleValue();
    return v >= 1900 && v <= 2100 && v == Math.rint(v) && n.end() - n.start() == 4;
  }

  private static boolean isCurrency(ReadNumber n) {
    return DigitScanGuard.isCurrency(n.unit());
  }

  /** A price's unit: none, points, or the listing's currency. */
  private static boolean priceUnit(ReadNumber n, String currency) {
    String u = n.unit();
    return u.isEmpty()
        || u.equalsIgnoreCase("points")
        || u.equalsIgnoreCase("poeng")
        || u.equalsIgnoreCase("pts")
        || u.equals(FigureMatcher.canonicalUnit(currency));
  }

  /** "closed at", "was at", "stengte på": the sentence states a level. */
  private static boolean statedLevel(String lower) {
    return LEVEL.matcher(lower).find();
  }

  private static final Pattern LEVEL =
      Pattern.compile("\\b(?:closed|ended|stood|opened|traded|was|stengte|endte|åpnet|var|lå)\\b");

  /** The words before a price that name which of the day's prices it is. */
  private static final Map<String, String> ROLE_WORDS = roleWords();

  private static Map<String, String> roleWords() {
    Map<String, String> m = new java.util.HashMap<>();
    for (String w : WordLists.list("DatedMarket.list")) {
      m.put(w, "open");
    }
    for (String w : WordLists.list("DatedMarket.list.2")) {
      m.put(w, "close");
    }
    for (String w : List.of("high", "highest", "høyeste", "høyest", "topp", "toppen", "peak")) {
      m.put(w, "high");
    }
    for (String w : List.of("low", "lowest", "laveste", "lavest", "bunn", "bunnen")) {
      m.put(w, "low");
    }
    return Map.copyOf(m);
  }

  /** Words that end the part of a clause a price's words are read from. */
  private static final Set<String> CLAUSE_WORDS = WordLists.set("DatedMarket.CLAUSE_WORDS");

  /** The words {@link #role} looks up: a word of none of their hashes is not copied. */
  private static final LowerHash ROLE_OR_CLAUSE_WORDS = roleOrClauseWords();

  private static LowerHash roleOrClauseWords() {
    List<String> all = new ArrayList<>(ROLE_WORDS.keySet());
    all.addAll(CLAUSE_WORDS);
    return new LowerHash(all);
  }

  /**
   * Which of a day's prices the words before the number in its clause name, at most six words back:
   * "opened at" the open, "closed at", "stengte på", "endte på" the close ("previous close",
   * "forrige sluttkurs" the close of the day before), "high", "toppen" the high, "low", "bunnen"
   * the low. Null when none does. Bounded: linear in the reply.
   */
  static String role(String sentence, ReadNumber n) {
    int i = n.start();
    int min = Math.max(0, i - 80);
    for (int words = 0; words < 6 && i > min; ) {
      char c = sentence.charAt(i - 1);
      if (c == ','
          || c == ';'
          || c == ':'
          || c == '('
          || c == ')'
          || c == '\n'
          || c == '!'
          || c == '?'
          || Character.isDigit(c)) {
        return null;
      }
      if (!Character.isLetter(c)) {
        i--;
        continue;
      }
      int end = i;
      while (i > min && (Character.isLetter(sentence.charAt(i - 1)))) {
        i--;
      }
      words++;
      if (!ROLE_OR_CLAUSE_WORDS.may(LowerHash.of(sentence, i, end))) {
        continue; // neither a role word nor a clause word by the hash of its lower case
      }
      String w = sentence.substring(i, end).toLowerCase(Locale.ROOT);
      String r = ROLE_WORDS.get(w);
      if (r != null) {
        if ("close".equals(r)) {
          String q = wordBefore(sentence, i);
          if ("previous".equals(q) || "prior".equals(q) || "forrige".equals(q)) {
            return "previous-close";
          }
        }
        return r;
      }
      if (CLAUSE_WORDS.contains(w)) {
        return null;
      }
    }
    return null;
  }

  private static String wordBefore(String text, int at) {
    int i = at;
    while (i > 0 && text.charAt(i - 1) == ' ') {
      i--;
    }
    int end = i;
    while (i > 0 && end - i < 12 && Character.isLetter(text.charAt(i - 1))) {
      i--;
    }
    return i == end ? null : text.substring(i, end).toLowerCase(Locale.ROOT);
  }

  /** The figures of the days that a price written as {@code role} may state. */
  private static List<KeyFigure> named(Series s, List<LocalDate> days, String role) {
    List<KeyFigure> out = new ArrayList<>();
    for (LocalDate d : days) {
      Map<String, KeyFigure> m = s.days.get(d);
      if (m == null) {
        continue;
      }
      if ("previous-close".equals(role)) {
        if (m.get("previous-close") != null) {
          out.add(m.get("previous-close"));
        }
        LocalDate before = s.days.lowerKey(d);
        if (before != null && s.days.get(before).get("close") != null) {
          out.add(s.days.get(before).get("close"));
        }
        continue;
      }
      if (m.get(role) != null) {
        out.add(m.get(role));
      }
      if ("close".equals(role) && m.get("adjusted-close") != null) {
        out.add(m.get("adjusted-close"));
      }
    }
    return out;
  }

  /** Whether the number states one of the figures, as a plain number in the figure's unit. */
  private static boolean any(
      FigureMatcher matcher, ReadNumber n, List<KeyFigure> figures, String unit) {
    ReadNumber plainNumber =
        n.unit().isEmpty() || n.unit().equals(unit)
            ? n
            : new ReadNumber(n.readings(), "", n.approximate(), n.start(), n.end());
    for (KeyFigure f : figures) {
      if (matcher.matches(plainNumber, f)) {
        return true;
      }
    }
    return false;
  }

  /** The day's change, or the move from the first day's close to the second's, in %. */
  private static BigDecimal move(Series s, List<LocalDate> days) {
    if (days.size() == 1) {
      Map<String, KeyFigure> m = s.days.get(days.get(0));
      KeyFigure f = m == null ? null : m.get("change");
      return f == null ? null : f.value();
    }
    BigDecimal a = s.close(days.get(0));
    BigDecimal b = s.close(days.get(1));
    if (a == null || b == null || a.signum() == 0) {
      return null;
    }
    return b.subtract(a)
        .multiply(BigDecimal.valueOf(100))
        .divide(a, MathContext.DECIMAL64)
        .setScale(2, RoundingMode.HALF_UP);
  }

  /**
   * "No, Apple fell": a "no" that answers the question, before a comma or stop, negates nothing.
   */
  private static boolean answer(String sentence, String w, int end) {
    return "no".equals(w)
        && end < sentence.length()
        && (sentence.charAt(end) == ','
            || sentence.charAt(end) == '.'
            || sentence.charAt(end) == '!');
  }

  /** The words {@link #direction} looks up: a word of none of their hashes is not copied. */
  private static final LowerHash DIRECTION_WORDS = directionWords();

  private static LowerHash directionWords() {
    List<String> all = new ArrayList<>(Directions.CLAIMS);
    all.addAll(Directions.PHRASAL);
    all.addAll(NEGATIONS);
    return new LowerHash(all);
  }

  /** The move the sentence claims with a verb ("slipped", "edged up", "falt"): +1, -1 or 0. */
  static int direction(String sentence) {
    int i = 0;
    int n = sentence.length();
    while (i < n) {
      if (!Character.isLetter(sentence.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && (Character.isLetter(sentence.charAt(i)) || sentence.charAt(i) == '\'')) {
        i++;
      }
      char first = sentence.charAt(start);
      if (!Directions.mayClaim(first) && "ndiaNDIA".indexOf(first) < 0) {
        continue; // an ASCII letter no claim, phrasal verb or negation starts with: not copied
      }
      if (!DIRECTION_WORDS.may(LowerHash.of(sentence, start, i))) {
        continue; // no claim, phrasal verb or negation by the hash of its lower case: not copied
      }
      String w = sentence.substring(start, i).toLowerCase(Locale.ROOT);
      if (NEGATIONS.contains(w) && !answer(sentence, w, i)) {
        return 0; // "did not rise": the move is not claimed
      }
      int d = Directions.claimLower(w);
      if (d == 0) {
        d = Directions.phrasalClaimLower(sentence, w, i);
      }
      if (d != 0) {
        return d;
      }
    }
    return 0;
  }

  private static String plain(BigDecimal v) {
    return v == null ? "?" : v.setScale(2, RoundingMode.HALF_UP).toPlainString();
  }

  static String number(BigDecimal v, boolean nb) {
    java.text.DecimalFormatSymbols sym =
        java.text.DecimalFormatSymbols.getInstance(nb ? Locale.forLanguageTag("nb") : Locale.US);
    if (nb) {
      sym.setGroupingSeparator(' ');
      sym.setDecimalSeparator(',');
    }
    boolean whole = v.stripTrailingZeros().scale() <= 0;
    java.text.DecimalFormat f = new java.text.DecimalFormat(whole ? "#,##0" : "#,##0.00", sym);
    return f.format(v);
  }

  private static final java.time.format.DateTimeFormatter EN_DAY =
      java.time.format.DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);
  private static final java.time.format.DateTimeFormatter NB_DAY =
      java.time.format.DateTimeFormatter.ofPattern("d. MMMM yyyy", Locale.forLanguageTag("nb"));

  static String day(LocalDate d, boolean nb) {
    return (nb ? NB_DAY : EN_DAY).format(d);
  }

  /** One line with the days' figures and the source, in the reply's language. */
  private static String correction(Series s, List<LocalDate> days, boolean nb, boolean withMove) {
    String shown =
        s.name.equals(s.symbol) || s.name.isEmpty() ? s.symbol : s.name + " (" + s.symbol + ")";
    String cur = s.currency.isEmpty() ? "" : " " + s.currency;
    if (s.days.isEmpty()) {
      return (nb ? s.source + " har ingen data for " : s.source + " has no data for ")
          + shown
          + (nb ? " " : " on ")
          + day(days.get(0), nb)
          + ".";
    }
    StringBuilder sb = new StringBuilder();
    if (days.size() == 2) {
      BigDecimal a = s.close(days.get(0));
      BigDecimal b = s.close(days.get(1));
      sb.append(shown)
          .append(nb ? ": sluttkurs " : ": close ")
          .append(number(a, nb))
          .append(cur)
          .append(nb ? " " : " on ")
          .append(day(days.get(0), nb))
          .append(nb ? " og " : " and ")
          .append(number(b, nb))
          .append(cur)
          .append(nb ? " " : " on ")
          .append(day(days.get(1), nb));
      BigDecimal m = move(s, days);
      if (withMove && m != null) {
        sb.append(" (").append(m.signum() > 0 ? "+" : "").append(number(m, nb)).append(" %)");
      }
    } else {
      Map<String, KeyFigure> m = s.days.get(days.get(0));
      sb.append(shown).append(nb ? " " : " on ").append(day(days.get(0), nb)).append(": ");
      String[][] parts =
          nb
              ? new String[][] {
                {"open", "åpning"}, {"high", "høyeste"}, {"low", "laveste"}, {"close", "sluttkurs"}
              }
              : new String[][] {
                {"open", "open"}, {"high", "high"}, {"low", "low"}, {"close", "close"}
              };
      boolean first = true;
      for (String[] p : parts) {
        KeyFigure f = m.get(p[0]);
        if (f != null) {
          sb.append(first ? "" : ", ").append(p[1]).append(' ').append(number(f.value(), nb));
          first = false;
        }
      }
      sb.append(cur);
      KeyFigure v = m.get("volume");
      if (v != null) {
        sb.append(nb ? ", volum " : ", volume ").append(number(v.value(), nb));
      }
      KeyFigure c = m.get("change");
      if (withMove && c != null) {
        sb.append(nb ? ", endring " : ", change ")
            .append(c.value().signum() > 0 ? "+" : "")
            .append(number(c.value(), nb))
            .append(" %");
      }
    }
    return sb.append(" (").append(s.source).append(").").toString();
  }
}
