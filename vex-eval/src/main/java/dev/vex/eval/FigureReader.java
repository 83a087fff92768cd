package dev.vex.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads every number in a reply the way a person reads it, in English and Norwegian: its value with
 * grouping and decimal separators of either language ({@code 89,369}, {@code 89 369}, {@code
 * 89.369}, {@code 3 037,21}, {@code 89'369}), its sign (a minus, a plus), its scale ({@code k},
 * {@code thousand}, {@code mill.}, {@code million}, {@code mrd.}, {@code milliarder}, {@code
 * billion}, Norwegian {@code billioner} = 10^12, {@code cents}), its unit before or after it
 * ({@code $}, {@code USD}, {@code kr}, {@code %}, {@code prosent}, {@code °C}, {@code grader},
 * {@code km/t}, …), whether it is hedged ({@code about}, {@code rundt}, {@code ca.}) and how
 * precisely it is written. Dates, clock times and years are found and set aside, not read as
 * figures; numbers written as words ({@code elleve}, {@code three}) are read. Linear in the text's
 * length: every pattern is a bounded scan.
 */
final class FigureReader {

  /** A number as read. */
  record Reading(
      int start,
      int end,
      String token,
      List<Double> values,
      boolean signed,
      String unit,
      double tolerance,
      boolean hedged) {
    Reading {
      values = List.copyOf(values);
    }

    Reading withSign(int sign) {
      List<Double> v = values.stream().map(x -> Math.abs(x) * sign).toList();
      return new Reading(start, end, token, v, true, unit, tolerance, hedged);
    }
  }

  private static final String MONTHS =
      "january|february|march|april|may|june|july|august|september|october|november|december"
          + "|januar|februar|mars|mai|juni|juli|oktober|desember"
          + "|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|okt|nov|dec|des";

  /** Dates and clock times: set aside before numbers are read. */
  private static final List<Pattern> DATES =
      List.of(
          // A range of days in a month: "10.–14. juli", "10–14 July", "July 10–14".
          Pattern.compile(
              "(?i)(?<![\\p{L}\\d.,])\\d{1,2}\\.?\\s?(?:[-\u2013\u2014]|to |til |and |og |through )"
                  + "\\s?\\d{1,2}\\.?\\s{1,3}(?:of\\s)?(?:"
                  + MONTHS
                  + ")(?![\\p{L}])"),
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:"
                  + MONTHS
                  + ")\\.?\\s{1,3}\\d{1,2}\\s?[-\u2013\u2014]\\s?\\d{1,2}(?![\\d])"),
          // Clock hours in words: "between 3 and 6 in the morning", "klokka 7 om kvelden".
          Pattern.compile(
              "(?i)(?<![\\d.,])(?:\\d{1,2}\\s(?:and|to|or|til|og|-|\u2013)\\s"
                  + "(?:about\\s|around\\s|rundt\\s|ca\\.\\s)?)?\\d{1,2}\\s(?:o'clock|in the morning"
                  + "|in the afternoon|in the evening|at night|om morgenen|om ettermiddagen"
                  + "|om kvelden|om natta|om natten)(?![\\p{L}])"),
          Pattern.compile(
              "\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2})?(?:Z|[+-]\\d{2}:?\\d{2})?)?"),
          Pattern.compile("(?<![\\d.,])\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}(?![\\d])"),
          Pattern.compile(
              "(?i)(?<![\\p{L}\\d])\\d{1,2}(?:st|nd|rd|th)?\\.?\\s{1,3}(?:of\\s)?(?:"
                  + MONTHS
                  + ")(?![\\p{L}])"),
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:" + MONTHS + ")\\.?\\s{1,3}\\d{1,2}(?:st|nd|rd|th)?(?![\\d])"),
          Pattern.compile(
              "(?i)(?<![\\d.,])\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s?(?:[ap]\\.?m\\.?)(?![\\p{L}]))?"),
          Pattern.compile(
              "(?i)(?<![\\p{L}])(?:kl\\.?|klokka|klokken)(?:\\s{1,3}er)?\\s{0,3}\\d{1,2}(?:[.:]\\d{2})?"
                  + "(?=\\s?(?:utc|cet|cest|gmt|lokal|local|[ap]\\.?m\\.?|om|i|,|\\.|\\)|$))"),
          Pattern.compile("(?i)(?<![\\d.,])\\d{1,2}[.:]\\d{2}(?=\\s?(?:utc|cet|cest|gmt))"),
          Pattern.compile("(?i)(?<![\\d.,])\\d{1,2}\\s?(?:[ap]\\.m\\.|[ap]m)(?![\\p{L}])"),
          Pattern.compile("(?i)(?<![\\d.,])(?:1[5-9]|20)\\d{2}(?:s|-tallet|-talet)(?![\\p{L}])"),
          // A numbered list's numbers: "1. Bring a pot…", "2) Add…"
          Pattern.compile("(?m)^[ \\t]*\\d{1,2}[.)](?=[ \\t])"));

  /** A number: digits with grouping by space, apostrophe, comma or point, and decimals. */
  private static final Pattern NUMBER =
      Pattern.compile(
          "(?<![\\p{L}\\d_./])([+\\-\u2212]?)(\\d{1,3}(?:[ \u00a0\u202f\u2009'\u2019]\\d{3})+"
              + "(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)*)");

  private static final Map<String, Integer> WORDS_EN = new LinkedHashMap<>();
  private static final Map<String, Integer> WORDS_NO = new LinkedHashMap<>();

  static {
    String[] en = {
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
      "ten",
      "eleven",
      "twelve",
      "thirteen",
      "fourteen",
      "fifteen",
      "sixteen",
      "seventeen",
      "eighteen",
      "nineteen",
      "twenty"
    };
    for (int i = 0; i < en.length; i++) {
      WORDS_EN.put(en[i], i + 2);
    }
    String[] no = {
      "tre", "fire", "fem", "seks", "sju", "åtte", "ni", "ti", "elleve", "tolv", "tretten",
      "fjorten", "femten", "seksten", "sytten", "atten", "nitten", "tjue"
    };
    for (int i = 0; i < no.length; i++) {
      WORDS_NO.put(no[i], i + 3);
    }
    WORDS_NO.put("syv", 7); // "to" (two) is left out: it is also an English word
  }

  private static final Pattern WORD = Pattern.compile("(?<![\\p{L}\\d])\\p{L}+(?![\\p{L}\\d])");

  /** Scale words after a number, longest first; the value is the factor. */
  private static final String[][] SCALES = {
    {"milliarder", "1e9"},
    {"milliard", "1e9"},
    {"millioner", "1e6"},
    {"millions", "1e6"},
    {"million", "1e6"},
    {"billioner", "1e12"},
    {"trillions", "1e12"},
    {"trillion", "1e12"},
    {"billions", "1e9"},
    {"billion", "1e9"},
    {"thousand", "1e3"},
    {"tusen", "1e3"},
    {"mill.", "1e6"},
    {"mill", "1e6"},
    {"mrd.", "1e9"},
    {"mrd", "1e9"},
    {"bn", "1e9"},
    {"mn", "1e6"},
    {"k", "1e3"},
    {"K", "1e3"},
    {"M", "1e6"},
    {"B", "1e9"},
    {"T", "1e12"},
  };

  /** Units after a number, longest first: {text, class, factor}. */
  private static final String[][] UNITS_AFTER = {
    {"norwegian kroner", "nok", "1"},
    {"norske kroner", "nok", "1"},
    {"svenske kroner", "sek", "1"},
    {"swedish kronor", "sek", "1"},
    {"swedish krona", "sek", "1"},
    {"danske kroner", "dkk", "1"},
    {"danish kroner", "dkk", "1"},
    {"britiske pund", "gbp", "1"},
    {"british pounds", "gbp", "1"},
    {"pounds sterling", "gbp", "1"},
    {"euro cents", "eur", "0.01"},
    {"eurocent", "eur", "0.01"},
    {"us dollars", "usd", "1"},
    {"us dollar", "usd", "1"},
    {"dollars", "usd", "1"},
    {"dollar", "usd", "1"},
    {"cents", "usd", "0.01"},
    {"cent", "usd", "0.01"},
    {"usd", "usd", "1"},
    {"kroner", "nok", "1"},
    {"krone", "nok", "1"},
    {"norske", "nok", "1"},
    {"svenske", "sek", "1"},
    {"danske", "dkk", "1"},
    {"nok", "nok", "1"},
    {"kr.", "nok", "1"},
    {"kr", "nok", "1"},
    {"øre", "nok", "0.01"},
    {"sek", "sek", "1"},
    {"dkk", "dkk", "1"},
    {"euros", "eur", "1"},
    {"euro", "eur", "1"},
    {"eur", "eur", "1"},
    {"€", "eur", "1"},
    {"$", "usd", "1"},
    {"gbp", "gbp", "1"},
    {"£", "gbp", "1"},
    {"yen", "jpy", "1"},
    {"jpy", "jpy", "1"},
    {"¥", "jpy", "1"},
    {"prosentpoeng", "pct", "1"},
    {"prosent", "pct", "1"},
    {"percent", "pct", "1"},
    {"per cent", "pct", "1"},
    {"pct", "pct", "1"},
    {"%", "pct", "1"},
    {"grader celsius", "c", "1"},
    {"degrees celsius", "c", "1"},
    {"degrees fahrenheit", "f", "1"},
    {"grader fahrenheit", "f", "1"},
    {"fahrenheit", "f", "1"},
    {"°c", "c", "1"},
    {"° c", "c", "1"},
    {"⁰c", "c", "1"},
    {"°f", "f", "1"},
    {"grader", "c", "1"},
    {"grad", "c", "1"},
    {"degrees", "c", "1"},
    {"°", "c", "1"},
    {"km/h", "kmh", "1"},
    {"mph", "mph", "1"},
    {"km/t", "kmh", "1"},
    {"kmh", "kmh", "1"},
    {"kph", "kmh", "1"},
    {"km", "km", "1"},
    {"m/s", "ms", "1"},
    {"mm", "mm", "1"},
    {"hpa", "hpa", "1"},
    {"kg", "kg", "1"},
    {"grams", "g", "1"},
    {"gram", "g", "1"},
    {"g", "g", "1"},
    {"oz", "oz", "1"},
    {"cm", "cm", "1"},
    {"inches", "in", "1"},
    {"inch", "in", "1"},
    {"tommer", "in", "1"},
    {"tablespoons", "tbsp", "1"},
    {"tablespoon", "tbsp", "1"},
    {"spiseskjeer", "tbsp", "1"},
    {"spiseskje", "tbsp", "1"},
    {"tbsp.", "tbsp", "1"},
    {"tbsp", "tbsp", "1"},
    {"ss.", "tbsp", "1"},
    {"ss", "tbsp", "1"},
    {"teaspoons", "tsp", "1"},
    {"teaspoon", "tsp", "1"},
    {"teskjeer", "tsp", "1"},
    {"teskje", "tsp", "1"},
    {"tsp.", "tsp", "1"},
    {"tsp", "tsp", "1"},
    {"ts.", "tsp", "1"},
    {"ts", "tsp", "1"},
    {"cups", "cup", "1"},
    {"cup", "cup", "1"},
    {"kopper", "cup", "1"},
    {"kopp", "cup", "1"},
    {"pounds", "lb", "1"},
    {"pound", "lb", "1"},
    {"lbs", "lb", "1"},
    {"lb", "lb", "1"},
    {"ml", "ml", "1"},
    {"minutes", "min", "1"},
    {"mins", "min", "1"},
    {"minute", "min", "1"},
    {"minutter", "min", "1"},
    {"minutt", "min", "1"},
    {"min.", "min", "1"},
    {"min", "min", "1"},
    {"hours", "h", "1"},
    {"hour", "h", "1"},
    {"timer", "h", "1"},
    {"hrs", "h", "1"},
    {"h", "h", "1"},
    {"seconds", "s", "1"},
    {"sekunder", "s", "1"},
    {"liter", "l", "1"},
    {"litre", "l", "1"},
    {"l", "l", "1"},
    {"dl", "dl", "1"},
    {"tb", "gb", "1000"},
    {"gb", "gb", "1"},
    {"mb", "gb", "0.001"},
    {"kb", "gb", "0.000001"},
    {"points", "points", "1"},
    {"poeng", "points", "1"},
    {"pts", "points", "1"},
    {"comments", "comments", "1"},
    {"kommentarer", "comments", "1"},
    {"goals", "goals", "1"},
    {"goal", "goals", "1"},
    {"mål", "goals", "1"},
  };

  /** Units before a number: {text, class}. */
  private static final String[][] UNITS_BEFORE = {
    {"us$", "usd"},
    {"usd", "usd"},
    {"$", "usd"},
    {"€", "eur"},
    {"eur", "eur"},
    {"£", "gbp"},
    {"gbp", "gbp"},
    {"¥", "jpy"},
    {"jpy", "jpy"},
    {"nok", "nok"},
    {"kr.", "nok"},
    {"kr", "nok"},
    {"sek", "sek"},
    {"dkk", "dkk"},
    {"gas", "gas"},
  };

  private static final List<String> HEDGES =
      List.of(
          "about",
          "around",
          "roughly",
          "approximately",
          "approx.",
          "approx",
          "nearly",
          "almost",
          "close to",
          "near",
          "some",
          "just under",
          "just over",
          "just below",
          "just above",
          "~",
          "≈",
          "ca.",
          "ca",
          "cirka",
          "circa",
          "rundt",
          "omtrent",
          "om lag",
          "nesten",
          "drøyt",
          "knapt",
          "snaut",
          "vel",
          "i underkant av",
          "i overkant av",
          "like under",
          "like over",
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
          "barely",
          "over",
          "under",
          "opptil",
          "up to");

  private FigureReader() {}

  /** The unit class of a unit written after a number, or null when it is none. */
  static String unitClass(String unit) {
    String u = unit.toLowerCase(Locale.ROOT).strip();
    for (String[] x : UNITS_AFTER) {
      if (x[0].equals(u)) {
        return x[1];
      }
    }
    return null;
  }

  /**
   * Blanks dates and clock times out of a text (same length, so positions stay).
   *
   * @param text the text
   * @return the text with dates and times replaced by spaces
   */
  static String withoutDates(String text) {
    String t = TimeClaims.withoutWordedTimes(text);
    for (Pattern p : DATES) {
      t = p.matcher(t).replaceAll(m -> " ".repeat(m.group().length()));
    }
    return t;
  }

  /**
   * Reads every number in a text whose dates and times are already blanked out.
   *
   * @param text the text
   * @param language {@code en} or {@code no}: how a lone comma or point before three digits reads,
   *     and which number words count
   * @return the readings, in order
   */
  static List<Reading> read(String text, String language) {
    boolean no = "no".equals(language);
    List<Reading> out = new ArrayList<>();
    Matcher m = NUMBER.matcher(text);
    while (m.find()) {
      String digits = m.group(2);
      int start = m.start();
      int end = m.end();
      // A letter glued to the digits that is no unit or scale ("3B" room, "SP500TR"): skip.
      List<Double> values = values(digits, no);
      if (values.isEmpty()) {
        continue;
      }
      String sign = m.group(1);
      if (!sign.isEmpty() && start > 0) {
        char before = text.charAt(start - 1);
        if (Character.isLetterOrDigit(before)) {
          sign = ""; // "kick-off", "1-2": a hyphen, not a sign
          start++;
        }
      }
      // A fraction: 1/4, 1/2.
      if (end + 1 < text.length()
          && text.charAt(end) == '/'
          && Character.isDigit(text.charAt(end + 1))) {
        int j = end + 1;
        while (j < text.length() && Character.isDigit(text.charAt(j))) {
          j++;
        }
        double den = Double.parseDouble(text.substring(end + 1, j));
        if (den > 0 && den <= 16 && values.get(0) < den) {
          values = List.of(values.get(0) / den);
          digits = String.format(Locale.ROOT, "%.3f", values.get(0)).replaceAll("0+$", "");
          end = j;
        } else {
          continue;
        }
      }
      // A vulgar fraction glued on: "2½ oz".
      if (end < text.length() && values.size() == 1 && "½¼¾⅓⅔".indexOf(text.charAt(end)) >= 0) {
        double frac =
            new double[] {0.5, 0.25, 0.75, 1 / 3.0, 2 / 3.0}["½¼¾⅓⅔".indexOf(text.charAt(end))];
        values = List.of(values.get(0) + frac);
        end++;
        digits = digits + ".5";
      }
      out.add(finish(text, start, end, text.substring(start, end), sign, values, digits, no));
    }
    // A vulgar fraction on its own: "½ tsp".
    for (int i = 0; i < text.length(); i++) {
      int k = "½¼¾⅓⅔".indexOf(text.charAt(i));
      if (k >= 0 && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
        double frac = new double[] {0.5, 0.25, 0.75, 1 / 3.0, 2 / 3.0}[k];
        String d = String.format(Locale.ROOT, "%.2f", frac);
        out.add(finish(text, i, i + 1, text.substring(i, i + 1), "", List.of(frac), d, no));
      }
    }
    List<int[]> words = new ArrayList<>();
    Matcher w = WORD.matcher(text);
    while (w.find()) {
      words.add(new int[] {w.start(), w.end()});
    }
    for (int i = 0; i < words.size(); i++) {
      int[] first = words.get(i);
      String word = text.substring(first[0], first[1]).toLowerCase(Locale.ROOT);
      if (wordValue(word, no) == null && compound(word, no) == null) {
        continue;
      }
      // Number words in a row are one number: "six hundred and twelve", "tjueto", "to hundre".
      long total = 0;
      long current = 0;
      int last = i;
      boolean any = false;
      boolean scaleLast = false;
      int j = i;
      while (j < words.size()) {
        int[] at = words.get(j);
        String wj = text.substring(at[0], at[1]).toLowerCase(Locale.ROOT);
        if (j > i) {
          String gap = text.substring(words.get(j - 1)[1], at[0]);
          if (!gap.matches("[ \\-]{1,2}")) {
            break;
          }
          if ((wj.equals("and") || wj.equals("og"))
              && scaleLast
              && j + 1 < words.size()
              && text.substring(at[1], words.get(j + 1)[0]).equals(" ")) {
            String nx = text.substring(words.get(j + 1)[0], words.get(j + 1)[1]);
            if (wordValue(nx.toLowerCase(Locale.ROOT), no) != null
                || compound(nx.toLowerCase(Locale.ROOT), no) != null) {
              j++;
              continue;
            }
          }
        }
        Integer v = wordValue(wj, no);
        if (v == null) {
          v = compound(wj, no);
        }
        boolean hundred = wj.equals("hundred") || wj.equals("hundre");
        boolean thousand = wj.equals("thousand") || wj.equals("tusen");
        if (v != null
            && any
            && !scaleLast
            && !(current % 100 >= 20 && current % 10 == 0 && v < 10)) {
          break; // "three four": two numbers; "twenty-one" is one
        }
        if (v != null) {
          current += v;
          any = true;
          scaleLast = false;
        } else if (hundred && any && current > 0 && current < 100) {
          current *= 100;
          scaleLast = true;
        } else if (thousand && any && current > 0) {
          total += current * 1000;
          current = 0;
          scaleLast = true;
        } else {
          break;
        }
        last = j;
        j++;
      }
      long value = total + current;
      if (!any || value < 2) {
        continue;
      }
      int start = first[0];
      int end = words.get(last)[1];
      out.add(
          finish(
              text,
              start,
              end,
              text.substring(start, end),
              "",
              List.of((double) value),
              String.valueOf(value),
              no));
      i = last;
    }
    out.sort((a, b) -> Integer.compare(a.start(), b.start()));
    return out;
  }

  private static final Map<String, Integer> TENS_EN =
      Map.of(
          "twenty", 20, "thirty", 30, "forty", 40, "fifty", 50, "sixty", 60, "seventy", 70,
          "eighty", 80, "ninety", 90);
  private static final Map<String, Integer> TENS_NO =
      Map.of(
          "tjue", 20, "tretti", 30, "førti", 40, "femti", 50, "seksti", 60, "sytti", 70, "åtti", 80,
          "nitti", 90);

  /** The value of one number word, "one" and Norwegian "en"/"ett"/"to" only inside a number. */
  private static Integer wordValue(String word, boolean no) {
    Integer v = WORDS_EN.get(word);
    if (v == null) {
      v = TENS_EN.get(word);
    }
    if (v == null && word.equals("one")) {
      v = 1;
    }
    if (v == null && no) {
      v = WORDS_NO.get(word);
      if (v == null) {
        v = TENS_NO.get(word);
      }
    }
    return v;
  }

  /** A number written as one word of parts: "twenty-one" is two words, "tjueto" is one. */
  private static Integer compound(String word, boolean no) {
    if (!no) {
      return null;
    }
    for (Map.Entry<String, Integer> t : TENS_NO.entrySet()) {
      if (word.startsWith(t.getKey()) && word.length() > t.getKey().length()) {
        String rest = word.substring(t.getKey().length());
        Integer one = WORDS_NO.get(rest);
        if (rest.equals("en") || rest.equals("ett")) {
          one = 1;
        } else if (rest.equals("to")) {
          one = 2;
        }
        if (one != null && one < 10) {
          return t.getValue() + one;
        }
      }
    }
    return null;
  }

  private static Reading finish(
      String text,
      int start,
      int end,
      String token,
      String sign,
      List<Double> values,
      String digits,
      boolean no) {
    int pos = end;
    double factor = 1;
    // Scale.
    int ws = skipSpaces(text, pos, 1);
    for (String[] s : SCALES) {
      boolean single = s[0].length() == 1;
      int at = single ? pos : ws;
      if (single && Character.isUpperCase(s[0].charAt(0)) && !s[0].equals("K")) {
        // $1.3M, €43.6B: a capital letter is a scale only after a currency sign
        String b = text.substring(Math.max(0, start - 3), start);
        if (!text.startsWith(s[0], at) || !b.matches(".*[$€£¥]\\s?$")) {
          continue;
        }
      }
      if (regionIs(text, at, s[0], !single || s[0].equals("k"))
          && wordEnds(text, at + s[0].length(), s[0])) {
        factor = Double.parseDouble(s[1]);
        if (no && s[0].startsWith("billion")) {
          factor = 1e12; // Norwegian long scale: a billion is 10^12
        }
        if (no && s[0].startsWith("trillion")) {
          factor = 1e18;
        }
        pos = at + s[0].length();
        break;
      }
    }
    // Unit after.
    String unit = null;
    int us = skipSpaces(text, pos, 1);
    if (pos == end
        && pos + 1 < text.length()
        && text.charAt(pos) == '-'
        && Character.isLetter(text.charAt(pos + 1))) {
      us = pos + 1; // "an 8-inch tin", "a 5-minute walk"
    }
    for (String[] u : UNITS_AFTER) {
      int at = us;
      if (u[0].equals("c") || u[0].equals("f")) {
        continue;
      }
      if (regionIs(text, at, u[0], true) && wordEnds(text, at + u[0].length(), u[0])) {
        unit = u[1];
        factor *= Double.parseDouble(u[2]);
        pos = at + u[0].length();
        break;
      }
    }
    if (unit == null && text.startsWith(" in)", pos)) {
      unit = "in"; // "20 cm (8 in)"
      pos += 3;
    }
    if (unit == null && pos < text.length() && pos == end) {
      // 200C, 400F glued to the digits
      char c = text.charAt(pos);
      if ((c == 'C' || c == 'F') && wordEnds(text, pos + 1, "C")) {
        unit = c == 'C' ? "c" : "f";
        pos++;
      }
    }
    // Unit before.
    if (unit == null) {
      String before = text.substring(Math.max(0, start - 5), start).toLowerCase(Locale.ROOT);
      String trimmed = before.stripTrailing();
      for (String[] u : UNITS_BEFORE) {
        if (trimmed.endsWith(u[0])) {
          int k = trimmed.length() - u[0].length();
          boolean boundary =
              !Character.isLetter(u[0].charAt(0))
                  || k == 0
                  || !Character.isLetter(trimmed.charAt(k - 1));
          if (boundary) {
            unit = u[1];
            break;
          }
        }
      }
    }
    // A letter glued on that is no unit: not a figure ("3B", "4x").
    if (pos == end && end < text.length() && Character.isLetter(text.charAt(end))) {
      String rest = text.substring(end, Math.min(text.length(), end + 3)).toLowerCase(Locale.ROOT);
      if (!rest.startsWith("st")
          && !rest.startsWith("nd")
          && !rest.startsWith("rd")
          && !rest.startsWith("th")) {
        return new Reading(start, end, token, List.of(), false, null, 0, false);
      }
    }
    double precision = precision(digits, no);
    boolean hedged = hedged(text, start);
    if (factor == 1 && !hedged) {
      precision = Math.min(precision, decimalPlace(digits, no));
    }
    // Hedged ("about 170", "rundt 89 000"): the written rounding and half a unit more.
    double tol =
        (hedged ? precision / 2 + decimalPlace(digits, no) / 2 : precision / 2) * Math.abs(factor);
    final double f = factor;
    List<Double> scaled = values.stream().map(v -> v * f).toList();
    boolean signed = !sign.isEmpty();
    if (sign.equals("-") || sign.equals("\u2212")) {
      scaled = scaled.stream().map(v -> -v).toList();
    }
    return new Reading(start, Math.max(pos, end), token, scaled, signed, unit, tol, hedged);
  }

  /** The place of the last written digit: 0.01 for "1.35", 1 for "89 369", 1000 for "89 000". */
  private static double precision(String digits, boolean no) {
    double d = decimalPlace(digits, no);
    if (d < 1) {
      return d;
    }
    String ds = digits.replaceAll("[^0-9]", "");
    int zeros = 0;
    for (int i = ds.length() - 1; i > 0 && ds.charAt(i) == '0'; i--) {
      zeros++;
    }
    return Math.pow(10, zeros);
  }

  private static double decimalPlace(String digits, boolean no) {
    List<Double> v = values(digits, no);
    String dec = decimals(digits, no);
    return dec.isEmpty() || v.isEmpty() ? 1 : Math.pow(10, -dec.length());
  }

  private static boolean hedged(String text, int start) {
    String before =
        text.substring(Math.max(0, start - 24), start).toLowerCase(Locale.ROOT).stripTrailing();
    before = before.replaceAll("[$€£¥]$", "").replaceAll("(usd|nok|kr|eur)$", "").stripTrailing();
    for (String h : HEDGES) {
      if (before.endsWith(h)) {
        int k = before.length() - h.length();
        if (k == 0
            || !Character.isLetter(before.charAt(k - 1))
            || !Character.isLetter(h.charAt(0))) {
          return true;
        }
      }
    }
    return false;
  }

  private static int skipSpaces(String text, int pos, int max) {
    int p = pos;
    int n = 0;
    while (p < text.length() && n < max && Character.isSpaceChar(text.charAt(p))) {
      p++;
      n++;
    }
    return p;
  }

  private static boolean regionIs(String text, int at, String word, boolean ignoreCase) {
    return text.regionMatches(ignoreCase, at, word, 0, word.length());
  }

  /** Whether a word ends here: a unit of letters must not run on into more letters. */
  private static boolean wordEnds(String text, int at, String unit) {
    if (!Character.isLetter(unit.charAt(unit.length() - 1))) {
      return true;
    }
    return at >= text.length() || !Character.isLetterOrDigit(text.charAt(at));
  }

  /** The decimals of a token as this reader takes them, or "" for none. */
  private static String decimals(String digits, boolean no) {
    String t = digits.replaceAll("[ \u00a0\u202f\u2009'\u2019]", "");
    int comma = t.lastIndexOf(',');
    int point = t.lastIndexOf('.');
    if (comma < 0 && point < 0) {
      return "";
    }
    if (comma >= 0 && point >= 0) {
      return t.substring(Math.max(comma, point) + 1);
    }
    char sep = comma >= 0 ? ',' : '.';
    int count = (int) t.chars().filter(c -> c == sep).count();
    String last = t.substring(t.lastIndexOf(sep) + 1);
    if (count > 1) {
      return "";
    }
    if (last.length() != 3 || t.startsWith("0" + sep)) {
      return last;
    }
    // One separator before three digits: English reads a comma as grouping, Norwegian a point.
    boolean decimal = no ? sep == ',' : sep == '.';
    return decimal ? last : "";
  }

  /**
   * The values a token can mean: one, or two when a lone separator before three digits could be
   * either ({@code 10,665} in a Norwegian text is 10.665; in an English one 10665).
   */
  static List<Double> values(String digits, boolean no) {
    String t = digits.replaceAll("[ \u00a0\u202f\u2009'\u2019]", "");
    if (t.length() > 40) {
      return List.of();
    }
    String dec = decimals(digits, no);
    String intPart = dec.isEmpty() ? t : t.substring(0, t.length() - dec.length() - 1);
    intPart = intPart.replaceAll("[.,]", "");
    List<Double> out = new ArrayList<>();
    try {
      out.add(Double.parseDouble(intPart + (dec.isEmpty() ? "" : "." + dec)));
      // The other reading of an ambiguous lone separator.
      int seps = t.replaceAll("[^.,]", "").length();
      String last =
          t.contains(",") || t.contains(".")
              ? t.substring(Math.max(t.lastIndexOf(','), t.lastIndexOf('.')) + 1)
              : "";
      if (seps == 1 && last.length() == 3 && !t.startsWith("0")) {
        double other =
            dec.isEmpty()
                ? Double.parseDouble(t.replace(',', '.'))
                : Double.parseDouble(t.replaceAll("[.,]", ""));
        out.add(other);
      }
    } catch (NumberFormatException e) {
      return List.of();
    }
    return out;
  }
}
