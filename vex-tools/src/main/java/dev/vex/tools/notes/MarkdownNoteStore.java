package dev.vex.tools.notes;

import dev.vex.tools.internal.ConfinedDir;
import dev.vex.tools.internal.Deadline;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.text.Normalizer;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Notes as Markdown files in one folder: {@code <slug>.md}, whose first line is {@code # <title>}.
 * Saves are atomic. Search reads at most {@value #MAX_NOTES} notes of at most 256 KiB each. The
 * folder is read through a directory handle, never by a path the kernel resolves: a notes folder
 * replaced by a link to a host folder is refused, and links and special files in it are never
 * opened. Thread safe.
 */
public final class MarkdownNoteStore implements NoteStore {
  static final int MAX_NOTES = 2_000;
  private static final int MAX_NOTE_BYTES = 256 * 1024;

  /** How long one call's file work may take, a second inside the note tools' timeout. */
  private static final Duration LIMIT = Duration.ofSeconds(9);

  private final ConfinedDir dir;

  private MarkdownNoteStore(Path folder) {
    this.dir = ConfinedDir.at(folder);
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
    return new MarkdownNoteStore(folder.toRealPath());
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
    dir.write(List.of(slug(t) + ".md"), bytes, Deadline.after(LIMIT, "save_note"));
    return new Note(t, text.strip(), Instant.now());
  }

  @Override
  public Optional<Note> read(String title) throws IOException {
    String name = slug(title.strip()) + ".md";
    ConfinedDir.Head head;
    try {
      head = dir.read(List.of(name), MAX_NOTE_BYTES + 1, Deadline.after(LIMIT, "read_note"));
    } catch (NoSuchFileException | IllegalArgumentException e) {
      return Optional.empty(); // missing, or a folder, link or special file: not a note
    }
    return Optional.ofNullable(load(name, head));
  }

  @Override
  public List<Note> search(String query, int limit) throws IOException {
    String[] words = query.toLowerCase(Locale.ROOT).strip().split("\\s+");
    List<Note> titleHits = new ArrayList<>();
    List<Note> textHits = new ArrayList<>();
    int[] seen = {0};
    // The folder is read through its handle: one replaced by a link to a host folder is refused,
    // and links and special files in it are never opened.
    dir.walk(
        0,
        Deadline.after(LIMIT, "search_notes"),
        (rel, entry, reader) -> {
          if (entry.kind() != ConfinedDir.Kind.FILE || !entry.name().endsWith(".md")) {
            return true;
          }
          if (++seen[0] > MAX_NOTES) {
            return false;
          }
          if (entry.size() > MAX_NOTE_BYTES) {
            return true;
          }
          Note n;
          try {
            n = load(entry.name(), reader.read(MAX_NOTE_BYTES + 1));
          } catch (NoSuchFileException | IllegalArgumentException e) {
            return true; // gone or replaced since it was listed
          }
          if (n == null) {
            return true;
          }
          String noteTitle = n.title().toLowerCase(Locale.ROOT);
          String all = noteTitle + "\n" + n.text().toLowerCase(Locale.ROOT);
          boolean inTitle = true;
          boolean inAll = true;
          for (String w : words) {
            inTitle &= noteTitle.contains(w);
            inAll &= all.contains(w);
          }
          if (inTitle) {
            titleHits.add(n);
          } else if (inAll) {
            textHits.add(n);
          }
          return true;
        });
    Comparator<Note> newest = Comparator.comparing(Note::updated).reversed();
    titleHits.sort(newest);
    textHits.sort(newest);
    titleHits.addAll(textHits);
    return titleHits.subList(0, Math.min(limit, titleHits.size()));
  }

  private static Note load(String name, ConfinedDir.Head head) {
    if (head.size() > MAX_NOTE_BYTES) {
      return null;
    }
    String content = new String(head.bytes(), StandardCharsets.UTF_8);
    String title;
    String text;
    if (content.startsWith("# ")) {
      int nl = content.indexOf('\n');
      title = (nl < 0 ? content.substring(2) : content.substring(2, nl)).strip();
      text = nl < 0 ? "" : content.substring(nl + 1).strip();
    } else {
      title = name.substring(0, name.length() - 3);
      text = content.strip();
    }
    return new Note(title, text, head.modified());
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
