package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What the rules find in a message, before the ask/mention decision: each rule's intents, the names
 * two rules read settled ({@link NameClashes}), the places made known ({@link PlaceSubjects}), at
 * most {@code maxIntents}.
 */
final class Candidates {
  private final Set<String> kinds;
  private final int maxIntents;

  Candidates(Set<String> kinds, int maxIntents) {
    this.kinds = Set.copyOf(kinds);
    this.maxIntents = maxIntents;
  }

  /** An exchange named as where a company trades: "on Oslo Børs", "på Nasdaq". */
  private static final List<String> ON_AN_EXCHANGE = WordLists.list("Candidates.ON_AN_EXCHANGE");

  private static boolean isIndex(Intent i) {
    String s = i.subject();
    return s.startsWith("^") || s.equals("OSEBX.OL") || s.equals("OBX.OL");
  }

  /** Words of a recipe in a search query. */
  private static final Set<String> RECIPE_WORDS =
      Set.of("recipe", "recipes", "oppskrift", "oppskrifter", "oppskriften", "oppskrifta");

  /**
   * Whether a search command's query asks for a recipe ("søk etter oppskrift på kimchi", "search
   * for lasagne recipe"): a recipe is no live figure, so the explicit command decides the kind
   * (DEFINITIONS, session 31: search only, even for a recipe), where a short query of a live figure
   * ("search for bitcoin price") is still read as that figure.
   */
  private static boolean recipeQuery(String query) {
    for (String w : Utterance.tokens(query)) {
      if (RECIPE_WORDS.contains(w.toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /** What the rules find, before the ask/mention decision. */
  List<Intent> find(Utterance u) {
    String corrected = afterCorrection(u);
    if (corrected != null) {
      // "1 bitcoin... no wait, 1 dollar in rupees?": the user took back what came before
      return find(new Utterance(corrected));
    }
    boolean shopping = SearchRule.shopping(u);
    List<Intent> out = new ArrayList<>();
    List<Intent> translation = TranslateRule.match(u);
    if (!translation.isEmpty()) {
      // the text to translate is quoted material, not a question: no other rule reads it; a
      // request before it ("a recipe for pancakes and translate 'velbekomme' into english") is
      // read on its own
      java.util.regex.Matcher before = BEFORE_TRANSLATE.matcher(u.lower);
      if (before.find()) {
        for (Intent i : find(new Utterance(u.original.substring(0, before.end(1))))) {
          if (!TranslateFetcher.KIND.equals(i.kind())) {
            add(out, List.of(i));
          }
        }
      }
      add(out, translation);
      return out;
    }
    if (SearchRule.webCommand(u) && !(u.lowerWords.contains("google") && u.hasAnyWord(SHARES))) {
      // "google the bitcoin price history chart", "search the web: best rain jacket": the
      // command is the request, and the names inside it are the query's words
      List<Intent> search = SearchRule.match(u, false, shopping);
      String then = SearchRule.then(u);
      // "search for bitcoin price": a query of a live figure alone is that figure
      // "kan du google "kjøkkenbenk eik pris"": a query in quotes is searched as written
      if (!search.isEmpty()
          && (then != null
              || Utterance.tokens(search.get(0).subject()).size() > 3
              || quotedQuery(u.original)
              || recipeQuery(search.get(0).subject()))) {
        add(out, search);
        if (then != null) {
          // "look up X and tell me the USD to JPY rate": the request after the query is read alone
          for (Intent i : find(new Utterance(placeForThere(then, search.get(0))))) {
            if (!SearchFetcher.KIND.equals(i.kind())) {
              out.add(i);
            }
          }
        }
        return out;
      }
    }
    List<Intent> crypto = CryptoRule.match(u);
    add(out, crypto);
    if (crypto.isEmpty()) {
      add(out, CurrencyRule.match(u));
    }
    List<Intent> stocks = new ArrayList<>(StockRule.match(u, shopping));
    // "what is the hungarian forint trading at": a currency's name is no company
    boolean[] drop = new boolean[stocks.size()];
    for (int k = 0; k < drop.length; k++) {
      String subject = stocks.get(k).subject();
      drop[k] =
          CurrencyNames.isName(subject)
              || NameClashes.productOf(u, subject)
              || NameClashes.namesASide(u, subject)
              || !crypto.isEmpty() && NameClashes.endsACoinName(u, subject);
    }
    IntentLists.removeMarked(stocks, drop);
    if (stocks.size() > 1 && u.hasAnyPhrase(ON_AN_EXCHANGE)) {
      // "how is Equinor doing on Oslo Børs today": the exchange a company trades on is where, not
      // a second ask for the index
      stocks.removeIf(Candidates::isIndex);
    }
    add(out, stocks);
    List<Intent> weather = new ArrayList<>(WeatherRule.match(u));
    List<Intent> news = NewsRule.match(u);
    // "news about the storm in Western Norway", "news about the heatwave in Spain": the weather is
    // the story's topic, asked as news, not a forecast for the place
    weather.removeIf(w -> PlaceSubjects.aboutTheWeather(news, w));
    add(out, weather);
    add(out, news);
    add(out, RecipeRule.match(u));
    List<Intent> sports = new ArrayList<>(SportsRule.match(u));
    // "hvordan gikk det med Orkla-aksjen i dag?": a name that is a club too is the company when
    // the message speaks of its shares
    if (!sports.isEmpty() && !stocks.isEmpty()) {
      // "hvordan gikk det med Nasdaq i dag", "how did the Dow do today": an index is no team
      sports.removeIf(
          t ->
              StockRule.INDICES.containsKey(t.subject().toLowerCase(java.util.Locale.ROOT))
                  && stocks.stream().anyMatch(Candidates::isIndex));
    }
    if (!sports.isEmpty() && !stocks.isEmpty() && u.hasAnyWord(NameClashes.SHARE_WORDS)) {
      drop = new boolean[sports.size()];
      for (int k = 0; k < drop.length; k++) {
        drop[k] = IntentLists.hasSubject(stocks, sports.get(k).subject());
      }
      IntentLists.removeMarked(sports, drop);
    }
    add(out, sports);
    // "next avalanche game": a team's name that is also a coin's is the team there
    drop = new boolean[out.size()];
    for (int k = 0; k < drop.length; k++) {
      Intent i = out.get(k);
      drop[k] = CryptoFetcher.KIND.equals(i.kind()) && NameClashes.namesATeam(i, sports);
    }
    IntentLists.removeMarked(out, drop);
    add(out, SearchRule.match(u, !out.isEmpty(), shopping));
    if (!out.isEmpty()) {
      Clauses.read(u, out, shopping, kinds);
    }
    // a short message of nothing but subjects ("and in Trondheim?", "btc eth sol"): each subject
    // the rules did not find is a candidate of its kind
    for (Intent e : Entities.followUp(u)) {
      if (!IntentLists.hasSubject(out, e.subject())) {
        add(out, List.of(e));
      }
    }
    if (out.isEmpty()) {
      // "lapskaus?", "moussaka": a dish named alone, when no other subject was found
      add(out, RecipeRule.loneDish(u));
    }
    drop = new boolean[out.size()];
    for (int k = 0; k < drop.length; k++) {
      Intent i = out.get(k);
      drop[k] =
          WeatherFetcher.KIND.equals(i.kind()) && PlaceSubjects.notAPlace(i.subject(), out)
              // "weather in Springfield, IL": the state after the place is no ticker
              || StockFetcher.KIND.equals(i.kind()) && NameClashes.stateOfAPlace(i.subject(), out)
              // "Brann og RBK, hvordan gikk det?": a team's short name read as a team is no ticker
              || StockFetcher.KIND.equals(i.kind())
                  && !u.hasAnyWord(NameClashes.SHARE_WORDS)
                  && NameClashes.tickerNamesATeam(i.subject(), out);
    }
    IntentLists.removeMarked(out, drop);
    // "what temperature should I roast the beef wellington at": the oven's, not the weather's
    if (out.size() > 1) {
      List<Intent> all = List.copyOf(out);
      drop = new boolean[out.size()];
      for (int k = 0; k < drop.length; k++) {
        Intent i = out.get(k);
        drop[k] = WeatherFetcher.KIND.equals(i.kind()) && RecipeDetail.ovenNotWeather(u, i, all);
      }
      IntentLists.removeMarked(out, drop);
    }
    // "the weather near Stavanger": a coin that is an everyday word, right before the place
    drop = new boolean[out.size()];
    for (int k = 0; k < drop.length; k++) {
      Intent i = out.get(k);
      drop[k] = CryptoFetcher.KIND.equals(i.kind()) && NameClashes.beforeAPlace(u, i, out);
    }
    IntentLists.removeMarked(out, drop);
    // "siste nytt og været i bergen": the place is the weather's, not the news topic
    for (int k = 0; k < out.size(); k++) {
      Intent n = out.get(k);
      if (NewsFetcher.KIND.equals(n.kind())
          && IntentLists.hasSubject(out, WeatherFetcher.KIND, n.subject())) {
        out.set(k, new Intent(n.kind(), "", n.parameters()));
      }
    }
    PlaceSubjects.knownPlaces(u, out);
    NameClashes.dropPrefixes(out);
    NameClashes.dropImpliedKrone(u, out);
    Set<String> seen = new LinkedHashSet<>();
    List<Intent> kept = new ArrayList<>();
    for (Intent i : out) {
      String key = i.kind() + "|" + i.subject().toLowerCase(Locale.ROOT);
      if (seen.add(key) && kept.size() < maxIntents) {
        kept.add(i);
      }
    }
    return kept;
  }

  /** A request before "and translate …", "og oversett …": group 1 ends it. */
  private static final java.util.regex.Pattern BEFORE_TRANSLATE =
      java.util.regex.Pattern.compile(
          "^(\\S.{2,200}?)(?:,|\\s+(?:and|og|&|then|så))\\s+(?:please |pls |also |så |også )?(?:translate|oversett|how do you say|hvordan sier man)\\b");

  /** "google shares up today?", "google aksjer kurs nå": the company, not the command. */
  private static final Set<String> SHARES = WordLists.set("Candidates.SHARES");

  private static final java.util.regex.Pattern THERE_WORD =
      java.util.regex.Pattern.compile("(?i)\\b(there|der|dit)\\b");

  /**
   * "google hotel deals in lisbon and tell me the weather there this weekend": "there" in the
   * request after a query is the place the query names (a known place), written in its stead.
   */
  private static String placeForThere(String then, Intent query) {
    java.util.regex.Matcher m = THERE_WORD.matcher(then);
    if (!m.find()) {
      return then;
    }
    List<Entities.Span> places = Entities.places(new Utterance(query.subject()));
    if (places.isEmpty()) {
      return then;
    }
    String in = m.group(1).equalsIgnoreCase("there") ? "in " : "i ";
    return then.substring(0, m.start()) + in + places.get(0).subject() + then.substring(m.end());
  }

  /** Words that take back what was written before them ("… no wait, …", "… sorry, …"). */
  private static final List<String> CORRECTIONS = WordLists.list("Candidates.CORRECTIONS");

  /**
   * The text after the last correction that follows a pause ("…", ",", ".", "-") in the message,
   * when two words or more follow it; else null.
   */
  private static String afterCorrection(Utterance u) {
    String lower = u.lower;
    if (lower.length() > 400) {
      return null;
    }
    int best = -1;
    for (String c : CORRECTIONS) {
      for (int at = lower.indexOf(c); at > 0; at = lower.indexOf(c, at + 1)) {
        int before = at - 1;
        while (before >= 0 && lower.charAt(before) == ' ') {
          before--;
        }
        boolean wordStart = !Character.isLetterOrDigit(lower.charAt(at - 1));
        if (wordStart && before >= 0 && ".,…-—".indexOf(lower.charAt(before)) >= 0) {
          best = Math.max(best, at + c.length());
        }
      }
    }
    if (best < 0) {
      return null;
    }
    String rest = u.original.substring(best).replaceFirst("^[\\s,.:…-]+", "");
    return Utterance.tokens(rest).size() >= 2 ? rest : null;
  }

  /** Whether the message ends with a text in quotes of two words or more (a query as written). */
  private static boolean quotedQuery(String original) {
    String s = original.strip();
    while (!s.isEmpty() && "?.!".indexOf(s.charAt(s.length() - 1)) >= 0) {
      s = s.substring(0, s.length() - 1).strip();
    }
    if (s.length() < 3 || "\"”»'".indexOf(s.charAt(s.length() - 1)) < 0) {
      return false;
    }
    int open = -1;
    for (int i = s.length() - 2; i >= 0; i--) {
      if ("\"“«'".indexOf(s.charAt(i)) >= 0) {
        open = i;
        break;
      }
    }
    return open >= 0 && s.substring(open + 1, s.length() - 1).strip().contains(" ");
  }

  private void add(List<Intent> out, List<Intent> found) {
    for (int k = 0, n = found.size(); k < n; k++) {
      Intent i = found.get(k);
      if (kinds.contains(i.kind())) {
        out.add(i);
      }
    }
  }
}
