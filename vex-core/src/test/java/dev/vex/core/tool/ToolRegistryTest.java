package dev.vex.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ToolRegistryTest {
  private static Tool tool(String name) {
    return Tool.of(name, "does " + name, ObjectSchema.empty(), args -> name);
  }

  private final ToolRegistry registry =
      ToolRegistry.of(
          tool("get_weather"), tool("web_search"), tool("read_file"), tool("write_file"));

  @Test
  void onlyKeepsTheNamedToolsInRegistryOrderAndIgnoresUnknownNames() {
    ToolRegistry subset = registry.only("write_file", "get_weather", "nope");

    assertThat(subset.names()).containsExactly("get_weather", "write_file");
    assertThat(registry.only("nope").isEmpty()).isTrue();
    assertThat(registry.only(registry.names())).isSameAs(registry);
  }

  @Test
  void nearestNamesAreSuggestedForATypo() {
    assertThat(registry.nearest("get_wether", 3)).containsExactly("get_weather");
    assertThat(registry.nearest("weather", 3)).containsExactly("get_weather");
    assertThat(registry.nearest("file", 3)).containsExactlyInAnyOrder("read_file", "write_file");
    assertThat(registry.nearest("launch_rockets", 3)).isEmpty();
  }

  @Test
  void resolveForgivesCaseDashesAndFunctionsPrefix() {
    assertThat(registry.resolve("Get-Weather")).map(Tool::name).hasValue("get_weather");
    assertThat(registry.resolve("functions.web_search")).map(Tool::name).hasValue("web_search");
    assertThat(registry.resolve("search")).isEmpty();
  }

  @Test
  void duplicateNamesAndBadNamesAreRefused() {
    assertThatThrownBy(() -> ToolRegistry.of(tool("a"), tool("a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two tools are named 'a'");
    assertThatThrownBy(() -> tool("has space")).isInstanceOf(IllegalArgumentException.class);
  }
}
