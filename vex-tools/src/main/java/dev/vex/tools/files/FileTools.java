package dev.vex.tools.files;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.tools.internal.ConfinedDir;
import dev.vex.tools.internal.Deadline;
import dev.vex.tools.internal.Texts;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The file tools over one {@link Workspace}: {@code read_file}, {@code write_file}, {@code
 * edit_file} (replace one exact, unique piece of text), {@code list_dir} and {@code search_files}
 * (a name glob, matched in linear time, and optionally text the file must contain). Each has a size
 * budget, and its file work ends a second inside its 10 s timeout; a search also stops after {@link
 * Builder#maxSearchFiles} entries or {@link Builder#maxSearchBytes} bytes read, and says so. Links
 * are never followed and FIFOs, sockets and devices never opened; see {@link Workspace}. Immutable
 * and thread-safe.
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

  /** A call's file work ends this long after it starts, a second inside {@link #TIMEOUT}. */
  private static final Duration WORK_LIMIT = TIMEOUT.minusSeconds(1);

  private static final int MAX_ENTRIES = 200;
  private static final int MAX_LISTED = 5_000;
  private static final int MAX_DEPTH = 32;
  private static final int MAX_HITS = 50;

  private final Workspace workspace;
  private final int maxReadBytes;
  private final int maxWriteBytes;
  private final int maxChars;
  private final int maxSearchFiles;
  private final long maxSearchBytes;

  private FileTools(Builder b) {
    this.workspace = Objects.requireNonNull(b.workspace, "workspace");
    this.maxReadBytes = b.maxReadBytes;
    this.maxWriteBytes = b.maxWriteBytes;
    this.maxChars = b.maxChars;
    this.maxSearchFiles = b.maxSearchFiles;
    this.maxSearchBytes = b.maxSearchBytes;
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

  /** A deadline for one call's file work, a second inside the tool's timeout. */
  private static Deadline deadline(String tool) {
    return Deadline.after(WORK_LIMIT, tool);
  }

  String read(String path) throws IOException {
    Path file = workspace.resolve(path);
    ConfinedDir.Head head;
    try {
      head = workspace.dir().read(workspace.names(file), maxReadBytes, deadline(READ_FILE));
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("there is no file " + path, e);
    }
    byte[] bytes = head.bytes();
    long size = head.size();
    for (int i = 0; i < Math.min(bytes.length, 8_000); i++) {
      if (bytes[i] == 0) {
        return path + " is a binary file (" + size + " bytes); it is not shown.";
      }
    }
    String text = new String(bytes, StandardCharsets.UTF_8);
    if (size > bytes.length) {
      text += "\n[cut: the file has " + size + " bytes; only the first " + bytes.length + " read]";
    }
    return Texts.cut(text, maxChars);
  }

  String write(String path, String content) throws IOException {
    byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > maxWriteBytes) {
      throw new IllegalArgumentException(
          "the content is " + bytes.length + " bytes; the limit is " + maxWriteBytes);
    }
    Path file = workspace.resolve(path);
    if (file.equals(workspace.root())) {
      throw new IllegalArgumentException("the workspace root is a folder, not a file");
    }
    boolean existed = workspace.dir().write(workspace.names(file), bytes, deadline(WRITE_FILE));
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
    Deadline deadline = deadline(EDIT_FILE);
    ConfinedDir.Head head;
    try {
      head = workspace.dir().read(workspace.names(file), maxWriteBytes + 1, deadline);
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("there is no file " + path, e);
    }
    if (head.size() > maxWriteBytes) {
      throw new IllegalArgumentException(
          path + " is larger than " + maxWriteBytes + " bytes and cannot be edited");
    }
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(head.bytes()))
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
    workspace.dir().write(workspace.names(file), bytes, deadline);
    return "Edited " + workspace.relativize(file) + ": replaced 1 occurrence.";
  }

  String list(String path) throws IOException {
    Path dir = workspace.resolve(path);
    List<ConfinedDir.Entry> entries;
    try {
      entries = workspace.dir().list(workspace.names(dir), MAX_LISTED, deadline(LIST_DIR));
    } catch (NoSuchFileException e) {
      throw new IllegalArgumentException("there is no folder " + path, e);
    }
    if (entries.isEmpty()) {
      return workspace.relativize(dir) + " is empty.";
    }
    List<String> lines = new ArrayList<>();
    for (ConfinedDir.Entry e : entries.subList(0, Math.min(MAX_ENTRIES, entries.size()))) {
      // Links are shown as links, never followed: a link out of the root reveals nothing.
      lines.add(
          e.name()
              + switch (e.kind()) {
                case FOLDER -> "/";
                case LINK -> "  (link)";
                case SPECIAL -> "  (special file, not opened)";
                default -> "  (" + e.size() + " bytes)";
              });
    }
    if (entries.size() > MAX_LISTED) {
      lines.add("[cut: more than " + (MAX_LISTED - MAX_ENTRIES) + " more entries]");
    } else if (entries.size() > MAX_ENTRIES) {
      lines.add("[cut: " + (entries.size() - MAX_ENTRIES) + " more entries]");
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
    // Matched in linear time: the JDK's glob is a backtracking regex.
    Glob matcher = Glob.compile(glob);
    boolean onPath = glob.contains("/");
    if (text.length() > 200) {
      throw new IllegalArgumentException("text must be at most 200 characters");
    }
    String needle = text.toLowerCase(Locale.ROOT);
    List<String> hits = new ArrayList<>();
    long[] visited = {0};
    long[] bytesRead = {0};
    String[] stop = {null};
    Deadline deadline = deadline(SEARCH_FILES);
    // Links are not followed and special files are not opened: a link out of the root is never
    // read, and a FIFO never blocks the search.
    workspace
        .dir()
        .walk(
            MAX_DEPTH,
            deadline,
            (rel, entry, reader) -> {
              if (++visited[0] > maxSearchFiles) {
                stop[0] = "stopped after " + maxSearchFiles + " files and folders";
                return false;
              }
              if (hits.size() >= MAX_HITS) {
                stop[0] = "stopped at " + MAX_HITS + " matches";
                return false;
              }
              if (entry.kind() != ConfinedDir.Kind.FILE
                  || !matcher.matches(onPath ? rel : entry.name())) {
                return true;
              }
              if (needle.isEmpty()) {
                hits.add(rel);
                return true;
              }
              if (entry.size() > maxReadBytes) {
                return true;
              }
              if (bytesRead[0] + entry.size() > maxSearchBytes) {
                stop[0] = "stopped after reading " + bytesRead[0] + " bytes";
                return false;
              }
              ConfinedDir.Head head;
              try {
                head = reader.read(maxReadBytes);
              } catch (NoSuchFileException | IllegalArgumentException e) {
                return true; // gone or replaced since it was listed
              }
              bytesRead[0] += head.bytes().length;
              String line = firstLineWith(head.bytes(), needle);
              if (line != null) {
                hits.add(rel + ": " + line);
              }
              return true;
            });
    if (stop[0] == null && deadline.passed()) {
      stop[0] = "stopped at the " + deadline.seconds() + " s limit";
    }
    String note = stop[0] == null ? "" : "[" + stop[0] + "; narrow the pattern]";
    if (hits.isEmpty()) {
      return "No files match "
          + glob
          + (needle.isEmpty() ? "" : " containing \"" + Texts.oneLine(text, 80) + "\"")
          + "."
          + (note.isEmpty() ? "" : " " + note);
    }
    if (!note.isEmpty()) {
      hits.add(note);
    }
    return Texts.cut(String.join("\n", hits), maxChars);
  }

  private static String firstLineWith(byte[] bytes, String needle) {
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
    private int maxSearchFiles = 5_000;
    private long maxSearchBytes = 32L * 1024 * 1024;

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

    /**
     * Sets how many files and folders one {@code search_files} visits before it stops and says so.
     * The default is 5,000.
     *
     * @param count 10 to 1,000,000
     * @return this builder
     */
    public Builder maxSearchFiles(int count) {
      this.maxSearchFiles = range(count, 10, 1_000_000, "maxSearchFiles");
      return this;
    }

    /**
     * Sets how many bytes of file content one {@code search_files} reads before it stops and says
     * so. The default is 32 MiB.
     *
     * @param bytes 1 KiB to 1 GiB
     * @return this builder
     */
    public Builder maxSearchBytes(int bytes) {
      this.maxSearchBytes = range(bytes, 1024, 1024 * 1024 * 1024, "maxSearchBytes");
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
