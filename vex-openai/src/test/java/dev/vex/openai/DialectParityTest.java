package dev.vex.openai;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.pool.ServerPool;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The agent's core scenarios — a tool round trip, a grounded answer whose invented figure is
 * replaced, a recovery from a crash mid-loop — in both dialects: Ollama's {@code /api/chat} and the
 * OpenAI-compatible {@code /v1/chat/completions}, on the same simulator and the same scripts. What
 * the user receives must not depend on the dialect.
 */
class DialectParityTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  enum Dialect {
    OLLAMA,
    OPENAI,
    OPENAI_SPLIT_ARGUMENTS
  }

  private OllamaSimulator sim;
  private OpenAiClient openAi;

  @BeforeEach
  void sources() {
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(
                aResponse()
                    .withStatus(200)
                    .withHeader("Content-Type", "application/json")
                    .withBody(
                        fixture(
                            "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json"))));
  }

  @AfterEach
  void stop() {
    if (openAi != null) {
      openAi.close();
    }
    if (sim != null) {
      sim.close();
    }
  }

  private Agent.Builder agent(Dialect dialect) {
    sim =
        OllamaSimulator.builder()
            .openAiArgumentPieces(dialect == Dialect.OPENAI_SPLIT_ARGUMENTS ? 4 : 1)
            .start();
    ChatBackend backend;
    ModelCatalog catalog;
    if (dialect == Dialect.OLLAMA) {
      OllamaClient c = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      backend = c;
      catalog = c;
    } else {
      openAi = OpenAiClient.builder().baseUrl(sim.baseUrl() + "/v1").build();
      backend = openAi;
      catalog = openAi;
    }
    return Agent.builder().backend(backend).catalog(catalog).model("qwen2.5:3b");
  }

  private Agent.Builder grounded(Agent.Builder b) {
    Agent.Builder g =
        Grounding.builder()
            .crypto(
                CryptoFetcher.builder()
                    .baseUrl(wm.baseUrl())
                    .timeout(Duration.ofSeconds(60))
                    .cacheTtl(Duration.ZERO)
                    .build())
            // Roomy: the JVM's first fetch may be slow on a busy machine.
            .deadline(Duration.ofSeconds(90))
            .build()
            .applyTo(b);
    Guards.defaults().forEach(g::guard);
    return g;
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aToolRoundTripRunsTheToolAndAnswersWithItsResult(Dialect dialect) {
    AtomicInteger runs = new AtomicInteger();
    Tool time =
        Tool.of(
            "get_time",
            "The current local time in a time zone",
            ObjectSchema.builder().requiredString("zone", "IANA time zone").build(),
            args -> {
              runs.incrementAndGet();
              return "14:05 in " + args.string("zone");
            });
    Agent agent = agent(dialect).tool(time).build();
    sim.enqueue(Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    sim.enqueue(Reply.text("It is 14:05 in Oslo."));

    AgentReply reply = agent.chat("What time is it in Oslo?");

    assertThat(reply.text()).isEqualTo("It is 14:05 in Oslo.");
    assertThat(runs).hasValue(1);
    assertThat(reply.trace().toolCalls())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.name()).isEqualTo("get_time");
              assertThat(t.result()).isEqualTo("14:05 in Europe/Oslo");
            });
    RecordedRequest second = sim.chatRequests().get(1);
    assertThat(second.messages().toString()).contains("14:05 in Europe/Oslo");
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void anInventedPriceIsReplacedByTheRecordedOne(Dialect dialect) {
    Agent agent = grounded(agent(dialect)).build();
    sim.enqueue(Reply.text("Bitcoin is trading at 45,120 USD right now."));

    AgentReply reply = agent.chat("What is the bitcoin price in USD?");

    assertThat(reply.text()).contains("89,369").doesNotContain("45,120");
    assertThat(reply.trace().guards())
        .anySatisfy(
            g ->
                assertThat(g.verdict())
                    .isInstanceOfAny(GuardVerdict.Overridden.class, GuardVerdict.Rewritten.class));
  }

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void aCrashMidLoopStillGivesTheUserTheRealPrice(Dialect dialect) {
    Agent agent = grounded(agent(dialect)).build();
    sim.setDispatcher(r -> Reply.error(500, "error parsing tool call: raw='{\"name\":'"));

    AgentReply reply = agent.chat("What is the bitcoin price in USD?");

    assertThat(reply.text()).contains("89,369");
    assertThat(reply.trace().fellBack()).isTrue();
  }

  @Test
  void aPoolOfBothDialectsFailsOverFromOllamaToAnOpenAiServer() {
    OllamaSimulator ollama = OllamaSimulator.start();
    sim = OllamaSimulator.start();
    openAi = OpenAiClient.builder().baseUrl(sim.baseUrl() + "/v1").build();
    OllamaClient native1 = OllamaClient.builder().baseUrl(ollama.baseUrl().toString()).build();
    try {
      ollama.enqueue(Reply.drop("Bitcoin is"));
      sim.enqueue(Reply.text("Hello from vLLM's seat."));
      ServerPool pool =
          ServerPool.builder()
              .server("ollama", native1, native1)
              .server("vllm", openAi, openAi)
              .strategy(ServerPool.Strategy.ROUND_ROBIN)
              .build();

      AgentReply reply =
          Agent.builder().backend(pool).catalog(pool).model("qwen2.5:3b").build().chat("hi");

      assertThat(reply.text()).isEqualTo("Hello from vLLM's seat.");
      assertThat(reply.trace().modelCalls().get(0).server()).isEqualTo("vllm");
      assertThat(sim.chatRequests())
          .singleElement()
          .satisfies(r -> assertThat(r.path()).isEqualTo("/v1/chat/completions"));
    } finally {
      ollama.close();
    }
  }

  private static byte[] fixture(String path) {
    try (InputStream in = DialectParityTest.class.getResourceAsStream("/" + path)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
