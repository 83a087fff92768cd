package dev.vex.spring.ai;

import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.testkit.RecordedSource;
import java.time.Duration;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaApi;
import org.springframework.ai.ollama.api.OllamaChatOptions;

/** Spring AI's Ollama chat model on the simulator, and Vex's crypto grounding on a recording. */
final class Simulated {
  private Simulated() {}

  static OllamaChatModel model(OllamaSimulator sim) {
    return OllamaChatModel.builder()
        .ollamaApi(OllamaApi.builder().baseUrl(sim.baseUrl().toString()).build())
        .defaultOptions(OllamaChatOptions.builder().model("qwen2.5:3b").build())
        .build();
  }

  /** An advisor over {@link #cryptoFrom}, with a deadline a busy test machine meets. */
  static VexAdvisor advisor(RecordedSource source) {
    return VexAdvisor.builder()
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
