package dev.vex.examples;

import dev.vex.core.Agent;
import dev.vex.opentelemetry.VexTelemetry;
import io.opentelemetry.exporter.logging.LoggingSpanExporter;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.util.Arrays;
import java.util.List;

/**
 * The examples' {@code --trace-spans} option: each turn's spans (after the OpenTelemetry GenAI
 * conventions, from {@code vex-opentelemetry}) printed to the console as they end, one line each,
 * through the OpenTelemetry SDK's {@link LoggingSpanExporter} (java.util.logging, INFO, on standard
 * error). Without the option it does nothing.
 */
final class TraceSpans implements AutoCloseable {
  /** The option that turns it on. */
  static final String OPTION = "--trace-spans";

  private final OpenTelemetrySdk sdk;
  private final VexTelemetry telemetry;

  private TraceSpans(SpanExporter exporter) {
    this.sdk =
        OpenTelemetrySdk.builder()
            .setTracerProvider(
                SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(exporter))
                    .build())
            .build();
    this.telemetry = VexTelemetry.builder(sdk).agentName("webchat").build();
  }

  /**
   * Spans printed to the console when the arguments hold {@link #OPTION}, else null.
   *
   * @param args the command line
   * @return the spans' printer, or null
   */
  static TraceSpans fromArgs(String[] args) {
    return Arrays.asList(args).contains(OPTION) ? console() : null;
  }

  /** The arguments without {@link #OPTION}, for the program's own option parsing. */
  static String[] withoutOption(String[] args) {
    List<String> rest = Arrays.stream(args).filter(a -> !a.equals(OPTION)).toList();
    return rest.toArray(String[]::new);
  }

  /** Spans printed through the SDK's logging exporter. */
  static TraceSpans console() {
    return new TraceSpans(LoggingSpanExporter.create());
  }

  /** Spans sent to an exporter of the caller's, for tests. */
  static TraceSpans to(SpanExporter exporter) {
    return new TraceSpans(exporter);
  }

  /**
   * Adds the telemetry to an agent as its agent-wide listener (every turn's spans), when there is
   * one; the agent unchanged otherwise.
   *
   * @param spans the printer, or null
   * @param agent the agent's configuration
   * @return the same builder
   */
  static Agent.Builder addTo(TraceSpans spans, Agent.Builder agent) {
    return spans == null ? agent : agent.listener(spans.telemetry.agentListener());
  }

  /** Ends the SDK; spans already ended were printed when they ended. */
  @Override
  public void close() {
    sdk.close();
  }
}
