package dev.vex.grounding.internal;

import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.net.http.HttpResponse;
import java.util.Locale;

/**
 * Where a source's redirect may lead: at most {@link Http#MAX_REDIRECTS} hops, only to http or
 * https; a hop that stays on the configured origin (same scheme, host and port as the first
 * request, a server the host chose) is followed, any other only when every address its host
 * resolves to is public (see {@link Addresses#isPublic}). A refused hop is a {@link
 * Reason#REDIRECT_REFUSED} error, before anything is sent there. Immutable and thread-safe.
 */
final class RedirectPolicy {
  private final String source;
  private final URI origin;

  RedirectPolicy(String source, URI origin) {
    this.source = source;
    this.origin = origin;
  }

  static boolean isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
  }

  /**
   * The next hop of a redirect answer.
   *
   * @param from the URL that answered
   * @param hop how many hops were followed before
   * @param response the redirect answer
   * @return where to go next
   * @throws SourceException when the hop is refused
   */
  URI follow(URI from, int hop, HttpResponse<?> response) {
    String location = response.headers().firstValue("Location").orElse("").strip();
    if (location.isEmpty()) {
      throw refused(from, response.statusCode(), "a redirect without a Location");
    }
    if (hop >= Http.MAX_REDIRECTS) {
      throw refused(from, response.statusCode(), "more than " + Http.MAX_REDIRECTS + " redirects");
    }
    if (location.length() > 8192) {
      throw refused(from, response.statusCode(), "a Location longer than 8192 characters");
    }
    URI next;
    try {
      next = from.resolve(new URI(location));
    } catch (URISyntaxException | IllegalArgumentException e) {
      throw refused(from, response.statusCode(), "a malformed Location");
    }
    String scheme = next.getScheme() == null ? "" : next.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") || next.getHost() == null) {
      throw refused(from, response.statusCode(), "a redirect to " + Http.shorten(next.toString()));
    }
    if (!sameOrigin(origin, next)) {
      checkPublic(from, response.statusCode(), next);
    }
    return next;
  }

  private void checkPublic(URI from, int status, URI next) {
    String host = next.getHost();
    if (host.startsWith("[") && host.endsWith("]")) {
      host = host.substring(1, host.length() - 1);
    }
    InetAddress[] all;
    try {
      all = InetAddress.getAllByName(host);
    } catch (UnknownHostException e) {
      throw new SourceException(
          source,
          from.toString(),
          status,
          "a redirect to an unknown host " + Http.shorten(host),
          Reason.UNREACHABLE,
          e);
    }
    for (InetAddress a : all) {
      if (!Addresses.isPublic(a)) {
        throw refused(
            from,
            status,
            "a redirect to "
                + Http.shorten(next.getScheme() + "://" + next.getRawAuthority())
                + ", which is not a public address ("
                + a.getHostAddress()
                + ")");
      }
    }
  }

  private SourceException refused(URI from, int status, String what) {
    return new SourceException(
        source, from.toString(), status, what, Reason.REDIRECT_REFUSED, null);
  }

  private static boolean sameOrigin(URI a, URI b) {
    return a.getScheme().equalsIgnoreCase(b.getScheme())
        && a.getHost() != null
        && a.getHost().equalsIgnoreCase(b.getHost())
        && port(a) == port(b);
  }

  private static int port(URI u) {
    if (u.getPort() >= 0) {
      return u.getPort();
    }
    return "https".equalsIgnoreCase(u.getScheme()) ? 443 : 80;
  }
}
