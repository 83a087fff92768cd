package dev.vex.guards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 7, sections 2 and 4, end to end: an agent with the default guards talks to the Ollama
 * simulator over HTTP, and the test asserts what the user receives.
 */
class AdversarialTurnsTest {
  private static final GroundTruth COINS =
      Turns.truth(
          Turns.figures(
              "BTC price[Bitcoin,BTC]=86123.45 USD; ?BTC 24h change[Bitcoin,BTC]=-2.31 %;"
                  + " ETH price[Ethereum,ETH]=3120.08 USD"),
          "https://www.coingecko.com/en/coins/bitcoin");

  private static AgentReply turn(String modelReply) {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.enqueue(Reply.text(modelReply));
      Agent.Builder builder =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b")
              .classifier(m -> List.of(Intent.of("crypto", "BTC")))
              .fetcher("crypto", i -> COINS);
      Guards.defaults().forEach(builder::guard);
      return builder.build().chat("What do bitcoin and ethereum cost?");
    }
  }

  @Test
  void swappedPricesOfTwoCoinsAreReplacedByTheRealData() {
    AgentReply reply = turn("Bitcoin is at $3,120.08 and Ethereum is at $86,123.45.");

    assertThat(reply.text()).startsWith("REAL DATA: BTC price 86123.45 USD");
    assertThat(reply.text()).doesNotContain("3,120.08").doesNotContain("86,123.45");
  }

  @Test
  void theRightPricesWithTheWrongDirectionAreReplacedAndTheClaimIsNotKept() {
    AgentReply reply =
        turn("Bitcoin is at $86,123.45, up 2.31% today. Ethereum is at $3,120.08. Bitcoin soared.");

    assertThat(reply.text())
        .startsWith("REAL DATA")
        .doesNotContain("up 2.31")
        .doesNotContain("soared");
  }

  @Test
  void theRightPricesNextToTheRightCoinsReachTheUserUntouched() {
    String honest = "Bitcoin is at $86,123.45, down 2.31% today, and Ethereum is at $3,120.08.";

    assertThat(turn(honest).text()).isEqualTo(honest);
  }

  @Test
  void linksThatRenderToAnotherHostAreRemoved() {
    AgentReply reply =
        turn(
            "Bitcoin is at $86,123.45 and Ethereum is at $3,120.08. Code:"
                + " https://github.com\u3002evil.example/x, [repo](https://github.com\\.evil.example/)"
                + " and <a data-href=\"https://github.com\" href=\"https://evil.example\">here</a>.");

    assertThat(reply.text())
        .isEqualTo("Bitcoin is at $86,123.45 and Ethereum is at $3,120.08. Code: repo and here.");
  }
}
