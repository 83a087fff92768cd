package dev.vex.langchain4j;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.trace.GuardTrace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs guards in order as a Vex turn does: one that throws or returns null is logged and skipped.
 */
final class GuardChain {
  private static final Logger log = LoggerFactory.getLogger(GuardChain.class);

  private GuardChain() {}

  static GuardedReply run(List<Guard> guards, String draft, TurnContext context) {
    String current = draft;
    List<GuardTrace> traces = new ArrayList<>();
    for (Guard guard : guards) {
      long start = System.nanoTime();
      String name = guard.name();
      GuardVerdict verdict;
      try {
        verdict = guard.check(new Draft(current), context);
        if (verdict == null) {
          throw new IllegalStateException(
              "guard " + guard.getClass().getName() + " returned null; it must return a verdict");
        }
      } catch (Exception | StackOverflowError e) {
        log.warn("guard {} failed and was skipped", guard.getClass().getName(), e);
        traces.add(new GuardTrace(name, null, e.toString(), since(start), current));
        continue;
      }
      String before = current;
      if (verdict instanceof GuardVerdict.Rewritten r) {
        current = r.text();
      } else if (verdict instanceof GuardVerdict.Overridden o) {
        current = o.text();
      }
      traces.add(new GuardTrace(name, verdict, null, since(start), before));
    }
    return new GuardedReply(draft, current, traces);
  }

  private static Duration since(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }
}
