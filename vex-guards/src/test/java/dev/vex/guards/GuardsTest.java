package dev.vex.guards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.trace.GuardTrace;
import dev.vex.guards.links.LinkCheckGuard;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.List;
import org.junit.jupiter.api.Test;

class GuardsTest {
  private static final GroundTruth BTC =
      Turns.truth(
          Turns.figures("BTC price=86123.45 USD"), "https://www.coingecko.com/en/coins/bitcoin");

  @Test
  void theDefaultsAreTheFailedFetchGuardTheAllowlistTheToolResultsThenTheDigitScan() {
    assertThat(Guards.defaults())
        .extracting(Guard::name)
        .containsExactly("failed-fetch", "url-allowlist", "tool-results", "digit-scan");
  }

  @Test
  void theLinkCheckGoesAfterTheAllowlist() {
    assertThat(Guards.withLinkCheck(LinkCheckGuard.builder().build()))
        .extracting(Guard::name)
        .containsExactly(
            "failed-fetch", "url-allowlist", "link-check", "tool-results", "digit-scan");
  }

  private static AgentReply turn(String modelReply) {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.enqueue(Reply.text(modelReply));
      Agent.Builder builder =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b")
              .classifier(m -> List.of(Intent.of("crypto", "BTC")))
              .fetcher("crypto", i -> BTC);
      Guards.defaults().forEach(builder::guard);
      return builder.build().chat("What does bitcoin cost?");
    }
  }

  @Test
  void anHonestReplyWithAnAllowedLinkReachesTheUserUntouched() {
    String honest =
        "Bitcoin is at $86,123.45 ([CoinGecko](https://www.coingecko.com/en/coins/bitcoin)).";

    AgentReply reply = turn(honest);

    assertThat(reply.text()).isEqualTo(honest);
    assertThat(reply.trace().guards())
        .extracting(GuardTrace::verdict)
        .allMatch(v -> v instanceof GuardVerdict.Pass);
  }

  @Test
  void anInventedLinkGoesAndAStalePriceIsReplacedByTheRealData() {
    AgentReply reply =
        turn("Bitcoin is at $42,000 ([source](https://crypto-prices.example/btc)). Be careful.");

    assertThat(reply.text()).isEqualTo("REAL DATA: BTC price 86123.45 USD\n\nBe careful.");
    assertThat(reply.trace().guards())
        .extracting(GuardTrace::guard, t -> t.verdict().getClass().getSimpleName())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("failed-fetch", "Pass"),
            org.assertj.core.groups.Tuple.tuple("url-allowlist", "Rewritten"),
            org.assertj.core.groups.Tuple.tuple("tool-results", "Pass"),
            org.assertj.core.groups.Tuple.tuple("digit-scan", "Overridden"),
            // the override is new text: the guards before the digit scan judge it too
            org.assertj.core.groups.Tuple.tuple("failed-fetch", "Pass"),
            org.assertj.core.groups.Tuple.tuple("url-allowlist", "Pass"),
            org.assertj.core.groups.Tuple.tuple("tool-results", "Pass"));
  }
}
