package dev.vex.grounding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The built-in fetchers are made when first used, once, and handed out as themselves. */
class DefaultFetcherTest {

  @Test
  void aDefaultFetcherIsMadeOnceOnFirstUseWhicheverThreadAsksFirst() throws Exception {
    AtomicInteger made = new AtomicInteger();
    GroundedFetcher real =
        new GroundedFetcher() {
          @Override
          public dev.vex.core.grounding.GroundTruth fetch(Intent intent) {
            return null;
          }

          @Override
          public boolean answersInterrupts() {
            return true;
          }

          @Override
          public boolean fetchesMentions() {
            return true;
          }
        };
    DefaultFetcher lazy =
        new DefaultFetcher(
            () -> {
              made.incrementAndGet();
              return real;
            });
    assertThat(made).hasValue(0);

    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      CountDownLatch go = new CountDownLatch(1);
      List<Future<Boolean>> asks = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        asks.add(
            pool.submit(
                () -> {
                  go.await();
                  return lazy.answersInterrupts() && lazy.fetchesMentions();
                }));
      }
      go.countDown();
      for (Future<Boolean> f : asks) {
        assertThat(f.get(20, TimeUnit.SECONDS)).isTrue();
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(made).hasValue(1);
    assertThat(DefaultFetcher.unwrap(lazy)).isSameAs(real);
  }

  @Test
  void theFetchersAccessorHandsOutTheBuiltInFetchersThemselves() {
    Grounding g = Grounding.builder().build();

    assertThat(g.fetchers().get(WeatherFetcher.KIND)).isInstanceOf(WeatherFetcher.class);
    assertThat(g.fetchers().get(CryptoFetcher.KIND)).isInstanceOf(CryptoFetcher.class);
    assertThat(g.fetchers().get(WeatherFetcher.KIND))
        .isSameAs(g.fetchers().get(WeatherFetcher.KIND));
    assertThat(g.fetchers()).hasSize(9);
  }
}
