package dev.vex.grounding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.HeldSource;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The built-in fetchers run their exchange on the calling thread. These tests show what that means
 * for a caller: an interrupt aborts the exchange and stays set; a caller that joined another's load
 * is not failed by that other caller's interrupt; the timeout's own interrupt never leaks.
 */
class FetchOnCallerThreadTest {
  private static final String RECORDING = "fixtures/coingecko/coins_markets_usd_ids_bitcoin.json";
  private static final Duration GENEROUS = Duration.ofSeconds(60);
  private static final Intent BTC = Intent.of("crypto", "BTC");

  @Test
  void theBuiltInFetchersSayTheyAnswerInterrupts() {
    assertThat(CryptoFetcher.builder().build().answersInterrupts()).isTrue();
  }

  @Test
  void anInterruptOfTheCallerAbortsTheExchangeAndStaysSet() throws Exception {
    byte[] body = Fixtures.bytes(RECORDING);
    try (HeldSource source = HeldSource.start(path -> body, path -> true, false)) {
      CryptoFetcher fetcher =
          CryptoFetcher.builder()
              .baseUrl(source.baseUrl())
              .timeout(GENEROUS)
              .cacheTtl(Duration.ZERO)
              .build();
      CompletableFuture<Throwable> failure = new CompletableFuture<>();
      CompletableFuture<Boolean> flagAfter = new CompletableFuture<>();
      Thread caller =
          new Thread(
              () -> {
                try {
                  fetcher.fetch(BTC);
                  failure.complete(null);
                } catch (Exception e) {
                  failure.complete(e);
                }
                flagAfter.complete(Thread.currentThread().isInterrupted());
              });
      caller.start();
      assertThat(source.awaitHeldArrived(1, GENEROUS)).isTrue();
      caller.interrupt();

      Throwable t = failure.get(GENEROUS.toSeconds(), TimeUnit.SECONDS);
      assertThat(t)
          .isInstanceOfSatisfying(
              SourceException.class,
              e -> {
                assertThat(e.reason()).isEqualTo(Reason.UNREACHABLE);
                assertThat(e.getMessage()).contains("interrupted");
              })
          .isNotInstanceOf(SourceTimeoutException.class);
      assertThat(flagAfter.get(GENEROUS.toSeconds(), TimeUnit.SECONDS))
          .as("the caller's interrupt is still set")
          .isTrue();
      assertThat(source.heldAnswered()).isZero();
    }
  }

  @Test
  void aCallerThatJoinedALoadAbortedByAnotherCallersInterruptLoadsAgainAndGetsTheData()
      throws Exception {
    byte[] body = Fixtures.bytes(RECORDING);
    try (HeldSource source = HeldSource.start(path -> body, path -> true, false)) {
      CryptoFetcher fetcher =
          CryptoFetcher.builder()
              .baseUrl(source.baseUrl())
              .timeout(GENEROUS)
              .cacheTtl(Duration.ofMinutes(5))
              .build();
      CompletableFuture<Throwable> first = new CompletableFuture<>();
      Thread a =
          new Thread(
              () -> {
                try {
                  fetcher.fetch(BTC);
                  first.complete(null);
                } catch (Exception e) {
                  first.complete(e);
                }
              });
      a.start();
      assertThat(source.awaitHeldArrived(1, GENEROUS)).isTrue();

      CompletableFuture<GroundTruth> second = new CompletableFuture<>();
      Thread b =
          new Thread(
              () -> {
                try {
                  second.complete(fetcher.fetch(BTC));
                } catch (Exception e) {
                  second.completeExceptionally(e);
                }
              });
      b.start();
      // B joined A's load: it waits on it and sent nothing of its own.
      awaitWaiting(b);
      assertThat(source.heldArrived()).isEqualTo(1);

      a.interrupt();
      assertThat(first.get(GENEROUS.toSeconds(), TimeUnit.SECONDS))
          .isInstanceOf(SourceException.class)
          .hasMessageContaining("interrupted");
      // B was not interrupted: it loads again, and gets the real price once the source answers.
      assertThat(source.awaitHeldArrived(2, GENEROUS)).isTrue();
      source.release();
      GroundTruth truth = second.get(GENEROUS.toSeconds(), TimeUnit.SECONDS);
      assertThat(truth.summaries().values()).anyMatch(s -> s.contains("65,603"));
    }
  }

  /** Polls a thread's state until it parks: the handshake that it is waiting on the shared load. */
  private static void awaitWaiting(Thread t) throws InterruptedException {
    long until = System.nanoTime() + GENEROUS.toNanos();
    while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING) {
      assertThat(System.nanoTime() - until).as("the thread never waited").isNegative();
      Thread.sleep(5); // a poll interval, not an ordering
    }
  }
}
