package dev.vex.tools.files;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.tools.internal.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The file tools over one {@link Workspace}: {@code read_file}, {@code write_file}, {@code
 * edit_file} (replace one exact, unique piece of text), {@code list_dir} and {@code search_files}
 * (a name glob, and optionally text the file must contain). Each has a size budget. Immutable and
 * thread-safe.
 */
public final class FileTools {
  /** The name of the read tool. */
  public static final String READ_FILE = "read_file";

  /** The name of the write tool. */
  public static final String WRITE_FILE = "write_file";

  /** The name of the edit tool. */
  public static final String EDIT_FILE = "edit_file";

  /** The name of the listing tool. */
  public static final String LIST_DIR = "list_dir";

  /** The name of the search tool. */
  public static final String SEARCH_FILES = "search_files";

  private static final Duration TIMEOUT = Duration.ofSeconds(10);
  private static final int MAX_ENTRIES = 200;
  private static final int MAX_SCANNED = 5_000;
  private static final int MAX_HITS = 50;

  private final Workspace workspace;
  private final int maxReadBytes;
  private final int maxWriteBytes;
  private final int maxChars;

  private FileTools(Builder b) {
    this.workspace = Objects.requireNonNull(b.workspace, "workspace");
    this.maxReadBytes = b.maxReadBytes;
    this.maxWriteBytes = b.maxWriteBytes;
    this.maxChars = b.maxChars;
  }

  /**
   * Starts a configuration for a workspace.
   *
   * @param workspace the folder the tools may touch
   * @return a builder
   */
  public static Builder builder(Workspace workspace) {
    return new Builder(workspace);
  }

  /**
   * Returns the five tools.
   *
   * @return read_file, write_file, edit_file, list_dir, search_files
   */
  public List<Tool> tools() {
    return List.of(
        new Tool(
            READ_FILE,
            "Read a text file.",
            ObjectSchema.builder().requiredString("path", "relative path").build(),
            args -> read(args.string("path")),
            TIMEOUT),
        new Tool(
            WRITE_FILE,
            "Create or overwrite a text file.",
            ObjectSchema.builder()
                .requiredString("path", "relative path")
                .requiredString("content", "full new content")
                .build(),
            args -> write(args.string("path"), args.string("content")),
            TIMEOUT),
        new Tool(
            EDIT_FILE,
            "Replace one exact piece of text in a file.",
            ObjectSchema.builder()
                .requiredString("path", "relative path")
                .requiredString("old_text", "exact text to replace, once in the file")
                .requiredString("new_text", "replacement")
                .build(),
            args -> edit(args.string("path"), args.string("old_text"), args.string("new_text")),
            TIMEOUT),
        new Tool(
            LIST_DIR,
            "List a folder.",
            ObjectSchema.builder().optionalString("path", "relative path; default root").build(),
            args -> list(args.optionalString("path").orElse(".")),
            TIMEOUT),
        new Tool(
            SEARCH_FILES,
            "Find files by name pattern and text.",
            ObjectSchema.builder()
                .requiredString("pattern", "name glob, e.g. *.md")
                .optionalString("text", "text the file contains")
                .build(),
            args -> search(args.string("pattern"), args.optionalString("text").orElse("")),
            TIMEOUT));
  }

  String read(String path) throws IOException {
    Path file = workspace.resolve(path);
    if (Files.isDirectory(file)) {
      throw new IllegalArgumentException(path + " is a folder; use list_dir");
    }
    byte[] head;
    long size;
    try (InputStream in = Files.newInputStream(file)) {
      size = Files.size(file);
      head = in.readNBytes(maxReadBytes);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("there is no file " + path, e);
    }
    for (int i = 0; i < Math.min(head.length, 8_000); i++) {
      if (head[i] == 0) {
        return path + " is a binary file (" + size + " bytes); it is not shown.";
      }
    }
    String text = new String(head, StandardCharsets.UTF_8);
    if (size > head.length) {
      text += "\n[cut: the file has " + size + " bytes; only the first " + head.length + " read]";
    }
    return Texts.cut(text, maxChars);
  }

  String write(String path, String content) {
    byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > maxWriteBytes) {
      throw new IllegalArgumentException(
          "the content is " + bytes.length + " bytes; the limit is " + maxWriteBytes);
    }
    Path file = workspace.resolve(path);
    boolean existed = Files.exists(file);
    workspace.writeAtomically(file, bytes);
    return (existed ? "Overwrote " : "Created ")
        + workspace.relativize(file)
        + " ("
        + bytes.length
        + " bytes).";
  }

  String edit(String path, String oldText, String newText) throws IOException {
    if (oldText.isEmpty()) {
      throw new IllegalArgumentException("old_text is empty; send the exact text to replace");
    }
    Path file = workspace.resolve(path);
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("there is no file " + path);
    }
    if (Files.size(file) > maxWriteBytes) {
      throw new IllegalArgumentException(
          path + " is larger than " + maxWriteBytes + " bytes and cannot be edited");
    }
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
              .toString();
    } catch (CharacterCodingException e) {
      throw new IllegalArgumentException(path + " is not UTF-8 text and cannot be edited", e);
    }
    int first = text.indexOf(oldText);
    if (first < 0) {
      throw new IllegalArgumentException(
          "old_text was not found in "
              + path
              + "; read_file it and copy the exact text, spaces and line breaks included");
    }
    int count = 0;
    for (int i = first; i >= 0; i = text.indexOf(oldText, i + 1)) {
      count++;
    }
    if (count > 1) {
      throw new IllegalArgumentException(
          "old_text occurs "
              + count
              + " times in "
              + path
              + "; add surrounding lines so that it occurs once");
    }
    String updated = text.substring(0, first) + newText + text.substring(first + oldText.length());
    byte[] bytes = updated.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > maxWriteBytes) {
      throw new IllegalArgumentException(
          "the edited file would exceed " + maxWriteBytes + " bytes");
    }
    workspace.writeAtomically(file, bytes);
    return "Edited " + workspace.relativize(file) + ": replaced 1 occurrence.";
  }

  String list(String path) throws IOException {
    Path dir = workspace.resolve(path);
    if (!Files.isDirectory(dir)) {
      throw new IllegalArgumentException("there is no folder " + path);
    }
    List<String> lines = new ArrayList<>();
    int total = 0;
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : (Iterable<Path>) s.sorted()::iterator) {
        total++;
        if (lines.size() < MAX_ENTRIES) {
          // Links are shown as links, never followed: a link out of the root reveals nothing.
          BasicFileAttributes a =
              Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
          lines.add(
              p.getFileName()
                  + (a.isDirectory()
                      ? "/"
                      : a.isSymbolicLink() ? "  (link)" : "  (" + a.size() + " bytes)"));
        }
      }
    }
    if (total == 0) {
      return workspace.relativize(dir) + " is empty.";
    }
    if (total > lines.size()) {
      lines.add("[cut: " + (total - lines.size()) + " more entries]");
    }
    return Texts.cut(String.join("\n", lines), maxChars);
  }

  String search(String pattern, String text) throws IOException {
    String glob = pattern.strip();
    if (glob.isEmpty() || glob.length() > 200) {
      throw new IllegalArgumentException("pattern must be 1-200 characters, e.g. *.md");
    }
    if (glob.contains("..") || glob.startsWith("/") || glob.indexOf('\\') >= 0) {
      throw new IllegalArgumentException("pattern must be a relative name glob, e.g. notes/*.md");
    }
    // A glob with a folder in it matches the relative path; one without matches the file name.
    PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
    if (text.length() > 200) {
      throw new IllegalArgumentException("text must be at most 200 characters");
    }
    String needle = text.toLowerCase(Locale.ROOT);
    List<String> hits = new ArrayList<>();
    int[] scanned = {0};
    boolean stopped = false;
    // Links are not followed: a link out of the root is never read.
    try (Stream<Path> s = Files.walk(workspace.root(), 32, new FileVisitOption[0])) {
      for (Path p : (Iterable<Path>) s::iterator) {
        if (!Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
          continue;
        }
        if (++scanned[0] > MAX_SCANNED || hits.size() >= MAX_HITS) {
          stopped = true;
          break;
        }
        Path rel = workspace.root().relativize(p);
        boolean matches = matcher.matches(glob.contains("/") ? rel : rel.getFileName());
        if (!matches) {
          continue;
        }
        if (needle.isEmpty()) {
          hits.add(workspace.relativize(p));
          continue;
        }
        String line = firstLineWith(p, needle);
        if (line != null) {
          hits.add(workspace.relativize(p) + ": " + line);
        }
      }
    }
    if (hits.isEmpty()) {
      return "No files match "
          + glob
          + (needle.isEmpty() ? "" : " containing \"" + Texts.oneLine(text, 80) + "\"")
          + ".";
    }
    if (stopped) {
      hits.add(
          "[stopped after " + Math.min(scanned[0], MAX_SCANNED) + " files; narrow the pattern]");
    }
    return Texts.cut(String.join("\n", hits), maxChars);
  }

  private String firstLineWith(Path p, String needle) throws IOException {
    if (Files.size(p) > maxReadBytes) {
      return null;
    }
    byte[] bytes = Files.readAllBytes(p);
    String content = new String(bytes, StandardCharsets.UTF_8);
    int lineNo = 0;
    for (String line : content.split("\n", -1)) {
      lineNo++;
      if (line.toLowerCase(Locale.ROOT).contains(needle)) {
        return "line " + lineNo + ": " + Texts.oneLine(line, 160);
      }
    }
    return null;
  }

  /** Configures {@link FileTools}. Not thread-safe. */
  public static final class Builder {
    private final Workspace workspace;
    private int maxReadBytes = 256 * 1024;
    private int maxWriteBytes = 1024 * 1024;
    private int maxChars = 8_000;

    private Builder(Workspace workspace) {
      this.workspace = Objects.requireNonNull(workspace, "workspace");
    }

    /**
     * Sets how many bytes of a file are read (and how large a file content search opens). The
     * default is 256 KiB.
     *
     * @param bytes 1 KiB to 16 MiB
     * @return this builder
     */
    public Builder maxReadBytes(int bytes) {
      this.maxReadBytes = range(bytes, 1024, 16 * 1024 * 1024, "maxReadBytes");
      return this;
    }

    /**
     * Sets the largest file {@code write_file} and {@code edit_file} write. The default is 1 MiB.
     *
     * @param bytes 1 KiB to 64 MiB
     * @return this builder
     */
    public Builder maxWriteBytes(int bytes) {
      this.maxWriteBytes = range(bytes, 1024, 64 * 1024 * 1024, "maxWriteBytes");
      return this;
    }

    /**
     * Sets how many characters a tool returns; longer output is cut with a marker. The default is
     * 8,000.
     *
     * @param chars 200 to 200,000
     * @return this builder
     */
    public Builder maxChars(int chars) {
      this.maxChars = range(chars, 200, 200_000, "maxChars");
      return this;
    }

    private static int range(int v, int min, int max, String name) {
      if (v < min || v > max) {
        throw new IllegalArgumentException(name + " must be " + min + " to " + max + ": " + v);
      }
      return v;
    }

    /**
     * Builds the tools.
     *
     * @return the file tools
     */
    public FileTools build() {
      return new FileTools(this);
    }
  }
}
