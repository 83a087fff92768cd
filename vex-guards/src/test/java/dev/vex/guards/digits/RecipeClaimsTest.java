package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The digit scan over a recipe's figures (#22), on TheMealDB's recorded answers: the facts are read
 * from the recorded bytes (strIngredientN, strMeasureN, strInstructions) as the recipe fetcher
 * keeps them, and what the user receives is asserted.
 */
class RecipeClaimsTest {
  private static final Locale NB = Locale.forLanguageTag("nb");
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  /** The recorded meal as a recipe ground truth, with a summary that names it. */
  static GroundTruth recorded(String file) throws IOException {
    String json;
    try (InputStream in = RecipeClaimsTest.class.getResourceAsStream("/themealdb/" + file)) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    JsonObject meal =
        JsonParser.parseString(json)
            .getAsJsonObject()
            .getAsJsonArray("meals")
            .get(0)
            .getAsJsonObject();
    List<String> names = new ArrayList<>();
    List<String> measures = new ArrayList<>();
    for (int i = 1; i <= 20; i++) {
      var ingredient = meal.get("strIngredient" + i);
      if (ingredient == null || ingredient.isJsonNull() || ingredient.getAsString().isBlank()) {
        continue;
      }
      names.add(ingredient.getAsString().strip());
      var measure = meal.get("strMeasure" + i);
      measures.add(measure == null || measure.isJsonNull() ? "" : measure.getAsString().strip());
    }
    List<String> steps = new ArrayList<>();
    for (String line : meal.get("strInstructions").getAsString().split("\\r?\\n")) {
      if (!line.isBlank()) {
        steps.add(line.strip());
      }
    }
    String name = meal.get("strMeal").getAsString();
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("name", name);
    facts.put("ingredientNames", names);
    facts.put("measures", measures);
    facts.put("steps", steps);
    String method = String.join("\n", steps);
    return new GroundTruth(
        "recipes",
        "TheMealDB",
        List.of("https://www.themealdb.com/"),
        Instant.parse("2026-01-01T12:00:00Z"),
        facts,
        List.of(
            KeyFigure.optional("ingredients in " + name, BigDecimal.valueOf(names.size()), "")
                .withAliases(name)),
        Map.of("en", "RECIPE " + name + "\n" + method, "nb", "OPPSKRIFT " + name + "\n" + method),
        null);
  }

  private static TurnContext asked(GroundTruth t, Locale locale) {
    return TurnContext.builder(Message.user("q"))
        .locale(locale)
        .intents(List.of(Intent.of("recipes", "dish")))
        .groundTruth(List.of(t))
        .build();
  }

  private static String received(String draft, TurnContext context) throws Exception {
    return Turns.after(GUARD, draft, context);
  }

  @Test
  void wrongRecipeFiguresAreReplacedByTheRecipe() throws Exception {
    GroundTruth arrabiata = recorded("search_arrabiata.json");
    GroundTruth bakewell = recorded("lookup_52767.json");
    Map<String, GroundTruth> wrong = new LinkedHashMap<>();
    wrong.put("Pastaen skal koke i cirka 12 minutter, og sausen i 5.", arrabiata);
    wrong.put("Use 3 cloves of garlic and 2 tins of chopped tomatoes.", arrabiata);
    wrong.put("Oppskriften har 10 ingredienser.", arrabiata);
    wrong.put("Fry the garlic for 3 minutes.", arrabiata);
    wrong.put("Stek terten på 220 grader i cirka 35 minutter.", bakewell);
    wrong.put("Chill the lined tin for 20 minutes before baking.", bakewell);
    wrong.put("Du trenger 125 g mel og en 20 cm form.", bakewell);
    wrong.put("Bake at 190 °C.", bakewell);
    for (Map.Entry<String, GroundTruth> e : wrong.entrySet()) {
      String out = received(e.getKey(), asked(e.getValue(), Locale.ENGLISH));
      // the recipe first, in English or, when the draft is clearly Norwegian, Norwegian
      assertThat(out)
          .as(e.getKey())
          .containsPattern("^(RECIPE|OPPSKRIFT) ")
          .doesNotContain(e.getKey());
    }
  }

  @Test
  void digitsOfOtherScriptsDoNotStopTheScan() throws Exception {
    // "٣" and "３" are digits to Character.isDigit but not to Double.parseDouble: reading them as
    // numbers threw, and the whole digit scan failed open with the wrong bake temperature in it.
    GroundTruth bakewell = recorded("lookup_52767.json");
    for (String draft :
        List.of("Use ٣ eggs. Bake at 190 °C.", "Use ３ eggs and bake at 190 °C for ١٢ minutes.")) {
      String out = received(draft, asked(bakewell, Locale.ENGLISH));
      assertThat(out).as(draft).containsPattern("^RECIPE ").doesNotContain("190");
    }
    // a digit of another script is the same number: a wrong one is caught, a right one passes
    assertThat(received("Bake at ١٩٠ °C.", asked(bakewell, Locale.ENGLISH)))
        .containsPattern("^RECIPE ");
    assertThat(received("Bake at ٢٠٠ °C.", asked(bakewell, Locale.ENGLISH)))
        .isEqualTo("Bake at ٢٠٠ °C.");
  }

  @Test
  void theReasonSaysWhatWasStatedAndWhatTheRecipeSays() throws Exception {
    GuardVerdict v =
        GUARD.check(new Draft("Du trenger 125 g mel."), asked(recorded("lookup_52767.json"), NB));
    assertThat(v)
        .isInstanceOfSatisfying(
            GuardVerdict.Overridden.class,
            o ->
                assertThat(o.reason())
                    .contains("'125 g' where the recipe says 175g/6oz plain flour"));
  }

  @Test
  void honestRecipeDraftsPassUntouched() throws Exception {
    GroundTruth arrabiata = recorded("search_arrabiata.json");
    GroundTruth bakewell = recorded("lookup_52767.json");
    Map<String, GroundTruth> honest = new LinkedHashMap<>();
    honest.put(
        "Spicy Arrabiata Penne har 8 ingredienser. Kok pastaen i ca. 9 minutter, fres"
            + " hvitløken, kok sausen med tomater og krydder i 5 minutter, og vend inn pasta og"
            + " basilikum.",
        arrabiata); // the eval's askcontrol-recipes-no-1: the sauce's 5 minutes, not the garlic's
    honest.put(
        "About 9 minutes, following the package instructions; the sauce then boils for 5 minutes.",
        arrabiata);
    honest.put(
        "Du trenger 3 fedd hvitløk, 1 pund penne rigate og en kvart kopp olivenolje.", arrabiata);
    honest.put(
        "The recipe has 8 ingredients, including 6 basil leaves and half a teaspoon of chilli flakes.",
        arrabiata);
    honest.put("Fry the garlic for 1-2 minutes until fragrant.", arrabiata);
    honest.put("You need about 450 g of penne and 1 tin of tomatoes for 4 people.", arrabiata);
    honest.put("Preheat to 200 °C (400 °F, gas 6), or 180 °C with a fan.", bakewell);
    honest.put(
        "Bunnen forstekes i rundt 15 minutter, deretter 5 minutter til uten bønner, og ferdig terte"
            + " stekes i omtrent 35 minutter.",
        bakewell);
    honest.put("You need 175 g of plain flour and a 20 cm (8 in) flan tin.", bakewell);
    honest.put("Bruk ½ ts mandelessens og 2-3 ss kaldt vann.", bakewell);
    honest.put("Bake for about 35 minutes; about 1 hour 5 minutes in total.", bakewell);
    for (Map.Entry<String, GroundTruth> e : honest.entrySet()) {
      assertThat(received(e.getKey(), asked(e.getValue(), Locale.ENGLISH)))
          .as(e.getKey())
          .isEqualTo(e.getKey());
    }
  }

  @Test
  void aTurnWithoutARecipeJudgesNoCookingFigure() throws Exception {
    String draft = "At Everest's summit water boils at roughly 70 °C, so pasta takes 20 minutes.";
    TurnContext chat =
        TurnContext.builder(Message.user("Why is pasta gummy at altitude?"))
            .intents(List.of(Intent.chat()))
            .build();
    assertThat(received(draft, chat)).isEqualTo(draft);
  }

  @Test
  void aRecipeOnlyMentionedIsNotJudged() throws Exception {
    TurnContext mentioned =
        TurnContext.builder(Message.user("Jeg lagde arrabiata i går"))
            .locale(NB)
            .intents(List.of(Intent.chat()))
            .mentioned(List.of(recorded("search_arrabiata.json")))
            .build();
    String draft = "Så fint! Den tar vel 12 minutter.";
    assertThat(received(draft, mentioned)).isEqualTo(draft);
  }

  @Test
  void theOverrideSpeaksTheLanguageOfTheMessageWhenTheTurnFellBackToEnglish() throws Exception {
    GroundTruth rate = Turns.truth(Turns.figures("USD/EUR rate=0.91366 EUR"));
    TurnContext norwegianQuestion =
        TurnContext.builder(Message.user("Hva var en dollar verdt i euro 15. januar 2024?"))
            .locale(Locale.ENGLISH)
            .intents(List.of(Intent.chat()))
            .groundTruth(List.of(rate))
            .build();
    String out =
        received(
            "15. januar 2024 var en dollar verdt 0,81 euro. Ha en fin dag!", norwegianQuestion);
    assertThat(out).startsWith("EKTE DATA").doesNotContain("REAL DATA").endsWith("Ha en fin dag!");

    // a message that does not say: the draft's language, when it clearly says
    TurnContext unclear =
        TurnContext.builder(Message.user("USD EUR 2024-01-15?"))
            .locale(Locale.ENGLISH)
            .intents(List.of(Intent.chat()))
            .groundTruth(List.of(rate))
            .build();
    assertThat(received("Den var verdt 0,81 euro den dagen.", unclear)).startsWith("EKTE DATA");
    assertThat(
            received(
                "It was worth 0.81 euros on that day.", unclear.toBuilder().locale(NB).build()))
        .startsWith("REAL DATA");
    assertThat(received("0,81 euro.", unclear)).startsWith("REAL DATA");
    // a short Norwegian question with one sign, whatever the draft's language
    TurnContext shortNorwegian =
        TurnContext.builder(Message.user("Dollar mot euro 15. januar 2024?"))
            .locale(Locale.ENGLISH)
            .intents(List.of(Intent.chat()))
            .groundTruth(List.of(rate))
            .build();
    assertThat(received("It was worth 0.81 euros on that day.", shortNorwegian))
        .startsWith("EKTE DATA");

    // an English question stays English under a Norwegian locale and a Norwegian draft
    TurnContext english =
        TurnContext.builder(Message.user("What was a dollar worth in euros on 15 January 2024?"))
            .locale(NB)
            .intents(List.of(Intent.chat()))
            .groundTruth(List.of(rate))
            .build();
    assertThat(received("En dollar var verdt 0,81 euro.", english)).startsWith("REAL DATA");
  }

  /**
   * The Bakewell tart bakes at 200C (180C fan). A reply that swaps the fan and the conventional
   * heat, in digits or in words ("hundre og åtti grader"), is caught; each heat on its own side,
   * and a heat with no side named, pass (#22: oven temperatures in words, fan vs conventional).
   */
  @Test
  void aFanOvensHeatAndAConventionalOnesAreNotSwapped() throws Exception {
    GroundTruth bakewell = recorded("lookup_52767.json");
    for (String draft :
        List.of(
            "Forvarm ovnen til hundre og åtti grader, eller to hundre grader med varmluft.",
            "One hundred and eighty degrees C, or 200C if you've got a fan oven.",
            "Ovnen skal ha 180 grader, eller 200 med varmluft.",
            "Bake at 200 °C with a fan.",
            "Stek på to hundre og tjue grader.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(bakewell, Locale.ENGLISH));
      assertThat(v).as(draft).isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String draft :
        List.of(
            "Forvarm ovnen til to hundre grader, eller hundre og åtti grader med varmluft.",
            "Two hundred degrees C, or 180C if you've got a fan oven.",
            "Preheat to 200 °C (400 °F, gas 6), or 180 °C with a fan.",
            "Stek på 200 grader, eller 180 med varmluft.",
            "Bake at 180 °C fan for about 35 minutes.",
            "Stek terten på hundre og åtti grader.",
            "Bake at 200 °C.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(bakewell, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * The Bakewell tart lists two butters, 75 g chilled for the pastry and 125 g for the filling; the
   * method names the pastry and the filling before it uses each. A reply that gives one part the
   * other's butter is caught in English and Norwegian; each part's own butter, and a butter with no
   * part named, pass (#22: the filling's butter vs the pastry's).
   */
  @Test
  void anAmountOfThePartOfTheDishTheReplyNamesIsThatPartsAmount() throws Exception {
    GroundTruth bakewell = recorded("lookup_52767.json");
    for (String draft :
        List.of(
            "Til fyllet trenger du 75 g smør.",
            "Fyllet treng 75 gram smør, smelta i ei gryte.",
            "The pastry takes 125g of butter, rubbed into 175g flour.",
            "For the filling, melt 75 g of butter in a pan.",
            "Mørdeigen lages av 175 g mel og 125 g smør.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(bakewell, Locale.ENGLISH));
      assertThat(v).as(draft).isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String draft :
        List.of(
            "Til fyllet trenger du 125 g smør.",
            "The pastry takes 75g of butter, rubbed into 175g flour.",
            "For the filling, melt 125 g of butter in a pan.",
            "Roll out the pastry, then melt 125 g butter for the filling.",
            "Mørdeigen lages av 175 g mel og 75 g kaldt smør; fyllet av 125 g smør og 125 g sukker.",
            "You need 75 g of butter and 175 g of flour.",
            "Du treng smør to stader: 75 g kaldt smør til deigen og 125 g smør til fyllet.",
            "Melt 125 g butter.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(bakewell, Locale.ENGLISH));
      assertThat(v).as(draft).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * #22, part 8: a step's time written for another step, an amount of another (qualified)
   * ingredient, amounts in words, a tin's size and an oven a stovetop recipe does not use are
   * caught; each step's own time, totals and honest amounts in words pass.
   */
  @Test
  void aTimeOfAnotherStepAndAnAmountOfAnotherIngredientAreCaught() throws Exception {
    GroundTruth arrabiata = recorded("search_arrabiata.json");
    GroundTruth bakewell = recorded("lookup_52767.json");
    Map<String, GroundTruth> wrong = new LinkedHashMap<>();
    wrong.put("Let the tart bake for 15 minutes after the almonds go on.", bakewell);
    wrong.put("Leave the dough in the fridge for 15 minutes.", bakewell);
    wrong.put("Boil the pasta for 5 minutes.", arrabiata);
    wrong.put("Hvitløken trenger 5 minutter i panna.", arrabiata);
    wrong.put("Rub 125 g of chilled butter into the flour.", bakewell);
    wrong.put("You need 3 eggs.", bakewell);
    wrong.put("Add a cup of olive oil.", arrabiata);
    wrong.put("Bruk en hel teskje chiliflak.", arrabiata);
    wrong.put("Line a 23 cm tin.", bakewell);
    wrong.put("Heat the oven to 180 °C and bake the penne.", arrabiata);
    wrong.put("Stek på 200 grader, eller 170 med varmluft.", bakewell);
    // the first and the further time of the blind bake swapped (15 minutes, then a further five)
    wrong.put(
        "Blindsteik botnen i 5 minutt med folie og bønner, ta dei ut og steik 15 minutt til.",
        bakewell);
    wrong.put("Bake blind for 5 minutes, then another 15 minutes without the beans.", bakewell);
    wrong.put("Forstek bunnen i 5 minutter, og deretter ytterligere 15 minutter.", bakewell);
    for (Map.Entry<String, GroundTruth> e : wrong.entrySet()) {
      GuardVerdict v = GUARD.check(new Draft(e.getKey()), asked(e.getValue(), Locale.ENGLISH));
      assertThat(v).as(e.getKey()).isInstanceOf(GuardVerdict.Overridden.class);
    }
    Map<String, GroundTruth> honest = new LinkedHashMap<>();
    honest.put("Bake the filled tart for about 35 minutes.", bakewell);
    honest.put("Chill the pastry-lined tin for 30 minutes in the fridge.", bakewell);
    honest.put("Bake blind for 15 minutes, then 5 more without the beans.", bakewell);
    honest.put("Pastaen koker i ca. 9 minutter, og sausen i 5 minutter.", arrabiata);
    honest.put("Fry the garlic for 1-2 minutes.", arrabiata);
    honest.put("All in, about 20 minutes: 9 for the pasta while the sauce cooks.", arrabiata);
    honest.put("Rub 75 g of chilled butter into the flour.", bakewell);
    honest.put("Add a quarter cup of olive oil and half a teaspoon of chilli flakes.", arrabiata);
    honest.put("Line a 20 cm (8in) tin.", bakewell);
    honest.put("Stek på 200 grader, eller 180 med varmluft.", bakewell);
    honest.put(
        "Bake blind for about 15 minutes, then a further 5 minutes to dry the base.", bakewell);
    honest.put("Blindsteik i 15 minutt, ta ut bønnene og steik 5 minutt til.", bakewell);
    honest.put("Forstek bunnen i 15 minutter, så 5 minutter ekstra uten bønner.", bakewell);
    for (Map.Entry<String, GroundTruth> e : honest.entrySet()) {
      GuardVerdict v = GUARD.check(new Draft(e.getKey()), asked(e.getValue(), Locale.ENGLISH));
      assertThat(v).as(e.getKey() + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  @Test
  void timesInWordsAndAnotherIngredientsAmountAreJudged() throws Exception {
    GroundTruth arrabiata = recorded("search_arrabiata.json");
    GroundTruth bakewell = recorded("lookup_52767.json");
    Map<String, GroundTruth> wrong = new LinkedHashMap<>();
    wrong.put("Når tomatene er i, lar du sausen koke i en halvtime.", arrabiata);
    wrong.put("Let the sauce simmer for half an hour.", arrabiata);
    wrong.put("Chill the lined tin for an hour and a half.", bakewell);
    wrong.put("Fry the garlic for ten minutes.", arrabiata);
    wrong.put("Kok sausen i et kvarter.", arrabiata);
    wrong.put("You need 175g (6oz) of caster sugar.", bakewell);
    wrong.put("Du treng 125 g kaldt smør til deigen.", bakewell);
    wrong.put("3 basilikumblader, pluss litt ekstra til pynt.", arrabiata);
    wrong.put("Add 3 basil leaves at the end.", arrabiata);
    wrong.put("Boil 1 pound of penne rigate in salted water, about 5 minutes.", arrabiata);
    wrong.put("Du trenger seks fedd hvitløk til denne sausen.", arrabiata);
    wrong.put("Oppskriften har bare seks ingredienser.", arrabiata);
    wrong.put("Deigen skal hvile i kjøleskapet et kvarter før du blindsteker den.", bakewell);
    for (Map.Entry<String, GroundTruth> e : wrong.entrySet()) {
      GuardVerdict v = GUARD.check(new Draft(e.getKey()), asked(e.getValue(), Locale.ENGLISH));
      assertThat(v).as(e.getKey()).isInstanceOf(GuardVerdict.Overridden.class);
    }
    Map<String, GroundTruth> honest = new LinkedHashMap<>();
    honest.put("Chill the lined tin for half an hour.", bakewell);
    honest.put("La bunnen hvile i kjøleskapet en halvtime.", bakewell);
    honest.put("Bake blind for a quarter of an hour.", bakewell);
    honest.put("Sausen koker i fem minutter.", arrabiata);
    honest.put("Add the eggs one at a time, and stir from time to time.", bakewell);
    honest.put("You need 125g (4½oz) of caster sugar.", bakewell);
    honest.put("Rub 75 g kaldt smør into the flour.", bakewell);
    honest.put("6 basilikumblader til slutt.", arrabiata);
    honest.put("Add 6 basil leaves at the end.", arrabiata);
    honest.put("Boil 1 pound of penne rigate in salted water, about 9 minutes.", arrabiata);
    honest.put("Du trenger tre fedd hvitløk og seks basilikumblader.", arrabiata);
    honest.put("The bakewell tart has ten ingredients.", bakewell);
    honest.put("Deigen skal hvile i kjøleskapet en halvtime før du blindsteker den.", bakewell);
    for (Map.Entry<String, GroundTruth> e : honest.entrySet()) {
      GuardVerdict v = GUARD.check(new Draft(e.getKey()), asked(e.getValue(), Locale.ENGLISH));
      assertThat(v).as(e.getKey() + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }
}
