package dev.vex.core.ollama;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Fixtures;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelInfo;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Parses every recorded Ollama response in the test resources, served over real HTTP. */
class OllamaClientTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaClient client() {
    return OllamaClient.builder().baseUrl(wm.baseUrl()).build();
  }

  private static ChatRequest hello(boolean stream) {
    return ChatRequest.builder("llama3.2").message(Message.user("why is the sky blue?")).stream(
            stream)
        .build();
  }

  @Test
  void wholeReplyIsParsedFromTheRecordedDocExample() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json; charset=utf-8")
                    .withBody(Fixtures.bytes("ollama/chat_nonstream.json"))));

    ChatResponse r = client().chat(hello(false));

    assertThat(r.content()).isEqualTo("Hello! How are you today?");
    assertThat(r.model()).isEqualTo("llama3.2");
    assertThat(r.toolCalls()).isEmpty();
    assertThat(r.message().thinking()).isNull();
    assertThat(r.metrics().totalDuration()).isEqualTo(5191566416L);
    assertThat(r.metrics().loadDuration()).isEqualTo(2154458L);
    assertThat(r.metrics().promptEvalCount()).isEqualTo(26);
    assertThat(r.metrics().evalCount()).isEqualTo(298);
    assertThat(r.doneReason()).isEmpty(); // this old example has no done_reason
  }

  @Test
  void toolCallWithoutIdOrIndexGetsAnIdInOllamasFormat() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(aResponse().withBody(Fixtures.bytes("ollama/chat_tool_call.json"))));

    ChatResponse r = client().chat(hello(false));

    assertThat(r.content()).isEmpty();
    assertThat(r.toolCalls()).hasSize(1);
    var call = r.toolCalls().get(0);
    assertThat(call.name()).isEqualTo("get_current_weather");
    assertThat(call.index()).isZero();
    assertThat(call.id()).matches("call_[a-z0-9]{8}");
    assertThat(call.arguments()).startsWith("{");
    assertThat(call.argumentsMap().get("location")).isEqualTo("Paris, FR");
    assertThat(call.argumentsMap().get("format")).isEqualTo("celsius");
    assertThat(r.doneReason()).isEqualTo("stop");
    assertThat(r.metrics().evalCount()).isEqualTo(33);
  }

  @Test
  void streamedReplyIsAccumulatedAndEachDeltaReachesTheHandler() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/x-ndjson")
                    .withBody(Fixtures.bytes("ollama/chat_stream.ndjson"))));
    List<String> deltas = new ArrayList<>();

    ChatResponse r = client().chat(hello(true), deltas::add);

    assertThat(r.content()).isEqualTo("The answer is: 2");
    assertThat(deltas).containsExactly("The", " answer", " is", ":", " ", "2");
    assertThat(r.doneReason()).isEqualTo("stop");
    assertThat(r.model()).isEqualTo("llama3");
    assertThat(r.metrics().evalCount()).isEqualTo(7);
    assertThat(r.metrics().loadDuration()).isEqualTo(8402298769L);
  }

  @Test
  void tagsListTheRecordedModelsEvenWithNullFamilies() {
    wm.stubFor(
        get("/api/tags").willReturn(aResponse().withBody(Fixtures.bytes("ollama/tags.json"))));

    List<ModelInfo> models = client().models();

    assertThat(models)
        .extracting(ModelInfo::name)
        .containsExactly("codellama:13b", "llama3:latest");
    assertThat(models.get(0).family()).isEqualTo("llama");
    assertThat(models.get(0).parameterSize()).isEqualTo("13B");
    assertThat(models.get(0).sizeBytes()).isEqualTo(7365960935L);
    assertThat(models.get(0).capabilitiesKnown()).isFalse();
  }

  @Test
  void showReadsCapabilitiesFromTheRecordedGemma3Example() {
    wm.stubFor(
        post("/api/show")
            .willReturn(aResponse().withBody(Fixtures.bytes("ollama/show_gemma3.json"))));

    ModelInfo gemma = client().show("gemma3").orElseThrow();

    assertThat(gemma.capabilities()).containsExactlyInAnyOrder("completion", "vision");
    assertThat(gemma.has("tools")).isFalse();
    assertThat(gemma.family()).isEqualTo("gemma3");
    assertThat(gemma.parameterSize()).isEqualTo("4.3B");
    wm.verify(
        postRequestedFor(urlEqualTo("/api/show"))
            .withRequestBody(equalTo("{\"model\":\"gemma3\"}")));
  }

  @Test
  void showOfAMissingModelIsEmpty() {
    wm.stubFor(
        post("/api/show")
            .willReturn(
                aResponse()
                    .withStatus(404)
                    .withBody(Fixtures.bytes("ollama/error_model_not_found.json"))));

    assertThat(client().show("llama3")).isEmpty();
  }

  @Test
  void versionAndRunningModelsAreRead() {
    wm.stubFor(
        get("/api/version")
            .willReturn(aResponse().withBody(Fixtures.bytes("ollama/version.json"))));
    wm.stubFor(
        get("/api/ps").willReturn(aResponse().withBody(Fixtures.bytes("ollama/ps_hermes3.json"))));

    assertThat(client().version()).isEqualTo("0.5.1");
    List<RunningModel> running = client().running();
    assertThat(running).hasSize(1);
    assertThat(running.get(0).name()).isEqualTo("hermes3:8b");
    assertThat(running.get(0).sizeVram()).isEqualTo(8372905984L);
    assertThat(running.get(0).contextLength()).isEqualTo(16384);
    assertThat(running.get(0).expiresAt()).isEqualTo("2025-07-31T00:50:57.706998+02:00");
  }
}
