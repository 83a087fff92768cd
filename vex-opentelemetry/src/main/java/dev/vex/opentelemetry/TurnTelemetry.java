package dev.vex.opentelemetry;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.RecoveryTrace;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.TurnTrace;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Context;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;

/**
 * One turn's spans and metrics. Its methods are synchronized: the turn's events come from the
 * thread running it, and the lock is never contended then, but a later Vex may tell parallel
 * fetches from their own threads.
 */
final class TurnTelemetry implements AgentListener {
  private final VexTelemetry t;
  private final SpanShapes shapes;
  private final Context parent;
  private final String conversationId;

  private Span turn;
  private Context turnContext;

  /**
   * Whether the turn's span records. When it does not (the no-op API, or a sampler that dropped
   * it), no child span is started and no attribute, event or span name is built: only the metrics
   * are recorded, and the turn's context still reaches the host's fetchers and tools.
   */
  private boolean recording;

  private Span classification;
  private final Map<Intent, Span> fetches = new IdentityHashMap<>();
  private final List<Open> tools = new ArrayList<>();
  private Open chat;
  private Span guard;
  private Span fallback;
  private String fallbackName;

  /** An open span and when it started. */
  private record Open(Span span, long startNanos, String key, String model) {}

  TurnTelemetry(VexTelemetry telemetry, Context parent, String conversationId) {
    this.shapes = new SpanShapes(telemetry);
    this.t = telemetry;
    this.parent = parent;
    this.conversationId = conversationId;
  }

  @Override
  public synchronized void turnStarted(Message message) {
    if (turn != null) {
      return; // a listener for one turn told of a second: keep the first
    }
    var b =
        t.tracer()
            .spanBuilder(t.turnSpanName())
            .setParent(parent)
            .setSpanKind(SpanKind.INTERNAL)
            .setAttribute(Names.OPERATION, "invoke_agent")
            .setAttribute(Names.PROVIDER, t.providerName());
    if (t.agentName() != null) {
      b.setAttribute(Names.AGENT_NAME, t.agentName());
    }
    if (conversationId != null) {
      b.setAttribute(Names.CONVERSATION_ID, conversationId);
    }
    turn = b.startSpan();
    turnContext = parent.with(turn);
    recording = turn.isRecording();
    if (recording && t.captureContent()) {
      turn.setAttribute(Names.INPUT_MESSAGES, shapes.messages("user", message.content(), null));
    }
  }

  @Override
  public synchronized void turnEnded(AgentReply reply) {
    if (turn == null) {
      return;
    }
    TurnTrace trace = reply.trace();
    String outcome = trace.fellBack() ? "fallback" : "reply";
    closeOpen(null);
    if (t.metrics()) {
      if (trace.fallback() != null) {
        t.recorder().fallback(trace.fallback());
      }
      t.recorder().turn(outcome);
    }
    if (!recording) {
      turn.end();
      turn = null;
      return;
    }
    if (trace.model() != null && !trace.model().isEmpty()) {
      turn.setAttribute(Names.REQUEST_MODEL, trace.model());
    }
    turn.setAttribute(Names.TURN_OUTCOME, outcome);
    if (trace.fallback() != null) {
      turn.setAttribute(Names.RUNG, trace.fallback());
    }
    for (RecoveryTrace r : trace.recoveries()) {
      turn.addEvent(
          "vex.recovery",
          Attributes.of(
              Names.RECOVERY_STEP,
              r.step(),
              Names.RECOVERY_ACTION,
              String.valueOf(r.action()),
              Names.ROUND,
              (long) r.round()));
    }
    if (t.captureContent()) {
      turn.setAttribute(Names.OUTPUT_MESSAGES, shapes.messages("assistant", reply.text(), "stop"));
    }
    turn.end();
    turn = null;
  }

  @Override
  public synchronized void turnFailed(Throwable error) {
    if (turn == null) {
      return;
    }
    String outcome = error instanceof TurnCancelledException ? "cancelled" : "error";
    closeOpen(error);
    if (recording) {
      turn.setAttribute(Names.TURN_OUTCOME, outcome);
      shapes.fail(turn, error);
    }
    if (t.metrics()) {
      t.recorder().turn(outcome);
    }
    turn.end();
    turn = null;
  }

  @Override
  public synchronized void classificationStarted(Message message) {
    if (!recording) {
      return;
    }
    classification = child("vex.classify", SpanKind.INTERNAL);
  }

  @Override
  public synchronized void classificationEnded(List<Intent> intents) {
    if (classification == null) {
      return;
    }
    List<String> described = new ArrayList<>(intents.size());
    List<String> modes = new ArrayList<>(intents.size());
    for (Intent i : intents) {
      described.add(i.subject().isEmpty() ? i.kind() : i.kind() + ":" + i.subject());
      modes.add(SpanShapes.mode(i));
    }
    classification.setAttribute(Names.INTENTS, described);
    classification.setAttribute(Names.INTENT_MODES, modes);
    classification.end();
    classification = null;
  }

  @Override
  public synchronized void classificationFailed(Throwable error) {
    if (classification != null) {
      shapes.fail(classification, error);
      classification.end();
      classification = null;
    }
  }

  @Override
  public synchronized void groundingStarted(Intent intent) {
    if (!recording) {
      return;
    }
    Span s = child("vex.fetch " + intent.kind(), SpanKind.INTERNAL);
    if (s == null) {
      return;
    }
    s.setAttribute(Names.INTENT_KIND, intent.kind());
    if (!intent.subject().isEmpty()) {
      s.setAttribute(Names.INTENT_SUBJECT, intent.subject());
    }
    s.setAttribute(Names.INTENT_MODE, SpanShapes.mode(intent));
    fetches.put(intent, s);
  }

  /**
   * The fetch runs with its {@code vex.fetch} span current (the turn's when there is none), so that
   * a host's fetcher's own spans are its children; the scope closes on the fetcher's thread.
   */
  @Override
  public synchronized <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
    return current(fetches.get(intent), fetch);
  }

  /**
   * The tool runs with its {@code execute_tool} span current (the turn's when there is none), so
   * that a host's tool's own spans are its children; the scope closes on the tool's thread.
   */
  @Override
  public synchronized <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
    if (!recording) {
      return current(null, run);
    }
    String key = call.id() + "\u0000" + call.name();
    Span s = null;
    for (int i = tools.size() - 1; i >= 0 && s == null; i--) {
      if (tools.get(i).key().equals(key)) {
        s = tools.get(i).span();
      }
    }
    return current(s, run);
  }

  /**
   * The work wrapped to run with the span current (or the turn's span), restoring the thread's
   * context when it returns or throws; the work itself when there is nothing to propagate.
   */
  private <T> Callable<T> current(Span span, Callable<T> work) {
    if (turnContext == null) {
      return work;
    }
    if (span == null && !recording) {
      // The turn's context as it is: a dropped span's context is still valid and joins the trace.
      return Span.fromContext(turnContext).getSpanContext().isValid()
          ? turnContext.wrap(work)
          : work;
    }
    Context c = span == null ? turnContext : turnContext.with(span);
    if (!Span.fromContext(c).getSpanContext().isValid()) {
      return work; // no trace to join (the no-op API without a parent): nothing to make current
    }
    return c.wrap(work);
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    groundingEnded(intent, truth, false);
  }

  @Override
  public synchronized void groundingEnded(Intent intent, GroundTruth truth, boolean cacheHit) {
    Span s = fetches.remove(intent);
    if (s != null) {
      s.setAttribute(Names.SOURCE, truth.sourceName());
      s.setAttribute(Names.FETCH_OUTCOME, "fetched");
      s.setAttribute(Names.CACHE_HIT, cacheHit);
      s.end();
    }
    if (t.metrics()) {
      t.recorder().fetch(intent.kind(), truth.sourceName(), "fetched");
    }
  }

  @Override
  public synchronized void groundingFailed(Intent intent, Throwable error) {
    if (!recording && !t.metrics()) {
      return;
    }
    String outcome =
        error instanceof TimeoutException
            ? "timed_out"
            : error instanceof InterruptedException ? "interrupted" : "failed";
    String source = SpanShapes.source(error);
    Span s = fetches.remove(intent);
    if (s != null) {
      if (source != null) {
        s.setAttribute(Names.SOURCE, source);
      }
      s.setAttribute(Names.FETCH_OUTCOME, outcome);
      shapes.fail(s, error);
      s.end();
    }
    if (t.metrics()) {
      t.recorder().fetch(intent.kind(), source, outcome);
    }
  }

  @Override
  public synchronized void modelCallStarted(String model, int round) {
    if (turnContext == null) {
      return;
    }
    if (!recording) {
      // Only the duration metric needs this call: its start, and no span.
      chat = t.metrics() ? new Open(null, System.nanoTime(), null, model) : null;
      return;
    }
    Span s = child("chat " + model, SpanKind.CLIENT);
    s.setAttribute(Names.OPERATION, "chat");
    s.setAttribute(Names.PROVIDER, t.providerName());
    s.setAttribute(Names.REQUEST_MODEL, model);
    s.setAttribute(Names.ROUND, (long) round);
    chat = new Open(s, System.nanoTime(), null, model);
  }

  @Override
  public synchronized void modelCallEnded(String model, int round, ChatResponse response) {
    Open c = chat;
    chat = null;
    if (c == null) {
      return;
    }
    Span s = c.span();
    ChatResponse.Route route = response.route();
    VexTelemetry.ServerAddress server = t.server(route.server());
    String responseModel = response.model().isEmpty() ? null : response.model();
    long in = response.metrics().promptEvalCount();
    long out = response.metrics().evalCount();
    if (s != null) {
      chatEnded(s, response, route, server, responseModel, in, out);
    }
    if (!t.metrics()) {
      return;
    }
    t.recorder()
        .chat(
            new Recorder.ChatPoint(
                t.providerName(),
                c.model(),
                responseModel,
                server == null ? null : server.host(),
                server == null ? -1 : server.port(),
                null,
                seconds(c.startNanos()),
                in,
                out));
  }

  /** The attributes and events of a model call's span that got a reply, and its end. */
  private void chatEnded(
      Span s,
      ChatResponse response,
      ChatResponse.Route route,
      VexTelemetry.ServerAddress server,
      String responseModel,
      long in,
      long out) {
    if (responseModel != null) {
      s.setAttribute(Names.RESPONSE_MODEL, responseModel);
    }
    if (!response.doneReason().isEmpty()) {
      s.setAttribute(Names.FINISH_REASONS, List.of(response.doneReason()));
    }
    if (in > 0) {
      s.setAttribute(Names.INPUT_TOKENS, in);
    }
    if (out > 0) {
      s.setAttribute(Names.OUTPUT_TOKENS, out);
    }
    SpanShapes.server(s, server);
    if (!route.server().isEmpty()) {
      s.setAttribute(Names.SERVER_NAME, route.server());
    }
    if (route.failed().isEmpty()) {
      for (String failover : route.failovers()) {
        s.addEvent("vex.failover", Attributes.of(Names.FAILOVER, failover));
      }
    } else {
      for (ChatResponse.Failover f : route.failed()) {
        s.addEvent("vex.failover", shapes.failover(f));
      }
    }
    if (t.captureContent()) {
      s.setAttribute(Names.OUTPUT_MESSAGES, shapes.output(response));
    }
    s.end();
  }

  @Override
  public synchronized void modelCallFailed(String model, int round, Throwable error) {
    Open c = chat;
    chat = null;
    if (c == null) {
      return;
    }
    VexTelemetry.ServerAddress server = t.server(null);
    if (c.span() != null) {
      SpanShapes.server(c.span(), server);
      shapes.fail(c.span(), error);
      c.span().end();
    }
    if (!t.metrics()) {
      return;
    }
    t.recorder()
        .chat(
            new Recorder.ChatPoint(
                t.providerName(),
                c.model(),
                null,
                server == null ? null : server.host(),
                server == null ? -1 : server.port(),
                error.getClass().getName(),
                seconds(c.startNanos()),
                0,
                0));
  }

  @Override
  public synchronized void toolCallStarted(ToolCall call) {
    if (!recording) {
      return;
    }
    Span s = child("execute_tool " + call.name(), SpanKind.INTERNAL);
    if (s == null) {
      return;
    }
    s.setAttribute(Names.OPERATION, "execute_tool");
    s.setAttribute(Names.TOOL_NAME, call.name());
    s.setAttribute(Names.TOOL_TYPE, "function");
    if (call.id() != null && !call.id().isEmpty()) {
      s.setAttribute(Names.TOOL_CALL_ID, call.id());
    }
    if (t.captureContent()) {
      s.setAttribute(Names.TOOL_ARGUMENTS, shapes.limit(String.valueOf(call.arguments())));
    }
    tools.add(new Open(s, System.nanoTime(), call.id() + "\u0000" + call.name(), null));
  }

  @Override
  public synchronized void toolCallEnded(ToolCallTrace trace) {
    if (!recording) {
      return;
    }
    Span s = takeTool(trace);
    if (s != null) {
      s.setAttribute(Names.TOOL_OUTCOME, SpanShapes.outcome(trace));
      if (t.captureContent()) {
        s.setAttribute(Names.TOOL_RESULT, shapes.limit(trace.result()));
      }
      s.end();
    }
  }

  @Override
  public synchronized void toolCallFailed(ToolCallTrace trace) {
    if (!recording) {
      return;
    }
    Span s = takeTool(trace);
    if (s != null) {
      s.setAttribute(Names.TOOL_OUTCOME, SpanShapes.outcome(trace));
      s.setAttribute(
          Names.ERROR_TYPE,
          trace.error() != null ? trace.error().getClass().getName() : SpanShapes.outcome(trace));
      s.setStatus(StatusCode.ERROR, shapes.limit(trace.result()));
      if (t.captureContent()) {
        s.setAttribute(Names.TOOL_RESULT, shapes.limit(trace.result()));
      }
      s.end();
    }
  }

  @Override
  public synchronized void guardStarted(String name) {
    if (!recording) {
      return;
    }
    guard = child("vex.guard " + name, SpanKind.INTERNAL);
    if (guard != null) {
      guard.setAttribute(Names.GUARD, name);
    }
  }

  @Override
  public synchronized void guardEnded(GuardTrace trace) {
    if (!recording && !t.metrics()) {
      return;
    }
    String verdict =
        trace.verdict() == null
            ? "failed"
            : trace.verdict() instanceof GuardVerdict.Pass
                ? "pass"
                : trace.verdict() instanceof GuardVerdict.Rewritten ? "rewritten" : "overridden";
    if (guard != null) {
      guard.setAttribute(Names.VERDICT, verdict);
      if (trace.verdict() != null) {
        guard.setAttribute(Names.REASON, shapes.limit(trace.verdict().reason()));
      }
      String after = trace.text();
      if (trace.verdict() != null
          && !(trace.verdict() instanceof GuardVerdict.Pass)
          && trace.draft() != null
          && after != null) {
        guard.setAttribute(Names.FIGURES_REMOVED, (long) Removed.figures(trace.draft(), after));
        guard.setAttribute(Names.LINKS_REMOVED, (long) Removed.links(trace.draft(), after));
      }
      guard.end();
      guard = null;
    }
    if (t.metrics()) {
      t.recorder().guard(trace.guard(), verdict);
    }
  }

  @Override
  public synchronized void guardFailed(String name, Throwable error) {
    if (guard != null) {
      guard.setAttribute(Names.VERDICT, "failed");
      shapes.fail(guard, error);
      guard.end();
      guard = null;
    }
    if (t.metrics()) {
      t.recorder().guard(name, "failed");
    }
  }

  @Override
  public synchronized void fallbackStarted(String name, Throwable failure) {
    if (!recording) {
      return;
    }
    fallback = child("vex.fallback " + name, SpanKind.INTERNAL);
    fallbackName = name;
    if (fallback != null) {
      fallback.setAttribute(Names.RUNG, name);
    }
  }

  @Override
  public synchronized void fallbackEnded(String name, boolean used) {
    if (fallback != null) {
      fallback.setAttribute(Names.RUNG_USED, used);
      fallback.end();
      fallback = null;
    }
  }

  @Override
  public synchronized void fallbackFailed(String name, Throwable error) {
    if (fallback != null) {
      fallback.setAttribute(Names.RUNG_USED, false);
      shapes.fail(fallback, error);
      fallback.end();
      fallback = null;
    }
  }

  /** A child of the turn's span, or null outside a turn or when the turn does not record. */
  private Span child(String name, SpanKind kind) {
    if (turnContext == null || !recording) {
      return null;
    }
    return t.tracer().spanBuilder(name).setParent(turnContext).setSpanKind(kind).startSpan();
  }

  /** Ends whatever the turn left open (a cancelled turn stops mid-step). */
  private void closeOpen(Throwable error) {
    List<Span> open = new ArrayList<>();
    if (classification != null) {
      open.add(classification);
    }
    open.addAll(fetches.values());
    if (chat != null && chat.span() != null) {
      open.add(chat.span());
    }
    for (Open o : tools) {
      open.add(o.span());
    }
    if (guard != null) {
      open.add(guard);
    }
    if (fallback != null) {
      open.add(fallback);
    }
    for (Span s : open) {
      if (error != null) {
        shapes.fail(s, error);
      }
      s.end();
    }
    classification = null;
    fetches.clear();
    chat = null;
    tools.clear();
    guard = null;
    fallback = null;
    fallbackName = null;
  }

  private Span takeTool(ToolCallTrace trace) {
    String key = trace.id() + "\u0000" + trace.name();
    for (Iterator<Open> it = tools.iterator(); it.hasNext(); ) {
      Open o = it.next();
      if (o.key().equals(key)) {
        it.remove();
        return o.span();
      }
    }
    return null;
  }

  private static double seconds(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e9;
  }
}
