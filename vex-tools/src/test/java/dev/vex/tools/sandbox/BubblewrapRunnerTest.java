package dev.vex.tools.sandbox;

import static dev.vex.tools.testing.Call.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vex.core.tool.Tool;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs real bubblewrap processes. .ci/run installs the Debian package when it is missing; on a
 * machine without it (or where it cannot make namespaces) these tests are skipped and say why.
 */
class BubblewrapRunnerTest {
  @TempDir Path tmp;
  private Path ws;
  private BubblewrapRunner runner;

  @BeforeAll
  static void bwrapWorksHere() throws Exception {
    assumeTrue(
        BubblewrapRunner.find().isPresent(),
        "bwrap is not installed: install the Debian package bubblewrap to run the sandbox tests");
    Process p =
        new ProcessBuilder(
                "bwrap", "--ro-bind", "/", "/", "--unshare-all", "--cap-drop", "ALL", "true")
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes());
    assumeTrue(
        p.waitFor() == 0,
        "bwrap cannot create namespaces on this machine (" + out.strip() + "); sandbox untested");
  }

  @BeforeEach
  void setUp() throws Exception {
    ws = Files.createDirectories(tmp.resolve("ws"));
    runner = BubblewrapRunner.builder(ws).build();
  }

  private SandboxResult bash(String script, Duration limit, int output) throws Exception {
    return runner.run(List.of("bash", "-c", script), "", limit, output);
  }

  @Test
  void commandsRunInTheWorkspaceAndTheirFilesStayThere() throws Exception {
    SandboxResult r = bash("pwd; echo hei > made.txt; ls", Duration.ofSeconds(20), 1_000);
    assertThat(r.exitCode()).isZero();
    assertThat(r.output()).isEqualTo("/workspace\nmade.txt\n");
    assertThat(Files.readString(ws.resolve("made.txt"))).isEqualTo("hei\n");
  }

  @Test
  void theNetworkIsUnreachableEvenALoopbackListenerOfTheHost() throws Exception {
    try (ServerSocket host = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      SandboxResult r =
          bash(
              "(exec 3<>/dev/tcp/127.0.0.1/"
                  + host.getLocalPort()
                  + ") 2>/dev/null && echo host-reached || echo no-host;"
                  + " (exec 3<>/dev/tcp/1.1.1.1/80) 2>/dev/null && echo internet || echo no-internet;",
              Duration.ofSeconds(20),
              1_000);
      assertThat(r.output()).startsWith("no-host\nno-internet\n");
    }
  }

  @Test
  void writingOutsideTheWorkspaceFailsAndTheHostIsUntouched() throws Exception {
    Path outside = tmp.resolve("outside.txt");
    SandboxResult r =
        bash(
            "echo x > /etc/vex-test 2>&1 || echo etc-refused;"
                + " echo x > /usr/vex-test 2>&1 || echo usr-refused;"
                + " echo x > "
                + outside
                + " 2>&1 || echo host-path-refused;"
                + " ls /root /home /work 2>&1 | head -3",
            Duration.ofSeconds(20),
            2_000);
    assertThat(r.output()).contains("etc-refused", "usr-refused", "host-path-refused");
    assertThat(r.output()).contains("/root").contains("No such file or directory");
    assertThat(outside).doesNotExist();
    assertThat(Path.of("/etc/vex-test")).doesNotExist();
  }

  @Test
  void aRunawayLoopAndItsChildrenAreKilledAtTheTimeLimit() throws Exception {
    SandboxResult r =
        bash(
            "(while true; do :; done) & (sleep 600) & sh -c 'sleep 600' & while true; do :; done",
            Duration.ofSeconds(1),
            1_000);
    assertThat(r.timedOut()).isTrue();
    assertThat(r.exitCode()).isEqualTo(-1);
    assertThat(r.output()).endsWith("[killed: the time limit of 1 s was reached]");
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .as("no process of the sandbox outlives the call")
        .isEmpty();
  }

  @Test
  void outputPastTheLimitIsCutWithAMarkerAndTheCommandStopped() throws Exception {
    SandboxResult r = bash("while true; do echo aaaaaaaaaa; done", Duration.ofSeconds(60), 1_000);
    assertThat(r.truncated()).isTrue();
    assertThat(r.timedOut()).as("stopped by the output limit, not the clock").isFalse();
    assertThat(r.output())
        .startsWith("aaaaaaaaaa\n")
        .endsWith("[output cut at 1000 characters; the command was stopped]");
    assertThat(r.output().length()).isLessThan(1_100);
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .isEmpty();
  }

  @Test
  void memoryAndFileSizeAreLimitedAndCannotBeRaised() throws Exception {
    BubblewrapRunner small =
        BubblewrapRunner.builder(ws).memoryLimit(256L << 20).fileSizeLimit(1L << 20).build();
    SandboxResult r =
        small.run(
            List.of(
                "bash",
                "-c",
                "python3 -c 'x = bytearray(512 * 1024 * 1024)' 2>&1 | tail -1;"
                    + " (head -c 3000000 /dev/zero > big) 2>/dev/null; echo size=$(stat -c %s big);"
                    + " ulimit -v unlimited 2>/dev/null || echo cannot-raise"),
            "",
            Duration.ofSeconds(30),
            2_000);
    assertThat(r.output())
        .startsWith("MemoryError\n")
        .contains("File size limit exceeded")
        .endsWith("size=1048576\ncannot-raise\n");
  }

  @Test
  void theHostsEnvironmentIsNotVisible() throws Exception {
    SandboxResult r =
        bash("env | cut -d= -f1 | sort | tr '\\n' ' '", Duration.ofSeconds(20), 1_000);
    assertThat(r.output()).doesNotContain("JAVA_HOME", "MAVEN", "USER=").contains("PATH", "HOME");
  }

  @Test
  void theShellToolsRunBashAndPythonThroughTheSandbox() throws Exception {
    List<Tool> tools = ShellTools.builder(runner).timeLimit(Duration.ofSeconds(20)).build().tools();
    assertThat(call(tools, "run_bash", "{\"command\":\"echo $((6*7))\"}"))
        .isEqualTo("exit code 0\n42\n");
    assertThat(
            call(
                tools,
                "execute_python",
                "{\"code\":\"import socket\\ntry:\\n    socket.create_connection(('1.1.1.1', 53), 2)\\n"
                    + "    print('online')\\nexcept OSError as e:\\n    print('offline')\\n"
                    + "print(sum(range(10)))\"}"))
        .isEqualTo("exit code 0\noffline\n45\n");
    assertThat(call(tools, "run_bash", "{\"command\":\"exit 3\"}"))
        .isEqualTo("exit code 3\n(no output)");
  }

  @Test
  void aMissingBwrapIsRefusedWithWhatToInstall() {
    assertThatThrownBy(
            () -> BubblewrapRunner.builder(ws).bwrap(Path.of("/nonexistent/bwrap")).build())
        .hasMessageContaining("install the Debian package bubblewrap");
    List<Tool> tools =
        ShellTools.builder(SandboxRunner.refusing("bwrap is not installed")).build().tools();
    assertThatThrownBy(() -> call(tools, "run_bash", "{\"command\":\"id\"}"))
        .hasMessageContaining("bwrap is not installed");
  }

  /** Processes of this machine whose command line holds the marker. */
  private static List<Long> marked(String marker) throws Exception {
    List<Long> found = new java.util.ArrayList<>();
    try (var dirs = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
      for (Path d : dirs) {
        try {
          if (new String(Files.readAllBytes(d.resolve("cmdline"))).contains(marker)) {
            found.add(Long.parseLong(d.getFileName().toString()));
          }
        } catch (java.io.IOException gone) {
          // ended while we looked
        }
      }
    }
    return found;
  }

  @Test
  void fifteenHundredBackgroundSleepersAreCappedAndEndWithTheCallAtItsTimeLimit() throws Exception {
    // The kernel does not apply RLIMIT_NPROC to root, so the workspace goes to nobody and the
    // sandbox runs as its owner.
    assumeTrue(
        (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid") == 0,
        "needs root to give the workspace to another user");
    Files.setPosixFilePermissions(
        tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
    Files.setAttribute(ws, "unix:uid", 65534);
    Files.setAttribute(ws, "unix:gid", 65534);
    BubblewrapRunner capped = BubblewrapRunner.builder(ws).processLimit(64).build();
    assertThat(capped.runsAsWorkspaceOwner()).isTrue();
    String marker = "vexmark-" + java.util.UUID.randomUUID();
    java.util.concurrent.atomic.AtomicInteger peak =
        new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.atomic.AtomicBoolean watching =
        new java.util.concurrent.atomic.AtomicBoolean(true);
    Thread watcher =
        new Thread(
            () -> {
              while (watching.get()) {
                try {
                  peak.accumulateAndGet(marked(marker).size(), Math::max);
                  Thread.sleep(50);
                } catch (Exception e) {
                  return;
                }
              }
            });
    watcher.start();
    long start = System.nanoTime();
    SandboxResult r =
        capped.run(
            List.of(
                "bash",
                "-c",
                "for i in $(seq 1500); do (exec -a "
                    + marker
                    + " sleep 600) 2>/dev/null & done 2>/dev/null; echo started; wait"),
            "",
            Duration.ofSeconds(3),
            100_000);
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    watching.set(false);
    watcher.join();
    assertThat(r.timedOut()).as(r.output()).isTrue();
    assertThat(marked(marker)).as("no sleeper outlives the call").isEmpty();
    assertThat(peak.get()).as("sleepers at once, of 1,500").isBetween(1, 64);
    // generous, so a busy machine cannot fail it: the sleepers would hold the call for 600 s
    assertThat(took)
        .as("the call ends at its 3 s limit, not with its sleepers")
        .isLessThan(Duration.ofSeconds(60));
  }

  @Test
  void theWorkspaceQuotaHoldsPerCallAndInAll() throws Exception {
    BubblewrapRunner quota =
        BubblewrapRunner.builder(ws).callQuota(8L << 20).workspaceQuota(12L << 20).build();
    // Three files of 100 MiB asked for: none may pass the room left, and the call is stopped.
    SandboxResult r =
        quota.run(
            List.of(
                "bash", "-c", "for i in 1 2 3; do head -c 100M /dev/zero > f$i; done; sleep 30"),
            "",
            Duration.ofSeconds(60),
            2_000);
    assertThat(r.timedOut()).isFalse();
    assertThat(r.exitCode()).isEqualTo(-1);
    assertThat(r.output())
        .contains("File size limit exceeded")
        .contains("quota of 8.0 MiB per call");
    long afterFirst = bytesIn(ws);
    assertThat(afterFirst).as("three files cut at the call's 8 MiB").isLessThanOrEqualTo(24L << 20);

    // Over the workspace's 12 MiB nothing may grow, but deleting works.
    SandboxResult full =
        quota.run(
            List.of("bash", "-c", "head -c 100M /dev/zero > f4; echo $?; rm -f f2 f3 f4; ls"),
            "",
            Duration.ofSeconds(60),
            2_000);
    assertThat(full.output()).contains("File size limit exceeded").endsWith("f1\n");
    assertThat(bytesIn(ws)).isEqualTo(8L << 20);
    SandboxResult room =
        quota.run(
            List.of("bash", "-c", "head -c 100M /dev/zero > f5"),
            "",
            Duration.ofSeconds(60),
            2_000);
    assertThat(room.output()).contains("File size limit exceeded");
    assertThat(Files.size(ws.resolve("f5")))
        .as("the 4 MiB left in the workspace")
        .isEqualTo(4L << 20);
  }

  private static long bytesIn(Path dir) throws Exception {
    try (var files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
    }
  }
}
