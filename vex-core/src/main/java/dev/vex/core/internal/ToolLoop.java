package dev.vex.core.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
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
import dev.vex.core.model.UnsupportedCapabilityException;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.trace.ModelCallTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The model rounds of one turn: ask the model, run the tools it calls, send the results back, until
 * it answers in text or the round limit is reached. Model failures are recovered here when a
 * changed request can succeed — the next model when one is missing, no tools when the model lacks
 * them, one reduced-tools retry when the model breaks on its tool JSON — and otherwise thrown to
 * the turn, which climbs the fallback ladder.
 */
final class ToolLoop {
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
  private boolean reducedRetryUsed;

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
        if (recover(e)) {
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
          if (recover(empty)) {
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

  /** Changes the request so that a retry can succeed; false when nothing would help. */
  private boolean recover(ModelException e) {
    switch (e.kind()) {
      case MODEL_NOT_FOUND -> {
        String missing = choice.model();
        unavailable.add(missing);
        if (s.router() instanceof DefaultModelRouter d) {
          d.forget(missing);
        }
        try {
          route();
        } catch (ModelException none) {
          return false;
        }
        st.warnings.add(
            "model '" + missing + "' is not on the server; switched to '" + choice.model() + "'");
        return true;
      }
      case UNSUPPORTED_CAPABILITY -> {
        String cap = e instanceof UnsupportedCapabilityException u ? u.capability() : "";
        if ("tools".equals(cap) && !offered.isEmpty()) {
          offered = ToolRegistry.empty();
          st.warnings.add("model '" + choice.model() + "' does not support tools: retried without");
          return true;
        }
        if ("thinking".equals(cap) && think != null) {
          think = null;
          st.warnings.add(
              "model '" + choice.model() + "' does not support thinking: retried without");
          return true;
        }
        return false;
      }
      case MODEL_FAILED, BAD_REQUEST, STREAM_BROKEN -> {
        if (reducedRetryUsed) {
          return false;
        }
        reducedRetryUsed = true;
        Set<String> used = new HashSet<>();
        for (ToolCallTrace t : st.toolCalls) {
          if (t.ok()) {
            used.add(t.name());
          }
        }
        ToolRegistry reduced = offered.only(used);
        if (reduced.size() == offered.size()) {
          reduced = ToolRegistry.empty();
        }
        st.warnings.add(
            "model failed ("
                + e.getMessage()
                + "); retried with "
                + (reduced.isEmpty() ? "no tools" : "only " + reduced.names()));
        offered = reduced;
        return true;
      }
      default -> {
        return false;
      }
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
