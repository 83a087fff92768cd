package dev.vex.core.recovery;

import dev.vex.core.model.UnsupportedCapabilityException;
import java.util.List;
import java.util.Optional;

/** Retries without tools when the model does not support them. */
final class DropTools implements RecoveryStep {
  @Override
  public Optional<String> recover(RecoveryAttempt attempt) {
    if (attempt.failure() instanceof UnsupportedCapabilityException u
        && "tools".equals(u.capability())
        && !attempt.offeredTools().isEmpty()) {
      attempt.offerOnly(List.of());
      return Optional.of("model '" + attempt.model() + "' does not support tools: retried without");
    }
    return Optional.empty();
  }

  @Override
  public String name() {
    return "drop-tools";
  }
}
