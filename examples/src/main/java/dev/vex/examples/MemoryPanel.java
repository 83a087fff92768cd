package dev.vex.examples;

import static dev.vex.examples.WebChatHttp.field;
import static dev.vex.examples.WebChatHttp.json;
import static dev.vex.examples.WebChatHttp.number;
import static dev.vex.examples.WebChatHttp.readJson;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.TurnSignals;
import dev.vex.memory.CleanResult;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.memory.StoredMemory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * The memory page's API: what the agent remembers about the page's one user, notes typed there,
 * "Clean tasks" with Undo, and one entry at a time deleted or restored from the archive.
 *
 * <p>Undo takes back the last clean that archived something: a clean that finds nothing to archive
 * leaves the one before it undoable. The cleans that can be undone are kept in {@code undo.json}
 * beside the memory, so that Undo still works after a restart.
 */
final class MemoryPanel implements AutoCloseable {
  /** How many cleans Undo can take back, newest first. */
  static final int UNDO_DEPTH = 20;

  private final JdbcMemoryStore memory;
  private final JdbcMemoryStore notes;
  private final Path undoFile;
  private final Deque<String> cleans = new ArrayDeque<>(); // batches, newest first; guarded by this

  /**
   * Opens the memory in a data folder: {@code memory.db}, and {@code undo.json} for Undo.
   *
   * @param memory the store the agent remembers into
   * @param dataDir the folder of the memory file
   */
  MemoryPanel(JdbcMemoryStore memory, Path dataDir) {
    this.memory = memory;
    // Notes typed on the memory page are kept as written, task-shaped or not: "Clean tasks" is
    // there to archive those. The chat itself keeps only the personal facts of a message.
    this.notes =
        JdbcMemoryStore.builder().sqlite(dataDir.resolve("memory.db")).policy(asWritten()).build();
    this.undoFile = dataDir.resolve("undo.json");
    readUndo();
  }

  /** The page: the active entries, the archived ones, and whether Undo can do something. */
  synchronized JsonObject page() {
    JsonObject o = new JsonObject();
    o.add("entries", memories(memory.entries(WebChat.USER, 200)));
    o.add("archived", memories(memory.archived(WebChat.USER, 200)));
    o.addProperty("canUndo", !cleans.isEmpty());
    return o;
  }

  /** {@code POST /api/memory/ACTION}: notes, clean, undo, forget or restore. */
  void act(HttpExchange exchange, String action) throws IOException {
    JsonObject body = readJson(exchange);
    String message;
    synchronized (this) {
      message =
          switch (action) {
            case "notes" -> note(field(body, "text"));
            case "clean" -> clean();
            case "undo" -> undo();
            case "forget" ->
                memory.forget(WebChat.USER, number(body, "id"))
                    ? "Deleted."
                    : "That entry is no longer there.";
            case "restore" ->
                memory.restore(WebChat.USER, number(body, "id"))
                    ? "Restored."
                    : "That entry is not in the archive.";
            default -> throw new WebChatHttp.BadRequest("no such action: " + action);
          };
    }
    JsonObject page = page();
    page.addProperty("message", message);
    json(exchange, 200, page);
  }

  private String note(String raw) {
    String text = raw.strip();
    if (text.isEmpty()) {
      throw new WebChatHttp.BadRequest("the note is empty");
    }
    if (text.length() > MemoryEntry.MAX_TEXT) {
      throw new WebChatHttp.TooLarge(
          "the note has " + text.length() + " characters; the limit is " + MemoryEntry.MAX_TEXT);
    }
    notes.store(WebChat.USER, MemoryEntry.of(text));
    return "Noted.";
  }

  private String clean() {
    CleanResult r = memory.cleanTasks(WebChat.USER);
    int n = r.archived().size();
    if (n == 0) {
      return "Nothing task-shaped to archive."
          + (cleans.isEmpty() ? "" : " Undo still takes back the clean before.");
    }
    cleans.addFirst(r.batch());
    while (cleans.size() > UNDO_DEPTH) {
      cleans.removeLast();
    }
    writeUndo();
    return "Archived "
        + n
        + " task-shaped entr"
        + (n == 1 ? "y" : "ies")
        + "; Undo puts them back.";
  }

  private String undo() {
    String batch = cleans.pollFirst();
    if (batch == null) {
      return "Nothing to undo.";
    }
    writeUndo();
    int n = memory.undo(new CleanResult(WebChat.USER, batch, List.of(), List.of()));
    return "Restored " + n + " entr" + (n == 1 ? "y" : "ies") + ".";
  }

  private void readUndo() {
    if (!Files.isRegularFile(undoFile)) {
      return;
    }
    try {
      JsonElement e = JsonParser.parseString(Files.readString(undoFile, StandardCharsets.UTF_8));
      if (e.isJsonArray()) {
        for (JsonElement b : e.getAsJsonArray()) {
          if (b.isJsonPrimitive() && cleans.size() < UNDO_DEPTH) {
            cleans.addLast(b.getAsString());
          }
        }
      }
    } catch (IOException | JsonParseException | IllegalStateException e) {
      LoggerFactory.getLogger(MemoryPanel.class)
          .warn("{} is unreadable; Undo starts empty: {}", undoFile, e.toString());
    }
  }

  private void writeUndo() {
    JsonArray a = new JsonArray();
    cleans.forEach(a::add);
    try {
      Path tmp = undoFile.resolveSibling("undo.json.tmp");
      Files.writeString(tmp, a.toString(), StandardCharsets.UTF_8);
      Files.move(tmp, undoFile, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("could not keep Undo in " + undoFile, e);
    }
  }

  private static JsonArray memories(List<StoredMemory> list) {
    JsonArray a = new JsonArray();
    for (StoredMemory m : list) {
      JsonObject j = new JsonObject();
      j.addProperty("id", m.id());
      j.addProperty("text", m.text());
      JsonArray tags = new JsonArray();
      m.tags().forEach(tags::add);
      j.add("tags", tags);
      j.addProperty("created", ReplyView.FETCHED.format(m.created()));
      if (m.archived() != null) {
        j.addProperty("archived", ReplyView.FETCHED.format(m.archived()));
      }
      a.add(j);
    }
    return a;
  }

  private static MemoryPolicy asWritten() {
    return new MemoryPolicy() {
      @Override
      public List<String> memorable(String text, TurnSignals signals) {
        return List.of(text);
      }

      @Override
      public boolean admits(String text, TurnSignals signals) {
        return true;
      }
    };
  }

  /** Closes the notes' store (the agent's memory belongs to its owner). */
  @Override
  public void close() {
    notes.close();
  }
}
