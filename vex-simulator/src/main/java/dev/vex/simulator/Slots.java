package dev.vex.simulator;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Ollama's scheduling as a client sees it: {@code parallel} requests run at once, further ones wait
 * silently, and once {@code maxQueue} are waiting the next is refused (503).
 */
final class Slots {
  private final Semaphore permits;
  private final AtomicInteger waiting = new AtomicInteger();
  private final AtomicInteger running = new AtomicInteger();
  private final int maxQueue;

  Slots(int parallel, int maxQueue) {
    this.permits = new Semaphore(parallel, true);
    this.maxQueue = maxQueue;
  }

  /**
   * Takes a slot, waiting if needed.
   *
   * @return false when the queue is full (the caller answers 503)
   */
  boolean acquire() throws InterruptedException {
    if (permits.tryAcquire()) {
      started();
      return true;
    }
    if (waiting.incrementAndGet() > maxQueue) {
      waiting.decrementAndGet();
      changed();
      return false;
    }
    changed();
    try {
      permits.acquire();
      started();
      return true;
    } finally {
      waiting.decrementAndGet();
      changed();
    }
  }

  /** How many requests wait for a slot now. */
  int waiting() {
    return waiting.get();
  }

  /**
   * Waits until at least {@code count} requests wait for a slot.
   *
   * @return whether they did within the time
   */
  boolean awaitWaiting(int count, long nanos) throws InterruptedException {
    return awaitAtLeast(waiting, count, nanos);
  }

  /**
   * Waits until at least {@code count} requests hold a slot.
   *
   * @return whether they did within the time
   */
  boolean awaitRunning(int count, long nanos) throws InterruptedException {
    return awaitAtLeast(running, count, nanos);
  }

  private synchronized boolean awaitAtLeast(AtomicInteger counter, int count, long nanos)
      throws InterruptedException {
    long end = System.nanoTime() + nanos;
    while (counter.get() < count) {
      long left = end - System.nanoTime();
      if (left <= 0) {
        return false;
      }
      TimeUnit.NANOSECONDS.timedWait(this, left);
    }
    return true;
  }

  private void started() {
    running.incrementAndGet();
    changed();
  }

  private synchronized void changed() {
    notifyAll();
  }

  void release() {
    running.decrementAndGet();
    permits.release();
    changed();
  }
}
