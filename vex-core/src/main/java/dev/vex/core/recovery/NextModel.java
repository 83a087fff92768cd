package dev.vex.core.recovery;

import dev.vex.core.model.ModelException;
import java.util.Optional;

/** Switches to the next configured model on a missing model (404) or a failed one (500). */
final class NextModel implements RecoveryStep {
  @Override
  public Optional<String> recover(RecoveryAttempt attempt) {
    ModelException e = attempt.failure();
    boolean missing = e.kind() == ModelException.Kind.MODEL_NOT_FOUND;
    boolean failed = e.kind() == ModelException.Kind.MODEL_FAILED && e.status() == 500;
    if (!missing && !failed) {
      return Optional.empty();
    }
    String from = attempt.model();
    if (!attempt.switchModel()) {
      return Optional.empty();
    }
    return Optional.of(
        "model '"
            + from
            + (missing ? "' is not on the server" : "' failed")
            + "; switched to '"
            + attempt.model()
            + "'");
  }

  @Override
  public String name() {
    return "next-model";
  }
}
