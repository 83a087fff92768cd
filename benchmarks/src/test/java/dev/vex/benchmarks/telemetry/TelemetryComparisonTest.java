package dev.vex.benchmarks.telemetry;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The telemetry comparison really runs the three contenders against the simulator (a few turns, no
 * timing asserted; its smoke check has seen the SDK record six spans a turn and the no-op none).
 */
class TelemetryComparisonTest {
  @Test
  void allThreeContendersAnswerAndTheTableShowsThemSideBySide() throws Exception {
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
    assertThat(r.ratios())
        .containsOnlyKeys(TelemetryComparison.CLIENTS.get(1), TelemetryComparison.CLIENTS.get(2));
    assertThat(r.spansPerTurn()).isEqualTo(6);
    String md = TelemetrySection.markdown(r, "the command");
    assertThat(md)
        .contains(
            "| measure | telemetry off | no-op OpenTelemetry | OpenTelemetry SDK, in memory |",
            "| p50 latency |",
            "| allocation per turn |",
            "Reproduce: `the command`");
  }
}
