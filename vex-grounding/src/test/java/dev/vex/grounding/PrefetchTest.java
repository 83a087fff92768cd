package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.core.trace.GroundingTrace.Outcome;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.HeldSource;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The prefetch inside a real agent turn: the fetchers of all intents run in parallel under one
 * deadline, with WireMock delays standing in for slow sources.
 */
class PrefetchTest {
  private static final String J1 = "fixtures/wttr/heideck_j1.json";
  private static final String PRICES =
      "fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json";
  private static final String HN = "fixtures/hn-algolia/front_page.json";

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private Agent agent(Grounding grounding) {
    return grounding
        .applyTo(
            Agent.builder()
                .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
                .model("qwen2.5:3b"))
        .build();
  }

  private void stubAll(int delayMillis) {
    wm.stubFor(
        get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json(J1).withFixedDelay(delayMillis)));
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(Fixtures.json(PRICES).withFixedDelay(delayMillis)));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/search"))
            .willReturn(Fixtures.json(HN).withFixedDelay(delayMillis)));
  }

  /** One untimed turn, so the timed one does not pay for class loading. */
  private void warmUp() {
    stubAll(0);
    sim.enqueue(Reply.text("warm"));
    agent(WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60)).build())
        .chat("weather in Heideck, the BTC price and tech news");
    wm.resetAll();
  }

  /** What the (last) turn that sent this user text gave the model: system prompt, ground truth. */
  private String systemPromptOf(String userText) {
    String found = null;
    for (RecordedRequest r : sim.chatRequests()) {
      if (userText.equals(r.lastMessage().get("content").getAsString())) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < r.messages().size() - 1; i++) {
          sb.append(r.messages().get(i).getAsJsonObject().get("content").getAsString());
          sb.append('\n');
        }
        found = sb.toString();
      }
    }
    assertThat(found).as("a chat request for " + userText).isNotNull();
    return found;
  }

  /**
   * Three sources that each hold their answer until all three requests have arrived: fetched one
   * after the other, the first would wait for the others past the deadline. All three FETCHED
   * proves they were in flight together, with no clock involved.
   */
  @Test
  void theFetchersOfATurnAreInFlightTogether() throws Exception {
    CountDownLatch arrived = new CountDownLatch(3);
    Map<String, byte[]> recordings =
        Map.of(
            "/Heideck", Fixtures.bytes(J1),
            "/api/v3/simple/price", Fixtures.bytes(PRICES),
            "/api/v1/search", Fixtures.bytes(HN));
    try (ServerSocket held = new ServerSocket(0, 16, InetAddress.getLoopbackAddress())) {
      Thread acceptor = new Thread(() -> holdUntilAll(held, recordings, arrived));
      acceptor.setDaemon(true);
      acceptor.start();
      sim.enqueue(Reply.text("Here is what I found."));
      String base = "http://127.0.0.1:" + held.getLocalPort();
      Agent agent =
          agent(
              WireMockSources.grounding(base, Duration.ofSeconds(60))
                  .deadline(Duration.ofSeconds(90))
                  .build());

      AgentReply reply = agent.chat("weather in Heideck, the BTC price and tech news");

      assertThat(arrived.getCount()).as("requests still to arrive").isZero();
      assertThat(reply.trace().grounding())
          .extracting(GroundingTrace::outcome)
          .containsExactlyInAnyOrder(Outcome.FETCHED, Outcome.FETCHED, Outcome.FETCHED);
      assertThat(reply.factCards()).hasSize(3);
    }
  }

  /**
   * Answers each connection with the recording for its path, but only once every request of the
   * latch has arrived (30 s at most): a loopback source on a raw socket.
   */
  private static void holdUntilAll(
      ServerSocket server, Map<String, byte[]> recordings, CountDownLatch arrived) {
    while (!server.isClosed()) {
      Socket socket;
      try {
        socket = server.accept();
      } catch (IOException e) {
        return;
      }
      Thread t =
          new Thread(
              () -> {
                try (socket) {
                  BufferedReader in =
                      new BufferedReader(
                          new InputStreamReader(
                              socket.getInputStream(), StandardCharsets.ISO_8859_1));
                  String requestLine = in.readLine();
                  for (String h = in.readLine(); h != null && !h.isEmpty(); h = in.readLine()) {
                    // headers are not needed
                  }
                  String path = requestLine.split(" ")[1].replaceFirst("\\?.*$", "");
                  byte[] body = recordings.getOrDefault(path, new byte[0]);
                  arrived.countDown();
                  arrived.await(30, TimeUnit.SECONDS);
                  OutputStream out = socket.getOutputStream();
                  out.write(
                      ("HTTP/1.1 "
                              + (body.length > 0 ? "200 OK" : "404 Not Found")
                              + "\r\nContent-Type: application/json; charset=utf-8"
                              + "\r\nContent-Length: "
                              + body.length
                              + "\r\nConnection: close\r\n\r\n")
                          .getBytes(StandardCharsets.ISO_8859_1));
                  out.write(body);
                  out.flush();
                } catch (IOException e) {
                  // the client went away
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
              });
      t.setDaemon(true);
      t.start();
    }
  }

  /**
   * The weather source holds its answer until the turn has ended; the crypto source answers at
   * once. The reply arriving while the weather request is still held shows the turn stopped at the
   * deadline instead of waiting for the source, with no clock read by the test.
   */
  @Test
  void aHangingSourceDoesNotHoldTheTurnPastTheDeadline() throws Exception {
    warmUp();
    Map<String, byte[]> recordings =
        Map.of("/Heideck", Fixtures.bytes(J1), "/api/v3/simple/price", Fixtures.bytes(PRICES));
    sim.enqueue(Reply.text("BTC costs 89,369 USD."));
    AgentReply reply;
    try (HeldSource sources = HeldSource.start(recordings::get, "/Heideck"::equals, false)) {
      // Generous for the crypto source on a busy machine; the weather source never makes it.
      Agent agent =
          agent(
              WireMockSources.grounding(sources.baseUrl(), Duration.ofSeconds(30))
                  .deadline(Duration.ofSeconds(3))
                  .build());

      reply = agent.chat("weather in Heideck and the BTC price");

      assertThat(sources.awaitHeldArrived(1, Duration.ofSeconds(30)))
          .as("the weather request went out")
          .isTrue();
      assertThat(sources.heldAnswered()).as("the weather answered before the reply").isZero();
    }
    assertThat(reply.trace().grounding())
        .anySatisfy(
            g -> {
              assertThat(g.intent().kind()).isEqualTo("weather");
              assertThat(g.outcome()).isEqualTo(Outcome.DEADLINE_PASSED);
            })
        .anySatisfy(
            g -> {
              assertThat(g.intent().kind()).isEqualTo("crypto");
              assertThat(g.outcome()).isEqualTo(Outcome.FETCHED);
            });
    assertThat(reply.factCards()).extracting(FactCard::title).containsExactly("Bitcoin (BTC)");
    String system = systemPromptOf("weather in Heideck and the BTC price");
    assertThat(system)
        .contains("Bitcoin (BTC) costs 89,369 USD")
        .doesNotContain("<source kind=\"weather\"")
        .contains("Live weather data for Heideck could not be fetched from");
    assertThat(reply.text()).isEqualTo("BTC costs 89,369 USD.");
  }

  @Test
  void aFailingSourceNeverFailsTheTurnAndTheTraceSaysWhy() {
    warmUp();
    wm.stubFor(get(urlPathEqualTo("/Heideck")).willReturn(Fixtures.json(J1)));
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(Fixtures.json(429, "fixtures/coingecko/error_429_rate_limit.json")));
    sim.enqueue(Reply.text("It is 9 °C."));
    Agent agent = agent(WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60)).build());

    AgentReply reply = agent.chat("weather in Heideck and the BTC price");

    assertThat(reply.text()).isEqualTo("It is 9 °C.");
    assertThat(reply.trace().grounding())
        .anySatisfy(
            g -> {
              assertThat(g.intent().kind()).isEqualTo("crypto");
              assertThat(g.outcome()).isEqualTo(Outcome.FAILED);
              assertThat(g.detail()).contains("CoinGecko is rate limiting us (HTTP 429)");
            });
    assertThat(reply.factCards())
        .extracting(FactCard::title)
        .containsExactly("Weather in Heideck, Germany");
  }

  @Test
  void theSameQuestionInALaterTurnIsServedFromTheCache() {
    warmUp();
    wm.stubFor(get(urlPathEqualTo("/api/v3/simple/price")).willReturn(Fixtures.json(PRICES)));
    sim.enqueue(Reply.text("one"));
    sim.enqueue(Reply.text("two"));
    Agent agent = agent(WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60)).build());

    AgentReply first = agent.chat("BTC price");
    AgentReply second = agent.chat("what is bitcoin worth");

    assertThat(first.factCards()).isEqualTo(second.factCards());
    wm.verify(1, getRequestedFor(urlPathEqualTo("/api/v3/simple/price")));
  }

  @Test
  void concurrentTurnsAskingTheSameShareOneRequest() throws Exception {
    warmUp();
    wm.stubFor(
        get(urlPathEqualTo("/api/v3/simple/price"))
            .willReturn(Fixtures.json(PRICES).withFixedDelay(300)));
    sim.enqueue(Reply.text("one"));
    sim.enqueue(Reply.text("two"));
    sim.enqueue(Reply.text("three"));
    Agent agent = agent(WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60)).build());

    List<CompletableFuture<AgentReply>> turns =
        List.of(
            CompletableFuture.supplyAsync(() -> agent.chat("BTC price")),
            CompletableFuture.supplyAsync(() -> agent.chat("bitcoin price")),
            CompletableFuture.supplyAsync(() -> agent.chat("how much is bitcoin")));

    for (CompletableFuture<AgentReply> t : turns) {
      assertThat(t.get().factCards()).extracting(FactCard::title).containsExactly("Bitcoin (BTC)");
    }
    wm.verify(1, getRequestedFor(urlPathEqualTo("/api/v3/simple/price")));
  }
}
