package dev.vex.core.internal;

import dev.vex.core.event.AgentListener;
import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ArgumentBinding;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.ToolCallTrace.Outcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one round's tool calls: resolves the name, checks and coerces the arguments, runs the
 * handler under its timeout, and turns every failure into a short message the model can act on.
 * Results come back in the calls' index order.
 *
 * <p>By default a tool runs on the thread that runs it (the turn's, or a pool thread for parallel
 * calls) and is interrupted at its timeout: no thread handoff on the hot path. A tool that ignores
 * interruption delays the turn until it returns, and is then reported as timed out. With isolation
 * on, each tool runs on the shared tool pool and the turn moves on at the timeout even if the tool
 * never returns.
 */
final class ToolRunner {
  private static final Logger log = LoggerFactory.getLogger(ToolRunner.class);
  private static final int ERROR_DETAIL_LIMIT = 200;

  private final Duration defaultTimeout;
  private final int outputLimit;
  private final boolean parallel;
  private final boolean isolate;
  private final AgentListener listener;
  private final Engine engine;

  ToolRunner(
      Duration defaultTimeout,
      int outputLimit,
      boolean parallel,
      boolean isolate,
      Engine engine,
      AgentListener listener) {
    this.engine = engine;
    this.defaultTimeout = defaultTimeout;
    this.outputLimit = outputLimit;
    this.parallel = parallel;
    this.isolate = isolate;
    this.listener = listener;
  }

  List<ToolCallTrace> run(List<ToolCall> calls, ToolRegistry offered, int round) {
    if (!parallel || calls.size() < 2) {
      List<ToolCallTrace> out = new ArrayList<>(calls.size());
      for (ToolCall call : calls) {
        out.add(runOne(call, offered, round));
      }
      return out;
    }
    List<Future<ToolCallTrace>> futures = new ArrayList<>(calls.size());
    for (ToolCall call : calls) {
      futures.add(engine.executor().submit(() -> runOne(call, offered, round)));
    }
    List<ToolCallTrace> out = new ArrayList<>(calls.size());
    for (Future<ToolCallTrace> f : futures) {
      try {
        out.add(f.get()); // runOne enforces each tool's own timeout
      } catch (ExecutionException e) {
        throw new IllegalStateException("tool runner failed", e.getCause());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        futures.forEach(x -> x.cancel(true));
        throw new IllegalStateException("interrupted while running tools", e);
      }
    }
    return out;
  }

  private ToolCallTrace runOne(ToolCall call, ToolRegistry offered, int round) {
    listener.toolCallStarted(call);
    long start = System.nanoTime();
    Tool tool = offered.resolve(call.name()).orElse(null);
    if (tool == null) {
      return failed(
          call, round, start, Outcome.UNKNOWN_TOOL, unknownTool(call.name(), offered), null);
    }
    ArgumentBinding binding = tool.parameters().bind(call.arguments());
    if (!binding.ok()) {
      String msg =
          "Error: invalid arguments for "
              + tool.name()
              + ": "
              + String.join("; ", binding.problems())
              + ". Call "
              + tool.name()
              + " again with arguments that match its parameters.";
      return failed(call, round, start, Outcome.INVALID_ARGUMENTS, msg, null);
    }
    Duration timeout = tool.timeout() != null ? tool.timeout() : defaultTimeout;
    ToolArguments args = new ToolArguments(binding.arguments());
    String result;
    Throwable failure = null;
    boolean timedOut;
    if (isolate) {
      Future<String> future = engine.executor().submit(() -> tool.handler().call(args));
      try {
        result = future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        timedOut = false;
      } catch (TimeoutException e) {
        future.cancel(true);
        result = null;
        timedOut = true;
        failure = e;
      } catch (ExecutionException e) {
        result = null;
        timedOut = false;
        failure = e.getCause() == null ? e : e.getCause();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        future.cancel(true);
        return failed(call, round, start, Outcome.FAILED, "Error: interrupted", e);
      }
    } else {
      // Runs on this thread; past its timeout the thread is interrupted (see Deadlines).
      Thread self = Thread.currentThread();
      Deadlines.Watch watch = engine.deadlines().watch(timeout.toNanos(), self::interrupt);
      try {
        result = tool.handler().call(args);
      } catch (Exception | LinkageError | AssertionError e) {
        result = null;
        failure = e;
      } finally {
        if (!watch.cancel()) {
          Thread.interrupted(); // clear the interrupt the deadline sent
        }
      }
      timedOut = watch.fired();
    }
    if (timedOut) {
      log.warn("tool {} did not finish within {}", tool.name(), timeout);
      String msg =
          "Error: tool "
              + tool.name()
              + " did not finish within "
              + seconds(timeout)
              + " and was stopped.";
      return failed(call, round, start, Outcome.TIMED_OUT, msg, failure);
    }
    if (failure != null) {
      log.warn("tool {} failed with arguments {}", tool.name(), binding.arguments(), failure);
      String msg = "Error: tool " + tool.name() + " failed: " + describe(failure);
      return failed(call, round, start, Outcome.FAILED, msg, failure);
    }
    String text = limit(result == null || result.isEmpty() ? "(no output)" : result);
    ToolCallTrace trace =
        new ToolCallTrace(
            round,
            call.id(),
            tool.name(),
            binding.arguments(),
            Outcome.OK,
            text,
            since(start),
            null);
    listener.toolCallEnded(trace);
    return trace;
  }

  private ToolCallTrace failed(
      ToolCall call, int round, long start, Outcome outcome, String message, Throwable error) {
    ToolCallTrace trace =
        new ToolCallTrace(
            round, call.id(), call.name(), call.arguments(), outcome, message, since(start), error);
    listener.toolCallFailed(trace);
    return trace;
  }

  static String unknownTool(String name, ToolRegistry offered) {
    StringBuilder sb =
        new StringBuilder("Error: there is no tool named \"").append(name).append("\".");
    List<String> near = offered.nearest(name, 3);
    if (!near.isEmpty()) {
      sb.append(" Did you mean ").append(String.join(" or ", near)).append('?');
    }
    sb.append(" Available tools: ").append(String.join(", ", offered.names())).append('.');
    return sb.toString();
  }

  private String limit(String text) {
    if (text.length() <= outputLimit) {
      return text;
    }
    int cut = outputLimit;
    if (Character.isHighSurrogate(text.charAt(cut - 1))) {
      cut--;
    }
    return text.substring(0, cut)
        + "\n[truncated: "
        + (text.length() - cut)
        + " more characters not shown]";
  }

  private static String describe(Throwable t) {
    String m = t.getMessage();
    String s = t.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m.strip());
    s = s.replace('\n', ' ');
    return s.length() > ERROR_DETAIL_LIMIT ? s.substring(0, ERROR_DETAIL_LIMIT) + "…" : s;
  }

  private static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }
}
