package dev.vex.guards.links;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SNIHostName;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

/**
 * Opens one link the safe way: resolves its host once, refuses any address that is not public,
 * connects to exactly the address it checked (so a second DNS answer cannot point the request
 * inward), asks {@code HEAD} (then {@code GET} when HEAD is refused) over HTTP/1.1, reads only the
 * status line and headers, and follows a redirect only after checking the next host the same way.
 *
 * <p>The JDK's {@link java.net.http.HttpClient} resolves names itself and cannot be told which
 * address to use, which is why this speaks HTTP/1.1 over a socket it connected; TLS and hostname
 * verification are the JDK's.
 */
final class Probe {
  static final int MAX_REDIRECTS = 5;
  private static final int MAX_HEAD = 16 * 1024;

  /** What a link answered. */
  enum State {
    ALIVE,
    DEAD,
    UNKNOWN
  }

  /** The outcome and a short detail for the trace ("404", "timeout", "loopback address"). */
  record Status(State state, String detail) {}

  /** Resolves a host name to its addresses. */
  @FunctionalInterface
  interface Resolver {
    InetAddress[] resolve(String host) throws UnknownHostException;
  }

  private final Resolver resolver;
  private final SSLSocketFactory tls;
  private final boolean allowPrivate;
  private final java.util.function.Predicate<InetAddress> trusted;
  private final long timeoutMillis;

  Probe(
      Resolver resolver,
      SSLSocketFactory tls,
      boolean allowPrivate,
      java.util.function.Predicate<InetAddress> trusted,
      long timeoutMillis) {
    this.resolver = resolver;
    this.tls = tls;
    this.allowPrivate = allowPrivate;
    this.trusted = trusted;
    this.timeoutMillis = timeoutMillis;
  }

  Status check(String url) {
    return check(url, null);
  }

  /**
   * Decides, before any request, whether the URL's first host may be reached: literal addresses in
   * every form a browser reads (127.1, 0x7f.0.0.1, 2130706433, [::ffff:127.0.0.1]), internal names,
   * and names whose addresses (resolved here, once) are not public. Returns the address to connect
   * to, or a {@link Status} (dead, with the refusal) when the link must not be opened.
   */
  Object admit(String url) {
    Urls.Parts parts = Urls.parts(url);
    if (parts == null) {
      return new Status(State.DEAD, "not an http(s) URL");
    }
    try {
      Object checked = address(parts.host());
      return checked instanceof String refusal ? new Status(State.DEAD, refusal) : checked;
    } catch (UnknownHostException e) {
      return new Status(State.DEAD, "unknown host");
    } catch (RuntimeException e) {
      return new Status(State.DEAD, "unresolvable host: " + e.getClass().getSimpleName());
    }
  }

  /** Checks the URL; {@code first}, when given, is its host's address that {@link #admit} gave. */
  Status check(String url, InetAddress first) {
    Urls.Parts parts = Urls.parts(url);
    if (parts == null) {
      return new Status(State.DEAD, "not an http(s) URL");
    }
    long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
    try {
      for (int hop = 0; hop <= MAX_REDIRECTS; hop++) {
        InetAddress address;
        Object checked = hop == 0 && first != null ? first : address(parts.host());
        if (checked instanceof String refusal) {
          return new Status(State.DEAD, hop == 0 ? refusal : "redirects to a " + refusal);
        }
        address = (InetAddress) checked;
        Answer a = exchange(address, parts, "HEAD", deadline);
        if (!redirect(a.code) && !alive(a.code) && a.code != 404 && a.code != 410) {
          a = exchange(address, parts, "GET", deadline);
        }
        if (redirect(a.code) && a.location == null) {
          return new Status(State.ALIVE, String.valueOf(a.code));
        }
        if (redirect(a.code)) {
          Urls.Parts next = follow(parts, a.location);
          if (next == null) {
            return new Status(State.DEAD, a.code + " to an unreadable location");
          }
          parts = next;
          continue;
        }
        return new Status(alive(a.code) ? State.ALIVE : State.DEAD, String.valueOf(a.code));
      }
      return new Status(State.DEAD, "more than " + MAX_REDIRECTS + " redirects");
    } catch (SocketTimeoutException e) {
      return new Status(State.UNKNOWN, "timeout");
    } catch (UnknownHostException e) {
      return new Status(State.DEAD, "unknown host");
    } catch (IOException e) {
      return new Status(State.DEAD, e.getClass().getSimpleName());
    }
  }

  /** The address to connect to, or a String saying why none may be used. */
  private Object address(String host) throws UnknownHostException {
    boolean literal = host.startsWith("[") || Character.isDigit(host.charAt(host.length() - 1));
    if (!allowPrivate && !literal) {
      String refusal = Addresses.refuseName(host);
      if (refusal != null) {
        return refusal;
      }
    }
    InetAddress[] all =
        literal ? new InetAddress[] {InetAddress.getByName(strip(host))} : resolver.resolve(host);
    if (all == null || all.length == 0) {
      throw new UnknownHostException(host);
    }
    if (!allowPrivate) {
      if (literal && host.startsWith("[") && all[0] instanceof java.net.Inet4Address) {
        return "IPv4-mapped IPv6 address";
      }
      for (InetAddress a : all) {
        String refusal = trusted.test(a) ? null : Addresses.refuse(a);
        if (refusal != null) {
          return refusal + " " + a.getHostAddress();
        }
      }
    }
    return all[0];
  }

  private static String strip(String host) {
    return host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
  }

  private record Answer(int code, String location) {}

  private Answer exchange(InetAddress address, Urls.Parts p, String method, long deadline)
      throws IOException {
    int left = remaining(deadline);
    try (Socket raw = new Socket()) {
      raw.connect(new InetSocketAddress(address, p.port()), left);
      raw.setSoTimeout(remaining(deadline));
      Socket s = raw;
      if (p.scheme().equals("https")) {
        SSLSocket ssl = (SSLSocket) tls.createSocket(raw, p.host(), p.port(), true);
        SSLParameters params = ssl.getSSLParameters();
        params.setEndpointIdentificationAlgorithm("HTTPS");
        if (!p.host().startsWith("[")
            && !Character.isDigit(p.host().charAt(p.host().length() - 1))) {
          params.setServerNames(List.of(new SNIHostName(p.host())));
        }
        ssl.setSSLParameters(params);
        ssl.startHandshake();
        s = ssl;
      }
      boolean defaultPort = p.port() == (p.scheme().equals("https") ? 443 : 80);
      String request =
          method
              + " "
              + Urls.target(p)
              + " HTTP/1.1\r\nHost: "
              + p.host()
              + (defaultPort ? "" : ":" + p.port())
              + "\r\nUser-Agent: vex-link-check\r\nAccept: */*\r\nConnection: close\r\n\r\n";
      OutputStream out = s.getOutputStream();
      out.write(request.getBytes(StandardCharsets.US_ASCII));
      out.flush();
      return readHead(s.getInputStream());
    }
  }

  private static int remaining(long deadline) throws SocketTimeoutException {
    long ms = (deadline - System.nanoTime()) / 1_000_000L;
    if (ms <= 0) {
      throw new SocketTimeoutException("link check deadline passed");
    }
    return (int) Math.min(Integer.MAX_VALUE, ms);
  }

  /** Reads the status line and headers (at most 16 KB); the body is never read. */
  private static Answer readHead(InputStream in) throws IOException {
    byte[] buf = new byte[MAX_HEAD];
    int n = 0;
    while (n < buf.length) {
      int r = in.read(buf, n, buf.length - n);
      if (r < 0) {
        break;
      }
      n += r;
      if (endOfHead(buf, n)) {
        break;
      }
    }
    String head = new String(buf, 0, n, StandardCharsets.ISO_8859_1);
    int eol = head.indexOf("\r\n");
    String status = eol < 0 ? head : head.substring(0, eol);
    if (!status.startsWith("HTTP/1.") || status.length() < 12 || status.charAt(8) != ' ') {
      throw new IOException("not an HTTP/1 response");
    }
    int code;
    try {
      code = Integer.parseInt(status.substring(9, 12));
    } catch (NumberFormatException e) {
      throw new IOException("bad status line");
    }
    String location = null;
    for (String line : head.split("\r\n")) {
      int colon = line.indexOf(':');
      if (colon > 0
          && line.substring(0, colon).strip().toLowerCase(Locale.ROOT).equals("location")) {
        location = line.substring(colon + 1).strip();
      }
    }
    return new Answer(code, location);
  }

  private static boolean endOfHead(byte[] b, int n) {
    for (int i = Math.max(0, n - 1024); i + 3 < n; i++) {
      if (b[i] == '\r' && b[i + 1] == '\n' && b[i + 2] == '\r' && b[i + 3] == '\n') {
        return true;
      }
    }
    return false;
  }

  /** Where a redirect goes, resolved against the current URL, or null. */
  private static Urls.Parts follow(Urls.Parts from, String location) {
    String base = from.scheme() + "://" + from.host() + ":" + from.port() + Urls.target(from);
    try {
      String next = new URI(base).resolve(new URI(Urls.encode(location))).toString();
      return Urls.parts(next);
    } catch (URISyntaxException | IllegalArgumentException e) {
      return null;
    }
  }

  private static boolean alive(int code) {
    return code >= 200 && code < 300;
  }

  private static boolean redirect(int code) {
    return code >= 300 && code < 400;
  }
}
