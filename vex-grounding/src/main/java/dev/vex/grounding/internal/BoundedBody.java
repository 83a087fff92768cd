package dev.vex.grounding.internal;

import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A body handler that reads a response as UTF-8 text up to a size and gives up past it: a source
 * that sends a body without end is cut off by size, not only by its timeout.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<String> {
  /** The largest body a source may send: 8 MiB, eight times the largest recorded answer. */
  static final int MAX_BYTES = 8 * 1024 * 1024;

  /** Thrown inside the future when a body passes the size. */
  static final class TooLargeException extends java.io.IOException {
    private static final long serialVersionUID = 1L;

    TooLargeException(int max) {
      super("the body is larger than " + max + " bytes");
    }
  }

  private final int max;
  private final CompletableFuture<String> body = new CompletableFuture<>();
  private final java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream(8192);
  private Flow.Subscription subscription;

  private BoundedBody(int max) {
    this.max = max;
  }

  static HttpResponse.BodyHandler<String> handler(int max) {
    return info -> new BoundedBody(max);
  }

  @Override
  public CompletionStage<String> getBody() {
    return body;
  }

  @Override
  public void onSubscribe(Flow.Subscription s) {
    subscription = s;
    s.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> items) {
    if (body.isDone()) {
      return;
    }
    for (ByteBuffer b : items) {
      if (bytes.size() + (long) b.remaining() > max) {
        subscription.cancel();
        body.completeExceptionally(new TooLargeException(max));
        return;
      }
      byte[] chunk = new byte[b.remaining()];
      b.get(chunk);
      bytes.write(chunk, 0, chunk.length);
    }
  }

  @Override
  public void onError(Throwable t) {
    body.completeExceptionally(t);
  }

  @Override
  public void onComplete() {
    body.complete(bytes.toString(StandardCharsets.UTF_8));
  }
}
