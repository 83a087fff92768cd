package dev.vex.grounding.weather;

import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.digits.DigitScanGuard;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Weather figures that belong to a named day, over the recorded wttr.in answers for Moscow
 * (observed Saturday 2022-07-16: highs 22, 24, 18 °C; 72 °F today; UV index 5 now) and Heideck
 * (observed Friday 2026-04-03: tomorrow's high 9 °C, Sunday's 19 °C), served over HTTP. For a
 * weather ask the user receives the real data in place of a reply that calls Monday warmer than
 * Sunday, gives Sunday's high for "tomorrow, Saturday", a wrong Fahrenheit high or a wrong UV
 * index; the honest replies reach the user unchanged. "Tomorrow" and the weekdays are read from the
 * source's own observation date, not the machine's clock.
 */
class DayFiguresTest {
  private static final Locale NB = Locale.forLanguageTag("nb");

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static GuardVerdict ask(
      String file, String place, String question, String reply, Locale l)
      throws InterruptedException {
    wm.resetAll();
    wm.stubFor(get(anyUrl()).willReturn(Fixtures.json("fixtures/wttr/" + file)));
    WeatherFetcher f =
        WeatherFetcher.builder().baseUrl(wm.baseUrl()).timeout(Duration.ofSeconds(60)).build();
    Intent i = Intent.of(WeatherFetcher.KIND, place);
    GroundTruth t = f.fetch(i);
    TurnContext ctx =
        new TurnContext(
            Message.user(question), l, List.of(i), List.of(t), List.of(), List.of(), "", null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  private static final String MOSCOW = "moscow_j1_lang_ru.json";
  private static final String HEIDECK = "heideck_j1.json";

  @Test
  void theUvIndexNowIsAFigure() throws Exception {
    GuardVerdict wrong =
        ask(
            MOSCOW,
            "Moskva",
            "Hvor sterk er sola i Moskva?",
            "UV-indeksen er 8, så bruk solkrem.",
            NB);
    assertThat(wrong).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(wrong.reason()).contains("UV index");
    String honest = "UV-indeksen er 5, så bruk solkrem.";
    assertThat(ask(MOSCOW, "Moskva", "Hvor sterk er sola i Moskva?", honest, NB))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(
            ask(
                MOSCOW,
                "Moscow",
                "UV in Moscow?",
                "The UV index in Moscow is 5 right now and it is 20 °C.",
                Locale.ENGLISH))
        .isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void aBareNumberEqualToTheUvIndexIsNoTemperature() throws Exception {
    assertThat(
            ask(
                MOSCOW,
                "Moscow",
                "Weather in Moscow?",
                "It is 5 degrees in Moscow.",
                Locale.ENGLISH))
        .isInstanceOf(GuardVerdict.Overridden.class);
  }

  @Test
  void daysAreReadFromTheSourcesObservationDate() throws Exception {
    String q = "What's the high in Heideck tomorrow?";
    assertThat(
            ask(
                HEIDECK,
                "Heideck",
                q,
                "Tomorrow, Saturday, Heideck will reach 19 °C.",
                Locale.ENGLISH))
        .isInstanceOf(GuardVerdict.Overridden.class);
    String honest = "Tomorrow, Saturday, Heideck will reach 9 °C.";
    assertThat(ask(HEIDECK, "Heideck", q, honest, Locale.ENGLISH))
        .isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void aComparisonBetweenDaysAndAFahrenheitHighAreJudged() throws Exception {
    String q = "Monday in Moscow?";
    GuardVerdict warmer =
        ask(
            MOSCOW,
            "Moscow",
            q,
            "Monday will be warmer than Sunday, with light rain and a high of 18 °C.",
            Locale.ENGLISH);
    assertThat(warmer).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(warmer.reason()).contains("warmer");
    assertThat(
            ask(
                MOSCOW,
                "Moscow",
                q,
                "Monday will be colder than Sunday, with light rain and a high of 18 °C.",
                Locale.ENGLISH))
        .isInstanceOf(GuardVerdict.Pass.class);
    String f = "Hva blir dagens høyeste i Moskva i fahrenheit?";
    assertThat(ask(MOSCOW, "Moskva", f, "Dagens høyeste i Moskva blir 77 °F.", NB))
        .isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(ask(MOSCOW, "Moskva", f, "Dagens høyeste i Moskva blir 72 °F.", NB))
        .isInstanceOf(GuardVerdict.Pass.class);
  }
}
