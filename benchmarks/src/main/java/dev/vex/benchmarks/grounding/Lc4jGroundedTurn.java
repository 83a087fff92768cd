package dev.vex.benchmarks.grounding;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.langchain4j.guardrail.OutputGuardrail;
import dev.langchain4j.guardrail.OutputGuardrailRequest;
import dev.langchain4j.guardrail.OutputGuardrailResult;
import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.SystemMessage;
import dev.langchain4j.service.UserMessage;
import dev.langchain4j.service.V;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The grounded "BTC price" turn as a LangChain4j user writes it: the same CoinGecko prefetch as the
 * hand-written loop (a plain java.net.http GET to the local server serving the recording, parsed
 * with gson), the fact put in the system message through a template variable, one chat call through
 * an {@code AiServices} assistant over {@code OllamaChatModel}, and an {@link OutputGuardrail} that
 * checks every number in the reply against the fetched price and replaces a reply that states
 * another with the fact (the hand-written loop's digit check, in LangChain4j's guardrail API).
 */
final class Lc4jGroundedTurn {
  private static final Pattern NUMBER = Pattern.compile("\\d[\\d,]*(?:\\.\\d+)?");

  /** The AI service: the system message is a template filled per turn. */
  interface Assistant {
    @SystemMessage("{{system}}")
    String chat(
        @V("system") String system,
        @V("usd") long usd,
        @V("fact") String fact,
        @UserMessage String question);
  }

  /** Every number in the reply must be the fetched price; otherwise the reply becomes the fact. */
  static final class PriceGuardrail implements OutputGuardrail {
    private final AtomicLong checked = new AtomicLong();
    private final AtomicLong replaced = new AtomicLong();

    @Override
    public OutputGuardrailResult validate(OutputGuardrailRequest request) {
      checked.incrementAndGet();
      Map<String, Object> vars = request.requestParams().variables();
      long usd = ((Number) vars.get("usd")).longValue();
      if (usd < 0) {
        return success();
      }
      String text = request.responseFromLLM().aiMessage().text();
      Matcher m = NUMBER.matcher(text);
      while (m.find()) {
        if (!m.group().replace(",", "").equals(Long.toString(usd))) {
          replaced.incrementAndGet();
          return successWith((String) vars.get("fact"));
        }
      }
      return success();
    }

    long checked() {
      return checked.get();
    }

    long replaced() {
      return replaced.get();
    }
  }

  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final URI price;
  private final String system;
  private final PriceGuardrail guardrail = new PriceGuardrail();
  private final Assistant assistant;

  Lc4jGroundedTurn(URI source, URI ollama, String model, String system) {
    this.price = URI.create(source + "/api/v3/coins/markets?vs_currency=usd&ids=bitcoin");
    this.system = system;
    OllamaChatModel chat =
        OllamaChatModel.builder()
            .httpClientBuilder(
                new JdkHttpClientBuilder()
                    .httpClientBuilder(
                        HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)))
            .baseUrl(ollama.toString())
            .modelName(model)
            .timeout(Duration.ofSeconds(60))
            // One retry, as the other clients have for a connection lost before any response
            // byte: the JDK client's race with its own pool, not rare against a fast local server.
            .maxRetries(1)
            .build();
    this.assistant =
        AiServices.builder(Assistant.class).chatModel(chat).outputGuardrails(guardrail).build();
  }

  String turn(String question) {
    String lower = question.toLowerCase(Locale.ROOT);
    String fact = "";
    long usd = -1;
    if (lower.contains("bitcoin") || lower.contains("btc")) {
      JsonObject btc = JsonParser.parseString(get(price)).getAsJsonArray().get(0).getAsJsonObject();
      usd = Math.round(btc.get("current_price").getAsDouble());
      fact =
          String.format(
              Locale.ROOT,
              "Bitcoin costs %,d USD (%+.1f%% in 24 h, CoinGecko).",
              usd,
              btc.get("price_change_percentage_24h").getAsDouble());
    }
    return assistant.chat(
        fact.isEmpty() ? system : system + "\nFacts: " + fact, usd, fact, question);
  }

  PriceGuardrail guardrail() {
    return guardrail;
  }

  private String get(URI uri) {
    try {
      return http.send(
              HttpRequest.newBuilder(uri).header("Accept", "application/json").GET().build(),
              HttpResponse.BodyHandlers.ofString())
          .body();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
