package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.recovery.Fallbacks;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class VexTelemetryTest extends TelemetryBase {

  private static GroundTruth oslo() {
    return new GroundTruth(
        "weather",
        "wttr.in",
        List.of("https://wttr.in/Oslo"),
        Instant.parse("2026-12-02T10:00:00Z"),
        Map.of(),
        List.of(),
        Map.of("en", "Oslo: 11 °C, cloudy"),
        null);
  }

  private static Attributes chatAttributes(Attributes server, String reason, long in, long out) {
    return Attributes.builder()
        .put("gen_ai.operation.name", "chat")
        .put("gen_ai.provider.name", "ollama")
        .put("gen_ai.request.model", "qwen2.5:3b")
        .put("gen_ai.response.model", "qwen2.5:3b")
        .put(AttributeKey.stringArrayKey("gen_ai.response.finish_reasons"), List.of(reason))
        .put("gen_ai.usage.input_tokens", in)
        .put("gen_ai.usage.output_tokens", out)
        .putAll(server)
        .build();
  }

  @Test
  void aGroundedTurnInsideAHostSpanIsItsChildWithClassifyFetchChatAndGuardUnderIt() {
    sim.enqueue(Reply.text("It is 11 °C in Oslo.").withPromptEvalCount(42).withEvalCount(9));
    VexTelemetry telemetry = telemetry().build();
    var agent =
        agent()
            .classifier(m -> List.of(Intent.of("weather", "Oslo")))
            .fetcher("weather", i -> oslo())
            .guard(Guard.named("figures", (draft, context) -> GuardVerdict.pass()))
            .build();

    Span host = otel.getTracer("host").spanBuilder("host request").startSpan();
    AgentReply reply;
    Scope scope = host.makeCurrent();
    try {
      AgentTurn turn = agent.newTurn(Message.user("Weather in Oslo?"));
      reply = turn.listener(telemetry.listenerForTurn("conv-1")).execute();
    } finally {
      scope.close();
      host.end();
    }

    assertThat(reply.text()).isEqualTo("It is 11 °C in Oslo.");
    assertThat(names())
        .containsExactlyInAnyOrder(
            "host request",
            "invoke_agent helper",
            "vex.classify",
            "vex.fetch weather",
            "chat qwen2.5:3b",
            "vex.guard figures");
    Map<String, SpanData> s = byName();
    SpanData turn = s.get("invoke_agent helper");
    assertThat(turn.getParentSpanId()).isEqualTo(host.getSpanContext().getSpanId());
    assertThat(turn.getTraceId()).isEqualTo(host.getSpanContext().getTraceId());
    assertThat(turn.getKind()).isEqualTo(SpanKind.INTERNAL);
    assertThat(copy(turn.getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("gen_ai.operation.name", "invoke_agent")
                .put("gen_ai.provider.name", "ollama")
                .put("gen_ai.agent.name", "helper")
                .put("gen_ai.conversation.id", "conv-1")
                .put("gen_ai.request.model", "qwen2.5:3b")
                .put("vex.turn.outcome", "reply")
                .build());
    for (String child : List.of("vex.classify", "vex.fetch weather", "chat qwen2.5:3b")) {
      assertThat(s.get(child).getParentSpanId()).as(child).isEqualTo(turn.getSpanId());
    }
    assertThat(s.get("vex.guard figures").getParentSpanId()).isEqualTo(turn.getSpanId());
    assertThat(copy(s.get("vex.classify").getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put(AttributeKey.stringArrayKey("vex.intents"), List.of("weather:Oslo"))
                .put(AttributeKey.stringArrayKey("vex.intent.modes"), List.of("ask"))
                .build());
    assertThat(copy(s.get("vex.fetch weather").getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("vex.intent.kind", "weather")
                .put("vex.intent.subject", "Oslo")
                .put("vex.intent.mode", "ask")
                .put("vex.grounding.source", "wttr.in")
                .put("vex.grounding.outcome", "fetched")
                .put("vex.grounding.cache_hit", false)
                .build());
    SpanData chat = s.get("chat qwen2.5:3b");
    assertThat(chat.getKind()).isEqualTo(SpanKind.CLIENT);
    assertThat(copy(chat.getAttributes()))
        .isEqualTo(
            chatAttributes(server(), "stop", 42, 9).toBuilder().put("vex.round", 1L).build());
    assertThat(copy(s.get("vex.guard figures").getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("vex.guard.name", "figures")
                .put("vex.guard.verdict", "pass")
                .put("vex.guard.reason", "ok")
                .build());

    Collection<MetricData> m = metrics.collectAllMetrics();
    MetricData duration = metric(m, "gen_ai.client.operation.duration").orElseThrow();
    assertThat(duration.getUnit()).isEqualTo("s");
    HistogramPointData d = duration.getHistogramData().getPoints().iterator().next();
    assertThat(duration.getHistogramData().getPoints()).hasSize(1);
    assertThat(d.getCount()).isEqualTo(1);
    Attributes common =
        Attributes.builder()
            .put("gen_ai.operation.name", "chat")
            .put("gen_ai.provider.name", "ollama")
            .put("gen_ai.request.model", "qwen2.5:3b")
            .put("gen_ai.response.model", "qwen2.5:3b")
            .putAll(server())
            .build();
    assertThat(d.getAttributes()).isEqualTo(common);
    assertThat(d.getBoundaries()).isEqualTo(Names.DURATION_BUCKETS);
    MetricData tokens = metric(m, "gen_ai.client.token.usage").orElseThrow();
    assertThat(tokens.getUnit()).isEqualTo("{token}");
    assertThat(tokens.getHistogramData().getPoints())
        .extracting(p -> Map.entry(p.getAttributes(), p.getSum()))
        .containsExactlyInAnyOrder(
            Map.entry(common.toBuilder().put("gen_ai.token.type", "input").build(), 42.0),
            Map.entry(common.toBuilder().put("gen_ai.token.type", "output").build(), 9.0));
    assertThat(counter(m, "vex.grounding.fetches"))
        .isEqualTo(
            Map.of(
                Attributes.builder()
                    .put("vex.intent.kind", "weather")
                    .put("vex.grounding.source", "wttr.in")
                    .put("vex.grounding.outcome", "fetched")
                    .build(),
                1L));
    assertThat(counter(m, "vex.guard.actions"))
        .isEqualTo(
            Map.of(
                Attributes.builder()
                    .put("vex.guard.name", "figures")
                    .put("vex.guard.verdict", "pass")
                    .build(),
                1L));
    assertThat(counter(m, "vex.turns"))
        .isEqualTo(Map.of(Attributes.builder().put("vex.turn.outcome", "reply").build(), 1L));
    assertThat(metric(m, "vex.fallbacks")).isEmpty();
  }

  @Test
  void aToolTurnHasTwoChatSpansAndAnExecuteToolSpanUnderTheTurn() {
    sim.enqueue(
        Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}")
            .withPromptEvalCount(30)
            .withEvalCount(12));
    sim.enqueue(Reply.text("Oslo: 11 °C.").withPromptEvalCount(60).withEvalCount(5));
    VexTelemetry telemetry = telemetry().build();

    agent()
        .build()
        .newTurn(Message.user("Weather in Oslo?"))
        .listener(telemetry.listenerForTurn())
        .execute();

    List<SpanData> all = spans.getFinishedSpanItems();
    assertThat(names())
        .containsExactlyInAnyOrder(
            "invoke_agent helper",
            "vex.classify",
            "chat qwen2.5:3b",
            "execute_tool get_weather",
            "chat qwen2.5:3b");
    SpanData turn = byNameFirst(all, "invoke_agent helper");
    assertThat(turn.getParentSpanContext().isValid()).isFalse();
    assertThat(all)
        .filteredOn(x -> x != turn)
        .allMatch(x -> x.getParentSpanId().equals(turn.getSpanId()));
    SpanData tool = byNameFirst(all, "execute_tool get_weather");
    assertThat(tool.getKind()).isEqualTo(SpanKind.INTERNAL);
    String id = tool.getAttributes().get(AttributeKey.stringKey("gen_ai.tool.call.id"));
    assertThat(id).isNotBlank();
    assertThat(copy(tool.getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("gen_ai.operation.name", "execute_tool")
                .put("gen_ai.tool.name", "get_weather")
                .put("gen_ai.tool.type", "function")
                .put("gen_ai.tool.call.id", id)
                .put("vex.tool.outcome", "ok")
                .build());
    List<SpanData> chats = all.stream().filter(x -> x.getName().startsWith("chat ")).toList();
    assertThat(copy(chats.get(0).getAttributes()))
        .isEqualTo(
            chatAttributes(server(), "stop", 30, 12).toBuilder().put("vex.round", 1L).build());
    assertThat(copy(chats.get(1).getAttributes()))
        .isEqualTo(
            chatAttributes(server(), "stop", 60, 5).toBuilder().put("vex.round", 2L).build());
    assertThat(chats.get(0).getEndEpochNanos()).isLessThanOrEqualTo(tool.getStartEpochNanos());
    assertThat(tool.getEndEpochNanos()).isLessThanOrEqualTo(chats.get(1).getStartEpochNanos());

    Collection<MetricData> m = metrics.collectAllMetrics();
    assertThat(
            metric(m, "gen_ai.client.operation.duration")
                .orElseThrow()
                .getHistogramData()
                .getPoints())
        .singleElement()
        .satisfies(p -> assertThat(p.getCount()).isEqualTo(2));
    assertThat(metric(m, "gen_ai.client.token.usage").orElseThrow().getHistogramData().getPoints())
        .extracting(
            p -> p.getAttributes().get(AttributeKey.stringKey("gen_ai.token.type")),
            HistogramPointData::getSum,
            HistogramPointData::getCount)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple("input", 90.0, 2L),
            org.assertj.core.groups.Tuple.tuple("output", 17.0, 2L));
  }

  @Test
  void aCancelledTurnEndsItsSpanAsCancelledAndTheOpenToolSpanWithIt() throws Exception {
    CountDownLatch running = new CountDownLatch(1);
    Tool slow =
        Tool.of(
            "slow_lookup",
            "Looks something up slowly",
            ObjectSchema.builder().requiredString("q", "query").build(),
            args -> {
              running.countDown();
              new CountDownLatch(1).await();
              return "never";
            });
    sim.enqueue(Reply.toolCall("slow_lookup", "{\"q\":\"x\"}").withEvalCount(4));
    VexTelemetry telemetry = telemetry().build();
    AgentTurn turn = agent().tool(slow).build().newTurn(Message.user("look it up"));
    CompletableFuture<AgentReply> future =
        turn.listener(telemetry.listenerForTurn()).executeAsync();
    assertThat(running.await(20, TimeUnit.SECONDS)).isTrue();

    turn.cancel();

    assertThatThrownBy(() -> future.get(20, TimeUnit.SECONDS))
        .isInstanceOf(ExecutionException.class)
        .hasCauseInstanceOf(TurnCancelledException.class);
    SpanData span = byName().get("invoke_agent helper");
    assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    assertThat(span.getAttributes().get(AttributeKey.stringKey("vex.turn.outcome")))
        .isEqualTo("cancelled");
    assertThat(span.getAttributes().get(AttributeKey.stringKey("error.type")))
        .isEqualTo(TurnCancelledException.class.getName());
    SpanData tool = byName().get("execute_tool slow_lookup");
    assertThat(tool.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    assertThat(tool.getParentSpanId()).isEqualTo(span.getSpanId());
    assertThat(counter(metrics.collectAllMetrics(), "vex.turns"))
        .isEqualTo(Map.of(Attributes.builder().put("vex.turn.outcome", "cancelled").build(), 1L));
  }

  @Test
  void aTurnWhoseModelFailsIsAnsweredByTheGroundTruthRungAndSaysSo() {
    sim.enqueue(Reply.error(500, "model runner crashed"));
    VexTelemetry telemetry = telemetry().build();

    AgentReply reply =
        agent()
            .classifier(m -> List.of(Intent.of("weather", "Oslo")))
            .fetcher("weather", i -> oslo())
            .recovery(List.of())
            .fallbacks(List.of(Fallbacks.toolResults(), Fallbacks.groundTruth()))
            .build()
            .newTurn(Message.user("Weather in Oslo?"))
            .listener(telemetry.listenerForTurn())
            .execute();

    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    Map<String, SpanData> s = byName();
    SpanData chat = s.get("chat qwen2.5:3b");
    assertThat(chat.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
    String errorType = chat.getAttributes().get(AttributeKey.stringKey("error.type"));
    assertThat(errorType).startsWith("dev.vex.core.model.");
    assertThat(copy(chat.getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("gen_ai.operation.name", "chat")
                .put("gen_ai.provider.name", "ollama")
                .put("gen_ai.request.model", "qwen2.5:3b")
                .put("vex.round", 1L)
                .putAll(server())
                .put("error.type", errorType)
                .build());
    assertThat(copy(s.get("vex.fallback tool-results").getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("vex.fallback.rung", "tool-results")
                .put("vex.fallback.used", false)
                .build());
    assertThat(copy(s.get("vex.fallback ground-truth").getAttributes()))
        .isEqualTo(
            Attributes.builder()
                .put("vex.fallback.rung", "ground-truth")
                .put("vex.fallback.used", true)
                .build());
    assertThat(
            s.get("invoke_agent helper")
                .getAttributes()
                .get(AttributeKey.stringKey("vex.turn.outcome")))
        .isEqualTo("fallback");
    Collection<MetricData> m = metrics.collectAllMetrics();
    assertThat(counter(m, "vex.fallbacks"))
        .isEqualTo(
            Map.of(Attributes.builder().put("vex.fallback.rung", "ground-truth").build(), 1L));
    assertThat(counter(m, "vex.turns"))
        .isEqualTo(Map.of(Attributes.builder().put("vex.turn.outcome", "fallback").build(), 1L));
    assertThat(
            metric(m, "gen_ai.client.operation.duration")
                .orElseThrow()
                .getHistogramData()
                .getPoints())
        .singleElement()
        .satisfies(
            p ->
                assertThat(p.getAttributes().get(AttributeKey.stringKey("error.type")))
                    .isEqualTo(errorType));
    assertThat(metric(m, "gen_ai.client.token.usage")).isEmpty();
  }

  @Test
  void contentsAreRecordedOnlyWhenTheHostOptsIn() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo: 11 °C."));
    VexTelemetry telemetry = telemetry().captureContent(true).build();

    agent()
        .build()
        .newTurn(Message.user("Weather in Oslo?"))
        .listener(telemetry.listenerForTurn())
        .execute();

    Attributes turn = byName().get("invoke_agent helper").getAttributes();
    assertThat(turn.get(AttributeKey.stringKey("gen_ai.input.messages")))
        .isEqualTo(
            "[{\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"content\":\"Weather in"
                + " Oslo?\"}]}]");
    assertThat(turn.get(AttributeKey.stringKey("gen_ai.output.messages")))
        .isEqualTo(
            "[{\"role\":\"assistant\",\"parts\":[{\"type\":\"text\",\"content\":\"Oslo: 11"
                + " °C.\"}],\"finish_reason\":\"stop\"}]");
    Attributes tool = byName().get("execute_tool get_weather").getAttributes();
    assertThat(tool.get(AttributeKey.stringKey("gen_ai.tool.call.arguments")))
        .isEqualTo("{\"city\":\"Oslo\"}");
    assertThat(tool.get(AttributeKey.stringKey("gen_ai.tool.call.result")))
        .isEqualTo("Oslo: 11 °C, cloudy");
    assertThat(
            spans.getFinishedSpanItems().stream()
                .filter(x -> x.getName().startsWith("chat "))
                .map(x -> x.getAttributes().get(AttributeKey.stringKey("gen_ai.output.messages")))
                .toList())
        .allSatisfy(json -> assertThat(json).startsWith("[{\"role\":\"assistant\""))
        .anySatisfy(json -> assertThat(json).contains("\"type\":\"tool_call\""));
  }

  @Test
  void recordedContentsAreCutAtTheContentLimit() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo: 11 °C, cloudy, with a light breeze from the west."));
    VexTelemetry telemetry = telemetry().captureContent(true).contentLimit(16).build();

    agent()
        .build()
        .newTurn(Message.user("What is the weather like in Oslo today, please?"))
        .listener(telemetry.listenerForTurn())
        .execute();

    Attributes turn = byName().get("invoke_agent helper").getAttributes();
    assertThat(turn.get(AttributeKey.stringKey("gen_ai.input.messages")))
        .isEqualTo(
            "[{\"role\":\"user\",\"parts\":[{\"type\":\"text\",\"content\":\"What is the"
                + " wea…\"}]}]");
    assertThat(turn.get(AttributeKey.stringKey("gen_ai.output.messages")))
        .contains("\"content\":\"Oslo: 11 °C, cl…\"");
    Attributes tool = byName().get("execute_tool get_weather").getAttributes();
    assertThat(tool.get(AttributeKey.stringKey("gen_ai.tool.call.arguments")))
        .isEqualTo("{\"city\":\"Oslo\"}");
    assertThat(tool.get(AttributeKey.stringKey("gen_ai.tool.call.result")))
        .isEqualTo("Oslo: 11 °C, cl…");
  }

  @Test
  void withoutTheOptInNoSpanCarriesContents() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo: 11 °C."));

    agent()
        .build()
        .newTurn(Message.user("Weather in Oslo?"))
        .listener(telemetry().build().listenerForTurn())
        .execute();

    assertThat(spans.getFinishedSpanItems())
        .hasSize(5)
        .allSatisfy(
            span ->
                assertThat(span.getAttributes().asMap().keySet())
                    .extracting(AttributeKey::getKey)
                    .doesNotContain(
                        "gen_ai.input.messages",
                        "gen_ai.output.messages",
                        "gen_ai.tool.call.arguments",
                        "gen_ai.tool.call.result"));
  }

  /** Span attributes as the immutable kind, to compare with a built set. */
  private static Attributes copy(Attributes attributes) {
    return Attributes.builder().putAll(attributes).build();
  }

  private static SpanData byNameFirst(List<SpanData> all, String name) {
    return all.stream().filter(x -> x.getName().equals(name)).findFirst().orElseThrow();
  }
}
