package dev.vex.benchmarks.loop;

import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.simulator.OllamaSimulator;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The tool turn of {@link ToolTurnComparison} through one client alone, for a profiler (JFR): Vex,
 * or with a leading {@code floor} the floor (the plain loop with a direct executor), so that every
 * sample outside the simulator is that client's and the two profiles can be set side by side. Runs
 * {@code threads} threads for {@code seconds} seconds and prints the turns per second; with {@code
 * measure}, runs blocks of turns on one thread instead, Vex's and the floor's blocks taking turns
 * in one JVM, and prints each block's allocation and client CPU per turn ({@link
 * dev.vex.benchmarks.Measure#allocationAndCpu}: every thread but the simulator's) and the medians
 * of Vex's per-block ratios to the floor, for comparing two builds of Vex run one after the other.
 *
 * <p>Run: {@code java -XX:StartFlightRecording=filename=vex.jfr,settings=profile -cp …
 * dev.vex.benchmarks.loop.ToolTurnProfile 1 20} (Vex), {@code … ToolTurnProfile floor 1 20} (the
 * floor), {@code … ToolTurnProfile measure 5 2000} (both, side by side).
 */
public final class ToolTurnProfile {
  private ToolTurnProfile() {}

  /**
   * Runs the loop.
   *
   * @param args {@code floor} first for the floor, then threads (default 1), seconds (default 20);
   *     or {@code measure}, blocks (default 5), turns per block (default 2000)
   * @throws Exception on failure
   */
  public static void main(String[] args) throws Exception {
    boolean floor = args.length > 0 && args[0].equals("floor");
    if (floor) {
      args = java.util.Arrays.copyOfRange(args, 1, args.length);
    }
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
      java.util.function.Supplier<String> turn = client(sim, runtime, floor);
      ToolTurnComparison.smoke(sim, floor ? ToolTurnComparison.DIRECT : "Vex", turn);
      AtomicLong turns = new AtomicLong();
      long end = System.nanoTime() + millis * 1_000_000;
      Thread[] ts = new Thread[threads];
      for (int i = 0; i < threads; i++) {
        ts[i] =
            new Thread(
                () -> {
                  while (System.nanoTime() - end < 0) {
                    if (!ToolTurnComparison.ANSWER.equals(turn.get())) {
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
          Locale.ROOT,
          "%s, %d threads: %.0f turns/s%n",
          floor ? ToolTurnComparison.DIRECT : "Vex",
          threads,
          turns.get() * 1000.0 / millis);
    }
  }

  /**
   * Opens the Vex agent's turn, or the floor's, on a simulator and runtime of its own, for {@link
   * ToolTurnBuilds}: that tool loads this class once per build of Vex, each in a class loader of
   * its own, and reaches it only through JDK types.
   *
   * @param floor the floor (the plain loop with a direct executor) rather than Vex
   * @return the turn, and what closes its simulator and runtime
   */
  public static java.util.Map.Entry<java.util.function.Supplier<String>, AutoCloseable> open(
      boolean floor) {
    OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
    VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(8).build();
    java.util.function.Supplier<String> turn = client(sim, runtime, floor);
    ToolTurnComparison.smoke(sim, floor ? ToolTurnComparison.DIRECT : "Vex", turn);
    AutoCloseable close =
        () -> {
          try (sim) {
            runtime.close();
          }
        };
    return java.util.Map.entry(turn, close);
  }

  /**
   * The Vex agent's turn, or the floor's: the plain loop with a direct executor, offered the same
   * tool as the agent, set up as {@link ToolTurnComparison#run} sets it up.
   */
  private static java.util.function.Supplier<String> client(
      OllamaSimulator sim, VexRuntime runtime, boolean floor) {
    Agent agent = ToolTurnComparison.vexAgent(sim, runtime);
    if (!floor) {
      return () -> agent.chat(ToolTurnComparison.QUESTION).text();
    }
    PlainLoop direct =
        new PlainLoop(
            sim.baseUrl(),
            ToolTurnComparison.MODEL,
            PlainLoop.ollamaTools(agent.tools().tools()),
            a -> "12:00",
            false,
            true);
    return () -> direct.turn(ToolTurnComparison.SYSTEM, ToolTurnComparison.QUESTION);
  }

  private static void measure(int blocks, int turns) throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(8).build()) {
      java.util.function.Supplier<String> vex = client(sim, runtime, false);
      java.util.function.Supplier<String> floor = client(sim, runtime, true);
      ToolTurnComparison.smoke(sim, "Vex", vex);
      ToolTurnComparison.smoke(sim, ToolTurnComparison.DIRECT, floor);
      dev.vex.benchmarks.Measure.warmUp(
          java.util.List.of(vex, floor), Math.max(1, turns / 2), 2, 80);
      double[][] bytes = new double[2][blocks];
      double[][] cpu = new double[2][blocks];
      double[] byteRatio = new double[blocks];
      double[] cpuRatio = new double[blocks];
      for (int b = 0; b < blocks; b++) {
        // the two take turns, the first of each block alternating: a drift in the machine's load
        // falls on both
        for (int k = 0; k < 2; k++) {
          int c = (b + k) % 2;
          double[] ac = dev.vex.benchmarks.Measure.allocationAndCpu(c == 0 ? vex : floor, turns);
          bytes[c][b] = ac[0];
          cpu[c][b] = ac[1] / 1e3;
        }
        byteRatio[b] = bytes[0][b] / bytes[1][b];
        cpuRatio[b] = cpu[0][b] / cpu[1][b];
        System.out.printf(
            Locale.ROOT,
            "block %d: Vex %.0f bytes/turn, %.1f us CPU/turn; floor %.0f bytes/turn, %.1f us"
                + " CPU/turn%n",
            b + 1,
            bytes[0][b],
            cpu[0][b],
            bytes[1][b],
            cpu[1][b]);
      }
      System.out.printf(
          Locale.ROOT,
          "median: Vex %.0f bytes/turn, %.1f us CPU/turn; floor %.0f bytes/turn, %.1f us CPU/turn;"
              + " Vex/floor allocation %.2f, CPU %.2f%n",
          dev.vex.benchmarks.Measure.median(bytes[0]),
          dev.vex.benchmarks.Measure.median(cpu[0]),
          dev.vex.benchmarks.Measure.median(bytes[1]),
          dev.vex.benchmarks.Measure.median(cpu[1]),
          dev.vex.benchmarks.Measure.median(byteRatio),
          dev.vex.benchmarks.Measure.median(cpuRatio));
    }
  }
}
