package dev.vex.grounding.weather;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.testing.Fixtures;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class WeatherFetcherTest {
  private static final String J1 = "fixtures/wttr/heideck_j1.json";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private WeatherFetcher fetcher() {
    return WeatherFetcher.builder()
        .baseUrl(wm.baseUrl())
        .timeout(java.time.Duration.ofSeconds(10))
        .build();
  }

  @Test
  void currentConditionsAndTodaysRangeComeFromTheRecordedJ1Document() throws Exception {
    wm.stubFor(get(urlEqualTo("/Heideck?format=j1&lang=nb")).willReturn(Fixtures.json(J1)));

    GroundTruth t = fetcher().fetch(Intent.of("weather", "Heideck"));

    assertThat(t.kind()).isEqualTo("weather");
    assertThat(t.sourceName()).isEqualTo("wttr.in");
    assertThat(t.sourceUrls()).contains(wm.baseUrl() + "/Heideck?format=j1&lang=nb");
    assertThat(t.facts())
        .containsEntry("location", "Heideck, Germany")
        .containsEntry("description", "Overcast")
        .containsEntry("temperatureC", new BigDecimal("9"))
        .containsEntry("feelsLikeC", new BigDecimal("8"))
        .containsEntry("forecastDate", "2026-04-03");
    assertThat(t.keyFigures())
        .contains(
            new KeyFigure("temperature in Heideck, Germany", new BigDecimal("9"), "°C")
                .withAliases("Heideck"),
            KeyFigure.optional("low on 2026-04-03", new BigDecimal("1"), "°C")
                .withAliases("Heideck"),
            KeyFigure.optional("high on 2026-04-03", new BigDecimal("11"), "°C")
                .withAliases("Heideck"),
            KeyFigure.optional("chance of rain on 2026-04-03", new BigDecimal("100"), "%")
                .withAliases("Heideck"));
    assertThat(t.keyFigures().stream().filter(KeyFigure::required))
        .as("today the temperature now is the answer")
        .extracting(KeyFigure::label)
        .containsExactly("temperature in Heideck, Germany");
    assertThat(t.summary(Locale.ENGLISH))
        .startsWith(
            "Weather in Heideck, Germany (wttr.in, observed 2026-04-03 10:37 PM local time)")
        .contains("Overcast, 9 °C, feels like 8 °C, humidity 58 %, wind 8 km/h from SW.")
        .contains("Today (2026-04-03): low 1 °C, high 11 °C, chance of rain up to 100 %");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .startsWith("Været i Heideck, Germany")
        .contains("føles som 8 °C")
        .contains("I dag (2026-04-03): laveste 1 °C, høyeste 11 °C");
    assertThat(t.card().title()).isEqualTo("Weather in Heideck, Germany");
    assertThat(t.card().fields()).containsEntry("Now", "Overcast, 9 °C");
    // the public page, not the server that answered (here a local one)
    assertThat(t.card().sourceUrl()).isEqualTo("https://wttr.in/Heideck");
  }

  @Test
  void tomorrowReadsTheSecondForecastDay() throws Exception {
    wm.stubFor(get(urlEqualTo("/Heideck?format=j1&lang=nb")).willReturn(Fixtures.json(J1)));

    GroundTruth t =
        fetcher().fetch(new Intent("weather", "Heideck", Map.of(WeatherFetcher.DAY, "1")));

    assertThat(t.facts()).containsEntry("forecastDate", "2026-04-04");
    assertThat(t.keyFigures())
        .contains(
            new KeyFigure("low on 2026-04-04", new BigDecimal("6"), "°C").withAliases("Heideck"),
            new KeyFigure("high on 2026-04-04", new BigDecimal("9"), "°C").withAliases("Heideck"));
    assertThat(t.keyFigures().stream().filter(KeyFigure::required))
        .as("tomorrow the day's low and high are the answer, not the temperature now")
        .extracting(KeyFigure::label)
        .containsExactly("low on 2026-04-04", "high on 2026-04-04");
    assertThat(t.summary(Locale.ENGLISH))
        .contains("Tomorrow (2026-04-04): low 6 °C, high 9 °C")
        .contains("midday: Patchy rain nearby");
  }

  @Test
  void placeNamesWithSpacesAreEncodedInThePath() throws Exception {
    wm.stubFor(get(urlEqualTo("/New%20York?format=j1&lang=nb")).willReturn(Fixtures.json(J1)));

    // The recording is Heideck's, so New York is no place of that name: the request is what counts
    assertThatThrownBy(() -> fetcher().fetch(Intent.of("weather", "New York")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> assertThat(e.reason()).isEqualTo(SourceException.Reason.UNKNOWN_SUBJECT));

    wm.verify(1, getRequestedFor(urlEqualTo("/New%20York?format=j1&lang=nb")));
  }

  @Test
  void aQuestionWithoutAPlaceUsesTheConfiguredDefaultLocation() throws Exception {
    wm.stubFor(get(urlEqualTo("/Heideck?format=j1&lang=nb")).willReturn(Fixtures.json(J1)));
    WeatherFetcher f =
        WeatherFetcher.builder()
            .baseUrl(wm.baseUrl())
            .defaultLocation("Heideck")
            .timeout(Duration.ofSeconds(60))
            .build();

    f.fetch(Intent.of("weather", ""));

    wm.verify(1, getRequestedFor(urlEqualTo("/Heideck?format=j1&lang=nb")));
  }

  @Test
  void aQuestionWithoutAPlaceAndNoDefaultFailsWithoutAsking() {
    assertThatThrownBy(() -> fetcher().fetch(Intent.of("weather", "")))
        .isInstanceOf(SourceException.class)
        .hasMessageContaining("names no place");
    assertThat(wm.getAllServeEvents()).isEmpty();
  }

  @Test
  void aDocumentWithoutCurrentConditionsIsABadResponse() {
    wm.stubFor(
        get(urlEqualTo("/Nowhere?format=j1&lang=nb"))
            .willReturn(
                Fixtures.json(
                    "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")));

    assertThatThrownBy(() -> fetcher().fetch(Intent.of("weather", "Nowhere")))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> assertThat(e.reason()).isEqualTo(SourceException.Reason.BAD_RESPONSE))
        .hasMessageContaining("no current_condition");
  }

  @Test
  void theNorwegianSummaryReadsTheLangNbDescriptionsWttrInAddsForLangNb() throws Exception {
    wm.stubFor(
        get(urlEqualTo("/Moskva?format=j1&lang=nb"))
            .willReturn(Fixtures.json("documented/wttr/moscow_j1_lang_ru_renamed_lang_nb.json")));

    GroundTruth t = fetcher().fetch(Intent.of("weather", "Moskva"));

    String en = t.summary(java.util.Locale.ENGLISH);
    String nb = t.summary(java.util.Locale.forLanguageTag("nb"));
    String english = (String) t.facts().get("description");
    String localised = (String) t.facts().get("descriptionNb");
    assertThat(localised).isNotEqualTo(english).isNotBlank();
    assertThat(nb).contains(localised).doesNotContain(english + ",");
    assertThat(en).contains(english).doesNotContain(localised);
  }

  @Test
  void withoutLangNbTheNorwegianSummaryKeepsTheEnglishDescription() throws Exception {
    wm.stubFor(
        get(urlEqualTo("/Moskva?format=j1&lang=nb"))
            .willReturn(Fixtures.json("fixtures/wttr/moscow_j1_lang_ru.json")));

    GroundTruth t = fetcher().fetch(Intent.of("weather", "Moskva"));

    String english = (String) t.facts().get("description");
    assertThat(t.facts()).containsEntry("descriptionNb", english);
    assertThat(t.summary(java.util.Locale.forLanguageTag("nb"))).contains(english);
  }
}
