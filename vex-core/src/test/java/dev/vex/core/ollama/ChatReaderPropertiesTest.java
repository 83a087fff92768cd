package dev.vex.core.ollama;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The NDJSON chat reader on generated hostile replies: a fixed seed and a small budget, so the
 * suite stays fast and repeatable. {@code ChatReaderFuzz} runs the same property longer ({@code mvn
 * -Pfuzz}).
 */
class ChatReaderPropertiesTest {

  @Property(tries = 400, seed = "20261203")
  void everyReplyEndsInATypedOutcome(@ForAll("replies") String body) {
    ChatReaderInputs.readsToATypedOutcome(body);
  }

  @Provide
  Arbitrary<String> replies() {
    return ChatReaderInputs.reply();
  }
}
