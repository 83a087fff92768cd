package dev.vex.tools.testing;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Real FIFOs on disk, made with {@code mkfifo}. */
public final class Fifos {
  private Fifos() {}

  /** Makes a FIFO. */
  public static Path make(Path path) throws Exception {
    Process p = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
    if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IllegalStateException("mkfifo failed for " + path);
    }
    return path;
  }

  /** Makes many FIFOs with one {@code mkfifo}. */
  public static void makeAll(List<Path> paths) throws Exception {
    List<String> command = new ArrayList<>();
    command.add("mkfifo");
    paths.forEach(p -> command.add(p.toString()));
    Process p = new ProcessBuilder(command).inheritIO().start();
    if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IllegalStateException("mkfifo failed for " + paths.size() + " FIFOs");
    }
  }

  /**
   * Wakes any reader blocked opening the FIFO: opening it read-write never blocks on Linux and
   * counts as a writer.
   */
  public static void release(Path fifo) {
    if (!Files.exists(fifo)) {
      return;
    }
    try (RandomAccessFile f = new RandomAccessFile(fifo.toFile(), "rw")) {
      f.getFD();
    } catch (Exception ignored) {
      // nothing was blocked on it
    }
  }
}
