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

  /** Who makes it, in the Norwegian forms people type: "jeg", "man", "ein", "eg", "e". */
  private static final String NO_WHO = "(?:jeg |man |du |vi |ein |eg |e |me |mæ |æ )?";

  /**
   * How a Norwegian asks how: "hvordan", nynorsk "korleis", dialect "åssen", "kossen", "kordan".
   */
  private static final String NO_HOW =
      "(?:hvordan|korleis|kordan|åssen|assen|kossen|hvorden|korsn|kossn|koss)";

  /**
   * "i want to try making sushi at home, how do i do it", "wanna make empanadas tonight, how": the
   * thing to make named before a bare "how"; it must be food.
   */
  private static final Pattern MAKE_THEN_HOW =
      Pattern.compile(
          "\\b(?:make|making|cook|cooking|bake|baking|lage|lager) (.{2,60}?)(?: at home| tonight| today| hjemme| i kveld| i dag)?\\s*[,.;-]+\\s*(?:but |men )?(?:how|hvordan|åssen)\\b(?: do i do (?:it|that)| do i start| do i go about it| gjør jeg det| gjør man det)?\\s*[?!.]*$");

  /** Question forms whose verb makes anything ("do", "goes into", "instructions"): food only. */
  private static final Pattern ANY_THING =
      Pattern.compile(
          "\\b(?:how (?:do i|do you|do u|to|can i|should i) do|what goes in(?:to)?|(?:cooking )?instructions for|steps to make|(?:the )?(?:best|easiest|right|proper) way to make|ingrediensene (?:i|til))\\s+(.{1,120})");

  /**
   * "beef stroganoff how to make", "apple crumble, how do I make it", "lutefisk, hvordan tilbereder
   * man det?", "pinnekjøtt hvordan tilberede": the dish first, then how to make it; it must be
   * food.
   */
  private static final Pattern DISH_THEN_HOW =
      Pattern.compile(
          "^(.{2,60}?)\\s*[,:;-]?\\s+(?:how to (?:make|cook|bake|prepare)(?: (?:it|them|this|that))?|how do (?:i|you|u|we) (?:make|cook|bake|prepare) (?:it|them|this|that)|how|"
              + NO_HOW
              + "(?: (?:lage|tilberede|lager (?:jeg|man|en|vi|eg|ein) (?:det|den|dem|de)|tilbereder (?:jeg|man|en|vi|eg|ein) (?:det|den|dem|de)|lages (?:det|den|dem|de)|gjør (?:jeg|man) (?:det|den|dem)))?)\\s*[?!.]*$");

  /**
   * "shakshuka for 2, what do i need", "lefse, ka trengs?", "fish tacos how to", "i want to cook
   * beef bourguignon tonight, steps?": the dish first, then what it takes (#21, session 20); it
   * must be food.
   */
  private static final Pattern DISH_THEN_NEED =
      Pattern.compile(
          "^(?:(?:i want to|i wanna|wanna|i'd like to|jeg vil|skal) (?:make|cook|bake|lage|bake) )?(.{2,60}?)(?: for \\d+| til \\d+| til to| for two| tonight| i kveld)?\\s*[,:;-]?\\s+(?:what do (?:i|you|we) need|steps|step by step|steg for steg|trinn for trinn|how to|what goes in it|hva trenger (?:jeg|eg|man|vi)|hva trengs|ka trengs|kva trengs|ka treng (?:æ|eg)|(?:hva|ka|kva) må (?:jeg|æ|eg) ha i|fremgangsmåte)(?: pls| please| takk)?\\s*[?!.]*$");

  /**
   * "steps for making beef rendang", "instructions for cooking pho": the steps of making a thing;
   * it must be food ("steps for making a website").
   */
  private static final Pattern STEPS_FOR =
      Pattern.compile(
          "\\b(?:steps|instructions|directions) (?:for|to) (?:making|make|cooking|cook|baking|bake|preparing|prepare) (.{1,120})");

  /** "how is X made", "hvordan lages X": how a thing is made, a recipe only when it is food. */
  private static final Pattern PASSIVE =
      Pattern.compile("\\b" + NO_HOW + " (?:lages|lagast|bakes|stekes|kokes) (.{1,120})");

  /**
   * "shakshuka ingredients list", "krumkaker ingredienser", "what's in a proper bolognese sauce":
   * what goes into a dish named before or after; it must be food.
   */
  private static final Pattern INGREDIENTS =
      Pattern.compile(
          "^(.{2,60}?),?\\s+(?:ingredients(?: list)?|ingredienser|ingrediensliste|ingrediensene)\\s*[?!.]*$");

  private static final Pattern WHATS_IN =
      Pattern.compile(
          "^(?:what's|whats|what is|what goes) in (?:a |an |the )?(?:proper |real |classic |good |traditional )?(.{2,60}?)\\s*[?!.]*$");

  private static final List<Pattern> AFTER =
      List.of(
          Pattern.compile(
              "\\b(?:lær meg (?:å|og) |lær meg å |kan du lære meg å )(?:lage|bake|steke|koke|tilberede) (.{1,120})"),
          Pattern.compile("\\brecipes? (?:for|of|on|with|using) (.{1,120})"),
          Pattern.compile("^(?:recipe|oppskrift)\\s*:\\s*(.{1,120})"),
          Pattern.compile("\\boppskrift(?:er|en)? (?:på|for|til|pa|paa|med) (.{1,120})"),
          DISH_THEN_HOW,
          PASSIVE,
          Pattern.compile(
              "\\bhow (?:do i|do you|do u|to|can i|can you|should i|would i|does one|do we|would you|do people|does someone) (?:make|cook|bake|prepare|grill|roast|fry|smoke|braise) (.{1,120})"),
          Pattern.compile(
              "\\b"
                  + NO_HOW
                  + " (?:lager|lage|lagar|baker|bake|steker|steke|steiker|koker|koke|kokar|tilbereder|tilberede|tilbereier|griller|grille) "
                  + NO_WHO
                  + "(?:(?:en|ei|et|ein|eit) )?(?:(?:go|god|gode|godt|skikkelig) )?(.{1,120})"),
          Pattern.compile("\\bingredien(?:ts|ser) (?:for|til|i|in|to|of) (.{1,120})"),
          Pattern.compile(
              "\\bwhat do (?:i|you|we) need (?:for|to make|to bake|to cook) (.{1,120})"),
          INGREDIENTS,
          WHATS_IN,
          Pattern.compile(
              "\\b(?:hva|ka|kva|kå) (?:trenger|treng|trengs) "
                  + NO_WHO
                  + "(?:for å lage|for å lag|te å lage|til å lage|til|te) (.{1,120})"),
          Pattern.compile(
              "\\b(?:teach me|show me how|tell me how) (?:to |how to )?(?:make|cook|bake|prepare) (.{1,120})"),
          Pattern.compile("\\b(?:steps|instructions) to (?:cook|bake|prepare) (.{1,120})"),
          Pattern.compile(
              "\\b(?:best|easiest|right|proper) way to (?:cook|bake|prepare) (.{1,120})"),
          Pattern.compile("\\bwhat can i (?:make|cook|bake) with (.{1,120})"),
          Pattern.compile("\\bhva kan jeg lage (?:med|av) (.{1,120})"),
          Pattern.compile("\\boppskrift (.{1,120})"),
          MAKE_THEN_HOW,
          DISH_THEN_NEED,
          ANY_THING,
          STEPS_FOR,
          RecipeRule.FROM_SCRATCH);

  /**
   * For each pattern of {@link #AFTER}, by its text, words of which a message must hold at least
   * one (as a part of its lower-case text) for the pattern to find anything: each is a word the
   * pattern's every match contains, so a message without any of them skips that pattern's scan
   * (#23: the loop of {@link #AFTER} ran for every "how" or "what's" question). A pattern without
   * an entry, or whose text has changed, is always tried.
   */
  private static final java.util.Map<String, List<String>> AFTER_NEEDS = afterNeeds();

  private static java.util.Map<String, List<String>> afterNeeds() {
    List<String> noHow = WordLists.list("RecipeRule.noHow");
    List<String> how = new java.util.ArrayList<>(noHow);
    how.add("how");
    List<List<String>> needs =
        List.of(
            List.of("lær meg", "lære meg"),
            List.of("recipe"),
            List.of("recipe", "oppskrift"),
            List.of("oppskrift"),
            how, // DISH_THEN_HOW
            List.of("lages", "lagast", "bakes", "stekes", "kokes"), // PASSIVE
            List.of("how"),
            noHow,
            List.of("ingredien"),
            List.of("need"),
            List.of("ingredien"), // INGREDIENTS
            List.of("what"), // WHATS_IN
            List.of("treng"),
            List.of("teach", "show", "tell"),
            List.of("steps", "instructions"),
            List.of("way"),
            List.of("with"),
            List.of("lage"),
            List.of("oppskrift"),
            List.of("how", "hvordan", "åssen"), // MAKE_THEN_HOW
            WordLists.list("RecipeRule.list"), // DISH_THEN_NEED
            List.of("how", "goes", "instructions", "steps", "way", "ingredien"), // ANY_THING
            List.of("steps", "instructions", "directions"), // STEPS_FOR
            List.of("scratch", "bunnen")); // FROM_SCRATCH
    if (needs.size() != AFTER.size()) {
      return java.util.Map.of(); // a pattern added or removed without its words: every one is tried
    }
    java.util.Map<String, List<String>> out = new java.util.HashMap<>();
    for (int i = 0; i < AFTER.size(); i++) {
      String text = AFTER.get(i).pattern();
      if (needs.get(i).stream().allMatch(text::contains)) {
        out.put(text, needs.get(i)); // words out of the pattern's text are no entry of it
      }
    }
    return java.util.Map.copyOf(out);
  }

  /** How many patterns of {@link #AFTER} have their words; for this package's tests. */
  static int guardedPatterns() {
    return AFTER_NEEDS.size();
  }

  /** Whether a pattern of {@link #AFTER} may find anything in the lower-case text. */
  private static boolean mayFind(Pattern p, String lower) {
    List<String> needs = AFTER_NEEDS.get(p.pattern());
    if (needs == null) {
      return true;
    }
    for (String n : needs) {
      if (lower.contains(n)) {
        return true;
      }
    }
    return false;
  }

  /** The patterns whose subject is a dish only when a word of it is food. */
  private static final Set<Pattern> FOOD_ONLY =
      Set.of(
          MAKE_THEN_HOW,
          ANY_THING,
          DISH_THEN_HOW,
          PASSIVE,
          INGREDIENTS,
          WHATS_IN,
          DISH_THEN_NEED,
          STEPS_FOR);

  private static final Pattern CUT =
      Pattern.compile(
          "\\s+(?:takk|thanks|thx|pls|plz|tusen takk|som|til|i ovnen|i ovn|in the oven|in an air ?fryer|i airfryer|på grillen|on the grill|in a slow cooker|for dinner|for lunch|til middag|tonight|i kveld|please|then|with the|hjemme|at home|in minecraft|, "
              // how, where and for whom it is made, not what: "from scratch", "without eggs",
              // "for beginners", "in a dutch oven", "fra bunnen av", "uten egg", "i langpanne"
              + "|from scratch|without\\b|with no\\b|uten\\b|the easy way|the traditional way|step by step|like (?:my|a|in|at|grandma|mom|mum)|using|for \\d+(?: people| persons| of us)?\\b|til \\d+(?: personer| stk)?\\b|for (?:beginners|dummies|kids|children|students|one|two|four|six|a crowd|a party|a family)|in (?:a|an|the|my) (?:\\S+ )?(?:oven|pot|pan|skillet|cooker|fryer|instant pot|microwave|wok|dutch oven|crockpot|crock pot|tray|tin)|in under|under \\d|in \\d+ min|fra bunnen(?: av)?|på den enkle måten|steg for steg|som (?:mormor|farmor|mamma|på)|for nybegynnere|til (?:barn|nybegynnere|fire|to|seks)|i (?:en |ei |et )?(?:langpanne|ildfast form|form|gryte|stekepanne|panne|ovnen|ovn|airfryer|slow ?cooker|trykkoker|wok|mikro|mikrobølgeovn)).*$|[?.!,:;].*$");
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
          "books",
          "venner",
          "nettside",
          "my",
          "your");

  /**
   * A relative clause after the dish ("sjokoladekake som er enkel"): how it is, not a statement.
   */
  private static final Pattern RELATIVE = Pattern.compile("\\s(?:som|that|which) .*$");

  /** Where a second thing begins: "and", "og", "&". */
  private static final Pattern AND = Pattern.compile("\\s+(?:and|og|&|n|'n')\\s+(\\S+)");

  /**
   * The dish of a text after the question: its trailing words of how, when and for whom cut, and
   * the text after "and" / "og" cut unless food follows ("mac and cheese", "fish and chips", "fisk
   * og potet"; but "lasagne and the weather in Oslo").
   */
  static String cut(String raw) {
    String s = CUT.matcher(raw.strip()).replaceAll("");
    Matcher a = AND.matcher(s);
    int from = 0;
    while (a.find(from)) {
      String next = a.group(1).toLowerCase(java.util.Locale.ROOT);
      if (!food(next)) {
        return s.substring(0, a.start());
      }
      from = a.end();
    }
    return s;
  }

  private static final Pattern STATEMENT =
      Pattern.compile("(?i)\\s(?:er|var|is|was|were|har|has|had|blir|ble)\\s");

  /** Words after "recipe for" that say when or how, not what. */
  private static final Set<String> WHEN = WordLists.set("RecipeRule.WHEN");

  private static final Set<String> FILLERS = WordLists.set("RecipeRule.FILLERS");

  /** Endings of words for software, not food: "oppskriftsdatabase", "recipe app". */
  private static final List<String> NOT_FOOD_ENDINGS =
      WordLists.list("RecipeRule.NOT_FOOD_ENDINGS");

  private static final Set<String> TRIGGERS =
      Set.of(
          // "biryani step by step pls": the steps, after the dish
          "step",
          "steg",
          "trinn",
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
          "trenger",
          "treng",
          "trengs",
          "lagar",
          "lages",
          // "guacamole how", "brunost-saus, hvordan?": the dish, then a bare how; "whats in a
          // proper bolognese sauce"
          "whats",
          "what's",
          "how",
          "hvordan",
          "åssen",
          "korleis",
          "kokar",
          "koke",
          "tilbereder",
          "tilberede",
          "griller",
          "grille",
          "grill",
          "roast",
          "fry",
          "made",
          "cooked",
          "prepared",
          "baked",
          "making",
          "cooking",
          "baking",
          "goes",
          "instructions",
          "steps",
          "way",
          "ingrediensene",
          "ingredient");

  /**
   * Words of food, in English and Norwegian ({@code food.txt}: dishes of many cuisines, their
   * parts, ingredients, meals): after a verb that makes anything ("how do I make …", "hvordan lager
   * jeg …", "what do I need for …"), the thing made is a dish only when one of its words is food or
   * ends as Norwegian compounds of food do ("sjokoladekake", "fiskesuppe"). "How do I make a CV",
   * "hvordan lager jeg et nyhetsbrev" fire nothing; after "cook", "bake" or "recipe" any subject is
   * taken as food.
   */
  private static final class Food {
    /** Read on first use: only a message with a verb that makes anything needs it. */
    static final Set<String> WORDS = readFood();
  }

  private static Set<String> readFood() {
    java.io.InputStream in = RecipeRule.class.getResourceAsStream("food.txt");
    if (in == null) {
      throw new IllegalStateException("food.txt is missing from the jar");
    }
    Set<String> words = new java.util.HashSet<>();
    try (java.io.BufferedReader r =
        new java.io.BufferedReader(
            new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (!line.startsWith("#")) {
          addWords(line.strip(), words);
        }
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return Set.copyOf(words);
  }

  /** The words of a line split as {@code split("\\s+")} does, without compiling a regex a line. */
  private static void addWords(String line, Set<String> words) {
    int start = 0;
    for (int i = 0; i <= line.length(); i++) {
      if (i == line.length() || " \t\n\u000B\f\r".indexOf(line.charAt(i)) >= 0) {
        if (i > start) {
          words.add(line.substring(start, i));
        }
        start = i + 1;
      }
    }
  }

  private static final List<String> FOOD_ENDINGS = WordLists.list("RecipeRule.FOOD_ENDINGS");

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

  static final Set<String> ARTICLES = Set.of("a", "an", "the", "en", "et", "ei", "some");

  /** Norwegian words that join the parts of a dish's name: "boller i karri", "laks med dill". */
  private static final java.util.Set<String> JOINING = java.util.Set.of("i", "med", "på");

  /** Whether a word between the first and the last joins a dish's name. */
  private static boolean joined(List<String> words) {
    for (int k = 1; k + 1 < words.size(); k++) {
      if (JOINING.contains(words.get(k).toLowerCase(java.util.Locale.ROOT))) {
        return true;
      }
    }
    return false;
  }

  /** Whether a word of the subject is food (a dish, an ingredient, a meal). */
  static boolean food(String subject) {
    for (String w : subject.toLowerCase(java.util.Locale.ROOT).split("[\\s,.!?'-]+")) {
      if (w.isEmpty()) {
        continue;
      }
      if (Food.WORDS.contains(w)
          || Lexicon.DISHES.containsKey(w)
          || w.endsWith("s") && Food.WORDS.contains(w.substring(0, w.length() - 1))) {
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

  /** Games whose crafting has recipes: "how to make a cake in minecraft" asks for no dish. */
  private static final Set<String> GAMES = WordLists.set("RecipeRule.GAMES");

  /**
   * Where the noun phrase of the thing made ends: a preposition ("a burger menu in css"), or a word
   * that makes it a thing changed rather than made ("make pasta not stick", "make rice less
   * sticky", "make the chicken stop escaping").
   */
  private static final Pattern HEAD_END =
      Pattern.compile(
          "\\s(?:in|on|at|with|without|for|from|by|using|like|into|i|på|med|uten|til|fra|som)\\s.*$");

  /** "make pasta not stick", "make rice less sticky", "lage deigen mindre klissete": changed. */
  private static final Pattern CHANGED =
      Pattern.compile(
          "\\s(?:more|less|not|stop|so|too|look|taste|stay|feel|go|last|rise|mer|mindre|ikke|slutte|heve|holde)\\s");

  /**
   * Whether the thing made after a verb that makes anything is a dish: the last word of its noun
   * phrase (its head) is food. "how do I make carrot cake" is; "a burger menu in css", "my
   * sourdough starter more active", "a dumpling emoji" are not.
   */
  static boolean foodHead(String made) {
    String spaced = " " + made.toLowerCase(java.util.Locale.ROOT) + " ";
    if (CHANGED.matcher(spaced).find()) {
      return false;
    }
    String phrase = HEAD_END.matcher(spaced).replaceAll("");
    String[] words = phrase.strip().split("[\\s,.!?'-]+");
    return words.length > 0 && !words[words.length - 1].isEmpty() && food(words[words.length - 1]);
  }

  private RecipeRule() {}

  static List<Intent> match(Utterance u) {
    if (u.hasAnyWord(GAMES)) {
      return List.of();
    }
    List<Intent> detail = RecipeDetail.match(u);
    if (!detail.isEmpty()) {
      // "how long should the arrabiata sauce simmer": a figure of a named dish's recipe (#21)
      return detail;
    }
    if (!u.hasAnyWord(TRIGGERS)) {
      return withoutSomething(u);
    }
    for (Pattern p : AFTER) {
      if (!mayFind(p, u.lower)) {
        continue; // no word every match of p holds: p finds nothing here
      }
      Matcher m = p.matcher(u.lower);
      if (m.find()) {
        String raw = u.original.substring(m.start(1), m.end(1));
        String dish = clean(raw);
        boolean generic =
            FOOD_ONLY.contains(p)
                || GENERIC_VERB.matcher(u.lower.substring(m.start(), m.start(1))).find();
        String made = cut(raw);
        if (p == FROM_SCRATCH && !food(made)) {
          continue; // "a website from scratch"
        }
        if (words(made) == 1
            && STAPLES.contains(made.strip().toLowerCase(java.util.Locale.ROOT))
            && u.hasAnyWord(COOK_VERBS)) {
          // "how do you cook rice", "hvordan koker man ris": general cooking knowledge of a staple,
          // no named dish
          return List.of();
        }
        if (STATEMENT.matcher(RELATIVE.matcher(raw).replaceAll("")).find()) {
          // "mormors oppskrift på lapskaus er borte": a statement about a recipe, no request
          return List.of();
        }
        // after a verb that makes anything, the thing must be food; after "recipe for", a name of
        // several words must hold a word of food ("a recipe for a good night's sleep", "oppskriften
        // på seieren var et godt forsvar"), a single unknown word may be a dish ("moussaka")
        if (generic ? !foodHead(made) : !food(made) && words(made) > 1) {
          if (FOOD_ONLY.contains(p)) {
            continue; // "how is bitcoin made", "instructions for the printer"
          }
          return List.of();
        }
        if (onlyFillers(cut(raw)) || WHEN.contains(dish.toLowerCase(java.util.Locale.ROOT))) {
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
        for (int i = k - 1; i >= 0 && dish.size() < 4; i--) {
          // "et pund smør i gamle oppskrifter", "my old recipes": a preposition or a word of whose
          // or how old ends the name before "recipes"
          if (joinedBefore(u, i, dish)) {
            // "kjøttboller i tomatsaus oppskrift", "boller i karri oppskrift": a Norwegian dish of
            // several words joined by "i"/"med", whose first word is a dish, is one dish (tune20)
            dish.add(0, u.words.get(i));
            continue;
          }
          if (FILLERS.contains(u.lowerWords.get(i))
              || BEFORE_RECIPES.contains(u.lowerWords.get(i))) {
            break;
          }
          dish.add(0, u.words.get(i));
        }
        String d = clean(String.join(" ", dish));
        if (words(d) > 1 && !food(d)) {
          // "do you know recipes": a name of several words holds a word of food, as after "recipe
          // for"
          return List.of();
        }
        return d.isEmpty() ? List.of() : List.of(Intent.of(RecipeFetcher.KIND, d));
      }
    }
    return withoutSomething(u);
  }

  /** The Norwegian words that join a dish of several words: "boller i karri", "laks med dill". */
  private static final Set<String> DISH_JOINERS = Set.of("i", "med");

  /**
   * Whether the word at {@code i}, read back from "oppskrift", joins a dish of several words: "i"
   * or "med" after at least one word of the dish and right after a dish the lexicon knows, or a
   * compound ending in one ("kjøttboller i tomatsaus", "boller i karri", "fiskeboller i hvit
   * saus"); "et pund smør i gamle oppskrifter" has no dish before its "i".
   */
  private static boolean joinedBefore(Utterance u, int i, List<String> dish) {
    return !dish.isEmpty()
        && i > 0
        && DISH_JOINERS.contains(u.lowerWords.get(i))
        && endsWithADish(u.lowerWords.get(i - 1));
  }

  /** Whether a word is a dish the lexicon knows or a compound ending in one ("fiskeboller"). */
  private static boolean endsWithADish(String w) {
    for (String d : Lexicon.DISHES.keySet()) {
      if (w.endsWith(d)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A dish named alone, at most three words, as written or with a question mark ("lapskaus?",
   * "moussaka", "pad thai?"): its recipe is asked (the definitions' one-word dish). Read only when
   * no other rule found a subject ("apple?" is the company). The last word must be food, and not a
   * meal, a drink, a bare ingredient or a way of cooking: "dinner?", "coffee?", "eggs?" offer or
   * ask something else. A choice ("pizza or sushi?") and an exclamation ("yum, paella!") are no
   * requests.
   */
  static List<Intent> loneDish(Utterance u) {
    int n = u.words.size();
    if (n == 0 || n > 3) {
      return List.of();
    }
    String text = u.original.strip();
    while (text.endsWith("?")) {
      text = text.substring(0, text.length() - 1).strip();
    }
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      if (!Character.isLetter(ch) && ch != ' ' && ch != '-' && ch != '\'') {
        return List.of();
      }
    }
    for (String w : u.lowerWords) {
      if (NOT_ALONE.contains(w) || FILLERS.contains(w) || WHEN.contains(w)) {
        return List.of();
      }
    }
    // "banana bread?", "beef wellington?": a dish of several words holds food, first or last; a
    // single word must be a dish, not a meal, a drink or an ingredient ("coffee?", "chicken?")
    String last = u.lowerWords.get(n - 1);
    String first = u.lowerWords.get(0);
    // a day is no food here ("sunrise heideck sunday")
    boolean dishAtAnEnd =
        food(last) && !DAYS.contains(last) || food(first) && !DAYS.contains(first);
    if (n == 1 ? !food(last) || NOT_A_DISH_ALONE.contains(last) : !dishAtAnEnd) {
      return List.of();
    }
    String dish = clean(text);
    return dish.isEmpty() ? List.of() : List.of(Intent.of(RecipeFetcher.KIND, dish));
  }

  /** Words that make a short message more than a dish's name: joins, pronouns, verbs of having. */
  private static final Set<String> NOT_ALONE =
      Set.of(
          "or",
          "eller",
          "and",
          "og",
          "i",
          "we",
          "you",
          "me",
          "jeg",
          "vi",
          "du",
          "meg",
          "is",
          "er",
          "no",
          "nei",
          "yes",
          "ja",
          "more",
          "mer",
          "again",
          "igjen",
          "love",
          "hate",
          "elsker",
          "hater",
          "yum",
          "nam",
          "mmm",
          "want",
          "vil",
          "have",
          "ha",
          "had",
          "hadde",
          "spiste",
          "ate",
          "not",
          "ikke",
          "ikkje",
          "til",
          "for",
          "with",
          "med",
          "uten",
          "without",
          // a question about an amount or a step ("how much flour?" after a recipe) is no name
          "how",
          "much",
          "many",
          "what",
          "what's",
          "which",
          "when",
          "where",
          "why",
          "who",
          "hvor",
          "mye",
          "mange",
          "hva",
          "hvilken",
          "når",
          "hvorfor",
          "hvem",
          "ka",
          "kor",
          "kva",
          "korleis",
          "hvordan",
          "enough",
          "nok",
          "any",
          "noe",
          "noen");

  /**
   * Food words that alone name no dish to cook: a meal, a drink, a bare ingredient, a part of a
   * dish or a way of cooking.
   */
  private static final Set<String> NOT_A_DISH_ALONE = WordLists.set("RecipeRule.NOT_A_DISH_ALONE");

  /**
   * "pannekaker uten egg", "pancakes without eggs": a dish and what to leave out (one or two
   * words), alone; the dish is the subject, as the source searches dishes by name.
   */
  private static List<Intent> withoutSomething(Utterance u) {
    int n = u.words.size();
    if (n < 3 || n > 6) {
      return List.of();
    }
    int at = -1;
    for (int i = 1; i < n - 1; i++) {
      String w = u.lowerWords.get(i);
      if (w.equals("without") || w.equals("uten") || w.equals("utan")) {
        at = i;
        break;
      }
    }
    if (at < 0 || at > 3) {
      return List.of();
    }
    String head = String.join(" ", u.words.subList(0, at));
    if (n - at - 1 > 2 || !foodHead(head)) {
      return List.of();
    }
    String dish = clean(head);
    return dish.isEmpty() ? List.of() : List.of(Intent.of(RecipeFetcher.KIND, dish));
  }

  /** Words that end a dish's name read backwards from "recipe": prepositions, whose, how old. */
  private static final Set<String> BEFORE_RECIPES = WordLists.set("RecipeRule.BEFORE_RECIPES");

  /** Staples cooked plain, whose cooking is general knowledge, not a dish's recipe. */
  private static final Set<String> STAPLES = WordLists.set("RecipeRule.STAPLES");

  /** Verbs of plain cooking. */
  private static final Set<String> COOK_VERBS = WordLists.set("RecipeRule.COOK_VERBS");

  private static String trimmed(String w) {
    return w.toLowerCase(java.util.Locale.ROOT).replaceAll("[,.;:!?]+$", "");
  }

  /** Words of how a dish is made at home, not of its name. */
  private static final Set<String> NOT_THE_NAME =
      Set.of(
          "homemade",
          "home-made",
          "hjemmelaget",
          "hjemmelagd",
          "hjemmelaga",
          "heimelaga",
          "heimelaget");

  /** The days a dish is eaten on ("taco fredag"), which end its name. */
  private static final Set<String> DAYS =
      Lexicon.withWeekdays(Set.of("tonight", "today", "tomorrow", "ikveld", "idag", "imorgen"));

  private static String clean(String raw) {
    String s = cut(raw).strip();
    List<String> words = new ArrayList<>(List.of(s.split("\\s+")));
    while (!words.isEmpty() && FILLERS.contains(words.get(0).toLowerCase(java.util.Locale.ROOT))) {
      words.remove(0);
    }
    // "taco fredag", "pizza friday": the day the dish is eaten; "pizzaen hjemmelaget", "homemade
    // pesto": how it is made. Neither is the dish's name
    words.removeIf(w -> NOT_THE_NAME.contains(trimmed(w)));
    for (int i = 1; i < words.size(); i++) {
      if (DAYS.contains(trimmed(words.get(i)))) {
        words.subList(i, words.size()).clear();
        break;
      }
    }
    if (!words.isEmpty()) {
      words.set(words.size() - 1, words.get(words.size() - 1).replaceAll("[,.;:!?]+$", ""));
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
    boolean translated = false;
    boolean kept = false;
    for (String w : words) {
      String en = Lexicon.DISHES.get(w.toLowerCase(java.util.Locale.ROOT));
      out.add(en != null ? en : w);
      translated |= en != null;
      kept |= en == null;
    }
    String last = words.get(words.size() - 1).toLowerCase(java.util.Locale.ROOT);
    if (translated && kept && joined(words)) {
      // "boller i karri", "kylling i karri": a Norwegian dish of several words joined by "i" or
      // "med" is its own dish, named as typed, not half translated ("buns i karri") (session 31)
      return String.join(" ", words);
    }
    if (translated && kept && !Lexicon.DISHES.containsKey(last)) {
      // "biff stroganoff", "kylling tikka masala", "laks teriyaki": a Norwegian word of food before
      // the dish's own name says which one; the dish is named as typed (DEFINITIONS: "the dish in
      // the user's language, as written"), not half translated ("steak stroganoff") (tune20)
      return String.join(" ", words);
    }
    if (translated && kept && Lexicon.DISHES.containsKey(last)) {
      // "glutenfritt brød", "sukkerfri sjokoladekake": the Norwegian dish in English without the
      // words before it that have no English name, not half translated ("glutenfritt bread")
      return Lexicon.DISHES.get(last);
    }
    return String.join(" ", out);
  }
}
