package dev.vex.grounding.testing;

import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.translate.TranslateFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.time.Duration;

/** A {@link Grounding} whose nine fetchers all ask one test server. */
public final class WireMockSources {
  private WireMockSources() {}

  /**
   * Every fetcher pointed at a base URL, with the given timeout.
   *
   * @param baseUrl the test server
   * @param timeout each fetcher's timeout
   * @return a builder, to adjust further
   */
  public static Grounding.Builder grounding(String baseUrl, Duration timeout) {
    return Grounding.builder()
        .weather(WeatherFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .news(NewsFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .search(SearchFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .stocks(StockFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .crypto(CryptoFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .recipes(RecipeFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .sports(
            SportsFetcher.builder().baseUrl(baseUrl + "/api/v1/json/3").timeout(timeout).build())
        .currency(CurrencyFetcher.builder().baseUrl(baseUrl).timeout(timeout).build())
        .translate(TranslateFetcher.builder().baseUrl(baseUrl).timeout(timeout).build());
  }
}
