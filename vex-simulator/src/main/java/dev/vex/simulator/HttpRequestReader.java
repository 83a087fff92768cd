package dev.vex.simulator;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Reads HTTP/1.1 requests: request line, headers, and a Content-Length or chunked body. */
final class HttpRequestReader {
  private static final int MAX_LINE = 64 * 1024;
  private static final int MAX_HEADERS = 200;
  private static final int MAX_BODY = 64 * 1024 * 1024;

  /** A parsed request. */
  record Request(
      String method, String path, String version, Map<String, String> headers, byte[] body) {

    boolean keepAlive() {
      String connection = headers.getOrDefault("connection", "").toLowerCase(Locale.ROOT);
      if (version.equals("HTTP/1.0")) {
        return connection.contains("keep-alive");
      }
      return !connection.contains("close");
    }

    String bodyText() {
      return new String(body, StandardCharsets.UTF_8);
    }
  }

  /** Thrown for a request the server cannot parse; the connection answers 400 and closes. */
  static final class BadRequestException extends IOException {
    private static final long serialVersionUID = 1L;

    BadRequestException(String message) {
      super(message);
    }
  }

  private final InputStream in;
  private final Runnable onExpectContinue;

  HttpRequestReader(InputStream in, Runnable onExpectContinue) {
    this.in = in;
    this.onExpectContinue = onExpectContinue;
  }

  /** Returns the next request, or null when the client closed the connection between requests. */
  Request read() throws IOException {
    String line = readLine(true);
    while (line != null && line.isEmpty()) {
      line = readLine(true);
    }
    if (line == null) {
      return null;
    }
    String[] parts = line.split(" ");
    if (parts.length != 3 || !parts[2].startsWith("HTTP/1.")) {
      throw new BadRequestException("malformed request line: " + line);
    }
    String target = parts[1];
    if (target.startsWith("http://") || target.startsWith("https://")) {
      int slash = target.indexOf('/', target.indexOf("//") + 2);
      target = slash < 0 ? "/" : target.substring(slash);
    }
    int query = target.indexOf('?');
    String path = query < 0 ? target : target.substring(0, query);
    Map<String, String> headers = readHeaders();
    if ("100-continue".equalsIgnoreCase(headers.getOrDefault("expect", ""))) {
      onExpectContinue.run();
    }
    return new Request(parts[0], path, parts[2], headers, readBody(headers));
  }

  private Map<String, String> readHeaders() throws IOException {
    Map<String, String> headers = new LinkedHashMap<>();
    for (int n = 0; ; n++) {
      String line = readLine(false);
      if (line.isEmpty()) {
        return headers;
      }
      if (n >= MAX_HEADERS) {
        throw new BadRequestException("too many headers");
      }
      int colon = line.indexOf(':');
      if (colon <= 0) {
        throw new BadRequestException("malformed header: " + line);
      }
      String name = line.substring(0, colon).strip().toLowerCase(Locale.ROOT);
      String value = line.substring(colon + 1).strip();
      headers.merge(name, value, (a, b) -> a + ", " + b);
    }
  }

  private byte[] readBody(Map<String, String> headers) throws IOException {
    String te = headers.getOrDefault("transfer-encoding", "").toLowerCase(Locale.ROOT);
    if (te.contains("chunked")) {
      return readChunked();
    }
    String length = headers.get("content-length");
    if (length == null) {
      return new byte[0];
    }
    int n;
    try {
      n = Integer.parseInt(length.strip());
    } catch (NumberFormatException e) {
      throw new BadRequestException("bad content-length: " + length);
    }
    if (n < 0 || n > MAX_BODY) {
      throw new BadRequestException("bad content-length: " + length);
    }
    byte[] body = in.readNBytes(n);
    if (body.length != n) {
      throw new EOFException("request body ended early");
    }
    return body;
  }

  private byte[] readChunked() throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    while (true) {
      String sizeLine = readLine(false);
      int semi = sizeLine.indexOf(';');
      String hex = (semi < 0 ? sizeLine : sizeLine.substring(0, semi)).strip();
      int size;
      try {
        size = Integer.parseInt(hex, 16);
      } catch (NumberFormatException e) {
        throw new BadRequestException("bad chunk size: " + sizeLine);
      }
      if (size < 0 || body.size() + (long) size > MAX_BODY) {
        throw new BadRequestException("chunked body too large");
      }
      if (size == 0) {
        while (!readLine(false).isEmpty()) {
          // skip trailers
        }
        return body.toByteArray();
      }
      byte[] chunk = in.readNBytes(size);
      if (chunk.length != size) {
        throw new EOFException("chunk ended early");
      }
      body.write(chunk);
      if (!readLine(false).isEmpty()) {
        throw new BadRequestException("chunk not followed by CRLF");
      }
    }
  }

  /** Reads a line without its CRLF; at EOF returns null if allowed and nothing was read. */
  private String readLine(boolean eofAllowed) throws IOException {
    StringBuilder line = new StringBuilder();
    while (true) {
      int b = in.read();
      if (b == -1) {
        if (eofAllowed && line.length() == 0) {
          return null;
        }
        throw new EOFException("connection closed in the middle of a request");
      }
      if (b == '\n') {
        int len = line.length();
        if (len > 0 && line.charAt(len - 1) == '\r') {
          line.setLength(len - 1);
        }
        return line.toString();
      }
      if (line.length() >= MAX_LINE) {
        throw new BadRequestException("line too long");
      }
      line.append((char) b);
    }
  }
}
