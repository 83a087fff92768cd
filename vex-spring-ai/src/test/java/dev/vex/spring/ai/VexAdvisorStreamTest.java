package dev.vex.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.guards.GuardedReply;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientResponse;
import reactor.core.Disposable;

/**
 * A streaming Spring AI ChatClient over Spring AI's Ollama chat model, served by the Vex simulator,
 * with CoinGecko's recorded market data (BTC at 65,603 USD) served over HTTP.
 */
class VexAdvisorStreamTest {
  private final OllamaSimulator sim = OllamaSimulator.start();
  private final RecordedSource source = RecordedSource.coinGecko();

  @AfterEach
  void stop() {
    try (source) {
      sim.close();
    }
  }

  private ChatClient chatClient() {
    return ChatClient.builder(Simulated.model(sim))
        .defaultAdvisors(Simulated.advisor(source))
        .build();
  }

  private static String text(ChatClientResponse r) {
    return r.chatResponse().getResult().getOutput().getText();
  }

  @Test
  void anInventedFigureInTheStreamIsNeverSentAndTheRecordedFigureIsSentInstead() {
    String draft = "Bitcoin trades at 91,800 USD at the moment.";
    sim.enqueue(Reply.text(draft));

    List<ChatClientResponse> responses =
        chatClient().prompt().user("What is the bitcoin price?").stream()
            .chatClientResponse()
            .collectList()
            .block(Duration.ofMinutes(1));

    String streamed = String.join("", responses.stream().map(VexAdvisorStreamTest::text).toList());
    System.out.println("Spring AI ChatClient (stream), question: What is the bitcoin price?");
    System.out.println("  model's draft: " + draft);
    System.out.println("  user received: " + streamed);
    assertThat(sim.chatRequests().get(0).messages().toString()).contains("65,603");
    assertThat(streamed).doesNotContain("91,800").contains("65,603");
    GuardedReply reply =
        (GuardedReply) responses.get(responses.size() - 1).context().get(VexAdvisor.GUARDED_REPLY);
    assertThat(reply.changed()).isTrue();
    assertThat(reply.text()).isEqualTo(streamed);
  }

  @Test
  void anHonestStreamPassesUnchangedSentenceBySentence() {
    String honest = "Bitcoin costs 65,603 USD according to CoinGecko. It moved -2.97 % in a day.";
    sim.enqueue(Reply.text(honest));

    List<String> pieces =
        chatClient().prompt().user("BTC price?").stream().content().collectList().block();

    assertThat(String.join("", pieces)).isEqualTo(honest);
    assertThat(pieces)
        .containsExactly(
            "Bitcoin costs 65,603 USD according to CoinGecko.", " It moved -2.97 % in a day.");
  }

  @Test
  void aReleasedSentenceReachesTheClientWhileTheModelIsStillWriting() throws Exception {
    // The simulator sends the first sentence, then stalls ten minutes before the next line.
    sim.enqueue(
        Reply.chunks(List.of("Bitcoin is a digital currency. ", "It trades at 65,603 USD."))
            .withTokenDelay(Duration.ofMinutes(10)));
    BlockingQueue<String> received = new LinkedBlockingQueue<>();
    CountDownLatch finished = new CountDownLatch(1);

    Disposable subscription =
        chatClient().prompt().user("Tell me about bitcoin").stream()
            .content()
            .subscribe(received::add, e -> finished.countDown(), finished::countDown);
    try {
      assertThat(received.poll(60, TimeUnit.SECONDS)).isEqualTo("Bitcoin is a digital currency.");
      assertThat(finished.getCount()).as("the model is still writing").isEqualTo(1);
    } finally {
      subscription.dispose();
    }
  }

  @Test
  void textAfterAnOffListLinkIsHeldAndTheLinkNeverReachesTheClient() {
    sim.enqueue(Reply.text("Hello there. Read [this](http://evil.example/x) first. Bye."));

    String streamed =
        String.join(
            "", chatClient().prompt().user("hello").stream().content().collectList().block());

    assertThat(streamed).startsWith("Hello there.").doesNotContain("evil.example");
    assertThat(source.requests()).isZero();
  }
}
