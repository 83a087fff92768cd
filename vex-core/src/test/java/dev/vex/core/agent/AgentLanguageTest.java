package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.simulator.Reply;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The reply's language follows the message; the agent's locale is only the default. */
class AgentLanguageTest extends SimulatorAgentBase {
  private static final String RUNNER_STOPPED = "model runner has unexpectedly stopped";

  private static GroundTruth btc() {
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        Instant.parse("2026-12-02T10:00:00Z"),
        Map.of("usd", 86_123.0),
        List.of(),
        Map.of(
            "en",
            "Bitcoin costs 86,123 USD (CoinGecko).",
            "nb",
            "Bitcoin koster 86 123 USD (CoinGecko)."),
        null);
  }

  private Agent.Builder grounded() {
    return agent()
        .classifier(m -> List.of(Intent.of("crypto", "BTC")))
        .fetcher("crypto", intent -> btc());
  }

  @Test
  void norwegianMessageGetsNorwegianFallbackOnAnEnglishAgent() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply = grounded().build().chat("Hva koster bitcoin nå?");

    assertThat(reply.text()).isEqualTo("Bitcoin koster 86 123 USD (CoinGecko).");
  }

  @Test
  void norwegianMessageGetsTheNorwegianNoticeAndSummaryInThePrompt() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply = agent().build().chat("Hva er det du kan gjøre for meg?");

    assertThat(reply.text()).startsWith("Beklager, jeg fikk ikke et svar fra språkmodellen");
  }

  @Test
  void englishMessageOnANorwegianAgentGetsEnglish() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply =
        grounded()
            .locale(java.util.Locale.forLanguageTag("nb"))
            .build()
            .chat("What is the price of bitcoin?");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
  }

  @Test
  void theGuardsSeeTheMessagesLanguageAndThePromptCarriesItsSummary() {
    sim.enqueue(Reply.text("Bitcoin er verdt 42 000 USD."));
    Agent agent =
        grounded()
            .guard(
                (draft, context) ->
                    GuardVerdict.overridden(
                        context.groundTruth().get(0).summary(context.locale()), "test override"))
            .build();

    AgentReply reply = agent.chat("Hva koster bitcoin nå?");

    assertThat(reply.text()).isEqualTo("Bitcoin koster 86 123 USD (CoinGecko).");
    // The ground truth goes to the model as its own data message, in the message's language.
    assertThat(chats().get(0).messages().toString()).contains("Bitcoin koster 86 123 USD");
  }

  @Test
  void shortMessagesKeepTheAgentLocale() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED)); // the default steps retry a 500 twice

    AgentReply reply =
        grounded().locale(java.util.Locale.forLanguageTag("nb")).build().chat("BTC?");

    assertThat(reply.text()).isEqualTo("Bitcoin koster 86 123 USD (CoinGecko).");
  }
}
