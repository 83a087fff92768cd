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
  private static final Path SETPRIV = Path.of("/usr/bin/setpriv");

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
  private final Path workspace;
  private final List<String> user;
  private final List<String> bwrapArgs;
  private final long memoryLimit;
  private final long fileSizeLimit;
  private final int processLimit;
  private final long callQuota;
  private final long workspaceQuota;

  private BubblewrapRunner(Builder b) throws IOException {
    Path workspace = b.workspace.toRealPath();
    this.workspace = workspace;
    this.memoryLimit = b.memoryLimit;
    this.fileSizeLimit = b.fileSizeLimit;
    this.processLimit = b.processLimit;
    this.callQuota = b.callQuota;
    this.workspaceQuota = b.workspaceQuota;
    // The kernel does not apply RLIMIT_NPROC to root: a host that runs as root and gave the
    // workspace to another user runs the sandbox as that user, so the process limit holds.
    int owner = (Integer) Files.getAttribute(workspace, "unix:uid");
    int group = (Integer) Files.getAttribute(workspace, "unix:gid");
    int self = (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
    this.user =
        self == 0 && owner != 0 && Files.isExecutable(SETPRIV)
            ? List.of(
                SETPRIV.toString(), "--reuid=" + owner, "--regid=" + group, "--clear-groups", "--")
            : List.of();
    List<String> prefix = new ArrayList<>();
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
    this.bwrapArgs = List.copyOf(prefix);
    this.runner = new ProcessRunner(workspace, List.of(), WORKDIR);
  }

  /** Whether the sandbox runs as the workspace's owner instead of the host's root. */
  boolean runsAsWorkspaceOwner() {
    return !user.isEmpty();
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
    long before = bytesIn(workspace);
    // No single file may take more than the call's or the workspace's room; the watch below stops
    // the command when its files together do. Over quota, nothing may grow, but rm still works.
    long room = Math.max(0, Math.min(callQuota, workspaceQuota - before));
    List<String> prefix = new ArrayList<>(user);
    // Limits set before bwrap starts are inherited by everything inside, which cannot raise them
    // again: every capability is dropped.
    prefix.addAll(
        List.of(
            PRLIMIT.toString(),
            "--as=" + memoryLimit,
            "--fsize=" + Math.min(fileSizeLimit, room),
            "--nofile=256",
            "--nproc=" + processLimit,
            "--"));
    prefix.addAll(bwrapArgs);
    long ceiling = Math.max(workspaceQuota, before);
    ProcessRunner.Watch watch =
        () -> {
          long now = bytesIn(workspace);
          if (now - before > callQuota) {
            return "stopped: the command's files passed the quota of "
                + mib(callQuota)
                + " per call";
          }
          if (now > ceiling) {
            return "stopped: the workspace passed its quota of "
                + mib(workspaceQuota)
                + " ("
                + mib(now)
                + " in use); delete files to make room";
          }
          return null;
        };
    return runner.run(prefix, command, stdin, timeLimit, outputLimit, watch);
  }

  private static String mib(long bytes) {
    return String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / 1048576.0);
  }

  /** Bytes in the regular files under the folder, links not followed; what cannot be read is 0. */
  static long bytesIn(Path dir) {
    long[] sum = {0};
    try {
      Files.walkFileTree(
          dir,
          new java.nio.file.SimpleFileVisitor<>() {
            @Override
            public java.nio.file.FileVisitResult visitFile(
                Path file, java.nio.file.attribute.BasicFileAttributes attrs) {
              if (attrs.isRegularFile()) {
                sum[0] += attrs.size();
              }
              return java.nio.file.FileVisitResult.CONTINUE;
            }

            @Override
            public java.nio.file.FileVisitResult visitFileFailed(Path file, IOException e) {
              return java.nio.file.FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      // the walk ended early: count what was seen
    }
    return sum[0];
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
    private int processLimit = 128;
    private long callQuota = 256L << 20;
    private long workspaceQuota = 2L << 30;

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
     * Sets the address space a command and each process it starts may use: a limit per process, so
     * the sandbox as a whole may use up to {@link #processLimit(int)} times this. The default is 1
     * GiB.
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
     * Sets how many processes the sandbox may have at once ({@code RLIMIT_NPROC}: counted for the
     * user the sandbox runs as, so commands running at the same time as one user share it). The
     * kernel does not apply it to root: when the host runs as root, give the workspace to another
     * user (the sandbox then runs as that user) for it to hold; see the README's "Sandbox limits".
     * The default is 128.
     *
     * @param processes 8 to 4,096
     * @return this builder
     */
    public Builder processLimit(int processes) {
      if (processes < 8 || processes > 4096) {
        throw new IllegalArgumentException("processLimit must be 8 to 4,096: " + processes);
      }
      this.processLimit = processes;
      return this;
    }

    /**
     * Sets how many bytes the files of the workspace may grow by in one command. No file may grow
     * past it, and the command is stopped within 100 ms of its files together passing it. The
     * default is 256 MiB.
     *
     * @param bytes 1 MiB to 1 TiB
     * @return this builder
     */
    public Builder callQuota(long bytes) {
      if (bytes < 1L << 20 || bytes > 1L << 40) {
        throw new IllegalArgumentException("callQuota must be 1 MiB to 1 TiB: " + bytes);
      }
      this.callQuota = bytes;
      return this;
    }

    /**
     * Sets how many bytes the regular files of the workspace may hold in all. A command is stopped
     * within 100 ms of passing it, no file it writes may be larger than the room left, and while
     * the workspace is over its quota, commands run with no room to grow (deleting files still
     * works). The default is 2 GiB.
     *
     * @param bytes 1 MiB to 16 TiB
     * @return this builder
     */
    public Builder workspaceQuota(long bytes) {
      if (bytes < 1L << 20 || bytes > 1L << 44) {
        throw new IllegalArgumentException("workspaceQuota must be 1 MiB to 16 TiB: " + bytes);
      }
      this.workspaceQuota = bytes;
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
