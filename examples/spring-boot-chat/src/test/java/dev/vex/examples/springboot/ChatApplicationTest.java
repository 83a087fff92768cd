package dev.vex.examples.springboot;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The example application, started as {@link OfflineChat} starts it (on a free port), answers a
 * grounded question over real HTTP: the simulated model invents a bitcoin price, and the client
 * receives CoinGecko's recorded figure instead.
 */
class ChatApplicationTest {
  private final OfflineChat offline = new OfflineChat();
  private ConfigurableApplicationContext app;
  private int port;

  @BeforeEach
  void start() {
    java.util.List<String> args = new java.util.ArrayList<>(offline.arguments());
    args.add("--server.port=0");
    args.add("--vex.grounding.deadline=30s"); // a busy test machine meets these
    args.add("--vex.grounding.kinds.crypto.timeout=30s");
    app = SpringApplication.run(ChatApplication.class, args.toArray(String[]::new));
    port = Integer.parseInt(app.getEnvironment().getProperty("local.server.port"));
  }

  @AfterEach
  void stop() {
    try (offline) {
      app.close();
    }
  }

  @Test
  void anInventedPriceIsReplacedByTheRecordedOneInTheHttpAnswer() throws Exception {
    String question = "What is the bitcoin price?";
    HttpResponse<String> response =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/chat"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"" + question + "\"}"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());

    System.out.println("examples/spring-boot-chat, POST /chat: " + question);
    System.out.println("  model's draft: " + OfflineChat.INVENTED);
    System.out.println("  HTTP response: " + response.body());
    assertThat(response.statusCode()).isEqualTo(200);
    assertThat(response.body()).doesNotContain("97,250").contains("65,603");
    assertThat(offline.sourceRequests()).isEqualTo(1);
  }
}
