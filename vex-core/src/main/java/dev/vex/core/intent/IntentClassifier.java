package dev.vex.core.intent;

import dev.vex.core.message.Message;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Reads the user's message and says what it asks for. Runs first in every turn; it must be fast and
 * must not call the network. The default finds nothing, which leaves the model to decide.
 *
 * <p>A classifier that reads follow-ups ("and tomorrow?", "hva med DNB?") overrides {@link
 * #classify(Message, PreviousTurn)} too, which the agent calls with the user's previous message and
 * its intents; one that does not is called with the message alone.
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

  /**
   * Classifies a message that follows another in a conversation. The agent calls this one; the
   * default ignores the previous turn and calls {@link #classify(Message)}, so a classifier written
   * for single messages keeps working. An override reads the previous turn only to understand a
   * follow-up: a complete new request stands on its own, and a subject only mentioned before ("who
   * created bitcoin?") makes no request of a follow-up that asks for nothing live.
   *
   * @param message the user's message
   * @param previous the user's previous message and its intents; {@link PreviousTurn#NONE} when
   *     there is none
   * @return the intents found, possibly several, possibly none
   */
  default List<Intent> classify(Message message, PreviousTurn previous) {
    return classify(message);
  }

  /**
   * Combines classifiers: the intents of each, in the order given, without duplicates; each is
   * given the previous turn the combination is given. One that throws or returns null adds nothing
   * (logged with its class name) and the others still count, so a host's own rule cannot switch off
   * the built-in ones, nor the other way round.
   *
   * <pre>{@code
   * IntentClassifier mine = m -> m.content().contains("flight") ? List.of(Intent.of("flights", ""))
   *     : List.of();
   * builder.classifier(IntentClassifier.anyOf(mine, GroundingClassifier.create()));
   * }</pre>
   *
   * @param classifiers the classifiers, at least one
   * @return the combined classifier, immutable and thread-safe if each part is
   */
  static IntentClassifier anyOf(IntentClassifier... classifiers) {
    List<IntentClassifier> all = List.of(classifiers);
    if (all.isEmpty()) {
      throw new IllegalArgumentException("anyOf needs at least one classifier");
    }
    return new IntentClassifier() {
      @Override
      public List<Intent> classify(Message message) {
        return classify(message, PreviousTurn.NONE);
      }

      @Override
      public List<Intent> classify(Message message, PreviousTurn previous) {
        Set<Intent> found = new LinkedHashSet<>();
        for (IntentClassifier c : all) {
          List<Intent> some;
          try {
            some = c.classify(message, previous);
          } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            org.slf4j.LoggerFactory.getLogger(IntentClassifier.class)
                .warn("classifier {} failed; its intents are left out", c.getClass().getName(), e);
            continue;
          }
          if (some == null) {
            org.slf4j.LoggerFactory.getLogger(IntentClassifier.class)
                .warn("classifier {} returned null; it must return a list", c.getClass().getName());
            continue;
          }
          for (Intent i : some) {
            found.add(Objects.requireNonNull(i, "an intent"));
          }
        }
        return List.copyOf(new ArrayList<>(found));
      }
    };
  }
}
