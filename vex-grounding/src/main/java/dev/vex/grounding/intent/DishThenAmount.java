package dev.vex.grounding.intent;

import java.util.List;

/**
 * A recipe detail asked after the dish is named (session 28, #21): "pannekaker, kor mange egg?",
 * "chili con carne, how many beans?". The dish stands before a comma, colon or dash, and the
 * question counts a food; "pizza, how much?" (a price) and "pannekaker, hvor mange folk kommer?"
 * (guests) ask no recipe. Called only after RecipeDetail found a question of an amount.
 */
final class DishThenAmount {
  private DishThenAmount() {}

  /**
   * The dish named before a comma and a question of an amount whose next word is food ("pannekaker,
   * kor mange egg?"); else null.
   */
  static String dish(String before, String after) {
    String b = before.strip();
    if (!b.endsWith(",") && !b.endsWith(":") && !b.endsWith("-")) {
      return null;
    }
    List<String> counted = Utterance.tokens(after);
    if (counted.isEmpty()
        || !RecipeRule.food(counted.get(0))
            && !RecipeRule.food(RecipeDetail.baseForm(counted.get(0)))
            && !(counted.size() > 1 && RecipeRule.food(RecipeDetail.baseForm(counted.get(1))))) {
      return null;
    }
    String[] w = b.substring(0, b.length() - 1).strip().split("\\s+");
    return w.length > 4 ? null : RecipeDetail.dish(RecipeDetail.untilVerb(w));
  }
}
