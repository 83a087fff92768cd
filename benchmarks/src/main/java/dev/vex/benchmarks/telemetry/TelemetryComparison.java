package dev.vex.benchmarks.telemetry;

import dev.vex.benchmarks.Measure;
import dev.vex.core.Agent;
import dev.vex.core.VexRuntime;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.opentelemetry.VexTelemetry;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.samplers.Sampler;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Side by side, in one run, on one loopback {@link OllamaSimulator}: the two-round tool turn of the
 * {@code tool-turn} section through one Vex {@link Agent}, (1) without telemetry, (2) with {@link
 * VexTelemetry} over {@link OpenTelemetry#noop()} (what a host without the SDK gets), (3) with
 * {@link VexTelemetry} over the OpenTelemetry SDK recording every span into an in-memory exporter
 * and every metric into an in-memory reader (the SDK's full recording cost, without an exporter's
 * I/O), (4) with {@link VexTelemetry} over the SDK whose sampler drops every span (metrics still
 * recorded into memory). Each telemetry turn gets its own {@code listenerForTurn()}, as a host's
 * would. Blocks alternate between the four; figures are medians over blocks, ratios the medians of
 * per-block ratios to the turn without telemetry.
 *
 * <p>A smoke check first proves that each turn answers with the model's text and that the SDK
 * contender records the turn's six spans (turn, classification, two model calls, the tool, the
 * guard) and the no-op contender none.
 */
public final class TelemetryComparison {
  static final String QUESTION = "What time is it in Oslo?";
  static final String ANSWER = "It is 12:00 in Oslo.";
  static final String MODEL = "qwen2.5:3b";

  /** The contenders, in table order. */
  public static final List<String> CLIENTS =
      List.of(
          "telemetry off",
          "no-op OpenTelemetry",
          "OpenTelemetry SDK, in memory",
          "OpenTelemetry SDK, sampler drops all");

  /**
   * One contender's figures, medians over blocks.
   *
   * @param p50Micros median turn latency, microseconds
   * @param p90Micros 90th percentile turn latency, microseconds
   * @param turnsPerSecond turns per second with 8 threads
   * @param bytesPerTurn bytes allocated per turn outside the simulator
   * @param cpuMicrosPerTurn client CPU per turn, microseconds
   */
  public record Figures(
      double p50Micros,
      double p90Micros,
      double turnsPerSecond,
      double bytesPerTurn,
      double cpuMicrosPerTurn) {}

  /**
   * The comparison's outcome.
   *
   * @param figures per contender (see {@link #CLIENTS})
   * @param ratios per contender but the first, its per-measure medians of block ratios to the turn
   *     without telemetry, in the order p50, p90, throughput, allocation, CPU
   * @param turns turns per latency and allocation block
   * @param blocks blocks
   * @param spansPerTurn spans the SDK contender recorded for one turn in the smoke check
   * @param warmUp how the contenders were warmed up
   */
  public record Result(
      Map<String, Figures> figures,
      Map<String, double[]> ratios,
      int turns,
      int blocks,
      int spansPerTurn,
      Measure.WarmUp warmUp) {}

  private TelemetryComparison() {}

  /**
   * Runs the comparison.
   *
   * @param turns turns per latency and allocation block
   * @param blocks blocks per measure
   * @param throughputMillis how long each 8-thread throughput block counts
   * @return the figures
   * @throws InterruptedException when interrupted
   */
  public static Result run(int turns, int blocks, long throughputMillis)
      throws InterruptedException {
    InMemorySpanExporter spans = InMemorySpanExporter.create();
    InMemoryMetricReader metrics = InMemoryMetricReader.create();
    try (OllamaSimulator sim = OllamaSimulator.builder().parallel(16).start();
        VexRuntime runtime = VexRuntime.builder().maxRequestsPerServer(8).build();
        OpenTelemetrySdk sdk =
            OpenTelemetrySdk.builder()
                .setTracerProvider(
                    SdkTracerProvider.builder()
                        .addSpanProcessor(SimpleSpanProcessor.create(spans))
                        .build())
                .setMeterProvider(SdkMeterProvider.builder().registerMetricReader(metrics).build())
                .build();
        OpenTelemetrySdk dropping =
            OpenTelemetrySdk.builder()
                .setTracerProvider(
                    SdkTracerProvider.builder()
                        .setSampler(Sampler.alwaysOff())
                        .addSpanProcessor(SimpleSpanProcessor.create(spans))
                        .build())
                .setMeterProvider(
                    SdkMeterProvider.builder()
                        .registerMetricReader(InMemoryMetricReader.create())
                        .build())
                .build()) {
      sim.setDispatcher(
          r ->
              "tool".equals(r.lastMessage().get("role").getAsString())
                  ? Reply.text(ANSWER)
                  : Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
      Tool time =
          Tool.of(
                  "get_time",
                  "The current local time in a time zone",
                  ObjectSchema.builder().requiredString("zone", "IANA time zone").build(),
                  a -> "12:00")
              .answeringInterrupts();
      Agent agent =
          Agent.builder()
              .runtime(runtime)
              .ollama(
                  OllamaClient.builder().baseUrl(sim.baseUrl().toString()).runtime(runtime).build())
              .model(MODEL)
              .systemPrompt("You are a helpful assistant. Answer briefly.")
              .tool(time)
              .stream(false)
              .classifier(
                  m ->
                      m.content().contains("time") ? List.of(Intent.of("time", "Oslo")) : List.of())
              .guard(
                  Guard.named(
                      "length",
                      (d, c) ->
                          d.text().length() < 10_000
                              ? GuardVerdict.pass()
                              : GuardVerdict.rewritten(d.text().substring(0, 10_000), "cut")))
              .build();
      VexTelemetry noop = VexTelemetry.builder(OpenTelemetry.noop()).server(sim.baseUrl()).build();
      VexTelemetry recording = VexTelemetry.builder(sdk).server(sim.baseUrl()).build();
      VexTelemetry sampledOut = VexTelemetry.builder(dropping).server(sim.baseUrl()).build();

      Map<String, Supplier<String>> turn = new LinkedHashMap<>();
      turn.put(CLIENTS.get(0), () -> agent.newTurn(Message.user(QUESTION)).execute().text());
      turn.put(
          CLIENTS.get(1),
          () ->
              agent
                  .newTurn(Message.user(QUESTION))
                  .listener(noop.listenerForTurn())
                  .execute()
                  .text());
      turn.put(
          CLIENTS.get(2),
          () ->
              agent
                  .newTurn(Message.user(QUESTION))
                  .listener(recording.listenerForTurn())
                  .execute()
                  .text());
      turn.put(
          CLIENTS.get(3),
          () ->
              agent
                  .newTurn(Message.user(QUESTION))
                  .listener(sampledOut.listenerForTurn())
                  .execute()
                  .text());

      for (Map.Entry<String, Supplier<String>> e : turn.entrySet()) {
        spans.reset();
        String reply = e.getValue().get();
        if (!ANSWER.equals(reply)) {
          throw new IllegalStateException(e.getKey() + " replied " + reply);
        }
        int recorded = spans.getFinishedSpanItems().size();
        int expected = e.getKey().equals(CLIENTS.get(2)) ? 6 : 0;
        if (recorded != expected) {
          throw new IllegalStateException(
              e.getKey() + " recorded " + recorded + " spans for one turn, not " + expected);
        }
      }

      Measure.WarmUp warmUp =
          Measure.warmUp(List.copyOf(turn.values()), Math.max(1, turns / 2), 2, 80);
      spans.reset();
      Map<String, List<double[]>> raw = new LinkedHashMap<>();
      CLIENTS.forEach(c -> raw.put(c, new ArrayList<>()));
      for (int block = 0; block < blocks; block++) {
        for (String c : CLIENTS) {
          long[] lat = Measure.latencies(turn.get(c), turns);
          spans.reset(); // the exporter keeps what it got: a long run would measure a growing list
          double tput = Measure.throughput(turn.get(c), ANSWER, 8, throughputMillis);
          spans.reset();
          double[] ac = Measure.allocationAndCpu(turn.get(c), turns);
          spans.reset();
          metrics.collectAllMetrics();
          raw.get(c)
              .add(
                  new double[] {
                    Measure.pct(lat, 50) / 1e3, Measure.pct(lat, 90) / 1e3, tput, ac[0], ac[1] / 1e3
                  });
        }
        System.err.printf(
            Locale.ROOT,
            "telemetry block %d/%d: p50 off %.0f us, no-op %.0f us, SDK %.0f us, sampled out %.0f us%n",
            block + 1,
            blocks,
            raw.get(CLIENTS.get(0)).get(block)[0],
            raw.get(CLIENTS.get(1)).get(block)[0],
            raw.get(CLIENTS.get(2)).get(block)[0],
            raw.get(CLIENTS.get(3)).get(block)[0]);
      }
      Map<String, Figures> figures = new LinkedHashMap<>();
      for (String c : CLIENTS) {
        figures.put(c, figures(raw.get(c)));
      }
      Map<String, double[]> ratios = new LinkedHashMap<>();
      for (String c : CLIENTS.subList(1, CLIENTS.size())) {
        ratios.put(c, ratios(raw.get(c), raw.get(CLIENTS.get(0))));
      }
      return new Result(figures, ratios, turns, blocks, 6, warmUp);
    }
  }

  private static Figures figures(List<double[]> blocks) {
    double[] m = new double[5];
    for (int i = 0; i < 5; i++) {
      int k = i;
      m[i] = Measure.median(blocks.stream().mapToDouble(b -> b[k]).toArray());
    }
    return new Figures(m[0], m[1], m[2], m[3], m[4]);
  }

  private static double[] ratios(List<double[]> a, List<double[]> b) {
    double[] out = new double[5];
    for (int i = 0; i < 5; i++) {
      double[] r = new double[a.size()];
      for (int block = 0; block < a.size(); block++) {
        r[block] = a.get(block)[i] / b.get(block)[i];
      }
      out[i] = Measure.median(r);
    }
    return out;
  }
}
