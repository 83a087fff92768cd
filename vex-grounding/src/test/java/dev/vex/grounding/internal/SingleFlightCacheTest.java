package dev.vex.grounding.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class SingleFlightCacheTest {
  private final AtomicLong now = new AtomicLong();
  private final AtomicInteger loads = new AtomicInteger();

  private CompletableFuture<String> load(String value) {
    loads.incrementAndGet();
    return CompletableFuture.completedFuture(value);
  }

  @Test
  void aValueIsServedFromTheCacheUntilItsTimeToLivePasses() {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ofSeconds(60), 10, now::get);

    assertThat(cache.get("btc", () -> load("first")).join()).isEqualTo("first");
    now.addAndGet(Duration.ofSeconds(59).toNanos());
    assertThat(cache.get("btc", () -> load("second")).join()).isEqualTo("first");
    now.addAndGet(Duration.ofSeconds(2).toNanos());
    assertThat(cache.get("btc", () -> load("third")).join()).isEqualTo("third");
    assertThat(loads).hasValue(2);
  }

  @Test
  void differentKeysLoadSeparately() {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ofSeconds(60), 10, now::get);

    cache.get("btc", () -> load("b")).join();
    cache.get("eth", () -> load("e")).join();

    assertThat(loads).hasValue(2);
  }

  @Test
  void failuresAreNotCached() {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ofSeconds(60), 10, now::get);

    CompletableFuture<String> failed =
        cache.get("btc", () -> CompletableFuture.failedFuture(new IllegalStateException("429")));
    assertThat(failed).isCompletedExceptionally();
    assertThat(cache.get("btc", () -> load("fresh")).join()).isEqualTo("fresh");
  }

  @Test
  void aLoaderThatThrowsFailsOnlyItsCallers() {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ofSeconds(60), 10, now::get);

    assertThat(
            cache.get(
                "btc",
                () -> {
                  throw new IllegalStateException("boom");
                }))
        .isCompletedExceptionally();
    assertThat(cache.get("btc", () -> load("fresh")).join()).isEqualTo("fresh");
  }

  @Test
  void concurrentRequestsForOneKeyShareOneLoad() throws Exception {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ZERO, 10, System::nanoTime);
    CompletableFuture<String> slow = new CompletableFuture<>();
    CountDownLatch start = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<CompletableFuture<String>>> callers = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        callers.add(
            pool.submit(
                () -> {
                  start.await();
                  return cache.get(
                      "btc",
                      () -> {
                        loads.incrementAndGet();
                        return slow;
                      });
                }));
      }
      start.countDown();
      List<CompletableFuture<String>> results = new ArrayList<>();
      for (Future<CompletableFuture<String>> c : callers) {
        results.add(c.get(5, TimeUnit.SECONDS));
      }
      slow.complete("shared");
      for (CompletableFuture<String> r : results) {
        assertThat(r.get(5, TimeUnit.SECONDS)).isEqualTo("shared");
      }
      assertThat(loads).hasValue(1);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aZeroTimeToLiveSharesOnlyTheLoadInFlight() {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ZERO, 10, now::get);

    cache.get("btc", () -> load("a")).join();
    cache.get("btc", () -> load("b")).join();

    assertThat(loads).hasValue(2);
  }

  @Test
  void theCacheKeepsAtMostItsLimitOfLoadedKeys() {
    SingleFlightCache<String> cache = new SingleFlightCache<>(Duration.ofSeconds(60), 3, now::get);

    for (int i = 0; i < 10; i++) {
      cache.get("k" + i, () -> load("v")).join();
    }

    assertThat(cache.size()).isLessThanOrEqualTo(3);
  }
}
