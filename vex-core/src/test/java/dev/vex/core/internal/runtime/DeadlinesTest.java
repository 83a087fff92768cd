package dev.vex.core.internal.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DeadlinesTest {
  private final Deadlines deadlines = new Deadlines("test-deadlines");

  @AfterEach
  void close() {
    deadlines.close();
  }

  private Thread sweeper() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().equals("test-deadlines"))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void sweeperSurvivesAnExpiryThatThrowsAnError() throws Exception {
    CountDownLatch thrown = new CountDownLatch(1);
    deadlines.watch(
        1_000_000,
        () -> {
          thrown.countDown();
          throw new StackOverflowError("an expiry that throws an Error");
        });
    assertThat(thrown.await(20, TimeUnit.SECONDS)).isTrue();

    CountDownLatch fired = new CountDownLatch(1);
    deadlines.watch(1_000_000, fired::countDown);

    assertThat(fired.await(20, TimeUnit.SECONDS)).isTrue();
    assertThat(sweeper().isAlive()).isTrue();
  }

  @Test
  void sweeperSleepsWithoutATimeoutWhileNothingIsPending() throws Exception {
    CountDownLatch fired = new CountDownLatch(1);
    deadlines.watch(1_000_000, fired::countDown);
    assertThat(fired.await(20, TimeUnit.SECONDS)).isTrue();
    Thread sweeper = sweeper();

    // Parked with no timeout (WAITING), not polling on a tick (TIMED_WAITING).
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (sweeper.getState() != Thread.State.WAITING && System.nanoTime() < until) {
      Thread.onSpinWait();
    }
    assertThat(sweeper.getState()).isEqualTo(Thread.State.WAITING);
    assertThat(deadlines.pending()).isZero();
  }

  @Test
  void aWatchWithAnEarlierDeadlineWakesASweeperParkedForALaterOne() throws Exception {
    deadlines.watch(TimeUnit.HOURS.toNanos(1), () -> {});
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (sweeper().getState() != Thread.State.TIMED_WAITING && System.nanoTime() < until) {
      Thread.onSpinWait();
    }
    CountDownLatch fired = new CountDownLatch(1);

    deadlines.watch(TimeUnit.MILLISECONDS.toNanos(10), fired::countDown);

    assertThat(fired.await(20, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void aRestartedWatchRunsItsNewExpiryAtItsNewDeadlineInsteadOfTheOld() throws Exception {
    CountDownLatch old = new CountDownLatch(1);
    Deadlines.Watch w = deadlines.watch(TimeUnit.HOURS.toNanos(1), old::countDown);
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (sweeper().getState() != Thread.State.TIMED_WAITING && System.nanoTime() < until) {
      Thread.onSpinWait();
    }
    CountDownLatch fresh = new CountDownLatch(1);

    // earlier than the deadline the sweeper sleeps until: the move wakes it
    assertThat(w.restart(TimeUnit.MILLISECONDS.toNanos(10), fresh::countDown)).isTrue();

    assertThat(fresh.await(20, TimeUnit.SECONDS)).isTrue();
    assertThat(old.getCount()).isEqualTo(1);
    assertThat(w.fired()).isTrue();
    assertThat(w.cancel()).isFalse();
    assertThat(deadlines.pending()).isZero();
  }

  @Test
  void aRestartedWatchStaysOneWatchAndIsCancelledAsOne() {
    Deadlines.Watch w = deadlines.watch(TimeUnit.HOURS.toNanos(1), () -> {});

    long cap = System.nanoTime() + TimeUnit.HOURS.toNanos(1);
    assertThat(w.restart(TimeUnit.HOURS.toNanos(2), cap, () -> {})).isTrue();
    assertThat(deadlines.pending()).isEqualTo(1);
    assertThat(w.cancel()).isTrue();
    assertThat(w.fired()).isFalse();
    assertThat(deadlines.pending()).isZero();
  }

  @Test
  void aWatchCannotBeRestartedOnceItFiredOrWasCancelled() throws Exception {
    CountDownLatch fired = new CountDownLatch(1);
    Deadlines.Watch expired = deadlines.watch(1_000_000, fired::countDown);
    assertThat(fired.await(20, TimeUnit.SECONDS)).isTrue();
    Deadlines.Watch cancelled = deadlines.watch(TimeUnit.HOURS.toNanos(1), () -> {});
    cancelled.cancel();
    CountDownLatch again = new CountDownLatch(2);

    assertThat(expired.restart(1_000_000, again::countDown)).isFalse();
    assertThat(cancelled.restart(1_000_000, again::countDown)).isFalse();

    assertThat(expired.fired()).isTrue();
    assertThat(cancelled.fired()).isFalse();
    assertThat(deadlines.pending()).isZero();
    // nothing pending, nothing to fire: the refused expiries never run
    CountDownLatch later = new CountDownLatch(1);
    deadlines.watch(1_000_000, later::countDown);
    assertThat(later.await(20, TimeUnit.SECONDS)).isTrue();
    assertThat(again.getCount()).isEqualTo(2);
  }

  @Test
  void progressPostponesTheExpiryAndCancelStopsIt() throws Exception {
    CountDownLatch fired = new CountDownLatch(1);
    Deadlines.Watch w = deadlines.watch(TimeUnit.HOURS.toNanos(1), fired::countDown);
    w.progress();

    assertThat(w.cancel()).isTrue();
    assertThat(w.fired()).isFalse();
    assertThat(fired.getCount()).isEqualTo(1);
  }

  @Test
  void aCappedWatchFiresAtItsCapHoweverMuchProgressIsMade() throws Exception {
    CountDownLatch fired = new CountDownLatch(1);
    long cap = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(50);
    Deadlines.Watch w = deadlines.watch(TimeUnit.HOURS.toNanos(1), cap, fired::countDown);

    // Progress that would move an uncapped watch an hour on each time.
    while (!w.fired() && System.nanoTime() - cap < TimeUnit.SECONDS.toNanos(20)) {
      w.progress();
      Thread.onSpinWait();
    }

    assertThat(fired.await(20, TimeUnit.SECONDS)).isTrue();
    assertThat(System.nanoTime() - cap).isNotNegative();
    assertThat(w.cancel()).isFalse();
  }

  @Test
  void aCappedWatchStillFiresAtItsWindowWithoutProgress() throws Exception {
    CountDownLatch fired = new CountDownLatch(1);
    long cap = System.nanoTime() + TimeUnit.HOURS.toNanos(1);
    Deadlines.Watch w = deadlines.watch(TimeUnit.MILLISECONDS.toNanos(10), cap, fired::countDown);

    assertThat(fired.await(20, TimeUnit.SECONDS)).isTrue();
    assertThat(System.nanoTime() - cap).isNegative();
    assertThat(w.fired()).isTrue();
  }

  @Test
  void aWatchIsNotMovedOnceTheSweeperIsClosed() {
    Deadlines.Watch w = deadlines.watch(TimeUnit.HOURS.toNanos(1), () -> {});

    deadlines.close();

    assertThatThrownBy(() -> w.restart(TimeUnit.HOURS.toNanos(1), () -> {}))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
    assertThatThrownBy(() -> w.restart(1_000_000, System.nanoTime() + 1_000_000, () -> {}))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void closeEndsTheSweeperThread() throws Exception {
    deadlines.watch(TimeUnit.HOURS.toNanos(1), () -> {});
    Thread sweeper = sweeper();

    deadlines.close();

    sweeper.join(20_000);
    assertThat(sweeper.isAlive()).isFalse();
  }
}
