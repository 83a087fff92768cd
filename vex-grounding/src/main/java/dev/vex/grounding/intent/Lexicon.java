package dev.vex.grounding.intent;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Word lists the rules share, in English and Norwegian bokmål. */
final class Lexicon {
  /** The days of the week in English and Norwegian, lower case. */
  static final Set<String> WEEKDAYS = WordLists.set("Lexicon.WEEKDAYS");

  /** The given words and the days of the week, one unmodifiable set. */
  static Set<String> withWeekdays(Set<String> words) {
    Set<String> all = new java.util.HashSet<>(words);
    all.addAll(WEEKDAYS);
    return Set.copyOf(all);
  }

  private Lexicon() {}

  /** Words that end a place, team or dish name. */
  static final Set<String> STOPS =
      withWeekdays(
          Set.of(
              "and",
              "og",
              "or",
              "eller",
              "today",
              "rn",
              "nå",
              "na",
              "akkurat",
              "later",
              "senere",
              "last",
              "siste",
              "ja",
              "nei",
              "lol",
              "pls",
              "plz",
              "idag",
              "imorgen",
              "morra",
              "helga",
              "natt",
              "natta",
              "tonite",
              "tmr",
              "2day",
              "yesterday",
              "igår",
              "går",
              "morning",
              "afternoon",
              "evening",
              "ute",
              "outside",
              "exactly",
              "kurs",
              "kursen",
              "resultat",
              "score",
              "game",
              "match",
              "kamp",
              "kampen",
              "still",
              "again",
              "igjen",
              "sikkert",
              "da",
              "så",
              "vs",
              "versus",
              "mot",
              "tomorrow",
              "tmrw",
              "tonight",
              "now",
              "this",
              "next",
              "right",
              "i",
              "in",
              "at",
              "on",
              "for",
              "på",
              "til",
              "like",
              "please",
              "then",
              "also",
              "plus",
              "what",
              "what's",
              "whats",
              "how",
              "hva",
              "hvordan",
              "when",
              "når",
              "is",
              "are",
              "will",
              "the",
              "a",
              "an",
              "with",
              "med",
              "om",
              "about",
              "weather",
              "været",
              "vær",
              "forecast",
              "price",
              "pris",
              "prisen",
              "stock",
              "stocks",
              "and/or",
              "dag",
              "morgen",
              "kveld",
              "overmorgen",
              "helgen",
              "weekend",
              "week",
              "uke",
              "uka",
              "did",
              "does",
              "do",
              "can",
              "show",
              "give",
              "tell",
              "check",
              "get",
              "vis",
              "sjekk",
              "gi",
              "why",
              "hvorfor",
              "who",
              "where",
              "hvor",
              "er",
              "blir",
              "kan",
              "my",
              "min",
              "mitt",
              "mine",
              "should",
              // quantifiers before a weather word ("any rain today?", "noe snø i helga?")
              "any",
              "some",
              "much",
              "more",
              "lots",
              "heavy",
              "light",
              "gonna",
              "noe",
              "mye",
              "litt",
              "mer"));

  /** Words and phrases that make a number about money the point of the question. */
  static final Set<String> PRICE_WORDS = WordLists.set("Lexicon.PRICE_WORDS");

  /** Words that may follow "at" at the end of a question of value ("what's tesla at today"). */
  private static final Set<String> AFTER_AT = WordLists.set("Lexicon.AFTER_AT");

  /**
   * Whether the message asks where something is "at" ("what's tesla at", "where's nvidia at
   * today?"): "at" is its last word or followed only by a time or a thanks; or, in Norwegian, what
   * it trades at ({@link #tradedAt}).
   */
  static boolean valueAt(Utterance u) {
    List<String> w = u.lowerWords;
    for (int i = 1; i < w.size(); i++) {
      if (w.get(i).equals("at")
          && (i + 1 == w.size() || i + 3 >= w.size() && AFTER_AT.contains(w.get(i + 1)))) {
        // a greeting or filler before the question: "hey whats monero at", "ok so where's eth at"
        int q = 0;
        while (q < 2 && q + 2 < i && OPENERS.contains(w.get(q))) {
          q++;
        }
        String first = w.get(q);
        return first.startsWith("what") || first.startsWith("where") || first.equals("how");
      }
    }
    return tradedAt(u);
  }

  /**
   * Where a coin or share trades, asked in Norwegian: "hva handles monero til", "hva omsettes eth
   * for i dag": the verb, then "til" or "for" last or before a time ("hva handles det om" is no
   * price).
   */
  static boolean tradedAt(Utterance u) {
    if (!u.hasAnyWord(TRADED)) {
      return false;
    }
    List<String> w = u.lowerWords;
    int end = w.size();
    while (end > 1 && TRADED_TIME.contains(w.get(end - 1))) {
      end--;
    }
    return w.get(end - 1).equals("til") || w.get(end - 1).equals("for");
  }

  private static final Set<String> TRADED = Set.of("handles", "omsettes", "handlast");
  private static final Set<String> TRADED_TIME = Set.of("nå", "no", "i", "dag", "idag");

  /** Greetings and fillers a question may open with ("hey", "yo", "ok so"). */
  private static final Set<String> OPENERS = WordLists.set("Lexicon.OPENERS");

  /** Phrases that do the same. */
  static final List<String> PRICE_PHRASES =
      List.of("how much", "hvor mye", "i dag", "what is", "what's", "hva er", "hva står");

  /** Words that make a ticker or company a stock question. */
  static final Set<String> STOCK_WORDS =
      Set.of(
          "stock",
          "stocks",
          "share",
          "shares",
          "ticker",
          "aksje",
          "aksjen",
          "aksjer",
          "aksjekurs",
          "aksjekursen",
          "kurs",
          "kursen",
          "quote",
          "quotes",
          "price",
          "prices",
          "pris",
          "prisen",
          "doing",
          "close",
          "closed",
          "trading",
          "traded",
          "earnings",
          "market",
          "børs",
          "børsen",
          "up",
          "down",
          "opp",
          "ned",
          "steget",
          "falt",
          "stuper",
          "handles",
          "står",
          // "AMD premarket?", "Tesla after hours": the market's hours
          "premarket",
          "pre-market",
          "afterhours",
          "after-hours");

  /**
   * Tickers people write in lower case ("msft?", "nvda kurs"), upper case here. A lower-case word
   * is taken as a ticker only when it is one of these and the message is short or about a price.
   */
  static final Set<String> LOWER_TICKERS = WordLists.set("Lexicon.LOWER_TICKERS");

  /** Capital words that are not tickers. */
  static final Set<String> NOT_TICKERS = WordLists.set("Lexicon.NOT_TICKERS");

  /** Tickers of crypto ETFs, which belong to stocks. */
  static final Set<String> CRYPTO_ETFS = WordLists.set("Lexicon.CRYPTO_ETFS");

  /** Company names (lower case) and how to write them. */
  static final Map<String, String> COMPANIES = new LinkedHashMap<>();

  /** Team names (lower case) and how to write them. */
  static final Map<String, String> TEAMS = new LinkedHashMap<>();

  /**
   * Team names (lower case) that are also ordinary words ("heat", "eagles", "moss"): read as the
   * team only beside a word about a match.
   */
  static final Set<String> WORD_TEAMS = new java.util.HashSet<>();

  /** Norwegian dish words and their English names for TheMealDB. */
  static final Map<String, String> DISHES = new LinkedHashMap<>();

  /** Currencies by the words that name them. */
  static final Map<String, String> CURRENCIES = new LinkedHashMap<>();

  static {
    for (String c :
        List.of(
            "Norsk Hydro",
            "Kongsberg Gruppen",
            "Aker BP",
            "Nordic Semiconductor",
            "Berkshire Hathaway",
            "Apple",
            "Tesla",
            "Nvidia",
            "Microsoft",
            "Amazon",
            "Alphabet",
            "Google",
            "Meta",
            "Netflix",
            "Intel",
            "AMD",
            "IBM",
            "Oracle",
            "Equinor",
            "DNB",
            "Telenor",
            "Yara",
            "Mowi",
            "Orkla",
            "SalMar",
            "Kahoot",
            "Spotify",
            "Samsung",
            "Volvo",
            "Nokia",
            "Ericsson",
            "Boeing",
            "Disney",
            "Palantir",
            "GameStop",
            "Salesforce",
            "Adobe",
            "Frontline",
            "Norwegian",
            "Storebrand",
            "Kongsberg",
            "Vår Energi",
            "Nordic Semi",
            "Novo Nordisk",
            "Coca Cola",
            "Coca-Cola",
            "Uber",
            "Shopify",
            "Airbnb",
            "Moderna",
            "Pfizer",
            "Siemens",
            "SAP",
            "Toyota",
            "Sony",
            "Hafnia",
            "Tomra",
            "Schibsted",
            "Aker",
            "Gjensidige",
            "Entra",
            "Borregaard",
            "Elkem",
            "Autostore",
            "Europris",
            "Kitron",
            "Subsea 7",
            "TGS",
            "Wallenius Wilhelmsen",
            "Ford",
            "Ford Motor",
            "General Motors",
            "GM",
            "Walmart",
            "JPMorgan",
            "Mastercard",
            "ExxonMobil",
            "Exxon",
            "Chevron",
            "PepsiCo",
            "Pepsi",
            "McDonald's",
            "Nike",
            "Starbucks",
            "Ferrari",
            "Volkswagen",
            "Porsche",
            "Rivian",
            "Coinbase",
            "PayPal",
            "Qualcomm",
            "Broadcom",
            "TSMC",
            "ASML",
            "Micron",
            "Cisco",
            "Goldman Sachs",
            "Morgan Stanley",
            "Bank of America",
            "Citigroup",
            "Wells Fargo",
            "Johnson & Johnson",
            "AstraZeneca",
            "Novartis",
            "Nestle",
            "Unilever",
            "Airbus",
            "Lockheed Martin",
            "Caterpillar",
            "Honda",
            "Hyundai",
            "Alibaba",
            "Tencent",
            "Baidu",
            "BYD",
            "Aker Solutions",
            "Scatec",
            "Lerøy",
            "Veidekke",
            "Golden Ocean",
            "DNO",
            "Okea",
            "Atea",
            "Bakkafrost",
            "Grieg Seafood",
            "Austevoll",
            // Oslo Børs names asked of as they are written in Norwegian (session 21)
            "Nel",
            "Hexagon Composites",
            "REC Silicon",
            "Aker Horizons",
            "Aker Carbon Capture",
            "Norske Skog",
            "Höegh Autoliners",
            "Flex LNG",
            "BW LPG",
            "Borr Drilling",
            "Cadeler",
            "Zaptec",
            "Adevinta",
            "AF Gruppen",
            "SR-Bank",
            "Wilh. Wilhelmsen",
            "Odfjell Drilling",
            "Protector Forsikring",
            "Kongsberg Automotive")) {
      COMPANIES.put(c.toLowerCase(java.util.Locale.ROOT), c);
    }
    for (String t : WordLists.list("Lexicon.list")) {
      TEAMS.put(t.toLowerCase(java.util.Locale.ROOT), t);
    }
    for (String t : WordLists.list("Lexicon.list.2")) {
      TEAMS.put(t.toLowerCase(java.util.Locale.ROOT), t);
    }
    String[][] aliases = {
      {"man united", "Manchester United"},
      {"man utd", "Manchester United"},
      {"man u", "Manchester United"},
      {"united", "Manchester United"},
      {"red devils", "Manchester United"},
      {"man city", "Manchester City"},
      {"city", "Manchester City"},
      {"spurs", "Tottenham Hotspur"},
      {"gunners", "Arsenal"},
      {"the gunners", "Arsenal"},
      {"barca", "Barcelona"},
      {"barça", "Barcelona"},
      {"fc barcelona", "Barcelona"},
      {"juve", "Juventus"},
      {"bayern", "Bayern Munich"},
      {"bayern münchen", "Bayern Munich"},
      {"glimt", "Bodø/Glimt"},
      {"bodo/glimt", "Bodø/Glimt"},
      {"rbk", "Rosenborg"},
      {"vif", "Vålerenga"},
      {"lsk", "Lillestrøm"},
      {"toffees", "Everton"},
      {"villa", "Aston Villa"},
      {"dortmund", "Borussia Dortmund"},
      {"bvb", "Borussia Dortmund"},
      {"lakers", "Los Angeles Lakers"},
      {"celtics", "Boston Celtics"},
      {"warriors", "Golden State Warriors"},
      {"dubs", "Golden State Warriors"},
      {"yankees", "New York Yankees"},
      {"tromsø", "Tromsø IL"},
      {"ffk", "Fredrikstad"},
      {"aafk", "Aalesund"},
      {"magpies", "Newcastle United"},
      {"hammers", "West Ham"},
      {"blues", "Chelsea"},
      {"reds", "Liverpool"},
      {"real", "Real Madrid"},
      {"inter", "Inter Milan"},
      {"milan", "AC Milan"},
      {"atletico", "Atletico Madrid"},
      {"atlético", "Atletico Madrid"},
      {"psg", "PSG"},
      {"molde fk", "Molde"},
      {"sk brann", "Brann"},
      {"norge", "Norway"},
      {"landslaget", "Norway"},
      {"forest", "Nottingham Forest"},
      {"wolves", "Wolverhampton"},
      {"palace", "Crystal Palace"},
      {"leeds", "Leeds United"},
      // nicknames as supporters write them
      {"saints", "Southampton"},
      {"foxes", "Leicester City"},
      {"seagulls", "Brighton"},
      {"cherries", "Bournemouth"},
      {"bees", "Brentford"},
      {"cottagers", "Fulham"},
      {"canaries", "Norwich City"},
      {"hornets", "Watford"},
      {"citizens", "Manchester City"},
      {"toon", "Newcastle United"},
      {"baggies", "West Bromwich Albion"},
      {"los blancos", "Real Madrid"},
      {"ham-kam", "HamKam"},
      {"ham kam", "HamKam"},
      {"hamkam", "HamKam"},
      {"godset", "Strømsgodset"},
      {"kfum", "KFUM Oslo"},
      {"kfum oslo", "KFUM Oslo"}
    };
    for (String[] a : aliases) {
      TEAMS.putIfAbsent(a[0], a[1]);
    }
    // nicknames above that are animals or everyday plurals: a team only beside a match word
    WORD_TEAMS.addAll(WordLists.list("Lexicon.list.3"));
    readTeams();
    DISHES.put("pannekaker", "pancakes");
    DISHES.put("pannekake", "pancakes");
    DISHES.put("kjøttkaker", "meatballs");
    DISHES.put("kjøttboller", "meatballs");
    DISHES.put("fiskesuppe", "fish soup");
    DISHES.put("fiskekaker", "fish cakes");
    DISHES.put("kyllingsuppe", "chicken soup");
    DISHES.put("tomatsuppe", "tomato soup");
    DISHES.put("vafler", "waffles");
    DISHES.put("eplekake", "apple cake");
    DISHES.put("sjokoladekake", "chocolate cake");
    DISHES.put("gulrotkake", "carrot cake");
    DISHES.put("kylling", "chicken");
    DISHES.put("laks", "salmon");
    DISHES.put("brød", "bread");
    DISHES.put("boller", "buns");
    DISHES.put("biff", "steak");
    DISHES.put("lammestek", "roast lamb");

    CURRENCIES.put("nok", "NOK");
    CURRENCIES.put("kr", "NOK");
    CURRENCIES.put("kroner", "NOK");
    CURRENCIES.put("krone", "NOK");
    CURRENCIES.put("usd", "USD");
    CURRENCIES.put("dollar", "USD");
    CURRENCIES.put("dollars", "USD");
    CURRENCIES.put("eur", "EUR");
    CURRENCIES.put("euro", "EUR");
    CURRENCIES.put("euros", "EUR");
    CURRENCIES.put("sek", "SEK");
    CURRENCIES.put("dkk", "DKK");
    CURRENCIES.put("gbp", "GBP");
    CURRENCIES.put("pounds", "GBP");
  }

  /**
   * Reads {@code teams.txt}: a team a line, its name then the names supporters use for it, joined
   * by "|"; a name marked "~" is also an ordinary word. A name Lexicon already holds keeps its
   * team.
   */
  private static void readTeams() {
    java.io.InputStream in = Lexicon.class.getResourceAsStream("teams.txt");
    if (in == null) {
      throw new IllegalStateException("teams.txt is missing from the jar");
    }
    try (java.io.BufferedReader r =
        new java.io.BufferedReader(
            new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] names = line.strip().split("\\|");
        String team = names[0];
        for (int k = 1; k < names.length; k++) {
          String n = names[k].strip().toLowerCase(java.util.Locale.ROOT);
          boolean word = n.startsWith("~");
          n = word ? n.substring(1) : n;
          if (!n.isEmpty() && TEAMS.putIfAbsent(n, team) == null && word) {
            WORD_TEAMS.add(n);
          }
        }
        TEAMS.putIfAbsent(team.toLowerCase(java.util.Locale.ROOT), team);
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
