package dev.vex.core.internal;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.internal.ground.Grounder;
import dev.vex.core.internal.guard.ReplyGuards;
import dev.vex.core.internal.guard.StreamRelease;
import dev.vex.core.internal.recovery.FallbackRunner;
import dev.vex.core.internal.route.Route;
import dev.vex.core.internal.route.Routing;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.internal.turn.Language;
import dev.vex.core.internal.turn.Listeners;
import dev.vex.core.internal.turn.TurnControl;
import dev.vex.core.internal.turn.TurnState;
import dev.vex.core.message.Message;
import dev.vex.core.model.ModelException;
import dev.vex.core.trace.TurnTrace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One turn through the pipeline: classify, route, ground, prompt, run the model rounds, guard,
 * reply, remember. When the model fails for good, the fallback ladder answers from the real data
 * the turn has. Not part of the API; {@link dev.vex.core.Agent} calls it.
 */
public final class Turn {

  private final Pipeline p;
  private final AgentListener listener;
  private final List<Message> history;
  private final TurnState st;
  private final TurnControl control;
  private final String memoryId;

  private final java.util.Locale locale;
  private final PreviousTurn previous;

  private Turn(
      Pipeline p,
      List<Message> history,
      Message user,
      String memoryId,
      TurnControl control,
      AgentListener own,
      java.util.Locale locale,
      PreviousTurn previous) {
    this.p = p;
    this.previous = previous == null ? PreviousTurn.NONE : previous;
    this.listener = Listeners.both(p.listener(), own);
    this.locale = locale == null ? p.locale() : locale;
    this.history = history;
    this.st = new TurnState(user);
    this.control = control;
    this.memoryId = memoryId;
    st.deadlineNanos = control.deadlineNanos();
  }

  /**
   * Runs a turn on the calling thread, which the control must have bound ({@link
   * TurnControl#begin()}).
   *
   * @param pipeline the agent's steps
   * @param history the conversation so far
   * @param user the user's message
   * @param memoryId the long-term memory this turn recalls from and writes to, or null for none
   * @param control the turn's deadline and cancellation
   * @return the reply
   * @throws dev.vex.core.TurnCancelledException when the turn was cancelled or its thread
   *     interrupted
   */
  public static AgentReply run(
      Pipeline pipeline,
      List<Message> history,
      Message user,
      String memoryId,
      TurnControl control) {
    return new Turn(pipeline, history, user, memoryId, control, null, null, null).execute();
  }

  /**
   * Runs one turn with the turn's own listener and locale.
   *
   * @param pipeline the agent's steps
   * @param history the conversation so far
   * @param user the user's message
   * @param memoryId the long-term memory, or null for none
   * @param control the turn's deadline and cancellation
   * @param own the turn's own listener, told after the agent's, or null
   * @param locale the reply language when the message does not show one, or null for the agent's
   * @param previous the user's previous message in the conversation and its intents, or null for
   *     none
   * @return the reply
   */
  public static AgentReply run(
      Pipeline pipeline,
      List<Message> history,
      Message user,
      String memoryId,
      TurnControl control,
      AgentListener own,
      java.util.Locale locale,
      PreviousTurn previous) {
    return new Turn(pipeline, history, user, memoryId, control, own, locale, previous).execute();
  }

  /**
   * The previous turn the classifier is given: the user's previous message with the intents found
   * in it then, or, when they are not known (a history the host filled itself), the intents the
   * classifier finds in it alone. A classifier that fails on it gives no intents.
   *
   * @param pipeline the agent's steps
   * @param user the user's previous message
   * @param known the intents found in it when it was answered, or null when not known
   * @return the previous turn
   */
  public static PreviousTurn previousTurn(Pipeline pipeline, Message user, List<Intent> known) {
    List<Intent> intents = known;
    if (intents == null) {
      try {
        intents = pipeline.classifier().classify(Message.user(user.content()));
      } catch (Throwable e) { // NOPMD: a host classifier's failure of any kind is contained
        Contain.check(e);
        log().warn("intent classifier failed on the previous message; it is given no intents", e);
        intents = null;
      }
    }
    return new PreviousTurn(user.content(), intents == null ? List.of() : intents);
  }

  private AgentReply execute() {
    listener.turnStarted(st.user);
    try {
      st.locale = Language.of(st.user.content(), locale);
      String text = null;
      String fallback = null;
      ModelException failure = null;
      StreamRelease release = null;
      try {
        control.checkpoint("before it started");
        st.intents = classify();
        control.checkpoint("after classification");
        Routing routing = p.routing();
        Route route = null;
        Grounder grounder = p.grounding();
        // A router that must ask the server about its model (the first turn's /api/show) starts
        // that exchange now and routes after the grounding fetch, so the two overlap.
        boolean routeLater =
            grounder.fetches(st.intents) && routing.prepare(asks(st.intents), st.user.hasImages());
        if (routeLater) {
          keep(grounder.ground(st.intents, control, listener));
          // a cancel or interrupt during the fetch ends the turn before it waits for the lookup
          control.checkpoint("after grounding");
        }
        try {
          route = routing.route(asks(st.intents), st.user.hasImages());
        } catch (ModelException e) {
          control.checkpoint("after routing failed");
          failure = e; // grounding still runs: the fallback ladder answers from what it brings
        }
        control.checkpoint("after routing");
        if (!routeLater) {
          keep(grounder.ground(st.intents, control, listener));
        }
        control.checkpoint("after grounding");
        List<Message> messages =
            p.prompt()
                .assemble(
                    st.truths,
                    st.failedFetches,
                    p.memory().recall(memoryId, st.user.content(), st.warnings),
                    st.locale,
                    history,
                    st.user);
        release =
            p.guardedStream()
                ? new StreamRelease(listener, p.guards().guards(), () -> context(null))
                : null;
        if (route != null) {
          try {
            text =
                p.rounds()
                    .run(
                        st,
                        release == null ? listener : release,
                        messages,
                        routing,
                        route,
                        control);
            control.checkpoint("after the model answered");
            text = p.guards().run(text, context(null), st.guards, listener);
          } catch (ModelException e) {
            control.checkpoint("after the model failed");
            failure = e;
          }
        }
      } catch (TurnControl.Expired e) {
        failure = control.timeout(e.getMessage().replace("the turn's time ran out ", ""));
        st.warnings.add(failure.getMessage());
      }
      if (failure != null && p.strict()) {
        throw failure; // the host asked for the typed exception instead of a fallback's reply
      }
      if (failure != null) {
        log().warn("model failed for good, using the fallback ladder: {}", failure.getMessage());
        TurnContext failed = context(failure);
        FallbackRunner.Outcome o = p.fallbacks().run(failed, listener);
        text = p.guards().run(o.text(), failed, st.guards, listener);
        fallback = o.name();
      }
      if (release != null) {
        release.finish(text, ReplyGuards.reason(st.guards, fallback));
      }
      p.memory()
          .write(
              memoryId, st.user.content(), text, st.intents, !st.toolCalls.isEmpty(), st.warnings);
      AgentReply reply = reply(text, fallback, failure);
      listener.turnEnded(reply);
      return reply;
    } catch (RuntimeException | Error e) {
      listener.turnFailed(e);
      throw e;
    }
  }

  /** Keeps what grounding brought in the turn's state. */
  private void keep(Grounder.Result g) {
    st.truths = g.truths();
    st.grounding = g.traces();
    st.failedFetches = g.failed();
    st.mentioned = g.mentioned();
    for (GroundTruth t : st.truths) {
      st.links.addAll(t.sourceUrls());
    }
  }

  private List<Intent> classify() {
    listener.classificationStarted(st.user);
    try {
      List<Intent> intents = p.classifier().classify(st.user, previous);
      if (intents == null) {
        throw new IllegalStateException(
            "classifier " + p.classifier().getClass().getName() + " returned null");
      }
      intents = List.copyOf(intents);
      listener.classificationEnded(intents);
      return intents;
    } catch (Throwable e) { // NOPMD: a host classifier's failure of any kind is contained
      Contain.check(e);
      log().warn("intent classifier failed; the turn goes on without intents", e);
      st.warnings.add("intent classification failed: " + e);
      listener.classificationFailed(e);
      return List.of();
    }
  }

  private TurnContext context(Throwable failure) {
    return new TurnContext(
        st.user,
        st.locale,
        st.intents,
        st.truths,
        st.toolCalls,
        new ArrayList<>(st.links),
        st.model,
        failure,
        st.failedFetches,
        st.mentioned);
  }

  /** The intents the user asked for: mentions neither pick tools nor route. */
  private static List<Intent> asks(List<Intent> intents) {
    for (Intent i : intents) {
      if (!i.isAsk()) {
        return intents.stream().filter(Intent::isAsk).toList();
      }
    }
    return intents;
  }

  private AgentReply reply(String text, String fallback, Throwable failure) {
    List<FactCard> cards = new ArrayList<>(st.truths.size());
    for (GroundTruth t : st.truths) {
      if (t.card() != null) {
        cards.add(t.card());
      }
    }
    TurnTrace trace =
        new TurnTrace(
            st.intents,
            st.model,
            st.rounds,
            st.maxRoundsReached,
            st.modelCalls,
            st.toolCalls,
            st.grounding,
            st.guards,
            st.recoveries,
            fallback,
            st.warnings,
            Duration.ofNanos(System.nanoTime() - st.startNanos),
            failure);
    return new AgentReply(text, cards, new ArrayList<>(st.links), trace);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(Turn.class);
  }
}
