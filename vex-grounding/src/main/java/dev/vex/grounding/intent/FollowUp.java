package dev.vex.grounding.intent;

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
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.grounding.crypto.CryptoFetcher;
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
 *       search of the place named before ("hotels there, search"), "noe tech-nytt?" after news;
 *   <li>corrections, ranks and sides (session 30): "no wait, Moss", "oops, I meant eur not sek"
 *       ({@link FollowUpCorrections}), a coin by its rank ({@link FollowUpRank}), "and right now?"
 *       after a climate normal, a club's handball section or other side, "what's that in norwegian
 *       kroner?" after a share, "is that higher than yesterday?" after a coin; and as no ask, the
 *       weather of a made-up place ({@link FollowUpMadeUp}) and a figure judged for a people ("is
 *       that cold for Norwegians?");
 *   <li>past, records and towns (session 31): "and now?" after a past year's weather, "what about
 *       today?" after a figure of the past, "how much is that in yen?" after a rate, "there" after
 *       a club named by its town, "how do I make one?"; and as no ask, "brr, is that cold?",
 *       "what's its all-time high?" and "and the Grand Prix?" after a team;
 *   <li>towns, records, translations (session 32): "there" after a town no rule knows named after
 *       "to", "in", "på" ("my sister just moved to Boulder"), "and now?" after an older year's
 *       weather or a record, "thanks, how do you say it in Spanish?" after a translation, another
 *       kind's request after "and" ("and the weather in Bangkok?" after a recipe), a joining word
 *       kept out of a subject; and as no ask ({@link FollowUpNothingLive}) a made piece's topic,
 *       the assistant itself, how a figure is made, a team's squad or season, a market record at
 *       its extreme, and the money of a game ({@link FollowUpMadeUp});
 *   <li>records, texts and variants (session 34): "and now?" after a record of the weather, another
 *       text without quotes after a translation ("and please?", "og unnskyld?"), a dish's variant
 *       ("and a vegetarian version?", {@link FollowUpRecipes#variant}), "there" after a place with
 *       its region ("bor i Nes på Hedmarken") and after a town that is also a word ("til Hell",
 *       {@link FollowUpWholeName#thereIsAWordPlace}); and as no ask "today" inside a game set in
 *       the past;
 *   <li>stories and definitions (session 35): as no ask, weather or a price inside a story the user
 *       writes ("i historien min bor hovedpersonen i Tromsø"), a game set in a decade of the past
 *       ("1950s London"), "and the Dow?" after "what's an index fund"; as an ask, a correction
 *       naming the place before in full ("no, I meant Hell in Michigan", {@link
 *       FollowUpCorrections#placeQualified}).
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
    // a piece's topic, the assistant itself, how a figure is made, a team's squad or season, a
    // record: asks nothing live, whatever the reading found (session 32)
    return FollowUpNothingLive.read(u, withoutJoin(readShort(c, u, own, previous)), previous);
  }

  /** Words that join a follow-up to the turn before and are no part of a subject. */
  private static final Set<String> JOINS = Set.of("og", "and", "enn", "so", "så");

  /**
   * The asks with a joining word read into their subject taken out of it: "og sodd, hvordan lager
   * jeg det?" after boiling potatoes asks the recipe of "sodd", not of "og sodd" (session 32).
   */
  static List<Intent> withoutJoin(List<Intent> read) {
    List<Intent> out = null;
    for (int k = 0; k < read.size(); k++) {
      Intent i = read.get(k);
      String subject = i.subject();
      int space = subject.indexOf(' ');
      if (i.isAsk()
          && space > 0
          && space < subject.length() - 1
          && JOINS.contains(subject.substring(0, space).toLowerCase(Locale.ROOT))) {
        if (out == null) {
          out = new ArrayList<>(read);
        }
        out.set(
            k,
            new Intent(
                i.kind(),
                subject.substring(space + 1).strip(),
                i.parameters(),
                i.mode(),
                i.confidence(),
                i.why()));
      }
    }
    return out == null ? read : List.copyOf(out);
  }

  /** {@link #read} of a message of at most {@link #MOST_WORDS} words. */
  private static List<Intent> readShort(
      GroundingClassifier c, Utterance u, List<Intent> own, PreviousTurn previous) {
    int n = u.words.size();
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
    List<Intent> price = priceMentioned(c, u, previous);
    if (price != null) {
      return price; // "dinner was 450 kroner" then "in dollars?": that amount in dollars
    }
    List<Intent> made = FollowUpMadeUp.read(u, own, previous);
    if (made != null) {
      return made; // a story's town, then "what would the forecast say there?"
    }
    List<Intent> askedIn = priceAskedIn(u, own, previous);
    if (askedIn != null) {
      return askedIn; // "AAPL quote" then "what's that in norwegian kroner?": the same share
    }
    List<Intent> compared = comparedWithYesterday(u, own, previous);
    if (compared != null) {
      return compared; // "how much is doge now" then "is that higher than yesterday?"
    }
    List<Intent> rate = rateAskedIn(c, u, own, previous);
    if (rate != null) {
      return rate; // "hva er 100 euro i kroner" then "takk, kor mykje er det i svenske?"
    }
    List<Intent> variant = FollowUpRecipes.variant(own, u, previous);
    if (variant != null) {
      return variant; // "recipe for lasagna" then "and a vegetarian version?"
    }
    List<Intent> instead = FollowUpRecipes.anotherDish(c, u, own, previous);
    if (instead != null) {
      return instead; // "recipe for cullen skink" then "actually, how about a fish pie"
    }
    Intent figure = subjectBefore(previous);
    if (figure != null && figure.isAsk() && FollowUpOpinion.judged(u, own)) {
      // "is that a good price?", "er det kaldt?" right after the figure: an opinion ("is that cold
      // for Norwegians?": the people it is judged for, no place's weather)
      List<Intent> opinion = new ArrayList<>(own.size());
      for (Intent i : own) {
        opinion.add(
            i.isAsk()
                ? i.withMode(Intent.Mode.MENTION, i.confidence(), "a judgement of the figure")
                : i);
      }
      return List.copyOf(opinion);
    }
    if (!completeAsk(own)) {
      List<Intent> ranked = FollowUpRank.read(c, u, previous);
      if (ranked != null) {
        return ranked; // "eth price" then "and the coin just below it in market cap?"
      }
    }
    List<Intent> whole = FollowUpWholeName.there(u, own, previous);
    if (whole != null) {
      return whole; // "I love Long Beach" then "what's the weather like there this weekend"
    }
    List<Intent> word = FollowUpWholeName.thereIsAWordPlace(c, u, own, previous);
    if (word != null) {
      return word; // "jeg skal til Hell på fredag" then "blir det snø der?"
    }
    if (own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> meaning = FollowUpAgain.meaningInto(u, previous);
      if (meaning != null) {
        return meaning; // "what does 'koselig' mean" then "and in English?"
      }
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
                            .lowerWords.stream()
                                .map(FollowUpText::strip)
                                .anyMatch(THERE::contains))) {
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
      List<Intent> normal = nowAfterNormal(c, u, previous);
      if (normal != null) {
        return normal;
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
    if (SportsFetcher.KIND.equals(before.kind())) {
      List<Intent> town = clubsTown(c, before, u, own);
      if (town != null) {
        return town; // "Reading FC result" then "and the weather there tomorrow?"
      }
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
    if (dev.vex.grounding.currency.CurrencyFetcher.KIND.equals(before.kind())
        && to - 2 > from
        && OF_THEM.contains(lower.get(to - 2) + " " + lower.get(to - 1))) {
      to -= 2; // "yen to nok" then "what about 5000 of them?": an amount of the currency before
    }
    // "no, I meant Stavanger", "in Trondheim I mean", "nei, jeg mente Stavanger": what was meant
    int correction = correction(lower, from, to);
    boolean corrected = correction > 0;
    from += correction;
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
    int not = corrected ? FollowUpCorrections.notAt(rest) : -1;
    if (not > 0) {
      // "oops, I meant eur not sek": the side taken back replaced, else what was meant alone
      List<Intent> side = FollowUpCorrections.sideReplaced(before, rest, not);
      if (side != null) {
        return side;
      }
      to = from + not;
      rest = lower.subList(from, to);
    }
    if (corrected) {
      // "sorry, I meant Bergen op Zoom", "nei, Nes i Ådal mente jeg": the place before, qualified
      List<Intent> qualified =
          FollowUpCorrections.placeQualified(before, rest, original.subList(from, to));
      if (qualified != null) {
        return qualified;
      }
    }
    if (SportsFetcher.KIND.equals(before.kind()) && own.stream().noneMatch(Intent::isAsk)) {
      List<Intent> city = teamOfCity(before, u, lower, from, to, corrected, previous.text());
      if (city != null) {
        return city;
      }
    }
    if (SportsFetcher.KIND.equals(before.kind())
        && own.stream().noneMatch(Intent::isAsk)
        && MOTOR_RACING.matcher(u.lower).find()) {
      return own; // "Liverpool result" then "and the Grand Prix?": motor racing, no team
    }
    List<Intent> side = otherSide(c, before, rest);
    if (side != null) {
      return side; // "when do the Norway women play next?" then "and the men?"
    }
    // short before its trailing words: "i svenske kroner i stedet?", "ka med Vardø då"
    boolean ellipsis = about || from > polite || to <= 3 || rest.stream().allMatch(TIME::contains);
    List<String> restOriginal = original.subList(from, to);
    String kindBefore = before.kind();
    if (ellipsis
        && completeAsk(own)
        && own.stream().noneMatch(i -> i.kind().equals(kindBefore))
        && rest.stream().anyMatch(KIND_NAMED::contains)) {
      return withoutToo(own); // "recipe for pad thai" then "and the weather in Bangkok?"
    }
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
        && SUBSTITUTION.matcher(u.lower).find()) {
      // "can I use turkey mince instead of beef?": cooking knowledge about the recipe shown, no
      // new recipe (DEFINITIONS.md, "Substitutions are `-`, also as follow-ups")
      return own;
    }
    if (RecipeFetcher.KIND.equals(kind)
        && before.isAsk()
        && own.stream().noneMatch(Intent::isAsk)
        && (RECIPE_FIGURE.matcher(u.lower).find() || SERVINGS.matcher(u.lower).find())
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
                  || before.isAsk()
                      && "next".equals(before.parameters().get(SportsFetcher.WHEN))
                      && FIXTURE_DETAIL.matcher(u.lower).find()
              ? " next match?"
              : SPORTS_LAST.matcher(u.lower).find() ? " result?" : null;
      if (ask != null) {
        List<Intent> read = same(c.classify(name(before) + ask), before);
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
   * Words that name a kind of request: "and the weather in Bangkok?" after a recipe is a weather
   * ask of its own, not the recipe of "weather in Bangkok" (session 32).
   */
  private static final Set<String> KIND_NAMED = WordLists.set("FollowUp.KIND_NAMED");

  /** "5000 of them", "500 av dem": an amount of the currency named before (session 30). */
  private static final Set<String> OF_THEM =
      Set.of("of them", "of those", "of these", "av dem", "av dei", "av de");

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
}
