package dev.vex.core.ollama;

import dev.vex.core.VexRuntime;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.core.model.StreamBrokenException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How an {@link OllamaClient} reaches its server: the HTTP client and deadline sweeper of its
 * runtime (or the host's own HTTP client), and sending a request with the one retry on a connection
 * lost before any response byte. Every transport failure becomes a typed model exception. Immutable
 * and thread-safe.
 */
final class OllamaHttp {

  private final URI baseUrl;
  private final Duration connectTimeout;
  private final HttpClient hostHttp;
  private final VexRuntime runtime;

  OllamaHttp(URI baseUrl, Duration connectTimeout, HttpClient hostHttp, VexRuntime runtime) {
    this.baseUrl = baseUrl;
    this.connectTimeout = connectTimeout;
    this.hostHttp = hostHttp;
    this.runtime = runtime;
  }

  URI baseUrl() {
    return baseUrl;
  }

  /** The runtime's engine: the client's own, else the default runtime's, looked up per request. */
  Engine engine() {
    return Engine.of(runtime != null ? runtime : VexRuntime.defaultRuntime());
  }

  Deadlines deadlines() {
    return engine().deadlines();
  }

  /** Builds the runtime's shared client now, when there is no host client (see TlsWarmUp). */
  void warmUp() {
    http();
  }

  private HttpClient http() {
    return hostHttp != null ? hostHttp : engine().httpClient(connectTimeout);
  }

  /**
   * Sends a request. The JDK client now and then loses a response on a reused connection (the
   * server closed it as the request went out): when a connection fails before any byte of a
   * response arrived, the request is sent once more, unchanged, as OkHttp does.
   */
  <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler, String model) {
    return send(request, handler, model, () -> true);
  }

  /**
   * Sends a request whose handler reads the whole body before {@code send} returns: a failure is
   * retried only while {@code beforeReply} says no response has arrived yet.
   */
  <T> HttpResponse<T> send(
      HttpRequest request,
      HttpResponse.BodyHandler<T> handler,
      String model,
      BooleanSupplier beforeReply) {
    try {
      return sendOnce(request, handler, model);
    } catch (StreamBrokenException e) {
      if (!(e.getCause() instanceof IOException)
          || Thread.currentThread().isInterrupted()
          || !beforeReply.getAsBoolean()) {
        throw e;
      }
      log().debug("connection to {} lost before a reply; sending once more", baseUrl, e.getCause());
      return sendOnce(request, handler, model);
    }
  }

  /**
   * Starts sending a request on the HTTP client's own threads (none of the runtime's pool); {@link
   * #await} takes its response.
   */
  <T> CompletableFuture<HttpResponse<T>> sendAsync(
      HttpRequest request, HttpResponse.BodyHandler<T> handler) {
    return http().sendAsync(request, handler);
  }

  /**
   * Waits for a response started by {@link #sendAsync}; failures become what {@link #send} throws,
   * and a connection lost before a reply is sent once more on this thread, as {@code send} does.
   */
  <T> HttpResponse<T> await(
      CompletableFuture<HttpResponse<T>> pending,
      HttpRequest request,
      HttpResponse.BodyHandler<T> handler,
      String model) {
    try {
      return pending.get();
    } catch (InterruptedException e) {
      pending.cancel(true);
      Thread.currentThread().interrupt();
      throw new StreamBrokenException(-1, null, "interrupted while waiting for the model", e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof IOException io
          && !(io instanceof HttpTimeoutException)
          && !(io instanceof ConnectException)) {
        log().debug("connection to {} lost before a reply; sending once more", baseUrl, io);
        return sendOnce(request, handler, model);
      }
      if (cause instanceof Exception failure) {
        throw mapped(failure, request, model);
      }
      throw (Error) cause;
    }
  }

  private <T> HttpResponse<T> sendOnce(
      HttpRequest request, HttpResponse.BodyHandler<T> handler, String model) {
    try {
      return http().send(request, handler);
    } catch (IOException e) {
      throw mapped(e, request, model);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StreamBrokenException(-1, null, "interrupted while waiting for the model", e);
    }
  }

  /**
   * What a failed send becomes: one typed exception per cause, the same for both ways of sending.
   */
  private RuntimeException mapped(Exception failure, HttpRequest request, String model) {
    try {
      throw failure;
    } catch (HttpConnectTimeoutException e) {
      return new ModelTimeoutException(
          ModelTimeoutException.Phase.CONNECT,
          "could not connect to the Ollama server at "
              + baseUrl
              + " within "
              + connectTimeout.toMillis()
              + " ms; is it running (`ollama serve`) and is OLLAMA_HOST right?",
          e);
    } catch (HttpTimeoutException e) {
      return new ModelTimeoutException(
          ModelTimeoutException.Phase.FIRST_BYTE,
          "no reply from "
              + (model == null ? "the Ollama server" : "model '" + model + "'")
              + " within "
              + request.timeout().map(Duration::toSeconds).orElse(0L)
              + " s; the model may still be loading: raise firstByteTimeout or preload it",
          e);
    } catch (ConnectException e) {
      return new ServerUnavailableException(
          -1,
          null,
          "nothing answers at "
              + baseUrl
              + "; start Ollama with `ollama serve` or point OLLAMA_HOST at it",
          e);
    } catch (IOException e) {
      return new StreamBrokenException(
          -1, null, "the connection to " + baseUrl + " failed before a reply: " + e, e);
    } catch (RuntimeException e) {
      return e;
    } catch (Exception e) {
      return new StreamBrokenException(
          -1, null, "the connection to " + baseUrl + " failed before a reply: " + e, e);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(OllamaHttp.class);
  }
}
