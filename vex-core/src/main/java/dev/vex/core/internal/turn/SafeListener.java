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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Wraps the host's listener so that a listener that throws is logged and cannot break a turn. */
public final class SafeListener implements AgentListener {
  private final AgentListener delegate;

  private SafeListener(AgentListener delegate) {
    this.delegate = delegate;
  }

  /** Wraps a host listener; the no-op listener stays as it is, so no event costs anything. */
  public static AgentListener wrap(AgentListener listener) {
    return listener == AgentListener.NONE ? AgentListener.NONE : new SafeListener(listener);
  }

  private void guard(Runnable event, String name) {
    try {
      event.run();
    } catch (Throwable e) { // NOPMD: a host listener's failure of any kind is contained
      if (!Contain.contained(e)) {
        throw e;
      }
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      log().warn("listener {} threw in {}; ignored", delegate.getClass().getName(), name, e);
    }
  }

  @Override
  public void turnStarted(Message message) {
    guard(() -> delegate.turnStarted(message), "turnStarted");
  }

  @Override
  public void turnEnded(AgentReply reply) {
    guard(() -> delegate.turnEnded(reply), "turnEnded");
  }

  @Override
  public void turnFailed(Throwable error) {
    guard(() -> delegate.turnFailed(error), "turnFailed");
  }

  @Override
  public void classificationStarted(Message message) {
    guard(() -> delegate.classificationStarted(message), "classificationStarted");
  }

  @Override
  public void classificationEnded(List<Intent> intents) {
    guard(() -> delegate.classificationEnded(intents), "classificationEnded");
  }

  @Override
  public void classificationFailed(Throwable error) {
    guard(() -> delegate.classificationFailed(error), "classificationFailed");
  }

  /**
   * The listener's wrapper of the work, or the work itself when the listener threw or gave null.
   */
  private <T> Callable<T> around(
      Callable<T> work, java.util.function.Supplier<Callable<T>> wrap, String name) {
    try {
      Callable<T> wrapped = wrap.get();
      if (wrapped != null) {
        return wrapped;
      }
      log().warn("listener {} returned null from {}; ignored", delegate.getClass().getName(), name);
    } catch (Throwable e) { // NOPMD: a host listener's failure of any kind is contained
      if (!Contain.contained(e)) {
        throw e;
      }
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      log().warn("listener {} threw in {}; ignored", delegate.getClass().getName(), name, e);
    }
    return work;
  }

  @Override
  public <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
    return around(fetch, () -> delegate.aroundFetch(intent, fetch), "aroundFetch");
  }

  @Override
  public <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
    return around(run, () -> delegate.aroundTool(call, run), "aroundTool");
  }

  @Override
  public void groundingStarted(Intent intent) {
    guard(() -> delegate.groundingStarted(intent), "groundingStarted");
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    guard(() -> delegate.groundingEnded(intent, truth), "groundingEnded");
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
    guard(() -> delegate.groundingEnded(intent, truth, cacheHit), "groundingEnded");
  }

  @Override
  public void groundingFailed(Intent intent, Throwable error) {
    guard(() -> delegate.groundingFailed(intent, error), "groundingFailed");
  }

  @Override
  public void modelCallStarted(String model, int round) {
    guard(() -> delegate.modelCallStarted(model, round), "modelCallStarted");
  }

  @Override
  public void modelCallEnded(String model, int round, ChatResponse response) {
    guard(() -> delegate.modelCallEnded(model, round, response), "modelCallEnded");
  }

  @Override
  public void modelCallFailed(String model, int round, Throwable error) {
    guard(() -> delegate.modelCallFailed(model, round, error), "modelCallFailed");
  }

  @Override
  public void contentDelta(String text) {
    guard(() -> delegate.contentDelta(text), "contentDelta");
  }

  @Override
  public void contentReplaced(String fullText, String reason) {
    guard(() -> delegate.contentReplaced(fullText, reason), "contentReplaced");
  }

  @Override
  public void toolCallStarted(ToolCall call) {
    guard(() -> delegate.toolCallStarted(call), "toolCallStarted");
  }

  @Override
  public void toolCallEnded(ToolCallTrace trace) {
    guard(() -> delegate.toolCallEnded(trace), "toolCallEnded");
  }

  @Override
  public void toolCallFailed(ToolCallTrace trace) {
    guard(() -> delegate.toolCallFailed(trace), "toolCallFailed");
  }

  @Override
  public void guardStarted(String guard) {
    guard(() -> delegate.guardStarted(guard), "guardStarted");
  }

  @Override
  public void guardEnded(GuardTrace trace) {
    guard(() -> delegate.guardEnded(trace), "guardEnded");
  }

  @Override
  public void guardFailed(String guard, Throwable error) {
    guard(() -> delegate.guardFailed(guard, error), "guardFailed");
  }

  @Override
  public void fallbackStarted(String fallback, Throwable failure) {
    guard(() -> delegate.fallbackStarted(fallback, failure), "fallbackStarted");
  }

  @Override
  public void fallbackEnded(String fallback, boolean used) {
    guard(() -> delegate.fallbackEnded(fallback, used), "fallbackEnded");
  }

  @Override
  public void fallbackFailed(String fallback, Throwable error) {
    guard(() -> delegate.fallbackFailed(fallback, error), "fallbackFailed");
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(SafeListener.class);
  }
}
