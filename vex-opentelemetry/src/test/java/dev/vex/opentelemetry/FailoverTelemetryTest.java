package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A pool of two simulators whose first fails: the chat span tells the failover. */
class FailoverTelemetryTest extends TelemetryBase {
  private OllamaSimulator first;

  @AfterEach
  void stopFirst() {
    if (first != null) {
      first.close();
    }
  }

  private static OllamaClient client(OllamaSimulator s) {
    return OllamaClient.builder()
        .baseUrl(s.baseUrl().toString())
        .busyRetries(0, Duration.ofMillis(1))
        .idleTimeout(Duration.ofSeconds(30))
        .build();
  }

  @Test
  void aFailoverShowsTheFailedServerAsAnEventAndTheServerThatAnsweredOnTheChatSpan() {
    first = OllamaSimulator.start();
    first.enqueue(Reply.error(500, "model runner crashed"));
    sim.enqueue(Reply.text("Hello from the second.").withPromptEvalCount(20).withEvalCount(6));
    ServerPool pool =
        ServerPool.builder()
            .server("gpu-1", client(first), client(first))
            .server("gpu-2", client(sim), client(sim))
            .strategy(ServerPool.Strategy.ROUND_ROBIN)
            .build();
    VexTelemetry telemetry =
        VexTelemetry.builder(otel)
            .agentName("helper")
            .server("gpu-1", first.baseUrl())
            .server("gpu-2", sim.baseUrl())
            .build();
    Agent agent = Agent.builder().backend(pool).catalog(pool).model("qwen2.5:3b").build();

    AgentReply reply =
        agent.newTurn(Message.user("hello")).listener(telemetry.listenerForTurn()).execute();

    assertThat(reply.text()).isEqualTo("Hello from the second.");
    List<SpanData> chats =
        spans.getFinishedSpanItems().stream().filter(s -> s.getName().startsWith("chat ")).toList();
    assertThat(chats).hasSize(1);
    SpanData chat = chats.get(0);
    assertThat(chat.getName()).isEqualTo("chat qwen2.5:3b");
    assertThat(chat.getKind()).isEqualTo(SpanKind.CLIENT);
    assertThat(chat.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
    assertThat(chat.getParentSpanId()).isEqualTo(byName().get("invoke_agent helper").getSpanId());
    assertThat(Attributes.builder().putAll(chat.getAttributes()).build())
        .isEqualTo(
            Attributes.builder()
                .put("gen_ai.operation.name", "chat")
                .put("gen_ai.provider.name", "ollama")
                .put("gen_ai.request.model", "qwen2.5:3b")
                .put("gen_ai.response.model", "qwen2.5:3b")
                .put(AttributeKey.stringArrayKey("gen_ai.response.finish_reasons"), List.of("stop"))
                .put("gen_ai.usage.input_tokens", 20L)
                .put("gen_ai.usage.output_tokens", 6L)
                .put("server.address", sim.baseUrl().getHost())
                .put("server.port", (long) sim.port())
                .put("vex.server.name", "gpu-2")
                .put("vex.round", 1L)
                .build());
    assertThat(chat.getEvents()).extracting(EventData::getName).containsExactly("vex.failover");
    Attributes failover = chat.getEvents().get(0).getAttributes();
    String reason = failover.get(AttributeKey.stringKey("vex.failover.reason"));
    assertThat(reason).contains("model runner crashed");
    assertThat(failover)
        .isEqualTo(
            Attributes.builder()
                .put("vex.server.name", "gpu-1")
                .put("server.address", first.baseUrl().getHost())
                .put("server.port", (long) first.port())
                .put("error.type", ModelFailedException.class.getName())
                .put("vex.failover.kind", "MODEL_FAILED")
                .put("vex.failover.reason", reason)
                .build());

    HistogramPointData duration =
        metric(metrics.collectAllMetrics(), "gen_ai.client.operation.duration")
            .orElseThrow()
            .getHistogramData()
            .getPoints()
            .iterator()
            .next();
    assertThat(duration.getAttributes())
        .isEqualTo(
            Attributes.builder()
                .put("gen_ai.operation.name", "chat")
                .put("gen_ai.provider.name", "ollama")
                .put("gen_ai.request.model", "qwen2.5:3b")
                .put("gen_ai.response.model", "qwen2.5:3b")
                .put("server.address", sim.baseUrl().getHost())
                .put("server.port", (long) sim.port())
                .build());
  }
}
