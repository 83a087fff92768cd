package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The done line's metrics: a cold request pays the model load, a warm one does not. */
class ChatResponderTest {

  private static long loadDuration(OllamaSimulator sim, String model, String extra) {
    List<JsonObject> lines = TestHttp.lines(TestHttp.chat(sim, TestHttp.chatBody(model, extra)));
    JsonObject done = lines.get(lines.size() - 1);
    assertThat(done.get("done").getAsBoolean()).isTrue();
    assertThat(done.get("total_duration").getAsLong())
        .isGreaterThanOrEqualTo(done.get("load_duration").getAsLong());
    return done.get("load_duration").getAsLong();
  }

  @Test
  void theFirstRequestForAModelReportsAColdLoadAndTheNextAWarmOne() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      long cold = loadDuration(sim, "qwen2.5:3b", "");
      long warm = loadDuration(sim, "qwen2.5:3b", "");
      // Ollama's documented example: 2.97 s cold, about 4 ms warm.
      assertThat(cold).isGreaterThanOrEqualTo(2_969_184_542L);
      assertThat(warm).isPositive().isLessThan(cold);
      // another model is cold in its turn
      assertThat(loadDuration(sim, "llama3.2:3b", "")).isGreaterThanOrEqualTo(2_969_184_542L);
    }
  }

  @Test
  void aModelIsColdAgainAfterItWasUnloaded() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      loadDuration(sim, "qwen2.5:3b", "");
      assertThat(
              TestHttp.chat(sim, "{\"model\":\"qwen2.5:3b\",\"messages\":[],\"keep_alive\":0}")
                  .statusCode())
          .isEqualTo(200);
      assertThat(loadDuration(sim, "qwen2.5:3b", "")).isGreaterThanOrEqualTo(2_969_184_542L);
    }
  }

  @Test
  void theColdLoadIsConfigurable() {
    try (OllamaSimulator sim =
        OllamaSimulator.builder().coldLoadDuration(Duration.ofSeconds(30)).start()) {
      assertThat(loadDuration(sim, "qwen2.5:3b", "")).isGreaterThanOrEqualTo(30_000_000_000L);
      assertThat(loadDuration(sim, "qwen2.5:3b", "")).isLessThan(30_000_000_000L);
    }
  }
}
