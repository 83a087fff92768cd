package dev.vex.grounding.contract;

import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.testkit.GroundedFetcherContract;
import dev.vex.testkit.SourceFault;
import dev.vex.testkit.SourceResponse;
import java.time.Duration;
import java.util.Optional;

/** CryptoFetcher holds the grounded-fetcher contract, with its real recorded response. */
class CryptoContractTest extends GroundedFetcherContract {
  @Override
  protected GroundedFetcher fetcher(String baseUrl, Duration timeout) {
    return CryptoFetcher.builder().baseUrl(baseUrl).timeout(timeout).build();
  }

  @Override
  protected Intent intent() {
    return Intent.of("crypto", "BTC");
  }

  @Override
  protected Optional<SourceResponse> recordedResponse() {
    return Optional.of(
        SourceResponse.jsonResource(
            getClass(), "fixtures/coingecko/coins_markets_usd_ids_bitcoin.json"));
  }

  @Override
  protected void checkFailure(Exception failure, SourceFault fault) {
    SourceFailures.check(failure, fault, CryptoFetcher.SOURCE);
  }
}
