package dev.vex.grounding.recipes;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class RecipeFetcherTest {
  private static final String PATH = "/api/json/v1/1/search.php";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private RecipeFetcher fetcher() {
    return RecipeFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(java.time.Duration.ofSeconds(10))
        .build();
  }

  @Test
  void theFirstMealGivesIngredientsWithMeasuresAndTheMethod() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo(PATH))
            .willReturn(Fixtures.json("fixtures/themealdb/search_arrabiata.json")));

    GroundTruth t = fetcher().fetch(Intent.of("recipes", "Arrabiata"));

    wm.verify(getRequestedFor(urlPathEqualTo(PATH)).withQueryParam("s", equalTo("Arrabiata")));
    assertThat(t.sourceName()).isEqualTo("TheMealDB");
    assertThat(t.facts())
        .containsEntry("name", "Spicy Arrabiata Penne")
        .containsEntry("area", "Italian")
        .containsEntry("category", "Vegetarian")
        .containsEntry("video", "https://www.youtube.com/watch?v=1IszT_guI08");
    assertThat(t.facts().get("ingredients"))
        .isEqualTo(
            List.of(
                "1 pound penne rigate",
                "1/4 cup olive oil",
                "3 cloves garlic",
                "1 tin chopped tomatoes",
                "1/2 teaspoon red chilli flakes",
                "1/2 teaspoon italian seasoning",
                "6 leaves basil",
                "sprinkling Parmigiano-Reggiano"));
    assertThat((List<?>) t.facts().get("steps")).hasSize(3);
    assertThat(t.summary(Locale.ENGLISH))
        .startsWith(
            "Spicy Arrabiata Penne (Italian, Vegetarian), from TheMealDB.\nIngredients: 1 pound penne rigate;")
        .contains("\nMethod:\n1. Bring a large pot of water to a boil.")
        .endsWith("Video: https://www.youtube.com/watch?v=1IszT_guI08");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .startsWith("Oppskrift: Spicy Arrabiata Penne");
    // the recording names no strSource: the recipe's TheMealDB page, not its video
    assertThat(t.card().sourceUrl()).isEqualTo("https://www.themealdb.com/meal/52771");
  }

  @Test
  void noMealsIsNotFound() {
    wm.stubFor(
        get(urlPathEqualTo(PATH)).willReturn(Fixtures.json("documented/themealdb/no_meals.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("recipes", "grandma's secret stew")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND);
              assertThat(e.source()).isEqualTo("TheMealDB");
            })
        .hasMessageContaining("no recipe matches 'grandma's secret stew'");
  }
}
