package dev.vex.grounding.internal;

import java.io.IOException;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
  private byte[] bytes;
  private int count;
  private final CompletableFuture<String> result = new CompletableFuture<>();
  private Flow.Subscription subscription;

  private BoundedBody(int limit, Charset charset, long length) {
    this.limit = limit;
    this.charset = charset;
    // Sized by a small Content-Length when the server sent one (a hint only: the limit still
    // holds, and a large announced length grows the buffer as bytes arrive, not up front).
    this.bytes = new byte[length > 0 && length <= Math.min(limit, 64 * 1024) ? (int) length : 512];
  }

  static BoundedBody of(HttpResponse.ResponseInfo info, int limit) {
    HttpHeaders h = info.headers();
    return new BoundedBody(limit, charset(Http.header(h, "Content-Type")), length(h));
  }

  private static long length(HttpHeaders h) {
    String v = Http.header(h, "Content-Length").strip();
    if (v.isEmpty() || v.length() > 18) {
      return -1;
    }
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      return -1;
    }
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
      if (count + (long) n > limit) {
        subscription.cancel();
        result.completeExceptionally(new TooLarge(limit));
        return;
      }
      if (count + n > bytes.length) {
        bytes = Arrays.copyOf(bytes, (int) Math.min(limit, Math.max(count + n, 2L * bytes.length)));
      }
      b.get(bytes, count, n);
      count += n;
    }
  }

  @Override
  public void onError(Throwable t) {
    result.completeExceptionally(t);
  }

  @Override
  public void onComplete() {
    result.complete(new String(bytes, 0, count, charset));
  }
}
