package dev.vex.benchmarks.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.benchmarks.Report;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import org.junit.jupiter.api.Test;

/**
 * The tool-turn comparison really runs all three clients against the simulator (a few turns, no
 * timing asserted), and its smoke check stops a comparison whose client does not do the work.
 */
class ToolTurnComparisonTest {
  @Test
  void allThreeClientsAnswerThroughTheSimulatorAndTheTableShowsThem() throws Exception {
    ToolTurnComparison.Result r = ToolTurnComparison.run(3, 1, 100);

    assertThat(r.figures()).containsOnlyKeys(ToolTurnComparison.CLIENTS);
    r.figures()
        .values()
        .forEach(
            f -> {
              assertThat(f.p50Micros()).isPositive();
              assertThat(f.turnsPerSecond()).isPositive();
              assertThat(f.bytesPerTurn()).isPositive();
            });
    assertThat(r.ratios())
        .containsOnlyKeys(
            "Vex/plain",
            "LangChain4j/plain",
            "Vex/LangChain4j",
            "Vex/" + ToolTurnComparison.DIRECT);
    String md = Report.toolTurn(r, "the command");
    assertThat(md)
        .contains(
            "| p50 latency |",
            "| 8-thread throughput |",
            "| plain, direct executor | Vex / it |",
            "Reproduce: `the command`");
  }

  @Test
  void aClientThatSkipsTheToolFailsTheSmokeCheck() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      // the model answers at once: no tool call, so one chat request per turn instead of two
      sim.setDispatcher(r -> Reply.text(ToolTurnComparison.ANSWER));
      Lc4jToolTurn lc4j =
          new Lc4jToolTurn(sim.baseUrl().toString(), "qwen2.5:3b", ToolTurnComparison.SYSTEM);

      assertThatThrownBy(
              () ->
                  ToolTurnComparison.smoke(
                      sim, "LangChain4j", () -> lc4j.turn(ToolTurnComparison.QUESTION)))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("sent 1 chat requests");
    }
  }

  @Test
  void aWrongReplyFailsTheSmokeCheck() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.setDispatcher(
          r ->
              "tool".equals(r.lastMessage().get("role").getAsString())
                  ? Reply.text("It is 13:00 in Oslo.")
                  : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
      Lc4jToolTurn lc4j =
          new Lc4jToolTurn(sim.baseUrl().toString(), "qwen2.5:3b", ToolTurnComparison.SYSTEM);

      assertThatThrownBy(
              () ->
                  ToolTurnComparison.smoke(
                      sim, "LangChain4j", () -> lc4j.turn(ToolTurnComparison.QUESTION)))
          .hasMessageContaining("replied It is 13:00 in Oslo.");
      assertThat(lc4j.toolCalls()).isEqualTo(1);
    }
  }
}
