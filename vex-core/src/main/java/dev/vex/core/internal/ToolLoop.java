package dev.vex.core.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.event.AgentListener;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.DefaultModelRouter;
import dev.vex.core.model.ModelChoice;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.RouteRequest;
import dev.vex.core.model.StreamHandler;
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
 * The model rounds of one turn: ask the model, run the tools it calls, send the results back, until
 * it answers in text or the round limit is reached. A failed model call goes to the agent's
 * recovery steps ({@link RecoveryStep}), in order; when one changes the request it goes out again,
 * and when none helps the failure is thrown to the turn, which climbs the fallback ladder.
 */
final class ToolLoop {
  private static final Logger log = LoggerFactory.getLogger(ToolLoop.class);
  private final Settings s;
  private final TurnState st;
  private final AgentListener listener;
  private final ToolRunner runner;
  private final List<Message> messages;
  private final int userIndex;
  private final Set<String> unavailable = new HashSet<>();
  private final StreamHandler stream;
  private ModelChoice choice;
  private ToolRegistry offered;
  private Object think;
  private final TurnControl control;
  private final Map<String, Integer> recovered = new HashMap<>();

  ToolLoop(
      Settings s,
      TurnState st,
      AgentListener listener,
      List<Message> messages,
      TurnControl control) {
    this.s = s;
    this.control = control;
    this.st = st;
    this.listener = listener;
    this.messages = messages;
    this.userIndex = messages.size() - 1;
    this.runner =
        new ToolRunner(
            s.toolTimeout(),
            s.toolOutputLimit(),
            s.parallelToolCalls(),
            s.isolateTools(),
            control.engine(),
            listener);
    this.think = s.think();
    this.stream = s.stream() ? listener::contentDelta : StreamHandler.NONE;
  }

  /** Runs the rounds and returns the model's final text. */
  String run() {
    route();
    int attempts = 0;
    int round = 1;
    while (round <= s.maxRounds()) {
      if (++attempts > s.maxRounds() + 6) {
        throw new ModelFailedException(
            -1, null, "gave up after " + attempts + " model calls", null);
      }
      ChatResponse r;
      control.checkpoint("before model round " + round);
      try {
        r = call(round);
      } catch (ModelException e) {
        control.checkpoint("in model round " + round);
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
        if (r.content().isBlank()) {
          control.checkpoint("in model round " + round);
          ModelException empty = emptyReply(r);
          if (recover(empty, round)) {
            continue;
          }
          throw empty;
        }
        return r.content();
      }
      List<ToolCall> normalized = new ArrayList<>(calls.size());
      for (ToolCall c : calls) {
        normalized.add(new ToolCall(c.id(), c.index(), c.name(), objectArguments(c.arguments())));
      }
      messages.add(Message.assistant(calls == r.toolCalls() ? r.content() : "", normalized));
      for (ToolCallTrace t : runner.run(calls, offered, round)) {
        st.toolCalls.add(t);
        if (t.ok()) {
          st.addLinksFrom(t.result());
        }
        messages.add(Message.toolResult(t.name(), t.id(), t.result()));
      }
      control.checkpoint("after the tools of round " + round);
      round++;
    }
    return finalAnswer(round);
  }

  private String finalAnswer(int round) {
    st.maxRoundsReached = true;
    st.warnings.add("stopped the tool loop after " + s.maxRounds() + " rounds");
    offered = ToolRegistry.empty();
    messages.add(
        Message.system(
            "You have used all your tool calls. Answer the user now from the tool results above,"
                + " without calling any tool."));
    control.checkpoint("before the final answer");
    ChatResponse r = call(round);
    st.rounds = round;
    if (r.content().isBlank() || !r.toolCalls().isEmpty()) {
      throw new ModelFailedException(
          -1, null, "model gave no answer after " + s.maxRounds() + " tool rounds", null);
    }
    return r.content();
  }

  private void route() {
    boolean images = st.user.hasImages();
    ToolRegistry all =
        s.tools().isEmpty() ? s.tools() : s.toolSelector().select(st.intents, s.tools());
    choice = s.router().route(new RouteRequest(st.intents, images, !all.isEmpty(), unavailable));
    st.model = choice.model();
    st.warnings.addAll(choice.warnings());
    offered = choice.toolsAllowed() ? all : ToolRegistry.empty();
    Message u = messages.get(userIndex);
    if (images && !choice.imagesAllowed() && u.hasImages()) {
      messages.set(userIndex, Message.user(u.content()));
    } else if (images && choice.imagesAllowed() && !u.hasImages()) {
      messages.set(userIndex, st.user); // a vision model after a re-route gets the images back
    }
  }

  private ChatResponse call(int round) {
    String model = choice.model();
    listener.modelCallStarted(model, round);
    long start = System.nanoTime();
    ChatRequest request =
        new ChatRequest(
            model, messages, offered, null, s.options(), s.keepAlive(), think, s.stream());
    try {
      ChatResponse r = s.backend().chat(request, stream);
      if (r == null) {
        throw new IllegalStateException(
            "backend " + s.backend().getClass().getName() + " returned null");
      }
      st.modelCalls.add(
          new ModelCallTrace(
              round, model, offered.size(), r.toolCalls().size(), since(start), null));
      listener.modelCallEnded(model, round, r);
      return r;
    } catch (RuntimeException e) {
      ModelException me =
          e instanceof ModelException m
              ? m
              : new ModelFailedException(
                  -1, null, "chat backend " + s.backend().getClass().getName() + " threw: " + e, e);
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
    for (RecoveryStep step : s.recovery()) {
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
      } catch (RuntimeException bug) {
        log.warn("recovery step {} failed and was skipped", step.getClass().getName(), bug);
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
      return choice.model();
    }

    @Override
    public List<String> offeredTools() {
      return offered.names();
    }

    @Override
    public boolean thinking() {
      return think != null && !Boolean.FALSE.equals(think);
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
      String current = choice.model();
      unavailable.add(current);
      if (failure.kind() == ModelException.Kind.MODEL_NOT_FOUND
          && s.router() instanceof DefaultModelRouter d) {
        d.forget(current);
      }
      try {
        route();
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
            + choice.model()
            + "' returned an empty reply"
            + (r.truncated() ? " (stopped at the length limit; raise num_ctx or num_predict)" : ""),
        null);
  }

  /** History must carry arguments as an object: Ollama rejects string arguments with a 400. */
  private static JsonElement objectArguments(JsonElement args) {
    if (args.isJsonPrimitive() && args.getAsJsonPrimitive().isString()) {
      try {
        JsonElement parsed = JsonParser.parseString(args.getAsString());
        if (parsed.isJsonObject()) {
          return parsed;
        }
      } catch (JsonParseException ignored) {
        // sent as an empty object below
      }
      return new com.google.gson.JsonObject();
    }
    return args.isJsonObject() ? args : new com.google.gson.JsonObject();
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }
}
