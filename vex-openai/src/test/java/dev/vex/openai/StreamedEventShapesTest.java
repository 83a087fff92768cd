package dev.vex.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.Metrics;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.StreamBrokenException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The streamed events are read field by field, without a JSON tree, and mean what a tree of them
 * meant: a key given twice counts with its last value, a value of the wrong kind counts as absent,
 * an error anywhere in an event voids the rest of it. The events have the shape of OpenAI's API
 * reference ("The chat completion chunk object": {@code choices[].delta} with {@code content},
 * {@code tool_calls[].index/id/function.name/function.arguments}, {@code finish_reason}, and {@code
 * usage} with {@code stream_options.include_usage}), bent where a server may bend it.
 */
class StreamedEventShapesTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OpenAiClient client;

  @AfterEach
  void close() {
    if (client != null) {
      client.close();
    }
  }

  private ChatResponse stream(List<String> shown, String... events) {
    StringBuilder body = new StringBuilder();
    for (String e : events) {
      body.append("data: ").append(e).append("\n\n");
    }
    body.append("data: [DONE]\n\n");
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "text/event-stream")
                    .withBody(body.toString())));
    client = OpenAiClient.builder().baseUrl(wm.baseUrl() + "/v1").build();
    return client.chat(
        ChatRequest.builder("m").message(Message.user("hi")).stream(true).build(), shown::add);
  }

  private static final String STOP = "{\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}";

  @Test
  void aKeyGivenTwiceCountsWithItsLastValue() {
    List<String> shown = new ArrayList<>();
    ChatResponse r =
        stream(
            shown,
            "{\"model\":\"a\",\"model\":\"b\",\"choices\":[{\"delta\":{\"content\":\"x\","
                + "\"content\":\"Hello\"}}]}",
            "{\"choices\":[{\"delta\":{\"content\":\" there\"}}],\"choices\":[]}",
            STOP);

    assertThat(r.content()).isEqualTo("Hello");
    assertThat(shown).containsExactly("Hello");
    assertThat(r.model()).isEqualTo("b");
  }

  @Test
  void anErrorAnywhereInAnEventVoidsItsText() {
    List<String> shown = new ArrayList<>();

    assertThatThrownBy(
            () ->
                stream(
                    shown,
                    "{\"choices\":[{\"delta\":{\"content\":\"partial\"}}],"
                        + "\"error\":{\"message\":\"out of memory\",\"type\":\"server_error\"}}"))
        .isInstanceOf(ModelException.class)
        .hasMessageContaining("out of memory");
    assertThat(shown).isEmpty();
  }

  @Test
  void aNullErrorIsNoError() {
    ChatResponse r =
        stream(
            new ArrayList<>(),
            "{\"error\":null,\"choices\":[{\"delta\":{\"content\":\"fine\"}}]}",
            STOP);

    assertThat(r.content()).isEqualTo("fine");
  }

  @Test
  void contentPartsAndReasoningAreReadAsBefore() {
    ChatResponse r =
        stream(
            new ArrayList<>(),
            "{\"choices\":[{\"delta\":{\"content\":[{\"type\":\"text\",\"text\":\"Hel\"},"
                + "{\"type\":\"image_url\",\"text\":\"no\"},{\"type\":\"text\",\"text\":\"lo\"}]}}]}",
            "{\"choices\":[{\"delta\":{\"reasoning_content\":\"think\"}}]}",
            // an empty reasoning still wins over reasoning_content, as before
            "{\"choices\":[{\"delta\":{\"reasoning\":\"\",\"reasoning_content\":\"ignored\"}}]}",
            "{\"choices\":[{\"delta\":{\"content\":42,\"reasoning\":7}}]}",
            STOP);

    assertThat(r.content()).isEqualTo("Hello");
    assertThat(r.message().thinking()).isEqualTo("think");
  }

  @Test
  void toolCallArgumentsAsAStringInPiecesOrAsAnObjectAreJoined() {
    ChatResponse r =
        stream(
            new ArrayList<>(),
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call_1\","
                + "\"function\":{\"name\":\"get_weather\",\"arguments\":\"{\\\"city\\\":\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":0,"
                + "\"function\":{\"arguments\":\"\\\"Oslo\\\"}\"}}]}}]}",
            "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1,\"id\":\"call_2\","
                + "\"function\":{\"name\":\"get_time\",\"arguments\":{\"zone\":\"UTC\"}}}]}}]}",
            "{\"choices\":[{\"delta\":{},\"finish_reason\":\"tool_calls\"}]}");

    assertThat(r.toolCalls()).hasSize(2);
    assertThat(r.toolCalls().get(0).argumentsMap().get("city")).isEqualTo("Oslo");
    assertThat(r.toolCalls().get(1).id()).isEqualTo("call_2");
    assertThat(r.toolCalls().get(1).argumentsMap().get("zone")).isEqualTo("UTC");
    assertThat(r.doneReason()).isEqualTo("stop");
  }

  @Test
  void anIndexThatIsNotASmallWholeNumberIsRefusedInItsJsonForm() {
    assertThatThrownBy(
            () ->
                stream(
                    new ArrayList<>(),
                    "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":\"0\","
                        + "\"function\":{\"name\":\"f\"}}]}}]}"))
        .isInstanceOf(ModelFailedException.class)
        .hasMessageContaining("not a small whole number: \"0\"");
    assertThatThrownBy(
            () ->
                stream(
                    new ArrayList<>(),
                    "{\"choices\":[{\"delta\":{\"tool_calls\":[{\"index\":1e3,"
                        + "\"function\":{\"name\":\"f\"}}]}}]}"))
        .isInstanceOf(ModelFailedException.class)
        .hasMessageContaining("not a small whole number: 1e3");
  }

  @Test
  void usageCountsAreReadOnlyFromWholeNumbers() {
    ChatResponse counted =
        stream(
            new ArrayList<>(),
            "{\"choices\":[{\"delta\":{\"content\":\"a\"},\"finish_reason\":\"stop\"}]}",
            "{\"choices\":[],\"usage\":{\"prompt_tokens\":12,\"completion_tokens\":3}}");
    ChatResponse ignored =
        stream(
            new ArrayList<>(),
            "{\"choices\":[{\"delta\":{\"content\":\"a\"},\"finish_reason\":\"stop\"}]}",
            "{\"choices\":[],\"usage\":{\"prompt_tokens\":\"12\",\"completion_tokens\":1e3}}");

    assertThat(counted.metrics().promptEvalCount()).isEqualTo(12);
    assertThat(counted.metrics().evalCount()).isEqualTo(3);
    assertThat(ignored.metrics()).isEqualTo(Metrics.NONE);
  }

  @Test
  void aChoiceThatIsNotAnObjectAndAnEventThatIsNotJsonAreRefused() {
    assertThatThrownBy(() -> stream(new ArrayList<>(), "{\"choices\":[null]}"))
        .isInstanceOf(ModelFailedException.class)
        .hasMessageContaining("a choice that is not an object");
    assertThatThrownBy(() -> stream(new ArrayList<>(), "{\"choices\":[{\"delta\":{}}]} trailing"))
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining("not a JSON object");
    assertThatThrownBy(() -> stream(new ArrayList<>(), "[1,2]"))
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining("not a JSON object");
    assertThatThrownBy(
            () -> stream(new ArrayList<>(), "{\"x\":" + "[".repeat(10_000) + "]".repeat(10_000)))
        .isInstanceOf(StreamBrokenException.class)
        .hasMessageContaining("not a JSON object");
  }

  @Test
  void anEventOfSeveralDataLinesIsJoinedByNewlines() {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "text/event-stream")
                    .withBody(
                        ": keep-alive\n"
                            + "data: {\"choices\":[{\"delta\":\n"
                            + "data:{\"content\":\"two lines\"}}]}\n\n"
                            + "event: ignored\ndata: "
                            + STOP
                            + "\r\n\r\ndata: [DONE]\n\n")));
    client = OpenAiClient.builder().baseUrl(wm.baseUrl() + "/v1").build();

    ChatResponse r =
        client.chat(ChatRequest.builder("m").message(Message.user("hi")).stream(true).build());

    assertThat(r.content()).isEqualTo("two lines");
  }
}
