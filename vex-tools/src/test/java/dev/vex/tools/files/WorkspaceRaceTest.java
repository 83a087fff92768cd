package dev.vex.tools.files;

import static dev.vex.tools.testing.Call.call;
import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.tool.Tool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder of the workspace swapped, by atomic renames, for a symbolic link to a host folder while
 * the file tools read and write through it in a loop, as {@code run_bash} can do from inside the
 * sandbox. Runs for seconds, not once.
 */
class WorkspaceRaceTest {
  private static final long RACE_MILLIS = 4_000;
  private static final String HOST_TEXT = "HOST SECRET";

  @TempDir Path tmp;

  /**
   * Renames atomically; a folder that write_file made meanwhile where the name was free is moved
   * aside first.
   */
  private static void place(Path from, Path to, Path root) throws Exception {
    for (int i = 0; ; i++) {
      try {
        Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        return;
      } catch (java.nio.file.FileSystemException e) {
        if (i > 100) {
          throw e;
        }
        Files.move(to, root.resolve("made-" + System.nanoTime()), StandardCopyOption.ATOMIC_MOVE);
      }
    }
  }

  @Test
  void aFolderSwappedForALinkToAHostFolderNeverLeadsTheToolsOut() throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    Path host = Files.createDirectories(tmp.resolve("host"));
    Files.writeString(host.resolve("a.txt"), HOST_TEXT);
    Files.writeString(host.resolve("host-only.txt"), HOST_TEXT);
    Path dir = Files.createDirectories(root.resolve("dir"));
    Files.writeString(dir.resolve("a.txt"), "workspace text");
    Path link = Files.createSymbolicLink(root.resolve("dir.link"), host);
    Path parked = root.resolve("dir.real");
    List<Tool> tools = FileTools.builder(Workspace.of(root)).build().tools();

    AtomicBoolean stop = new AtomicBoolean();
    AtomicInteger swaps = new AtomicInteger();
    CountDownLatch swapping = new CountDownLatch(1);
    Thread swapper =
        new Thread(
            () -> {
              try {
                while (!stop.get()) {
                  place(dir, parked, root);
                  place(link, dir, root);
                  swapping.countDown();
                  place(dir, link, root);
                  place(parked, dir, root);
                  swaps.incrementAndGet();
                }
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            },
            "swapper");
    ConcurrentLinkedQueue<String> leaks = new ConcurrentLinkedQueue<>();
    AtomicInteger calls = new AtomicInteger();
    AtomicInteger answered = new AtomicInteger();
    List<Thread> workers = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      int id = w;
      workers.add(
          new Thread(
              () -> {
                for (int i = 0; !stop.get(); i++) {
                  String[][] round = {
                    {"read_file", "{\"path\":\"dir/a.txt\"}"},
                    {
                      "write_file", "{\"path\":\"dir/w" + id + "-" + i + ".txt\",\"content\":\"x\"}"
                    },
                    {
                      "edit_file",
                      "{\"path\":\"dir/a.txt\",\"old_text\":\""
                          + HOST_TEXT
                          + "\",\"new_text\":\"y\"}"
                    },
                    {"list_dir", "{\"path\":\"dir\"}"},
                    {"search_files", "{\"pattern\":\"dir/*.txt\",\"text\":\"secret\"}"},
                  };
                  for (String[] c : round) {
                    calls.incrementAndGet();
                    try {
                      String out = call(tools, c[0], c[1]);
                      answered.incrementAndGet();
                      if (out.contains(HOST_TEXT) || out.contains("host-only")) {
                        leaks.add(c[0] + " returned: " + out);
                      }
                    } catch (Exception e) {
                      // refused, missing or changed while opened: all fine
                    }
                  }
                }
              },
              "worker-" + w));
    }
    swapper.start();
    assertThat(swapping.await(10, TimeUnit.SECONDS)).isTrue();
    workers.forEach(Thread::start);
    Thread.sleep(RACE_MILLIS);
    stop.set(true);
    for (Thread t : workers) {
      t.join();
    }
    swapper.join();

    List<String> written;
    try (Stream<Path> s = Files.list(host)) {
      written =
          s.map(p -> p.getFileName().toString())
              .filter(n -> !n.equals("a.txt") && !n.equals("host-only.txt"))
              .toList();
    }
    Map<String, Long> leaked =
        leaks.stream()
            .collect(
                Collectors.groupingBy(
                    l -> l.substring(0, l.indexOf(' ')), TreeMap::new, Collectors.counting()));
    String hostA = Files.readString(host.resolve("a.txt"));
    System.out.printf(
        "race: %d swaps, %d calls, %d answered; host content returned %s; %d files written into"
            + " the host folder; host a.txt %s%n",
        swaps.get(),
        calls.get(),
        answered.get(),
        leaked,
        written.size(),
        hostA.equals(HOST_TEXT) ? "unchanged" : "edited");
    assertThat(leaked).as("host content returned to the model, by tool").isEmpty();
    assertThat(written).as("files written into the host folder").isEmpty();
    assertThat(hostA).as("the host file").isEqualTo(HOST_TEXT);
    assertThat(swaps.get()).as("swaps made").isGreaterThan(100);
    assertThat(answered.get()).as("calls answered while racing, of " + calls.get()).isPositive();
  }
}
