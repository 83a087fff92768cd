package dev.vex.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The footprint follows each library's own dependencies on the real class path. */
class FootprintTest {
  private final Footprint index = Footprint.ofClasspath();

  @Test
  void vexCoreBringsGsonAndSlf4jAndNothingOfLangChain4j() {
    Footprint.Closure vex = index.closure("dev.vex:vex-core");

    assertThat(vex.artifacts())
        .extracting(Footprint.Artifact::key)
        .contains("dev.vex:vex-core", "com.google.code.gson:gson", "org.slf4j:slf4j-api")
        .noneMatch(k -> k.startsWith("com.fasterxml") || k.startsWith("dev.langchain4j"));
    assertThat(vex.missing()).isEmpty();
  }

  @Test
  void vexCoreLeavesOutWhatItsPomExcludesFromGson() {
    Footprint.Artifact core =
        index.closure("dev.vex:vex-core").artifacts().stream()
            .filter(a -> a.key().equals("dev.vex:vex-core"))
            .findFirst()
            .orElseThrow();
    Footprint.Artifact gson =
        index.closure("com.google.code.gson:gson").artifacts().stream()
            .filter(a -> a.key().equals("com.google.code.gson:gson"))
            .findFirst()
            .orElseThrow();

    assertThat(gson.dependencies()).contains("com.google.errorprone:error_prone_annotations");
    assertThat(core.exclusions())
        .containsEntry(
            "com.google.code.gson:gson", List.of("com.google.errorprone:error_prone_annotations"));
    assertThat(index.closure("dev.vex:vex-core").artifacts())
        .extracting(Footprint.Artifact::key)
        .as("gson is there, its compile-time annotations are not")
        .contains("com.google.code.gson:gson")
        .doesNotContain("com.google.errorprone:error_prone_annotations");
    assertThat(index.closure("com.google.code.gson:gson").artifacts())
        .extracting(Footprint.Artifact::key)
        .as("gson on its own still brings them")
        .contains("com.google.errorprone:error_prone_annotations");
  }

  @Test
  void anExclusionPatternMatchesByGroupAndArtifactWithWildcards() {
    assertThat(
            Footprint.matches(
                "com.google.errorprone:error_prone_annotations",
                "com.google.errorprone:error_prone_annotations"))
        .isTrue();
    assertThat(Footprint.matches("com.google.errorprone:*", "com.google.errorprone:x")).isTrue();
    assertThat(Footprint.matches("*:*", "a:b")).isTrue();
    assertThat(Footprint.matches("com.google.errorprone:*", "com.google.code.gson:gson")).isFalse();
    assertThat(Footprint.matches("a:b", "a:bc")).isFalse();
  }

  @Test
  void langChain4jBringsJacksonAndItsCoreAndEachJarIsSizedFromTheFile() throws Exception {
    Footprint.Closure lc4j =
        index.closure("dev.langchain4j:langchain4j", "dev.langchain4j:langchain4j-ollama");

    assertThat(lc4j.artifacts())
        .extracting(Footprint.Artifact::key)
        .contains(
            "dev.langchain4j:langchain4j-core",
            "dev.langchain4j:langchain4j-http-client",
            "com.fasterxml.jackson.core:jackson-databind")
        .doesNotContain("dev.vex:vex-core");
    long sum = 0;
    for (Footprint.Artifact a : lc4j.artifacts()) {
      assertThat(a.bytes()).isEqualTo(Files.size(a.file()));
      sum += a.bytes();
    }
    assertThat(lc4j.bytes()).isEqualTo(sum);
    assertThat(lc4j.missing()).isEmpty();
  }

  @Test
  void aRootNotOnTheClassPathIsAnError() {
    assertThatThrownBy(() -> index.closure("org.example:nothing"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("org.example:nothing");
  }

  @Test
  void theClassPathIsTheOneThisJvmRuns() {
    assertThat(Measure.classpath().split(java.io.File.pathSeparator))
        .anyMatch(e -> Path.of(e).getFileName().toString().startsWith("gson"));
  }
}
