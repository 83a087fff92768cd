package dev.vex.benchmarks.loop;

import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.List;

/**
 * Section {@code tool-turn}: {@link ToolTurnComparison}. Its floor is the plain loop with a direct
 * executor, as Vex's HTTP clients have.
 */
public final class ToolTurnSection implements Section {
  static final String FLOOR = "plain loop, direct executor (floor)";

  @Override
  public String name() {
    return "tool-turn";
  }

  @Override
  public Run run(Settings settings) throws Exception {
    ToolTurnComparison.Result r =
        settings.full()
            ? ToolTurnComparison.run(3000, 5, 3000)
            : ToolTurnComparison.run(1000, 3, 2000);
    double[] vd = r.ratios().get("Vex/" + ToolTurnComparison.DIRECT);
    double[] vp = r.ratios().get("Vex/plain");
    double[] vl = r.ratios().get("Vex/LangChain4j");
    return new Run(
        Report.toolTurn(r, settings.command(name())),
        List.of(
            Headline.ratio("tool turn p50", FLOOR, vd[0], Target.atMost(1.00)),
            Headline.ratio("tool turn 8-thread throughput", FLOOR, vd[2], Target.atLeast(1.00)),
            Headline.ratio("tool turn allocation", FLOOR, vd[3], Target.atMost(1.00)),
            Headline.ratio("tool turn p50", "plain loop, default executor", vp[0], null),
            Headline.ratio("tool turn p50", "LangChain4j", vl[0], null),
            Headline.ratio("tool turn 8-thread throughput", "LangChain4j", vl[2], null),
            Headline.ratio("tool turn allocation", "LangChain4j", vl[3], null)));
  }
}
