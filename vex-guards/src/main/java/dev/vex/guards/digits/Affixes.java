package dev.vex.guards.digits;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The words and signs around a number: currency before it, magnitude and unit after it, hedges, and
 * the months and clock words that make it a date or a time. Every lookup reads a bounded window
 * around the number, so reading stays linear in the text.
 */
final class Affixes {

  /** A word or sign and what it means. */
  record Affix(String text, String unit, BigDecimal factor, boolean negates, boolean anyCase) {
    Affix(String text, String unit, BigDecimal factor, boolean negates) {
      this(text, unit, factor, negates, isLowerWord(text));
    }
  }

  private static final BigDecimal THOUSAND = BigDecimal.valueOf(1_000);
  private static final BigDecimal MILLION = BigDecimal.valueOf(1_000_000);
  private static final BigDecimal BILLION = BigDecimal.valueOf(1_000_000_000);
  private static final BigDecimal TRILLION = BigDecimal.valueOf(1_000_000_000_000L);

  /** Currencies before the number, longest first. */
  static final List<Affix> PREFIXES =
      List.of(
          unit("US$", "USD"),
          unit("USD", "USD"),
          unit("NOK", "NOK"),
          unit("EUR", "EUR"),
          unit("GBP", "GBP"),
          unit("SEK", "SEK"),
          unit("kr.", "NOK"),
          unit("kr", "NOK"),
          unit("$", "USD"),
          unit("€", "EUR"),
          unit("£", "GBP"),
          unit("¥", "JPY"));

  /** Magnitude words written right after the digits ({@code 79.8k}, {@code 1.2M}). */
  static final List<Affix> ATTACHED_MAGNITUDES =
      List.of(
          factor("bn", BILLION),
          factor("k", THOUSAND),
          factor("K", THOUSAND),
          factor("M", MILLION),
          factor("B", BILLION),
          factor("T", TRILLION),
          factor("tn", TRILLION),
          factor("mn", MILLION));

  /** Magnitude words after a space, longest first. */
  static final List<Affix> MAGNITUDES =
      List.of(
          factor("billioner", TRILLION), // Norwegian "billioner": a million millions
          factor("milliarder", BILLION),
          factor("milliard", BILLION),
          factor("millioner", MILLION),
          factor("million", MILLION),
          factor("millions", MILLION),
          factor("billions", BILLION),
          factor("billion", BILLION),
          factor("trillions", TRILLION),
          factor("trillion", TRILLION),
          factor("tn", TRILLION),
          factor("thousand", THOUSAND),
          factor("tusen", THOUSAND),
          factor("mill.", MILLION),
          factor("mill", MILLION),
          factor("mln", MILLION),
          factor("mrd.", BILLION),
          factor("mrd", BILLION),
          factor("bn", BILLION));

  /** Units and currencies after the number, longest first. */
  static final List<Affix> SUFFIXES =
      List.of(
          new Affix("minusgrader", "°C", BigDecimal.ONE, true),
          new Affix("kuldegrader", "°C", BigDecimal.ONE, true),
          unit("plussgrader", "°C"),
          unit("percentage points", "%"),
          unit("prosentpoeng", "%"),
          unit("per cent", "%"),
          unit("percent", "%"),
          unit("prosent", "%"),
          unit("%", "%"),
          unit("°C", "°C"),
          unit("° C", "°C"),
          unit("℃", "°C"),
          unit("°F", "°F"),
          unit("° F", "°F"),
          unit("°", "°"),
          unit("degrees Fahrenheit", "°F"),
          unit("degrees Celsius", "°C"),
          unit("grader celsius", "°C"),
          unit("degrees", "°"),
          unit("degree", "°"),
          unit("grader", "°"),
          unit("grad", "°"),
          unit("US dollars", "USD"),
          unit("dollars", "USD"),
          unit("dollar", "USD"),
          unit("USD", "USD"),
          unit("kroner", "NOK"),
          unit("krone", "NOK"),
          unit("NOK", "NOK"),
          unit("kr.", "NOK"),
          unit("kr", "NOK"),
          unit("euros", "EUR"),
          unit("euro", "EUR"),
          unit("EUR", "EUR"),
          unit("€", "EUR"),
          unit("pounds", "GBP"),
          unit("GBP", "GBP"),
          unit("£", "GBP"),
          unit("SEK", "SEK"),
          unit("ringgit", "MYR"),
          unit("rupees", "INR"),
          unit("yuan", "CNY"),
          unit("yen", "JPY"),
          unit("₹", "INR"),
          unit("$", "USD"),
          cents("cents", "USD"), // "9.3 cents": a hundredth of a dollar
          cents("cent", "USD"),
          cents("øre", "NOK"),
          unit("C", "°C"));

  /** Words after a temperature that make it negative. */
  static final List<String> BELOW_ZERO = List.of("below zero", "below freezing", "under null");

  /** Hedges before a number, lower case. */
  static final List<String> HEDGES =
      List.of(
          "approximately",
          "approx.",
          "about",
          "around",
          "roughly",
          "nearly",
          "almost",
          "close to",
          "circa",
          "some",
          "ca.",
          "ca",
          "c.",
          "~",
          "≈",
          "rundt",
          "omtrent",
          "om lag",
          "cirka",
          "nesten",
          "drøyt",
          "vel", // "vel 360 kommentarer": a little over
          "knapt",
          "i underkant av",
          "i overkant av",
          "just under",
          "just over",
          "like under",
          "like over",
          "snaut",
          "omkring",
          "rundt regnet",
          "bortimot",
          "henimot",
          "litt over",
          "litt under",
          "a little over",
          "a little under",
          "a bit over",
          "a bit under",
          "slightly over",
          "slightly under",
          "over",
          "more than",
          "above",
          "upwards of",
          "at least",
          "in excess of",
          "mer enn",
          "flere enn",
          "minst",
          "under",
          "less than",
          "fewer than",
          "below",
          "mindre enn",
          "færre enn");

  /** Hedges that put the real value above the stated number ("drøyt 34 800"), lower case. */
  static final List<String> HEDGES_OVER = WordLists.list("Affixes.HEDGES_OVER");

  /** Hedges that put the real value below the stated number ("snaut 35 000"), lower case. */
  static final List<String> HEDGES_UNDER = WordLists.list("Affixes.HEDGES_UNDER");

  /** Month names and abbreviations, English and Norwegian, lower case. */
  static final List<String> MONTHS = WordLists.list("Affixes.MONTHS");

  /** Words before a four-digit number that make it a year. */
  static final List<String> YEAR_WORDS = WordLists.list("Affixes.YEAR_WORDS");

  /** Words before a number that make it a clock time. */
  static final List<String> CLOCK_WORDS = List.of("klokken", "klokka", "kl.", "kl");

  /** ISO 4217 codes that are also common words in capitals; never read as a currency. */
  private static final java.util.Set<String> NOT_CURRENCIES = WordLists.set("Affixes.list");

  /**
   * Of each of the 17,576 codes of three capitals, whether it is an ISO 4217 code the JDK knows (2)
   * or not (1), found the first time the code is read (0: not yet). It replaces a set of every
   * available currency built when the class was loaded: making all of them took 15–20 ms of a cold
   * JVM's first reply, where looking up the one code written costs one {@link
   * java.util.Currency#getInstance(String)} (issue #23's cold start). The same codes: a code is
   * available exactly when {@code getInstance} knows it. A race only looks a code up twice.
   */
  private static final byte[] ISO_KNOWN = new byte[26 * 26 * 26];

  private static boolean isIso(String code) {
    int k = ((code.charAt(0) - 'A') * 26 + code.charAt(1) - 'A') * 26 + code.charAt(2) - 'A';
    byte known = ISO_KNOWN[k];
    if (known == 0) {
      boolean iso;
      try {
        iso =
            !NOT_CURRENCIES.contains(code)
                && java.util.Currency.getInstance(code).getCurrencyCode().equals(code);
      } catch (IllegalArgumentException e) {
        iso = false; // not a code the JDK knows
      }
      known = iso ? (byte) 2 : (byte) 1;
      ISO_KNOWN[k] = known;
    }
    return known == 2;
  }

  /** The ISO 4217 code (three capitals, a word of its own) at {@code at}, or null. */
  static String isoAfter(CharSequence text, int at) {
    if (at < text.length() && (text.charAt(at) < 'A' || text.charAt(at) > 'Z')) {
      return null; // most numbers: no capital after them, and nothing more is looked at (#24)
    }
    if (at + 3 > text.length() || (at + 3 < text.length() && isWordChar(text.charAt(at + 3)))) {
      return null;
    }
    return iso(text, at);
  }

  /** The ISO 4217 code (three capitals, a word of its own) that ends at {@code end}, or null. */
  static String isoBefore(CharSequence text, int end) {
    int at = end - 3;
    if (at < 0 || text.charAt(end - 1) < 'A' || text.charAt(end - 1) > 'Z') {
      return null; // most numbers: no capital before them, and nothing more is looked at (#24)
    }
    if (at > 0 && isWordChar(text.charAt(at - 1))) {
      return null;
    }
    return iso(text, at);
  }

  private static String iso(CharSequence text, int at) {
    for (int k = at; k < at + 3; k++) {
      char c = text.charAt(k);
      if (c < 'A' || c > 'Z') {
        return null;
      }
    }
    String code = text.subSequence(at, at + 3).toString();
    return isIso(code) ? code : null;
  }

  private Affixes() {}

  private static Affix unit(String text, String unit) {
    return new Affix(text, unit, BigDecimal.ONE, false);
  }

  private static Affix cents(String text, String currency) {
    return new Affix(text, currency, new BigDecimal("0.01"), false);
  }

  private static Affix factor(String text, BigDecimal factor) {
    return new Affix(text, "", factor, false);
  }

  /**
   * The affixes of one list grouped by the character a lookup compares first, each group in the
   * list's order: a lookup tries only the affixes that can match instead of the whole list (a reply
   * of many numbers costs a few comparisons per number, not a pass over a hundred affixes).
   */
  private static final class Index {
    /** Lists for characters below this are in an array: no boxing or hashing per character. */
    private static final int DIRECT = 0x180;

    private final Map<Character, List<Affix>> byChar = new HashMap<>();

    @SuppressWarnings("unchecked")
    private final List<Affix>[] direct = (List<Affix>[]) new List<?>[DIRECT];

    // the lists of the characters DIRECT and above, by character (sorted): a binary search, no
    // boxing or hashing per character beyond Latin (#24: replies in other scripts)
    private final char[] highChars;

    private final List<Affix>[] highLists;

    /**
     * Of an index by first character, bit {@code c} of every character {@code c} whose lower case
     * starts an affix: {@link #after} rules out the others (most characters after a number: a
     * space, a sign, a letter of another script) without lower-casing them (#24).
     */
    private final long[] mayStart = new long[(Character.MAX_VALUE + 1) / 64];

    /** Whether an affix may start with the character {@code c} (an index by first character). */
    boolean mayStart(char c) {
      return (mayStart[c >>> 6] & (1L << c)) != 0;
    }

    @SuppressWarnings("unchecked")
    Index(List<Affix> affixes, boolean byFirst) {
      for (Affix a : affixes) {
        String t = a.text();
        char c = byFirst ? t.charAt(0) : t.charAt(t.length() - 1);
        add(c, a);
        if (byFirst && Character.toLowerCase(c) != c) {
          add(Character.toLowerCase(c), a);
        }
      }
      for (char c = 0; c < DIRECT; c++) {
        direct[c] = byChar.getOrDefault(c, List.of());
      }
      java.util.TreeMap<Character, List<Affix>> high = new java.util.TreeMap<>();
      for (Map.Entry<Character, List<Affix>> e : byChar.entrySet()) {
        if (e.getKey() >= DIRECT) {
          high.put(e.getKey(), e.getValue());
        }
      }
      if (byFirst) {
        // the same bits as testing every character's lower case, without boxing 65,536 of them
        // per index in a cold JVM's interpreter (issue #23's cold start): a character that is its
        // own lower case starts an affix when it is a key; the others are the few of CaseFolds
        for (char k : byChar.keySet()) {
          if (Character.toLowerCase(k) == k) {
            mayStart[k >>> 6] |= 1L << k;
          }
        }
        char[] folds = CaseFolds.PAIRS;
        for (int i = 0; i < folds.length; i += 2) {
          if (byChar.containsKey(folds[i + 1])) {
            mayStart[folds[i] >>> 6] |= 1L << folds[i];
          }
        }
      }
      highChars = new char[high.size()];
      highLists = (List<Affix>[]) new List<?>[high.size()];
      int k = 0;
      for (Map.Entry<Character, List<Affix>> e : high.entrySet()) {
        highChars[k] = e.getKey();
        highLists[k++] = e.getValue();
      }
    }

    private void add(char c, Affix a) {
      List<Affix> list = byChar.get(c); // no computeIfAbsent lambda on the first turn (#23)
      if (list == null) {
        list = new ArrayList<>();
        byChar.put(c, list);
      }
      list.add(a);
    }

    List<Affix> get(char c) {
      if (c < DIRECT) {
        return direct[c];
      }
      int k = highChars.length == 0 ? -1 : java.util.Arrays.binarySearch(highChars, c);
      return k < 0 ? List.of() : highLists[k];
    }
  }

  /**
   * Every character whose lower case is another character, each followed by its lower case: found
   * once for the four indexes by first character, by one pass over the characters without boxing.
   */
  private static final class CaseFolds {
    static final char[] PAIRS = pairs();

    private static char[] pairs() {
      StringBuilder b = new StringBuilder();
      for (int c = 0; c <= Character.MAX_VALUE; c++) {
        char lower = Character.toLowerCase((char) c);
        if (lower != c) {
          b.append((char) c).append(lower);
        }
      }
      return b.toString().toCharArray();
    }
  }

  /**
   * The indexed lists and their indexes by first and by last character, found by comparing a list's
   * identity with these four (cheaper per number than an identity map's hashing).
   */
  private static final List<?>[] INDEXED = {ATTACHED_MAGNITUDES, MAGNITUDES, SUFFIXES, PREFIXES};

  private static final Index[] FIRST = new Index[INDEXED.length];
  private static final Index[] LAST = new Index[INDEXED.length];

  static {
    for (int k = 0; k < INDEXED.length; k++) {
      @SuppressWarnings("unchecked")
      List<Affix> list = (List<Affix>) INDEXED[k];
      FIRST[k] = new Index(list, true);
      LAST[k] = new Index(list, false);
    }
  }

  /** The index of the list in {@code indexes}, or null when the list is not indexed. */
  private static Index indexOf(List<Affix> affixes, Index[] indexes) {
    for (int k = 0; k < INDEXED.length; k++) {
      if (INDEXED[k] == affixes) {
        return indexes[k];
      }
    }
    return null;
  }

  /** The last characters of the hedges. */
  private static final String HEDGE_ENDS = hedgeEnds();

  /** The hedges by their last character, for the characters of ASCII. */
  private static final List<List<String>> HEDGES_BY_END = hedgesByEnd();

  private static List<List<String>> hedgesByEnd() {
    List<List<String>> out = new ArrayList<>(128);
    for (char c = 0; c < 128; c++) {
      List<String> ending = new ArrayList<>();
      for (String h : HEDGES) {
        if (h.charAt(h.length() - 1) == c) {
          ending.add(h);
        }
      }
      out.add(List.copyOf(ending));
    }
    return List.copyOf(out);
  }

  private static String hedgeEnds() {
    StringBuilder b = new StringBuilder();
    for (String h : HEDGES) {
      char c = h.charAt(h.length() - 1);
      if (b.indexOf(String.valueOf(c)) < 0) {
        b.append(c);
      }
    }
    return b.toString();
  }

  /** Returns the affix that starts at {@code at} and ends at a word boundary, or null. */
  static Affix after(CharSequence text, int at, List<Affix> affixes) {
    if (at >= text.length()) {
      return null;
    }
    char c0 = text.charAt(at);
    Index index = indexOf(affixes, FIRST);
    if (index != null && !index.mayStart(c0)) {
      return null;
    }
    char first = Chars.toLowerCase(c0);
    List<Affix> candidates = index != null ? index.get(first) : affixes;
    for (int k = 0; k < candidates.size(); k++) { // indexed: no iterator per number
      Affix a = candidates.get(k);
      char c = a.text().charAt(0);
      if (c != first && Chars.toLowerCase(c) != first) {
        continue;
      }
      if (startsWith(text, at, a.text(), a.anyCase())
          && boundaryAfter(text, at + a.text().length(), a.text())) {
        return a;
      }
    }
    return null;
  }

  /** Returns the affix that ends at {@code end} and starts at a word boundary, or null. */
  static Affix before(CharSequence text, int end, List<Affix> affixes) {
    if (end <= 0) {
      return null;
    }
    char last = text.charAt(end - 1);
    Index index = indexOf(affixes, LAST);
    List<Affix> candidates = index != null ? index.get(last) : affixes;
    for (int k = 0; k < candidates.size(); k++) {
      Affix a = candidates.get(k);
      if (a.text().charAt(a.text().length() - 1) != last) {
        continue;
      }
      int from = end - a.text().length();
      if (from >= 0
          && startsWith(text, from, a.text(), false)
          && (!isWordChar(a.text().charAt(0)) || from == 0 || !isWordChar(text.charAt(from - 1)))) {
        return a;
      }
    }
    return null;
  }

  /**
   * Whether {@link #wordBefore} would return one of {@code words} (lower case, none empty), without
   * making the word when its first letter or its length rules every one of them out (lower-casing
   * never shortens a word, and its first letter is the first character lower-cased). No word there
   * is none of them: the list is not walked for it (most numbers have no word right before them).
   */
  static boolean wordBeforeIn(CharSequence text, int end, List<String> words) {
    Starts starts = startsOf(words);
    // a word longer than the list's longest is none of them (lower-casing never shortens a word):
    // its letters are not read further back (#24)
    int most = starts == null ? 16 : Math.min(16, starts.longest + 1);
    int from = end;
    while (from > 0 && end - from < most && Chars.isLetter(text.charAt(from - 1))) {
      from--;
    }
    if (from == end || from > 0 && Chars.isLetter(text.charAt(from - 1))) {
      return false;
    }
    return oneOf(text, from, end, words, starts);
  }

  /** {@link #wordBeforeIn} for {@link #wordAfter}. */
  static boolean wordAfterIn(CharSequence text, int at, List<String> words) {
    Starts starts = startsOf(words);
    int most = starts == null ? 16 : Math.min(16, starts.longest + 1);
    int to = at;
    while (to < text.length() && to - at < most && Chars.isLetter(text.charAt(to))) {
      to++;
    }
    if (to == at || to < text.length() && Chars.isLetter(text.charAt(to))) {
      return false;
    }
    return oneOf(text, at, to, words, starts);
  }

  /**
   * What {@link #mayBeOneOf} knows of a word list without walking it: the ASCII characters its
   * words start with, as bits, and the length of its longest word. The months were walked for the
   * word before and after nearly every number ("Liverpool 3-1 Tottenham": 34 words twice; #24).
   */
  private static final class Starts {
    final List<String> words;
    final int longest;
    private long low;
    private long high;

    Starts(List<String> words) {
      this.words = words;
      int l = 0;
      for (String w : words) {
        l = Math.max(l, w.length());
        char c = w.charAt(0);
        if (c < 64) {
          low |= 1L << c;
        } else if (c < 128) {
          high |= 1L << (c - 64);
        }
      }
      this.longest = l;
    }

    /** Whether a word of the list may start with the ASCII character {@code c}. */
    boolean mayStartWith(char c) {
      return c < 64 ? (low & (1L << c)) != 0 : (high & (1L << (c - 64))) != 0;
    }
  }

  /** The lists looked up by {@link #wordBeforeIn} and {@link #wordAfterIn} for every number. */
  private static final Starts[] STARTS = {
    new Starts(MONTHS), new Starts(CLOCK_WORDS), new Starts(YEAR_WORDS)
  };

  /** The {@link Starts} of the list, or null when it is not one of {@link #STARTS}. */
  private static Starts startsOf(List<String> words) {
    for (Starts s : STARTS) {
      if (s.words == words) {
        return s;
      }
    }
    return null;
  }

  /**
   * Whether the letters from {@code from} to {@code to}, lower-cased with {@link Locale#ROOT}, are
   * one of the words. Letters all in ASCII (most words) are compared in place, as {@code
   * toLowerCase(Locale.ROOT)} maps them (A to Z only, one character each): no string per number
   * (#24: a word after nearly every number was copied and lower-cased to be looked up in the list
   * of months); a word with a letter outside ASCII is lower-cased and looked up as before.
   */
  private static boolean oneOf(
      CharSequence text, int from, int to, List<String> words, Starts starts) {
    if (starts != null) {
      char c = text.charAt(from);
      // a first letter in ASCII lower-cases to ASCII; the list's words are lower case
      if (c < 128
          && (to - from > starts.longest
              || !starts.mayStartWith(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c))) {
        return false;
      }
    }
    if (!mayBeOneOf(text, from, to, words)) {
      return false;
    }
    for (int k = from; k < to; k++) {
      if (text.charAt(k) >= 0x80) {
        return words.contains(text.subSequence(from, to).toString().toLowerCase(Locale.ROOT));
      }
    }
    int length = to - from;
    for (int i = 0; i < words.size(); i++) {
      String w = words.get(i);
      if (w.length() == length && asciiLowerEquals(text, from, w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the ASCII text at {@code from}, lower-cased, is {@code word} (of the same length). */
  private static boolean asciiLowerEquals(CharSequence text, int from, String word) {
    for (int k = 0; k < word.length(); k++) {
      char c = text.charAt(from + k);
      if (c >= 'A' && c <= 'Z') {
        c = (char) (c + ('a' - 'A'));
      }
      if (c != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  private static boolean mayBeOneOf(CharSequence text, int from, int to, List<String> words) {
    char first = Chars.toLowerCase(text.charAt(from));
    for (int k = 0; k < words.size(); k++) {
      String w = words.get(k);
      if (w.length() >= to - from && !w.isEmpty() && w.charAt(0) == first) {
        return true;
      }
    }
    return false;
  }

  /** Returns the word (letters only, lower case) that ends at {@code end}, or empty. */
  static String wordBefore(CharSequence text, int end) {
    int from = end;
    while (from > 0 && end - from < 16 && Chars.isLetter(text.charAt(from - 1))) {
      from--;
    }
    if (from == end || from > 0 && Chars.isLetter(text.charAt(from - 1))) {
      return "";
    }
    return text.subSequence(from, end).toString().toLowerCase(Locale.ROOT);
  }

  /** Returns the word (letters only, lower case) that starts at {@code at}, or empty. */
  static String wordAfter(CharSequence text, int at) {
    int to = at;
    while (to < text.length() && to - at < 16 && Chars.isLetter(text.charAt(to))) {
      to++;
    }
    if (to < text.length() && Chars.isLetter(text.charAt(to))) {
      return "";
    }
    return text.subSequence(at, to).toString().toLowerCase(Locale.ROOT);
  }

  /** Whether a hedge word ends at {@code end} (spaces before {@code end} skipped). */
  static boolean hedgedBefore(CharSequence text, int end) {
    int e = skipSpacesBack(text, skipEmphasisBack(text, end));
    if (e == 0) {
      return false;
    }
    char last = Chars.toLowerCase(text.charAt(e - 1));
    // the hedges that end in that character: the list is not walked for them (#24)
    List<String> hedges = last < 128 ? HEDGES_BY_END.get(last) : HEDGES;
    if (hedges.isEmpty() || last >= 128 && HEDGE_ENDS.indexOf(last) < 0) {
      return false; // most numbers: no hedge ends here
    }
    for (int k = 0; k < hedges.size(); k++) {
      String h = hedges.get(k);
      if (h.charAt(h.length() - 1) != last) {
        continue;
      }
      int from = e - h.length();
      if (from >= 0
          && startsWith(text, from, h, true)
          && (from == 0 || !isWordChar(text.charAt(from - 1)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Which side of a hedged number the real value lies on, by the hedge that ends at {@code end}: +1
   * above ("drøyt", "just over"), -1 below ("snaut", "nearly"), 0 either (or no hedge).
   */
  static int hedgeSide(CharSequence text, int end) {
    int e = skipSpacesBack(text, end);
    for (int side = 1; side >= -1; side -= 2) {
      for (String h : side > 0 ? HEDGES_OVER : HEDGES_UNDER) {
        int from = e - h.length();
        if (from >= 0
            && startsWith(text, from, h, true)
            && (from == 0 || !isWordChar(text.charAt(from - 1)))) {
          return side;
        }
      }
    }
    return 0;
  }

  /** Before markdown emphasis that opens at {@code end} ("about **$2,000**"), at most 3 marks. */
  static int skipEmphasisBack(CharSequence text, int end) {
    int e = end;
    while (e > 0 && end - e < 3 && (text.charAt(e - 1) == '*' || text.charAt(e - 1) == '_')) {
      e--;
    }
    return e;
  }

  static int skipSpacesBack(CharSequence text, int end) {
    int e = end;
    while (e > 0 && end - e < 3 && isSpace(text.charAt(e - 1))) {
      e--;
    }
    return e;
  }

  static int skipSpaces(CharSequence text, int at) {
    int a = at;
    while (a < text.length() && a - at < 3 && isSpace(text.charAt(a))) {
      a++;
    }
    return a;
  }

  static boolean isSpace(char c) {
    return c == ' ' || c == '\u00A0' || c == '\u202F' || c == '\u2009' || c == '\t';
  }

  static boolean isWordChar(char c) {
    return Chars.isLetterOrDigit(c);
  }

  /** Lower-case words of three letters or more match in any case ("Dollars"); symbols exactly. */
  private static boolean isLowerWord(String word) {
    if (word.length() < 3) {
      return false;
    }
    for (int i = 0; i < word.length(); i++) { // a loop, not a stream and a lambda (#23)
      char c = word.charAt(i);
      if (!Character.isLowerCase((int) c) && c != ' ') {
        return false;
      }
    }
    return true;
  }

  static boolean startsWith(CharSequence text, int at, String word, boolean ignoreCase) {
    if (at < 0 || at + word.length() > text.length()) {
      return false;
    }
    for (int k = 0; k < word.length(); k++) {
      char a = text.charAt(at + k);
      char b = word.charAt(k);
      if (a != b
          && !(ignoreCase && Chars.toLowerCase(a) == Chars.toLowerCase(b))
          && !(isSpace(a) && b == ' ')) {
        return false;
      }
    }
    return true;
  }

  private static boolean boundaryAfter(CharSequence text, int at, String word) {
    char last = word.charAt(word.length() - 1);
    return !isWordChar(last) || at >= text.length() || !isWordChar(text.charAt(at));
  }
}
