package dev.vex.openai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.Think;
import dev.vex.core.model.UnsupportedCapabilityException;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The client against the simulator's {@code /v1}: Ollama's OpenAI-compatible layer, with the same
 * checks and scripted replies as {@code /api/chat}.
 */
class OpenAiClientTest {
  private static final Tool WEATHER =
      Tool.of(
          "get_weather",
          "Current weather in a city",
          ObjectSchema.builder().requiredString("city", "the city").build(),
          args -> "sunny");

  private OllamaSimulator sim;
  private OpenAiClient client;

  private OpenAiClient client(OllamaSimulator s) {
    sim = s;
    client =
        OpenAiClient.builder()
            .baseUrl(s.baseUrl() + "/v1")
            .model("llava:7b", "completion", "vision")
            .build();
    return client;
  }

  @AfterEach
  void stop() {
    if (client != null) {
      client.close();
    }
    if (sim != null) {
      sim.close();
    }
  }

  private static ChatRequest.Builder ask(String model, String text, boolean stream) {
    return ChatRequest.builder(model).message(Message.user(text)).stream(stream);
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aTextReplyArrivesWholeAndStreamedWithUsage(boolean stream) {
    OpenAiClient c = client(OllamaSimulator.start());
    sim.enqueue(Reply.text("Oslo is the capital of Norway.").withEvalCount(7));
    List<String> deltas = new ArrayList<>();

    ChatResponse r = c.chat(ask("qwen2.5:3b", "capital?", stream).build(), deltas::add);

    assertThat(r.content()).isEqualTo("Oslo is the capital of Norway.");
    assertThat(r.doneReason()).isEqualTo("stop");
    assertThat(r.metrics().evalCount()).isEqualTo(7);
    assertThat(r.metrics().promptEvalCount()).isPositive();
    if (stream) {
      assertThat(deltas).hasSizeGreaterThan(1);
      assertThat(String.join("", deltas)).isEqualTo("Oslo is the capital of Norway.");
    } else {
      assertThat(deltas).isEmpty();
    }
    RecordedRequest req = sim.takeRequest();
    assertThat(req.path()).isEqualTo("/v1/chat/completions");
    assertThat(req.json().has("stream_options")).isEqualTo(stream);
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 7})
  void toolCallArgumentsSplitAcrossManyEventsAreJoined(int pieces) {
    OpenAiClient c = client(OllamaSimulator.builder().openAiArgumentPieces(pieces).start());
    sim.enqueue(
        Reply.toolCalls(
            ToolCallSpec.of("get_weather", "{\"city\":\"Tromsø\",\"days\":3}"),
            ToolCallSpec.of("get_weather", "{\"city\":\"Bergen\"}")));

    ChatResponse r =
        c.chat(ask("qwen2.5:3b", "weather?", true).tools(ToolRegistry.of(WEATHER)).build());

    assertThat(r.toolCalls()).hasSize(2);
    assertThat(r.toolCalls().get(0).name()).isEqualTo("get_weather");
    assertThat(r.toolCalls().get(0).argumentsMap().get("city")).isEqualTo("Tromsø");
    assertThat(r.toolCalls().get(0).argumentsMap().get("days")).isEqualTo(3L);
    assertThat(r.toolCalls().get(1).argumentsMap().get("city")).isEqualTo("Bergen");
    assertThat(r.toolCalls().get(0).id()).startsWith("call_");
    assertThat(sim.takeRequest().toolNames()).containsExactly("get_weather");
  }

  @Test
  void aToolRoundTripIsAcceptedByTheServerWithItsCallIds() {
    OpenAiClient c = client(OllamaSimulator.start());
    sim.enqueue(Reply.text("It is sunny in Oslo."));
    ToolCall call = new ToolCall("call_abc12345", 0, "get_weather", obj("city", "Oslo").toString());

    ChatResponse r =
        c.chat(
            ChatRequest.builder("qwen2.5:3b")
                .message(Message.user("weather in Oslo"))
                .message(Message.assistant("", List.of(call)))
                .message(Message.toolResult("get_weather", null, "sunny"))
                .tools(ToolRegistry.of(WEATHER))
                .build());

    assertThat(r.content()).isEqualTo("It is sunny in Oslo.");
    RecordedRequest req = sim.takeRequest();
    JsonObject assistant = req.messages().get(1).getAsJsonObject();
    assertThat(
            assistant
                .getAsJsonArray("tool_calls")
                .get(0)
                .getAsJsonObject()
                .getAsJsonObject("function")
                .get("arguments")
                .getAsString())
        .isEqualTo("{\"city\":\"Oslo\"}");
    JsonObject tool = req.messages().get(2).getAsJsonObject();
    assertThat(tool.get("tool_call_id").getAsString()).isEqualTo("call_abc12345");
  }

  @Test
  void imagesGoAsDataUriContentParts() {
    OpenAiClient c = client(OllamaSimulator.start());
    sim.enqueue(Reply.text("A cat."));
    String png =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

    ChatResponse r =
        c.chat(
            ChatRequest.builder("llava:7b")
                .message(Message.user("what is this?", List.of(png)))
                .build());

    assertThat(r.content()).isEqualTo("A cat.");
    JsonObject part =
        sim.takeRequest()
            .messages()
            .get(0)
            .getAsJsonObject()
            .getAsJsonArray("content")
            .get(1)
            .getAsJsonObject();
    assertThat(part.get("type").getAsString()).isEqualTo("image_url");
    assertThat(part.getAsJsonObject("image_url").get("url").getAsString())
        .isEqualTo("data:image/png;base64," + png);
  }

  @Test
  void aMissingModelIsAModelNotFoundThatKeepsTheServersWords() {
    OpenAiClient c = client(OllamaSimulator.start());

    assertThatThrownBy(() -> c.chat(ask("mistral:7b", "hi", false).build()))
        .isInstanceOf(ModelNotFoundException.class)
        .hasMessageContaining("mistral:7b")
        .satisfies(e -> assertThat(((ModelException) e).status()).isEqualTo(404))
        .satisfies(
            e ->
                assertThat(((ModelException) e).serverMessage())
                    .isEqualTo("model 'mistral:7b' not found"));
  }

  @Test
  void aRefusedToolsRequestIsTypedAndTheCatalogLearnsIt() {
    OpenAiClient c = client(OllamaSimulator.start());
    assertThat(c.show("gemma3:4b").orElseThrow().has("tools")).isTrue(); // the default

    assertThatThrownBy(
            () -> c.chat(ask("gemma3:4b", "hi", true).tools(ToolRegistry.of(WEATHER)).build()))
        .isInstanceOf(UnsupportedCapabilityException.class)
        .satisfies(
            e -> assertThat(((UnsupportedCapabilityException) e).capability()).isEqualTo("tools"));

    assertThat(c.show("gemma3:4b").orElseThrow().has("tools")).isFalse();
  }

  @Test
  void aFullQueueIsServerBusyWithTheServersRetryAfter() throws Exception {
    OpenAiClient c =
        client(
            OllamaSimulator.builder()
                .parallel(1)
                .maxQueue(0)
                .retryAfter(Duration.ofSeconds(7))
                .start());
    sim.enqueue(Reply.text("slow").withFirstByteDelay(Duration.ofSeconds(30)));
    Thread first =
        new Thread(
            () -> {
              try {
                c.chat(ask("qwen2.5:3b", "one", false).build());
              } catch (ModelException ignored) {
                // closed at the end of the test
              }
            });
    first.start();
    assertThat(sim.awaitRunning(1, Duration.ofSeconds(30))).isTrue(); // holds the only slot

    assertThatThrownBy(() -> c.chat(ask("qwen2.5:3b", "two", false).build()))
        .isInstanceOf(ServerBusyException.class)
        .satisfies(
            e ->
                assertThat(((ServerBusyException) e).retryAfter()).contains(Duration.ofSeconds(7)));
    sim.close();
    first.join(10_000);
  }

  @Test
  void aServerErrorIsAModelFailureAndAStreamOllamaEndsSilentlyIsBrokenInEveryProfile() {
    for (String version : OllamaSimulator.PROFILES) {
      OpenAiClient c = client(OllamaSimulator.builder().version(version).start());
      sim.enqueue(Reply.error(500, "llama runner process has terminated"));
      // Ollama's /v1 turns a failure mid-stream into one empty chunk and no [DONE]: the error's
      // text is lost, and the client must not take the partial text for a whole answer.
      sim.enqueue(Reply.midStreamError("The price is", "error parsing tool call"));

      assertThatThrownBy(() -> c.chat(ask("qwen2.5:3b", "hi", false).build()))
          .as(version)
          .isInstanceOf(ModelException.class)
          .satisfies(
              e ->
                  assertThat(((ModelException) e).kind())
                      .isEqualTo(ModelException.Kind.MODEL_FAILED))
          .hasMessageContaining("llama runner process has terminated");
      assertThatThrownBy(() -> c.chat(ask("qwen2.5:3b", "hi", true).build()))
          .as(version)
          .isInstanceOf(StreamBrokenException.class)
          .hasMessageContaining("ended before its last event");
      c.close();
      sim.close();
    }
  }

  @Test
  void aReasoningEffortOllamaRefusesBefore0177IsAThinkingCapabilityError() {
    for (String version : OllamaSimulator.PROFILES) {
      OpenAiClient c = client(OllamaSimulator.builder().version(version).start());
      sim.enqueue(Reply.text("Hello.").withThinking("a greeting"));
      ChatRequest low =
          ChatRequest.builder("qwen3:4b").message(Message.user("hi")).think(Think.LOW).build();
      if (Integer.parseInt(version.split("\\.")[1]) >= 17) {
        assertThat(c.chat(low).content()).as(version).isEqualTo("Hello.");
      } else {
        assertThatThrownBy(() -> c.chat(low))
            .as(version)
            .isInstanceOfSatisfying(
                dev.vex.core.model.UnsupportedCapabilityException.class,
                e -> assertThat(e.capability()).isEqualTo("thinking"))
            .hasMessageContaining("takes no reasoning_effort")
            .hasMessageContaining("think value \"low\" is not supported for this model");
      }
      c.close();
      sim.close();
    }
  }

  @Test
  void aDroppedStreamIsBrokenNotAShortAnswer() {
    OpenAiClient c = client(OllamaSimulator.start());
    sim.enqueue(Reply.drop("The price of bitcoin is 12"));

    assertThatThrownBy(() -> c.chat(ask("qwen2.5:3b", "btc?", true).build()))
        .isInstanceOf(StreamBrokenException.class);
  }

  @Test
  void aStalledReplyEndsAtTheIdleTimeoutAndAnEndlessOneAtTheReplyTimeout() {
    // Two slots: the stalled reply keeps one while the second request runs.
    sim = OllamaSimulator.builder().parallel(2).start();
    client =
        OpenAiClient.builder()
            .baseUrl(sim.baseUrl() + "/v1")
            .idleTimeout(Duration.ofMillis(300))
            .replyTimeout(Duration.ofMillis(1500))
            .build();
    sim.enqueue(Reply.text("a b c d").withTokenDelay(Duration.ofSeconds(30)));
    sim.enqueue(Reply.text("word ".repeat(10_000)).withTokenDelay(Duration.ofMillis(50)));

    assertThatThrownBy(() -> client.chat(ask("qwen2.5:3b", "hi", true).build()))
        .isInstanceOf(ModelTimeoutException.class)
        .hasMessageContaining("sent nothing");
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
    // A roomy idle timeout here: a busy machine's pause between two words is not a stall.
    try (OpenAiClient endless =
        OpenAiClient.builder()
            .baseUrl(sim.baseUrl() + "/v1")
            .idleTimeout(Duration.ofSeconds(20))
            .replyTimeout(Duration.ofMillis(1500))
            .build()) {
      assertThatThrownBy(() -> endless.chat(ask("qwen2.5:3b", "hi", true).build()))
          .isInstanceOf(ModelTimeoutException.class)
          .hasMessageContaining("replyTimeout");
    }
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }

  @Test
  void aReplyPastTheSizeCapIsRefusedNotBuffered() {
    sim = OllamaSimulator.start();
    client = OpenAiClient.builder().baseUrl(sim.baseUrl() + "/v1").maxReplyChars(1000).build();
    sim.enqueue(Reply.text("lorem ".repeat(1000)));
    sim.enqueue(Reply.text("lorem ".repeat(1000)));

    assertThatThrownBy(() -> client.chat(ask("qwen2.5:3b", "hi", true).build()))
        .isInstanceOf(ModelException.class)
        .hasMessageContaining("limit of 1000 characters");
    assertThatThrownBy(() -> client.chat(ask("qwen2.5:3b", "hi", false).build()))
        .isInstanceOf(ModelException.class)
        .hasMessageContaining("limit of 1000 characters");
  }

  @Test
  void tooManyToolCallsInOneReplyAreRefused() {
    sim = OllamaSimulator.start();
    client = OpenAiClient.builder().baseUrl(sim.baseUrl() + "/v1").maxToolCalls(10).build();
    ToolCallSpec[] calls = new ToolCallSpec[500];
    for (int i = 0; i < calls.length; i++) {
      calls[i] = ToolCallSpec.of("get_weather", "{\"city\":\"Oslo\"}");
    }
    sim.enqueue(Reply.toolCalls(calls));

    assertThatThrownBy(
            () ->
                client.chat(ask("qwen2.5:3b", "hi", true).tools(ToolRegistry.of(WEATHER)).build()))
        .isInstanceOf(ModelException.class)
        .hasMessageContaining("more than 10 tool calls");
  }

  @Test
  void modelsAreListedWithDeclaredOrDefaultCapabilities() {
    OpenAiClient c = client(OllamaSimulator.start());

    List<ModelInfo> models = c.models();

    assertThat(models).extracting(ModelInfo::name).contains("qwen2.5:3b", "llava:7b");
    assertThat(c.show("llava:7b").orElseThrow().capabilities())
        .containsExactlyInAnyOrder("completion", "vision");
    assertThat(c.show("qwen2.5:3b").orElseThrow().capabilities())
        .containsExactlyInAnyOrder("completion", "tools");
    assertThat(c.show("nonexistent:1b")).isEmpty();
  }

  @Test
  void theApiKeyIsSentAsBearerAndNeverShown() {
    sim = OllamaSimulator.start();
    client = OpenAiClient.builder().baseUrl(sim.baseUrl() + "/v1").apiKey("sk-secret-123").build();
    sim.enqueue(Reply.error(500, "boom"));

    assertThatThrownBy(() -> client.chat(ask("qwen2.5:3b", "hi", false).build()))
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("sk-secret-123"));
    assertThat(sim.takeRequest().header("Authorization")).isEqualTo("Bearer sk-secret-123");
    assertThat(client.toString()).doesNotContain("sk-secret-123");
  }

  @Test
  void nothingListeningIsUnavailable() {
    sim = OllamaSimulator.start();
    String url = sim.baseUrl() + "/v1";
    sim.close();
    client = OpenAiClient.builder().baseUrl(url).build();

    assertThatThrownBy(() -> client.chat(ask("qwen2.5:3b", "hi", false).build()))
        .isInstanceOf(ModelException.class)
        .satisfies(
            e ->
                assertThat(((ModelException) e).kind()).isEqualTo(ModelException.Kind.UNAVAILABLE));
  }

  private static JsonObject obj(String k, String v) {
    JsonObject o = new JsonObject();
    o.addProperty(k, v);
    return o;
  }
}
