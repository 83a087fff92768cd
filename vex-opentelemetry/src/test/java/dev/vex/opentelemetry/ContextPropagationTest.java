package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A turn started inside a host's span is that span's child, and Vex's spans are the turn's
 * children, also when the turn, its fetches and its tools run on the runtime's threads.
 */
class ContextPropagationTest extends TelemetryBase {
  private final AtomicReference<Thread> fetchThread = new AtomicReference<>();
  private final AtomicReference<Thread> toolThread = new AtomicReference<>();
  private final AtomicReference<Thread> turnThread = new AtomicReference<>();

  private GroundTruth oslo(Intent intent) {
    fetchThread.set(Thread.currentThread());
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

  private final Tool lookup =
      Tool.of(
          "lookup",
          "Looks a word up",
          ObjectSchema.builder().requiredString("q", "the word").build(),
          args -> {
            toolThread.set(Thread.currentThread());
            return "a word";
          });

  @Test
  void anAsyncTurnStartedInsideAHostSpanIsItsChildWithFetchAndToolSpansUnderTheTurn()
      throws Exception {
    sim.enqueue(Reply.toolCall("lookup", "{\"q\":\"fjord\"}"));
    sim.enqueue(Reply.text("A fjord; 11 °C in Oslo."));
    VexTelemetry telemetry = telemetry().build();
    var agent =
        agent()
            .tool(lookup)
            .classifier(m -> List.of(Intent.of("weather", "Oslo")))
            .fetcher("weather", this::oslo)
            .listener(
                new dev.vex.core.event.AgentListener() {
                  @Override
                  public void turnStarted(Message message) {
                    turnThread.set(Thread.currentThread());
                  }
                })
            .build();

    Span host = otel.getTracer("host").spanBuilder("host request").startSpan();
    CompletableFuture<AgentReply> future;
    Scope scope = host.makeCurrent();
    try {
      future =
          agent
              .newTurn(Message.user("What is a fjord, and the weather in Oslo?"))
              .listener(telemetry.listenerForTurn("conv-7"))
              .executeAsync();
    } finally {
      scope.close();
    }
    AgentReply reply = future.get(30, TimeUnit.SECONDS);
    host.end();

    assertThat(reply.text()).isEqualTo("A fjord; 11 °C in Oslo.");
    Thread me = Thread.currentThread();
    assertThat(List.of(turnThread.get(), fetchThread.get(), toolThread.get()))
        .as("the turn, the fetch and the tool ran on the runtime's threads")
        .doesNotContainNull()
        .doesNotContain(me);
    assertThat(fetchThread.get()).isNotSameAs(turnThread.get());
    List<SpanData> all = spans.getFinishedSpanItems();
    assertThat(all)
        .extracting(SpanData::getName)
        .containsExactlyInAnyOrder(
            "host request",
            "invoke_agent helper",
            "vex.classify",
            "vex.fetch weather",
            "chat qwen2.5:3b",
            "execute_tool lookup",
            "chat qwen2.5:3b");
    String trace = host.getSpanContext().getTraceId();
    assertThat(all).allSatisfy(s -> assertThat(s.getTraceId()).isEqualTo(trace));
    SpanData turn = byName().get("invoke_agent helper");
    assertThat(turn.getParentSpanId()).isEqualTo(host.getSpanContext().getSpanId());
    assertThat(all)
        .filteredOn(s -> s != turn && !s.getName().equals("host request"))
        .allSatisfy(
            s -> assertThat(s.getParentSpanId()).as(s.getName()).isEqualTo(turn.getSpanId()));
  }

  @Test
  void theAgentListenersTurnIsAChildOfTheSpanCurrentWhereTheTurnRuns() {
    sim.enqueue(Reply.toolCall("lookup", "{\"q\":\"fjord\"}"));
    sim.enqueue(Reply.text("A fjord."));
    VexTelemetry telemetry = telemetry().build();
    var agent = agent().tool(lookup).listener(telemetry.agentListener()).build();

    Span host = otel.getTracer("host").spanBuilder("host request").startSpan();
    Scope scope = host.makeCurrent();
    try {
      agent.newTurn(Message.user("What is a fjord?")).execute();
    } finally {
      scope.close();
      host.end();
    }

    assertThat(toolThread.get()).isNotNull().isNotSameAs(Thread.currentThread());
    SpanData turn = byName().get("invoke_agent helper");
    assertThat(turn.getParentSpanId()).isEqualTo(host.getSpanContext().getSpanId());
    assertThat(byName().get("execute_tool lookup").getParentSpanId()).isEqualTo(turn.getSpanId());
  }
}
