package dev.vex.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.message.Message;
import dev.vex.core.model.BadModelRequestException;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ServerBusyException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The client on a real recorded chat-completions response served byte for byte, and on the error
 * shapes of OpenAI's API reference (the error object {@code {"error":{"message","type","param",
 * "code"}}}, 401 {@code invalid_api_key}, 429 with {@code Retry-After}) and of vLLM's server (a 400
 * when tool choice is not enabled).
 */
class OpenAiClientRecordedTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OpenAiClient client;

  private OpenAiClient client() {
    client = OpenAiClient.builder().baseUrl(wm.baseUrl() + "/v1").build();
    return client;
  }

  @AfterEach
  void close() {
    if (client != null) {
      client.close();
    }
  }

  private static byte[] fixture(String path) {
    try (InputStream in = OpenAiClientRecordedTest.class.getResourceAsStream("/" + path)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static ChatRequest ask(String model) {
    return ChatRequest.builder(model).message(Message.user("hi, I'm John")).build();
  }

  @Test
  void theRecordedOllamaV1ToolCallIsReadWithItsStringArguments() {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "application/json")
                    .withBody(
                        fixture(
                            "fixtures/openai-compat/chat_completions_tool_call_ollama_qwen3.json"))));

    ChatResponse r = client().chat(ask("qwen3:8b-q8_0"));

    assertThat(r.model()).isEqualTo("qwen3:8b-q8_0");
    assertThat(r.content())
        .isEqualTo(
            "Hello, John! I'm excited to help you explore our products. Let me check what we have"
                + " available for you.");
    assertThat(r.toolCalls()).hasSize(1);
    assertThat(r.toolCalls().get(0).id()).isEqualTo("call_ws2damtb");
    assertThat(r.toolCalls().get(0).name()).isEqualTo("getProducts");
    assertThat(r.toolCalls().get(0).argumentsMap().get("query")).isEqualTo("");
    assertThat(r.doneReason()).isEqualTo("stop");
    assertThat(r.metrics().promptEvalCount()).isEqualTo(164);
    assertThat(r.metrics().evalCount()).isEqualTo(188);
  }

  @Test
  void aWrongApiKeyIsABadRequestThatSaysWhatToFix() {
    // OpenAI API reference, "Error codes": 401 with an error object of type invalid_request_error
    // and code invalid_api_key.
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(401)
                    .withHeader("Content-Type", "application/json")
                    .withBody(
                        "{\"error\":{\"message\":\"Incorrect API key provided: sk-wrong.\","
                            + "\"type\":\"invalid_request_error\",\"param\":null,"
                            + "\"code\":\"invalid_api_key\"}}")));

    assertThatThrownBy(() -> client().chat(ask("gpt-4o-mini")))
        .isInstanceOf(BadModelRequestException.class)
        .hasMessageContaining("check the API key")
        .satisfies(e -> assertThat(((ModelException) e).retryable()).isFalse())
        .satisfies(
            e ->
                assertThat(((ModelException) e).serverMessage())
                    .isEqualTo("Incorrect API key provided: sk-wrong."));
  }

  @Test
  void aRateLimitCarriesRetryAfter() {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(429)
                    .withHeader("Content-Type", "application/json")
                    .withHeader("Retry-After", "20")
                    .withBody(
                        "{\"error\":{\"message\":\"Rate limit reached\",\"type\":\"requests\","
                            + "\"param\":null,\"code\":\"rate_limit_exceeded\"}}")));

    assertThatThrownBy(() -> client().chat(ask("gpt-4o-mini")))
        .isInstanceOf(ServerBusyException.class)
        .satisfies(
            e ->
                assertThat(((ServerBusyException) e).retryAfter())
                    .contains(Duration.ofSeconds(20)));
  }

  @Test
  void aLineThatNeverEndsIsRefusedAtItsCap() {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "text/event-stream")
                    .withBody("data: {\"x\":\"" + "a".repeat(200_000))));
    client = OpenAiClient.builder().baseUrl(wm.baseUrl() + "/v1").maxReplyChars(10_000).build();

    assertThatThrownBy(
            () ->
                client.chat(
                    ChatRequest.builder("m").message(Message.user("hi")).stream(true).build()))
        .isInstanceOf(ModelException.class)
        .hasMessageContaining("bytes");
  }

  @Test
  void aHostileToolCallIndexIsATypedFailure() {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "text/event-stream")
                    .withBody(
                        "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":"
                            + "1e400,\"id\":\"call_1\",\"function\":{\"name\":\"x\",\"arguments\":"
                            + "\"{}\"}}]},\"finish_reason\":null}]}\n\ndata: [DONE]\n\n")));

    assertThatThrownBy(
            () ->
                client()
                    .chat(
                        ChatRequest.builder("m").message(Message.user("hi")).stream(true).build()))
        .isInstanceOf(ModelException.class)
        .hasMessageContaining("tool call index");
  }
}
