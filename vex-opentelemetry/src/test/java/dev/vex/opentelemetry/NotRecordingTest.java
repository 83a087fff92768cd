package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.event.AgentListener;
import dev.vex.core.message.Message;
import dev.vex.simulator.Reply;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.samplers.Sampler;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fast paths: over the no-op API a turn outside any span gets the listener that does nothing;
 * over an SDK whose sampler drops every span, no span is started under the turn, yet the metrics
 * are recorded.
 */
class NotRecordingTest extends TelemetryBase {

  @Test
  void overTheNoopApiAndOutsideAnySpanATurnsListenerIsTheOneThatDoesNothing() {
    VexTelemetry noop = VexTelemetry.create(OpenTelemetry.noop());

    assertThat(noop.listenerForTurn()).isSameAs(AgentListener.NONE);
    assertThat(noop.listenerForTurn("conv-1")).isSameAs(AgentListener.NONE);
    Span host = otel.getTracer("host").spanBuilder("host request").startSpan();
    Scope scope = host.makeCurrent();
    try {
      assertThat(noop.listenerForTurn())
          .as("inside a host's span the turn's context is still carried to the pool's threads")
          .isNotSameAs(AgentListener.NONE);
    } finally {
      scope.close();
      host.end();
    }
    VexTelemetry withRegistry =
        VexTelemetry.builder(OpenTelemetry.noop()).meterRegistry(new SimpleMeterRegistry()).build();
    assertThat(withRegistry.listenerForTurn()).isNotSameAs(AgentListener.NONE);
  }

  @Test
  void aSamplerThatDropsEverySpanLeavesNoSpanButTheMetrics() {
    InMemorySpanExporter dropped = InMemorySpanExporter.create();
    InMemoryMetricReader reader = InMemoryMetricReader.create();
    try (OpenTelemetrySdk sdk =
        OpenTelemetrySdk.builder()
            .setTracerProvider(
                SdkTracerProvider.builder()
                    .setSampler(Sampler.alwaysOff())
                    .addSpanProcessor(SimpleSpanProcessor.create(dropped))
                    .build())
            .setMeterProvider(SdkMeterProvider.builder().registerMetricReader(reader).build())
            .build()) {
      sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
      sim.enqueue(Reply.text("11 °C in Oslo."));
      VexTelemetry telemetry = VexTelemetry.builder(sdk).captureContent(true).build();

      String text =
          agent()
              .build()
              .newTurn(Message.user("Weather in Oslo?"))
              .listener(telemetry.listenerForTurn())
              .execute()
              .text();

      assertThat(text).isEqualTo("11 °C in Oslo.");
      assertThat(dropped.getFinishedSpanItems()).isEmpty();
      var all = reader.collectAllMetrics();
      assertThat(counter(all, "vex.turns"))
          .isEqualTo(Map.of(Attributes.of(Names.TURN_OUTCOME, "reply"), 1L));
      assertThat(metric(all, "gen_ai.client.operation.duration"))
          .hasValueSatisfying(
              m ->
                  assertThat(m.getHistogramData().getPoints().iterator().next().getCount())
                      .isEqualTo(2));
    }
  }
}
