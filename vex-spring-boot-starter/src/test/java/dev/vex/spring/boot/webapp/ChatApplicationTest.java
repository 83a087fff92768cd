package dev.vex.spring.boot.webapp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A web application on the starter answers a grounded question over HTTP: the model (the Vex
 * simulator) invents a bitcoin price, CoinGecko's recorded answer is served over HTTP, and the
 * client receives the real figure.
 */
@SpringBootTest(
    classes = ChatApplication.class,
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = {
      "vex.grounding.deadline=30s",
      "vex.grounding.kinds.crypto.timeout=30s",
      "vex.grounding.kinds.weather.enabled=false",
      "vex.grounding.kinds.news.enabled=false",
      "vex.grounding.kinds.search.enabled=false",
      "vex.grounding.kinds.stocks.enabled=false",
      "vex.grounding.kinds.recipes.enabled=false",
      "vex.grounding.kinds.sports.enabled=false",
      "vex.grounding.kinds.currency.enabled=false",
      "vex.grounding.kinds.translate.enabled=false",
      "management.endpoint.health.show-details=always"
    })
class ChatApplicationTest {
  static final OllamaSimulator SIM = OllamaSimulator.start();
  static final RecordedSource SOURCE = RecordedSource.coinGecko();

  @DynamicPropertySource
  static void servers(DynamicPropertyRegistry registry) {
    registry.add("vex.ollama.base-urls", () -> SIM.baseUrl().toString());
    registry.add("vex.grounding.kinds.crypto.base-url", SOURCE::baseUrl);
  }

  @AfterAll
  static void stop() {
    SIM.close();
    SOURCE.close();
  }

  @LocalServerPort int port;

  private HttpResponse<String> post(String path, String json) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build(),
            HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aGroundedQuestionOverHttpIsAnsweredWithTheRealFigureNotTheInventedOne() throws Exception {
    String draft = "Right now one bitcoin costs 103,500 USD.";
    SIM.enqueue(Reply.text(draft));

    HttpResponse<String> response = post("/chat", "{\"message\":\"What is the bitcoin price?\"}");

    System.out.println("Spring Boot web app, POST /chat: What is the bitcoin price?");
    System.out.println("  model's draft: " + draft);
    System.out.println("  HTTP response: " + response.body());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).contains("65,603").doesNotContain("103,500");
    assertThat(SIM.chatRequests().get(0).messages().toString()).contains("65,603");
  }

  @Test
  void theHealthEndpointShowsTheModelServer() throws Exception {
    HttpResponse<String> health =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/health"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());

    assertThat(health.statusCode()).isEqualTo(200);
    assertThat(health.body()).contains("\"vex\"").contains("\"ollama-1\"").contains("UP");
  }
}
