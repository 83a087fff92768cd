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
import org.slf4j.LoggerFactory;

/**
 * Tells every event to one or more listeners, in order. The host's listeners are told through
 * {@link #safe} and {@link #both}: what one of them throws is logged and ignored (the rule of
 * {@link Contain}), so that it cannot break a turn and the next listener is still told. A subclass
 * that forwards to one listener ({@link #Listeners(AgentListener)}) lets what it throws through.
 */
public class Listeners implements AgentListener {
  private final AgentListener[] to;
  private final boolean contain;

  /**
   * Forwards every event to {@code out} as it is; a subclass overrides the events it changes.
   *
   * @param out where events go
   */
  protected Listeners(AgentListener out) {
    this(new AgentListener[] {out}, false);
  }

  private Listeners(AgentListener[] to, boolean contain) {
    this.to = to;
    this.contain = contain;
  }

  /**
   * Wraps a host listener so that it cannot break a turn; the no-op listener stays as it is, so no
   * event costs anything.
   *
   * @param listener the host's listener
   * @return the wrapped listener
   */
  public static AgentListener safe(AgentListener listener) {
    return listener == AgentListener.NONE
        ? AgentListener.NONE
        : new Listeners(new AgentListener[] {listener}, true);
  }

  /**
   * The agent's listener followed by one turn's own listener, both told every event of that turn in
   * that order; around a fetch or a tool the agent's wrapper is outside, the turn's inside.
   *
   * @param agent the agent's listener, already made {@link #safe}
   * @param turn the turn's own listener, or null for none
   * @return a listener that tells both and cannot break the turn
   */
  public static AgentListener both(AgentListener agent, AgentListener turn) {
    if (turn == null || turn == AgentListener.NONE) {
      return agent;
    }
    if (agent == AgentListener.NONE) {
      return safe(turn);
    }
    AgentListener first =
        agent instanceof Listeners l && l.contain && l.to.length == 1 ? l.to[0] : agent;
    return new Listeners(new AgentListener[] {first, turn}, true);
  }

  /** What a listener threw: logged and ignored when contained, else thrown on as it is. */
  private void failed(AgentListener l, Throwable e, String event) {
    if (!contain || !Contain.contained(e)) {
      throw Listeners.<RuntimeException>rethrow(e);
    }
    if (e instanceof InterruptedException) {
      Thread.currentThread().interrupt();
    }
    LoggerFactory.getLogger(Listeners.class)
        .warn("listener {} threw in {}; ignored", l.getClass().getName(), event, e);
  }

  @SuppressWarnings("unchecked")
  private static <X extends Throwable> X rethrow(Throwable e) throws X {
    throw (X) e;
  }

  /** A listener's wrapper of the work, or the work itself when a contained listener gave null. */
  private <T> Callable<T> wrapper(
      AgentListener l, Callable<T> wrapped, Callable<T> work, String e) {
    if (wrapped != null || !contain) {
      return wrapped;
    }
    LoggerFactory.getLogger(Listeners.class)
        .warn("listener {} returned null from {}; ignored", l.getClass().getName(), e);
    return work;
  }

  @Override
  public void turnStarted(Message message) {
    for (AgentListener l : to) {
      try {
        l.turnStarted(message);
      } catch (Throwable e) { // NOPMD: a host listener's failure of any kind is contained
        failed(l, e, "turnStarted");
      }
    }
  }

  @Override
  public void turnEnded(AgentReply reply) {
    for (AgentListener l : to) {
      try {
        l.turnEnded(reply);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "turnEnded");
      }
    }
  }

  @Override
  public void turnFailed(Throwable error) {
    for (AgentListener l : to) {
      try {
        l.turnFailed(error);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "turnFailed");
      }
    }
  }

  @Override
  public void classificationStarted(Message message) {
    for (AgentListener l : to) {
      try {
        l.classificationStarted(message);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "classificationStarted");
      }
    }
  }

  @Override
  public void classificationEnded(List<Intent> intents) {
    for (AgentListener l : to) {
      try {
        l.classificationEnded(intents);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "classificationEnded");
      }
    }
  }

  @Override
  public void classificationFailed(Throwable error) {
    for (AgentListener l : to) {
      try {
        l.classificationFailed(error);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "classificationFailed");
      }
    }
  }

  @Override
  public <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
    Callable<T> work = fetch;
    for (int i = to.length - 1; i >= 0; i--) {
      try {
        work = wrapper(to[i], to[i].aroundFetch(intent, work), work, "aroundFetch");
      } catch (Throwable e) { // NOPMD
        failed(to[i], e, "aroundFetch");
      }
    }
    return work;
  }

  @Override
  public <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
    Callable<T> work = run;
    for (int i = to.length - 1; i >= 0; i--) {
      try {
        work = wrapper(to[i], to[i].aroundTool(call, work), work, "aroundTool");
      } catch (Throwable e) { // NOPMD
        failed(to[i], e, "aroundTool");
      }
    }
    return work;
  }

  @Override
  public void groundingStarted(Intent intent) {
    for (AgentListener l : to) {
      try {
        l.groundingStarted(intent);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "groundingStarted");
      }
    }
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    for (AgentListener l : to) {
      try {
        l.groundingEnded(intent, truth);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "groundingEnded");
      }
    }
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
    for (AgentListener l : to) {
      try {
        l.groundingEnded(intent, truth, cacheHit);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "groundingEnded");
      }
    }
  }

  @Override
  public void groundingFailed(Intent intent, Throwable error) {
    for (AgentListener l : to) {
      try {
        l.groundingFailed(intent, error);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "groundingFailed");
      }
    }
  }

  @Override
  public void modelCallStarted(String model, int round) {
    for (AgentListener l : to) {
      try {
        l.modelCallStarted(model, round);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "modelCallStarted");
      }
    }
  }

  @Override
  public void modelCallEnded(String model, int round, ChatResponse response) {
    for (AgentListener l : to) {
      try {
        l.modelCallEnded(model, round, response);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "modelCallEnded");
      }
    }
  }

  @Override
  public void modelCallFailed(String model, int round, Throwable error) {
    for (AgentListener l : to) {
      try {
        l.modelCallFailed(model, round, error);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "modelCallFailed");
      }
    }
  }

  @Override
  public void contentDelta(String text) {
    for (AgentListener l : to) {
      try {
        l.contentDelta(text);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "contentDelta");
      }
    }
  }

  @Override
  public void contentReplaced(String fullText, String reason) {
    for (AgentListener l : to) {
      try {
        l.contentReplaced(fullText, reason);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "contentReplaced");
      }
    }
  }

  @Override
  public void toolCallStarted(ToolCall call) {
    for (AgentListener l : to) {
      try {
        l.toolCallStarted(call);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "toolCallStarted");
      }
    }
  }

  @Override
  public void toolCallEnded(ToolCallTrace trace) {
    for (AgentListener l : to) {
      try {
        l.toolCallEnded(trace);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "toolCallEnded");
      }
    }
  }

  @Override
  public void toolCallFailed(ToolCallTrace trace) {
    for (AgentListener l : to) {
      try {
        l.toolCallFailed(trace);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "toolCallFailed");
      }
    }
  }

  @Override
  public void guardStarted(String guard) {
    for (AgentListener l : to) {
      try {
        l.guardStarted(guard);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "guardStarted");
      }
    }
  }

  @Override
  public void guardEnded(GuardTrace trace) {
    for (AgentListener l : to) {
      try {
        l.guardEnded(trace);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "guardEnded");
      }
    }
  }

  @Override
  public void guardFailed(String guard, Throwable error) {
    for (AgentListener l : to) {
      try {
        l.guardFailed(guard, error);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "guardFailed");
      }
    }
  }

  @Override
  public void fallbackStarted(String fallback, Throwable failure) {
    for (AgentListener l : to) {
      try {
        l.fallbackStarted(fallback, failure);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "fallbackStarted");
      }
    }
  }

  @Override
  public void fallbackEnded(String fallback, boolean used) {
    for (AgentListener l : to) {
      try {
        l.fallbackEnded(fallback, used);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "fallbackEnded");
      }
    }
  }

  @Override
  public void fallbackFailed(String fallback, Throwable error) {
    for (AgentListener l : to) {
      try {
        l.fallbackFailed(fallback, error);
      } catch (Throwable e) { // NOPMD
        failed(l, e, "fallbackFailed");
      }
    }
  }
}
