package dev.vex.tools.notes;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * Where workspace notes live. The default is {@link MarkdownNoteStore}, one Markdown file per note
 * in a folder; a host may keep notes elsewhere. Implementations must be thread-safe.
 */
public interface NoteStore {

  /**
   * Saves a note, replacing one with the same title.
   *
   * @param title the title
   * @param text the Markdown text
   * @return the saved note
   * @throws IOException when it cannot be stored
   */
  Note save(String title, String text) throws IOException;

  /**
   * Reads a note by its title, compared without case.
   *
   * @param title the title
   * @return the note, or empty
   * @throws IOException when the store cannot be read
   */
  Optional<Note> read(String title) throws IOException;

  /**
   * Finds notes whose title or text holds every word of the query, best first.
   *
   * @param query words, compared without case
   * @param limit the most notes to return
   * @return the notes found
   * @throws IOException when the store cannot be read
   */
  List<Note> search(String query, int limit) throws IOException;
}
