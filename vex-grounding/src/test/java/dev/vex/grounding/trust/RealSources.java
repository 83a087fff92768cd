package dev.vex.grounding.trust;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.Guards;
import dev.vex.guards.ShownText;
import dev.vex.simulator.OllamaSimulator;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The real fetchers against one WireMock server, the default guards, a host that shows the stream.
 */
final class RealSources {
  private RealSources() {}

  /** A test resource's bytes, unchanged. */
  static byte[] bytes(String path) {
    try (InputStream in = RealSources.class.getClassLoader().getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + path);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A JSON response with a status and a resource's bytes. */
  static ResponseDefinitionBuilder json(int status, String path) {
    return aResponse()
        .withStatus(status)
        .withHeader("Content-Type", "application/json; charset=utf-8")
        .withBody(bytes(path));
  }

  /** A JSON response with a body built in the test. */
  static ResponseDefinitionBuilder json(String body) {
    return aResponse()
        .withStatus(200)
        .withHeader("Content-Type", "application/json; charset=utf-8")
        .withBody(body);
  }

  /** An agent grounded on the test server with the default guards. */
  static Agent.Builder agent(OllamaSimulator sim, String sources, Locale locale, ShownText host) {
    Duration t = Duration.ofSeconds(20); // generous: a busy 2-core machine
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b")
            .locale(locale)
            .listener(host);
    Grounding.builder()
        .weather(WeatherFetcher.builder().baseUrl(sources).timeout(t).build())
        .news(NewsFetcher.builder().baseUrl(sources).timeout(t).build())
        .search(SearchFetcher.builder().baseUrl(sources).timeout(t).build())
        .stocks(StockFetcher.builder().baseUrl(sources).timeout(t).build())
        .crypto(CryptoFetcher.builder().baseUrl(sources).timeout(t).build())
        .recipes(RecipeFetcher.builder().baseUrl(sources).timeout(t).build())
        .sports(SportsFetcher.builder().baseUrl(sources + "/api/v1/json/3").timeout(t).build())
        .deadline(Duration.ofSeconds(25))
        .build()
        .applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b;
  }

  /** The streamed states never showed what the final reply lacks, and end on the final reply. */
  static List<String> streamProblems(ShownText host, AgentReply reply, Locale locale) {
    List<String> problems = new java.util.ArrayList<>(host.leaks(reply.text(), locale));
    if (!host.shown().equals(reply.text())) {
      problems.add("the host shows [" + host.shown() + "] but the reply is [" + reply.text() + "]");
    }
    return problems;
  }
}
