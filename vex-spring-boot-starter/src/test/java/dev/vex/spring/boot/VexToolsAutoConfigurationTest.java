package dev.vex.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.Agent;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.testkit.RecordedSource;
import dev.vex.tools.Tools;
import dev.vex.tools.files.FileTools;
import dev.vex.tools.web.WebTools;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** {@code vex.tools.*}: vex-tools' tools in a workspace folder and under a network policy. */
class VexToolsAutoConfigurationTest {
  private final OllamaSimulator sim = OllamaSimulator.start();
  private final RecordedSource page = RecordedSource.coinGecko();
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(VexToolsAutoConfiguration.class, VexAutoConfiguration.class))
          .withPropertyValues("vex.ollama.base-urls=" + sim.baseUrl());

  @TempDir Path workspace;

  @AfterEach
  void stop() {
    try (page) {
      sim.close();
    }
  }

  private static String call(Tools tools, String name, Map<String, ?> args) throws Exception {
    Tool tool = tools.registry().get(name).orElseThrow();
    return tool.handler().call(new ToolArguments(args));
  }

  @Test
  void withoutSettingsThereAreNoToolsAndTheAgentStillStarts() {
    runner.run(
        ctx -> {
          assertThat(ctx).hasSingleBean(Agent.class);
          assertThat(ctx.getBean(Tools.class).registry().names()).isEmpty();
        });
  }

  @Test
  void aWorkspaceGivesFileToolsConfinedToIt() throws Exception {
    Files.writeString(workspace.resolve("hello.txt"), "hi from the workspace");
    runner
        .withPropertyValues("vex.tools.workspace=" + workspace)
        .run(
            ctx -> {
              Tools tools = ctx.getBean(Tools.class);
              assertThat(tools.registry().names()).contains(FileTools.READ_FILE);
              Map<String, ?> inside = Map.of("path", "hello.txt");
              assertThat(call(tools, FileTools.READ_FILE, inside))
                  .contains("hi from the workspace");
              Map<String, ?> outside = Map.of("path", "/etc/hostname");
              assertThatThrownBy(() -> call(tools, FileTools.READ_FILE, outside))
                  .hasMessageContaining("refused");
            });
  }

  @Test
  void webToolsAreOffByDefaultAndOnlyPublicAddressesWhenOn() throws Exception {
    runner.run(
        ctx ->
            assertThat(ctx.getBean(Tools.class).registry().names())
                .doesNotContain(WebTools.FETCH_URL));
    runner
        .withPropertyValues("vex.tools.web.enabled=true")
        .run(
            ctx -> {
              Map<String, ?> args = Map.of("url", page.baseUrl() + "/api/v3/simple/price");
              assertThatThrownBy(() -> call(ctx.getBean(Tools.class), WebTools.FETCH_URL, args))
                  .hasMessageContaining("loopback");
              assertThat(page.requests()).isZero();
            });
  }

  @Test
  void allowLoopbackLetsTheWebToolsReachThisMachine() throws Exception {
    runner
        .withPropertyValues(
            "vex.tools.web.enabled=true",
            "vex.tools.web.allow-loopback=true",
            "vex.tools.web.searxng-url=http://searxng.invalid:8080")
        .run(
            ctx -> {
              Tools tools = ctx.getBean(Tools.class);
              assertThat(tools.registry().names()).contains("web_search");
              Map<String, ?> args = Map.of("url", page.baseUrl() + "/api/v3/simple/price");
              assertThat(call(tools, WebTools.FETCH_URL, args)).contains("89369");
            });
  }

  @Test
  void disabledOrAbsentThereAreNoTools() {
    runner
        .withPropertyValues("vex.tools.enabled=false", "vex.tools.workspace=" + workspace)
        .run(ctx -> assertThat(ctx).doesNotHaveBean(Tools.class).hasSingleBean(Agent.class));
    runner
        .withClassLoader(new FilteredClassLoader(Tools.class))
        .withPropertyValues("vex.tools.workspace=" + workspace)
        .run(ctx -> assertThat(ctx).doesNotHaveBean(Tools.class).hasSingleBean(Agent.class));
  }

  @Test
  void theApplicationsOwnToolsReplaceThem() {
    Tools mine = Tools.builder().build();
    runner
        .withBean(Tools.class, () -> mine)
        .withPropertyValues("vex.tools.workspace=" + workspace)
        .run(ctx -> assertThat(ctx.getBean(Tools.class)).isSameAs(mine));
  }

  @Test
  void thePropertiesHaveMetadataForTheIde() throws Exception {
    try (var in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(json)
          .contains("\"vex.tools.workspace\"")
          .contains("\"vex.tools.web.allow-hosts\"")
          .contains("\"vex.tools.web.allow-loopback\"")
          .contains("\"vex.memory.sqlite-file\"")
          .contains("\"vex.memory.policy\"")
          .contains("The folder the file, note and shell tools are confined to");
    }
  }
}
