package dev.vex.core.internal.rounds;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The long run of {@link TextToolCallsPropertiesTest}'s properties, with a fresh seed each time.
 * Not part of the suite: {@code mvn -Pfuzz -pl vex-core -am verify}. Findings become regression
 * tests.
 */
class TextToolCallsFuzz {

  @Property
  void recoveryIsConsistentAndNeverThrows(@ForAll("replies") String text) {
    TextToolCallsInputs.recoversConsistently(text);
  }

  @Property
  void anyTextIsHandled(@ForAll String text) {
    TextToolCallsInputs.recoversConsistently(text);
  }

  @Provide
  Arbitrary<String> replies() {
    return TextToolCallsInputs.reply();
  }
}
