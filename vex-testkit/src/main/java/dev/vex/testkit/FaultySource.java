package dev.vex.testkit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A loopback HTTP/1.1 source on a raw socket that fails the way it is told ({@link SourceFault}).
 * It answers every path alike, closes the connection after each response, and records what it
 * received. One daemon thread per connection; {@link #close()} ends them all.
 */
final class FaultySource implements AutoCloseable {
  static final int MAX_REQUEST_LINE = 8 * 1024;
  static final long ENDLESS_BYTES = 64L * 1024 * 1024;
  private static final int MAX_HEAD = 64 * 1024;
  private static final byte[] HTML =
      ("<!DOCTYPE html><html><head><title>Just a moment...</title></head>"
              + "<body><p>Checking your browser before accessing the site.</p></body></html>")
          .getBytes(StandardCharsets.UTF_8);
  private static final byte[] GARBAGE = {
    0, 1, 2, '{', '"', (byte) 0xff, (byte) 0xfe, '\\', 'u', 'Z', '[', '[', 0x7f, '}', ']', '\n'
  };

  /** What the source received: the request line and the headers, names in lower case. */
  record Received(String requestLine, Map<String, String> headers) {}

  private final ServerSocket server;
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private final List<Received> received = new CopyOnWriteArrayList<>();
  private final BlockingQueue<Received> arrivals = new LinkedBlockingQueue<>();
  private final AtomicLong bytesSent = new AtomicLong();
  private volatile SourceFault fault = SourceFault.RECORDED;
  private volatile SourceResponse recording =
      SourceResponse.json("{}".getBytes(StandardCharsets.UTF_8));
  private volatile boolean closed;
  private volatile int unreachablePort;

  FaultySource() {
    try {
      server = new ServerSocket();
      server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    } catch (IOException e) {
      throw new IllegalStateException("cannot bind a loopback port", e);
    }
    Thread acceptor = new Thread(this::acceptLoop, "vex-testkit-source-" + server.getLocalPort());
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /**
   * The base URL, {@code http://127.0.0.1:PORT}, or a closed port for {@link
   * SourceFault#UNREACHABLE}.
   */
  String baseUrl() {
    return fault == SourceFault.UNREACHABLE ? "http://127.0.0.1:" + unreachablePort : ownUrl();
  }

  /** This server's own base URL, whatever the fault. */
  String ownUrl() {
    return "http://127.0.0.1:" + server.getLocalPort();
  }

  void fail(SourceFault fault) {
    if (fault == SourceFault.UNREACHABLE && unreachablePort == 0) {
      unreachablePort = closedPort();
    }
    this.fault = Objects.requireNonNull(fault);
  }

  void serve(SourceResponse response) {
    this.recording = Objects.requireNonNull(response);
  }

  List<Received> received() {
    return List.copyOf(received);
  }

  long bytesSent() {
    return bytesSent.get();
  }

  /**
   * Waits until a request has arrived: the handshake that tells a test the client is now waiting on
   * this source.
   *
   * @return whether one arrived within the time
   */
  boolean awaitRequest(Duration within) throws InterruptedException {
    return arrivals.poll(within.toNanos(), TimeUnit.NANOSECONDS) != null;
  }

  @Override
  public void close() {
    closed = true;
    try {
      server.close();
    } catch (IOException e) {
      // closing anyway
    }
    for (Socket s : open) {
      closeQuietly(s);
    }
  }

  private void acceptLoop() {
    while (!closed) {
      Socket socket;
      try {
        socket = server.accept();
      } catch (IOException e) {
        return;
      }
      open.add(socket);
      Thread t = new Thread(() -> serve(socket), "vex-testkit-conn");
      t.setDaemon(true);
      t.start();
    }
  }

  private void serve(Socket socket) {
    try (socket) {
      InputStream in = socket.getInputStream();
      OutputStream out = socket.getOutputStream();
      byte[] head = readHead(in);
      if (head == null) {
        return;
      }
      String text = new String(head, StandardCharsets.ISO_8859_1);
      String[] lines = text.split("\r\n");
      Map<String, String> headers = new LinkedHashMap<>();
      for (int i = 1; i < lines.length; i++) {
        int colon = lines[i].indexOf(':');
        if (colon > 0) {
          headers.put(
              lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
              lines[i].substring(colon + 1).strip());
        }
      }
      Received r = new Received(lines[0], headers);
      received.add(r);
      arrivals.add(r);
      drainBody(in, headers);
      if (lines[0].length() > MAX_REQUEST_LINE) {
        respond(out, 414, "text/plain", "URI Too Long".getBytes(StandardCharsets.UTF_8));
        return;
      }
      answer(socket, in, out);
    } catch (IOException e) {
      // the client went away: nothing to answer
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      open.remove(socket);
    }
  }

  private void answer(Socket socket, InputStream in, OutputStream out)
      throws IOException, InterruptedException {
    SourceResponse rec = recording;
    switch (fault) {
      case RECORDED -> respond(out, rec.status(), rec.contentType(), rec.body());
      case SERVER_ERROR ->
          respond(out, 503, "text/plain", "upstream down".getBytes(StandardCharsets.UTF_8));
      case RATE_LIMITED ->
          respond(out, 429, "text/plain", "Too Many Requests".getBytes(StandardCharsets.UTF_8));
      case NOT_FOUND ->
          respond(out, 404, "text/plain", "404 page not found".getBytes(StandardCharsets.UTF_8));
      case HTML -> respond(out, 200, "text/html; charset=utf-8", HTML);
      case EMPTY -> respond(out, 200, "application/json", new byte[0]);
      case GARBAGE -> respond(out, 200, "application/json", GARBAGE);
      case TRUNCATED -> {
        byte[] body =
            rec.body().length >= 2
                ? rec.body()
                : "{\"data\":[1,2,3]}".getBytes(StandardCharsets.UTF_8);
        head(out, 200, rec.contentType(), body.length);
        write(out, Arrays.copyOf(body, body.length / 2));
        out.flush();
        socket.shutdownOutput();
      }
      case CLOSED, UNREACHABLE -> socket.shutdownOutput();
      case URI_TOO_LONG ->
          respond(out, 414, "text/plain", "URI Too Long".getBytes(StandardCharsets.UTF_8));
      case HANGING -> waitForClient(in);
      case DRIBBLING -> {
        // JSON whitespace, then the recording: long enough that only a timeout ends it.
        byte[] body = new byte[(1 << 20) + rec.body().length];
        Arrays.fill(body, 0, 1 << 20, (byte) ' ');
        System.arraycopy(rec.body(), 0, body, 1 << 20, rec.body().length);
        head(out, 200, rec.contentType(), body.length);
        for (int i = 0; i < body.length && !closed; i++) {
          out.write(body[i]);
          out.flush();
          bytesSent.incrementAndGet();
          Thread.sleep(100);
        }
      }
      case ENDLESS -> {
        out.write(
            ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1));
        write(out, "{\"data\":\"".getBytes(StandardCharsets.UTF_8));
        byte[] block = new byte[64 * 1024];
        Arrays.fill(block, (byte) 'a');
        while (bytesSent.get() < ENDLESS_BYTES && !closed) {
          write(out, block);
        }
        out.flush();
        waitForClient(in);
      }
    }
  }

  /** Blocks until the client closes the connection or the source is closed. */
  private static void waitForClient(InputStream in) throws IOException {
    byte[] sink = new byte[1024];
    while (in.read(sink) >= 0) {
      // discard whatever the client still sends
    }
  }

  private void respond(OutputStream out, int status, String contentType, byte[] body)
      throws IOException {
    head(out, status, contentType, body.length);
    write(out, body);
    out.flush();
  }

  private static void head(OutputStream out, int status, String contentType, int length)
      throws IOException {
    String h =
        "HTTP/1.1 "
            + status
            + " "
            + reason(status)
            + "\r\nContent-Type: "
            + contentType
            + "\r\nContent-Length: "
            + length
            + "\r\nConnection: close\r\n\r\n";
    out.write(h.getBytes(StandardCharsets.ISO_8859_1));
  }

  private void write(OutputStream out, byte[] bytes) throws IOException {
    out.write(bytes);
    bytesSent.addAndGet(bytes.length);
  }

  private static String reason(int status) {
    return switch (status) {
      case 200 -> "OK";
      case 404 -> "Not Found";
      case 414 -> "URI Too Long";
      case 429 -> "Too Many Requests";
      case 503 -> "Service Unavailable";
      default -> "Status";
    };
  }

  /** Reads up to the blank line after the headers; null when the client closed first. */
  private static byte[] readHead(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream(512);
    int last4 = 0;
    while (head.size() < MAX_HEAD) {
      int b = in.read();
      if (b < 0) {
        return null;
      }
      head.write(b);
      last4 = (last4 << 8) | b;
      if (last4 == 0x0d0a0d0a) {
        byte[] all = head.toByteArray();
        return Arrays.copyOf(all, all.length - 4);
      }
    }
    return head.toByteArray();
  }

  private static void drainBody(InputStream in, Map<String, String> headers) throws IOException {
    String length = headers.get("content-length");
    if (length == null) {
      return;
    }
    long left;
    try {
      left = Math.min(Long.parseLong(length.strip()), 1 << 20);
    } catch (NumberFormatException e) {
      return;
    }
    byte[] sink = new byte[8192];
    while (left > 0) {
      int n = in.read(sink, 0, (int) Math.min(sink.length, left));
      if (n < 0) {
        return;
      }
      left -= n;
    }
  }

  private static int closedPort() {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new IllegalStateException("cannot find a free port", e);
    }
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (SocketException e) {
      // already closed
    } catch (IOException e) {
      // closing anyway
    }
  }

  static List<String> lines(List<Received> received) {
    List<String> out = new ArrayList<>();
    received.forEach(r -> out.add(r.requestLine()));
    return out;
  }
}
