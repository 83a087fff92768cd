package dev.vex.core.model;

import dev.vex.core.intent.Intent;
import java.util.List;
import java.util.Set;

/**
 * What a turn needs from a model.
 *
 * @param intents what the classifier found
 * @param hasImages whether the user's message carries images
 * @param hasTools whether the agent has tools to offer this turn
 * @param unavailable models that failed with "not found" during this turn; skip them
 */
public record RouteRequest(
    List<Intent> intents, boolean hasImages, boolean hasTools, Set<String> unavailable) {
  /** Copies. */
  public RouteRequest {
    intents = List.copyOf(intents);
    unavailable = Set.copyOf(unavailable);
  }

  /**
   * Returns whether the classifier found only conversation.
   *
   * @return true when every intent is {@code chat} and there is at least one
   */
  public boolean chatOnly() {
    if (intents.isEmpty()) {
      return false;
    }
    for (Intent i : intents) {
      if (!i.isChat()) {
        return false;
      }
    }
    return true;
  }
}
