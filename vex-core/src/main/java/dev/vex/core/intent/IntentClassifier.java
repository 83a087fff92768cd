package dev.vex.core.intent;

import dev.vex.core.message.Message;
import java.util.List;

/**
 * Reads the user's message and says what it asks for. Runs first in every turn; it must be fast and
 * must not call the network. The default finds nothing, which leaves the model to decide.
 */
@FunctionalInterface
public interface IntentClassifier {

  /** Finds no intent. */
  IntentClassifier NONE = message -> List.of();

  /**
   * Classifies a message.
   *
   * @param message the user's message
   * @return the intents found, possibly several, possibly none
   */
  List<Intent> classify(Message message);
}
