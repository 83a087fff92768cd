package dev.vex.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lines of server-sent events end at CRLF, LF or a lone CR (the SSE specification, "Parsing an
 * event stream"): all three are read alike, over HTTP and byte by byte.
 */
class SseReaderTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static String body(String eol) {
    return String.join(
        eol,
        ": keep-alive",
        "data: {\"choices\":[{\"delta\":{\"content\":\"Hel\"}}]}",
        "",
        "data: {\"choices\":[{\"delta\":",
        "data: {\"content\":\"lo\"}}]}",
        "",
        "event: ignored",
        "data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}",
        "",
        "data: [DONE]",
        "",
        "");
  }

  @ParameterizedTest
  @ValueSource(strings = {"\r", "\n", "\r\n"})
  void theClientReadsAStreamWhateverItsLineEndings(String eol) {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "text/event-stream")
                    .withBody(body(eol))));
    List<String> shown = new ArrayList<>();
    try (OpenAiClient client = OpenAiClient.builder().baseUrl(wm.baseUrl() + "/v1").build()) {
      ChatResponse r =
          client.chat(
              ChatRequest.builder("m").message(Message.user("hi")).stream(true).build(),
              shown::add);

      assertThat(r.content()).isEqualTo("Hello");
      assertThat(shown).containsExactly("Hel", "lo");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"\r", "\n", "\r\n"})
  void eventsAreTheSameWhenEveryByteArrivesOnItsOwn(String eol) throws IOException {
    List<String> events = new ArrayList<>();
    SseReader.End end =
        new SseReader(oneByteAtATime(body(eol)), 1 << 16, () -> {}).read(events::add);

    assertThat(end).isEqualTo(SseReader.End.DONE);
    assertThat(events)
        .containsExactly(
            "{\"choices\":[{\"delta\":{\"content\":\"Hel\"}}]}",
            "{\"choices\":[{\"delta\":\n{\"content\":\"lo\"}}]}",
            "{\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}");
  }

  @Test
  void aCrLfSplitBetweenTwoReadsIsOneLineEndAndTwoCrsAreAnEmptyLine() throws IOException {
    List<String> events = new ArrayList<>();
    new SseReader(oneByteAtATime("data: a\r\ndata: b\r\rdata: c\r\r"), 1 << 16, () -> {})
        .read(events::add);

    assertThat(events).containsExactly("a\nb", "c");
  }

  private static InputStream oneByteAtATime(String text) {
    return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, 1));
      }
    };
  }
}
