package dev.vex.benchmarks.grounding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.benchmarks.Report;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The grounded comparison runs all three clients on the CoinGecko recording (its smoke check, run
 * inside, proves each fetches, puts the price in the prompt and replaces a wrong price), a few
 * turns each, no timing asserted.
 */
class GroundedTurnComparisonTest {
  private static final Path FIXTURES =
      Path.of("..", "vex-eval", "src", "main", "resources", "recorded");

  @Test
  void allThreeClientsGroundTheTurnAndTheTableShowsThem() throws Exception {
    GroundedTurnComparison.Result r = GroundedTurnComparison.run(FIXTURES, 3, 1);

    assertThat(r.figures()).containsOnlyKeys(GroundedTurnComparison.CLIENTS);
    r.figures().values().forEach(f -> assertThat(f.p50Micros()).isPositive());
    assertThat(Report.groundedTurn(r, "cmd"))
        .contains(
            "| p50 latency |",
            "| allocation per turn |",
            "OutputGuardrail",
            "| (4) Vex's prompt, direct | Vex / (4) | (5) direct executor | Vex / (5) |"
                + " (4) / (5) |");
    assertThat(r.ratios().get("Vex/" + GroundedTurnComparison.SAME_PROMPT)).hasSize(4);
    assertThat(
            r.ratios()
                .get(GroundedTurnComparison.SAME_PROMPT + "/" + GroundedTurnComparison.DIRECT))
        .hasSize(4);
    // the request sizes are read off the requests the simulator received: Vex's note and data
    // block make its body larger than the floor's, and the same-prompt loop's within 64 bytes
    int vex = r.chatBytes().get("Vex");
    int same = r.chatBytes().get(GroundedTurnComparison.SAME_PROMPT);
    int floor = r.chatBytes().get(GroundedTurnComparison.DIRECT);
    assertThat(vex).isGreaterThan(floor);
    assertThat(Math.abs(vex - same)).isLessThanOrEqualTo(96);
    assertThat(Report.groundedTurn(r, "cmd"))
        .contains(String.format(java.util.Locale.ROOT, "Vex's chat request is %,d bytes", vex));
    assertThat(r.ratios().get("Vex/" + GroundedTurnComparison.DIRECT)).hasSize(4);
    // where a Vex turn's time goes: every part measured, each guard of Guards.defaults() by name
    assertThat(r.vexPhases())
        .containsKeys(GroundedTurnComparison.PHASES.toArray(String[]::new))
        .containsKeys("guard digit-scan", "guard url-allowlist");
    r.vexPhases().values().forEach(v -> assertThat(v).isPositive());
    assertThat(Report.groundedTurn(r, "cmd"))
        .contains("Where a Vex turn's time goes", "| classifier (alone) |", "| guard digit-scan |");
  }

  @Test
  void theSamePromptLoopSendsVexsNoteAndDataBlockAroundItsFact() throws Exception {
    try (var sim = dev.vex.simulator.OllamaSimulator.start();
        var source = new RecordingServer(FIXTURES)) {
      sim.setDispatcher(r -> dev.vex.simulator.Reply.text(GroundedTurnComparison.ANSWER));
      var hand = new GroundedTurnBenchmark.HandWritten(source.base(), sim.baseUrl(), true);

      assertThat(hand.turn(GroundedTurnComparison.QUESTION))
          .isEqualTo(GroundedTurnComparison.ANSWER);
      var messages = sim.chatRequests().get(0).messages();
      assertThat(messages).hasSize(3);
      assertThat(messages.get(0).getAsJsonObject().get("content").getAsString())
          .endsWith("Answer briefly.\n\n" + GroundedTurnBenchmark.HandWritten.VEX_NOTE);
      assertThat(messages.get(1).getAsJsonObject().get("content").getAsString())
          .startsWith("<ground_truth>\n<source kind=\"crypto\" name=\"CoinGecko\" fetched=\"")
          .contains(
              "Bitcoin costs 65,603 USD, 24-hour change -2.97 %; 24-hour range 65,224 – 68,116 USD")
          .endsWith("</source>\n</ground_truth>");
    }
  }

  @Test
  void theLangChain4jGuardrailReplacesAWrongPriceWithTheFact() throws Exception {
    try (var sim = dev.vex.simulator.OllamaSimulator.start();
        var source = new RecordingServer(FIXTURES)) {
      sim.setDispatcher(r -> dev.vex.simulator.Reply.text("Bitcoin is at 70,000 USD."));
      Lc4jGroundedTurn lc4j =
          new Lc4jGroundedTurn(source.base(), sim.baseUrl(), "qwen2.5:3b", "Be brief.");

      String reply = lc4j.turn("What is the bitcoin price?");

      assertThat(reply).isEqualTo("Bitcoin costs 65,603 USD (-3.0% in 24 h, CoinGecko).");
      assertThat(sim.chatRequests().get(0).messages().toString()).contains("65,603");
      assertThat(lc4j.guardrail().replaced()).isEqualTo(1);
    }
  }
}
