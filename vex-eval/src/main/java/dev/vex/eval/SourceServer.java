package dev.vex.eval;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A loopback HTTP server that answers the fetchers' requests with a scenario's recorded responses:
 * {@code /{source}{path}} gets the recording the scenario names, with its status and delay (a path
 * with a query matches that query only); any other request gets a 404, which the fetchers report as
 * a source error.
 */
final class SourceServer implements AutoCloseable {
  private final HttpServer server;
  private final ExecutorService threads;
  private volatile List<Scenario.Source> sources = List.of();
  private final Path folder;

  SourceServer(Path folder) {
    this.folder = folder;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    threads =
        Executors.newCachedThreadPool(
            r -> {
              Thread t = new Thread(r, "vex-eval-sources");
              t.setDaemon(true);
              return t;
            });
    server.setExecutor(threads);
    server.createContext("/", this::handle);
    server.start();
  }

  /** Serves these sources from now on. */
  void serve(List<Scenario.Source> sources) {
    this.sources = List.copyOf(sources);
  }

  /** The base URL a fetcher for {@code source} points at. */
  String baseUrl(String source) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/" + source;
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String path = exchange.getRequestURI().getPath();
      for (Scenario.Source s : sources) {
        String prefix = "/" + s.source();
        if (!path.startsWith(prefix)) {
          continue;
        }
        String rest = path.substring(prefix.length());
        // A path with a query ("/Nuremberg?format=3") answers only that query: a recording is
        // served to the request it was recorded from, not to another format of the same place.
        String query = exchange.getRequestURI().getRawQuery();
        String asked = s.path().contains("?") && query != null ? rest + "?" + query : rest;
        if (!s.path().equals("*") && !s.path().equals(asked)) {
          continue;
        }
        if (s.delayMillis() > 0) {
          try {
            Thread.sleep(s.delayMillis());
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
          }
        }
        byte[] body =
            s.body() != null ? s.body().getBytes(StandardCharsets.UTF_8) : recording(s.file());
        String type =
            s.body() != null && s.body().stripLeading().startsWith("<")
                ? "text/html; charset=utf-8"
                : "application/json; charset=utf-8";
        send(exchange, s.status(), type, body);
        return;
      }
      send(exchange, 404, "text/plain", "no recording".getBytes(StandardCharsets.UTF_8));
    }
  }

  private byte[] recording(String file) throws IOException {
    if (folder != null) {
      Path local = folder.resolve(file).normalize();
      if (local.startsWith(folder) && Files.isRegularFile(local)) {
        return Files.readAllBytes(local);
      }
    }
    return ScenarioLoader.bytes("recorded/" + file);
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body)
      throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    if (body.length > 0) {
      exchange.getResponseBody().write(body);
    }
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }
}
