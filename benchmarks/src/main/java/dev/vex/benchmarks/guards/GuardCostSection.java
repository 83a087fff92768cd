package dev.vex.benchmarks.guards;

import dev.vex.benchmarks.Jmh;
import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;

/**
 * Section {@code guard-cost}: {@link GuardCost} under JMH, the cost per KB of each guard; then
 * {@link GuardPerMb}, each guard's milliseconds per MB by input class (issue 24's target).
 */
public final class GuardCostSection implements Section {
  @Override
  public String name() {
    return "guard-cost";
  }

  @Override
  public boolean repeated() {
    return false; // JMH runs its own iterations
  }

  @Override
  public Run run(Settings settings) throws Exception {
    Collection<RunResult> results = Jmh.run(GuardCost.class, settings.full());
    // text -> benchmark -> kb -> microseconds per reply
    Map<String, Map<String, Map<Integer, Double>>> score = new TreeMap<>();
    for (RunResult r : results) {
      String bench = r.getParams().getBenchmark();
      bench = bench.substring(bench.lastIndexOf('.') + 1);
      score
          .computeIfAbsent(r.getParams().getParam("text"), k -> new TreeMap<>())
          .computeIfAbsent(bench, k -> new TreeMap<>())
          .put(Integer.parseInt(r.getParams().getParam("kb")), Jmh.micros(r));
    }
    StringBuilder b = new StringBuilder("## Guard cost per KB\n\n");
    b.append(
        "JMH (`GuardCost`): the digit scan (`DigitScanGuard`) and the link allowlist"
            + " (`UrlAllowlistGuard`) over one reply of 10 KB, 100 KB and 1 MB. `realistic` is a"
            + " small model's reply (prices, dates, temperatures, Markdown links, bare URLs)"
            + " repeated; `tricky` is text built to hurt backtracking scanners; `negatives`"
            + " (`-1-1-1…`) and `links` (a link every 52 characters) are issue 24's inputs. The"
            + " cost per KB should stay flat: the last column, the cost per KB at 1 MB over that"
            + " at 10 KB, is 1.00 for linear growth.\n\n");
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
    b.append('\n').append(Jmh.command(name(), settings.full()));
    List<Headline> headlines = new ArrayList<>();
    perMb(b, settings, headlines);
    return new Run(b.toString(), headlines);
  }

  /**
   * Issue 24's table ({@link GuardPerMb}): each guard's milliseconds per MB on every input class at
   * 1 and 4 MB, the classifier's and the memory policy's per message, and a headline per guard: its
   * worst input class against the target of {@value GuardPerMb#TARGET_MS_PER_MB} ms per MB.
   */
  private static void perMb(StringBuilder b, Settings settings, List<Headline> headlines)
      throws Exception {
    int runs = settings.full() ? 3 : 1;
    int repetitions = GuardPerMb.repetitions(!settings.full());
    List<GuardPerMb.Cost> costs = GuardPerMb.measure(repetitions, c -> {});
    b.append("\n### Milliseconds per MB, by input class\n\n");
    b.append(
        "`GuardPerMb`: each guard over one reply of 1 MB and of 4 MB of each input class, the"
            + " measuring thread's CPU time per MB (the machine may be busy); linear code costs the"
            + " same per MB at both sizes. Each guard and input class is measured in a JVM of its"
            + " own, as JMH forks each benchmark (in one JVM the classes measured before change"
            + " what the JIT compiles for the next: the digit scan on `-1-1-1` cost half as much"
            + " again after five other classes as alone). Each warm-up, first over replies of"
            + " 16 KB (so that the guard's methods are compiled as in real turns), then over the"
            + " 1 MB reply, lasts until "
            + GuardPerMb.WARM_UP_STABLE_RUNS
            + " runs in a row compiled nothing and were no faster than the best by 3% (at most "
            + GuardPerMb.WARM_UP_MAX.toSeconds()
            + " s each): a fixed count of runs left the digit scan over prose at three times its"
            + " compiled cost. Then one run over the 4 MB reply that is not counted, and "
            + repetitions
            + " rounds of one run over each size, the sizes taking turns (run one after the other,"
            + " a warm-up cut short on a busy machine made the 1 MB runs cost twice the 4 MB"
            + " ones); each cell is the median of its "
            + repetitions
            + " runs, their least and greatest in the second table. The forked JVM's heap is fixed"
            + " and touched before"
            + " the first run (`-Xms"
            + GuardPerMb.forkHeap("url allowlist")
            + " -Xmx"
            + GuardPerMb.forkHeap("url allowlist")
            + " -XX:+AlwaysPreTouch` for the allowlist, whose trees of a 4 MB reply hold about 190"
            + " MB; "
            + GuardPerMb.forkHeap("digit scan, ask")
            + " for the others, which keep under 24 MB): in a heap that grew under a single 4 MB run, the page faults"
            + " of its fresh pages were charged to the measuring thread, and single 4 MB cells read"
            + " up to nine times their 1 MB cells. The time the garbage collector spends on its own"
            + " threads is not in these figures. The digit scan runs in a turn that"
            + " asks for a price, a change, a match score and the weather (`ask`, so an override"
            + " keeps prose), in one that asks for the weather in Heideck with the recorded"
            + " wttr.in report as its ground truth (`weather`: "
            + GuardPerMb.weatherTruth().keyFigures().size()
            + " key figures, the later days' hourly values among them, read by `WeatherFetcher`"
            + " from the recorded bytes served on 127.0.0.1), in one that asks for the recipe of"
            + " Bakewell tart with TheMealDB's recorded answer read by `RecipeFetcher` (`recipe`:"
            + " the recipe's times, oven temperatures, amounts and ingredient count), in one that"
            + " only mentions ^SP500TR's past window, 20 June to 14 July 2023, with Yahoo's recorded"
            + " daily chart read by `StockFetcher` (`dated market`: "
            + GuardPerMb.datedTruth().keyFigures().size()
            + " daily figures, each sentence judged against the days it names), in one that asks"
            + " for the Hacker News front page with Algolia's recorded answer read by `NewsFetcher`"
            + " (`news`: each story's points as a key figure, its comment count as a fact), in one"
            + " that asks about Liverpool with TheSportsDB's recorded last and next events read by"
            + " `SportsFetcher` (`sports`: the score and each match's round) and in one that"
            + " only mentions two subjects (`mention`); the failed-fetch guard after three failed"
            + " fetches. `prose` is a small model's reply repeated, `weather prose` a small model's"
            + " honest weather reply about Heideck (English and Norwegian), `recipe prose`,"
            + " `dated closes`, `stories prose` and `rounds prose` honest replies about the recipe,"
            + " the window, the front page and the matches that state many of their figures"
            + " (measured only with their guard, as the `no full stop` rows of each, with all its"
            + " figures in one sentence, and `comments, no story named`); the others are built to"
            + " find slow paths. The target is at most "
            + String.format(Locale.ROOT, "%.0f", GuardPerMb.TARGET_MS_PER_MB)
            + " ms per MB.\n\n");
    Map<String, Map<String, GuardPerMb.Cost>> byInput = new LinkedHashMap<>();
    List<String> guards = new ArrayList<>();
    for (GuardPerMb.Cost c : costs) {
      byInput.computeIfAbsent(c.input(), k -> new LinkedHashMap<>()).put(c.guard(), c);
      if (!guards.contains(c.guard())) {
        guards.add(c.guard());
      }
    }
    b.append("| input |");
    for (String g : guards) {
      b.append(' ').append(g).append(", 1 MB | ").append(g).append(", 4 MB |");
    }
    b.append("\n|---|").append("---|---|".repeat(guards.size())).append('\n');
    for (Map.Entry<String, Map<String, GuardPerMb.Cost>> row : byInput.entrySet()) {
      b.append("| ").append(row.getKey()).append(" |");
      for (String g : guards) {
        GuardPerMb.Cost c = row.getValue().get(g);
        if (c == null) { // an input class of another guard's data
          b.append(" — | — |");
          continue;
        }
        b.append(' ')
            .append(mark(c.msPerMb1()))
            .append(" | ")
            .append(mark(c.msPerMb4()))
            .append(" |");
      }
      b.append('\n');
    }
    b.append(
        "\nThe spread of the same runs, least–greatest ms per MB (a wide one says the machine was"
            + " busy during that cell):\n\n| input |");
    for (String g : guards) {
      b.append(' ').append(g).append(", 1 MB | ").append(g).append(", 4 MB |");
    }
    b.append("\n|---|").append("---|---|".repeat(guards.size())).append('\n');
    for (Map.Entry<String, Map<String, GuardPerMb.Cost>> row : byInput.entrySet()) {
      b.append("| ").append(row.getKey()).append(" |");
      for (String g : guards) {
        GuardPerMb.Cost c = row.getValue().get(g);
        if (c == null) {
          b.append(" — | — |");
          continue;
        }
        b.append(' ')
            .append(GuardPerMb.format(c.min1()))
            .append("–")
            .append(GuardPerMb.format(c.max1()))
            .append(" | ")
            .append(GuardPerMb.format(c.min4()))
            .append("–")
            .append(GuardPerMb.format(c.max4()))
            .append(" |");
      }
      b.append('\n');
    }
    for (String g : guards) {
      GuardPerMb.Cost worst = null;
      for (GuardPerMb.Cost c : costs) {
        if (c.guard().equals(g) && (worst == null || c.worst() > worst.worst())) {
          worst = c;
        }
      }
      headlines.add(
          new Headline(
              g + ", worst input class per MB",
              "absolute (" + worst.input() + ")",
              worst.worst(),
              "ms",
              Target.atMost(GuardPerMb.TARGET_MS_PER_MB)));
    }
    List<GuardPerMb.Cost> capped = GuardPerMb.measureCapped(runs, c -> {});
    b.append(
        "\nThe intent classifier reads a message's first 4,000 characters and the memory policy"
            + " keeps nothing of a message over 2,000, so their cost is per message at that"
            + " length, whatever the message's size (µs per message):\n\n"
            + "| input | classifier, 4,000 chars | memory policy, 2,000 chars |\n|---|---|---|\n");
    Map<String, double[]> perMessage = new LinkedHashMap<>();
    for (GuardPerMb.Cost c : capped) {
      double[] v = perMessage.computeIfAbsent(c.input(), k -> new double[2]);
      v[c.guard().equals("classifier") ? 0 : 1] = c.msPerMb1() * 1000;
    }
    for (Map.Entry<String, double[]> row : perMessage.entrySet()) {
      b.append(
          String.format(
              Locale.ROOT,
              "| %s | %.0f µs | %.0f µs |%n",
              row.getKey(),
              row.getValue()[0],
              row.getValue()[1]));
    }
    b.append(
        "\nStandalone: `java -cp <benchmarks classpath> dev.vex.benchmarks.guards.GuardPerMb`"
            + " (the median of 9 runs per figure, 5 with `--quick`; `--one-jvm` measures all in one"
            + " JVM).\n");
  }

  /** A figure in ms, in bold past the target. */
  private static String mark(double ms) {
    String f = GuardPerMb.format(ms);
    return ms > GuardPerMb.TARGET_MS_PER_MB ? "**" + f + "**" : f;
  }
}
