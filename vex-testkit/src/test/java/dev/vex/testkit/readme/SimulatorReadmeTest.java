package dev.vex.testkit.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every Java snippet of vex-simulator's README compiles against the built modules. */
class SimulatorReadmeTest {
  private static final Path README = Path.of("..", "vex-simulator", "README.md");

  @Test
  void everyJavaSnippetOfTheSimulatorsReadmeCompiles() throws Exception {
    List<String> blocks = ReadmeSnippets.blocks(README);
    assertThat(blocks).hasSizeGreaterThanOrEqualTo(6);

    String errors =
        ReadmeSnippets.compile(
            blocks,
            List.of(
                "static org.assertj.core.api.Assertions.assertThat",
                "dev.vex.core.*",
                "dev.vex.core.message.*",
                "dev.vex.simulator.*",
                "java.time.*",
                "java.util.*",
                "java.util.concurrent.*"),
            List.of("  OllamaSimulator ollama;", "  Agent agent;"));

    assertThat(errors).as("javac on the README's snippets").isEmpty();
  }
}
