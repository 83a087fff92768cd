package dev.vex.benchmarks.grounding;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A local server on 127.0.0.1 answering {@code /api/v3/coins/markets} with the recorded CoinGecko
 * response, byte for byte, and counting the requests.
 */
final class RecordingServer implements AutoCloseable {
  private final ExecutorService threads = Executors.newFixedThreadPool(4);
  private final HttpServer server;
  private final AtomicLong hits = new AtomicLong();

  RecordingServer(Path fixtures) throws IOException {
    // Without TCP_NODELAY the JDK's small server waits for delayed ACKs (about 40 ms per exchange).
    System.setProperty("sun.net.httpserver.nodelay", "true");
    byte[] prices = read(fixtures.resolve("real/coingecko/coins_markets_usd_ids_bitcoin.json"));
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
    server.setExecutor(threads);
    server.createContext(
        "/api/v3/coins/markets",
        ex -> {
          hits.incrementAndGet();
          ex.getResponseHeaders().set("Content-Type", "application/json");
          ex.sendResponseHeaders(200, prices.length);
          try (OutputStream out = ex.getResponseBody()) {
            out.write(prices);
          }
        });
    server.start();
  }

  URI base() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  long hits() {
    return hits.get();
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }

  private static byte[] read(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot read the recording " + p.toAbsolutePath() + "; pass --fixtures <folder>", e);
    }
  }
}
