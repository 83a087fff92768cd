package dev.vex.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.tools.web.NetworkPolicy;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolsTest {
  @TempDir Path tmp;

  @Test
  void onlyTheToolsWhoseDependencyIsConfiguredAreMade() {
    assertThat(Tools.builder().build().registry().names()).isEmpty();
    assertThat(Tools.builder().networkPolicy(NetworkPolicy.defaults()).build().registry().names())
        .containsExactly("fetch_url");
    assertThat(
            Tools.builder()
                .searxng("http://searxng:8080")
                .workflow("w", "http://n8n:5678/webhook/w")
                .build()
                .registry()
                .names())
        .containsExactly("fetch_url", "web_search", "call_workflow");
    assertThat(Tools.builder().workspace(tmp).build().registry().names())
        .containsExactly(
            "read_file",
            "write_file",
            "edit_file",
            "list_dir",
            "search_files",
            "search_notes",
            "save_note",
            "read_note",
            "run_bash",
            "execute_python");
    assertThat(Tools.builder().chatSink(t -> {}).build().registry().names())
        .containsExactly("send_chat_message");
  }

  @Test
  void theCriticalToolsAreTheOnesTheGroundingIntentsPointAt() {
    assertThat(Tools.CRITICAL_TOOLS).containsExactly("web_search", "fetch_url");
  }
}
