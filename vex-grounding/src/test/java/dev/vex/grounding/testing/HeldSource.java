package dev.vex.grounding.testing;

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
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A loopback source on a raw socket that answers each request with a recording, but holds the
 * requests the test names until the test calls {@link #release()}: the handshake that shows a
 * fetcher or a turn stopped waiting at its timeout or deadline, with no clock read by the test. A
 * held request gets nothing (a hanging source) or its head and the first half of its body (a slow
 * body); after the release, or after 60 s at the latest, it gets the rest. {@link #heldAnswered()}
 * counts the held requests that got their whole answer: zero when the fetch ended, and the fetch
 * did not wait for the source.
 */
public final class HeldSource implements AutoCloseable {
  /** Generous cap on a hold, so a test that never releases still ends. */
  private static final long HOLD_SECONDS = 60;

  private final ServerSocket server;
  private final Function<String, byte[]> recordings;
  private final Predicate<String> held;
  private final boolean halfFirst;
  private final CountDownLatch release = new CountDownLatch(1);
  private final AtomicInteger heldArrived = new AtomicInteger();
  private final AtomicInteger heldAnswered = new AtomicInteger();

  private HeldSource(Function<String, byte[]> recordings, Predicate<String> held, boolean halfFirst)
      throws IOException {
    this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    this.recordings = recordings;
    this.held = held;
    this.halfFirst = halfFirst;
    Thread acceptor = new Thread(this::accept, "held-source");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /**
   * Starts a source.
   *
   * @param recordings the body for a request path (query removed); null or empty answers 404
   * @param held which paths to hold until {@link #release()}
   * @param halfFirst true to send a held request's head and half its body before the hold
   * @return the running source
   * @throws IOException when no loopback port can be bound
   */
  public static HeldSource start(
      Function<String, byte[]> recordings, Predicate<String> held, boolean halfFirst)
      throws IOException {
    return new HeldSource(recordings, held, halfFirst);
  }

  /**
   * Returns the base URL to point fetchers at.
   *
   * @return {@code http://127.0.0.1:port}
   */
  public String baseUrl() {
    return "http://127.0.0.1:" + server.getLocalPort();
  }

  /**
   * Returns how many held requests have arrived.
   *
   * @return the count
   */
  public int heldArrived() {
    return heldArrived.get();
  }

  /**
   * Waits until at least {@code count} held requests have arrived: a client that gave up may have
   * hung up before this server's thread read its request (on a busy machine), but what it sent is
   * still read.
   *
   * @param count how many
   * @param timeout how long to wait at most (a generous bound)
   * @return whether they arrived in time
   * @throws InterruptedException when interrupted
   */
  public boolean awaitHeldArrived(int count, Duration timeout) throws InterruptedException {
    long until = System.nanoTime() + timeout.toNanos();
    synchronized (heldArrived) {
      while (heldArrived.get() < count) {
        long left = until - System.nanoTime();
        if (left <= 0) {
          return false;
        }
        TimeUnit.NANOSECONDS.timedWait(heldArrived, left);
      }
      return true;
    }
  }

  /**
   * Returns how many held requests got their whole answer.
   *
   * @return the count
   */
  public int heldAnswered() {
    return heldAnswered.get();
  }

  /** Lets every held request, and every later one, have its whole answer. */
  public void release() {
    release.countDown();
  }

  @Override
  public void close() throws IOException {
    release();
    server.close();
  }

  private void accept() {
    while (!server.isClosed()) {
      Socket socket;
      try {
        socket = server.accept();
      } catch (IOException e) {
        return;
      }
      Thread t = new Thread(() -> answer(socket), "held-source-connection");
      t.setDaemon(true);
      t.start();
    }
  }

  private void answer(Socket socket) {
    try (socket) {
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
      String requestLine = in.readLine();
      if (requestLine == null) {
        return;
      }
      for (String h = in.readLine(); h != null && !h.isEmpty(); h = in.readLine()) {
        // headers are not needed
      }
      String path = requestLine.split(" ")[1].replaceFirst("\\?.*$", "");
      byte[] body = recordings.apply(path);
      body = body == null ? new byte[0] : body;
      byte[] head =
          ("HTTP/1.1 "
                  + (body.length > 0 ? "200 OK" : "404 Not Found")
                  + "\r\nContent-Type: application/json; charset=utf-8"
                  + "\r\nContent-Length: "
                  + body.length
                  + "\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.ISO_8859_1);
      OutputStream out = socket.getOutputStream();
      boolean holding = held.test(path);
      int sent = 0;
      if (holding) {
        synchronized (heldArrived) {
          heldArrived.incrementAndGet();
          heldArrived.notifyAll();
        }
        if (halfFirst) {
          out.write(head);
          sent = body.length / 2;
          out.write(body, 0, sent);
          out.flush();
        }
        release.await(HOLD_SECONDS, TimeUnit.SECONDS);
      }
      if (!holding || !halfFirst) {
        out.write(head);
      }
      out.write(Arrays.copyOfRange(body, sent, body.length));
      out.flush();
      if (holding) {
        heldAnswered.incrementAndGet();
      }
    } catch (IOException e) {
      // the client went away: for a held request, that is the point
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
