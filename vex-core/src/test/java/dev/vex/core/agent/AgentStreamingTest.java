package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.model.ChatResponse;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a host that shows the stream shows: guarded release sentence by sentence, corrections when
 * the final reply differs, and the raw stream only when asked for by name.
 */
class AgentStreamingTest extends SimulatorAgentBase {

  /** Records the shown text as a host applies deltas and replacements. */
  static final class Host implements AgentListener {
    final StringBuilder shown = new StringBuilder();
    final List<String> states = new ArrayList<>();
    final List<String> events = new ArrayList<>();
    final List<String> reasons = new ArrayList<>();
    boolean inCall;
    int early;

    @Override
    public void modelCallStarted(String model, int round) {
      inCall = true;
    }

    @Override
    public void modelCallEnded(String model, int round, ChatResponse response) {
      inCall = false;
    }

    @Override
    public void modelCallFailed(String model, int round, Throwable error) {
      inCall = false;
    }

    @Override
    public void contentDelta(String text) {
      early += inCall ? 1 : 0;
      shown.append(text);
      states.add(shown.toString());
      events.add("delta:" + text);
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      shown.setLength(0);
      shown.append(fullText);
      states.add(fullText);
      reasons.add(reason);
      events.add("replace:" + fullText);
    }
  }

  /** Removes the word "EVIL" and releases text without it; a guard that judges partial text. */
  private static final Guard NO_EVIL =
      new Guard() {
        @Override
        public GuardVerdict check(Draft draft, TurnContext context) {
          return draft.text().contains("EVIL")
              ? GuardVerdict.rewritten(draft.text().replace("EVIL", "").strip(), "no evil")
              : GuardVerdict.pass();
        }

        @Override
        public boolean releases(Draft prefix, TurnContext context) {
          return !prefix.text().contains("EVIL");
        }

        @Override
        public String name() {
          return "no-evil";
        }
      };

  @Test
  void sentencesTheGuardsReleaseReachTheHostWhileTheModelIsStillWriting() {
    sim.enqueue(Reply.text("First sentence. Second sentence! Third one"));
    Host host = new Host();

    AgentReply reply = agent().guard(NO_EVIL).listener(host).build().chat("hi");

    assertThat(reply.text()).isEqualTo("First sentence. Second sentence! Third one");
    assertThat(host.events)
        .containsExactly("delta:First sentence.", "delta: Second sentence!", "delta: Third one");
    assertThat(host.early).isEqualTo(2);
    assertThat(host.shown.toString()).isEqualTo(reply.text());
  }

  @Test
  void textAGuardHoldsIsNeverShownAndTheFinalReplyArrivesAsTheRest() {
    sim.enqueue(Reply.text("Fine start. Then EVIL things. And more."));
    Host host = new Host();

    AgentReply reply = agent().guard(NO_EVIL).listener(host).build().chat("hi");

    assertThat(reply.text()).isEqualTo("Fine start. Then  things. And more.");
    assertThat(host.states).noneMatch(s -> s.contains("EVIL"));
    assertThat(host.events.get(0)).isEqualTo("delta:Fine start.");
    assertThat(host.shown.toString()).isEqualTo(reply.text());
    assertThat(host.reasons).isEmpty(); // the final reply continues what was shown
  }

  @Test
  void anOverrideAtTheEndIsDeliveredAsAnExplicitReplacement() {
    Guard override =
        new Guard() {
          @Override
          public GuardVerdict check(Draft draft, TurnContext context) {
            return GuardVerdict.overridden("The real data.", "stale figure");
          }

          @Override
          public boolean releases(Draft prefix, TurnContext context) {
            return true;
          }

          @Override
          public String name() {
            return "overrider";
          }
        };
    sim.enqueue(Reply.text("Something plausible. More of it."));
    Host host = new Host();

    AgentReply reply = agent().guard(override).listener(host).build().chat("hi");

    assertThat(reply.text()).isEqualTo("The real data.");
    assertThat(host.events).contains("delta:Something plausible.");
    assertThat(host.events.get(host.events.size() - 1)).isEqualTo("replace:The real data.");
    assertThat(host.reasons).singleElement().asString().contains("overrider: stale figure");
    assertThat(host.shown.toString()).isEqualTo(reply.text());
  }

  @Test
  void aHostsGuardThatCannotJudgePartialTextHoldsTheWholeReplyUntilTheEnd() {
    sim.enqueue(Reply.text("One. Two. Three."));
    Host host = new Host();

    AgentReply reply =
        agent()
            .guard(Guard.named("lambda", (d, c) -> GuardVerdict.pass()))
            .listener(host)
            .build()
            .chat("hi");

    assertThat(host.events).containsExactly("delta:One. Two. Three.");
    assertThat(host.early).isZero();
    assertThat(reply.text()).isEqualTo("One. Two. Three.");
  }

  @Test
  void textOfARoundThatEndedInAToolCallIsReplacedByTheAnswer() {
    sim.enqueue(
        Reply.textThenToolCalls(
            "Let me check the weather. ",
            new dev.vex.simulator.ToolCallSpec("get_weather", "{\"city\":\"Oslo\"}")));
    sim.enqueue(Reply.text("Oslo is at 11 °C. Cloudy."));
    Host host = new Host();

    AgentReply reply = agent().guard(NO_EVIL).listener(host).build().chat("weather in Oslo");

    assertThat(reply.text()).isEqualTo("Oslo is at 11 °C. Cloudy.");
    assertThat(host.events.get(0)).isEqualTo("delta:Let me check the weather.");
    assertThat(host.events).contains("replace:Oslo is at 11 °C.");
    assertThat(host.shown.toString()).isEqualTo(reply.text());
  }

  @Test
  void aReplyWrittenAsAToolCallIsNotStreamed() {
    sim.enqueue(Reply.text("{\"name\": \"nothing\", \"arguments\": {}}. Done. Really."));
    Host host = new Host();

    AgentReply reply = agent().guard(NO_EVIL).listener(host).build().chat("hi");

    assertThat(host.early).isZero();
    assertThat(host.shown.toString()).isEqualTo(reply.text());
  }

  @Test
  void whenTheModelBreaksMidStreamTheFallbackReplacesWhatWasShown() {
    sim.enqueue(Reply.midStreamError("Partial answer. It goes on", "model runner crashed"));
    sim.enqueue(Reply.midStreamError("Partial again. It goes on", "model runner crashed"));
    Host host = new Host();

    AgentReply reply = agent().guard(NO_EVIL).listener(host).build().chat("hi");

    assertThat(reply.trace().fellBack()).isTrue();
    assertThat(host.events).contains("delta:Partial answer.");
    assertThat(host.events.get(host.events.size() - 1)).startsWith("replace:Sorry");
    assertThat(host.reasons.get(host.reasons.size() - 1)).contains("fallback 'notice' answered");
    assertThat(host.shown.toString()).isEqualTo(reply.text());
  }

  @Test
  void theRawStreamIsTheModelsTextUnguardedWhenAskedForByName() {
    sim.enqueue(Reply.text("Fine start. Then EVIL things."));
    Host host = new Host();

    AgentReply reply = agent().guard(NO_EVIL).rawStream(true).listener(host).build().chat("hi");

    assertThat(host.shown.toString()).isEqualTo("Fine start. Then EVIL things.");
    assertThat(host.reasons).isEmpty();
    assertThat(reply.text()).isEqualTo("Fine start. Then  things.");
  }

  @Test
  void aNonStreamingAgentSendsNoText() {
    sim.enqueue(Reply.text("One. Two."));
    Host host = new Host();

    agent().guard(NO_EVIL).stream(false).listener(host).build().chat("hi");

    assertThat(host.events).isEmpty();
  }

  @Test
  void textWithAnOpenBracketIsNotReleasedUntilItCloses() {
    sim.enqueue(Reply.text("See [the page. It is](https://example.org/x). Done. End"));
    Host host = new Host();

    agent().guard(NO_EVIL).listener(host).build().chat("hi");

    assertThat(host.states).noneMatch(s -> s.endsWith("[the page."));
    assertThat(host.events.get(0)).isEqualTo("delta:See [the page. It is](https://example.org/x).");
  }

  @Test
  void whenAnotherServerTakesTheReplyOverTheDeadTextIsNeverJoinedToTheNewOne() {
    try (dev.vex.simulator.OllamaSimulator other = dev.vex.simulator.OllamaSimulator.start()) {
      sim.enqueue(Reply.drop("Fine start. Then more of the dead reply"));
      other.enqueue(Reply.text("Other answer. Done."));
      dev.vex.core.pool.ServerPool pool =
          dev.vex.core.pool.ServerPool.builder()
              .server("a", client(), client())
              .server(
                  "b",
                  dev.vex.core.ollama.OllamaClient.builder()
                      .baseUrl(other.baseUrl().toString())
                      .build(),
                  client())
              .strategy(dev.vex.core.pool.ServerPool.Strategy.ROUND_ROBIN)
              .build();
      Host host = new Host();

      AgentReply reply =
          dev.vex.core.Agent.builder()
              .backend(pool)
              .catalog(pool)
              .model("qwen2.5:3b")
              .guard(NO_EVIL)
              .listener(host)
              .build()
              .chat("hi");

      assertThat(reply.text()).isEqualTo("Other answer. Done.");
      assertThat(host.shown.toString()).isEqualTo(reply.text());
      assertThat(host.states)
          .allMatch(
              st ->
                  "Fine start. Then more of the dead reply".startsWith(st)
                      || reply.text().startsWith(st));
    }
  }
}
