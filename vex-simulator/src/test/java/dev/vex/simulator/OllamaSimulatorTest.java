package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class OllamaSimulatorTest {
  private OllamaSimulator sim = OllamaSimulator.start();

  @AfterEach
  void close() {
    sim.close();
  }

  @Test
  void keepsOnlyTheLastRecordedRequestsButCountsEvery() {
    try (OllamaSimulator small = OllamaSimulator.builder().maxRecorded(3).start()) {
      for (int i = 1; i <= 5; i++) {
        small.enqueue(Reply.text("reply " + i));
        TestHttp.chat(
            small,
            "{\"model\":\"qwen2.5:3b\",\"stream\":false,\"messages\":[{\"role\":\"user\",\"content\":\"question "
                + i
                + "\"}]}");
      }
      TestHttp.get(small, "/api/version");

      assertThat(small.requestCount()).isEqualTo(6);
      assertThat(small.chatRequests())
          .extracting(r -> r.messages().get(0).getAsJsonObject().get("content").getAsString())
          .containsExactly("question 3", "question 4", "question 5");
      // the queue for takeRequest holds the last three of any path, oldest first
      assertThat(small.takeRequest().body()).contains("question 4");
      assertThat(small.takeRequest().body()).contains("question 5");
      assertThat(small.takeRequest().path()).isEqualTo("/api/version");
    }
    try (OllamaSimulator none = OllamaSimulator.builder().maxRecorded(0).start()) {
      none.enqueue(Reply.text("hello"));
      assertThat(
              TestHttp.json(
                      TestHttp.chat(none, TestHttp.chatBody("qwen2.5:3b", "\"stream\":false")))
                  .getAsJsonObject("message")
                  .get("content")
                  .getAsString())
          .isEqualTo("hello");
      assertThat(none.requestCount()).isEqualTo(1);
      assertThat(none.chatRequests()).isEmpty();
      assertThatThrownBy(() -> none.takeRequest(Duration.ofMillis(1)))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("1 received in total");
    }
    assertThatThrownBy(() -> OllamaSimulator.builder().maxRecorded(-1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void listensOnAnEphemeralLoopbackPort() {
    assertThat(sim.port()).isPositive();
    assertThat(sim.baseUrl().toString()).isEqualTo("http://127.0.0.1:" + sim.port());
  }

  @Test
  void rootSaysOllamaIsRunningAsPlainTextForGetAndHead() throws Exception {
    HttpResponse<String> get = TestHttp.get(sim, "/");
    assertThat(get.statusCode()).isEqualTo(200);
    assertThat(get.body()).isEqualTo("Ollama is running");
    assertThat(get.headers().firstValue("content-type")).hasValue("text/plain; charset=utf-8");

    HttpResponse<String> head =
        TestHttp.CLIENT.send(
            HttpRequest.newBuilder(sim.baseUrl())
                .method("HEAD", HttpRequest.BodyPublishers.noBody())
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(head.statusCode()).isEqualTo(200);
    assertThat(head.body()).isEmpty();
  }

  @Test
  void versionEndpointReportsTheConfiguredVersion() {
    try (OllamaSimulator old = OllamaSimulator.builder().version("0.9.6").start()) {
      assertThat(TestHttp.get(old, "/api/version").body()).isEqualTo("{\"version\":\"0.9.6\"}");
    }
    HttpResponse<String> r = TestHttp.get(sim, "/api/version");
    assertThat(r.headers().firstValue("content-type")).hasValue("application/json; charset=utf-8");
    assertThat(TestHttp.json(r).get("version").getAsString()).isEqualTo("0.12.10");
  }

  @Test
  void tagsListTheDefaultModelsWithDetailsAndCapabilitiesFrom0300() {
    JsonArray old = TestHttp.json(TestHttp.get(sim, "/api/tags")).getAsJsonArray("models");
    assertThat(old.get(0).getAsJsonObject().keySet())
        .containsExactly("name", "model", "modified_at", "size", "digest", "details");
    sim.close();
    sim = OllamaSimulator.builder().version("0.32.15").start();
    JsonArray models = TestHttp.json(TestHttp.get(sim, "/api/tags")).getAsJsonArray("models");
    assertThat(models).hasSize(5);
    JsonObject qwen = models.get(0).getAsJsonObject();
    assertThat(qwen.keySet())
        .containsExactly(
            "name", "model", "modified_at", "size", "digest", "details", "capabilities");
    assertThat(qwen.get("name").getAsString()).isEqualTo("qwen2.5:3b");
    assertThat(qwen.get("digest").getAsString()).matches("[0-9a-f]{64}");
    assertThat(qwen.getAsJsonObject("details").keySet())
        .containsExactly(
            "parent_model", "format", "family", "families", "parameter_size", "quantization_level");
    assertThat(qwen.getAsJsonObject("details").get("family").getAsString()).isEqualTo("qwen2");
    assertThat(qwen.getAsJsonArray("capabilities").toString())
        .isEqualTo("[\"completion\",\"tools\"]");
    assertThat(models.get(2).getAsJsonObject().getAsJsonArray("capabilities").toString())
        .isEqualTo("[\"completion\",\"vision\"]");
  }

  @Test
  void tagsListOnlyTheConfiguredModels() {
    try (OllamaSimulator one =
        OllamaSimulator.builder().model(SimModel.of("mistral:7b", "completion", "tools")).start()) {
      JsonArray models = TestHttp.json(TestHttp.get(one, "/api/tags")).getAsJsonArray("models");
      assertThat(models).hasSize(1);
      assertThat(models.get(0).getAsJsonObject().get("model").getAsString())
          .isEqualTo("mistral:7b");
    }
  }

  @Test
  void showDescribesAModelWithTemplateDetailsModelInfoAndCapabilities() {
    HttpResponse<String> r = TestHttp.post(sim, "/api/show", "{\"model\":\"qwen3:4b\"}");
    assertThat(r.statusCode()).isEqualTo(200);
    JsonObject show = TestHttp.json(r);
    assertThat(show.keySet())
        .containsExactly(
            "modelfile",
            "parameters",
            "template",
            "details",
            "model_info",
            "capabilities",
            "modified_at");
    assertThat(show.get("template").getAsString()).contains("{{ if .ToolCalls }}<tool_call>");
    assertThat(show.getAsJsonArray("capabilities").toString())
        .isEqualTo("[\"completion\",\"tools\",\"thinking\"]");
    assertThat(show.getAsJsonObject("model_info").get("general.architecture").getAsString())
        .isEqualTo("qwen3");
  }

  @Test
  void showAcceptsTheLegacyNameFieldAndRejectsUnknownModels() {
    assertThat(TestHttp.post(sim, "/api/show", "{\"name\":\"llava:7b\"}").statusCode())
        .isEqualTo(200);
    HttpResponse<String> missing = TestHttp.post(sim, "/api/show", "{\"model\":\"phi3\"}");
    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(missing.body()).isEqualTo("{\"error\":\"model 'phi3' not found\"}");
    assertThat(TestHttp.post(sim, "/api/show", "").body())
        .isEqualTo("{\"error\":\"missing request body\"}");
    assertThat(TestHttp.post(sim, "/api/show", "{}").body())
        .isEqualTo("{\"error\":\"model is required\"}");
  }

  @Test
  void psListsModelsAChatLoadedAndForgetsThemOnUnload() {
    assertThat(TestHttp.get(sim, "/api/ps").body()).isEqualTo("{\"models\":[]}");
    TestHttp.chat(sim, TestHttp.chatBody("llama3.2:3b", "\"stream\":false"));
    JsonArray loaded = TestHttp.json(TestHttp.get(sim, "/api/ps")).getAsJsonArray("models");
    assertThat(loaded).hasSize(1);
    assertThat(loaded.get(0).getAsJsonObject().keySet())
        .containsExactly(
            "name",
            "model",
            "size",
            "digest",
            "details",
            "expires_at",
            "size_vram",
            "context_length");
    TestHttp.chat(sim, "{\"model\":\"llama3.2:3b\",\"messages\":[],\"keep_alive\":0}");
    assertThat(TestHttp.get(sim, "/api/ps").body()).isEqualTo("{\"models\":[]}");
  }

  @Test
  void unknownPathIs404AndWrongMethodIs405InPlainText() {
    HttpResponse<String> unknown = TestHttp.get(sim, "/api/nope");
    assertThat(unknown.statusCode()).isEqualTo(404);
    assertThat(unknown.body()).isEqualTo("404 page not found");
    assertThat(unknown.headers().firstValue("content-type")).hasValue("text/plain");

    HttpResponse<String> wrong = TestHttp.get(sim, "/api/chat");
    assertThat(wrong.statusCode()).isEqualTo(405);
    assertThat(wrong.body()).isEqualTo("405 method not allowed");
  }

  @Test
  void h2cUpgradeRequestsAreAnsweredWithHttp11() throws Exception {
    HttpClient h2 = HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
    HttpResponse<String> r =
        h2.send(
            HttpRequest.newBuilder(sim.baseUrl().resolve("/api/version")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(r.version()).isEqualTo(HttpClient.Version.HTTP_1_1);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(sim.takeRequest().header("Upgrade")).isEqualTo("h2c");
  }

  @Test
  void oneConnectionCarriesManyRequests() throws Exception {
    try (RawHttp raw = new RawHttp(sim.port())) {
      for (int i = 0; i < 3; i++) {
        raw.write(RawHttp.request("POST", "/api/chat", TestHttp.chatBody("qwen2.5:3b", "")));
        RawHttp.Response r = raw.read();
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.chunkedTerminated()).isTrue();
      }
      raw.write(RawHttp.request("GET", "/api/version", null));
      assertThat(raw.read().text()).contains("version");
    }
    assertThat(sim.requestCount()).isEqualTo(4);
  }

  @Test
  void connectionCloseIsHonoured() throws Exception {
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(RawHttp.request("GET", "/", null, "Connection: close"));
      RawHttp.Response r = raw.read();
      assertThat(r.headers()).containsEntry("connection", "close");
      assertThat(raw.closedByServer()).isTrue();
    }
  }

  @Test
  void chunkedRequestBodiesAreReadWhole() throws Exception {
    String body = TestHttp.chatBody("qwen2.5:3b", "\"stream\":false");
    String half1 = body.substring(0, 10);
    String half2 = body.substring(10);
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(
          "POST /api/chat HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
              + Integer.toHexString(half1.length())
              + "\r\n"
              + half1
              + "\r\n"
              + Integer.toHexString(half2.length())
              + ";ext=1\r\n"
              + half2
              + "\r\n0\r\n\r\n");
      assertThat(raw.read().status()).isEqualTo(200);
    }
    assertThat(sim.takeRequest().body()).isEqualTo(body);
  }

  @Test
  void malformedRequestLineGets400AndClose() throws Exception {
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write("NONSENSE\r\n\r\n");
      assertThat(raw.read().status()).isEqualTo(400);
      assertThat(raw.closedByServer()).isTrue();
    }
  }

  @Test
  void takeRequestReturnsRequestsOfAnyPathInOrderWithLowerCaseHeaders() {
    TestHttp.get(sim, "/api/tags");
    TestHttp.chat(sim, TestHttp.chatBody("qwen2.5:3b", "\"stream\":false"));
    RecordedRequest tags = sim.takeRequest();
    assertThat(tags.method()).isEqualTo("GET");
    assertThat(tags.path()).isEqualTo("/api/tags");
    RecordedRequest chat = sim.takeRequest();
    assertThat(chat.path()).isEqualTo("/api/chat");
    assertThat(chat.headers()).containsEntry("content-type", "application/json");
    assertThat(chat.model()).isEqualTo("qwen2.5:3b");
    assertThat(chat.stream()).isFalse();
    assertThat(sim.chatRequests()).containsExactly(chat);
    assertThat(sim.requestCount()).isEqualTo(2);
  }

  @Test
  void takeRequestThrowsWhenNothingArrives() {
    assertThatThrownBy(() -> sim.takeRequest(Duration.ofMillis(50)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("no request");
  }

  @Test
  void closeEndsAStallAtOnce() throws Exception {
    // The stall outlasts any test run: close returning at all shows it did not wait for it.
    sim.enqueue(Reply.stall(Duration.ofMinutes(10)));
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(RawHttp.request("POST", "/api/chat", TestHttp.chatBody("qwen2.5:3b", "")));
      sim.takeRequest();
      assertTimeoutPreemptively(Duration.ofSeconds(60), () -> sim.close()); // generous: a hang
      assertThat(raw.closedByServer()).isTrue();
    }
  }

  /** How fast is the benchmarks' business; here only that a thousand turns all come back whole. */
  @Test
  void thousandsOfKeptAliveTurnsAllAnswer() {
    for (int i = 0; i < 1000; i++) {
      sim.enqueue(Reply.text("ok " + i));
      HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody("qwen2.5:3b", ""));
      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(TestHttp.lines(r))
          .last()
          .satisfies(l -> assertThat(l.get("done").getAsBoolean()).isTrue());
    }
    assertThat(sim.chatRequests()).hasSize(1000);
  }

  @Test
  void builderRejectsNonsense() {
    assertThatThrownBy(() -> OllamaSimulator.builder().parallel(0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> OllamaSimulator.builder().maxQueue(-1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> OllamaSimulator.builder().tokenDelay(Duration.ofMillis(-1)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> OllamaSimulator.builder().version("latest"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
