package dev.vex.grounding.contract;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.testkit.GroundedFetcherContract;
import dev.vex.testkit.SourceFault;
import dev.vex.testkit.SourceResponse;
import java.time.Duration;
import java.util.Optional;

/** WeatherFetcher holds the grounded-fetcher contract, with its real recorded response. */
class WeatherContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return WeatherFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
  }

  @Override
  protected Intent intent() {
    return Intent.of("weather", "Heideck");
  }

  @Override
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.of(SourceResponse.jsonResource(getClass(), "fixtures/wttr/heideck_j1.json"));
  }

  @Override
  protected void checkFailure(Exception failure, SourceFault fault) {
    SourceFailures.check(failure, fault, WeatherFetcher.SOURCE);
  }
}
