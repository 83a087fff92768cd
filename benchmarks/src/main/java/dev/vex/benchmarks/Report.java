package dev.vex.benchmarks;

import dev.vex.benchmarks.grounding.GroundedTurnComparison;
import dev.vex.benchmarks.loop.ColdStartComparison;
import dev.vex.benchmarks.loop.ToolTurnComparison;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders each comparison as a Markdown section: what it does, the figures side by side as ratios
 * with the absolute numbers for scale, and the command that reproduces it. {@link AllBenchmarks}
 * joins the sections into the file that becomes {@code BENCHMARKS.md}.
 */
public final class Report {
  static final String RUN =
      "mvn -B -q -pl benchmarks -am package -DskipTests exec:java"
          + " -Dvex.main=dev.vex.benchmarks.AllBenchmarks";

  private Report() {}

  /**
   * The command that runs one section.
   *
   * @param section the section's name for {@code --only}
   * @param full whether the full settings were used
   * @return the command line
   */
  public static String command(String section, boolean full) {
    return RUN + " -Dexec.args=\"--only " + section + (full ? " --full" : "") + "\"";
  }

  /**
   * The tool turn section.
   *
   * @param r the result
   * @param command how to reproduce it
   * @return Markdown
   */
  public static String toolTurn(ToolTurnComparison.Result r, String command) {
    StringBuilder b = new StringBuilder("## Tool turn: plain loop, Vex, LangChain4j\n\n");
    b.append(
        "A two-round tool turn (\"What time is it in Oslo?\": the model calls `get_time`, gets"
            + " `12:00`, answers) on one loopback `OllamaSimulator`, through (1) a plain"
            + " java.net.http + gson loop, the floor; (2) a Vex `Agent` with a classifier, the"
            + " tool with argument checks (a tool that answers interrupts, so its call runs on the turn's thread), a guard and the trace, its per-server limit on concurrent chat requests raised from 4 to the 8 threads so that it queues no more than the others; (3) a LangChain4j 1.11.0"
            + " `AiServices` assistant with a `@Tool` method over `OllamaChatModel` (JDK HTTP"
            + " client on HTTP/1.1, as the other two). Before measuring, one turn of each is"
            + " checked to send two `/api/chat` requests (the second carrying the tool result)"
            + " and to return the model's answer. Blocks alternate between the three clients;"
            + " figures are medians over blocks, ratios the medians of per-block ratios. Lower"
            + " is better except throughput.\n\n");
    b.append(
        "| measure | plain | Vex | LangChain4j | Vex / plain | LangChain4j / plain | Vex /"
            + " LangChain4j |\n|---|---|---|---|---|---|---|\n");
    Map<String, ToolTurnComparison.Figures> f = r.figures();
    double[] vp = r.ratios().get("Vex/plain");
    double[] lp = r.ratios().get("LangChain4j/plain");
    double[] vl = r.ratios().get("Vex/LangChain4j");
    row(
        b,
        "p50 latency",
        us(f.get("plain").p50Micros()),
        us(f.get("Vex").p50Micros()),
        us(f.get("LangChain4j").p50Micros()),
        vp[0],
        lp[0],
        vl[0]);
    row(
        b,
        "p90 latency",
        us(f.get("plain").p90Micros()),
        us(f.get("Vex").p90Micros()),
        us(f.get("LangChain4j").p90Micros()),
        vp[1],
        lp[1],
        vl[1]);
    row(
        b,
        "8-thread throughput",
        perSecond(f.get("plain").turnsPerSecond()),
        perSecond(f.get("Vex").turnsPerSecond()),
        perSecond(f.get("LangChain4j").turnsPerSecond()),
        vp[2],
        lp[2],
        vl[2]);
    row(
        b,
        "allocation per turn",
        kb(f.get("plain").bytesPerTurn()),
        kb(f.get("Vex").bytesPerTurn()),
        kb(f.get("LangChain4j").bytesPerTurn()),
        vp[3],
        lp[3],
        vl[3]);
    row(
        b,
        "client CPU per turn",
        us(f.get("plain").cpuMicrosPerTurn()),
        us(f.get("Vex").cpuMicrosPerTurn()),
        us(f.get("LangChain4j").cpuMicrosPerTurn()),
        vp[4],
        lp[4],
        vl[4]);
    String direct = ToolTurnComparison.DIRECT;
    ToolTurnComparison.Figures df = f.get(direct);
    double[] vd = r.ratios().get("Vex/" + direct);
    b.append(
        "\nVex's HTTP clients have a direct executor: the selector thread that reads a response wakes"
            + " the waiting turn itself, where the JDK client's default hands it to a pool thread"
            + " first. That is much of why Vex is below the plain loop, which keeps the default. A"
            + " fourth client, measured in the same blocks, is the plain loop with a direct executor"
            + " too: against it, what is left is the cost of Vex's pipeline.\n\n"
            + "| measure | plain, direct executor | Vex / it |\n|---|---|---|\n");
    cells(b, "p50 latency", us(df.p50Micros()), vd[0]);
    cells(b, "p90 latency", us(df.p90Micros()), vd[1]);
    cells(
        b,
        "8-thread throughput",
        String.format(Locale.ROOT, "%.0f turns/s", df.turnsPerSecond()),
        vd[2]);
    cells(b, "allocation per turn", kb(df.bytesPerTurn()), vd[3]);
    cells(b, "client CPU per turn", us(df.cpuMicrosPerTurn()), vd[4]);
    b.append(
        String.format(
            Locale.ROOT,
            "%n%d blocks of %d turns per client (throughput: 8 threads per block). Allocation and"
                + " CPU count every thread but the simulator's.%n%n",
            r.blocks(),
            r.turns()));
    warmUp(b, r.warmUp());
    ended(b, r.endedThreads());
    return b.append("Reproduce: `").append(command).append("`\n").toString();
  }

  private static void warmUp(StringBuilder b, Measure.WarmUp w) {
    b.append(
        String.format(
            Locale.ROOT,
            "Warm-up: before the first block, every client ran %d turns, alternating, %s; the"
                + " compilers spent %.1f s on it, summed over their threads. On two cores the JIT"
                + " lags far behind the turns, so a short fixed warm-up would measure how much of"
                + " each client's code it has compiled yet, not the client's steady state.%n%n",
            w.turnsPerClient(),
            w.settled()
                ? "until the JIT compilers had gone quiet (two blocks in a row with under 2% of the"
                    + " block's time spent compiling)"
                : "and the JIT compilers were still busy when the warm-up reached its limit (the"
                    + " figures below may not be the steady state)",
            w.compileMillis() / 1e3));
  }

  /**
   * Where a Vex grounded turn's time goes: the hand-written loop's classifier is a {@code
   * contains}, its check one regular expression; Vex's are the classifier and the guards below.
   */
  private static void vexPhases(StringBuilder b, Map<String, Double> p, int turns) {
    b.append(
        String.format(
            Locale.ROOT,
            "Where a Vex turn's time goes (medians over %d more Vex turns after the blocks, wall"
                + " time: grounding and guards as the turn's trace times them, the classifier"
                + " called alone on the same message after each turn; the turn runs it first):%n%n"
                + "| part | median |%n|---|---|%n",
            turns));
    p.forEach((k, v) -> b.append("| ").append(k).append(" | ").append(us(v)).append(" |\n"));
    b.append('\n');
  }

  /**
   * The grounded turn section.
   *
   * @param r the result
   * @param command how to reproduce it
   * @return Markdown
   */
  public static String groundedTurn(GroundedTurnComparison.Result r, String command) {
    StringBuilder b =
        new StringBuilder("## Grounded turn with guards: hand-written, Vex, LangChain4j\n\n");
    b.append(
        "A grounded \"What is the bitcoin price?\" turn: one GET to a local server serving the"
            + " recorded CoinGecko response, the price in the prompt, one `/api/chat` on the"
            + " simulator, a check of the reply's figures. (1) Hand-written: java.net.http +"
            + " gson, a digit check that replaces a reply stating another number with the fact;"
            + " (2) a Vex `Agent` with `Grounding` (the CoinGecko fetcher, cache off) and"
            + " `Guards.defaults()`; (3) LangChain4j: the same prefetch by hand, the fact in the"
            + " system message through a template variable, one `AiServices` call over"
            + " `OllamaChatModel`, and the digit check as an `OutputGuardrail`. Before measuring,"
            + " each is checked to make one source GET and one chat request carrying the price,"
            + " to return the model's answer, and to replace a reply stating a wrong price with"
            + " the real one.\n\n");
    b.append(
        "| measure | hand-written | Vex | LangChain4j | Vex / hand-written | LangChain4j /"
            + " hand-written | Vex / LangChain4j |\n|---|---|---|---|---|---|---|\n");
    Map<String, GroundedTurnComparison.Figures> f = r.figures();
    double[] vh = r.ratios().get("Vex/hand-written");
    double[] lh = r.ratios().get("LangChain4j/hand-written");
    double[] vl = r.ratios().get("Vex/LangChain4j");
    String h = "hand-written";
    row(
        b,
        "p50 latency",
        us(f.get(h).p50Micros()),
        us(f.get("Vex").p50Micros()),
        us(f.get("LangChain4j").p50Micros()),
        vh[0],
        lh[0],
        vl[0]);
    row(
        b,
        "p90 latency",
        us(f.get(h).p90Micros()),
        us(f.get("Vex").p90Micros()),
        us(f.get("LangChain4j").p90Micros()),
        vh[1],
        lh[1],
        vl[1]);
    row(
        b,
        "allocation per turn",
        kb(f.get(h).bytesPerTurn()),
        kb(f.get("Vex").bytesPerTurn()),
        kb(f.get("LangChain4j").bytesPerTurn()),
        vh[2],
        lh[2],
        vl[2]);
    row(
        b,
        "client CPU per turn",
        us(f.get(h).cpuMicrosPerTurn()),
        us(f.get("Vex").cpuMicrosPerTurn()),
        us(f.get("LangChain4j").cpuMicrosPerTurn()),
        vh[3],
        lh[3],
        vl[3]);
    String same = GroundedTurnComparison.SAME_PROMPT;
    String direct = GroundedTurnComparison.DIRECT;
    double[] vs = r.ratios().get("Vex/" + same);
    double[] vd = r.ratios().get("Vex/" + direct);
    double[] sd = r.ratios().get(same + "/" + direct);
    GroundedTurnComparison.Figures sf = f.get(same);
    GroundedTurnComparison.Figures df = f.get(direct);
    Map<String, Integer> bytes = r.chatBytes();
    b.append(
        String.format(
            Locale.ROOT,
            "%nTwo more hand-written clients, measured in the same blocks, take apart what the"
                + " ratios above hold. (5) The same loop with a direct executor on its JDK client,"
                + " as Vex's clients have: the selector thread that reads a response wakes the"
                + " waiting caller itself, where the default hands it to a pool thread first, which"
                + " is much of why Vex is below the hand-written loop. (4) The loop of (5) sending"
                + " Vex's prompt text around its own fact (checked before measuring: the same"
                + " messages and note, a body within 64 bytes of Vex's): Vex's chat request is"
                + " %,d bytes, (4)'s %,d and (5)'s %,d (%.1f times), its system prompt carrying a"
                + " note on the data block and the data in a message of its own. (4) / (5) is what"
                + " the larger prompt alone costs; against (4), what is left is the cost of Vex's"
                + " pipeline.%n%n",
            bytes.get("Vex"),
            bytes.get(same),
            bytes.get(direct),
            (double) bytes.get("Vex") / bytes.get(direct)));
    b.append(
        "| measure | (4) Vex's prompt, direct | Vex / (4) | (5) direct executor | Vex / (5) |"
            + " (4) / (5) |\n"
            + "|---|---|---|---|---|---|\n");
    cells(b, "p50 latency", us(sf.p50Micros()), vs[0], us(df.p50Micros()), vd[0], sd[0]);
    cells(b, "p90 latency", us(sf.p90Micros()), vs[1], us(df.p90Micros()), vd[1], sd[1]);
    cells(
        b,
        "allocation per turn",
        kb(sf.bytesPerTurn()),
        vs[2],
        kb(df.bytesPerTurn()),
        vd[2],
        sd[2]);
    cells(
        b,
        "client CPU per turn",
        us(sf.cpuMicrosPerTurn()),
        vs[3],
        us(df.cpuMicrosPerTurn()),
        vd[3],
        sd[3]);
    b.append(
        String.format(
            Locale.ROOT,
            "%n%d blocks of %d turns per client. CPU includes the local source server's threads"
                + " (the same work for all).%n%n",
            r.blocks(),
            r.turns()));
    vexPhases(b, r.vexPhases(), r.turns());
    warmUp(b, r.warmUp());
    ended(b, r.endedThreads());
    return b.append("Reproduce: `").append(command).append("`\n").toString();
  }

  /**
   * The cold start section.
   *
   * @param r the result
   * @param command how to reproduce it
   * @return Markdown
   */
  public static String coldStart(ColdStartComparison.Result r, String command) {
    StringBuilder b = new StringBuilder("## Cold start\n\n");
    b.append(
        "Wall time from starting a fresh JVM (same class path, default flags) to its printing"
            + " the answer of one two-round tool turn on the simulator, runs alternating; each"
            + " run must print the answer and make two chat requests.\n\n");
    double p = r.medianMillis().get("plain");
    double v = r.medianMillis().get("Vex");
    double l = r.medianMillis().get("LangChain4j");
    b.append(
        "| | plain | Vex | LangChain4j | Vex / plain | LangChain4j / plain | Vex / LangChain4j"
            + " |\n|---|---|---|---|---|---|---|\n");
    b.append(
        String.format(
            Locale.ROOT,
            "| median of %d runs | %.0f ms | %.0f ms | %.0f ms | %.2f | %.2f | %.2f |%n%n",
            r.runs(),
            p,
            v,
            l,
            v / p,
            l / p,
            v / l));
    Double d = r.medianMillis().get(ColdStartComparison.DIRECT);
    if (d != null) {
      b.append(
          String.format(
              Locale.ROOT,
              "The plain loop with a direct executor, as Vex's clients have (the floor), measured"
                  + " in the same runs: %.0f ms; Vex / it: %.2f.%n%n",
              d,
              v / d));
    }
    return b.append("Reproduce: `").append(command).append("`\n").toString();
  }

  /**
   * The footprint section.
   *
   * @param vex the closure of vex-core
   * @param grounded the closure of vex-core, vex-grounding and vex-guards
   * @param lc4j the closure of langchain4j and langchain4j-ollama
   * @param command how to reproduce it
   * @return Markdown
   */
  public static String footprint(
      Footprint.Closure vex, Footprint.Closure grounded, Footprint.Closure lc4j, String command) {
    StringBuilder b = new StringBuilder("## Footprint\n\n");
    b.append(
        "The jars a user's application gets: the library plus its compile and runtime"
            + " dependencies, followed through the published `pom` of each resolved jar (the one"
            + " inside the jar for this repository's modules; optional, test and provided ones"
            + " left out), sized from the jars on the benchmarks' class path. `vex-core` alone,"
            + " and with `vex-grounding` and `vex-guards` as the grounded turn uses it, against"
            + " LangChain4j's `langchain4j` + `langchain4j-ollama` 1.11.0.\n\n");
    b.append(
        "Sizes are the jar files' bytes: MiB are 1,048,576 bytes and KiB 1,024 (so the target"
            + " 1.9 MiB is 1,992,294 bytes; 1.9 MB decimal would be 1,900,000).\n\n");
    b.append("| | jars | bytes | MiB | size / LangChain4j's |\n|---|---|---|---|---|\n");
    for (Object[] c :
        List.of(
            new Object[] {"Vex: vex-core", vex},
            new Object[] {"Vex: vex-core + vex-grounding + vex-guards", grounded},
            new Object[] {"LangChain4j: langchain4j + langchain4j-ollama", lc4j})) {
      Footprint.Closure x = (Footprint.Closure) c[1];
      b.append(
          String.format(
              Locale.ROOT,
              "| %s | %d | %,d | %.3f MiB | %.2f |%n",
              c[0],
              x.artifacts().size(),
              x.bytes(),
              x.bytes() / (1024.0 * 1024),
              (double) x.bytes() / lc4j.bytes()));
    }
    b.append(
        "\n<details><summary>the jars</summary>\n\n| set | artifact | bytes | KiB |\n|---|---|---|---|\n");
    for (Footprint.Artifact a : grounded.artifacts()) {
      b.append("| Vex | `")
          .append(a.key())
          .append("` | ")
          .append(jarSize(a.bytes()))
          .append(" |\n");
    }
    for (Footprint.Artifact a : lc4j.artifacts()) {
      b.append("| LangChain4j | `")
          .append(a.key())
          .append("` | ")
          .append(jarSize(a.bytes()))
          .append(" |\n");
    }
    b.append("\n</details>\n\n");
    List<String> missing = new java.util.ArrayList<>(grounded.missing());
    missing.addAll(lc4j.missing());
    if (!missing.isEmpty()) {
      b.append("Named by a pom but not resolved here (not counted): `")
          .append(String.join("`, `", missing))
          .append("`.\n\n");
    }
    return b.append("Reproduce: `").append(command).append("`\n").toString();
  }

  private static void ended(StringBuilder b, Map<String, Integer> ended) {
    ended.forEach(
        (client, n) -> {
          if (n > 0) {
            b.append(
                String.format(
                    Locale.ROOT,
                    "%s: %d of its threads ended while allocation was counted (an idle pool"
                        + " thread timing out); their last counts are missing, so its allocation"
                        + " and CPU read somewhat low.%n%n",
                    client,
                    n));
          }
        });
  }

  private static void row(
      StringBuilder b, String name, String p, String v, String l, double r1, double r2, double r3) {
    b.append(
        String.format(
            Locale.ROOT,
            "| %s | %s | %s | %s | %.2f | %.2f | %.2f |%n",
            name,
            p,
            v,
            l,
            r1,
            r2,
            r3));
  }

  /** One table row: a name, then cells, ratios (doubles) to two decimals. */
  private static void cells(StringBuilder b, String name, Object... cells) {
    b.append("| ").append(name);
    for (Object c : cells) {
      b.append(" | ").append(c instanceof Double d ? String.format(Locale.ROOT, "%.2f", d) : c);
    }
    b.append(" |").append(System.lineSeparator());
  }

  /**
   * Formats a duration given in microseconds, as "812 µs" or "12.3 ms".
   *
   * @param micros the value
   * @return the text
   */
  public static String us(double micros) {
    return micros >= 10_000
        ? String.format(Locale.ROOT, "%.1f ms", micros / 1000)
        : String.format(Locale.ROOT, "%.0f µs", micros);
  }

  /**
   * Formats turns per second.
   *
   * @param v the value
   * @return the text
   */
  public static String perSecond(double v) {
    return String.format(Locale.ROOT, "%.0f turns/s", v);
  }

  /** A jar's size as two cells: its bytes, and KiB (1,024 bytes). */
  private static String jarSize(long bytes) {
    return String.format(Locale.ROOT, "%,d | %.1f KiB", bytes, bytes / 1024.0);
  }

  /**
   * Formats bytes as KB (1,024 bytes).
   *
   * @param bytes the value
   * @return the text
   */
  public static String kb(double bytes) {
    return String.format(Locale.ROOT, "%.1f KB", bytes / 1024);
  }

  /**
   * Formats bytes as MB (1,048,576 bytes).
   *
   * @param bytes the value
   * @return the text
   */
  public static String mb(double bytes) {
    return String.format(Locale.ROOT, "%.2f MB", bytes / (1024 * 1024));
  }
}
