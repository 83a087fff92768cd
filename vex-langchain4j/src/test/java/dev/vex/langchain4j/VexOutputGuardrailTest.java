package dev.vex.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.service.AiServices;
import dev.vex.grounding.GroundedMessage;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A LangChain4j AI service over LangChain4j's own Ollama model, served by the Vex simulator, with
 * CoinGecko's recorded market data (BTC at 65,603 USD) served over HTTP.
 */
class VexOutputGuardrailTest {
  interface Assistant {
    String chat(String question);
  }

  interface ParameterisedAssistant {
    String chat(@dev.langchain4j.service.UserMessage String question, InvocationParameters p);
  }

  private final OllamaSimulator sim = OllamaSimulator.start();
  private final RecordedSource source = RecordedSource.coinGecko();
  private final List<dev.vex.guards.GuardedReply> guarded = new CopyOnWriteArrayList<>();

  @AfterEach
  void stop() {
    try (source) {
      sim.close();
    }
  }

  private VexGrounder grounder() {
    return Simulated.grounder(source);
  }

  private VexOutputGuardrail.Builder guardrail() {
    return VexOutputGuardrail.builder().listener(guarded::add);
  }

  @Test
  void anInventedBitcoinPriceInTheAiServicesReplyIsReplacedByCoinGeckosFigure() {
    sim.enqueue(Reply.text("Bitcoin is trading at 97,250 USD right now."));
    VexGrounder grounder = grounder();
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(Simulated.model(sim))
            .contentRetriever(grounder)
            .outputGuardrails(guardrail().build())
            .build();

    String reply = assistant.chat("What is the bitcoin price?");

    System.out.println("LangChain4j AiService, question: What is the bitcoin price?");
    System.out.println("  model's draft: " + guarded.get(0).draft());
    System.out.println("  user received: " + reply);
    assertThat(sim.chatRequests().get(0).messages().toString()).contains("65,603");
    assertThat(reply).doesNotContain("97,250").contains("65,603");
    assertThat(guarded.get(0).changed()).isTrue();
    assertThat(source.requests()).isEqualTo(1);
  }

  @Test
  void behindAMirrorOfTheSimpleApiTheReplyIsGroundedOnItsPrice() {
    sim.enqueue(Reply.text("Bitcoin is trading at 65,603 USD right now."));
    try (RecordedSource mirror = RecordedSource.coinGeckoSimpleApi()) {
      Assistant assistant =
          AiServices.builder(Assistant.class)
              .chatModel(Simulated.model(sim))
              .contentRetriever(Simulated.grounder(mirror))
              .outputGuardrails(guardrail().build())
              .build();

      String reply = assistant.chat("What is the bitcoin price?");

      // /coins/markets answered 404, so the fetcher asked /simple/price: BTC at 89,369 USD there
      assertThat(sim.chatRequests().get(0).messages().toString()).contains("89,369");
      assertThat(reply).doesNotContain("65,603").contains("89,369");
      assertThat(guarded.get(0).changed()).isTrue();
      assertThat(mirror.requests()).isEqualTo(1);
    }
  }

  @Test
  void aReplyThatStatesTheFetchedPricePassesUnchanged() {
    sim.enqueue(Reply.text("Bitcoin costs 65,603 USD, says CoinGecko."));
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(Simulated.model(sim))
            .contentRetriever(grounder())
            .outputGuardrails(guardrail().build())
            .build();

    assertThat(assistant.chat("BTC price?")).isEqualTo("Bitcoin costs 65,603 USD, says CoinGecko.");
    assertThat(guarded.get(0).changed()).isFalse();
  }

  @Test
  void withoutARetrieverTheGuardrailFetchesTheGroundTruthForTheUserMessage() {
    sim.enqueue(Reply.text("One bitcoin is about 61,000 dollars."));
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(Simulated.model(sim))
            .outputGuardrails(guardrail().grounder(grounder()).build())
            .build();

    String reply = assistant.chat("how much is bitcoin worth today?");

    assertThat(reply).doesNotContain("61,000").contains("65,603");
    assertThat(source.requests()).isEqualTo(1);
  }

  @Test
  void groundTruthPassedByTheHostIsUsedAndNothingIsFetched() {
    GroundedMessage fetchedByHost = grounder().ground("BTC price");
    assertThat(source.requests()).isEqualTo(1);
    sim.enqueue(Reply.text("BTC: 12,345 USD."));
    ParameterisedAssistant assistant =
        AiServices.builder(ParameterisedAssistant.class)
            .chatModel(Simulated.model(sim))
            .outputGuardrails(guardrail().build())
            .build();

    String reply =
        assistant.chat(
            "BTC price",
            InvocationParameters.from(
                VexOutputGuardrail.GROUND_TRUTH, fetchedByHost.groundTruth()));

    assertThat(reply).doesNotContain("12,345").contains("65,603");
    assertThat(source.requests()).isEqualTo(1);
  }

  @Test
  void withoutGroundTruthTheAllowlistStillRemovesAnOffListLink() {
    sim.enqueue(Reply.text("Hello! See [this](http://evil.example/phish) for more."));
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(Simulated.model(sim))
            .outputGuardrails(guardrail().build())
            .build();

    assertThat(assistant.chat("hello there")).doesNotContain("evil.example");
  }
}
