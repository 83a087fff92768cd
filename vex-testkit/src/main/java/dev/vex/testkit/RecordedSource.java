package dev.vex.testkit;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real recorded response of a source served over HTTP on loopback, for tests and offline demos
 * that point a fetcher's base URL at it ({@code
 * CryptoFetcher.builder().baseUrl(source.baseUrl())}). Every request, whatever its path, gets the
 * same response (but see {@link #coinGecko()}); {@link #requests()} counts them.
 *
 * <pre>{@code
 * try (RecordedSource coinGecko = RecordedSource.coinGecko()) {   // BTC at 89,369 USD
 *   ...
 * }
 * }</pre>
 *
 * <p>One server thread; {@link #close()} stops it. Thread-safe.
 */
public final class RecordedSource implements AutoCloseable {
  private static final String COINGECKO =
      "recorded/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json";

  private final HttpServer server;
  private final AtomicInteger requests = new AtomicInteger();

  private RecordedSource(SourceResponse response, String absentPath) {
    Objects.requireNonNull(response, "response");
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext(
        "/",
        exchange -> {
          if (absentPath != null && exchange.getRequestURI().getPath().startsWith(absentPath)) {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
            return;
          }
          requests.incrementAndGet();
          exchange.getResponseHeaders().add("Content-Type", response.contentType());
          exchange.sendResponseHeaders(
              response.status(), response.body().length == 0 ? -1 : response.body().length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(response.body());
          }
        });
    server.start();
  }

  /**
   * Serves a response.
   *
   * @param response what every request gets
   * @return the started source
   */
  public static RecordedSource serve(SourceResponse response) {
    return new RecordedSource(response, null);
  }

  /**
   * Serves CoinGecko's recorded simple-price answer for bitcoin, ethereum and tether in USD with
   * the 24-hour change: BTC at 89,369 USD, -0.27 %. It serves the simple API only, as a mirror of
   * it would: {@code /api/v3/coins/markets} answers 404 (not counted in {@link #requests()}), so
   * that vex-grounding's crypto fetcher asks {@code /api/v3/simple/price} instead.
   *
   * @return the started source
   */
  public static RecordedSource coinGecko() {
    try (InputStream in = RecordedSource.class.getResourceAsStream(COINGECKO)) {
      if (in == null) {
        throw new IllegalStateException("the testkit jar lacks its resource " + COINGECKO);
      }
      return new RecordedSource(SourceResponse.json(in.readAllBytes()), "/api/v3/coins/markets");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Returns the base URL to give the fetcher, such as {@code http://127.0.0.1:41234}.
   *
   * @return the base URL, without a trailing slash
   */
  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /**
   * Returns how many requests the source has answered.
   *
   * @return the count
   */
  public int requests() {
    return requests.get();
  }

  /** Stops the server. */
  @Override
  public void close() {
    server.stop(0);
  }
}
