package dev.vex.langchain4j;

import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.ollama.OllamaStreamingChatModel;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.testkit.RecordedSource;
import java.net.http.HttpClient;
import java.time.Duration;

/**
 * LangChain4j's Ollama models on the simulator, and Vex's crypto grounding on a recorded source.
 */
final class Simulated {
  private Simulated() {}

  static OllamaChatModel model(OllamaSimulator sim) {
    return OllamaChatModel.builder()
        .httpClientBuilder(http())
        .baseUrl(sim.baseUrl().toString())
        .modelName("qwen2.5:3b")
        .timeout(Duration.ofSeconds(60))
        .build();
  }

  static OllamaStreamingChatModel streamingModel(OllamaSimulator sim) {
    return OllamaStreamingChatModel.builder()
        .httpClientBuilder(http())
        .baseUrl(sim.baseUrl().toString())
        .modelName("qwen2.5:3b")
        .timeout(Duration.ofMinutes(10))
        .build();
  }

  private static JdkHttpClientBuilder http() {
    return new JdkHttpClientBuilder()
        .httpClientBuilder(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1));
  }

  /** A grounder over {@link #cryptoFrom}, with a deadline a busy test machine meets. */
  static VexGrounder grounder(RecordedSource source) {
    return VexGrounder.builder()
        .grounding(cryptoFrom(source))
        .deadline(Duration.ofSeconds(30))
        .build();
  }

  /** Crypto only, from the recorded source: no other kind reaches the network. */
  static Grounding cryptoFrom(RecordedSource source) {
    var crypto = CryptoFetcher.builder().baseUrl(source.baseUrl()).timeout(Duration.ofSeconds(30));
    return Grounding.builder().crypto(crypto.build()).only("crypto").build();
  }
}
