package dev.vex.testkit;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.VexException;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A host's own fetcher, written as the contract asks: CoinGecko's simple price (documented at
 * {@code /api/v3/simple/price}; the tests serve a real recorded answer), a timeout over the whole
 * exchange, a size limit on the body, typed failures naming the URL, and interrupts kept.
 */
final class PriceFetcher implements GroundedFetcher {
  static final int MAX_BODY = 1 << 20;
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private final String baseUrl;
  private final Duration timeout;

  PriceFetcher(String baseUrl, Duration timeout) {
    this.baseUrl = baseUrl;
    this.timeout = timeout;
  }

  @Override
  public GroundTruth fetch(Intent intent) throws InterruptedException {
    String id = intent.subject().isBlank() ? "bitcoin" : intent.subject().toLowerCase(Locale.ROOT);
    String url =
        baseUrl
            + "/api/v3/simple/price?ids="
            + URLEncoder.encode(id, StandardCharsets.UTF_8)
            + "&vs_currencies=usd";
    String body = get(url);
    JsonElement json;
    try {
      json = JsonParser.parseString(body);
    } catch (RuntimeException e) {
      throw new VexException("CoinGecko sent something that is not JSON [" + url + "]", e);
    }
    if (!json.isJsonObject()
        || !(json.getAsJsonObject().get(id) instanceof JsonObject coin)
        || coin.get("usd") == null
        || !coin.get("usd").isJsonPrimitive()
        || !coin.get("usd").getAsJsonPrimitive().isNumber()) {
      throw new VexException("CoinGecko has no USD price for '" + id + "' [" + url + "]");
    }
    BigDecimal price = coin.get("usd").getAsBigDecimal();
    Instant now = Instant.now();
    String en = id + " costs " + price.toPlainString() + " USD (source: CoinGecko).";
    return new GroundTruth(
        "crypto",
        "CoinGecko",
        List.of(url),
        now,
        Map.of("price", price),
        List.of(new KeyFigure(id + " price", price, "USD")),
        Map.of("en", en),
        new FactCard(id, Map.of("Price", price.toPlainString() + " USD"), "CoinGecko", url, now));
  }

  private String get(String url) throws InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(timeout).GET().build();
    CompletableFuture<HttpResponse<String>> call =
        CLIENT.sendAsync(request, info -> new Bounded(MAX_BODY));
    HttpResponse<String> response;
    try {
      response = call.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      call.cancel(true);
      throw new VexException("CoinGecko did not answer within " + timeout + " [" + url + "]", e);
    } catch (InterruptedException e) {
      call.cancel(true);
      throw e;
    } catch (ExecutionException e) {
      throw new VexException(
          "CoinGecko cannot be reached: " + e.getCause() + " [" + url + "]", e.getCause());
    }
    if (response.statusCode() != 200) {
      throw new VexException("CoinGecko answered HTTP " + response.statusCode() + " [" + url + "]");
    }
    return response.body();
  }

  /** A body subscriber that gives up past a size. */
  private static final class Bounded implements HttpResponse.BodySubscriber<String> {
    private final int max;
    private final CompletableFuture<String> body = new CompletableFuture<>();
    private final java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    private Flow.Subscription subscription;

    Bounded(int max) {
      this.max = max;
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
      for (ByteBuffer b : items) {
        if (bytes.size() + b.remaining() > max) {
          subscription.cancel();
          body.completeExceptionally(new VexException("the body is larger than " + max));
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
}
