package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** {@link OllamaClient#showLater}: sent at once, answered as {@link OllamaClient#show} answers. */
class OllamaShowLaterTest {

  @Test
  void theShowRequestIsSentBeforeItsAnswerIsAskedForAndAnswersAsShowDoes() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();

      Supplier<Optional<ModelInfo>> later = client.showLater("qwen2.5:3b");
      RecordedRequest sent = sim.takeRequest(Duration.ofSeconds(10));

      assertThat(sent).isNotNull();
      assertThat(sent.path()).isEqualTo("/api/show");
      Optional<ModelInfo> info = later.get();
      assertThat(info).isPresent();
      assertThat(info).isEqualTo(client.show("qwen2.5:3b"));
      assertThat(client.showLater("no-such-model:1b").get()).isEmpty();
    }
  }

  @Test
  void aServerThatIsNotThereGivesTheSameTypedErrorAsShow() throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    OllamaClient client = OllamaClient.builder().baseUrl("http://127.0.0.1:" + port).build();

    Supplier<Optional<ModelInfo>> later = client.showLater("qwen2.5:3b");

    assertThatThrownBy(later::get)
        .isInstanceOf(ServerUnavailableException.class)
        .hasMessageContaining("nothing answers at");
    assertThatThrownBy(() -> client.show("qwen2.5:3b"))
        .isInstanceOf(ServerUnavailableException.class);
  }
}
