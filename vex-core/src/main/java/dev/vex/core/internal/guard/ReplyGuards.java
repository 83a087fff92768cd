package dev.vex.core.internal.guard;

import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.trace.GuardTrace;
import java.util.List;

/**
 * Guards every text the user can receive: the model's reply, a fallback's reply, and the text a
 * guard put in place of the reply. An override is new text that the guards before the overriding
 * one never saw (a fetched title with a link in it, say), so those guards run once more on it; the
 * second pass is the last, whatever it decides.
 */
public final class ReplyGuards {
  private final List<Guard> guards;

  /**
   * Creates the step, once per agent.
   *
   * @param guards the guards, in order
   */
  public ReplyGuards(List<Guard> guards) {
    this.guards = List.copyOf(guards);
  }

  /**
   * Returns the guards, in order.
   *
   * @return the guards
   */
  public List<Guard> guards() {
    return guards;
  }

  /**
   * Guards a text the user can receive.
   *
   * @param text the text
   * @param context what the turn knows
   * @param traces the turn's guard traces, added to
   * @param listener the turn's listener
   * @return the text the user gets
   */
  public String run(
      String text, TurnContext context, List<GuardTrace> traces, AgentListener listener) {
    if (guards.isEmpty()) {
      return text;
    }
    int first = traces.size();
    String out = GuardRunner.run(text, guards, context, traces, listener);
    int lastOverride = -1;
    List<GuardTrace> pass = traces.subList(first, traces.size());
    for (int i = 0; i < pass.size() && i < guards.size(); i++) {
      if (pass.get(i).verdict() instanceof GuardVerdict.Overridden) {
        lastOverride = i;
      }
    }
    if (lastOverride > 0) {
      out = GuardRunner.run(out, guards.subList(0, lastOverride), context, traces, listener);
    }
    return out;
  }

  /**
   * Says why the final reply differs from the streamed text, from this turn's guard verdicts.
   *
   * @param traces the turn's guard traces
   * @param fallback the rung that answered, or null
   * @return the reason
   */
  public static String reason(List<GuardTrace> traces, String fallback) {
    StringBuilder sb = new StringBuilder();
    if (fallback != null) {
      sb.append("the model failed; fallback '").append(fallback).append("' answered");
    }
    for (GuardTrace t : traces) {
      if (t.verdict() instanceof GuardVerdict.Rewritten
          || t.verdict() instanceof GuardVerdict.Overridden) {
        if (sb.length() > 0) {
          sb.append("; ");
        }
        sb.append(t.guard()).append(": ").append(t.verdict().reason());
      }
    }
    return sb.length() == 0 ? "the final reply replaces the streamed text" : sb.toString();
  }
}
