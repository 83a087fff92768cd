package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The checks Ollama makes before it replies, over real HTTP. */
class ChatRequestCheckTest {
  private final OllamaSimulator sim = OllamaSimulator.start();

  @AfterEach
  void close() {
    sim.close();
  }

  private void assertRejected(String body, int status, String message) {
    HttpResponse<String> r = TestHttp.chat(sim, body);
    assertThat(r.statusCode()).isEqualTo(status);
    assertThat(r.headers().firstValue("content-type")).hasValue("application/json; charset=utf-8");
    assertThat(TestHttp.json(r).get("error").getAsString()).isEqualTo(message);
  }

  @Test
  void anEmptyBodyIsMissingRequestBody() {
    assertRejected("", 400, "missing request body");
  }

  @Test
  void aRequestWithoutModelIsRejected() {
    assertRejected("{\"messages\":[]}", 400, "model is required");
  }

  @Test
  void anUnknownModelIs404() {
    assertRejected(TestHttp.chatBody("phi3:mini", ""), 404, "model 'phi3:mini' not found");
  }

  @Test
  void aNameWithoutTagMeansLatest() {
    try (OllamaSimulator latest =
        OllamaSimulator.builder().model(SimModel.of("llava", "completion", "vision")).start()) {
      assertThat(TestHttp.chat(latest, TestHttp.chatBody("llava", "")).statusCode()).isEqualTo(200);
      assertThat(TestHttp.chat(latest, TestHttp.chatBody("llava:latest", "")).statusCode())
          .isEqualTo(200);
    }
    // llava:7b is configured, llava:latest is not
    assertRejected(TestHttp.chatBody("llava", ""), 404, "model 'llava' not found");
  }

  @Test
  void toolsForAModelWithoutTheCapabilityAreRejected() {
    assertRejected(
        TestHttp.chatBody("gemma3:4b", TestHttp.tools("get_weather")),
        400,
        "registry.ollama.ai/library/gemma3:4b does not support tools");
  }

  @Test
  void anEmptyToolListIsNotAToolRequest() {
    assertThat(TestHttp.chat(sim, TestHttp.chatBody("gemma3:4b", "\"tools\":[]")).statusCode())
        .isEqualTo(200);
  }

  @Test
  void thinkingForAModelWithoutTheCapabilityIsRejected() {
    assertRejected(
        TestHttp.chatBody("llama3.2:3b", "\"think\":true"),
        400,
        "\"llama3.2:3b\" does not support thinking");
    assertThat(TestHttp.chat(sim, TestHttp.chatBody("llama3.2:3b", "\"think\":false")).statusCode())
        .isEqualTo(200);
    assertThat(TestHttp.chat(sim, TestHttp.chatBody("qwen3:4b", "\"think\":true")).statusCode())
        .isEqualTo(200);
  }

  @Test
  void aThinkLevelIsOnlyForGptOssOn01210AndForEveryThinkingModelFrom0177() {
    assertRejected(
        TestHttp.chatBody("qwen3:4b", "\"think\":\"high\""),
        400,
        "think value \"high\" is not supported for this model");
    try (OllamaSimulator gptOss =
            OllamaSimulator.builder()
                .model(SimModel.of("gpt-oss:20b", "completion", "tools", "thinking"))
                .start();
        OllamaSimulator current = OllamaSimulator.builder().version("0.32.15").start()) {
      assertThat(
              TestHttp.chat(gptOss, TestHttp.chatBody("gpt-oss:20b", "\"think\":\"low\""))
                  .statusCode())
          .isEqualTo(200);
      assertThat(
              TestHttp.chat(current, TestHttp.chatBody("qwen3:4b", "\"think\":\"high\""))
                  .statusCode())
          .isEqualTo(200);
    }
    assertRejected(
        TestHttp.chatBody("qwen3:4b", "\"think\":\"max\""),
        400,
        "invalid think value: \"max\" (must be \"high\", \"medium\", \"low\", true, or false)");
  }

  @Test
  void aStringForABooleanIsGosTypeError() {
    assertRejected(
        TestHttp.chatBody("qwen2.5:3b", "\"stream\":\"yes\""),
        400,
        "json: cannot unmarshal string into Go struct field ChatRequest.stream of type bool");
  }

  @Test
  void stringToolArgumentsInHistoryAreAGoDecodeError() {
    String body =
        "{\"model\":\"qwen2.5:3b\",\"messages\":[{\"role\":\"user\",\"content\":\"hi\"},"
            + "{\"role\":\"assistant\",\"content\":\"\",\"tool_calls\":[{\"function\":"
            + "{\"name\":\"f\",\"arguments\":\"{\\\"a\\\":1}\"}}]}]}";
    assertRejected(
        body,
        400,
        "json: cannot unmarshal string into Go struct field ChatRequest.messages of type "
            + "api.ToolCallFunctionArguments");
  }

  @Test
  void aDataUriImageIsIllegalBase64AtByte4() {
    String body =
        "{\"model\":\"llava:7b\",\"messages\":[{\"role\":\"user\",\"content\":\"what?\","
            + "\"images\":[\"data:image/png;base64,iVBORw0KGgo=\"]}]}";
    assertRejected(body, 400, "illegal base64 data at input byte 4");
  }

  @Test
  void imagesForANonVisionModelAreAcceptedSilently() {
    String body =
        "{\"model\":\"qwen2.5:3b\",\"stream\":false,\"messages\":[{\"role\":\"user\","
            + "\"content\":\"what?\",\"images\":[\"iVBORw0KGgo=\"]}]}";
    HttpResponse<String> r = TestHttp.chat(sim, body);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(sim.takeRequest().images()).containsExactly("iVBORw0KGgo=");
  }

  @Test
  void malformedJsonAndWrongTypesAreGoDecodeErrors() {
    HttpResponse<String> malformed = TestHttp.chat(sim, "{\"model\":");
    assertThat(malformed.statusCode()).isEqualTo(400);
    assertRejected(
        "{\"model\":3}",
        400,
        "json: cannot unmarshal number into Go struct field ChatRequest.model" + " of type string");
    assertRejected(
        "{\"model\":\"qwen2.5:3b\",\"stream\":\"no\",\"messages\":[]}",
        400,
        "json: cannot unmarshal string into Go struct field ChatRequest.stream of type bool");
    assertRejected("[]", 400, "json: cannot unmarshal array into Go value of type api.ChatRequest");
  }

  @Test
  void emptyMessagesLoadTheModelAndKeepAliveZeroUnloadsIt() {
    HttpResponse<String> load = TestHttp.chat(sim, "{\"model\":\"qwen2.5:3b\",\"messages\":[]}");
    assertThat(load.headers().firstValue("content-type"))
        .hasValue("application/json; charset=utf-8");
    assertThat(load.body())
        .matches(
            "\\{\"model\":\"qwen2.5:3b\",\"created_at\":\"[^\"]+\",\"message\":\\{\"role\":"
                + "\"assistant\",\"content\":\"\"\\},\"done\":true,\"done_reason\":\"load\"\\}");
    JsonObject unload =
        TestHttp.json(
            TestHttp.chat(sim, "{\"model\":\"qwen2.5:3b\",\"messages\":[],\"keep_alive\":\"0s\"}"));
    assertThat(unload.get("done_reason").getAsString()).isEqualTo("unload");
    assertThat(TestHttp.chat(sim, "{\"model\":\"qwen2.5:3b\"}").body()).contains("\"load\"");
  }

  @Test
  void rejectedAndPreloadRequestsAreRecordedButConsumeNoReply() {
    sim.enqueue(Reply.text("kept"));
    TestHttp.chat(sim, TestHttp.chatBody("nope", ""));
    TestHttp.chat(sim, "{\"model\":\"qwen2.5:3b\",\"messages\":[]}");
    assertThat(sim.chatRequests()).hasSize(2);
    assertThat(sim.takeRequest().model()).isEqualTo("nope");
    assertThat(sim.pendingReplies()).isEqualTo(1);
  }

  @Test
  void anInvalidKeepAliveIsRejectedWithGosMessage() {
    assertRejected(
        "{\"model\":\"qwen2.5:3b\",\"messages\":[],\"keep_alive\":\"soon\"}",
        400,
        "time: invalid duration \"soon\"");
  }

  @Test
  void thinkingIsRefusedBeforeTheOtherCapabilitiesFromOllama0125() {
    try (OllamaSimulator s =
        OllamaSimulator.builder()
            .model(SimModel.of("nomic-embed-text:v1.5", "embedding"))
            .model(SimModel.of("gemma3:4b", "completion", "vision"))
            .start()) {
      // no completion and no thinking: the handler's thinking check comes first
      assertStatus(
          s,
          TestHttp.chatBody("nomic-embed-text:v1.5", "\"think\":true"),
          400,
          "\"nomic-embed-text:v1.5\" does not support thinking");
      assertStatus(
          s,
          TestHttp.chatBody("nomic-embed-text:v1.5", TestHttp.tools("get_weather")),
          400,
          "\"nomic-embed-text:v1.5\" does not support chat");
      assertStatus(
          s,
          TestHttp.chatBody("gemma3:4b", TestHttp.tools("get_weather") + ",\"think\":true"),
          400,
          "\"gemma3:4b\" does not support thinking");
    }
  }

  @Test
  void before0125OneCheckRunsInTheOrderCompletionToolsThinking() {
    try (OllamaSimulator s =
        OllamaSimulator.builder()
            .version("0.12.4")
            .model(SimModel.of("nomic-embed-text:v1.5", "embedding"))
            .model(SimModel.of("gemma3:4b", "completion", "vision"))
            .start()) {
      assertStatus(
          s,
          TestHttp.chatBody("nomic-embed-text:v1.5", "\"think\":true"),
          400,
          "\"nomic-embed-text:v1.5\" does not support chat");
      assertStatus(
          s,
          TestHttp.chatBody("gemma3:4b", TestHttp.tools("get_weather") + ",\"think\":true"),
          400,
          "registry.ollama.ai/library/gemma3:4b does not support tools\nthinking");
      assertStatus(
          s,
          TestHttp.chatBody("gemma3:4b", "\"think\":true"),
          400,
          "registry.ollama.ai/library/gemma3:4b does not support thinking");
    }
  }

  @Test
  void anUnloadIsAnsweredBeforeAnyCapabilityCheck() {
    HttpResponse<String> r =
        TestHttp.chat(
            sim,
            "{\"model\":\"gemma3:4b\",\"messages\":[],\"keep_alive\":0,\"think\":true,"
                + TestHttp.tools("get_weather")
                + "}");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(TestHttp.json(r).get("done_reason").getAsString()).isEqualTo("unload");
  }

  private static void assertStatus(OllamaSimulator s, String body, int status, String error) {
    HttpResponse<String> r = TestHttp.chat(s, body);
    assertThat(r.statusCode()).isEqualTo(status);
    assertThat(TestHttp.json(r).get("error").getAsString()).isEqualTo(error);
  }
}
