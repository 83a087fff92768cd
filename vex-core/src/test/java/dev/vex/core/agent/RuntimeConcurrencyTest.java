package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.VexRuntime;
import dev.vex.core.message.Message;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** One shared agent under many host threads, on a runtime the host owns and closes. */
class RuntimeConcurrencyTest {

  private static String lastUser(RecordedRequest r) {
    String content = "";
    for (var m : r.messages()) {
      if (m.getAsJsonObject().get("role").getAsString().equals("user")) {
        content = m.getAsJsonObject().get("content").getAsString();
      }
    }
    return content;
  }

  /** Live threads that are not the simulator's (it is the model server, not the client). */
  private static Set<Thread> clientThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(Thread::isAlive)
        .filter(t -> !t.getName().startsWith("ollama-sim-"))
        .collect(Collectors.toSet());
  }

  /**
   * The client threads that are not in {@code before} and do not end: each one is joined (the event
   * itself, no sleep), with a collection before each round because on Java 17 the HTTP client's
   * selector thread ends once the client is collected. At most 600 rounds of 100 ms joins: a hang
   * guard, not a measure.
   */
  private static Set<Thread> awaitBaseline(Set<Thread> before) throws InterruptedException {
    Set<Thread> extra = new HashSet<>();
    for (int round = 0; round < 600; round++) {
      System.gc();
      extra = clientThreads();
      extra.removeAll(before);
      if (extra.isEmpty()) {
        break;
      }
      for (Thread t : extra) {
        t.join(100); // returns as soon as the thread ends
      }
    }
    return extra;
  }

  @Test
  void twoHundredTurnsFromFiftyThreadsEachAnswerTheirOwnQuestionAndCloseLeavesNoThread()
      throws Exception {
    // Ollama with 4 parallel slots and room for 2 waiting: a client that sends more gets 503s.
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(4).maxQueue(2).start()) {
      sim.setDispatcher(r -> Reply.text("Answer to " + lastUser(r)));
      Set<Thread> before = clientThreads();
      VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(4).build();
      Agent agent =
          Agent.builder()
              .runtime(runtime)
              .baseUrl(sim.baseUrl().toString())
              .model("qwen2.5:3b")
              .build();
      int turns = 200;
      int callers = 50;
      ExecutorService host = Executors.newFixedThreadPool(callers);
      CountDownLatch go = new CountDownLatch(1);
      List<Future<AgentReply>> replies = new ArrayList<>();
      AtomicInteger peakThreads = new AtomicInteger();
      for (int i = 0; i < turns; i++) {
        String question = "Question number " + i + "?";
        boolean async = i % 2 == 1;
        replies.add(
            host.submit(
                () -> {
                  go.await();
                  AgentReply r =
                      async
                          ? agent
                              .newTurn(Conversation.create(), question)
                              .executeAsync()
                              .get(60, TimeUnit.SECONDS)
                          : agent.chat(Conversation.create(), question);
                  peakThreads.accumulateAndGet(Thread.activeCount(), Math::max);
                  return r;
                }));
      }
      go.countDown();
      for (int i = 0; i < turns; i++) {
        AgentReply r = replies.get(i).get(120, TimeUnit.SECONDS);
        assertThat(r.text()).isEqualTo("Answer to Question number " + i + "?");
        assertThat(r.trace().fellBack()).isFalse();
      }
      host.shutdown();
      assertThat(host.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
      int during = clientThreads().size();

      runtime.close();
      Set<Thread> left = awaitBaseline(before);

      System.out.printf(
          "concurrency: %d turns from %d threads; client threads before %d, after the"
              + " turns %d (peak active %d), after close %d; chat requests %d%n",
          turns,
          callers,
          before.size(),
          during,
          peakThreads.get(),
          clientThreads().size(),
          sim.chatRequests().size());
      assertThat(left).extracting(Thread::getName).isEmpty();
      assertThat(sim.chatRequests()).hasSize(turns); // no 503 was retried: the limit held
    }
  }

  @Test
  void turnsBeyondTheServerLimitWaitInsteadOfFillingTheServerQueue() throws Exception {
    // One slot and no queue: any second request at once would be refused with 503.
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(1).maxQueue(1).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(1).build()) {
      sim.setDispatcher(r -> Reply.text("Answer to " + lastUser(r)));
      Agent agent =
          Agent.builder()
              .runtime(runtime)
              .baseUrl(sim.baseUrl().toString())
              .model("qwen2.5:3b")
              .build();
      List<java.util.concurrent.CompletableFuture<AgentReply>> futures = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        futures.add(agent.newTurn(Message.user("Q" + i)).executeAsync());
      }
      for (int i = 0; i < 20; i++) {
        assertThat(futures.get(i).get(60, TimeUnit.SECONDS).text()).isEqualTo("Answer to Q" + i);
      }
      assertThat(sim.chatRequests()).hasSize(20);
    }
  }

  @Test
  void aClosedRuntimeRefusesNewTurnsClearly() {
    VexRuntime runtime = VexRuntime.builder().build();
    runtime.close();
    Agent agent = Agent.builder().runtime(runtime).baseUrl("http://127.0.0.1:1").model("m").build();

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> agent.newTurn(Message.user("hi")).execute())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> agent.newTurn(Message.user("hi")).executeAsync())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
  }
}
