package dev.vex.grounding.translate;

import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import dev.vex.grounding.testing.Fixtures;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** LibreTranslate's {@code POST /translate}, over HTTP. */
class TranslateFetcherTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static TranslateFetcher.Builder builder() {
    return TranslateFetcher.builder().baseUrl(wm.baseUrl()).timeout(Duration.ofSeconds(60));
  }

  @Test
  void theRecordedAutoDetectedTranslationIsTheGroundTruth() throws Exception {
    wm.stubFor(
        post(urlPathEqualTo("/translate"))
            .willReturn(Fixtures.json("fixtures/libretranslate/translate_auto_detected_pt.json")));

    GroundTruth t =
        builder()
            .build()
            .fetch(
                new Intent(
                    "translate", "Olá, eu fiz espargos", Map.of(TranslateFetcher.TARGET, "de")));

    wm.verify(
        postRequestedFor(urlPathEqualTo("/translate"))
            .withRequestBody(
                equalToJson(
                    "{\"q\":\"Olá, eu fiz espargos\",\"source\":\"auto\",\"target\":\"de\",\"format\":\"text\"}")));
    assertThat(t.summary(Locale.ENGLISH))
        .isEqualTo("Translation (LibreTranslate, from pt to de): \"Hallo, ich that Spargel\"");
    assertThat(t.summary(Locale.forLanguageTag("nb")))
        .isEqualTo("Oversettelse (LibreTranslate, fra pt til de): \"Hallo, ich that Spargel\"");
    assertThat(t.facts())
        .containsEntry("translation", "Hallo, ich that Spargel")
        .containsEntry("detectionConfidence", new BigDecimal("95.0"));
    assertThat(t.keyFigures()).isEmpty();
    assertThat(t.card().fields()).containsEntry("Translation (de)", "Hallo, ich that Spargel");
  }

  @Test
  void theNumbersOfTheTranslationAreItsKeyFiguresAndTheApiKeyIsSent() throws Exception {
    wm.stubFor(
        post(urlPathEqualTo("/translate"))
            .willReturn(Fixtures.json("documented/libretranslate/translate_en_nb_numbers.json")));

    GroundTruth t =
        builder()
            .apiKey("secret-key")
            .build()
            .fetch(
                new Intent(
                    "translate",
                    "The meeting is in room 412 at ten, and we are 12 people.",
                    Map.of(TranslateFetcher.TARGET, "nb", TranslateFetcher.SOURCE_LANGUAGE, "en")));

    wm.verify(
        postRequestedFor(urlPathEqualTo("/translate"))
            .withRequestBody(
                equalToJson(
                    "{\"q\":\"The meeting is in room 412 at ten, and we are 12 people.\",\"source\":\"en\",\"target\":\"nb\",\"format\":\"text\",\"api_key\":\"secret-key\"}")));
    assertThat(t.keyFigures())
        .containsExactly(
            new KeyFigure("number in the translation", new BigDecimal("412"), ""),
            new KeyFigure("number in the translation", new BigDecimal("12"), ""));
  }

  @Test
  void anUnsupportedLanguageCarriesTheServersMessage() {
    wm.stubFor(
        post(urlPathEqualTo("/translate"))
            .willReturn(
                Fixtures.json(
                    400, "documented/libretranslate/error_400_target_not_supported.json")));

    assertThatThrownBy(
            () ->
                builder()
                    .build()
                    .fetch(new Intent("translate", "hei", Map.of(TranslateFetcher.TARGET, "xx"))))
        .isInstanceOfSatisfying(
            SourceException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(Reason.HTTP_ERROR);
              assertThat(e.serverMessage()).isEqualTo("xx is not supported");
            });
  }

  @Test
  void aTextLongerThanTheLimitIsRefusedWithoutARequest() {
    assertThatThrownBy(
            () -> builder().maxChars(10).build().fetch(Intent.of("translate", "x".repeat(11))))
        .isInstanceOfSatisfying(
            SourceException.class, e -> assertThat(e.reason()).isEqualTo(Reason.NOT_FOUND))
        .hasMessageContaining("longer than 10 characters");
    assertThat(wm.getAllServeEvents()).isEmpty();
  }

  @Test
  void numbersInTimesDatesAndWordsAreNotFigures() {
    assertThat(TranslateFetcher.numbers("kl. 15:30 den 12.05.2026, rom B12, 3 stoler og 2.5 kg."))
        .containsExactly(new BigDecimal("3"), new BigDecimal("2.5"));
  }
}
