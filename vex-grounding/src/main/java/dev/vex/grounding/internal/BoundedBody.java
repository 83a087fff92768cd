package dev.vex.grounding.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * A body read as text up to a size: a longer body cancels the download and fails with {@link
 * TooLarge}, so a source cannot fill the heap.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<String> {
  /** A body over the limit. */
  static final class TooLarge extends IOException {
    private static final long serialVersionUID = 1L;

    TooLarge(int limit) {
      super("the body is larger than " + limit + " bytes");
    }
  }

  private final int limit;
  private final Charset charset;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final CompletableFuture<String> result = new CompletableFuture<>();
  private Flow.Subscription subscription;

  private BoundedBody(int limit, Charset charset) {
    this.limit = limit;
    this.charset = charset;
  }

  static BoundedBody of(HttpResponse.ResponseInfo info, int limit) {
    return new BoundedBody(limit, charset(info.headers().firstValue("Content-Type").orElse("")));
  }

  private static Charset charset(String contentType) {
    String lower = contentType.toLowerCase(Locale.ROOT);
    int at = lower.indexOf("charset=");
    if (at >= 0 && lower.length() - at < 64) {
      String name = lower.substring(at + 8).replace("\"", "").strip();
      int end = name.indexOf(';');
      name = end >= 0 ? name.substring(0, end).strip() : name;
      try {
        return Charset.forName(name);
      } catch (RuntimeException e) {
        return StandardCharsets.UTF_8;
      }
    }
    return StandardCharsets.UTF_8;
  }

  @Override
  public CompletionStage<String> getBody() {
    return result;
  }

  @Override
  public void onSubscribe(Flow.Subscription s) {
    this.subscription = s;
    s.request(Long.MAX_VALUE);
  }

  @Override
  public void onNext(List<ByteBuffer> items) {
    if (result.isDone()) {
      return;
    }
    for (ByteBuffer b : items) {
      int n = b.remaining();
      if (bytes.size() + (long) n > limit) {
        subscription.cancel();
        result.completeExceptionally(new TooLarge(limit));
        return;
      }
      byte[] chunk = new byte[n];
      b.get(chunk);
      bytes.write(chunk, 0, n);
    }
  }

  @Override
  public void onError(Throwable t) {
    result.completeExceptionally(t);
  }

  @Override
  public void onComplete() {
    result.complete(bytes.toString(charset));
  }
}
