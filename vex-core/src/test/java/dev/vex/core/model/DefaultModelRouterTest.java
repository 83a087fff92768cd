package dev.vex.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DefaultModelRouterTest {

  /** A clock the test moves. */
  private static final class TestClock extends Clock {
    volatile Instant now = Instant.parse("2026-12-03T08:00:00Z");

    @Override
    public java.time.ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  @Test
  void eightThreadsOnAnExpiredEntrySendOneShowRequest() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      CountDownLatch release = new CountDownLatch(1);
      AtomicInteger shows = new AtomicInteger();
      AtomicInteger gate = new AtomicInteger(); // the first lookup passes; later ones hold
      ModelCatalog held =
          new ModelCatalog() {
            @Override
            public List<ModelInfo> models() {
              return client.models();
            }

            @Override
            public Optional<ModelInfo> show(String model) {
              shows.incrementAndGet();
              if (gate.getAndIncrement() > 0) {
                try {
                  release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              }
              return client.show(model);
            }
          };
      TestClock clock = new TestClock();
      DefaultModelRouter router =
          DefaultModelRouter.builder()
              .catalog(held)
              .toolsModels(List.of("qwen2.5:3b"))
              .cacheTtl(Duration.ofMinutes(5))
              .clock(clock)
              .build();
      RouteRequest request = new RouteRequest(List.of(), false, true, Set.of());
      router.route(request); // fills the cache
      clock.now = clock.now.plus(Duration.ofMinutes(6)); // the entry expired
      shows.set(0);

      List<Thread> threads = new ArrayList<>();
      List<String> models = new java.util.concurrent.CopyOnWriteArrayList<>();
      for (int i = 0; i < 8; i++) {
        Thread t = new Thread(() -> models.add(router.route(request).model()));
        threads.add(t);
        t.start();
      }
      // Every thread is parked: one inside the held lookup, the others waiting for it (or, without
      // single flight, inside lookups of their own). The handshake is each thread's own state; a
      // thread always gets there (the held lookup gives up after 30 s, and an ended thread counts).
      for (Thread t : threads) {
        while (t.getState() != Thread.State.WAITING
            && t.getState() != Thread.State.TIMED_WAITING
            && t.getState() != Thread.State.TERMINATED) {
          Thread.yield();
        }
      }
      release.countDown();
      for (Thread t : threads) {
        t.join(30_000);
      }

      assertThat(models).hasSize(8).containsOnly("qwen2.5:3b");
      assertThat(shows).hasValue(1);
      long showRequests = drain(sim).stream().filter(r -> r.path().equals("/api/show")).count();
      assertThat(showRequests).isEqualTo(2); // the first fill and the one after expiry
    }
  }

  private static List<RecordedRequest> drain(OllamaSimulator sim) {
    List<RecordedRequest> all = new ArrayList<>();
    int n = sim.requestCount();
    for (int i = 0; i < n; i++) {
      all.add(sim.takeRequest(Duration.ofSeconds(5)));
    }
    return all;
  }
}
