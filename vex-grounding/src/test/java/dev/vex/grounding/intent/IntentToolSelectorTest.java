package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class IntentToolSelectorTest {
  private static Tool tool(String name) {
    return Tool.of(name, "tool " + name, ObjectSchema.builder().build(), args -> "ok");
  }

  private final ToolRegistry all =
      ToolRegistry.of(
          tool("web_search"), tool("fetch_url"), tool("make_pdf"), tool("get_time"), tool("notes"));

  @Test
  void withoutGroundedIntentsEveryToolIsShown() {
    assertThat(IntentToolSelector.defaults().select(List.of(), all).names()).hasSize(5);
    assertThat(IntentToolSelector.defaults().select(List.of(Intent.chat()), all).names())
        .hasSize(5);
  }

  @Test
  void groundedKindsShowTheirToolsTheAlwaysToolsAndTheHostsOwn() {
    IntentToolSelector s = IntentToolSelector.builder().always("get_time").build();

    assertThat(s.select(List.of(Intent.of("crypto", "BTC")), all).names())
        .containsExactly("make_pdf", "get_time", "notes");
    assertThat(s.select(List.of(Intent.of("search", "RAM")), all).names())
        .containsExactly("web_search", "fetch_url", "make_pdf", "get_time", "notes");
  }

  @Test
  void withoutKeepingOtherToolsGroundedKindsShowOnlyTheirToolsAndTheAlwaysTools() {
    IntentToolSelector s =
        IntentToolSelector.builder().always("get_time").keepOtherTools(false).build();

    assertThat(s.select(List.of(Intent.of("crypto", "BTC")), all).names())
        .containsExactly("get_time");
    assertThat(
            s.select(List.of(Intent.of("search", "RAM"), Intent.of("weather", "Oslo")), all)
                .names())
        .containsExactly("web_search", "fetch_url", "get_time");
  }

  @Test
  void theMappingIsConfigurableAndUnknownKindsShowEverything() {
    IntentToolSelector s =
        IntentToolSelector.builder()
            .map("recipes", "make_pdf")
            .allToolsWithoutIntents(false)
            .keepOtherTools(false)
            .build();

    assertThat(s.select(List.of(Intent.of("recipes", "lasagne")), all).names())
        .containsExactly("make_pdf");
    assertThat(s.select(List.of(Intent.of("calendar", "")), all).names()).hasSize(5);
    assertThat(s.select(List.of(), all).names()).isEmpty();
  }

  @Test
  void atMostMaxToolsAreShown() {
    IntentToolSelector s =
        IntentToolSelector.builder()
            .map("search", "web_search", "fetch_url", "notes")
            .maxTools(2)
            .keepOtherTools(false)
            .build();

    assertThat(s.select(List.of(Intent.of("search", "x")), all).names())
        .containsExactly("web_search", "fetch_url");
  }
}
