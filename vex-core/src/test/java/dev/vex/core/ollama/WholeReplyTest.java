package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ReplyTooLargeException;
import dev.vex.core.model.StreamBrokenException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A whole ({@code "stream": false}) reply is collected before the caller wakes; these are the ways
 * such a body goes wrong, served over a real socket: it stalls half way, trickles past the read
 * window, never ends, breaks off, or the caller is cancelled while it is on its way. Each ends in
 * the typed exception that names its limit, within that limit, and the connection is never asked
 * twice for a reply that had begun.
 *
 * <p>The body's shape is Ollama's non-streamed chat reply (docs/api.md, "Chat request (No
 * streaming)"): {@code {"model":…,"created_at":…,"message":{"role":"assistant","content":…},
 * "done":true,…}}; here it is cut off.
 */
class WholeReplyTest {
  private static final String PARTIAL =
      "{\"model\":\"qwen2.5:3b\",\"created_at\":\"2026-12-03T18:00:00.000000Z\","
          + "\"message\":{\"role\":\"assistant\",\"content\":\"Bitcoin costs";

  /** What the test server does with one connection after reading the request head. */
  private interface Behaviour {
    void serve(OutputStream out) throws Exception;
  }

  private ServerSocket server;
  private final CountDownLatch release = new CountDownLatch(1);
  private final AtomicInteger requests = new AtomicInteger();
  private final AtomicLong bytesSent = new AtomicLong();
  private final AtomicReference<Throwable> serverFailure = new AtomicReference<>();

  @BeforeEach
  void listen() throws Exception {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
  }

  @AfterEach
  void close() throws Exception {
    release.countDown();
    server.close();
  }

  /** Serves every connection with the behaviour, counting requests. */
  private void serve(Behaviour behaviour) {
    Thread t =
        new Thread(
            () -> {
              while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                  BufferedReader in =
                      new BufferedReader(
                          new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                  String line;
                  while ((line = in.readLine()) != null && !line.isEmpty()) {
                    // request head; the body is not needed
                  }
                  requests.incrementAndGet();
                  behaviour.serve(s.getOutputStream());
                } catch (IOException e) {
                  // the client closed the connection, or the test closed the server
                } catch (Exception e) {
                  serverFailure.set(e);
                }
              }
            },
            "whole-reply-server");
    t.setDaemon(true);
    t.start();
  }

  private void write(OutputStream out, String text) throws IOException {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    out.write(b);
    out.flush();
    bytesSent.addAndGet(b.length);
  }

  private OllamaClient.Builder client() {
    return OllamaClient.builder()
        .baseUrl("http://127.0.0.1:" + server.getLocalPort())
        .busyRetries(0, Duration.ZERO);
  }

  private static ChatRequest whole() {
    return ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(false).build();
  }

  @Test
  void aBodyThatStallsHalfWayIsEndedByTheIdleTimeout() {
    serve(
        out -> {
          write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n");
          write(out, "Content-Length: 400\r\n\r\n" + PARTIAL);
          release.await(60, TimeUnit.SECONDS);
        });
    OllamaClient c = client().idleTimeout(Duration.ofMillis(300)).build();

    Throwable thrown = catchThrowable(() -> c.chat(whole()));

    assertThat(thrown)
        .isInstanceOf(ModelTimeoutException.class)
        .hasMessageContaining("in the middle of its reply");
    assertThat(((ModelTimeoutException) thrown).phase())
        .isEqualTo(ModelTimeoutException.Phase.IDLE);
    assertThat(requests.get()).isEqualTo(1);
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }

  @Test
  void anErrorBodyThatStallsIsEndedByTheIdleTimeout() {
    serve(
        out -> {
          write(
              out,
              "HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n"
                  + "Content-Length: 200\r\n\r\n{\"error\":\"model runner has");
          release.await(60, TimeUnit.SECONDS);
        });
    OllamaClient c = client().idleTimeout(Duration.ofMillis(300)).build();

    Throwable thrown = catchThrowable(() -> c.chat(whole()));

    assertThat(thrown)
        .isInstanceOf(ModelTimeoutException.class)
        .hasMessageContaining("answered HTTP 500 and then sent nothing");
    assertThat(((ModelTimeoutException) thrown).phase())
        .isEqualTo(ModelTimeoutException.Phase.IDLE);
  }

  @Test
  void anErrorBodyCutShortStillSaysWhatItSaid() {
    serve(
        out -> {
          write(
              out,
              "HTTP/1.1 500 Internal Server Error\r\nContent-Type: application/json\r\n"
                  + "Content-Length: 200\r\n\r\n{\"error\":\"model runner has unexpectedly stopped\"}");
          // the connection closes 150 bytes short of the announced length
        });
    OllamaClient c = client().build();

    Throwable thrown = catchThrowable(() -> c.chat(whole()));

    assertThat(thrown)
        .isInstanceOf(ModelFailedException.class)
        .hasMessageContaining("model runner has unexpectedly stopped");
  }

  @Test
  void aBodyThatTricklesPastTheReadTimeoutIsCutOff() {
    serve(
        out -> {
          write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n");
          write(out, "Content-Length: 100000\r\n\r\n" + PARTIAL);
          // a byte pair every 20 ms until the test releases the server: the pace of the
          // trickle, not a wait for something to happen
          for (int i = 0; i < 2000 && !release.await(20, TimeUnit.MILLISECONDS); i++) {
            write(out, " x");
          }
        });
    OllamaClient c =
        client().idleTimeout(Duration.ofSeconds(30)).readTimeout(Duration.ofSeconds(1)).build();

    Throwable thrown = catchThrowable(() -> c.chat(whole()));

    assertThat(thrown)
        .isInstanceOf(ModelTimeoutException.class)
        .hasMessageContaining("was still sending its reply");
    assertThat(((ModelTimeoutException) thrown).phase())
        .isEqualTo(ModelTimeoutException.Phase.READ);
  }

  @Test
  void aBodyThatNeverEndsIsCutOffAtItsByteLimitWithoutBeingReadToTheEnd() {
    char[] block = new char[16 * 1024];
    Arrays.fill(block, 'a');
    String chunk = Integer.toHexString(block.length) + "\r\n" + new String(block) + "\r\n";
    serve(
        out -> {
          write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n");
          write(out, "Transfer-Encoding: chunked\r\n\r\n");
          write(out, Integer.toHexString(PARTIAL.length()) + "\r\n" + PARTIAL + "\r\n");
          for (int i = 0; i < 100_000; i++) { // 1.6 GB if nobody stops it
            write(out, chunk);
          }
        });
    OllamaClient c = client().maxReplyChars(1024).build();

    Throwable thrown = catchThrowable(() -> c.chat(whole()));

    assertThat(thrown).isInstanceOf(ReplyTooLargeException.class).hasMessageContaining("cut off");
    // The limit is three bytes per character of (1,024 + 64 Ki of overhead): about 200 KB; the
    // server stops when the client closes, well before its 1.6 GB.
    assertThat(bytesSent.get()).isLessThan(64L * 1024 * 1024);
    assertThat(requests.get()).isEqualTo(1);
  }

  @Test
  void aBodyThatBreaksOffIsNotSentAgain() {
    serve(
        out -> {
          write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n");
          write(out, "Content-Length: 400\r\n\r\n" + PARTIAL);
          // and the connection closes
        });
    OllamaClient c = client().build();

    Throwable thrown = catchThrowable(() -> c.chat(whole()));

    assertThat(thrown).isInstanceOf(StreamBrokenException.class).hasMessageContaining("broke off");
    assertThat(requests.get()).as("a reply that had begun is not asked for again").isEqualTo(1);
  }

  @Test
  void aConnectionLostBeforeAnyByteIsTriedOnceMore() throws Exception {
    AtomicInteger served = new AtomicInteger();
    serve(
        out -> {
          if (served.getAndIncrement() == 0) {
            return; // closed without a byte of reply
          }
          String body =
              "{\"model\":\"qwen2.5:3b\",\"created_at\":\"2026-12-03T18:00:00.000000Z\","
                  + "\"message\":{\"role\":\"assistant\",\"content\":\"Hello!\"},"
                  + "\"done_reason\":\"stop\",\"done\":true,\"total_duration\":5191566416,"
                  + "\"load_duration\":2154458,\"prompt_eval_count\":26,"
                  + "\"prompt_eval_duration\":383809000,\"eval_count\":298,"
                  + "\"eval_duration\":4799921000}";
          write(
              out,
              "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                  + body.getBytes(StandardCharsets.UTF_8).length
                  + "\r\n\r\n"
                  + body);
        });
    OllamaClient c = client().build();

    String text = c.chat(whole()).message().content();

    assertThat(text).isEqualTo("Hello!");
    assertThat(requests.get()).isEqualTo(2);
  }

  @Test
  void anInterruptWhileTheBodyIsOnItsWayEndsTheCallAndStaysSet() throws Exception {
    CountDownLatch headersSent = new CountDownLatch(1);
    serve(
        out -> {
          write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n");
          write(out, "Content-Length: 400\r\n\r\n" + PARTIAL);
          headersSent.countDown();
          release.await(60, TimeUnit.SECONDS);
        });
    OllamaClient c = client().idleTimeout(Duration.ofSeconds(60)).build();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicReference<Boolean> interruptedAfter = new AtomicReference<>();
    Thread caller =
        new Thread(
            () -> {
              thrown.set(catchThrowable(() -> c.chat(whole())));
              interruptedAfter.set(Thread.currentThread().isInterrupted());
            });
    caller.start();
    assertThat(headersSent.await(30, TimeUnit.SECONDS)).isTrue();

    caller.interrupt();
    caller.join(30_000);

    assertThat(caller.isAlive()).isFalse();
    assertThat(thrown.get())
        .isInstanceOf(StreamBrokenException.class)
        .hasRootCauseInstanceOf(InterruptedException.class);
    assertThat(interruptedAfter.get()).isTrue();
    assertThat(requests.get()).isEqualTo(1);
    assertThat(serverFailure.get()).isNull();
  }
}
