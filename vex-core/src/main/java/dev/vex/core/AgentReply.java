package dev.vex.core;

import dev.vex.core.grounding.FactCard;
import dev.vex.core.tool.Artefact;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.TurnTrace;
import java.util.List;
import java.util.Objects;

/**
 * What the user receives from one turn.
 *
 * @param text the reply text, after the guards (or from a fallback when the model failed)
 * @param factCards structured data from the turn's ground truth, for the host's UI
 * @param links the source URLs of the turn: ground truth sources, links found in tool results, and
 *     the links of the artefacts tools made
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

  /**
   * Returns what the turn's tools made (a PDF, a calendar entry), each with its id and link, also
   * when the model failed after making it.
   *
   * @return the artefacts, in the order made
   */
  public List<Artefact> artefacts() {
    return trace.toolCalls().stream()
        .filter(ToolCallTrace::ok)
        .flatMap(t -> t.artefacts().stream())
        .toList();
  }
}
