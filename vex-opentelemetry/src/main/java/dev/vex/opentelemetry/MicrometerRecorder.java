package dev.vex.opentelemetry;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;

/**
 * The same metrics through a Micrometer {@link MeterRegistry}, with the same names and the same
 * bucket boundaries (as service-level objectives). Unlike the OpenTelemetry attributes, every meter
 * of one name carries the same tag keys (a missing value is {@code none}), as Prometheus requires.
 */
final class MicrometerRecorder implements Recorder {
  static final String NONE = "none";

  private final MeterRegistry registry;
  private final Duration[] durationSlos;
  private final double[] tokenSlos;

  MicrometerRecorder(MeterRegistry registry) {
    this.registry = registry;
    durationSlos =
        Names.DURATION_BUCKETS.stream()
            .map(s -> Duration.ofNanos(Math.round(s * 1e9)))
            .toArray(Duration[]::new);
    tokenSlos = Names.TOKEN_BUCKETS.stream().mapToDouble(Long::doubleValue).toArray();
  }

  @Override
  public void chat(ChatPoint c) {
    Tags common =
        Tags.of(
            "gen_ai.operation.name", "chat",
            "gen_ai.provider.name", c.provider(),
            "gen_ai.request.model", c.requestModel(),
            "gen_ai.response.model", or(c.responseModel()),
            "server.address", or(c.serverAddress()),
            "server.port", c.serverPort() > 0 ? Integer.toString(c.serverPort()) : NONE);
    Timer.builder(Names.DURATION)
        .description("GenAI operation duration")
        .tags(common.and("error.type", or(c.errorType())))
        .serviceLevelObjectives(durationSlos)
        .register(registry)
        .record(Duration.ofNanos(Math.round(c.seconds() * 1e9)));
    if (c.inputTokens() > 0) {
      tokens(common.and("gen_ai.token.type", "input")).record(c.inputTokens());
    }
    if (c.outputTokens() > 0) {
      tokens(common.and("gen_ai.token.type", "output")).record(c.outputTokens());
    }
  }

  private DistributionSummary tokens(Tags tags) {
    return DistributionSummary.builder(Names.TOKEN_USAGE)
        .description("Number of input and output tokens used")
        .baseUnit("tokens")
        .tags(tags)
        .serviceLevelObjectives(tokenSlos)
        .register(registry);
  }

  @Override
  public void fetch(String kind, String source, String outcome) {
    Counter.builder(Names.FETCHES)
        .description("Grounded fetches, by source and outcome")
        .tags(
            "vex.intent.kind",
            kind,
            "vex.grounding.source",
            or(source),
            "vex.grounding.outcome",
            outcome)
        .register(registry)
        .increment();
  }

  @Override
  public void guard(String guard, String verdict) {
    Counter.builder(Names.GUARD_ACTIONS)
        .description("Guard verdicts, by guard and verdict")
        .tags("vex.guard.name", guard, "vex.guard.verdict", verdict)
        .register(registry)
        .increment();
  }

  @Override
  public void fallback(String rung) {
    Counter.builder(Names.FALLBACKS)
        .description("Turns answered by a fallback rung, by rung")
        .tags("vex.fallback.rung", rung)
        .register(registry)
        .increment();
  }

  @Override
  public void turn(String outcome) {
    Counter.builder(Names.TURNS)
        .description("Turns, by outcome")
        .tags("vex.turn.outcome", outcome)
        .register(registry)
        .increment();
  }

  private static String or(String value) {
    return value == null || value.isEmpty() ? NONE : value;
  }
}
