package dev.vex.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Allocation per turn counts each thread's own growth, so a thread that ends takes away nothing.
 */
class MeasureTest {
  @Test
  void aThreadEndingDuringTheRunDoesNotSubtractItsPastAllocation() throws Exception {
    CountDownLatch go = new CountDownLatch(1);
    AtomicReference<byte[]> sink = new AtomicReference<>();
    Thread worker =
        new Thread(
            () -> {
              sink.set(new byte[8 << 20]); // 8 MB counted before the run starts
              try {
                go.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "worker-that-ends");
    worker.start();
    while (sink.get() == null) {
      Thread.onSpinWait();
    }
    double[] r =
        Measure.allocationAndCpu(
            () -> {
              sink.set(new byte[1 << 20]); // 1 MB per turn on the calling thread
              go.countDown();
              try {
                worker.join();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return "ok";
            },
            4);

    assertThat(r[0]).isGreaterThanOrEqualTo(1 << 20);
    // At least the worker: a thread another test left (a pool's idle worker) may end too.
    assertThat(r[2]).isGreaterThanOrEqualTo(1);
  }
}
