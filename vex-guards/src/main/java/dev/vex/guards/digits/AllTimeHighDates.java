package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The day of a coin's all-time high (#22, cases15 P075: "XRP hit its all-time high of $3.65 on 18
 * July 2024" where CoinGecko's {@code ath_date} is 2025-07-18): a sentence that names the all-time
 * high and writes days must write that one among them (its year, when it writes one). Read only
 * when a turn's coin has the day ({@code allTimeHighDate}) and the reply names an all-time high; a
 * sentence that names another coin than the one with the day, or several coins' highs, is left
 * alone. Linear: each sentence is read once, by patterns without nested repetition. Stateless.
 */
final class AllTimeHighDates {
  private AllTimeHighDates() {}

  /** The fact key the crypto fetcher gives the all-time high's day under (yyyy-mm-dd). */
  static final String FACT = "allTimeHighDate";

  /** The most characters read of a reply. */
  private static final int MOST = 20_000;

  /** Words that name an all-time high, lower case. */
  private static final List<String> HIGH_WORDS = WordLists.list("AllTimeHighDates.HIGH_WORDS");

  private static final Map<String, Integer> MONTHS = months();

  private static Map<String, Integer> months() {
    Map<String, Integer> m = new java.util.HashMap<>();
    String[][] names = {
      {"january", "jan", "januar"},
      {"february", "feb", "februar"},
      {"march", "mar", "mars"},
      {"april", "apr"},
      {"may", "mai"},
      {"june", "jun", "juni"},
      {"july", "jul", "juli"},
      {"august", "aug"},
      {"september", "sep", "sept"},
      {"october", "oct", "oktober", "okt"},
      {"november", "nov"},
      {"december", "dec", "desember", "des"}
    };
    for (int i = 0; i < names.length; i++) {
      for (String n : names[i]) {
        m.put(n, i + 1);
      }
    }
    return Map.copyOf(m);
  }

  private static final Pattern ISO =
      Pattern.compile("(?<![\\d-])((?:19|20)\\d\\d)-(\\d\\d)-(\\d\\d)(?![\\d-])");

  /** "18 July 2024", "18. juli 2024", "18th of July". */
  private static final Pattern DAY_MONTH =
      Pattern.compile(
          "(?<![\\d.,])(\\d{1,2})(?:\\.|st|nd|rd|th)? (?:of )?(\\p{L}{3,9})\\.?(?:,? ((?:19|20)\\d\\d))?(?!\\d)");

  /** "July 18, 2024", "July 18". */
  private static final Pattern MONTH_DAY =
      Pattern.compile(
          "(?<!\\p{L})(\\p{L}{3,9})\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? ((?:19|20)\\d\\d))?(?![\\d.,]\\d)");

  /** Why a sentence's all-time-high day is wrong, at most one reason per sentence. */
  static List<String> problems(String text, List<GroundTruth> truths) {
    String day = null;
    String coin = null;
    int coins = 0;
    for (GroundTruth t : truths) {
      if (t.facts().get(FACT) instanceof String d && d.length() == 10) {
        day = d;
        coin = t.facts().get("name") instanceof String n ? n : null;
        coins++;
      }
    }
    if (day == null || coins > 1) {
      return List.of();
    }
    String lower = (text.length() > MOST ? text.substring(0, MOST) : text).toLowerCase(Locale.ROOT);
    boolean[] high = highWords(lower);
    if (high == null) {
      return List.of(); // the cheap pre-check: no all-time high named
    }
    int year = Integer.parseInt(day.substring(0, 4));
    int month = Integer.parseInt(day.substring(5, 7));
    int dom = Integer.parseInt(day.substring(8, 10));
    List<String> out = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= lower.length() && out.size() < 2; i++) {
      if (!Chars.endsSentence(lower, i, true)) {
        continue;
      }
      int start = from;
      from = i + 1;
      boolean named = false;
      for (int k = start; k < i && !named; k++) {
        named = high[k];
      }
      if (!named || otherCoinOnly(lower, start, i, coin)) {
        continue;
      }
      String s = lower.substring(start, i);
      boolean any = false;
      boolean right = false;
      String wrong = null;
      Matcher m = ISO.matcher(s);
      while (m.find()) {
        if (asOf(s, m.start())) {
          continue;
        }
        any = true;
        boolean ok =
            Integer.parseInt(m.group(1)) == year
                && Integer.parseInt(m.group(2)) == month
                && Integer.parseInt(m.group(3)) == dom;
        right |= ok;
        wrong = ok || wrong != null ? wrong : m.group();
      }
      for (Pattern p : new Pattern[] {DAY_MONTH, MONTH_DAY}) {
        m = p.matcher(s);
        boolean dayFirst = p == DAY_MONTH;
        while (m.find()) {
          Integer mo = MONTHS.get(m.group(dayFirst ? 2 : 1));
          if (mo == null) {
            continue;
          }
          int d = Integer.parseInt(m.group(dayFirst ? 1 : 2));
          if (d < 1 || d > 31 || asOf(s, m.start())) {
            continue;
          }
          any = true;
          boolean ok =
              mo == month
                  && d == dom
                  && (m.group(3) == null || Integer.parseInt(m.group(3)) == year);
          right |= ok;
          wrong = ok || wrong != null ? wrong : m.group().strip();
        }
      }
      if (any && !right && wrong != null) {
        out.add(
            "'"
                + wrong
                + "' is not the day of the all-time high"
                + (coin == null ? "" : " of " + coin)
                + " ("
                + day
                + ")");
      }
    }
    return out;
  }

  /** Words before a day that make it the day of the data, not of the high: "as of 27 February". */
  private static final List<String> AS_OF =
      List.of("as of ", "per ", "pr. ", "updated ", "oppdatert ", "since ", "siden ", "fra ");

  /** Whether one of {@link #AS_OF} ends right before {@code at}. */
  private static boolean asOf(String s, int at) {
    for (String w : AS_OF) {
      int from = at - w.length();
      if (from >= 0
          && s.startsWith(w, from)
          && (from == 0 || !Chars.isLetter(s.charAt(from - 1)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Where an all-time-high word starts as a word (each word found by one pass over the text), or
   * null when there is none.
   */
  private static boolean[] highWords(String lower) {
    boolean[] out = null;
    for (String w : HIGH_WORDS) {
      for (int at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) {
        int end = at + w.length();
        if ((at == 0 || !Chars.isLetter(lower.charAt(at - 1)))
            && (end == lower.length() || !Chars.isLetter(lower.charAt(end)))) {
          out = out == null ? new boolean[lower.length()] : out;
          out[at] = true;
        }
      }
    }
    return out;
  }

  /**
   * Whether the sentence names a coin by a capitalised-free word the turn's coin is not: only the
   * turn's coin's name is known here, so a sentence is skipped when it names none of it and names
   * "bitcoin", "ethereum" or another of the largest coins instead.
   */
  private static boolean otherCoinOnly(String lower, int from, int to, String coin) {
    String s = lower.substring(from, to);
    if (coin != null && s.contains(coin.toLowerCase(Locale.ROOT))) {
      return false;
    }
    for (String other : OTHER_COINS) {
      if (s.contains(other) && (coin == null || !coin.toLowerCase(Locale.ROOT).contains(other))) {
        return true;
      }
    }
    return false;
  }

  private static final List<String> OTHER_COINS = WordLists.list("AllTimeHighDates.OTHER_COINS");
}
