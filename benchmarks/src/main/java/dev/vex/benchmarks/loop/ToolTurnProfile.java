package dev.vex.benchmarks.loop;

import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.simulator.OllamaSimulator;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tool turn of {@link ToolTurnComparison} through Vex alone, for a profiler (JFR): no other
 * client shares the JVM, so every sample outside the simulator is Vex's. Runs {@code threads}
 * threads for {@code seconds} seconds and prints the turns per second.
 *
 * <p>Run: {@code java -XX:StartFlightRecording=filename=vex.jfr,settings=profile -cp …
 * dev.vex.benchmarks.loop.ToolTurnProfile 1 20}.
 */
public final class ToolTurnProfile {
  private ToolTurnProfile() {}

  /**
   * Runs the loop.
   *
   * @param args threads (default 1), seconds (default 20)
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
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
}
