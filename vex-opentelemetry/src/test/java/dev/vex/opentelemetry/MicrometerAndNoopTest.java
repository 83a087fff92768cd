package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.simulator.Reply;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.distribution.CountAtBucket;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MicrometerAndNoopTest extends TelemetryBase {

  @Test
  void withTheNoopApiATurnRunsAsWithoutTelemetry() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo: 11 °C."));
    VexTelemetry noop = VexTelemetry.builder(OpenTelemetry.noop()).captureContent(true).build();

    AgentReply reply =
        agent()
            .listener(noop.agentListener())
            .build()
            .newTurn(Message.user("Weather in Oslo?"))
            .listener(noop.listenerForTurn())
            .execute();

    assertThat(reply.text()).isEqualTo("Oslo: 11 °C.");
    assertThat(reply.trace().toolCalls())
        .singleElement()
        .satisfies(t -> assertThat(t.ok()).isTrue());
    assertThat(spans.getFinishedSpanItems()).isEmpty();
  }

  @Test
  void theMicrometerBridgeRecordsTheSameMetricsWithTheSameNamesAndBuckets() {
    sim.enqueue(
        Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}")
            .withPromptEvalCount(30)
            .withEvalCount(12));
    sim.enqueue(Reply.text("Oslo: 11 °C.").withPromptEvalCount(60).withEvalCount(5));
    SimpleMeterRegistry registry = new SimpleMeterRegistry();
    VexTelemetry telemetry = telemetry().meterRegistry(registry).build();

    agent()
        .build()
        .newTurn(Message.user("Weather in Oslo?"))
        .listener(telemetry.listenerForTurn())
        .execute();

    Timer duration =
        registry
            .get("gen_ai.client.operation.duration")
            .tag("gen_ai.operation.name", "chat")
            .tag("gen_ai.provider.name", "ollama")
            .tag("gen_ai.request.model", "qwen2.5:3b")
            .tag("gen_ai.response.model", "qwen2.5:3b")
            .tag("server.address", sim.baseUrl().getHost())
            .tag("server.port", Integer.toString(sim.port()))
            .tag("error.type", "none")
            .timer();
    assertThat(duration.count()).isEqualTo(2);
    assertThat(duration.takeSnapshot().histogramCounts())
        .extracting(CountAtBucket::bucket)
        .containsExactlyElementsOf(
            Names.DURATION_BUCKETS.stream().map(s -> s * 1e9).toList()); // nanoseconds
    DistributionSummary input =
        registry.get("gen_ai.client.token.usage").tag("gen_ai.token.type", "input").summary();
    DistributionSummary output =
        registry.get("gen_ai.client.token.usage").tag("gen_ai.token.type", "output").summary();
    assertThat(input.count()).isEqualTo(2);
    assertThat(input.totalAmount()).isEqualTo(90.0);
    assertThat(output.count()).isEqualTo(2);
    assertThat(output.totalAmount()).isEqualTo(17.0);
    assertThat(registry.get("vex.turns").tag("vex.turn.outcome", "reply").counter().count())
        .isEqualTo(1.0);
    assertThat(registry.find("vex.fallbacks").counters()).isEmpty();
  }

  @Test
  void theAgentsListenerKeepsConcurrentTurnsApart() throws Exception {
    sim.setDispatcher(r -> Reply.text("ok").withTokenDelay(java.time.Duration.ofMillis(5)));
    VexTelemetry telemetry = telemetry().build();
    var agent = agent().listener(telemetry.agentListener()).build();

    List<CompletableFuture<AgentReply>> turns =
        List.of(
            agent.newTurn(Message.user("one")).executeAsync(),
            agent.newTurn(Message.user("two")).executeAsync(),
            agent.newTurn(Message.user("three")).executeAsync());
    for (CompletableFuture<AgentReply> f : turns) {
      f.get(20, TimeUnit.SECONDS);
    }

    List<SpanData> all = spans.getFinishedSpanItems();
    List<SpanData> roots =
        all.stream().filter(s -> s.getName().startsWith("invoke_agent")).toList();
    assertThat(roots).hasSize(3);
    assertThat(roots).extracting(SpanData::getTraceId).doesNotHaveDuplicates();
    for (SpanData root : roots) {
      assertThat(all)
          .filteredOn(s -> s.getParentSpanId().equals(root.getSpanId()))
          .extracting(SpanData::getName)
          .containsExactlyInAnyOrder("vex.classify", "chat qwen2.5:3b");
    }
  }
}
