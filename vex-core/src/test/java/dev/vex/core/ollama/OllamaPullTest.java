package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.model.ModelInfo;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.SimModel;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Pulling a model from the simulator's registry, with Ollama's streamed status lines. */
class OllamaPullTest {

  @Test
  void aPullReportsEachLayersProgressAndTheModelIsThenInstalled() {
    try (OllamaSimulator sim =
        OllamaSimulator.builder()
            .pullable(SimModel.of("mistral:7b", "completion", "tools"))
            .start()) {
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      assertThat(client.models()).extracting(ModelInfo::name).doesNotContain("mistral:7b");
      List<PullProgress> lines = new ArrayList<>();

      client.pull("mistral:7b", lines::add);

      assertThat(lines.get(0).status()).isEqualTo("pulling manifest");
      assertThat(lines.get(lines.size() - 1).status()).isEqualTo("success");
      List<PullProgress> layer = lines.stream().filter(p -> p.total() > 1_000_000_000L).toList();
      assertThat(layer).hasSizeGreaterThan(2);
      assertThat(layer).extracting(PullProgress::completed).isSorted();
      assertThat(layer.get(layer.size() - 1).fraction()).isEqualTo(1.0);
      assertThat(layer.get(0).digest()).startsWith("sha256:");
      assertThat(client.models()).extracting(ModelInfo::name).contains("mistral:7b");
    }
  }

  @Test
  void aModelTheRegistryLacksIsNotFound() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      List<PullProgress> lines = new ArrayList<>();

      assertThatThrownBy(() -> client.pull("no-such-model:1b", lines::add))
          .isInstanceOf(ModelNotFoundException.class)
          .hasMessageContaining("file does not exist");
      assertThat(lines).extracting(PullProgress::status).containsExactly("pulling manifest");
    }
  }
}
