package dev.vex.benchmarks;

import dev.vex.eval.EvalReport;
import dev.vex.eval.EvalRunner;
import dev.vex.eval.ScenarioLoader;
import java.util.List;

/** Section {@code eval}: vex-eval's built-in scenarios on the simulator's scripted model. */
public final class EvalSection implements Section {
  @Override
  public String name() {
    return "eval";
  }

  @Override
  public boolean repeated() {
    return false; // deterministic counts
  }

  @Override
  public Run run(Settings settings) {
    EvalReport report = EvalRunner.builder().scenarios(ScenarioLoader.builtIn()).build().run();
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
        .append(settings.command(name()))
        .append("`, or the eval itself with the per-scenario table: `mvn -q -pl vex-eval -am")
        .append(" package -DskipTests exec:java -Dexec.args=--simulator`\n");
    return new Run(b.toString(), List.of());
  }
}
