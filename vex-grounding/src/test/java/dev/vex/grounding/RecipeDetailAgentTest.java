package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A question of one figure of a named dish's recipe (#21), end to end over the simulator and
 * TheMealDB's recorded answers served over HTTP: the turn fetches the dish's recipe, a wrong
 * cooking time or amount in the reply is replaced by the recipe's, and an honest reply reaches the
 * user unchanged. And a question of what an index is and when it started, whose stock source fails,
 * gets its honest history answer without a failed-fetch notice.
 */
class RecipeDetailAgentTest {
  private static final String SEARCH = "/api/json/v1/1/search.php";

  @RegisterExtension
  static WireMockExtension source =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private Agent agent() {
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b");
    Grounding.builder()
        .recipes(
            RecipeFetcher.builder()
                .baseUrl(source.baseUrl())
                .timeout(Duration.ofSeconds(30))
                .build())
        .stocks(
            StockFetcher.builder()
                .baseUrl(source.baseUrl())
                .timeout(Duration.ofSeconds(30))
                .build())
        .only("recipes", "stocks")
        .deadline(Duration.ofSeconds(60))
        .build()
        .applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build();
  }

  private void serve(String fixture) {
    source.stubFor(
        get(urlPathEqualTo(SEARCH)).willReturn(Fixtures.json("fixtures/themealdb/" + fixture)));
  }

  private static void recipeAsked(AgentReply reply, String dish) {
    assertThat(reply.trace().intents())
        .singleElement()
        .satisfies(
            i -> {
              assertThat(i.kind()).isEqualTo("recipes");
              assertThat(i.subject()).isEqualTo(dish);
              assertThat(i.isAsk()).isTrue();
            });
  }

  @Test
  void aWrongSimmerTimeOfTheArrabiataSauceIsReplacedByTheRecipes() {
    serve("search_arrabiata.json");
    sim.enqueue(
        Reply.text("Let the arrabiata sauce simmer for 25 minutes before adding the pasta."));

    AgentReply reply = agent().chat("how long should the arrabiata sauce simmer");

    recipeAsked(reply, "arrabiata");
    source.verify(
        getRequestedFor(urlPathEqualTo(SEARCH)).withQueryParam("s", equalTo("arrabiata")));
    assertThat(reply.text())
        .contains("Spicy Arrabiata Penne")
        .contains("Bring to a boil and cook for 5 minutes.")
        .doesNotContain("25 minutes");
  }

  @Test
  void anHonestSimmerTimeOfTheArrabiataSaucePassesUnchanged() {
    serve("search_arrabiata.json");
    String honest =
        "Bring the tomatoes to a boil and let the sauce cook for 5 minutes, then add the basil.";
    sim.enqueue(Reply.text(honest));

    AgentReply reply = agent().chat("how long should the arrabiata sauce simmer");

    recipeAsked(reply, "arrabiata");
    assertThat(reply.text()).isEqualTo(honest);
  }

  @Test
  void aWrongAmountOrBakingTimeOfTheBakewellTartIsReplacedAndAnHonestOnePasses() {
    serve("lookup_52767.json");
    sim.enqueue(Reply.text("You need 200g of caster sugar for the filling."));
    sim.enqueue(Reply.text("Bake the tart for about 50 minutes."));
    sim.enqueue(
        Reply.text(
            "The filling takes 125g of caster sugar, and the tart bakes for about 35 minutes."));
    Agent agent = agent();

    AgentReply amount = agent.chat("how much caster sugar in bakewell tart");
    AgentReply time = agent.chat("how long do you bake a bakewell tart for");
    AgentReply honest = agent.chat("how much caster sugar in bakewell tart");

    recipeAsked(amount, "bakewell tart");
    source.verify(
        getRequestedFor(urlPathEqualTo(SEARCH)).withQueryParam("s", equalTo("bakewell tart")));
    assertThat(amount.text()).contains("Bakewell tart").doesNotContain("200g");
    recipeAsked(time, "bakewell tart");
    assertThat(time.text()).contains("Bake for about 35 minutes.").doesNotContain("50 minutes");
    assertThat(honest.text())
        .isEqualTo(
            "The filling takes 125g of caster sugar, and the tart bakes for about 35 minutes.");
  }

  @Test
  void theNorwegianQuestionOfAnAmountInTheTartIsGroundedAndAnHonestAnswerPasses() {
    serve("lookup_52767.json");
    String honest =
        "Oppskriften bruker 1 ss bringebærsyltetøy, og terten stekes i cirka 35 minutter.";
    sim.enqueue(Reply.text(honest));

    AgentReply reply = agent().chat("Hvor mye bringebærsyltetøy i bakewell tart?");

    recipeAsked(reply, "bakewell tart");
    assertThat(reply.text()).isEqualTo(honest);
  }

  @Test
  void generalKitchenKnowledgeFetchesNothingAndPassesUnchanged() {
    serve("search_arrabiata.json");
    String honest = "Boil an egg for 6 to 7 minutes for a soft yolk and 10 minutes for a hard one.";
    sim.enqueue(Reply.text(honest));

    AgentReply reply = agent().chat("how long do I boil an egg");

    assertThat(reply.trace().intents()).noneMatch(i -> i.isAsk());
    assertThat(reply.text()).isEqualTo(honest);
    assertThat(source.getAllServeEvents()).isEmpty();
  }

  @Test
  void whatAnIndexIsAndWhenItStartedGetsItsHistoryWithoutAFailedFetchNotice() {
    source.stubFor(get(anyUrl()).willReturn(aResponse().withStatus(503)));
    String honest =
        "The Dow Jones Industrial Average is a stock index of 30 large US companies. Charles Dow"
            + " first published it on 26 May 1896, when it had 12 companies.";
    sim.enqueue(Reply.text(honest));

    AgentReply reply = agent().chat("What's the Dow Jones and when did it start?");

    assertThat(reply.trace().intents()).noneMatch(i -> i.isAsk());
    assertThat(reply.text()).isEqualTo(honest);
    assertThat(reply.factCards()).isEmpty();
  }
}
