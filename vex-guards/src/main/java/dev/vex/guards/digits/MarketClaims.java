package dev.vex.guards.digits;

import dev.vex.core.grounding.KeyFigure;
import java.util.List;
import java.util.Locale;

/**
 * Which of a coin's market figures a number is written as, by the words next to it, when it states
 * none of them: "nummer 3 etter markedsverdi" is a rank, "28 % below its all-time high" a distance
 * from the record, "ned 9,7 % siste døgn" the day's change, "dropped about $2,800" the day's change
 * in the currency. Such a number that is not the figure of that name is a wrong claim, however far
 * it is from every figure. The figures are found by their labels as the crypto fetcher writes them
 * ({@code BTC market cap rank}, {@code BTC distance from its all-time high}, {@code BTC 24h
 * change}, {@code BTC 24h change in USD}). Words are read in a bounded window: linear in the text.
 */
final class MarketClaims {
  private static final int WINDOW = 60;

  private static final String RANK = " market cap rank";
  private static final String FROM_RECORD = " distance from its all-time high";
  private static final String CHANGE = " 24h change";
  private static final String CHANGE_IN = " 24h change in ";
  private static final String PRICE = " price";
  private static final String HIGH = " 24h high";
  private static final String LOW = " 24h low";
  private static final String CAP = " market cap";
  private static final String CAP_CHANGE = " market cap 24h change";
  private static final String RECORD = " all-time high";
  private static final String VOLUME = " 24h trading volume";

  /** The words before a number that name the figure it is ("24h high", "markedsverdi"). */
  private static final java.util.Map<String, String> ROLE_WORDS = roleWords();

  private static java.util.Map<String, String> roleWords() {
    java.util.Map<String, String> m = new java.util.HashMap<>();
    for (String w : List.of("price", "prices", "pris", "prisen", "priced", "koster", "kosta")) {
      m.put(w, PRICE);
    }
    for (String w : List.of("costs", "cost")) {
      m.put(w, PRICE);
    }
    for (String w : List.of("high", "highs", "highest", "høyeste", "høyest", "høgaste", "topp")) {
      m.put(w, HIGH);
    }
    for (String w : List.of("low", "lows", "lowest", "laveste", "lavest", "lågaste", "bunn")) {
      m.put(w, LOW);
    }
    for (String w : List.of("bunnen", "dipped", "nede")) {
      m.put(w, LOW);
    }
    for (String w :
        List.of(
            "cap",
            "mcap",
            "marketcap",
            "capitalisation",
            "capitalization",
            "markedsverdi",
            "markedsverdien",
            "marknadsverdi",
            "sammen", // "alle bitcoin til sammen er verdt": all coins together
            "samlet",
            "combined",
            "altogether")) {
      m.put(w, CAP);
    }
    for (String w : WordLists.list("MarketClaims.list")) {
      m.put(w, RECORD);
    }
    for (String w : List.of("volume", "volum", "volumet", "omsetning", "omsetningen")) {
      m.put(w, VOLUME);
    }
    return java.util.Map.copyOf(m);
  }

  /** Words before a number that name no figure but the price when no other word does. */
  private static final java.util.Set<String> WEAK_PRICE = WordLists.set("MarketClaims.list.2");

  /** Words that end the part of a clause a role word before a number may be read from. */
  private static final java.util.Set<String> CLAUSE_WORDS = WordLists.set("MarketClaims.list.3");

  /** Words with a stop that ends no sentence. */
  private static final java.util.Set<String> ABBREVIATIONS = WordLists.set("MarketClaims.list.4");

  /**
   * The words {@link #role} looks up (role words, weak price words, clause words, "at") by their
   * first character and length: bit {@code k} of entry {@code c} is set when one of {@code k}
   * characters starts with {@code c}. A word of ASCII letters that no entry allows is none of them
   * and is not made a lower-case string (#24: the role is read for every number of a market turn).
   */
  private static final long[] ROLE_LOOKUPS = roleLookups();

  /** The words {@link #role} looks up, found in an ASCII word where it stands. */
  private static final AsciiWords ROLE_TABLE = new AsciiWords(roleLookupWords());

  private static List<String> roleLookupWords() {
    List<String> all = new java.util.ArrayList<>(ROLE_WORDS.keySet());
    all.addAll(WEAK_PRICE);
    all.addAll(CLAUSE_WORDS);
    all.add("at");
    return all;
  }

  private static long[] roleLookups() {
    long[] out = new long[128];
    List<String> all = new java.util.ArrayList<>(ROLE_WORDS.keySet());
    all.addAll(WEAK_PRICE);
    all.addAll(CLAUSE_WORDS);
    all.add("at");
    for (String w : all) {
      if (w.isEmpty() || w.length() > 63 || w.charAt(0) >= 128) {
        throw new IllegalStateException("a lookup word the filter cannot hold: " + w);
      }
      out[w.charAt(0)] |= 1L << w.length();
    }
    return out;
  }

  /**
   * Whether {@code text[from, to)} (letters and apostrophes) may be a word {@link #role} looks up
   * once lower-cased and stripped of "'s"; false only when it is surely none of them.
   */
  private static boolean mayBeLookedUp(String text, int from, int to) {
    for (int k = from; k < to; k++) {
      if (text.charAt(k) >= 128) {
        return true; // lower-casing outside ASCII may change its length or give ASCII letters
      }
    }
    int length = to - from;
    if (length >= 2 && text.charAt(to - 2) == '\'' && (text.charAt(to - 1) | 0x20) == 's') {
      length -= 2;
    }
    if (length == 0 || length > 63) {
      return false; // no word looked up is empty or that long
    }
    char c = text.charAt(from);
    c = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    return (ROLE_LOOKUPS[c] & (1L << length)) != 0;
  }

  /** At most this many words before a number are read for its role. */
  private static final int ROLE_WORDS_BACK = 7;

  private static final List<String> RANK_WORDS =
      List.of("nummer", "number", "no", "nr", "rank", "ranked", "ranks", "plass", "#");
  private static final List<String> RECORD_WORDS = WordLists.list("MarketClaims.RECORD_WORDS");
  private static final List<String> DAY_WORDS = WordLists.list("MarketClaims.DAY_WORDS");

  /** Windows of time other than the day's: a change over them is no 24-hour change. */
  private static final List<String> OTHER_WINDOWS = WordLists.list("MarketClaims.OTHER_WINDOWS");

  /** Words of a coin's market value, whose change is the market cap's. */
  private static final List<String> CAP_WORDS =
      List.of(
          "market cap",
          "market capitalisation",
          "market capitalization",
          "markedsverdi",
          "markedsverdien",
          "mcap");

  private MarketClaims() {}

  /**
   * "At $1.35 it's about 37% below that", after a sentence naming the all-time high: a percentage
   * followed by "below", "under", "off" or "unna" with a record word in the 160 characters before
   * it is the distance from the record.
   */
  private static boolean belowARecordBefore(String text, ReadNumber n) {
    int i = n.end();
    while (i < text.length() && i - n.end() < 3 && text.charAt(i) == ' ') {
      i++;
    }
    int start = i;
    while (i < text.length() && i - start < 8 && Chars.isLetter(text.charAt(i))) {
      i++;
    }
    String w = text.substring(start, i).toLowerCase(Locale.ROOT);
    if (!List.of("below", "under", "off", "unna", "lower").contains(w)) {
      return false;
    }
    String back = text.substring(Math.max(0, n.start() - 160), n.start()).toLowerCase(Locale.ROOT);
    for (String r : RECORD_WORDS_STRICT) {
      if (back.contains(r)) {
        return true;
      }
    }
    return back.contains("peak") || back.contains("toppen");
  }

  /** Whether the turn holds market figures at all: only then is a number read this way. */
  static boolean any(List<KeyFigure> figures) {
    for (KeyFigure f : figures) {
      String l = f.label();
      if (l.endsWith(RANK) || l.endsWith(FROM_RECORD) || l.endsWith(CHANGE)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The figure a number that is not a percentage is written as, by the words before it in its
   * clause (#22): "the 24h high was $68,611", "Laveste pris siste 24 timer var 65 603 dollar",
   * "markedsverdi på 1,3 billioner dollar", "peaked at $239.31", "BTC is at $68,116", "Solana
   * koster 88,10 dollar". The nearest word that names a figure decides ("laveste pris" is the low,
   * "all-time high" the record, a peak or high of today the day's); "står", "ligger", "is at" and
   * the like make it the price only when no such word comes before. The words are read back to the
   * clause's start, another number in a currency, or seven words: a bounded look. Returns the
   * figure's label suffix ({@code " price"}, {@code " 24h high"}, ...), or null; only when the turn
   * has such a figure.
   */
  static String role(String text, ReadNumber n, List<KeyFigure> figures) {
    if ("%".equals(n.unit())) {
      return null;
    }
    int i = n.start();
    int min = Math.max(0, i - 90);
    String found = null;
    boolean weak = false;
    for (int words = 0; words < ROLE_WORDS_BACK && i > min; ) {
      char c = text.charAt(i - 1);
      if (c == '.' && ABBREVIATIONS.contains(String.valueOf(wordBefore(text, i - 1)))) {
        i--; // "ca. 1,3 milliarder": a hedge's stop, not a sentence's
        continue;
      }
      if (c == '.' && (i >= text.length() || !Chars.isDigit(text.charAt(i)))
          || c == '!'
          || c == '?'
          || c == ';'
          || c == ':'
          || c == ','
          || c == '\n'
          || c == '('
          || c == ')') {
        break;
      }
      if (Chars.isDigit(c)) {
        int end = i;
        while (i > min && (Chars.isLetterOrDigit(text.charAt(i - 1)))) {
          i--;
        }
        // "siste 24 timer", "24h": a window, not another figure (read in place, no string per
        // number: only 'H' and 'T' lower-case to 'h' and 't'; #24)
        if (!window24(text, i, end)) {
          break;
        }
        words++;
        continue;
      }
      if (c == '$' || c == '€' || c == '£') {
        break; // another amount: the words before it are its
      }
      if (!Chars.isLetter(c)) {
        i--;
        continue;
      }
      int end = i;
      while (i > min && (Chars.isLetter(text.charAt(i - 1)) || text.charAt(i - 1) == '\'')) {
        i--;
      }
      if (!mayBeLookedUp(text, i, end)) {
        words++; // none of the words below: read on, as the lookups would
        continue;
      }
      String w;
      if (AsciiWords.ascii(text, i, end)) {
        // looked up where it stands (#24): a word of none of the lists is only counted, as the
        // lookups below would leave it
        int to = end;
        if (to - i >= 2 && text.charAt(to - 2) == '\'' && (text.charAt(to - 1) | 0x20) == 's') {
          to -= 2;
        }
        w = ROLE_TABLE.find(text, i, to);
        if (w == null) {
          words++;
          continue;
        }
      } else {
        w = text.substring(i, end).toLowerCase(Locale.ROOT);
        if (w.endsWith("'s")) {
          w = w.substring(0, w.length() - 2);
        }
      }
      words++;
      String r = ROLE_WORDS.get(w);
      if (r != null) {
        found = r;
        String q = wordBefore(text, i);
        if (r == HIGH
            && (endsWithWord(text, i, "all-time")
                || endsWithWord(text, i, "all time")
                || "record".equals(q)
                || "rekord".equals(q))) {
          found = RECORD; // "all-time high", "record high"
        } else if (r == PRICE && q != null && ROLE_WORDS.get(q) != null) {
          found = ROLE_WORDS.get(q); // "laveste pris", "lowest price": the qualifier names it
        }
        break;
      }
      if (WEAK_PRICE.contains(w) || ("at".equals(w) && weakAt(text, i))) {
        weak = true;
      }
      if (CLAUSE_WORDS.contains(w)) {
        break;
      }
    }
    if (found == RECORD
        && inClause(text, n, DAY_WORDS)
        && !inClause(text, n, RECORD_WORDS_STRICT)) {
      found = HIGH; // a peak of today is the day's high
    }
    if (found == null && weak) {
      // "verdt rundt 1,31 billioner dollar totalt", "worth $1.31 trillion in total": the coin's
      // worth as a whole is its market cap (#22, cases19 P056); else "worth" is the price
      found = inAll(text, n.end()) ? CAP : PRICE;
    }
    if (found == CAP && inClause(text, n, List.of("rank", "ranked", "nummer", "plass"))) {
      return null;
    }
    if (found == null) {
      return null;
    }
    for (KeyFigure f : figures) {
      if (f.label().endsWith(found)) {
        return found;
      }
    }
    return null;
  }

  /** Words after an amount that make it the worth of all the coins: "totalt", "in total". */
  private static final List<String> IN_ALL =
      List.of("totalt", "i alt", "samlet", "til sammen", "in total", "altogether", "combined");

  /**
   * Whether one of {@link #IN_ALL} follows the amount ending at {@code end}, within its unit and
   * scale words ("billioner dollar totalt"): at most 30 characters read, none past the clause.
   */
  private static boolean inAll(String text, int end) {
    int to = Math.min(text.length(), end + 30);
    for (int k = end; k < to; k++) {
      char c = text.charAt(k);
      if (c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '\n') {
        to = k;
        break;
      }
    }
    String after = text.substring(end, to).toLowerCase(Locale.ROOT);
    for (String w : IN_ALL) {
      int at = after.indexOf(w);
      if (at >= 0
          && (at == 0 || !Chars.isLetter(after.charAt(at - 1)))
          && (at + w.length() == after.length()
              || !Chars.isLetter(after.charAt(at + w.length())))) {
        return true;
      }
    }
    return false;
  }

  /** Record words that name the all-time high whatever day the clause names. */
  private static final List<String> RECORD_WORDS_STRICT =
      List.of("all-time high", "all time high", "ath", "rekord", "record", "rekorden");

  /** "is at", "now at", "'s at": the price; "stands at", "peaked at" are read by their verb. */
  private static boolean weakAt(String text, int at) {
    String q = wordBefore(text, at);
    return q != null && (q.equals("is") || q.equals("now") || q.equals("s") || q.equals("it"));
  }

  /** The lower-case word that ends before {@code at} (spaces skipped), or null. */
  private static String wordBefore(String text, int at) {
    int i = at;
    while (i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '\'')) {
      i--;
    }
    int end = i;
    while (i > 0 && end - i < 16 && Chars.isLetter(text.charAt(i - 1))) {
      i--;
    }
    return i == end ? null : text.substring(i, end).toLowerCase(Locale.ROOT);
  }

  /** Whether the text before {@code at} ends with the phrase and a space or hyphen. */
  private static boolean endsWithWord(String text, int at, String phrase) {
    int i = at;
    while (i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '-')) {
      i--;
    }
    int from = i - phrase.length();
    if (from < 0) {
      return false;
    }
    String seen = text.substring(from, i).toLowerCase(Locale.ROOT).replace(' ', '-');
    return seen.equals(phrase.replace(' ', '-'))
        && (from == 0 || !Chars.isLetter(text.charAt(from - 1)));
  }

  /**
   * Why the number, which states no figure, is wrong as the market figure its words make it, or
   * null.
   */
  static String judge(
      String text, ReadNumber n, String subject, List<KeyFigure> figures, FigureMatcher matcher) {
    return judge(text, n, subject, figures, matcher, suffix(text, n, figures));
  }

  /**
   * As {@link #judge(String, ReadNumber, String, List, FigureMatcher)}, with the number's {@link
   * #suffix} already read (the digit scan reads it once per number for this and {@link
   * #statesChangeIn}).
   */
  static String judge(
      String text,
      ReadNumber n,
      String subject,
      List<KeyFigure> figures,
      FigureMatcher matcher,
      String suffix) {
    return suffix == null ? null : judgeAs(text, n, subject, figures, matcher, suffix);
  }

  /**
   * Whether the number, by a direction word right before it, states its coin's change in the
   * currency in size ("down about **$2,000**" for -2,007.88): the direction carries the sign, so
   * the number states that figure and is no other's claim (#22).
   */
  static boolean statesChangeIn(
      String text, ReadNumber n, String subject, List<KeyFigure> figures, FigureMatcher matcher) {
    return statesChangeIn(text, n, subject, figures, matcher, suffix(text, n, figures));
  }

  /** As {@link #statesChangeIn}, with the number's {@link #suffix} already read. */
  static boolean statesChangeIn(
      String text,
      ReadNumber n,
      String subject,
      List<KeyFigure> figures,
      FigureMatcher matcher,
      String suffix) {
    if (suffix == null || !suffix.startsWith(CHANGE_IN)) {
      return false;
    }
    // loops, not streams with lambdas (#23: each lambda's first call costs a generated class)
    long named = 0;
    long of = 0;
    for (KeyFigure f : figures) {
      if (f.label().endsWith(suffix)) {
        named++;
        if (about(subject, f)) {
          of++;
        }
      }
    }
    // with no subject only one coin's change may be meant; else judgeAs finds none wrong
    return (subject == null ? named == 1 : of >= 1)
        && judgeAs(text, n, subject, figures, matcher, suffix) == null;
  }

  private static String suffix(String text, ReadNumber n, List<KeyFigure> figures) {
    return suffix(text, n, figures, role(text, n, figures));
  }

  /**
   * The label suffix of the market figure the number is written as, or null; {@code role} is what
   * {@link #role} gives for it (read once per number by the digit scan).
   */
  static String suffix(String text, ReadNumber n, List<KeyFigure> figures, String role) {
    String unit = n.unit();
    String suffix;
    if (role != null) {
      suffix = role;
    } else if (unit.isEmpty() && rankWordBefore(text, n)) {
      suffix = RANK;
    } else if ("%".equals(unit)
        && (inClause(text, n, RECORD_WORDS) || belowARecordBefore(text, n))) {
      suffix = FROM_RECORD;
    } else if ("%".equals(unit)
        && Directions.of(text, n) != 0
        && (inClause(text, n, DAY_WORDS) || !inClause(text, n, OTHER_WINDOWS))) {
      // "har steget 3,5 %": the day's change unless the clause names another window
      suffix = inClause(text, n, CAP_WORDS) ? CAP_CHANGE : CHANGE;
    } else if (DigitScanGuard.isCurrency(unit) && directionRightBefore(text, n)) {
      suffix = CHANGE_IN + unit;
    } else {
      return null;
    }
    return suffix;
  }

  private static String judgeAs(
      String text,
      ReadNumber n,
      String subject,
      List<KeyFigure> figures,
      FigureMatcher matcher,
      String suffix) {
    String unit = n.unit();
    if (subject == null) {
      int named = 0;
      for (KeyFigure f : figures) {
        named += f.label().endsWith(suffix) ? 1 : 0;
      }
      if (named != 1) {
        return null; // a number no coin's name goes with, among several coins: whose is unknown
      }
    }
    for (KeyFigure f : figures) {
      if (!f.label().endsWith(suffix) || !about(subject, f)) {
        continue;
      }
      if (suffix.startsWith(CHANGE_IN)) {
        // "dropped $2,008" states a change of -2,007.88: the direction word carries the sign
        ReadNumber size = new ReadNumber(n.readings(), unit, n.approximate(), n.start(), n.end());
        KeyFigure abs = new KeyFigure(f.label(), f.value().abs(), f.unit(), false, f.aliases());
        if (matcher.matches(size, abs)) {
          return null;
        }
      } else if (matcher.matches(n, f)) {
        return null;
      }
      return "'"
          + text.substring(n.start(), n.end())
          + "' is written as "
          + f.label()
          + " but does not state it ("
          + f.value().stripTrailingZeros().toPlainString()
          + (f.unit().isEmpty() ? "" : " " + f.unit())
          + ")";
    }
    return null;
  }

  /** Ranks written as ordinals: "ranked 9th", "#3rd", "the 2nd largest". */
  static final java.util.regex.Pattern ORDINAL =
      java.util.regex.Pattern.compile(
          "(?i)\\b(?:ranked|rank|ranks|number|no\\.?|#)\\s*(\\d{1,4})(?:st|nd|rd|th)\\b"
              + "|\\b(\\d{1,4})(?:st|nd|rd|th)\\s+(?:largest|biggest|by market cap)\\b");

  /**
   * Ranks written as ordinals ("ranked 9th", "the 3rd largest"), which the number reader leaves as
   * words: each must state its coin's rank.
   */
  static List<String> ordinals(
      String text,
      char[] chars,
      Subjects subjects,
      List<KeyFigure> figures,
      FigureMatcher matcher) {
    List<String> out = new java.util.ArrayList<>();
    if (!holdsOrdinal(chars)) {
      // most replies hold no "9th": eachOrdinal would find nothing, and its two lambdas are not
      // made (each lambda's first call costs a generated class on the first turn, #23)
      return out;
    }
    eachOrdinal(
        text,
        chars,
        () -> out.size() < 4,
        m -> {
          int g = m.group(1) != null ? 1 : 2;
          java.math.BigDecimal v = new java.math.BigDecimal(m.group(g));
          ReadNumber n =
              new ReadNumber(
                  List.of(new ReadNumber.Reading(v, java.math.BigDecimal.ONE)),
                  "",
                  false,
                  m.start(g),
                  m.end(g));
          String problem =
              judgeAs(text, n, subjects.of(m.start(), m.end()), figures, matcher, RANK);
          if (problem != null) {
            out.add(problem);
          }
        });
    return out;
  }

  /**
   * Whether digits meet an ordinal's suffix anywhere in the text ("9th"), as {@link #eachOrdinal}
   * looks for them: without one it hands nothing on. Linear, stops at the first.
   */
  static boolean holdsOrdinal(char[] chars) {
    for (int i = 0; i + 2 < chars.length; i++) {
      if (isDigit(chars[i]) && ordinalSuffix(chars[i + 1], chars[i + 2])) {
        return true;
      }
    }
    return false;
  }

  /** The characters after the rank word before an ordinal's digits: "ranked", "number", "no.". */
  private static final int RANK_WORD = 7;

  /** The characters of the longest word after an ordinal: "by market cap". */
  private static final int ORDINAL_WORD = 13;

  /**
   * Hands each match of {@link #ORDINAL} in the text to {@code each}, in order, as one find over
   * the whole text would find them, while {@code more} holds. The pattern is tried only in windows
   * around the places where digits meet an ordinal's suffix ("9th"), which every match holds, with
   * the bounds transparent: on a text of many numbers and few ordinals, trying it at every position
   * was a quarter of the digit scan's time. Linear in the text.
   *
   * <p>A match holds one ordinal (at most four digits and "st", "nd", "rd" or "th"), the rank word
   * and white space before it or the white space and word after it; its window is that span at its
   * widest. The windows start in the order of their ordinals, so overlapping ones are merged as
   * they come, and a match, lying within one window, is the one the pattern finds in it.
   */
  static void eachOrdinal(
      String text,
      java.util.function.BooleanSupplier more,
      java.util.function.Consumer<java.util.regex.MatchResult> each) {
    eachOrdinal(text, text.toCharArray(), more, each);
  }

  /**
   * As {@link #eachOrdinal(String, java.util.function.BooleanSupplier,
   * java.util.function.Consumer)}, with the text's characters ({@code chars}, as {@link
   * String#toCharArray} gives them) read once by the caller (#24: String.charAt over a reply in
   * UTF-16 was most of the look for ordinals).
   */
  static void eachOrdinal(
      String text,
      char[] chars,
      java.util.function.BooleanSupplier more,
      java.util.function.Consumer<java.util.regex.MatchResult> each) {
    java.util.regex.Matcher m =
        ORDINAL.matcher(text).useTransparentBounds(true).useAnchoringBounds(false);
    int n = text.length();
    int from = 0; // where the next match may start: after the last one
    int windowStart = -1;
    int windowEnd = -1;
    // more is asked where an ordinal stands, not at every character: only each changes it, and
    // nothing before the next ordinal does anything (#24)
    for (int i = 0; i + 2 < n; i++) {
      if (!isDigit(chars[i]) || !ordinalSuffix(chars[i + 1], chars[i + 2])) {
        continue;
      }
      if (!more.getAsBoolean()) {
        break;
      }
      int digits = i;
      while (digits > 0 && isDigit(text.charAt(digits - 1))) {
        digits--;
      }
      if (i - digits >= 4) {
        continue; // more than four digits: no match holds them
      }
      int spaceBefore = digits;
      while (spaceBefore > 0 && Character.isWhitespace(text.charAt(spaceBefore - 1))) {
        spaceBefore--;
      }
      int spaceAfter = i + 3;
      while (spaceAfter < n && Character.isWhitespace(text.charAt(spaceAfter))) {
        spaceAfter++;
      }
      int start = Math.max(0, spaceBefore - RANK_WORD);
      int end = Math.min(n, spaceAfter + ORDINAL_WORD);
      if (windowStart >= 0 && start <= windowEnd) {
        windowEnd = Math.max(windowEnd, end);
        continue;
      }
      if (windowStart >= 0) {
        from = find(m, Math.max(from, windowStart), windowEnd, more, each);
      }
      windowStart = start;
      windowEnd = end;
    }
    if (windowStart >= 0 && more.getAsBoolean()) {
      find(m, Math.max(from, windowStart), windowEnd, more, each);
    }
  }

  /** The matches in {@code [from, to)}; returns the end of the last one, or {@code from}. */
  private static int find(
      java.util.regex.Matcher m,
      int from,
      int to,
      java.util.function.BooleanSupplier more,
      java.util.function.Consumer<java.util.regex.MatchResult> each) {
    int end = from;
    m.region(from, to);
    while (more.getAsBoolean() && m.find()) {
      end = m.end();
      each.accept(m);
    }
    return end;
  }

  /** "st", "nd", "rd" or "th" in any ASCII case, as the pattern's case-blind slices compare. */
  private static boolean ordinalSuffix(char a, char b) {
    char x = (char) (a | 0x20);
    char y = (char) (b | 0x20);
    return (x == 's' && y == 't')
        || (x == 'n' && y == 'd')
        || (x == 'r' && y == 'd')
        || (x == 't' && y == 'h');
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean about(String subject, KeyFigure f) {
    return subject == null || f.aliases().isEmpty() || Subjects.isKeyOf(subject, f);
  }

  /** "nummer 3", "ranked 5", "#4", "plass 2": a rank word right before the number. */
  /**
   * Whether {@code text[from, end)} lower-cased is "24", "24h" or "24t", as {@code
   * text.substring(from, end).toLowerCase(Locale.ROOT)} would be.
   */
  private static boolean window24(String text, int from, int end) {
    int len = end - from;
    if (len < 2 || len > 3 || text.charAt(from) != '2' || text.charAt(from + 1) != '4') {
      return false;
    }
    if (len == 2) {
      return true;
    }
    char c = text.charAt(from + 2);
    return c == 'h' || c == 'H' || c == 't' || c == 'T';
  }

  private static boolean rankWordBefore(String text, ReadNumber n) {
    int i = n.start();
    while (i > 0 && (text.charAt(i - 1) == ' ' || text.charAt(i - 1) == '.')) {
      i--;
    }
    if (i > 0 && text.charAt(i - 1) == '#') {
      return true;
    }
    int end = i;
    while (i > 0 && end - i < 8 && Chars.isLetter(text.charAt(i - 1))) {
      i--;
    }
    if (i == end || (i > 0 && Chars.isLetter(text.charAt(i - 1)))) {
      return false;
    }
    if (AsciiWords.ascii(text, i, end)) {
      return RANK_TABLE.find(text, i, end) != null; // no string per number (#24)
    }
    return RANK_WORDS.contains(text.substring(i, end).toLowerCase(Locale.ROOT));
  }

  private static final AsciiWords RANK_TABLE = new AsciiWords(RANK_WORDS);

  /** A direction word at most two words before a currency number: "dropped about $2,800". */
  private static boolean directionRightBefore(String text, ReadNumber n) {
    int i = n.start();
    for (int words = 0; words < 3 && i > 0; words++) {
      while (i > 0 && !Chars.isLetter(text.charAt(i - 1))) {
        char c = text.charAt(i - 1);
        if (c == '.' || c == '!' || c == '?' || c == '\n' || c == ';' || c == ',') {
          return false;
        }
        i--;
      }
      int end = i;
      while (i > 0 && end - i < 14 && Chars.isLetter(text.charAt(i - 1))) {
        i--;
      }
      if (i == end) {
        return false;
      }
      String w;
      if (AsciiWords.ascii(text, i, end)) {
        w = Directions.DIRECTION_WORDS.find(text, i, end); // none of them: no direction (#24)
        if (w == null) {
          continue;
        }
      } else {
        w = text.substring(i, end).toLowerCase(Locale.ROOT);
      }
      if (Directions.word(w) != 0 && !"to".equals(w)) {
        return !"til".equals(w);
      }
    }
    return false;
  }

  /** Whether one of the words is in the number's clause, within the window either side. */
  private static boolean inClause(String text, ReadNumber n, List<String> words) {
    int from = n.start();
    int min = Math.max(0, n.start() - WINDOW);
    while (from > min && !stop(text, from - 1)) {
      from--;
    }
    int to = n.end();
    int max = Math.min(text.length(), n.end() + WINDOW);
    while (to < max && !stop(text, to)) {
      to++;
    }
    String clause = text.substring(from, to).toLowerCase(Locale.ROOT);
    for (String w : words) {
      int at = clause.indexOf(w);
      while (at >= 0) {
        boolean startOk = at == 0 || !Chars.isLetterOrDigit(clause.charAt(at - 1));
        int e = at + w.length();
        boolean endOk = e >= clause.length() || !Chars.isLetter(clause.charAt(e));
        if (startOk && endOk) {
          return true;
        }
        at = clause.indexOf(w, at + 1);
      }
    }
    return false;
  }

  /** A sentence mark (a full stop followed by a space or the end, not a decimal point). */
  private static boolean stop(String text, int i) {
    char c = text.charAt(i);
    if (c == '!' || c == '?' || c == '\n' || c == ';') {
      return true;
    }
    return c == '.' && (i + 1 >= text.length() || Character.isWhitespace(text.charAt(i + 1)));
  }
}
