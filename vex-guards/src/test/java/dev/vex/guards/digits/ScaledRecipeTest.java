package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A recipe asked for doubled, tripled or halved (#22, content-cases15 E004 and E026: the honest
 * doubled amounts were replaced as "where the recipe says 175g"), on TheMealDB's recorded Bakewell
 * tart and arrabiata. Replies written for the test, in English and Norwegian: the scaled amounts
 * pass word for word; an amount left unscaled, or scaled wrong, is still replaced; the same replies
 * to a question that asks no scaling are judged against the recipe as it is.
 */
class ScaledRecipeTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static String received(String question, String draft, GroundTruth t, Locale l)
      throws Exception {
    TurnContext context =
        TurnContext.builder(Message.user(question))
            .locale(l)
            .intents(List.of(Intent.of("recipes", "dish")))
            .groundTruth(List.of(t))
            .build();
    return Turns.after(GUARD, draft, context);
  }

  @Test
  void theFactorIsReadFromTheQuestionOnly() {
    assertThat(ScaledRecipe.factor("If I double the Bakewell tart, how much flour?")).isEqualTo(2);
    assertThat(ScaledRecipe.factor("Kan du doble oppskriften på arrabiata?")).isEqualTo(2);
    assertThat(ScaledRecipe.factor("Triple the arrabiata, please")).isEqualTo(3);
    assertThat(ScaledRecipe.factor("Kan jeg halvere bakewell-terten?")).isEqualTo(0.5);
    assertThat(ScaledRecipe.factor("How much flour for the Bakewell tart?")).isEqualTo(1);
    assertThat(ScaledRecipe.factor("Is a Bakewell tart halal?")).isEqualTo(1);
    assertThat(ScaledRecipe.factor("Hvor mange trenger jeg? Halvannen time?")).isEqualTo(1);
  }

  @Test
  void scaledAmountsPassUnchanged() throws Exception {
    GroundTruth bakewell = RecipeClaimsTest.recorded("lookup_52767.json");
    GroundTruth arrabiata = RecipeClaimsTest.recorded("search_arrabiata.json");
    String[][] honest = {
      {
        "If I double the Bakewell tart, how much flour and butter for the pastry?",
        "For a double batch: 350g (12oz) plain flour and 150g (5oz) chilled butter, plus 4-6 tbsp"
            + " cold water.",
        "b"
      },
      {
        "Can you double the arrabiata recipe?",
        "For a double batch: 2 pounds penne rigate, 1/2 cup olive oil, 6 garlic cloves, 2 tins"
            + " chopped tomatoes and 12 basil leaves.",
        "a"
      },
      {
        "Hvor mye trenger jeg hvis jeg dobler arrabiataen?",
        "Dobbel porsjon: 2 pund penne, 6 fedd hvitløk, 2 bokser hakkede tomater og 12"
            + " basilikumblader.",
        "a"
      },
      {
        "Kan jeg halvere bakewell-terten? Hvor mye mel?",
        "Halv porsjon: rundt 88 g mel og 38 g kaldt smør til deigen.",
        "b"
      }
    };
    for (String[] c : honest) {
      GroundTruth t = c[2].equals("b") ? bakewell : arrabiata;
      Locale l =
          c[0].startsWith("If") || c[0].startsWith("Can")
              ? Locale.ENGLISH
              : Locale.forLanguageTag("nb");
      assertThat(received(c[0], c[1], t, l)).as(c[1]).isEqualTo(c[1]);
    }
  }

  @Test
  void unscaledOrWronglyScaledAmountsAreStillReplaced() throws Exception {
    GroundTruth bakewell = RecipeClaimsTest.recorded("lookup_52767.json");
    GroundTruth arrabiata = RecipeClaimsTest.recorded("search_arrabiata.json");
    String[][] wrong = {
      {
        "If I double the Bakewell tart, how much flour and butter for the pastry?",
        "Doubled pastry: 350g plain flour and 75g chilled butter, with 4-6 tbsp cold water.",
        "b"
      },
      {
        "Kan du doble arrabiataen?",
        "Dobbel porsjon: 2 pund penne, 6 fedd hvitløk, 1 boks hakkede tomater og 12"
            + " basilikumblader.",
        "a"
      },
      {
        "Triple the arrabiata, please",
        "Tripled: 3 pounds penne, 9 garlic cloves and 12 basil leaves.",
        "a"
      },
      // no scaling asked: the doubled amounts are judged against the recipe as it is
      {
        "How much flour and butter for the Bakewell tart pastry?",
        "350g plain flour and 150g chilled butter.",
        "b"
      }
    };
    for (String[] c : wrong) {
      GroundTruth t = c[2].equals("b") ? bakewell : arrabiata;
      Locale l = c[0].startsWith("Kan") ? Locale.forLanguageTag("nb") : Locale.ENGLISH;
      assertThat(received(c[0], c[1], t, l)).as(c[1]).isNotEqualTo(c[1]);
    }
  }

  /**
   * A reply that says it doubles or halves the whole recipe itself is held to the recipe scaled so,
   * when the question asks no scaling (#22, content-cases18 E012: "For two tarts, double it: 350g
   * (12oz) plain flour and 150g (5oz) chilled butter"). An amount left unscaled beside those words
   * is still wrong, and "double cream" scales nothing.
   */
  @Test
  void aReplyThatSaysItScalesTheRecipeIsHeldToTheRecipeScaled() throws Exception {
    GroundTruth bakewell = RecipeClaimsTest.recorded("lookup_52767.json");
    Locale nb = Locale.forLanguageTag("nb");
    String q = "I'm making two tarts — how much flour and butter for the pastry?";
    String en = "For two tarts, double it: 350g (12oz) plain flour and 150g (5oz) chilled butter.";
    assertThat(received(q, en, bakewell, Locale.ENGLISH)).isEqualTo(en);
    String qn = "Jeg lager to terter. Hvor mye mel og smør trenger jeg?";
    String no = "Doble oppskriften: 350 g mel og 150 g kaldt smør.";
    assertThat(received(qn, no, bakewell, nb)).isEqualTo(no);
    String halved = "Halve it: about 88 g plain flour and 38 g chilled butter.";
    assertThat(
            received(
                "How much flour and butter for a small tart?", halved, bakewell, Locale.ENGLISH))
        .isEqualTo(halved);
    for (String wrong :
        List.of(
            "For two tarts, double it: 350g plain flour and 75g chilled butter.",
            "Serve with double cream. The pastry takes 350g plain flour and 150g chilled butter.")) {
      assertThat(received(q, wrong, bakewell, Locale.ENGLISH)).as(wrong).isNotEqualTo(wrong);
    }
    String wrongNo = "Doble oppskriften: 350 g mel og 75 g kaldt smør.";
    assertThat(received(qn, wrongNo, bakewell, nb)).isNotEqualTo(wrongNo);
  }
}
