package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class OllamaHostTest {
  @Test
  void unsetHostIsTheLoopbackDefault() {
    assertThat(OllamaHost.fromEnvironment(Map.of()).toString()).isEqualTo("http://127.0.0.1:11434");
  }

  @Test
  void hostFormsAcceptedByOllamaAreUnderstood() {
    assertThat(OllamaHost.parse("gpu-box").toString()).isEqualTo("http://gpu-box:11434");
    assertThat(OllamaHost.parse("gpu-box:8080").toString()).isEqualTo("http://gpu-box:8080");
    assertThat(OllamaHost.parse(":11500").toString()).isEqualTo("http://127.0.0.1:11500");
    assertThat(OllamaHost.parse("https://ollama.example.com").toString())
        .isEqualTo("https://ollama.example.com:443");
    assertThat(OllamaHost.parse("http://10.0.0.2:11434/").toString())
        .isEqualTo("http://10.0.0.2:11434");
    assertThat(OllamaHost.parse("http://proxy:80/ollama").toString())
        .isEqualTo("http://proxy:80/ollama");
    assertThat(OllamaHost.fromEnvironment(Map.of("OLLAMA_HOST", "0.0.0.0:11434")).toString())
        .isEqualTo("http://0.0.0.0:11434");
  }

  @Test
  void otherSchemesAndBadPortsAreRejected() {
    assertThatThrownBy(() -> OllamaHost.parse("ftp://host"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> OllamaHost.parse("host:port"))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
