package dev.vex.tools.files;

import dev.vex.tools.internal.ConfinedDir;
import dev.vex.tools.internal.Deadline;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The folder the file tools may touch, and nothing outside it. A path from the model is relative,
 * written with {@code /}; it is refused with a clear message when it is absolute, holds a {@code
 * ..} segment, a {@code \} separator, a NUL or a drive letter, or when it (or a folder on its way)
 * is a symbolic link.
 *
 * <p>The tools never hand such a path to the kernel to resolve: the root is opened as a directory
 * handle and every folder below it is opened relative to its parent's handle without following
 * links, and a file is opened the same way after it was seen, without following links, to be a
 * regular file. So a folder swapped for a link to a host folder between a check and a use (which
 * {@code run_bash} can do from inside the sandbox) makes the open fail instead of leading out, and
 * FIFOs, sockets and devices are never opened. Writes are atomic: the bytes go to a temporary file
 * in the same folder, which is then renamed over the target through the folder's handle, so a crash
 * never leaves half a file. Needs Linux (or another system with {@code openat}). Immutable and
 * thread-safe.
 */
public final class Workspace {
  private static final int MAX_PATH = 1_024;

  /** How long {@link #writeAtomically} may take. */
  private static final Duration WRITE_LIMIT = Duration.ofSeconds(10);

  private final Path root;
  private final ConfinedDir dir;

  private Workspace(Path root) {
    this.root = root;
    this.dir = ConfinedDir.at(root);
  }

  /**
   * Opens a workspace at an existing folder.
   *
   * @param root the folder
   * @return the workspace
   * @throws IllegalArgumentException when the folder does not exist
   */
  public static Workspace of(Path root) {
    Objects.requireNonNull(root, "root");
    try {
      return new Workspace(root.toRealPath());
    } catch (IOException e) {
      throw new IllegalArgumentException("workspace folder " + root + " does not exist", e);
    }
  }

  /**
   * Returns the root folder, with links resolved.
   *
   * @return the root
   */
  public Path root() {
    return root;
  }

  /**
   * Resolves a path the model sent, refusing anything that leaves the root and any symbolic link on
   * it. This is a check of the name and of the folders as they are now; the tools then open it
   * through directory handles, so a change made after this check cannot lead out either.
   *
   * @param relative a relative path with {@code /} separators; empty or {@code .} is the root
   * @return the absolute path inside the root
   * @throws IllegalArgumentException when the path is refused, with the reason
   */
  public Path resolve(String relative) {
    Objects.requireNonNull(relative, "path");
    String p = relative.strip();
    if (p.length() > MAX_PATH) {
      throw refused(p, "it is longer than " + MAX_PATH + " characters");
    }
    if (p.indexOf('\0') >= 0) {
      throw refused(p, "it holds a NUL character");
    }
    if (p.indexOf('\\') >= 0) {
      throw refused(p, "use / as the separator, not \\");
    }
    if (p.startsWith("/") || p.startsWith("~") || p.matches("^[A-Za-z]:.*")) {
      throw refused(p, "absolute paths are not allowed; use a path relative to the workspace");
    }
    for (String segment : p.split("/")) {
      if (segment.equals("..")) {
        throw refused(p, "'..' is not allowed; paths stay inside the workspace");
      }
    }
    Path target = root.resolve(p.isEmpty() ? "." : p).normalize();
    if (!target.startsWith(root)) {
      throw refused(p, "it leaves the workspace");
    }
    // No link on the way, inside the root or out: the tools never follow one.
    Path at = root;
    for (Path name : root.relativize(target)) {
      if (name.toString().isEmpty()) {
        break;
      }
      at = at.resolve(name);
      BasicFileAttributes a;
      try {
        a = Files.readAttributes(at, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
      } catch (IOException e) {
        break; // missing from here on
      }
      if (a.isSymbolicLink()) {
        throw refused(
            p,
            at.equals(target)
                ? "it is a symbolic link; links are not followed"
                : "a symbolic link on it could lead out of the workspace; links are not followed");
      }
    }
    return target;
  }

  /**
   * Returns a path relative to the root, with {@code /} separators, for showing to the model.
   *
   * @param path an absolute path inside the root
   * @return the relative path, or {@code .} for the root
   */
  public String relativize(Path path) {
    String r = root.relativize(path).toString().replace('\\', '/');
    return r.isEmpty() ? "." : r;
  }

  /**
   * Writes bytes atomically: to a temporary file beside the target, then renamed over it through
   * the folder's handle. Missing folders are created inside the root; no link is followed.
   *
   * @param target a path from {@link #resolve(String)}
   * @param bytes the content
   * @throws IllegalArgumentException when the target is a folder, a link or a special file, or a
   *     name on its way is not a folder
   * @throws UncheckedIOException when the write fails; the target is then unchanged
   */
  public void writeAtomically(Path target, byte[] bytes) {
    if (!target.startsWith(root) || target.equals(root)) {
      throw new IllegalArgumentException("not a file inside the workspace: " + target);
    }
    try {
      dir.write(names(target), bytes, Deadline.after(WRITE_LIMIT, "write"));
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + relativize(target), e);
    }
  }

  /** The confined root the file tools work through. */
  ConfinedDir dir() {
    return dir;
  }

  /** The names of a path from {@link #resolve(String)} below the root; empty for the root. */
  List<String> names(Path resolved) {
    List<String> names = new ArrayList<>();
    for (Path name : root.relativize(resolved)) {
      String n = name.toString();
      if (!n.isEmpty() && !n.equals(".")) {
        names.add(n);
      }
    }
    return names;
  }

  private static IllegalArgumentException refused(String path, String why) {
    String shown = path.length() > 120 ? path.substring(0, 120) + "…" : path;
    return new IllegalArgumentException("path '" + shown + "' is refused: " + why);
  }

  @Override
  public String toString() {
    return "Workspace[" + root + "]";
  }
}
