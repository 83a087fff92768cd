package dev.vex.guards.digits;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Temperatures written in words: "a low of thirteen degrees", "tjuefire grader", "minus fem
 * grader", "a high of only eighteen". A number word counts only where a weather reply gives it a
 * meaning: followed by "degrees" / "grader" / "°", or after a role word ("high", "low", "høyeste",
 * "natta") in its clause; every other "one", "three" or "to" is a word. English words in an English
 * reply, Norwegian ones in a Norwegian reply ("to" and "fire" are numbers only there). 0–99; one
 * pass over the text's words: linear.
 */
final class NumberWords {
  private static final Map<String, Integer> EN =
      Map.ofEntries(
          Map.entry("zero", 0),
          Map.entry("two", 2),
          Map.entry("three", 3),
          Map.entry("four", 4),
          Map.entry("five", 5),
          Map.entry("six", 6),
          Map.entry("seven", 7),
          Map.entry("eight", 8),
          Map.entry("nine", 9),
          Map.entry("ten", 10),
          Map.entry("eleven", 11),
          Map.entry("twelve", 12),
          Map.entry("thirteen", 13),
          Map.entry("fourteen", 14),
          Map.entry("fifteen", 15),
          Map.entry("sixteen", 16),
          Map.entry("seventeen", 17),
          Map.entry("eighteen", 18),
          Map.entry("nineteen", 19),
          Map.entry("twenty", 20),
          Map.entry("thirty", 30),
          Map.entry("forty", 40),
          Map.entry("fifty", 50),
          Map.entry("sixty", 60),
          Map.entry("seventy", 70),
          Map.entry("eighty", 80),
          Map.entry("ninety", 90));

  private static final Map<String, Integer> NO =
      Map.ofEntries(
          Map.entry("null", 0),
          Map.entry("to", 2),
          Map.entry("tre", 3),
          Map.entry("fire", 4),
          Map.entry("fem", 5),
          Map.entry("seks", 6),
          Map.entry("sju", 7),
          Map.entry("syv", 7),
          Map.entry("åtte", 8),
          Map.entry("ni", 9),
          Map.entry("ti", 10),
          Map.entry("elleve", 11),
          Map.entry("tolv", 12),
          Map.entry("tretten", 13),
          Map.entry("fjorten", 14),
          Map.entry("femten", 15),
          Map.entry("seksten", 16),
          Map.entry("sytten", 17),
          Map.entry("atten", 18),
          Map.entry("nitten", 19),
          Map.entry("tjue", 20),
          Map.entry("tyve", 20),
          Map.entry("tretti", 30),
          Map.entry("førti", 40),
          Map.entry("femti", 50),
          Map.entry("seksti", 60),
          Map.entry("sytti", 70),
          Map.entry("åtti", 80),
          Map.entry("nitti", 90));

  /** The ones a Norwegian tens word takes glued to it: "tjuefire", "trettito", "tjueen". */
  private static final Map<String, Integer> NO_ONES =
      Map.of(
          "en", 1, "ett", 1, "to", 2, "tre", 3, "fire", 4, "fem", 5, "seks", 6, "sju", 7, "syv", 7,
          "åtte", 8);

  /** The letters number words begin with, in either language. */
  private static final String FIRST = "ztfsenaåø";

  /** The English number words, looked up in place ({@link #read}). */
  private static final AsciiWords EN_WORDS = new AsciiWords(EN.keySet());

  /** Whether {@code text[from, to)} is all ASCII and holds no dash. */
  private static boolean plainAscii(String text, int from, int to) {
    for (int k = from; k < to; k++) {
      char c = text.charAt(k);
      if (c >= 128 || c == '-') {
        return false;
      }
    }
    return true;
  }

  private NumberWords() {}

  /** The value of one number word, English or Norwegian ("three", "tre", "ninety"), or null. */
  static Integer word(String lowerCase) {
    Integer v = EN.get(lowerCase);
    return v != null ? v : NO.get(lowerCase);
  }

  /** The numbers read from digits with the temperatures in words among them, in text order. */
  static Iterable<ReadNumber> merged(
      String text, char[] chars, Locale locale, Iterable<ReadNumber> numbers) {
    List<ReadNumber> words = read(text, chars, locale);
    if (words.isEmpty()) {
      return numbers;
    }
    return () ->
        new java.util.Iterator<>() {
          private final java.util.Iterator<ReadNumber> in = numbers.iterator();
          private ReadNumber number; // the next number, read ahead
          private int w; // the next word

          @Override
          public boolean hasNext() {
            if (number == null && in.hasNext()) {
              number = in.next();
            }
            return number != null || w < words.size();
          }

          @Override
          public ReadNumber next() {
            if (!hasNext()) {
              throw new java.util.NoSuchElementException();
            }
            if (w < words.size() && (number == null || number.start() >= words.get(w).start())) {
              return words.get(w++); // a number that starts where a word does comes after it
            }
            ReadNumber n = number;
            number = null;
            return n;
          }
        };
  }

  /**
   * The temperatures in words in a reply, in the order they stand, each with the unit "°" when a
   * degree word follows it and none otherwise. {@code chars} are the text's characters, as {@link
   * String#toCharArray} gives them (#24: read once for the digit scan's passes).
   */
  static List<ReadNumber> read(String text, char[] chars, Locale locale) {
    String lang = locale.getLanguage();
    boolean nb = lang.equals("nb") || lang.equals("no") || lang.equals("nn");
    Map<String, Integer> words = nb ? NO : EN;
    List<ReadNumber> out = new ArrayList<>();
    int n = text.length();
    int i = 0;
    while (i < n) {
      if (!Chars.isLetter(chars[i])) {
        i++;
        continue;
      }
      int s = i;
      while (i < n && (Chars.isLetter(chars[i]) || chars[i] == '-')) {
        i++;
      }
      if (i - s < 2 || i - s > 16 || FIRST.indexOf(Chars.toLowerCase(chars[s])) < 0) {
        continue; // no number word begins so: not cut out of the text
      }
      Integer v;
      if (!nb && plainAscii(text, s, i)) {
        // an English word of ASCII letters alone is looked up where it stands (#24: every word
        // starting as a number word does was cut out and lower-cased): only a listed word has a
        // value, as value() finds for a word without a dash
        String known = EN_WORDS.find(text, s, i);
        v = known == null ? null : words.get(known);
      } else {
        v = value(text.substring(s, i).toLowerCase(Locale.ROOT), words, nb);
      }
      if (v == null) {
        continue;
      }
      int start = s;
      boolean negative = false;
      int before = s - 1;
      while (before >= 0 && text.charAt(before) == ' ') {
        before--;
      }
      if (before >= 4 && text.regionMatches(true, before - 4, "minus", 0, 5)) {
        negative = true;
        start = before - 4;
      }
      int end = i;
      String unit = "";
      int j = i;
      while (j < n && text.charAt(j) == ' ') {
        j++;
      }
      int e = j;
      while (e < n && Chars.isLetter(text.charAt(e))) {
        e++;
      }
      String next = text.substring(j, e).toLowerCase(Locale.ROOT);
      if (next.equals("degrees")
          || next.equals("degree")
          || next.equals("grader")
          || next.equals("grad")
          || next.equals("minusgrader")
          || next.equals("plussgrader")) {
        unit = "°";
        end = e;
        negative |= next.equals("minusgrader");
      } else if (j < n && text.charAt(j) == '°') {
        unit = "°";
        end = j + 1;
      }
      BigDecimal value = BigDecimal.valueOf(negative ? -v : v);
      ReadNumber r = hedged(text, value, unit, start, end);
      if (!unit.isEmpty() || (Roles.near(text, r) != null && !counts(text, s, next))) {
        out.add(r);
      }
    }
    return out;
  }

  /**
   * The number word read as digits with the same hedge are ("snaut ti grader" as "snaut 10 grader",
   * #22 cases11 E048: read as exactly 10, the honest "snaut ti" for 9 °C was overridden):
   * approximate after a hedge word, with the half-step reading on a one-sided hedge's side. Only
   * the characters before the word are looked at.
   */
  private static ReadNumber hedged(String text, BigDecimal value, String unit, int start, int end) {
    ReadNumber.Reading first = new ReadNumber.Reading(value, BigDecimal.ONE);
    if (start == 0 || !Affixes.hedgedBefore(text, start)) {
      return new ReadNumber(List.of(first), unit, false, start, end);
    }
    int side = Affixes.hedgeSide(text, start);
    List<ReadNumber.Reading> rs =
        side == 0 ? List.of(first) : List.of(first, NumberReader.sided(first, side));
    return new ReadNumber(rs, unit, true, start, end);
  }

  /** Words before a number word that make it a count of things: "de tre dagene", "all three". */
  private static final java.util.Set<String> COUNTING = WordLists.set("NumberWords.list");

  /** Nouns after a number word that it counts: "three days", "tre dager", "two hours". */
  private static final java.util.Set<String> COUNTED = WordLists.set("NumberWords.list.2");

  /**
   * Whether the number word at {@code [s, ...)} counts things ("de tre dagene", "the next three
   * days", "all three"), so no temperature: the word before it is a determiner or the word after it
   * a counted noun ({@code next}).
   */
  private static boolean counts(String text, int s, String next) {
    if (COUNTED.contains(next)) {
      return true;
    }
    int b = s - 1;
    while (b >= 0 && text.charAt(b) == ' ') {
      b--;
    }
    int a = b + 1;
    while (a > 0 && a > b - 12 && Chars.isLetter(text.charAt(a - 1))) {
      a--;
    }
    return a <= b && COUNTING.contains(text.substring(a, b + 1).toLowerCase(Locale.ROOT));
  }

  private static Integer value(String w, Map<String, Integer> words, boolean nb) {
    Integer v = words.get(w);
    if (v != null) {
      return v;
    }
    int dash = w.indexOf('-');
    if (dash > 0) {
      // "twenty-four"
      Integer tens = words.get(w.substring(0, dash));
      Integer ones = words.get(w.substring(dash + 1));
      return tens != null && ones != null && tens >= 20 && tens % 10 == 0 && ones < 10
          ? tens + ones
          : null;
    }
    if (nb) {
      for (String t : List.of("tjue", "tyve", "tretti", "førti", "femti", "seksti", "sytti")) {
        if (w.startsWith(t) && w.length() > t.length()) {
          Integer ones = NO_ONES.get(w.substring(t.length()));
          if (ones == null && w.substring(t.length()).equals("ni")) {
            ones = 9;
          }
          return ones == null ? null : NO.get(t) + ones;
        }
      }
    }
    return null;
  }
}
