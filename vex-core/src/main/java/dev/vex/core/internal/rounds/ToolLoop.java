package dev.vex.core.internal.rounds;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.internal.guard.StreamRelease;
import dev.vex.core.internal.json.ArgumentTrees;
import dev.vex.core.internal.route.Route;
import dev.vex.core.internal.route.Routing;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.internal.turn.TurnControl;
import dev.vex.core.internal.turn.TurnState;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelChoice;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.model.Think;
import dev.vex.core.recovery.RecoveryAttempt;
import dev.vex.core.recovery.RecoveryStep;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.trace.ModelCallTrace;
import dev.vex.core.trace.RecoveryTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The model rounds of one turn: ask the model the routing step chose, run the tools it calls, send
 * the results back, until it answers in text or the round limit is reached. A failed model call
 * goes to the agent's recovery steps ({@link RecoveryStep}), in order; when one changes the request
 * it goes out again, and when none helps the failure is thrown to the turn, which climbs the
 * fallback ladder.
 */
final class ToolLoop {
  private final Rounds.Requests req;
  private final Rounds.Limits lim;
  private final List<RecoveryStep> recovery;
  private final Set<String> criticalTools;
  private final TurnState st;
  private final AgentListener listener;
  private final ToolRunner runner;
  private final List<Message> messages;
  private final int userIndex;
  private final Set<String> unavailable = new HashSet<>();
  private final StreamHandler stream;
  private final Routing routing;
  private Route route;
  private ToolRegistry offered;
  private Think think;
  private final TurnControl control;
  private final Map<String, Integer> recovered = new HashMap<>();
  private int toolCallsRun;

  ToolLoop(
      Rounds rounds,
      TurnState st,
      AgentListener listener,
      List<Message> messages,
      Routing routing,
      Route route,
      TurnControl control) {
    this.req = rounds.requests();
    this.lim = rounds.limits();
    this.recovery = rounds.recovery();
    this.criticalTools = rounds.criticalTools();
    this.routing = routing;
    this.control = control;
    this.st = st;
    this.listener = listener;
    this.messages = messages;
    this.userIndex = messages.size() - 1;
    this.runner = new ToolRunner(rounds.tools(), control.engine(), listener);
    this.think = req.think();
    this.stream = req.stream() ? StreamRelease.handler(listener) : StreamHandler.NONE;
    apply(route);
  }

  /** Runs the rounds and returns the model's final text. */
  String run() {
    int attempts = 0;
    int round = 1;
    while (round <= lim.maxRounds()) {
      if (++attempts > lim.maxRounds() + 6) {
        throw new ModelFailedException(
            -1, null, "gave up after " + attempts + " model calls", null);
      }
      ChatResponse r;
      control.checkpoint("before model round ", round);
      try {
        r = call(round);
      } catch (ModelException e) {
        control.checkpoint("in model round ", round);
        if (recover(e, round)) {
          continue;
        }
        throw e;
      }
      st.rounds = round;
      List<ToolCall> calls = r.toolCalls();
      if (calls.isEmpty() && !offered.isEmpty()) {
        calls = TextToolCalls.parse(r.content(), offered);
        if (!calls.isEmpty()) {
          st.warnings.add(
              "round " + round + ": recovered " + calls.size() + " tool call(s) written as text");
        }
      }
      if (calls.isEmpty()) {
        ModelException failed = unusable(r, round);
        if (failed != null) {
          control.checkpoint("in model round ", round);
          if (recover(failed, round)) {
            continue;
          }
          throw failed;
        }
        return r.content();
      }
      boolean native_ = calls == r.toolCalls();
      boolean capReached = runCalls(calls, native_ ? r.content() : "", round);
      control.checkpoint("after the tools of round ", round);
      round++;
      if (capReached) {
        return finalAnswer(
            round,
            false,
            "stopped the tool loop after " + toolCallsRun + " tool calls (maxToolCallsPerTurn)");
      }
    }
    return finalAnswer(round, true, "stopped the tool loop after " + lim.maxRounds() + " rounds");
  }

  /**
   * Runs the calls within the caps, refuses the rest, and adds the calls and their results to the
   * history. Returns whether the turn's cap is now reached.
   */
  private boolean runCalls(List<ToolCall> calls, String content, int round) {
    int room = Math.min(lim.maxToolCallsPerRound(), lim.maxToolCallsPerTurn() - toolCallsRun);
    int run = Math.min(calls.size(), Math.max(0, room));
    int refused = calls.size() - run;
    int echoed = Math.min(refused, lim.maxToolCallsPerRound());
    List<ToolCall> kept = calls.subList(0, run + echoed);
    List<ToolCall> normalized = new ArrayList<>(kept.size());
    for (ToolCall c : kept) {
      String args = objectArguments(c.arguments());
      normalized.add(args == c.arguments() ? c : new ToolCall(c.id(), c.index(), c.name(), args));
    }
    messages.add(Message.assistant(content, normalized));
    List<ToolCallTrace> traces =
        new ArrayList<>(
            runner.run(calls.subList(0, run), offered, round, st, st.deadlineNanos, st.warnings));
    if (refused > 0) {
      String why =
          "Error: not run. This reply asked for "
              + calls.size()
              + " tool calls; at most "
              + lim.maxToolCallsPerRound()
              + " run per reply and "
              + lim.maxToolCallsPerTurn()
              + " per turn. Use the results you have, or call again only what you still need.";
      for (ToolCall c : calls.subList(run, run + echoed)) {
        traces.add(runner.refuse(c, round, why));
      }
      st.warnings.add(
          "round "
              + round
              + ": the model asked for "
              + calls.size()
              + " tool calls; ran "
              + run
              + ", refused "
              + refused
              + " (maxToolCallsPerRound "
              + lim.maxToolCallsPerRound()
              + ", maxToolCallsPerTurn "
              + lim.maxToolCallsPerTurn()
              + ")"
              + (refused > echoed ? "; " + (refused - echoed) + " not echoed to the model" : ""));
    }
    toolCallsRun += run;
    for (ToolCallTrace t : traces) {
      st.toolCalls.add(t);
      if (t.ok()) {
        st.addLinksFrom(t.result());
        t.artefacts().forEach(a -> st.links.add(a.link()));
        if (!t.groundTruth().isEmpty()) {
          List<GroundTruth> truths = new ArrayList<>(st.truths);
          truths.addAll(t.groundTruth());
          st.truths = List.copyOf(truths);
          t.groundTruth().forEach(g -> st.links.addAll(g.sourceUrls()));
        }
      }
      messages.add(Message.toolResult(t.name(), t.id(), t.result()));
    }
    return toolCallsRun >= lim.maxToolCallsPerTurn();
  }

  /**
   * Judges a reply without tool calls: null when its text can go to the user, else the failure that
   * makes this a failed round. Empty text, tool-call markup (whether or not tools were offered), an
   * error object copied into the text, and, when the turn has ground truth, text cut at the length
   * limit are failures; a cut reply is marked in the trace in any case.
   */
  private ModelException unusable(ChatResponse r, int round) {
    if (r.truncated()) {
      st.warnings.add(
          "round "
              + round
              + ": the reply stopped at the length limit (done_reason \"length\"); it may be"
              + " incomplete");
    }
    if (r.content().isBlank()) {
      return emptyReply(r);
    }
    if (TextToolCalls.looksLikeCall(r.content())) {
      return new ModelFailedException(
          -1,
          null,
          "model '"
              + route.model()
              + "' wrote a tool call as text"
              + (offered.isEmpty() ? " while no tool was offered" : " that could not be run")
              + "; it is not an answer",
          null);
    }
    if (ErrorObjects.holdsOne(r.content())) {
      return new ModelFailedException(
          -1,
          null,
          "model '"
              + route.model()
              + "' wrote an error object as text (a failure passed on, not an answer)",
          null);
    }
    if (r.truncated() && !st.truths.isEmpty()) {
      return new ModelFailedException(
          -1,
          null,
          "model '"
              + route.model()
              + "' stopped at the length limit; a cut answer is not passed off as complete"
              + " (raise num_predict or num_ctx)",
          null);
    }
    return null;
  }

  private String finalAnswer(int round, boolean roundLimit, String why) {
    st.maxRoundsReached = roundLimit;
    st.warnings.add(why);
    offered = ToolRegistry.empty();
    messages.add(
        Message.system(
            "You have used all your tool calls. Answer the user now from the tool results above,"
                + " without calling any tool."));
    control.checkpoint("before the final answer");
    ChatResponse r = call(round);
    st.rounds = round;
    if (!r.toolCalls().isEmpty()) {
      throw new ModelFailedException(
          -1,
          null,
          "model gave no answer once the tool loop "
              + why.substring("stopped the tool loop ".length()),
          null);
    }
    ModelException failed = unusable(r, round);
    if (failed != null) {
      throw failed;
    }
    return r.content();
  }

  /**
   * Takes a route: its model, its tools, and the user's images only when the model may see them.
   */
  private void apply(Route r) {
    route = r;
    ModelChoice choice = r.choice();
    boolean images = st.user.hasImages();
    st.model = route.model();
    st.warnings.addAll(choice.warnings());
    offered = r.offered();
    Message u = messages.get(userIndex);
    if (images && !choice.imagesAllowed() && u.hasImages()) {
      messages.set(userIndex, Message.user(u.content()));
    } else if (images && choice.imagesAllowed() && !u.hasImages()) {
      messages.set(userIndex, st.user); // a vision model after a re-route gets the images back
    }
  }

  private ChatResponse call(int round) {
    String model = route.model();
    listener.modelCallStarted(model, round);
    long start = System.nanoTime();
    ChatRequest request =
        new ChatRequest(
            model, messages, offered, null, req.options(), req.keepAlive(), think, req.stream());
    try {
      ChatResponse r = req.backend().chat(request, stream, st.deadlineNanos);
      if (r == null) {
        throw new IllegalStateException(
            "backend " + req.backend().getClass().getName() + " returned null");
      }
      st.modelCalls.add(
          new ModelCallTrace(
              round,
              model,
              offered.size(),
              r.toolCalls().size(),
              since(start),
              null,
              r.route().server(),
              r.route().failovers()));
      listener.modelCallEnded(model, round, r);
      return r;
    } catch (Throwable e) { // NOPMD: a host backend's failure of any kind is contained
      Contain.check(e);
      ModelException me =
          e instanceof ModelException m
              ? m
              : new ModelFailedException(
                  -1,
                  null,
                  "chat backend " + req.backend().getClass().getName() + " threw: " + e,
                  e);
      st.modelCalls.add(
          new ModelCallTrace(round, model, offered.size(), 0, since(start), me.getMessage()));
      listener.modelCallFailed(model, round, me);
      throw me;
    }
  }

  /**
   * Asks the recovery steps, in order, to change the request so that a retry can succeed; the first
   * that acts wins and is traced. False when none would help.
   */
  private boolean recover(ModelException e, int round) {
    Attempt attempt = new Attempt(e);
    for (RecoveryStep step : recovery) {
      String name;
      Optional<String> action;
      try {
        name = step.name();
        action = step.recover(attempt);
        if (action == null) {
          throw new IllegalStateException(
              "recovery step "
                  + step.getClass().getName()
                  + " returned null; return Optional.empty() to pass");
        }
      } catch (TurnCancelledException | TurnControl.Expired stop) {
        throw stop;
      } catch (Throwable bug) { // NOPMD: a host step's failure of any kind is contained
        Contain.check(bug);
        log().warn("recovery step {} failed and was skipped", step.getClass().getName(), bug);
        st.warnings.add("recovery step " + step.getClass().getName() + " failed: " + bug);
        continue;
      }
      if (action.isPresent()) {
        recovered.merge(name, 1, Integer::sum);
        st.recoveries.add(new RecoveryTrace(round, name, e.getMessage(), action.get()));
        st.warnings.add(action.get());
        return true;
      }
    }
    return false;
  }

  /** The view of one failure the recovery steps get, and the changes they may make. */
  private final class Attempt implements RecoveryAttempt {
    private final ModelException failure;

    Attempt(ModelException failure) {
      this.failure = failure;
    }

    @Override
    public ModelException failure() {
      return failure;
    }

    @Override
    public String model() {
      return route.model();
    }

    @Override
    public List<String> offeredTools() {
      return offered.names();
    }

    @Override
    public boolean thinking() {
      return think != null && think.enabled();
    }

    @Override
    public List<ToolCallTrace> toolCalls() {
      return List.copyOf(st.toolCalls);
    }

    @Override
    public int timesRecovered(String step) {
      return recovered.getOrDefault(step, 0);
    }

    @Override
    public boolean switchModel() {
      String current = route.model();
      unavailable.add(current);
      if (failure.kind() == ModelException.Kind.MODEL_NOT_FOUND) {
        routing.modelMissing(current);
      }
      try {
        apply(
            routing.reroute(
                route,
                st.intents.stream().filter(dev.vex.core.intent.Intent::isAsk).toList(),
                st.user.hasImages(),
                unavailable));
        return true;
      } catch (ModelException none) {
        unavailable.remove(current);
        return false;
      }
    }

    @Override
    public void offerOnly(Collection<String> names) {
      offered = offered.only(names);
    }

    @Override
    public Set<String> criticalTools() {
      return criticalTools;
    }

    @Override
    public void dropThinking() {
      think = null;
    }

    @Override
    public void pause(Duration pause) {
      long nanos = control.remainingNanos(Math.min(pause.toNanos(), 60_000_000_000L));
      try {
        TimeUnit.NANOSECONDS.sleep(nanos);
      } catch (InterruptedException ie) {
        Thread.currentThread().interrupt();
      }
      control.checkpoint("while waiting to retry");
    }
  }

  private ModelException emptyReply(ChatResponse r) {
    return new ModelFailedException(
        -1,
        null,
        "model '"
            + route.model()
            + "' returned an empty reply"
            + (r.truncated() ? " (stopped at the length limit; raise num_ctx or num_predict)" : ""),
        null);
  }

  /**
   * History must carry arguments as an object: Ollama rejects string arguments with a 400. Returns
   * {@code args} itself when it is already the text Gson writes for its object (as the reply reader
   * made it), so the call and the tree kept for its text go on as they are.
   */
  private static String objectArguments(String args) {
    JsonElement parsed;
    try {
      parsed = ArgumentTrees.parse(args);
    } catch (JsonParseException e) {
      return "{}";
    }
    if (parsed.isJsonObject() && ArgumentTrees.canonical(args)) {
      return args;
    }
    if (parsed.isJsonPrimitive() && parsed.getAsJsonPrimitive().isString()) {
      try {
        parsed = JsonParser.parseString(parsed.getAsString());
      } catch (JsonParseException ignored) {
        // sent as an empty object below
      }
    }
    return parsed.isJsonObject() ? ArgumentTrees.remember(parsed.toString(), parsed) : "{}";
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(ToolLoop.class);
  }
}
