package dev.vex.benchmarks.grounding;

import dev.vex.benchmarks.Measure;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.VexRuntime;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * One client of {@link GroundedTurnComparison} alone, turn after turn, for a profiler: the Vex
 * agent of the comparison ({@code vex}) or its floor, the hand-written loop with a direct executor
 * ({@code floor}), on the same simulator and local CoinGecko recording. A side-by-side figure comes
 * from {@link GroundedTurnComparison}; this loop is what a sampling profiler attaches to, so that
 * its samples hold one client only, for example:
 *
 * <pre>{@code
 * java -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
 *   -XX:StartFlightRecording=filename=vex.jfr,settings=profile -cp … \
 *   dev.vex.benchmarks.grounding.GroundedTurnProfile vex 4000
 * jfr print --stack-depth 100 --events jdk.ExecutionSample vex.jfr
 * }</pre>
 *
 * <p>Keep {@code -XX:+DebugNonSafepoints}: without it a sample taken between safepoints in compiled
 * code is charged to the outermost method of what the JIT inlined there. On the grounded turn that
 * put half of the classifier's samples on {@code Turn.classify} itself, below which no rule could
 * be named (#23, perf12).
 *
 * <p>Arguments: the client ({@code vex} or {@code floor}), turns per round (default 2000), the
 * fixtures folder (default {@code vex-eval/src/main/resources/recorded}). It warms up for one
 * round, then prints three rounds' p50 and p90 turn latency and the process's CPU time per turn
 * (the simulator and the source server included, the same work for both clients).
 */
public final class GroundedTurnProfile {
  private GroundedTurnProfile() {}

  /**
   * Runs the loop.
   *
   * @param args the client, turns per round, the fixtures folder
   * @throws Exception when the servers cannot start or a turn does not ground
   */
  public static void main(String[] args) throws Exception {
    run(
        args.length > 0 ? args[0] : "vex",
        args.length > 1 ? Integer.parseInt(args[1]) : 2000,
        Path.of(args.length > 2 ? args[2] : "vex-eval/src/main/resources/recorded"),
        System.out);
  }

  /**
   * Runs the loop: one round of warm-up, then three measured rounds, one line each on {@code out}.
   *
   * @param client {@code vex} or {@code floor}
   * @param turns turns per round, at least 1
   * @param fixtures the folder holding {@code real/coingecko/…}
   * @param out where the rounds' lines go
   * @throws java.io.IOException when the servers cannot start
   */
  static void run(String client, int turns, Path fixtures, PrintStream out)
      throws java.io.IOException {
    if (!client.equals("vex") && !client.equals("floor")) {
      throw new IllegalArgumentException("the client is vex or floor, not " + client);
    }
    if (turns < 1) {
      throw new IllegalArgumentException("turns per round must be at least 1, not " + turns);
    }
    try (RecordingServer source = new RecordingServer(fixtures);
        OllamaSimulator sim = OllamaSimulator.builder().parallel(4).start();
        VexRuntime runtime = VexRuntime.builder().build()) {
      sim.setDispatcher(r -> Reply.text(GroundedTurnComparison.ANSWER));
      Supplier<String> turn;
      if (client.equals("vex")) {
        // the agent of GroundedTurnComparison.run, built the same way
        Agent agent =
            GroundedTurnComparison.vexAgent(
                runtime, GroundedTurnComparison.vexGrounding(source.base()), sim.baseUrl());
        turn =
            () -> {
              AgentReply r = agent.chat(GroundedTurnComparison.QUESTION);
              if (r.trace().grounding().isEmpty() || r.trace().fellBack()) {
                throw new IllegalStateException("the grounded turn did not fetch: " + r.trace());
              }
              return r.text();
            };
      } else {
        GroundedTurnBenchmark.HandWritten floor =
            new GroundedTurnBenchmark.HandWritten(source.base(), sim.baseUrl(), false, true);
        turn =
            () -> {
              String reply = floor.turn(GroundedTurnComparison.QUESTION);
              if (!GroundedTurnComparison.ANSWER.equals(reply)) {
                throw new IllegalStateException("the floor replied " + reply);
              }
              return reply;
            };
      }
      for (int i = 0; i < turns; i++) {
        turn.get();
      }
      OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
      for (int round = 1; round <= 3; round++) {
        long cpu = processCpuNanos(os);
        long[] sorted = Measure.latencies(turn, turns);
        cpu = processCpuNanos(os) - cpu;
        out.printf(
            Locale.ROOT,
            "%s round %d: p50 %.0f us, p90 %.0f us, process CPU per turn %.0f us%n",
            client,
            round,
            Measure.pct(sorted, 50) / 1e3,
            Measure.pct(sorted, 90) / 1e3,
            cpu / 1e3 / turns);
      }
    }
  }

  private static long processCpuNanos(OperatingSystemMXBean os) {
    return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() : 0;
  }
}
