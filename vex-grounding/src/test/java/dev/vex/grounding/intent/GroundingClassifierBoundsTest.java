package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.testkit.CpuBudget;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A hostile message cannot hold the classifier: every rule is linear in the message's length and
 * only the first {@code maxChars} characters are read. Each message below is 1 MB and built to make
 * a backtracking rule blow up (a 40 KB message containing "do" once took 41 s). The bound asserted
 * is generous for a busy machine; the benchmark measures the real cost.
 */
class GroundingClassifierBoundsTest {
  private static final int MB = 1 << 20;

  private static String fill(String unit) {
    StringBuilder sb = new StringBuilder(MB + unit.length());
    while (sb.length() < MB) {
      sb.append(unit);
    }
    return sb.toString();
  }

  static Stream<Arguments> hostile() {
    return Stream.of(
        Arguments.of("do repeated", fill("do ")),
        Arguments.of("one do in a sea of letters", "do " + "a".repeat(MB)),
        Arguments.of("when does without play", "when does " + fill("Arsenal ")),
        Arguments.of("results at the very end", fill("x ") + " results"),
        Arguments.of("dots around words", fill(".'.'.x")),
        Arguments.of("shopping with trailing marks", "cheap " + fill("?!.")),
        Arguments.of("recipe for everything", "recipe for " + fill("pasta and ")),
        Arguments.of("capitals everywhere", fill("AAPL TSLA Stock Oslo Weather ")),
        Arguments.of("no spaces", "x".repeat(MB)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hostile")
  void aOneMegabyteMessageIsClassifiedQuickly(String name, String message) {
    GroundingClassifier c = GroundingClassifier.create();
    List<Intent> intents = CpuBudget.within(Duration.ofSeconds(10), () -> c.classify(message));
    assertThat(intents.size()).isLessThanOrEqualTo(6);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("hostile")
  void evenWithTheLargestCapEveryRuleIsLinear(String name, String message) {
    GroundingClassifier c = GroundingClassifier.builder().maxChars(100_000).build();
    CpuBudget.within(Duration.ofSeconds(10), () -> c.classify(message));
  }

  @org.junit.jupiter.api.Test
  void onlyTheFirstMaxCharsAreClassified() {
    GroundingClassifier c = GroundingClassifier.builder().maxChars(100).build();
    assertThat(c.classify("weather in Oslo " + "x ".repeat(100)))
        .extracting(Intent::kind, Intent::subject)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("weather", "Oslo"));
    assertThat(c.classify("x ".repeat(100) + "weather in Oslo")).isEmpty();
  }
}
