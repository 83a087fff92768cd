package dev.vex.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class CpuBudgetTest {

  @Test
  void workThatNeverEndsFailsOnceItHasUsedItsProcessorTime() {
    assertThatThrownBy(
            () ->
                CpuBudget.run(
                    Duration.ofMillis(200),
                    () -> {
                      long spin = 0;
                      while (!Thread.currentThread().isInterrupted()) {
                        spin++;
                      }
                      assertThat(spin).isPositive();
                    }))
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("more than 200 ms of processor time");
  }

  @Test
  void waitingForACoreOrForAnotherThreadIsNotCounted() throws Exception {
    // the work blocks far longer than its processor-time budget, using almost no processor time
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Thread releaser =
        new Thread(
            () -> {
              try {
                started.await();
                Thread.sleep(500);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              release.countDown();
            });
    releaser.start();

    String result =
        CpuBudget.within(
            Duration.ofMillis(100),
            () -> {
              started.countDown();
              assertThat(release.await(1, TimeUnit.MINUTES)).isTrue();
              return "done";
            });

    assertThat(result).isEqualTo("done");
    releaser.join();
  }

  @Test
  void whatTheWorkThrowsReachesTheTestAsItIs() {
    assertThatThrownBy(
            () ->
                CpuBudget.within(
                    Duration.ofSeconds(5),
                    () -> {
                      throw new IllegalStateException("broken on purpose");
                    }))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("broken on purpose");
    assertThatThrownBy(() -> CpuBudget.within(Duration.ZERO, () -> "x"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
