package dev.vex.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.Reply;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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

  /** A host's fetcher that starts its own span, as a host's code does, under Context.current(). */
  private GroundTruth tracedOslo(Tracer host, Intent intent) {
    Span own = host.spanBuilder("host fetch " + intent.subject()).startSpan();
    try {
      return oslo(intent);
    } finally {
      own.end();
    }
  }

  /** A host's tool that starts its own span; it throws when asked for "boom". */
  private Tool tracedLookup(Tracer host) {
    return Tool.of(
        "lookup",
        "Looks a word up",
        ObjectSchema.builder().requiredString("q", "the word").build(),
        args -> {
          toolThread.set(Thread.currentThread());
          Span own = host.spanBuilder("host tool " + args.string("q")).startSpan();
          try {
            if (args.string("q").equals("boom")) {
              throw new IllegalStateException("no such word");
            }
            return "a word";
          } finally {
            own.end();
          }
        });
  }

  private SpanData only(String name) {
    List<SpanData> found =
        spans.getFinishedSpanItems().stream().filter(s -> s.getName().equals(name)).toList();
    assertThat(found).as(name).hasSize(1);
    return found.get(0);
  }

  /** What the pool's thread has current once a turn is over, asked on that thread. */
  private static Context currentOn(ExecutorService pool) throws Exception {
    return pool.submit(Context::current).get(10, TimeUnit.SECONDS);
  }

  @Test
  void spansOfAHostsFetcherAndToolOnThePoolAreChildrenOfTheFetchAndToolSpansAndNothingLeaks()
      throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try (VexRuntime runtime = VexRuntime.builder().executor(pool).build()) {
      Tracer host = otel.getTracer("host");
      VexTelemetry telemetry = telemetry().build();
      var agent =
          agent()
              .runtime(runtime)
              .tool(tracedLookup(host))
              .classifier(
                  m ->
                      List.of(
                          Intent.of("weather", m.content().contains("Oslo") ? "Oslo" : "Bergen")))
              .fetcher("weather", intent -> tracedOslo(host, intent))
              .build();
      Thread poolThread = pool.submit(Thread::currentThread).get(10, TimeUnit.SECONDS);

      // Two turns, each inside its own host span, share the pool's one thread; the second tool
      // fails.
      String[] words = {"fjord", "boom"};
      String[] cities = {"Oslo", "Bergen"};
      Span[] requests = new Span[2];
      for (int i = 0; i < 2; i++) {
        sim.enqueue(Reply.toolCall("lookup", "{\"q\":\"" + words[i] + "\"}"));
        sim.enqueue(Reply.text("Done."));
        requests[i] = host.spanBuilder("host request " + i).startSpan();
        Scope scope = requests[i].makeCurrent();
        try {
          agent
              .newTurn(Message.user("What is a " + words[i] + ", weather in " + cities[i] + "?"))
              .listener(telemetry.listenerForTurn())
              .execute();
        } finally {
          scope.close();
          requests[i].end();
        }
        assertThat(currentOn(pool))
            .as("the pool's thread has no context left after turn " + i)
            .isSameAs(Context.root());
        assertThat(Context.current())
            .as("the turn's thread is back to the host's")
            .isSameAs(Context.root());
      }

      assertThat(fetchThread.get()).isSameAs(poolThread);
      assertThat(toolThread.get()).isSameAs(poolThread);
      for (int i = 0; i < 2; i++) {
        String trace = requests[i].getSpanContext().getTraceId();
        List<SpanData> ofTurn =
            spans.getFinishedSpanItems().stream()
                .filter(s -> s.getTraceId().equals(trace))
                .toList();
        SpanData fetch =
            ofTurn.stream()
                .filter(s -> s.getName().equals("vex.fetch weather"))
                .findFirst()
                .orElseThrow();
        SpanData tool =
            ofTurn.stream()
                .filter(s -> s.getName().equals("execute_tool lookup"))
                .findFirst()
                .orElseThrow();
        SpanData hostFetch = only("host fetch " + cities[i]);
        SpanData hostTool = only("host tool " + words[i]);
        assertThat(hostFetch.getTraceId()).isEqualTo(trace);
        assertThat(hostFetch.getParentSpanId()).isEqualTo(fetch.getSpanId());
        assertThat(hostTool.getTraceId()).isEqualTo(trace);
        assertThat(hostTool.getParentSpanId()).isEqualTo(tool.getSpanId());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theAgentListenersToolRunsWithItsToolSpanCurrent() throws Exception {
    sim.enqueue(Reply.toolCall("lookup", "{\"q\":\"fjord\"}"));
    sim.enqueue(Reply.text("A fjord."));
    Tracer host = otel.getTracer("host");
    var agent =
        agent().tool(tracedLookup(host)).listener(telemetry().build().agentListener()).build();

    agent.newTurn(Message.user("What is a fjord?")).execute();

    assertThat(toolThread.get()).isNotNull().isNotSameAs(Thread.currentThread());
    SpanData tool = only("execute_tool lookup");
    SpanData own = only("host tool fjord");
    assertThat(own.getTraceId()).isEqualTo(tool.getTraceId());
    assertThat(own.getParentSpanId()).isEqualTo(tool.getSpanId());
  }
}
