package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Frozen parts 1–5 and tune7, retired to tuning in session 19, tune8 (session 20), tune9 (session
 * 21) and tune10 (session 22) have two copies: the one the ask model trains on (this package's
 * resources in src/main, left out of the jar) and the one the in-sample regression floors and the
 * benchmarks read (test resources under {@code intent/}). They must stay the same bytes, so that
 * the floors score the rows the model trained on.
 */
class RetiredTablesTest {
  @Test
  void theTrainingCopiesAreTheTestCopies() throws IOException {
    List<String> tables =
        AskModel.TABLES.stream()
            .filter(
                t ->
                    t.startsWith("frozen-test")
                        || t.startsWith("tune7")
                        || t.startsWith("tune8")
                        || t.startsWith("tune9")
                        || t.startsWith("tune10"))
            .toList();
    assertThat(tables).hasSize(18);
    for (String t : tables) {
      try (InputStream main = GroundingClassifier.class.getResourceAsStream(t);
          InputStream test = getClass().getClassLoader().getResourceAsStream("intent/" + t)) {
        assertThat(main).as(t).isNotNull();
        assertThat(test).as("intent/" + t).isNotNull();
        assertThat(main.readAllBytes()).as(t).isEqualTo(test.readAllBytes());
      }
    }
  }
}
