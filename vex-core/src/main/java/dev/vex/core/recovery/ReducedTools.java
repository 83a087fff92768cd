package dev.vex.core.recovery;

import dev.vex.core.model.ModelException;
import dev.vex.core.trace.ToolCallTrace;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Retries once with the tools that worked this turn plus the critical ones (this step's and the
 * agent's), when the model broke (small models break on their own tool JSON).
 */
final class ReducedTools implements RecoveryStep {
  private final Set<String> critical;

  ReducedTools(Set<String> critical) {
    this.critical = Set.copyOf(critical);
  }

  @Override
  public Optional<String> recover(RecoveryAttempt attempt) {
    ModelException.Kind kind = attempt.failure().kind();
    if (kind != ModelException.Kind.MODEL_FAILED
        && kind != ModelException.Kind.BAD_REQUEST
        && kind != ModelException.Kind.STREAM_BROKEN) {
      return Optional.empty();
    }
    if (attempt.timesRecovered(name()) > 0) {
      return Optional.empty();
    }
    List<String> offered = attempt.offeredTools();
    Set<String> critical = new LinkedHashSet<>(this.critical);
    critical.addAll(attempt.criticalTools());
    Set<String> keep = new LinkedHashSet<>();
    for (ToolCallTrace t : attempt.toolCalls()) {
      if (t.ok() && offered.contains(t.name())) {
        keep.add(t.name());
      }
    }
    for (String c : critical) {
      if (offered.contains(c)) {
        keep.add(c);
      }
    }
    if (keep.size() == offered.size()) {
      // nothing to leave out: keep only the critical tools, or none
      keep.clear();
      for (String c : critical) {
        if (offered.contains(c)) {
          keep.add(c);
        }
      }
    }
    attempt.offerOnly(keep);
    return Optional.of(
        "model failed ("
            + attempt.failure().getMessage()
            + "); retried with "
            + (keep.isEmpty() ? "no tools" : "only " + List.copyOf(keep)));
  }

  @Override
  public String name() {
    return "reduced-tools";
  }
}
