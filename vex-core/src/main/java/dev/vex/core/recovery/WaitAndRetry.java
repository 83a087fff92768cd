package dev.vex.core.recovery;

import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;

/** Waits and sends the same request again when the server answered one of some statuses. */
final class WaitAndRetry implements RecoveryStep {
  private final int times;
  private final Duration pause;
  private final int[] statuses;

  WaitAndRetry(int times, Duration pause, int... statuses) {
    if (times < 1 || times > 10) {
      throw new IllegalArgumentException("times must be 1..10: " + times);
    }
    if (pause.isNegative() || pause.compareTo(Duration.ofMinutes(1)) > 0) {
      throw new IllegalArgumentException("pause must be 0..1 minute: " + pause);
    }
    if (statuses.length == 0) {
      throw new IllegalArgumentException("name at least one HTTP status, for example 503");
    }
    this.times = times;
    this.pause = pause;
    this.statuses = statuses.clone();
  }

  @Override
  public Optional<String> recover(RecoveryAttempt attempt) {
    int status = attempt.failure().status();
    if (Arrays.stream(statuses).noneMatch(s -> s == status)) {
      return Optional.empty();
    }
    int done = attempt.timesRecovered(name());
    if (done >= times) {
      return Optional.empty();
    }
    Duration wait = pause.multipliedBy(1L << done);
    attempt.pause(wait);
    return Optional.of(
        "server answered " + status + "; waited " + wait.toMillis() + " ms and retried");
  }

  @Override
  public String name() {
    return "wait-and-retry";
  }
}
