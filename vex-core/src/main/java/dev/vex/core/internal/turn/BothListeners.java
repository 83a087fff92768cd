package dev.vex.core.internal.turn;

import dev.vex.core.AgentReply;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The agent's listener and one turn's own listener, told every event of that turn in that order.
 * Each is already wrapped so that it cannot break the turn.
 */
public final class BothListeners implements AgentListener {
  private final AgentListener first;
  private final AgentListener second;

  private BothListeners(AgentListener first, AgentListener second) {
    this.first = first;
    this.second = second;
  }

  /**
   * The agent's listener followed by the turn's.
   *
   * @param agent the agent's listener, already safe
   * @param turn the turn's own listener, or null for none
   * @return a listener that tells both
   */
  public static AgentListener of(AgentListener agent, AgentListener turn) {
    if (turn == null || turn == AgentListener.NONE) {
      return agent;
    }
    AgentListener safe = SafeListener.wrap(turn);
    return agent == AgentListener.NONE ? safe : new BothListeners(agent, safe);
  }

  @Override
  public void turnStarted(Message message) {
    first.turnStarted(message);
    second.turnStarted(message);
  }

  @Override
  public void turnEnded(AgentReply reply) {
    first.turnEnded(reply);
    second.turnEnded(reply);
  }

  @Override
  public void turnFailed(Throwable error) {
    first.turnFailed(error);
    second.turnFailed(error);
  }

  @Override
  public void classificationStarted(Message message) {
    first.classificationStarted(message);
    second.classificationStarted(message);
  }

  @Override
  public void classificationEnded(List<Intent> intents) {
    first.classificationEnded(intents);
    second.classificationEnded(intents);
  }

  @Override
  public void classificationFailed(Throwable error) {
    first.classificationFailed(error);
    second.classificationFailed(error);
  }

  /** The agent's listener's wrapper outside, the turn's inside. */
  @Override
  public <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
    return first.aroundFetch(intent, second.aroundFetch(intent, fetch));
  }

  /** The agent's listener's wrapper outside, the turn's inside. */
  @Override
  public <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
    return first.aroundTool(call, second.aroundTool(call, run));
  }

  @Override
  public void groundingStarted(Intent intent) {
    first.groundingStarted(intent);
    second.groundingStarted(intent);
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    first.groundingEnded(intent, truth);
    second.groundingEnded(intent, truth);
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
    first.groundingEnded(intent, truth, cacheHit);
    second.groundingEnded(intent, truth, cacheHit);
  }

  @Override
  public void groundingFailed(Intent intent, Throwable error) {
    first.groundingFailed(intent, error);
    second.groundingFailed(intent, error);
  }

  @Override
  public void modelCallStarted(String model, int round) {
    first.modelCallStarted(model, round);
    second.modelCallStarted(model, round);
  }

  @Override
  public void modelCallEnded(String model, int round, ChatResponse response) {
    first.modelCallEnded(model, round, response);
    second.modelCallEnded(model, round, response);
  }

  @Override
  public void modelCallFailed(String model, int round, Throwable error) {
    first.modelCallFailed(model, round, error);
    second.modelCallFailed(model, round, error);
  }

  @Override
  public void contentDelta(String text) {
    first.contentDelta(text);
    second.contentDelta(text);
  }

  @Override
  public void contentReplaced(String fullText, String reason) {
    first.contentReplaced(fullText, reason);
    second.contentReplaced(fullText, reason);
  }

  @Override
  public void toolCallStarted(ToolCall call) {
    first.toolCallStarted(call);
    second.toolCallStarted(call);
  }

  @Override
  public void toolCallEnded(ToolCallTrace trace) {
    first.toolCallEnded(trace);
    second.toolCallEnded(trace);
  }

  @Override
  public void toolCallFailed(ToolCallTrace trace) {
    first.toolCallFailed(trace);
    second.toolCallFailed(trace);
  }

  @Override
  public void guardStarted(String guard) {
    first.guardStarted(guard);
    second.guardStarted(guard);
  }

  @Override
  public void guardEnded(GuardTrace trace) {
    first.guardEnded(trace);
    second.guardEnded(trace);
  }

  @Override
  public void guardFailed(String guard, Throwable error) {
    first.guardFailed(guard, error);
    second.guardFailed(guard, error);
  }

  @Override
  public void fallbackStarted(String fallback, Throwable failure) {
    first.fallbackStarted(fallback, failure);
    second.fallbackStarted(fallback, failure);
  }

  @Override
  public void fallbackEnded(String fallback, boolean used) {
    first.fallbackEnded(fallback, used);
    second.fallbackEnded(fallback, used);
  }

  @Override
  public void fallbackFailed(String fallback, Throwable error) {
    first.fallbackFailed(fallback, error);
    second.fallbackFailed(fallback, error);
  }
}
