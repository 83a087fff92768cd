package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.grounding.SourceFailure;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A subject the user only mentions is never answered with data: no card, no data in the prompt, no
 * failure announced, its fetch only for the guards; a source that does not know the subject makes
 * it no subject at all.
 */
class AgentMentionTest extends SimulatorAgentBase {

  private static GroundTruth btc() {
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of("https://www.coingecko.com/en/coins/bitcoin"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of(),
        List.of(new KeyFigure("BTC price", new BigDecimal("89369"), "USD").withAliases("Bitcoin")),
        Map.of("en", "Bitcoin: 89,369 USD (CoinGecko)."),
        new FactCard(
            "Bitcoin",
            Map.of("price", "89,369 USD"),
            "CoinGecko",
            "https://www.coingecko.com",
            Instant.EPOCH));
  }

  /** A fetcher that says it is worth asking for mentions, and counts its calls. */
  private static GroundedFetcher prices(AtomicInteger calls, GroundTruth truth) {
    return new GroundedFetcher() {
      @Override
      public GroundTruth fetch(Intent intent) {
        calls.incrementAndGet();
        return truth;
      }

      @Override
      public boolean fetchesMentions() {
        return true;
      }
    };
  }

  @Test
  void aMentionIsFetchedForTheGuardsButShowsNoCardAndNoDataToTheModel() {
    sim.enqueue(Reply.text("Satoshi Nakamoto created Bitcoin in 2009."));
    AtomicInteger calls = new AtomicInteger();
    AtomicReference<TurnContext> seen = new AtomicReference<>();

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.mention("crypto", "BTC")))
            .fetcher("crypto", prices(calls, btc()))
            .guard(
                (draft, context) -> {
                  seen.set(context);
                  return new GuardVerdict.Pass("looked");
                })
            .build()
            .chat("who created bitcoin?");

    assertThat(reply.text()).isEqualTo("Satoshi Nakamoto created Bitcoin in 2009.");
    assertThat(calls).hasValue(1);
    assertThat(reply.factCards()).isEmpty();
    assertThat(reply.links()).isEmpty();
    assertThat(seen.get().groundTruth()).isEmpty();
    assertThat(seen.get().mentioned()).hasSize(1);
    assertThat(chats().get(0).messages().toString()).doesNotContain("89,369");
    assertThat(reply.trace().intents())
        .extracting(Intent::mode)
        .containsExactly(Intent.Mode.MENTION);
    assertThat(reply.trace().grounding())
        .singleElement()
        .satisfies(g -> assertThat(g.detail()).contains("a mention"));
  }

  @Test
  void aMentionWhoseSourceFailsIsNotAnnounced() {
    sim.enqueue(Reply.text("Bitcoin's white paper came out in 2008."));
    List<String> prompts = new CopyOnWriteArrayList<>();

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.mention("crypto", "BTC")))
            .fetcher(
                "crypto",
                new GroundedFetcher() {
                  @Override
                  public GroundTruth fetch(Intent intent) throws Exception {
                    throw new java.io.IOException("HTTP 503");
                  }

                  @Override
                  public boolean fetchesMentions() {
                    return true;
                  }
                })
            .guard(
                (draft, context) -> {
                  prompts.add(String.valueOf(context.failedFetches()));
                  return new GuardVerdict.Pass("looked");
                })
            .build()
            .chat("when did the bitcoin white paper come out?");

    assertThat(reply.text()).isEqualTo("Bitcoin's white paper came out in 2008.");
    assertThat(prompts).containsOnly("[]");
    assertThat(content(message(chats().get(0), 0))).doesNotContain("could not be fetched");
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(GroundingTrace.Outcome.FAILED);
  }

  @Test
  void aSourceThatOnlySearchesIsNotAskedForAMention() {
    sim.enqueue(Reply.text("No news is good news, as the saying goes."));
    AtomicInteger calls = new AtomicInteger();

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.mention("news", "")))
            .fetcher(
                "news",
                i -> {
                  calls.incrementAndGet();
                  return btc();
                })
            .build()
            .chat("what does no news is good news mean?");

    assertThat(calls).hasValue(0);
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(GroundingTrace.Outcome.NOT_FETCHED);
  }

  @Test
  void anAskWhoseSubjectTheSourceDoesNotKnowIsNoSubjectAndNothingIsAnnounced() {
    sim.enqueue(Reply.text("I don't know a place called Narnia outside the books."));

    class Unknown extends Exception implements SourceFailure {
      private static final long serialVersionUID = 1L;

      Unknown() {
        super("wttr.in does not know this name: 'Narnia' was resolved to Heideck");
      }

      @Override
      public String source() {
        return "wttr.in";
      }

      @Override
      public boolean unknownSubject() {
        return true;
      }
    }

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("weather", "Narnia")))
            .fetcher(
                "weather",
                i -> {
                  throw new Unknown();
                })
            .build()
            .chat("weather in Narnia?");

    assertThat(reply.text()).isEqualTo("I don't know a place called Narnia outside the books.");
    assertThat(content(message(chats().get(0), 0))).doesNotContain("could not be fetched");
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(GroundingTrace.Outcome.UNKNOWN_SUBJECT);
  }

  @Test
  void whenTheModelFailsAMentionIsNotAnsweredWithItsData() {
    for (int k = 0; k < 6; k++) {
      sim.enqueue(Reply.error(500, "model runner has unexpectedly stopped"));
    }
    AtomicInteger calls = new AtomicInteger();

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.mention("crypto", "BTC")))
            .fetcher("crypto", prices(calls, btc()))
            .build()
            .chat("who created bitcoin?");

    assertThat(calls).hasValue(1);
    assertThat(reply.trace().fellBack()).isTrue();
    assertThat(reply.text()).doesNotContain("89,369").doesNotContain("CoinGecko");
    assertThat(reply.factCards()).isEmpty();
  }
}
