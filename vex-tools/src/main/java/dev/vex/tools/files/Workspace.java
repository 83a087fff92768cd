package dev.vex.tools.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;

/**
 * The folder the file tools may touch, and nothing outside it. A path from the model is relative,
 * written with {@code /}; it is refused with a clear message when it is absolute, holds a {@code
 * ..} segment, a {@code \} separator, a NUL or a drive letter, or when it (or a folder on its way)
 * is a symbolic link that leads out of the root. Writes are atomic: the bytes go to a temporary
 * file in the same folder, which is then moved over the target, so a crash never leaves half a
 * file. Immutable and thread-safe.
 */
public final class Workspace {
  private static final int MAX_PATH = 1_024;

  private final Path root;

  private Workspace(Path root) {
    this.root = root;
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
   * Resolves a path the model sent, refusing anything that leaves the root.
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
    // Follow links on the way: the deepest existing ancestor must really be inside the root.
    Path existing = target;
    while (existing != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      throw refused(p, "it leaves the workspace");
    }
    try {
      Path real = existing.toRealPath();
      if (!real.startsWith(root)) {
        throw refused(p, "a symbolic link on it leads out of the workspace");
      }
    } catch (IOException e) {
      // a dangling link: where it points is unknown, so refuse
      throw refused(p, "a symbolic link on it leads nowhere or out of the workspace");
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
   * Writes bytes atomically: to a temporary file beside the target, then moved over it. Missing
   * folders are created inside the root.
   *
   * @param target a path from {@link #resolve(String)}
   * @param bytes the content
   * @throws UncheckedIOException when the write fails; the target is then unchanged
   */
  public void writeAtomically(Path target, byte[] bytes) {
    if (!target.startsWith(root) || target.equals(root)) {
      throw new IllegalArgumentException("not a file inside the workspace: " + target);
    }
    if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
      throw new IllegalArgumentException(relativize(target) + " is a folder, not a file");
    }
    Path dir = target.getParent();
    Path tmp = null;
    try {
      Files.createDirectories(dir);
      if (!dir.toRealPath().startsWith(root)) {
        throw new IllegalArgumentException("the folder leads out of the workspace");
      }
      tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
      Files.write(tmp, bytes);
      try {
        Files.move(
            tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
      }
      tmp = null;
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + relativize(target), e);
    } finally {
      if (tmp != null) {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException ignored) {
          // best effort: the target is unchanged either way
        }
      }
    }
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
