package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Weather questions: a weather word and a place ("weather in Oslo", "will it rain in Bergen
 * tomorrow", "hvordan er været i Trondheim"), or a direct question about the weather without a
 * place ("what's the weather like"). Idioms ("under the weather") and weather words in passing
 * without a place fire nothing.
 */
final class WeatherRule {
  private static final Set<String> STRONG =
      Set.of(
          "weather",
          "forecast",
          "temperature",
          "temperatur",
          "temperaturen",
          "været",
          "vær",
          "værmelding",
          "værmeldingen",
          "værvarsel",
          "værvarselet",
          "wether",
          "weahter",
          "vaer",
          "vaeret",
          "temp",
          "temps",
          "vêret",
          "vêr",
          // nynorsk "vêret" typed without its circumflex: "korleis blir veret i Odda i morgon"
          "veret",
          "weathr",
          "yr",
          "humidity",
          "luftfuktighet",
          "uv",
          "minusgrader",
          "plussgrader",
          "kuldegrader",
          "varmegrader",
          "uvær",
          "stormvarsel",
          "værmeldinga",
          "meteorologisk",
          // what the weather report gives beside the temperature: humidity, UV (as "uv" above),
          // precipitation; not sunrise, sunset, dew point or air pressure, which it does not hold
          // (an ask for them would make the guards require the temperature of an honest answer)
          "luftfuktigheten",
          "fuktigheten",
          "uv-indeks",
          "uv-indeksen",
          "uv-index",
          "uv-en",
          "nedbør",
          "nedbøren",
          "precipitation");
  private static final Set<String> WEAK =
      Set.of(
          "rain",
          "raining",
          "rainy",
          "snow",
          "snowing",
          "sunny",
          "windy",
          "umbrella",
          "cold",
          "hot",
          "warm",
          "freezing",
          "storm",
          "stormy",
          "regn",
          "regne",
          "regner",
          "øsregner",
          "pøsregner",
          "styrtregner",
          "høljregner",
          "snø",
          "snør",
          "varmt",
          "kaldt",
          "vind",
          "vindfullt",
          "grader",
          "paraply",
          "jacket",
          "jakke",
          "fog",
          "foggy",
          "tåke",
          "glatt",
          "snowy",
          "storms",
          "degrees",
          "frost",
          "shorts",
          "nysnø",
          "tørt",
          "regnjakke",
          "vinterjakke",
          "kald",
          "varm",
          "sol",
          "sunshine",
          "thunder",
          "torden",
          "hail",
          "thunderstorm",
          "thunderstorms",
          "dry",
          "fint",
          "hagl",
          "sludd",
          "sleet",
          "pent",
          "nice out",
          "humid",
          "pouring",
          "soaked",
          "icy",
          "sunscreen",
          "coat",
          "wind",
          "tordenvær",
          "badevær",
          "brodder",
          "snøfall",
          "blåser",
          "gradestokken",
          "pøsregn",
          "regnvær",
          "skinner",
          "minus",
          "warmer",
          "colder",
          "varmere",
          "kaldere",
          "freeze",
          "drizzle",
          // what to wear or bring for it, and weather words the tables lacked
          "gloves",
          "mittens",
          "scarf",
          "raincoat",
          "wellies",
          "sunglasses",
          "layers",
          "votter",
          "lue",
          "skjerf",
          "regntøy",
          "ullundertøy",
          "blåse",
          "blåsete",
          "vindkast",
          "kuling",
          "solskinn",
          "overskyet",
          "skyet",
          "cloudy",
          "overcast",
          "breezy",
          "chilly",
          "muggy",
          "scorching",
          "heatwave",
          "hetebølge",
          "fuktig",
          "fuktighet",
          "gusts",
          "gusty",
          "vindstille",
          "vindstyrke",
          "vindstyrken",
          "vindkastene",
          // session 28's tables: pollen counts are in the forecast people ask for ("pollenvarsel
          // for Trondheim i morgen"), and the wind by its definite form ("vinden i Lofoten nå")
          "pollen",
          "pollenvarsel",
          "pollenvarselet",
          "pollenvarslet",
          "vinden",
          // the present forms of the words above: "is it drizzling", "hagler det"
          "drizzling",
          "drizzly",
          "hailing",
          "sleeting",
          "hagler",
          "sludder",
          // misspelt as typed (session 19's retired parts): "forcast trondheim", "whats the
          // temprature in Stavanger", "wthr nyc tmrw", "vaermelding aalesund"
          "forcast",
          "forecats",
          "temprature",
          "temperture",
          "tempratur",
          "wthr",
          "wheather",
          "weater",
          "vaermelding",
          "vaermeldingen",
          "væremelding",
          "værr",
          // session 26's tables: "whats the wetter in tromsø", "tempreture in Long Beach"
          "wetter",
          "tempreture",
          "temparature",
          "tempature");

  /**
   * Phrases that speak of the weather without a weather word: "will it be nice out", "fint ute",
   * "t-skjorte-vær" is read as a word ending in "vær".
   */
  private static final List<String> WEAK_PHRASES =
      List.of(
          "nice out",
          "nice outside",
          // "can I cycle to work today without getting wet", "sykle i dag utan å bli våt"
          "without getting wet",
          // "fryser det i Oslo nå", "frys det?" (Forms reads the dialect "frys"); "jeg fryser" is
          // the user's own cold
          "fryser det",
          "uten å bli våt",
          "utan å bli våt",
          "utan å bli blaut",
          "be nice this",
          "be nice on",
          "be nice tomorrow",
          "be nice today",
          "nice day for",
          "beach day",
          "heat wave",
          "t-shirt",
          "fint ute",
          "fint i helga",
          "fint i morgen",
          "bli fint",
          "pent ute",
          "bli pent",
          // what the report gives without a weather noun: "is it below zero", "wind speed"
          "below zero",
          "under null",
          "wind speed",
          // "what's it like outside in London", "what's it doing outside in Cardiff", "what's the
          // high today in Austin": the weather asked without a weather word
          "like outside",
          "doing outside",
          "looking outside",
          "like out there",
          "the high today",
          "the high tomorrow",
          "the low tonight",
          "the low tomorrow",
          "today's high",
          "tomorrow's high",
          // the weather asked by what it does to the day: "is the sun out in Tromsø", "do I
          // need to scrape the car in the morning" (frost), "må jeg skrape ruta"
          "sun out",
          "scrape the car",
          "scrape the windshield",
          "scrape the windscreen",
          "scrape my car",
          "scrape the ice",
          "skrape bilen",
          "skrape ruta",
          "skrape rutene",
          "skrape frontruta",
          // the weather asked by drying the washing outside: "can I hang the laundry outside",
          // "hang the washing out", "kan jeg henge ut klesvasken", "tørke klær ute"
          "laundry outside",
          "laundry out today",
          "laundry out tomorrow",
          "washing out",
          "washing outside",
          "clothes outside",
          "henge ut klesvask",
          "henge ut klesvasken",
          "henge ut vasken",
          "henge ut tøyet",
          "klesvasken ute",
          "klesvask ute",
          "klær ute",
          "tøy ute",
          "tøyet ute",
          // the weather asked by a meal or a day outdoors: "good day for a bbq in Kristiansand",
          // "kan vi grille ute i kveld", "any sun in Malaga next week"
          "day for a bbq",
          // ... or by an outdoor activity on that day: "good day for skiing in Hemsedal?", "good
          // day for drying hay in Voss?", "god dag for å gå på ski i Nordmarka i dag?"
          "good day for skiing",
          "nice day for skiing",
          "good day for hiking",
          "nice day for hiking",
          "good day for a hike",
          "nice day for a hike",
          "good day for sailing",
          "nice day for sailing",
          "good day for swimming",
          "nice day for swimming",
          "good day for a swim",
          "nice day for a swim",
          "good day for cycling",
          "nice day for cycling",
          "good day for a bike ride",
          "nice day for a bike ride",
          "good day for fishing",
          "nice day for fishing",
          "good day for drying hay",
          "nice day for drying hay",
          "god dag for å gå på ski",
          "fin dag for å gå på ski",
          "god dag for skitur",
          "fin dag for skitur",
          "god dag for å gå på tur",
          "fin dag for å gå på tur",
          "god dag for fjelltur",
          "fin dag for fjelltur",
          "god dag for å bade",
          "fin dag for å bade",
          "god dag for bading",
          "fin dag for bading",
          "god dag for å sykle",
          "fin dag for å sykle",
          "god dag for å seile",
          "fin dag for å seile",
          "god dag for å fiske",
          "fin dag for å fiske",
          "god dag for å tørke høy",
          "fin dag for å tørke høy",
          // "frys det på i natt på Lillehammer?" (dialect "frys" read as "fryser"): frost asked
          "fryser det på",
          "day for a barbecue",
          "day for a picnic",
          "day for the beach",
          "weather for a bbq",
          "bbq outside",
          "grill outside",
          "barbecue outside",
          "grille ute",
          "grilla ute",
          "spise ute",
          "eat outside",
          "any sun",
          "noe sol",
          // heavy rain in words of pouring: "eller pøser det ned", "øser det ned i Bergen?"
          "pøser det ned",
          "øser det ned",
          "pøser ned",
          "øser ned");

  /** The first weather phrase's first word, or -1; a word ending in "vær" ("shortsvær"). */
  private static int weakPhrase(Utterance u) {
    // one pass for the whole list first: most messages hold none of its phrases (#23, session 30)
    for (String p : u.hasAnyPhrase(WEAK_PHRASES) ? WEAK_PHRASES : List.<String>of()) {
      if (u.has(p)) {
        String first = p.split(" ")[0];
        int at = u.lowerWords.indexOf(first);
        if (at >= 0) {
          return at;
        }
      }
    }
    for (int i = 0; i < u.lowerWords.size(); i++) {
      String w = u.lowerWords.get(i);
      if (w.length() >= 6 && (w.endsWith("vær") || w.endsWith("været") || w.endsWith("weather"))) {
        return i;
      }
      // "glovarmt", "iskaldt", "steikvarmt": a warm or cold word made stronger
      if (w.length() >= 7 && (w.endsWith("varmt") || w.endsWith("kaldt"))) {
        return i;
      }
    }
    return -1;
  }

  private static final Set<String> PLACE_PREPOSITIONS =
      WordLists.set("WeatherRule.PLACE_PREPOSITIONS");
  private static final Set<String> NOT_PLACES =
      Set.of(
          "morgen",
          "morgon",
          // tomorrow in dialects: "kordan blir vêret i morgo", "i mårå"
          "morgo",
          "mårå",
          "mårra",
          "mårn",
          "dag",
          "kveld",
          "natt",
          "overmorgen",
          "helgen",
          "helga",
          "går",
          "ettermiddag",
          "here",
          "there");
  private static final Set<String> QUESTION_STARTS = WordLists.set("WeatherRule.QUESTION_STARTS");

  private static final Set<String> WHEN = WordLists.set("WeatherRule.WHEN");
  private static final Set<String> ENGLISH_BEFORE_I = WordLists.set("WeatherRule.ENGLISH_BEFORE_I");
  private static final Set<String> ENGLISH_AFTER_I = WordLists.set("WeatherRule.ENGLISH_AFTER_I");
  private static final Set<String> QUESTION_FORMS =
      Set.of(
          "e",
          "bi",
          "vert",
          "is",
          "will",
          "gonna",
          "going",
          "blir",
          "kommer",
          "er",
          "any",
          "do",
          "should",
          "må",
          "trenger",
          // nynorsk: "treng eg jakke i kveld", "vert det regn"
          "treng",
          "kan",
          // "can I hang the laundry outside today", "could we eat outside tonight"
          "can",
          "could",
          "how",
          "hvor",
          "hvordan",
          "what",
          "whats",
          "what's",
          "regner",
          "snør",
          "øsregner",
          "pøsregner",
          "styrtregner",
          "høljregner",
          // "pøser det ned", "øser det ned": pouring now
          "pøser",
          "øser");

  /**
   * A question inside the message, not at its start: "can i dry laundry outside today or will it
   * rain", "should i wear shorts today or is it cold out".
   */
  private static final List<String> ASKED_CLAUSES =
      List.of(
          "will it",
          "is it",
          "is it gonna",
          "is it going to",
          "gonna be",
          "blir det",
          "er det",
          "kommer det",
          "regner det",
          "snør det",
          "fryser det",
          // dialect and nynorsk: "e det kaldt ute", "bi det regn", "vert det sol"
          "e det",
          "bi det",
          "vert det");

  private WeatherRule() {}

  /** "a storm coming to Bergen", "heading to Miami": "to" after a verb of coming names a place. */
  private static boolean comingTo(Utterance u, int i) {
    return i > 0 && u.lowerWords.get(i).equals("to") && COMING.contains(u.lowerWords.get(i - 1));
  }

  private static final Set<String> COMING = Set.of("coming", "heading", "headed", "hitting");

  /** Whether "i" at this index is the English pronoun rather than the Norwegian "in". */
  private static boolean englishI(Utterance u, int i) {
    if (!u.lowerWords.get(i).equals("i")) {
      return false;
    }
    if (u.words.get(i).equals("I")) {
      return true;
    }
    return i > 0 && ENGLISH_BEFORE_I.contains(u.lowerWords.get(i - 1))
        || i + 1 < u.words.size() && ENGLISH_AFTER_I.contains(u.lowerWords.get(i + 1));
  }

  /** A short question about the weather now or soon, with no place ("is it gonna rain tmrw"). */
  private static boolean whenQuestion(Utterance u) {
    boolean when = false;
    for (String w : u.lowerWords) {
      when |= WHEN.contains(w);
    }
    if (u.has("i dag") || u.has("i morgen") || u.has("i kveld") || u.has("i natt")) {
      when = true;
    }
    // "is it raining?", "snør det?": the present tense asks about now
    if (!when && u.hasAnyPhrase(RAINING_NOW)) {
      when = true;
    }
    boolean question =
        u.original.strip().endsWith("?")
            || QUESTION_FORMS.contains(u.lowerWords.get(0))
            || u.hasAnyPhrase(ASKED_CLAUSES);
    // "will I need an umbrella", "trenger jeg paraply": what to bring asks about the weather now
    if (!when && u.hasAnyWord(WEAR) && u.hasAnyWord(NEED) && question) {
      when = true;
    }
    return when && (question || u.words.size() <= 4);
  }

  /** A question in the present tense, which asks about the weather now. */
  private static final List<String> RAINING_NOW =
      List.of(
          "is it raining",
          "is it snowing",
          "is it pouring",
          "is it drizzling",
          "is it hailing",
          "is it windy",
          "is it foggy",
          "regner det",
          "snør det",
          "snøer det",
          // "frys det?", "fryser det i Oslo nå": freezing now (dialect "frys", Forms)
          "fryser det",
          "blåser det",
          "hagler det",
          "øsregner det",
          "pøser det",
          "øser det",
          "regnar det",
          "snør e",
          "regne det");

  private static final Set<String> PRONOUNS = WordLists.set("WeatherRule.PRONOUNS");

  private static final Set<String> WEAR = WordLists.set("WeatherRule.WEAR");

  private static final Set<String> NEED = WordLists.set("WeatherRule.NEED");

  /**
   * Whether the message asks what to wear or bring: a word of gear and a word of needing or
   * bringing ("should i bring a jacket", "trenger jeg paraply").
   */
  static boolean gearAsked(Utterance u) {
    return u.hasAnyWord(WEAR) && u.hasAnyWord(NEED);
  }

  /** Days gone by: the source has no weather of the past. */
  private static final List<String> GONE_BY =
      List.of(
          "yesterday",
          "i går",
          "igår",
          "i forgårs",
          "last week",
          "last year",
          "last summer",
          "last winter",
          "forrige uke",
          "forrige helg",
          "i fjor",
          "i fjor sommer",
          "i fjor vinter",
          // the past tense of the weather: "how cold was it in Tromsø last January", "regnet det
          // mye i Bergen i går"
          "was it",
          "var det",
          "did it rain",
          "did it snow",
          "regnet det",
          "snødde det",
          "blåste det",
          "last month",
          "forrige måned",
          "last january",
          "last february",
          "last march",
          "last april",
          "last may",
          "last june",
          "last july",
          "last august",
          "last september",
          "last october",
          "last november",
          "last december",
          "last spring",
          "last autumn",
          "last fall");

  /** The usual weather of a place, not today's: "is it always windy", "regner det vanligvis". */
  private static final Set<String> USUAL =
      Set.of(
          "always",
          "usually",
          "typically",
          "normally",
          "generally",
          "alltid",
          "vanligvis",
          "typisk",
          "normalt",
          "generelt",
          // "hva er normal temperatur i Bergen i juli": the climate's normal (session 30)
          "normal",
          "normale",
          "normaltemperatur",
          "normaltemperaturen",
          "gjennomsnittstemperatur",
          "gjennomsnittstemperaturen",
          "snittemperatur",
          "snittemperaturen");

  /** A time now or to come, which makes the weather asked for one the source has. */
  private static final Set<String> NOW_OR_SOON =
      Lexicon.withWeekdays(WordLists.set("WeatherRule.list"));

  private static final List<String> NOW_OR_SOON_PHRASES =
      List.of("this week", "i dag", "i kveld", "i morgen", "i morra", "i natt", "this afternoon");

  /**
   * "I got soaked in the rain yesterday in Bergen", "er det alltid kaldt på Svalbard": the weather
   * of a day gone by or the usual climate, with no time now or to come.
   */
  static boolean goneByOrUsual(Utterance u) {
    return (u.hasAnyPhrase(GONE_BY) || u.hasAnyWord(USUAL))
        && !u.hasAnyWord(NOW_OR_SOON)
        && !u.hasAnyPhrase(NOW_OR_SOON_PHRASES);
  }

  /** Things whose temperature is asked, not the air's: "oven temperature", "kroppstemperatur". */
  private static final Set<String> NOT_AIR = WordLists.set("WeatherRule.NOT_AIR");

  /** The question forms of {@link #askedNowOrSoon}. */
  private static final List<String> ASKED_NOW = WordLists.list("WeatherRule.ASKED_NOW");

  /**
   * "is it windy in Bergen now", "hvor mye snø kommer det i natt": a question in so many words
   * about the weather today, tonight, tomorrow or now, which is an ask whatever the ask model reads
   * in the rest of the message (the forms of a mention are read before it).
   */
  static boolean askedNowOrSoon(Utterance u) {
    // a short question in the present tense says now by itself ("is it windy out"); a longer one
    // may be about a picture or a song ("is it raining in the painting by Monet")
    return (u.hasAnyWord(NOW_OR_SOON)
            || u.hasAnyPhrase(NOW_OR_SOON_PHRASES)
            || u.words.size() <= 5 && u.hasAnyPhrase(RAINING_NOW))
        && u.hasAnyPhrase(ASKED_NOW)
        && !goneByOrUsual(u);
  }

  /** Words of choosing a thing to buy or own: "a good jacket for hiking", "beste regnjakke". */
  private static final Set<String> CHOICE = WordLists.set("WeatherRule.CHOICE");

  /**
   * "what's a good jacket for hiking in Norway", "hvilken paraply bør jeg kjøpe": gear chosen, with
   * no time that would make it about the weather now.
   */
  private static boolean choosingGear(Utterance u) {
    for (int i = 1; i < u.lowerWords.size(); i++) {
      if (WEAR.contains(u.lowerWords.get(i)) && CHOICE.contains(u.lowerWords.get(i - 1))) {
        for (String w : u.lowerWords) {
          if (WHEN.contains(w)) {
            return false;
          }
        }
        return !(u.has("i dag") || u.has("i morgen") || u.has("i kveld") || u.has("i natt"));
      }
    }
    return false;
  }

  static List<Intent> match(Utterance u) {
    if (u.has("under the weather")) {
      return List.of();
    }
    int kw = u.indexOf(STRONG);
    if (kw < 0) {
      kw = whetherForWeather(u);
    }
    if (kw > 0 && NOT_AIR.contains(u.lowerWords.get(kw - 1))) {
      // "oven temperature for Bakewell tart", "body temperature": the temperature of a thing
      return List.of();
    }
    boolean strong = kw >= 0;
    if (!strong && choosingGear(u)) {
      return List.of();
    }
    if (!strong) {
      kw = u.indexOf(WEAK);
      if (kw < 0) {
        kw = weakPhrase(u);
      }
      if (kw < 0) {
        return List.of();
      }
      if (u.lowerWords.get(kw).equals("sol") && CryptoRule.marketBeside(u)) {
        // "sol vs eth today", "har sol steget i prosent": the coin, not the sun
        return List.of();
      }
    }
    List<String> places = new java.util.ArrayList<>(places(u, kw));
    // "shorts weather today?": a weather word is no place
    places.removeIf(
        p -> {
          String first = p.split(" ")[0].toLowerCase(java.util.Locale.ROOT);
          return WEAK.contains(first)
              || STRONG.contains(first)
              || WEAR.contains(first)
              || NEED.contains(first)
              || PRONOUNS.contains(first);
        });
    String place = places.isEmpty() ? "" : places.get(0);
    if (place.isEmpty()) {
      boolean question = u.words.size() <= 3 || QUESTION_STARTS.contains(u.lowerWords.get(0));
      if (!(strong && question) && !whenQuestion(u)) {
        return List.of();
      }
    }
    int day = day(u);
    Map<String, String> params =
        day == 0 ? Map.of() : Map.of(WeatherFetcher.DAY, String.valueOf(day));
    if (places.size() <= 1) {
      return List.of(new Intent(WeatherFetcher.KIND, place, params));
    }
    List<Intent> out = new java.util.ArrayList<>();
    for (String p : places) {
      out.add(new Intent(WeatherFetcher.KIND, p, params));
    }
    return out;
  }

  /**
   * "the whether in cork this week": "whether" typed for "weather" after "the" and before a place's
   * preposition (#21, session 26), where the conjunction never stands; its index, or -1.
   */
  private static int whetherForWeather(Utterance u) {
    int n = u.lowerWords.size();
    for (int i = 1; i + 1 < n; i++) {
      if (u.lowerWords.get(i).equals("whether")
          && u.lowerWords.get(i - 1).equals("the")
          && PLACE_PREPOSITIONS.contains(u.lowerWords.get(i + 1))) {
        return i;
      }
    }
    return -1;
  }

  /** The words of a place's kind that end its name: "Miami Beach", "Palm Springs". */
  private static final Set<String> PLACE_KINDS = WordLists.set("WeatherRule.PLACE_KINDS");

  /** The US states of one word, written out after a city: "Paris Texas". */
  private static final Set<String> STATE_NAMES = WordLists.set("WeatherRule.STATE_NAMES");

  /**
   * Whether a place of two or three words is one name though a known place stands in it (#21,
   * session 26): a word of a place's kind ends it ("Miami Beach", "Long Beach", "Palm Springs"), or
   * a known place is followed by its US state written out ("Paris Texas"). Such a name is kept
   * whole, not cut to the known place in it.
   */
  static boolean wholeName(String place) {
    String[] w = place.split(" ");
    if (w.length >= 3 && w.length <= 4 && REGION_JOINERS.contains(w[1])) {
      return true; // "Bø i Telemark", "Nes på Romerike": a place and its region, see qualifier()
    }
    if (w.length < 2 || w.length > 3) {
      return false;
    }
    String last = w[w.length - 1].toLowerCase(java.util.Locale.ROOT);
    return PLACE_KINDS.contains(last)
        || STATE_NAMES.contains(last)
            && Entities.knownPlace(String.join(" ", java.util.Arrays.copyOf(w, w.length - 1)));
  }

  private static final Set<String> JOINERS = Set.of("and", "og", "&", "or", "eller", "vs");

  /**
   * The two-letter codes of the US states that are no English or Norwegian word, read in lower case
   * after a place's name ("Austin tx"); in capitals the name already holds them ("Springfield,
   * IL"). "in", "or", "me", "ok", "hi", "oh", "pa", "la", "de", "co", "id", "al", "ma" are not
   * read.
   */
  /** Whether a place's name ends with a US state's code in capitals ("Austin TX"). */
  static boolean endsWithAState(String place) {
    int n = place.length();
    if (n <= 3
        || place.charAt(n - 3) != ' '
        || !Character.isUpperCase(place.charAt(n - 2))
        || !Character.isUpperCase(place.charAt(n - 1))) {
      return false;
    }
    String code = place.substring(n - 2);
    return STATES_IN_CAPITALS.contains(code)
        || US_STATES.contains(code.toLowerCase(java.util.Locale.ROOT));
  }

  /** The codes that are words in lower case, read only in capitals ("Salem, OR", "Boise ID"). */
  private static final Set<String> STATES_IN_CAPITALS =
      WordLists.set("WeatherRule.STATES_IN_CAPITALS");

  static final Set<String> US_STATES = WordLists.set("WeatherRule.US_STATES");

  /**
   * The place after a preposition and the places joined to it ("in Berlin and Singapore", "i Oslo
   * og Bergen"), at most four.
   */
  private static List<String> places(Utterance u, int kw) {
    int n = u.words.size();
    for (int pass = 0; pass < 2; pass++) {
      int from = pass == 0 ? kw + 1 : 0;
      int to = pass == 0 ? n : kw;
      for (int i = from; i < to; i++) {
        if (!PLACE_PREPOSITIONS.contains(u.lowerWords.get(i))
                && !comingTo(u, i)
                && !overAPlace(u, i, kw)
            || englishI(u, i)
            || i + 1 < n && NOT_PLACES.contains(u.lowerWords.get(i + 1))) {
          continue;
        }
        String name = u.nameFrom(i + 1, 3, Lexicon.STOPS);
        if (name.isEmpty()) {
          continue;
        }
        int next = i + 1 + name.split(" ").length;
        if (next < n
            && !u.allLower
            && (US_STATES.contains(u.lowerWords.get(next))
                || STATES_IN_CAPITALS.contains(u.words.get(next)))) {
          // "Austin tx", "Springfield il": the state after the city, in capitals as written
          name = name + " " + u.lowerWords.get(next).toUpperCase(java.util.Locale.ROOT);
          next++;
        }
        String qualifier = qualifier(u, name, next);
        if (!qualifier.isEmpty()) {
          // "Bø i Telemark", "Nes på Romerike": the place with its region, kept whole as typed
          name = name + " " + u.words.get(next) + " " + qualifier;
          next += 1 + qualifier.split(" ").length;
        }
        List<String> out = new java.util.ArrayList<>(List.of(name));
        while (out.size() < 4 && next + 1 < n && JOINERS.contains(u.lowerWords.get(next))) {
          int at = next + 1;
          if (PLACE_PREPOSITIONS.contains(u.lowerWords.get(at)) && at + 1 < n) {
            at++;
          }
          if (NOT_PLACES.contains(u.lowerWords.get(at))) {
            break;
          }
          String more = u.nameFrom(at, 3, Lexicon.STOPS);
          if (more.isEmpty() || out.contains(more) || u.allLower && !Entities.knownPlace(more)) {
            // in lower case any word reads as a name: a place joined by "and" must be known
            // ("… three years, and nothing is packed")
            break;
          }
          out.add(more);
          next = at + more.split(" ").length;
        }
        return out;
      }
    }
    String one = place(u, kw);
    if (one.isEmpty()) {
      one = travelledTo(u, kw);
    }
    return one.isEmpty() ? List.of() : List.of(one);
  }

  /** Words of travelling right before "to"/"til": "flying to Zurich", "vi flyr til København". */
  private static final Set<String> TRAVEL = WordLists.set("WeatherRule.TRAVEL");

  /**
   * The place travelled to before the weather word when the weather is asked "there"/"der" after it
   * ("I'm flying to Zurich on Friday, will it snow there", "vi flyr til København på fredag, blir
   * det regn der"; tune18, tune20): the name after "to"/"til" and a word of travelling, written
   * with a capital (or a known place in a lower-case message); else "". Reads the words once.
   */
  private static String travelledTo(Utterance u, int kw) {
    boolean there = false;
    for (int i = kw + 1; i < u.words.size() && !there; i++) {
      String w = u.lowerWords.get(i);
      there = w.equals("there") || w.equals("der");
    }
    if (!there) {
      return "";
    }
    for (int i = 1; i + 1 < kw; i++) {
      String w = u.lowerWords.get(i);
      if (!(w.equals("to") || w.equals("til")) || !TRAVEL.contains(u.lowerWords.get(i - 1))) {
        continue;
      }
      String name = u.nameFrom(i + 1, 3, Lexicon.STOPS);
      if (name.isEmpty()) {
        continue;
      }
      boolean capital = !u.allLower && Character.isUpperCase(u.words.get(i + 1).charAt(0));
      if (capital || Entities.knownPlace(name)) {
        return name;
      }
    }
    return "";
  }

  /** Days and months, which after "i"/"på" say when, not where: "i Oslo på Fredag", "i Juli". */
  private static final Set<String> DAYS_AND_MONTHS = WordLists.set("WeatherRule.DAYS_AND_MONTHS");

  /**
   * The prepositions that join a Norwegian place to its region: "Vik i Sogn", "Nes på Romerike".
   */
  private static final Set<String> REGION_JOINERS = Set.of("i", "på");

  /**
   * The region after a place, joined by "i" or "på" ("Bø i Telemark", "Vik i Sogn", "Nes på
   * Romerike"; DEFINITIONS, session 31: a place with a qualifier is kept whole as typed), or "".
   * The region is one or two words written with a capital and no word of time ("i Morgen"); in a
   * message in lower case both the place and the region must be places the lexicon knows ("tur i
   * jotunheimen" is a trip); a message in English ("in Oslo i think") has no region. Reads at most
   * three words.
   */
  private static String qualifier(Utterance u, String name, int next) {
    int n = u.words.size();
    if (next + 1 >= n || !REGION_JOINERS.contains(u.lowerWords.get(next))) {
      return "";
    }
    String first = u.words.get(next + 1);
    String lower = u.lowerWords.get(next + 1);
    if (NOT_PLACES.contains(lower)
        || WHEN.contains(lower)
        || DAYS_AND_MONTHS.contains(lower)
        || englishI(u, next)) {
      return "";
    }
    String region = u.nameFrom(next + 1, 2, Lexicon.STOPS);
    if (region.isEmpty()) {
      return "";
    }
    boolean capital = !u.allLower && Character.isUpperCase(first.charAt(0));
    if (!capital && !(Entities.knownPlace(region) && Entities.knownPlace(name))) {
      return "";
    }
    // the words as typed, not capitalised
    return String.join(" ", u.words.subList(next + 1, next + 1 + region.split(" ").length));
  }

  /**
   * "is the storm over Bergen yet?" (session 28): "over" right after the weather word and before a
   * known place is where the weather is; elsewhere "over" is no place's preposition.
   */
  private static boolean overAPlace(Utterance u, int i, int kw) {
    return i == kw + 1
        && i + 1 < u.words.size()
        && u.lowerWords.get(i).equals("over")
        && Entities.knownPlace(u.words.get(i + 1));
  }

  private static String place(Utterance u, int kw) {
    int n = u.words.size();
    for (int pass = 0; pass < 2; pass++) {
      int from = pass == 0 ? kw + 1 : 0;
      int to = pass == 0 ? n : kw;
      for (int i = from; i < to; i++) {
        if (!PLACE_PREPOSITIONS.contains(u.lowerWords.get(i)) || englishI(u, i)) {
          continue;
        }
        if (i + 1 < n && NOT_PLACES.contains(u.lowerWords.get(i + 1))) {
          continue;
        }
        String name = u.nameFrom(i + 1, 3, Lexicon.STOPS);
        if (!name.isEmpty()) {
          return name;
        }
      }
    }
    String named = placeAsSubject(u, kw);
    if (!named.isEmpty()) {
      return named;
    }
    if (n <= 3 || n <= 6 && STRONG.contains(u.lowerWords.get(kw))) {
      String after = u.nameFrom(kw + 1, 2, Lexicon.STOPS);
      if (!after.isEmpty()) {
        return after;
      }
      return kw > 0 ? u.nameBefore(kw - 1, 2, Lexicon.STOPS) : "";
    }
    return "";
  }

  private static final Set<String> HOW = Set.of("how", "hvor", "kor", "ka", "kva");
  private static final Set<String> IS = Set.of("is", "will", "er", "blir", "e", "bli", "vert");

  /**
   * "How warm is Moscow?", "how cold will Minneapolis get tonight", "hvor kaldt er Tromsø nå": the
   * place as the subject of "how warm is", when it is a known place or the question says now or
   * soon ("how hot is lava", "how cold is Space" name no place); else "".
   */
  private static String placeAsSubject(Utterance u, int kw) {
    int n = u.words.size();
    if (kw < 1 || kw + 2 >= n || !HOW.contains(u.lowerWords.get(kw - 1))) {
      return "";
    }
    if (!IS.contains(u.lowerWords.get(kw + 1))) {
      return "";
    }
    String name = u.nameFrom(kw + 2, 3, Lexicon.STOPS);
    if (name.isEmpty()) {
      return "";
    }
    boolean soon = u.hasAnyWord(NOW_OR_SOON) || u.hasAnyPhrase(NOW_OR_SOON_PHRASES);
    return Entities.knownPlace(name) || soon && !u.allLower ? name : "";
  }

  private static int day(Utterance u) {
    if (u.has("day after tomorrow") || u.has("overmorgen") || u.has("i overmorgen")) {
      return 2;
    }
    if (u.has("tomorrow")
        || u.has("tmrw")
        || u.has("tmr")
        || u.has("2moro")
        || u.has("i morgen")
        || u.has("i morgon")
        || u.has("imorgen")) {
      return 1;
    }
    return 0;
  }
}
