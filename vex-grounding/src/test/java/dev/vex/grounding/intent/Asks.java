package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.message.Message;
import java.util.List;

/**
 * What the user would get from the default classifier, read the one way the forms tests read it:
 * each ask as {@code kind:subject}, in order; a mention or nothing grounded gives no entry.
 */
final class Asks {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  private Asks() {}

  /** The asks of one message on its own. */
  static List<String> asks(String message) {
    return kindsAndSubjects(CLASSIFIER.classify(message));
  }

  /** The asks of {@code message} read after {@code previous} (classified first, as a turn). */
  static List<String> asks(String previous, String message) {
    return kindsAndSubjects(
        CLASSIFIER.classify(
            Message.user(message),
            new PreviousTurn(previous, CLASSIFIER.classify(Message.user(previous)))));
  }

  private static List<String> kindsAndSubjects(List<Intent> intents) {
    return intents.stream().filter(Intent::isAsk).map(i -> i.kind() + ":" + i.subject()).toList();
  }
}
