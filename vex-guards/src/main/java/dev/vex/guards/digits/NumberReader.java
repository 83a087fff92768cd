package dev.vex.guards.digits;

import dev.vex.guards.digits.Affixes.Affix;
import java.math.BigDecimal;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Reads the numbers a reply states, whatever their format: {@code 1,234.56}, {@code 1 234,56},
 * {@code 1.234,56}, {@code 79.8k}, {@code $79,800}, {@code 79 800 kr}, {@code −3 °C}, {@code minus
 * 3}, {@code 3 minusgrader}, {@code 1.2 million}, {@code 86,1 tusen}, {@code 2.5 %}.
 *
 * <p>It skips what only looks like a figure: dates ({@code 2024-03-15}, {@code 15.03.2024}, {@code
 * 15/3}, {@code 15. mars}, {@code March 15}, {@code in 2024}), clock times ({@code 14:30}, {@code
 * kl. 14.30}), numbers glued to letters ({@code 24h}, {@code Q3}, {@code 1st}, {@code 5G}), digit
 * runs longer than 64 characters (hashes, ids) and chains of four or more digit groups joined by
 * hyphens (phone numbers, ISBNs, serials: {@code 1-800-555-0199}, {@code -1-1-1-1}). Percentages
 * are read with the unit {@code %}.
 *
 * <p>A number with a single separator followed by exactly three digits ({@code 1,234}, {@code
 * 1.234}) gets both readings; the one the locale's decimal mark suggests comes first.
 *
 * <p>Reading is one pass over the text with bounded look-around: linear in the text's length, no
 * regular expressions. Instances are immutable and thread-safe.
 */
public final class NumberReader {
  private static final int MAX_RUN = 64;
  private static final List<String> MINUS = List.of("minus");

  private static final NumberReader DECIMAL_POINT = new NumberReader(false);
  private static final NumberReader DECIMAL_COMMA = new NumberReader(true);
  private static final java.util.concurrent.ConcurrentHashMap<Locale, NumberReader> BY_LOCALE =
      new java.util.concurrent.ConcurrentHashMap<>();

  private final boolean decimalComma;

  private NumberReader(boolean decimalComma) {
    this.decimalComma = decimalComma;
  }

  /**
   * Returns a reader that resolves ambiguous separators the way the locale writes numbers.
   *
   * @param locale the reply's locale; {@code nb} reads {@code 1,234} as 1.234 first, {@code en} as
   *     1234 first
   * @return the reader
   */
  public static NumberReader forLocale(Locale locale) {
    // DecimalFormatSymbols.getInstance costs more than the scan of a short reply: remember the
    // answer per locale (a reader is immutable; at most 256 locales are kept).
    NumberReader known = BY_LOCALE.get(locale);
    if (known != null) {
      return known;
    }
    NumberReader r =
        DecimalFormatSymbols.getInstance(locale).getDecimalSeparator() == ','
            ? DECIMAL_COMMA
            : DECIMAL_POINT;
    if (BY_LOCALE.size() < 256) {
      BY_LOCALE.putIfAbsent(locale, r);
    }
    return r;
  }

  /**
   * Reads the numbers in the text, in order.
   *
   * @param text the text; any length, any characters
   * @return the numbers read; empty when there are none
   */
  public List<ReadNumber> read(CharSequence text) {
    List<ReadNumber> out = new ArrayList<>();
    // the iterator itself, not each(text).forEach(out::add): two lambdas fewer, each of which costs
    // a generated class on the first turn (#23 cold start)
    Numbers numbers = new Numbers(text);
    while (numbers.hasNext()) {
      out.add(numbers.next());
    }
    return out;
  }

  /**
   * Reads the numbers in the text, in order, as {@link #read} does, one run of digits at a time as
   * they are asked for: nothing read is kept, so a long text needs memory for its numbers only as
   * far as the caller keeps them.
   *
   * @param text the text; any length, any characters; not to change while the numbers are read
   * @return the numbers read, once; its iterator reads on
   */
  public Iterable<ReadNumber> each(CharSequence text) {
    return () -> new Numbers(text);
  }

  /** How many numbers {@link #each} reads ahead at most, in one tight loop. */
  private static final int AHEAD = 256;

  /**
   * The numbers of a text, read {@value #AHEAD} at a time in a loop of its own: read one per call
   * from the caller's loop, the digit scan of a weather turn over text with few numbers cost 80 ms
   * per MB where reading them all first cost 55; read ahead, 59 against 60 (side by side).
   */
  private final class Numbers implements java.util.Iterator<ReadNumber> {
    private final CharSequence text;
    private final Groups groups = new Groups();

    /** The numbers read ahead, of which {@code next} is the next to give. */
    private final List<ReadNumber> run = new ArrayList<>(AHEAD + 8);

    private int next;
    private int at;

    Numbers(CharSequence text) {
      this.text = text;
    }

    @Override
    public boolean hasNext() {
      if (next == run.size()) {
        run.clear();
        next = 0;
        at = readAhead(text, at, groups, run);
      }
      return next < run.size();
    }

    @Override
    public ReadNumber next() {
      if (!hasNext()) {
        throw new java.util.NoSuchElementException();
      }
      return run.get(next++);
    }
  }

  /**
   * The digit groups of one run and the separators between them, in arrays reused from run to run
   * (one read allocates them once, not per number). Group {@code k} is {@code [start(k), end(k))};
   * separator {@code k} stands between groups {@code k} and {@code k + 1}.
   */
  private static final class Groups {
    private int[] starts = new int[8];
    private int[] ends = new int[8];
    private char[] seps = new char[8];
    private int size;

    /**
     * Below it no digit starts a chain of {@link #chainEnd}: the digits of a shorter chain looked
     * at before ("-1-1-1 -1-1-1 …" looks at each chain once, not once per group; #24).
     */
    int noChainBefore;

    /** What {@link #affix} read around the current number: reused, as the arrays are. */
    final Affixed affixed = new Affixed();

    void clear() {
      size = 0;
    }

    void add(int from, int to, char sepAfter) {
      if (size == starts.length) {
        starts = Arrays.copyOf(starts, size * 2);
        ends = Arrays.copyOf(ends, size * 2);
        seps = Arrays.copyOf(seps, size * 2);
      }
      starts[size] = from;
      ends[size] = to;
      seps[size] = sepAfter;
      size++;
    }

    int size() {
      return size;
    }

    int start(int k) {
      return starts[k];
    }

    int end(int k) {
      return ends[k];
    }

    int len(int k) {
      return ends[k] - starts[k];
    }

    char sep(int k) {
      return seps[k];
    }
  }

  /**
   * Reads the numbers from {@code from} on until {@value #AHEAD} are read or the text ends; returns
   * where reading goes on.
   */
  private int readAhead(CharSequence text, int from, Groups groups, List<ReadNumber> out) {
    int n = text.length();
    int i = from;
    while (i < n && out.size() < AHEAD) {
      if (isDigit(text.charAt(i))) {
        int chain = i < groups.noChainBefore ? -1 : chainEnd(text, i, groups);
        i = chain >= 0 ? skipGlued(text, chain) : readRun(text, i, groups, out);
      } else {
        i++;
      }
    }
    return i;
  }

  /** The fewest digit groups of a chain {@link #chainEnd} reads as one identifier. */
  private static final int CHAIN = 4;

  /**
   * The end of the chain of {@value #CHAIN} or more digit groups joined by single hyphens that
   * starts at {@code start}, or -1 when fewer groups stand there: a phone number "1-800-555-0199",
   * an ISBN "978-3-16-148410-0", a serial "4-8-15-16-23-42" or "-1-1-1-1" is one identifier that
   * states no figure, as a reader takes it, not a list of signed numbers. Scores "2-1", ranges
   * "5-10", dates "2023-07-14" and "1-2-3" have fewer groups and are read as before. Linear: a
   * failed look sees at most three groups, and reading goes on from the first group's end.
   */
  private static int chainEnd(CharSequence text, int start, Groups groups) {
    int n = text.length();
    int j = start;
    int count = 0;
    while (true) {
      while (j < n && isDigit(text.charAt(j))) {
        j++;
      }
      count++;
      if (j + 1 < n && text.charAt(j) == '-' && isDigit(text.charAt(j + 1))) {
        j++;
      } else {
        if (count >= CHAIN) {
          return j;
        }
        // a chain from any later digit before j ends at j too, with fewer groups: none is one
        groups.noChainBefore = j;
        return -1;
      }
    }
  }

  /** Reads the run of digits and separators at {@code start}; returns where scanning goes on. */
  private int readRun(CharSequence text, int start, Groups groups, List<ReadNumber> out) {
    int n = text.length();
    groups.clear();
    int from = start;
    int j = start;
    while (j < n) {
      char c = text.charAt(j);
      if (isDigit(c)) {
        j++;
      } else if (isSeparator(c) && j + 1 < n && isDigit(text.charAt(j + 1))) {
        if (j - start <= MAX_RUN) { // a longer run is skipped: its groups are not needed
          groups.add(from, j, c);
        }
        from = ++j;
      } else {
        break;
      }
    }
    int end = j;
    if (end - start > MAX_RUN || (start > 0 && isGlue(text, start - 1))) {
      return skipGlued(text, end);
    }
    groups.add(from, j, '\0');
    int after = skipDateOrTime(text, start, end, groups);
    if (after >= 0) {
      return after;
    }
    int a = 0;
    while (a < groups.size()) {
      a = readNumber(text, groups, a, out) + 1;
    }
    return end;
  }

  /** Skips letters and digits glued to a skipped run, so {@code Q3x2} is not read in parts. */
  private static int skipGlued(CharSequence text, int end) {
    int e = end;
    while (e < text.length() && Chars.isLetterOrDigit(text.charAt(e))) {
      e++;
    }
    return e;
  }

  /** Returns the end of the date or time at {@code start}, or -1 when it is neither. */
  private static int skipDateOrTime(CharSequence text, int start, int end, Groups groups) {
    int n = text.length();
    if (end + 2 < n && text.charAt(end) == ':' && isDigit(text.charAt(end + 1))) {
      return skipDigitsAndMarks(text, end, ":");
    }
    if (end + 1 < n && text.charAt(end) == '/' && isDigit(text.charAt(end + 1))) {
      return skipDigitsAndMarks(text, end, "/");
    }
    if (start > 1 && text.charAt(start - 1) == '/' && isDigit(text.charAt(start - 2))) {
      return skipDigitsAndMarks(text, end, "/");
    }
    if (groups.size() == 1
        && end - start == 4
        && end + 5 < n
        && text.charAt(end) == '-'
        && isDigit(text.charAt(end + 1))
        && isDigit(text.charAt(end + 2))
        && text.charAt(end + 3) == '-') {
      return skipDigitsAndMarks(text, end, "-");
    }
    if (groups.size() == 3 && groups.sep(0) == '.' && groups.sep(1) == '.') {
      int d = groups.len(0);
      int m = groups.len(1);
      int y = groups.len(2);
      if (d <= 2 && m <= 2 && (y == 2 || y == 4)) {
        return end;
      }
    }
    int before = Affixes.skipSpacesBack(text, start);
    if (before > 0 && text.charAt(before - 1) == '.') {
      before--;
    }
    if (Affixes.wordBeforeIn(text, before, Affixes.CLOCK_WORDS)) {
      return skipDigitsAndMarks(text, end, ":.");
    }
    if (groups.size() == 1 && end - start <= 2
        || groups.size() == 2 && groups.len(0) <= 2 && groups.len(1) == 2) {
      int after = meridiem(text, end);
      if (after > 0) {
        return after; // "around 6 am", "at 7.30 p.m."
      }
    }
    return -1;
  }

  /**
   * The end of "am", "pm", "a.m." or "p.m." written after a number (one space at most), or -1: "6
   * am" is a clock time, not six of anything.
   */
  private static int meridiem(CharSequence text, int end) {
    int n = text.length();
    int j = end < n && text.charAt(end) == ' ' ? end + 1 : end;
    if (j + 1 >= n) {
      return -1;
    }
    char a = Chars.toLowerCase(text.charAt(j));
    if (a != 'a' && a != 'p') {
      return -1;
    }
    int k = j + 1;
    if (k < n && text.charAt(k) == '.') {
      k++;
    }
    if (k >= n || Chars.toLowerCase(text.charAt(k)) != 'm') {
      return -1;
    }
    k++;
    if (k < n && text.charAt(k) == '.') {
      k++;
    }
    return k == n || !Chars.isLetterOrDigit(text.charAt(k)) ? k : -1;
  }

  private static int skipDigitsAndMarks(CharSequence text, int from, String marks) {
    int e = from;
    while (e < text.length()
        && (isDigit(text.charAt(e))
            || (marks.indexOf(text.charAt(e)) >= 0
                && e + 1 < text.length()
                && isDigit(text.charAt(e + 1))))) {
      e++;
    }
    return e;
  }

  /** Reads one number starting at group {@code a}; returns the index of its last group. */
  private int readNumber(CharSequence text, Groups groups, int a, List<ReadNumber> out) {
    int last = a;
    // The integer and fraction digits of the first reading: ranges of the text itself, so that
    // the usual number makes no string; a string only when groups are joined ("86,123" read whole).
    CharSequence ints = text;
    int intFrom = groups.start(a);
    int intTo = groups.end(a);
    CharSequence fracs = "";
    int fracFrom = 0;
    int fracTo = 0;
    String[] alt = null;
    int size = groups.size();
    if (a + 1 < size) {
      char s = groups.sep(a);
      boolean zero = groups.len(a) == 1 && text.charAt(groups.start(a)) == '0';
      boolean grouping = groups.len(a) <= 3 && !zero && groups.len(a + 1) == 3;
      if (grouping) {
        String intDigits = digits(text, groups, a);
        String frac = "";
        StringBuilder whole = new StringBuilder(intDigits);
        int k = a + 1;
        whole.append(digits(text, groups, k));
        while (k + 1 < size && sameKind(groups.sep(k), s) && groups.len(k + 1) == 3) {
          k++;
          whole.append(digits(text, groups, k));
        }
        if (k + 1 < size && !sameKind(groups.sep(k), s) && isMark(groups.sep(k))) {
          frac = digits(text, groups, k + 1);
          k++;
          intDigits = whole.toString();
        } else if (k == a + 1 && isMark(s)) {
          String[] thousands = {whole.toString(), ""};
          String[] decimal = {intDigits, digits(text, groups, k)};
          boolean decimalFirst = decimalComma == (s == ',');
          String[] first = decimalFirst ? decimal : thousands;
          alt = decimalFirst ? thousands : decimal;
          intDigits = first[0];
          frac = first[1];
        } else {
          intDigits = whole.toString();
        }
        last = k;
        ints = intDigits;
        intFrom = 0;
        intTo = intDigits.length();
        fracs = frac;
        fracTo = frac.length();
      } else if (isMark(s)) {
        fracs = text;
        fracFrom = groups.start(a + 1);
        fracTo = groups.end(a + 1);
        last = a + 1;
      }
    }
    int numStart = groups.start(a);
    int numEnd = groups.end(last);
    Affixed affixed = groups.affixed;
    int year = intTo - intFrom == 4 ? fourDigits(ints, intFrom) : -1;
    if (affix(text, numStart, numEnd, fracTo == fracFrom && alt == null, year, affixed)) {
      // Multiplying by one keeps value and scale, so it is skipped: most numbers have no factor.
      boolean scaled = !BigDecimal.ONE.equals(affixed.factor);
      if (alt == null
          && !affixed.approximate
          && !scaled
          && fracTo == fracFrom
          && intTo - intFrom <= 2) {
        // the commonest number, a whole one below 100 ("3-1", "-1", "round 32"): its one reading
        // shared, in a list shared too, so that only the ReadNumber is new (#24)
        int v = 0;
        for (int k = intFrom; k < intTo; k++) {
          v = v * 10 + (ints.charAt(k) - '0');
        }
        List<ReadNumber.Reading> small = SMALL.get(SMALL_MAX + (affixed.negative ? -v : v));
        out.add(new ReadNumber(small, affixed.unit, false, affixed.start, affixed.end));
        return last;
      }
      ReadNumber.Reading first =
          applied(
              value(ints, intFrom, intTo, fracs, fracFrom, fracTo),
              step(fracTo - fracFrom),
              affixed,
              scaled);
      if (alt == null && !affixed.approximate) { // the usual number: one reading, no list copied
        out.add(new ReadNumber(List.of(first), affixed.unit, false, affixed.start, affixed.end));
        return last;
      }
      // at most three readings, in an immutable list the record keeps as it is (no copy)
      ReadNumber.Reading second =
          alt == null
              ? null
              : applied(
                  value(alt[0], 0, alt[0].length(), alt[1], 0, alt[1].length()),
                  step(alt[1].length()),
                  affixed,
                  scaled);
      ReadNumber.Reading third = null;
      if (affixed.approximate) {
        int side = Affixes.hedgeSide(text, affixed.start);
        if (side != 0) {
          third = sided(first, side);
        }
      }
      List<ReadNumber.Reading> rs;
      if (second == null) {
        rs = third == null ? List.of(first) : List.of(first, third);
      } else {
        rs = third == null ? List.of(first, second) : List.of(first, second, third);
      }
      out.add(new ReadNumber(rs, affixed.unit, affixed.approximate, affixed.start, affixed.end));
    }
    return last;
  }

  /** The value of four digits at {@code from}. */
  private static int fourDigits(CharSequence digits, int from) {
    int v = 0;
    for (int k = from; k < from + 4; k++) {
      v = v * 10 + (digits.charAt(k) - '0');
    }
    return v;
  }

  /** A reading {value, step} with the sign and magnitude around the digits applied. */
  private static ReadNumber.Reading applied(
      BigDecimal value, BigDecimal step, Affixed affixed, boolean scaled) {
    BigDecimal v = scaled ? value.multiply(affixed.factor) : value;
    return new ReadNumber.Reading(
        affixed.negative ? v.negate() : v, scaled ? step.multiply(affixed.factor) : step);
  }

  /**
   * What {@link #affix} reads around one number's digits: its span with sign, currency, magnitude
   * and unit, the unit, the factor of its magnitude word, its sign and whether it is hedged. One
   * instance per {@link #read}, filled anew for each number.
   */
  private static final class Affixed {
    int start;
    int end;
    String unit;
    BigDecimal factor;
    boolean negative;
    boolean approximate;
  }

  /**
   * "drøyt 34 800" is a value in [34 800, 34 900): the reading half a rounding step above the
   * stated number, with that step ("snaut 35 000": half a step below). The rounding step is the one
   * the digits and suffix show, a hedged integer's trailing zeros included.
   */
  static ReadNumber.Reading sided(ReadNumber.Reading r, int side) {
    BigDecimal step = r.step();
    if (step.compareTo(BigDecimal.ONE) >= 0) {
      BigDecimal units = r.value().abs().divideToIntegralValue(step);
      if (units.signum() != 0) {
        int zeros = Math.max(0, -units.stripTrailingZeros().scale());
        step = step.multiply(BigDecimal.ONE.movePointRight(zeros));
      }
    }
    BigDecimal half = step.divide(BigDecimal.valueOf(2));
    BigDecimal value = side > 0 ? r.value().add(half) : r.value().subtract(half);
    return new ReadNumber.Reading(value, step);
  }

  /**
   * Reads sign, currency, hedge, magnitude and unit around the digits into {@code into}; false to
   * skip them. {@code year} is the value of a four-digit integer part, else -1.
   */
  private static boolean affix(
      CharSequence text, int numStart, int numEnd, boolean integer, int year, Affixed into) {
    int n = text.length();
    int q = numEnd;
    BigDecimal factor = BigDecimal.ONE;
    // the spaces after the digits, skipped once for the magnitude and the unit (#24)
    int spaced = Affixes.skipSpaces(text, q);
    Affix m = Affixes.after(text, q, Affixes.ATTACHED_MAGNITUDES);
    if (m == null) {
      m = Affixes.after(text, spaced, Affixes.MAGNITUDES);
      if (m != null) {
        q = spaced;
      }
    }
    if (m != null) {
      factor = m.factor();
      q += m.text().length();
    }
    String unit = "";
    boolean negative = false;
    int u0 = m == null ? spaced : Affixes.skipSpaces(text, q);
    Affix u = Affixes.after(text, u0, Affixes.SUFFIXES);
    String iso = u == null ? Affixes.isoAfter(text, u0) : null;
    if (iso != null) {
      unit = iso;
      q = u0 + 3;
    }
    if (u != null) {
      unit = u.unit();
      negative = u.negates();
      if (!BigDecimal.ONE.equals(u.factor())) {
        factor = factor.multiply(u.factor()); // "9.3 cents": a hundredth of the currency
      }
      q = u0 + u.text().length();
      if (unit.startsWith("°")) {
        int b0 = Affixes.skipSpaces(text, q);
        for (String below : Affixes.BELOW_ZERO) {
          if (Affixes.startsWith(text, b0, below, true)) {
            negative = true;
            q = b0 + below.length();
            break;
          }
        }
      }
    }
    if (q == numEnd && q < n && Chars.isLetter(text.charAt(q))) {
      return false;
    }
    int p = numStart;
    if (p > 0 && isSign(text.charAt(p - 1)) && signApplies(text, p - 1)) {
      negative ^= text.charAt(p - 1) != '+';
      p--;
    }
    int p0 = p;
    int pc = Affixes.skipSpacesBack(text, p);
    Affix cur = Affixes.before(text, pc, Affixes.PREFIXES);
    if (cur != null) {
      p = pc - cur.text().length();
      if (unit.isEmpty()) {
        unit = cur.unit();
      }
      // "−$2,007.88", "+$214.88": a sign before the currency symbol is the amount's (#22)
      if (p == pc - 1 && p > 0 && isSign(text.charAt(p - 1)) && signApplies(text, p - 1)) {
        negative ^= text.charAt(p - 1) != '+';
        p--;
      }
    } else {
      String isoBefore = Affixes.isoBefore(text, pc);
      if (isoBefore != null) {
        p = pc - 3;
        if (unit.isEmpty()) {
          unit = isoBefore;
        }
      }
    }
    // the spaces before the number (with its sign and currency), skipped once for the words
    // looked up there (#24)
    int pw = p == p0 ? pc : Affixes.skipSpacesBack(text, p);
    if (pw < p && Affixes.wordBeforeIn(text, pw, MINUS)) {
      negative = !negative;
      p = pw - 5;
      pw = Affixes.skipSpacesBack(text, p);
    }
    if (unit.isEmpty() && factor.equals(BigDecimal.ONE) && integer && isDateWord(text, p, pw, q)) {
      return false;
    }
    if (unit.isEmpty()
        && integer
        && year >= 1900
        && year <= 2100
        && Affixes.wordBeforeIn(text, pw, Affixes.YEAR_WORDS)) {
      return false;
    }
    if (unit.isEmpty() && integer && year >= 1900 && year <= 2100 && afterMonthDay(text, p)) {
      return false; // "August 24, 2025": the year of a date (#22)
    }
    into.start = p;
    into.end = q;
    into.unit = unit;
    into.factor = factor;
    into.negative = negative;
    into.approximate = Affixes.hedgedBefore(text, p);
    return true;
  }

  /** Whether "Month D," or "Month Dth," stands right before {@code start}. */
  private static boolean afterMonthDay(CharSequence text, int start) {
    int c = Affixes.skipSpacesBack(text, start);
    if (c == 0 || text.charAt(c - 1) != ',') {
      return false;
    }
    int e = Affixes.skipSpacesBack(text, c - 1);
    if (e >= 3
        && Chars.isLetter(text.charAt(e - 1))
        && Chars.isLetter(text.charAt(e - 2))
        && isDigit(text.charAt(e - 3))) {
      e -= 2; // "24th"
    }
    int s = e;
    while (s > 0 && e - s < 2 && isDigit(text.charAt(s - 1))) {
      s--;
    }
    if (s == e || (s > 0 && isDigit(text.charAt(s - 1)))) {
      return false;
    }
    int b = Affixes.skipSpacesBack(text, s);
    return b < s && Affixes.wordBeforeIn(text, b, Affixes.MONTHS);
  }

  /**
   * Whether a month name stands right before or after the number; {@code b} is {@code start} with
   * the spaces before it skipped.
   */
  private static boolean isDateWord(CharSequence text, int start, int b, int end) {
    // a month is looked for only beside a letter (#24: "-1-1-1 …" asked for none at every number)
    if (b < start
        && b > 0
        && Chars.isLetter(text.charAt(b - 1))
        && Affixes.wordBeforeIn(text, b, Affixes.MONTHS)) {
      return true;
    }
    int a = end;
    if (a < text.length() && text.charAt(a) == '.') {
      a++;
    }
    int w = Affixes.skipSpaces(text, a);
    return w > end
        && w < text.length()
        && Chars.isLetter(text.charAt(w))
        && Affixes.wordAfterIn(text, w, Affixes.MONTHS);
  }

  private static boolean signApplies(CharSequence text, int sign) {
    if (sign > 0 && Chars.isLetterOrDigit(text.charAt(sign - 1))) {
      return false;
    }
    int b = Affixes.skipSpacesBack(text, sign);
    return b == 0 || !isDigit(text.charAt(b - 1));
  }

  /**
   * {@code 10^-k} for the usual numbers of decimals, as {@code BigDecimal.ONE.movePointLeft(k)}.
   */
  private static final BigDecimal[] STEPS = new BigDecimal[19];

  static {
    for (int k = 0; k < STEPS.length; k++) {
      STEPS[k] = BigDecimal.ONE.movePointLeft(k);
    }
  }

  /** The greatest whole number below 100 {@link #SMALL} holds, and the least negated. */
  private static final int SMALL_MAX = 99;

  /**
   * The readings of the whole numbers -99 to 99 shown to the unit, each in a list of its own, at
   * index {@code SMALL_MAX + value}: the same value and step as {@link #value} and {@link #step}
   * give them, made once.
   */
  private static final List<List<ReadNumber.Reading>> SMALL = small();

  private static List<List<ReadNumber.Reading>> small() {
    List<List<ReadNumber.Reading>> lists = new ArrayList<>(2 * SMALL_MAX + 1);
    for (int v = -SMALL_MAX; v <= SMALL_MAX; v++) {
      BigDecimal value = BigDecimal.valueOf(Math.abs(v), 0);
      lists.add(List.of(new ReadNumber.Reading(v < 0 ? value.negate() : value, step(0))));
    }
    return List.copyOf(lists);
  }

  /**
   * The value of the digits {@code ints[i0, i1)} with the fraction digits {@code fracs[f0, f1)}:
   * the same unscaled value and scale as parsing the decimal string, without a string for the usual
   * number of at most 18 digits.
   */
  private static BigDecimal value(
      CharSequence ints, int i0, int i1, CharSequence fracs, int f0, int f1) {
    if ((i1 - i0) + (f1 - f0) <= 18) {
      long unscaled = 0;
      for (int k = i0; k < i1; k++) {
        unscaled = unscaled * 10 + (ints.charAt(k) - '0');
      }
      for (int k = f0; k < f1; k++) {
        unscaled = unscaled * 10 + (fracs.charAt(k) - '0');
      }
      return BigDecimal.valueOf(unscaled, f1 - f0);
    }
    String intDigits = ints.subSequence(i0, i1).toString();
    return new BigDecimal(
        f1 == f0 ? intDigits : intDigits + "." + fracs.subSequence(f0, f1).toString());
  }

  /** The unit of the last of {@code fracDigits} decimals: {@code 10^-fracDigits}. */
  private static BigDecimal step(int fracDigits) {
    return fracDigits < STEPS.length ? STEPS[fracDigits] : BigDecimal.ONE.movePointLeft(fracDigits);
  }

  private static String digits(CharSequence text, Groups groups, int k) {
    return text.subSequence(groups.start(k), groups.end(k)).toString();
  }

  private static boolean sameKind(char a, char b) {
    return a == b || (isSpaceSep(a) && isSpaceSep(b));
  }

  private static boolean isMark(char c) {
    return c == '.' || c == ',';
  }

  private static boolean isSeparator(char c) {
    return isMark(c) || isSpaceSep(c) || c == '\'' || c == '’';
  }

  private static boolean isSpaceSep(char c) {
    return c == ' ' || c == '\u00A0' || c == '\u202F' || c == '\u2009' || c == '\'' || c == '’';
  }

  /** Letters and URL characters before digits make them part of a word, path or query. */
  private static boolean isGlue(CharSequence text, int at) {
    char c = text.charAt(at);
    if (c == '~') { // "~164" is a hedge; "/~12" is a path
      return at > 0 && !Character.isWhitespace(text.charAt(at - 1)) && text.charAt(at - 1) != '(';
    }
    return Chars.isLetter(c) || "/=#_&?@%\\".indexOf(c) >= 0;
  }

  private static boolean isSign(char c) {
    return c == '-' || c == '−' || c == '–' || c == '+';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
