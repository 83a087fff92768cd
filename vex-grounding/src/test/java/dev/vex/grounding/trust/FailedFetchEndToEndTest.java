package dev.vex.grounding.trust;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.AgentReply;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.core.trace.GuardTrace;
import dev.vex.guards.ShownText;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A grounded question whose source fails, and a model that invents the figure anyway: what the user
 * receives. Sources are the real fetchers against WireMock; the model is the Ollama simulator.
 */
class FailedFetchEndToEndTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static final String PRICE = "/api/v3/simple/price";
  private static final String INVENTED =
      "Bitcoin is trading at $64,250 right now, up 3.2% today. It is a volatile asset.";
  private static final String NOTICE_EN =
      "I could not fetch live crypto prices for BTC from CoinGecko just now, so I cannot give you"
          + " current figures for it.";

  private OllamaSimulator sim;
  private final ShownText host = new ShownText();

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private AgentReply ask(String question, Locale locale, String modelReply) {
    sim.enqueue(Reply.text(modelReply));
    AgentReply reply = RealSources.agent(sim, wm.baseUrl(), locale, host).build().chat(question);
    assertThat(RealSources.streamProblems(host, reply, locale)).isEmpty();
    return reply;
  }

  private static GuardTrace failedFetchVerdict(AgentReply reply) {
    return reply.trace().guards().stream()
        .filter(g -> g.guard().equals("failed-fetch"))
        .findFirst()
        .orElseThrow();
  }

  private void assertInventedPriceNeverReachesTheUser(AgentReply reply) {
    assertThat(reply.text())
        .startsWith(NOTICE_EN)
        .doesNotContain("64,250")
        .doesNotContain("3.2%")
        .contains("It is a volatile asset.");
    assertThat(host.states()).noneMatch(s -> s.contains("64,250"));
  }

  @Test
  void coinGeckoAnswering503() {
    // CoinGecko's "Common Errors & Rate Limit" page documents 503 Service Unavailable (no body)
    wm.stubFor(get(urlPathEqualTo(PRICE)).willReturn(aResponse().withStatus(503)));

    AgentReply reply = ask("What is the bitcoin price?", Locale.ENGLISH, INVENTED);

    assertInventedPriceNeverReachesTheUser(reply);
    assertThat(reply.trace().grounding())
        .singleElement()
        .satisfies(
            g -> {
              assertThat(g.outcome()).isEqualTo(GroundingTrace.Outcome.FAILED);
              assertThat(g.detail()).contains("CoinGecko answered HTTP 503");
            });
    GuardTrace verdict = failedFetchVerdict(reply);
    assertThat(verdict.verdict()).isInstanceOf(GuardVerdict.Rewritten.class);
    assertThat(verdict.verdict().reason())
        .contains("crypto 'BTC' from CoinGecko failed: CoinGecko answered HTTP 503")
        .contains("removed 1 sentence(s) with unbacked figures");
  }

  @Test
  void coinGeckoAnsweringAnHtmlPage() {
    wm.stubFor(
        get(urlPathEqualTo(PRICE))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "text/html; charset=utf-8")
                    .withBody(
                        "<!DOCTYPE html><html><head><title>Just a moment...</title></head>"
                            + "<body>Checking your browser</body></html>")));

    AgentReply reply = ask("What is the bitcoin price?", Locale.ENGLISH, INVENTED);

    assertInventedPriceNeverReachesTheUser(reply);
    assertThat(failedFetchVerdict(reply).verdict().reason())
        .contains("CoinGecko sent a response that is not the expected data");
  }

  @Test
  void coinGeckoKnowingNoSuchCoin() {
    wm.stubFor(
        get(urlPathEqualTo(PRICE))
            .willReturn(RealSources.json(200, "documented/coingecko/unknown_id.json")));

    AgentReply reply = ask("What is the bitcoin price?", Locale.ENGLISH, INVENTED);

    // CoinGecko answered, with nothing for the coin: the user is told so, not that it was down
    assertThat(reply.text())
        .startsWith("CoinGecko has no crypto prices for BTC, so I cannot give you figures for it.")
        .doesNotContain("64,250")
        .doesNotContain("3.2%")
        .contains("It is a volatile asset.");
    assertThat(host.states()).noneMatch(s -> s.contains("64,250"));
    assertThat(failedFetchVerdict(reply).verdict().reason()).contains("CoinGecko has no data");
  }

  @Test
  void yahooKnowingNoSuchTicker() {
    wm.stubFor(
        get(urlPathEqualTo("/v8/finance/chart/NOPE"))
            .willReturn(RealSources.json(404, "fixtures/yahoo-chart/error_not_found.json")));
    sim.enqueue(Reply.text("NOPE closed at $163.58 yesterday, down 1.2%. Analysts are mixed."));

    AgentReply reply =
        RealSources.agent(sim, wm.baseUrl(), Locale.ENGLISH, host)
            .classifier(m -> List.of(Intent.of("stocks", "NOPE")))
            .build()
            .chat("How is NOPE doing?");

    assertThat(reply.text())
        .isEqualTo(
            "I could not fetch live stock prices for NOPE from Yahoo Finance just now, so I cannot"
                + " give you current figures for it.\n\nAnalysts are mixed.");
    assertThat(failedFetchVerdict(reply).verdict().reason())
        .contains("No data found, symbol may be delisted");
    assertThat(RealSources.streamProblems(host, reply, Locale.ENGLISH)).isEmpty();
  }

  @Test
  void aNorwegianUserIsToldInNorwegian() {
    wm.stubFor(get(urlPathEqualTo(PRICE)).willReturn(aResponse().withStatus(503)));

    AgentReply reply =
        ask(
            "Hva koster bitcoin nå?",
            Locale.forLanguageTag("nb-NO"),
            "Bitcoin koster 612 345 kroner nå. Kursen svinger mye.");

    assertThat(reply.text())
        .isEqualTo(
            "Jeg fikk ikke hentet ferske kryptopriser for BTC fra CoinGecko akkurat nå, så jeg"
                + " kan ikke gi deg aktuelle tall for det.\n\nKursen svinger mye.");
  }

  @Test
  void theSourceThatAnsweredKeepsItsFiguresAndTheOneThatFailedIsNamed() {
    wm.stubFor(
        get(urlPathEqualTo("/Heideck"))
            .willReturn(RealSources.json(200, "fixtures/wttr/heideck_j1.json")));
    wm.stubFor(get(urlPathEqualTo(PRICE)).willReturn(aResponse().withStatus(503)));

    AgentReply reply =
        ask(
            "weather in Heideck and the BTC price",
            Locale.ENGLISH,
            "It is 9 °C and overcast. Bitcoin costs $64,250.");

    assertThat(reply.text())
        .isEqualTo(NOTICE_EN + "\n\nIt is 9 °C and overcast.")
        .doesNotContain("64,250");
    assertThat(reply.factCards()).hasSize(1);
  }

  @Test
  void withoutAFailedFetchTheGuardPassesAndTheReplyStreamsUntouched() {
    ResponseDefinitionBuilder ok =
        RealSources.json(
            200, "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json");
    wm.stubFor(get(urlPathEqualTo(PRICE)).willReturn(ok));

    AgentReply reply =
        ask("What is the bitcoin price?", Locale.ENGLISH, "Bitcoin costs 89,369 USD. Nice.");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 89,369 USD. Nice.");
    assertThat(failedFetchVerdict(reply).verdict()).isInstanceOf(GuardVerdict.Pass.class);
    assertThat(host.early()).isPositive();
  }
}
