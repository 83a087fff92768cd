package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.guards.links.UrlAllowlistGuard;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Guard spans say what each guard decided and how many figures and links it took out. */
class GuardTelemetryTest extends TelemetryBase {

  private static GroundTruth oslo() {
    return new GroundTruth(
        "weather",
        "wttr.in",
        List.of("https://wttr.in/Oslo"),
        Instant.parse("2026-12-02T10:00:00Z"),
        Map.of(),
        List.of(new KeyFigure("temperature", new BigDecimal("11"), "°C", true)),
        Map.of("en", "Oslo: 11 °C, cloudy"),
        null);
  }

  private static Attributes attributes(SpanData span) {
    return Attributes.builder().putAll(span.getAttributes()).build();
  }

  @Test
  void eachGuardSpanCarriesItsVerdictAndTheFiguresAndLinksItRemoved() {
    // the allowlist rewrites (two off-list links go), the digit scan overrides the reply whose two
    // temperatures disagree with the source, the last guard passes and carries no counts
    sim.enqueue(
        Reply.text(
            "It is 25 °C in Oslo, and 14 °C tomorrow. Details:"
                + " [forecast](https://evil.example/oslo) and https://phish.example/x."));
    VexTelemetry telemetry = telemetry().build();

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("weather", "Oslo")))
            .fetcher("weather", i -> oslo())
            .guard(UrlAllowlistGuard.defaults())
            .guard(DigitScanGuard.defaults())
            .guard(Guard.named("polite", (draft, context) -> GuardVerdict.pass()))
            .build()
            .newTurn(Message.user("Weather in Oslo?"))
            .listener(telemetry.listenerForTurn())
            .execute();

    Map<String, SpanData> s = byName();
    SpanData links = s.get("vex.guard url-allowlist");
    SpanData digits = s.get("vex.guard digit-scan");
    assertThat(reply.text()).startsWith("Oslo: 11 °C, cloudy").doesNotContain("example");
    assertThat(reason(links)).startsWith("removed ").contains("evil.example, phish.example");
    assertThat(reason(digits)).startsWith("replaced by the real data: temperature (11 °C)");
    assertThat(attributes(links))
        .isEqualTo(
            Attributes.builder()
                .put("vex.guard.name", "url-allowlist")
                .put("vex.guard.verdict", "rewritten")
                .put("vex.guard.reason", reason(links))
                .put("vex.guard.figures_removed", 0L)
                .put("vex.guard.links_removed", 2L)
                .build());
    assertThat(attributes(digits))
        .isEqualTo(
            Attributes.builder()
                .put("vex.guard.name", "digit-scan")
                .put("vex.guard.verdict", "overridden")
                .put("vex.guard.reason", reason(digits))
                .put("vex.guard.figures_removed", 2L)
                .put("vex.guard.links_removed", 0L)
                .build());
    assertThat(attributes(s.get("vex.guard polite")))
        .isEqualTo(
            Attributes.builder()
                .put("vex.guard.name", "polite")
                .put("vex.guard.verdict", "pass")
                .put("vex.guard.reason", "ok")
                .build());
  }

  private static String reason(SpanData span) {
    return span.getAttributes().get(AttributeKey.stringKey("vex.guard.reason"));
  }
}
