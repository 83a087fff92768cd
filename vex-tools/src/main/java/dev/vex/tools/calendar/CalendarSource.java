package dev.vex.tools.calendar;

import dev.vex.core.VexException;
import dev.vex.core.VexRuntime;
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
 * timeout for the whole download. The URL is the host's configuration, never the model's.
 *
 * @param name the name shown with its events
 * @param file the file, or null
 * @param url the URL, or null
 * @param timeout the download timeout for a URL
 */
public record CalendarSource(String name, Path file, URI url, Duration timeout) {
  /** The largest feed read, 8 MiB. */
  public static final int MAX_BYTES = 8 * 1024 * 1024;

  private static final HttpClient CLIENT =
      HttpClient.newBuilder()
          .followRedirects(HttpClient.Redirect.NORMAL)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

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
    if (file != null) {
      if (Files.size(file) > MAX_BYTES) {
        throw new VexException(
            "calendar " + name + " is larger than " + MAX_BYTES + " bytes and was not read");
      }
      return Files.newInputStream(file);
    }
    HttpRequest request =
        HttpRequest.newBuilder(url)
            .timeout(timeout)
            .header("Accept", "text/calendar")
            .GET()
            .build();
    // The whole download, body included, runs synchronously on a pooled thread of the Vex runtime
    // and is waited for up to the timeout; past it the download is cancelled (the thread is
    // interrupted). sendAsync would hand its completion to CompletableFuture's default executor,
    // which on a machine with two CPUs starts a thread per request.
    FutureTask<byte[]> download = new FutureTask<>(() -> download(request));
    try {
      VexRuntime.current().executor().execute(download);
    } catch (RuntimeException e) {
      throw new VexException("calendar " + name + " could not be fetched: no thread free", e);
    }
    try {
      return new ByteArrayInputStream(
          download.get(timeout.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS));
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

  private byte[] download(HttpRequest request) throws IOException, InterruptedException {
    HttpResponse<InputStream> r = CLIENT.send(request, HttpResponse.BodyHandlers.ofInputStream());
    try (InputStream in = r.body()) {
      if (r.statusCode() != 200) {
        throw new VexException(
            "calendar " + name + " answered HTTP " + r.statusCode() + " from " + url);
      }
      byte[] bytes = in.readNBytes(MAX_BYTES + 1);
      if (bytes.length > MAX_BYTES) {
        throw new VexException(
            "calendar " + name + " is larger than " + MAX_BYTES + " bytes and was not read");
      }
      return bytes;
    }
  }
}
