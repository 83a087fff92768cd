package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.event.AgentListener;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.message.Message;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A turn has its own listener and settings; the agent is built once (issue #28 §2). Over HTTP
 * against the simulator.
 */
class TurnSettingsTest extends SimulatorAgentBase {

  /** What one listener saw. */
  static final class Seen implements AgentListener {
    final List<String> deltas = new CopyOnWriteArrayList<>();
    final List<String> ended = new CopyOnWriteArrayList<>();
    final List<Throwable> failures = new CopyOnWriteArrayList<>();

    @Override
    public void contentDelta(String text) {
      deltas.add(text);
    }

    @Override
    public void turnEnded(AgentReply reply) {
      ended.add(reply.text());
    }

    @Override
    public void modelCallFailed(String model, int round, Throwable error) {
      failures.add(error);
    }

    String streamed() {
      return String.join("", deltas);
    }
  }

  private static String lastUser(RecordedRequest r) {
    var messages = r.messages();
    return messages.get(messages.size() - 1).getAsJsonObject().get("content").getAsString();
  }

  @Test
  void eachTurnsListenerHearsOnlyItsTurnAndTheAgentsHearsAll() throws Exception {
    sim.setDispatcher(r -> Reply.text("Answer to " + lastUser(r) + "."));
    Seen agentWide = new Seen();
    Agent agent = agent().listener(agentWide).stream(true).build();
    List<Seen> own = new ArrayList<>();
    List<CompletableFuture<AgentReply>> replies = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      Seen s = new Seen();
      own.add(s);
      replies.add(agent.newTurn(Message.user("Q" + i)).listener(s).executeAsync());
    }
    for (int i = 0; i < 6; i++) {
      assertThat(replies.get(i).get(60, TimeUnit.SECONDS).text())
          .isEqualTo("Answer to Q" + i + ".");
      assertThat(own.get(i).ended).containsExactly("Answer to Q" + i + ".");
      assertThat(own.get(i).streamed()).isEqualTo("Answer to Q" + i + ".");
    }
    assertThat(agentWide.ended).hasSize(6);
  }

  @Test
  void oneAgentServesManyTurnsWithOneModelLookup() {
    sim.setDispatcher(r -> Reply.text("Fine."));
    Agent agent = agent().build();
    for (int i = 0; i < 3; i++) {
      agent.newTurn(Message.user("hi " + i)).listener(new Seen()).execute();
    }
    int shows = 0;
    while (true) {
      RecordedRequest r;
      try {
        r = sim.takeRequest(Duration.ofMillis(200));
      } catch (IllegalStateException none) {
        break;
      }
      shows += r.path().equals("/api/show") ? 1 : 0;
    }
    assertThat(shows).as("the router's model cache serves every turn").isLessThanOrEqualTo(1);
  }

  @Test
  void aTurnsOwnTimeoutEndsItInTheTypedTimeoutWhileTheAgentsStaysLonger() {
    sim.enqueue(Reply.stall(Duration.ofMinutes(5)));
    Seen s = new Seen();
    Agent agent = agent().callTimeout(Duration.ofMinutes(10)).build();

    AgentReply reply =
        agent.newTurn(Message.user("hi")).callTimeout(Duration.ofMillis(800)).listener(s).execute();

    assertThat(reply.trace().fallback()).isNotNull();
    assertThat(s.failures).singleElement().isInstanceOf(ModelTimeoutException.class);
  }

  @Test
  void aTurnsLocaleAndMemoryIdAreItsOwn() {
    sim.enqueue(Reply.error(500, "model runner has unexpectedly stopped"));
    sim.enqueue(Reply.error(500, "model runner has unexpectedly stopped"));
    sim.enqueue(Reply.error(500, "model runner has unexpectedly stopped"));
    List<String> recalled = new CopyOnWriteArrayList<>();
    MemoryStore store =
        new MemoryStore() {
          @Override
          public void remember(String memoryId, MemoryEntry entry) {}

          @Override
          public List<MemoryEntry> recall(String memoryId, String query, int limit) {
            recalled.add(memoryId);
            return List.of();
          }
        };
    Agent agent = agent().memory(store).locale(Locale.ENGLISH).build();

    AgentReply reply =
        agent
            .newTurn(Message.user("ok"))
            .locale(Locale.forLanguageTag("nb-NO"))
            .memoryId("user-42")
            .execute();

    assertThat(reply.text()).startsWith("Beklager");
    assertThat(recalled).containsExactly("user-42");
  }

  @Test
  void aTurnIsSetUpBeforeItRunsAndItsSettingsAreChecked() {
    sim.enqueue(Reply.text("Fine."));
    AgentTurn turn = agent().build().newTurn(Message.user("hi"));
    assertThatThrownBy(() -> turn.memoryId(" ")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> turn.callTimeout(Duration.ofDays(2)))
        .isInstanceOf(IllegalArgumentException.class);
    turn.execute();
    assertThatThrownBy(() -> turn.listener(new Seen())).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> turn.callTimeout(Duration.ofSeconds(1)))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void anEmptyMessageIsRefusedClearlyAndTheSimulatorsUriIsTakenAsItIs() {
    sim.enqueue(Reply.text("Fine."));
    Agent agent = Agent.builder().baseUrl(sim.baseUrl()).model("qwen2.5:3b").build();
    assertThatThrownBy(() -> agent.chat("   "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("empty");
    assertThat(sim.chatRequests()).isEmpty();
    assertThat(agent.chat("hi").text()).isEqualTo("Fine.");
  }

  @Test
  void aTurnThatFellBackSaysWhyInItsTraceAndAStrictAgentThrowsIt() {
    Agent lenient = Agent.builder().baseUrl(sim.baseUrl()).model("no-such-model:1b").build();
    AgentReply reply = lenient.chat("hi");
    assertThat(reply.trace().fellBack()).isTrue();
    assertThat(reply.trace().failure())
        .isInstanceOf(dev.vex.core.model.ModelNotFoundException.class)
        .hasMessageContaining("ollama pull");

    Agent strict =
        Agent.builder().baseUrl(sim.baseUrl()).model("no-such-model:1b").strict(true).build();
    assertThatThrownBy(() -> strict.chat("hi"))
        .isInstanceOf(dev.vex.core.model.ModelNotFoundException.class)
        .hasMessageContaining("ollama pull");
  }

  @Test
  void aTurnTheModelAnsweredHasNoFailure() {
    sim.enqueue(Reply.text("Fine."));
    assertThat(agent().strict(true).build().chat("hi").trace().failure()).isNull();
  }
}
