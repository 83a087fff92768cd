package dev.vex.tools.files;

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

class FileToolsTest {
  @TempDir Path tmp;
  private Path root;
  private List<Tool> tools;

  @BeforeEach
  void setUp() throws Exception {
    root = Files.createDirectories(tmp.resolve("ws"));
    tools = FileTools.builder(Workspace.of(root)).maxReadBytes(4_096).build().tools();
  }

  @Test
  void writeThenReadReturnsTheSameTextAndCreatesFolders() throws Exception {
    assertThat(call(tools, "write_file", "{\"path\":\"docs/a.md\",\"content\":\"Hei på deg\\n\"}"))
        .isEqualTo("Created docs/a.md (12 bytes).");
    assertThat(Files.readString(root.resolve("docs/a.md"))).isEqualTo("Hei på deg\n");
    assertThat(call(tools, "read_file", "{\"path\":\"docs/a.md\"}")).isEqualTo("Hei på deg\n");
    assertThat(call(tools, "write_file", "{\"path\":\"docs/a.md\",\"content\":\"x\"}"))
        .startsWith("Overwrote docs/a.md");
  }

  @Test
  void everyFileToolRefusesPathsOutsideTheWorkspace() throws Exception {
    Path secret = Files.writeString(tmp.resolve("secret.txt"), "top secret");
    Files.createSymbolicLink(root.resolve("s"), secret);
    for (String bad : List.of("../secret.txt", "/etc/passwd", "..\\secret.txt", "s")) {
      String path = bad.replace("\\", "\\\\");
      assertThatThrownBy(() -> call(tools, "read_file", "{\"path\":\"" + path + "\"}"))
          .hasMessageContaining("is refused");
      assertThatThrownBy(
              () -> call(tools, "write_file", "{\"path\":\"" + path + "\",\"content\":\"x\"}"))
          .hasMessageContaining("is refused");
      assertThatThrownBy(
              () ->
                  call(
                      tools,
                      "edit_file",
                      "{\"path\":\"" + path + "\",\"old_text\":\"top\",\"new_text\":\"x\"}"))
          .hasMessageContaining("is refused");
      assertThatThrownBy(() -> call(tools, "list_dir", "{\"path\":\"" + path + "\"}"))
          .hasMessageContaining("is refused");
    }
    assertThat(Files.readString(secret)).isEqualTo("top secret");
  }

  @Test
  void editReplacesExactlyOneOccurrence() throws Exception {
    Files.writeString(root.resolve("c.txt"), "alpha\nbeta\ngamma\n");
    assertThat(
            call(
                tools,
                "edit_file",
                "{\"path\":\"c.txt\",\"old_text\":\"beta\",\"new_text\":\"BETA\"}"))
        .isEqualTo("Edited c.txt: replaced 1 occurrence.");
    assertThat(Files.readString(root.resolve("c.txt"))).isEqualTo("alpha\nBETA\ngamma\n");
  }

  @Test
  void editSaysClearlyWhenTheTextIsMissingOrNotUnique() throws Exception {
    Files.writeString(root.resolve("c.txt"), "one two one");
    assertThatThrownBy(
            () ->
                call(
                    tools,
                    "edit_file",
                    "{\"path\":\"c.txt\",\"old_text\":\"three\",\"new_text\":\"x\"}"))
        .hasMessageContaining("old_text was not found in c.txt");
    assertThatThrownBy(
            () ->
                call(
                    tools,
                    "edit_file",
                    "{\"path\":\"c.txt\",\"old_text\":\"one\",\"new_text\":\"x\"}"))
        .hasMessageContaining("occurs 2 times");
    assertThatThrownBy(
            () ->
                call(
                    tools,
                    "edit_file",
                    "{\"path\":\"c.txt\",\"old_text\":\"\",\"new_text\":\"x\"}"))
        .hasMessageContaining("old_text is empty");
    assertThatThrownBy(
            () ->
                call(
                    tools,
                    "edit_file",
                    "{\"path\":\"nope.txt\",\"old_text\":\"a\",\"new_text\":\"x\"}"))
        .hasMessageContaining("there is no file nope.txt");
    assertThat(Files.readString(root.resolve("c.txt"))).isEqualTo("one two one");
  }

  @Test
  void readingIsCutAtTheByteBudgetAndBinaryFilesAreNotShown() throws Exception {
    Files.writeString(root.resolve("big.txt"), "x".repeat(10_000));
    String big = call(tools, "read_file", "{\"path\":\"big.txt\"}");
    assertThat(big).startsWith("x".repeat(4_096)).contains("the file has 10000 bytes");
    assertThat(big.length()).isLessThan(4_200);
    Files.write(root.resolve("b.bin"), new byte[] {1, 0, 2, 3});
    assertThat(call(tools, "read_file", "{\"path\":\"b.bin\"}")).contains("binary file");
    assertThatThrownBy(() -> call(tools, "read_file", "{\"path\":\"missing.txt\"}"))
        .hasMessageContaining("there is no file missing.txt");
  }

  @Test
  void writesLargerThanTheLimitAreRefused() throws Exception {
    List<Tool> small = FileTools.builder(Workspace.of(root)).maxWriteBytes(1_024).build().tools();
    assertThatThrownBy(
            () ->
                call(
                    small,
                    "write_file",
                    "{\"path\":\"a.txt\",\"content\":\"" + "y".repeat(2_000) + "\"}"))
        .hasMessageContaining("the limit is 1024");
    assertThat(root.resolve("a.txt")).doesNotExist();
  }

  @Test
  void listAndSearchShowWhatIsThere() throws Exception {
    Files.createDirectories(root.resolve("notes"));
    Files.writeString(root.resolve("notes/oslo.md"), "# Oslo\nTrip in May\n");
    Files.writeString(root.resolve("notes/bergen.md"), "# Bergen\nRain\n");
    Files.writeString(root.resolve("todo.txt"), "buy milk\n");
    assertThat(call(tools, "list_dir", "{}")).isEqualTo("notes/\ntodo.txt  (9 bytes)");
    assertThat(call(tools, "list_dir", "{\"path\":\"notes\"}"))
        .contains("bergen.md  (", "oslo.md  (");
    assertThat(call(tools, "search_files", "{\"pattern\":\"*.md\"}"))
        .contains("notes/oslo.md", "notes/bergen.md")
        .doesNotContain("todo.txt");
    assertThat(call(tools, "search_files", "{\"pattern\":\"*.md\",\"text\":\"may\"}"))
        .isEqualTo("notes/oslo.md: line 2: Trip in May");
    assertThat(call(tools, "search_files", "{\"pattern\":\"*.pdf\"}")).startsWith("No files match");
    assertThatThrownBy(() -> call(tools, "search_files", "{\"pattern\":\"../*\"}"))
        .hasMessageContaining("relative name glob");
  }

  @Test
  void listingShowsALinkOutOfTheWorkspaceAsALinkWithoutFollowingIt() throws Exception {
    Files.writeString(tmp.resolve("outside.bin"), "x".repeat(12_345));
    Files.createSymbolicLink(root.resolve("out.bin"), tmp.resolve("outside.bin"));
    assertThat(call(tools, "list_dir", "{}")).isEqualTo("out.bin  (link)");
  }

  @Test
  void searchDoesNotFollowLinksOutOfTheWorkspace() throws Exception {
    Path outside = Files.createDirectories(tmp.resolve("outside"));
    Files.writeString(outside.resolve("leak.md"), "password");
    Files.createSymbolicLink(root.resolve("out"), outside);
    assertThat(call(tools, "search_files", "{\"pattern\":\"*.md\",\"text\":\"password\"}"))
        .startsWith("No files match");
  }

  @Test
  void aFifoIsRefusedBeforeItIsOpenedAndBlocksNoFileTool() throws Exception {
    Path fifo = Fifos.make(root.resolve("pipe.txt"));
    try {
      assertTimeoutPreemptively(
          Duration.ofSeconds(20),
          () -> {
            assertThatThrownBy(() -> call(tools, "read_file", "{\"path\":\"pipe.txt\"}"))
                .hasMessageContaining("is refused")
                .hasMessageContaining("FIFO");
            assertThatThrownBy(
                    () ->
                        call(
                            tools,
                            "edit_file",
                            "{\"path\":\"pipe.txt\",\"old_text\":\"a\",\"new_text\":\"b\"}"))
                .hasMessageContaining("is refused");
            assertThatThrownBy(
                    () -> call(tools, "write_file", "{\"path\":\"pipe.txt\",\"content\":\"b\"}"))
                .hasMessageContaining("is refused");
            assertThat(call(tools, "search_files", "{\"pattern\":\"*.txt\",\"text\":\"x\"}"))
                .startsWith("No files match");
            assertThat(call(tools, "list_dir", "{}"))
                .isEqualTo("pipe.txt  (special file, not opened)");
          });
    } finally {
      Fifos.release(fifo);
    }
  }

  @Test
  void aGlobThatBacktracksInARegexMatchesInLinearTime() throws Exception {
    Files.writeString(root.resolve("a".repeat(200)), "x");
    Files.writeString(root.resolve("aXaXaXaXaXaXb"), "x");
    long start = System.nanoTime();
    String out =
        assertTimeoutPreemptively(
            Duration.ofSeconds(20),
            () -> call(tools, "search_files", "{\"pattern\":\"*a*a*a*a*a*a*b\"}"));
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(out).isEqualTo("aXaXaXaXaXaXb");
    System.out.println("search_files *a*a*a*a*a*a*b over a 200-character name: " + millis + " ms");
  }

  @Test
  void aSearchStopsAtItsFileAndByteCapsAndSaysSo() throws Exception {
    for (int i = 0; i < 30; i++) {
      Files.writeString(root.resolve(String.format("f%02d.txt", i)), "n".repeat(600));
    }
    List<Tool> fewFiles = FileTools.builder(Workspace.of(root)).maxSearchFiles(10).build().tools();
    assertThat(call(fewFiles, "search_files", "{\"pattern\":\"*.txt\"}"))
        .contains("f00.txt", "f09.txt")
        .doesNotContain("f10.txt")
        .endsWith("[stopped after 10 files and folders; narrow the pattern]");
    List<Tool> fewBytes =
        FileTools.builder(Workspace.of(root)).maxSearchBytes(2_000).build().tools();
    assertThat(call(fewBytes, "search_files", "{\"pattern\":\"*.txt\",\"text\":\"zzz\"}"))
        .isEqualTo(
            "No files match *.txt containing \"zzz\"."
                + " [stopped after reading 1800 bytes; narrow the pattern]");
  }
}
