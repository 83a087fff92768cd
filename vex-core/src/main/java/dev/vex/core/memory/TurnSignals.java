package dev.vex.core.memory;

import dev.vex.core.intent.Intent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * What a turn did, as far as memory cares: the intents the agent detected (other than {@code chat})
 * and whether tools ran. A turn with either is a task turn, and the {@link MemoryPolicy} keeps only
 * clear personal facts from it.
 *
 * @param intentKinds the kinds of the turn's intents other than {@code chat}, lower case
 * @param toolsRan whether any tool ran in the turn
 */
public record TurnSignals(List<String> intentKinds, boolean toolsRan) {

  /** The tag {@link #tags()} writes when tools ran. */
  public static final String TOOLS_TAG = "tools";

  /** The prefix of the tags {@link #tags()} writes for intents. */
  public static final String INTENT_TAG_PREFIX = "intent:";

  /** Nothing known about the turn: only the text decides. */
  public static final TurnSignals NONE = new TurnSignals(List.of(), false);

  private static final int MAX_KINDS = 8;

  /** Normalizes the kinds (lower case, no {@code chat}, no blanks, at most 8) and copies them. */
  public TurnSignals {
    List<String> kinds = new ArrayList<>();
    for (String k : intentKinds) {
      String n = k == null ? "" : k.strip().toLowerCase(Locale.ROOT);
      if (!n.isEmpty()
          && !n.equals(Intent.CHAT)
          && !kinds.contains(n)
          && kinds.size() < MAX_KINDS) {
        kinds.add(n);
      }
    }
    intentKinds = List.copyOf(kinds);
  }

  /**
   * The signals of a turn.
   *
   * @param intents the intents the agent detected; only asks count, a mention is conversation
   * @param toolsRan whether any tool ran
   * @return the signals
   */
  public static TurnSignals of(Collection<Intent> intents, boolean toolsRan) {
    return new TurnSignals(
        intents.stream().filter(Intent::isAsk).map(Intent::kind).toList(), toolsRan);
  }

  /**
   * Reads the signals back from tags written by {@link #tags()}; other tags are ignored.
   *
   * @param tags the tags of a stored entry
   * @return the signals
   */
  public static TurnSignals fromTags(Collection<String> tags) {
    List<String> kinds = new ArrayList<>();
    boolean tools = false;
    for (String t : tags) {
      if (t.equals(TOOLS_TAG)) {
        tools = true;
      } else if (t.startsWith(INTENT_TAG_PREFIX)) {
        kinds.add(t.substring(INTENT_TAG_PREFIX.length()));
      }
    }
    return new TurnSignals(kinds, tools);
  }

  /**
   * Returns whether the turn was a task: an intent other than {@code chat} fired, or a tool ran.
   *
   * @return true for a task turn
   */
  public boolean taskTurn() {
    return toolsRan || !intentKinds.isEmpty();
  }

  /**
   * Writes the signals as tags ({@code intent:weather}, {@code tools}), so that a later layer can
   * judge a stored entry with the same signals.
   *
   * @return the tags
   */
  public List<String> tags() {
    List<String> tags = new ArrayList<>(intentKinds.size() + 1);
    for (String k : intentKinds) {
      tags.add(INTENT_TAG_PREFIX + k);
    }
    if (toolsRan) {
      tags.add(TOOLS_TAG);
    }
    return tags;
  }
}
