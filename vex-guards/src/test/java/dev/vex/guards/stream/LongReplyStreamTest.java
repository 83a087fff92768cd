package dev.vex.guards.stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Guards;
import dev.vex.guards.ShownText;
import dev.vex.guards.Turns;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A long reply keeps streaming (#22 §4): over HTTP from the simulator to a real agent with the
 * default guards, in a grounded turn (a BTC price) whose reply restates the real price every other
 * sentence, every sentence is shown while the model is still writing — the host's listener sees it
 * between the model call's start and end events, no clock involved — and the work stays linear: a
 * megabyte-long reply is released sentence by sentence well within a generous bound that the work
 * of judging the whole prefix at every sentence end (quadratic) would exceed many times over.
 */
class LongReplyStreamTest {
  private static final String PRICE = "Bitcoin costs $86,123.45 right now according to CoinGecko. ";
  private static final String PROSE = "Prices change fast, so check again before you trade. ";

  private static OllamaSimulator sim;
  private static OllamaClient client;

  @BeforeAll
  static void start() {
    sim = OllamaSimulator.start();
    client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
  }

  @AfterAll
  static void stop() {
    sim.close();
  }

  private static List<String> sentences(int count) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      out.add(i % 2 == 0 ? PRICE : PROSE);
    }
    return out;
  }

  private static AgentReply run(Reply reply, AgentListener shown) {
    Agent.Builder b =
        Agent.builder()
            .ollama(client)
            .model("qwen2.5:3b")
            .listener(shown)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher(
                "crypto",
                i ->
                    Turns.truth(
                        List.of(new KeyFigure("BTC price", new BigDecimal("86123.45"), "USD"))));
    Guards.defaults().forEach(b::guard);
    sim.enqueue(reply);
    return b.build().chat("What is the bitcoin price?");
  }

  @Test
  void everySentenceOfALongReplyIsShownWhileTheModelIsStillWriting() {
    List<String> sentences = sentences(400);
    String text = String.join("", sentences);
    ShownText shown = new ShownText();

    AgentReply reply = run(Reply.text(text), shown);

    assertThat(reply.text().strip().equals(text.strip()))
        .as("the final reply is the model's")
        .isTrue();
    List<String> writing = shown.statesWhileWriting();
    String last = writing.isEmpty() ? "" : writing.get(writing.size() - 1);
    // the last sentence's trailing space ends it too: all 400 are out before the model finishes
    assertThat(sentencesIn(last)).as("sentences shown while the model wrote").isEqualTo(400);
    assertThat(writing).as("deltas while the model wrote").hasSize(400);
    // every state the host saw is a prefix of the final reply: nothing shown that it lacks
    assertThat(shown.states()).allMatch(reply.text()::startsWith);
    assertThat(shown.replacements()).isEmpty();
  }

  /**
   * A host that keeps only what it shows, and how much of it came while the model was writing
   * (keeping every state, as {@link ShownText} does, would hold gigabytes for a megabyte reply).
   */
  private static final class Host implements AgentListener {
    final StringBuilder shown = new StringBuilder();
    int shownWhileWriting;
    int replacements;
    private boolean writing;

    @Override
    public void modelCallStarted(String model, int round) {
      writing = true;
    }

    @Override
    public void modelCallEnded(String model, int round, ChatResponse response) {
      writing = false;
    }

    @Override
    public void contentDelta(String text) {
      shown.append(text);
      if (writing) {
        shownWhileWriting = shown.length();
      }
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      replacements++;
      shown.setLength(0);
      shown.append(fullText);
    }
  }

  @Test
  void aMegabyteReplyIsReleasedSentenceBySentenceInLinearTime() {
    List<String> sentences = sentences(18_000); // about 1 MB, under the client's 1 MiB reply cap
    String text = String.join("", sentences);
    assertThat(text.length()).isGreaterThan(1_000_000);
    Host host = new Host();

    AgentReply reply =
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> run(Reply.chunks(sentences), host));

    assertThat(reply.text().strip().equals(text.strip()))
        .as("the final reply is the model's")
        .isTrue();
    assertThat(host.shown.toString().equals(reply.text())).as("the host shows the reply").isTrue();
    assertThat(sentencesIn(host.shown.substring(0, host.shownWhileWriting)))
        .as("sentences shown while the model wrote")
        .isEqualTo(18_000);
    assertThat(host.replacements).isZero();
  }

  private static int sentencesIn(String shown) {
    int n = 0;
    for (int i = shown.indexOf(". "); i >= 0; i = shown.indexOf(". ", i + 1)) {
      n++;
    }
    return n + (shown.endsWith(".") ? 1 : 0);
  }
}
