package dev.vex.benchmarks.grounding;

import dev.vex.benchmarks.Jmh;
import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;

/** Section {@code classify}: {@link ClassifyThroughput} under JMH. */
public final class ClassifySection implements Section {
  @Override
  public String name() {
    return "classify";
  }

  @Override
  public boolean repeated() {
    return false; // JMH runs its own iterations
  }

  @Override
  public Run run(Settings settings) throws Exception {
    Map<String, Double> opsPerSecond = new TreeMap<>();
    for (RunResult r : Jmh.run(ClassifyThroughput.class, settings.full())) {
      String bench = r.getParams().getBenchmark();
      opsPerSecond.put(bench.substring(bench.lastIndexOf('.') + 1), Jmh.perSecond(r));
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
    b.append(Jmh.command(name(), settings.full()));
    return new Run(b.toString(), List.of());
  }
}
