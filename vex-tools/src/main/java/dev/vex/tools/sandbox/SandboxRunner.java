package dev.vex.tools.sandbox;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

/**
 * Runs a command confined to the workspace. The built-in runners are {@link BubblewrapRunner} (no
 * network, read-only system, writable workspace), {@link #refusing(String)} and, only when the host
 * chooses it, {@link #unsandboxed(java.nio.file.Path)}. Each kills the whole process tree at the
 * time limit and cuts output at the limit. Implementations must be thread-safe.
 */
public interface SandboxRunner {

  /**
   * Runs a command.
   *
   * @param command the program and its arguments, as seen inside the sandbox
   * @param stdin what the command reads on standard input; may be empty
   * @param timeLimit when the command and every process it started are killed
   * @param outputLimit how many characters of output are kept; past it the command is killed
   * @return how it ended
   * @throws IOException when the command cannot be started
   * @throws InterruptedException when the calling thread is interrupted; the command is killed
   */
  SandboxResult run(List<String> command, String stdin, Duration timeLimit, int outputLimit)
      throws IOException, InterruptedException;

  /**
   * Returns the folder commands see as their working folder, as seen inside the sandbox.
   *
   * @return the path, such as {@code /workspace}
   */
  String workdir();

  /**
   * The best runner on this machine: bubblewrap when {@code bwrap} is installed, otherwise one that
   * refuses every command and says how to install it.
   *
   * @param workspace the writable folder
   * @return the runner
   */
  static SandboxRunner detect(java.nio.file.Path workspace) {
    return BubblewrapRunner.find()
        .<SandboxRunner>map(
            bwrap -> {
              try {
                return BubblewrapRunner.builder(workspace).bwrap(bwrap).build();
              } catch (IllegalStateException e) {
                return refusing(e.getMessage());
              }
            })
        .orElseGet(
            () ->
                refusing(
                    "the sandbox program bwrap is not installed; install the Debian package"
                        + " bubblewrap, or configure SandboxRunner.unsandboxed(..) explicitly"));
  }

  /**
   * A runner that refuses every command with a reason.
   *
   * @param reason what the model and the trace are told
   * @return the runner
   */
  static SandboxRunner refusing(String reason) {
    return new SandboxRunner() {
      @Override
      public SandboxResult run(List<String> command, String stdin, Duration t, int limit) {
        throw new IllegalStateException(reason);
      }

      @Override
      public String workdir() {
        return ".";
      }
    };
  }

  /**
   * Runs commands directly on the machine, in the workspace folder, with the same time and output
   * limits but no confinement: the command can read and write anything the host process can and
   * reach the network. Only for hosts that confine the whole process some other way.
   *
   * @param workspace the working folder
   * @return the runner
   */
  static SandboxRunner unsandboxed(java.nio.file.Path workspace) {
    return new ProcessRunner(workspace, List.of(), workspace.toAbsolutePath().toString());
  }
}
