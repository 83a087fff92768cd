package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The behaviours that follow Ollama's source at the simulated version, and the new endpoints. */
class VersionProfileTest {
  private final OllamaSimulator sim = OllamaSimulator.start();

  @AfterEach
  void close() {
    sim.close();
  }

  @Test
  void v1ErrorsFromTheNativeHandlerAreApiErrorsOn01210AndTypedByStatusFrom0180() {
    String body = "{\"model\":\"nope:1b\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}";
    HttpResponse<String> r = TestHttp.post(sim, "/v1/chat/completions", body);
    assertThat(r.statusCode()).isEqualTo(404);
    assertThat(TestHttp.json(r).getAsJsonObject("error").get("type").getAsString())
        .isEqualTo("api_error");
    try (OllamaSimulator current = OllamaSimulator.builder().version("0.32.15").start()) {
      HttpResponse<String> c = TestHttp.post(current, "/v1/chat/completions", body);
      assertThat(TestHttp.json(c).getAsJsonObject("error").get("type").getAsString())
          .isEqualTo("not_found_error");
    }
    HttpResponse<String> bad =
        TestHttp.post(
            sim,
            "/v1/chat/completions",
            "{\"model\":\"qwen2.5:3b\",\"stream\":\"yes\",\"messages\":[]}");
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(TestHttp.json(bad).getAsJsonObject("error").get("type").getAsString())
        .isEqualTo("invalid_request_error");
    assertThat(TestHttp.json(bad).getAsJsonObject("error").get("message").getAsString())
        .isEqualTo(
            "json: cannot unmarshal string into Go struct field ChatCompletionRequest.stream"
                + " of type bool");
  }

  @Test
  void aV1StreamThatFailsEndsWithAnEmptyChunkAndNoDone() {
    sim.enqueue(Reply.midStreamError("The price is", "model runner has unexpectedly stopped"));
    HttpResponse<String> r =
        TestHttp.post(
            sim,
            "/v1/chat/completions",
            "{\"model\":\"qwen2.5:3b\",\"stream\":true,"
                + "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).doesNotContain("[DONE]").doesNotContain("unexpectedly stopped");
    String[] events = r.body().strip().split("\n\n");
    JsonObject last =
        com.google.gson.JsonParser.parseString(
                events[events.length - 1].substring("data: ".length()))
            .getAsJsonObject();
    assertThat(last.get("model").getAsString()).isEmpty();
    assertThat(last.getAsJsonArray("choices").get(0).getAsJsonObject().toString())
        .isEqualTo(
            "{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},"
                + "\"finish_reason\":null}");
  }

  @Test
  void corsPreflightsAreAnsweredAndForeignOriginsAndHostsRefused() throws Exception {
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(
          "OPTIONS /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:3000\r\n"
              + "Access-Control-Request-Method: POST\r\n\r\n");
      RawHttp.Response r = raw.read();
      assertThat(r.status()).isEqualTo(204);
      assertThat(r.headers().get("access-control-allow-origin")).isEqualTo("http://localhost:3000");
      assertThat(r.headers().get("access-control-allow-methods"))
          .isEqualTo("GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS");
    }
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(
          "GET /api/tags HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://evil.example\r\n\r\n");
      assertThat(raw.read().status()).isEqualTo(403);
    }
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write("GET /api/tags HTTP/1.1\r\nHost: evil.example\r\n\r\n");
      assertThat(raw.read().status()).isEqualTo(403);
    }
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write("GET /api/tags HTTP/1.1\r\nHost: ollama.internal:11434\r\n\r\n");
      assertThat(raw.read().status()).isEqualTo(200);
    }
  }

  @Test
  void modelNamesResolveWithOllamasDefaultNamespaceAndHost() {
    for (String name :
        new String[] {
          "library/qwen2.5:3b", "registry.ollama.ai/library/qwen2.5:3b", "QWEN2.5:3B"
        }) {
      HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody(name, "\"stream\":false"));
      assertThat(r.statusCode()).as(name).isEqualTo(200);
      assertThat(TestHttp.json(r).get("model").getAsString()).isEqualTo(name);
    }
    assertThat(TestHttp.chat(sim, TestHttp.chatBody("other/qwen2.5:3b", "")).statusCode())
        .isEqualTo(404);
  }

  @Test
  void v1ModelsAreCreatedAtTheirModifiedTimeAndOneCanBeRetrieved() {
    JsonArray data = TestHttp.json(TestHttp.get(sim, "/v1/models")).getAsJsonArray("data");
    JsonArray tags = TestHttp.json(TestHttp.get(sim, "/api/tags")).getAsJsonArray("models");
    long created = data.get(0).getAsJsonObject().get("created").getAsLong();
    assertThat(
            java.time.OffsetDateTime.parse(
                    tags.get(0).getAsJsonObject().get("modified_at").getAsString())
                .toEpochSecond())
        .isEqualTo(created);
    JsonObject one = TestHttp.json(TestHttp.get(sim, "/v1/models/qwen2.5:3b"));
    assertThat(one.toString())
        .isEqualTo(
            "{\"id\":\"qwen2.5:3b\",\"object\":\"model\",\"created\":"
                + created
                + ",\"owned_by\":\"library\"}");
    assertThat(TestHttp.get(sim, "/v1/models/nope:1b").statusCode()).isEqualTo(404);
  }

  @Test
  void embeddingsAreDeterministicUnitVectorsOfTheText() {
    JsonObject a =
        TestHttp.json(
            TestHttp.post(sim, "/api/embed", "{\"model\":\"qwen2.5:3b\",\"input\":[\"a\",\"b\"]}"));
    JsonObject again =
        TestHttp.json(
            TestHttp.post(sim, "/api/embed", "{\"model\":\"qwen2.5:3b\",\"input\":\"a\"}"));
    JsonArray vectors = a.getAsJsonArray("embeddings");
    assertThat(vectors).hasSize(2);
    assertThat(vectors.get(0)).isEqualTo(again.getAsJsonArray("embeddings").get(0));
    assertThat(vectors.get(0)).isNotEqualTo(vectors.get(1));
    double sum = 0;
    for (var f : vectors.get(0).getAsJsonArray()) {
      sum += f.getAsDouble() * f.getAsDouble();
    }
    assertThat(sum).isBetween(0.999, 1.001);
    JsonObject legacy =
        TestHttp.json(
            TestHttp.post(sim, "/api/embeddings", "{\"model\":\"qwen2.5:3b\",\"prompt\":\"a\"}"));
    assertThat(legacy.getAsJsonArray("embedding")).hasSize(EmbedHandler.LENGTH);
    JsonObject openAi =
        TestHttp.json(
            TestHttp.post(sim, "/v1/embeddings", "{\"model\":\"qwen2.5:3b\",\"input\":\"a\"}"));
    assertThat(openAi.get("object").getAsString()).isEqualTo("list");
    assertThat(openAi.getAsJsonArray("data").get(0).getAsJsonObject().get("embedding"))
        .isEqualTo(vectors.get(0));
  }

  @Test
  void generateAndCompletionsAnswerWithTheScriptedReply() {
    sim.enqueue(Reply.text("Hello there"));
    JsonObject g =
        TestHttp.json(
            TestHttp.post(
                sim,
                "/api/generate",
                "{\"model\":\"qwen2.5:3b\",\"prompt\":\"hi\",\"stream\":false}"));
    assertThat(g.get("response").getAsString()).isEqualTo("Hello there");
    assertThat(g.get("done").getAsBoolean()).isTrue();
    sim.enqueue(Reply.text("Hi"));
    JsonObject c =
        TestHttp.json(
            TestHttp.post(sim, "/v1/completions", "{\"model\":\"qwen2.5:3b\",\"prompt\":\"hi\"}"));
    assertThat(c.get("object").getAsString()).isEqualTo("text_completion");
    assertThat(c.getAsJsonArray("choices").get(0).getAsJsonObject().get("text").getAsString())
        .isEqualTo("Hi");
  }

  @Test
  void deleteAndCopyChangeTheListAsOllamaDoes() {
    HttpResponse<String> copy =
        TestHttp.post(
            sim, "/api/copy", "{\"source\":\"qwen2.5:3b\",\"destination\":\"mine:latest\"}");
    assertThat(copy.statusCode()).isEqualTo(200);
    assertThat(TestHttp.get(sim, "/api/tags").body()).contains("\"mine:latest\"");
    HttpResponse<String> missing =
        TestHttp.post(sim, "/api/copy", "{\"source\":\"nope\",\"destination\":\"x\"}");
    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(TestHttp.json(missing).get("error").getAsString())
        .isEqualTo("model \"nope\" not found");
  }
}
