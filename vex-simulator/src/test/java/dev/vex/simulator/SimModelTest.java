package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SimModelTest {

  @Test
  void derivesDetailsFromTheName() {
    SimModel qwen = SimModel.of("qwen2.5:3b", "completion", "tools");
    assertThat(qwen.toolTag()).isEqualTo(ToolTag.QWEN);
    assertThat(qwen.family()).isEqualTo("qwen2");
    assertThat(qwen.parameterSize()).isEqualTo("3B");
    assertThat(SimModel.of("llama3.2:3b").toolTag()).isEqualTo(ToolTag.LLAMA);
    assertThat(SimModel.of("mistral:7b").toolTag()).isEqualTo(ToolTag.MISTRAL);
    assertThat(SimModel.of("qwen2.5:0.5b").parameterSize()).isEqualTo("0.5B");
  }

  @Test
  void aNameWithoutTagGetsLatest() {
    assertThat(SimModel.of("llava").name()).isEqualTo("llava:latest");
    assertThat(SimModel.of("user/model").name()).isEqualTo("user/model:latest");
  }

  @Test
  void defaultsAreTheFiveDocumentedModels() {
    assertThat(SimModel.defaults())
        .extracting(SimModel::name)
        .containsExactly("qwen2.5:3b", "llama3.2:3b", "llava:7b", "qwen3:4b", "gemma3:4b");
    assertThat(SimModel.defaults().get(3).capabilities())
        .containsExactly("completion", "tools", "thinking");
  }

  @Test
  void withToolTagChangesOnlyTheTag() {
    SimModel m = SimModel.of("qwen2.5:3b", "completion", "tools").withToolTag(ToolTag.LLAMA);
    assertThat(m.toolTag()).isEqualTo(ToolTag.LLAMA);
    assertThat(m.supports("tools")).isTrue();
    assertThat(ToolTag.MISTRAL.tag()).isEqualTo("[TOOL_CALLS]");
  }

  @Test
  void rejectsABlankName() {
    assertThatThrownBy(() -> SimModel.of(" ")).isInstanceOf(IllegalArgumentException.class);
  }
}
