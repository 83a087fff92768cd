package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.recipes.RecipeFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Recipe questions: "recipe for lasagne", "lasagne recipe", "how to make pancakes", "oppskrift på
 * pannekaker", "hvordan lager man kjøttkaker". Norwegian dish names are translated for TheMealDB.
 * Phrases that are not about food ("recipe for disaster", "how to make money", "I love cooking")
 * fire nothing.
 */
final class RecipeRule {
  /** "chicken stock from scratch", "fiskesuppe fra bunnen av": a food and how it is made. */
  private static final Pattern FROM_SCRATCH =
      Pattern.compile("^(?:homemade |hjemmelaget )?(.{3,60}?) (?:from scratch|fra bunnen av)\\b");

  private static final List<Pattern> AFTER =
      List.of(
          Pattern.compile("\\brecipes? (?:for|of|on) (.{1,120})"),
          Pattern.compile("\\boppskrift(?:er|en)? (?:på|for|til) (.{1,120})"),
          Pattern.compile(
              "\\bhow (?:do i|do you|do u|to|can i|can you|should i|would i|does one|do we) (?:make|cook|bake|prepare) (.{1,120})"),
          Pattern.compile(
              "\\bhvordan (?:lager|lage|baker|bake|steker|steke|koker|koke) (?:jeg |man |du |vi )?(.{1,120})"),
          Pattern.compile("\\bingredien(?:ts|ser) (?:for|til|i|in|to) (.{1,120})"),
          Pattern.compile("\\bwhat do (?:i|you) need (?:for|to make) (.{1,120})"),
          Pattern.compile("\\bhva trenger (?:jeg|man|du) (?:for å lage|til) (.{1,120})"),
          Pattern.compile(
              "\\b(?:teach me|show me how) (?:to|how to) (?:make|cook|bake) (.{1,120})"),
          Pattern.compile("\\bwhat can i (?:make|cook|bake) with (.{1,120})"),
          Pattern.compile("\\bhva kan jeg lage (?:med|av) (.{1,120})"),
          Pattern.compile("\\boppskrift (.{1,120})"),
          RecipeRule.FROM_SCRATCH);
  private static final Pattern CUT =
      Pattern.compile(
          "\\s+(?:and|og|takk|thanks|thx|pls|plz|tusen takk|som|til|i ovnen|i ovn|in the oven|in an air ?fryer|i airfryer|på grillen|on the grill|in a slow cooker|for dinner|for lunch|til middag|tonight|i kveld|please|then|with the|hjemme|at home|in minecraft|, "
              // how, where and for whom it is made, not what: "from scratch", "without eggs",
              // "for beginners", "in a dutch oven", "fra bunnen av", "uten egg", "i langpanne"
              + "|from scratch|the easy way|the traditional way|step by step|like (?:my|a|in|at|grandma|mom|mum)|using|for (?:beginners|dummies|kids|children|students|one|two|four|six|a crowd|a party|a family)|in (?:a|an|the|my) (?:\\S+ )?(?:oven|pot|pan|skillet|cooker|fryer|instant pot|microwave|wok|dutch oven|crockpot|crock pot|tray|tin)|in under|under \\d|in \\d+ min|fra bunnen(?: av)?|på den enkle måten|steg for steg|som (?:mormor|farmor|mamma|på)|for nybegynnere|til (?:barn|nybegynnere|fire|to|seks)|i (?:en |ei |et )?(?:langpanne|ildfast form|form|gryte|stekepanne|panne|ovnen|ovn|airfryer|slow ?cooker|trykkoker|wok|mikro|mikrobølgeovn)).*$|[?.!,:;].*$");
  private static final Set<String> NOT_FOOD =
      Set.of(
          "disaster",
          "success",
          // abstract nouns: "a recipe for happiness", "oppskrift på et godt liv" are figures of
          // speech, not dishes
          "happiness",
          "grief",
          "sorrow",
          "life",
          "failure",
          "chaos",
          "trouble",
          "romance",
          "marriage",
          "friendship",
          "peace",
          "victory",
          "suksess",
          "lykke",
          "katastrofe",
          "kaos",
          "kjærlighet",
          "liv",
          "livet",
          "sorg",
          "fiasko",
          "vennskap",
          "glede",
          "seier",
          "fred",
          "money",
          "friends",
          "friend",
          "website",
          "app",
          "living",
          "time",
          "it",
          "this",
          "that",
          "sense",
          "progress",
          "difference",
          "love",
          "sure",
          "decision",
          "backup",
          "git",
          "list",
          "table",
          "pdf",
          "plan",
          "budget",
          "changes",
          "pull",
          "function",
          "program",
          "game",
          "video",
          "account",
          "penger",
          "venner",
          "nettside",
          "my",
          "your");

  private static final Pattern STATEMENT =
      Pattern.compile("(?i)\\s(?:er|var|is|was|were|har|has|had|blir|ble)\\s");

  /** Words after "recipe for" that say when or how, not what. */
  private static final Set<String> WHEN =
      Set.of(
          "beginners",
          "crowd",
          "party",
          "family",
          "picnic",
          "potluck",
          "guests",
          "selskap",
          "familien",
          "dummies",
          "kids",
          "children",
          "students",
          "nybegynnere",
          "barn",
          "studenter",
          "tonight",
          "today",
          "tomorrow",
          "dinner",
          "lunch",
          "breakfast",
          "i kveld",
          "middag",
          "lunsj",
          "frokost",
          "pls",
          "plz",
          "please",
          "takk",
          "thanks",
          "the weekend",
          "helga");

  private static final Set<String> FILLERS =
      Set.of(
          "a",
          "an",
          "the",
          "some",
          "good",
          "easy",
          "simple",
          "quick",
          "best",
          "me",
          "give",
          "find",
          "show",
          "send",
          "en",
          "et",
          "ei",
          "god",
          "enkel",
          "rask",
          "gi",
          "meg",
          "finn",
          "vis",
          "nice",
          "great",
          "classic",
          "traditional",
          "any",
          "my",
          "your",
          "proper",
          "decent",
          "real",
          "authentic",
          "ordentlig",
          "skikkelig",
          "homemade",
          "hjemmelaget");

  /** Endings of words for software, not food: "oppskriftsdatabase", "recipe app". */
  private static final List<String> NOT_FOOD_ENDINGS =
      List.of("database", "databasen", "app", "appen", "api", "nettside", "nettsiden", "script");

  private static final Set<String> TRIGGERS =
      Set.of(
          "scratch",
          "bunnen",
          "recipe",
          "recipes",
          "oppskrift",
          "oppskrifter",
          "oppskriften",
          "make",
          "cook",
          "bake",
          "prepare",
          "lager",
          "lage",
          "baker",
          "steker",
          "steke",
          "ingredients",
          "ingredienser",
          "koker",
          "need",
          "trenger");

  /**
   * Words of food, in English and Norwegian: after a verb that makes anything ("how do I make …",
   * "hvordan lager jeg …", "what do I need for …"), the thing made is a dish only when one of its
   * words is food or ends as Norwegian compounds of food do ("sjokoladekake", "fiskesuppe"). "How
   * do I make a CV", "hvordan lager jeg et nyhetsbrev" fire nothing; after "cook", "bake" or
   * "recipe" any subject is taken as food.
   */
  private static final Set<String> FOOD =
      Set.copyOf(
          List.of(
              ("deig pizzadeig dough pad thai sponge chickpeas chickpea lentils beans tomatoes onions garlic mushrooms spinach avocado banana bananas flour oats quinoa couscous bulgur cauliflower broccoli zucchini courgette aubergine eggplant peppers carrots leftovers karbonara arrabiata arrabbiata moussaka coq kikerter linser bønner tomater løk hvitløk sopp spinat mel havre blomkål brokkoli squash gulrøtter rester ost skinke tunfisk reker scampi stuffing filling topping seasoning pudding dumplings aioli alfredo appetizer bacalao bacon bagel bagels baguette baked baklava "
                      + "barbecue batter bbq beef berlinerkranser bibimbap biff biryani biscuits bisque "
                      + "bløtkake boiled bolle boller bolognese bondepiker bouillabaisse bread breads "
                      + "breakfast brioche brisket broth brownie brownies brunch brød bun buns burger "
                      + "burgers burrito burritos cake cakes candy cappuccino caramel carbonara "
                      + "casserole cassoulet ceviche chai cheese cheesecake chicken chili chilli chips "
                      + "chocolate chowder churros chutney cobbler cocktail cocktails cod coffee "
                      + "coleslaw cookie cookies cornbread cotta cottage crackers cream crepe crepes "
                      + "croissant croissants crumble cupcake cupcakes curries curry custard dahl dal "
                      + "dessert desserter desserts dinner dip dish dishes donuts dough doughnuts "
                      + "dressing duck dumpling dumplings eclairs egg eggerøre eggs elg enchiladas "
                      + "ertesuppe fajitas falafel fattigmann ferment feta finnbiff fish fisk "
                      + "fiskeboller fiskegrateng fiskekaker fiskesuppe flan flatbread flatbrød focaccia "
                      + "fondue fried fries frittata frokost frosting fudge fårikål gazpacho gelato gelé "
                      + "glasur glaze gnocchi goulash granita granola grateng gratin gravy grilled gryte "
                      + "gryter grøt guacamole gyoza halloumi ham horn hummus hvalkjøtt ice icing "
                      + "iskrem jam jelly jerk juice julekaker kaffe kakao kake kaker kanelboller "
                      + "kanelsnurrer karamell karamellpudding katsu kebab kimchi kjeks kjøtt "
                      + "kjøttboller kjøttkaker kjøttsuppe kneipp knekkebrød komle korma kransekake krem "
                      + "kringle krumkake krumkaker kumle kveldsmat kylling kyllinggryte kyllingsuppe "
                      + "kålrabistappe laks lamb lapskaus lasagna lasagne latte lefse lefser lemonade "
                      + "lompe lomper lunch lunsj lussekatter lutefisk mac macarons macaroons "
                      + "makaronigrateng margarita marinade marmalade marshmallows masala mashed mat "
                      + "mayo mayonnaise meal meals meatball meatballs meatloaf meringue middag "
                      + "milkshake minestrone miso mojito mousse mozzarella muesli muffin muffins "
                      + "multekrem mussels naan nachos noodle noodles nudler oatmeal omelet omelett "
                      + "omelette onigiri paella pai pancake pancakes paneer panna pannekake pannekaker "
                      + "pasta pavlova pepperkaker pesto pho pickled pickles pie pies pinnekjøtt pizza "
                      + "pizzas plukkfisk poached poke popcorn pork porridge potato potatoes poteter "
                      + "potetmos potetmos potetsalat prawns pretzels pudding pulled pølse pølser quesadilla "
                      + "quiche raclette ragout ragu rakfisk ramen raspeballer ratatouille ravioli "
                      + "reinsdyr relish rett retter ribbe ribs rice ris risgrøt riskrem risotto roast "
                      + "roasted roll rolls rub rundstykker rødkål saft salad salads salat salmon salsa "
                      + "sandkaker sandwich sandwiches sangria sashimi sauce sauces sauerkraut saus "
                      + "sausage sausages schnitzel scone scones scrambled sei seitan shakshuka "
                      + "shepherd's shortbread shrimp side sirupssnipper sjokolade skillingsboller slaw "
                      + "smoothie smoothies smultringer småkaker snack snacks sorbet souffle soufflé "
                      + "soup soups sourdough spagetti spaghetti speilegg stappe starter steak steik "
                      + "stek stew stews stir-fry stirfry stock stroganoff strudel sunday suppe supper "
                      + "surkål sushi svele sveler syltetøy syrup taco tacos tagine tandoori tart tarts "
                      + "te tea tempeh tempura teriyaki tikka tilslørte tiramisu toast toffee tofu "
                      + "tomatsuppe torsk tortellini tortilla tortillas trifle truffles tuna turkey udon "
                      + "vaffel vafler vegan vegetables vegetarian veggies viltgryte vinaigrette "
                      + "vindaloo waffle waffles wedges wings wok wrap wraps yorkshire ")
                  .split(" ")));

  private static final List<String> FOOD_ENDINGS =
      List.of(
          "deig", "bolle", "boller", "bread", "brød", "burger", "burgers", "cake", "cakes", "curry",
          "fisk", "grateng", "gryte", "grøt", "kake", "kaker", "kjøtt", "kylling", "pai", "pie",
          "pudding", "pølse", "pølser", "salad", "salat", "sauce", "saus", "snurrer", "soup",
          "stappe", "steik", "stek", "stew", "suppe", "vaffel", "vafler");

  /** A verb that makes anything, not only food. */
  private static final Pattern GENERIC_VERB =
      Pattern.compile("\\b(?:make|prepare|lage|lager|need|trenger)\\b");

  /** Whether a text holds nothing but fillers and words of when ("enkel", "pls", "tonight"). */
  private static boolean onlyFillers(String text) {
    for (String w : text.toLowerCase(java.util.Locale.ROOT).split("\\s+")) {
      if (!w.isEmpty() && !FILLERS.contains(w) && !WHEN.contains(w)) {
        return false;
      }
    }
    return true;
  }

  /** The words of a name, its articles aside ("a good team": 2). */
  private static int words(String name) {
    int n = 0;
    for (String w : name.toLowerCase(java.util.Locale.ROOT).split("\\s+")) {
      n += w.isEmpty() || ARTICLES.contains(w) ? 0 : 1;
    }
    return n;
  }

  private static final Set<String> ARTICLES = Set.of("a", "an", "the", "en", "et", "ei", "some");

  /** Whether a word of the subject is food (a dish, an ingredient, a meal). */
  static boolean food(String subject) {
    for (String w : subject.toLowerCase(java.util.Locale.ROOT).split("[\\s,.!?'-]+")) {
      if (w.isEmpty()) {
        continue;
      }
      if (FOOD.contains(w)
          || Lexicon.DISHES.containsKey(w)
          || w.endsWith("s") && FOOD.contains(w.substring(0, w.length() - 1))) {
        return true;
      }
      for (String e : FOOD_ENDINGS) {
        if (w.length() >= e.length() + 3 && w.endsWith(e)) {
          return true;
        }
      }
    }
    return false;
  }

  private RecipeRule() {}

  static List<Intent> match(Utterance u) {
    if (!u.hasAnyWord(TRIGGERS)) {
      return List.of();
    }
    for (Pattern p : AFTER) {
      Matcher m = p.matcher(u.lower);
      if (m.find()) {
        String raw = u.original.substring(m.start(1), m.end(1));
        String dish = clean(raw);
        boolean generic = GENERIC_VERB.matcher(u.lower.substring(m.start(), m.start(1))).find();
        String made = CUT.matcher(raw.strip()).replaceAll("");
        if (p == FROM_SCRATCH && !food(made)) {
          continue; // "a website from scratch"
        }
        if (STATEMENT.matcher(raw).find()) {
          // "mormors oppskrift på lapskaus er borte": a statement about a recipe, no request
          return List.of();
        }
        // after a verb that makes anything, the thing must be food; after "recipe for", a name of
        // several words must hold a word of food ("a recipe for a good night's sleep", "oppskriften
        // på seieren var et godt forsvar"), a single unknown word may be a dish ("moussaka")
        if (!food(made) && (generic || words(made) > 1)) {
          return List.of();
        }
        if (onlyFillers(CUT.matcher(raw.strip()).replaceAll(""))
            || WHEN.contains(dish.toLowerCase(java.util.Locale.ROOT))) {
          // "lasagne recipe for tonight", "sjokoladekake oppskrift enkel": the dish comes before
          break;
        }
        return dish.isEmpty() ? List.of() : List.of(Intent.of(RecipeFetcher.KIND, dish));
      }
    }
    for (int k = 1; k < u.words.size(); k++) {
      String w = u.lowerWords.get(k);
      if (w.equals("recipe")
          || w.equals("recipes")
          || w.equals("oppskrift")
          || w.equals("oppskrifter")) {
        List<String> dish = new ArrayList<>();
        for (int i = k - 1; i >= 0 && dish.size() < 3; i--) {
          if (FILLERS.contains(u.lowerWords.get(i))) {
            break;
          }
          dish.add(0, u.words.get(i));
        }
        String d = clean(String.join(" ", dish));
        return d.isEmpty() ? List.of() : List.of(Intent.of(RecipeFetcher.KIND, d));
      }
    }
    return List.of();
  }

  private static String clean(String raw) {
    String s = CUT.matcher(raw.strip()).replaceAll("").strip();
    List<String> words = new ArrayList<>(List.of(s.split("\\s+")));
    while (!words.isEmpty() && FILLERS.contains(words.get(0).toLowerCase(java.util.Locale.ROOT))) {
      words.remove(0);
    }
    if (words.isEmpty() || words.get(0).isEmpty()) {
      return "";
    }
    // "oppskrift på å overleve mandager": a Norwegian infinitive is something to do, not a dish;
    // so is an English gerund that is no food ("a recipe for writing a hit song")
    String head = words.get(0).toLowerCase(java.util.Locale.ROOT);
    if (head.equals("å") || head.length() > 5 && head.endsWith("ing") && !food(head)) {
      return "";
    }
    for (String w : words) {
      String l = w.toLowerCase(java.util.Locale.ROOT);
      if (NOT_FOOD.contains(l)) {
        return "";
      }
      for (String e : NOT_FOOD_ENDINGS) {
        if (l.endsWith(e)) {
          return "";
        }
      }
    }
    List<String> out = new ArrayList<>();
    for (String w : words) {
      String en = Lexicon.DISHES.get(w.toLowerCase(java.util.Locale.ROOT));
      out.add(en != null ? en : w);
    }
    return String.join(" ", out);
  }
}
