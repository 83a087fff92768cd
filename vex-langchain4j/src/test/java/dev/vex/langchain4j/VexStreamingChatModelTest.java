package dev.vex.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.TokenStream;
import dev.vex.guards.GuardedReply;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * LangChain4j's own streaming Ollama model, served by the Vex simulator, wrapped in Vex's guarded
 * release, with CoinGecko's recorded market data (BTC at 65,603 USD) served over HTTP.
 */
class VexStreamingChatModelTest {
  interface Assistant {
    TokenStream chat(String question);
  }

  private final OllamaSimulator sim = OllamaSimulator.start();
  private final RecordedSource source = RecordedSource.coinGecko();
  private final List<GuardedReply> guarded = new CopyOnWriteArrayList<>();

  @AfterEach
  void stop() {
    try (source) {
      sim.close();
    }
  }

  private VexStreamingChatModel model() {
    return VexStreamingChatModel.builder()
        .delegate(Simulated.streamingModel(sim))
        .grounder(Simulated.grounder(source))
        .guardrail(VexOutputGuardrail.builder().listener(guarded::add).build())
        .build();
  }

  /** Collects the partial responses and completes with the complete one. */
  private static final class Collector implements StreamingChatResponseHandler {
    final BlockingQueue<String> partials = new LinkedBlockingQueue<>();
    final CompletableFuture<ChatResponse> complete = new CompletableFuture<>();

    @Override
    public void onPartialResponse(String partial) {
      partials.add(partial);
    }

    @Override
    public void onCompleteResponse(ChatResponse response) {
      complete.complete(response);
    }

    @Override
    public void onError(Throwable error) {
      complete.completeExceptionally(error);
    }
  }

  @Test
  void anInventedFigureInAnAiServicesTokenStreamIsNeverSentAndTheRecordedOneIs() throws Exception {
    String draft = "Bitcoin is trading at 97,250 USD right now.";
    sim.enqueue(Reply.text(draft));
    Assistant assistant = AiServices.builder(Assistant.class).streamingChatModel(model()).build();
    List<String> partials = new CopyOnWriteArrayList<>();
    CompletableFuture<ChatResponse> done = new CompletableFuture<>();

    assistant
        .chat("What is the bitcoin price?")
        .onPartialResponse(partials::add)
        .onCompleteResponse(done::complete)
        .onError(done::completeExceptionally)
        .start();
    String reply = done.get(60, TimeUnit.SECONDS).aiMessage().text();

    System.out.println("LangChain4j AiService (TokenStream), question: What is the bitcoin price?");
    System.out.println("  model's draft: " + draft);
    System.out.println("  user received: " + reply);
    assertThat(sim.chatRequests().get(0).messages().toString()).contains("65,603");
    assertThat(String.join("", partials)).doesNotContain("97,250").isEqualTo(reply);
    assertThat(reply).doesNotContain("97,250").contains("65,603");
    assertThat(guarded.get(0).changed()).isTrue();
  }

  @Test
  void anHonestStreamPassesUnchangedSentenceBySentence() throws Exception {
    String honest = "Bitcoin costs 65,603 USD according to CoinGecko. It moved -2.97 % in a day.";
    sim.enqueue(Reply.text(honest));
    Collector c = new Collector();

    model().chat("BTC price?", c);

    assertThat(c.complete.get(60, TimeUnit.SECONDS).aiMessage().text()).isEqualTo(honest);
    assertThat(List.copyOf(c.partials))
        .containsExactly(
            "Bitcoin costs 65,603 USD according to CoinGecko.", " It moved -2.97 % in a day.");
    assertThat(guarded.get(0).changed()).isFalse();
  }

  @Test
  void aReleasedSentenceReachesTheHandlerWhileTheModelIsStillWriting() throws Exception {
    // The simulator sends the first sentence, then stalls ten minutes before the next line.
    sim.enqueue(
        Reply.chunks(List.of("Bitcoin is a digital currency. ", "It trades at 65,603 USD."))
            .withTokenDelay(Duration.ofMinutes(10)));
    Collector c = new Collector();

    model().chat("Tell me about bitcoin", c);

    assertThat(c.partials.poll(60, TimeUnit.SECONDS)).isEqualTo("Bitcoin is a digital currency.");
    assertThat(c.complete).as("the model is still writing").isNotDone();
  }
}
