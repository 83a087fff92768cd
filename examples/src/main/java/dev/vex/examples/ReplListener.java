package dev.vex.examples;

import static dev.vex.examples.TraceText.intents;
import static dev.vex.examples.TraceText.oneLine;
import static dev.vex.examples.TraceText.verdict;

import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.ToolCall;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Prints a turn of {@link ChatRepl} as it runs: the reply, and what happens underneath dimmed. */
final class ReplListener implements AgentListener {
  private final ReplScreen screen;
  private final Map<Intent, Long> fetchStarts = new ConcurrentHashMap<>();

  ReplListener(ReplScreen screen) {
    this.screen = screen;
  }

  @Override
  public void classificationEnded(List<Intent> intents) {
    screen.dim(intents.isEmpty() ? "intents: none" : "intents: " + intents(intents));
  }

  @Override
  public void classificationFailed(Throwable error) {
    screen.dim("intent classification failed: " + error.getMessage());
  }

  @Override
  public void groundingStarted(Intent intent) {
    fetchStarts.put(intent, System.nanoTime());
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    screen.dim(
        "fetched "
            + intent.kind()
            + " from "
            + truth.sourceName()
            + (truth.sourceUrls().isEmpty() ? "" : " " + truth.sourceUrls().get(0))
            + " in "
            + elapsed(intent));
  }

  @Override
  public void groundingFailed(Intent intent, Throwable error) {
    screen.dim(
        "fetch " + intent.kind() + " failed after " + elapsed(intent) + ": " + error.getMessage());
  }

  private String elapsed(Intent intent) {
    Long start = fetchStarts.remove(intent);
    return start == null ? "?" : (System.nanoTime() - start) / 1_000_000 + " ms";
  }

  @Override
  public void modelCallStarted(String model, int round) {
    screen.dim("asking " + model + " (round " + round + ")");
  }

  @Override
  public void modelCallFailed(String model, int round, Throwable error) {
    screen.dim("model " + model + " failed: " + error.getMessage());
  }

  @Override
  public void contentDelta(String text) {
    screen.delta(text);
  }

  @Override
  public void contentReplaced(String fullText, String reason) {
    screen.replaced(fullText, reason);
  }

  @Override
  public void toolCallStarted(ToolCall call) {
    screen.dim("tool " + call.name() + " " + call.arguments());
  }

  @Override
  public void toolCallEnded(ToolCallTrace trace) {
    screen.dim(
        "tool "
            + trace.name()
            + " -> "
            + oneLine(trace.result())
            + " ("
            + trace.duration().toMillis()
            + " ms)");
  }

  @Override
  public void toolCallFailed(ToolCallTrace trace) {
    screen.dim("tool " + trace.name() + " failed: " + oneLine(trace.result()));
  }

  @Override
  public void guardEnded(GuardTrace trace) {
    screen.dim("guard " + trace.guard() + ": " + verdict(trace));
  }

  @Override
  public void guardFailed(String guard, Throwable error) {
    screen.dim("guard " + guard + " failed and was skipped: " + error.getMessage());
  }

  @Override
  public void fallbackStarted(String fallback, Throwable failure) {
    screen.dim("trying fallback " + fallback);
  }

  @Override
  public void fallbackEnded(String fallback, boolean used) {
    if (used) {
      screen.dim("fallback used: " + fallback);
    }
  }
}
