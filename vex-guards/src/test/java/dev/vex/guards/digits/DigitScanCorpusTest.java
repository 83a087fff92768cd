package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.Turns;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Runs the digit scan over the corpus and reports false overrides and leaks; both must be 0. */
class DigitScanCorpusTest {
  private final DigitScanGuard guard = DigitScanGuard.defaults();

  @Test
  void honestRepliesPassUntouchedAndHallucinatedOnesAreReplacedByTheRealData() throws Exception {
    List<String[]> cases = Turns.corpus("/corpus/digit-scan.txt", 4);
    List<String> falseOverrides = new ArrayList<>();
    List<String> leaks = new ArrayList<>();
    int honest = 0;
    int hallucinated = 0;
    for (String[] c : cases) {
      Locale locale = Locale.forLanguageTag(c[1]);
      GroundTruth truth = Turns.truth(Turns.figures(c[2]));
      TurnContext turn = Turns.turn(locale, List.of(truth), List.of());
      String received = Turns.after(guard, c[3], turn);
      if (c[0].equals("pass")) {
        honest++;
        if (!received.equals(c[3])) {
          falseOverrides.add(c[3] + "  =>  " + received);
        }
      } else {
        hallucinated++;
        if (!received.startsWith(truth.summary(locale))) {
          leaks.add(c[3]);
        }
      }
    }
    System.out.printf(
        "digit scan corpus: %d honest, %d hallucinated; false overrides %d/%d (%.1f%%), leaks"
            + " %d/%d (%.1f%%)%n",
        honest,
        hallucinated,
        falseOverrides.size(),
        honest,
        100.0 * falseOverrides.size() / honest,
        leaks.size(),
        hallucinated,
        100.0 * leaks.size() / hallucinated);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
    assertThat(honest).isGreaterThanOrEqualTo(50);
    assertThat(hallucinated).isGreaterThanOrEqualTo(50);
    assertThat(falseOverrides).as("false overrides").isEmpty();
    assertThat(leaks).as("leaks").isEmpty();
  }
}
