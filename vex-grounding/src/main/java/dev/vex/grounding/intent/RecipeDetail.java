package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.recipes.RecipeFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A question of a figure in a named dish's recipe (#21): "how long should the arrabiata sauce
 * simmer", "how much caster sugar in bakewell tart", "Hvor mye bringebærsyltetøy i bakewell tart?",
 * "what oven temperature for the lasagne". It asks for the recipe: the dish is the subject, and the
 * recipe's own times, temperatures and amounts are what the reply is checked against. General
 * kitchen knowledge with no named dish ("how long do I boil an egg", "gas mark 6 in celsius") and
 * what a recipe does not hold (calories, price, storage) ask nothing.
 *
 * <p>A dish is named when one word of it is food (RecipeRule's word list) and it is more than one
 * basic ingredient with a word of how it is cooked ("an egg", "a soft boiled egg", "pasta water",
 * "a steak" are not dishes; "bakewell tart", "beef wellington", "banana bread" are).
 */
final class RecipeDetail {
  /**
   * The question of a figure: a time, an amount, a temperature ({@link #mayAsk} holds its words).
   */
  private static final Pattern QUESTION =
      Pattern.compile(
          "\\b(?:how long|how much|how many (?:minutes|mins|hours)|how many|(?:what|which|what's the|what is the|whats the) (?:oven )?(?:temperature|temp|heat|gas mark)|at what (?:temperature|temp|heat)|how hot|how much time"
              + "|(?:cooking|baking|roasting|simmering|boiling|oven|frying|resting) (?:time|temp|temperature)"
              + "|steketid(?:en)?|koketid(?:en)?|baketid(?:en)?|steketemperatur(?:en)?|ovnstemperatur(?:en)?"
              + "|(?:hvor|kor|ka|hvo) (?:lang tid|lenge|mye|mykje|mange (?:minutter|timer)|mange|varm(?:t)?)|(?:hvilken|ka|kva|hva) (?:temperatur|grader|varme))\\b");

  /** What makes a question of time one of cooking: a verb of cooking, the oven. */
  private static final Set<String> COOK =
      words(
          "simmer",
          "simmering",
          "boil",
          "boiled",
          "boiling",
          "bake",
          "baked",
          "baking",
          "cook",
          "cooked",
          "cooking",
          "roast",
          "roasted",
          "roasting",
          "fry",
          "fried",
          "frying",
          "grill",
          "grilled",
          "rest",
          "chill",
          "marinate",
          "prove",
          "proof",
          "rise",
          "knead",
          "steam",
          "braise",
          "poach",
          "stew",
          "oven",
          "ovn",
          "ovnen",
          "koke",
          "koker",
          "kokes",
          "småkoke",
          "småkoker",
          "steke",
          "steker",
          "stekes",
          "bake",
          "bakes",
          "steikje",
          "steike",
          "hvile",
          "heve",
          "heving",
          "hevingen",
          "heves",
          "dampes",
          "dampe",
          "damp",
          "grilles",
          "ristes",
          "brunes",
          "gratineres",
          "steamed",
          "time",
          "marinere",
          "trekke");

  /** Things a dish's name may stand before that are no dish: "a pizza oven", "a cake tin". */
  private static final Set<String> EQUIPMENT =
      words(
          "oven",
          "ovn",
          "ovnen",
          "pan",
          "tin",
          "stone",
          "steel",
          "fryer",
          "pot",
          "tray",
          "form",
          "formen",
          "starter",
          "culture",
          "mould",
          "dish",
          "place",
          "shop",
          "restaurant",
          "machine",
          "maker",
          "cutter",
          "box",
          "night",
          "party",
          "delivery",
          "guy");

  /** Words of a question around the dish: auxiliaries, pronouns, articles, cooking verbs. */
  private static final Set<String> SKIP =
      words(
          "should",
          "shall",
          "does",
          "do",
          "did",
          "must",
          "will",
          "would",
          "can",
          "could",
          "to",
          "is",
          "are",
          "need",
          "needs",
          "go",
          "goes",
          "take",
          "takes",
          "i",
          "you",
          "we",
          "one",
          "u",
          "me",
          "it",
          "my",
          "a",
          "an",
          "the",
          "your",
          "simmer",
          "boil",
          "bake",
          "cook",
          "roast",
          "fry",
          "grill",
          "rest",
          "chill",
          "marinate",
          "prove",
          "knead",
          "steam",
          "braise",
          "poach",
          "let",
          "ska",
          "bruker",
          "bruke",
          "roasting",
          "baking",
          "cooking",
          "frying",
          "grilling",
          "boiling",
          "simmering",
          "steaming",
          "dampes",
          "dampe",
          "grilles",
          "ristes",
          "brunes",
          "leave",
          "rise",
          "sit",
          "stand",
          "soak",
          "cool",
          "thaw",
          "defrost",
          "be",
          "baked",
          "cooked",
          "roasted",
          "simmered",
          "boiled",
          "fried",
          "skal",
          "må",
          "bør",
          "kan",
          "trenger",
          "trengs",
          "treng",
          "er",
          "stå",
          "står",
          "være",
          "ta",
          "tar",
          "jeg",
          "man",
          "du",
          "vi",
          "eg",
          "ein",
          "me",
          "en",
          "ei",
          "et",
          "den",
          "det",
          "koke",
          "koker",
          "kokes",
          "småkoke",
          "småkoker",
          "steke",
          "steker",
          "stekes",
          "bake",
          "bakes",
          "steikje",
          "hvile",
          "heve",
          "ligge",
          "minutes",
          "minutter",
          "hours",
          "timer",
          "degrees",
          "grader",
          "oven",
          "ovn",
          "ovnen",
          "temperature",
          "temperatur",
          "temp",
          "heat",
          "på");

  /** Where the words of a dish end: a preposition. */
  private static final Set<String> END =
      words(
          "for", "at", "in", "on", "with", "into", "before", "after", "until", "i", "til", "med",
          "ved", "før", "etter", "per", "and", "og", "or", "eller");

  /** A preposition before the dish: "… in/for/i/til the dish" ends the question. */
  private static final Pattern PREPOSITION = Pattern.compile("\\s(?:in|into|for|i|til|på)\\s");

  /** What ends a question after the dish: its punctuation. */
  private static final Pattern TAIL = Pattern.compile("[?!.,;:]+.*$");

  /** What a recipe does not hold: nutrition, price, storage, pairing, health. */
  private static final Pattern NOT_IN_RECIPE =
      Pattern.compile(
          "\\b(?:calories|calorie|kalorier|kcal|protein|carbs|fat|fett|caffeine|koffein|cost|costs|koster|kostar|price|pris|freeze|fryse|fryses|keep|keeps|last|lasts|holde seg|holder seg|holdbar|healthy|sunn|sunt|(?<!au )(?:wine|vin)|drink|drikke|is in|are in|er i|calories in|nutrition|sold|selges|eat|eaten|spise|fridge|freezer|kjøleskap\\w*|fryser\\w*|leftovers|rester|stay|stays)\\b");

  /**
   * Food words that alone name no dish: basic ingredients and cuts that a question of general
   * kitchen knowledge names ("how long do I boil an egg", "how long should I rest a steak").
   */
  private static final Set<String> BASIC =
      words(
          "egg",
          "eggs",
          "egget",
          "eggene",
          "rice",
          "ris",
          "risen",
          "pasta",
          "pastaen",
          "potato",
          "potatoes",
          "potet",
          "poteter",
          "potetene",
          "water",
          "vann",
          "vannet",
          "milk",
          "melk",
          "butter",
          "smør",
          "flour",
          "mel",
          "sugar",
          "sukker",
          "salt",
          "pepper",
          "oil",
          "olje",
          "steak",
          "steaks",
          "biff",
          "biffen",
          "chicken",
          "kylling",
          "kyllingen",
          "beef",
          "pork",
          "svin",
          "lamb",
          "lam",
          "fish",
          "fisk",
          "fisken",
          "bread",
          "brød",
          "brødet",
          "meat",
          "kjøtt",
          "kjøttet",
          "breast",
          "breasts",
          "thigh",
          "thighs",
          "fillet",
          "filet",
          "loin",
          "turkey",
          "kalkun",
          "vegetables",
          "grønnsaker",
          "onion",
          "onions",
          "løk",
          "garlic",
          "hvitløk",
          "tomato",
          "tomatoes",
          "tomat",
          "carrot",
          "carrots",
          "gulrot",
          "gulrøtter",
          "bacon",
          "sausage",
          "sausages",
          "pølse",
          "pølser",
          "noodles",
          "nudler",
          "beans",
          "bønner",
          "lentils",
          "oats",
          "havre",
          "quinoa",
          "dough",
          "deig",
          "deigen",
          "yeast",
          "gjær",
          "sauce",
          "saus",
          "sausen",
          "stock",
          "kraft",
          "broth",
          "soup",
          "suppe",
          "cake",
          "kake",
          "pie",
          "pai",
          "salmon",
          "laks",
          "cod",
          "torsk",
          "shrimp",
          "prawns",
          "reker",
          "mussels",
          "corn",
          "mais",
          "broccoli",
          "brokkoli",
          "spinach",
          "spinat",
          "mushrooms",
          "sopp",
          "cheese",
          "ost",
          "cream",
          "fløte",
          "tofu",
          "duck",
          "and",
          "ham",
          "skinke",
          "ribs",
          "roast",
          "stew",
          "stek",
          "cookies",
          "kjeks",
          "muffins",
          "pancake",
          "pancakes");

  /** Words of how a basic ingredient is cut or cooked: "soft boiled", "whole", "frozen". */
  private static final Set<String> HOW =
      words(
          "soft",
          "hard",
          "boiled",
          "poached",
          "fried",
          "scrambled",
          "whole",
          "frozen",
          "fresh",
          "raw",
          "large",
          "small",
          "big",
          "medium",
          "thick",
          "thin",
          "sliced",
          "diced",
          "chopped",
          "brown",
          "white",
          "wild",
          "basmati",
          "jasmine",
          "sweet",
          "new",
          "baked",
          "roast",
          "roasted",
          "grilled",
          "smoked",
          "dried",
          "canned",
          "tinned",
          "cooked",
          "uncooked",
          "rare",
          "well",
          "done",
          "plain",
          "dry",
          "wet",
          "cold",
          "hot",
          "warm",
          "stuffed",
          "skinless",
          "boneless",
          "bløtkokt",
          "hardkokt",
          "kokt",
          "stekt",
          "hel",
          "hele",
          "frossen",
          "frosne",
          "fersk",
          "ferske",
          "rå",
          "store",
          "små",
          "tynne",
          "tykke",
          "homemade",
          "hjemmelaget",
          "good",
          "basic",
          "simple",
          "plain",
          "normal",
          "vanlig",
          "vanlige",
          "pasta",
          "pot",
          "pan",
          "slice",
          "piece",
          "cup",
          "cups",
          "spoon",
          "can",
          "glass",
          "bit",
          "loaf",
          "portion",
          "serving",
          "gram",
          "grams",
          "kilo",
          "kg",
          "dl",
          "desiliter",
          "liter",
          "litre");

  /** Words of a part of a dish, dropped from its end ("the arrabiata sauce" → "arrabiata"). */
  private static final List<String> PARTS = WordLists.list("RecipeDetail.PARTS");

  private RecipeDetail() {}

  /** A set of words, written with repeats allowed. */
  private static Set<String> words(String... words) {
    return Set.copyOf(java.util.Arrays.asList(words));
  }

  /**
   * A cheap look for the words {@link #QUESTION} cannot match without, before any pattern: most
   * messages have none. Every alternative of {@code QUESTION} holds one of them ("how ", a word of
   * temperature, heat or time, a Norwegian question word before its space, "grader", "varme"); a
   * new alternative without one needs its word here. "what" and "which" alone are not enough: each
   * of their alternatives names a temperature or heat (#23: the pattern ran on every "what is …").
   */
  private static boolean mayAsk(String lower) {
    return lower.contains("how ")
        || lower.contains("temp")
        || lower.contains("heat")
        || lower.contains("gas mark")
        || lower.contains("time")
        || lower.contains("tid")
        || lower.contains("hvor ")
        || lower.contains("hvo ")
        || lower.contains("kor ")
        || lower.contains("ka ")
        || lower.contains("grader")
        || lower.contains("varme");
  }

  /**
   * The recipe asked for by a question of one of its figures, or an empty list.
   *
   * @param u the message
   * @return one recipe intent with the dish as subject, or none
   */
  static List<Intent> match(Utterance u) {
    if (u.words.size() > 24 || !mayAsk(u.lower)) {
      return List.of();
    }
    Matcher q = QUESTION.matcher(u.lower);
    if (!q.find() || NOT_IN_RECIPE.matcher(u.lower).find()) {
      return List.of();
    }
    String asked = q.group();
    boolean temperature = TEMPERATURE.matcher(asked).find();
    boolean amount = !temperature && AMOUNT.matcher(asked).find();
    String after = u.lower.substring(q.end());
    boolean cooking = cooking(asked + " " + after);
    if (!temperature && !amount && !cooking) {
      return List.of(); // "how long is the pizza place open", "how hot is a vindaloo"
    }
    // "how much caster sugar in bakewell tart", "what oven temperature for the lasagne": the dish
    // after the last preposition; an amount asked must count something ("how much for the
    // lasagne" is a price)
    String spaced = " " + after;
    Matcher p = PREPOSITION.matcher(spaced);
    List<int[]> at = new ArrayList<>(2);
    while (p.find()) {
      at.add(new int[] {p.start(), p.end()});
    }
    // the last preposition first; an earlier one when the words after the last name no dish
    // ("hvilken temperatur for ribbe i ovnen": the oven after "i", the dish after "for")
    for (int k = at.size() - 1; k >= 0; k--) {
      int last = at.get(k)[0];
      if (countsNoFood(spaced.substring(0, last))
          || amount && !cooking && !counts(spaced.substring(0, last))) {
        continue;
      }
      String rest = TAIL.matcher(spaced.substring(at.get(k)[1])).replaceAll("").strip();
      String dish = rest.isEmpty() ? null : dish(untilVerb(rest.split("\\s+")));
      if (dish != null) {
        return List.of(Intent.of(RecipeFetcher.KIND, dish));
      }
    }
    if (amount && !cooking && q.start() > 0) {
      // "pannekaker, kor mange egg?", "chili con carne, how many beans?": the dish before the
      // question, a food counted after it
      String dish = DishThenAmount.dish(u.lower.substring(0, q.start()), after);
      if (dish != null) {
        return List.of(Intent.of(RecipeFetcher.KIND, dish));
      }
    }
    if (amount && !cooking) {
      return List.of(); // "how much is the lasagne": a price
    }
    // "how long should the arrabiata sauce simmer", "hvor lenge skal lasagnen stå i ovnen": the
    // words around the verbs and pronouns
    List<String> words = new ArrayList<>();
    for (String w : Utterance.tokens(after)) {
      String l = w.toLowerCase(Locale.ROOT);
      if (EQUIPMENT.contains(l) && !words.isEmpty()) {
        return List.of(); // "how hot does a pizza oven get"
      }
      if (SKIP.contains(l)) {
        if (!words.isEmpty()) {
          break;
        }
        continue;
      }
      if (END.contains(l)) {
        break;
      }
      words.add(l);
    }
    String dish = dish(words);
    if (dish == null && q.start() > 0) {
      // "bakewell tart oven temp?": the dish before the question; "skal lage kanelboller til
      // bursdagen, hvor varm skal ovnen være?": the dish made, named before
      String before = u.lower.substring(0, q.start());
      Matcher made = MADE.matcher(before);
      dish =
          made.find()
              ? dish(untilVerb(made.group(1).strip().split("\\s+")))
              : dish(untilVerb(TAIL.matcher(before).replaceAll("").strip().split("\\s+")));
    }
    return dish == null ? List.of() : List.of(Intent.of(RecipeFetcher.KIND, dish));
  }

  /** "… making kanelboller …", "skal lage pinnekjøtt": the dish to be made, named before. */
  private static final Pattern MADE =
      Pattern.compile(
          "\\b(?:lage|lager|lagar|bake|baker|steke|steker|make|making|baking|cook|cooking|roasting|roast)\\s+([^,.;:!?]{3,60})");

  /** The words up to the first verb, pronoun or preposition: "penne arrabiata småkoke" → 2. */
  static List<String> untilVerb(String[] words) {
    List<String> out = new ArrayList<>();
    for (String w : words) {
      String l = w.toLowerCase(Locale.ROOT);
      if (l.isEmpty()) {
        continue;
      }
      if (SKIP.contains(l) && !(out.isEmpty() && RecipeRule.ARTICLES.contains(l))
          || END.contains(l)) {
        break;
      }
      out.add(l);
    }
    return out;
  }

  /** Things counted that are no ingredient: money, coins, currencies, people, times. */
  private static final Set<String> NOT_COUNTED =
      words(
          "money",
          "penger",
          "people",
          "folk",
          "persons",
          "personer",
          "time",
          "times",
          "ganger",
          "dollars",
          "dollar",
          "kroner",
          "kr",
          "euros",
          "euro",
          "pounds",
          "bucks",
          "coins",
          "bitcoins",
          "shares",
          "aksjer",
          "tickets",
          "billetter",
          "points",
          "poeng");

  /**
   * Whether the words between the question and the dish count a thing that is no ingredient ("how
   * many bitcoins for a pizza", "hvor mange folk til pizza").
   */
  private static boolean countsNoFood(String counted) {
    for (String w : Utterance.tokens(counted)) {
      String l = w.toLowerCase(Locale.ROOT);
      if (NOT_COUNTED.contains(l)
          || dev.vex.grounding.internal.Coins.byName(l).isPresent() && !RecipeRule.food(l)
          || CurrencyNames.isName(l)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a recipe intent of this message is the dish of a question of one of its figures: such a
   * question asks for the recipe whatever its head ("hvor lenge …" is no question of a past).
   */
  static boolean asks(Utterance u, Intent recipe) {
    List<Intent> d = match(u);
    return !d.isEmpty() && d.get(0).subject().equals(recipe.subject());
  }

  /** Words of the weather besides a temperature: with them a message may ask both. */
  private static final Set<String> WEATHER =
      words(
          "weather",
          "vær",
          "været",
          "veret",
          "rain",
          "raining",
          "regn",
          "regne",
          "snow",
          "snø",
          "wind",
          "windy",
          "vind",
          "forecast",
          "varsel",
          "værmelding",
          "sunny",
          "sol",
          "outside",
          "ute",
          "umbrella",
          "paraply");

  /**
   * Whether a weather candidate is only the oven's temperature of this recipe question ("what
   * temperature should I roast the beef wellington at", "what temp for a victoria sponge").
   */
  static boolean ovenNotWeather(Utterance u, Intent weather, List<Intent> all) {
    boolean detail = false;
    for (Intent i : all) {
      if (RecipeFetcher.KIND.equals(i.kind())) {
        detail = true;
        break;
      }
    }
    if (!detail || u.hasAnyWord(WEATHER) || match(u).isEmpty()) {
      return false;
    }
    return true;
  }

  /** The words that are neither food nor a word of how ("wellington" in "beef wellington"). */
  private static int unknown(List<String> words) {
    int n = 0;
    for (String w : words) {
      if (!RecipeRule.food(w) && !RecipeRule.food(baseForm(w)) && !HOW.contains(w)) {
        n++;
      }
    }
    return n;
  }

  /** Whether the question after its head holds a word of cooking or the oven. */
  private static boolean cooking(String after) {
    for (String w : Utterance.tokens(after)) {
      if (COOK.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the words before the dish name a thing counted ("how much caster sugar in …"). */
  private static boolean counts(String before) {
    for (String w : Utterance.tokens(before)) {
      if (!SKIP.contains(w) && !END.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /** A question of a temperature: the oven's is implied. */
  private static final Pattern TEMPERATURE =
      Pattern.compile("temperatur|temp\\b|heat|gas mark|grader|varme\\b");

  /** A question of an amount (not of minutes or hours). */
  private static final Pattern AMOUNT =
      Pattern.compile(
          "\\b(?:much|mye|mykje)\\b|\\b(?:many|mange)\\b(?! (?:minutes|mins|hours|minutter|min|timer))");

  /** The dish the words name, as the source searches it, or null when they name no dish. */
  static String dish(List<String> raw) {
    List<String> words = new ArrayList<>();
    for (String w : raw) {
      String l = w.toLowerCase(Locale.ROOT);
      if (!words.isEmpty() || !RecipeRule.ARTICLES.contains(l)) {
        words.add(l);
      }
    }
    if (words.isEmpty() || words.size() > 4) {
      return null;
    }
    for (String w : words) {
      if (SKIP.contains(w)
          || END.contains(w)
          || w.equals("of")
          || w.equals("av")
          || PastYear.hasDigit(w)) {
        return null; // "boil an egg", "rest a steak": a verb and its object, no dish's name
      }
    }
    // "the arrabiata sauce" → "arrabiata"; "arrabiatasausen" → "arrabiata"
    String last = words.get(words.size() - 1);
    if (words.size() > 1 && PARTS.contains(last)) {
      words.remove(words.size() - 1);
    } else if (words.size() == 1) {
      for (String part : PARTS) {
        if (last.length() > part.length() + 3 && last.endsWith(part)) {
          words.set(0, last.substring(0, last.length() - part.length()));
          break;
        }
      }
    }
    boolean food = false;
    boolean named = false;
    List<String> base = new ArrayList<>();
    for (String w : words) {
      String b = baseForm(w);
      base.add(b);
      boolean isFood = RecipeRule.food(b) || RecipeRule.food(w);
      food |= isFood;
      if (!BASIC.contains(w) && !BASIC.contains(b) && !HOW.contains(w)) {
        named |= isFood || words.size() > 1;
      }
      if (HOW.contains(w) && !isFood && words.size() > 1 && w.equals(words.get(0))) {
        // "a cup of flour", "a slice of lasagne" are measures
        if (WordLists.set("RecipeDetail.list").contains(w)) {
          return null;
        }
      }
    }
    if (!food || !named || unknown(words) > 1) {
      return null; // "let bread dough rise": words of a sentence, not of a dish's name
    }
    String joined = String.join(" ", base);
    String en = Lexicon.DISHES.get(joined);
    return en != null ? en : joined;
  }

  /**
   * A Norwegian definite form read as the dish: "lasagnen" → "lasagne", "kjøttkakene" →
   * "kjøttkaker", "fiskesuppa" → "fiskesuppe"; other words as they are.
   */
  static String baseForm(String w) {
    if (Lexicon.DISHES.containsKey(w) || w.length() < 5) {
      return w;
    }
    String[][] endings = {
      {"ene", "er"}, {"ene", "e"}, {"en", "e"}, {"en", ""}, {"a", "e"}, {"et", ""}, {"n", ""}
    };
    for (String[] e : endings) {
      if (w.endsWith(e[0])) {
        String b = w.substring(0, w.length() - e[0].length()) + e[1];
        if (Lexicon.DISHES.containsKey(b)) {
          return b;
        }
      }
    }
    for (String[] e : endings) {
      if (w.endsWith(e[0])) {
        String b = w.substring(0, w.length() - e[0].length()) + e[1];
        if (!RecipeRule.food(w) && RecipeRule.food(b)) {
          return b;
        }
      }
    }
    return w;
  }
}
