package dev.vex.tools.internal;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * A folder whose contents are reached one name at a time through directory handles, never by a path
 * the kernel resolves: the root is opened and checked to be the folder it was (not a link put in
 * its place), every folder below is opened relative to its parent's handle with {@code O_NOFOLLOW},
 * and a file is checked without following links to be a regular file before it is opened, again
 * relative to its folder's handle with {@code O_NOFOLLOW}. A folder swapped for a symbolic link
 * between a check and a use therefore fails the open instead of leading out, links are never
 * followed, and FIFOs, sockets and devices are refused before they are opened (a FIFO swapped in
 * after the check is woken at the {@link Deadline}).
 *
 * <p>New folders are made at the root (by its path, which the model cannot replace: the workspace
 * root is the sandbox's mount point) under a random name and then renamed into place through the
 * handles, so a folder is never made outside either. Needs {@link SecureDirectoryStream} (Linux);
 * elsewhere every operation fails with a clear message. Immutable and thread-safe.
 */
public final class ConfinedDir {
  private static final Set<OpenOption> READ =
      Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
  private static final Set<OpenOption> READ_NEVER_WAITING =
      Set.of(StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
  private static final Set<OpenOption> POKE =
      Set.of(StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
  private static final Set<OpenOption> CREATE =
      Set.of(StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW, LinkOption.NOFOLLOW_LINKS);

  private final Path root;

  private ConfinedDir(Path root) {
    this.root = root;
  }

  /**
   * Confines file work to a folder.
   *
   * @param root the folder, its links already resolved
   * @return the confined folder
   */
  public static ConfinedDir at(Path root) {
    return new ConfinedDir(Objects.requireNonNull(root, "root"));
  }

  /**
   * Returns the root.
   *
   * @return the root path
   */
  public Path root() {
    return root;
  }

  /** What a name is, seen without following links. */
  public enum Kind {
    /** Nothing has that name. */
    MISSING,
    /** A regular file. */
    FILE,
    /** A folder. */
    FOLDER,
    /** A symbolic link: never followed. */
    LINK,
    /** A FIFO, socket or device: never opened. */
    SPECIAL;

    static Kind of(BasicFileAttributes a) {
      if (a.isSymbolicLink()) {
        return LINK;
      }
      if (a.isDirectory()) {
        return FOLDER;
      }
      return a.isRegularFile() ? FILE : SPECIAL;
    }
  }

  /**
   * One entry of a folder.
   *
   * @param name its name
   * @param kind what it is
   * @param size its size in bytes (a regular file's), else 0
   * @param modified when it was last changed
   */
  public record Entry(String name, Kind kind, long size, Instant modified) {}

  /**
   * The head of a regular file.
   *
   * @param bytes its first bytes
   * @param size its whole size, from the opened file
   * @param modified when it was last changed, as seen before it was opened
   */
  public record Head(byte[] bytes, long size, Instant modified) {}

  /**
   * Tells what a path names, without following links on the way or at its end.
   *
   * @param names the path's names below the root; empty for the root
   * @param deadline the call's deadline
   * @return what it is; {@link Kind#MISSING} also when a folder on the way is missing
   * @throws IOException when a folder cannot be read
   * @throws IllegalArgumentException when a name on the way is not a folder (a link, a file)
   */
  public Kind kind(List<String> names, Deadline deadline) throws IOException {
    if (names.isEmpty()) {
      return Kind.FOLDER;
    }
    try (Handles h = new Handles()) {
      SecureDirectoryStream<Path> dir = h.walk(names.subList(0, names.size() - 1), false, deadline);
      return dir == null ? Kind.MISSING : kindOf(dir, last(names));
    }
  }

  /**
   * Reads the head of a regular file.
   *
   * @param names the file's names below the root
   * @param max the most bytes read
   * @param deadline the call's deadline
   * @return the head
   * @throws NoSuchFileException when there is no such file
   * @throws IllegalArgumentException when it is a folder, a link, or not a regular file
   * @throws IOException when it cannot be read
   */
  public Head read(List<String> names, int max, Deadline deadline) throws IOException {
    if (names.isEmpty()) {
      throw new IllegalArgumentException("the workspace root is a folder, not a file");
    }
    try (Handles h = new Handles()) {
      SecureDirectoryStream<Path> dir = h.walk(names.subList(0, names.size() - 1), false, deadline);
      if (dir == null) {
        throw new NoSuchFileException(String.join("/", names));
      }
      return readFile(dir, last(names), String.join("/", names), max, deadline);
    }
  }

  /**
   * Lists a folder: at most {@code max} entries, by name, each seen without following links.
   *
   * @param names the folder's names below the root; empty for the root
   * @param max the most entries returned; one more is read to tell that there are more
   * @param deadline the call's deadline
   * @return the entries, sorted by name, at most {@code max + 1}
   * @throws NoSuchFileException when there is no such folder
   * @throws IOException when it cannot be read
   */
  public List<Entry> list(List<String> names, int max, Deadline deadline) throws IOException {
    try (Handles h = new Handles()) {
      SecureDirectoryStream<Path> dir = h.walk(names, false, deadline);
      if (dir == null) {
        throw new NoSuchFileException(String.join("/", names));
      }
      List<String> found = new ArrayList<>();
      for (Path p : dir) {
        deadline.check();
        found.add(p.getFileName().toString());
        if (found.size() > max) {
          break;
        }
      }
      found.sort(null);
      List<Entry> out = new ArrayList<>(found.size());
      for (String n : found) {
        deadline.check();
        BasicFileAttributes a = attributes(dir, n);
        if (a != null) {
          out.add(entry(n, a));
        }
      }
      return out;
    }
  }

  /**
   * Writes a file atomically: the bytes go to a new temporary file in the target's folder, which is
   * then renamed over the target through the folder's handle. Missing folders are made.
   *
   * @param names the file's names below the root
   * @param bytes the content
   * @param deadline the call's deadline
   * @return whether a file was replaced
   * @throws IllegalArgumentException when the target is a folder, a link or a special file, or a
   *     name on the way is not a folder
   * @throws IOException when the write fails; the target is then unchanged
   */
  public boolean write(List<String> names, byte[] bytes, Deadline deadline) throws IOException {
    if (names.isEmpty()) {
      throw new IllegalArgumentException("the workspace root is a folder, not a file");
    }
    String shown = String.join("/", names);
    try (Handles h = new Handles()) {
      SecureDirectoryStream<Path> dir = h.walk(names.subList(0, names.size() - 1), true, deadline);
      String name = last(names);
      Kind kind = kindOf(dir, name);
      if (kind == Kind.FOLDER) {
        throw new IllegalArgumentException(shown + " is a folder, not a file");
      }
      if (kind == Kind.LINK || kind == Kind.SPECIAL) {
        throw refused(shown, notRegular(kind));
      }
      Path tmp = Path.of("." + name + "." + UUID.randomUUID() + ".tmp");
      boolean moved = false;
      try {
        try (SeekableByteChannel out = dir.newByteChannel(tmp, CREATE)) {
          deadline.reading(out);
          ByteBuffer b = ByteBuffer.wrap(bytes);
          while (b.hasRemaining()) {
            deadline.check();
            out.write(b);
          }
        } finally {
          deadline.reading(null);
        }
        deadline.check();
        dir.move(tmp, dir, Path.of(name));
        moved = true;
      } finally {
        if (!moved) {
          try {
            dir.deleteFile(tmp);
          } catch (IOException ignored) {
            // best effort: the target is unchanged either way
          }
        }
      }
      return kind == Kind.FILE;
    }
  }

  /**
   * Walks the tree below the root, depth first by name, never following links and never opening
   * anything but regular files and folders. The visitor sees every entry; it may read a regular
   * file through the {@link Reader} it is given.
   *
   * @param maxDepth the deepest folder level entered
   * @param deadline the call's deadline; the walk stops when it passes
   * @param visitor sees each entry; returns false to stop the walk
   * @throws IOException when the root cannot be read
   */
  public void walk(int maxDepth, Deadline deadline, Visitor visitor) throws IOException {
    try (Handles h = new Handles()) {
      SecureDirectoryStream<Path> top = h.walk(List.of(), false, deadline);
      walk(top, "", 0, maxDepth, deadline, visitor);
    }
  }

  private boolean walk(
      SecureDirectoryStream<Path> dir,
      String prefix,
      int depth,
      int maxDepth,
      Deadline deadline,
      Visitor visitor)
      throws IOException {
    List<String> names = new ArrayList<>();
    for (Path p : dir) {
      if (deadline.passed()) {
        return false;
      }
      names.add(p.getFileName().toString());
    }
    names.sort(null);
    for (String n : names) {
      if (deadline.passed()) {
        return false;
      }
      BasicFileAttributes a = attributes(dir, n);
      if (a == null) {
        continue;
      }
      Entry e = entry(n, a);
      Kind k = e.kind();
      String rel = prefix + n;
      Reader reader = max -> readFile(dir, n, rel, max, deadline);
      if (!visitor.visit(rel, e, reader)) {
        return false;
      }
      if (k == Kind.FOLDER && depth < maxDepth) {
        SecureDirectoryStream<Path> sub;
        try {
          sub = openChild(dir, n, rel, deadline);
        } catch (IllegalArgumentException | FileSystemException gone) {
          continue; // replaced by a link or file since it was seen: not entered
        }
        try (sub) {
          if (!walk(sub, rel + "/", depth + 1, maxDepth, deadline, visitor)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** Sees one entry of a {@link #walk}. */
  @FunctionalInterface
  public interface Visitor {
    /**
     * Sees an entry.
     *
     * @param relative its path below the root, with {@code /}
     * @param entry what it is
     * @param reader reads it, when it is a regular file
     * @return false to stop the walk
     * @throws IOException when reading fails
     */
    boolean visit(String relative, Entry entry, Reader reader) throws IOException;
  }

  /** Reads the head of the entry being visited, as {@link #read} does. */
  @FunctionalInterface
  public interface Reader {
    /**
     * Reads the head.
     *
     * @param max the most bytes
     * @return the head
     * @throws IOException when it cannot be read
     */
    Head read(int max) throws IOException;
  }

  private Head readFile(
      SecureDirectoryStream<Path> dir, String name, String shown, int max, Deadline deadline)
      throws IOException {
    BasicFileAttributes seen = attributes(dir, name);
    if (seen == null) {
      throw new NoSuchFileException(shown);
    }
    Kind kind = Kind.of(seen);
    if (kind == Kind.FOLDER) {
      throw new IllegalArgumentException(shown + " is a folder, not a file");
    }
    if (kind != Kind.FILE) {
      throw refused(shown, notRegular(kind));
    }
    Path p = Path.of(name);
    SeekableByteChannel in;
    try {
      in = openToRead(dir, p, deadline);
    } catch (FileSystemException e) {
      if (e instanceof NoSuchFileException) {
        throw e;
      }
      throw refused(shown, "it changed while it was opened (" + e.getReason() + ")");
    }
    try (in) {
      try {
        in.position(); // a FIFO swapped in after the check has no position: it is not read
      } catch (IOException e) {
        throw refused(shown, "it changed while it was opened (it is not a regular file)");
      }
      deadline.reading(in);
      long size = in.size();
      ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(max, size) + 1);
      ByteBuffer buf = ByteBuffer.allocate(Math.min(64 * 1024, Math.max(1, max)));
      while (out.size() < max) {
        deadline.check();
        buf.clear().limit(Math.min(buf.capacity(), max - out.size()));
        int n = in.read(buf);
        if (n < 0) {
          break;
        }
        out.write(buf.array(), 0, n);
      }
      return new Head(
          out.toByteArray(), Math.max(size, out.size()), seen.lastModifiedTime().toInstant());
    } catch (ClosedChannelException e) {
      throw deadline.timedOut();
    } finally {
      deadline.reading(null);
    }
  }

  /**
   * Opens a regular file to read it. It is opened read-write when it may be (nothing is written):
   * an open for reading alone of a FIFO swapped in after the check waits for a writer, and one
   * taken off its name while the open waits (deleted, or moved away) can never be woken from Java,
   * which has no {@code O_NONBLOCK}; an open for reading and writing never waits. A file the JVM's
   * user may not write (a read-only file, filesystem or executable in use) is opened for reading
   * alone, with the deadline's wake-up by name.
   */
  private static SeekableByteChannel openToRead(
      SecureDirectoryStream<Path> dir, Path p, Deadline deadline) throws IOException {
    deadline.check();
    try {
      return dir.newByteChannel(p, READ_NEVER_WAITING);
    } catch (AccessDeniedException e) {
      // not writable: below
    } catch (FileSystemException e) {
      String why = String.valueOf(e.getReason());
      if (!why.contains("Read-only") && !why.contains("busy") && !why.contains("not permitted")) {
        throw e;
      }
    }
    return deadline.open(() -> dir.newByteChannel(p, READ), () -> poke(dir, p));
  }

  private static Entry entry(String name, BasicFileAttributes a) {
    Kind k = Kind.of(a);
    return new Entry(name, k, k == Kind.FILE ? a.size() : 0, a.lastModifiedTime().toInstant());
  }

  private static Kind kindOf(SecureDirectoryStream<Path> dir, String name) throws IOException {
    BasicFileAttributes a = attributes(dir, name);
    return a == null ? Kind.MISSING : Kind.of(a);
  }

  private static BasicFileAttributes attributes(SecureDirectoryStream<Path> dir, String name)
      throws IOException {
    try {
      return dir.getFileAttributeView(
              Path.of(name), BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
          .readAttributes();
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  private SecureDirectoryStream<Path> openChild(
      SecureDirectoryStream<Path> dir, String name, String shown, Deadline deadline)
      throws IOException {
    Kind kind = kindOf(dir, name);
    if (kind != Kind.FOLDER) {
      if (kind == Kind.MISSING) {
        throw new NoSuchFileException(shown);
      }
      throw refused(shown, kind == Kind.FILE ? "it is a file, not a folder" : notRegular(kind));
    }
    Path p = Path.of(name);
    try {
      return deadline.open(
          () -> dir.newDirectoryStream(p, LinkOption.NOFOLLOW_LINKS), () -> poke(dir, p));
    } catch (FileSystemException e) {
      if (e instanceof NoSuchFileException) {
        throw e;
      }
      throw refused(shown, "it changed while it was opened (" + e.getReason() + ")");
    }
  }

  /** Opens a name read-write and closes it: wakes an open of a FIFO; never blocks on Linux. */
  private static void poke(SecureDirectoryStream<Path> dir, Path name) {
    try {
      if (dir == null) {
        Files.newByteChannel(name, POKE).close();
      } else {
        dir.newByteChannel(name, POKE).close();
      }
    } catch (IOException | RuntimeException ignored) {
      // not a FIFO any more, or not writable: nothing was blocked on it
    }
  }

  private SecureDirectoryStream<Path> openRoot(Deadline deadline) throws IOException {
    BasicFileAttributes before;
    try {
      before = Files.readAttributes(root, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      throw new IllegalStateException("the folder " + root + " no longer exists", e);
    }
    if (!before.isDirectory() || before.fileKey() == null) {
      throw new IllegalArgumentException(
          "the folder " + root.getFileName() + " was replaced by a link or a file; it is not read");
    }
    DirectoryStream<Path> ds =
        deadline.open(() -> Files.newDirectoryStream(root), () -> poke(null, root));
    if (!(ds instanceof SecureDirectoryStream<Path> sds)) {
      ds.close();
      throw new UnsupportedOperationException(
          "this platform cannot open folders by handle (openat), which the file tools need");
    }
    BasicFileAttributes after =
        sds.getFileAttributeView(BasicFileAttributeView.class).readAttributes();
    if (!before.fileKey().equals(after.fileKey())) {
      sds.close();
      throw new IllegalArgumentException(
          "the folder " + root.getFileName() + " was replaced while it was opened; it is not read");
    }
    return sds;
  }

  /** Makes a folder at the root under a random name, then renames it into place by handle. */
  private SecureDirectoryStream<Path> makeChild(
      SecureDirectoryStream<Path> top,
      SecureDirectoryStream<Path> parent,
      String name,
      String shown,
      Deadline deadline)
      throws IOException {
    Path fresh = Path.of(".vex-new-" + UUID.randomUUID());
    Files.createDirectory(root.resolve(fresh));
    try {
      top.move(fresh, parent, Path.of(name));
    } catch (FileSystemException e) {
      try {
        top.deleteDirectory(fresh);
      } catch (IOException ignored) {
        // left empty at the root; harmless
      }
      if (kindOf(parent, name) == Kind.MISSING) {
        throw e;
      }
      // made by someone else meanwhile: opened below like any folder
    }
    return openChild(parent, name, shown, deadline);
  }

  private static String last(List<String> names) {
    return names.get(names.size() - 1);
  }

  private static String notRegular(Kind kind) {
    return kind == Kind.LINK
        ? "it is a symbolic link, and links are not followed"
        : "it is not a regular file or folder (a FIFO, socket or device) and is not opened";
  }

  /**
   * The error for a path that is refused.
   *
   * @param shown the path as the model wrote it
   * @param why why
   * @return the error
   */
  public static IllegalArgumentException refused(String shown, String why) {
    String s = shown.length() > 120 ? shown.substring(0, 120) + "…" : shown;
    return new IllegalArgumentException("path '" + s + "' is refused: " + why);
  }

  /** The handles one operation opened, closed together. */
  private final class Handles implements Closeable {
    private final List<Closeable> open = new ArrayList<>();

    /**
     * Opens the folders of a path one by one; null when one is missing and {@code create} is false.
     */
    SecureDirectoryStream<Path> walk(List<String> names, boolean create, Deadline deadline)
        throws IOException {
      SecureDirectoryStream<Path> top = openRoot(deadline);
      open.add(top);
      SecureDirectoryStream<Path> dir = top;
      StringBuilder shown = new StringBuilder();
      for (String n : names) {
        deadline.check();
        shown.append(shown.length() == 0 ? "" : "/").append(n);
        SecureDirectoryStream<Path> next;
        if (kindOf(dir, n) == Kind.MISSING) {
          if (!create) {
            return null;
          }
          next = makeChild(top, dir, n, shown.toString(), deadline);
        } else {
          next = openChild(dir, n, shown.toString(), deadline);
        }
        open.add(next);
        dir = next;
      }
      return dir;
    }

    @Override
    public void close() throws IOException {
      IOException first = null;
      for (int i = open.size() - 1; i >= 0; i--) {
        try {
          open.get(i).close();
        } catch (IOException e) {
          first = first == null ? e : first;
        }
      }
      if (first != null) {
        throw first;
      }
    }
  }
}
