package dev.vex.opentelemetry;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.metrics.LongCounter;
import io.opentelemetry.api.metrics.LongHistogram;
import io.opentelemetry.api.metrics.Meter;

/** The metrics through an OpenTelemetry {@link Meter}. */
final class OtelRecorder implements Recorder {
  private final DoubleHistogram duration;
  private final LongHistogram tokens;
  private final LongCounter fetches;
  private final LongCounter guards;
  private final LongCounter fallbacks;
  private final LongCounter turns;

  OtelRecorder(Meter meter) {
    duration =
        meter
            .histogramBuilder(Names.DURATION)
            .setDescription("GenAI operation duration")
            .setUnit("s")
            .setExplicitBucketBoundariesAdvice(Names.DURATION_BUCKETS)
            .build();
    tokens =
        meter
            .histogramBuilder(Names.TOKEN_USAGE)
            .ofLongs()
            .setDescription("Number of input and output tokens used")
            .setUnit("{token}")
            .setExplicitBucketBoundariesAdvice(Names.TOKEN_BUCKETS)
            .build();
    fetches =
        meter
            .counterBuilder(Names.FETCHES)
            .setDescription("Grounded fetches, by source and outcome")
            .setUnit("{fetch}")
            .build();
    guards =
        meter
            .counterBuilder(Names.GUARD_ACTIONS)
            .setDescription("Guard verdicts, by guard and verdict")
            .setUnit("{verdict}")
            .build();
    fallbacks =
        meter
            .counterBuilder(Names.FALLBACKS)
            .setDescription("Turns answered by a fallback rung, by rung")
            .setUnit("{turn}")
            .build();
    turns =
        meter
            .counterBuilder(Names.TURNS)
            .setDescription("Turns, by outcome")
            .setUnit("{turn}")
            .build();
  }

  @Override
  public void chat(ChatPoint c) {
    AttributesBuilder b =
        Attributes.builder()
            .put(Names.OPERATION, "chat")
            .put(Names.PROVIDER, c.provider())
            .put(Names.REQUEST_MODEL, c.requestModel());
    if (c.responseModel() != null) {
      b.put(Names.RESPONSE_MODEL, c.responseModel());
    }
    if (c.serverAddress() != null) {
      b.put(Names.SERVER_ADDRESS, c.serverAddress());
      if (c.serverPort() > 0) {
        b.put(Names.SERVER_PORT, (long) c.serverPort());
      }
    }
    Attributes common = b.build();
    duration.record(
        c.seconds(),
        c.errorType() == null
            ? common
            : common.toBuilder().put(Names.ERROR_TYPE, c.errorType()).build());
    if (c.inputTokens() > 0) {
      tokens.record(c.inputTokens(), common.toBuilder().put(Names.TOKEN_TYPE, "input").build());
    }
    if (c.outputTokens() > 0) {
      tokens.record(c.outputTokens(), common.toBuilder().put(Names.TOKEN_TYPE, "output").build());
    }
  }

  @Override
  public void fetch(String kind, String source, String outcome) {
    AttributesBuilder b =
        Attributes.builder().put(Names.INTENT_KIND, kind).put(Names.FETCH_OUTCOME, outcome);
    if (source != null) {
      b.put(Names.SOURCE, source);
    }
    fetches.add(1, b.build());
  }

  @Override
  public void guard(String guard, String verdict) {
    guards.add(1, Attributes.of(Names.GUARD, guard, Names.VERDICT, verdict));
  }

  @Override
  public void fallback(String rung) {
    fallbacks.add(1, Attributes.of(Names.RUNG, rung));
  }

  @Override
  public void turn(String outcome) {
    turns.add(1, Attributes.of(Names.TURN_OUTCOME, outcome));
  }
}
