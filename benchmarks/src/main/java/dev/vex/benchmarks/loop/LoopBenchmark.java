package dev.vex.benchmarks.loop;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.vex.benchmarks.Measure;
import dev.vex.core.Agent;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Side by side, in one run: a two-round tool turn through a Vex {@link Agent} (classification,
 * routing, argument checks, tool runner, guards, trace) against the plain java.net.http loop, on
 * the same loopback {@link OllamaSimulator}. Reports p50/p90 latency, 8-thread throughput and
 * allocation per turn as ratios Vex / plain. Blocks alternate to spread the machine's noise.
 *
 * <p>Run: {@code mvn -q -pl benchmarks -am package -DskipTests exec:java
 * -Dvex.main=dev.vex.benchmarks.loop.LoopBenchmark} (add {@code -Dexec.args=stream} to stream).
 */
public final class LoopBenchmark {
  private static final String SYSTEM = "You are a helpful assistant. Answer briefly.";
  private static final String QUESTION = "What time is it in Oslo?";
  private static final String ANSWER = "It is 12:00 in Oslo.";

  private static final int BLOCKS = Integer.getInteger("blocks", 6);
  private static final AtomicLong FAILURES = new AtomicLong();
  private static final AtomicLong RECOVERED = new AtomicLong();
  private static final java.util.concurrent.atomic.AtomicReference<String> FIRST_WARNING =
      new java.util.concurrent.atomic.AtomicReference<>();
  private static final java.util.concurrent.atomic.AtomicReference<Throwable> FIRST_FAILURE =
      new java.util.concurrent.atomic.AtomicReference<>();

  private LoopBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args {@code stream} to stream replies; otherwise whole replies
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    boolean stream = args.length > 0 && args[0].equals("stream");
    int turns = Integer.getInteger("turns", 3000);
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start()) {
      sim.setDispatcher(
          r ->
              "tool".equals(r.lastMessage().get("role").getAsString())
                  ? Reply.text(ANSWER)
                  : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
      Tool time =
          Tool.of(
              "get_time",
              "The current local time in a time zone",
              ObjectSchema.builder().requiredString("zone", "IANA time zone").build(),
              a -> "12:00");
      Agent agent =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b")
              .systemPrompt(SYSTEM)
              .tool(time)
              .stream(stream)
              .classifier(
                  m ->
                      m.content().contains("time") ? List.of(Intent.of("time", "Oslo")) : List.of())
              .guard(
                  Guard.named(
                      "length",
                      (d, c) ->
                          d.text().length() < 10_000
                              ? GuardVerdict.pass()
                              : GuardVerdict.rewritten(d.text().substring(0, 10_000), "cut")))
              .build();
      JsonArray tools = PlainLoop.ollamaTools(agent.tools().tools());
      PlainLoop plain =
          new PlainLoop(sim.baseUrl(), "qwen2.5:3b", tools, (JsonObject a) -> "12:00", stream);
      Supplier<String> vexTurn =
          () -> {
            var reply = agent.chat(QUESTION);
            if (!reply.trace().warnings().isEmpty()) {
              RECOVERED.incrementAndGet(); // the turn needed a retry: count it, do not hide it
              if (FIRST_WARNING.compareAndSet(null, reply.trace().warnings().toString())) {
                System.out.println("first recovered turn: " + FIRST_WARNING.get());
              }
            }
            return reply.text();
          };
      Supplier<String> plainTurn = () -> plain.turn(SYSTEM, QUESTION);
      check(vexTurn.get());
      check(plainTurn.get());

      System.out.printf(
          Locale.ROOT, "mode: %s, %d turns per block%n", stream ? "stream" : "whole", turns);
      warm(vexTurn, plainTurn, turns);
      List<Double> p50 = new ArrayList<>();
      List<Double> p90 = new ArrayList<>();
      for (int block = 0; block < BLOCKS; block++) {
        long[] v = latencies(vexTurn, turns);
        long[] p = latencies(plainTurn, turns);
        p50.add((double) pct(v, 50) / pct(p, 50));
        p90.add((double) pct(v, 90) / pct(p, 90));
        System.out.printf(
            Locale.ROOT,
            "block %d: p50 vex %d us, plain %d us%n",
            block,
            pct(v, 50) / 1000,
            pct(p, 50) / 1000);
      }
      List<Double> tput = new ArrayList<>();
      for (int block = 0; block < BLOCKS; block++) {
        double v = throughput(vexTurn, 8, 2_000);
        double p = throughput(plainTurn, 8, 2_000);
        tput.add(v / p);
        System.out.printf(
            Locale.ROOT, "block %d: 8 threads vex %.0f turns/s, plain %.0f turns/s%n", block, v, p);
      }
      List<Double> alloc = new ArrayList<>();
      List<Double> cpu = new ArrayList<>();
      for (int block = 0; block < 3; block++) {
        double[] v = allocationAndCpu(vexTurn, turns);
        double[] p = allocationAndCpu(plainTurn, turns);
        alloc.add(v[0] / p[0]);
        cpu.add(v[1] / p[1]);
        System.out.printf(
            Locale.ROOT,
            "block %d: allocation vex %.0f B/turn, plain %.0f B/turn;"
                + " client CPU vex %.0f us/turn, plain %.0f us/turn%n",
            block,
            v[0],
            p[0],
            v[1] / 1000,
            p[1] / 1000);
      }
      System.out.println("vex turns that needed a recovery: " + RECOVERED.get());
      if (FAILURES.get() > 0) {
        System.out.println(
            "FAILED TURNS: " + FAILURES.get() + " (see the first stack trace above)");
      }
      System.out.printf(
          Locale.ROOT,
          "%nratios vex/plain (median of blocks): p50 %.3f, p90 %.3f, 8-thread throughput %.3f,"
              + " allocation %.3f, client CPU %.3f%n",
          median(p50),
          median(p90),
          median(tput),
          median(alloc),
          median(cpu));
    }
  }

  private static void check(String reply) {
    if (!ANSWER.equals(reply)) {
      throw new IllegalStateException("unexpected reply: " + reply);
    }
  }

  private static void warm(Supplier<String> a, Supplier<String> b, int turns) {
    for (int i = 0; i < turns; i++) {
      a.get();
      b.get();
    }
  }

  private static long[] latencies(Supplier<String> turn, int n) {
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      long t = System.nanoTime();
      turn.get();
      out[i] = System.nanoTime() - t;
    }
    Arrays.sort(out);
    return out;
  }

  private static long pct(long[] sorted, int p) {
    return sorted[Math.min(sorted.length - 1, sorted.length * p / 100)];
  }

  private static double throughput(Supplier<String> turn, int threads, long millis)
      throws InterruptedException {
    AtomicBoolean stop = new AtomicBoolean();
    AtomicLong done = new AtomicLong();
    CountDownLatch finished = new CountDownLatch(threads);
    for (int i = 0; i < threads; i++) {
      Thread t =
          new Thread(
              () -> {
                try {
                  while (!stop.get()) {
                    if (!ANSWER.equals(turn.get())) {
                      throw new IllegalStateException("a turn did not get the model's answer");
                    }
                    done.incrementAndGet();
                  }
                } catch (RuntimeException e) {
                  FAILURES.incrementAndGet();
                  if (FIRST_FAILURE.compareAndSet(null, e)) {
                    e.printStackTrace();
                  }
                } finally {
                  finished.countDown();
                }
              });
      t.setDaemon(true);
      t.start();
    }
    Thread.sleep(500);
    long start = done.get();
    long t0 = System.nanoTime();
    Thread.sleep(millis);
    long count = done.get() - start;
    double seconds = (System.nanoTime() - t0) / 1e9;
    stop.set(true);
    finished.await();
    return count / seconds;
  }

  /**
   * Bytes allocated and CPU used per turn by every thread except the simulator's, per thread (see
   * {@link Measure#allocationAndCpu}): a thread that ends within the block takes its last counts
   * with it instead of taking its whole history off the sum, which could make the figure negative.
   */
  private static double[] allocationAndCpu(Supplier<String> turn, int n) {
    double[] m = Measure.allocationAndCpu(turn, n);
    return new double[] {m[0], m[1]};
  }

  private static double median(List<Double> values) {
    double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }
}
