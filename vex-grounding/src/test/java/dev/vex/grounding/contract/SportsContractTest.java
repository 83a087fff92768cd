package dev.vex.grounding.contract;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.testkit.GroundedFetcherContract;
import dev.vex.testkit.SourceFault;
import java.time.Duration;

/**
 * SportsFetcher holds the grounded-fetcher contract. It asks two endpoints (the team search, then
 * the events), and the contract's source serves one response for every path, so the tests that need
 * an answer are skipped here; {@code SportsFetcherTest} reads the recordings of both.
 */
class SportsContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return SportsFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
  }

  @Override
  protected Intent intent() {
    return Intent.of("sports", "Liverpool");
  }

  @Override
  protected void checkFailure(Exception failure, SourceFault fault) {
    SourceFailures.check(failure, fault, SportsFetcher.SOURCE);
  }
}
