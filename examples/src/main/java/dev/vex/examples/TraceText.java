package dev.vex.examples;

import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ModelCallTrace;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.TurnTrace;
import java.util.List;

/** The words {@link ChatRepl} uses for a turn's trace: its {@code /trace} page and its parts. */
final class TraceText {
  private TraceText() {}

  /** The whole trace of a turn, one item a line. */
  static String format(TurnTrace t) {
    StringBuilder sb = new StringBuilder("Trace of the last turn\n");
    sb.append("  intents: ").append(t.intents().isEmpty() ? "none" : intents(t.intents()));
    sb.append("\n  model: ").append(t.model()).append(", rounds: ").append(t.rounds());
    sb.append(t.maxRoundsReached() ? " (limit reached)" : "").append('\n');
    for (ModelCallTrace m : t.modelCalls()) {
      sb.append("  model call ")
          .append(m.round())
          .append(": ")
          .append(m.model())
          .append(", ")
          .append(m.toolsOffered())
          .append(" tools offered, ")
          .append(m.toolCalls())
          .append(" called, ")
          .append(m.duration().toMillis())
          .append(" ms")
          .append(m.error() == null ? "" : ", error: " + oneLine(m.error()))
          .append('\n');
    }
    for (GroundingTrace g : t.grounding()) {
      sb.append("  fetch ")
          .append(g.intent().kind())
          .append(": ")
          .append(g.outcome())
          .append(", ")
          .append(oneLine(g.detail()))
          .append(", ")
          .append(g.duration().toMillis())
          .append(" ms\n");
    }
    for (ToolCallTrace c : t.toolCalls()) {
      sb.append("  tool ")
          .append(c.name())
          .append(' ')
          .append(c.arguments())
          .append(": ")
          .append(c.outcome())
          .append(", ")
          .append(oneLine(c.result()))
          .append('\n');
    }
    for (GuardTrace g : t.guards()) {
      sb.append("  guard ").append(g.guard()).append(": ").append(verdict(g)).append('\n');
    }
    sb.append("  fallback: ").append(t.fellBack() ? t.fallback() : "none").append('\n');
    for (String w : t.warnings()) {
      sb.append("  note: ").append(oneLine(w)).append('\n');
    }
    sb.append("  total: ").append(t.total().toMillis()).append(" ms\n");
    return sb.toString();
  }

  /** The intents' kinds, each with its subject in brackets when it has one. */
  static String intents(List<Intent> intents) {
    StringBuilder sb = new StringBuilder();
    for (Intent i : intents) {
      sb.append(sb.isEmpty() ? "" : ", ").append(i.kind());
      if (!i.subject().isEmpty()) {
        sb.append(" (").append(i.subject()).append(')');
      }
    }
    return sb.toString();
  }

  /** A guard's verdict in a word, with its reason. */
  static String verdict(GuardTrace g) {
    GuardVerdict v = g.verdict();
    if (v == null) {
      return "error " + g.error();
    }
    String kind =
        v instanceof GuardVerdict.Pass
            ? "pass"
            : v instanceof GuardVerdict.Rewritten ? "rewritten" : "overridden";
    String reason = v.reason() == null || v.reason().isEmpty() ? "" : ", " + v.reason();
    return kind + reason;
  }

  /** The text on one line, its white space collapsed, cut after 160 characters. */
  static String oneLine(String text) {
    String s = text == null ? "" : text.replaceAll("\\s+", " ").strip();
    return s.length() > 160 ? s.substring(0, 160) + "…" : s;
  }
}
