package dev.vex.tools.notes;

import static dev.vex.tools.testing.Call.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.tool.Tool;
import dev.vex.tools.testing.Fifos;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NoteToolsTest {
  @TempDir Path tmp;
  private List<Tool> tools;

  @BeforeEach
  void setUp() throws Exception {
    tools = NoteTools.over(MarkdownNoteStore.in(tmp.resolve("notes"))).tools();
  }

  @Test
  void aSavedNoteIsAMarkdownFileThatCanBeReadAndFound() throws Exception {
    assertThat(
            call(tools, "save_note", "{\"title\":\"Tur til Tromsø\",\"text\":\"Pakk ullsokker.\"}"))
        .isEqualTo("Saved the note \"Tur til Tromsø\".");
    assertThat(Files.readString(tmp.resolve("notes/tur-til-tromsø.md")))
        .isEqualTo("# Tur til Tromsø\n\nPakk ullsokker.\n");
    assertThat(call(tools, "read_note", "{\"title\":\"tur til tromsø\"}"))
        .isEqualTo("# Tur til Tromsø\n\nPakk ullsokker.");
    call(tools, "save_note", "{\"title\":\"Shopping\",\"text\":\"ullsokker, melk\"}");
    assertThat(call(tools, "search_notes", "{\"query\":\"tromsø\"}"))
        .isEqualTo("- Tur til Tromsø: Pakk ullsokker.");
    assertThat(call(tools, "search_notes", "{\"query\":\"ullsokker\"}"))
        .contains("Tur til Tromsø", "Shopping");
    assertThat(call(tools, "search_notes", "{\"query\":\"bergen\"}")).startsWith("No notes match");
  }

  @Test
  void savingTheSameTitleReplacesTheNote() throws Exception {
    call(tools, "save_note", "{\"title\":\"Plan\",\"text\":\"v1\"}");
    call(tools, "save_note", "{\"title\":\"Plan\",\"text\":\"v2\"}");
    assertThat(call(tools, "read_note", "{\"title\":\"Plan\"}")).isEqualTo("# Plan\n\nv2");
    try (var files = Files.list(tmp.resolve("notes"))) {
      assertThat(files.count()).isEqualTo(1);
    }
  }

  @Test
  void titlesCannotEscapeTheNotesFolder() throws Exception {
    call(tools, "save_note", "{\"title\":\"../../etc/passwd\",\"text\":\"x\"}");
    assertThat(tmp.resolve("notes/etc-passwd.md")).exists();
    assertThatThrownBy(() -> call(tools, "save_note", "{\"title\":\"../..\",\"text\":\"x\"}"))
        .hasMessageContaining("at least one letter or digit");
    assertThat(call(tools, "read_note", "{\"title\":\"missing\"}"))
        .contains("There is no note titled \"missing\"");
  }

  @Test
  void oversizedNotesAreRefused() {
    assertThatThrownBy(
            () ->
                call(
                    tools,
                    "save_note",
                    "{\"title\":\"big\",\"text\":\"" + "z".repeat(300_000) + "\"}"))
        .hasMessageContaining("at most");
  }

  @Test
  void aNotesFolderReplacedByALinkToAHostFolderIsNotSearched() throws Exception {
    call(tools, "save_note", "{\"title\":\"Plan\",\"text\":\"v1\"}");
    Path host = Files.createDirectories(tmp.resolve("host"));
    Files.writeString(host.resolve("secret.md"), "# Secret\n\nthe host password\n");
    Files.move(tmp.resolve("notes"), tmp.resolve("notes.moved"));
    Files.createSymbolicLink(tmp.resolve("notes"), host);
    assertThatThrownBy(() -> call(tools, "search_notes", "{\"query\":\"password\"}"))
        .hasMessageContaining("was replaced by a link");
    assertThat(call(tools, "read_note", "{\"title\":\"Secret\"}"))
        .startsWith("There is no note titled");
  }

  @Test
  void aFifoAmongTheNotesIsNeverOpened() throws Exception {
    call(tools, "save_note", "{\"title\":\"Plan\",\"text\":\"pack\"}");
    Path fifo = Fifos.make(tmp.resolve("notes/pipe.md"));
    try {
      assertTimeoutPreemptively(
          Duration.ofSeconds(20),
          () -> {
            assertThat(call(tools, "search_notes", "{\"query\":\"pack\"}"))
                .isEqualTo("- Plan: pack");
            assertThat(call(tools, "read_note", "{\"title\":\"pipe\"}"))
                .startsWith("There is no note titled");
          });
    } finally {
      Fifos.release(fifo);
    }
  }
}
