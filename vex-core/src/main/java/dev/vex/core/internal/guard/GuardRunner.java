package dev.vex.core.internal.guard;

import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.trace.GuardTrace;
import java.time.Duration;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the guards in order on the draft. A guard that throws or returns null is logged and skipped;
 * the message names the guard's class, and its trace has no verdict and the error (FAILED). Any
 * throwable is contained, {@link StackOverflowError} included; only the other {@link
 * VirtualMachineError}s ({@link OutOfMemoryError}, {@link InternalError}, ...) propagate, since
 * after them the JVM's state is unknown.
 */
public final class GuardRunner {

  private GuardRunner() {}

  /** Runs the guards; see the class comment. */
  public static String run(
      String text,
      List<Guard> guards,
      TurnContext context,
      List<GuardTrace> traces,
      AgentListener listener) {
    String current = text;
    for (Guard guard : guards) {
      String name = name(guard);
      listener.guardStarted(name);
      long start = System.nanoTime();
      GuardVerdict verdict;
      try {
        verdict = guard.check(new Draft(current), context);
        if (verdict == null) {
          throw new IllegalStateException(
              "guard " + guard.getClass().getName() + " returned null; it must return a verdict");
        }
      } catch (Throwable e) {
        Contain.check(e);
        log().warn("guard {} failed and was skipped", guard.getClass().getName(), e);
        traces.add(new GuardTrace(name, null, e.toString(), since(start), current));
        listener.guardFailed(name, e);
        continue;
      }
      String before = current;
      if (verdict instanceof GuardVerdict.Rewritten r) {
        current = r.text();
      } else if (verdict instanceof GuardVerdict.Overridden o) {
        current = o.text();
      }
      GuardTrace trace = new GuardTrace(name, verdict, null, since(start), before);
      traces.add(trace);
      listener.guardEnded(trace);
    }
    return current;
  }

  private static String name(Guard guard) {
    try {
      String name = guard.name();
      return name == null ? guard.getClass().getName() : name;
    } catch (Throwable e) {
      Contain.check(e);
      return guard.getClass().getName();
    }
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(GuardRunner.class);
  }
}
