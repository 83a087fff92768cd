package dev.vex.benchmarks.turn;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.VexRuntime;
import dev.vex.core.event.AgentListener;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How long a turn takes to end once the host stops it, while it waits for the model: {@link
 * AgentTurn#cancel()} against interrupting the thread that runs the turn, alternating, on the same
 * agent and simulator. Two moments: waiting for the first byte (the simulator holds the reply back)
 * and reading a streamed reply (a word every second). The latency is from the stop to the moment
 * the caller has its {@link TurnCancelledException}. Run with {@code
 * -Dvex.main=dev.vex.benchmarks.turn.CancelLatency [-Dexec.args=ROUNDS]} (default 30 rounds, the
 * first 5 of each left out as warm-up).
 */
public final class CancelLatency {
  private static final int WARMUP = 5;

  /** When the last turn's thread saw it fail: the turn itself has ended then. */
  private static final AtomicLong TURN_ENDED = new AtomicLong();

  private CancelLatency() {}

  public static void main(String[] args) throws Exception {
    boolean cold = args.length > 0 && args[0].startsWith("cold-");
    int rounds = cold ? 0 : args.length > 0 ? Integer.parseInt(args[0]) : 30;
    try (OllamaSimulator sim = OllamaSimulator.start();
        VexRuntime runtime = VexRuntime.builder().build()) {
      Agent agent =
          Agent.builder()
              .runtime(runtime)
              .ollama(
                  OllamaClient.builder().baseUrl(sim.baseUrl().toString()).runtime(runtime).build())
              .model("qwen2.5:3b")
              .listener(
                  new AgentListener() {
                    @Override
                    public void turnFailed(Throwable error) {
                      TURN_ENDED.set(System.nanoTime());
                    }
                  })
              .build();
      if (cold) {
        // The first stop in a fresh JVM, of the kind named first: what a unit test measures.
        boolean cancelFirst = args[0].equals("cold-cancel");
        long[] first =
            cancelFirst
                ? viaCancel(sim, agent, "first-byte")
                : viaInterrupt(sim, agent, "first-byte");
        long[] second =
            cancelFirst
                ? viaInterrupt(sim, agent, "first-byte")
                : viaCancel(sim, agent, "first-byte");
        System.out.printf(
            "cold, %s first: first stop %.2f ms (turn ended %.2f ms), second stop %.2f ms%n",
            cancelFirst ? "cancel()" : "interrupt",
            first[0] / 1e6,
            first[1] / 1e6,
            second[0] / 1e6);
        return;
      }
      for (String phase : List.of("first-byte", "mid-stream")) {
        List<Long> cancel = new ArrayList<>();
        List<Long> cancelInTurn = new ArrayList<>();
        List<Long> interrupt = new ArrayList<>();
        List<Long> interruptInTurn = new ArrayList<>();
        for (int i = 0; i < rounds + WARMUP; i++) {
          long[] c = viaCancel(sim, agent, phase);
          long[] t = viaInterrupt(sim, agent, phase);
          if (i >= WARMUP) {
            cancel.add(c[0]);
            cancelInTurn.add(c[1]);
            interrupt.add(t[0]);
            interruptInTurn.add(t[1]);
          }
        }
        System.out.printf(
            "%-10s until the caller has it: cancel() p50 %6.2f ms max %6.2f ms | interrupt p50"
                + " %6.2f ms max %6.2f ms | ratio %.2f%n",
            phase,
            p(cancel, 50),
            p(cancel, 100),
            p(interrupt, 50),
            p(interrupt, 100),
            p(cancel, 50) / p(interrupt, 50));
        System.out.printf(
            "%-10s until the turn ended:    cancel() p50 %6.2f ms max %6.2f ms | interrupt p50"
                + " %6.2f ms max %6.2f ms | ratio %.2f%n",
            phase,
            p(cancelInTurn, 50),
            p(cancelInTurn, 100),
            p(interruptInTurn, 50),
            p(interruptInTurn, 100),
            p(cancelInTurn, 50) / p(interruptInTurn, 50));
      }
    }
  }

  private static Reply slow(String phase) {
    return phase.equals("first-byte")
        ? Reply.text("too late").withFirstByteDelay(Duration.ofSeconds(60))
        : Reply.text("one two three four five six seven eight nine ten eleven twelve")
            .withTokenDelay(Duration.ofSeconds(1));
  }

  /** Waits until the simulator holds the turn's chat request (and, mid-stream, sent a word). */
  private static void awaitChat(OllamaSimulator sim, String phase) throws InterruptedException {
    while (true) {
      RecordedRequest r = sim.takeRequest(Duration.ofSeconds(30));
      if (r.path().equals("/api/chat")) {
        break;
      }
    }
    if (phase.equals("mid-stream")) {
      Thread.sleep(200); // the first word is out; the reader waits for the next one
    }
  }

  /** Returns the latency until the caller has the exception, and until the turn ended. */
  private static long[] viaCancel(OllamaSimulator sim, Agent agent, String phase) throws Exception {
    sim.enqueue(slow(phase));
    AgentTurn turn = agent.newTurn(Conversation.create(), "hello");
    CompletableFuture<AgentReply> f = turn.executeAsync();
    awaitChat(sim, phase);
    long start = System.nanoTime();
    turn.cancel();
    try {
      f.get(30, TimeUnit.SECONDS);
      throw new IllegalStateException("the turn was not cancelled");
    } catch (ExecutionException e) {
      if (!(e.getCause() instanceof TurnCancelledException)) {
        throw e;
      }
    }
    long caller = System.nanoTime() - start;
    return new long[] {caller, TURN_ENDED.get() - start};
  }

  /** Returns the latency until the caller has the exception, and until the turn ended. */
  private static long[] viaInterrupt(OllamaSimulator sim, Agent agent, String phase)
      throws Exception {
    sim.enqueue(slow(phase));
    AtomicLong end = new AtomicLong();
    CountDownLatch done = new CountDownLatch(1);
    Thread caller =
        new Thread(
            () -> {
              try {
                agent.chat(Conversation.create(), "hello");
              } catch (TurnCancelledException expected) {
                end.set(System.nanoTime());
              } finally {
                done.countDown();
              }
            });
    caller.start();
    awaitChat(sim, phase);
    long start = System.nanoTime();
    caller.interrupt();
    if (!done.await(30, TimeUnit.SECONDS) || end.get() == 0) {
      throw new IllegalStateException("the turn was not interrupted");
    }
    return new long[] {end.get() - start, TURN_ENDED.get() - start};
  }

  private static double p(List<Long> nanos, int percentile) {
    List<Long> sorted = new ArrayList<>(nanos);
    Collections.sort(sorted);
    int i = Math.min(sorted.size() - 1, (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1);
    return sorted.get(Math.max(0, i)) / 1e6;
  }
}
