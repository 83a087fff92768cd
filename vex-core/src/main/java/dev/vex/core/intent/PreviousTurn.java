package dev.vex.core.intent;

import java.util.List;

/**
 * What an {@link IntentClassifier} may know of the conversation before the message it classifies:
 * the user's previous message and the intents found in it, asks and mentions alike. Only that one
 * turn, never the whole history, so that a follow-up without a subject of its own ("and tomorrow?"
 * after "weather in Bergen?", "hva med DNB?" after "kurs på Equinor?", "when do they play next?"
 * after "how did Arsenal do?") can be read against it.
 *
 * <p>The {@link dev.vex.core.Agent} gives it to the classifier in every turn of a {@link
 * dev.vex.core.Conversation}: the previous user message of that conversation and the intents the
 * classifier found in it then. A conversation whose history the host filled itself has its last
 * user message classified once, alone, to get them. A turn without a conversation, or the first
 * turn of one, gets {@link #NONE}.
 *
 * <p>Bounded: the text is cut to its first {@value #MAX_CHARS} characters and the intents to the
 * first {@value #MAX_INTENTS}. Immutable and thread-safe.
 *
 * @param text the user's previous message; empty when there is none
 * @param intents what the classifier found in it, in its order; empty when it found nothing
 */
public record PreviousTurn(String text, List<Intent> intents) {

  /** The most characters of the previous message kept. */
  public static final int MAX_CHARS = 4000;

  /** The most intents of the previous message kept. */
  public static final int MAX_INTENTS = 16;

  /** No previous turn: the first message of a conversation, or a turn without one. */
  public static final PreviousTurn NONE = new PreviousTurn("", List.of());

  /** Validates, cuts and copies. */
  public PreviousTurn {
    text = text == null ? "" : text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
    intents =
        intents == null
            ? List.of()
            : List.copyOf(intents.size() > MAX_INTENTS ? intents.subList(0, MAX_INTENTS) : intents);
  }

  /**
   * Returns whether there is no previous message.
   *
   * @return true when the text is blank and there are no intents
   */
  public boolean isEmpty() {
    return text.isBlank() && intents.isEmpty();
  }
}
