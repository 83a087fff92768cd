package dev.vex.core.internal.rounds;

import dev.vex.core.event.AgentListener;
import dev.vex.core.internal.json.ArgumentTrees;
import dev.vex.core.internal.json.PlainJson;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.tool.ArgumentBinding;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.ToolCallTrace.Outcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one round's tool calls: resolves the name, checks and coerces the arguments, runs the
 * handler under its timeout, and turns every failure into a short message the model can act on.
 * Results come back in the calls' index order.
 *
 * <p>Every tool runs on the shared tool pool while the turn's thread waits for it with a timeout
 * (the tool's own, else the agent's, and never past the turn's deadline), so a tool cannot hold the
 * turn longer than that in any mode. At the timeout the tool's thread is interrupted. By default
 * the turn then waits up to {@link #GRACE} more for the tool to stop, so that a tool which honours
 * the interrupt finishes its clean-up before the next call runs; with isolation on it moves on at
 * once. A tool that ignores the interrupt is abandoned: its pool thread runs on until the handler
 * returns, its result is discarded, and the trace and log say so ({@link #abandoned()} counts such
 * threads). In parallel mode all calls of the round start together and each is waited for up to its
 * own timeout.
 *
 * <p>A tool that throws anything is contained and reported as {@link Outcome#FAILED}, including
 * {@link StackOverflowError}; only the other {@link VirtualMachineError}s ({@link
 * OutOfMemoryError}, {@link InternalError}, ...) propagate, since after them the JVM's state is
 * unknown and the host's own handler must see them.
 */
final class ToolRunner {
  private static final int ERROR_DETAIL_LIMIT = 200;

  /** How long a timed-out tool has to honour its interrupt before it is abandoned. */
  static final Duration GRACE = Duration.ofSeconds(1);

  private static final AtomicInteger ABANDONED = new AtomicInteger();
  private static final int RUNNING = 0;
  private static final int ENDED = 1;
  private static final int ABANDONED_STATE = 2;

  private final Duration defaultTimeout;
  private final int outputLimit;
  private final boolean parallel;
  private final boolean isolate;
  private final AgentListener listener;
  private final Engine engine;

  ToolRunner(Rounds.Tools config, Engine engine, AgentListener listener) {
    this.engine = engine;
    this.defaultTimeout = config.timeout();
    this.outputLimit = config.outputLimit();
    this.parallel = config.parallel();
    this.isolate = config.isolate();
    this.listener = listener;
  }

  /**
   * Returns how many tool threads are running now after their tool was abandoned at its timeout.
   *
   * @return the count
   */
  static int abandoned() {
    return ABANDONED.get();
  }

  List<ToolCallTrace> run(
      List<ToolCall> calls,
      ToolRegistry offered,
      int round,
      Object turn,
      long deadlineNanos,
      List<String> warnings) {
    List<ToolCallTrace> out = new ArrayList<>(calls.size());
    if (!parallel || calls.size() < 2) {
      for (ToolCall call : calls) {
        out.add(
            finish(
                start(call, offered, round, true, turn, deadlineNanos), deadlineNanos, warnings));
      }
      return out;
    }
    List<Running> started = new ArrayList<>(calls.size());
    for (ToolCall call : calls) {
      started.add(start(call, offered, round, false, turn, deadlineNanos));
    }
    for (Running r : started) {
      out.add(finish(r, deadlineNanos, warnings));
    }
    return out;
  }

  /** A refusal for a call over the cap; the tool is not run. */
  ToolCallTrace refuse(ToolCall call, int round, String message) {
    listener.toolCallStarted(call);
    return failed(call, round, System.nanoTime(), Outcome.REFUSED, message, null);
  }

  /** One call on its way: either already decided, or running on the pool. */
  private static final class Running {
    final ToolCall call;
    final int round;
    final long start;
    ToolCallTrace decided;
    Tool tool;
    ArgumentBinding binding;
    ToolArguments args;
    Callable<String> work; // the handler's run, as the listener wrapped it
    Duration timeout;
    Future<String> future;
    boolean here; // runs on the turn's thread in finish(), not on the pool
    CountDownLatch ended;
    AtomicInteger state; // RUNNING, then ENDED by the tool's thread or ABANDONED by the turn

    Running(ToolCall call, int round, long start) {
      this.call = call;
      this.round = round;
      this.start = start;
    }
  }

  private Running start(
      ToolCall call,
      ToolRegistry offered,
      int round,
      boolean alone,
      Object turn,
      long deadlineNanos) {
    listener.toolCallStarted(call);
    Running r = new Running(call, round, System.nanoTime());
    try {
      Tool tool = offered.resolve(call.name()).orElse(null);
      if (tool == null) {
        r.decided =
            failed(
                call,
                round,
                r.start,
                Outcome.UNKNOWN_TOOL,
                unknownTool(call.name(), offered),
                null);
        return r;
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
        r.decided = failed(call, round, r.start, Outcome.INVALID_ARGUMENTS, msg, null);
        return r;
      }
      r.tool = tool;
      r.binding = binding;
      r.timeout = tool.timeout() != null ? tool.timeout() : defaultTimeout;
      long until = r.start + r.timeout.toNanos();
      if (deadlineNanos != ChatBackend.NO_DEADLINE && deadlineNanos - until < 0) {
        until = deadlineNanos;
      }
      ToolArguments args = new ToolArguments(binding.arguments(), turn, until);
      r.args = args;
      // The listener's wrapper runs where the handler runs (a tracer makes its span current there).
      Callable<String> work = listener.aroundTool(call, () -> tool.handler().call(args));
      r.work = work;
      if (alone && answersInterrupts(tool)) {
        r.here = true; // no hand-off: finish() runs it on this thread under the timeout's interrupt
        return r;
      }
      CountDownLatch ended = new CountDownLatch(1);
      AtomicInteger state = new AtomicInteger(RUNNING);
      r.ended = ended;
      r.state = state;
      r.future =
          engine
              .executor()
              .submit(
                  () -> {
                    // Bound to the turn's engine: VexRuntime.current() in the tool is the agent's.
                    Engine outer = engine.bind();
                    try {
                      return work.call();
                    } finally {
                      Engine.restore(outer);
                      ended.countDown();
                      if (!state.compareAndSet(RUNNING, ENDED)) {
                        ABANDONED.decrementAndGet(); // the turn had given up on this thread
                      }
                    }
                  });
    } catch (RejectedExecutionException e) {
      r.decided = failed(call, round, r.start, Outcome.FAILED, "Error: no thread to run it", e);
    } catch (Throwable t) {
      if (Contain.fatal(t)) {
        throw (Error) t;
      }
      r.decided =
          failed(
              call, round, r.start, Outcome.FAILED, "Error: could not run it: " + describe(t), t);
    }
    return r;
  }

  private ToolCallTrace finish(Running r, long deadlineNanos, List<String> warnings) {
    if (r.decided != null) {
      return r.decided;
    }
    long until = r.start + r.timeout.toNanos();
    boolean byDeadline = false;
    if (deadlineNanos != ChatBackend.NO_DEADLINE && deadlineNanos - until < 0) {
      until = deadlineNanos;
      byDeadline = true;
    }
    String result;
    Throwable failure = null;
    boolean timedOut = false;
    try {
      if (r.here) {
        result = runHere(r, until);
      } else {
        result = r.future.get(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
      }
    } catch (TimeoutException e) {
      result = null;
      timedOut = true;
      failure = e;
    } catch (ExecutionException e) {
      result = null;
      failure = e.getCause() == null ? e : e.getCause();
      if (Contain.fatal(failure)) {
        throw (Error) failure;
      }
    } catch (CancellationException e) {
      result = null;
      failure = e;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      if (r.future != null) {
        r.future.cancel(true);
      }
      return failed(r.call, r.round, r.start, Outcome.FAILED, "Error: interrupted", e);
    }
    Tool tool = r.tool;
    if (timedOut && !r.here) {
      r.future.cancel(true);
      if (!isolate) {
        awaitQuietly(r.ended, GRACE);
      }
      abandonIfRunning(r, warnings);
    }
    if (timedOut) {
      log().warn("tool {} did not finish within {}", tool.name(), r.timeout);
      String msg =
          "Error: tool "
              + tool.name()
              + " did not finish within "
              + (byDeadline ? "the time left for this turn" : seconds(r.timeout))
              + " and was stopped.";
      return failed(r.call, r.round, r.start, Outcome.TIMED_OUT, msg, failure);
    }
    if (failure != null) {
      log().warn("tool {} failed with arguments {}", tool.name(), r.binding.arguments(), failure);
      String msg = "Error: tool " + tool.name() + " failed" + forModel(failure);
      return failed(r.call, r.round, r.start, Outcome.FAILED, msg, failure);
    }
    String text = limit(result == null || result.isEmpty() ? "(no output)" : result);
    ToolCallTrace trace =
        new ToolCallTrace(
            r.round,
            r.call.id(),
            tool.name(),
            // the checked arguments as JSON: the model's own text when they are its arguments
            ArgumentTrees.write(PlainJson.treeOf(r.binding.arguments()), r.call.arguments()),
            Outcome.OK,
            text,
            since(r.start),
            null,
            r.args.artefacts(),
            r.args.groundTruth());
    listener.toolCallEnded(trace);
    return trace;
  }

  /**
   * Runs a tool whose handler answers interrupts on this thread; the deadline sweeper interrupts it
   * at the timeout, and that interrupt is taken back before this returns. Throws like the pool's
   * future would: {@link TimeoutException} at the timeout, {@link ExecutionException} for the
   * tool's own failure, {@link InterruptedException} for an interrupt from anyone else (a cancelled
   * turn), with the interrupt kept.
   */
  private String runHere(Running r, long until)
      throws TimeoutException, ExecutionException, InterruptedException {
    Thread me = Thread.currentThread();
    Deadlines.Watch watch =
        engine.deadlines().watch(Math.max(0, until - System.nanoTime()), me::interrupt);
    String result = null;
    Throwable failure = null;
    try {
      result = r.work.call();
    } catch (Throwable t) { // NOPMD: reported as the pool's future reports it
      if (Contain.fatal(t)) {
        watch.cancel();
        throw (Error) t;
      }
      failure = t;
    }
    boolean fired = !watch.cancel();
    if (fired) {
      Thread.interrupted(); // the timeout's interrupt, not the caller's
    }
    if (failure == null) {
      return result; // it returned: whatever the clock says, the answer is in
    }
    if (fired) {
      throw new TimeoutException("the tool's time ran out");
    }
    if (failure instanceof InterruptedException || me.isInterrupted()) {
      throw new InterruptedException("interrupted while running " + r.tool.name());
    }
    throw new ExecutionException(failure);
  }

  /** A handler that throws from this method runs on the pool, as one that says no. */
  private static boolean answersInterrupts(Tool tool) {
    try {
      return tool.handler().answersInterrupts();
    } catch (Throwable e) { // NOPMD: a host handler's failure of any kind is contained
      Contain.check(e);
      return false;
    }
  }

  /** Counts the stuck thread until its handler returns; says so in the trace and the log(). */
  private static void abandonIfRunning(Running r, List<String> warnings) {
    if (!r.state.compareAndSet(RUNNING, ABANDONED_STATE)) {
      return; // it stopped in time
    }
    int now = ABANDONED.incrementAndGet();
    String msg =
        "tool "
            + r.tool.name()
            + " ignored its interrupt and was abandoned; its thread runs on until it returns ("
            + now
            + " abandoned tool thread(s) now)";
    log().warn(msg);
    warnings.add(msg);
  }

  private static boolean awaitQuietly(CountDownLatch latch, Duration d) {
    try {
      return latch.await(d.toNanos(), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
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
        new StringBuilder("Error: there is no tool named \"")
            .append(name.length() > 64 ? name.substring(0, 64) + "…" : name)
            .append("\".");
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

  /**
   * What the model is told of a tool's failure: the message of a failure meant to be told (a {@link
   * dev.vex.core.VexException}, a refused argument, an I/O error: "no such file", "the network
   * policy refuses 10.0.0.1"), on one line and at most {@value #ERROR_DETAIL_LIMIT} characters; for
   * any other throwable (a bug: a null pointer, an illegal state, an error) only that the tool
   * failed, since its text may carry internals. The trace keeps the throwable.
   */
  static String forModel(Throwable t) {
    if (t instanceof dev.vex.core.VexException
        || t instanceof IllegalArgumentException
        || t instanceof java.io.IOException
        || t instanceof java.io.UncheckedIOException
        || t instanceof UnsupportedOperationException) {
      String m =
          t instanceof java.io.UncheckedIOException u && u.getCause() != null
              ? u.getCause().getMessage() // its own message is the cause's class and message
              : t.getMessage();
      if (m != null && !m.isBlank()) {
        String s = m.strip().replace('\n', ' ').replace('\r', ' ');
        return ": "
            + (s.length() > ERROR_DETAIL_LIMIT ? s.substring(0, ERROR_DETAIL_LIMIT) + "…" : s);
      }
    }
    return " (an internal error; the host's log and the turn's trace have the details).";
  }

  private static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(ToolRunner.class);
  }
}
