package dev.vex.core.ollama;

import com.google.gson.JsonParseException;
import dev.vex.core.internal.Deadlines;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.StreamHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One chat exchange with an Ollama server and the deadlines around it: the first byte of the reply
 * within {@code firstByteTimeout}, then no silence longer than {@code idleTimeout} between chunks,
 * for a 200 reply and for an error body alike. A connection that fails before any byte of a
 * response arrived is tried once more, unchanged. Deadlines are kept by the runtime's shared
 * sweeper; nothing is scheduled per request.
 */
final class ChatExchange {
  private static final Logger log = LoggerFactory.getLogger(ChatExchange.class);
  private static final int READ_BUFFER_BYTES = 1024;
  private static final int DRAIN_LIMIT_CHARS = 8 * 1024;
  private static final int ERROR_BODY_LIMIT_BYTES = 64 * 1024;
  private static final Runnable NOTHING = () -> {};

  private final URI baseUrl;
  private final HttpClient http;
  private final Deadlines deadlines;
  private final Duration connectTimeout;
  private final Duration firstByteTimeout;
  private final Duration idleTimeout;

  ChatExchange(
      URI baseUrl,
      HttpClient http,
      Deadlines deadlines,
      Duration connectTimeout,
      Duration firstByteTimeout,
      Duration idleTimeout) {
    this.baseUrl = baseUrl;
    this.http = http;
    this.deadlines = deadlines;
    this.connectTimeout = connectTimeout;
    this.firstByteTimeout = firstByteTimeout;
    this.idleTimeout = idleTimeout;
  }

  ChatResponse run(HttpRequest httpRequest, ChatRequest request, StreamHandler h) {
    if (!request.stream()) {
      return whole(httpRequest, request, h);
    }
    HttpResponse<InputStream> response =
        sendChat(httpRequest, HttpResponse.BodyHandlers.ofInputStream(), request.model());
    try (InputStream in = response.body()) {
      Deadlines.Watch watchdog = deadlines.watch(idleTimeout.toNanos(), () -> closeQuietly(in));
      if (response.statusCode() != 200) {
        String text = errorBody(in, response.statusCode(), watchdog, request.model());
        throw ErrorMapper.fromStatus(response.statusCode(), text, request.model(), baseUrl);
      }
      ChatReader reader = new ChatReader(h);
      try (Reader source = utf8(in)) {
        reader.read(source, watchdog::progress);
        if (reader.done()) {
          drain(source);
        }
      } catch (IOException | JsonParseException | IllegalStateException e) {
        throw broken(watchdog, reader, request.model(), e);
      } finally {
        watchdog.cancel();
      }
      if (reader.error() != null) {
        throw ErrorMapper.midStream(reader.error(), request.model());
      }
      if (!reader.done()) {
        if (watchdog.fired()) {
          throw idle(request.model(), null);
        }
        throw new StreamBrokenException(
            -1,
            null,
            "the reply of model '"
                + request.model()
                + "' ended before its final chunk (received "
                + reader.contentSoFar().length()
                + " characters)",
            null);
      }
      return reader.response();
    } catch (IOException e) {
      throw new StreamBrokenException(-1, null, "could not read the reply: " + e, e);
    }
  }

  /**
   * Reads an error body under the idle deadline and a size cap: a server that sends an error status
   * and then stalls, or never stops, is cut off like any other reply.
   */
  private String errorBody(InputStream in, int status, Deadlines.Watch watchdog, String model) {
    byte[] buf = new byte[ERROR_BODY_LIMIT_BYTES];
    int n = 0;
    IOException failure = null;
    try {
      int r;
      while (n < buf.length && (r = in.read(buf, n, buf.length - n)) >= 0) {
        n += r;
        watchdog.progress();
      }
    } catch (IOException e) {
      failure = e; // keep what arrived: the status alone says enough
    } finally {
      watchdog.cancel();
    }
    if (watchdog.fired()) {
      throw new ModelTimeoutException(
          ModelTimeoutException.Phase.IDLE,
          "model '"
              + model
              + "' answered HTTP "
              + status
              + " and then sent nothing for "
              + idleTimeout.toSeconds()
              + " s; check the server",
          failure);
    }
    return new String(buf, 0, n, StandardCharsets.UTF_8);
  }

  /** A whole reply arrives at once after the model finished: read it in one piece. */
  private ChatResponse whole(HttpRequest httpRequest, ChatRequest request, StreamHandler h) {
    HttpResponse<byte[]> response =
        sendChat(httpRequest, HttpResponse.BodyHandlers.ofByteArray(), request.model());
    String body = new String(response.body(), StandardCharsets.UTF_8);
    if (response.statusCode() != 200) {
      throw ErrorMapper.fromStatus(response.statusCode(), body, request.model(), baseUrl);
    }
    ChatReader reader = new ChatReader(h);
    try {
      reader.read(new StringReader(body), NOTHING);
    } catch (IOException | JsonParseException | IllegalStateException e) {
      throw new StreamBrokenException(
          200,
          null,
          "the reply of model '" + request.model() + "' is not valid JSON: " + e.getMessage(),
          e);
    }
    if (reader.error() != null) {
      throw ErrorMapper.midStream(reader.error(), request.model());
    }
    if (!reader.done()) {
      throw new StreamBrokenException(
          200, null, "the reply of model '" + request.model() + "' has no final chunk", null);
    }
    return reader.response();
  }

  private ModelException broken(
      Deadlines.Watch watchdog, ChatReader reader, String model, Exception e) {
    if (watchdog.fired()) {
      return idle(model, e);
    }
    return new StreamBrokenException(
        -1,
        null,
        "the reply of model '"
            + model
            + "' broke off after "
            + reader.contentSoFar().length()
            + " characters: "
            + e.getMessage(),
        e);
  }

  private ModelTimeoutException idle(String model, Exception cause) {
    return new ModelTimeoutException(
        ModelTimeoutException.Phase.IDLE,
        "model '"
            + model
            + "' sent nothing for "
            + idleTimeout.toSeconds()
            + " s in the middle of its reply; raise idleTimeout or check the server",
        cause);
  }

  /**
   * Sends a chat request under the first-byte timeout. The deadline is kept by the shared {@link
   * Deadlines} sweeper, which interrupts this thread when it passes (the JDK client then cancels
   * the exchange); a per-request {@code HttpRequest.timeout} would register a timer with the
   * client's selector and wake it on every request.
   */
  private <T> HttpResponse<T> sendChat(
      HttpRequest request, HttpResponse.BodyHandler<T> handler, String model) {
    Deadlines.Watch watch =
        deadlines.watch(firstByteTimeout.toNanos(), Thread.currentThread()::interrupt);
    try {
      return sendRetryingLostConnection(request, handler, model);
    } catch (StreamBrokenException e) {
      if (watch.fired() && e.getCause() instanceof InterruptedException) {
        Thread.interrupted(); // our own deadline, not the caller's interrupt
        throw new ModelTimeoutException(
            ModelTimeoutException.Phase.FIRST_BYTE,
            "no reply from model '"
                + model
                + "' within "
                + firstByteTimeout.toSeconds()
                + " s; the model may still be loading: raise firstByteTimeout or preload it",
            e.getCause());
      }
      throw e;
    } finally {
      if (!watch.cancel()) {
        Thread.interrupted(); // the deadline fired as the reply arrived: clear its interrupt
      }
    }
  }

  /**
   * The JDK client now and then loses a response on a reused connection (the server closed it as
   * the request went out). No byte of a response arrived, so the request is sent once more,
   * unchanged, as OkHttp does on a connection failure.
   */
  private <T> HttpResponse<T> sendRetryingLostConnection(
      HttpRequest request, HttpResponse.BodyHandler<T> handler, String model) {
    try {
      return send(http, request, handler, model, baseUrl, connectTimeout);
    } catch (StreamBrokenException e) {
      if (!(e.getCause() instanceof IOException) || Thread.currentThread().isInterrupted()) {
        throw e;
      }
      log.debug("connection to {} lost before a reply; sending once more", baseUrl, e.getCause());
      return send(http, request, handler, model, baseUrl, connectTimeout);
    }
  }

  static <T> HttpResponse<T> send(
      HttpClient http,
      HttpRequest request,
      HttpResponse.BodyHandler<T> handler,
      String model,
      URI baseUrl,
      Duration connectTimeout) {
    try {
      return http.send(request, handler);
    } catch (HttpConnectTimeoutException e) {
      throw new ModelTimeoutException(
          ModelTimeoutException.Phase.CONNECT,
          "could not connect to the Ollama server at "
              + baseUrl
              + " within "
              + connectTimeout.toMillis()
              + " ms; is it running (`ollama serve`) and is OLLAMA_HOST right?",
          e);
    } catch (HttpTimeoutException e) {
      throw new ModelTimeoutException(
          ModelTimeoutException.Phase.FIRST_BYTE,
          "no reply from "
              + (model == null ? "the Ollama server" : "model '" + model + "'")
              + " within "
              + request.timeout().map(Duration::toSeconds).orElse(0L)
              + " s; the model may still be loading: raise firstByteTimeout or preload it",
          e);
    } catch (ConnectException e) {
      throw new ServerUnavailableException(
          -1,
          null,
          "nothing answers at "
              + baseUrl
              + "; start Ollama with `ollama serve` or point OLLAMA_HOST at it",
          e);
    } catch (IOException e) {
      throw new StreamBrokenException(
          -1, null, "the connection to " + baseUrl + " failed before a reply: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StreamBrokenException(-1, null, "interrupted while waiting for the model", e);
    }
  }

  /** A UTF-8 reader with a small buffer: replies are read line by line, not in 8 KB blocks. */
  private static Reader utf8(InputStream in) {
    return Channels.newReader(
        Channels.newChannel(in), StandardCharsets.UTF_8.newDecoder(), READ_BUFFER_BYTES);
  }

  /**
   * Reads what follows the final chunk (normally nothing but the end of the chunked body), so the
   * connection goes back to the pool instead of being closed. Bounded: a server that keeps talking
   * is cut off.
   */
  private static void drain(Reader source) throws IOException {
    char[] rest = new char[64];
    int budget = DRAIN_LIMIT_CHARS;
    int n;
    while (budget > 0 && (n = source.read(rest)) >= 0) {
      budget -= n;
    }
  }

  private static void closeQuietly(InputStream in) {
    try {
      in.close();
    } catch (IOException ignored) {
      // closing only unblocks the reader
    }
  }
}
