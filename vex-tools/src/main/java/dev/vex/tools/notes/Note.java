package dev.vex.tools.notes;

import java.time.Instant;
import java.util.Objects;

/**
 * A workspace note.
 *
 * @param title its title, which names it
 * @param text its Markdown text
 * @param updated when it was last saved
 */
public record Note(String title, String text, Instant updated) {
  /** Validates. */
  public Note {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(updated, "updated");
  }
}
