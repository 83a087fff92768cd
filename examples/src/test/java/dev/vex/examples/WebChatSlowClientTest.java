package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link WebChat} as a person starts it ({@code main}, in a JVM of its own: the JDK server reads
 * its deadline and connection bound once per JVM) under slowloris clients: each sends part of a
 * request and then one byte every half second, in the headers or in a body that would take minutes
 * to end. A normal client still gets its answer, and every slow one is cut off. Waits are
 * handshakes with a generous bound, never an upper bound on how fast the server is.
 */
class WebChatSlowClientTest {
  private static final Duration BOUND = Duration.ofMinutes(2);

  /** The test's deadline for a request, short so that the test is, given on the command line. */
  private static final int REQUEST_SECONDS = 2;

  /**
   * A request deadline (and server idle interval) longer than any wait of the test: with it, only
   * the connection gate closes a connection that says nothing.
   */
  private static final int NO_DEADLINE_SECONDS = 3_600;

  /** The threads the server had before it bounded slow requests: these many used to stop it. */
  private static final int OLD_POOL = WebChat.MAX_TURNS + 6;

  /** Another client's address (Linux routes all of 127.0.0.0/8 to loopback). */
  private static final InetAddress OTHER = address(127, 0, 0, 2);

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(BOUND).build();
  private final ScheduledExecutorService dribble = Executors.newScheduledThreadPool(2);
  private final List<Socket> sockets = new CopyOnWriteArrayList<>();
  private Process process;
  private URI uri;

  /** Starts WebChat in a JVM of its own with {@code requestSeconds} for a request to arrive. */
  private void start(int requestSeconds) throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = s.getLocalPort();
    }
    ProcessBuilder pb =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dsun.net.httpserver.idleInterval=" + Math.max(30, requestSeconds),
                "-cp",
                System.getProperty("java.class.path"),
                "dev.vex.examples.WebChat",
                "--port",
                "0",
                "--request-seconds",
                String.valueOf(requestSeconds))
            .redirectErrorStream(true);
    // No Ollama answers there: the program uses its built-in simulator.
    pb.environment().put("OLLAMA_HOST", "http://127.0.0.1:" + closedPort);
    process = pb.start();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    CompletableFuture<URI> started = new CompletableFuture<>();
    Thread reader =
        new Thread(
            () -> {
              try {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                  if (line.startsWith("WebChat at ")) {
                    started.complete(URI.create(line.substring(11, line.indexOf('/', 18) + 1)));
                  }
                }
                started.completeExceptionally(new IOException("WebChat ended before it started"));
              } catch (IOException e) {
                started.completeExceptionally(e);
              }
            },
            "webchat-output");
    reader.setDaemon(true);
    reader.start();
    uri = started.get(BOUND.toMillis(), TimeUnit.MILLISECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    dribble.shutdownNow();
    for (Socket s : sockets) {
      s.close();
    }
    if (process != null) {
      process.destroy();
      if (!process.waitFor(BOUND.toMillis(), TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
      }
    }
  }

  @Test
  void slowClientsAreCutOffAndANormalClientStillGetsItsAnswer() throws Exception {
    start(REQUEST_SECONDS);
    // More slow clients than the threads the server used to have (they stopped it for good): a
    // normal client is answered, each slow one having a thread of its own until the deadline cuts
    // it off.
    CountDownLatch cut = new CountDownLatch(OLD_POOL + 4);
    for (int i = 0; i < OLD_POOL + 4; i++) {
      slowClient(i % 2 == 0, cut);
    }
    assertThat(chat(http, "What is the bitcoin price?")).contains("event: done");
    assertThat(cut.await(BOUND.toMillis(), TimeUnit.MILLISECONDS))
        .as("all slow clients cut")
        .isTrue();

    // More slow clients than the server has threads: those over its bound are closed at once, and
    // the deadline frees the rest; a normal client that tries again is answered.
    CountDownLatch all = new CountDownLatch(WebChat.THREADS + 4);
    for (int i = 0; i < WebChat.THREADS + 4; i++) {
      slowClient(i % 2 == 0, all);
    }
    // A new client: the first one's kept-alive connection would have a thread of its own.
    HttpClient fresh = HttpClient.newBuilder().connectTimeout(BOUND).build();
    String answer = null;
    long end = System.nanoTime() + BOUND.toNanos();
    while (answer == null && System.nanoTime() < end) {
      try {
        answer = chat(fresh, "What is the bitcoin price?");
      } catch (IOException closedAtOnce) {
        all.await(100, TimeUnit.MILLISECONDS); // a pause before trying again, not an ordering
      }
    }
    assertThat(answer).as("answered within %s", BOUND).contains("event: done");
    assertThat(all.await(BOUND.toMillis(), TimeUnit.MILLISECONDS))
        .as("all slow clients cut")
        .isTrue();
  }

  /**
   * Starts a client that sends the start of a request and then a byte every half second: in the
   * headers, or in a body as large as the server takes (it would take over two hours). Counts
   * {@code cut} down when the server closes it (end of stream or reset) or answers 408.
   */
  private void slowClient(boolean inHeaders, CountDownLatch cut) throws IOException {
    Socket s = new Socket(uri.getHost(), uri.getPort(), OTHER, 0);
    sockets.add(s);
    // Longer than the test waits for the cut: a read that times out is no cut.
    s.setSoTimeout((int) BOUND.multipliedBy(3).toMillis());
    OutputStream out = s.getOutputStream();
    String start =
        "POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1:"
            + uri.getPort()
            + "\r\nContent-Type: application/json\r\n"
            + (inHeaders
                ? "X-Slow: "
                : "Content-Length: " + WebChat.MAX_BODY_BYTES + "\r\n\r\n{\"message\":\"");
    out.write(start.getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
    var task =
        dribble.scheduleWithFixedDelay(
            () -> {
              try {
                out.write('a');
                out.flush();
              } catch (IOException e) {
                // closed: the reader below counts it
              }
            },
            500,
            500,
            TimeUnit.MILLISECONDS);
    Thread reader =
        new Thread(
            () -> {
              try {
                InputStream in = s.getInputStream();
                byte[] head = in.readNBytes(12);
                if (head.length < 12
                    || new String(head, StandardCharsets.ISO_8859_1).equals("HTTP/1.1 408")) {
                  cut.countDown();
                }
              } catch (SocketTimeoutException e) {
                // still held after the test's bound: not cut
              } catch (IOException e) {
                cut.countDown(); // reset
              } finally {
                task.cancel(false);
              }
            },
            "slow-client");
    reader.setDaemon(true);
    reader.start();
  }

  @Test
  void aClientHoldingManyIdleConnectionsCannotLockOthersOut() throws Exception {
    start(NO_DEADLINE_SECONDS);
    // A process on another address opens more connections than the server has threads and
    // keeps them open, opening a new one whenever one is closed.
    List<Socket> held = new CopyOnWriteArrayList<>();
    CountDownLatch opened = new CountDownLatch(WebChat.THREADS + 4);
    for (int i = 0; i < WebChat.THREADS + 4; i++) {
      Socket s = new Socket(uri.getHost(), uri.getPort(), OTHER, 0);
      sockets.add(s);
      held.add(s);
      opened.countDown();
    }
    assertThat(opened.await(BOUND.toMillis(), TimeUnit.MILLISECONDS)).isTrue();
    // The server takes its share from that address and closes the rest. Nothing else closes a
    // connection here (no request deadline, no idle close within the test), so the test waits for
    // those closes however slow the machine is, and then finds the share still open: a gate
    // without a share per address would keep all but four open.
    int share = WebChat.PER_ADDRESS;
    List<Socket> stillOpen = new ArrayList<>(held);
    long end = System.nanoTime() + BOUND.toNanos();
    while (stillOpen.size() > share && System.nanoTime() < end) {
      stillOpen.removeIf(WebChatSlowClientTest::closedByServer);
    }
    assertThat(stillOpen).as("connections still open after %s", BOUND).hasSize(share);
    assertThat(stillOpen).noneMatch(WebChatSlowClientTest::closedByServer);
    // Someone else is answered at the first try while those connections stay open.
    HttpClient fresh = HttpClient.newBuilder().connectTimeout(BOUND).build();
    assertThat(chat(fresh, "What is the bitcoin price?")).contains("event: done");
  }

  @Test
  void aLocalProcessReconnectingCannotKeepTheBrowserOut() throws Exception {
    start(REQUEST_SECONDS);
    // From the browser's own address: connections left open, each replaced when it is closed.
    List<Socket> hog = new CopyOnWriteArrayList<>();
    for (int i = 0; i < WebChat.THREADS + 4; i++) {
      Socket s = new Socket(uri.getHost(), uri.getPort());
      sockets.add(s);
      hog.add(s);
    }
    var reconnect =
        dribble.scheduleWithFixedDelay(
            () -> {
              for (Socket s : hog) {
                try {
                  s.setSoTimeout(1);
                  if (s.getInputStream().read() < 0) {
                    throw new IOException("closed");
                  }
                } catch (SocketTimeoutException open) {
                  continue;
                } catch (IOException closed) {
                  hog.remove(s);
                  try {
                    Socket again = new Socket(uri.getHost(), uri.getPort());
                    sockets.add(again);
                    hog.add(again);
                  } catch (IOException e) {
                    // the server is going away
                  }
                }
              }
            },
            0,
            100,
            TimeUnit.MILLISECONDS);
    try {
      // The browser tries as a person does, again after a refusal: the connection idle longest
      // makes room for it.
      HttpClient browser = HttpClient.newBuilder().connectTimeout(BOUND).build();
      String answer = null;
      long end = System.nanoTime() + BOUND.toNanos();
      while (answer == null && System.nanoTime() < end) {
        try {
          answer = chat(browser, "What is the bitcoin price?");
        } catch (IOException refused) {
          new CountDownLatch(1).await(200, TimeUnit.MILLISECONDS); // a pause before trying again
        }
      }
      assertThat(answer).as("answered within %s", BOUND).contains("event: done");
    } finally {
      reconnect.cancel(true);
    }
  }

  /** Whether the server closed or reset {@code s}; a short read poll, not a bound. */
  private static boolean closedByServer(Socket s) {
    try {
      s.setSoTimeout(20);
      return s.getInputStream().read() < 0;
    } catch (SocketTimeoutException open) {
      return false;
    } catch (IOException reset) {
      return true;
    }
  }

  private static InetAddress address(int a, int b, int c, int d) {
    try {
      return InetAddress.getByAddress(new byte[] {(byte) a, (byte) b, (byte) c, (byte) d});
    } catch (java.net.UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }

  /** One chat turn as the page sends it; returns the event stream. */
  private String chat(HttpClient client, String message) throws Exception {
    HttpResponse<String> r =
        client.send(
            HttpRequest.newBuilder(uri.resolve("/api/chat"))
                .timeout(BOUND)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"message\":\"" + message + "\"}"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    return r.body();
  }
}
