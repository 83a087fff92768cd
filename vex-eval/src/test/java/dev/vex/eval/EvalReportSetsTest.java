package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class EvalReportSetsTest {

  /** A run whose draft was clean exactly when the judge read no invented figure in it. */
  private static EvalReport.Run run(String text, boolean overridden, String... invented) {
    return run(text, overridden, invented.length == 0, invented);
  }

  private static EvalReport.Run run(
      String text, boolean overridden, boolean draftClean, String... invented) {
    return new EvalReport.Run(
        text, List.of(invented), List.of(), List.of(), List.of(), overridden, draftClean, false, 1);
  }

  private static EvalReport.Result result(
      String id, boolean honest, EvalReport.Run alone, EvalReport.Run vex) {
    return new EvalReport.Result(
        id, "stocks", "en", alone, vex, honest, false, null, false, false, id, "q?", "s");
  }

  @Test
  void aHeldOutSetIsReportedApartFromTheSetsWrittenBefore() {
    assertThat(EvalReport.setOf("outsider6-e001-en-honest")).isEqualTo("outsider6 (held out)");
    assertThat(EvalReport.setOf("outsider-d001-en-honest")).isEqualTo("earlier sets");
    assertThat(EvalReport.setOf("btc-en1-honest")).isEqualTo("earlier sets");

    EvalReport report =
        new EvalReport(
            "m",
            List.of(
                // held out: an honest draft overridden, a wrong one passed word for word
                result("outsider6-e001-en-honest", true, run("ok 1", false), run("data", true)),
                result(
                    "outsider6-e002-en-wrong",
                    false,
                    run("bad 9", false, "9"),
                    run("bad 9", false, "9")),
                // earlier: an honest draft kept, a wrong one caught
                result("btc-en1-honest", true, run("ok 2", false), run("ok 2", false)),
                result("btc-en1-wrong", false, run("bad 7", false, "7"), run("data", true, false))),
            true);

    assertThat(report.bySet())
        .contains("| earlier sets | 0/2 | 0/1 | 0/1 | 0/0 | 0 |")
        .contains("| outsider6 (held out) | 1/2 | 1/1 | 1/1 | 0/0 | 0 |");
    assertThat(report.markdown()).contains(report.bySet());
    assertThat(new EvalReport("m", report.results().subList(2, 4), true).bySet()).isEmpty();
  }
}
