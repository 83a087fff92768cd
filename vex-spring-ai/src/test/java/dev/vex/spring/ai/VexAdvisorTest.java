package dev.vex.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.guards.GuardedReply;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientResponse;

/**
 * A Spring AI ChatClient over Spring AI's Ollama chat model, served by the Vex simulator, with
 * CoinGecko's recorded market data (BTC at 65,603 USD) served over HTTP.
 */
class VexAdvisorTest {
  private final OllamaSimulator sim = OllamaSimulator.start();
  private final RecordedSource source = RecordedSource.coinGecko();

  @AfterEach
  void stop() {
    try (source) {
      sim.close();
    }
  }

  private ChatClient chatClient(VexAdvisor advisor) {
    return ChatClient.builder(Simulated.model(sim)).defaultAdvisors(advisor).build();
  }

  @Test
  void anInventedBitcoinPriceInTheChatClientsReplyIsReplacedByCoinGeckosFigure() {
    String draft = "Bitcoin trades at 91,800 USD at the moment.";
    sim.enqueue(Reply.text(draft));
    ChatClient chat = chatClient(Simulated.advisor(source));

    ChatClientResponse response =
        chat.prompt().user("What is the bitcoin price?").call().chatClientResponse();
    String reply = response.chatResponse().getResult().getOutput().getText();

    System.out.println("Spring AI ChatClient, question: What is the bitcoin price?");
    System.out.println("  model's draft: " + draft);
    System.out.println("  user received: " + reply);
    assertThat(sim.chatRequests().get(0).messages().toString())
        .contains("<ground_truth>")
        .contains("65,603");
    assertThat(reply).doesNotContain("91,800").contains("65,603");
    assertThat(((GuardedReply) response.context().get(VexAdvisor.GUARDED_REPLY)).changed())
        .isTrue();
    assertThat(source.requests()).isEqualTo(1);
  }

  @Test
  void aReplyThatStatesTheFetchedPricePassesUnchanged() {
    sim.enqueue(Reply.text("Bitcoin costs 65,603 USD according to CoinGecko."));
    ChatClient chat = chatClient(Simulated.advisor(source));

    assertThat(chat.prompt().user("BTC price?").call().content())
        .isEqualTo("Bitcoin costs 65,603 USD according to CoinGecko.");
  }

  @Test
  void groundTruthPassedByTheHostInTheContextIsUsedAndNothingIsFetched() {
    var truths =
        Simulated.cryptoFrom(source)
            .ground("BTC price", java.time.Duration.ofSeconds(30))
            .groundTruth();
    assertThat(source.requests()).isEqualTo(1);
    sim.enqueue(Reply.text("BTC: 12,345 USD."));
    ChatClient chat = chatClient(Simulated.advisor(source));

    String reply =
        chat.prompt()
            .user("BTC price")
            .advisors(a -> a.param(VexAdvisor.GROUND_TRUTH, List.copyOf(truths)))
            .call()
            .content();

    assertThat(reply).doesNotContain("12,345").contains("65,603");
    assertThat(source.requests()).isEqualTo(1);
  }

  @Test
  void chitChatIsNotGroundedAndAnOffListLinkIsRemoved() {
    sim.enqueue(Reply.text("Hi! Read [this](http://evil.example/x) first."));
    ChatClient chat = chatClient(Simulated.advisor(source));

    String reply = chat.prompt().user("hello there").call().content();

    assertThat(sim.chatRequests().get(0).messages().toString()).doesNotContain("ground_truth");
    assertThat(reply).doesNotContain("evil.example");
    assertThat(source.requests()).isZero();
  }
}
