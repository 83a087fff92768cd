package dev.vex.tools.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkspaceTest {
  @TempDir Path tmp;

  private Workspace workspace() throws Exception {
    return Workspace.of(Files.createDirectories(tmp.resolve("ws")));
  }

  @Test
  void pathsThatLeaveTheRootAreRefusedWithTheReason() throws Exception {
    Workspace ws = workspace();
    assertThatThrownBy(() -> ws.resolve("../secret.txt"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'..' is not allowed");
    assertThatThrownBy(() -> ws.resolve("a/../../b")).hasMessageContaining("'..' is not allowed");
    assertThatThrownBy(() -> ws.resolve("/etc/passwd"))
        .hasMessageContaining("absolute paths are not allowed");
    assertThatThrownBy(() -> ws.resolve("C:/Windows")).hasMessageContaining("absolute");
    assertThatThrownBy(() -> ws.resolve("~/x")).hasMessageContaining("absolute");
    assertThatThrownBy(() -> ws.resolve("..\\secret.txt"))
        .hasMessageContaining("use / as the separator");
    assertThatThrownBy(() -> ws.resolve("a\\b")).hasMessageContaining("use / as the separator");
    assertThatThrownBy(() -> ws.resolve("a\0b")).hasMessageContaining("NUL");
    assertThatThrownBy(() -> ws.resolve("x".repeat(2_000))).hasMessageContaining("longer than");
  }

  @Test
  void ordinaryRelativePathsResolveInsideTheRoot() throws Exception {
    Workspace ws = workspace();
    assertThat(ws.resolve("notes/today.md")).isEqualTo(ws.root().resolve("notes/today.md"));
    assertThat(ws.resolve("./a/./b.txt")).isEqualTo(ws.root().resolve("a/b.txt"));
    assertThat(ws.resolve("")).isEqualTo(ws.root());
    assertThat(ws.resolve("..hidden")).isEqualTo(ws.root().resolve("..hidden"));
  }

  @Test
  void symlinksThatPointOutOfTheRootAreRefusedForReadingAndWriting() throws Exception {
    Workspace ws = workspace();
    Path outside = Files.writeString(tmp.resolve("outside.txt"), "secret");
    Path outsideDir = Files.createDirectories(tmp.resolve("outside-dir"));
    Files.createSymbolicLink(ws.root().resolve("link.txt"), outside);
    Files.createSymbolicLink(ws.root().resolve("dirlink"), outsideDir);
    Files.createSymbolicLink(ws.root().resolve("dangling"), tmp.resolve("nowhere"));

    assertThatThrownBy(() -> ws.resolve("link.txt"))
        .hasMessageContaining("it is a symbolic link; links are not followed");
    assertThatThrownBy(() -> ws.resolve("dirlink/new-file.txt"))
        .hasMessageContaining("could lead out of the workspace");
    assertThatThrownBy(() -> ws.resolve("dangling")).hasMessageContaining("symbolic link");
    assertThat(Files.list(outsideDir).count()).isZero();
  }

  @Test
  void aSymlinkInsideTheRootIsNotFollowedEither() throws Exception {
    // Where a link points can change between a check and a use, so none is followed.
    Workspace ws = workspace();
    Path real = Files.writeString(ws.root().resolve("real.txt"), "x");
    Files.createSymbolicLink(ws.root().resolve("alias.txt"), real);
    assertThatThrownBy(() -> ws.resolve("alias.txt")).hasMessageContaining("symbolic link");
  }

  @Test
  void aReaderNeverSeesHalfAFileWhileItIsRewritten() throws Exception {
    Workspace ws = workspace();
    Path file = ws.resolve("big.txt");
    byte[] a = "A".repeat(2_000_000).getBytes(StandardCharsets.US_ASCII);
    byte[] b = "B".repeat(2_000_000).getBytes(StandardCharsets.US_ASCII);
    ws.writeAtomically(file, a);
    AtomicBoolean done = new AtomicBoolean();
    AtomicReference<String> torn = new AtomicReference<>();
    AtomicInteger reads = new AtomicInteger();
    CountDownLatch readerStarted = new CountDownLatch(1);
    Thread reader =
        new Thread(
            () -> {
              readerStarted.countDown();
              while (!done.get() || reads.get() < 5) {
                try {
                  byte[] got = Files.readAllBytes(file);
                  reads.incrementAndGet();
                  boolean allA =
                      got.length == a.length && got[0] == 'A' && got[got.length - 1] == 'A';
                  boolean allB =
                      got.length == b.length && got[0] == 'B' && got[got.length - 1] == 'B';
                  if (!allA && !allB) {
                    torn.set("read " + got.length + " bytes");
                  }
                } catch (Exception e) {
                  torn.set(e.toString());
                }
              }
            });
    reader.start();
    readerStarted.await();
    for (int i = 0; i < 20; i++) {
      ws.writeAtomically(file, i % 2 == 0 ? b : a);
    }
    done.set(true);
    reader.join();
    assertThat(torn.get()).as("a torn or failed read").isNull();
    assertThat(reads.get()).isGreaterThanOrEqualTo(5);
    try (Stream<Path> left = Files.list(ws.root())) {
      assertThat(left.map(p -> p.getFileName().toString()).toList())
          .as("no temporary files are left behind")
          .isEqualTo(List.of("big.txt"));
    }
  }

  @Test
  void aFailedWriteLeavesTheOldContentAndNoTemporaryFile() throws Exception {
    Workspace ws = workspace();
    Files.createDirectories(ws.root().resolve("folder"));
    assertThatThrownBy(() -> ws.writeAtomically(ws.resolve("folder"), new byte[] {1}))
        .hasMessageContaining("is a folder");
    Path file = ws.resolve("keep.txt");
    ws.writeAtomically(file, "old".getBytes(StandardCharsets.UTF_8));
    // keep.txt is a file, so keep.txt/child cannot be written: the write fails as a whole.
    assertThatThrownBy(
            () ->
                ws.writeAtomically(
                    ws.resolve("keep.txt/child"), "new".getBytes(StandardCharsets.UTF_8)))
        .hasMessageContaining("'keep.txt' is refused: it is a file, not a folder");
    try (Stream<Path> left = Files.list(ws.root())) {
      assertThat(left.map(p -> p.getFileName().toString()).sorted().toList())
          .containsExactly("folder", "keep.txt");
    }
    assertThat(Files.readString(file)).isEqualTo("old");
  }
}
