package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.internal.Coins;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a short message against the user's previous one, when it is a follow-up without a subject
 * of its own. Each reading rewrites the message with the previous subject and classifies the
 * rewritten text as a single message, so the rules and the ask model still decide whether it asks
 * for live data:
 *
 * <ul>
 *   <li>"and tomorrow?", "og i morgen?", "what about the weekend?" after a weather question: the
 *       weather of that place at that time;
 *   <li>"and eth?", "hva med DNB?", "enn i Bergen?", "og Molde?", a bare coin, ticker, place or
 *       team: the new subject, read as the previous subject's kind, asked if the previous was asked
 *       and only mentioned if it was mentioned ("who created bitcoin?" then "and ethereum?" asks
 *       nothing);
 *   <li>"when do they play next?", "is it up today?", "who created it?", "hvordan gikk indeksen?":
 *       the pronoun or "the index" replaced by the previous subject;
 *   <li>"will it rain?", "do I need an umbrella?" after a weather question: asked of its place;
 *   <li>"how long to chill the pastry?", "hvor mye mel trenger jeg?" after a recipe: a figure of
 *       that recipe, the same recipe ask;
 *   <li>one thing changed (session 21): "the day after?", "how about Melbourne tonight", "in
 *       euros?" (the same amount into the new currency), "omvendt da?", "the high?" and "og
 *       vinden?" (a figure of the weather or of the day just asked), "who scored?", "kick-off?",
 *       "til tysk også", "og rentemøtet?" after news, "and the Vigeland park?" after a search;
 *   <li>a thing named before without a kind of its own: "can you google that?" (the question just
 *       asked), "how do I make it?" after "what's the origin of tiramisu?", "what's it like in
 *       Røros today?" after a message about the weather;
 *   <li>what was meant (session 22): a correction ("no, I meant Stavanger", "i Lillehammer altså"),
 *       a place added to a weather question without one, "and now?" after a market figure of the
 *       past, "what's it like there right now?" after talk of a place's weather, a recipe's
 *       substitution or side dish, a search moved or narrowed ("and in Florence", "under 100
 *       euros"), a unit's nation alone ("og danske?"), a team by its city, the scorers of both
 *       teams of a match;
 *   <li>rates, places and dishes (session 23): a country after a rate names its currency ("and in
 *       Vietnam?", "og i Sverige?"), an amount given after its currency ("and mexican pesos for 400
 *       usd"), "der"/"there" after a place named ("vi skal til Kreta" then "hvordan er været der
 *       nå"), a weather question without a place asked at another time ("og på fredag?"), a dish
 *       after a question of how to cook something ("how do I boil an egg" then "and carbonara?"), a
 *       search of the place named before ("hotels there, search"), "noe tech-nytt?" after news.
 * </ul>
 *
 * A follow-up that asks nothing live stays a non-ask: "why?", "is that high?", "the all time
 * high?", the weather of the past ("when did it last snow there?"), a figure of years ago or of
 * "last summer", a year after a rate ("and in 2010?"), where a currency is used, a climate normal
 * ("hvor varmt er det der i snitt i mai"), a pronoun after a rate with no word of a rate ("is it
 * cheap?"), a correction with nothing before it to correct. A message that asks for something
 * complete of its own (a subject and a request) stands on its own. Linear in the message's length;
 * a few more classifications of short texts (for a dish named by a pronoun, at most two a word of a
 * context of at most 20 words).
 */
final class FollowUp {
  /** The longest message read as a follow-up, in words. */
  static final int MOST_WORDS = 12;

  private FollowUp() {}

  /** Kinds of a market figure. */
  private static final Set<String> MARKET_KINDS =
      Set.of(CryptoFetcher.KIND, StockFetcher.KIND, CurrencyFetcher.KIND);

  /** Kinds whose subject a follow-up can carry over. */
  private static final Set<String> CARRIED =
      Set.of(
          WeatherFetcher.KIND,
          CryptoFetcher.KIND,
          StockFetcher.KIND,
          SportsFetcher.KIND,
          RecipeFetcher.KIND,
          CurrencyFetcher.KIND);

  /** Words a follow-up starts with before what it asks ("ok and", "men hva med"). */
  private static final Set<String> LEADS =
      Set.of(
          "and", "og", "ok", "okay", "so", "så", "but", "men", "then", "also", "også", "å", "n",
          "nd", "now");

  /** "what about", "hva med": a follow-up that names only its new subject or time. */
  private static final List<List<String>> ABOUT =
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
  private static final List<List<String>> CHECK =
      List.of(
          List.of("can", "you", "check"),
          List.of("could", "you", "check"),
          List.of("check"),
          List.of("kan", "du", "sjekke"),
          List.of("sjekk"));

  /**
   * Words that take back what was asked and name what was meant instead ("no, I meant Stavanger",
   * "nei, jeg mente Stavanger"): the rest is read as "and Stavanger?" (session 22). Longest first.
   */
  private static final List<List<String>> CORRECTION =
      List.of(
          List.of("no", "i", "meant"),
          List.of("no", "i", "mean"),
          List.of("sorry", "i", "meant"),
          List.of("sorry", "i", "mean"),
          List.of("nei", "jeg", "mente"),
          List.of("nei", "jeg", "mener"),
          List.of("nei", "eg", "meinte"),
          List.of("i", "meant"),
          List.of("i", "mean"),
          List.of("jeg", "mente"),
          List.of("jeg", "mener"),
          List.of("eg", "meinte"),
          List.of("no"),
          List.of("nei"),
          List.of("nope"),
          List.of("sorry"));

  /** Words that end such a correction ("in Trondheim I mean", "i Lillehammer altså"). */
  private static final List<List<String>> CORRECTION_END =
      List.of(
          List.of("i", "mean"),
          List.of("i", "meant"),
          List.of("jeg", "mener"),
          List.of("mener", "jeg"),
          List.of("altså"));

  /** Words a follow-up may end with after what it asks ("enn Tromsø da?", "in pounds please"). */
  private static final Set<String> TRAILING =
      Set.of("then", "da", "too", "også", "please", "pls", "plz", "thanks", "takk");

  /** Polite words a follow-up may start with; they make no follow-up of their own. */
  private static final Set<String> POLITE =
      Set.of(
          "please", "pls", "plz", "damn", "wow", "nice", "cool", "great", "thanks", "thx", "hmm",
          "oh", "ah", "fine", "takk", "kult", "fint", "greit", "flott", "oi", "jaha", "ha", "haha",
          "lol", "hehe", "heh");

  /** English words of a time or a unit, and fillers after one ("then", "da"). */
  private static final Set<String> ENGLISH_TIME =
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
          "and");

  /** Norwegian words of a time: the weather question is rewritten in Norwegian. */
  private static final Set<String> NORWEGIAN_TIME =
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
          "og");

  /**
   * Words of a time or a unit: "tomorrow", "i kveld", "the day after tomorrow", "in fahrenheit";
   * English and Norwegian.
   */
  private static final Set<String> TIME = union(ENGLISH_TIME, NORWEGIAN_TIME);

  /** Words of a time that only join or fill ("the", "next", "i", "da"). */
  private static final Set<String> TIME_FILLERS =
      Set.of(
          "after", "at", "for", "in", "on", "the", "this", "next", "day", "later", "now", "then",
          "da", "dag", "denne", "i", "neste", "nå", "på", "senere", "tidlig", "til", "and", "og",
          "dagen", "etter");

  /** Words of a time that say more than a filler does. */
  private static final Set<String> TIME_CORE = minus(TIME, TIME_FILLERS);

  /** The Norwegian krone by its plain names. */
  private static final Set<String> KRONER =
      Set.of("kroner", "krone", "kr", "nok", "norske kroner", "norwegian kroner", "kronor");

  /** Words before a currency that make it the one converted into ("in euros?", "til sek?"). */
  private static final Set<String> INTO = Set.of("in", "into", "to", "i", "til");

  /** Words before a new subject that are not part of it ("one for", "the", "in"). */
  private static final Set<String> BEFORE_SUBJECT =
      Set.of(
          "the", "a", "an", "one", "for", "in", "i", "på", "en", "et", "ei", "of", "til", "to",
          "at");

  /** Words that make a question of a phrase rather than a name. */
  private static final Set<String> QUESTION_WORDS =
      Set.of(
          "how", "what", "why", "when", "who", "is", "are", "does", "do", "can", "hva", "hvordan",
          "hvorfor", "når", "hvem", "er", "kan", "betyr", "means", "mean");

  /** Pronouns and nouns that stand for the subject named before. */
  private static final Map<String, String> STANDS_FOR =
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
  private static final Set<String> MADE_BY =
      Set.of(
          "hvem", "som", "har", "hadde", "ble", "jeg", "du", "han", "hun", "vi", "de", "dere",
          "man", "noen");

  /** Two-word nouns that stand for the subject named before ("the index"). */
  private static final Set<String> THE_NOUNS =
      Set.of("index", "stock", "share", "shares", "coin", "team", "club");

  private static final Set<String> THERE = Set.of("there", "der", "dit");

  /** Words of the weather asked without a weather noun ("will it rain?", "trenger jeg jakke?"). */
  private static final Set<String> WEATHER_WORDS =
      Set.of(
          "rain",
          "raining",
          "rainy",
          "snow",
          "snowing",
          "sunny",
          "sun",
          "windy",
          "wind",
          "umbrella",
          "jacket",
          "coat",
          "cold",
          "warm",
          "hot",
          "freezing",
          "temperature",
          "forecast",
          "weather",
          "storm",
          "cloudy",
          "fog",
          "humid",
          "regn",
          "regne",
          "regner",
          "snø",
          "snør",
          "sol",
          "sola",
          "vind",
          "vindfullt",
          "paraply",
          "jakke",
          "kaldt",
          "varmt",
          "temperatur",
          "temperaturen",
          "varsel",
          "vær",
          "været",
          "tåke",
          "shorts",
          "badevær",
          "sunscreen",
          "sunblock",
          "raincoat",
          "gloves",
          "solkrem",
          "regnjakke",
          "regntøy",
          "votter",
          "lue");

  /** A figure of a weather report, asked alone after a weather ask ("the high?", "og vinden?"). */
  private static final Set<String> WEATHER_DETAIL =
      Set.of(
          "high",
          "low",
          "wind",
          "winds",
          "humidity",
          "rain",
          "precipitation",
          "uv",
          "gusts",
          "temp",
          "temperature",
          "feels",
          "vind",
          "vinden",
          "nedbør",
          "nedbøren",
          "regn",
          "regnet",
          "fuktighet",
          "luftfuktighet",
          "temperaturen",
          "høyeste",
          "laveste",
          "vindkast");

  /** Words that may stand beside a weather figure in such a follow-up. */
  private static final Set<String> DETAIL_FILLERS =
      Set.of(
          "the",
          "and",
          "what",
          "what's",
          "whats",
          "how",
          "much",
          "about",
          "og",
          "hva",
          "med",
          "hvor",
          "mye",
          "kor",
          "mykje",
          "korleis",
          "blir",
          "er",
          "e",
          "da",
          "then",
          "like",
          "speed",
          "chance",
          "of",
          "sjanse",
          "for",
          "today",
          "tomorrow",
          "i",
          "dag",
          "morgen",
          "is",
          "kva",
          "ka",
          "enn");

  /** The weather of the past asked of a place ("when did it last snow there?"). */
  private static final java.util.regex.Pattern PAST_WEATHER =
      java.util.regex.Pattern.compile(
          "\\b(?:when did|when was the last|last time|sist gang|når var sist|ever|noensinne"
              + "|record|rekord|in (?:19|20)\\d\\d|i (?:19|20)\\d\\d|years? ago|år siden)\\b");

  /** Words a question starts with when it has no question mark ("hvor kaldt blir det i natt"). */
  private static final Set<String> QUESTION_START =
      Set.of(
          "how", "what", "will", "is", "does", "do", "hvor", "hva", "hvordan", "blir", "er",
          "kommer", "kor", "ka", "korleis", "kva");

  /** A question of a figure a recipe holds: a time, an amount, a temperature, its ingredients. */
  private static final java.util.regex.Pattern RECIPE_FIGURE =
      java.util.regex.Pattern.compile(
          "\\b(?:how long|how much|how many|what temperature|which temperature|oven|ingredients?"
              + "|hvor lenge|hvor mye|hvor mange|hvor varm|hvilken temperatur|ovn|ovnen"
              + "|ingrediens(?:er|ene)?"
              + "|instead of|in place of|substitute|swap|replace|i stedet for|istedenfor|isteden for"
              + "|i staden for|bytte ut|erstatte)\\b");

  /** What a recipe does not hold: advice, nutrition, price, pairing, storage. */
  private static final java.util.regex.Pattern NOT_IN_RECIPE =
      java.util.regex.Pattern.compile(
          "\\b(?:calories|kalorier|cost|costs|koster|freeze|fryse|fryses|keep|holde(?: \\p{L}+)? seg"
              + "|holder(?: \\p{L}+)? seg|last|store|oppbevare|oppbevares"
              + "|healthy|sunn|sunt|wine|vin|drink|drikke|protein|carbs|kcal)\\b");

  /** A team's next match asked without the team ("og neste kamp?", "når spiller de igjen?"). */
  private static final java.util.regex.Pattern SPORTS_NEXT =
      java.util.regex.Pattern.compile(
          "\\b(?:next|neste|igjen|again|upcoming|kommende|kick-?off|kick off|avspark|start time"
              + "|when does it start|what time does it start|når starter)\\b");

  /** A team's latest result asked without the team ("vant dem?", "the score of the last one?"). */
  private static final java.util.regex.Pattern SPORTS_LAST =
      java.util.regex.Pattern.compile(
          "\\b(?:last one|last game|last match|score|result|resultat|resultatet|vant|tapte|won"
              + "|win|lost|siste kamp|siste kampen|gikk kampen|kampen i går|kampen i kveld"
              + "|how did the (?:game|match) go|how was the (?:game|match))\\b");

  /** Who scored in the match just asked for ("who scored?", "hvem scoret?", "målscorere?"). */
  private static final java.util.regex.Pattern SCORERS =
      java.util.regex.Pattern.compile(
          "\\b(?:who scored|who got the goals?|scorers|goalscorers|goal scorers|hvem scoret"
              + "|hvem skåret|hvem laget målene|målscorer(?:e|ne)?|målscorarar)\\b");

  /** "how do I make it?", "hvordan lager jeg det?": a dish named before by a pronoun. */
  private static final java.util.regex.Pattern MAKE_IT =
      java.util.regex.Pattern.compile(
          "^\\W*(?:and |og |ok |so |så )?(?:the |a )?(?:recipe|oppskrift(?:a|en)?)(?: please| pls| takk| then"
              + "| da)?\\W*$"
              + "|\\b(?:how (?:do|can|would|should|to) (?:i |you |we |one )?(?:make|cook|bake|prepare)"
              + " (?:it|them|that|this|those)|recipe for (?:it|that|them|this)"
              + "|hvordan (?:lager|lage|baker|bake|koker|lagar|laga) (?:jeg |man |en |eg |vi |du )?"
              + "(?:det|den|dem|de|dette|dei)|oppskrift(?:a|en)? på (?:det|den|dem|dette))\\b");

  /** "how do i make pesto with it": a dish of its own, made with what was named before. */
  private static final java.util.regex.Pattern WITH_IT =
      java.util.regex.Pattern.compile("\\s+(?:with|med) (?:it|them|that|det|den|dem)\\s*[?.!]*$");

  /**
   * "what's the origin of tiramisu?" then "how do I make it?"; "ok fine, fish tacos. how do I make
   * them": the dish a pronoun stands for, named in the message before or earlier in this one, as a
   * recipe ask; "how do i make pesto with it": the dish of the message itself. Null when none. At
   * most one classification a word of the context, and only after a request to make "it".
   */
  private static List<Intent> dishBefore(
      GroundingClassifier c, Utterance u, PreviousTurn previous) {
    java.util.regex.Matcher with = WITH_IT.matcher(u.original);
    if (with.find()) {
      List<Intent> alone = recipes(c.classify(u.original.substring(0, with.start()) + "?"));
      if (!alone.isEmpty()) {
        return because(alone, "a dish made with what was named just before");
      }
    }
    java.util.regex.Matcher m = MAKE_IT.matcher(u.lower);
    if (!m.find()
        || previous.intents().stream().anyMatch(i -> RecipeFetcher.KIND.equals(i.kind()))) {
      return null; // a recipe asked just before is read as such below
    }
    String before = u.original.substring(0, Math.min(m.start(), u.original.length())).strip();
    String context = before.length() > 2 ? before : previous.text();
    List<String> words = new ArrayList<>();
    for (String w : context.split("\\s+")) {
      String s = strip(w);
      if (!s.isEmpty()) {
        words.add(s);
      }
    }
    if (words.isEmpty() || words.size() > 20) {
      return null;
    }
    for (int k = words.size() - 1; k >= 0; k--) {
      if (!dishWord(words.get(k))) {
        continue;
      }
      for (int from = k > 0 && dishWord(words.get(k - 1)) ? k - 1 : k; from <= k; from++) {
        String dish = String.join(" ", words.subList(from, k + 1));
        List<Intent> read = recipes(c.classify("how do I make " + dish + "?"));
        if (!read.isEmpty()) {
          return because(read, "a dish named just before, asked how to make");
        }
      }
    }
    return null;
  }

  /** Words no dish is named by: question words, joiners, words of origin and meals. */
  private static final Set<String> NO_DISH =
      Lexicon.withWeekdays(
          Set.of(
              "does",
              "did",
              "come",
              "comes",
              "from",
              "fra",
              "kommer",
              "origin",
              "history",
              "egentlig",
              "about",
              "om",
              "with",
              "med",
              "have",
              "has",
              "har",
              "like",
              "liker",
              "love",
              "elsker",
              "loads",
              "lots",
              "some",
              "noe",
              "fine",
              "what",
              "what's",
              "whats",
              "should",
              "could",
              "would",
              "dinner",
              "lunch",
              "breakfast",
              "middag",
              "lunsj",
              "frokost",
              "tonight",
              "today",
              "the",
              "and",
              "og",
              "for",
              "you",
              "your",
              "think",
              "syns",
              "tror",
              "ok",
              "okay",
              "then",
              "that",
              "this",
              "det",
              "den",
              "cook",
              "make",
              "lage",
              "lager",
              "eat",
              "spise",
              // a dish eaten or had, and when ("we ate tagine last night", "taco fredag i dag")
              "had",
              "ate",
              "eaten",
              "tried",
              "hadde",
              "spiste",
              "prøvde",
              "yesterday",
              "night",
              "last",
              "week",
              "weekend",
              "går",
              "dag",
              "kveld",
              "helga"));

  /** Whether a word may be part of a dish's name. */
  private static boolean dishWord(String w) {
    String lower = w.toLowerCase(Locale.ROOT);
    return w.length() >= 3 && !NO_DISH.contains(lower) && !QUESTION_WORDS.contains(lower);
  }

  /** "and the Vigeland park?", "hva med Bergen?" after a search: the same search, of that. */
  private static final java.util.regex.Pattern SEARCH_ABOUT =
      java.util.regex.Pattern.compile(
          "^(?:and|og|what about|how about|hva med|enn|and for|og for)\\s+(.{2,60}?)"
              + "(?:\\s+(?:then|da|too|også))?\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * A search asked just before, asked again of another thing: "look up the opening hours of the
   * Munch museum" then "and the Vigeland park?" searches the opening hours of the Vigeland park.
   */
  private static List<Intent> searchTopic(Utterance u, PreviousTurn previous) {
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (dev.vex.grounding.search.SearchFetcher.KIND.equals(i.kind()) && i.isAsk()) {
        asked = i;
        break;
      }
    }
    if (asked == null || asked.subject().isBlank()) {
      return null;
    }
    java.util.regex.Matcher m = SEARCH_ABOUT.matcher(u.original.strip());
    if (!m.find()) {
      return null;
    }
    String topic = m.group(1);
    List<String> words = List.of(topic.toLowerCase(Locale.ROOT).split("\\s+"));
    if (words.size() > 5
        || words.stream().anyMatch(QUESTION_WORDS::contains)
        || words.size() == 1 && NOT_TOPICS.contains(words.get(0))) {
      return null;
    }
    String query = asked.subject();
    int of = query.toLowerCase(Locale.ROOT).lastIndexOf(" of ");
    String rebuilt = of > 0 ? query.substring(0, of + 4) + topic : topic;
    return List.of(
        new Intent(
            dev.vex.grounding.search.SearchFetcher.KIND,
            rebuilt,
            Map.of(),
            Intent.Mode.ASK,
            0.8,
            "the search asked just before, of another thing"));
  }

  /** "and in Florence", "under 100 euros", "og i Firenze": a search moved or narrowed. */
  private static final java.util.regex.Pattern SEARCH_NARROWED =
      java.util.regex.Pattern.compile(
          "^(?:and |og |but |men |now |nå )?((in|i|på|near|nær|around|rundt|under|below|over|above"
              + "|for|with|without|med|uten|less than|cheaper than|mindre enn|billigere enn) "
              + "[^?.!]{2,60}?)\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /** Prepositions of a place, which move a search rather than narrow it. */
  private static final Set<String> PLACE_OF_SEARCH =
      Set.of("in", "i", "på", "near", "nær", "around", "rundt");

  /**
   * A search asked just before, moved to another place or narrowed: "search for hotels in Rome"
   * then "and in Florence" searches hotels in Florence; "google best headphones" then "under 100
   * euros" searches best headphones under 100 euros. Read before the message's own intents ("and in
   * Florence" alone asks Florence's weather). Null when the message is no such phrase.
   */
  private static List<Intent> searchNarrowed(Utterance u, PreviousTurn previous) {
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (dev.vex.grounding.search.SearchFetcher.KIND.equals(i.kind()) && i.isAsk()) {
        asked = i;
        break;
      }
    }
    if (asked == null || asked.subject().isBlank()) {
      return null;
    }
    java.util.regex.Matcher m = SEARCH_NARROWED.matcher(u.original.strip());
    if (!m.find()) {
      return null;
    }
    String phrase = m.group(1);
    List<String> words = new ArrayList<>();
    for (String w : phrase.toLowerCase(Locale.ROOT).split("\\s+")) {
      words.add(strip(w));
    }
    if (words.size() > 5 || words.stream().anyMatch(QUESTION_WORDS::contains)) {
      return null;
    }
    String query = asked.subject();
    String preposition = m.group(2).toLowerCase(Locale.ROOT);
    String rebuilt = query + " " + phrase;
    if (PLACE_OF_SEARCH.contains(preposition)) {
      int at = query.toLowerCase(Locale.ROOT).lastIndexOf(" " + preposition + " ");
      if (at > 0) {
        rebuilt = query.substring(0, at) + " " + phrase;
      }
    }
    return List.of(
        new Intent(
            dev.vex.grounding.search.SearchFetcher.KIND,
            rebuilt,
            Map.of(),
            Intent.Mode.ASK,
            0.8,
            "the search asked just before, moved or narrowed"));
  }

  /**
   * "what's it like in Røros today?", "hvordan er det i Bodø nå?": a place's weather, in context.
   */
  private static final java.util.regex.Pattern LIKE_IN =
      java.util.regex.Pattern.compile(
          "^(?:and |so |og |så )?(?:what's it like|what is it like|how is it|how's it|hvordan er det"
              + "|korleis er det|åssen er det|koss er det)(?: looking)? (?:in|i|på) (.{2,60}?)\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /** "and what's it like there right now?", "og hvordan er det der nå?": the place before. */
  private static final java.util.regex.Pattern LIKE_THERE =
      java.util.regex.Pattern.compile(
          "^(?:and |so |og |så |ok |okay )?(?:what's it like|what is it like|how is it|how's it"
              + "|hvordan er det|korleis er det|åssen er det|koss er det)(?: looking)? (?:there|der)"
              + "((?: (?:right now|now|today|tonight|this morning|nå|no|akkurat nå|i dag|idag"
              + "|i kveld|i morgen|tomorrow)){1,2})\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * After a message about the weather that asked nothing live ("what was the coldest day ever in
   * Norway?"), "what's it like in Røros today then?" asks Røros' weather: read as "what's the
   * weather in Røros today then?".
   */
  private static List<Intent> likeThere(GroundingClassifier c, Utterance u, PreviousTurn previous) {
    java.util.regex.Matcher m = LIKE_IN.matcher(u.original.strip());
    java.util.regex.Matcher there = LIKE_THERE.matcher(u.original.strip());
    boolean in = m.find();
    if (!in && !there.find()) {
      return null;
    }
    Utterance p = new Utterance(previous.text());
    if (!aboutWeather(p)) {
      return null;
    }
    String rest;
    if (in) {
      rest = m.group(1);
    } else {
      // "and what's it like there right now?": the place of the message before
      String place = null;
      for (Intent i : previous.intents()) {
        if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
          place = i.subject();
          break;
        }
      }
      Intent named = place == null ? Entities.firstSubject(p) : null;
      if (named != null && WeatherFetcher.KIND.equals(named.kind())) {
        place = named.subject();
      }
      if (place == null) {
        return null;
      }
      rest = place + there.group(1);
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify("what's the weather in " + rest + "?")) {
      if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "a place's weather, after a message about weather");
  }

  /** Whether a text speaks of the weather ("coldest", "gjennomsnittstemperatur", "rain"). */
  private static boolean aboutWeather(Utterance p) {
    return p.lowerWords.stream()
        .map(FollowUp::strip)
        .anyMatch(
            w ->
                WEATHER_WORDS.contains(w)
                    || w.startsWith("cold")
                    || w.startsWith("warm")
                    || w.startsWith("hott")
                    || w.startsWith("kald")
                    || w.startsWith("varm")
                    || w.contains("temperat"));
  }

  /** The recipe asks among intents. */
  private static List<Intent> recipes(List<Intent> read) {
    List<Intent> out = new ArrayList<>();
    for (Intent i : read) {
      if (RecipeFetcher.KIND.equals(i.kind()) && i.isAsk() && !i.subject().isEmpty()) {
        out.add(i);
      }
    }
    return out;
  }

  /** A figure of the past, not of now ("two years ago", "for to år siden", "i fjor"). */
  private static final java.util.regex.Pattern PAST =
      java.util.regex.Pattern.compile(
          "\\b(?:\\p{L}+ (?:years?|months?|weeks?|decades?) ago|for \\p{L}+ (?:år|måneder|uker|tiår)"
              + " siden|last year|i fjor|in (?:19|20)\\d\\d|i (?:19|20)\\d\\d|back in"
              + "|last (?:summer|winter|spring|autumn|fall|month|christmas|easter)"
              + "|i (?:fjor )?(?:sommer|vinter|høst|vår)(?:es)?|forrige (?:måned|uke|sommer|vinter))\\b");

  /** Words of a question about a club rather than its match ("who is their coach?"). */
  private static final Set<String> NOT_A_MATCH =
      Set.of(
          "who",
          "hvem",
          "why",
          "hvorfor",
          "many",
          "mange",
          "ever",
          "noensinne",
          "times",
          "ganger",
          "coach",
          "trener",
          "treneren",
          "manager",
          "stadium",
          "stadion",
          "owns",
          "eier",
          "founded",
          "stiftet",
          "players",
          "spillere",
          "league",
          "seriegull",
          "season",
          "sesong");

  /** A move of a price asked with a pronoun ("how much has it moved today?"). */
  private static final java.util.regex.Pattern MOVE =
      java.util.regex.Pattern.compile(
          "\\b(?:move|moved|moving|gått|gikk|steget|stiger|falt|faller|up|down|opp|ned|changed"
              + "|change|endret|doing|performing|dropped|drop|dropping|fallen|fell|falling|rose"
              + "|risen|rising|climbed|jumped|gained|lost|sunk|tanked|crashed|dumped|pumped"
              + "|stupt|stupte|økt|sunket)\\b");

  /** What makes a move a past or an opinion ("since 2020", "why did it go down?"). */
  private static final java.util.regex.Pattern NOT_A_MOVE =
      java.util.regex.Pattern.compile(
          "\\b(?:(?:19|20)\\d\\d|since \\d|siden \\d|last year|i fjor|why|hvorfor|should|bør"
              + "|will|vil|predict|forecast|think|tror|who|hvem|invented|created|fant)\\b");

  /** A market figure named as a figure of now ("the high?", "dagens laveste", "supply"). */
  private static final java.util.regex.Pattern FIGURE_NAMED =
      java.util.regex.Pattern.compile(
          "(?:\\b(?:the|today's|todays|day's|its|their|current|dagens|den|sin)\\s+(?:\\p{L}+\\s+)?"
              + "(?:high|low|range|close|open|volume)\\b(?! of\\b)|^\\W*(?:high|low|volume)\\W*$"
              + "|\\b(?:market cap|supply|circulating|høyeste|laveste|omsetning(?:en)?"
              + "|markedsverdi(?:en)?)\\b)");

  /** A judgement of the figure just given ("is that high?", "er det mye?"). */
  private static final java.util.regex.Pattern JUDGED =
      java.util.regex.Pattern.compile(
          "\\b(?:is that|is it|is this|was that|er det|er den|er dette|var det)\\s+(?:\\p{L}+\\s+)?"
              + "(?:high|low|a lot|much|good|bad|normal|høy|høyt|lav|lavt|mye|bra|dårlig|normalt)\\b");

  /** A figure of all time, not of now ("all time high", "ATH", "rekord"). */
  private static final java.util.regex.Pattern ALL_TIME =
      java.util.regex.Pattern.compile(
          "\\b(?:all[- ]time|ath|ever|record|rekord\\p{L}*|noensinne|52[- ]week|i fjor|last year"
              + "|max(?:imum)? supply|supply cap|hard cap)\\b");

  /** A market figure asked without its subject ("what's the day's high?"). */
  private static final java.util.regex.Pattern MARKET_FIGURE =
      java.util.regex.Pattern.compile(
          "\\b(?:high|low|range|close|open|volume|market cap|høyeste|laveste|omsetning(?:en)?"
              + "|markedsverdi(?:en)?|dagens høy|dagens lav|supply|circulating|after[- ]hours"
              + "|pre-?market|premarket|etter børs|etterbørs|før børs)\\b");

  /**
   * Reads a message against the previous turn.
   *
   * @param c the classifier, which reads the rewritten texts as single messages
   * @param text the message, as classified
   * @param own the intents the message has alone
   * @param previous the previous turn
   * @return the intents, {@code own} when the message is no follow-up
   */
  static List<Intent> read(
      GroundingClassifier c, String text, List<Intent> own, PreviousTurn previous) {
    Utterance u = new Utterance(text);
    int n = u.words.size();
    if (n == 0 || n > MOST_WORDS) {
      return own;
    }
    java.util.regex.Matcher that = SEARCH_THAT.matcher(u.lower);
    String asked = previous.text().strip();
    if (that.find() && !asked.isEmpty() && asked.length() <= 200) {
      // "can you google that?" after "who invented the zipper?": the question just asked
      return List.of(
          new Intent(
              dev.vex.grounding.search.SearchFetcher.KIND,
              dropEnd(asked),
              Map.of(),
              Intent.Mode.ASK,
              0.8,
              "a search of the question asked just before"));
    }
    if (own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> again = again(u, previous);
      if (again != null) {
        return again;
      }
    }
    List<Intent> narrowed = searchNarrowed(u, previous);
    if (narrowed != null) {
      return narrowed;
    }
    if (own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> dish = dishBefore(c, u, previous);
      if (dish != null) {
        return dish;
      }
      List<Intent> search = searchTopic(u, previous);
      if (search != null) {
        return search;
      }
      List<Intent> like = likeThere(c, u, previous);
      if (like != null) {
        return like;
      }
    }
    if (own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> time = placelessAgain(c, u, previous);
      if (time != null) {
        return time;
      }
      List<Intent> dish = dishAfterCooking(c, u, previous);
      if (dish != null) {
        return dish;
      }
    }
    if (own.stream().noneMatch(Intent::isAsk)
        || own.stream()
            .anyMatch(
                i ->
                    dev.vex.grounding.search.SearchFetcher.KIND.equals(i.kind())
                        && new Utterance(i.subject())
                            .lowerWords.stream().map(FollowUp::strip).anyMatch(THERE::contains))) {
      // "search for restaurants there" after "weather in Lisbon": restaurants in Lisbon
      List<Intent> found = searchThere(c, u, previous);
      if (found != null) {
        return found;
      }
    }
    if (own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> now = nowAfterPast(c, u, previous);
      if (now != null) {
        return now;
      }
      List<Intent> added = placeAdded(c, u, previous);
      if (added != null) {
        return added;
      }
    }
    Intent before = subjectBefore(previous);
    if (before == null) {
      return newsTopic(u, own, previous);
    }
    if (WeatherFetcher.KIND.equals(before.kind())
        && own.stream().anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()))) {
      if (CLIMATE.matcher(u.lower).find() && own.stream().noneMatch(Intent::isAsk)) {
        return own; // "hvor varmt er det der i snitt i mai": a climate normal, nothing live
      }
      List<Intent> there = thereIsBefore(own, before);
      if (there != null) {
        return there;
      }
    }
    if (WeatherFetcher.KIND.equals(before.kind())
        && !before.isAsk()
        && MATCH.matcher(u.lower).find()
        && u.lowerWords.stream().noneMatch(THERE::contains)) {
      // "when was Liverpool founded?" then "when's their next game?": the place named is a team
      String team = Lexicon.TEAMS.get(before.subject().toLowerCase(Locale.ROOT));
      if (team != null) {
        before =
            new Intent(SportsFetcher.KIND, team, Map.of())
                .withMode(Intent.Mode.MENTION, before.confidence(), before.why());
      }
    }
    List<String> lower = new ArrayList<>(n);
    for (String w : u.lowerWords) {
      String s = strip(w);
      if (!s.isEmpty()) {
        lower.add(s);
      }
    }
    List<String> original = new ArrayList<>(n);
    for (String w : u.words) {
      String s = strip(w);
      if (!s.isEmpty()) {
        original.add(s);
      }
    }
    if (lower.isEmpty() || lower.size() != original.size()) {
      return own;
    }
    // what follows "and", "ok", "what about", "hva med"
    int from = 0;
    while (from < lower.size() && POLITE.contains(lower.get(from))) {
      from++;
    }
    int polite = from;
    while (from < lower.size() && LEADS.contains(lower.get(from))) {
      from++;
    }
    int to = lower.size();
    while (to > from && TRAILING.contains(lower.get(to - 1))) {
      to--;
    }
    // "no, I meant Stavanger", "in Trondheim I mean", "nei, jeg mente Stavanger": what was meant
    boolean corrected = false;
    for (List<String> a : CORRECTION) {
      if (from + a.size() < to && lower.subList(from, from + a.size()).equals(a)) {
        from += a.size();
        corrected = true;
        break;
      }
    }
    for (List<String> a : CORRECTION_END) {
      if (to - a.size() > from && lower.subList(to - a.size(), to).equals(a)) {
        to -= a.size();
        corrected = true;
        break;
      }
    }
    boolean about = corrected;
    for (List<String> a : ABOUT) {
      if (from + a.size() <= to && lower.subList(from, from + a.size()).equals(a)) {
        from += a.size();
        about = true;
        break;
      }
    }
    String last = lower.get(lower.size() - 1);
    if (!about && (last.equals("too") || last.equals("også"))) {
      for (List<String> a : CHECK) {
        if (from + a.size() < to && lower.subList(from, from + a.size()).equals(a)) {
          from += a.size();
          about = true;
          break;
        }
      }
    }
    List<String> rest = lower.subList(from, to);
    if (SportsFetcher.KIND.equals(before.kind()) && own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> city = teamOfCity(before, u, lower, from, to, corrected, previous.text());
      if (city != null) {
        return city;
      }
    }
    boolean ellipsis =
        about || from > polite || lower.size() <= 3 || rest.stream().allMatch(TIME::contains);
    List<String> restOriginal = original.subList(from, to);
    if (ellipsis && !rest.isEmpty() && rest.size() <= 5) {
      List<Intent> read =
          ellipsis(c, before, rest, restOriginal, about || from > polite, previous.text());
      if (read != null) {
        return read;
      }
    }
    if (polite > 0 && completeAsk(own)) {
      // "ha, apple pie recipe then": the request without the interjection before it
      List<Intent> alone =
          withoutToo(
              c.classify(
                  String.join(" ", original.subList(polite, original.size()))
                      + (u.original.strip().endsWith("?") ? "?" : "")));
      if (completeAsk(alone)) {
        return alone;
      }
    }
    if (completeAsk(own)) {
      return withoutToo(own); // "btc price?" after the weather: a new request stands on its own
    }
    if (from > polite && rest.size() >= 2 && own.stream().noneMatch(Intent::isAsk)) {
      // "og google sykkelverksted Grünerløkka": a request of its own after "and"
      List<Intent> alone =
          withoutToo(
              c.classify(
                  String.join(" ", original.subList(from, original.size()))
                      + (u.original.strip().endsWith("?") ? "?" : "")));
      if (completeAsk(alone)) {
        return because(alone, "a request of its own after a word that joins it to the last");
      }
    }
    if (PAST.matcher(u.lower).find() && own.stream().noneMatch(Intent::isAsk)) {
      return own; // "hva var den verdt for to år siden?": a figure of the past asks nothing live
    }
    String kind = before.kind();
    if (WeatherFetcher.KIND.equals(kind)) {
      if ((PAST_WEATHER.matcher(u.lower).find() || CLIMATE.matcher(u.lower).find())
          && own.stream().noneMatch(Intent::isAsk)) {
        // "when did it last snow there in May?", "hvor varmt er det der i snitt i mai": the
        // weather of the past or a climate normal
        return own;
      }
      List<Intent> read = weatherWithoutPlace(c, before, u, own, lower);
      if (read != null) {
        return read;
      }
      if (before.isAsk()
          && own.stream().noneMatch(Intent::isAsk)
          && lower.size() <= 5
          && lower.stream().anyMatch(WEATHER_DETAIL::contains)
          && lower.stream()
              .allMatch(w -> WEATHER_DETAIL.contains(w) || DETAIL_FILLERS.contains(w))) {
        // "the high?", "og vinden?", "kor mykje nedbør?": a figure of the weather just asked
        return List.of(
            before.withMode(Intent.Mode.ASK, 0.8, "a figure of the weather asked for just before"));
      }
    }
    if (RecipeFetcher.KIND.equals(kind)
        && before.isAsk()
        && own.stream().noneMatch(Intent::isAsk)
        && RECIPE_FIGURE.matcher(u.lower).find()
        && !NOT_IN_RECIPE.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              before.subject(),
              before.parameters(),
              Intent.Mode.ASK,
              0.8,
              "asks a figure of the recipe asked for just before"));
    }
    List<Intent> named = pronoun(c, before, original, lower);
    if (named != null) {
      return named;
    }
    if (SportsFetcher.KIND.equals(kind)
        && before.isAsk()
        && own.isEmpty()
        && lower.size() <= 6
        && SCORERS.matcher(u.lower).find()
        && !ALL_TIME.matcher(u.lower).find()
        && lower.stream().noneMatch(w -> Set.of("most", "flest", "season", "sesong").contains(w))) {
      // "who scored?", "hvem scoret?": the scorers are in the result of the match asked for, of
      // each team asked ("Norge mot Italia resultat": both)
      List<Intent> read = new ArrayList<>();
      for (Intent team : previous.intents()) {
        if (SportsFetcher.KIND.equals(team.kind()) && team.isAsk() && !team.subject().isEmpty()) {
          read.addAll(same(c.classify(team.subject() + " result?"), team));
        }
      }
      if (read.isEmpty()) {
        read = same(c.classify(before.subject() + " result?"), before);
      }
      if (!read.isEmpty()) {
        return because(read, "the scorers of the match asked for just before");
      }
    }
    if (SportsFetcher.KIND.equals(kind)
        && (before.isAsk() || MATCH.matcher(u.lower).find())
        && own.isEmpty()
        && lower.stream().noneMatch(NOT_A_MATCH::contains)) {
      // "og neste kamp?", "when's the next one?", "vant dem?": the team asked for just before
      String ask =
          SPORTS_NEXT.matcher(u.lower).find()
              ? " next match?"
              : SPORTS_LAST.matcher(u.lower).find() ? " result?" : null;
      if (ask != null) {
        List<Intent> read = same(c.classify(before.subject() + ask), before);
        if (!read.isEmpty()) {
          return because(read, "a match of the team asked for just before");
        }
      }
    }
    if ((CryptoFetcher.KIND.equals(kind) || StockFetcher.KIND.equals(kind))
        && before.isAsk()
        && own.isEmpty()
        && lower.stream().anyMatch(w -> STANDS_FOR.containsKey(w))
        && MOVE.matcher(u.lower).find()
        && !NOT_A_MOVE.matcher(u.lower).find()) {
      // "how much has it moved today?", "hvordan har den gått i dag?": today's move
      List<Intent> read = same(c.classify("how is " + name(before) + " doing today?"), before);
      if (!read.isEmpty()) {
        return because(read, "today's move of the subject asked for just before");
      }
      if (lower.size() <= 8) {
        // "has it dropped since yesterday?" after "what's tron trading at": the subject asked
        return List.of(
            before.withMode(Intent.Mode.ASK, 0.8, "today's move of the subject asked just before"));
      }
    }
    if ((CryptoFetcher.KIND.equals(kind) || StockFetcher.KIND.equals(kind))
        && before.isAsk()
        && own.isEmpty()
        && MARKET_FIGURE.matcher(u.lower).find()
        && !ALL_TIME.matcher(u.lower).find()
        && !JUDGED.matcher(u.lower).find()) {
      List<Intent> read =
          same(c.classify(dropEnd(u.original) + " for " + before.subject() + "?"), before);
      if (!read.isEmpty()) {
        return because(read, "a figure of the subject asked for just before");
      }
      if (lower.size() <= 12
          && FIGURE_NAMED.matcher(u.lower).find()
          && !NOT_A_MOVE.matcher(u.lower).find()) {
        // "the high?", "what's the day's high?": the day's figure of the subject just asked
        return List.of(
            before.withMode(
                Intent.Mode.ASK, 0.8, "a figure of the day of the subject asked for just before"));
      }
    }
    if ((CryptoFetcher.KIND.equals(kind) || StockFetcher.KIND.equals(kind))
        && !completeAsk(own)
        && rest.size() <= 6
        && (rest.stream().anyMatch(FollowUp::attribute) || HOW_MUCH.matcher(u.lower).find())) {
      // "price?", "og aksjekursen?", "share price rn?" after a message that named the subject,
      // asked or only mentioned ("tell me about Tesla"): the subject's figure; whether it is asked
      // is read from the rewritten text
      List<Intent> read =
          same(c.classify(name(before) + " " + String.join(" ", restOriginal) + "?"), before);
      if (!read.isEmpty()) {
        return because(read, "a figure of the subject named just before");
      }
    }
    return own;
  }

  /**
   * "Spurs score" then "the basketball ones, San Antonio"; "Kings result" then "nei, Sacramento":
   * the team of that city by the name typed before ("San Antonio Spurs"), when the message corrects
   * ("no", "I mean", "the … ones") or ends with the city after a comma. Null when none. At most
   * three windows a word against at most 20 words of the message before.
   */
  private static List<Intent> teamOfCity(
      Intent before,
      Utterance u,
      List<String> lower,
      int from,
      int to,
      boolean corrected,
      String previousText) {
    boolean ones = lower.contains("ones") || lower.contains("one") || lower.contains("laget");
    int comma = u.original.lastIndexOf(',');
    if (!corrected && !ones && comma < 0) {
      return null;
    }
    List<String> typed = new ArrayList<>();
    for (String w : previousText.split("\\s+")) {
      String t = strip(w).toLowerCase(Locale.ROOT);
      if (!t.isEmpty()) {
        typed.add(t);
      }
    }
    if (typed.size() > 20) {
      return null;
    }
    int afterComma = comma < 0 ? 0 : new Utterance(u.original.substring(0, comma)).words.size();
    for (int end = to; end > from; end--) {
      for (int start = Math.max(from, end - 3); start < end; start++) {
        if (!corrected && !ones && (end != to || start < afterComma)) {
          continue; // "…, San Antonio": only the city that ends the message after its comma
        }
        String city = String.join(" ", lower.subList(start, end));
        for (String t : typed) {
          String team = Lexicon.TEAMS.get(city + " " + t);
          if (team != null && !team.equalsIgnoreCase(before.subject())) {
            return List.of(
                new Intent(SportsFetcher.KIND, team, before.parameters())
                    .withMode(
                        before.mode(),
                        before.confidence(),
                        "the team of that city, named just before by its name alone"));
          }
        }
      }
    }
    return null;
  }

  /** A weather figure of a normal year rather than of now ("i snitt", "on average", "usually"). */
  private static final java.util.regex.Pattern CLIMATE =
      java.util.regex.Pattern.compile(
          "\\b(?:on average|average|avg|typically|usually|normally|i snitt|gjennomsnitt\\p{L}*"
              + "|snittet|vanligvis|normalt|pleier)\\b");

  /** "mexican pesos for 400 usd": a currency, then the amount and the currency it is given in. */
  private static final java.util.regex.Pattern AMOUNT_AFTER =
      java.util.regex.Pattern.compile(
          "(\\p{L}[\\p{L} ]{1,40}?) (?:for|på) (\\d[\\d.,]{0,15}) (\\p{L}[\\p{L} ]{0,30})");

  /** A currency pair as the rules give it ("USD/MXN"). */
  private static final java.util.regex.Pattern PAIR =
      java.util.regex.Pattern.compile("[A-Z]{3}/[A-Z]{3}");

  /** A currency code. */
  private static final java.util.regex.Pattern CODE = java.util.regex.Pattern.compile("[A-Z]{3}");

  /**
   * "vi skal til Kreta neste uke" then "hvordan er været der nå": the message's weather asked of
   * "there" ("der" read as a place of its own) is the weather of the place named before. Null when
   * the message names no place by "there".
   */
  private static List<Intent> thereIsBefore(List<Intent> own, Intent before) {
    if (before.subject().isEmpty()) {
      return null;
    }
    List<Intent> out = new ArrayList<>(own.size());
    boolean replaced = false;
    for (Intent i : own) {
      if (WeatherFetcher.KIND.equals(i.kind())
          && THERE.contains(i.subject().toLowerCase(Locale.ROOT))) {
        out.add(
            new Intent(
                i.kind(),
                before.subject(),
                i.parameters(),
                i.mode(),
                i.confidence(),
                "the place named just before, by \"there\"; " + i.why()));
        replaced = true;
      } else {
        out.add(i);
      }
    }
    return replaced ? List.copyOf(out) : null;
  }

  /**
   * "må jeg skrape bilen i morra" then "og på fredag?": a weather question asked without a place,
   * asked again at another time; the question before is read again with the new time (its own time
   * words at its end left out), else the weather it asked. Null when the message is no time alone
   * or the question before asked no weather without a place.
   */
  private static List<Intent> placelessAgain(
      GroundingClassifier c, Utterance u, PreviousTurn previous) {
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        return null;
      }
      if (WeatherFetcher.KIND.equals(i.kind()) && i.isAsk() && asked == null) {
        asked = i;
      }
    }
    if (asked == null || previous.text().length() > 200) {
      return null;
    }
    List<String> rest = new ArrayList<>();
    List<String> restOriginal = new ArrayList<>();
    for (int k = 0; k < u.words.size(); k++) {
      String l = strip(u.lowerWords.get(k));
      if (!l.isEmpty() && !(rest.isEmpty() && (LEADS.contains(l) || POLITE.contains(l)))) {
        rest.add(l);
        restOriginal.add(strip(u.words.get(k)));
      }
    }
    for (List<String> a : ABOUT) {
      if (a.size() < rest.size() && rest.subList(0, a.size()).equals(a)) {
        rest.subList(0, a.size()).clear();
        restOriginal.subList(0, a.size()).clear();
        break;
      }
    }
    while (!rest.isEmpty() && TRAILING.contains(rest.get(rest.size() - 1)) && rest.size() > 1) {
      rest.remove(rest.size() - 1);
      restOriginal.remove(restOriginal.size() - 1);
    }
    if (rest.isEmpty()
        || rest.size() > 5
        || !rest.stream().allMatch(TIME::contains)
        || !(rest.stream().anyMatch(TIME_CORE::contains) || dayAfter(rest))) {
      return null;
    }
    List<String> words = new ArrayList<>(List.of(dropEnd(previous.text().strip()).split("\\s+")));
    while (words.size() > 1
        && TIME.contains(strip(words.get(words.size() - 1)).toLowerCase(Locale.ROOT))) {
      words.remove(words.size() - 1);
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i :
        c.classify(String.join(" ", words) + " " + String.join(" ", restOriginal) + "?")) {
      if (WeatherFetcher.KIND.equals(i.kind()) && i.isAsk() && i.subject().isEmpty()) {
        read.add(i);
      }
    }
    if (read.isEmpty()) {
      read.add(asked);
    }
    return because(read, "the weather asked just before without a place, at a new time");
  }

  /**
   * A question of how to cook something ("how do I boil an egg", "hvor lenge skal et egg koke").
   */
  private static final java.util.regex.Pattern COOKING =
      java.util.regex.Pattern.compile(
          "\\b(?:how (?:do|can|should|would) (?:i|you|we|one) (?:boil|cook|bake|fry|roast|grill|make"
              + "|poach|steam)|how (?:to|long to) (?:boil|cook|bake|fry|roast|grill|make|poach|steam)"
              + "|how long (?:do|should|does|to)\\b.{0,40}\\b(?:boil|cook|bake|fry|roast|grill)"
              + "|hvor lenge skal\\b.{0,40}\\b(?:koke|steke|bake|småkoke|grille)"
              + "|hvordan (?:koker|steker|baker|lager|griller) (?:jeg|man|en|du|vi))\\b");

  /** "and carbonara?", "og pinnekjøtt?", "what about risotto?": the one thing named. */
  private static final java.util.regex.Pattern AND_ONE =
      java.util.regex.Pattern.compile(
          "^(?:and|og|what about|how about|hva med|enn|and a|and an|og en|og et)\\s+"
              + "(\\p{L}[\\p{L}' -]{1,40}?)\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * "how do I boil an egg" then "and carbonara?": a dish named after a question of how to cook
   * something, which asked for no recipe of a dish of its own, read as "how do I make carbonara?".
   * Null when the message names no dish so.
   */
  private static List<Intent> dishAfterCooking(
      GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String before = previous.text();
    if (before.length() > 200
        || previous.intents().stream().anyMatch(Intent::isAsk)
        || !COOKING.matcher(before.toLowerCase(Locale.ROOT)).find()) {
      return null;
    }
    java.util.regex.Matcher m = AND_ONE.matcher(u.original.strip());
    if (!m.find()) {
      return null;
    }
    String dish = m.group(1).strip();
    String[] words = dish.toLowerCase(Locale.ROOT).split("\\s+");
    if (words.length > 3
        || java.util.Arrays.stream(words)
            .anyMatch(w -> QUESTION_WORDS.contains(w) || NOT_TOPICS.contains(w))) {
      return null;
    }
    List<Intent> read = recipes(c.classify("how do I make " + dish + "?"));
    return read.isEmpty()
        ? null
        : because(read, "a dish named after a question of how to cook something");
  }

  /** "hotels near the beach there, search": a search command after what is searched. */
  private static final java.util.regex.Pattern SEARCH_AFTER =
      java.util.regex.Pattern.compile(
          "^(.{3,120}?),?\\s+(?:search|google|google it|look it up|søk|google det|søk det opp)"
              + "\\s*[?.!]*$",
          java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * "weather in Nice" then "search for hotels there" or "hotels near the beach there, search": a
   * search of the place named just before, "there" read as "in Nice". Null when the message names
   * no place by "there" or asks no search.
   */
  private static List<Intent> searchThere(
      GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String place = null;
    for (Intent i : previous.intents()) {
      if (WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty()) {
        place = i.subject();
        break;
      }
    }
    if (place == null || u.lowerWords.stream().map(FollowUp::strip).noneMatch(THERE::contains)) {
      return null;
    }
    String text = u.original.strip();
    java.util.regex.Matcher after = SEARCH_AFTER.matcher(text);
    if (after.matches()) {
      text = "search for " + after.group(1);
    }
    StringBuilder sb = new StringBuilder();
    boolean replaced = false;
    for (String w : text.split("\\s+")) {
      String s = strip(w).toLowerCase(Locale.ROOT);
      boolean norwegian = s.equals("der") || s.equals("dit");
      if (!replaced && THERE.contains(s)) {
        sb.append(sb.length() == 0 ? "" : " ").append(norwegian ? "i " : "in ").append(place);
        replaced = true;
      } else {
        sb.append(sb.length() == 0 ? "" : " ").append(w);
      }
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(sb.toString())) {
      if (dev.vex.grounding.search.SearchFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && !i.subject().isBlank()) {
        read.add(i);
      }
    }
    return read.isEmpty() ? null : because(read, "a search of the place named just before");
  }

  /**
   * Countries by their names in English and Norwegian (the JDK's locale data) to the currency used
   * there: "Vietnam" VND, "Tyrkia" TRY, "Sverige" SEK. Read once, on the first follow-up that names
   * a country after a rate.
   */
  static final class Countries {
    private Countries() {}

    private static final class Holder {
      static final Map<String, String> BY_NAME = read();
    }

    private static Map<String, String> read() {
      Map<String, String> out = new java.util.HashMap<>();
      Locale norwegian = new Locale("nb");
      for (String cc : Locale.getISOCountries()) {
        Locale country = new Locale("", cc);
        java.util.Currency currency;
        try {
          currency = java.util.Currency.getInstance(country);
        } catch (IllegalArgumentException e) {
          continue;
        }
        if (currency == null) {
          continue;
        }
        for (Locale in : List.of(Locale.ENGLISH, norwegian)) {
          String name = country.getDisplayCountry(in).toLowerCase(Locale.ROOT);
          if (!name.isEmpty() && !name.equalsIgnoreCase(cc)) {
            out.putIfAbsent(name, currency.getCurrencyCode());
          }
        }
      }
      return Map.copyOf(out);
    }

    /** The currency of the country a short phrase names, or null. */
    static String currency(String lower) {
      return lower.length() > 60 ? null : Holder.BY_NAME.get(lower.strip());
    }
  }

  /** Prepositions before a place added to a question ("in Trondheim I mean", "på Jæren"). */
  private static final Set<String> PLACE_PREPOSITIONS =
      Set.of("in", "i", "på", "at", "near", "around", "rundt", "for", "ved");

  /**
   * "do I need a jacket tonight" then "in Trondheim I mean"; "må jeg skrape bilen i morra" then "i
   * Lillehammer altså": a place added to a weather question that had none, read as that question of
   * the place. Null when the message is no place, or the question with it asks no weather there.
   */
  private static List<Intent> placeAdded(
      GroundingClassifier c, Utterance u, PreviousTurn previous) {
    // a message before with no intent counts only when it spoke of the weather: after "hi" or
    // "thanks", "sorry, I meant Oslo" corrects nothing (session 23)
    boolean placeless =
        previous.intents().isEmpty() && aboutWeather(new Utterance(previous.text()))
            || previous.intents().stream()
                .anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()) && i.subject().isEmpty());
    if (!placeless
        || previous.intents().stream()
            .anyMatch(i -> WeatherFetcher.KIND.equals(i.kind()) && !i.subject().isEmpty())
        || previous.text().isBlank()
        || previous.text().length() > 200) {
      return null;
    }
    List<String> lower = new ArrayList<>();
    List<String> original = new ArrayList<>();
    for (int k = 0; k < u.words.size(); k++) {
      String l = strip(u.lowerWords.get(k));
      if (!l.isEmpty()) {
        lower.add(l);
        original.add(strip(u.words.get(k)));
      }
    }
    int from = 0;
    while (from < lower.size()
        && (POLITE.contains(lower.get(from)) || LEADS.contains(lower.get(from)))) {
      from++;
    }
    boolean corrected = false;
    for (List<String> a : CORRECTION) {
      if (from + a.size() < lower.size() && lower.subList(from, from + a.size()).equals(a)) {
        from += a.size();
        corrected = true;
        break;
      }
    }
    int to = lower.size();
    while (to > from && TRAILING.contains(lower.get(to - 1))) {
      to--;
    }
    for (List<String> a : CORRECTION_END) {
      if (to - a.size() > from && lower.subList(to - a.size(), to).equals(a)) {
        to -= a.size();
        corrected = true;
        break;
      }
    }
    boolean preposition = from < to && PLACE_PREPOSITIONS.contains(lower.get(from));
    if (preposition) {
      from++;
    }
    if (from >= to || to - from > 3) {
      return null;
    }
    String place = String.join(" ", original.subList(from, to));
    boolean named =
        Entities.knownPlace(place)
            || (preposition || corrected)
                && original.subList(from, to).stream()
                    .allMatch(w -> Character.isUpperCase(w.charAt(0)));
    if (!named) {
      return null;
    }
    String asked = dropEnd(previous.text().strip());
    boolean norwegian =
        new Utterance(asked).lowerWords.stream().anyMatch(w -> NORWEGIAN_WORDS.contains(strip(w)));
    String in = preposition ? lower.get(from - 1) : norwegian ? "i" : "in";
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(asked + " " + in + " " + place + "?")) {
      if (WeatherFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && i.subject().equalsIgnoreCase(place)) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "a place added to the weather question just before");
  }

  /** Norwegian words that tell the language of a question to rewrite. */
  private static final Set<String> NORWEGIAN_WORDS =
      Set.of(
          "hva", "hvordan", "hvor", "når", "er", "var", "har", "blir", "jeg", "må", "kan", "det",
          "den", "i", "på", "og", "trenger", "kva", "korleis", "eg", "ka", "e", "verdt", "kostet",
          "koster");

  /** "and now?", "og hva er den nå?", "what's it worth today?": the same figure, now. */
  private static final java.util.regex.Pattern NOW_THEN =
      java.util.regex.Pattern.compile(
          "^(?:ok |okay |so |så |and |og |but |men )*(?:(?:what(?:'s| is) (?:it|that|she|he)"
              + "(?: worth| at)?|how much is (?:it|that)(?: worth)?|what are they(?: worth| at)?"
              + "|hva er (?:den|det|han|de)(?: verdt)?|hva koster (?:den|det|han|de)"
              + "|hvor mye er (?:den|det|han)(?: verdt)?|kva er (?:den|det|han)(?: verd)?) )?"
              + "(?:now|nå|no|rn|right now|today|i dag|idag|akkurat nå|these days)(?: then| da)?"
              + "\\s*[?.!]*$");

  /** A figure of the past in a question ("in 2017", "i 1985", "two years ago", "last year"). */
  private static final java.util.regex.Pattern PAST_IN_QUESTION =
      java.util.regex.Pattern.compile(
          "\\s*\\b(?:(?:back )?in (?:19|20)\\d\\d|(?:tilbake )?i (?:19|20)\\d\\d|\\p{L}+ (?:years?|months?)"
              + " ago|for \\p{L}+ (?:år|måneder) siden|last year|i fjor)\\b");

  /** The verbs of the past a question asked with, and their present ("was" is "is"). */
  private static final Map<String, String> PRESENT =
      Map.of(
          "was", "is", "were", "are", "var", "er", "kostet", "koster", "did", "does", "cost",
          "cost");

  /**
   * "what was bitcoin's price in 2017?" then "and now?"; "hva var dollaren verdt i 1985" then "og
   * hva er den nå": the market figure the question before asked of the past, asked of now. The
   * question before is read again in the present (its past phrase gone, "was" as "is"); null when
   * that asks no market figure or the question before named no past.
   */
  private static List<Intent> nowAfterPast(
      GroundingClassifier c, Utterance u, PreviousTurn previous) {
    String text = previous.text().strip();
    if (text.length() > 200 || !NOW_THEN.matcher(u.lower.strip()).find()) {
      return null;
    }
    java.util.regex.Matcher past = PAST_IN_QUESTION.matcher(text.toLowerCase(Locale.ROOT));
    if (!past.find()) {
      return null;
    }
    String rest = dropEnd(text.substring(0, past.start()) + text.substring(past.end()));
    StringBuilder present = new StringBuilder();
    boolean norwegian = false;
    for (String w : rest.split("\\s+")) {
      String l = w.toLowerCase(Locale.ROOT);
      norwegian |= NORWEGIAN_WORDS.contains(l);
      present.append(present.length() == 0 ? "" : " ").append(PRESENT.getOrDefault(l, w));
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(present + (norwegian ? " nå?" : " now?"))) {
      if (MARKET_KINDS.contains(i.kind()) && i.isAsk() && !i.subject().isEmpty()) {
        read.add(i);
      }
    }
    return read.isEmpty()
        ? null
        : because(read, "the figure asked of the past just before, asked of now");
  }

  /** "can you google that?", "kan du søke det opp?": a search of the message just before. */
  private static final java.util.regex.Pattern SEARCH_THAT =
      java.util.regex.Pattern.compile(
          "^(?:ok |okay |so |så |and |og |then |please |pls )*(?:can you |could you |would you |kan du"
              + " |kunne du |vil du )?(?:please |pls )?(?:google|search|search for|search the web for"
              + "|look up|søk|søke|søk etter|søke etter|slå opp|look) (?:that|this|it"
              + "|det|den|dette)(?: up| opp)?(?: for me| for meg| online| på nettet| on the web)?"
              + "(?: please| takk)?\\s*[?.!]*$");

  private static final String LEAD =
      "^(?:and |og |ok |okay |so |så |but |men |now |what about |how about |hva med |kva med |enn )*";

  /** "and to German?", "og til tysk?", "what about Italian": the same text, another language. */
  private static final java.util.regex.Pattern OTHER_LANGUAGE =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:(?:to|into|in|til|på) )?([\\p{L}]{3,20})(?: også| too| as well| then| da| please)?"
              + "\\s*[?.!]*$");

  /** "and \"goodbye\"?", "og «jeg savner deg»?": another text, the same language. */
  private static final java.util.regex.Pattern OTHER_TEXT =
      java.util.regex.Pattern.compile(LEAD + "[\"'“«‘](.{1,200}?)[\"'”»’]\\s*[?.!]*$");

  /** "any more?", "noe mer?": more of the news asked for just before. */
  private static final java.util.regex.Pattern MORE =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:any more|anything more|anything else|more|more news|noe mer|mer|flere|noe annet|andre nyheter)\\s*[?.!]*$");

  /** "and now?", "og nå?", "how about now, any change?", "nå da, noe endring?": again, now. */
  private static final java.util.regex.Pattern NOW_AGAIN =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:now|nå|rn|right now|akkurat nå)(?: da| then)?(?:,? (?:any change|any changes|anything changed|noe endring|noen endring|endra seg|endret seg))?\\s*[?.!]*$");

  /** "and the other way round?", "motsatt vei?": the pair asked for just before, reversed. */
  private static final java.util.regex.Pattern REVERSED =
      java.util.regex.Pattern.compile(
          LEAD
              + "(?:the )?(?:other way(?: round| around)?|reverse|vice versa|motsatt(?: vei)?|andre veien|omvendt)"
              + "(?: da| then| please)?\\s*[?.!]*$");

  /**
   * A follow-up that repeats the request just before with one thing changed: a translation into
   * another language or of another text, more news, a market figure again now, a rate the other way
   * round; null when it is none of these.
   */
  private static List<Intent> again(Utterance u, PreviousTurn previous) {
    Intent asked = null;
    for (Intent i : previous.intents()) {
      if (i.isAsk()) {
        asked = i;
        break;
      }
    }
    if (asked == null) {
      return null;
    }
    String kind = asked.kind();
    if (dev.vex.grounding.translate.TranslateFetcher.KIND.equals(kind)) {
      java.util.regex.Matcher m = OTHER_LANGUAGE.matcher(u.lower);
      if (m.find() && TranslateRule.LANGUAGES.containsKey(m.group(1))) {
        return List.of(
            new Intent(
                kind,
                asked.subject(),
                Map.of(
                    dev.vex.grounding.translate.TranslateFetcher.TARGET,
                    TranslateRule.LANGUAGES.get(m.group(1))),
                Intent.Mode.ASK,
                0.8,
                "the text translated just before, into another language"));
      }
      m = OTHER_TEXT.matcher(u.lower);
      if (m.find()) {
        return List.of(
            new Intent(
                kind,
                u.original.substring(m.start(1), m.end(1)),
                asked.parameters(),
                Intent.Mode.ASK,
                0.8,
                "another text into the language asked for just before"));
      }
      return null;
    }
    if (NewsFetcher.KIND.equals(kind) && MORE.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              asked.subject(),
              asked.parameters(),
              Intent.Mode.ASK,
              0.8,
              "more of the news asked for just before"));
    }
    boolean market =
        CryptoFetcher.KIND.equals(kind)
            || StockFetcher.KIND.equals(kind)
            || CurrencyFetcher.KIND.equals(kind);
    if (market && !asked.subject().isEmpty() && NOW_AGAIN.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              asked.subject(),
              asked.parameters(),
              Intent.Mode.ASK,
              0.8,
              "the figure asked for just before, again now"));
    }
    String pair = asked.subject();
    int slash = pair.indexOf('/');
    if (CurrencyFetcher.KIND.equals(kind)
        && slash > 0
        && pair.indexOf(',') < 0
        && REVERSED.matcher(u.lower).find()) {
      return List.of(
          new Intent(
              kind,
              pair.substring(slash + 1) + "/" + pair.substring(0, slash),
              Map.of(),
              Intent.Mode.ASK,
              0.8,
              "the rate asked for just before, the other way round"));
    }
    return null;
  }

  /** "anything on AI?", "noe om valget?", "what about Ukraine?" after a request for news. */
  private static final List<List<String>> NEWS_LEADS =
      List.of(
          List.of("anything", "on"),
          List.of("anything", "about"),
          List.of("any", "news", "on"),
          List.of("any", "news", "about"),
          List.of("what", "about"),
          List.of("how", "about"),
          List.of("and", "on"),
          List.of("and", "about"),
          List.of("noe", "om"),
          List.of("noe", "nytt", "om"),
          List.of("hva", "med"),
          List.of("enn", "om"),
          List.of("og", "om"),
          List.of("and"),
          List.of("og"),
          List.of("enn"));

  /** "noe tech-nytt?", "og sportsnyheter?": a topic joined to the word for news. */
  private static final java.util.regex.Pattern NEWS_COMPOUND =
      java.util.regex.Pattern.compile(
          "^(?:og |enn |men )?(?:noe |noen |hva med |any )?(\\p{L}{2,20}?)-?(?:nytt|nyheter)"
              + "(?: da| then)?\\s*[?.!]*$");

  /** Words that are no topic: "what about you?", "hva med det?". */
  private static final Set<String> NOT_TOPICS =
      Set.of(
          "you", "u", "it", "that", "this", "them", "me", "du", "deg", "det", "den", "dem", "meg",
          "why", "how", "what", "when", "who", "hvorfor", "hvordan", "hva", "når", "hvem", "then",
          "da", "now", "nå", "today", "i dag", "takk", "thanks");

  /**
   * A topic asked of the news just asked for: the topic is the rest of a short message after a lead
   * ("anything on AI?"), read as a news request of that topic.
   */
  private static List<Intent> newsTopic(Utterance u, List<Intent> own, PreviousTurn previous) {
    if (!own.isEmpty()
        || u.words.size() > 7
        || previous.intents().stream()
            .noneMatch(i -> NewsFetcher.KIND.equals(i.kind()) && i.isAsk())) {
      return own;
    }
    java.util.regex.Matcher compound = NEWS_COMPOUND.matcher(u.lower.strip());
    if (compound.matches()) {
      // "hva har jeg gått glipp av" then "noe tech-nytt?": news of that topic
      return List.of(
          new Intent(NewsFetcher.KIND, compound.group(1), Map.of())
              .withMode(Intent.Mode.ASK, 0.8, "a topic of the news asked for just before"));
    }
    for (List<String> lead : NEWS_LEADS) {
      int k = lead.size();
      if (u.lowerWords.size() > k && u.lowerWords.subList(0, k).equals(lead)) {
        List<String> topic = new ArrayList<>();
        for (String w : u.words.subList(k, u.words.size())) {
          String s = strip(w);
          if (!s.isEmpty() && !TRAILING.contains(s.toLowerCase(Locale.ROOT))) {
            topic.add(s);
          }
        }
        if (topic.isEmpty()
            || topic.size() > 4
            || topic.stream().anyMatch(w -> QUESTION_WORDS.contains(w.toLowerCase(Locale.ROOT)))
            || topic.size() == 1 && NOT_TOPICS.contains(topic.get(0).toLowerCase(Locale.ROOT))) {
          return own;
        }
        return List.of(
            new Intent(NewsFetcher.KIND, String.join(" ", topic), Map.of())
                .withMode(Intent.Mode.ASK, 0.8, "a topic of the news asked for just before"));
      }
    }
    return own;
  }

  /** Words of a market figure a follow-up asks without its subject ("price?", "kurs?"). */
  private static final Set<String> ATTRIBUTES =
      Set.of(
          "price",
          "prices",
          "pris",
          "prisen",
          "kurs",
          "kursen",
          "worth",
          "verdt",
          "value",
          "verdi",
          "verdien",
          "cost",
          "costs",
          "koster",
          "trading",
          "quote",
          "stock",
          "share",
          "shares",
          "aksje",
          "aksjen",
          "aksjekurs",
          "aksjekursen",
          "markedsverdi",
          "markedsverdien",
          "up",
          "down",
          "opp",
          "ned");

  /** "how much is one now", "hvor mye er den verdt": a price asked without the word. */
  private static final java.util.regex.Pattern HOW_MUCH =
      java.util.regex.Pattern.compile("\\b(?:how much|hvor mye)\\b");

  /** A word of a market figure, or a compound that ends in one ("bitcoinkursen"). */
  private static boolean attribute(String w) {
    return ATTRIBUTES.contains(w)
        || w.length() > 6 && (w.endsWith("kurs") || w.endsWith("kursen") || w.endsWith("prisen"));
  }

  /** Words of a match: a mention of a team is followed by a question about its match. */
  private static final java.util.regex.Pattern MATCH =
      java.util.regex.Pattern.compile(
          "\\b(?:kamp|kampen|match|game|play|playing|plays|spiller|spille|fixture|win|won|vant"
              + "|tapte|lost|score|result|resultat|resultatet)\\b");

  /**
   * The previous turn's first intent with a subject a follow-up can carry, asks first; when it has
   * none, the first subject its text names, as a mention ("why is Bergen so rainy?" asked nothing,
   * and "and Stavanger?" after it asks nothing either).
   */
  private static Intent subjectBefore(PreviousTurn previous) {
    Intent mention = null;
    for (Intent i : previous.intents()) {
      if (!CARRIED.contains(i.kind()) || i.subject().isEmpty()) {
        continue;
      }
      if (i.isAsk()) {
        return i;
      }
      if (mention == null) {
        mention = i;
      }
    }
    if (mention == null && !previous.text().isBlank()) {
      Intent named = Entities.firstSubject(new Utterance(previous.text()));
      if (named != null && CARRIED.contains(named.kind())) {
        mention =
            named.withMode(Intent.Mode.MENTION, 0.9, "named in a question that asked nothing");
      }
    }
    return mention;
  }

  /** Whether the message asks for something with a subject of its own. */
  private static boolean completeAsk(List<Intent> own) {
    for (Intent i : own) {
      if (i.isAsk() && (!i.subject().isEmpty() || !CARRIED.contains(i.kind()))) {
        return true;
      }
    }
    return false;
  }

  /**
   * "and tomorrow?", "og Molde?", "and in euros?", "hva med 500?": the rest after the lead is a
   * time, a new subject of the previous kind, or a currency or amount; null when it is none.
   */
  private static List<Intent> ellipsis(
      GroundingClassifier c,
      Intent before,
      List<String> rest,
      List<String> restOriginal,
      boolean lead,
      String previousText) {
    String kind = before.kind();
    if (MARKET_KINDS.contains(kind) && PAST.matcher(String.join(" ", rest)).find()) {
      return null; // "eur to sek" then "and in 2010?": a figure of the past, no amount
    }
    boolean time =
        rest.stream().allMatch(TIME::contains)
            && (rest.stream().anyMatch(TIME_CORE::contains) || dayAfter(rest));
    if (time) {
      if (!WeatherFetcher.KIND.equals(kind)
          || !before.isAsk() && !aboutWeather(new Utterance(previousText))) {
        // "what was the population of Oslo in 1900?" then "and today?": no weather was spoken of
        return null;
      }
      boolean norwegian = rest.stream().anyMatch(NORWEGIAN_TIME::contains);
      String rewritten =
          (norwegian ? "hvordan blir været i " : "what's the weather in ")
              + before.subject()
              + " "
              + String.join(" ", restOriginal)
              + "?";
      List<Intent> read = same(c.classify(rewritten), before);
      return read.isEmpty() ? null : because(read, "the weather asked just before, at a new time");
    }
    int k = 0;
    while (k < rest.size() - 1 && BEFORE_SUBJECT.contains(rest.get(k))) {
      k++;
    }
    List<String> words = restOriginal.subList(k, restOriginal.size());
    String phrase = withoutPossessive(String.join(" ", words));
    String lower = phrase.toLowerCase(Locale.ROOT);
    List<Intent> found = new ArrayList<>();
    switch (kind) {
      case WeatherFetcher.KIND -> {
        // "how about Melbourne tonight": the place, then its time
        int end = words.size();
        while (end > 1 && TIME.contains(words.get(end - 1).toLowerCase(Locale.ROOT))) {
          end--;
        }
        boolean timed =
            end < words.size()
                && words.subList(end, words.size()).stream()
                    .anyMatch(w -> TIME_CORE.contains(w.toLowerCase(Locale.ROOT)));
        String place = timed ? withoutPossessive(String.join(" ", words.subList(0, end))) : phrase;
        // an unknown name only after "and", "what about": "and Boulder?", not "Liverpool result?"
        if (Entities.knownPlace(place)
            || lead
                && Character.isUpperCase(place.charAt(0))
                && (timed ? end : words.size()) <= 2) {
          if (timed) {
            List<Intent> read =
                same(
                    c.classify("what's the weather in " + String.join(" ", words) + "?"),
                    new Intent(kind, place, Map.of()));
            if (!read.isEmpty()) {
              found.addAll(read);
              break;
            }
          }
          found.add(new Intent(kind, place, Map.of()));
        }
      }
      case CryptoFetcher.KIND -> {
        String currency = currencyCode(lower);
        if (currency != null && coinsIn(lower).isEmpty()) {
          Map<String, String> p = new java.util.HashMap<>(before.parameters());
          p.put(CryptoFetcher.CURRENCY, currency.toLowerCase(Locale.ROOT));
          found.add(new Intent(kind, before.subject(), p));
        } else {
          for (String coin : coinsIn(lower)) {
            found.add(new Intent(kind, coin, Map.of()));
          }
        }
      }
      case StockFetcher.KIND -> {
        String company = Lexicon.COMPANIES.get(lower);
        if (company != null) {
          found.add(new Intent(kind, company, Map.of()));
        } else if (words.size() == 1
            && phrase.length() <= 5
            && phrase.equals(phrase.toUpperCase(Locale.ROOT))
            && Character.isLetter(phrase.charAt(0))
            && !CurrencyRule.isCode(phrase)) {
          found.add(new Intent(kind, phrase, Map.of()));
        }
      }
      case SportsFetcher.KIND -> {
        String team = Lexicon.TEAMS.get(lower);
        if (team != null) {
          found.add(new Intent(kind, team, Map.of()));
        }
      }
      case RecipeFetcher.KIND -> {
        if (words.size() > 1 && words.get(words.size() - 1).equalsIgnoreCase("til")) {
          // "kjøttkaker oppskrift" then "og brun saus til?": the side dish to go with it
          words = words.subList(0, words.size() - 1);
          phrase = String.join(" ", words);
          lower = phrase.toLowerCase(Locale.ROOT);
        }
        // a dish only after "and one for", "hva med": not "how much flour?", "is it healthy?"
        if (lead
            && words.size() <= 3
            && coinsIn(lower).isEmpty()
            && !lower.matches(".*\\d.*")
            && rest.stream().noneMatch(QUESTION_WORDS::contains)) {
          // "how much sugar goes in a Bakewell tart" then "and the almonds?": another amount of
          // the same recipe, not a dish of its own
          boolean amount = RECIPE_FIGURE.matcher(previousText.toLowerCase(Locale.ROOT)).find();
          found.add(
              amount
                  ? new Intent(kind, before.subject(), before.parameters())
                  : new Intent(kind, phrase, Map.of()));
        }
      }
      case CurrencyFetcher.KIND -> {
        String pair = before.subject();
        int slash = pair.indexOf('/');
        java.util.regex.Matcher amountAfter = AMOUNT_AFTER.matcher(lower);
        if (slash > 0 && lower.matches("\\d[\\d .,]*")) {
          found.add(new Intent(kind, pair, before.parameters()));
        } else if (slash > 0 && amountAfter.matches()) {
          // "50 usd in gbp" then "and mexican pesos for 400 usd": the amount's currency is the one
          // converted, read as "400 usd in mexican pesos"
          for (Intent i :
              c.classify(
                  amountAfter.group(2)
                      + " "
                      + amountAfter.group(3)
                      + " in "
                      + amountAfter.group(1)
                      + "?")) {
            if (kind.equals(i.kind()) && i.isAsk() && PAIR.matcher(i.subject()).matches()) {
              found.add(new Intent(kind, i.subject(), i.parameters()));
            }
          }
        } else if (slash > 0) {
          String code = currencyCode(lower);
          if (code != null && !CODE.matcher(code).matches()) {
            code = null; // a phrase of several currencies is none of them
          }
          String from = pair.substring(0, slash);
          String to = pair.substring(slash + 1);
          String country =
              code == null && words.size() <= 3 && INTO.contains(rest.get(0))
                  ? Countries.currency(lower)
                  : null;
          if (country != null) {
            // "how many baht for 1000 nok" then "and in Vietnam?": that country's currency as the
            // target, the amount's currency kept (NOK/VND)
            if (!country.equals(from) && !country.equals(to)) {
              found.add(new Intent(kind, from + "/" + country, before.parameters()));
            }
          } else if (code != null
              && !code.equals(from)
              && !code.equals(to)
              && INTO.contains(rest.get(0))) {
            // "100 dollars in kroner" then "in euros?": the same amount into the new currency
            found.add(new Intent(kind, from + "/" + code, before.parameters()));
          } else if (code == null && words.size() == 1) {
            // "sveitsiske franc kurs" then "og danske?": the nation of a unit left out
            String nation = nationCurrency(lower);
            if (nation != null && !nation.equals(from) && !nation.equals(to)) {
              boolean home = "NOK".equals(to) || "USD".equals(to) && !"NOK".equals(from);
              found.add(new Intent(kind, home ? nation + "/" + to : from + "/" + nation, Map.of()));
            }
          } else if (code != null && !code.equals(from) && !code.equals(to)) {
            // the home side stays: "kroner for a dollar" then "and for a pound?" is GBP/NOK;
            // "dollar to yen" then "what about the won?" is USD/KRW
            // "yen to dollar" then "and the won?" is KRW/USD: the dollar stays too
            boolean home = "NOK".equals(to) || "USD".equals(to) && !"NOK".equals(from);
            found.add(new Intent(kind, home ? code + "/" + to : from + "/" + code, Map.of()));
          }
        }
      }
      default -> {
        // no other kind is carried
      }
    }
    if (found.isEmpty()) {
      return null;
    }
    List<Intent> out = new ArrayList<>(found.size());
    for (Intent f : found) {
      out.add(
          f.withMode(
              before.mode(),
              before.confidence(),
              before.isAsk()
                  ? "a follow-up of the request just before, of a new subject"
                  : "a follow-up of a question that only mentioned its subject"));
    }
    return List.copyOf(out);
  }

  /** "will it rain?", "is it windy?", "trenger jeg jakke i kveld?": the place asked before. */
  private static List<Intent> weatherWithoutPlace(
      GroundingClassifier c, Intent before, Utterance u, List<Intent> own, List<String> lower) {
    List<Intent> out = new ArrayList<>();
    boolean placeless = false;
    for (Intent i : own) {
      if (WeatherFetcher.KIND.equals(i.kind()) && i.subject().isEmpty()) {
        placeless = true;
        if (!i.isAsk()
            && before.isAsk()
            && lower.size() <= 8
            && NEED.matcher(u.lower).find()
            && !NOT_A_NEED.matcher(u.lower).find()) {
          // "do I need sunscreen?" just after a forecast: what to wear there, the weather, even
          // where the message alone reads as talk about weather
          out.add(
              new Intent(
                  i.kind(),
                  before.subject(),
                  i.parameters(),
                  Intent.Mode.ASK,
                  0.8,
                  "what to wear or bring, asked of the weather just before"));
          continue;
        }
        out.add(
            new Intent(
                i.kind(), before.subject(), i.parameters(), i.mode(), i.confidence(), i.why()));
      } else {
        out.add(i);
      }
    }
    if (placeless) {
      return because(out, "weather asked without a place, of the place asked before");
    }
    if (!own.isEmpty()
        || GOOD_FOR.matcher(u.lower).find()
        || !(u.original.strip().endsWith("?") || QUESTION_START.contains(lower.get(0)))
        || lower.stream().anyMatch(THERE::contains)
        || lower.stream().noneMatch(WEATHER_WORDS::contains)) {
      return null;
    }
    boolean norwegian =
        lower.stream().anyMatch(w -> NORWEGIAN_TIME.contains(w) || w.matches(".*[æøå].*"))
            || lower.contains("blir")
            || lower.contains("det")
            || lower.contains("jeg");
    List<Intent> read =
        same(
            c.classify(dropEnd(u.original) + (norwegian ? " i " : " in ") + before.subject() + "?"),
            before);
    if (read.isEmpty()
        && before.isAsk()
        && lower.size() <= 8
        && NEED.matcher(u.lower).find()
        && !NOT_A_NEED.matcher(u.lower).find()) {
      // "trenger jeg solkrem da?", "should I bring an umbrella?": what to wear there, the weather
      return List.of(
          before.withMode(
              Intent.Mode.ASK, 0.8, "what to wear or bring, asked of the weather just before"));
    }
    return read.isEmpty() ? null : because(read, "weather asked of the place asked before");
  }

  /** What the weather does to something ("is the rain bad for my garden?"): no forecast asked. */
  private static final java.util.regex.Pattern GOOD_FOR =
      java.util.regex.Pattern.compile(
          "\\b(?:good|bad|healthy|harmful|safe|dangerous|bra|dårlig|sunt|farlig|skadelig)"
              + " (?:for|to|å)\\b");

  /** What to wear or bring, asked of the weather: "do I need", "trenger jeg", "should I bring". */
  private static final java.util.regex.Pattern NEED =
      java.util.regex.Pattern.compile(
          "\\b(?:need|needs|bring|wear|pack|trenger|trengs|ta med|ha på|pakke|behov for)\\b");

  /** What makes such a question no weather ask: why, a meaning, a purchase, the past. */
  private static final java.util.regex.Pattern NOT_A_NEED =
      java.util.regex.Pattern.compile(
          "\\b(?:why|hvorfor|mean|means|betyr|buy|kjøpe|best|recommend|anbefal\\p{L}*|brand|merke"
              + "|yesterday|i går|last)\\b");

  /**
   * "when do they play next?", "who created it?", "hvordan gikk indeksen?", "how windy is it
   * there?": the word that stands for the previous subject replaced by it, read alone.
   */
  private static List<Intent> pronoun(
      GroundingClassifier c, Intent before, List<String> original, List<String> lower) {
    if (MARKET_KINDS.contains(before.kind()) && USED.matcher(String.join(" ", lower)).find()) {
      return null; // "do they use euros in Switzerland?": where money is used, no figure
    }
    if (CurrencyFetcher.KIND.equals(before.kind())
        && !RATE_WORDS.matcher(String.join(" ", lower)).find()
        && !MOVE.matcher(String.join(" ", lower)).find()) {
      // "usd to nok" then "is it cheap?", "and in Vietnam they eat pho": a pair put for the
      // pronoun reads as a rate whatever the rest says; only a word of a rate asks for one
      return null;
    }
    boolean place = WeatherFetcher.KIND.equals(before.kind());
    boolean norwegian =
        lower.stream()
            .anyMatch(
                w ->
                    Set.of("hva", "hvordan", "hvor", "når", "er", "har", "blir", "de", "den", "det")
                            .contains(w)
                        || w.matches(".*[æøå].*"));
    StringBuilder sb = new StringBuilder();
    boolean replaced = false;
    for (int k = 0; k < lower.size(); k++) {
      String w = lower.get(k);
      String word = original.get(k);
      int skip = 0;
      if (!replaced && place && THERE.contains(w)) {
        word = (norwegian ? "i " : "in ") + before.subject();
        replaced = true;
      } else if (!replaced
          && MARKET_KINDS.contains(before.kind())
          && (w.equals("han") || w.equals("ho"))) {
        // "ka står han i no da?": a coin or share is "han" in dialect
        word = name(before);
        replaced = true;
      } else if (!replaced
          && !place
          && STANDS_FOR.containsKey(w)
          && !(w.equals("laget") && k > 0 && MADE_BY.contains(lower.get(k - 1)))) {
        word = name(before) + STANDS_FOR.get(w);
        replaced = true;
      } else if (!replaced
          && !place
          && w.equals("the")
          && k + 1 < lower.size()
          && THE_NOUNS.contains(lower.get(k + 1))) {
        word = name(before);
        skip = 1;
        replaced = true;
      }
      sb.append(k == 0 ? "" : " ").append(word);
      k += skip;
    }
    if (!replaced) {
      return null;
    }
    List<Intent> read = same(c.classify(sb + "?"), before);
    return read.isEmpty()
        ? null
        : because(read, "names the subject of the question just before by a pronoun");
  }

  /** Words of a rate asked of a pair named by a pronoun ("what's it at now?", "hva står den i"). */
  private static final java.util.regex.Pattern RATE_WORDS =
      java.util.regex.Pattern.compile(
          "\\b(?:rate|rates|kurs\\p{L}*|price|pris\\p{L}*|worth|verdt|verd|value|verdi\\p{L}*"
              + "|how much|hvor mye|kor mykje|cost|costs|koster|now|nå|no|rn|today|i dag|idag"
              + "|trading|at|står|stronger|weaker|sterkere|svakere|exchange|veksle|convert"
              + "|\\d+)\\b");

  /** Where a currency or coin is used or taken ("do they use euros", "bruker de euro"). */
  private static final java.util.regex.Pattern USED =
      java.util.regex.Pattern.compile(
          "\\b(?:use|uses|used|using|accept|accepts|accepted|take|takes|taken|pay with|pay in"
              + "|bruker|brukes|bruke|betale med|betaler med|tar de|tar imot|godtar|godtas"
              + "|aksepterer|akseptert)\\b");

  /**
   * The subject as words the rules read: a coin's name, an index's or company's name for its symbol
   * ("^GSPC" is "s&p 500"), else the subject.
   */
  private static String name(Intent before) {
    String s = before.subject();
    if (CryptoFetcher.KIND.equals(before.kind())) {
      return Coins.bySymbol(s).map(Coins.Coin::name).orElse(s);
    }
    if (StockFetcher.KIND.equals(before.kind())
        && !s.isEmpty()
        && !Character.isLetter(s.charAt(0))) {
      for (Map.Entry<String, String> e : Lexicon.COMPANIES.entrySet()) {
        if (e.getValue().equals(s)) {
          return e.getKey();
        }
      }
      for (Map.Entry<String, String> e : StockRule.INDICES.entrySet()) {
        if (e.getValue().equals(s)) {
          return e.getKey(); // "^GSPC" is "s&p 500", its first name
        }
      }
    }
    return s;
  }

  /** "the day after", "the next day", "dagen etter": a time without a core word of its own. */
  private static boolean dayAfter(List<String> rest) {
    String all = " " + String.join(" ", rest) + " ";
    return all.contains(" day after ")
        || all.contains(" next day ")
        || all.contains(" dagen etter ");
  }

  /** The words that join a request to the one before, at the end of a subject. */
  private static final List<String> TOO = List.of(" også", " too", " as well");

  /** The intents, a subject's trailing "too" or "også" dropped ("brun saus også"). */
  private static List<Intent> withoutToo(List<Intent> intents) {
    List<Intent> out = new ArrayList<>(intents.size());
    boolean changed = false;
    for (Intent i : intents) {
      String s = i.subject();
      String lower = s.toLowerCase(Locale.ROOT);
      Intent o = i;
      for (String t : TOO) {
        if (lower.endsWith(t) && s.length() > t.length() + 1) {
          o =
              new Intent(
                  i.kind(),
                  s.substring(0, s.length() - t.length()),
                  i.parameters(),
                  i.mode(),
                  i.confidence(),
                  i.why());
          changed = true;
          break;
        }
      }
      out.add(o);
    }
    return changed ? List.copyOf(out) : intents;
  }

  /** The intents of the previous subject's kind and subject. */
  private static List<Intent> same(List<Intent> read, Intent before) {
    List<Intent> out = new ArrayList<>();
    for (Intent i : read) {
      if (i.kind().equals(before.kind()) && i.subject().equalsIgnoreCase(before.subject())) {
        out.add(i);
      }
    }
    return out;
  }

  /** The intents with the follow-up's reason before the reading's own. */
  private static List<Intent> because(List<Intent> read, String why) {
    List<Intent> out = new ArrayList<>(read.size());
    for (Intent i : read) {
      out.add(i.withMode(i.mode(), i.confidence(), why + "; " + i.why()));
    }
    return List.copyOf(out);
  }

  /** The coins a short phrase names ("sol and ada", "bitcoin cash"). */
  private static List<String> coinsIn(String lower) {
    List<String> out = new ArrayList<>();
    var whole = Coins.byName(lower);
    if (whole.isPresent()) {
      return List.of(whole.get().symbol());
    }
    for (String part : lower.split("\\s*(?:,|\\band\\b|\\bog\\b|&)\\s*")) {
      String p = part.strip();
      if (p.isEmpty()) {
        continue;
      }
      var coin = Coins.byName(p).or(() -> Coins.bySymbol(p.toUpperCase(Locale.ROOT)));
      if (coin.isEmpty()) {
        return List.of();
      }
      out.add(coin.get().symbol());
    }
    return out;
  }

  /** The currency a short phrase names ("euros", "svenske kroner", "the won"), or null. */
  private static String currencyCode(String lower) {
    if (KRONER.contains(lower.strip())) {
      return "NOK"; // "i kroner?": the home currency, no other's kroner
    }
    for (Intent i : Entities.followUp(new Utterance(lower))) {
      if (CurrencyFetcher.KIND.equals(i.kind())) {
        return i.subject().substring(0, i.subject().indexOf('/'));
      }
    }
    for (Intent i : CurrencyRule.match(new Utterance("100 NOK to " + lower))) {
      int slash = i.subject().indexOf('/');
      if (slash > 0 && i.subject().startsWith("NOK/")) {
        return i.subject().substring(slash + 1);
      }
    }
    String upper = lower.strip().toUpperCase(Locale.ROOT);
    return CurrencyRule.isCode(upper) ? upper : null;
  }

  /** Units a nation's adjective may name alone ("danske" kroner, "kanadiske" dollar). */
  private static final List<String> UNITS = List.of("kroner", "dollar", "franc", "pund");

  /**
   * The currency a nation's adjective names with its unit left out ("danske", "islandske",
   * "kanadiske"), or null: the unit whose currency the adjective changes.
   */
  private static String nationCurrency(String adjective) {
    if (adjective.indexOf(' ') >= 0 || adjective.length() < 4) {
      return null;
    }
    for (String unit : UNITS) {
      String plain = currencyCode(unit);
      String named = currencyCode(adjective + " " + unit);
      if (named != null && !named.equals(plain)) {
        return named;
      }
    }
    return null;
  }

  /** "amazon's", "Evertons": a name without its possessive ending ("Evertons" when no name). */
  private static String withoutPossessive(String phrase) {
    int n = phrase.length();
    if (n > 3 && phrase.charAt(n - 1) == 's' && "'\u2019".indexOf(phrase.charAt(n - 2)) >= 0) {
      return phrase.substring(0, n - 2);
    }
    return phrase;
  }

  /** A word without the punctuation around it. */
  private static String strip(String w) {
    int a = 0;
    int b = w.length();
    while (a < b && !Character.isLetterOrDigit(w.charAt(a))) {
      a++;
    }
    while (b > a && !Character.isLetterOrDigit(w.charAt(b - 1))) {
      b--;
    }
    return w.substring(a, b);
  }

  /** The text without its closing punctuation. */
  private static String dropEnd(String text) {
    int b = text.length();
    while (b > 0 && "?!. ".indexOf(text.charAt(b - 1)) >= 0) {
      b--;
    }
    return text.substring(0, b);
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    java.util.HashSet<String> all = new java.util.HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }

  private static Set<String> minus(Set<String> a, Set<String> b) {
    java.util.HashSet<String> rest = new java.util.HashSet<>(a);
    rest.removeAll(b);
    return Set.copyOf(rest);
  }
}
