package dev.vex.tools.store;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A small HTTP server for the files tools made (the JDK's {@code HttpServer}): {@code GET
 * <path><id>} answers the stored bytes with their media type, {@code 404} for an unknown id, and
 * {@code 405} for other methods. A host with its own JDK server mounts {@link #handler(FileStore)}
 * instead. Close it to stop it.
 *
 * <pre>{@code
 * FileServer files = FileServer.start(new InetSocketAddress("127.0.0.1", 8090), dataDir);
 * Tools tools = Tools.builder().fileStore(files.store())...build();
 * }</pre>
 */
public final class FileServer implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(FileServer.class);

  /** The path the server serves files under. */
  public static final String PATH = "/files/";

  private final HttpServer server;
  private final ExecutorService executor;
  private final DirectoryFileStore store;

  private FileServer(HttpServer server, ExecutorService executor, DirectoryFileStore store) {
    this.server = server;
    this.executor = executor;
    this.store = store;
  }

  /**
   * Starts a server for the files in a folder, on two threads.
   *
   * @param address where to listen; port 0 picks a free port
   * @param folder the folder of a {@link DirectoryFileStore}
   * @return the running server
   * @throws IOException when it cannot listen or the folder cannot be created
   */
  public static FileServer start(InetSocketAddress address, Path folder) throws IOException {
    HttpServer server = HttpServer.create(address, 16);
    String host = address.getAddress().getHostAddress();
    if (host.contains(":")) {
      host = "[" + host + "]";
    }
    String base = "http://" + host + ":" + server.getAddress().getPort() + PATH;
    DirectoryFileStore store = DirectoryFileStore.in(folder, base);
    server.createContext(PATH, handler(store));
    ExecutorService executor =
        Executors.newFixedThreadPool(
            2,
            r -> {
              Thread t = new Thread(r, "vex-file-server");
              t.setDaemon(true);
              return t;
            });
    server.setExecutor(executor);
    server.start();
    return new FileServer(server, executor, store);
  }

  /**
   * Returns the store whose links point at this server.
   *
   * @return the store
   */
  public DirectoryFileStore store() {
    return store;
  }

  /**
   * Returns the base URL files are served under, ending in {@code /files/}.
   *
   * @return the URL
   */
  public URI baseUrl() {
    InetSocketAddress a = server.getAddress();
    String host = a.getAddress().getHostAddress();
    return URI.create(
        "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + PATH);
  }

  /**
   * Returns a handler that serves a store's files by the last path segment, for a host's own {@code
   * HttpServer} context.
   *
   * @param store the store
   * @return the handler
   */
  public static HttpHandler handler(FileStore store) {
    return exchange -> {
      try (exchange) {
        serve(store, exchange);
      }
    };
  }

  private static void serve(FileStore store, HttpExchange exchange) throws IOException {
    String method = exchange.getRequestMethod();
    if (!method.equals("GET") && !method.equals("HEAD")) {
      exchange.getResponseHeaders().set("Allow", "GET, HEAD");
      plain(exchange, 405, "method not allowed");
      return;
    }
    String path = exchange.getRequestURI().getPath();
    String id = path.substring(path.lastIndexOf('/') + 1);
    Optional<StoredFile> file;
    Optional<InputStream> in;
    try {
      file = store.find(id);
      in = file.isPresent() ? store.open(id) : Optional.empty();
    } catch (IOException | RuntimeException e) {
      // A store that cannot read its own file still answers: the client gets a status, not a
      // dropped connection.
      log.warn("could not read stored file {}: {}", id, e.toString());
      plain(exchange, 500, "the file could not be read");
      return;
    }
    if (in.isEmpty()) {
      plain(exchange, 404, "no such file");
      return;
    }
    StoredFile f = file.get();
    exchange.getResponseHeaders().set("Content-Type", f.mediaType());
    exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    exchange.getResponseHeaders().set("Cache-Control", "private, max-age=3600");
    exchange
        .getResponseHeaders()
        .set(
            "Content-Disposition",
            "inline; filename=\"" + f.name().replaceAll("[^A-Za-z0-9._-]", "_") + "\"");
    try (InputStream body = in.get()) {
      if (method.equals("HEAD")) {
        exchange.sendResponseHeaders(200, -1);
        return;
      }
      exchange.sendResponseHeaders(200, f.size());
      try (OutputStream out = exchange.getResponseBody()) {
        body.transferTo(out);
      }
    }
  }

  private static void plain(HttpExchange exchange, int status, String text) throws IOException {
    byte[] b = text.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
    exchange.sendResponseHeaders(status, b.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(b);
    }
  }

  /** Stops the server and its threads. */
  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
