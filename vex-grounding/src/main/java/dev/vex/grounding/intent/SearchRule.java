package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.search.SearchFetcher;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Web search and shopping questions: a search command at the start ("find me cheap RAM", "search
 * for …", "look up …", "finn billig RAM", "søk etter …") or a price hunt ("best price on RTX 4070
 * at komplett", "hvor kan jeg kjøpe …"). When another rule already answers the message, a search
 * fires only for a price hunt. "I can't find my keys" fires nothing.
 */
final class SearchRule {
  /**
   * After "google", a Google product named as a noun ("google docs keeps crashing", "google maps er
   * nede") is no search command; the product list is in {@link #COMMAND} and {@link #WEB_COMMAND}.
   */
  private static final Pattern COMMAND =
      Pattern.compile(
          "^(?:(?:hey|hi|ok|okay|hei|hallo),? )?(?:please |pls |can you |can u |could you |kan du |gidder du å |would you |vennligst )?(?:please |pls |quickly |quick |kjapt |være så snill å |vær så snill å |just )?(?:do an? (?:quick )?(?:web|internet|online|google) search (?:on|for|about)|(?:gjøre|gjør) (?:et|ett) (?:kjapt )?(?:nettsøk|websøk|google-søk|googlesøk) (?:på|etter|om)|websøk:?|nettsøk:?|google (?:that|this|it)(?: for me:?|:)|google (?:det|dette):|bing (?:it|that|this):?|duckduckgo(?: it)?:?|googl|lookup|look online for|look on the web for|sok etter|sok opp|sok på nettet etter|let (?:på nettet |på nett )?etter|sjekke? på nett(?:et)? (?:om|etter|hva|når|hvor)|finn ut på nett(?:et)?|run a (?:quick )?(?:web )?search (?:on|for)|web search:?|search the web for|search the web:|search online for|search the internet for|search the net for|search online|search for|search up|search|look (?:it|this|that|something|some stuff) up(?: for me)?|look up online|look up(?! to\\b)|google(?! (?:docs|doc|maps|map|drive|disk|sheets|skjemaer|regneark|dokumenter|kart|bilder|kalender|skjemaer|regneark|dokumenter|kart|bilder|kalender|slides|translate|chrome|play|pixel|home|nest|cloud|photos|calendar|meet|classroom|forms|analytics|ads|earth|assistant|gemini|lens|keep|books|scholar|workspace|account|accounts|fit|pay|wallet|tv|voice|authenticator|street view|search console|colab|fonts|trends)\\b)|bing|find (?:me )?online|find (?:me )?on the web|finn (?:meg )?på nett(?:et)?|find me|find|finn meg|finn|søke opp|søke etter|søke på nettet etter|søk opp|søk etter|søk på nettet etter|søk på|søk|slå opp på nettet|slå opp(?! med\\b)|sjekk på nettet|(?:gjør|gjøre|gjer|gjere) (?:et|ett|eit) (?:kjapt )?søk (?:på|etter|om)|google etter)\\s*:?\\s+(.+)$");

  private static final Set<String> NOT_QUERIES =
      Set.of(
          // "søk om barnehageplass": to apply for; "slå opp døra", "slå opp vinduet", "slå opp
          // paraplyen": to open a thing
          "om",
          "døra",
          "døren",
          "døre",
          "vinduet",
          "vinduene",
          "vindauget",
          "porten",
          "øynene",
          "auene",
          "paraplyen",
          "teltet",
          "out",
          "my",
          "your",
          "it",
          "that",
          "this",
          "yourself",
          "ut",
          "meg",
          "deg",
          "min",
          "mitt",
          "me",
          // "look up at the sky", "search and rescue dogs", "søk og redning": a preposition or a
          // conjunction after the verb, not a query
          "at",
          "and",
          "og",
          "ble",
          "became",
          // "duckduckgo eller google, hva er best": engines compared, not a query; "finn på et
          // navn": to make something up
          "eller",
          "or",
          "vs",
          "versus",
          "på",
          // "lookup tables in python": the data structure
          "table",
          "tables",
          // "google is my best friend", "google er min beste venn": the engine as the sentence's
          // subject, not a command
          "is",
          "was",
          "has",
          "says",
          "knows",
          "er",
          "var",
          "har",
          "sier",
          "vet",
          // "search engines are getting worse", "search results": the noun, not the command
          "engine",
          "engines",
          "result",
          "results",
          "bar",
          "box",
          "history",
          "function",
          "algorithm",
          "algorithms",
          "term",
          "terms",
          "query",
          "queries",
          "feature",
          "button",
          "field",
          "motor",
          "motoren",
          "motorer",
          "feltet",
          "funksjonen",
          "historikk",
          "historikken",
          "resultat",
          "resultater",
          "resultatene");

  /**
   * A query that is any thing at all: "can you google things?", "kan du google ting?" ask what the
   * assistant can do, with nothing to look for.
   */
  private static final Set<String> ANYTHING =
      Set.of(
          "things", "stuff", "anything", "something", "ting", "noe", "noko", "alt", "everything");

  /**
   * What one seeks, not searches the web for, after "søk" alone: "søk hjelp hvis du trenger det",
   * "søk råd hos legen", "søk ly" ("søk etter hjelp til skatten" is still a search).
   */
  private static final Set<String> SOUGHT = WordLists.set("SearchRule.SOUGHT");

  private static final List<String> SHOPPING = WordLists.list("SearchRule.SHOPPING");

  /**
   * A command that names the web itself ("search for …", "google …", "look up …", "søk etter …",
   * "slå opp på nettet …"), unlike "find" and "finn" ("find the bug in this code").
   */
  private static final Pattern WEB_COMMAND =
      Pattern.compile(
          "^(?:(?:hey|hi|ok|okay|hei|hallo),? )?(?:please |pls |can you |can u |could you |kan du |gidder du å |would you |vennligst )?(?:please |pls |quickly |quick |kjapt |være så snill å |vær så snill å |just )?(?:do an? (?:quick )?(?:web|internet|online|google) search|(?:gjøre|gjør) (?:et|ett) (?:kjapt )?(?:nettsøk|websøk|google-søk|googlesøk)|websøk|nettsøk|googl|lookup|duckduckgo|look online|look on the web|sok etter|sok opp|let (?:på nettet|på nett) etter|sjekke? på nett|finn ut på nett|run a (?:quick )?(?:web )?search|web search|search|look (?:it|this|that|something|some stuff) up|look up|google(?! (?:docs|doc|maps|map|drive|disk|sheets|slides|translate|chrome|play|pixel|home|nest|cloud|photos|calendar|meet|classroom|forms|analytics|ads|earth|assistant|gemini|lens|keep|books|scholar|workspace|account|accounts|fit|pay|wallet|tv|voice|authenticator|street view|search console|colab|fonts|trends)\\b)|bing|søke|søk|slå opp(?! med\\b)|sjekk på nettet|(?:gjør|gjøre|gjer|gjere) (?:et|ett|eit) (?:kjapt )?søk|find (?:me )?online|find (?:me )?on the web|finn (?:meg )?på nett)\\b");

  /**
   * Phrases that ask where to buy something or at what price, with no other reading in the tuning
   * part's ordinary messages ("where can I buy", "cheapest", "beste pris"); "cheap" alone ("talk is
   * cheap") is not one.
   */
  private static final List<String> SHOPPING_ASKS = WordLists.list("SearchRule.SHOPPING_ASKS");

  private static final List<String> SHOPPING_WITHOUT_COMMAND = withoutCheap(SHOPPING);

  /**
   * The phrases but "cheap" and "billig"; a loop, not a stream: it runs at class initialisation.
   */
  private static List<String> withoutCheap(List<String> phrases) {
    List<String> out = new java.util.ArrayList<>(phrases.size());
    for (String p : phrases) {
      if (!p.equals("cheap") && !p.equals("billig")) {
        out.add(p);
      }
    }
    return java.util.Collections.unmodifiableList(out);
  }

  private SearchRule() {}

  /** Whether the message asks where to buy something or at what price. */
  static boolean shoppingAsk(Utterance u) {
    return u.hasAnyPhrase(SHOPPING_ASKS);
  }

  /** Whether the message is a search command that names the web, not only "find". */
  static boolean webCommand(Utterance u) {
    return mayCommand(u.lower) && WEB_COMMAND.matcher(u.lower).find();
  }

  /** Words one of which {@link #COMMAND} and {@link #WEB_COMMAND} need to match. */
  private static final List<String> COMMAND_WORDS =
      List.of(
          "search",
          "look",
          "googl",
          "bing",
          "find",
          "finn",
          "søk",
          "sok",
          "slå opp",
          "let ",
          "på nett",
          "duckduckgo");

  /**
   * Whether the text holds a command word: without one, neither command pattern can match, and no
   * matcher is built.
   */
  private static boolean mayCommand(String lower) {
    return COMMAND_WORD_SET.in(lower);
  }

  /** {@link #COMMAND_WORDS} looked for in one pass over the text (#23, session 30). */
  private static final Phrases COMMAND_WORD_SET = Phrases.of(COMMAND_WORDS);

  static boolean shopping(Utterance u) {
    return u.hasAnyPhrase(SHOPPING);
  }

  /**
   * "slå opp i ordboka", "look up in the dictionary", "search in this list": a look-up in a book, a
   * text or a file the user names, not on the web.
   */
  private static final Pattern ELSEWHERE =
      Pattern.compile(
          "^(?:i|in|inni|through|gjennom) (?:the |this |that |my |a |den |denne |det |dette |mitt |min )?(?:ordbok\\w*|dictionary|bok\\w*|book|leksikon\\w*|encyclopedia|list\\w*|tabell\\w*|table|dokument\\w*|document|fil\\w*|file|kode\\w*|code|tekst\\w*|text|manual\\w*|notat\\w*|notes|array|database\\w*|mappe\\w*|folder)\\b");

  /**
   * "can you search the web or is your knowledge fixed", "kan du søke på nettet eller": the web
   * itself where the query would be, with nothing to look for in it, asks what the assistant can
   * do.
   */
  private static final Pattern CAPABILITY =
      Pattern.compile(
          "^(?:the |on the |in the |på )?(?:web|internet|net|nettet|nett|online)\\b(?!\\s*(?:for|etter|:))");

  static List<Intent> match(Utterance u, boolean others, boolean shopping) {
    Matcher m = mayCommand(u.lower) ? COMMAND.matcher(u.lower) : null;
    if (m != null && m.find()) {
      Matcher t = THEN.matcher(u.lower);
      int end = t.find(m.start(1)) && t.start() > m.start(1) ? t.start() : m.end(1);
      String query = strip(u.original.substring(m.start(1), end));
      String first =
          query.split("[\\s,.;:!?]+")[0].toLowerCase(java.util.Locale.ROOT); // "search me, …"
      if (query.isEmpty()
          || NOT_QUERIES.contains(first)
          || ANYTHING.contains(query.toLowerCase(java.util.Locale.ROOT))
          || SOUGHT.contains(first) && u.lower.substring(0, m.start(1)).strip().endsWith("søk")
          || CAPABILITY.matcher(query.toLowerCase(java.util.Locale.ROOT)).find()
          || others && !shopping
          || ELSEWHERE.matcher(query.toLowerCase(java.util.Locale.ROOT)).find()) {
        return List.of();
      }
      return List.of(Intent.of(SearchFetcher.KIND, query));
    }
    // without a command, "cheap" or "billig" alone is no price hunt ("talk is cheap"); the other
    // shopping phrases are
    if (shopping && !others && u.hasAnyPhrase(SHOPPING_WITHOUT_COMMAND)) {
      return List.of(Intent.of(SearchFetcher.KIND, strip(u.original)));
    }
    return List.of();
  }

  /**
   * Where a search command's query ends and another request begins: "look up the opening hours and
   * tell me the USD to JPY rate", "søk etter hotell i roma og si meg kursen på euro".
   */
  private static final Pattern THEN =
      Pattern.compile(
          "\\s+(?:and|og|,? then|, and|, og|& )\\s*(?:also |så |også )?(?=(?:tell me|give me|show me|what's|whats|what is|what are|how's|hows|how is|how are|how much|how many|is it|will it|check|get me|the weather|the forecast|the latest|the price|the rate|the score|si meg|gi meg|vis meg|hva er|hva står|hvordan|hvor mye|sjekk|blir det|været|kursen|prisen|siste nytt|nyhetene|translate|oversett|a recipe|oppskrift)\\b)");

  /** The text after a search command's query where another request begins, or null. */
  static String then(Utterance u) {
    Matcher m = COMMAND.matcher(u.lower);
    if (!m.find()) {
      return null;
    }
    Matcher t = THEN.matcher(u.lower);
    if (t.find(m.start(1)) && t.start() > m.start(1)) {
      return u.original.substring(t.end());
    }
    return null;
  }

  private static String strip(String s) {
    int end = s.length();
    while (end > 0
        && (s.charAt(end - 1) == '?' || s.charAt(end - 1) == '!' || s.charAt(end - 1) == '.')) {
      end--;
    }
    return s.substring(0, end).strip();
  }
}
