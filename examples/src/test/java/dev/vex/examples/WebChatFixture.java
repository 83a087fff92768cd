package dev.vex.examples;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.text.NumberFormat;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Function;

/**
 * A running {@link WebChat} as a person starts it without Ollama: the built-in simulator scripted
 * like a small model ({@link SmallModelScript}), the fetchers on the recorded responses (optionally
 * with hostile variants of some), on a free loopback port.
 */
final class WebChatFixture implements AutoCloseable {
  /** The folder of hostile variants of the recipe and news recordings (see its PROVENANCE.md). */
  static final Path HOSTILE = Path.of("src/test/resources/webchat/hostile");

  final Path dataDir;
  private final RecordedSources recorded;
  private final OllamaSimulator sim;
  final WebChat chat;

  WebChatFixture(Path dataDir, Path overrides) throws IOException {
    this(dataDir, overrides, new SmallModelScript()::reply);
  }

  WebChatFixture(Path dataDir, Path overrides, Function<RecordedRequest, Reply> model)
      throws IOException {
    this(dataDir, overrides, model, OllamaSimulator.builder());
  }

  /** With a simulator configured by the test (such as more parallel slots than Ollama's one). */
  WebChatFixture(
      Path dataDir,
      Path overrides,
      Function<RecordedRequest, Reply> model,
      OllamaSimulator.Builder simulator)
      throws IOException {
    this.dataDir = dataDir;
    this.recorded = new RecordedSources(overrides);
    this.sim = simulator.start();
    sim.setDispatcher(model::apply);
    OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
    this.chat =
        WebChat.start(
            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
            // A generous grounding deadline: the first fetch of a cold JVM on a busy machine.
            OfflineDemo.agent(recorded)
                .ollama(client)
                .model("qwen2.5:3b")
                .groundingDeadline(Duration.ofMinutes(1)),
            dataDir);
  }

  URI uri() {
    return chat.uri();
  }

  /** Bitcoin's USD price in the CoinGecko market-data recording, as the card writes it (65,603). */
  static String recordedBitcoinPrice() {
    try (InputStream in =
        WebChatFixture.class.getResourceAsStream(
            "/recorded/coingecko/coins_markets_usd_ids_bitcoin.json")) {
      JsonObject o =
          JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8))
              .getAsJsonArray()
              .get(0)
              .getAsJsonObject();
      BigDecimal usd = o.get("current_price").getAsBigDecimal();
      return NumberFormat.getIntegerInstance(Locale.US).format(usd);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try {
      chat.close();
    } finally {
      try {
        sim.close();
      } finally {
        recorded.close();
      }
    }
  }
}
