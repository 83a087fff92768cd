package dev.vex.benchmarks.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The telemetry comparison really runs the three contenders against the simulator (a few turns, no
 * timing asserted; its smoke check has seen the SDK record six spans a turn and the no-op none).
 */
class TelemetryComparisonTest {
  @Test
  void allFourContendersAnswerAndTheTableShowsThemSideBySide() throws Exception {
    TelemetryComparison.Result r = TelemetryComparison.run(3, 1, 100);

    assertThat(r.figures()).containsOnlyKeys(TelemetryComparison.CLIENTS);
    r.figures()
        .values()
        .forEach(
            f -> {
              assertThat(f.p50Micros()).isPositive();
              assertThat(f.turnsPerSecond()).isPositive();
              assertThat(f.bytesPerTurn()).isPositive();
            });
    assertThat(r.ratios()).containsOnlyKeys(TelemetryComparison.CLIENTS.subList(1, 4));
    assertThat(r.spansPerTurn()).isEqualTo(6);
    String md = TelemetrySection.markdown(r, "the command");
    assertThat(md)
        .contains(
            "| measure | telemetry off | no-op OpenTelemetry | OpenTelemetry SDK, in memory |"
                + " OpenTelemetry SDK, sampler drops all |",
            "| p50 latency |",
            "| allocation per turn |",
            "Reproduce: `the command`");
  }
}
