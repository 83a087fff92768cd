package dev.vex.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.tools.testing.Fifos;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfinedDirTest {
  @TempDir Path tmp;

  @Test
  void anOpenBlockedOnAFifoIsWokenAtTheDeadline() throws Exception {
    Path fifo = Fifos.make(tmp.resolve("pipe"));
    try {
      Deadline d = Deadline.after(Duration.ofMillis(300), "read_file");
      assertTimeoutPreemptively(
          Duration.ofSeconds(20),
          () ->
              assertThatThrownBy(
                      () ->
                          d.open(
                              () -> Files.newByteChannel(fifo, StandardOpenOption.READ),
                              () -> Fifos.release(fifo)))
                  .hasMessageContaining("read_file stopped")
                  .hasMessageContaining("did not end within its limit"));
    } finally {
      Fifos.release(fifo);
    }
  }

  /**
   * Issue 24: a FIFO swapped in between the check and the open, then taken off the name for good
   * (here moved out of the workspace, as good as deleted for a reader that can only open it by
   * name). Each swap uses a fresh FIFO, so an open blocked on one can never be woken by opening the
   * name again: before, such a read left its thread blocked until the JVM ended, and this loop
   * never finished; now a file is opened read-write, which never waits for a FIFO's writer, and a
   * FIFO opened so is refused.
   */
  @Test
  void aFifoSwappedInAndThenRemovedNeverLeavesAReadBlocked() throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    Path gone = Files.createDirectories(tmp.resolve("gone"));
    Path file = Files.writeString(root.resolve("a.txt"), "text");
    Path parkedFile = root.resolve("a.parked");
    List<Path> fifos = new java.util.ArrayList<>();
    for (int i = 0; i < 400; i++) {
      fifos.add(tmp.resolve("fifo" + i));
    }
    Fifos.makeAll(fifos);
    ConfinedDir dir = ConfinedDir.at(root.toRealPath());
    AtomicBoolean stop = new AtomicBoolean();
    AtomicInteger swaps = new AtomicInteger();
    CountDownLatch swapping = new CountDownLatch(1);
    Thread swapper =
        new Thread(
            () -> {
              try {
                for (int i = 0; i < fifos.size() && !stop.get(); i++) {
                  Files.move(file, parkedFile, StandardCopyOption.ATOMIC_MOVE);
                  Files.move(fifos.get(i), file, StandardCopyOption.ATOMIC_MOVE);
                  swapping.countDown();
                  Thread.sleep(0, 200_000);
                  Files.move(file, gone.resolve("fifo" + i), StandardCopyOption.ATOMIC_MOVE);
                  Files.move(parkedFile, file, StandardCopyOption.ATOMIC_MOVE);
                  swaps.incrementAndGet();
                  Thread.sleep(1);
                }
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    swapper.start();
    assertThat(swapping.await(10, TimeUnit.SECONDS)).isTrue();
    AtomicInteger read = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    AtomicInteger woken = new AtomicInteger();
    try {
      assertTimeoutPreemptively(
          Duration.ofSeconds(30),
          () -> {
            while (swapper.isAlive()) {
              try {
                ConfinedDir.Head h =
                    dir.read(List.of("a.txt"), 100, Deadline.after(Duration.ofMillis(200), "t"));
                assertThat(new String(h.bytes(), java.nio.charset.StandardCharsets.UTF_8))
                    .isIn("text", "");
                read.incrementAndGet();
              } catch (dev.vex.core.VexException e) {
                woken.incrementAndGet();
              } catch (IllegalArgumentException | java.nio.file.NoSuchFileException e) {
                refused.incrementAndGet();
              }
            }
          });
    } finally {
      stop.set(true);
      swapper.join();
      try (var left = Files.list(gone)) {
        left.forEach(Fifos::release); // frees a reader the old code left blocked
      }
    }
    System.out.printf(
        "removed-fifo race: %d swaps, %d read, %d refused, %d at the deadline%n",
        swaps.get(), read.get(), refused.get(), woken.get());
    assertThat(read.get()).isPositive();
  }

  @Test
  void aFifoSwappedInAfterTheCheckNeverHoldsAReadPastItsDeadline() throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    Path file = Files.writeString(root.resolve("a.txt"), "text");
    Path parkedFile = root.resolve("a.parked");
    Path fifo = Fifos.make(root.resolve("p.fifo"));
    ConfinedDir dir = ConfinedDir.at(root.toRealPath());
    AtomicBoolean stop = new AtomicBoolean();
    CountDownLatch swapping = new CountDownLatch(1);
    Thread swapper =
        new Thread(
            () -> {
              try {
                while (!stop.get()) {
                  Files.move(file, parkedFile, StandardCopyOption.ATOMIC_MOVE);
                  Files.move(fifo, file, StandardCopyOption.ATOMIC_MOVE);
                  swapping.countDown();
                  Files.move(file, fifo, StandardCopyOption.ATOMIC_MOVE);
                  Files.move(parkedFile, file, StandardCopyOption.ATOMIC_MOVE);
                }
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    swapper.start();
    assertThat(swapping.await(10, TimeUnit.SECONDS)).isTrue();
    AtomicInteger read = new AtomicInteger();
    AtomicInteger woken = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    try {
      assertTimeoutPreemptively(
          Duration.ofSeconds(60),
          () -> {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(3);
            while (System.nanoTime() < end) {
              try {
                ConfinedDir.Head h =
                    dir.read(List.of("a.txt"), 100, Deadline.after(Duration.ofMillis(200), "t"));
                assertThat(new String(h.bytes(), java.nio.charset.StandardCharsets.UTF_8))
                    .isIn("text", "");
                read.incrementAndGet();
              } catch (dev.vex.core.VexException e) {
                woken.incrementAndGet();
              } catch (IllegalArgumentException | java.nio.file.NoSuchFileException e) {
                refused.incrementAndGet();
              }
            }
          });
    } finally {
      stop.set(true);
      swapper.join();
      Fifos.release(fifo);
      Fifos.release(file);
    }
    System.out.printf(
        "fifo race: %d read, %d refused, %d woken at the deadline%n",
        read.get(), refused.get(), woken.get());
    assertThat(read.get() + refused.get() + woken.get()).isPositive();
  }
}
