package dev.vex.examples;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.grounding.FactCard;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The terminal as {@link ChatRepl} writes a turn on it: the reply as it streams, and dimmed lines
 * about what happens underneath. Those lines wait while the reply is shown, so that the reply reads
 * in one piece, and each guard's verdict is printed once.
 *
 * <p>The turn's thread, the Ctrl-C handler and the chat loop write through it; each method holds
 * the screen's lock, so lines from different threads never interleave.
 */
final class ReplScreen {
  static final String DIM = "\u001b[2m";
  static final String RESET = "\u001b[0m";

  private final PrintStream out;
  private boolean atLineStart = true;
  private final StringBuilder shown = new StringBuilder();
  private final List<String> held = new ArrayList<>();
  private final Set<String> printed = new HashSet<>();
  private boolean replyStarted;

  ReplScreen(PrintStream out) {
    this.out = out;
  }

  /** Forgets the last turn's reply and held lines. */
  synchronized void turnStarted() {
    shown.setLength(0);
    atLineStart = true;
    held.clear();
    printed.clear();
    replyStarted = false;
  }

  /** A line about what happens underneath: now, or after the reply once that has started. */
  synchronized void dim(String text) {
    if (text.startsWith("guard ") && !printed.add(text)) {
      return; // a guard judges the stream and the final text alike: its verdict once
    }
    if (replyStarted || text.startsWith("guard ")) { // a guard's verdict is about the reply
      held.add(text);
    } else {
      dimLine(text);
    }
  }

  /** A dimmed line now, even in the middle of the reply. */
  synchronized void dimLine(String text) {
    endLine();
    out.println(DIM + "  · " + text + RESET);
  }

  /** Text the guards released. */
  synchronized void delta(String text) {
    show(text);
  }

  /** The guards replaced the text shown so far with {@code fullText}. */
  synchronized void replaced(String fullText, String reason) {
    // between the text shown and the corrected one, which replaces it
    dimLine("replaced what was shown: " + reason);
    shown.setLength(0);
    show(fullText);
  }

  /**
   * The end of a turn: the held lines, and the reply's cards and summary, or why there is no reply.
   *
   * @param reply the reply, or null when the turn failed
   * @param failure why the turn failed, or null
   * @param cancelled whether Ctrl-C cancelled the turn
   */
  synchronized void turnEnded(AgentReply reply, Throwable failure, boolean cancelled) {
    endLine();
    replyStarted = false;
    if (reply == null) {
      held.forEach(this::dimLine);
      held.clear();
      if (failure instanceof TurnCancelledException || cancelled) {
        out.println("Turn cancelled (Ctrl-C); the conversation is left as it was.");
      } else {
        out.println(
            "The turn stopped: "
                + (failure == null
                    ? "no reply"
                    : failure.getClass().getSimpleName() + ": " + failure.getMessage()));
      }
      return;
    }
    if (!shown.toString().equals(reply.text())) {
      // The listener's contract says this does not happen; the host still shows the final text.
      out.println(reply.text());
    }
    held.forEach(this::dimLine);
    held.clear();
    for (FactCard card : reply.factCards()) {
      dimLine("card " + card.title() + " " + card.fields() + " (" + card.sourceName() + ")");
    }
    dimLine(
        "model "
            + reply.trace().model()
            + ", "
            + reply.trace().rounds()
            + " round(s), "
            + reply.trace().total().toMillis()
            + " ms");
  }

  /** Ctrl-C at the prompt: a reminder, and the prompt again. */
  synchronized void ctrlCAtPrompt() {
    out.print("\n(Ctrl-C cancels a running turn; /quit leaves)\n> ");
    out.flush();
  }

  private void endLine() {
    if (!atLineStart) {
      out.println();
      atLineStart = true;
    }
  }

  private void show(String text) {
    if (text.isEmpty()) {
      return;
    }
    replyStarted = true;
    out.print(text);
    out.flush();
    shown.append(text);
    atLineStart = text.endsWith("\n");
  }
}
