package dev.vex.benchmarks.grounding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The profiling loop runs either client on the CoinGecko recording, a few turns each (each Vex turn
 * checked to have fetched, each floor turn to have returned the model's answer), and prints its
 * three rounds; no timing asserted.
 */
class GroundedTurnProfileTest {
  private static final Path FIXTURES =
      Path.of("..", "vex-eval", "src", "main", "resources", "recorded");

  @Test
  void eachClientRunsItsTurnsAndPrintsThreeRounds() throws Exception {
    for (String client : new String[] {"vex", "floor"}) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      GroundedTurnProfile.run(
          client, 3, FIXTURES, new PrintStream(bytes, true, StandardCharsets.UTF_8));

      assertThat(bytes.toString(StandardCharsets.UTF_8).lines())
          .hasSize(3)
          .allMatch(
              l -> l.matches(client + " round [123]: p50 \\d+ us, p90 \\d+ us, process CPU .*"));
    }
  }

  @Test
  void anUnknownClientIsRefusedBeforeAnyServerStarts() {
    assertThatThrownBy(
            () ->
                GroundedTurnProfile.run(
                    "lc4j", 3, FIXTURES, new PrintStream(OutputStream.nullOutputStream())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("vex or floor");
  }
}
