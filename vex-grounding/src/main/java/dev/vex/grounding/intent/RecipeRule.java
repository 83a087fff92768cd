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
  private static final List<Pattern> AFTER =
      List.of(
          Pattern.compile("\\brecipes? (?:for|of|on) (.{1,120})"),
          Pattern.compile("\\boppskrift(?:er|en)? (?:på|for|til) (.{1,120})"),
          Pattern.compile(
              "\\bhow (?:do i|do you|to|can i|should i|would i|does one|do we) (?:make|cook|bake|prepare) (.{1,120})"),
          Pattern.compile(
              "\\bhvordan (?:lager|lage|baker|bake|steker|steke|koker|koke) (?:jeg |man |du |vi )?(.{1,120})"),
          Pattern.compile("\\bingredien(?:ts|ser) (?:for|til|i|in|to) (.{1,120})"),
          Pattern.compile("\\bwhat do (?:i|you) need (?:for|to make) (.{1,120})"),
          Pattern.compile("\\bhva trenger (?:jeg|man|du) (?:for å lage|til) (.{1,120})"),
          Pattern.compile(
              "\\b(?:teach me|show me how) (?:to|how to) (?:make|cook|bake) (.{1,120})"),
          Pattern.compile("\\bwhat can i (?:make|cook|bake) with (.{1,120})"),
          Pattern.compile("\\bhva kan jeg lage (?:med|av) (.{1,120})"),
          Pattern.compile("\\boppskrift (.{1,120})"));
  private static final Pattern CUT =
      Pattern.compile(
          "\\s+(?:and|og|for dinner|for lunch|til middag|tonight|i kveld|please|then|with the|hjemme|at home|in minecraft|, ).*$|[?.!,:;].*$");
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

  private RecipeRule() {}

  static List<Intent> match(Utterance u) {
    if (!u.hasAnyWord(TRIGGERS)) {
      return List.of();
    }
    for (Pattern p : AFTER) {
      Matcher m = p.matcher(u.lower);
      if (m.find()) {
        String dish = clean(u.original.substring(m.start(1), m.end(1)));
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
    // "oppskrift på å overleve mandager": a Norwegian infinitive is something to do, not a dish
    if (words.get(0).equalsIgnoreCase("å")) {
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
