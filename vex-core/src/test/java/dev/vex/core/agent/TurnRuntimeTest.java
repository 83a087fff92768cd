package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a turn runs (its fetchers and tools, on the turn's thread or on a pool thread) sees the
 * agent's runtime through {@link VexRuntime#current()}, so that the threads and connections an
 * extension starts belong to the host's runtime; outside a turn, and on a pool thread once its task
 * for the turn has ended, it is the default runtime again.
 */
class TurnRuntimeTest extends SimulatorAgentBase {
  private ExecutorService pool;
  private VexRuntime runtime;

  @BeforeEach
  void startRuntime() {
    // One pool thread, so that the test can look at that same thread after the turn.
    pool = Executors.newSingleThreadExecutor();
    runtime = VexRuntime.builder().executor(pool).build();
  }

  @AfterEach
  void stopRuntime() throws InterruptedException {
    runtime.close();
    pool.shutdownNow();
    assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
  }

  private static GroundTruth truth(String kind, String text, String figure) {
    return new GroundTruth(
        kind,
        "Recorded",
        List.of(),
        Instant.parse("2026-12-02T10:00:00Z"),
        Map.of(),
        List.of(new KeyFigure(kind + " figure", new BigDecimal(figure), "USD")),
        Map.of("en", text),
        null);
  }

  /** Records the runtime it saw; says whether it answers interrupts (where it runs). */
  private static final class Seeing implements GroundedFetcher {
    final AtomicReference<VexRuntime> saw = new AtomicReference<>();
    final AtomicReference<Thread> ranOn = new AtomicReference<>();
    final boolean interruptible;
    final GroundTruth truth;

    Seeing(boolean interruptible, GroundTruth truth) {
      this.interruptible = interruptible;
      this.truth = truth;
    }

    @Override
    public GroundTruth fetch(Intent intent) {
      ranOn.set(Thread.currentThread());
      saw.set(VexRuntime.current());
      return truth;
    }

    @Override
    public boolean answersInterrupts() {
      return interruptible;
    }
  }

  private Agent.Builder on(VexRuntime r) {
    return Agent.builder()
        .runtime(r)
        .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).runtime(r).build())
        .model("qwen2.5:3b");
  }

  @Test
  void fetchersOnTheTurnsThreadAndOnAPoolThreadSeeTheAgentsRuntimeAndNothingIsLeftBound()
      throws Exception {
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD and ether 3,037 USD."));
    Seeing here = new Seeing(true, truth("crypto", "Bitcoin costs 86,123 USD.", "86123"));
    Seeing pooled = new Seeing(false, truth("stocks", "Ether costs 3,037 USD.", "3037"));

    AgentReply reply =
        on(runtime)
            .classifier(m -> List.of(Intent.of("crypto", "BTC"), Intent.of("stocks", "ETH")))
            .fetcher("crypto", here)
            .fetcher("stocks", pooled)
            .build()
            .chat("BTC and ETH?");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD and ether 3,037 USD.");
    assertThat(here.ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(pooled.ranOn.get()).isNotSameAs(Thread.currentThread());
    assertThat(here.saw.get()).isSameAs(runtime);
    assertThat(pooled.saw.get()).isSameAs(runtime);
    // After the turn: the caller's thread and the pool thread are back to the default.
    assertThat(VexRuntime.current()).isSameAs(VexRuntime.defaultRuntime());
    assertThat(pool.submit(VexRuntime::current).get(30, TimeUnit.SECONDS))
        .isSameAs(VexRuntime.defaultRuntime());
  }

  @Test
  void aToolOnAPoolThreadSeesTheAgentsRuntime() throws Exception {
    sim.enqueue(Reply.toolCall("where", "{}"));
    sim.enqueue(Reply.text("Done."));
    AtomicReference<VexRuntime> saw = new AtomicReference<>();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    Tool where =
        Tool.of(
            "where",
            "Says where it runs",
            ObjectSchema.builder().build(),
            args -> {
              ranOn.set(Thread.currentThread());
              saw.set(VexRuntime.current());
              return "here";
            });

    AgentReply reply = on(runtime).tool(where).build().chat("Run it");

    assertThat(reply.text()).isEqualTo("Done.");
    assertThat(ranOn.get()).isNotNull().isNotSameAs(Thread.currentThread());
    assertThat(saw.get()).isSameAs(runtime);
    assertThat(pool.submit(VexRuntime::current).get(30, TimeUnit.SECONDS))
        .isSameAs(VexRuntime.defaultRuntime());
  }

  @Test
  void anAsynchronousTurnRunsOnThePoolBoundToTheAgentsRuntimeAndUnboundAfter() throws Exception {
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD."));
    Seeing here = new Seeing(true, truth("crypto", "Bitcoin costs 86,123 USD.", "86123"));

    AgentReply reply =
        on(runtime)
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", here)
            .build()
            .newTurn(Conversation.create(), "BTC price?")
            .executeAsync()
            .get(60, TimeUnit.SECONDS);

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD.");
    assertThat(here.ranOn.get()).isNotSameAs(Thread.currentThread());
    assertThat(here.saw.get()).isSameAs(runtime);
    assertThat(pool.submit(VexRuntime::current).get(30, TimeUnit.SECONDS))
        .isSameAs(VexRuntime.defaultRuntime());
  }

  @Test
  void aBoundedHostPoolFullOfWaitingTurnsStillGetsTheResponsesTheyWaitFor() throws Exception {
    // Two host threads, two asynchronous turns in flight at once: both threads wait in their chat
    // requests. Responses reach them from the HTTP client's reading thread, not through the pool.
    ExecutorService two = Executors.newFixedThreadPool(2);
    try (OllamaSimulator wide = OllamaSimulator.builder().parallel(4).start();
        VexRuntime bounded = VexRuntime.builder().executor(two).build()) {
      CountDownLatch bothArrived = new CountDownLatch(2);
      wide.setDispatcher(
          r -> {
            bothArrived.countDown();
            try {
              bothArrived.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return Reply.text("Answered: " + r.lastMessage().get("content").getAsString());
          });
      Agent agent =
          Agent.builder()
              .runtime(bounded)
              .ollama(
                  OllamaClient.builder()
                      .baseUrl(wide.baseUrl().toString())
                      .runtime(bounded)
                      .build())
              .model("qwen2.5:3b")
              .build();

      CompletableFuture<AgentReply> a = agent.newTurn(Conversation.create(), "one").executeAsync();
      CompletableFuture<AgentReply> b = agent.newTurn(Conversation.create(), "two").executeAsync();

      assertThat(a.get(60, TimeUnit.SECONDS).text()).isEqualTo("Answered: one");
      assertThat(b.get(60, TimeUnit.SECONDS).text()).isEqualTo("Answered: two");
      assertThat(bothArrived.getCount()).isZero();
    } finally {
      two.shutdownNow();
    }
  }

  @Test
  void aBlockingTurnGetsItsResponsesWithoutAPoolThread() {
    // The HTTP client hands each response from the thread that reads it straight to the turn's
    // thread: no pool thread, the runtime's own or the host's, is started or used on the way.
    AtomicInteger hostTasks = new AtomicInteger();
    ExecutorService counting =
        new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>()) {
          @Override
          public void execute(Runnable command) {
            hostTasks.incrementAndGet();
            super.execute(command);
          }
        };
    Set<Long> workersBefore = runtimeWorkers();
    try (VexRuntime own = VexRuntime.builder().executor(counting).build()) {
      Seeing fetcher = new Seeing(true, truth("crypto", "Bitcoin costs 89,369 USD.", "89369"));
      Agent streamed =
          on(own)
              .classifier(m -> List.of(Intent.of("crypto", "BTC")))
              .fetcher("crypto", fetcher)
              .build();
      Agent whole = on(own).stream(false).build();
      sim.enqueue(Reply.text("Bitcoin costs 89,369 USD."));
      sim.enqueue(Reply.text("Hello there."));

      assertThat(streamed.chat("BTC?").text()).isEqualTo("Bitcoin costs 89,369 USD.");
      assertThat(whole.chat("Hi").text()).isEqualTo("Hello there.");

      assertThat(fetcher.ranOn.get()).isSameAs(Thread.currentThread());
      assertThat(hostTasks.get()).isZero();
      assertThat(runtimeWorkers()).isSubsetOf(workersBefore);
    } finally {
      counting.shutdownNow();
    }
  }

  /** The ids of the live threads of runtimes' own pools. */
  private static Set<Long> runtimeWorkers() {
    Set<Long> ids = new HashSet<>();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t.getName().startsWith("vex-rt-worker-")) {
        ids.add(t.getId());
      }
    }
    return ids;
  }

  @Test
  void aTurnOfAnotherAgentInsideAToolSeesItsOwnRuntimeAndTheToolGetsItsBackAfter() {
    try (VexRuntime inner = VexRuntime.builder().build()) {
      Seeing innerFetch = new Seeing(true, truth("crypto", "Bitcoin costs 86,123 USD.", "86123"));
      Agent specialist =
          on(inner)
              .classifier(m -> List.of(Intent.of("crypto", "BTC")))
              .fetcher("crypto", innerFetch)
              .build();
      AtomicReference<VexRuntime> before = new AtomicReference<>();
      AtomicReference<VexRuntime> after = new AtomicReference<>();
      Tool ask =
          Tool.of(
                  "ask_specialist",
                  "Asks the crypto specialist",
                  ObjectSchema.builder().build(),
                  args -> {
                    before.set(VexRuntime.current());
                    String answer = specialist.chat("BTC price?").text();
                    after.set(VexRuntime.current());
                    return answer;
                  })
              .answeringInterrupts(); // on the outer turn's own thread
      sim.enqueue(Reply.toolCall("ask_specialist", "{}"));
      sim.enqueue(Reply.text("Bitcoin costs 86,123 USD."));
      sim.enqueue(Reply.text("The specialist says bitcoin costs 86,123 USD."));

      AgentReply reply = on(runtime).tool(ask).build().chat("Ask the specialist for BTC");

      assertThat(reply.text()).isEqualTo("The specialist says bitcoin costs 86,123 USD.");
      assertThat(before.get()).isSameAs(runtime);
      assertThat(innerFetch.saw.get()).isSameAs(inner);
      assertThat(after.get()).isSameAs(runtime);
      assertThat(VexRuntime.current()).isSameAs(VexRuntime.defaultRuntime());
    }
  }
}
