package dev.vex.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers written as words, in English and Norwegian: {@code three}, {@code elleve}, {@code
 * twenty-one}, {@code tjueto}, {@code six hundred and twelve}, {@code to hundre}. "One" and
 * Norwegian "en"/"ett"/"to" count only inside a number; a number word alone under two is no figure.
 */
final class NumberWords {

  /** A number written in words: where it stands and its value. */
  record Span(int start, int end, long value) {}

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

  private static final Map<String, Integer> TENS_EN =
      Map.of(
          "twenty", 20, "thirty", 30, "forty", 40, "fifty", 50, "sixty", 60, "seventy", 70,
          "eighty", 80, "ninety", 90);
  private static final Map<String, Integer> TENS_NO =
      Map.of(
          "tjue", 20, "tretti", 30, "førti", 40, "femti", 50, "seksti", 60, "sytti", 70, "åtti", 80,
          "nitti", 90);

  private NumberWords() {}

  /**
   * Finds the numbers written as words in a text.
   *
   * @param text the text, dates already blanked
   * @param no whether Norwegian number words count
   * @return the spans, in order
   */
  static List<Span> find(String text, boolean no) {
    List<Span> out = new ArrayList<>();
    List<int[]> words = new ArrayList<>();
    Matcher w = WORD.matcher(text);
    while (w.find()) {
      words.add(new int[] {w.start(), w.end()});
    }
    for (int i = 0; i < words.size(); i++) {
      int[] first = words.get(i);
      String word = text.substring(first[0], first[1]).toLowerCase(Locale.ROOT);
      // "hundre og åtti", "a hundred and twenty": a hundred with no number before it is one,
      // when a number follows it ("a few hundred comments" is none).
      boolean bareHundred =
          (word.equals("hundred") || word.equals("hundre"))
              && (i == 0 || !isNumberWord(text, words.get(i - 1), no))
              && i + 2 < words.size()
              && text.substring(first[1], words.get(i + 2)[0])
                  .toLowerCase(Locale.ROOT)
                  .matches(" (?:and|og) ")
              && isNumberWord(text, words.get(i + 2), no);
      if (wordValue(word, no) == null && compound(word, no) == null && !bareHundred) {
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
        if (j == i && bareHundred) {
          current = 100;
          any = true;
          scaleLast = true;
          last = j;
          j++;
          continue;
        }
        if (v != null
            && any
            && !scaleLast
            && current < 10
            && v >= 20
            && v % 10 == 0
            && j == i + 1) {
          current = current * 100 + v; // "one-eighty", "two twenty": an oven's hundreds
          last = j;
          j++;
          continue;
        }
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
      out.add(new Span(start, end, value));
      i = last;
    }
    return out;
  }

  private static boolean isNumberWord(String text, int[] at, boolean no) {
    String w = text.substring(at[0], at[1]).toLowerCase(Locale.ROOT);
    return wordValue(w, no) != null
        || compound(w, no) != null
        || w.equals("en")
        || w.equals("ett")
        || w.equals("et")
        || w.equals("to") && no;
  }

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
}
