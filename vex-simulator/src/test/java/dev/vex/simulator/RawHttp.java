package dev.vex.simulator;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Raw-socket HTTP for byte-level checks of framing, keep-alive, drops and stalls. */
final class RawHttp implements AutoCloseable {

  /** One response as it came off the wire. */
  record Response(
      String statusLine,
      Map<String, String> headers,
      byte[] body,
      List<String> chunks,
      List<Integer> chunkSizes,
      boolean chunkedTerminated,
      long firstByteNanos) {

    int status() {
      return Integer.parseInt(statusLine.split(" ")[1]);
    }

    String text() {
      return new String(body, StandardCharsets.UTF_8);
    }
  }

  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;
  private long writtenAt = System.nanoTime();

  RawHttp(int port) throws IOException {
    socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setSoTimeout(10_000);
    in = socket.getInputStream();
    out = socket.getOutputStream();
  }

  static String request(String method, String path, String body, String... extraHeaders) {
    StringBuilder r = new StringBuilder();
    r.append(method).append(' ').append(path).append(" HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    for (String h : extraHeaders) {
      r.append(h).append("\r\n");
    }
    if (body != null) {
      r.append("Content-Type: application/json\r\nContent-Length: ")
          .append(body.getBytes(StandardCharsets.UTF_8).length)
          .append("\r\n\r\n")
          .append(body);
    } else {
      r.append("\r\n");
    }
    return r.toString();
  }

  void write(String raw) throws IOException {
    writtenAt = System.nanoTime();
    out.write(raw.getBytes(StandardCharsets.UTF_8));
    out.flush();
  }

  /**
   * Reads one response; a chunked body records each chunk and whether the 0-chunk came, and the
   * time to the first byte counts from the last {@link #write}.
   */
  Response read() throws IOException {
    long sent = writtenAt;
    int first = in.read();
    if (first == -1) {
      throw new EOFException("connection closed before any byte");
    }
    long firstByteNanos = System.nanoTime() - sent;
    String statusLine = (char) first + line();
    Map<String, String> headers = new LinkedHashMap<>();
    for (String h = line(); !h.isEmpty(); h = line()) {
      int colon = h.indexOf(':');
      headers.put(h.substring(0, colon).toLowerCase(Locale.ROOT), h.substring(colon + 1).strip());
    }
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    List<String> chunks = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    boolean terminated = false;
    if ("chunked".equals(headers.get("transfer-encoding"))) {
      try {
        while (true) {
          int size = Integer.parseInt(line(), 16);
          if (size == 0) {
            line();
            terminated = true;
            break;
          }
          byte[] chunk = in.readNBytes(size);
          if (chunk.length < size) {
            throw new EOFException();
          }
          body.write(chunk);
          chunks.add(new String(chunk, StandardCharsets.UTF_8));
          sizes.add(size);
          if (!line().isEmpty()) {
            throw new IOException("chunk not followed by CRLF");
          }
        }
      } catch (EOFException e) {
        // an abrupt close: terminated stays false
      }
    } else if (headers.containsKey("content-length")) {
      body.write(in.readNBytes(Integer.parseInt(headers.get("content-length"))));
    }
    return new Response(
        statusLine, headers, body.toByteArray(), chunks, sizes, terminated, firstByteNanos);
  }

  /** True when the server closed the connection (EOF) before sending anything more. */
  boolean closedByServer() throws IOException {
    try {
      return in.read() == -1;
    } catch (java.net.SocketException e) {
      return true;
    }
  }

  private String line() throws IOException {
    StringBuilder b = new StringBuilder();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c == -1) {
        throw new EOFException("EOF in line: " + b);
      }
      b.append((char) c);
    }
    int len = b.length();
    if (len == 0 || b.charAt(len - 1) != '\r') {
      throw new IOException("line without CRLF: " + b);
    }
    return b.substring(0, len - 1);
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
