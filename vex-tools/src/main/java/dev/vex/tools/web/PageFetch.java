package dev.vex.tools.web;

import dev.vex.tools.internal.Texts;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import org.jsoup.nodes.Document;

/** {@code fetch_url}: a page as readable text. Immutable and thread-safe. */
final class PageFetch {
  private final SafeHttp http;
  private final Duration timeout;
  private final int maxChars;

  PageFetch(SafeHttp http, Duration timeout, int maxChars) {
    this.http = http;
    this.timeout = timeout;
    this.maxChars = maxChars;
  }

  String fetch(String url) throws InterruptedException, IOException {
    // The tool's own timeout: the request's, plus the second the tool is given to make its text.
    long deadline = System.nanoTime() + timeout.plusSeconds(1).toNanos();
    URI uri = WebAnswers.parse(url);
    SafeHttp.Response r = http.get("web page", uri);
    WebAnswers.failOnStatus(r);
    String type = r.contentType().toLowerCase(Locale.ROOT);
    String text;
    String title = "";
    if (type.isEmpty() || type.contains("html") || type.contains("xml")) {
      String charset = type.contains("charset=") ? r.charset().name() : null;
      Document doc = PageText.parseHtml(r.body(), charset, r.url().toString(), deadline);
      title = doc.title();
      text = PageText.readable(doc, deadline);
    } else if (type.startsWith("text/") || type.contains("json")) {
      text = r.text();
    } else {
      return "The page at "
          + r.url()
          + " is "
          + r.contentType()
          + " ("
          + r.body().length
          + (r.truncated() ? "+" : "")
          + " bytes), not text; it is not shown.";
    }
    StringBuilder sb = new StringBuilder("URL: ").append(r.url()).append('\n');
    if (!title.isBlank()) {
      sb.append("Title: ").append(title.strip()).append('\n');
    }
    sb.append('\n').append(text.strip());
    if (r.truncated()) {
      sb.append("\n[the page is longer than the download limit; the rest was not read]");
    }
    return Texts.cut(sb.toString(), maxChars);
  }
}
