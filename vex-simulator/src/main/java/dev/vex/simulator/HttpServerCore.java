package dev.vex.simulator;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small HTTP/1.1 server on plain sockets: one thread per connection from a cached daemon pool,
 * keep-alive, and full control over every byte (so it can stall, drop, or stream raw chunks).
 */
final class HttpServerCore implements AutoCloseable {

  /** Handles one request; it must write a response or abort the connection. */
  interface Handler {
    void handle(HttpRequestReader.Request request, HttpResponder responder)
        throws IOException, InterruptedException;
  }

  private static final AtomicInteger SERVERS = new AtomicInteger();

  private final Handler handler;
  private final ServerSocket serverSocket;
  private final ExecutorService pool;
  private final Set<Socket> sockets = ConcurrentHashMap.newKeySet();
  private final CountDownLatch closed = new CountDownLatch(1);
  private final Thread acceptor;

  HttpServerCore(Handler handler) {
    this(handler, 0);
  }

  HttpServerCore(Handler handler, int port) {
    this.handler = handler;
    int id = SERVERS.incrementAndGet();
    AtomicInteger threads = new AtomicInteger();
    this.pool =
        Executors.newCachedThreadPool(
            r -> {
              Thread t = new Thread(r, "ollama-sim-" + id + "-conn-" + threads.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    try {
      this.serverSocket = new ServerSocket();
      serverSocket.setReuseAddress(true);
      serverSocket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1024);
    } catch (IOException e) {
      pool.shutdownNow();
      throw new UncheckedIOException("cannot bind the simulator to 127.0.0.1:" + port, e);
    }
    this.acceptor = new Thread(this::acceptLoop, "ollama-sim-" + id + "-accept");
    acceptor.setDaemon(true);
  }

  void start() {
    acceptor.start();
  }

  int port() {
    return serverSocket.getLocalPort();
  }

  /**
   * Waits, unless the server closes first.
   *
   * @return true when the full duration passed, false when the server closed
   */
  boolean pause(Duration duration) throws InterruptedException {
    if (duration.isZero() || duration.isNegative()) {
      return closed.getCount() > 0;
    }
    return !closed.await(duration.toNanos(), TimeUnit.NANOSECONDS);
  }

  private void acceptLoop() {
    while (closed.getCount() > 0) {
      Socket socket;
      try {
        socket = serverSocket.accept();
      } catch (IOException e) {
        return; // closed
      }
      sockets.add(socket);
      try {
        pool.execute(() -> serve(socket));
      } catch (RuntimeException e) {
        sockets.remove(socket);
        closeQuietly(socket);
      }
    }
  }

  private void serve(Socket socket) {
    try {
      socket.setTcpNoDelay(true);
      InputStream in = new BufferedInputStream(socket.getInputStream(), 16 * 1024);
      OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024);
      HttpRequestReader reader = new HttpRequestReader(in, () -> sendContinue(out));
      while (closed.getCount() > 0) {
        HttpRequestReader.Request request;
        try {
          request = reader.read();
        } catch (HttpRequestReader.BadRequestException e) {
          out.write(
              ("HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\n"
                      + "Connection: close\r\nContent-Length: 15\r\n\r\n400 Bad Request")
                  .getBytes(StandardCharsets.ISO_8859_1));
          out.flush();
          return;
        }
        if (request == null) {
          return;
        }
        HttpResponder responder =
            new HttpResponder(socket, out, request.method(), request.keepAlive());
        handler.handle(request, responder);
        if (!responder.reusable()) {
          return;
        }
      }
    } catch (IOException | UncheckedIOException e) {
      // the client went away or the server is closing
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      sockets.remove(socket);
      closeQuietly(socket);
    }
  }

  private static void sendContinue(OutputStream out) {
    try {
      out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    if (closed.getCount() == 0) {
      return;
    }
    closed.countDown();
    closeQuietly(serverSocket);
    for (Socket s : sockets) {
      closeQuietly(s);
    }
    pool.shutdownNow();
    try {
      if (!pool.awaitTermination(2, TimeUnit.SECONDS)) {
        return; // daemon threads; they end with the JVM at the latest
      }
      acceptor.join(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void closeQuietly(AutoCloseable c) {
    try {
      c.close();
    } catch (SocketException e) {
      // already closed
    } catch (Exception e) {
      // nothing more to do while closing
    }
  }
}
