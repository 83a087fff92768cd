package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.stocks.StockFetcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A question about a share's or an index's prices on a past day or in a past period ("Did Apple go
 * up on 2 January 2020?", "Hva stengte Apple på 2. januar 2020?", "How much did it gain on 13 July
 * 2023?" after a question about the S&amp;P 500, "the lowest close in that period"). Such a figure
 * is no live ask (the definitions: past figures are not asks), so the stock intents become {@link
 * Intent.Mode#MENTION mentions} carrying the day or period in {@link StockFetcher#DATE}: the
 * fetcher brings that window's daily prices, nothing is required and no card is shown, and a reply
 * that misstates a day's close, volume or move is still caught. A message that speaks of today or
 * now, or names no market word, is left as the rules read it. Runs after the rules and the
 * follow-up reading; linear in the message. Stateless.
 */
final class PastMarketDay {
  private PastMarketDay() {}

  /** Words of a market's day: what was asked is a price, a level, a volume or a move. */
  private static final Set<String> MARKET = WordLists.set("PastMarketDay.MARKET");

  /** Words that put the question in the present: a live ask, not a past day. */
  private static final Set<String> NOW =
      Set.of("today", "now", "currently", "nå", "idag", "live", "right");

  /**
   * A period spoken of without its days: the one the conversation was about, or a past week (both
   * read as the month up to today, which holds it).
   */
  private static final List<String> PERIODS =
      List.of(
          "that period",
          "the period",
          "this period",
          "the window",
          "that window",
          "the data",
          "den perioden",
          "perioden",
          "vinduet",
          // the window as a whole ("did it gain over the whole window since the previous close
          // before it?"): the same period
          "whole window",
          "entire window",
          "whole period",
          "entire period",
          // a past week named without its days ("How much did the index gain last week?", "Hvor
          // mye steg indeksen forrige uke?"): a period over, no live ask
          "last week",
          "the previous week",
          "the week before",
          "forrige uke",
          "forrige veke",
          "førre veke",
          "uka før",
          "uken før");

  /** Words that refer back to the previous turn's subject. */
  private static final Set<String> BACK = WordLists.set("PastMarketDay.BACK");

  private static final Pattern ISO =
      Pattern.compile(
          "(?<![\\d-])((?:19|20)\\d\\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(?![\\d-])");

  private static final Pattern CARET = Pattern.compile("\\^[A-Za-z0-9]{1,8}");

  /** Words before a first day that make it the start of a period: "fra 20. juni", "since". */
  private static final Set<String> FROM = Set.of("from", "since", "fra", "siden", "etter");

  /**
   * The intents with the stock ones read as a past day's prices, when the message asks about one;
   * else {@code found} itself.
   */
  static List<Intent> read(Utterance u, List<Intent> found, PreviousTurn previous) {
    // "^VXAPL": a market's name itself (the pattern only where a caret is)
    boolean ticker = u.original.indexOf('^') >= 0 && CARET.matcher(u.original).find();
    if (!(ticker || u.hasAnyWord(MARKET)) || u.hasAnyWord(NOW) || u.has("i dag")) {
      return found;
    }
    String date = date(u);
    if (date == null) {
      return found;
    }
    Set<String> subjects = new LinkedHashSet<>();
    for (Intent i : found) {
      if (StockFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        subjects.add(i.subject());
      }
    }
    if (subjects.isEmpty()) {
      named(u, subjects);
    }
    if (subjects.isEmpty()
        && previous != null
        && !previous.isEmpty()
        && found.isEmpty()
        && (u.hasAnyWord(BACK)
            || u.has("the index")
            || date.equals("P1M")
            || u.words.size() <= 8)) {
      for (Intent i : previous.intents()) {
        if (StockFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
          subjects.add(i.subject());
        }
      }
    }
    if (subjects.isEmpty()) {
      return found;
    }
    List<Intent> out = new ArrayList<>(found.size() + subjects.size());
    for (Intent i : found) {
      if (!StockFetcher.KIND.equals(i.kind())) {
        out.add(i);
      }
    }
    for (String s : subjects) {
      out.add(
          new Intent(
              StockFetcher.KIND,
              s,
              Map.of(StockFetcher.DATE, date),
              Intent.Mode.MENTION,
              0.9,
              "asks about a past day's prices (" + date + "), not the live figure"));
    }
    return List.copyOf(out);
  }

  /**
   * The day or period asked: {@code 2020-01-02}, {@code --06-20}, {@code a/b}, {@code a/} ("fra 20.
   * juni"), {@code P1M} ("in that period"); null when the message names none.
   */
  static String date(Utterance u) {
    List<String> days = new ArrayList<>(2);
    int firstAt = -1;
    // an ISO day has a hyphen: the pattern only where there is one
    Matcher iso = u.lower.indexOf('-') >= 0 ? ISO.matcher(u.lower) : null;
    while (iso != null && iso.find() && days.size() < 2) {
      days.add(iso.group(1) + "-" + iso.group(2) + "-" + iso.group(3));
    }
    if (days.isEmpty()) {
      boolean[] dated = new boolean[u.lowerWords.size()];
      String first = WrittenDate.read(u, dated);
      if (first != null && first.startsWith("--")) {
        first = withOldYear(u, dated, first); // "19 October 1987": WrittenDate reads from 1999
      }
      if (first != null) {
        days.add(first);
        for (int k = 0; k < dated.length; k++) {
          if (dated[k]) {
            firstAt = k;
            break;
          }
        }
        int last = -1;
        for (int k = 0; k < dated.length; k++) {
          if (dated[k]) {
            last = k;
          }
        }
        if (last + 1 < u.words.size()) {
          Utterance rest =
              new Utterance(String.join(" ", u.words.subList(last + 1, u.words.size())));
          String second = WrittenDate.read(rest, new boolean[rest.lowerWords.size()]);
          if (second != null) {
            days.add(withYear(second, first));
          }
        }
      }
    }
    if (days.size() == 2) {
      String a = days.get(0);
      String b = days.get(1);
      if (a.startsWith("--") && !b.startsWith("--")) {
        a = b.substring(0, 4) + a.substring(1);
      }
      return a + "/" + b;
    }
    if (days.size() == 1) {
      boolean from = firstAt > 0 && FROM.contains(u.lowerWords.get(firstAt - 1));
      return from ? days.get(0) + "/" : days.get(0);
    }
    for (String p : PERIODS) {
      if (u.has(p)) {
        return "P1M";
      }
    }
    return null;
  }

  /**
   * A day whose year WrittenDate does not read (before 1999: "19 October 1987") takes the year
   * written right after it; a year before 1970, when no exchange's daily prices begin, gives no day
   * at all (null).
   */
  private static String withOldYear(Utterance u, boolean[] dated, String monthDay) {
    int last = -1;
    for (int k = 0; k < dated.length; k++) {
      if (dated[k]) {
        last = k;
      }
    }
    if (last < 0 || last + 1 >= u.lowerWords.size()) {
      return monthDay;
    }
    String w = u.lowerWords.get(last + 1);
    if (w.length() != 4 || !w.chars().allMatch(Character::isDigit)) {
      return monthDay;
    }
    int year = Integer.parseInt(w);
    if (year < 1970) {
      return null;
    }
    if (year > 2099) {
      return monthDay;
    }
    try {
      return java.time.MonthDay.parse(monthDay).atYear(year).toString();
    } catch (java.time.DateTimeException e) {
      return null;
    }
  }

  /** A second day without its year takes the first day's year. */
  private static String withYear(String second, String first) {
    return second.startsWith("--") && !first.startsWith("--")
        ? first.substring(0, 4) + second.substring(1)
        : second;
  }

  /** The companies, indices and {@code ^}-tickers the message names, without a stock word. */
  private static void named(Utterance u, Set<String> out) {
    Matcher caret = CARET.matcher(u.original);
    while (caret.find()) {
      out.add(caret.group().toUpperCase(Locale.ROOT));
    }
    out.addAll(StockRule.indices(u));
    for (Map.Entry<String, String> c : Lexicon.COMPANIES.entrySet()) {
      if (namesWord(u.lower, c.getKey())) {
        out.add(c.getValue());
      }
    }
  }

  /** Whether the name stands in the text as a word ("Apple", "Apple's", "Apple-aksjen"). */
  private static boolean namesWord(String lower, String name) {
    for (int at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      int end = at + name.length();
      if ((at == 0 || !Character.isLetterOrDigit(lower.charAt(at - 1)))
          && (end == lower.length() || !Character.isLetterOrDigit(lower.charAt(end)))) {
        return true;
      }
    }
    return false;
  }
}
