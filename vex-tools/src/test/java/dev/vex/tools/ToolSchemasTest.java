package dev.vex.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.model.ChatBackend;
import dev.vex.core.tool.Tool;
import dev.vex.tools.calendar.CalendarTools;
import dev.vex.tools.delegation.Delegation;
import dev.vex.tools.delegation.Specialist;
import dev.vex.tools.sandbox.SandboxRunner;
import dev.vex.tools.store.DirectoryFileStore;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Small models degrade with many long schemas: every tool's schema stays short. */
class ToolSchemasTest {
  @TempDir Path tmp;

  @Test
  void allToolSchemasTogetherStaySmallAndEveryDescriptionIsShort() throws Exception {
    ChatBackend unused =
        (request, handler) -> {
          throw new AssertionError("not called");
        };
    Tools tools =
        Tools.builder()
            .workspace(tmp)
            .sandbox(SandboxRunner.refusing("not in this test"))
            .searxng("http://searxng:8080")
            .workflow("remind", "http://n8n:5678/webhook/remind")
            .fileStore(DirectoryFileStore.in(tmp.resolve("files"), "http://127.0.0.1/files/"))
            .calendar(CalendarTools.builder().build())
            .chatSink(text -> {})
            .delegation(
                Delegation.builder()
                    .specialist(Specialist.of("travel", "trips", "p", "qwen2.5:3b"))
                    .build())
            .vision(unused)
            .build();

    int total = 0;
    StringBuilder report = new StringBuilder();
    for (Tool t : tools.registry().tools()) {
      int size = wireChars(t);
      total += size;
      report.append(String.format("%-18s %4d chars  %s%n", t.name(), size, t.description()));
      assertThat(t.description()).as(t.name()).hasSizeLessThanOrEqualTo(80);
      assertThat(size).as(t.name() + " schema").isLessThan(450);
    }
    System.out.printf(
        "vex-tools: %d tools, %d characters of schemas in all (about %d tokens)%n%s",
        tools.registry().size(), total, total / 4, report);
    assertThat(tools.registry().names())
        .containsExactlyInAnyOrder(
            "read_file",
            "write_file",
            "edit_file",
            "list_dir",
            "search_files",
            "search_notes",
            "save_note",
            "read_note",
            "run_bash",
            "execute_python",
            "analyze_image",
            "fetch_url",
            "web_search",
            "call_workflow",
            "make_pdf",
            "calendar_events",
            "daily_brief",
            "send_chat_message",
            "delegate_to_agent");
    assertThat(total).isLessThan(5_000);
    assertThat(tools.registry().names()).containsAll(Tools.CRITICAL_TOOLS);
  }

  /** The characters of the tool as Ollama's {@code tools} carry it. */
  private static int wireChars(Tool t) {
    com.google.gson.JsonObject function = new com.google.gson.JsonObject();
    function.addProperty("name", t.name());
    function.addProperty("description", t.description());
    function.add("parameters", com.google.gson.JsonParser.parseString(t.parameters().toJson()));
    com.google.gson.JsonObject o = new com.google.gson.JsonObject();
    o.addProperty("type", "function");
    o.add("function", function);
    return o.toString().length();
  }
}
