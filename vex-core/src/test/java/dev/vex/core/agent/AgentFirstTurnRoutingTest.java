package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.simulator.Reply;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The first turn's model check ({@code /api/show}) runs beside its grounding fetch, not before it,
 * and the turn ends as it did when they ran one after the other. The catalog's answer and the
 * fetcher each wait for the other exchange to have started: run one after the other, the first
 * waits in vain (10 s) and the test sees no overlap.
 */
class AgentFirstTurnRoutingTest extends SimulatorAgentBase {

  /** A catalog and a fetcher that each record whether the other was running at the same time. */
  private static final class Handshake {
    final CountDownLatch showStarted = new CountDownLatch(1);
    final CountDownLatch fetchStarted = new CountDownLatch(1);
    final AtomicBoolean showSawFetch = new AtomicBoolean();
    final AtomicBoolean fetchSawShow = new AtomicBoolean();
    final AtomicInteger shows = new AtomicInteger();

    ModelCatalog catalog(Set<String> onServer) {
      return new ModelCatalog() {
        @Override
        public List<ModelInfo> models() {
          return List.of();
        }

        @Override
        public Optional<ModelInfo> show(String model) {
          return showLater(model).get();
        }

        // No @Override: the test compiles against the catalog before showLater existed, and
        // there the router's show waits in vain for the fetch.
        public java.util.function.Supplier<Optional<ModelInfo>> showLater(String model) {
          shows.incrementAndGet();
          showStarted.countDown(); // the exchange has started
          return () -> {
            showSawFetch.compareAndSet(false, await(fetchStarted));
            return onServer.contains(model)
                ? Optional.of(new ModelInfo(model, "", "", 0, Set.of("completion", "tools")))
                : Optional.empty();
          };
        }
      };
    }

    GroundedFetcher fetcher() {
      return intent -> {
        fetchStarted.countDown();
        fetchSawShow.compareAndSet(false, await(showStarted));
        return AgentBoundsTest.btc();
      };
    }

    private static boolean await(CountDownLatch latch) {
      try {
        return latch.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
  }

  private Agent.Builder grounded(Handshake h, Set<String> onServer) {
    return agent()
        .catalog(h.catalog(onServer))
        .classifier(m -> List.of(Intent.of("crypto", "BTC")))
        .fetcher("crypto", h.fetcher());
  }

  @Test
  void theFirstTurnsModelCheckRunsBesideItsGroundingFetchAndTheModelAnswers() {
    sim.enqueue(Reply.text("Bitcoin is at 86,123 USD."));
    Handshake h = new Handshake();

    AgentReply reply = grounded(h, Set.of("qwen2.5:3b")).build().chat("BTC price?");

    assertThat(h.showSawFetch).isTrue();
    assertThat(h.fetchSawShow).isTrue();
    assertThat(reply.text()).isEqualTo("Bitcoin is at 86,123 USD.");
    assertThat(reply.trace().model()).isEqualTo("qwen2.5:3b");
    assertThat(reply.trace().fellBack()).isFalse();
    assertThat(reply.trace().grounding()).hasSize(1);
    assertThat(chats())
        .singleElement()
        .satisfies(c -> assertThat(c.messages().toString()).contains("86,123"));
  }

  @Test
  void aMissingFirstModelStillFallsToTheNextWithItsWarningWhileTheFetchRuns() {
    sim.enqueue(Reply.text("Bitcoin is at 86,123 USD."));
    Handshake h = new Handshake();

    AgentReply reply =
        grounded(h, Set.of("qwen2.5:3b"))
            .toolsModels("qwen2.5:14b", "qwen2.5:3b")
            .build()
            .chat("BTC price?");

    assertThat(h.showSawFetch).isTrue();
    assertThat(h.fetchSawShow).isTrue();
    assertThat(reply.trace().model()).isEqualTo("qwen2.5:3b");
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("'qwen2.5:14b' is not on the server"));
    assertThat(chats()).extracting(r -> r.model()).containsExactly("qwen2.5:3b");
  }

  @Test
  void noModelOnTheServerStillGivesTheGroundTruthFallbackAndInStrictModeTheTypedError() {
    Handshake h = new Handshake();

    AgentReply reply = grounded(h, Set.of()).build().chat("BTC price?");

    assertThat(h.showSawFetch).isTrue();
    assertThat(h.fetchSawShow).isTrue();
    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.trace().failure()).isInstanceOf(ModelNotFoundException.class);
    assertThat(chats()).isEmpty();

    Handshake strict = new Handshake();
    assertThatThrownBy(() -> grounded(strict, Set.of()).strict(true).build().chat("BTC price?"))
        .isInstanceOf(ModelNotFoundException.class)
        .hasMessageContaining("ollama pull qwen2.5:3b");
    assertThat(strict.showSawFetch).isTrue();
  }

  @Test
  void laterTurnsRouteOnTheTurnsThreadFromTheCache() {
    sim.enqueue(Reply.text("One."));
    sim.enqueue(Reply.text("Two."));
    Handshake h = new Handshake();
    Agent agent = grounded(h, Set.of("qwen2.5:3b")).build();

    agent.chat("BTC price?");
    AgentReply second = agent.chat("BTC price?");

    assertThat(second.text()).isEqualTo("Two.");
    assertThat(h.shows).hasValue(1);
  }
}
