package dev.vex.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.client.ChatClientResponse;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaApi;
import org.springframework.ai.ollama.api.OllamaChatOptions;

/**
 * A Spring AI ChatClient over Spring AI's Ollama chat model, served by the Vex simulator, with
 * CoinGecko's recorded answer (BTC at 89,369 USD) served over HTTP.
 */
class VexAdvisorTest {
  private OllamaSimulator sim;
  private RecordedSource source;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    source = new RecordedSource();
  }

  @AfterEach
  void stop() {
    sim.close();
    source.close();
  }

  private ChatClient chatClient(VexAdvisor advisor) {
    OllamaChatModel model =
        OllamaChatModel.builder()
            .ollamaApi(OllamaApi.builder().baseUrl(sim.baseUrl().toString()).build())
            .defaultOptions(OllamaChatOptions.builder().model("qwen2.5:3b").build())
            .build();
    return ChatClient.builder(model).defaultAdvisors(advisor).build();
  }

  @Test
  void anInventedBitcoinPriceInTheChatClientsReplyIsReplacedByCoinGeckosFigure() {
    String draft = "Bitcoin trades at 91,800 USD at the moment.";
    sim.enqueue(Reply.text(draft));
    ChatClient chat = chatClient(VexAdvisor.builder().grounding(source.grounding()).build());

    ChatClientResponse response =
        chat.prompt().user("What is the bitcoin price?").call().chatClientResponse();
    String reply = response.chatResponse().getResult().getOutput().getText();

    System.out.println("Spring AI ChatClient, question: What is the bitcoin price?");
    System.out.println("  model's draft: " + draft);
    System.out.println("  user received: " + reply);
    assertThat(sim.chatRequests().get(0).messages().toString())
        .contains("<ground_truth>")
        .contains("89,369");
    assertThat(reply).doesNotContain("91,800").contains("89,369");
    assertThat(((GuardedReply) response.context().get(VexAdvisor.GUARDED_REPLY)).changed())
        .isTrue();
    assertThat(source.requests.get()).isEqualTo(1);
  }

  @Test
  void aReplyThatStatesTheFetchedPricePassesUnchanged() {
    sim.enqueue(Reply.text("Bitcoin costs 89,369 USD according to CoinGecko."));
    ChatClient chat = chatClient(VexAdvisor.builder().grounding(source.grounding()).build());

    assertThat(chat.prompt().user("BTC price?").call().content())
        .isEqualTo("Bitcoin costs 89,369 USD according to CoinGecko.");
  }

  @Test
  void groundTruthPassedByTheHostInTheContextIsUsedAndNothingIsFetched() {
    var truths =
        new Grounder(source.grounding(), java.time.Duration.ofSeconds(5), java.util.Locale.ENGLISH)
            .ground("BTC price")
            .groundTruth();
    assertThat(source.requests.get()).isEqualTo(1);
    sim.enqueue(Reply.text("BTC: 12,345 USD."));
    ChatClient chat = chatClient(VexAdvisor.builder().grounding(source.grounding()).build());

    String reply =
        chat.prompt()
            .user("BTC price")
            .advisors(a -> a.param(VexAdvisor.GROUND_TRUTH, List.copyOf(truths)))
            .call()
            .content();

    assertThat(reply).doesNotContain("12,345").contains("89,369");
    assertThat(source.requests.get()).isEqualTo(1);
  }

  @Test
  void chitChatIsNotGroundedAndAnOffListLinkIsRemoved() {
    sim.enqueue(Reply.text("Hi! Read [this](http://evil.example/x) first."));
    ChatClient chat = chatClient(VexAdvisor.builder().grounding(source.grounding()).build());

    String reply = chat.prompt().user("hello there").call().content();

    assertThat(sim.chatRequests().get(0).messages().toString()).doesNotContain("ground_truth");
    assertThat(reply).doesNotContain("evil.example");
    assertThat(source.requests.get()).isZero();
  }
}
