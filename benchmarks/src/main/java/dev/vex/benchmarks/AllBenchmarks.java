package dev.vex.benchmarks;

import dev.vex.benchmarks.grounding.ClassifyThroughput;
import dev.vex.benchmarks.grounding.GroundedTurnComparison;
import dev.vex.benchmarks.guards.GuardCost;
import dev.vex.benchmarks.loop.ColdStartComparison;
import dev.vex.benchmarks.loop.ToolTurnComparison;
import dev.vex.eval.EvalReport;
import dev.vex.eval.EvalRunner;
import dev.vex.eval.ScenarioLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every side-by-side comparison of {@code BENCHMARKS.md} in one session and writes the
 * Markdown: the tool turn and the grounded turn (each against a hand-written java.net.http loop and
 * LangChain4j), cold start, footprint, guard cost per KB, classification throughput and the eval's
 * table for the scripted model. The file it writes is what goes into {@code BENCHMARKS.md} at the
 * repository root.
 *
 * <p>Run from the repository root: {@code mvn -B -q -pl benchmarks -am package -DskipTests
 * exec:java -Dvex.main=dev.vex.benchmarks.AllBenchmarks}. Options ({@code -Dexec.args="…"}): {@code
 * --full} (more turns, blocks and JMH iterations; the default "quick" settings finish within about
 * ten minutes on two cores), {@code --only NAME[,NAME]} (sections: {@value #SECTIONS}), {@code
 * --out FILE} (default {@code target/BENCHMARKS.generated.md}), {@code --fixtures DIR} (default
 * {@code vex-eval/src/main/resources/recorded}), {@code --note TEXT} (a paragraph under the title,
 * e.g. on the machine's load).
 */
public final class AllBenchmarks {
  static final String SECTIONS = "tool-turn,grounded,cold-start,footprint,guard-cost,classify,eval";

  private AllBenchmarks() {}

  /**
   * Runs the selected sections and writes the report.
   *
   * @param args the options above
   * @throws Exception when a comparison fails its smoke check or cannot run
   */
  public static void main(String[] args) throws Exception {
    boolean full = false;
    Set<String> only = new LinkedHashSet<>(List.of(SECTIONS.split(",")));
    Path out = Path.of("target", "BENCHMARKS.generated.md");
    Path fixtures = Path.of("vex-eval", "src", "main", "resources", "recorded");
    String note = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--full" -> full = true;
        case "--only" -> {
          only = new LinkedHashSet<>(List.of(args[++i].split(",")));
          for (String s : only) {
            if (!List.of(SECTIONS.split(",")).contains(s)) {
              throw new IllegalArgumentException("unknown section " + s + "; one of " + SECTIONS);
            }
          }
        }
        case "--out" -> out = Path.of(args[++i]);
        case "--fixtures" -> fixtures = Path.of(args[++i]);
        case "--note" -> note = args[++i];
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    long start = System.nanoTime();
    Map<String, String> sections = new LinkedHashMap<>();
    List<String[]> glance = new ArrayList<>();
    if (only.contains("tool-turn")) {
      progress("tool turn");
      ToolTurnComparison.Result r =
          full ? ToolTurnComparison.run(3000, 5, 3000) : ToolTurnComparison.run(1000, 3, 2000);
      sections.put("tool-turn", Report.toolTurn(r, Report.command("tool-turn", full)));
      double[] vl = r.ratios().get("Vex/LangChain4j");
      double[] vp = r.ratios().get("Vex/plain");
      glance.add(row("tool turn p50", vp[0], vl[0]));
      glance.add(row("tool turn 8-thread throughput", vp[2], vl[2]));
      glance.add(row("tool turn allocation", vp[3], vl[3]));
      double[] vd = r.ratios().get("Vex/" + ToolTurnComparison.DIRECT);
      glance.add(
          new String[] {"tool turn p50, plain loop with a direct executor", ratio(vd[0]), "—"});
    }
    if (only.contains("grounded")) {
      progress("grounded turn");
      GroundedTurnComparison.Result r =
          full
              ? GroundedTurnComparison.run(fixtures, 3000, 5)
              : GroundedTurnComparison.run(fixtures, 1000, 3);
      sections.put("grounded", Report.groundedTurn(r, Report.command("grounded", full)));
      double[] vh = r.ratios().get("Vex/hand-written");
      double[] vl = r.ratios().get("Vex/LangChain4j");
      glance.add(row("grounded turn p50", vh[0], vl[0]));
      glance.add(row("grounded turn allocation", vh[2], vl[2]));
      double[] vd = r.ratios().get("Vex/" + GroundedTurnComparison.DIRECT);
      glance.add(
          new String[] {
            "grounded turn p50, hand-written loop with a direct executor", ratio(vd[0]), "—"
          });
    }
    if (only.contains("cold-start")) {
      progress("cold start");
      ColdStartComparison.Result r = ColdStartComparison.run(full ? 11 : 7);
      sections.put("cold-start", Report.coldStart(r, Report.command("cold-start", full)));
      Map<String, Double> m = r.medianMillis();
      glance.add(
          row("cold start", m.get("Vex") / m.get("plain"), m.get("Vex") / m.get("LangChain4j")));
    }
    if (only.contains("footprint")) {
      progress("footprint");
      Footprint index = Footprint.ofClasspath();
      Footprint.Closure vex = index.closure("dev.vex:vex-core");
      Footprint.Closure lc4j =
          index.closure("dev.langchain4j:langchain4j", "dev.langchain4j:langchain4j-ollama");
      Footprint.Closure grounded =
          index.closure("dev.vex:vex-core", "dev.vex:vex-grounding", "dev.vex:vex-guards");
      sections.put(
          "footprint", Report.footprint(vex, grounded, lc4j, Report.command("footprint", full)));
      glance.add(
          new String[] {"footprint (jar bytes)", "—", ratio((double) vex.bytes() / lc4j.bytes())});
    }
    if (only.contains("guard-cost")) {
      progress("guard cost (JMH)");
      sections.put("guard-cost", guardCost(jmh(GuardCost.class, full), full));
    }
    if (only.contains("classify")) {
      progress("classification throughput (JMH)");
      sections.put("classify", classify(jmh(ClassifyThroughput.class, full), full));
    }
    if (only.contains("eval")) {
      progress("eval on the scripted model");
      EvalReport report = EvalRunner.builder().scenarios(ScenarioLoader.builtIn()).build().run();
      sections.put("eval", eval(report, full));
    }
    double minutes = (System.nanoTime() - start) / 60e9;

    StringBuilder md = new StringBuilder("# Vex benchmarks\n\n");
    md.append(
        "Every comparison below runs its contenders side by side in one session, alternating, on"
            + " loopback servers (the `OllamaSimulator` for the model, a local server for recorded"
            + " sources), so the figures measure the libraries' own cost, not a model's. Ratios"
            + " are the result; absolute figures are there to show the scale and move with the"
            + " machine.\n\n");
    if (note != null) {
      md.append("> ").append(note).append("\n\n");
    }
    md.append(
        String.format(
            Locale.ROOT,
            "Generated %s by `dev.vex.benchmarks.AllBenchmarks` (%s settings) in %.1f minutes on"
                + " %d cores, Java %s (%s), %s %s.%n%n",
            Instant.now().truncatedTo(ChronoUnit.SECONDS),
            full ? "full" : "quick",
            minutes,
            Runtime.getRuntime().availableProcessors(),
            System.getProperty("java.version"),
            System.getProperty("java.vm.name"),
            System.getProperty("os.name"),
            System.getProperty("os.arch")));
    md.append("Everything again: `")
        .append(Report.RUN)
        .append(full ? " -Dexec.args=--full" : "")
        .append("` from the repository root (")
        .append(full ? "drop `--full`" : "add `-Dexec.args=--full`")
        .append(
            " for the "
                + (full ? "quick" : "full")
                + " settings; `--only NAME` runs one section; the report goes to"
                + " `target/BENCHMARKS.generated.md`).\n\n");
    if (!glance.isEmpty()) {
      md.append("## At a glance\n\n| measure | Vex / hand-written loop | Vex / LangChain4j |\n")
          .append("|---|---|---|\n");
      for (String[] g : glance) {
        md.append("| ").append(String.join(" | ", g)).append(" |\n");
      }
      md.append(
          "\nBelow 1.00 Vex costs less, except for throughput, where above 1.00 Vex serves more turns per second.\n\n");
    }
    for (String s : sections.values()) {
      md.append(s).append('\n');
    }
    String text = md.toString().stripTrailing() + "\n";
    if (out.getParent() != null) {
      Files.createDirectories(out.getParent());
    }
    Files.writeString(out, text, StandardCharsets.UTF_8);
    System.out.println(text);
    System.err.println("written to " + out.toAbsolutePath());
  }

  private static String[] row(String name, double vsPlain, double vsLc4j) {
    return new String[] {name, ratio(vsPlain), ratio(vsLc4j)};
  }

  private static String ratio(double r) {
    return String.format(Locale.ROOT, "%.2f", r);
  }

  private static void progress(String what) {
    System.err.println("== " + what);
  }

  /** Runs one JMH class in a forked JVM with this class path. */
  private static Collection<RunResult> jmh(Class<?> benchmark, boolean full) throws Exception {
    // Under mvn exec:java, java.class.path is Maven's own; JMH forks with that property.
    System.setProperty("java.class.path", Measure.classpath());
    OptionsBuilder o = new OptionsBuilder();
    o.include(benchmark.getName().replace(".", "\\.") + "\\.")
        .forks(1)
        .verbosity(VerboseMode.SILENT)
        .shouldFailOnError(true);
    if (!full) {
      o.warmupIterations(3)
          .warmupTime(TimeValue.seconds(1))
          .measurementIterations(3)
          .measurementTime(TimeValue.seconds(1));
    }
    Collection<RunResult> results = new Runner(o.build()).run();
    if (results.isEmpty()) {
      throw new IllegalStateException("JMH ran nothing for " + benchmark.getName());
    }
    return results;
  }

  private static String jmhCommand(Class<?> benchmark, boolean full) {
    return "Reproduce: `"
        + Report.command(benchmark == GuardCost.class ? "guard-cost" : "classify", full)
        + "` (JMH, one fork, "
        + (full
            ? "the iterations the class declares"
            : "3 warm-up and 3 measured iterations of 1 s; `--full` takes the class's own")
        + ")\n";
  }

  /** A JMH score in microseconds per operation. */
  private static double micros(RunResult r) {
    double v = r.getPrimaryResult().getScore();
    String unit = r.getPrimaryResult().getScoreUnit();
    return switch (unit) {
      case "ns/op" -> v / 1e3;
      case "us/op" -> v;
      case "ms/op" -> v * 1e3;
      case "s/op" -> v * 1e6;
      default -> throw new IllegalStateException("unexpected JMH unit " + unit);
    };
  }

  /** A JMH score in operations per second. */
  private static double perSecond(RunResult r) {
    double v = r.getPrimaryResult().getScore();
    String unit = r.getPrimaryResult().getScoreUnit();
    return switch (unit) {
      case "ops/s" -> v;
      case "ops/ms" -> v * 1e3;
      case "ops/us" -> v * 1e6;
      default -> throw new IllegalStateException("unexpected JMH unit " + unit);
    };
  }

  private static String guardCost(Collection<RunResult> results, boolean full) {
    // text -> benchmark -> kb -> microseconds per reply
    Map<String, Map<String, Map<Integer, Double>>> score = new TreeMap<>();
    for (RunResult r : results) {
      String bench = r.getParams().getBenchmark();
      bench = bench.substring(bench.lastIndexOf('.') + 1);
      score
          .computeIfAbsent(r.getParams().getParam("text"), k -> new TreeMap<>())
          .computeIfAbsent(bench, k -> new TreeMap<>())
          .put(Integer.parseInt(r.getParams().getParam("kb")), micros(r));
    }
    StringBuilder b = new StringBuilder("## Guard cost per KB\n\n");
    b.append(
        "JMH (`GuardCost`): the digit scan (`DigitScanGuard`) and the link allowlist"
            + " (`UrlAllowlistGuard`) over one reply of 10 KB, 100 KB and 1 MB. `realistic` is a"
            + " small model's reply (prices, dates, temperatures, Markdown links, bare URLs)"
            + " repeated; `tricky` is text built to hurt backtracking scanners; `negatives`"
            + " (`-1-1-1…`) and `links` (a link every 52 characters) are issue 24's inputs. The"
            + " cost per KB"
            + " should stay flat: the last column, the cost per KB at 1 MB over that at 10 KB, is"
            + " 1.00 for linear growth.\n\n");
    b.append(
        "| guard | text | 10 KB | 100 KB | 1 MB | per KB at 1 MB | per KB 1 MB / 10 KB"
            + " |\n|---|---|---|---|---|---|---|\n");
    for (Map.Entry<String, Map<String, Map<Integer, Double>>> t : score.entrySet()) {
      for (Map.Entry<String, Map<Integer, Double>> g : t.getValue().entrySet()) {
        Map<Integer, Double> m = g.getValue();
        double small = m.getOrDefault(10, Double.NaN);
        double big = m.getOrDefault(1000, Double.NaN);
        b.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s | %s | %.2f µs | %.2f |%n",
                g.getKey(),
                t.getKey(),
                Report.us(small),
                Report.us(m.getOrDefault(100, Double.NaN)),
                Report.us(big),
                big / 1000,
                (big / 1000) / (small / 10)));
      }
    }
    b.append('\n').append(jmhCommand(GuardCost.class, full));
    return b.toString();
  }

  private static String classify(Collection<RunResult> results, boolean full) {
    Map<String, Double> opsPerSecond = new TreeMap<>();
    for (RunResult r : results) {
      String bench = r.getParams().getBenchmark();
      opsPerSecond.put(bench.substring(bench.lastIndexOf('.') + 1), perSecond(r));
    }
    StringBuilder b = new StringBuilder("## Classification throughput\n\n");
    b.append(
        "JMH (`ClassifyThroughput`): the grounding intent rules, which run first in every turn"
            + " before any network call, on one thread: a mix of 26 English and Norwegian"
            + " questions (several-intent ones and chit-chat among them), chit-chat alone, and a"
            + " 1 MB hostile message full of trigger words (only its first 4,000 characters are"
            + " read).\n\n");
    b.append("| input | messages/s | per message | vs the mix |\n|---|---|---|---|\n");
    double mix = opsPerSecond.getOrDefault("classify", Double.NaN);
    String[][] names = {
      {"classify", "the mix"},
      {"classifyChitChat", "chit-chat"},
      {"classifyHostileMegabyte", "1 MB hostile message"}
    };
    for (String[] n : names) {
      double ops = opsPerSecond.getOrDefault(n[0], Double.NaN);
      b.append(
          String.format(
              Locale.ROOT,
              "| %s | %,.0f | %s | %.2f |%n",
              n[1],
              ops,
              Report.us(1e6 / ops),
              (1 / ops) / (1 / mix)));
    }
    b.append("\nThe last column is the time per message over the mix's.\n\n");
    b.append(jmhCommand(ClassifyThroughput.class, full));
    return b.toString();
  }

  private static String eval(EvalReport report, boolean full) {
    String md = report.markdown();
    int cut = md.indexOf("| scenario |");
    String totals = (cut < 0 ? md : md.substring(0, cut)).strip();
    // drop the report's own title: the section has one
    totals = totals.substring(totals.indexOf('\n') + 1).strip();
    StringBuilder b = new StringBuilder("## Eval on the scripted small model\n\n");
    b.append(
        "vex-eval's built-in scenarios, each run twice on the simulator's scripted \"small"
            + " model\": the model alone (the same question, no Vex), then through a Vex agent"
            + " with the defaults, sources served from the recordings. Deterministic: it shows"
            + " what the guards and recovery catch of a model scripted to invent figures and"
            + " links, not how often a real model does (run the eval on your own model for"
            + " that).\n\n");
    b.append(totals).append("\n\n");
    b.append("Reproduce: `")
        .append(Report.command("eval", full))
        .append("`, or the eval itself with the per-scenario table: `mvn -q -pl vex-eval -am")
        .append(" package -DskipTests exec:java -Dexec.args=--simulator`\n");
    return b.toString();
  }
}
