package dev.vex.tools.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner a host must choose explicitly keeps the same time and output limits. */
class UnsandboxedRunnerTest {
  @TempDir Path tmp;

  @Test
  void itRunsInTheWorkspaceWithoutTheHostsEnvironment() throws Exception {
    SandboxResult r =
        SandboxRunner.unsandboxed(tmp)
            .run(
                List.of("bash", "-c", "pwd; echo ${JAVA_HOME:-none}"),
                "",
                Duration.ofSeconds(30),
                1_000);
    assertThat(r.output()).isEqualTo(tmp.toRealPath() + "\nnone\n");
  }

  @Test
  void aRunawayTreeIsKilledAtTheTimeLimit() throws Exception {
    SandboxResult r =
        SandboxRunner.unsandboxed(tmp)
            .run(
                List.of("bash", "-c", "(sleep 600) & (while true; do :; done) & touch alive; wait"),
                "",
                Duration.ofSeconds(1),
                1_000);
    assertThat(r.timedOut()).isTrue();
    assertThat(r.output()).endsWith("[killed: the time limit of 1 s was reached]");
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .isEmpty();
  }

  @Test
  void aCommandThatNeverReadsItsInputStillEndsAtTheTimeLimit() throws Exception {
    SandboxResult r =
        SandboxRunner.unsandboxed(tmp)
            .run(List.of("sleep", "600"), "x".repeat(1_000_000), Duration.ofSeconds(1), 1_000);
    assertThat(r.timedOut()).isTrue();
  }
}
