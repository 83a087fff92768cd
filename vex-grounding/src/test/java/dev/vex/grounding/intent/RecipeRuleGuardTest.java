package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.recipes.RecipeFetcher;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The words that let {@link RecipeRule} skip a pattern no message without them can match (#23):
 * every pattern has its words, and the recipe questions each guard covers still read as recipes
 * while questions with none of them read as before.
 */
class RecipeRuleGuardTest {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  @Test
  void everyPatternAfterARequestHasTheWordsItNeeds() {
    // a pattern added to RecipeRule.AFTER without its words turns every guard off (the rule stays
    // right, and slow): add the pattern's words to RecipeRule.afterNeeds in the same place
    assertThat(RecipeRule.guardedPatterns()).isEqualTo(24);
  }

  @Test
  void recipeQuestionsOfEachGuardedFormStillReadAsRecipes() {
    for (String q :
        List.of(
            "how do I make lasagne",
            "hvordan lager jeg pannekaker",
            "recipe for carrot cake",
            "oppskrift på lapskaus",
            "ingredients for moussaka",
            "what do I need to make pancakes",
            "teach me to bake sourdough bread")) {
      assertThat(CLASSIFIER.classify(q))
          .as(q)
          .extracting(Intent::kind)
          .contains(RecipeFetcher.KIND);
    }
  }

  @Test
  void questionsWithoutTheWordsReadNoRecipe() {
    for (String q :
        List.of(
            "What's the weather in Oslo tomorrow?",
            "What is the bitcoin price?",
            "How is Equinor doing today?")) {
      assertThat(CLASSIFIER.classify(q))
          .as(q)
          .extracting(Intent::kind)
          .doesNotContain(RecipeFetcher.KIND)
          .isNotEmpty();
    }
  }
}
