package dev.vex.grounding.contract;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.testkit.GroundedFetcherContract;
import dev.vex.testkit.SourceFault;
import dev.vex.testkit.SourceResponse;
import java.time.Duration;
import java.util.Optional;

/** RecipeFetcher holds the grounded-fetcher contract, with its real recorded response. */
class RecipeContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return RecipeFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
  }

  @Override
  protected Intent intent() {
    return Intent.of("recipes", "arrabiata");
  }

  @Override
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.of(
        SourceResponse.jsonResource(getClass(), "fixtures/themealdb/search_arrabiata.json"));
  }

  @Override
  protected void checkFailure(Exception failure, SourceFault fault) {
    SourceFailures.check(failure, fault, RecipeFetcher.SOURCE);
  }
}
