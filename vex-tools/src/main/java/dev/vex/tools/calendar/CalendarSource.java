package dev.vex.tools.calendar;

import dev.vex.core.VexException;
import dev.vex.core.VexRuntime;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.NetworkRefusedException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.FutureTask;

/**
 * Where an iCalendar ({@code .ics}) feed comes from: a file, or an http(s) URL such as a calendar
 * program's secret address. Reads are bounded: at most {@link #MAX_BYTES} bytes, and for a URL one
 * timeout for the whole download, redirects included. The URL is the host's configuration, never
 * the model's; a redirect to another scheme, host or port is judged by the calendar tools' {@link
 * NetworkPolicy} (see {@link CalendarTools.Builder#networkPolicy}), as the web tools judge theirs.
 *
 * @param name the name shown with its events
 * @param file the file, or null
 * @param url the URL, or null
 * @param timeout the download timeout for a URL
 */
public record CalendarSource(String name, Path file, URI url, Duration timeout) {
  /** The largest feed read, 8 MiB. */
  public static final int MAX_BYTES = 8 * 1024 * 1024;

  /** The most redirects followed. */
  public static final int MAX_REDIRECTS = 5;

  /** The connect timeout of the runtime's client a feed is downloaded with. */
  private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

  /** Validates. */
  public CalendarSource {
    Objects.requireNonNull(name, "name");
    if ((file == null) == (url == null)) {
      throw new IllegalArgumentException("a calendar source is either a file or a URL");
    }
    if (url != null && !"http".equals(url.getScheme()) && !"https".equals(url.getScheme())) {
      throw new IllegalArgumentException("a calendar URL must be http or https: " + url);
    }
    timeout = timeout == null ? Duration.ofSeconds(10) : timeout;
  }

  /**
   * A calendar in a file.
   *
   * @param name the name shown with its events
   * @param file the {@code .ics} file
   * @return the source
   */
  public static CalendarSource file(String name, Path file) {
    return new CalendarSource(name, file, null, null);
  }

  /**
   * A calendar at a URL, downloaded on every read within 10 seconds.
   *
   * @param name the name shown with its events
   * @param url the {@code .ics} address
   * @return the source
   */
  public static CalendarSource url(String name, String url) {
    return new CalendarSource(name, null, URI.create(url), null);
  }

  InputStream open() throws IOException, InterruptedException {
    return open(NetworkPolicy.defaults());
  }

  /**
   * Opens the feed. For a URL, redirects are followed by hand, at most {@value #MAX_REDIRECTS}: a
   * hop to the configured URL's own scheme, host and port is the host's configuration and taken;
   * any other hop must pass the network policy, as the web tools' hops do, so a feed that redirects
   * to a loopback or private address (an admin port, a metadata service) is refused.
   */
  InputStream open(NetworkPolicy policy) throws IOException, InterruptedException {
    if (file != null) {
      if (Files.size(file) > MAX_BYTES) {
        throw new VexException(
            "calendar " + name + " is larger than " + MAX_BYTES + " bytes and was not read");
      }
      return Files.newInputStream(file);
    }
    long deadline = System.nanoTime() + timeout.toNanos();
    URI at = url;
    for (int hop = 0; ; hop++) {
      if (hop > 0 && !sameOrigin(at, url)) {
        try {
          policy.check(at);
        } catch (NetworkRefusedException e) {
          throw new VexException(
              "calendar "
                  + name
                  + " redirected to an address the network policy refuses: "
                  + e.getMessage(),
              e);
        }
      }
      Hop got = fetch(at, Math.max(1, deadline - System.nanoTime()));
      if (got.location == null) {
        return new ByteArrayInputStream(got.body);
      }
      if (hop >= MAX_REDIRECTS) {
        throw new VexException(
            "calendar " + name + " redirected more than " + MAX_REDIRECTS + " times");
      }
      try {
        at = at.resolve(new URI(got.location.strip()));
      } catch (java.net.URISyntaxException e) {
        throw new VexException("calendar " + name + " sent a bad redirect: " + got.location, e);
      }
    }
  }

  private static boolean sameOrigin(URI a, URI b) {
    return a.getScheme() != null
        && a.getScheme().equalsIgnoreCase(b.getScheme())
        && a.getHost() != null
        && a.getHost().equalsIgnoreCase(b.getHost())
        && port(a) == port(b)
        && a.getUserInfo() == null;
  }

  private static int port(URI u) {
    return u.getPort() >= 0 ? u.getPort() : "https".equalsIgnoreCase(u.getScheme()) ? 443 : 80;
  }

  /** One hop's answer: a body, or where it redirects. */
  private record Hop(byte[] body, String location) {}

  private Hop fetch(URI at, long nanosLeft) throws InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(at)
            .timeout(Duration.ofNanos(nanosLeft))
            .header("Accept", "text/calendar")
            .GET()
            .build();
    // The whole download, body included, runs synchronously on a pooled thread of the Vex runtime
    // and is waited for up to the timeout; past it the download is cancelled (the thread is
    // interrupted). sendAsync would hand its completion to CompletableFuture's default executor,
    // which on a machine with two CPUs starts a thread per request.
    // The turn's runtime owns the client and the thread, so nothing here outlives it.
    VexRuntime runtime = VexRuntime.current();
    FutureTask<Hop> download =
        new FutureTask<>(() -> download(runtime.httpClient(CONNECT_TIMEOUT), request));
    try {
      runtime.executor().execute(download);
    } catch (RuntimeException e) {
      throw new VexException("calendar " + name + " could not be fetched: no thread free", e);
    }
    try {
      return download.get(nanosLeft, java.util.concurrent.TimeUnit.NANOSECONDS);
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof VexException v) {
        throw v;
      }
      if (e.getCause() instanceof java.net.http.HttpTimeoutException) {
        throw new VexException(
            "calendar " + name + " did not answer within " + timeout.toMillis() + " ms", e);
      }
      throw new VexException(
          "calendar " + name + " could not be fetched from " + url + ": " + e.getCause(), e);
    } catch (java.util.concurrent.TimeoutException e) {
      download.cancel(true);
      throw new VexException(
          "calendar " + name + " did not answer within " + timeout.toMillis() + " ms", e);
    } catch (InterruptedException e) {
      download.cancel(true);
      throw e;
    }
  }

  private Hop download(HttpClient client, HttpRequest request)
      throws IOException, InterruptedException {
    HttpResponse<InputStream> r = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
    try (InputStream in = r.body()) {
      int status = r.statusCode();
      if (status >= 300 && status < 400 && status != 304) {
        String location = r.headers().firstValue("Location").orElse(null);
        if (location == null) {
          throw new VexException(
              "calendar " + name + " answered HTTP " + status + " without a Location");
        }
        return new Hop(null, location);
      }
      if (status != 200) {
        throw new VexException("calendar " + name + " answered HTTP " + status + " from " + url);
      }
      byte[] bytes = in.readNBytes(MAX_BYTES + 1);
      if (bytes.length > MAX_BYTES) {
        throw new VexException(
            "calendar " + name + " is larger than " + MAX_BYTES + " bytes and was not read");
      }
      return new Hop(bytes, null);
    }
  }
}
