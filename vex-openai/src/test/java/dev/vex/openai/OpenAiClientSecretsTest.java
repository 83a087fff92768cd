package dev.vex.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The API key and a base URL's password are never shown: not by a key the JDK would refuse in a
 * header, not by any way a request can fail (a server that echoes the key in a 401, a 5xx page, an
 * error event or a body that is not JSON; a reset connection; a timeout), not in the turn's trace.
 */
class OpenAiClientSecretsTest {
  private static final String KEY = "sk-SECRET-4f9a2b77c1";
  private static final String PASSWORD = "hunter2-Pa55";

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

  @ParameterizedTest
  @ValueSource(strings = {"sk-abc\u007fdef", "sk-abc\u00e9def", "sk-abc def", "sk-abc\u2028def"})
  void aKeyTheJdkWouldRefuseInAHeaderIsRejectedAtBuildWithoutShowingIt(String key) {
    Throwable e = catchThrowable(() -> OpenAiClient.builder().baseUrl(wm.baseUrl()).apiKey(key));

    assertThat(e)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot be sent in an HTTP header");
    assertThat(everything(e)).doesNotContain("sk-abc").doesNotContain("def");
  }

  static Stream<Arguments> failures() {
    String json = "application/json";
    return Stream.of(
        Arguments.of(
            "401 echoing the key",
            aResponse()
                .withStatus(401)
                .withHeader("Content-Type", json)
                .withBody(
                    "{\"error\":{\"message\":\"Incorrect API key provided: "
                        + KEY
                        + "\",\"type\":\"invalid_request_error\"}}")),
        Arguments.of(
            "502 HTML page echoing the header",
            aResponse()
                .withStatus(502)
                .withHeader("Content-Type", "text/html")
                .withBody(
                    "<html><body><h1>Bad gateway</h1><pre>Authorization: Bearer "
                        + KEY
                        + "</pre></body></html>")),
        Arguments.of(
            "500 plain text",
            aResponse()
                .withStatus(500)
                .withBody("upstream rejected key " + KEY + " for " + PASSWORD)),
        Arguments.of(
            "200 with a body that is not JSON",
            aResponse().withStatus(200).withHeader("Content-Type", json).withBody(KEY + " {{{")),
        Arguments.of(
            "an error event mid-stream",
            aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "text/event-stream")
                .withBody(
                    "data: {\"choices\":[{\"delta\":{\"content\":\"Hi\"}}]}\n\n"
                        + "data: {\"error\":{\"message\":\"key "
                        + KEY
                        + " over quota\"}}\n\n")),
        Arguments.of(
            "a stream event that is not JSON",
            aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "text/event-stream")
                .withBody("data: " + KEY + "\n\n")),
        Arguments.of("a reset connection", aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)),
        Arguments.of(
            "a timeout", aResponse().withStatus(200).withFixedDelay(5_000).withBody("{}")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("failures")
  void noFailureShowsTheKeyOrThePassword(String name, ResponseDefinitionBuilder response) {
    wm.stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(response));
    client = client();

    Throwable e =
        catchThrowable(
            () ->
                client.chat(
                    ChatRequest.builder("m").message(Message.user("hi")).stream(true).build(),
                    t -> {}));

    assertThat(e).as(name).isInstanceOf(ModelException.class);
    assertThat(everything(e)).doesNotContain(KEY).doesNotContain(PASSWORD);
  }

  @Test
  void theModelListDoesNotShowTheKeyEither() {
    wm.stubFor(
        get(urlPathEqualTo("/v1/models"))
            .willReturn(aResponse().withStatus(403).withBody("forbidden: " + KEY)));
    client = client();

    Throwable e = catchThrowable(() -> client.models());

    assertThat(e).isInstanceOf(ModelException.class).hasMessageContaining("***");
    assertThat(everything(e)).doesNotContain(KEY);
  }

  @Test
  void theTurnsTraceDoesNotShowTheKey() {
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions"))
            .willReturn(
                aResponse()
                    .withStatus(401)
                    .withBody("{\"error\":{\"message\":\"Incorrect API key " + KEY + "\"}}")));
    client = client();
    Agent agent = Agent.builder().backend(client).catalog(client).model("m").build();

    AgentReply reply = agent.chat("hi");

    assertThat(reply.trace().toString()).contains("401").doesNotContain(KEY);
    assertThat(reply.text()).doesNotContain(KEY);
  }

  @Test
  void aPasswordInTheBaseUrlIsMaskedInToStringAndErrors() {
    URI url = URI.create(wm.baseUrl().replace("://", "://bob:" + PASSWORD + "@") + "/v1");
    wm.stubFor(
        post(urlPathEqualTo("/v1/chat/completions")).willReturn(aResponse().withStatus(404)));
    client = OpenAiClient.builder().baseUrl(url).build();

    Throwable e =
        catchThrowable(
            () -> client.chat(ChatRequest.builder("m").message(Message.user("hi")).build()));

    assertThat(client.toString()).contains("bob:***@").doesNotContain(PASSWORD);
    assertThat(e).isInstanceOf(ModelException.class).hasMessageContaining("bob:***@");
    assertThat(everything(e)).doesNotContain(PASSWORD);
    assertThatThrownBy(() -> OpenAiClient.builder().baseUrl("ftp://bob:" + PASSWORD + "@host/v1"))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(x -> assertThat(x.getMessage()).doesNotContain(PASSWORD));
    assertThatThrownBy(() -> OpenAiClient.builder().baseUrl("http://bob:" + PASSWORD + "@host/v 1"))
        .isInstanceOf(IllegalArgumentException.class)
        .satisfies(x -> assertThat(x.getMessage()).doesNotContain(PASSWORD));
  }

  private OpenAiClient client() {
    return OpenAiClient.builder()
        .baseUrl(wm.baseUrl().replace("://", "://bob:" + PASSWORD + "@") + "/v1")
        .apiKey(KEY)
        .firstByteTimeout(Duration.ofMillis(300))
        .build();
  }

  /** The exception's messages, its causes' and suppressed ones', and its stack trace. */
  private static String everything(Throwable e) {
    StringWriter out = new StringWriter();
    e.printStackTrace(new PrintWriter(out));
    if (e instanceof ModelException m) {
      out.append(String.valueOf(m.serverMessage()));
    }
    return out.toString();
  }
}
