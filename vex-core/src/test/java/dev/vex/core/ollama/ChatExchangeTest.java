package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelTimeoutException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The exchange's deadlines over a real socket, for the replies the simulator does not script: an
 * error status whose body stalls after the headers.
 */
class ChatExchangeTest {
  private ServerSocket server;
  private final CountDownLatch release = new CountDownLatch(1);

  @BeforeEach
  void listen() throws Exception {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
  }

  @AfterEach
  void close() throws Exception {
    release.countDown();
    server.close();
  }

  /** Answers one request with these head and body bytes, then holds the connection open. */
  private void serveOnceThenStall(String head, String partialBody) {
    Thread t =
        new Thread(
            () -> {
              try (Socket s = server.accept()) {
                BufferedReader in =
                    new BufferedReader(
                        new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                String line;
                while ((line = in.readLine()) != null && !line.isEmpty()) {
                  // request head; the body is not needed
                }
                OutputStream out = s.getOutputStream();
                out.write((head + "\r\n\r\n" + partialBody).getBytes(StandardCharsets.UTF_8));
                out.flush();
                release.await(60, TimeUnit.SECONDS);
              } catch (Exception ignored) {
                // the test closed the server
              }
            },
            "stalling-server");
    t.setDaemon(true);
    t.start();
  }

  @Test
  void errorStatusWhoseBodyStallsIsBoundedByTheIdleTimeout() {
    // Ollama's error body is {"error":"..."} (docs/api.md, "Errors"); this one stops half way.
    serveOnceThenStall(
        "HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n"
            + "Content-Length: 200",
        "{\"error\":\"model runner has");
    OllamaClient client =
        OllamaClient.builder()
            .baseUrl("http://127.0.0.1:" + server.getLocalPort())
            .idleTimeout(Duration.ofMillis(300))
            .busyRetries(0, Duration.ZERO)
            .build();

    Throwable thrown =
        catchThrowable(
            () ->
                client.chat(
                    ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(true)
                        .build()));

    assertThat(thrown)
        .isInstanceOf(ModelTimeoutException.class)
        .hasMessageContaining("answered HTTP 500 and then sent nothing");
    assertThat(((ModelTimeoutException) thrown).phase())
        .isEqualTo(ModelTimeoutException.Phase.IDLE);
  }

  @Test
  void okStatusWhoseStreamStallsBeforeTheFirstLineIsBoundedByTheIdleTimeout() {
    serveOnceThenStall(
        "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked", "");
    OllamaClient client =
        OllamaClient.builder()
            .baseUrl("http://127.0.0.1:" + server.getLocalPort())
            .idleTimeout(Duration.ofMillis(300))
            .build();

    Throwable thrown =
        catchThrowable(
            () ->
                client.chat(
                    ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(true)
                        .build()));

    assertThat(thrown)
        .isInstanceOf(ModelTimeoutException.class)
        .hasMessageContaining("sent nothing");
  }
}
