package dev.vex.simulator;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Writes one HTTP/1.1 response: a whole body with Content-Length, or a chunked stream flushed chunk
 * by chunk, or nothing at all ({@link #abort()}).
 */
final class HttpResponder {
  static final String JSON = "application/json; charset=utf-8";
  static final String NDJSON = "application/x-ndjson";
  static final String TEXT = "text/plain; charset=utf-8";

  private static final Map<Integer, String> REASONS =
      Map.ofEntries(
          Map.entry(200, "OK"),
          Map.entry(204, "No Content"),
          Map.entry(400, "Bad Request"),
          Map.entry(401, "Unauthorized"),
          Map.entry(403, "Forbidden"),
          Map.entry(404, "Not Found"),
          Map.entry(405, "Method Not Allowed"),
          Map.entry(408, "Request Timeout"),
          Map.entry(429, "Too Many Requests"),
          Map.entry(499, "Client Closed Request"),
          Map.entry(500, "Internal Server Error"),
          Map.entry(502, "Bad Gateway"),
          Map.entry(503, "Service Unavailable"),
          Map.entry(504, "Gateway Timeout"));

  private final Socket socket;
  private final OutputStream out;
  private final boolean head;
  private final boolean keepAliveRequested;
  private boolean reusable;
  private final StringBuilder headers = new StringBuilder();

  HttpResponder(Socket socket, OutputStream out, String method, boolean keepAlive) {
    this.socket = socket;
    this.out = out;
    this.head = method.equals("HEAD");
    this.keepAliveRequested = keepAlive;
  }

  /** Adds a header line to whatever response this responder sends (CORS headers, for one). */
  void header(String name, String value) {
    headers.append(name).append(": ").append(value).append("\r\n");
  }

  /** Sends a status with no body and no content type, as gin's {@code AbortWithStatus} does. */
  void sendEmpty(int status) throws IOException {
    StringBuilder h = new StringBuilder(160);
    h.append("HTTP/1.1 ")
        .append(status)
        .append(' ')
        .append(REASONS.getOrDefault(status, "Status"))
        .append("\r\n");
    h.append("Date: ").append(GoTime.httpDate()).append("\r\n");
    if (!keepAliveRequested) {
      h.append("Connection: close\r\n");
    }
    h.append(headers);
    if (status != 204) {
      h.append("Content-Length: 0\r\n");
    }
    h.append("\r\n");
    out.write(h.toString().getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
    reusable = keepAliveRequested;
  }

  /** Whether the connection may carry another request after this response. */
  boolean reusable() {
    return reusable;
  }

  void sendJson(int status, String json) throws IOException {
    send(status, JSON, json);
  }

  void send(int status, String contentType, String body) throws IOException {
    send(status, contentType, body, "");
  }

  /** Sends a whole body with extra header lines, each ending in CRLF. */
  void send(int status, String contentType, String body, String extraHeaders) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    StringBuilder h = statusLine(status, contentType).append(extraHeaders);
    h.append("Content-Length: ").append(bytes.length).append("\r\n\r\n");
    out.write(h.toString().getBytes(StandardCharsets.ISO_8859_1));
    if (!head) {
      out.write(bytes);
    }
    out.flush();
    reusable = keepAliveRequested;
  }

  /** Starts a chunked response; the headers go out with the first chunk. */
  Chunked startChunked(int status, String contentType) throws IOException {
    return startChunked(status, contentType, 0);
  }

  /**
   * Starts a chunked response whose writes are cut into HTTP chunks of at most {@code maxChunk}
   * bytes, each flushed on its own (0: one chunk per write).
   */
  Chunked startChunked(int status, String contentType, int maxChunk) throws IOException {
    StringBuilder h = statusLine(status, contentType);
    h.append("Transfer-Encoding: chunked\r\n\r\n");
    out.write(h.toString().getBytes(StandardCharsets.ISO_8859_1));
    return new Chunked(maxChunk);
  }

  /** Sends what was written so far, the headers of a chunked response included. */
  void flush() throws IOException {
    out.flush();
  }

  /**
   * Closes the connection at once (FIN, not RST, so the client still reads what was sent), without
   * a response or without finishing the current one.
   */
  void abort() {
    reusable = false;
    try {
      out.flush();
      socket.shutdownOutput();
    } catch (IOException e) {
      // the client may be gone already
    }
    try {
      socket.close();
    } catch (IOException e) {
      // nothing left to do
    }
  }

  private StringBuilder statusLine(int status, String contentType) {
    StringBuilder h = new StringBuilder(160);
    h.append("HTTP/1.1 ")
        .append(status)
        .append(' ')
        .append(REASONS.getOrDefault(status, "Status"))
        .append("\r\n");
    h.append("Content-Type: ").append(contentType).append("\r\n");
    h.append("Date: ").append(GoTime.httpDate()).append("\r\n");
    if (!keepAliveRequested) {
      h.append("Connection: close\r\n");
    }
    h.append(headers);
    return h;
  }

  /**
   * A chunked body: each {@link #write(String)} is one chunk, flushed at once, or several chunks of
   * at most {@code maxChunk} bytes each (cut anywhere, inside a UTF-8 character too).
   */
  final class Chunked {
    private final int maxChunk;

    private Chunked(int maxChunk) {
      this.maxChunk = maxChunk;
    }

    void write(String text) throws IOException {
      byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
      int step = maxChunk > 0 ? maxChunk : Math.max(1, bytes.length);
      for (int from = 0; from < bytes.length; from += step) {
        int n = Math.min(step, bytes.length - from);
        out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.write(bytes, from, n);
        out.write('\r');
        out.write('\n');
        out.flush();
      }
    }

    void finish() throws IOException {
      out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
      out.flush();
      reusable = keepAliveRequested;
    }
  }
}
