package dev.vex.simulator;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Ollama's scheduling as a client sees it: {@code parallel} requests run at once, further ones wait
 * silently, and once {@code maxQueue} are waiting the next is refused (503).
 */
final class Slots {
  private final Semaphore permits;
  private final AtomicInteger waiting = new AtomicInteger();
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
      return true;
    }
    if (waiting.incrementAndGet() > maxQueue) {
      waiting.decrementAndGet();
      return false;
    }
    try {
      permits.acquire();
      return true;
    } finally {
      waiting.decrementAndGet();
    }
  }

  void release() {
    permits.release();
  }
}
