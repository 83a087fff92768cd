package dev.vex.benchmarks.grounding;

import dev.vex.benchmarks.Measure;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@link GroundedColdStart} side by side across builds: the same grounded turn in fresh JVMs, the
 * hand-written loop with a direct executor (the floor) and Vex, on each of several class paths (one
 * build of Vex each, for example main's and a branch's), all runs alternating on one simulator and
 * one recording server, so that a change is measured against its base in the same minutes of the
 * same machine. Prints per client and class path the median, quartiles and extremes of the wall
 * time, and per class path Vex over its floor.
 *
 * <p>{@code java -cp <benchmarks' class path> dev.vex.benchmarks.grounding.ColdStartSideBySide
 * <fixtures> <runs> <name>=<class path> [<name>=<class path> …]}: each class path holds this
 * class's module and one build of vex-core, vex-grounding and vex-guards. With {@code serve} as the
 * runs, starts the two servers, prints their URLs and waits for standard input to close, for runs
 * by hand (class loading logs, profilers).
 */
public final class ColdStartSideBySide {
  private ColdStartSideBySide() {}

  /**
   * Runs the comparison.
   *
   * @param args the fixtures folder, the runs per client (or {@code serve}), then one or more
   *     {@code name=classpath}
   * @throws Exception when a run fails
   */
  public static void main(String[] args) throws Exception {
    Path fixtures = Path.of(args[0]);
    Map<String, String> paths = new LinkedHashMap<>();
    for (int i = 2; i < args.length; i++) {
      int eq = args[i].indexOf('=');
      paths.put(args[i].substring(0, eq), args[i].substring(eq + 1));
    }
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    try (RecordingServer source = new RecordingServer(fixtures);
        OllamaSimulator sim = OllamaSimulator.builder().parallel(4).start()) {
      sim.setDispatcher(r -> Reply.text(GroundedTurnComparison.ANSWER));
      if ("serve".equals(args[1])) {
        System.out.println(source.base() + " " + sim.baseUrl());
        System.out.flush();
        System.in.readAllBytes();
        return;
      }
      int runs = Integer.parseInt(args[1]);
      List<String> clients = List.of("hand-direct", "vex");
      Map<String, double[]> times = new LinkedHashMap<>();
      for (String name : paths.keySet()) {
        for (String c : clients) {
          GroundedColdStart.once(sim, source, java, paths.get(name), c, c); // unmeasured
          times.put(name + " " + c, new double[runs]);
        }
      }
      for (int i = 0; i < runs; i++) {
        for (String name : paths.keySet()) {
          for (String c : clients) {
            times.get(name + " " + c)[i] =
                GroundedColdStart.once(sim, source, java, paths.get(name), c, c) / 1e6;
          }
        }
      }
      System.out.printf(
          Locale.ROOT, "%-28s %7s %7s %7s %7s %7s%n", "", "min", "p25", "median", "p75", "max");
      for (Map.Entry<String, double[]> e : times.entrySet()) {
        double[] s = e.getValue().clone();
        Arrays.sort(s);
        System.out.printf(
            Locale.ROOT,
            "%-28s %7.0f %7.0f %7.0f %7.0f %7.0f%n",
            e.getKey(),
            s[0],
            s[s.length / 4],
            Measure.median(s),
            s[(3 * s.length) / 4],
            s[s.length - 1]);
      }
      for (String name : paths.keySet()) {
        double[] h = times.get(name + " hand-direct");
        double[] v = times.get(name + " vex");
        double[] per = new double[runs];
        for (int i = 0; i < runs; i++) {
          per[i] = v[i] / h[i];
        }
        Arrays.sort(per);
        System.out.printf(
            Locale.ROOT,
            "%s: Vex / floor, ratio of medians %.3f; per-run ratios median %.3f (p25 %.3f, p75"
                + " %.3f)%n",
            name,
            Measure.median(v) / Measure.median(h),
            Measure.median(per),
            per[runs / 4],
            per[(3 * runs) / 4]);
      }
    }
  }
}
