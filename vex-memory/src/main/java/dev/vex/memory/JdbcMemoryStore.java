package dev.vex.memory;

import com.google.gson.Gson;
import com.google.gson.reflect.TypeToken;
import dev.vex.core.memory.Episode;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.memory.TurnSignals;
import java.lang.reflect.Type;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A durable {@link MemoryStore} over JDBC: SQLite by default (one file, no server, WAL mode), or
 * PostgreSQL for hosts that run several instances against one database.
 *
 * <pre>{@code
 * JdbcMemoryStore memory = JdbcMemoryStore.builder().sqlite(Path.of("memory.db")).build();
 * Agent agent = Agent.builder().model("qwen2.5:3b").memory(memory).build();
 * agent.chat(Conversation.create("user-42"), "I'm vegetarian, find me a recipe");
 * memory.entries("user-42", 100);     // [I'm vegetarian]
 * CleanResult r = memory.cleanTasks("user-42");   // archives what task-shaped entries slipped in
 * memory.undo(r);                                 // and puts them back
 * }</pre>
 *
 * <p>Every entry has a memory id, text, tags, and created and archived times. Recall is full-text
 * search (SQLite FTS5 or PostgreSQL {@code tsvector} with the {@code simple} configuration),
 * ranked, scoped to one memory id, then filled with that id's most recent entries. Every write is
 * checked with the {@link MemoryPolicy} first, whatever the caller checked. Nothing is ever
 * deleted: {@link #cleanTasks(String)} archives, and {@link #undo(CleanResult)} restores. The
 * schema is versioned and migrated when the store opens.
 *
 * <p>SQLite runs with {@code synchronous=NORMAL} in WAL mode: a committed entry survives a crash of
 * the process; a power loss may lose the last commits. Failures are typed {@link
 * MemoryStoreException}s. Thread-safe; close it when done.
 */
public final class JdbcMemoryStore implements MemoryStore, AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(JdbcMemoryStore.class);
  private static final Gson GSON = new Gson();
  private static final Type TAGS = new TypeToken<List<String>>() {}.getType();
  private static final String COLUMNS = "id, memory_id, text, tags, created, archived";
  private static final int MAX_RECALL = 100;
  private static final int MAX_LIST = 10_000;
  private static final int PAGE = 500;

  /** The tag on facts that {@link #cleanTasks(String)} kept from a mixed entry. */
  public static final String CLEANED_TAG = "cleaned";

  private final Dialect dialect;
  private final Pool pool;
  private final String database;
  private final MemoryPolicy policy;
  private final Duration busyTimeout;
  private final ReentrantLock writeLock;
  private final AtomicBoolean closed = new AtomicBoolean();

  private JdbcMemoryStore(Builder b) {
    this.dialect = b.dialect;
    this.policy = b.policy;
    this.busyTimeout = b.busyTimeout;
    long wait = Math.max(busyTimeout.toMillis(), 1_000);
    if (b.dataSource != null) {
      this.pool = Pool.of(b.dataSource);
      this.database = b.dataSource.getClass().getSimpleName();
    } else if (dialect == Dialect.SQLITE) {
      Path file = b.file.toAbsolutePath();
      this.database = file.toString();
      this.pool = Pool.owned(() -> SqliteDialect.open(file, busyTimeout), b.connections, wait);
    } else {
      String url = b.url;
      this.database = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
      this.pool = Pool.owned(() -> PostgresDialect.open(url, busyTimeout), b.connections, wait);
    }
    this.writeLock = dialect == Dialect.SQLITE ? new ReentrantLock() : null;
    try {
      write("migrate the schema", c -> Migrations.migrate(c, dialect, Dialect.LATEST, database));
    } catch (RuntimeException e) {
      pool.close();
      throw e;
    }
  }

  /**
   * Starts a store configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  // ------------------------------------------------------------------ MemoryStore

  /**
   * Stores a fact, unless the policy finds a task in it.
   *
   * @param memoryId the user or conversation
   * @param entry the fact
   */
  @Override
  public void remember(String memoryId, MemoryEntry entry) {
    store(memoryId, entry);
  }

  /**
   * Stores a fact, unless the policy finds a task in it (checked here, whatever the caller
   * checked).
   *
   * @param memoryId the user or conversation, 1 to 200 characters
   * @param entry the fact
   * @return the stored entry, or empty when the policy refused it
   * @throws MemoryStoreException when the database fails
   */
  public java.util.Optional<StoredMemory> store(String memoryId, MemoryEntry entry) {
    MemoryStore.checkMemoryId(memoryId);
    Objects.requireNonNull(entry, "entry");
    if (!policy.admits(entry.text(), TurnSignals.fromTags(entry.tags()))) {
      log.debug("memory store refused a task-shaped entry for {}", memoryId);
      return java.util.Optional.empty();
    }
    long id =
        write(
            "store an entry",
            c -> insert(c, memoryId, entry.text(), entry.tags(), entry.created(), null));
    return java.util.Optional.of(
        new StoredMemory(id, memoryId, entry.text(), entry.tags(), entry.created(), null));
  }

  /**
   * Returns the entries of a memory id that match the query best (full-text, ranked), then its most
   * recent entries, never those of another memory id and never archived ones.
   *
   * @param memoryId the user or conversation
   * @param query the user's message; only its first 32 words of letters and digits are searched
   * @param limit how many at most; values above 100 are treated as 100
   * @return the entries
   * @throws MemoryStoreException when the database fails
   */
  @Override
  public List<MemoryEntry> recall(String memoryId, String query, int limit) {
    MemoryStore.checkMemoryId(memoryId);
    if (limit < 1) {
      return List.of();
    }
    int max = Math.min(limit, MAX_RECALL);
    List<String> terms = Terms.of(query);
    List<StoredMemory> found =
        read(
            "recall",
            c -> {
              List<StoredMemory> out = new ArrayList<>(max);
              if (!terms.isEmpty()) {
                try (PreparedStatement ps = c.prepareStatement(dialect.searchSql())) {
                  ps.setString(1, dialect.query(memoryId, terms));
                  ps.setString(2, memoryId);
                  ps.setInt(3, max);
                  rows(ps, out);
                }
              }
              if (out.size() < max) {
                Set<Long> seen = new HashSet<>();
                for (StoredMemory m : out) {
                  seen.add(m.id());
                }
                List<StoredMemory> recent = new ArrayList<>();
                try (PreparedStatement ps =
                    c.prepareStatement(
                        "SELECT "
                            + COLUMNS
                            + " FROM vex_memory_entry WHERE memory_id = ? AND archived IS NULL"
                            + " ORDER BY created DESC, id DESC LIMIT ?")) {
                  ps.setString(1, memoryId);
                  ps.setInt(2, max);
                  rows(ps, recent);
                }
                for (StoredMemory m : recent) {
                  if (out.size() < max && seen.add(m.id())) {
                    out.add(m);
                  }
                }
              }
              return out;
            });
    List<MemoryEntry> out = new ArrayList<>(found.size());
    for (StoredMemory m : found) {
      out.add(new MemoryEntry(m.text(), m.tags(), m.created()));
    }
    return out;
  }

  /**
   * Logs a conversational turn, unless the policy finds it task-shaped (checked here, whatever the
   * caller checked).
   *
   * @param memoryId the user or conversation
   * @param episode the turn
   * @throws MemoryStoreException when the database fails
   */
  @Override
  public void logEpisode(String memoryId, Episode episode) {
    MemoryStore.checkMemoryId(memoryId);
    Objects.requireNonNull(episode, "episode");
    if (policy.isTaskShaped(episode.user(), episode.signals())) {
      log.debug("episode log refused a task-shaped turn for {}", memoryId);
      return;
    }
    write(
        "log an episode",
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "INSERT INTO vex_memory_episode (memory_id, user_text, assistant_text, tags,"
                      + " created) VALUES (?, ?, ?, ?, ?)")) {
            ps.setString(1, memoryId);
            ps.setString(2, episode.user());
            ps.setString(3, episode.assistant());
            ps.setString(4, GSON.toJson(episode.signals().tags()));
            ps.setLong(5, episode.at().toEpochMilli());
            ps.executeUpdate();
          }
          return null;
        });
  }

  // ------------------------------------------------------------------ the memory page

  /**
   * Returns the active entries of a memory id, oldest first.
   *
   * @param memoryId the user or conversation
   * @param limit how many at most, 1 to 10,000
   * @return the entries
   */
  public List<StoredMemory> entries(String memoryId, int limit) {
    return list(memoryId, limit, "archived IS NULL ORDER BY created, id");
  }

  /**
   * Returns the archived entries of a memory id, most recently archived first.
   *
   * @param memoryId the user or conversation
   * @param limit how many at most, 1 to 10,000
   * @return the entries
   */
  public List<StoredMemory> archived(String memoryId, int limit) {
    return list(memoryId, limit, "archived IS NOT NULL ORDER BY archived DESC, id DESC");
  }

  /**
   * Returns the logged episodes of a memory id, newest first.
   *
   * @param memoryId the user or conversation
   * @param limit how many at most, 1 to 10,000
   * @return the episodes
   */
  public List<Episode> episodes(String memoryId, int limit) {
    MemoryStore.checkMemoryId(memoryId);
    int max = checkLimit(limit);
    return read(
        "list episodes",
        c -> {
          List<Episode> out = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT user_text, assistant_text, tags, created FROM vex_memory_episode"
                      + " WHERE memory_id = ? ORDER BY created DESC, id DESC LIMIT ?")) {
            ps.setString(1, memoryId);
            ps.setInt(2, max);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                List<String> tags = GSON.fromJson(rs.getString(3), TAGS);
                out.add(
                    new Episode(
                        rs.getString(1),
                        rs.getString(2),
                        TurnSignals.fromTags(tags),
                        Instant.ofEpochMilli(rs.getLong(4))));
              }
            }
          }
          return out;
        });
  }

  /**
   * Archives every active entry of a memory id that the policy finds task-shaped (judged with the
   * signals its tags recorded), in one transaction. Nothing is deleted. From an archived entry that
   * mixed a personal fact with a task, the fact is kept as a new entry tagged {@value
   * #CLEANED_TAG}.
   *
   * @param memoryId the user or conversation
   * @return what was archived and kept; pass it to {@link #undo(CleanResult)} to undo
   * @throws MemoryStoreException when the database fails (nothing is changed then)
   */
  public CleanResult cleanTasks(String memoryId) {
    MemoryStore.checkMemoryId(memoryId);
    String batch = UUID.randomUUID().toString();
    return write(
        "clean tasks",
        c -> {
          List<StoredMemory> archived = new ArrayList<>();
          List<StoredMemory> kept = new ArrayList<>();
          long now = System.currentTimeMillis();
          long after = 0;
          long maxId = maxId(c, memoryId);
          while (true) {
            List<StoredMemory> page = new ArrayList<>(PAGE);
            try (PreparedStatement ps =
                c.prepareStatement(
                    "SELECT "
                        + COLUMNS
                        + " FROM vex_memory_entry WHERE memory_id = ? AND archived IS NULL"
                        + " AND id > ? AND id <= ? ORDER BY id LIMIT ?"
                        + dialect.forUpdate())) {
              ps.setString(1, memoryId);
              ps.setLong(2, after);
              ps.setLong(3, maxId);
              ps.setInt(4, PAGE);
              rows(ps, page);
            }
            if (page.isEmpty()) {
              break;
            }
            for (StoredMemory m : page) {
              after = m.id();
              TurnSignals signals = TurnSignals.fromTags(m.tags());
              if (policy.admits(m.text(), signals)) {
                continue;
              }
              try (PreparedStatement ps =
                  c.prepareStatement(
                      "UPDATE vex_memory_entry SET archived = ?, archive_batch = ? WHERE id = ?")) {
                ps.setLong(1, now);
                ps.setString(2, batch);
                ps.setLong(3, m.id());
                ps.executeUpdate();
              }
              archived.add(
                  new StoredMemory(
                      m.id(),
                      memoryId,
                      m.text(),
                      m.tags(),
                      m.created(),
                      Instant.ofEpochMilli(now)));
              List<String> tags = new ArrayList<>(m.tags());
              tags.add(CLEANED_TAG);
              for (String fact : policy.memorable(m.text(), signals)) {
                MemoryEntry e =
                    new MemoryEntry(fact, tags.subList(0, Math.min(tags.size(), 16)), m.created());
                long id = insert(c, memoryId, e.text(), e.tags(), e.created(), batch);
                kept.add(new StoredMemory(id, memoryId, e.text(), e.tags(), e.created(), null));
              }
            }
          }
          log.info(
              "cleanTasks for {} archived {} entries and kept {} facts (batch {})",
              memoryId,
              archived.size(),
              kept.size(),
              batch);
          return new CleanResult(memoryId, batch, archived, kept);
        });
  }

  /**
   * Undoes a {@link #cleanTasks(String)}: its archived entries become active again, and the facts
   * it kept are archived (not deleted). Undoing twice changes nothing the second time.
   *
   * @param result what {@code cleanTasks} returned
   * @return how many entries became active again
   * @throws MemoryStoreException when the database fails (nothing is changed then)
   */
  public int undo(CleanResult result) {
    Objects.requireNonNull(result, "result");
    MemoryStore.checkMemoryId(result.memoryId());
    return write(
        "undo a clean",
        c -> {
          int restored;
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE vex_memory_entry SET archived = NULL, archive_batch = NULL"
                      + " WHERE memory_id = ? AND archive_batch = ?")) {
            ps.setString(1, result.memoryId());
            ps.setString(2, result.batch());
            restored = ps.executeUpdate();
          }
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE vex_memory_entry SET archived = ?, archive_batch = ?"
                      + " WHERE memory_id = ? AND origin_batch = ? AND archived IS NULL")) {
            ps.setLong(1, System.currentTimeMillis());
            ps.setString(2, "undo:" + result.batch());
            ps.setString(3, result.memoryId());
            ps.setString(4, result.batch());
            ps.executeUpdate();
          }
          return restored;
        });
  }

  /**
   * Deletes one entry of a memory id, active or archived, for good.
   *
   * @param memoryId the user or conversation the entry belongs to
   * @param id the entry's id ({@link StoredMemory#id()})
   * @return whether an entry of that memory id with that id was there (an id of another memory id
   *     is left alone)
   * @throws MemoryStoreException when the database fails
   */
  public boolean forget(String memoryId, long id) {
    MemoryStore.checkMemoryId(memoryId);
    return write(
        "forget an entry",
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement("DELETE FROM vex_memory_entry WHERE memory_id = ? AND id = ?")) {
            ps.setString(1, memoryId);
            ps.setLong(2, id);
            return ps.executeUpdate() > 0;
          }
        });
  }

  /**
   * Makes one archived entry of a memory id active again, whichever clean archived it; the rest of
   * that clean can still be undone with {@link #undo(CleanResult)}.
   *
   * @param memoryId the user or conversation the entry belongs to
   * @param id the entry's id ({@link StoredMemory#id()})
   * @return whether an archived entry of that memory id with that id became active
   * @throws MemoryStoreException when the database fails
   */
  public boolean restore(String memoryId, long id) {
    MemoryStore.checkMemoryId(memoryId);
    return write(
        "restore an entry",
        c -> {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "UPDATE vex_memory_entry SET archived = NULL, archive_batch = NULL"
                      + " WHERE memory_id = ? AND id = ? AND archived IS NOT NULL")) {
            ps.setString(1, memoryId);
            ps.setLong(2, id);
            return ps.executeUpdate() > 0;
          }
        });
  }

  /**
   * Returns the schema version of the database.
   *
   * @return the version; this release writes version {@value Dialect#LATEST}
   */
  public int schemaVersion() {
    return read("read the schema version", c -> Migrations.version(c));
  }

  /** Closes the store's own connections. A host's {@link DataSource} stays open. */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      pool.close();
    }
  }

  // ------------------------------------------------------------------ internals

  @FunctionalInterface
  interface Work<T> {
    T run(Connection c) throws SQLException;
  }

  private <T> T read(String action, Work<T> work) {
    return run(action, false, work);
  }

  private <T> T write(String action, Work<T> work) {
    if (writeLock == null) {
      return run(action, true, work);
    }
    writeLock.lock();
    try {
      return run(action, true, work);
    } finally {
      writeLock.unlock();
    }
  }

  private <T> T run(String action, boolean transaction, Work<T> work) {
    if (closed.get()) {
      throw new IllegalStateException("the memory store is closed");
    }
    Connection c;
    try {
      c = pool.acquire();
    } catch (SQLException e) {
      throw Errors.map(dialect, database, action, e, busyTimeout);
    }
    boolean broken = false;
    try {
      if (!transaction) {
        return work.run(c);
      }
      c.setAutoCommit(false);
      try {
        T result = work.run(c);
        c.commit();
        return result;
      } catch (SQLException | RuntimeException e) {
        try {
          c.rollback();
        } catch (SQLException rollback) {
          e.addSuppressed(rollback);
        }
        throw e;
      } finally {
        try {
          c.setAutoCommit(true);
        } catch (SQLException e) {
          broken = true;
        }
      }
    } catch (SQLException e) {
      // a connection that failed mid-transaction may disagree with the driver about its state:
      // never reuse it
      broken = true;
      throw Errors.map(dialect, database, action, e, busyTimeout);
    } finally {
      pool.release(c, broken);
    }
  }

  private long insert(
      Connection c, String memoryId, String text, List<String> tags, Instant created, String origin)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO vex_memory_entry (memory_id, text, tags, created, origin_batch)"
                + " VALUES (?, ?, ?, ?, ?) RETURNING id")) {
      ps.setString(1, memoryId);
      ps.setString(2, text);
      ps.setString(3, GSON.toJson(tags));
      ps.setLong(4, created.toEpochMilli());
      ps.setString(5, origin);
      try (ResultSet rs = ps.executeQuery()) {
        rs.next();
        return rs.getLong(1);
      }
    }
  }

  private static long maxId(Connection c, String memoryId) throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement("SELECT MAX(id) FROM vex_memory_entry WHERE memory_id = ?")) {
      ps.setString(1, memoryId);
      try (ResultSet rs = ps.executeQuery()) {
        return rs.next() ? rs.getLong(1) : 0;
      }
    }
  }

  private List<StoredMemory> list(String memoryId, int limit, String whereAndOrder) {
    MemoryStore.checkMemoryId(memoryId);
    int max = checkLimit(limit);
    return read(
        "list entries",
        c -> {
          List<StoredMemory> out = new ArrayList<>();
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT "
                      + COLUMNS
                      + " FROM vex_memory_entry WHERE memory_id = ? AND "
                      + whereAndOrder
                      + " LIMIT ?")) {
            ps.setString(1, memoryId);
            ps.setInt(2, max);
            rows(ps, out);
          }
          return out;
        });
  }

  private static int checkLimit(int limit) {
    if (limit < 1 || limit > MAX_LIST) {
      throw new IllegalArgumentException("limit must be 1.." + MAX_LIST + ": " + limit);
    }
    return limit;
  }

  private static void rows(PreparedStatement ps, List<StoredMemory> out) throws SQLException {
    try (ResultSet rs = ps.executeQuery()) {
      while (rs.next()) {
        long archived = rs.getLong(6);
        boolean active = rs.wasNull();
        List<String> tags = GSON.fromJson(rs.getString(4), TAGS);
        out.add(
            new StoredMemory(
                rs.getLong(1),
                rs.getString(2),
                rs.getString(3),
                tags == null ? List.of() : tags,
                Instant.ofEpochMilli(rs.getLong(5)),
                active ? null : Instant.ofEpochMilli(archived)));
      }
    }
  }

  /** Configures a {@link JdbcMemoryStore}. Not thread-safe. */
  public static final class Builder {
    private Dialect dialect;
    private Path file;
    private String url;
    private DataSource dataSource;
    private MemoryPolicy policy = MemoryPolicy.personalFacts();
    private Duration busyTimeout = Duration.ofSeconds(5);
    private int connections = 4;

    private Builder() {}

    /**
     * Keeps memory in a SQLite file, created when missing. This or a {@code postgres} method is
     * required.
     *
     * @param file the database file; its directory must exist
     * @return this builder
     */
    public Builder sqlite(Path file) {
      this.dialect = Dialect.SQLITE;
      this.file = Objects.requireNonNull(file, "file");
      this.url = null;
      this.dataSource = null;
      return this;
    }

    /**
     * Keeps memory in PostgreSQL, reached by a JDBC URL (credentials as URL parameters). The store
     * opens its own connections.
     *
     * @param jdbcUrl for example {@code jdbc:postgresql://db:5432/app?user=vex&password=…}
     * @return this builder
     */
    public Builder postgres(String jdbcUrl) {
      if (!Objects.requireNonNull(jdbcUrl, "jdbcUrl").startsWith("jdbc:postgresql:")) {
        throw new IllegalArgumentException("not a PostgreSQL JDBC URL: " + jdbcUrl.split("\\?")[0]);
      }
      this.dialect = Dialect.POSTGRES;
      this.url = jdbcUrl;
      this.file = null;
      this.dataSource = null;
      return this;
    }

    /**
     * Keeps memory in PostgreSQL, through the host's own (pooled) data source. Set {@code
     * lock_timeout} on its connections to bound lock waits.
     *
     * @param dataSource the data source
     * @return this builder
     */
    public Builder postgres(DataSource dataSource) {
      this.dialect = Dialect.POSTGRES;
      this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
      this.file = null;
      this.url = null;
      return this;
    }

    /**
     * Sets the policy every write must pass. The default is {@link MemoryPolicy#personalFacts()}.
     *
     * @param policy the policy
     * @return this builder
     */
    public Builder policy(MemoryPolicy policy) {
      this.policy = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Sets how long an operation waits for a lock held by another connection or process before it
     * fails with {@link MemoryStoreException.Kind#LOCKED}. The default is 5 seconds.
     *
     * @param timeout 0 to 10 minutes
     * @return this builder
     */
    public Builder busyTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.compareTo(Duration.ofMinutes(10)) > 0) {
        throw new IllegalArgumentException("busyTimeout must be 0..10 minutes: " + timeout);
      }
      this.busyTimeout = timeout;
      return this;
    }

    /**
     * Sets how many connections the store opens at most (not used with a host's data source). The
     * default is 4.
     *
     * @param connections 1 to 64
     * @return this builder
     */
    public Builder connections(int connections) {
      if (connections < 1 || connections > 64) {
        throw new IllegalArgumentException("connections must be 1..64: " + connections);
      }
      this.connections = connections;
      return this;
    }

    /**
     * Opens the store and brings its schema up to date.
     *
     * @return the store
     * @throws IllegalStateException when no database is configured
     * @throws MemoryStoreException when the database is corrupt, locked, unreachable or newer
     */
    public JdbcMemoryStore build() {
      if (dialect == null) {
        throw new IllegalStateException("no database: call sqlite(path) or postgres(url)");
      }
      return new JdbcMemoryStore(this);
    }
  }
}
