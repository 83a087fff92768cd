package dev.vex.core.bounds;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A raw HTTP/1.1 server on loopback for the ways of misbehaving that the Ollama simulator cannot
 * script: bodies generated on the fly (50 MB without holding them), chunks that never end, fields
 * with values Ollama would never send. Each request is answered by the next queued {@link Body}
 * with status 200 (or the given status), {@code Connection: close} and no length: the body ends
 * when the connection closes, as HTTP/1.1 allows. It counts the bytes it managed to write.
 */
public final class RawOllama implements AutoCloseable {

  /** Writes a response body; an IOException (the client hung up) ends it quietly. */
  @FunctionalInterface
  public interface Body {
    void write(OutputStream out) throws IOException;
  }

  private final ServerSocket server;
  private final BlockingQueue<Object[]> bodies = new LinkedBlockingQueue<>();
  private final AtomicLong written = new AtomicLong();
  private final Thread acceptor;

  public RawOllama() throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    acceptor = new Thread(this::accept, "raw-ollama");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  public URI baseUrl() {
    return URI.create("http://127.0.0.1:" + server.getLocalPort());
  }

  public void enqueue(Body body) {
    enqueue(200, body);
  }

  public void enqueue(int status, Body body) {
    bodies.add(new Object[] {status, body});
  }

  /** Bytes of bodies written so far, across requests. */
  public long bytesWritten() {
    return written.get();
  }

  private void accept() {
    while (!server.isClosed()) {
      try {
        Socket s = server.accept();
        Thread t = new Thread(() -> serve(s), "raw-ollama-conn");
        t.setDaemon(true);
        t.start();
      } catch (IOException e) {
        return;
      }
    }
  }

  private void serve(Socket s) {
    try (s) {
      readRequest(s.getInputStream());
      Object[] next = bodies.poll();
      int status = next == null ? 500 : (int) next[0];
      Body body =
          next == null
              ? out -> out.write("{\"error\":\"nothing queued\"}".getBytes())
              : (Body) next[1];
      OutputStream raw = s.getOutputStream();
      raw.write(
          ("HTTP/1.1 "
                  + status
                  + " X\r\nContent-Type: application/x-ndjson\r\nConnection: close\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      OutputStream counting =
          new BufferedOutputStream(
              new OutputStream() {
                @Override
                public void write(int b) throws IOException {
                  raw.write(b);
                  written.incrementAndGet();
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                  raw.write(b, off, len);
                  written.addAndGet(len);
                }
              },
              64 * 1024);
      body.write(counting);
      counting.flush();
    } catch (IOException ignored) {
      // the client hung up: that is how a bounded client ends an unbounded body
    }
  }

  private static void readRequest(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int b;
    int last4 = 0;
    while (last4 != 0x0D0A0D0A && (b = in.read()) >= 0) {
      head.write(b);
      last4 = (last4 << 8) | b;
    }
    long length = 0;
    for (String line : head.toString(StandardCharsets.US_ASCII).split("\r\n")) {
      if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
        length = Long.parseLong(line.substring(15).strip());
      }
    }
    in.readNBytes((int) length);
  }

  /** A streamed chunk of content, as Ollama writes it. */
  public static String chunk(String contentJsonEscaped) {
    return "{\"model\":\"m\",\"created_at\":\"2026-12-03T08:00:00Z\",\"message\":{\"role\":\"assistant\",\"content\":\""
        + contentJsonEscaped
        + "\"},\"done\":false}\n";
  }

  /** The final chunk with the given extra fields (each {@code "key":value}). */
  public static String done(String extraFields) {
    return "{\"model\":\"m\",\"created_at\":\"2026-12-03T08:00:00Z\",\"message\":{\"role\":\"assistant\",\"content\":\"\"},\"done\":true,\"done_reason\":\"stop\""
        + (extraFields.isEmpty() ? "" : "," + extraFields)
        + "}\n";
  }

  @Override
  public void close() throws IOException {
    server.close();
  }
}
