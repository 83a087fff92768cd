package dev.vex.testkit;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A real recorded response of a source served over HTTP on loopback, for tests and offline demos
 * that point a fetcher's base URL at it ({@code
 * CryptoFetcher.builder().baseUrl(source.baseUrl())}). Every request, whatever its path, gets the
 * same response (but see {@link #coinGecko()}); {@link #requests()} counts the answered ones.
 *
 * <pre>{@code
 * try (RecordedSource coinGecko = RecordedSource.coinGecko()) {   // BTC at 65,603 USD
 *   ...
 * }
 * }</pre>
 *
 * <p>One server thread; {@link #close()} stops it. Thread-safe.
 */
public final class RecordedSource implements AutoCloseable {
  private static final String COINGECKO = "recorded/coingecko/";
  private static final String SIMPLE_PRICE =
      "simple_price_bitcoin_ethereum_tether_usd_24h_change.json";
  private static final String MARKETS_PATH = "/api/v3/coins/markets";

  /** The coins of the recorded top-ten answer, by CoinGecko id. */
  private static final Set<String> TOP_TEN =
      Set.of(
          "bitcoin",
          "ethereum",
          "tether",
          "binancecoin",
          "ripple",
          "usd-coin",
          "solana",
          "tron",
          "figure-heloc",
          "dogecoin");

  private final HttpServer server;
  private final AtomicInteger requests = new AtomicInteger();

  /**
   * A source that gives every request {@code response}, but a request to {@code
   * /api/v3/coins/markets} the answer {@code markets} gives it when {@code markets} is not null:
   * that endpoint's recording for the request, or null for a 404 (not counted).
   */
  private RecordedSource(SourceResponse response, Function<URI, SourceResponse> markets) {
    Objects.requireNonNull(response, "response");
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext(
        "/",
        exchange -> {
          SourceResponse answer = response;
          if (markets != null && exchange.getRequestURI().getPath().startsWith(MARKETS_PATH)) {
            answer = markets.apply(exchange.getRequestURI());
            if (answer == null) {
              exchange.sendResponseHeaders(404, -1);
              exchange.close();
              return;
            }
          }
          send(exchange, answer);
        });
    server.start();
  }

  private void send(HttpExchange exchange, SourceResponse response) throws IOException {
    requests.incrementAndGet();
    exchange.getResponseHeaders().add("Content-Type", response.contentType());
    exchange.sendResponseHeaders(
        response.status(), response.body().length == 0 ? -1 : response.body().length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(response.body());
    }
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
   * Serves CoinGecko's recorded answers at their paths, as vex-grounding's crypto fetcher asks
   * them. {@code /api/v3/coins/markets?vs_currency=usd&ids=bitcoin} gets the recorded market data
   * of bitcoin: 65,603 USD, -2.97 % over 24 hours (-2,007.88 USD), 24-hour range 65,224 to 68,116,
   * market cap rank 1, all-time high 126,080 USD. Another request to that endpoint in USD, for the
   * ten largest coins or for coins among them, gets the recorded top ten (ETH at 1,921.27 USD), and
   * the fetcher reads its coin from that list; one in another currency or for another coin gets a
   * 404, as a source with no such recording. Every other path gets the recorded simple-price answer
   * (see {@link #coinGeckoSimpleApi()}).
   *
   * @return the started source
   */
  public static RecordedSource coinGecko() {
    SourceResponse bitcoin = SourceResponse.json(read("coins_markets_usd_ids_bitcoin.json"));
    SourceResponse topTen = SourceResponse.json(read("coins_markets_usd_top10.json"));
    return new RecordedSource(
        SourceResponse.json(read(SIMPLE_PRICE)),
        uri -> {
          Map<String, String> query = query(uri);
          if (!"usd".equals(query.get("vs_currency"))) {
            return null;
          }
          String ids = query.get("ids");
          if (ids == null) {
            return topTen;
          }
          if (ids.equals("bitcoin")) {
            return bitcoin;
          }
          return Arrays.stream(ids.split(",")).allMatch(TOP_TEN::contains) ? topTen : null;
        });
  }

  /**
   * Serves CoinGecko's recorded simple-price answer for bitcoin, ethereum and tether in USD with
   * the 24-hour change: BTC at 89,369 USD, -0.27 %. It serves the simple API only, as a mirror of
   * it would: {@code /api/v3/coins/markets} answers 404 (not counted in {@link #requests()}), so
   * that vex-grounding's crypto fetcher asks {@code /api/v3/simple/price} instead; every other path
   * gets the simple-price answer.
   *
   * @return the started source
   */
  public static RecordedSource coinGeckoSimpleApi() {
    return new RecordedSource(SourceResponse.json(read(SIMPLE_PRICE)), uri -> null);
  }

  private static byte[] read(String name) {
    try (InputStream in = RecordedSource.class.getResourceAsStream(COINGECKO + name)) {
      if (in == null) {
        throw new IllegalStateException("the testkit jar lacks its resource " + COINGECKO + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The query's parameters, decoded; a repeated name keeps its first value. */
  private static Map<String, String> query(URI uri) {
    Map<String, String> params = new HashMap<>();
    String raw = uri.getQuery(); // decoded by URI
    if (raw == null) {
      return params;
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0) {
        params.putIfAbsent(pair.substring(0, eq), pair.substring(eq + 1));
      }
    }
    return params;
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
