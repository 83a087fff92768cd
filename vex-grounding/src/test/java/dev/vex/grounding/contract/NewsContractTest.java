package dev.vex.grounding.contract;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.testkit.GroundedFetcherContract;
import dev.vex.testkit.SourceFault;
import dev.vex.testkit.SourceResponse;
import java.time.Duration;
import java.util.Optional;

/** NewsFetcher holds the grounded-fetcher contract, with its real recorded response. */
class NewsContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return NewsFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
  }

  @Override
  protected Intent intent() {
    return Intent.of("news", "");
  }

  @Override
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.of(
        SourceResponse.jsonResource(getClass(), "fixtures/hn-algolia/front_page.json"));
  }

  @Override
  protected void checkFailure(Exception failure, SourceFault fault) {
    SourceFailures.check(failure, fault, NewsFetcher.SOURCE);
  }
}
