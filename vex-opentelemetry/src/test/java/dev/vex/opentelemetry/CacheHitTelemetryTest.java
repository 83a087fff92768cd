package dev.vex.opentelemetry;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The same question twice: the second fetch span says it came from the fetcher's cache. */
class CacheHitTelemetryTest extends TelemetryBase {

  @RegisterExtension
  static WireMockExtension wttr =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static byte[] heideck() throws IOException {
    try (InputStream in =
        CacheHitTelemetryTest.class.getResourceAsStream("/fixtures/wttr/heideck_j1.json")) {
      return in.readAllBytes();
    }
  }

  @Test
  void theSecondTurnAskingTheSameThingShowsACacheHitOnItsFetchSpan() throws IOException {
    wttr.stubFor(
        get(urlPathEqualTo("/Heideck"))
            .willReturn(
                aResponse().withHeader("Content-Type", "application/json").withBody(heideck())));
    sim.enqueue(Reply.text("It is mild in Heideck."));
    sim.enqueue(Reply.text("Still mild in Heideck."));
    WeatherFetcher weather =
        WeatherFetcher.builder()
            .baseUrl(wttr.baseUrl())
            .timeout(Duration.ofSeconds(30))
            .cacheTtl(Duration.ofMinutes(10))
            .build();
    Agent agent =
        agent()
            .classifier(m -> List.of(Intent.of("weather", "Heideck")))
            .fetcher("weather", weather)
            .groundingDeadline(Duration.ofSeconds(30))
            .build();
    VexTelemetry telemetry = telemetry().build();

    agent
        .newTurn(Message.user("Weather in Heideck?"))
        .listener(telemetry.listenerForTurn())
        .execute();
    agent
        .newTurn(Message.user("Weather in Heideck?"))
        .listener(telemetry.listenerForTurn())
        .execute();

    wttr.verify(1, getRequestedFor(urlPathEqualTo("/Heideck")));
    List<SpanData> fetches =
        spans.getFinishedSpanItems().stream()
            .filter(s -> s.getName().equals("vex.fetch weather"))
            .toList();
    assertThat(fetches).hasSize(2);
    Attributes expected =
        Attributes.builder()
            .put("vex.intent.kind", "weather")
            .put("vex.intent.subject", "Heideck")
            .put("vex.intent.mode", "ask")
            .put("vex.grounding.source", "wttr.in")
            .put("vex.grounding.outcome", "fetched")
            .build();
    assertThat(Attributes.builder().putAll(fetches.get(0).getAttributes()).build())
        .isEqualTo(expected.toBuilder().put("vex.grounding.cache_hit", false).build());
    assertThat(Attributes.builder().putAll(fetches.get(1).getAttributes()).build())
        .isEqualTo(expected.toBuilder().put("vex.grounding.cache_hit", true).build());
  }
}
