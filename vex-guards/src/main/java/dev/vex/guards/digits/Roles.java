package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;
import java.util.Locale;

/**
 * Which of a place's weather figures a number is about, by the words next to it: "feels like" /
 * "føles som", "high" / "høyeste", "low" / "laveste", "chance of rain" / "nedbør", "wind" / "vind",
 * "now" / "nå". A figure's role comes from its label ({@code feels like in Oslo}, {@code high on
 * 2026-12-03}, {@code chance of rain on …}, {@code wind in …}, {@code temperature in …}), as the
 * weather fetcher writes them. Words are read in a bounded window: linear in the text.
 */
final class Roles {
  /** What a weather figure is. */
  enum Role {
    NOW,
    FEELS,
    HIGH,
    LOW,
    RAIN,
    WIND,
    HUMIDITY,
    /** The UV index: stated only by a number the words call one ("UV-indeksen er 5"). */
    UV,
    /** A gust of wind ("gusts up to 26 km/h", "vindkast på 18 km/t"), not the mean wind. */
    GUST
  }

  private static final int WORDS_BEFORE = 5;
  private static final int WINDOW = 60;
  private static final java.util.Set<String> JOINS = WordLists.set("Roles.list");

  private static final java.util.Set<String> UNITS = WordLists.set("Roles.list.2");

  private Roles() {}

  /** The role of a figure by its label, or null for a figure that is not a weather figure. */
  static Role of(KeyFigure f) {
    String label = f.label();
    if (startsLower(label, "feels like")) {
      return Role.FEELS;
    }
    if (startsLower(label, "high on") || startsLower(label, "high ")) {
      return Role.HIGH;
    }
    if (startsLower(label, "low on") || startsLower(label, "low ")) {
      return Role.LOW;
    }
    if (startsLower(label, "chance of rain")) {
      return Role.RAIN;
    }
    if (startsLower(label, "gust")) {
      return Role.GUST;
    }
    if (startsLower(label, "wind")) {
      return Role.WIND;
    }
    if (startsLower(label, "humidity")) {
      return Role.HUMIDITY;
    }
    if (startsLower(label, "temperature")) {
      return Role.NOW;
    }
    if (startsLower(label, "uv index")) {
      return Role.UV;
    }
    return null;
  }

  /**
   * {@code label.toLowerCase(Locale.ROOT).startsWith(prefix)} for a lower-case ASCII prefix,
   * without the lowered copy of every figure's label every turn (#23); a label whose start is not
   * ASCII is lowered as before.
   */
  static boolean startsLower(String label, String prefix) {
    for (int i = 0; i < prefix.length(); i++) {
      if (i >= label.length()) {
        return false;
      }
      char c = label.charAt(i);
      if (c >= 0x80) {
        return label.toLowerCase(Locale.ROOT).startsWith(prefix);
      }
      if (Chars.toLowerCase(c) != prefix.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The role of each word {@link #word} knows by itself (besides its prefixes). */
  private static final java.util.Map<String, Role> WORDS = words();

  private static java.util.Map<String, Role> words() {
    java.util.Map<String, Role> m = new java.util.HashMap<>();
    for (String w : List.of("feels", "feel", "føles", "føltes", "kjennes", "windchill")) {
      m.put(w, Role.FEELS);
    }
    for (String w : WordLists.list("Roles.list.3")) {
      m.put(w, Role.HIGH);
    }
    for (String w : WordLists.list("Roles.list.4")) {
      m.put(w, Role.LOW);
    }
    for (String w : WordLists.list("Roles.list.5")) {
      m.put(w, Role.RAIN);
    }
    for (String w : List.of("wind", "winds", "breeze", "vind", "vinden")) {
      m.put(w, Role.WIND);
    }
    for (String w : WordLists.list("Roles.list.6")) {
      m.put(w, Role.GUST);
    }
    for (String w :
        List.of("now", "currently", "current", "nå", "presently", "akkurat", "nåværende")) {
      m.put(w, Role.NOW);
    }
    for (String w :
        List.of(
            "humidity",
            "humid",
            "fuktig",
            "fuktighet",
            "fuktigheten",
            "luftfuktighet",
            "luftfuktigheten")) {
      m.put(w, Role.HUMIDITY);
    }
    for (String w : List.of("uv", "uvi", "uv-index", "uv-indeks", "uv-indeksen", "uv-indexen")) {
      m.put(w, Role.UV);
    }
    return java.util.Map.copyOf(m);
  }

  /** The role of one word, or null. */
  static Role word(String w) {
    Role r = WORDS.get(w);
    if (r != null) {
      return r;
    }
    if (w.startsWith("nedbør") || w.startsWith("regn")) {
      return Role.RAIN;
    }
    if (w.startsWith("vind")) {
      return Role.WIND;
    }
    return null;
  }

  /**
   * The hash codes of every word {@link #before} and {@link #after} tell apart from a word of no
   * role ({@link #WORDS}, {@link #JOINS}, {@link #UNITS}, "to", "mot", "i"), sorted: a word whose
   * lower-cased letters hash to none of them and that begins with none of {@link #word}'s prefixes
   * is read as no role word without being made (#24: "Liverpool 3-1 Tottenham …" made and looked up
   * five words before each number).
   */
  private static final int[] KNOWN_HASHES = knownHashes();

  private static int[] knownHashes() {
    java.util.Set<String> all = new java.util.HashSet<>(WORDS.keySet());
    all.addAll(JOINS);
    all.addAll(UNITS);
    all.addAll(List.of("to", "mot", "i"));
    // a loop, not a stream: the class's first use on a cold turn loads no stream classes (#23)
    int[] hashes = new int[all.size()];
    int n = 0;
    for (String s : all) {
      hashes[n++] = s.hashCode();
    }
    java.util.Arrays.sort(hashes);
    int distinct = 0;
    for (int i = 0; i < n; i++) {
      if (distinct == 0 || hashes[distinct - 1] != hashes[i]) {
        hashes[distinct++] = hashes[i];
      }
    }
    return java.util.Arrays.copyOf(hashes, distinct);
  }

  /** {@link #word}'s prefixes: a word that begins with one has a role. */
  private static final List<String> PREFIXES = List.of("nedbør", "regn", "vind");

  /**
   * Whether the letters {@code text[from, to)}, whose lower case hashes to {@code h} and holds no
   * letter of {@link #plain}'s exceptions, may be a word {@link #before} or {@link #after} tells
   * apart from one of no role.
   */
  private static boolean mayBeKnown(String text, int from, int to, int h) {
    if (java.util.Arrays.binarySearch(KNOWN_HASHES, h) >= 0) {
      return true;
    }
    for (int p = 0; p < PREFIXES.size(); p++) {
      String prefix = PREFIXES.get(p);
      if (to - from >= prefix.length() && lowerStarts(text, from, prefix)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the letters from {@code from} on, lower-cased one by one, begin with {@code prefix}.
   */
  private static boolean lowerStarts(String text, int from, String prefix) {
    for (int k = 0; k < prefix.length(); k++) {
      if (Chars.toLowerCase(text.charAt(from + k)) != prefix.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a letter lower-cases as {@code String.toLowerCase(Locale.ROOT)} lower-cases it in a
   * word: one character for one, whatever its neighbours (not İ, Σ or half of a surrogate pair).
   */
  private static boolean plain(char c) {
    return c < 0x80 || !(c == '\u0130' || c == '\u03A3' || Character.isSurrogate(c));
  }

  /**
   * The role the words around a number give it: the nearest role word before it in its clause
   * (within five words), else the first word after it (units such as {@code km/h} skipped), else
   * null.
   */
  static Role near(String text, ReadNumber n) {
    return new Reader(text).near(n);
  }

  /**
   * Reads the roles of one text's numbers, in the order they stand: what lies between a number and
   * the nearest letter or clause mark (digits, signs, spaces) is passed over once for the whole
   * text, not once per number ("-1-1-1…" holds half a million numbers per megabyte, each with 60
   * characters of such marks on either side). Numbers out of order are read as {@link #near} reads
   * them; the result is the same either way. Not thread-safe.
   */
  static final class Reader {
    private final String text;
    private int scanned; // every position below it was looked at for lastMark
    private int lastMark = -1; // the last letter or clause mark below scanned
    private int nextFrom = -1; // no letter or clause mark in nextFrom..nextMark-1
    private int nextMark = -1;
    private boolean nextIsMark; // whether nextMark is a mark, or only as far as was looked
    private boolean upTo; // whether the last role read before a number was "up to" alone

    // the words read, lower case, by their letters: neighbouring numbers read the same words, and
    // a reply that repeats itself ("Liverpool 3-1 Tottenham …") the same words at other places
    private String[] words; // made on the first word

    Reader(String text) {
      this.text = text;
    }

    /** The most words {@link #lower} keeps, a power of two. */
    private static final int SLOTS = 64;

    /**
     * The word {@code text[from, to)} in lower case, as {@code String.toLowerCase(Locale.ROOT)}
     * makes it, made once for all words of the same letters that fall in one slot (#24): the slot
     * is found by the hash of the lowered letters, and a word kept there is the one asked for when
     * its letters lower one by one to the same. A letter whose lower case depends on its neighbours
     * or is longer (İ, Σ, surrogates) makes the word always.
     */
    String lower(int from, int to) {
      int h = 0;
      for (int k = from; k < to; k++) {
        char c = text.charAt(k);
        if (c == '\u0130' || c == '\u03A3' || Character.isSurrogate(c)) {
          return text.substring(from, to).toLowerCase(Locale.ROOT);
        }
        h = 31 * h + Chars.toLowerCase(c);
      }
      if (words == null) {
        words = new String[SLOTS];
      }
      int slot = (h ^ (h >>> 16)) & (SLOTS - 1);
      String kept = words[slot];
      if (kept != null && kept.length() == to - from && lowersTo(from, kept)) {
        return kept;
      }
      String w = text.substring(from, to).toLowerCase(Locale.ROOT);
      words[slot] = w;
      if (kinds != null) {
        kinds[slot] = 0; // the slot's word is new: what it is is not known
      }
      return w;
    }

    // what each kept word is, by its slot, found on its first reading: 0 not yet known, else
    // KNOWN with JOIN and UNIT set as the word is one, and its role (#24: the same words before
    // and after neighbouring numbers were looked up in the sets and maps again for each number)
    private byte[] kinds;
    private Role[] roles;

    private static final byte KNOWN = 1;
    private static final byte JOIN = 2;
    private static final byte UNIT = 4;

    /**
     * The slot that keeps {@code w} itself (the instance {@link #lower} made), what the word is
     * found there; -1 when {@code w} is not kept (a word with a letter that lower-cases by its
     * neighbours), to be looked up each time.
     */
    private int known(String w) {
      int h = w.hashCode(); // the hash lower() found the slot by: w is its letters lowered
      int slot = (h ^ (h >>> 16)) & (SLOTS - 1);
      if (words == null || words[slot] != w) {
        return -1;
      }
      if (kinds == null) {
        kinds = new byte[SLOTS];
        roles = new Role[SLOTS];
      }
      if (kinds[slot] == 0) {
        kinds[slot] =
            (byte) (KNOWN | (JOINS.contains(w) ? JOIN : 0) | (UNITS.contains(w) ? UNIT : 0));
        roles[slot] = word(w);
      }
      return slot;
    }

    /** Whether {@code w}, as {@link #lower} made it, joins clauses: {@code JOINS.contains(w)}. */
    boolean isJoin(String w) {
      int slot = known(w);
      return slot >= 0 ? (kinds[slot] & JOIN) != 0 : JOINS.contains(w);
    }

    /** Whether {@code w}, as {@link #lower} made it, is a unit: {@code UNITS.contains(w)}. */
    boolean isUnit(String w) {
      int slot = known(w);
      return slot >= 0 ? (kinds[slot] & UNIT) != 0 : UNITS.contains(w);
    }

    /** The role of {@code w}, as {@link #lower} made it: {@link Roles#word} of it. */
    Role roleOf(String w) {
      int slot = known(w);
      return slot >= 0 ? roles[slot] : word(w);
    }

    /** Whether the letters from {@code from} on lower one by one to {@code w}. */
    private boolean lowersTo(int from, String w) {
      for (int k = 0; k < w.length(); k++) {
        if (Chars.toLowerCase(text.charAt(from + k)) != w.charAt(k)) {
          return false;
        }
      }
      return true;
    }

    private boolean mark(int k) {
      char c = text.charAt(k);
      return Chars.isLetter(c)
          || c == '.'
          || c == '!'
          || c == '?'
          || c == '\n'
          || c == ';'
          || c == ','
          || c == '|';
    }

    /** The last letter or clause mark before {@code at}, or -1. */
    private int markBefore(int at) {
      if (at < scanned) {
        int k = at - 1;
        while (k >= Math.max(0, at - WINDOW) && !mark(k)) {
          k--;
        }
        return k; // below the window when no mark is in it
      }
      // only the last WINDOW characters matter: a mark further back is below any number's window
      for (int k = Math.max(scanned, at - WINDOW); k < at; k++) {
        if (mark(k)) {
          lastMark = k;
        }
      }
      scanned = at;
      return lastMark;
    }

    /** The first letter or clause mark in {@code at..limit-1}, or {@code limit} when none is. */
    private int markFrom(int at, int limit) {
      int k = at;
      if (at >= nextFrom && at <= nextMark) {
        if (nextIsMark || nextMark >= limit) {
          return Math.min(nextMark, limit);
        }
        k = nextMark; // nothing in nextFrom..nextMark-1: go on from there
      } else {
        nextFrom = at;
      }
      while (k < limit && !mark(k)) {
        k++;
      }
      nextMark = k;
      nextIsMark = k < limit;
      return k;
    }

    /**
     * The role the words around the number give it, as {@link Roles#near} tells; a number written
     * in km/h (or km/t) is a wind speed whatever the words say, unless they call it a gust.
     */
    Role near(ReadNumber n) {
      Role r = byWords(n);
      return r != Role.GUST && r != Role.WIND && speed(text, n) ? Role.WIND : r;
    }

    /**
     * Whether the last number's role was read from "up to" / "opp mot" alone: a day's high, unless
     * the reply names an hour ("up to 18 °C by noon" is that hour's).
     */
    boolean upTo() {
      return upTo;
    }

    // the last reading of the words before a number: where it began (i), its window's start, the
    // least position it compared with the window's start, and what it gave
    private int beforeAt = -1;
    private int beforeFrom;
    private int beforeLow;
    private Role beforeRole;
    private boolean beforeUpTo;

    /** The least position {@link #before} and {@link #wordBefore} compared with the window. */
    int low;

    private Role byWords(ReadNumber n) {
      upTo = false;
      int from = Math.max(0, n.start() - WINDOW);
      int i = Math.max(from, markBefore(n.start()) + 1); // only marks stop or count below
      Role before;
      if (i == beforeAt && from >= beforeFrom && beforeLow > from) {
        // the words before read as for the number before it ("3-1": the same words for both):
        // every bound it compared with its window's start lies above this window's too (#24)
        before = beforeRole;
        upTo = beforeUpTo;
      } else {
        low = i;
        before = before(this, i, from);
        beforeAt = i;
        beforeFrom = from;
        beforeLow = low;
        beforeRole = before;
        beforeUpTo = upTo;
      }
      if (before != null) {
        return before;
      }
      int to = Math.min(text.length(), n.end() + WINDOW);
      int j = markFrom(n.end(), to);
      Role after = after(this, j, to);
      if (after != null && ownNumberInBrackets(text, n.end(), j, to)) {
        return null; // "9°C (feels like 8)": the words in the brackets are the 8's, not the 9's
      }
      return after;
    }
  }

  /**
   * Whether the first word after a number, at {@code j}, opens a bracket right after it (nothing
   * but spaces and a unit sign between) that holds a number of its own before it closes: "9°C
   * (feels like 8)". Asked only of a number a role word follows, and looks on only when a '('
   * stands within three characters before {@code j} (#22, content-cases10 E034).
   */
  static boolean ownNumberInBrackets(String text, int end, int j, int to) {
    int k = j - 1;
    while (k >= end && k >= j - 3 && text.charAt(k) == ' ') {
      k--;
    }
    if (k < end || text.charAt(k) != '(') {
      return false;
    }
    for (int m = j; m < to; m++) {
      char c = text.charAt(m);
      if (c == ')' || c == '\n') {
        return false;
      }
      if (c >= '0' && c <= '9') {
        return true;
      }
    }
    return false;
  }

  /**
   * The first role word before a number, read back from {@code i} to {@code from}, or null. "up to"
   * / "opp mot" / "opp i" make it the day's high ("opp mot 9 grader") unless a role word further
   * back in the clause names another ("gusts up to 26 km/h", "nedbør opp mot 80 %").
   */
  private static Role before(Reader reader, int i, int from) {
    String text = reader.text;
    int words = 0;
    boolean upTo = false;
    // i only falls, and every exit below compared the last i with from: the least bound compared
    // is the last i (or wordBefore's, which it records)
    while ((reader.low = Math.min(reader.low, i)) > from && words < WORDS_BEFORE) {
      char c = text.charAt(i - 1);
      if (c == '.'
              && !(i >= 2 && Chars.isLetter(text.charAt(i - 2)) && shortWord(reader, text, i - 1))
          || c == '!'
          || c == '?'
          || c == '\n'
          || c == ';'
          || c == ','
          || c == '|') {
        break;
      }
      if (Chars.isLetter(c)) {
        int end = i;
        // the hash of the word's lower case, read backwards: String.hashCode of the lowered word
        int h = 0;
        int power = 1;
        boolean plain = true;
        char l;
        while (i > from && Chars.isLetter(l = text.charAt(i - 1))) {
          plain &= plain(l);
          h += Chars.toLowerCase(l) * power;
          power *= 31;
          i--;
        }
        reader.low = Math.min(reader.low, i); // the loop compared this i with from
        if (plain && !mayBeKnown(text, i, end, h)) {
          words++; // a word of no role, no join, not "to": only counted
          continue;
        }
        String w = reader.lower(i, end);
        if (reader.isJoin(w)) {
          break;
        }
        Role r = reader.roleOf(w);
        if (r != null) {
          return r;
        }
        if (words == 0 && (w.equals("to") || w.equals("mot") || w.equals("i"))) {
          String up = wordBefore(reader, i, from);
          upTo = up.equals(w.equals("to") ? "up" : "opp");
        }
        words++;
      } else {
        i--;
      }
    }
    reader.upTo = upTo;
    return upTo ? Role.HIGH : null;
  }

  /** The word right before {@code i} (spaces between), lower case, or "". */
  private static String wordBefore(Reader reader, int i, int from) {
    String text = reader.text;
    int end = i;
    while (end > from && text.charAt(end - 1) == ' ') {
      end--;
    }
    int start = end;
    while (start > from && end - start <= 3 && Chars.isLetter(text.charAt(start - 1))) {
      start--;
    }
    reader.low = Math.min(reader.low, start); // the least bound compared with from
    return start == end || (start > from && Chars.isLetter(text.charAt(start - 1)))
        ? ""
        : reader.lower(start, end);
  }

  /** The role of the first word read on from {@code j} to {@code to}, units skipped, or null. */
  private static Role after(Reader reader, int j, int to) {
    String text = reader.text;
    while (j < to) {
      char c = text.charAt(j);
      if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';' || c == ',' || c == '|') {
        return null;
      }
      if (Chars.isLetter(c)) {
        int start = j;
        int h = 0;
        boolean plain = true;
        char l;
        while (j < to && Chars.isLetter(l = text.charAt(j))) {
          plain &= plain(l);
          h = 31 * h + Chars.toLowerCase(l);
          j++;
        }
        if (plain && !mayBeKnown(text, start, j, h)) {
          return null; // a word of no role that is no unit: as word(w) of it
        }
        String w = reader.lower(start, j);
        if (reader.isUnit(w)) {
          continue; // a unit: km/h, km/t, m/s, °C
        }
        return reader.isJoin(w) ? null : reader.roleOf(w);
      }
      j++;
    }
    return null;
  }

  /**
   * Whether the word before a dot is an abbreviation such as "ca." or "kl.": a short word that is
   * no role word ("9 °C now. Saturday 6–9 °C": "now" ends its sentence).
   */
  private static boolean shortWord(Reader reader, String text, int dot) {
    int s = dot;
    while (s > 0 && Chars.isLetter(text.charAt(s - 1))) {
      s--;
    }
    return dot - s <= 3 && word(reader.lower(s, dot)) == null;
  }

  /** Whether km/h, km/t, kmh or kph is written right after the number. */
  static boolean speed(String text, ReadNumber n) {
    int j = n.end();
    while (j < text.length() && j - n.end() < 2 && text.charAt(j) == ' ') {
      j++;
    }
    if (j + 3 > text.length() || !isK(text.charAt(j))) {
      return false; // most numbers: no string made
    }
    String rest = text.substring(j, Math.min(text.length(), j + 5)).toLowerCase(Locale.ROOT);
    boolean unit =
        rest.startsWith("km/h")
            || rest.startsWith("km/t")
            || rest.startsWith("kmh")
            || rest.startsWith("kph");
    int end = j + (rest.startsWith("km/") ? 4 : 3);
    return unit && (end >= text.length() || !Chars.isLetter(text.charAt(end)));
  }

  /** Whether the character lower-cases to 'k' ('K', 'k', the Kelvin sign), ASCII answered first. */
  private static boolean isK(char c) {
    return c == 'k' || c == 'K' || (c >= 128 && Chars.toLowerCase(c) == 'k');
  }

  /** Units of air pressure and precipitation, lower case: quantities no weather figure measures. */
  private static final java.util.Set<String> OTHER_QUANTITIES = WordLists.set("Roles.list.7");

  /**
   * The unit written right after a number when it is one of air pressure, precipitation or distance
   * (a visibility, #22 content-cases19 E047: "visibility 10 km"), as a figure writes it ({@code
   * 1013 hPa} gives {@code hpa}, {@code 0,0 mm} and {@code 2 millimeter} give {@code mm}); else
   * null. A distance per hour is a speed, none of them.
   */
  static String otherQuantity(String text, ReadNumber n) {
    int j = n.end();
    while (j < text.length() && j - n.end() < 2 && text.charAt(j) == ' ') {
      j++;
    }
    int e = j;
    while (e < text.length() && e - j < 14 && Chars.isLetter(text.charAt(e))) {
      e++;
    }
    if (e - j < 2) {
      return null; // no such unit is shorter ("mb", "mm"): most numbers, no string made
    }
    String word;
    if (AsciiWords.ascii(text, j, e)) {
      // looked up where it stands: the word after most numbers ("3 and") is none (#24)
      word = OTHER_QUANTITY_TABLE.find(text, j, e);
    } else {
      word = text.substring(j, e).toLowerCase(Locale.ROOT);
      word = OTHER_QUANTITIES.contains(word) ? word : null;
    }
    if (word == null) {
      return null;
    }
    if (word.startsWith("k") && perHour(text, e)) {
      return null; // "8 km/h", "10 kilometer i timen": a wind speed, judged as one
    }
    return word.startsWith("milli") ? "mm" : word;
  }

  /**
   * Whether the words right after a distance unit ending at {@code e} make it a speed ("km/h",
   * "km/t", "km per hour", "kilometer i timen"). Looks at a few characters only.
   */
  private static boolean perHour(String text, int e) {
    if (e < text.length() && text.charAt(e) == '/') {
      return true;
    }
    String rest = text.substring(e, Math.min(text.length(), e + 12)).toLowerCase(Locale.ROOT);
    rest = rest.stripLeading();
    return rest.startsWith("per ")
        || rest.startsWith("pr ")
        || rest.startsWith("pr.")
        || rest.startsWith("an hour")
        || rest.startsWith("a hour")
        || rest.startsWith("i timen")
        || rest.startsWith("i time")
        || rest.startsWith("h ")
        || rest.startsWith("h.")
        || rest.equals("h");
  }

  private static final AsciiWords OTHER_QUANTITY_TABLE = new AsciiWords(OTHER_QUANTITIES);

  /** Whether a wind speed is written in another unit than the figure's km/h. */
  static boolean otherWindUnit(String text, ReadNumber n) {
    int j = n.end();
    while (j < text.length() && text.charAt(j) == ' ') {
      j++;
    }
    char first = j < text.length() ? Chars.toLowerCase(text.charAt(j)) : ' ';
    if (first != 'm' && first != 'k' && first != 'b') {
      return false; // no unit below starts here (most numbers), and no string is made
    }
    String rest = text.substring(j, Math.min(text.length(), j + 6)).toLowerCase(Locale.ROOT);
    return rest.startsWith("m/s")
        || rest.startsWith("mph")
        || rest.startsWith("knot")
        || rest.startsWith("knop")
        || rest.startsWith("kn ")
        || rest.startsWith("beaufort")
        || rest.startsWith("ms");
  }
}
