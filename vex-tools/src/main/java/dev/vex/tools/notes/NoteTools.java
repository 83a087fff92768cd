package dev.vex.tools.notes;

import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.tools.internal.Texts;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The workspace note tools over a {@link NoteStore}: {@code search_notes}, {@code save_note},
 * {@code read_note}. Immutable and thread-safe.
 */
public final class NoteTools {
  /** The name of the search tool. */
  public static final String SEARCH_NOTES = "search_notes";

  /** The name of the save tool. */
  public static final String SAVE_NOTE = "save_note";

  /** The name of the read tool. */
  public static final String READ_NOTE = "read_note";

  private static final Duration TIMEOUT = Duration.ofSeconds(10);
  private static final int MAX_CHARS = 8_000;
  private static final int MAX_HITS = 10;

  private final NoteStore store;

  private NoteTools(NoteStore store) {
    this.store = store;
  }

  /**
   * Creates the tools over a store.
   *
   * @param store the notes
   * @return the tools
   */
  public static NoteTools over(NoteStore store) {
    return new NoteTools(Objects.requireNonNull(store, "store"));
  }

  /**
   * Returns the three tools.
   *
   * @return search_notes, save_note, read_note
   */
  public List<Tool> tools() {
    return List.of(
        new Tool(
            SEARCH_NOTES,
            "Search saved notes.",
            ObjectSchema.builder().requiredString("query", "words to find").build(),
            args -> search(args.string("query")),
            TIMEOUT),
        new Tool(
            SAVE_NOTE,
            "Save a note.",
            ObjectSchema.builder()
                .requiredString("title", "note title")
                .requiredString("text", "note text")
                .build(),
            args -> {
              Note n = store.save(args.string("title"), args.string("text"));
              return "Saved the note \"" + n.title() + "\".";
            },
            TIMEOUT),
        new Tool(
            READ_NOTE,
            "Read a saved note.",
            ObjectSchema.builder().requiredString("title", "note title").build(),
            args ->
                store
                    .read(args.string("title"))
                    .map(n -> Texts.cut("# " + n.title() + "\n\n" + n.text(), MAX_CHARS))
                    .orElse(
                        "There is no note titled \""
                            + Texts.oneLine(args.string("title"), 120)
                            + "\"; use search_notes to find one."),
            TIMEOUT));
  }

  private String search(String query) throws java.io.IOException {
    if (query.isBlank()) {
      throw new IllegalArgumentException("the query is empty");
    }
    List<Note> found = store.search(query, MAX_HITS);
    if (found.isEmpty()) {
      return "No notes match \"" + Texts.oneLine(query, 120) + "\".";
    }
    StringBuilder sb = new StringBuilder();
    for (Note n : found) {
      sb.append("- ")
          .append(n.title())
          .append(": ")
          .append(Texts.oneLine(n.text(), 160))
          .append('\n');
    }
    return Texts.cut(sb.toString().strip(), MAX_CHARS);
  }
}
