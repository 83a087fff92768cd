package dev.vex.benchmarks.loop;

import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.simulator.OllamaSimulator;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tool turn of {@link ToolTurnComparison} through Vex alone, for a profiler (JFR): no other
 * client shares the JVM, so every sample outside the simulator is Vex's. Runs {@code threads}
 * threads for {@code seconds} seconds and prints the turns per second; with {@code measure}, runs
 * blocks of turns on one thread instead and prints each block's allocation and client CPU per turn
 * ({@link dev.vex.benchmarks.Measure#allocationAndCpu}: every thread but the simulator's), for
 * comparing two builds of Vex run one after the other.
 *
 * <p>Run: {@code java -XX:StartFlightRecording=filename=vex.jfr,settings=profile -cp …
 * dev.vex.benchmarks.loop.ToolTurnProfile 1 20}.
 */
public final class ToolTurnProfile {
  private ToolTurnProfile() {}

  /**
   * Runs the loop.
   *
   * @param args threads (default 1), seconds (default 20); or {@code measure}, blocks (default 5),
   *     turns per block (default 2000)
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("measure")) {
      measure(
          args.length > 1 ? Integer.parseInt(args[1]) : 5,
          args.length > 2 ? Integer.parseInt(args[2]) : 2000);
      return;
    }
    int threads = args.length > 0 ? Integer.parseInt(args[0]) : 1;
    long millis = (args.length > 1 ? Long.parseLong(args[1]) : 20) * 1000;
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(8).build()) {
      Agent agent = ToolTurnComparison.vexAgent(sim, runtime);
      ToolTurnComparison.smoke(sim, "Vex", () -> agent.chat(ToolTurnComparison.QUESTION).text());
      AtomicLong turns = new AtomicLong();
      long end = System.nanoTime() + millis * 1_000_000;
      Thread[] ts = new Thread[threads];
      for (int i = 0; i < threads; i++) {
        ts[i] =
            new Thread(
                () -> {
                  while (System.nanoTime() - end < 0) {
                    if (!ToolTurnComparison.ANSWER.equals(
                        agent.chat(ToolTurnComparison.QUESTION).text())) {
                      throw new IllegalStateException("wrong answer");
                    }
                    turns.incrementAndGet();
                  }
                },
                "turn-" + i);
        ts[i].start();
      }
      for (Thread t : ts) {
        t.join();
      }
      System.out.printf(
          Locale.ROOT, "%d threads: %.0f turns/s%n", threads, turns.get() * 1000.0 / millis);
    }
  }

  private static void measure(int blocks, int turns) throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(8).build()) {
      Agent agent = ToolTurnComparison.vexAgent(sim, runtime);
      java.util.function.Supplier<String> turn =
          () -> agent.chat(ToolTurnComparison.QUESTION).text();
      ToolTurnComparison.smoke(sim, "Vex", turn);
      dev.vex.benchmarks.Measure.warmUp(java.util.List.of(turn), Math.max(1, turns / 2), 2, 80);
      double[] bytes = new double[blocks];
      double[] cpu = new double[blocks];
      for (int b = 0; b < blocks; b++) {
        double[] ac = dev.vex.benchmarks.Measure.allocationAndCpu(turn, turns);
        bytes[b] = ac[0];
        cpu[b] = ac[1] / 1e3;
        System.out.printf(
            Locale.ROOT, "block %d: %.0f bytes/turn, %.1f us CPU/turn%n", b + 1, bytes[b], cpu[b]);
      }
      System.out.printf(
          Locale.ROOT,
          "median: %.0f bytes/turn, %.1f us CPU/turn%n",
          dev.vex.benchmarks.Measure.median(bytes),
          dev.vex.benchmarks.Measure.median(cpu));
    }
  }
}
