package dev.vex.grounding.currency;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.digits.DigitScanGuard;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Currency words in what people write: sums the user paid or holds in two currencies ask for no
 * rate; a day written with a month's name ("15. januar 2024", "on 15 January 2024") is a date, not
 * an amount, and is answered with that day's rate (Frankfurter's recorded {@code /v1/2024-01-15}
 * answer, served over HTTP beside its recorded latest one); several amounts in one question are
 * each converted from their own currency. What the user receives is the digit scan's verdict over
 * the fetched data.
 */
class CurrencyAmountsAndDatesTest {
  private static final String LATEST = "fixtures/frankfurter/latest_base_USD_2025-04-11.json";
  private static final String DAY =
      "fixtures/frankfurter/historical_2024-01-15_base_USD_symbols_EUR.json";
  private static final Locale NB = Locale.forLanguageTag("nb");
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @BeforeEach
  void serve() {
    wm.stubFor(get(urlPathEqualTo("/v1/latest")).willReturn(Fixtures.json(LATEST)));
    wm.stubFor(get(urlPathEqualTo("/v1/2024-01-15")).willReturn(Fixtures.json(DAY)));
  }

  private static List<Intent> currency(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(i -> CurrencyFetcher.KIND.equals(i.kind()))
        .toList();
  }

  private static CurrencyFetcher fetcher() {
    return CurrencyFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(Duration.ofSeconds(60))
        .clock(Clock.fixed(Instant.parse("2025-04-12T10:00:00Z"), ZoneOffset.UTC))
        .build();
  }

  /** The message's currency intents fetched over HTTP and the reply checked against them. */
  private static GuardVerdict reply(String message, Locale locale, String reply)
      throws InterruptedException {
    List<Intent> intents = currency(message);
    List<GroundTruth> truths = new ArrayList<>();
    for (Intent i : intents) {
      truths.add(fetcher().fetch(i));
    }
    TurnContext ctx =
        new TurnContext(
            Message.user(message), locale, intents, truths, List.of(), List.of(), "", null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  @Test
  void sumsPaidOrHeldInTwoCurrenciesAskForNoRate() {
    for (String message :
        List.of(
            "I paid 100 dollars and 50 euros",
            "i paid 100 dollars and 50 euros for the tickets",
            "I spent 200 kroner and 30 euros on lunch in Oslo and Berlin this week.",
            "I have 100 dollars in my pocket and 20 euros in my bag.",
            "My rent is 1000 euros and my salary is 3000 dollars.",
            "Jeg har 100 dollar i lomma og 20 euro i veska.",
            "Jeg betalte 300 kroner for billetten og 40 euro for hotellet i går.",
            "Jeg brukte 200 kroner og 30 euro på lunsj.")) {
      assertThat(currency(message)).as(message).isEmpty();
    }
  }

  @Test
  void aQuestionAboutTwoSumsStillAsks() {
    assertThat(currency("Is 100 dollars more than 90 euros?"))
        .extracting(Intent::subject)
        .containsExactly("USD/EUR");
    assertThat(currency("Er 100 dollar mer enn 90 euro?"))
        .extracting(Intent::subject)
        .containsExactly("USD/EUR");
  }

  @Test
  void anHonestReplyToASumPaidReachesTheUserUntouched() throws Exception {
    String message = "i paid 100 dollars and 50 euros for the tickets";
    String answer = "That adds up quickly; keep the receipts if you are tracking a budget.";
    assertThat(reply(message, Locale.ENGLISH, answer)).isInstanceOf(GuardVerdict.Pass.class);
    String nb = "Jeg har 100 dollar i lomma og 20 euro i veska.";
    assertThat(reply(nb, NB, "Greit å ha litt av begge på reise."))
        .isInstanceOf(GuardVerdict.Pass.class);
  }

  /**
   * A sum whose exact value is half a cent is stated rightly rounded either way (#22, cases11
   * P093): 500 × 0.88137 = 440.685 EUR, so "€440.69" and "€440.68" pass and "€441.69" does not.
   */
  @Test
  void aSumOfHalfACentIsStatedRightlyRoundedEitherWay() throws Exception {
    for (String answer :
        List.of(
            "500 USD is about €440.69 (at 0.88137 EUR per dollar).",
            "500 USD is €440.68 at today's rate.")) {
      assertThat(reply("what is 500 USD in EUR?", Locale.ENGLISH, answer))
          .as(answer)
          .isInstanceOf(GuardVerdict.Pass.class);
    }
    assertThat(reply("what is 500 USD in EUR?", Locale.ENGLISH, "500 USD is €441.69 today."))
        .isInstanceOf(GuardVerdict.Overridden.class);
  }

  @Test
  void severalAmountsAreEachConvertedFromTheirOwnCurrency() {
    assertThat(currency("Convert 100 USD to NOK and 50 EUR to SEK"))
        .extracting(Intent::subject, i -> i.parameters().get(CurrencyFetcher.AMOUNT))
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("USD/NOK", "100"),
            org.assertj.core.groups.Tuple.tuple("EUR/SEK", "50"));
    assertThat(currency("Hva er 100 dollar i kroner og 50 euro i svenske kroner?"))
        .extracting(Intent::subject, i -> i.parameters().get(CurrencyFetcher.AMOUNT))
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("USD/NOK", "100"),
            org.assertj.core.groups.Tuple.tuple("EUR/SEK", "50"));
    assertThat(currency("What are 100 dollars and 50 euros in kroner?"))
        .extracting(Intent::subject, i -> i.parameters().get(CurrencyFetcher.AMOUNT))
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("USD/NOK", "100"),
            org.assertj.core.groups.Tuple.tuple("EUR/NOK", "50"));
  }

  @Test
  void aDayWrittenWithItsMonthIsADateNotAnAmount() {
    for (String message :
        List.of(
            "Dollar mot euro 15. januar 2024?",
            "Hva var en dollar verdt i euro 15. januar 2024?",
            "What was a dollar worth in euros on 15 January 2024?",
            "What was the dollar in euros on January 15, 2024?")) {
      List<Intent> intents = currency(message);
      assertThat(intents).as(message).hasSize(1);
      assertThat(intents.get(0).subject()).as(message).isEqualTo("USD/EUR");
      assertThat(intents.get(0).parameters())
          .as(message)
          .doesNotContainKey(CurrencyFetcher.AMOUNT)
          .containsEntry(CurrencyFetcher.DATE, "2024-01-15");
    }
    // asking for a day's rate asks for a figure the source holds: an ask, though past
    assertThat(currency("What was a dollar worth in euros on 15 January 2024?").get(0).isAsk())
        .isTrue();
    assertThat(currency("Dollar mot euro 15. januar 2024?").get(0).isAsk()).isTrue();
    // a day with no year: the fetcher takes the latest such day
    Map<String, String> p =
        currency("What was the euro in dollars on 3 March?").get(0).parameters();
    assertThat(p).containsEntry(CurrencyFetcher.DATE, "--03-03");
    assertThat(p).doesNotContainKey(CurrencyFetcher.AMOUNT);
    // an amount beside a date keeps its amount
    assertThat(currency("How many euros were 100 dollars on 15 January 2024?").get(0).parameters())
        .containsEntry(CurrencyFetcher.AMOUNT, "100")
        .containsEntry(CurrencyFetcher.DATE, "2024-01-15");
  }

  @Test
  void aDatedRateIsFetchedForThatDayAndJudgedAgainstIt() throws Exception {
    String en = "What was a dollar worth in euros on 15 January 2024?";
    assertThat(
            reply(en, Locale.ENGLISH, "On 15 January 2024 one dollar was worth about 0.914 euros."))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(reply(en, Locale.ENGLISH, "On 15 January 2024 one dollar was worth 0.81 euros."))
        .isNotInstanceOf(GuardVerdict.Pass.class);
    String nb = "Hva var en dollar verdt i euro 15. januar 2024?";
    assertThat(reply(nb, NB, "15. januar 2024 var en dollar verdt omtrent 0,914 euro."))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(reply(nb, NB, "15. januar 2024 var en dollar verdt 0,81 euro."))
        .isNotInstanceOf(GuardVerdict.Pass.class);
    wm.verify(getRequestedFor(urlPathEqualTo("/v1/2024-01-15")));
  }

  @Test
  void aDayWithoutAYearIsTheLatestSuchDayAndAFutureDayIsRefused() {
    // 15 January with no year, asked on 12 April 2025: 2025-01-15 (not recorded here: a 404)
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                fetcher()
                    .fetch(
                        new Intent(
                            CurrencyFetcher.KIND,
                            "USD/EUR",
                            Map.of(CurrencyFetcher.DATE, "--01-15"))))
        .isInstanceOf(dev.vex.grounding.SourceException.class)
        .hasMessageContaining("/v1/2025-01-15?base=USD&symbols=EUR");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                fetcher()
                    .fetch(
                        new Intent(
                            CurrencyFetcher.KIND,
                            "USD/EUR",
                            Map.of(CurrencyFetcher.DATE, "2030-01-15"))))
        .isInstanceOf(dev.vex.grounding.SourceException.class)
        .hasMessageContaining("2030-01-15");
    wm.verify(0, getRequestedFor(urlPathEqualTo("/v1/2030-01-15")));
  }
}
