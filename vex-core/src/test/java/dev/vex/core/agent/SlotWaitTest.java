package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.VexRuntime;
import dev.vex.core.event.AgentListener;
import dev.vex.core.message.Message;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Waiting for a server slot is bounded by the turn (issue #28 §4): a turn that finds every slot of
 * its server held by another turn waits at most for its own time, and ends in the typed timeout;
 * the fallback ladder then answers. Over HTTP against the simulator; the other turn is seen holding
 * the slot (a handshake) before the second one starts.
 */
class SlotWaitTest {

  @ParameterizedTest(name = "through {0}")
  @ValueSource(strings = {"one server", "a server pool"})
  void aTurnWaitingForASlotEndsInItsOwnTypedTimeout(String through) throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(1).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(1).build()) {
      sim.enqueue(Reply.stall(Duration.ofMinutes(5)));
      Function<Duration, Agent.Builder> agent =
          timeout -> {
            Agent.Builder b = Agent.builder().runtime(runtime).model("qwen2.5:3b");
            OllamaClient client =
                OllamaClient.builder().runtime(runtime).baseUrl(sim.baseUrl().toString()).build();
            if (through.equals("one server")) {
              b.ollama(client);
            } else {
              ServerPool pool =
                  ServerPool.builder()
                      .server("only", client, client)
                      .maxConcurrentPerServer(1)
                      .build();
              b.backend(pool).catalog(pool);
            }
            return b.callTimeout(timeout);
          };
      AgentTurn holder = agent.apply(Duration.ofMinutes(5)).build().newTurn(Message.user("hold"));
      CompletableFuture<AgentReply> held = holder.executeAsync();
      assertThat(sim.awaitRunning(1, Duration.ofSeconds(60)))
          .as("the first turn holds the server's only slot")
          .isTrue();

      List<Throwable> failures = new CopyOnWriteArrayList<>();
      AgentReply reply =
          agent
              .apply(Duration.ofMillis(1500))
              .listener(
                  new AgentListener() {
                    @Override
                    public void modelCallFailed(String model, int round, Throwable error) {
                      failures.add(error);
                    }
                  })
              .build()
              .chat("second");

      assertThat(reply.text()).as("the fallback ladder answers").isNotBlank();
      assertThat(failures).hasSize(1);
      assertThat(failures.get(0))
          .isInstanceOf(ModelTimeoutException.class)
          .hasMessageContaining("no free slot");
      assertThat(((ModelTimeoutException) failures.get(0)).phase())
          .isEqualTo(ModelTimeoutException.Phase.CALL);
      assertThat(sim.chatRequests()).as("the second turn never reached the server").hasSize(1);
      holder.cancel();
      held.handle((r, e) -> null).get();
    }
  }
}
