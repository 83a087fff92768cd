package dev.vex.examples;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A local HTTP server that answers the grounded fetchers' requests with real recorded responses
 * (see {@code resources/recorded/README.md}), for the offline demo. A request it has no recording
 * for gets a 404, which the fetchers report as a source error.
 */
final class RecordedSources implements AutoCloseable {
  /**
   * The timeout for a fetch from these recordings. They answer from this machine, but the first
   * fetch of a cold JVM also loads the HTTP stack, which on a busy machine can outlast the 2
   * seconds the fetchers allow the internet by default.
   */
  static final Duration TIMEOUT = Duration.ofSeconds(15);

  private final HttpServer server;
  private final Path overrides;

  RecordedSources() {
    this(null);
  }

  /**
   * Serves the recordings, with the files under {@code overrides} (same relative paths, such as
   * {@code themealdb/search_arrabiata.json}) in place of the built-in ones; for tests that serve a
   * variant of a recording.
   *
   * @param overrides a folder, or null for none
   */
  RecordedSources(Path overrides) {
    this.overrides = overrides;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext("/coingecko/api/v3/coins/markets", this::markets);
    route(
        "/coingecko/api/v3/simple/price",
        "coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json");
    server.createContext("/wttr/", this::weather);
    route(
        "/yahoo/v8/finance/chart/AAPL", "yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json");
    route("/yahoo/v1/finance/search", "yahoo-search/search_AAPL.json");
    route("/hn/api/v1/search", "hn-algolia/front_page.json");
    route("/mealdb/api/json/v1/1/search.php", "themealdb/search_arrabiata.json");
    server.createContext("/", exchange -> send(exchange, 404, "no recording".getBytes()));
    server.start();
  }

  /** The base URL a fetcher for {@code source} points at: coingecko, wttr, yahoo, hn, mealdb. */
  String baseUrl(String source) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + source;
  }

  /**
   * The places with a weather recording, by every name the fetcher accepts for them. Any other
   * place gets a 404 saying there is no recording for it, never another place's weather.
   */
  static final Map<String, String> WEATHER =
      Map.of(
          "heideck", "wttr/heideck_j1.json",
          "moscow", "wttr/moscow_j1_lang_ru.json",
          "moskva", "wttr/moscow_j1_lang_ru.json",
          "moskau", "wttr/moscow_j1_lang_ru.json");

  private void weather(HttpExchange exchange) throws IOException {
    String place =
        exchange
            .getRequestURI()
            .getPath()
            .substring("/wttr/".length())
            .strip()
            .toLowerCase(Locale.ROOT);
    String resource = WEATHER.get(place);
    if (resource == null) {
      send(exchange, 404, "no recording for this place".getBytes(StandardCharsets.UTF_8));
      return;
    }
    try (InputStream in = open(resource)) {
      send(exchange, 200, in.readAllBytes());
    }
  }

  /** The coins of the recorded top-ten answer of {@code /coins/markets}, by CoinGecko id. */
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

  /**
   * CoinGecko's market data: the bitcoin recording for bitcoin in USD, the recorded top ten for the
   * ten largest or for other coins among them in USD (the fetcher reads its coin from the list), a
   * 404 for any other currency or coin.
   */
  private void markets(HttpExchange exchange) throws IOException {
    URI uri = exchange.getRequestURI();
    Map<String, String> query = new HashMap<>();
    for (String pair : String.valueOf(uri.getQuery()).split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0) {
        query.putIfAbsent(pair.substring(0, eq), pair.substring(eq + 1));
      }
    }
    String ids = query.get("ids");
    String resource = null;
    if (uri.getPath().equals("/coingecko/api/v3/coins/markets")
        && "usd".equals(query.get("vs_currency"))) {
      if ("bitcoin".equals(ids)) {
        resource = "coingecko/coins_markets_usd_ids_bitcoin.json";
      } else if (ids == null || Arrays.stream(ids.split(",")).allMatch(TOP_TEN::contains)) {
        resource = "coingecko/coins_markets_usd_top10.json";
      }
    }
    if (resource == null) {
      send(exchange, 404, "no recording".getBytes(StandardCharsets.UTF_8));
      return;
    }
    try (InputStream in = open(resource)) {
      send(exchange, 200, in.readAllBytes());
    }
  }

  private void route(String path, String resource) {
    server.createContext(
        path,
        exchange -> {
          try (InputStream in = open(resource)) {
            if (in == null || !matches(exchange.getRequestURI(), path)) {
              send(exchange, 404, "no recording".getBytes());
            } else {
              send(exchange, 200, in.readAllBytes());
            }
          }
        });
  }

  private InputStream open(String resource) throws IOException {
    if (overrides != null && Files.isRegularFile(overrides.resolve(resource))) {
      return Files.newInputStream(overrides.resolve(resource));
    }
    return RecordedSources.class.getResourceAsStream("/recorded/" + resource);
  }

  private static boolean matches(URI uri, String path) {
    return uri.getPath().equals(path) || path.endsWith("/");
  }

  private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
    exchange.sendResponseHeaders(status, body.length);
    exchange.getResponseBody().write(body);
    exchange.close();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
