package dev.vex.tools.notes;

import dev.vex.tools.files.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Notes as Markdown files in one folder: {@code <slug>.md}, whose first line is {@code # <title>}.
 * Saves are atomic. Search reads at most {@value #MAX_NOTES} notes of at most 256 KiB each. Thread
 * safe.
 */
public final class MarkdownNoteStore implements NoteStore {
  static final int MAX_NOTES = 2_000;
  private static final int MAX_NOTE_BYTES = 256 * 1024;

  private final Workspace folder;

  private MarkdownNoteStore(Workspace folder) {
    this.folder = folder;
  }

  /**
   * Keeps notes in a folder, creating it when missing.
   *
   * @param folder the folder
   * @return the store
   * @throws IOException when the folder cannot be created
   */
  public static MarkdownNoteStore in(Path folder) throws IOException {
    Files.createDirectories(folder);
    return new MarkdownNoteStore(Workspace.of(folder));
  }

  @Override
  public Note save(String title, String text) throws IOException {
    String t = title.strip().replaceAll("\\s+", " ");
    if (t.isEmpty() || t.length() > 120) {
      throw new IllegalArgumentException("a note title must be 1-120 characters");
    }
    byte[] bytes = ("# " + t + "\n\n" + text.strip() + "\n").getBytes(StandardCharsets.UTF_8);
    if (bytes.length > MAX_NOTE_BYTES) {
      throw new IllegalArgumentException("a note may hold at most " + MAX_NOTE_BYTES + " bytes");
    }
    Path file = folder.resolve(slug(t) + ".md");
    folder.writeAtomically(file, bytes);
    return new Note(t, text.strip(), Files.getLastModifiedTime(file).toInstant());
  }

  @Override
  public Optional<Note> read(String title) throws IOException {
    Path file = folder.resolve(slug(title.strip()) + ".md");
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return Optional.empty();
    }
    return Optional.ofNullable(load(file));
  }

  @Override
  public List<Note> search(String query, int limit) throws IOException {
    String[] words = query.toLowerCase(Locale.ROOT).strip().split("\\s+");
    List<Note> titleHits = new ArrayList<>();
    List<Note> textHits = new ArrayList<>();
    try (Stream<Path> s = Files.list(folder.root())) {
      List<Path> files =
          s.filter(p -> p.getFileName().toString().endsWith(".md"))
              .filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
              .limit(MAX_NOTES)
              .toList();
      for (Path p : files) {
        Note n = load(p);
        if (n == null) {
          continue;
        }
        String title = n.title().toLowerCase(Locale.ROOT);
        String all = title + "\n" + n.text().toLowerCase(Locale.ROOT);
        boolean inTitle = true;
        boolean inAll = true;
        for (String w : words) {
          inTitle &= title.contains(w);
          inAll &= all.contains(w);
        }
        if (inTitle) {
          titleHits.add(n);
        } else if (inAll) {
          textHits.add(n);
        }
      }
    }
    Comparator<Note> newest = Comparator.comparing(Note::updated).reversed();
    titleHits.sort(newest);
    textHits.sort(newest);
    titleHits.addAll(textHits);
    return titleHits.subList(0, Math.min(limit, titleHits.size()));
  }

  private static Note load(Path file) throws IOException {
    if (Files.size(file) > MAX_NOTE_BYTES) {
      return null;
    }
    String content = Files.readString(file, StandardCharsets.UTF_8);
    String title;
    String text;
    if (content.startsWith("# ")) {
      int nl = content.indexOf('\n');
      title = (nl < 0 ? content.substring(2) : content.substring(2, nl)).strip();
      text = nl < 0 ? "" : content.substring(nl + 1).strip();
    } else {
      String name = file.getFileName().toString();
      title = name.substring(0, name.length() - 3);
      text = content.strip();
    }
    return new Note(title, text, Files.getLastModifiedTime(file).toInstant());
  }

  /** A file name from a title: lower case letters and digits (æøå kept), dashes between words. */
  static String slug(String title) {
    String n = Normalizer.normalize(title.toLowerCase(Locale.ROOT), Normalizer.Form.NFC);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n.length() && sb.length() < 80; ) {
      int cp = n.codePointAt(i);
      i += Character.charCount(cp);
      if (Character.isLetterOrDigit(cp)) {
        sb.appendCodePoint(cp);
      } else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '-') {
        sb.append('-');
      }
    }
    while (sb.length() > 0 && sb.charAt(sb.length() - 1) == '-') {
      sb.setLength(sb.length() - 1);
    }
    if (sb.length() == 0) {
      throw new IllegalArgumentException("a note title needs at least one letter or digit");
    }
    return sb.toString();
  }
}
