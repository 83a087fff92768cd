package dev.vex.testkit;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import java.time.Duration;
import java.util.Optional;

/** A fetcher written as the contract asks holds it: the contract can pass. */
class PriceFetcherContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return new PriceFetcher(baseUrl, timeout);
  }

  @Override
  protected Intent intent() {
    return Intent.of("crypto", "bitcoin");
  }

  @Override
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.of(
        SourceResponse.jsonResource(
            getClass(),
            "recorded/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json"));
  }
}
