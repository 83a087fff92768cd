package dev.vex.grounding.recipes;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.digits.DigitScanGuard;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A recipe's times, oven temperatures, amounts and ingredient count as a reply states them, judged
 * by the digit scan against the recipe TheMealDB answered (#22): TheMealDB's recorded answers are
 * served over HTTP, fetched by {@link RecipeFetcher}, and what the user receives is asserted.
 */
class RecipeFiguresGuardTest {
  private static final String PATH = "/api/json/v1/1/search.php";
  private static final Locale NB = Locale.forLanguageTag("nb");

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private GroundTruth recipe(String fixture, String dish) throws InterruptedException {
    wm.stubFor(
        get(urlPathEqualTo(PATH)).willReturn(Fixtures.json("fixtures/themealdb/" + fixture)));
    return RecipeFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(Duration.ofSeconds(10))
        .build()
        .fetch(Intent.of("recipes", dish));
  }

  private GroundTruth arrabiata() throws InterruptedException {
    return recipe("search_arrabiata.json", "Arrabiata");
  }

  private GroundTruth bakewell() throws InterruptedException {
    return recipe("lookup_52767.json", "Bakewell tart");
  }

  private static TurnContext asked(GroundTruth t, Locale locale) {
    return TurnContext.builder(Message.user("q"))
        .locale(locale)
        .intents(List.of(Intent.of("recipes", String.valueOf(t.facts().get("name")))))
        .groundTruth(List.of(t))
        .build();
  }

  /** What the user receives: the draft when it passes, else the guard's text. */
  private static String received(String draft, TurnContext context) {
    GuardVerdict v = DigitScanGuard.defaults().check(new Draft(draft), context);
    if (v instanceof GuardVerdict.Overridden o) {
      return o.text();
    }
    if (v instanceof GuardVerdict.Rewritten r) {
      return r.text();
    }
    return draft;
  }

  @Test
  void aWrongCookingTimeIsReplacedByTheRecipeWithItsRealTime() throws Exception {
    String draft = "Pastaen skal koke i cirka 12 minutter, og sausen i 5. Server med basilikum.";
    String out = received(draft, asked(arrabiata(), NB));
    assertThat(out)
        .startsWith("Oppskrift: Spicy Arrabiata Penne")
        .contains("Cook according to the package instructions, about 9 minutes.")
        .doesNotContain("12 minutter")
        .endsWith("Server med basilikum.");
  }

  @Test
  void aWrongAmountOfANamedIngredientIsReplaced() throws Exception {
    GroundTruth t = arrabiata();
    String out =
        received(
            "Use 3 cloves of garlic and 2 tins of chopped tomatoes.", asked(t, Locale.ENGLISH));
    assertThat(out).contains("1 tin chopped tomatoes").doesNotContain("2 tins");
    assertThat(
            DigitScanGuard.defaults()
                .check(new Draft("Use 2 tins of tomatoes."), asked(t, Locale.ENGLISH)))
        .isInstanceOfSatisfying(
            GuardVerdict.Overridden.class,
            o ->
                assertThat(o.reason())
                    .contains("'2 tins' where the recipe says 1 tin chopped tomatoes"));
  }

  @Test
  void aWrongIngredientCountIsReplaced() throws Exception {
    String out = received("Oppskriften har 10 ingredienser.", asked(arrabiata(), NB));
    assertThat(out)
        .startsWith("Oppskrift: Spicy Arrabiata Penne")
        .doesNotContain("10 ingredienser");
  }

  @Test
  void honestArrabiataDraftsPassUntouched() throws Exception {
    GroundTruth t = arrabiata();
    for (String honest :
        List.of(
            "About 9 minutes, following the package instructions; the sauce then boils for 5 minutes.",
            "The recipe has 8 ingredients, including 6 basil leaves and half a teaspoon of chilli flakes.",
            "Fry the garlic for 1 to 2 minutes, then simmer the sauce for 5 minutes.",
            "You need 1 pound (about 450 g) of penne, 3 cloves of garlic and 1 tin of chopped tomatoes.",
            "Boil the pasta for about 10 minutes. It serves 4 and was first written down in 2016.")) {
      assertThat(received(honest, asked(t, Locale.ENGLISH))).as(honest).isEqualTo(honest);
    }
    for (String honest :
        List.of(
            "Du trenger 3 fedd hvitløk, 1 pund penne rigate og en kvart kopp olivenolje.",
            "Bruk 500 g penne, 0,6 dl olivenolje og ½ ts chiliflak.",
            "Pastaen koker i ca. 9 minutter, hvitløken i 1–2 minutter og sausen i 5 minutter.")) {
      assertThat(received(honest, asked(t, NB))).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void aWrongOvenTemperatureIsReplacedInEitherScale() throws Exception {
    GroundTruth t = bakewell();
    String out = received("Stek terten på 220 grader i cirka 35 minutter.", asked(t, NB));
    assertThat(out)
        .startsWith("Oppskrift: Bakewell tart")
        .contains("Preheat the oven to 200C/400F/Gas 6 (180C fan).")
        .doesNotContain("220");
    assertThat(received("Bake it at 450 °F.", asked(t, Locale.ENGLISH))).doesNotContain("450");
    assertThat(received("Bake it at gas mark 4.", asked(t, Locale.ENGLISH)))
        .doesNotContain("gas mark 4");
  }

  @Test
  void aWrongTimeOrFlourAmountOfTheTartIsReplaced() throws Exception {
    GroundTruth t = bakewell();
    assertThat(
            received("Chill the lined tin for 20 minutes before baking.", asked(t, Locale.ENGLISH)))
        .contains("Leave in the fridge to chill for 30 minutes.")
        .doesNotContain("20 minutes before");
    assertThat(received("Du trenger 125 g mel og en 20 cm form.", asked(t, NB)))
        .contains("175g/6oz plain flour")
        .doesNotContain("125 g mel");
  }

  @Test
  void honestTartDraftsPassUntouched() throws Exception {
    GroundTruth t = bakewell();
    for (String honest :
        List.of(
            "Preheat to 200 °C (400 °F, gas 6), or 180 °C with a fan.",
            "You need 175 g of plain flour and a 20 cm (8 in) flan tin.",
            "Bake for 35–40 minutes at 200C; 125 g each of butter, sugar and ground almonds.",
            "Use 6 oz of flour, 50 g of flaked almonds and 1 egg.",
            "The tart has 10 ingredients and takes about an hour in total, 85 minutes in all.")) {
      assertThat(received(honest, asked(t, Locale.ENGLISH))).as(honest).isEqualTo(honest);
    }
    for (String honest :
        List.of(
            "Bunnen forstekes i rundt 15 minutter, deretter 5 minutter til uten bønner, og ferdig terte stekes i omtrent 35 minutter.",
            "Forvarm ovnen til 200 grader (180 grader med vifte).",
            "Du trenger 175 g mel, 125 g smør og 2-3 ss kaldt vann.")) {
      assertThat(received(honest, asked(t, NB))).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void aRecipeOnlyMentionedMakesNoFigureRequiredAndIsNotJudged() throws Exception {
    GroundTruth t = arrabiata();
    TurnContext mentioned =
        TurnContext.builder(Message.user("q"))
            .locale(NB)
            .intents(List.of(Intent.chat()))
            .mentioned(List.of(t))
            .build();
    String draft = "Jeg lagde arrabiata i går; den tok 12 minutter.";
    assertThat(received(draft, mentioned)).isEqualTo(draft);
  }
}
