package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.memory.InMemoryMemoryStore;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The steps around the model: streaming, listener, guards, grounding, memory, conversation. */
class AgentPipelineTest extends SimulatorAgentBase {

  private static GroundTruth weatherTruth(String city) {
    return new GroundTruth(
        "weather",
        "wttr.in",
        List.of("https://wttr.in/" + city),
        Instant.now(),
        Map.of(),
        List.of(),
        Map.of("en", city + ": 4 °C, light rain (wttr.in)."),
        null);
  }

  @Test
  void streamedReplyReachesTheListenerTokenByTokenAndTheUserWhole() {
    sim.enqueue(Reply.text("The answer is: 2"));
    List<String> deltas = new CopyOnWriteArrayList<>();

    AgentReply reply =
        agent()
            .listener(
                new AgentListener() {
                  @Override
                  public void contentDelta(String text) {
                    deltas.add(text);
                  }
                })
            .build()
            .chat("1+1?");

    assertThat(reply.text()).isEqualTo("The answer is: 2");
    assertThat(String.join("", deltas)).isEqualTo("The answer is: 2");
    assertThat(deltas.size()).isGreaterThan(1);
    assertThat(chats().get(0).stream()).isTrue();
  }

  @Test
  void nonStreamingAgentSendsStreamFalse() {
    sim.enqueue(Reply.text("ok"));

    assertThat(agent().stream(false).build().chat("x").text()).isEqualTo("ok");
    assertThat(chats().get(0).stream()).isFalse();
  }

  @Test
  void listenerEventsArePairedAndAThrowingListenerCannotBreakTheTurn() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Cloudy."));
    List<String> events = new ArrayList<>();
    AgentListener recording =
        new AgentListener() {
          @Override
          public void turnStarted(Message message) {
            events.add("turn+");
            throw new IllegalStateException("listener bug");
          }

          @Override
          public void turnEnded(AgentReply reply) {
            events.add("turn-");
          }

          @Override
          public void classificationEnded(List<Intent> intents) {
            events.add("classified");
          }

          @Override
          public void modelCallStarted(String model, int round) {
            events.add("model+" + round);
          }

          @Override
          public void modelCallEnded(String model, int round, ChatResponse response) {
            events.add("model-" + round);
            throw new IllegalStateException("listener bug");
          }

          @Override
          public void toolCallStarted(ToolCall call) {
            events.add("tool+" + call.name());
          }

          @Override
          public void toolCallEnded(ToolCallTrace trace) {
            events.add("tool-" + trace.name());
          }

          @Override
          public void guardStarted(String guard) {
            events.add("guard+" + guard);
          }

          @Override
          public void guardEnded(GuardTrace trace) {
            events.add("guard-" + trace.guard());
          }
        };

    AgentReply reply =
        agent()
            .listener(recording)
            .guard(Guard.named("noop", (d, c) -> GuardVerdict.pass()))
            .build()
            .chat("weather?");

    assertThat(reply.text()).isEqualTo("Cloudy.");
    assertThat(events)
        .containsExactly(
            "turn+",
            "classified",
            "model+1",
            "model-1",
            "tool+get_weather",
            "tool-get_weather",
            "model+2",
            "model-2",
            "guard+noop",
            "guard-noop",
            "turn-");
  }

  @Test
  void guardsRunInOrderAndABrokenGuardIsSkipped() {
    sim.enqueue(Reply.text("Bitcoin is at 42 dollars."));

    AgentReply reply =
        agent()
            .guard(Guard.named("null", (d, c) -> null))
            .guard(
                Guard.named(
                    "throws",
                    (d, c) -> {
                      throw new IllegalStateException("guard bug");
                    }))
            .guard(
                Guard.named(
                    "fix",
                    (d, c) ->
                        GuardVerdict.rewritten(
                            d.text().replace("42", "86,123"), "price corrected")))
            .guard(
                Guard.named(
                    "sees-fix",
                    (d, c) ->
                        d.text().contains("86,123")
                            ? GuardVerdict.pass()
                            : GuardVerdict.overridden("wrong", "bad order")))
            .build()
            .chat("BTC?");

    assertThat(reply.text()).isEqualTo("Bitcoin is at 86,123 dollars.");
    List<GuardTrace> guards = reply.trace().guards();
    assertThat(guards)
        .extracting(GuardTrace::guard)
        .containsExactly("null", "throws", "fix", "sees-fix");
    assertThat(guards.get(0).error()).contains("returned null");
    assertThat(guards.get(1).error()).contains("guard bug");
    assertThat(guards.get(2).verdict()).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(guards.get(3).verdict()).isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void theTraceKeepsTheModelsDraftSoAHostCanShowBeforeAndAfter() {
    sim.enqueue(Reply.text("Bitcoin is at 42 dollars."));

    AgentReply reply =
        agent()
            .guard(Guard.named("looks", (d, c) -> GuardVerdict.pass()))
            .guard(
                Guard.named(
                    "fix",
                    (d, c) ->
                        GuardVerdict.overridden("Bitcoin is at 86,123 dollars.", "stale price")))
            .guard(Guard.named("after-fix", (d, c) -> GuardVerdict.pass()))
            .build()
            .chat("BTC?");

    assertThat(reply.trace().draft()).isEqualTo("Bitcoin is at 42 dollars.");
    assertThat(reply.text()).isEqualTo("Bitcoin is at 86,123 dollars.");
    List<GuardTrace> guards = reply.trace().guards();
    assertThat(guards.get(0).draft()).isEqualTo("Bitcoin is at 42 dollars.");
    assertThat(guards.get(1).draft()).isEqualTo("Bitcoin is at 42 dollars.");
    assertThat(guards.get(1).text()).isEqualTo("Bitcoin is at 86,123 dollars.");
    assertThat(guards.get(2).draft()).isEqualTo("Bitcoin is at 86,123 dollars.");
    assertThat(new GuardTrace("old", GuardVerdict.pass(), null, Duration.ZERO).draft()).isNull();
  }

  @Test
  void fetchersRunInParallelUnderOneDeadlineAndASlowOrFailingSourceIsLeftOut() {
    sim.enqueue(Reply.text("Oslo: 4 °C."));
    // Weather and news each wait until both have started: one after the other, the first would
    // wait past the deadline. Crypto waits for a latch nobody opens until the test ends.
    java.util.concurrent.CountDownLatch bothStarted = new java.util.concurrent.CountDownLatch(2);
    java.util.concurrent.CountDownLatch never = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.atomic.AtomicBoolean cryptoReturned =
        new java.util.concurrent.atomic.AtomicBoolean();
    boolean cryptoReturnedBeforeTheReply;

    AgentReply reply;
    try {
      reply =
          agent()
              .classifier(
                  m ->
                      List.of(
                          Intent.of("weather", "Oslo"),
                          Intent.of("news", ""),
                          Intent.of("crypto", "BTC"),
                          Intent.of("stocks", "AAPL")))
              .fetcher(
                  "weather",
                  i -> {
                    bothStarted.countDown();
                    bothStarted.await(30, java.util.concurrent.TimeUnit.SECONDS);
                    return weatherTruth(i.subject());
                  })
              .fetcher(
                  "news",
                  i -> {
                    bothStarted.countDown();
                    bothStarted.await(30, java.util.concurrent.TimeUnit.SECONDS);
                    throw new java.io.IOException("HTTP 429 from hn.algolia.com");
                  })
              .fetcher(
                  "crypto",
                  i -> {
                    never.await(60, java.util.concurrent.TimeUnit.SECONDS);
                    cryptoReturned.set(true);
                    return weatherTruth("Atlantis");
                  })
              .groundingDeadline(Duration.ofSeconds(3))
              .build()
              .chat("weather in Oslo, tech news and BTC");
      cryptoReturnedBeforeTheReply = cryptoReturned.get();
    } finally {
      never.countDown();
    }

    // The crypto fetcher waits for a latch opened only after the reply: the turn did not wait.
    assertThat(cryptoReturnedBeforeTheReply).isFalse();
    assertThat(reply.trace().grounding())
        .extracting(GroundingTrace::outcome)
        .containsExactly(
            GroundingTrace.Outcome.NO_FETCHER,
            GroundingTrace.Outcome.FETCHED,
            GroundingTrace.Outcome.FAILED,
            GroundingTrace.Outcome.DEADLINE_PASSED);
    assertThat(reply.links()).containsExactly("https://wttr.in/Oslo");
    String system = content(message(chats().get(0), 0));
    String data = content(message(chats().get(0), 1));
    assertThat(data).contains("Oslo: 4 °C, light rain (wttr.in).").doesNotContain("Atlantis");
    assertThat(system)
        .doesNotContain("Oslo: 4 °C")
        .contains("Live news data could not be fetched from the news source.")
        .contains("Live crypto data for BTC could not be fetched from the crypto source.");
  }

  @Test
  void conversationTurnsRememberTheHistoryButNotTheToolTraffic() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo is cloudy."));
    sim.enqueue(Reply.text("You asked about Oslo."));
    var agent = agent().build();
    Conversation conversation = Conversation.create();

    agent.chat(conversation, "Weather in Oslo?");
    AgentReply second = agent.chat(conversation, "Which city did I ask about?");

    assertThat(second.text()).isEqualTo("You asked about Oslo.");
    assertThat(conversation.messages())
        .extracting(Message::content)
        .containsExactly(
            "Weather in Oslo?",
            "Oslo is cloudy.",
            "Which city did I ask about?",
            "You asked about Oslo.");
    var third = chats().get(2);
    assertThat(third.messages()).hasSize(4); // system, the first exchange, the new question
    assertThat(content(message(third, 2))).isEqualTo("Oslo is cloudy.");
  }

  @Test
  void taskShapedTurnsStayOutOfLongTermMemory() {
    InMemoryMemoryStore memory = new InMemoryMemoryStore(10);
    sim.enqueue(Reply.text("Nice to meet you, Ada."));
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo is cloudy."));
    sim.enqueue(Reply.text("Hello again."));
    var agent = agent().memory(memory).build();
    Conversation ada = Conversation.create("ada");

    agent.chat(ada, "My name is Ada.");
    agent.chat(ada, "Weather in Oslo?");
    agent.chat(ada, "Hi!");

    assertThat(memory.recall("ada", "", 10))
        .extracting(e -> e.text())
        .containsExactly("My name is Ada");
    String system = content(message(chats().get(3), 0));
    assertThat(system).contains("The user said: My name is Ada").doesNotContain("Weather in Oslo");
  }

  @Test
  void agentIsSharedSafelyAcrossThreads() throws Exception {
    sim.setDispatcher(r -> Reply.text("echo " + r.lastMessage().get("content").getAsString()));
    var agent = agent().build();
    List<Thread> threads = new ArrayList<>();
    List<String> replies = new CopyOnWriteArrayList<>();
    for (int i = 0; i < 6; i++) {
      String q = "q" + i;
      Thread t = new Thread(() -> replies.add(agent.chat(q).text()));
      threads.add(t);
      t.start();
    }
    for (Thread t : threads) {
      t.join(10_000);
    }

    assertThat(replies)
        .containsExactlyInAnyOrder(
            "echo q0", "echo q1", "echo q2", "echo q3", "echo q4", "echo q5");
  }
}
