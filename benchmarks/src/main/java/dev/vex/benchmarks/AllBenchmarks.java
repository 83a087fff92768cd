package dev.vex.benchmarks;

import dev.vex.benchmarks.grounding.ClassifySection;
import dev.vex.benchmarks.grounding.GroundedTurnSection;
import dev.vex.benchmarks.grounding.IntentSection;
import dev.vex.benchmarks.guards.GuardCostSection;
import dev.vex.benchmarks.loop.ColdStartSection;
import dev.vex.benchmarks.loop.ToolTurnSection;
import dev.vex.benchmarks.memory.MemorySection;
import dev.vex.benchmarks.telemetry.TelemetrySection;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs the sections of {@code BENCHMARKS.md} ({@link #SECTIONS}) and writes the whole file: a
 * generated header (commit, machine, load, settings), "At a glance" with every headline figure as
 * the minimum, median and maximum over the runs, against its like-for-like floor and its target,
 * then each section. Nothing in the file is written by hand.
 *
 * <p>Run from the repository root: {@code mvn -B -q -pl benchmarks -am package -DskipTests
 * exec:java -Dvex.main=dev.vex.benchmarks.AllBenchmarks -Dexec.args="--out BENCHMARKS.md"}. Options
 * ({@code -Dexec.args="…"}): {@code --full} (more turns, blocks and JMH iterations; the default
 * "quick" settings), {@code --repeats N} (runs of each repeated section, interleaved: every
 * selected section once, then all again; default 3), {@code --only NAME[,NAME]} (sections by name),
 * {@code --out FILE} (default {@code target/BENCHMARKS.generated.md}; a file named {@code
 * BENCHMARKS.md} is written only by a run of every section), {@code --fixtures DIR} (the recorded
 * source responses, default {@code vex-eval/src/main/resources/recorded}).
 */
public final class AllBenchmarks {
  /** Every section, in the report's order. A new section is one more line here. */
  static final List<Section> SECTIONS =
      List.of(
          new ToolTurnSection(),
          new TelemetrySection(),
          new GroundedTurnSection(),
          new ColdStartSection(),
          new MemorySection(),
          new FootprintSection(),
          new GuardCostSection(),
          new ClassifySection(),
          new IntentSection(),
          new EvalSection());

  /** The default number of runs of each repeated section. */
  static final int DEFAULT_REPEATS = 3;

  private AllBenchmarks() {}

  /**
   * Runs the selected sections and writes the report.
   *
   * @param args the options above
   * @throws Exception when a comparison fails its smoke check or cannot run
   */
  public static void main(String[] args) throws Exception {
    boolean full = false;
    int repeats = DEFAULT_REPEATS;
    List<Section> only = SECTIONS;
    Path out = Path.of("target", "BENCHMARKS.generated.md");
    Path fixtures = Path.of("vex-eval", "src", "main", "resources", "recorded");
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--full" -> full = true;
        case "--quick" -> full = false;
        case "--repeats" -> repeats = Integer.parseInt(value(args, ++i));
        case "--only" -> only = select(value(args, ++i));
        case "--out" -> out = Path.of(value(args, ++i));
        case "--fixtures" -> fixtures = Path.of(value(args, ++i));
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (out.getFileName().toString().equals("BENCHMARKS.md") && only.size() < SECTIONS.size()) {
      throw new IllegalArgumentException(
          "BENCHMARKS.md is written whole: run every section (drop --only) or write elsewhere");
    }
    Section.Settings settings = new Section.Settings(full, fixtures, repeats);
    String command = command(full, repeats, only, out);
    String text = run(settings, only, command);
    if (out.getParent() != null) {
      Files.createDirectories(out.getParent());
    }
    Files.writeString(out, text, StandardCharsets.UTF_8);
    System.out.println(text);
    System.err.println("written to " + out.toAbsolutePath());
  }

  /**
   * Runs sections and renders the report.
   *
   * @param settings the settings
   * @param sections the sections, in report order
   * @param command the command line that reproduces this report, for its header
   * @return the Markdown
   * @throws Exception when a section fails
   */
  static String run(Section.Settings settings, List<Section> sections, String command)
      throws Exception {
    Instant started = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    double loadBefore = load();
    long t0 = System.nanoTime();
    Map<Section, List<Section.Run>> runs = new LinkedHashMap<>();
    for (Section s : sections) {
      runs.put(s, new ArrayList<>());
    }
    for (int rep = 1; rep <= settings.repeats(); rep++) {
      for (Section s : sections) {
        if (rep > 1 && !s.repeated()) {
          continue;
        }
        System.err.printf(
            Locale.ROOT,
            "== %s%s%n",
            s.name(),
            s.repeated() ? " (run " + rep + " of " + settings.repeats() + ")" : "");
        runs.get(s).add(s.run(settings));
      }
    }
    double minutes = (System.nanoTime() - t0) / 60e9;
    double loadAfter = load();

    StringBuilder md = new StringBuilder("# Vex benchmarks\n\n");
    md.append(
        "Generated whole by `dev.vex.benchmarks.AllBenchmarks`; no figure in this file is written"
            + " by hand. Every comparison runs its contenders side by side in one session,"
            + " alternating, on loopback servers (the `OllamaSimulator` for the model, a local"
            + " server for recorded sources), so the figures measure the libraries' own cost, not"
            + " a model's. Ratios are the result; absolute figures show the scale and move with"
            + " the machine.\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "- commit: %s%n- started: %s, took %.1f minutes%n- machine: %s%n- load average (1"
                + " min): %s at the start, %s at the end%n- Java: %s (%s), %s %s%n- settings: %s,"
                + " each repeated section run %d time%s, interleaved (every section once, then all"
                + " again); sections: %s%n- command: `%s`%n%n",
            commit(),
            started,
            minutes,
            machine(),
            loadText(loadBefore),
            loadText(loadAfter),
            System.getProperty("java.version"),
            System.getProperty("java.vm.name"),
            System.getProperty("os.name"),
            System.getProperty("os.arch"),
            settings.full() ? "full" : "quick",
            settings.repeats(),
            settings.repeats() == 1 ? "" : "s",
            sections.stream().map(Section::name).collect(Collectors.joining(", ")),
            command));
    md.append(glance(runs));
    for (Map.Entry<Section, List<Section.Run>> e : runs.entrySet()) {
      md.append(detail(e.getValue())).append('\n');
    }
    return md.toString().stripTrailing() + "\n";
  }

  /** The "At a glance" table: each headline's minimum, median and maximum over the runs. */
  static String glance(Map<Section, List<Section.Run>> runs) {
    StringBuilder b = new StringBuilder("## At a glance\n\n");
    b.append(
        "Each figure over the runs of its section: a ratio (Vex over what it is measured against,"
            + " both in the same run) or an absolute figure. The like-for-like floor is the same"
            + " hand-written loop on the executor configuration Vex's HTTP clients use (direct);"
            + " the loop with the JDK client's default executor and LangChain4j are beside it."
            + " Below 1.00 Vex costs less, except throughput, where above 1.00 Vex serves more."
            + " \"Met\" judges the median.\n\n");
    b.append("| measure | against | min | median | max | target | met |\n");
    b.append("|---|---|---|---|---|---|---|\n");
    for (List<Section.Run> list : runs.values()) {
      if (list.isEmpty()) {
        continue;
      }
      List<Section.Headline> first = list.get(0).headlines();
      for (int i = 0; i < first.size(); i++) {
        Section.Headline h = first.get(i);
        double[] v = values(list, i);
        double median = Measure.median(v);
        double min = Arrays.stream(v).min().orElseThrow();
        double max = Arrays.stream(v).max().orElseThrow();
        boolean one = v.length == 1;
        Section.Target t = h.target();
        b.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s | %s | %s | %s |%n",
                h.measure(),
                h.against(),
                one ? "—" : h.format(min),
                h.format(median),
                one ? "—" : h.format(max),
                t == null ? "—" : (t.atMost() ? "≤ " : "≥ ") + h.format(t.bound()),
                t == null ? "—" : t.met(median) ? "yes" : "**no**"));
      }
    }
    return b.append('\n').toString();
  }

  /**
   * One section: the tables of its median run (by its first headline), then, when it ran more than
   * once, every headline per run.
   */
  static String detail(List<Section.Run> list) {
    if (list.size() == 1 || list.get(0).headlines().isEmpty()) {
      return list.get(0).markdown();
    }
    int n = list.size();
    double[] first = values(list, 0);
    double median = Measure.median(first);
    int pick = 0;
    for (int r = 0; r < n; r++) {
      if (Math.abs(first[r] - median) < Math.abs(first[pick] - median)) {
        pick = r;
      }
    }
    String md = list.get(pick).markdown();
    int body = md.indexOf('\n');
    StringBuilder b = new StringBuilder(md.substring(0, body + 1));
    b.append(
        String.format(
            Locale.ROOT,
            "%nThe section ran %d times; its tables are those of run %d, the one whose first"
                + " headline (%s) is nearest the median. Every headline per run:%n%n",
            n,
            pick + 1,
            list.get(0).headlines().get(0).measure()));
    b.append("| measure | against |");
    for (int r = 1; r <= n; r++) {
      b.append(" run ").append(r).append(" |");
    }
    b.append(" min | median | max |\n|---|---|").append("---|".repeat(n + 3)).append('\n');
    List<Section.Headline> hs = list.get(0).headlines();
    for (int i = 0; i < hs.size(); i++) {
      Section.Headline h = hs.get(i);
      double[] v = values(list, i);
      b.append("| ").append(h.measure()).append(" | ").append(h.against()).append(" |");
      for (double x : v) {
        b.append(' ').append(h.format(x)).append(" |");
      }
      b.append(' ')
          .append(h.format(Arrays.stream(v).min().orElseThrow()))
          .append(" | ")
          .append(h.format(Measure.median(v)))
          .append(" | ")
          .append(h.format(Arrays.stream(v).max().orElseThrow()))
          .append(" |\n");
    }
    return b.append(md.substring(body)).toString();
  }

  private static double[] values(List<Section.Run> list, int i) {
    Section.Headline h = list.get(0).headlines().get(i);
    double[] v = new double[list.size()];
    for (int r = 0; r < list.size(); r++) {
      Section.Headline x = list.get(r).headlines().get(i);
      if (!x.measure().equals(h.measure()) || !x.against().equals(h.against())) {
        throw new IllegalStateException("run " + (r + 1) + " reported other headlines: " + x);
      }
      v[r] = x.value();
    }
    return v;
  }

  private static String value(String[] args, int i) {
    if (i >= args.length) {
      throw new IllegalArgumentException(args[i - 1] + " needs a value");
    }
    return args[i];
  }

  /** The sections named, in the report's order. */
  static List<Section> select(String names) {
    List<String> wanted = List.of(names.split(","));
    for (String w : wanted) {
      if (SECTIONS.stream().noneMatch(s -> s.name().equals(w))) {
        throw new IllegalArgumentException("unknown section " + w + "; one of " + names());
      }
    }
    return SECTIONS.stream().filter(s -> wanted.contains(s.name())).toList();
  }

  /**
   * The names of all sections.
   *
   * @return comma-separated names
   */
  static String names() {
    return SECTIONS.stream().map(Section::name).collect(Collectors.joining(","));
  }

  private static String command(boolean full, int repeats, List<Section> only, Path out) {
    List<String> a = new ArrayList<>();
    if (full) {
      a.add("--full");
    }
    if (repeats != DEFAULT_REPEATS) {
      a.add("--repeats " + repeats);
    }
    if (only.size() < SECTIONS.size()) {
      a.add("--only " + only.stream().map(Section::name).collect(Collectors.joining(",")));
    }
    a.add("--out " + out);
    return Report.RUN + " -Dexec.args=\"" + String.join(" ", a) + "\"";
  }

  private static double load() {
    return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
  }

  private static String loadText(double load) {
    return load < 0 ? "unknown" : String.format(Locale.ROOT, "%.2f", load);
  }

  private static String machine() {
    String cpu = "unknown CPU";
    try {
      Path info = Path.of("/proc/cpuinfo");
      if (Files.isReadable(info)) {
        for (String line : Files.readAllLines(info)) {
          if (line.startsWith("model name")) {
            cpu = line.substring(line.indexOf(':') + 1).strip();
            break;
          }
        }
      }
    } catch (IOException e) {
      // the model name is a courtesy
    }
    long memory =
        ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os
            ? os.getTotalMemorySize()
            : -1;
    return String.format(
        Locale.ROOT,
        "%d cores (%s), %s memory",
        Runtime.getRuntime().availableProcessors(),
        cpu,
        memory < 0 ? "unknown" : String.format(Locale.ROOT, "%.1f GiB", memory / 1073741824.0));
  }

  /** The commit checked out, and whether the tracked files differ from it. */
  private static String commit() {
    String head = git("rev-parse", "--short=12", "HEAD");
    if (head == null || head.isBlank()) {
      return "unknown (not run in a git checkout)";
    }
    String dirty = git("status", "--porcelain", "--untracked-files=no");
    return "`"
        + head.strip()
        + "`"
        + (dirty == null || dirty.isBlank() ? "" : " with uncommitted changes to tracked files");
  }

  private static String git(String... args) {
    List<String> command = new ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(false).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
        return null;
      }
      return out;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
