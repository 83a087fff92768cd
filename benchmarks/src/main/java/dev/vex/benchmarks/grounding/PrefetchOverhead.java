package dev.vex.benchmarks.grounding;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the grounded prefetch adds to a turn beyond its slowest source. Three local sources answer
 * with the real recorded bodies after 100, 200 and 300 ms (wttr.in, CoinGecko, Hacker News);
 * caching is off, so every turn fetches all three in parallel. The model is the Ollama simulator.
 *
 * <p>Read the result as: {@code groundedTurn − plainTurn − slowestSourceAlone} is what the prefetch
 * adds beyond its slowest source (classification, running three fetchers in parallel, parsing,
 * summaries, prompt assembly); {@code slowestSourceAlone − 300 ms} is the cost of one HTTP exchange
 * with this local server. Sequential fetching would add about 300 ms more (100 + 200 ms).
 *
 * <p>The recorded bodies are read from {@code -Dvex.fixtures=…} (default {@code
 * vex-eval/src/main/resources/recorded}, a copy in this repository, as seen from the repository
 * root). Run: {@code java -Dvex.fixtures=/path/to/fixtures/real -cp <benchmarks classpath>
 * org.openjdk.jmh.Main PrefetchOverhead}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 5, time = 3)
public class PrefetchOverhead {
  private static final String QUESTION = "weather in Oslo, the BTC price and tech news";

  private HttpServer sources;
  private ExecutorService sourceThreads;
  private OllamaSimulator model;
  private Agent agent;
  private NewsFetcher slowest;

  /**
   * Starts the three delayed sources and the simulated model, and builds the agent.
   *
   * @throws IOException when a recording cannot be read or a port cannot be opened
   */
  @Setup(Level.Trial)
  public void start() throws IOException {
    Path fixtures =
        Path.of(System.getProperty("vex.fixtures", "vex-eval/src/main/resources/recorded"));
    byte[] weather = read(fixtures.resolve("wttr/heideck_j1.json"));
    byte[] prices = read(fixtures.resolve("real/coingecko/coins_markets_usd_ids_bitcoin.json"));
    byte[] news = read(fixtures.resolve("hn-algolia/front_page.json"));
    sourceThreads = Executors.newCachedThreadPool();
    sources = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 64);
    sources.setExecutor(sourceThreads);
    sources.createContext("/Oslo", ex -> answer(ex, weather, 100));
    sources.createContext("/api/v3/coins/markets", ex -> answer(ex, prices, 200));
    sources.createContext("/api/v1/search", ex -> answer(ex, news, 300));
    sources.start();
    String base = "http://127.0.0.1:" + sources.getAddress().getPort();

    model = OllamaSimulator.start();
    model.setDispatcher(request -> Reply.text("Here is what I found."));
    Duration noCache = Duration.ZERO;
    Grounding grounding =
        Grounding.builder()
            .weather(WeatherFetcher.builder().baseUrl(base).cacheTtl(noCache).build())
            .crypto(CryptoFetcher.builder().baseUrl(base).cacheTtl(noCache).build())
            .news(NewsFetcher.builder().baseUrl(base).cacheTtl(noCache).build())
            .build();
    slowest = NewsFetcher.builder().baseUrl(base).cacheTtl(noCache).build();
    agent =
        grounding
            .applyTo(
                Agent.builder()
                    .ollama(OllamaClient.builder().baseUrl(model.baseUrl().toString()).build())
                    .model("qwen2.5:3b"))
            .build();
  }

  /** Stops the sources and the model. */
  @TearDown(Level.Trial)
  public void stop() {
    model.close();
    sources.stop(0);
    sourceThreads.shutdownNow();
  }

  /**
   * A turn that fetches three sources (slowest 300 ms) before the model speaks.
   *
   * @return the reply
   */
  @Benchmark
  public AgentReply groundedTurn() {
    return agent.chat(QUESTION);
  }

  /**
   * The same agent on chit-chat: no intent, no fetch; the baseline to subtract.
   *
   * @return the reply
   */
  @Benchmark
  public AgentReply plainTurn() {
    return agent.chat("thanks, that was helpful!");
  }

  /**
   * The slowest source on its own, fetched directly: the floor a grounded turn cannot beat.
   *
   * @return the ground truth
   * @throws Exception when the local source fails
   */
  @Benchmark
  public GroundTruth slowestSourceAlone() throws Exception {
    return slowest.fetch(Intent.of("news", ""));
  }

  private static void answer(HttpExchange ex, byte[] body, long delayMillis) throws IOException {
    try {
      Thread.sleep(delayMillis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    ex.getResponseHeaders().set("Content-Type", "application/json");
    ex.sendResponseHeaders(200, body.length);
    try (OutputStream out = ex.getResponseBody()) {
      out.write(body);
    }
  }

  private static byte[] read(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot read the recording "
              + p.toAbsolutePath()
              + "; pass -Dvex.fixtures=<fixtures/real>",
          e);
    }
  }
}
