package dev.vex.simulator;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The two checks Ollama runs before routing, in its order (server/routes.go {@code GenerateRoutes}
 * at v0.12.10: {@code r.Use(cors.New(corsConfig), allowedHostsMiddleware(s.addr))}), for a server
 * bound to loopback as the simulator always is:
 *
 * <ol>
 *   <li>CORS, gin-contrib/cors v1.7.2 (Ollama's go.mod) with Ollama's config: a request with an
 *       {@code Origin} that is neither its own host nor an allowed origin gets 403 with no body; a
 *       preflight ({@code OPTIONS}) from an allowed origin gets 204 with the preflight headers; any
 *       other request from an allowed origin gets {@code Access-Control-Allow-Origin} and {@code
 *       Vary: Origin}. The allowed origins are envconfig/config.go {@code AllowedOrigins()} without
 *       {@code OLLAMA_ORIGINS}: http(s)://localhost, 127.0.0.1 and 0.0.0.0, each with any port, and
 *       app://, file://, tauri://, vscode-webview://, vscode-file:// with anything after.
 *   <li>{@code allowedHostsMiddleware}: a {@code Host} that is a loopback, private, unspecified or
 *       local-interface IP passes; so do no host, {@code localhost}, this machine's hostname and
 *       names ending in .localhost, .local or .internal (an {@code OPTIONS} to those gets 204); any
 *       other host gets 403 with no body, the DNS-rebinding guard.
 * </ol>
 */
final class OriginCheck {
  /** gin-contrib/cors {@code DefaultConfig().AllowMethods}. */
  static final String ALLOW_METHODS = "GET,POST,PUT,PATCH,DELETE,HEAD,OPTIONS";

  /**
   * Ollama's {@code corsConfig.AllowHeaders}, lower-cased then canonicalised by gin-contrib/cors
   * ({@code http.CanonicalHeaderKey}) and joined with commas.
   */
  static final String ALLOW_HEADERS =
      "Authorization,Content-Type,User-Agent,Accept,X-Requested-With,Openai-Beta,X-Stainless-Arch,"
          + "X-Stainless-Async,X-Stainless-Custom-Poll-Interval,X-Stainless-Helper-Method,"
          + "X-Stainless-Lang,X-Stainless-Os,X-Stainless-Package-Version,X-Stainless-Poll-Helper,"
          + "X-Stainless-Retry-Count,X-Stainless-Runtime,X-Stainless-Runtime-Version,"
          + "X-Stainless-Timeout";

  private static final List<String> EXACT =
      List.of(
          "http://localhost",
          "https://localhost",
          "http://127.0.0.1",
          "https://127.0.0.1",
          "http://0.0.0.0",
          "https://0.0.0.0");

  /** The wildcard origins as gin-contrib/cors splits them at the star: all are prefix matches. */
  private static final List<String> PREFIXES =
      List.of(
          "http://localhost:",
          "https://localhost:",
          "http://127.0.0.1:",
          "https://127.0.0.1:",
          "http://0.0.0.0:",
          "https://0.0.0.0:",
          "app://",
          "file://",
          "tauri://",
          "vscode-webview://",
          "vscode-file://");

  private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
  private static final Pattern IPV6 = Pattern.compile("[0-9a-fA-F:.]*:[0-9a-fA-F:.]*");

  private OriginCheck() {}

  /**
   * Runs both checks; returns true when the request may go on to the router, false when this method
   * already answered it (403, or 204 to a preflight). Adds the CORS headers to {@code http} for an
   * allowed cross-origin request.
   */
  static boolean admit(HttpRequestReader.Request request, HttpResponder http) throws IOException {
    String host = request.headers().getOrDefault("host", "");
    String origin = request.headers().getOrDefault("origin", "");
    boolean options = request.method().equals("OPTIONS");
    if (!origin.isEmpty()
        && !origin.equals("http://" + host)
        && !origin.equals("https://" + host)) {
      if (!originAllowed(origin)) {
        http.sendEmpty(403);
        return false;
      }
      http.header("Access-Control-Allow-Origin", origin);
      if (options) {
        http.header("Access-Control-Allow-Headers", ALLOW_HEADERS);
        http.header("Access-Control-Allow-Methods", ALLOW_METHODS);
        http.header("Access-Control-Max-Age", "43200");
        http.header("Vary", "Origin");
        http.header("Vary", "Access-Control-Request-Method");
        http.header("Vary", "Access-Control-Request-Headers");
        http.sendEmpty(204);
        return false;
      }
      http.header("Vary", "Origin");
    }
    String name = hostName(host);
    if (localAddress(name)) {
      return true;
    }
    if (hostAllowed(name)) {
      if (options) {
        http.sendEmpty(204);
        return false;
      }
      return true;
    }
    http.sendEmpty(403);
    return false;
  }

  static boolean originAllowed(String origin) {
    if (EXACT.contains(origin)) {
      return true;
    }
    for (String prefix : PREFIXES) {
      if (origin.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  /** Go's {@code net.SplitHostPort}, or the whole value when it has no port. */
  private static String hostName(String host) {
    if (host.startsWith("[")) {
      int end = host.indexOf(']');
      return end > 0 && host.startsWith(":", end + 1) ? host.substring(1, end) : host;
    }
    int colon = host.indexOf(':');
    if (colon >= 0 && colon == host.lastIndexOf(':')) {
      return host.substring(0, colon);
    }
    return host;
  }

  private static boolean localAddress(String host) {
    if (!IPV4.matcher(host).matches() && !IPV6.matcher(host).matches()) {
      return false;
    }
    InetAddress a;
    try {
      a = InetAddress.getByName(host); // a literal: no lookup
    } catch (UnknownHostException e) {
      return false;
    }
    byte[] b = a.getAddress();
    boolean privateV6 = b.length == 16 && (b[0] & 0xfe) == 0xfc;
    boolean privateV4 = b.length == 4 && a.isSiteLocalAddress();
    if (a.isLoopbackAddress() || a.isAnyLocalAddress() || privateV4 || privateV6) {
      return true;
    }
    try {
      return NetworkInterface.getByInetAddress(a) != null;
    } catch (SocketException e) {
      return false;
    }
  }

  private static boolean hostAllowed(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    if (h.isEmpty() || h.equals("localhost") || h.equals(machineName())) {
      return true;
    }
    return h.endsWith(".localhost") || h.endsWith(".local") || h.endsWith(".internal");
  }

  /** Go's {@code os.Hostname()} on Linux reads the kernel's hostname. */
  private static String machineName() {
    try {
      return Files.readString(Path.of("/proc/sys/kernel/hostname"), StandardCharsets.UTF_8)
          .strip()
          .toLowerCase(Locale.ROOT);
    } catch (IOException | RuntimeException e) {
      return "\u0000"; // matches no Host header
    }
  }
}
