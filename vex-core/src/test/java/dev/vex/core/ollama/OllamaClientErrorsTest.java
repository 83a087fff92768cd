package dev.vex.core.ollama;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import dev.vex.core.Fixtures;
import dev.vex.core.message.Message;
import dev.vex.core.model.BadModelRequestException;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.UnsupportedCapabilityException;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every Ollama failure becomes a typed exception that keeps the server's message. */
class OllamaClientErrorsTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaClient client() {
    return OllamaClient.builder().baseUrl(wm.baseUrl()).busyRetries(0, Duration.ZERO).build();
  }

  private static ChatRequest request(String model, boolean stream) {
    return ChatRequest.builder(model).message(Message.user("hi")).stream(stream).build();
  }

  private void stubError(int status, String body) {
    wm.stubFor(post("/api/chat").willReturn(aResponse().withStatus(status).withBody(body)));
  }

  @Test
  void missingModelIsModelNotFoundWithThePullHintAndTheServersWords() {
    stubError(404, Fixtures.text("ollama/error_model_not_found.json"));

    assertThatThrownBy(() -> client().chat(request("llama3", false)))
        .isInstanceOfSatisfying(
            ModelNotFoundException.class,
            e -> {
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.serverMessage())
                  .isEqualTo("model 'llama3' not found, try pulling it first");
              assertThat(e.getMessage()).contains("ollama pull llama3");
              assertThat(e.retryable()).isFalse();
            });
  }

  @Test
  void toolsOnAModelWithoutThemIsAnUnsupportedToolsCapability() {
    stubError(400, "{\"error\":\"registry.ollama.ai/library/gemma3:4b does not support tools\"}");

    assertThatThrownBy(() -> client().chat(request("gemma3:4b", false)))
        .isInstanceOfSatisfying(
            UnsupportedCapabilityException.class,
            e -> {
              assertThat(e.capability()).isEqualTo("tools");
              assertThat(e.kind()).isEqualTo(ModelException.Kind.UNSUPPORTED_CAPABILITY);
              assertThat(e.serverMessage()).contains("does not support tools");
            });
  }

  @Test
  void thinkingOnAModelWithoutItIsAnUnsupportedThinkingCapability() {
    stubError(400, "{\"error\":\"\\\"llama3.2\\\" does not support thinking\"}");

    assertThatThrownBy(() -> client().chat(request("llama3.2", false)))
        .isInstanceOfSatisfying(
            UnsupportedCapabilityException.class,
            e -> assertThat(e.capability()).isEqualTo("thinking"));
  }

  @Test
  void otherBadRequestsKeepGoMessages() {
    String go =
        "json: cannot unmarshal string into Go struct field ChatRequest.messages of type"
            + " api.ToolCallFunctionArguments";
    stubError(400, "{\"error\":\"" + go + "\"}");

    assertThatThrownBy(() -> client().chat(request("qwen2.5:3b", false)))
        .isInstanceOfSatisfying(
            BadModelRequestException.class, e -> assertThat(e.serverMessage()).isEqualTo(go));
  }

  @Test
  void busyServerIsRetriedWithBackoffThenReported() {
    stubError(
        503, "{\"error\":\"server busy, please try again.  maximum pending requests exceeded\"}");
    OllamaClient c =
        OllamaClient.builder().baseUrl(wm.baseUrl()).busyRetries(2, Duration.ofMillis(10)).build();

    assertThatThrownBy(() -> c.chat(request("qwen2.5:3b", false)))
        .isInstanceOfSatisfying(
            ServerBusyException.class,
            e -> {
              assertThat(e.retryable()).isTrue();
              assertThat(e.serverMessage()).contains("maximum pending requests exceeded");
            });
    wm.verify(3, postRequestedFor(urlEqualTo("/api/chat")));
  }

  @Test
  void busyServerThatRecoversAnswersAfterTheRetry() {
    wm.stubFor(
        post("/api/chat")
            .inScenario("busy")
            .whenScenarioStateIs(Scenario.STARTED)
            .willReturn(aResponse().withStatus(503).withBody("{\"error\":\"server busy\"}"))
            .willSetStateTo("free"));
    wm.stubFor(
        post("/api/chat")
            .inScenario("busy")
            .whenScenarioStateIs("free")
            .willReturn(aResponse().withBody(Fixtures.bytes("ollama/chat_nonstream.json"))));
    OllamaClient c =
        OllamaClient.builder().baseUrl(wm.baseUrl()).busyRetries(2, Duration.ofMillis(10)).build();

    assertThat(c.chat(request("llama3.2", false)).content()).isEqualTo("Hello! How are you today?");
  }

  @Test
  void runnerCrashIsAModelFailure() {
    String crash =
        "model runner has unexpectedly stopped, this may be due to resource limitations or an"
            + " internal error, check ollama server logs for details";
    stubError(500, "{\"error\":\"" + crash + "\"}");

    assertThatThrownBy(() -> client().chat(request("qwen2.5:3b", false)))
        .isInstanceOfSatisfying(
            ModelFailedException.class,
            e -> {
              assertThat(e.status()).isEqualTo(500);
              assertThat(e.serverMessage()).isEqualTo(crash);
            });
  }

  @Test
  void toolCallParseErrorIsAModelFailure() {
    stubError(
        500,
        "{\"error\":\"error parsing tool call: raw='{\\\"name\\\":', err=unexpected end of JSON input\"}");

    assertThatThrownBy(() -> client().chat(request("gpt-oss:20b", false)))
        .isInstanceOfSatisfying(
            ModelFailedException.class,
            e -> assertThat(e.serverMessage()).startsWith("error parsing tool call"));
  }

  @Test
  void plainTextNotFoundMeansTheUrlIsNotAnOllamaServer() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(
                aResponse()
                    .withStatus(404)
                    .withHeader("Content-Type", "text/plain")
                    .withBody("404 page not found")));

    assertThatThrownBy(() -> client().chat(request("qwen2.5:3b", false)))
        .isInstanceOfSatisfying(
            BadModelRequestException.class,
            e -> {
              assertThat(e.getMessage()).contains("is it an Ollama server");
              assertThat(e.serverMessage()).isEqualTo("404 page not found");
            });
  }

  @Test
  void plainTextMethodNotAllowedIsABadRequest() {
    stubError(405, "405 method not allowed");

    assertThatThrownBy(() -> client().chat(request("qwen2.5:3b", false)))
        .isInstanceOf(BadModelRequestException.class)
        .hasMessageContaining("405 method not allowed");
  }

  @Test
  void errorLineInTheMiddleOfAStreamIsReportedWithTheServersMessage() {
    String body =
        "{\"model\":\"m\",\"created_at\":\"2024-09-30T09:02:00Z\",\"message\":{\"role\":\"assistant\",\"content\":\"The\"},\"done\":false}\n"
            + "{\"error\":\"model runner has unexpectedly stopped\"}\n";
    wm.stubFor(post("/api/chat").willReturn(aResponse().withBody(body)));

    assertThatThrownBy(() -> client().chat(request("m", true)))
        .isInstanceOfSatisfying(
            ModelFailedException.class,
            e -> {
              assertThat(e.serverMessage()).isEqualTo("model runner has unexpectedly stopped");
              assertThat(e.getMessage()).contains("mid-reply");
            });
  }

  @Test
  void oddErrorKeyOfOllama0113IsStillAnError() {
    String body = "{\"error parsing tool call\":\"raw='<tool_call>{', err=unexpected EOF\"}\n";
    wm.stubFor(post("/api/chat").willReturn(aResponse().withBody(body)));

    assertThatThrownBy(() -> client().chat(request("m", true)))
        .isInstanceOf(ModelFailedException.class)
        .hasMessageContaining("error parsing tool call");
  }

  @Test
  void streamThatEndsWithoutItsFinalChunkIsBroken() {
    String body =
        "{\"model\":\"m\",\"created_at\":\"2024-09-30T09:02:00Z\",\"message\":{\"role\":\"assistant\",\"content\":\"The\"},\"done\":false}\n";
    wm.stubFor(post("/api/chat").willReturn(aResponse().withBody(body)));

    assertThatThrownBy(() -> client().chat(request("m", true)))
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining("ended before its final chunk");
  }

  @Test
  void truncatedJsonIsBroken() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(aResponse().withBody("{\"model\":\"m\",\"message\":{\"role\":\"assist")));

    assertThatThrownBy(() -> client().chat(request("m", false)))
        .isInstanceOf(StreamBrokenException.class);
  }

  @Test
  void resetConnectionIsBroken() {
    wm.stubFor(post("/api/chat").willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

    assertThatThrownBy(() -> client().chat(request("m", false)))
        .isInstanceOf(StreamBrokenException.class);
  }

  @Test
  void slowFirstByteIsAFirstByteTimeout() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(
                aResponse()
                    .withFixedDelay(1500)
                    .withBody(Fixtures.bytes("ollama/chat_nonstream.json"))));
    OllamaClient c =
        OllamaClient.builder()
            .baseUrl(wm.baseUrl())
            .firstByteTimeout(Duration.ofMillis(200))
            .build();

    assertThatThrownBy(() -> c.chat(request("llama3.2", false)))
        .isInstanceOfSatisfying(
            ModelTimeoutException.class,
            e -> {
              assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.FIRST_BYTE);
              assertThat(e.getMessage()).contains("firstByteTimeout");
            });
  }

  @Test
  void streamThatGoesSilentIsAnIdleTimeout() {
    wm.stubFor(
        post("/api/chat")
            .willReturn(
                aResponse()
                    .withBody(Fixtures.bytes("ollama/chat_stream.ndjson"))
                    .withChunkedDribbleDelay(2, 10_000)));
    OllamaClient c =
        OllamaClient.builder().baseUrl(wm.baseUrl()).idleTimeout(Duration.ofMillis(300)).build();

    // The body comes in two pieces 5 s apart: read whole, the stream would end in a reply. An
    // IDLE timeout, not a reply, shows the client stopped at the silence; no clock is read.
    assertThatThrownBy(() -> c.chat(request("llama3", true)))
        .isInstanceOfSatisfying(
            ModelTimeoutException.class,
            e -> assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.IDLE));
  }

  @Test
  void serverThatNeverAcceptsIsAConnectTimeout() throws IOException {
    // A listening socket whose accept queue is full: Linux drops further SYNs, so connect hangs.
    try (ServerSocket full = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      java.util.List<java.net.Socket> fillers = new java.util.ArrayList<>();
      try {
        for (int i = 0; i < 8; i++) {
          java.net.Socket f = new java.net.Socket();
          try {
            f.connect(full.getLocalSocketAddress(), 200);
            fillers.add(f);
          } catch (IOException queueIsFull) {
            f.close();
            break;
          }
        }
        OllamaClient c =
            OllamaClient.builder()
                .baseUrl("http://127.0.0.1:" + full.getLocalPort())
                .connectTimeout(Duration.ofMillis(300))
                .build();

        assertThatThrownBy(() -> c.chat(request("m", false)))
            .isInstanceOfSatisfying(
                ModelTimeoutException.class,
                e -> {
                  assertThat(e.phase()).isEqualTo(ModelTimeoutException.Phase.CONNECT);
                  assertThat(e.getMessage()).contains("ollama serve").contains("OLLAMA_HOST");
                });
      } finally {
        for (java.net.Socket f : fillers) {
          f.close();
        }
      }
    }
  }

  @Test
  void refusedConnectionSaysToStartOllama() throws IOException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    OllamaClient c = OllamaClient.builder().baseUrl("http://127.0.0.1:" + port).build();

    assertThatThrownBy(() -> c.chat(request("m", false)))
        .isInstanceOfSatisfying(
            ServerUnavailableException.class,
            e -> {
              assertThat(e.getMessage()).contains("ollama serve").contains(String.valueOf(port));
              assertThat(e.status()).isEqualTo(-1);
            });
  }

  @Test
  void nonJsonQueryAnswerIsBrokenNotACrash() {
    wm.stubFor(
        com.github.tomakehurst.wiremock.client.WireMock.get("/api/tags")
            .willReturn(aResponse().withBody("<html>proxy login</html>")));

    assertThatThrownBy(() -> client().models())
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining("did not return a JSON object");
  }
}
