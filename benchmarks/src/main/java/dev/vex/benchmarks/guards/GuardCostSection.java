package dev.vex.benchmarks.guards;

import dev.vex.benchmarks.Jmh;
import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;

/** Section {@code guard-cost}: {@link GuardCost} under JMH, the cost per KB of each guard. */
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
    return new Run(b.toString(), List.of());
  }
}
