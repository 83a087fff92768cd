package dev.vex.mcp.internal;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.JSONRPCMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * The stdio transport Vex uses instead of the SDK's: it owns the server process and its children
 * (all of them end at close), skips a line that is not JSON-RPC instead of ending the session,
 * drops a message longer than its bound without buffering it, and drops notifications past a budget
 * so a server that floods them cannot starve its own answers. Its threads (one reader for stdout,
 * one for stderr, one writer) end when the process ends or the transport closes.
 */
public final class StdioTransport implements McpClientTransport {
  private static final Logger log = LoggerFactory.getLogger(StdioTransport.class);
  private static final int NOTIFICATIONS_PER_SECOND = 200;

  private final String server;
  private final List<String> command;
  private final McpJsonMapper json;
  private final int maxMessageBytes;
  private final Consumer<String> oversized;
  private final CompletableFuture<Integer> exited = new CompletableFuture<>();
  private final AtomicLong garbageLines = new AtomicLong();
  private final AtomicLong droppedNotifications = new AtomicLong();
  private final ExecutorService writer;
  private volatile Process process;
  private volatile boolean closing;

  /**
   * Creates the transport; nothing starts before {@link #connect}.
   *
   * @param server the server's name, for logs and thread names
   * @param command the command line
   * @param json the JSON mapper
   * @param maxMessageBytes the longest message read; longer ones are dropped
   * @param oversized told the server's name each time a message is dropped for its size
   */
  public StdioTransport(
      String server,
      List<String> command,
      McpJsonMapper json,
      int maxMessageBytes,
      Consumer<String> oversized) {
    this.server = server;
    this.command = List.copyOf(command);
    this.json = json;
    this.maxMessageBytes = maxMessageBytes;
    this.oversized = oversized;
    this.writer =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "vex-mcp-" + server + "-stdin");
              t.setDaemon(true);
              return t;
            });
  }

  /**
   * Completes with the exit code when the server process ends, for whatever reason.
   *
   * @return the exit future
   */
  public CompletableFuture<Integer> exited() {
    return exited;
  }

  /**
   * Returns how many stdout lines were not JSON-RPC and were skipped.
   *
   * @return the count
   */
  public long garbageLines() {
    return garbageLines.get();
  }

  /**
   * Returns how many notifications were dropped for going over the budget.
   *
   * @return the count
   */
  public long droppedNotifications() {
    return droppedNotifications.get();
  }

  @Override
  public Mono<Void> connect(Function<Mono<JSONRPCMessage>, Mono<JSONRPCMessage>> handler) {
    return Mono.fromRunnable(
        () -> {
          Process p;
          try {
            p = new ProcessBuilder(command).start();
          } catch (IOException e) {
            throw new IllegalStateException(
                "MCP server '" + server + "' did not start (" + command + "): " + e.getMessage(),
                e);
          }
          process = p;
          p.onExit().thenAccept(done -> exited.complete(done.exitValue()));
          daemon("stdout", () -> read(p.getInputStream(), handler)).start();
          daemon("stderr", () -> drainErrors(p.getErrorStream())).start();
        });
  }

  private Thread daemon(String stream, Runnable body) {
    Thread t = new Thread(body, "vex-mcp-" + server + "-" + stream);
    t.setDaemon(true);
    return t;
  }

  private void read(InputStream in, Function<Mono<JSONRPCMessage>, Mono<JSONRPCMessage>> handler) {
    LineReader lines = new LineReader(in, maxMessageBytes);
    long windowStart = System.nanoTime();
    int inWindow = 0;
    try {
      while (!closing) {
        String line = lines.next();
        if (line == null) {
          break;
        }
        if (line == LineReader.TOO_LONG) {
          log.warn(
              "MCP server '{}' sent a message of more than {} bytes; it was dropped",
              server,
              maxMessageBytes);
          oversized.accept(server);
          continue;
        }
        if (line.isBlank()) {
          continue;
        }
        JSONRPCMessage message;
        try {
          message = McpSchema.deserializeJsonRpcMessage(json, line);
        } catch (Exception e) {
          if (garbageLines.incrementAndGet() <= 5) {
            log.warn(
                "MCP server '{}' wrote a line that is not JSON-RPC to stdout; skipped: {}",
                server,
                shorten(line));
          }
          continue;
        }
        if (message instanceof McpSchema.JSONRPCNotification) {
          long now = System.nanoTime();
          if (now - windowStart > TimeUnit.SECONDS.toNanos(1)) {
            windowStart = now;
            inWindow = 0;
          }
          if (++inWindow > NOTIFICATIONS_PER_SECOND) {
            if (droppedNotifications.incrementAndGet() == 1) {
              log.warn(
                  "MCP server '{}' sends more than {} notifications a second; the rest are dropped",
                  server,
                  NOTIFICATIONS_PER_SECOND);
            }
            continue;
          }
        }
        handler
            .apply(Mono.just(message))
            .subscribe(
                ignored -> {},
                e -> log.debug("MCP server '{}': handling a message failed", server, e));
      }
    } catch (IOException e) {
      if (!closing) {
        log.warn("MCP server '{}': reading its stdout failed: {}", server, e.toString());
      }
    }
  }

  private void drainErrors(InputStream err) {
    LineReader lines = new LineReader(err, 8192);
    try {
      String line;
      while ((line = lines.next()) != null) {
        if (line != LineReader.TOO_LONG) {
          log.debug("MCP server '{}' stderr: {}", server, line);
        }
      }
    } catch (IOException e) {
      // the process ended
    }
  }

  private static String shorten(String line) {
    return line.length() <= 120 ? line : line.substring(0, 120) + "…";
  }

  @Override
  public Mono<Void> sendMessage(JSONRPCMessage message) {
    Process p = process;
    if (p == null || closing || !p.isAlive()) {
      return Mono.error(new IllegalStateException("MCP server '" + server + "' is not running"));
    }
    return Mono.fromFuture(
        CompletableFuture.runAsync(
            () -> {
              try {
                String text = json.writeValueAsString(message);
                text = text.replace("\r\n", "\\n").replace("\n", "\\n").replace("\r", "\\n");
                OutputStream out = p.getOutputStream();
                out.write(text.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
                out.flush();
              } catch (IOException e) {
                throw new IllegalStateException(
                    "MCP server '" + server + "' stopped reading its input: " + e.getMessage(), e);
              }
            },
            writer));
  }

  @Override
  public Mono<Void> closeGracefully() {
    return Mono.fromRunnable(this::stop);
  }

  @Override
  public void close() {
    stop();
  }

  /**
   * Ends the server: closes its input, waits up to 2 seconds for it to exit, then ends it and every
   * process it started. Idempotent.
   */
  public void stop() {
    if (closing) {
      return;
    }
    closing = true;
    writer.shutdownNow();
    Process p = process;
    if (p == null) {
      return;
    }
    List<ProcessHandle> children = p.descendants().toList();
    try {
      p.getOutputStream().close();
    } catch (IOException ignored) {
      // already closed
    }
    try {
      if (!p.waitFor(2, TimeUnit.SECONDS)) {
        p.destroy();
        if (!p.waitFor(2, TimeUnit.SECONDS)) {
          p.destroyForcibly();
        }
      }
    } catch (InterruptedException e) {
      p.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    for (ProcessHandle child : children) {
      child.destroyForcibly();
    }
    p.descendants().forEach(ProcessHandle::destroyForcibly);
  }

  @Override
  public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
    return json.convertValue(data, typeRef);
  }

  /** Reads UTF-8 lines of at most a given number of bytes; a longer line is skipped whole. */
  static final class LineReader {
    @SuppressWarnings("StringOperationCanBeSimplified")
    static final String TOO_LONG = new String("<too long>");

    private final InputStream in;
    private final int max;
    private final byte[] buffer = new byte[8192];
    private int pos;
    private int end;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    LineReader(InputStream in, int max) {
      this.in = in;
      this.max = max;
    }

    String next() throws IOException {
      line.reset();
      boolean tooLong = false;
      while (true) {
        if (pos == end) {
          end = in.read(buffer);
          pos = 0;
          if (end <= 0) {
            end = 0;
            if (tooLong) {
              return TOO_LONG;
            }
            return line.size() > 0 ? line.toString(StandardCharsets.UTF_8) : null;
          }
        }
        int start = pos;
        while (pos < end && buffer[pos] != '\n') {
          pos++;
        }
        int n = pos - start;
        if (!tooLong) {
          if (line.size() + n > max) {
            tooLong = true;
            line.reset();
          } else {
            line.write(buffer, start, n);
          }
        }
        if (pos < end) {
          pos++; // the newline
          if (tooLong) {
            return TOO_LONG;
          }
          String s = line.toString(StandardCharsets.UTF_8);
          return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
        }
      }
    }
  }
}
