package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;

import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the words a follow-up is read by: the kinds whose subject is
 * carried, the words that lead, end, correct or change a follow-up ("and", "what about", "no, I
 * meant", "then"), the words of a time, the pronouns that stand for the subject before and a figure
 * of the past. Moved from {@code FollowUp} as it was, no reading changed.
 */
final class FollowUpWords {
  private FollowUpWords() {}

  /** Kinds of a market figure. */
  static final Set<String> MARKET_KINDS =
      Set.of(CryptoFetcher.KIND, StockFetcher.KIND, CurrencyFetcher.KIND);

  /** Kinds whose subject a follow-up can carry over. */
  static final Set<String> CARRIED =
      Set.of(
          WeatherFetcher.KIND,
          CryptoFetcher.KIND,
          StockFetcher.KIND,
          SportsFetcher.KIND,
          RecipeFetcher.KIND,
          CurrencyFetcher.KIND);

  /** Words a follow-up starts with before what it asks ("ok and", "men hva med"). */
  static final Set<String> LEADS = WordLists.set("FollowUpWords.LEADS");

  /** "what about", "hva med": a follow-up that names only its new subject or time. */
  static final List<List<String>> ABOUT =
      List.of(
          List.of("what", "about"),
          List.of("how", "about"),
          List.of("what", "of"),
          List.of("hva", "med"),
          List.of("kva", "med"),
          List.of("hvordan", "med"),
          List.of("hvordan", "er", "det", "med"),
          List.of("what", "abt"),
          List.of("wat", "about"),
          List.of("how", "bout"),
          List.of("the", "same", "for"),
          List.of("same", "for"),
          List.of("same", "with"),
          List.of("det", "samme", "for"),
          List.of("samme", "for"),
          List.of("samme", "med"),
          List.of("the", "other", "one"),
          List.of("kor", "med"),
          List.of("hvor", "med"),
          List.of("ka", "med"),
          List.of("kå", "med"),
          List.of("koss", "med"),
          List.of("åssen", "med"),
          List.of("wbu"),
          List.of("hbu"),
          List.of("give", "me", "one", "for"),
          List.of("do", "one", "for"),
          List.of("one", "for"),
          List.of("gi", "meg", "en", "for"),
          List.of("en", "for"),
          List.of("enn"));

  /**
   * "could you check Gothenburg too?", "kan du sjekke Drammen også?": a new subject only when the
   * message ends with "too" or "også".
   */
  static final List<List<String>> CHECK =
      List.of(
          List.of("can", "you", "check"),
          List.of("could", "you", "check"),
          List.of("check"),
          List.of("kan", "du", "sjekke"),
          List.of("sjekk"));

  /**
   * Words that take back what was asked ("no", "sorry", "oops", "wait", "nei", "vent", "beklager"),
   * any number of them ("no sorry, I meant Geilo", "no wait, Moss"; session 30, 37): a correction's
   * pause before what was meant.
   */
  static final Set<String> CORRECTION_PAUSES =
      Set.of("no", "nope", "oops", "sorry", "wait", "nei", "vent", "beklager", "unnskyld");

  /**
   * Words that say what was meant ("I meant", "jeg mente", dialect "æ mente", "eg meinte"), after
   * the pauses or alone; a bare "mente" only after a pause ("sorry, mente bitcoin cash"). Longest
   * first.
   */
  static final List<List<String>> CORRECTION_MEANT =
      List.of(
          List.of("i", "meant"),
          List.of("i", "mean"),
          List.of("jeg", "mente"),
          List.of("jeg", "mener"),
          List.of("eg", "meinte"),
          List.of("æ", "mente"),
          List.of("e", "meinte"),
          List.of("mente"),
          List.of("meinte"));

  /**
   * How many words from {@code from} take back what was asked and name what was meant instead ("no,
   * I meant Stavanger", "no sorry, I meant Geilo", "nei, jeg mente Stavanger"): the rest is read as
   * "and Stavanger?" (session 22). Pauses, then "I meant", or either alone; 0 when none or when
   * nothing before {@code limit} is left for what was meant.
   */
  static int correction(List<String> lower, int from, int limit) {
    int k = from;
    while (k < limit && CORRECTION_PAUSES.contains(lower.get(k))) {
      k++;
    }
    boolean paused = k > from;
    for (List<String> a : CORRECTION_MEANT) {
      if ((paused || a.size() > 1)
          && k + a.size() < limit
          && lower.subList(k, k + a.size()).equals(a)) {
        return k + a.size() - from;
      }
    }
    return paused && k < limit ? k - from : 0;
  }

  /** Words that end such a correction ("in Trondheim I mean", "i Lillehammer altså"). */
  static final List<List<String>> CORRECTION_END =
      List.of(
          List.of("i", "mean"),
          List.of("i", "meant"),
          List.of("jeg", "mener"),
          List.of("mener", "jeg"),
          List.of("mente", "jeg"),
          List.of("meinte", "eg"),
          List.of("altså"));

  /**
   * Words a follow-up may end with after what it asks ("enn Tromsø da?", "in pounds please", "ka
   * med Vardø då", "in swedish kroner instead?", "i svenske kroner isteden?"; "i stedet" below).
   */
  static final Set<String> TRAILING = WordLists.set("FollowUpWords.TRAILING");

  /** Polite words a follow-up may start with; they make no follow-up of their own. */
  static final Set<String> POLITE = WordLists.set("FollowUpWords.POLITE");

  /** English words of a time or a unit, and fillers after one ("then", "da"). */
  static final Set<String> ENGLISH_TIME =
      Set.of(
          "tomorrow",
          "tmrw",
          "tonight",
          "today",
          "weekend",
          "morning",
          "afternoon",
          "evening",
          "night",
          "later",
          "week",
          "day",
          "after",
          "next",
          "this",
          "the",
          "on",
          "in",
          "at",
          "for",
          "monday",
          "tuesday",
          "wednesday",
          "thursday",
          "friday",
          "saturday",
          "sunday",
          "fahrenheit",
          "celsius",
          "tomorow",
          "tommorow",
          "da",
          "then",
          "now",
          "rest",
          "of",
          "and",
          // "and for the next few days?", "the coming days" (session 30)
          "days",
          "few",
          "couple",
          "coming");

  /** Norwegian words of a time: the weather question is rewritten in Norwegian. */
  static final Set<String> NORWEGIAN_TIME =
      Set.of(
          "i",
          "på",
          "morgen",
          "imorgen",
          "overmorgen",
          "morra",
          "kveld",
          "ikveld",
          "natt",
          "dag",
          "idag",
          "helgen",
          "helga",
          "neste",
          "uke",
          "uka",
          "denne",
          "ettermiddag",
          "formiddag",
          "tidlig",
          "senere",
          "mandag",
          "tirsdag",
          "onsdag",
          "torsdag",
          "fredag",
          "lørdag",
          "søndag",
          "til",
          "morgondagen",
          "morgendagen",
          "nå",
          "dagen",
          "etter",
          // nynorsk and dialect days, and "resten av uka"/"utover uka" (session 29)
          "morgon",
          "imorgon",
          "overmorgon",
          "imorra",
          "måndag",
          "tysdag",
          "laurdag",
          "sundag",
          "resten",
          "av",
          "utover",
          "og",
          // "og de neste dagene?", "dei neste dagane" (session 30)
          "dagene",
          "dagane",
          // nynorsk weeks: "resten av veka?" (session 37, followup-tune25)
          "veka",
          "veke",
          "kommende",
          "de",
          "dei");

  /**
   * Words of a time or a unit: "tomorrow", "i kveld", "the day after tomorrow", "in fahrenheit";
   * English and Norwegian.
   */
  static final Set<String> TIME = union(ENGLISH_TIME, NORWEGIAN_TIME);

  /** Words of a time that only join or fill ("the", "next", "i", "da"). */
  static final Set<String> TIME_FILLERS = WordLists.set("FollowUpWords.TIME_FILLERS");

  /** Words of a time that say more than a filler does. */
  static final Set<String> TIME_CORE = minus(TIME, TIME_FILLERS);

  /** Words before a new subject that are not part of it ("one for", "the", "in"). */
  static final Set<String> BEFORE_SUBJECT = WordLists.set("FollowUpWords.BEFORE_SUBJECT");

  /** Words that make a question of a phrase rather than a name. */
  static final Set<String> QUESTION_WORDS = WordLists.set("FollowUpWords.QUESTION_WORDS");

  /** Pronouns and nouns that stand for the subject named before. */
  static final Map<String, String> STANDS_FOR =
      Map.ofEntries(
          Map.entry("it", ""),
          Map.entry("its", ""),
          Map.entry("it's", " is"),
          Map.entry("they", ""),
          Map.entry("them", ""),
          Map.entry("their", ""),
          Map.entry("den", ""),
          Map.entry("de", ""),
          Map.entry("dem", ""),
          Map.entry("deres", ""),
          Map.entry("indeksen", ""),
          Map.entry("aksjen", ""),
          Map.entry("kursen", ""),
          Map.entry("mynten", ""),
          Map.entry("laget", ""));

  /** Words before "laget" that make it the verb "made", not "the team" ("hvem laget den?"). */
  static final Set<String> MADE_BY = WordLists.set("FollowUpWords.MADE_BY");

  /** Two-word nouns that stand for the subject named before ("the index"). */
  static final Set<String> THE_NOUNS =
      Set.of("index", "stock", "share", "shares", "coin", "team", "club");

  static final Set<String> THERE = Set.of("there", "der", "dit");

  /** A figure of the past, not of now ("two years ago", "for to år siden", "i fjor"). */
  static final java.util.regex.Pattern PAST =
      java.util.regex.Pattern.compile(
          "\\b(?:\\p{L}+ (?:years?|months?|weeks?|decades?) ago|for \\p{L}+ (?:år|måneder|uker|tiår)"
              + " siden|last year|i fjor|in (?:19|20)\\d\\d|i (?:19|20)\\d\\d|back in"
              + "|last (?:summer|winter|spring|autumn|fall|month|christmas|easter)"
              + "|i (?:fjor )?(?:sommer|vinter|høst|vår)(?:es)?|forrige (?:måned|uke|sommer|vinter))\\b");

  /**
   * A city, country or market named after an index, to the name of its main index as {@link
   * StockRule#INDICES} knows it ("og i Stockholm?" after the OBX is the OMX Stockholm 30).
   */
  static final Map<String, String> INDEX_OF_PLACE =
      Map.ofEntries(
          Map.entry("stockholm", "omxs30"),
          Map.entry("sverige", "omxs30"),
          Map.entry("sweden", "omxs30"),
          Map.entry("københavn", "omxc25"),
          Map.entry("copenhagen", "omxc25"),
          Map.entry("danmark", "omxc25"),
          Map.entry("denmark", "omxc25"),
          Map.entry("helsingfors", "omxh25"),
          Map.entry("helsinki", "omxh25"),
          Map.entry("finland", "omxh25"),
          Map.entry("oslo", "osebx"),
          Map.entry("norge", "osebx"),
          Map.entry("norway", "osebx"),
          Map.entry("london", "ftse 100"),
          Map.entry("frankfurt", "dax"),
          Map.entry("tyskland", "dax"),
          Map.entry("germany", "dax"),
          Map.entry("paris", "cac 40"),
          Map.entry("frankrike", "cac 40"),
          Map.entry("france", "cac 40"),
          Map.entry("tokyo", "nikkei"),
          Map.entry("japan", "nikkei"),
          Map.entry("hong kong", "hang seng"),
          Map.entry("wall street", "s&p 500"),
          Map.entry("new york", "s&p 500"),
          Map.entry("europa", "euro stoxx 50"),
          Map.entry("europe", "euro stoxx 50"));

  /** Norwegian words that tell the language of a question to rewrite. */
  static final Set<String> NORWEGIAN_WORDS = WordLists.set("FollowUpWords.NORWEGIAN_WORDS");
}
