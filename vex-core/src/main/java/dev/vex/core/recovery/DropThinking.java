package dev.vex.core.recovery;

import dev.vex.core.model.UnsupportedCapabilityException;
import java.util.Optional;

/** Retries without thinking when the model does not support it. */
final class DropThinking implements RecoveryStep {
  @Override
  public Optional<String> recover(RecoveryAttempt attempt) {
    if (attempt.failure() instanceof UnsupportedCapabilityException u
        && "thinking".equals(u.capability())
        && attempt.thinking()) {
      attempt.dropThinking();
      return Optional.of(
          "model '" + attempt.model() + "' does not support thinking: retried without");
    }
    return Optional.empty();
  }

  @Override
  public String name() {
    return "drop-thinking";
  }
}
