package dev.vex.core.ollama;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The long run of {@link ChatReaderPropertiesTest}'s property, with a fresh seed each time. Not
 * part of the suite: {@code mvn -Pfuzz -pl vex-core -am verify} (see the parent pom). Findings
 * become regression tests.
 */
class ChatReaderFuzz {

  @Property(maxDiscardRatio = 100)
  void everyReplyEndsInATypedOutcome(@ForAll("replies") String body) {
    ChatReaderInputs.readsToATypedOutcome(body);
  }

  @Provide
  Arbitrary<String> replies() {
    return ChatReaderInputs.reply();
  }
}
