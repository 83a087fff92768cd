package dev.vex.grounding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A follow-up without a subject of its own, in a conversation over the simulator and CoinGecko's
 * recorded answer (bitcoin at 65,603 USD): it is grounded with the previous question's subject when
 * it asks for live data, and an honest answer to one that asks for none reaches the user unchanged.
 */
class FollowUpAgentTest {
  private OllamaSimulator sim;
  private RecordedSource coinGecko;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    coinGecko = RecordedSource.coinGecko();
  }

  @AfterEach
  void stop() {
    sim.close();
    coinGecko.close();
  }

  private Agent agent() {
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b");
    Grounding.builder()
        .crypto(
            CryptoFetcher.builder()
                .baseUrl(coinGecko.baseUrl())
                .timeout(Duration.ofSeconds(30))
                .build())
        .only("crypto")
        .deadline(Duration.ofSeconds(60))
        .build()
        .applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build();
  }

  @Test
  void aFollowUpThatAsksThePriceOfTheSubjectBeforeGetsTheRecordedPrice() {
    Agent agent = agent();
    Conversation conversation = Conversation.create();
    sim.enqueue(Reply.text("Bitcoin was created by Satoshi Nakamoto and launched in 2009."));
    sim.enqueue(Reply.text("Bitcoin is trading at about $42,150 right now."));

    AgentReply first = agent.chat(conversation, "who created bitcoin?");
    AgentReply second = agent.chat(conversation, "and its price now?");

    assertThat(first.text())
        .isEqualTo("Bitcoin was created by Satoshi Nakamoto and launched in 2009.");
    assertThat(first.factCards()).isEmpty();
    assertThat(second.trace().intents())
        .anySatisfy(
            i -> {
              assertThat(i.kind()).isEqualTo("crypto");
              assertThat(i.subject()).isEqualTo("BTC");
              assertThat(i.isAsk()).isTrue();
            });
    assertThat(second.text()).contains("65,603").doesNotContain("42,150");
    assertThat(second.factCards()).extracting(FactCard::sourceName).contains("CoinGecko");
  }

  @Test
  void theSameFollowUpWithoutTheConversationIsNotGrounded() {
    sim.enqueue(Reply.text("Which coin do you mean?"));

    AgentReply reply = agent().chat("and its price now?");

    assertThat(reply.text()).isEqualTo("Which coin do you mean?");
    assertThat(reply.factCards()).isEmpty();
    assertThat(coinGecko.requests()).isZero();
  }

  @Test
  void anOffTopicFollowUpOfAPriceQuestionPassesUnchanged() {
    Agent agent = agent();
    Conversation conversation = Conversation.create();
    sim.enqueue(Reply.text("Bitcoin costs 65,603 USD right now."));
    String honest =
        "Bitcoin was created by Satoshi Nakamoto, who published the white paper in 2008; at most"
            + " 21 million coins will ever exist.";
    sim.enqueue(Reply.text(honest));

    agent.chat(conversation, "btc price?");
    AgentReply followUp = agent.chat(conversation, "who created it?");

    assertThat(followUp.text()).isEqualTo(honest);
    assertThat(followUp.factCards()).isEmpty();
    assertThat(followUp.trace().intents()).noneMatch(i -> i.isAsk());
  }

  @Test
  void anotherCoinAfterAPriceQuestionIsAskedForToo() {
    Agent agent = agent();
    Conversation conversation = Conversation.create();
    sim.enqueue(Reply.text("Bitcoin costs 65,603 USD right now."));
    sim.enqueue(Reply.text("Ethereum is at 1,921.27 USD."));

    agent.chat(conversation, "btc price?");
    AgentReply followUp = agent.chat(conversation, "and eth?");

    assertThat(followUp.text()).isEqualTo("Ethereum is at 1,921.27 USD.");
    assertThat(followUp.trace().intents())
        .anySatisfy(
            i -> {
              assertThat(i.subject()).isEqualTo("ETH");
              assertThat(i.isAsk()).isTrue();
            });
    assertThat(followUp.factCards()).extracting(FactCard::sourceName).contains("CoinGecko");
  }

  @Test
  void aRecipeFollowUpInAHistoryTheHostKeptIsGroundedWithTheRecipeAskedBefore() throws Exception {
    byte[] arrabiata =
        java.nio.file.Files.readAllBytes(
            java.nio.file.Path.of("src/test/resources/fixtures/themealdb/search_arrabiata.json"));
    try (RecordedSource mealDb =
        RecordedSource.serve(dev.vex.testkit.SourceResponse.json(arrabiata))) {
      Agent.Builder b =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b");
      Grounding.builder()
          .recipes(
              dev.vex.grounding.recipes.RecipeFetcher.builder()
                  .baseUrl(mealDb.baseUrl())
                  .timeout(Duration.ofSeconds(30))
                  .build())
          .only("recipes")
          .deadline(Duration.ofSeconds(60))
          .build()
          .applyTo(b);
      Agent agent = b.build();
      Conversation conversation = Conversation.create();
      conversation.add(dev.vex.core.message.Message.user("Oppskrift på arrabiata?"));
      sim.enqueue(Reply.text("Pastaen koker etter anvisningen på pakken."));

      AgentReply reply = agent.chat(conversation, "Hvor lenge skal pastaen koke?");

      assertThat(reply.trace().intents())
          .singleElement()
          .satisfies(
              i -> {
                assertThat(i.kind()).isEqualTo("recipes");
                assertThat(i.subject()).isEqualTo("arrabiata");
                assertThat(i.isAsk()).isTrue();
              });
      assertThat(mealDb.requests()).isPositive();
      // the model was given the recipe's own instructions with the question
      assertThat(sim.chatRequests())
          .last()
          .satisfies(r -> assertThat(r.messages().toString()).contains("Spicy Arrabiata Penne"));
    }
  }
}
