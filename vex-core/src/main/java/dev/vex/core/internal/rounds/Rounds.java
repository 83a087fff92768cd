package dev.vex.core.internal.rounds;

import dev.vex.core.event.AgentListener;
import dev.vex.core.internal.route.Route;
import dev.vex.core.internal.route.Routing;
import dev.vex.core.internal.turn.TurnControl;
import dev.vex.core.internal.turn.TurnState;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.recovery.RecoveryStep;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The model-rounds step of an agent, built once: how requests go out, how far the tool loop may go,
 * how tools run, and the recovery steps for a failed model call. Immutable and thread-safe. Not
 * part of the API.
 *
 * @param requests how a model request goes out
 * @param limits how far the tool loop may go
 * @param tools how tools run
 * @param recovery the recovery steps, in order
 * @param criticalTools the tools a recovery step that narrows the tools keeps
 */
public record Rounds(
    Requests requests,
    Limits limits,
    Tools tools,
    List<RecoveryStep> recovery,
    Set<String> criticalTools) {

  /** Copies the collections. */
  public Rounds {
    recovery = List.copyOf(recovery);
    criticalTools = Set.copyOf(criticalTools);
  }

  /**
   * How a model request goes out.
   *
   * @param backend the chat backend
   * @param options the model options ({@code temperature}, {@code num_ctx}, …)
   * @param keepAlive how long the server keeps the model loaded, or null for its default
   * @param think the thinking setting, or null
   * @param stream whether replies are streamed
   */
  public record Requests(
      ChatBackend backend,
      Map<String, Object> options,
      String keepAlive,
      dev.vex.core.model.Think think,
      boolean stream) {
    /** Copies the options. */
    public Requests {
      options = Map.copyOf(options);
    }
  }

  /**
   * How far the tool loop may go.
   *
   * @param maxRounds model rounds per turn
   * @param maxToolCallsPerRound tool calls run from one reply
   * @param maxToolCallsPerTurn tool calls run in the whole turn
   */
  public record Limits(int maxRounds, int maxToolCallsPerRound, int maxToolCallsPerTurn) {}

  /**
   * How tools run.
   *
   * @param timeout a tool's timeout when it sets none
   * @param outputLimit the most characters of a result the model sees
   * @param parallel whether one reply's calls run at once
   * @param isolate whether the turn moves on at once from a timed-out tool
   */
  public record Tools(Duration timeout, int outputLimit, boolean parallel, boolean isolate) {}

  /**
   * Runs the rounds of one turn.
   *
   * @param st the turn's state, added to
   * @param listener the turn's listener
   * @param messages the first round's messages; the rounds add to them
   * @param routing the routing step, for a switch of model
   * @param route where routing sent the turn
   * @param control the turn's deadline and cancellation
   * @return the model's final text
   * @throws dev.vex.core.model.ModelException when the model failed and no recovery step helped
   */
  public String run(
      TurnState st,
      AgentListener listener,
      List<Message> messages,
      Routing routing,
      Route route,
      TurnControl control) {
    return new ToolLoop(this, st, listener, messages, routing, route, control).run();
  }
}
