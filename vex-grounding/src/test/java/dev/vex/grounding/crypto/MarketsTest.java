package dev.vex.grounding.crypto;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.digits.DigitScanGuard;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * CoinGecko's {@code /coins/markets}, read from its real recorded answers and served over HTTP: the
 * market cap, volume, rank, supply, 24-hour range and record a person quotes about a coin are
 * fetched and checked, in English and Norwegian; honest answers that quote them come through and
 * wrong ones are replaced.
 */
class MarketsTest {
  private static final String PATH = "/api/v3/coins/markets";
  private static final String BITCOIN = "fixtures/coingecko/coins_markets_usd_ids_bitcoin.json";
  private static final String TOP10 = "fixtures/coingecko/coins_markets_usd_top10.json";
  private static final Locale NB = Locale.forLanguageTag("nb");

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private CryptoFetcher fetcher() {
    return CryptoFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(Duration.ofSeconds(10))
        .cacheTtl(Duration.ZERO)
        .build();
  }

  private GroundTruth bitcoin() throws InterruptedException {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(BITCOIN)));
    return fetcher().fetch(Intent.of("crypto", "BTC"));
  }

  private static GuardVerdict check(GroundTruth truth, Locale locale, String reply) {
    TurnContext ctx =
        new TurnContext(
            Message.user("q"),
            locale,
            List.of(Intent.chat()),
            List.of(truth),
            List.of(),
            List.of(),
            "",
            null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  @Test
  void aCoinsMarketDataIsAskedForByIdAndCurrencyAndEveryQuotedFigureIsAKeyFigure()
      throws Exception {
    GroundTruth t = bitcoin();

    wm.verify(
        getRequestedFor(urlPathEqualTo(PATH))
            .withQueryParam("vs_currency", equalTo("usd"))
            .withQueryParam("ids", equalTo("bitcoin")));
    assertThat(t.keyFigures().get(0))
        .isEqualTo(
            new KeyFigure("BTC price", new BigDecimal("65603"), "USD")
                .withAliases("Bitcoin", "BTC"));
    assertThat(t.keyFigures().stream().skip(1)).noneMatch(KeyFigure::required);
    assertThat(t.keyFigures())
        .extracting(KeyFigure::label, f -> f.value().stripTrailingZeros().toPlainString())
        .contains(
            org.assertj.core.groups.Tuple.tuple("BTC 24h change", "-2.96975"),
            org.assertj.core.groups.Tuple.tuple("BTC 24h high", "68116"),
            org.assertj.core.groups.Tuple.tuple("BTC 24h low", "65224"),
            org.assertj.core.groups.Tuple.tuple("BTC market cap", "1308856140801"),
            org.assertj.core.groups.Tuple.tuple("BTC market cap rank", "1"),
            org.assertj.core.groups.Tuple.tuple("BTC 24h trading volume", "43094179496"),
            org.assertj.core.groups.Tuple.tuple("BTC circulating supply", "19995671"),
            org.assertj.core.groups.Tuple.tuple("BTC maximum supply", "21000000"),
            org.assertj.core.groups.Tuple.tuple("BTC all-time high", "126080"),
            org.assertj.core.groups.Tuple.tuple(
                "BTC distance from its all-time high", "-47.96712"));
    assertThat(t.summary(Locale.ENGLISH))
        .startsWith("Bitcoin (BTC) costs 65,603 USD, 24-hour change -2.97 %; 24-hour range")
        .contains("market cap 1,308,856,140,801 USD", "all-time high 126,080 USD (2025-10-06)");
    assertThat(t.summary(NB))
        .startsWith("Bitcoin (BTC) koster 65 603 USD, endring siste 24 timer -2,97 %;")
        .contains("markedsverdi 1 308 856 140 801 USD", "rekord 126 080 USD (2025-10-06)");
  }

  @Test
  void honestAnswersThatQuoteTheMarketFiguresComeThroughInEnglishAndNorwegian() throws Exception {
    GroundTruth t = bitcoin();
    for (String honest :
        List.of(
            "About 19.996 million BTC are circulating, out of a maximum supply of 21 million, and"
                + " the price is $65,603.",
            "BTC: $65.6k now, with a 24-hour low of $65,224 and a high of $68,116.",
            "Bitcoin is down $2,008 (−2.97%) over 24 hours to $65,603. Its all-time high was"
                + " $126,080, so it is now roughly 48% below that peak.",
            "Bitcoin costs $65,603; its market cap is about $1.31 trillion, with roughly $43.1"
                + " billion traded in the last 24 hours.")) {
      assertThat(check(t, Locale.ENGLISH, honest)).as(honest).isInstanceOf(GuardVerdict.Pass.class);
    }
    for (String honest :
        List.of(
            "Bitcoin står i 65 603 dollar. Siste døgn har den svingt mellom 65 224 og 68 116"
                + " dollar, og markedsverdien er rundt 1,31 billioner dollar.",
            "Bitcoin har falt med rundt 2 008 dollar, eller nesten 3 prosent, til 65 603 dollar.",
            "Bitcoin koster 65 603 dollar og er nummer 1 etter markedsverdi.",
            "Alle bitcoin til sammen er verdt om lag 1,31 billioner dollar.")) {
      assertThat(check(t, NB, honest)).as(honest).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  @Test
  void wrongMarketFiguresAreCaughtByTheWordsTheyAreWrittenWith() throws Exception {
    GroundTruth t = bitcoin();
    for (String wrong :
        List.of(
            "Bitcoin costs $65,603 and is ranked number 3 by market cap.",
            "Bitcoin costs $65,603, about 28 % below its all-time high of $126,080.",
            "Bitcoin dropped about $2,800 in the last 24 hours to $65,603.",
            "Bitcoin is down 9.7 % today at $65,603.")) {
      assertThat(check(t, Locale.ENGLISH, wrong))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String wrong :
        List.of(
            "Det sirkulerer rundt 19,5 millioner bitcoin av maksimalt 21 millioner.",
            "Bitcoin koster 65 603 dollar og er nummer 3 etter markedsverdi.",
            "Bitcoin er ned 9,7 % siste døgn og koster 65 603 dollar.",
            "Bitcoin står i 65 603 dollar, om lag 28 % under rekorden på 126 080 dollar.")) {
      assertThat(check(t, NB, wrong)).as(wrong).isInstanceOf(GuardVerdict.Overridden.class);
    }
  }

  @Test
  void aQuestionThatNamesNoCoinGetsTheTenLargest() throws Exception {
    wm.stubFor(get(urlPathEqualTo(PATH)).willReturn(Fixtures.json(TOP10)));

    GroundTruth t = fetcher().fetch(new Intent("crypto", "", Map.of()));

    wm.verify(
        getRequestedFor(urlPathEqualTo(PATH))
            .withQueryParam("vs_currency", equalTo("usd"))
            .withQueryParam("order", equalTo("market_cap_desc"))
            .withQueryParam("per_page", equalTo("10")));
    assertThat(t.keyFigures()).hasSize(40).noneMatch(KeyFigure::required);
    assertThat(t.summary(Locale.ENGLISH))
        .startsWith("The largest coins by market cap: Bitcoin (BTC, #1) 65,610 USD -2.96 %;")
        .contains("Figure Heloc (FIGR_HELOC, #9)");
    assertThat(check(t, Locale.ENGLISH, "Figure Heloc was up about 2.5 % to $1.048."))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(check(t, NB, "Dogecoin står i 0,0931 dollar, ned 4,15 prosent siste døgn."))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(check(t, Locale.ENGLISH, "Dogecoin climbed about 4 % and now trades near $0.093."))
        .isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(check(t, Locale.ENGLISH, "Solana is ranked 7th by market cap at $81.39."))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(check(t, Locale.ENGLISH, "Solana is ranked 9th by market cap at $81.39."))
        .isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(check(t, NB, "XRP koster 1,35 dollar og er nummer 3 etter markedsverdi."))
        .isInstanceOf(GuardVerdict.Overridden.class);
  }

  @Test
  void aServerWithoutTheMarketsEndpointIsAskedThePriceAloneAndNotAskedAgain() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));
    CryptoFetcher f = fetcher();

    GroundTruth first = f.fetch(Intent.of("crypto", "BTC"));
    GroundTruth second = f.fetch(Intent.of("crypto", "ETH"));

    assertThat(first.keyFigures().get(0).value()).isEqualByComparingTo("89369");
    assertThat(second.keyFigures().get(0).value()).isEqualByComparingTo("3037.21");
    wm.verify(1, getRequestedFor(urlPathEqualTo(PATH)));
    wm.verify(2, getRequestedFor(urlPathEqualTo("/api/v3/simple/price")));
  }
}
