package dev.vex.guards.digits;

import dev.vex.guards.digits.RecipeClaims.Recipe;
import dev.vex.guards.digits.RecipeClaims.Span;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.util.List;
import java.util.Set;

/**
 * A recipe's ingredient count as a reply states it ("10 ingredienser", "twelve ingredients"),
 * judged against the number of ingredients the recipe lists. Part of {@link RecipeClaims}.
 */
final class RecipeIngredientCount {
  private RecipeIngredientCount() {}

  private static final Set<String> INGREDIENT_WORDS =
      Set.of("ingredient", "ingredients", "ingrediens", "ingredienser", "ingrediensene");

  private static final Set<String> NOT_ADJECTIVES =
      WordLists.set("RecipeIngredientCount.NOT_ADJECTIVES");

  /** Whether the word at {@code j}, or the one after a single adjective, says "ingredients". */
  static boolean countWord(List<Token> tokens, int j) {
    if (j < tokens.size() && INGREDIENT_WORDS.contains(tokens.get(j).word)) {
      return true;
    }
    return j + 1 < tokens.size()
        && tokens.get(j).kind == Token.WORD
        && !NOT_ADJECTIVES.contains(tokens.get(j).word)
        && INGREDIENT_WORDS.contains(tokens.get(j + 1).word);
  }

  static int ingredientsEnd(List<Token> tokens, int j) {
    return INGREDIENT_WORDS.contains(tokens.get(j).word)
        ? tokens.get(j).end
        : tokens.get(j + 1).end;
  }

  static String count(List<Recipe> recipes, Span s, String text, int start) {
    boolean hedged = RecipeClaims.hedged(text, start);
    StringBuilder real = new StringBuilder();
    for (Recipe r : recipes) {
      if (r.count() == 0) {
        return null; // a recipe whose ingredients were not read: nothing to judge by
      }
      double slack = hedged ? 1.0 : 0.0;
      if (s.lo() >= r.count() - slack - 1e-9 && s.hi() <= r.count() + slack + 1e-9) {
        return null;
      }
      real.append(real.length() == 0 ? "" : ", ").append(r.count());
    }
    return "'" + s.text() + "' where the recipe has " + real + " ingredients";
  }
}
