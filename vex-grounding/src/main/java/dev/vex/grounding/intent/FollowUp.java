package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpSports.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.internal.Coins;
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
  static final Set<String> LEADS =
      Set.of(
          "and", "og", "ok", "okay", "so", "så", "but", "men", "then", "also", "også", "å", "n",
          "nd", "now");

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
   * Words that take back what was asked and name what was meant instead ("no, I meant Stavanger",
   * "nei, jeg mente Stavanger"): the rest is read as "and Stavanger?" (session 22). Longest first.
   */
  static final List<List<String>> CORRECTION =
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
  static final List<List<String>> CORRECTION_END =
      List.of(
          List.of("i", "mean"),
          List.of("i", "meant"),
          List.of("jeg", "mener"),
          List.of("mener", "jeg"),
          List.of("altså"));

  /**
   * Words a follow-up may end with after what it asks ("enn Tromsø da?", "in pounds please", "ka
   * med Vardø då", "in swedish kroner instead?", "i svenske kroner isteden?"; "i stedet" below).
   */
  static final Set<String> TRAILING =
      Set.of(
          "then",
          "da",
          "då",
          "too",
          "også",
          "please",
          "pls",
          "plz",
          "thanks",
          "takk",
          "instead",
          "isteden",
          "istedet",
          "istedenfor");

  /** Polite words a follow-up may start with; they make no follow-up of their own. */
  static final Set<String> POLITE =
      Set.of(
          "please", "pls", "plz", "damn", "wow", "nice", "cool", "great", "thanks", "thx", "hmm",
          "oh", "ah", "fine", "takk", "kult", "fint", "greit", "flott", "oi", "jaha", "ha", "haha",
          "lol", "hehe", "heh");

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
          "and");

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
          "og");

  /**
   * Words of a time or a unit: "tomorrow", "i kveld", "the day after tomorrow", "in fahrenheit";
   * English and Norwegian.
   */
  static final Set<String> TIME = union(ENGLISH_TIME, NORWEGIAN_TIME);

  /** Words of a time that only join or fill ("the", "next", "i", "da"). */
  static final Set<String> TIME_FILLERS =
      Set.of(
          "after", "at", "for", "in", "on", "the", "this", "next", "day", "later", "now", "then",
          "da", "dag", "denne", "i", "neste", "nå", "på", "senere", "tidlig", "til", "and", "og",
          "dagen", "etter");

  /** Words of a time that say more than a filler does. */
  static final Set<String> TIME_CORE = minus(TIME, TIME_FILLERS);

  /** Words before a new subject that are not part of it ("one for", "the", "in"). */
  static final Set<String> BEFORE_SUBJECT =
      Set.of(
          "the", "a", "an", "one", "for", "in", "i", "på", "en", "et", "ei", "of", "til", "to",
          "at");

  /** Words that make a question of a phrase rather than a name. */
  static final Set<String> QUESTION_WORDS =
      Set.of(
          "how", "what", "why", "when", "who", "is", "are", "does", "do", "can", "hva", "hvordan",
          "hvorfor", "når", "hvem", "er", "kan", "betyr", "means", "mean");

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
  static final Set<String> MADE_BY =
      Set.of(
          "hvem", "som", "har", "hadde", "ble", "jeg", "du", "han", "hun", "vi", "de", "dere",
          "man", "noen");

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
    if (to - 2 > from && lower.get(to - 1).equals("stedet") && lower.get(to - 2).equals("i")) {
      to -= 2; // "i svenske kroner i stedet?": the change, not a place named "stedet"
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
    // short before its trailing words: "i svenske kroner i stedet?", "ka med Vardø då"
    boolean ellipsis = about || from > polite || to <= 3 || rest.stream().allMatch(TIME::contains);
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
        && lower.stream().noneMatch(NOT_A_MATCH::contains)
        && !howItWorks(u)) {
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
        && (rest.stream().anyMatch(FollowUpMarkets::attribute)
            || HOW_MUCH.matcher(u.lower).find())) {
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

  /** Norwegian words that tell the language of a question to rewrite. */
  static final Set<String> NORWEGIAN_WORDS =
      Set.of(
          "hva", "hvordan", "hvor", "når", "er", "var", "har", "blir", "jeg", "må", "kan", "det",
          "den", "i", "på", "og", "trenger", "kva", "korleis", "eg", "ka", "e", "verdt", "kostet",
          "koster");

  /**
   * The previous turn's first intent with a subject a follow-up can carry, asks first; when it has
   * none, the first subject its text names, as a mention ("why is Bergen so rainy?" asked nothing,
   * and "and Stavanger?" after it asks nothing either).
   */
  static Intent subjectBefore(PreviousTurn previous) {
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
  static boolean completeAsk(List<Intent> own) {
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
  static List<Intent> ellipsis(
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
        // "og Hydro?" after a share: Norsk Hydro by its short name, a share asked before
        String company = lower.equals("hydro") ? "Norsk Hydro" : Lexicon.COMPANIES.get(lower);
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

  /** Words of how a thing works: "how does offside work again", "hvordan fungerer VAR igjen". */
  private static final Set<String> WORKS =
      Set.of("work", "works", "fungerer", "funker", "virker", "mean", "betyr");

  /**
   * "how does offside work again" after a result: a question of how the game works, whose "again"
   * asks for no next match (#21, session 25).
   */
  private static boolean howItWorks(Utterance u) {
    return u.hasAnyWord(WORKS) && (AskCues.mention(u) || u.lowerWords.get(0).equals("hvordan"));
  }

  /**
   * "when do they play next?", "who created it?", "hvordan gikk indeksen?", "how windy is it
   * there?": the word that stands for the previous subject replaced by it, read alone.
   */
  static List<Intent> pronoun(
      GroundingClassifier c, Intent before, List<String> original, List<String> lower) {
    if (MARKET_KINDS.contains(before.kind()) && USED.matcher(String.join(" ", lower)).find()) {
      return null; // "do they use euros in Switzerland?": where money is used, no figure
    }
    if (SportsFetcher.KIND.equals(before.kind())
        && AskCues.aboutIt(new Utterance(String.join(" ", original)))) {
      // "Norge mot Italia, når er avspark" then "hvem vant sist de møttes?": their meetings gone
      // by, no match's result
      return null;
    }
    if (CryptoFetcher.KIND.equals(before.kind())
        && CoinNameForms.coinName(new Utterance(String.join(" ", original)))) {
      return null; // "matic price" then "oh wait it's POL now, right?": the coin's name, no figure
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

  /**
   * The subject as words the rules read: a coin's name, an index's or company's name for its symbol
   * ("^GSPC" is "s&p 500"), else the subject.
   */
  static String name(Intent before) {
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
  static boolean dayAfter(List<String> rest) {
    String all = " " + String.join(" ", rest) + " ";
    return all.contains(" day after ")
        || all.contains(" next day ")
        || all.contains(" dagen etter ");
  }

  /** The words that join a request to the one before, at the end of a subject. */
  static final List<String> TOO = List.of(" også", " too", " as well");

  /** The intents, a subject's trailing "too" or "også" dropped ("brun saus også"). */
  static List<Intent> withoutToo(List<Intent> intents) {
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
  static List<Intent> same(List<Intent> read, Intent before) {
    List<Intent> out = new ArrayList<>();
    for (Intent i : read) {
      if (i.kind().equals(before.kind()) && i.subject().equalsIgnoreCase(before.subject())) {
        out.add(i);
      }
    }
    return out;
  }

  /** The intents with the follow-up's reason before the reading's own. */
  static List<Intent> because(List<Intent> read, String why) {
    List<Intent> out = new ArrayList<>(read.size());
    for (Intent i : read) {
      out.add(i.withMode(i.mode(), i.confidence(), why + "; " + i.why()));
    }
    return List.copyOf(out);
  }

  /** "amazon's", "Evertons": a name without its possessive ending ("Evertons" when no name). */
  static String withoutPossessive(String phrase) {
    int n = phrase.length();
    if (n > 3 && phrase.charAt(n - 1) == 's' && "'\u2019".indexOf(phrase.charAt(n - 2)) >= 0) {
      return phrase.substring(0, n - 2);
    }
    return phrase;
  }

  /** A word without the punctuation around it. */
  static String strip(String w) {
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
  static String dropEnd(String text) {
    int b = text.length();
    while (b > 0 && "?!. ".indexOf(text.charAt(b - 1)) >= 0) {
      b--;
    }
    return text.substring(0, b);
  }

  static Set<String> union(Set<String> a, Set<String> b) {
    java.util.HashSet<String> all = new java.util.HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }

  static Set<String> minus(Set<String> a, Set<String> b) {
    java.util.HashSet<String> rest = new java.util.HashSet<>(a);
    rest.removeAll(b);
    return Set.copyOf(rest);
  }
}
