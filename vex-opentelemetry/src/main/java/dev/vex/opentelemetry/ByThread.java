package dev.vex.opentelemetry;

import dev.vex.core.AgentReply;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import io.opentelemetry.context.Context;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The agent's listener: each turn's telemetry is kept for the thread running the turn, from {@code
 * turnStarted} to {@code turnEnded} or {@code turnFailed}. This holds because vex-core tells every
 * event of a turn from the thread running it (fetches and tools run on the pool, but their events
 * are told by the turn's thread as it collects them; their {@code aroundFetch} / {@code aroundTool}
 * wrappers are asked for on the turn's thread too, and only run on the pool). An event from another
 * thread finds no turn and is dropped.
 */
final class ByThread implements AgentListener {
  private final VexTelemetry telemetry;
  private final ThreadLocal<TurnTelemetry> turns = new ThreadLocal<>();

  ByThread(VexTelemetry telemetry) {
    this.telemetry = telemetry;
  }

  private AgentListener current() {
    TurnTelemetry t = turns.get();
    return t == null ? NONE : t;
  }

  @Override
  public void turnStarted(Message message) {
    Context parent = Context.current();
    if (telemetry.idle(parent)) {
      // the no-op API outside any span: this turn costs nothing. The thread's entry is kept and
      // holds null, so the events of this turn (each a lookup) and the next turn's start find it:
      // no entry is made and removed again per turn, as get() after remove() would.
      turns.set(null);
      return;
    }
    TurnTelemetry t = new TurnTelemetry(telemetry, parent, null);
    turns.set(t);
    t.turnStarted(message);
  }

  @Override
  public void turnEnded(AgentReply reply) {
    AgentListener t = current();
    turns.set(null); // the thread keeps no turn; its entry stays, holding nothing
    t.turnEnded(reply);
  }

  @Override
  public void turnFailed(Throwable error) {
    AgentListener t = current();
    turns.set(null);
    t.turnFailed(error);
  }

  @Override
  public void classificationStarted(Message message) {
    current().classificationStarted(message);
  }

  @Override
  public void classificationEnded(List<Intent> intents) {
    current().classificationEnded(intents);
  }

  @Override
  public void classificationFailed(Throwable error) {
    current().classificationFailed(error);
  }

  @Override
  public void groundingStarted(Intent intent) {
    current().groundingStarted(intent);
  }

  @Override
  public <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
    return current().aroundFetch(intent, fetch);
  }

  @Override
  public <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
    return current().aroundTool(call, run);
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    current().groundingEnded(intent, truth);
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
    current().groundingEnded(intent, truth, cacheHit);
  }

  @Override
  public void groundingFailed(Intent intent, Throwable error) {
    current().groundingFailed(intent, error);
  }

  @Override
  public void modelCallStarted(String model, int round) {
    current().modelCallStarted(model, round);
  }

  @Override
  public void modelCallEnded(String model, int round, ChatResponse response) {
    current().modelCallEnded(model, round, response);
  }

  @Override
  public void modelCallFailed(String model, int round, Throwable error) {
    current().modelCallFailed(model, round, error);
  }

  @Override
  public void toolCallStarted(ToolCall call) {
    current().toolCallStarted(call);
  }

  @Override
  public void toolCallEnded(ToolCallTrace trace) {
    current().toolCallEnded(trace);
  }

  @Override
  public void toolCallFailed(ToolCallTrace trace) {
    current().toolCallFailed(trace);
  }

  @Override
  public void guardStarted(String guard) {
    current().guardStarted(guard);
  }

  @Override
  public void guardEnded(GuardTrace trace) {
    current().guardEnded(trace);
  }

  @Override
  public void guardFailed(String guard, Throwable error) {
    current().guardFailed(guard, error);
  }

  @Override
  public void fallbackStarted(String fallback, Throwable failure) {
    current().fallbackStarted(fallback, failure);
  }

  @Override
  public void fallbackEnded(String fallback, boolean used) {
    current().fallbackEnded(fallback, used);
  }

  @Override
  public void fallbackFailed(String fallback, Throwable error) {
    current().fallbackFailed(fallback, error);
  }
}
