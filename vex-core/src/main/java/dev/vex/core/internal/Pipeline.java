package dev.vex.core.internal;

import dev.vex.core.event.AgentListener;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.internal.ground.Grounder;
import dev.vex.core.internal.guard.ReplyGuards;
import dev.vex.core.internal.prompt.PromptAssembler;
import dev.vex.core.internal.recovery.FallbackRunner;
import dev.vex.core.internal.remember.MemoryStep;
import dev.vex.core.internal.rounds.Rounds;
import dev.vex.core.internal.route.Routing;
import dev.vex.core.internal.turn.Listeners;
import java.util.Locale;

/**
 * An agent's turn steps, each built once with the few settings it needs; {@link Turn} runs them in
 * the design's order. Immutable and thread-safe. Not part of the API.
 *
 * @param classifier step 1: what the message is about
 * @param routing step 2: the turn's tools and model
 * @param grounding step 3: the ground truth, fetched in parallel under one deadline
 * @param prompt step 4: the first round's messages
 * @param rounds step 5: the model rounds, their tools and the recovery steps
 * @param guards step 6: the guards on every text the user can receive
 * @param fallbacks the fallback ladder, when the model failed for good
 * @param memory step 8: long-term memory, recalled and written
 * @param listener the host's listener; a throwing one is contained
 * @param locale the reply language when the message does not show one
 * @param guardedStream whether streamed text is held back until the guards release it
 * @param strict whether a model that failed for good makes the turn throw its typed exception
 */
public record Pipeline(
    IntentClassifier classifier,
    Routing routing,
    Grounder grounding,
    PromptAssembler prompt,
    Rounds rounds,
    ReplyGuards guards,
    FallbackRunner fallbacks,
    MemoryStep memory,
    AgentListener listener,
    Locale locale,
    boolean guardedStream,
    boolean strict) {

  /** Wraps the listener so that it cannot break a turn. */
  public Pipeline {
    listener = Listeners.safe(listener);
  }
}
