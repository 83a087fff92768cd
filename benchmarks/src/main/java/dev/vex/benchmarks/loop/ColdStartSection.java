package dev.vex.benchmarks.loop;

import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import dev.vex.benchmarks.grounding.GroundedColdStart;
import java.util.List;
import java.util.Map;

/**
 * Section {@code cold-start}: {@link ColdStartComparison}, a fresh JVM answering one tool turn, and
 * {@link GroundedColdStart}, a fresh JVM answering one grounded turn. Their floors are the plain
 * and the hand-written loop with a direct executor.
 */
public final class ColdStartSection implements Section {
  @Override
  public String name() {
    return "cold-start";
  }

  @Override
  public Run run(Settings settings) throws Exception {
    int runs = settings.full() ? 11 : 7;
    ColdStartComparison.Result r = ColdStartComparison.run(runs);
    GroundedColdStart.Result g = GroundedColdStart.run(settings.fixtures(), runs);
    Map<String, Double> m = r.medianMillis();
    Map<String, Double> gm = g.medianMillis();
    double vex = m.get("Vex");
    double gvex = gm.get("Vex");
    String text = Report.coldStart(r, settings.command(name()));
    int reproduce = text.lastIndexOf("Reproduce: ");
    text = text.substring(0, reproduce) + GroundedColdStart.markdown(g) + text.substring(reproduce);
    return new Run(
        text,
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
                null),
            Headline.ratio(
                "cold start to the first grounded reply",
                GroundedColdStart.FLOOR,
                gvex / gm.get(GroundedColdStart.DIRECT),
                Target.atMost(1.20)),
            Headline.ratio(
                "cold start to the first grounded reply",
                "hand-written loop, default executor",
                gvex / gm.get("hand-written"),
                null),
            Headline.ratio(
                "cold start to the first grounded reply",
                "LangChain4j",
                gvex / gm.get("LangChain4j"),
                null)));
  }
}
