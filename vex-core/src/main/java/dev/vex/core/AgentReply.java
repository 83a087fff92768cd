package dev.vex.core;

import dev.vex.core.grounding.FactCard;
import dev.vex.core.trace.TurnTrace;
import java.util.List;
import java.util.Objects;

/**
 * What the user receives from one turn.
 *
 * @param text the reply text, after the guards (or from a fallback when the model failed)
 * @param factCards structured data from the turn's ground truth, for the host's UI
 * @param links the source URLs of the turn: ground truth sources and links found in tool results
 * @param trace what happened in the turn
 */
public record AgentReply(
    String text, List<FactCard> factCards, List<String> links, TurnTrace trace) {
  /** Validates and copies. */
  public AgentReply {
    Objects.requireNonNull(text, "text");
    factCards = List.copyOf(factCards);
    links = List.copyOf(links);
    Objects.requireNonNull(trace, "trace");
  }
}
