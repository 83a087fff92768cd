package dev.vex.guards;

import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.trace.GuardTrace;
import java.util.List;
import java.util.Objects;

/**
 * What Vex's guards made of a reply outside an agent turn ({@link GuardChain#check}).
 *
 * @param draft the model's reply as it came
 * @param text the reply the user receives
 * @param traces each guard's verdict, in the order they ran
 */
public record GuardedReply(String draft, String text, List<GuardTrace> traces) {
  /** Validates and copies. */
  public GuardedReply {
    Objects.requireNonNull(draft, "draft");
    Objects.requireNonNull(text, "text");
    traces = List.copyOf(traces);
  }

  /**
   * Returns whether some guard rewrote or overrode the reply.
   *
   * @return true when the user receives other text than the model wrote
   */
  public boolean changed() {
    return traces.stream()
        .anyMatch(
            t ->
                t.verdict() instanceof GuardVerdict.Rewritten
                    || t.verdict() instanceof GuardVerdict.Overridden);
  }

  /**
   * Returns the reasons of the guards that rewrote or overrode the reply, joined by "; ".
   *
   * @return the reasons, empty when nothing changed
   */
  public String reasons() {
    return String.join(
        "; ",
        traces.stream()
            .filter(
                t ->
                    t.verdict() instanceof GuardVerdict.Rewritten
                        || t.verdict() instanceof GuardVerdict.Overridden)
            .map(t -> t.guard() + ": " + t.verdict().reason())
            .toList());
  }
}
