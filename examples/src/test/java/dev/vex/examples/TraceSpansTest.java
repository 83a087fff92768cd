package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import io.opentelemetry.exporter.logging.LoggingSpanExporter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** WebChat's {@code --trace-spans}: a turn's spans are printed by the SDK's logging exporter. */
class TraceSpansTest {
  private static final Duration BOUND = Duration.ofMinutes(2);

  @TempDir Path dir;

  @Test
  void theOptionIsTakenOutBeforeWebChatReadsItsOwnOptions() throws Exception {
    String[] args = {"--port", "0", TraceSpans.OPTION, "--bind", "127.0.0.1"};

    try (TraceSpans spans = TraceSpans.fromArgs(args)) {
      assertThat(spans).isNotNull();
    }
    assertThat(TraceSpans.withoutOption(args))
        .containsExactly("--port", "0", "--bind", "127.0.0.1");
    assertThat(WebChat.options(TraceSpans.withoutOption(args)).address().getPort()).isZero();
    assertThat(TraceSpans.fromArgs(new String[] {"--port", "0"})).isNull();
  }

  @Test
  void withTheOptionEachTurnOfTheWebChatPrintsItsSpans() throws Exception {
    List<String> printed = new CopyOnWriteArrayList<>();
    Logger log = Logger.getLogger(LoggingSpanExporter.class.getName());
    Handler capture =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            printed.add(record.getMessage());
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    log.addHandler(capture);
    try (RecordedSources recorded = new RecordedSources();
        OllamaSimulator sim = OllamaSimulator.start();
        TraceSpans spans = TraceSpans.fromArgs(new String[] {TraceSpans.OPTION})) {
      sim.setDispatcher(new SmallModelScript()::reply);
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      try (WebChat chat =
          WebChat.start(
              new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
              TraceSpans.addTo(
                  spans,
                  OfflineDemo.agent(recorded)
                      .ollama(client)
                      .model("qwen2.5:3b")
                      .groundingDeadline(Duration.ofMinutes(1))),
              dir)) {
        JsonObject body = new JsonObject();
        body.addProperty("message", "What is the bitcoin price?");
        HttpResponse<String> r =
            HttpClient.newHttpClient()
                .send(
                    HttpRequest.newBuilder(chat.uri().resolve("/api/chat"))
                        .timeout(BOUND)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                        .build(),
                    HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("event: done");
      }
    } finally {
      log.removeHandler(capture);
    }

    // The logging exporter writes one line per span: 'name' : trace id, span id, kind, attributes.
    assertThat(printed)
        .anySatisfy(l -> assertThat(l).startsWith("'invoke_agent webchat' : ").contains("INTERNAL"))
        .anySatisfy(l -> assertThat(l).startsWith("'vex.classify' : "))
        .anySatisfy(
            l ->
                assertThat(l)
                    .startsWith("'vex.fetch crypto' : ")
                    .contains("vex.grounding.outcome=fetched"))
        .anySatisfy(
            l ->
                assertThat(l)
                    .startsWith("'chat qwen2.5:3b' : ")
                    .contains("CLIENT", "gen_ai.operation.name=chat"));
  }
}
