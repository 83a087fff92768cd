package dev.vex.examples;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web chat's HTTP rules, apart from what it serves: security headers, the DNS-rebinding check
 * on the {@code Host} header, the same-origin rule for posts, bounded JSON bodies, errors as JSON,
 * and the page's own files.
 */
final class WebChatHttp {
  static final Gson GSON = new Gson();

  /** The largest request body taken, in bytes. */
  static final int MAX_BODY_BYTES = 16 * 1024;

  private static final String CSP =
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src"
          + " 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

  /** The page's files: route, classpath resource, media type. Nothing else is served from it. */
  static final Map<String, String[]> STATIC =
      Map.of(
          "/", new String[] {"chat.html", "text/html; charset=utf-8"},
          "/memory", new String[] {"memory.html", "text/html; charset=utf-8"},
          "/app.css", new String[] {"app.css", "text/css; charset=utf-8"},
          "/chat.js", new String[] {"chat.js", "text/javascript; charset=utf-8"},
          "/markdown.js", new String[] {"markdown.js", "text/javascript; charset=utf-8"},
          "/memory.js", new String[] {"memory.js", "text/javascript; charset=utf-8"});

  private WebChatHttp() {}

  /** Looked up when first used, so that {@link WebChat#main} can set the log level first. */
  private static Logger log() {
    return LoggerFactory.getLogger(WebChat.class);
  }

  /** A handler that may throw {@link BadRequest}, {@link TooLarge} or an I/O error. */
  interface Handler {
    void handle(HttpExchange exchange) throws IOException;
  }

  /**
   * Security headers, the host check against DNS rebinding, the same-origin check for posts, and
   * errors as JSON.
   *
   * @param bound the address the server listens on (its port as the browser sees it)
   */
  static HttpHandler guarded(InetSocketAddress bound, Handler handler) {
    return exchange -> {
      try (exchange) {
        var h = exchange.getResponseHeaders();
        h.set("Content-Security-Policy", CSP);
        h.set("X-Content-Type-Options", "nosniff");
        h.set("Referrer-Policy", "no-referrer");
        h.set("X-Frame-Options", "DENY");
        String method = exchange.getRequestMethod();
        String hostHeader = exchange.getRequestHeaders().getFirst("Host");
        if (!hostAllowed(hostHeader, bound)) {
          // A page elsewhere that rebinds its own name to this address is not this page.
          json(exchange, 403, error("this server answers only to its own address"));
          return;
        }
        if (method.equals("POST")) {
          String origin = exchange.getRequestHeaders().getFirst("Origin");
          if (origin != null && !sameOrigin(origin, hostHeader)) {
            json(exchange, 403, error("posts are taken only from this server's own page"));
            return;
          }
          String type = exchange.getRequestHeaders().getFirst("Content-Type");
          if (type == null || !type.toLowerCase(Locale.ROOT).startsWith("application/json")) {
            json(exchange, 415, error("send JSON (Content-Type: application/json)"));
            return;
          }
        }
        try {
          handler.handle(exchange);
        } catch (TooLarge e) {
          json(exchange, 413, error(e.getMessage()));
        } catch (BadRequest e) {
          json(exchange, 400, error(e.getMessage()));
        } catch (IOException e) {
          log().debug("the browser went away: {}", e.toString());
        } catch (RuntimeException e) {
          log().warn("request {} {} failed", method, exchange.getRequestURI().getPath(), e);
          json(exchange, 500, error("the server failed: " + e.getClass().getSimpleName()));
        }
      } catch (IOException | RuntimeException e) {
        log().debug("could not answer: {}", e.toString());
      }
    };
  }

  /**
   * On loopback, only the names of loopback with this port (127.0.0.1, localhost, [::1]); on port
   * 80 also without a port, as browsers send it there. A page elsewhere that rebinds its name to
   * 127.0.0.1 sends its own name. On another address any host.
   *
   * @param host the request's {@code Host} header, or null
   * @param bound the address the server listens on
   */
  static boolean hostAllowed(String host, InetSocketAddress bound) {
    if (!bound.getAddress().isLoopbackAddress()) {
      return true;
    }
    if (host == null) {
      return false;
    }
    String h = host.strip().toLowerCase(Locale.ROOT);
    int port = bound.getPort();
    for (String name : new String[] {"127.0.0.1", "localhost", "[::1]"}) {
      if (h.equals(name + ":" + port) || (port == 80 && h.equals(name))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a post's {@code Origin} is this server as the browser addressed it: the same host and
   * port, the port 80 when either leaves it out.
   */
  static boolean sameOrigin(String origin, String host) {
    if (host == null) {
      return false;
    }
    try {
      URI o = new URI(origin.strip());
      URI h = new URI("http://" + host.strip());
      return "http".equals(o.getScheme())
          && o.getRawPath().isEmpty()
          && o.getHost() != null
          && o.getHost().equalsIgnoreCase(h.getHost())
          && (o.getPort() < 0 ? 80 : o.getPort()) == (h.getPort() < 0 ? 80 : h.getPort());
    } catch (URISyntaxException e) {
      return false;
    }
  }

  /** Serves one of {@link #STATIC}'s files, GET or HEAD. */
  static void sendStatic(HttpExchange exchange, String resource, String type) throws IOException {
    byte[] body;
    try (InputStream in = WebChatHttp.class.getResourceAsStream("/webchat/" + resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource /webchat/" + resource);
      }
      body = in.readAllBytes();
    }
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.getResponseHeaders().set("Cache-Control", "no-cache");
    if (exchange.getRequestMethod().equals("HEAD")) {
      exchange.sendResponseHeaders(200, -1);
      return;
    }
    exchange.sendResponseHeaders(200, body.length);
    exchange.getResponseBody().write(body);
  }

  /** Reads a JSON object body of at most {@link #MAX_BODY_BYTES}. */
  static JsonObject readJson(HttpExchange exchange) throws IOException {
    String length = exchange.getRequestHeaders().getFirst("Content-Length");
    if (length != null) {
      try {
        if (Long.parseLong(length.strip()) > MAX_BODY_BYTES) {
          throw new TooLarge("the body is larger than " + MAX_BODY_BYTES + " bytes");
        }
      } catch (NumberFormatException e) {
        throw new BadRequest("a bad Content-Length");
      }
    }
    InputStream in = exchange.getRequestBody();
    byte[] body = in.readNBytes(MAX_BODY_BYTES + 1);
    if (body.length > MAX_BODY_BYTES) {
      throw new TooLarge("the body is larger than " + MAX_BODY_BYTES + " bytes");
    }
    try {
      JsonElement e = JsonParser.parseString(new String(body, StandardCharsets.UTF_8));
      if (!e.isJsonObject()) {
        throw new BadRequest("send a JSON object");
      }
      return e.getAsJsonObject();
    } catch (JsonParseException | IllegalStateException e) {
      throw new BadRequest("the body is not JSON");
    }
  }

  static String field(JsonObject o, String name) {
    JsonElement e = o.get(name);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
      throw new BadRequest("\"" + name + "\" must be a string");
    }
    return e.getAsString();
  }

  static long number(JsonObject o, String name) {
    JsonElement e = o.get(name);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      throw new BadRequest("\"" + name + "\" must be a number");
    }
    try {
      return e.getAsBigDecimal().longValueExact();
    } catch (ArithmeticException | NumberFormatException x) {
      throw new BadRequest("\"" + name + "\" must be a whole number");
    }
  }

  static JsonObject error(String message) {
    JsonObject o = new JsonObject();
    o.addProperty("error", message);
    return o;
  }

  static void notAllowed(HttpExchange exchange, String allow) throws IOException {
    exchange.getResponseHeaders().set("Allow", allow);
    json(exchange, 405, error("method not allowed"));
  }

  static void json(HttpExchange exchange, int status, JsonElement body) throws IOException {
    byte[] b = GSON.toJson(body).getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    exchange.sendResponseHeaders(status, b.length);
    exchange.getResponseBody().write(b);
  }

  /** A request the server refuses with 400. */
  static final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadRequest(String message) {
      super(message);
    }
  }

  /** A request the server refuses with 413. */
  static final class TooLarge extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TooLarge(String message) {
      super(message);
    }
  }
}
