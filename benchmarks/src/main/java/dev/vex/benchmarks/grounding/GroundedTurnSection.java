package dev.vex.benchmarks.grounding;

import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.List;

/**
 * Section {@code grounded}: {@link GroundedTurnComparison}. Its floor is the hand-written loop with
 * a direct executor, as Vex's HTTP clients have.
 */
public final class GroundedTurnSection implements Section {
  static final String FLOOR = "hand-written loop, direct executor (floor)";

  @Override
  public String name() {
    return "grounded";
  }

  @Override
  public Run run(Settings settings) throws Exception {
    GroundedTurnComparison.Result r =
        settings.full()
            ? GroundedTurnComparison.run(settings.fixtures(), 3000, 5)
            : GroundedTurnComparison.run(settings.fixtures(), 1000, 3);
    double[] vd = r.ratios().get("Vex/" + GroundedTurnComparison.DIRECT);
    double[] vh = r.ratios().get("Vex/hand-written");
    double[] vl = r.ratios().get("Vex/LangChain4j");
    return new Run(
        Report.groundedTurn(r, settings.command(name())),
        List.of(
            Headline.ratio("grounded turn p50", FLOOR, vd[0], Target.atMost(1.00)),
            Headline.ratio("grounded turn allocation", FLOOR, vd[2], Target.atMost(1.05)),
            Headline.ratio("grounded turn p50", "hand-written loop, default executor", vh[0], null),
            Headline.ratio("grounded turn p50", "LangChain4j", vl[0], null),
            Headline.ratio("grounded turn allocation", "LangChain4j", vl[2], null)));
  }
}
