package dev.vex.spring.ai;

import com.sun.net.httpserver.HttpServer;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

/** CoinGecko's recorded simple-price answer (BTC at 89,369 USD) served over real HTTP. */
final class RecordedSource implements AutoCloseable {
  static final String FIXTURE =
      "/fixtures/coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json";

  private final HttpServer server;
  final AtomicInteger requests = new AtomicInteger();

  RecordedSource() {
    byte[] body;
    try (InputStream in = RecordedSource.class.getResourceAsStream(FIXTURE)) {
      body = in.readAllBytes();
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext(
        "/api/v3/simple/price",
        exchange -> {
          requests.incrementAndGet();
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, body.length);
          try (var out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Crypto only, from this source: no other kind reaches the network. */
  Grounding grounding() {
    return Grounding.builder()
        .without(
            "weather", "news", "search", "stocks", "recipes", "sports", "currency", "translate")
        .crypto(CryptoFetcher.builder().baseUrl(baseUrl()).timeout(Duration.ofSeconds(10)).build())
        .build();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
