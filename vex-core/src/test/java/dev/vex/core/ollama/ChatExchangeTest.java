package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelTimeoutException;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
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

  @Test
  void anAsciiWholeBodyIsReadFromItsBytesWithoutADecodedCopy() throws Exception {
    byte[] body = new byte[1 << 20];
    Arrays.fill(body, (byte) 'a');
    char[] buf = new char[8192];
    drain(ChatExchange.decode(whole(body)), buf); // loads and warms the classes read below
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();

    WholeBody.Result whole = whole(body);
    long before = threads.getThreadAllocatedBytes(id);
    long read = drain(ChatExchange.decode(whole), buf);
    long allocated = threads.getThreadAllocatedBytes(id) - before;

    assertThat(read).isEqualTo(body.length);
    // a decoded copy of 1 MiB of ASCII is 2 MiB of chars; reading the bytes as they are, a few
    // objects
    assertThat(allocated).isLessThan(64 * 1024);
  }

  @Test
  void aWholeBodyIsDecodedAsStrictUtf8() throws Exception {
    byte[] norwegian = "{\"content\":\"Blåbær på Tromsø: 12 °C\"}".getBytes(StandardCharsets.UTF_8);
    StringBuilder text = new StringBuilder();
    try (Reader r = ChatExchange.decode(whole(norwegian))) {
      for (int c; (c = r.read()) >= 0; ) {
        text.append((char) c);
      }
    }
    assertThat(text).hasToString("{\"content\":\"Blåbær på Tromsø: 12 °C\"}");

    byte[] malformed = {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, '"', '}'};
    assertThat(catchThrowable(() -> ChatExchange.decode(whole(malformed))))
        .isInstanceOf(CharacterCodingException.class);
  }

  private static WholeBody.Result whole(byte[] bytes) {
    byte[] room = Arrays.copyOf(bytes, bytes.length + 16); // the collector's array has room left
    return new WholeBody.Result(room, bytes.length, WholeBody.Outcome.COMPLETE);
  }

  private static long drain(Reader r, char[] buf) throws Exception {
    long n = 0;
    for (int got; (got = r.read(buf, 0, buf.length)) >= 0; ) {
      n += got;
    }
    return n;
  }
}
