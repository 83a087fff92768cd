package dev.vex.tools.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Runs commands in a bubblewrap sandbox ({@code bwrap}, Debian package {@code bubblewrap}): new
 * user, PID, network, IPC and UTS namespaces (so no network at all, only a loopback device that
 * leads nowhere), every capability dropped, {@code /usr} and a few files of {@code /etc} read-only,
 * a read-only root, an empty {@code /tmp} that vanishes with the command, and the workspace as the
 * only writable folder, mounted at {@code /workspace}. The sandbox dies with the JVM; at the time
 * limit the whole process tree is killed. The host's home, other folders and environment are not
 * visible. Immutable and thread-safe.
 */
public final class BubblewrapRunner implements SandboxRunner {
  private static final Path PRLIMIT = Path.of("/usr/bin/prlimit");

  /** Where the workspace is mounted inside the sandbox. */
  public static final String WORKDIR = "/workspace";

  private static final List<String> ETC =
      List.of(
          "/etc/alternatives",
          "/etc/ld.so.cache",
          "/etc/ld.so.conf",
          "/etc/ld.so.conf.d",
          "/etc/localtime",
          "/etc/nsswitch.conf",
          "/etc/passwd",
          "/etc/group",
          "/etc/ssl/certs");

  private final ProcessRunner runner;

  private BubblewrapRunner(Builder b) throws IOException {
    Path workspace = b.workspace.toRealPath();
    List<String> prefix = new ArrayList<>();
    // Limits set before bwrap starts are inherited by everything inside, which cannot raise them
    // again: every capability is dropped.
    prefix.addAll(
        List.of(
            PRLIMIT.toString(),
            "--as=" + b.memoryLimit,
            "--fsize=" + b.fileSizeLimit,
            "--nofile=256",
            "--"));
    prefix.add(b.bwrap.toString());
    prefix.addAll(List.of("--ro-bind", "/usr", "/usr"));
    for (String link : List.of("bin", "sbin", "lib", "lib64", "lib32", "libx32")) {
      Path p = Path.of("/" + link);
      if (Files.isSymbolicLink(p)) {
        prefix.addAll(List.of("--symlink", Files.readSymbolicLink(p).toString(), "/" + link));
      } else if (Files.isDirectory(p)) {
        prefix.addAll(List.of("--ro-bind", "/" + link, "/" + link));
      }
    }
    for (String etc : ETC) {
      if (Files.exists(Path.of(etc))) {
        prefix.addAll(List.of("--ro-bind", etc, etc));
      }
    }
    for (Path extra : b.readOnly) {
      String p = extra.toAbsolutePath().toString();
      prefix.addAll(List.of("--ro-bind", p, p));
    }
    prefix.addAll(
        List.of(
            "--dev",
            "/dev",
            "--proc",
            "/proc",
            "--tmpfs",
            "/tmp",
            "--bind",
            workspace.toString(),
            WORKDIR,
            "--remount-ro",
            "/",
            "--chdir",
            WORKDIR,
            "--unshare-all",
            "--die-with-parent",
            "--new-session",
            "--cap-drop",
            "ALL",
            "--hostname",
            "sandbox",
            "--"));
    this.runner = new ProcessRunner(workspace, prefix, WORKDIR);
  }

  /**
   * Finds {@code bwrap} on the usual paths.
   *
   * @return its path, or empty when it is not installed
   */
  public static Optional<Path> find() {
    for (String dir : List.of("/usr/bin", "/bin", "/usr/local/bin")) {
      Path p = Path.of(dir, "bwrap");
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /**
   * Starts a configuration.
   *
   * @param workspace the folder that is writable inside the sandbox
   * @return a builder
   */
  public static Builder builder(Path workspace) {
    return new Builder(workspace);
  }

  @Override
  public SandboxResult run(List<String> command, String stdin, Duration timeLimit, int outputLimit)
      throws IOException, InterruptedException {
    return runner.run(command, stdin, timeLimit, outputLimit);
  }

  @Override
  public String workdir() {
    return WORKDIR;
  }

  /** Configures a {@link BubblewrapRunner}. Not thread-safe. */
  public static final class Builder {
    private final Path workspace;
    private Path bwrap = Path.of("/usr/bin/bwrap");
    private final List<Path> readOnly = new ArrayList<>();
    private long memoryLimit = 1024L * 1024 * 1024;
    private long fileSizeLimit = 100L * 1024 * 1024;

    private Builder(Path workspace) {
      this.workspace = Objects.requireNonNull(workspace, "workspace");
    }

    /**
     * Sets the bwrap program. The default is {@code /usr/bin/bwrap}.
     *
     * @param bwrap its path
     * @return this builder
     */
    public Builder bwrap(Path bwrap) {
      this.bwrap = Objects.requireNonNull(bwrap, "bwrap");
      return this;
    }

    /**
     * Adds a folder visible read-only inside the sandbox at the same path, such as a tool chain
     * outside {@code /usr}. The default is none.
     *
     * @param folder the folder
     * @return this builder
     */
    public Builder readOnly(Path folder) {
      readOnly.add(Objects.requireNonNull(folder, "folder"));
      return this;
    }

    /**
     * Sets the address space a command and each process it starts may use. The default is 1 GiB.
     *
     * @param bytes 64 MiB to 64 GiB
     * @return this builder
     */
    public Builder memoryLimit(long bytes) {
      if (bytes < 64L << 20 || bytes > 64L << 30) {
        throw new IllegalArgumentException("memoryLimit must be 64 MiB to 64 GiB: " + bytes);
      }
      this.memoryLimit = bytes;
      return this;
    }

    /**
     * Sets the largest file a command may write. The default is 100 MiB.
     *
     * @param bytes 1 MiB to 64 GiB
     * @return this builder
     */
    public Builder fileSizeLimit(long bytes) {
      if (bytes < 1L << 20 || bytes > 64L << 30) {
        throw new IllegalArgumentException("fileSizeLimit must be 1 MiB to 64 GiB: " + bytes);
      }
      this.fileSizeLimit = bytes;
      return this;
    }

    /**
     * Builds the runner.
     *
     * @return the runner
     * @throws IllegalStateException when bwrap or the workspace is missing
     */
    public BubblewrapRunner build() {
      if (!Files.isExecutable(PRLIMIT)) {
        throw new IllegalStateException(
            PRLIMIT + " is missing; install the Debian package util-linux");
      }
      if (!Files.isExecutable(bwrap)) {
        throw new IllegalStateException(
            bwrap + " is missing; install the Debian package bubblewrap");
      }
      try {
        return new BubblewrapRunner(this);
      } catch (IOException e) {
        throw new IllegalStateException("the workspace " + workspace + " does not exist", e);
      }
    }
  }
}
