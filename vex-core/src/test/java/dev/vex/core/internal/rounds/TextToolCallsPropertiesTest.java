package dev.vex.core.internal.rounds;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The text tool-call recovery on generated near-miss replies: a fixed seed and a small budget.
 * {@code TextToolCallsFuzz} runs the same properties longer ({@code mvn -Pfuzz}).
 */
class TextToolCallsPropertiesTest {

  @Property(tries = 1_000, seed = "20261203")
  void recoveryIsConsistentAndNeverThrows(@ForAll("replies") String text) {
    TextToolCallsInputs.recoversConsistently(text);
  }

  @Property(tries = 300, seed = "20261203")
  void anyTextIsHandled(@ForAll String text) {
    TextToolCallsInputs.recoversConsistently(text);
  }

  @Provide
  Arbitrary<String> replies() {
    return TextToolCallsInputs.reply();
  }
}
