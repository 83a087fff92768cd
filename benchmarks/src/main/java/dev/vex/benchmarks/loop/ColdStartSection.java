package dev.vex.benchmarks.loop;

import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.List;
import java.util.Map;

/**
 * Section {@code cold-start}: {@link ColdStartComparison}, a fresh JVM answering one tool turn. Its
 * floor is the plain loop with a direct executor.
 */
public final class ColdStartSection implements Section {
  @Override
  public String name() {
    return "cold-start";
  }

  @Override
  public Run run(Settings settings) throws Exception {
    ColdStartComparison.Result r = ColdStartComparison.run(settings.full() ? 11 : 7);
    Map<String, Double> m = r.medianMillis();
    double vex = m.get("Vex");
    return new Run(
        Report.coldStart(r, settings.command(name())),
        List.of(
            Headline.ratio(
                "cold start to the first reply (tool turn)",
                ToolTurnSection.FLOOR,
                vex / m.get(ColdStartComparison.DIRECT),
                Target.atMost(1.20)),
            Headline.ratio(
                "cold start to the first reply (tool turn)",
                "plain loop, default executor",
                vex / m.get("plain"),
                null),
            Headline.ratio(
                "cold start to the first reply (tool turn)",
                "LangChain4j",
                vex / m.get("LangChain4j"),
                null)));
  }
}
