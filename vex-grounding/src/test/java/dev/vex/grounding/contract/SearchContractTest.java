package dev.vex.grounding.contract;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.testkit.GroundedFetcherContract;
import dev.vex.testkit.SourceFault;
import dev.vex.testkit.SourceResponse;
import java.time.Duration;
import java.util.Optional;

/** SearchFetcher holds the grounded-fetcher contract, with its real recorded response. */
class SearchContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return SearchFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
  }

  @Override
  protected Intent intent() {
    return Intent.of("search", "cheap RAM");
  }

  @Override
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.of(
        SourceResponse.jsonResource(getClass(), "fixtures/searxng/openclaw_latest_features.json"));
  }

  @Override
  protected void checkFailure(Exception failure, SourceFault fault) {
    SourceFailures.check(failure, fault, SearchFetcher.SEARXNG);
  }
}
