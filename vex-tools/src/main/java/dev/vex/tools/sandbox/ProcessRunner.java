package dev.vex.tools.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Starts a process (behind an optional prefix such as {@code bwrap …}), feeds its input, keeps its
 * output up to a limit, and kills it and every descendant at the time limit, at the output limit,
 * or when the calling thread is interrupted.
 */
final class ProcessRunner implements SandboxRunner {
  private final Path directory;
  private final List<String> prefix;
  private final String workdir;

  ProcessRunner(Path directory, List<String> prefix, String workdir) {
    this.directory = directory;
    this.prefix = List.copyOf(prefix);
    this.workdir = workdir;
  }

  @Override
  public String workdir() {
    return workdir;
  }

  /** Checked while a command runs: returns why it must stop, or null. */
  @FunctionalInterface
  interface Watch {
    Watch NONE = () -> null;

    String stopReason();
  }

  @Override
  public SandboxResult run(List<String> command, String stdin, Duration timeLimit, int outputLimit)
      throws IOException, InterruptedException {
    return run(prefix, command, stdin, timeLimit, outputLimit, Watch.NONE);
  }

  /**
   * Runs behind the given prefix; {@code watch} is asked every 100 ms and stops the command (the
   * whole tree) with its reason.
   */
  SandboxResult run(
      List<String> prefix,
      List<String> command,
      String stdin,
      Duration timeLimit,
      int outputLimit,
      Watch watch)
      throws IOException, InterruptedException {
    List<String> full = new ArrayList<>(prefix);
    full.addAll(command);
    ProcessBuilder pb = new ProcessBuilder(full).directory(directory.toFile());
    pb.redirectErrorStream(true);
    Map<String, String> env = pb.environment();
    env.clear();
    env.put("PATH", "/usr/local/bin:/usr/bin:/bin");
    env.put("HOME", workdir);
    env.put("LANG", "C.UTF-8");
    env.put("PYTHONDONTWRITEBYTECODE", "1");
    Process p = pb.start();
    Reader reader = new Reader(p.getInputStream(), outputLimit);
    Thread t = new Thread(reader, "vex-sandbox-output");
    t.setDaemon(true);
    t.start();
    // Input is written on its own thread: a command that never reads it cannot stall the clock.
    Thread feeder =
        new Thread(
            () -> {
              try (OutputStream in = p.getOutputStream()) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
              } catch (IOException ignored) {
                // the command exited or closed its input: what it read is what it got
              }
            },
            "vex-sandbox-input");
    feeder.setDaemon(true);
    feeder.start();
    try {
      boolean exited = false;
      String stopped = null;
      long deadline = System.nanoTime() + timeLimit.toNanos();
      long nextWatch = System.nanoTime();
      while (!exited) {
        long left = deadline - System.nanoTime();
        if (left <= 0 || reader.overflowed()) {
          break;
        }
        if (System.nanoTime() - nextWatch >= 0) {
          stopped = watch.stopReason();
          if (stopped != null) {
            break;
          }
          nextWatch = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
        }
        exited = p.waitFor(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)), TimeUnit.NANOSECONDS);
      }
      if (exited && stopped == null) {
        stopped = watch.stopReason(); // what the last 100 ms did
      }
      boolean timedOut = !exited && !reader.overflowed() && stopped == null;
      if (!exited) {
        killTree(p);
      }
      t.join(TimeUnit.SECONDS.toMillis(5));
      String output = reader.text();
      if (reader.overflowed()) {
        output += "\n[output cut at " + outputLimit + " characters; the command was stopped]";
      }
      if (timedOut) {
        output += "\n[killed: the time limit of " + seconds(timeLimit) + " was reached]";
      }
      if (stopped != null) {
        output += "\n[" + (exited ? "" : "killed: ") + stopped + "]";
      }
      return new SandboxResult(
          exited && stopped == null ? p.exitValue() : -1, output, timedOut, reader.overflowed());
    } catch (InterruptedException e) {
      killTree(p);
      throw e;
    } finally {
      if (p.isAlive()) {
        killTree(p);
      }
    }
  }

  /**
   * Kills the process and every descendant, and waits until they are gone. The process is killed
   * first: under bubblewrap it is the sandbox, whose PID namespace the kernel then empties in one
   * go. The descendants seen before are killed too (a command without a namespace leaves orphans),
   * and the wait polls them all on this thread rather than a thread for each.
   */
  static void killTree(Process p) {
    ProcessHandle root = p.toHandle();
    List<ProcessHandle> all = new ArrayList<>();
    root.descendants().forEach(all::add);
    root.destroyForcibly();
    all.forEach(ProcessHandle::destroyForcibly);
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    try {
      p.waitFor(5, TimeUnit.SECONDS);
      while (System.nanoTime() - until < 0) {
        List<ProcessHandle> alive = new ArrayList<>();
        for (ProcessHandle h : all) {
          if (running(h)) {
            alive.add(h);
            // children forked while we were killing
            h.children().forEach(alive::add);
          }
        }
        if (alive.isEmpty()) {
          return;
        }
        alive.forEach(ProcessHandle::destroyForcibly);
        all = alive;
        Thread.sleep(10);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Whether the process still runs: a zombie (killed, waiting for a parent to reap it, which for an
   * orphan is the machine's init, on its own schedule) holds nothing and counts as ended.
   */
  private static boolean running(ProcessHandle h) {
    if (!h.isAlive()) {
      return false;
    }
    try {
      String stat =
          java.nio.file.Files.readString(java.nio.file.Path.of("/proc/" + h.pid() + "/stat"));
      int close = stat.lastIndexOf(')');
      char state = close >= 0 && close + 2 < stat.length() ? stat.charAt(close + 2) : 'R';
      return state != 'Z' && state != 'X';
    } catch (IOException | RuntimeException e) {
      return h.isAlive(); // no /proc: trust the JDK
    }
  }

  private static String seconds(Duration d) {
    return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
  }

  /** Reads output into a buffer up to a limit of characters, then flags an overflow. */
  private static final class Reader implements Runnable {
    private final InputStream in;
    private final int limit;
    private final java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
    private volatile boolean overflowed;

    Reader(InputStream in, int limit) {
      this.in = in;
      this.limit = limit;
    }

    @Override
    public void run() {
      byte[] b = new byte[8192];
      try (in) {
        int n;
        // UTF-8 takes at most 4 bytes a character: read enough bytes for the limit, then stop.
        long maxBytes = (long) limit * 4;
        while ((n = in.read(b)) > 0) {
          synchronized (buf) {
            long room = maxBytes - buf.size();
            buf.write(b, 0, (int) Math.min(room, n));
            if (n > room || decodedLength() > limit) {
              overflowed = true;
              return;
            }
          }
        }
      } catch (IOException ignored) {
        // the process was killed
      }
    }

    private int decodedLength() {
      return buf.size() <= limit ? buf.size() : buf.toString(StandardCharsets.UTF_8).length();
    }

    boolean overflowed() {
      return overflowed;
    }

    String text() {
      synchronized (buf) {
        String s = buf.toString(StandardCharsets.UTF_8);
        return s.length() > limit ? s.substring(0, limit) : s;
      }
    }
  }
}
