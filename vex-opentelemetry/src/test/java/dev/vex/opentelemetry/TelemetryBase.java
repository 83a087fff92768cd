package dev.vex.opentelemetry;

import dev.vex.core.Agent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.OllamaSimulator;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** An Ollama simulator over real HTTP and an OpenTelemetry SDK that keeps what it records. */
abstract class TelemetryBase {
  protected OllamaSimulator sim;
  protected InMemorySpanExporter spans;
  protected InMemoryMetricReader metrics;
  protected OpenTelemetrySdk otel;

  protected final Tool weather =
      Tool.of(
          "get_weather",
          "Current weather for a city",
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> args.string("city") + ": 11 °C, cloudy");

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    spans = InMemorySpanExporter.create();
    metrics = InMemoryMetricReader.create();
    otel =
        OpenTelemetrySdk.builder()
            .setTracerProvider(
                SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build())
            .setMeterProvider(SdkMeterProvider.builder().registerMetricReader(metrics).build())
            .build();
  }

  @AfterEach
  void stop() {
    sim.close();
    otel.close();
  }

  protected Agent.Builder agent() {
    OllamaClient client =
        OllamaClient.builder()
            .baseUrl(sim.baseUrl().toString())
            .busyRetries(1, Duration.ofMillis(10))
            .idleTimeout(Duration.ofSeconds(5))
            .build();
    return Agent.builder().ollama(client).model("qwen2.5:3b").tool(weather);
  }

  protected VexTelemetry.Builder telemetry() {
    return VexTelemetry.builder(otel).agentName("helper").server(sim.baseUrl());
  }

  /** The spans by name; the first of each name. */
  protected Map<String, SpanData> byName() {
    return spans.getFinishedSpanItems().stream()
        .collect(Collectors.toMap(SpanData::getName, s -> s, (first, later) -> first));
  }

  protected List<String> names() {
    return spans.getFinishedSpanItems().stream().map(SpanData::getName).toList();
  }

  protected Attributes server() {
    return Attributes.builder()
        .put("server.address", sim.baseUrl().getHost())
        .put("server.port", (long) sim.port())
        .build();
  }

  protected Optional<MetricData> metric(Collection<MetricData> all, String name) {
    return all.stream().filter(m -> m.getName().equals(name)).findFirst();
  }

  /** A counter's points: attributes to value. */
  protected Map<Attributes, Long> counter(Collection<MetricData> all, String name) {
    return metric(all, name)
        .map(
            m ->
                m.getLongSumData().getPoints().stream()
                    .collect(Collectors.toMap(p -> p.getAttributes(), p -> p.getValue())))
        .orElse(Map.of());
  }
}
