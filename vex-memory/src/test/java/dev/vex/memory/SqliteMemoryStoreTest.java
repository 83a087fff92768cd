package dev.vex.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite store: the contract, plus WAL mode, migrations and typed errors on a real file. */
class SqliteMemoryStoreTest extends MemoryStoreContract {
  @TempDir Path dir;

  @Override
  protected JdbcMemoryStore.Builder database() {
    return JdbcMemoryStore.builder().sqlite(dir.resolve("memory.db"));
  }

  private Connection raw() throws Exception {
    return DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("memory.db"));
  }

  @Test
  void theDatabaseIsInWalMode() throws Exception {
    try (Connection c = raw();
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
      rs.next();
      assertThat(rs.getString(1)).isEqualTo("wal");
    }
  }

  @Test
  void aVersionOneDatabaseIsMigratedAndKeepsItsEntries() throws Exception {
    store.close();
    Path old = dir.resolve("v1.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + old);
        Statement st = c.createStatement()) {
      Migrations.migrate(c, Dialect.SQLITE, 1, old.toString());
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created)"
              + " VALUES ('u', 'I live in Bergen', '[]', 1700000000000)");
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created)"
              + " VALUES ('u', 'Make a pdf of this', '[]', 1700000000001)");
      assertThat(Migrations.version(c)).isEqualTo(1);
    }

    JdbcMemoryStore migrated = open(JdbcMemoryStore.builder().sqlite(old));

    assertThat(migrated.schemaVersion()).isEqualTo(Dialect.LATEST);
    assertThat(migrated.recall("u", "Bergen", 1))
        .extracting(e -> e.text())
        .containsExactly("I live in Bergen");
    assertThat(migrated.cleanTasks("u").archived())
        .extracting(StoredMemory::text)
        .containsExactly("Make a pdf of this");
  }

  @Test
  void aDatabaseFromANewerReleaseIsRefusedWithATypedError() throws Exception {
    try (Connection c = raw();
        Statement st = c.createStatement()) {
      st.execute("UPDATE vex_memory_schema SET version = 99");
    }
    store.close();
    assertThatThrownBy(() -> open(database()))
        .isInstanceOfSatisfying(
            MemoryStoreException.class,
            e -> assertThat(e.kind()).isEqualTo(MemoryStoreException.Kind.SCHEMA))
        .hasMessageContaining("version 99")
        .hasMessageContaining("upgrade vex-memory");
  }

  @Test
  void aFileThatIsNotADatabaseGivesACorruptErrorAndIsLeftAsItWas() throws Exception {
    Path junk = dir.resolve("junk.db");
    byte[] bytes =
        "this is not a database, it is a text file that someone saved here".repeat(100).getBytes();
    Files.write(junk, bytes);

    assertThatThrownBy(() -> open(JdbcMemoryStore.builder().sqlite(junk)))
        .isInstanceOfSatisfying(
            MemoryStoreException.class,
            e -> {
              assertThat(e.kind()).isEqualTo(MemoryStoreException.Kind.CORRUPT);
              assertThat(e.retryable()).isFalse();
              assertThat(e.database()).isEqualTo(junk.toAbsolutePath().toString());
            })
        .hasMessageContaining("restore a backup");
    assertThat(Files.readAllBytes(junk)).isEqualTo(bytes);
  }

  @Test
  void aMissingDirectoryGivesAnUnavailableError() {
    assertThatThrownBy(
            () -> open(JdbcMemoryStore.builder().sqlite(dir.resolve("no/such/dir/m.db"))))
        .isInstanceOfSatisfying(
            MemoryStoreException.class,
            e -> assertThat(e.kind()).isEqualTo(MemoryStoreException.Kind.UNAVAILABLE));
  }

  @Test
  void aWriteLockHeldByAnotherConnectionGivesALockedErrorAfterTheBusyTimeout() throws Exception {
    JdbcMemoryStore impatient = open(database().busyTimeout(Duration.ofMillis(200)));
    impatient.remember("u", entry("I live in Bergen"));
    try (Connection other = raw();
        Statement st = other.createStatement()) {
      st.execute("BEGIN IMMEDIATE");
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created)"
              + " VALUES ('x', 'I hold the lock', '[]', 1)");

      assertThatThrownBy(() -> impatient.remember("u", entry("I have a cat")))
          .isInstanceOfSatisfying(
              MemoryStoreException.class,
              e -> {
                assertThat(e.kind()).isEqualTo(MemoryStoreException.Kind.LOCKED);
                assertThat(e.retryable()).isTrue();
              })
          .hasMessageContaining("locked")
          .hasMessageContaining("retry later");
      st.execute("ROLLBACK");
    }
    impatient.remember("u", entry("I have a cat"));
    assertThat(impatient.entries("u", 10))
        .extracting(StoredMemory::text)
        .containsExactly("I live in Bergen", "I have a cat");
  }

  @Test
  void recallRanksInsideTheIndexAmongOneMemoryIdsActiveEntriesOnly() throws Exception {
    store.remember("u", entry("I have two cats"));
    store.remember("u", entry("My cats are called Miso and Tofu"));
    store.remember("u", entry("I had cats as a child"));
    try (Connection c = raw();
        Statement st = c.createStatement()) {
      st.execute("BEGIN");
      // 12,000 entries of other memory ids that all match the query, one a prefix of "u"'s id
      st.execute(
          "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 12000)"
              + " INSERT INTO vex_memory_entry (memory_id, text, tags, created)"
              + " SELECT CASE i % 3 WHEN 0 THEN 'u-2' WHEN 1 THEN 'U' ELSE 'other' END,"
              + " 'my cats number ' || i, '[]', i FROM n");
      st.execute("UPDATE vex_memory_entry SET archived = 1 WHERE text = 'I had cats as a child'");
      st.execute("COMMIT");
    }

    List<String> terms = Terms.of("What do you know about my cats?");
    assertThat(terms).containsExactly("cats");
    try (Connection c = raw()) {
      // the full-text match within "u"'s rowid range holds only its two active entries, not
      // 12,003 rows
      try (PreparedStatement ps =
          c.prepareStatement(
              "SELECT count(*) FROM vex_memory_fts WHERE vex_memory_fts MATCH ?"
                  + " AND rowid BETWEEN (SELECT n << 36 FROM vex_memory_scope WHERE memory_id = ?)"
                  + " AND (SELECT (n << 36) + 68719476735 FROM vex_memory_scope"
                  + " WHERE memory_id = ?)")) {
        ps.setString(1, Dialect.SQLITE.query("u", terms));
        ps.setString(2, "u");
        ps.setString(3, "u");
        try (ResultSet rs = ps.executeQuery()) {
          rs.next();
          assertThat(rs.getInt(1)).isEqualTo(2);
        }
      }
      List<String> plan = new ArrayList<>();
      try (PreparedStatement ps =
          c.prepareStatement("EXPLAIN QUERY PLAN " + Dialect.SQLITE.searchSql())) {
        ps.setString(1, Dialect.SQLITE.query("u", terms));
        ps.setString(2, "u");
        ps.setInt(3, 5);
        try (ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            plan.add(rs.getString("detail"));
          }
        }
      }
      assertThat(plan)
          .as("the plan")
          .anyMatch(d -> d.contains("VIRTUAL TABLE INDEX"))
          .anyMatch(d -> d.startsWith("SEARCH e USING INTEGER PRIMARY KEY"))
          .noneMatch(d -> d.startsWith("SCAN e"));
    }
    assertThat(store.recall("u", "What do you know about my cats?", 5))
        .extracting(e -> e.text())
        .containsExactlyInAnyOrder("I have two cats", "My cats are called Miso and Tofu");
    assertThat(store.recall("U", "cats", 100))
        .hasSize(100)
        .allMatch(e -> e.text().contains("cats"));
  }

  @Test
  void aVersionTwoDatabaseGetsTheScopedIndexWithItsActiveEntries() throws Exception {
    store.close();
    Path old = dir.resolve("v2.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + old);
        Statement st = c.createStatement()) {
      Migrations.migrate(c, Dialect.SQLITE, 2, old.toString());
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created, archived) VALUES"
              + " ('u', 'I live in Bergen', '[]', 1, NULL),"
              + " ('u', 'I lived in Bergen once', '[]', 2, 3),"
              + " ('v', 'I live in Bergen too', '[]', 4, NULL)");
    }

    JdbcMemoryStore migrated = open(JdbcMemoryStore.builder().sqlite(old));

    assertThat(migrated.schemaVersion()).isEqualTo(Dialect.LATEST);
    assertThat(migrated.recall("u", "Bergen", 5))
        .extracting(e -> e.text())
        .containsExactly("I live in Bergen");
    assertThat(migrated.recall("v", "Bergen", 5))
        .extracting(e -> e.text())
        .containsExactly("I live in Bergen too");
  }

  @Test
  void aVersionThreeDatabaseGetsItsIndexRowsNumberedByMemoryIdAndKeepsEveryChangeInStep()
      throws Exception {
    store.close();
    Path old = dir.resolve("v3.db");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + old);
        Statement st = c.createStatement()) {
      Migrations.migrate(c, Dialect.SQLITE, 3, old.toString());
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created, archived) VALUES"
              + " ('u', 'I live in Bergen', '[]', 1, NULL),"
              + " ('u', 'I lived in Bergen once', '[]', 2, 3),"
              + " ('v', 'I live in Bergen too', '[]', 4, NULL),"
              + " ('w', 'I moved from Bergen', '[]', 5, 6)");
    }

    JdbcMemoryStore migrated = open(JdbcMemoryStore.builder().sqlite(old));

    assertThat(migrated.schemaVersion()).isEqualTo(4);
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + old);
        Statement st = c.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT s.memory_id, f.rowid & 68719476735 FROM vex_memory_fts f"
                    + " JOIN vex_memory_scope s ON s.n = f.rowid >> 36 ORDER BY f.rowid")) {
      List<String> rows = new ArrayList<>();
      while (rs.next()) {
        rows.add(rs.getString(1) + "#" + rs.getLong(2));
      }
      assertThat(rows).containsExactlyInAnyOrder("u#1", "v#3");
    }
    assertThat(textsOf(migrated.recall("u", "Bergen", 5))).containsExactly("I live in Bergen");
    assertThat(textsOf(migrated.recall("v", "Bergen", 5))).containsExactly("I live in Bergen too");
    assertThat(migrated.recall("w", "Bergen", 5)).isEmpty();

    // restore (an update), store, archive, forget: the index follows each one
    assertThat(migrated.restore("w", 4)).isTrue();
    assertThat(textsOf(migrated.recall("w", "Bergen", 5))).containsExactly("I moved from Bergen");
    migrated.remember("x", entry("My dog is called Bergen"));
    assertThat(textsOf(migrated.recall("x", "Bergen", 5)))
        .containsExactly("My dog is called Bergen");
    assertThat(textsOf(migrated.recall("u", "dog", 5))).containsExactly("I live in Bergen");
    assertThat(migrated.forget("u", 1)).isTrue();
    assertThat(migrated.recall("u", "Bergen", 5)).isEmpty();
    assertThat(migrated.restore("u", 2)).isTrue();
    assertThat(textsOf(migrated.recall("u", "Bergen", 5)))
        .containsExactly("I lived in Bergen once");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + old);
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM vex_memory_fts")) {
      rs.next();
      assertThat(rs.getInt(1)).as("index rows: u#2, v#3, w#4, x#5").isEqualTo(4);
    }
  }

  @Test
  void anEntryIdBeyondTheIndexRangeIsRefusedInsteadOfIndexedUnderAnotherMemoryId()
      throws Exception {
    store.remember("u", entry("I live in Bergen"));
    try (Connection c = raw();
        Statement st = c.createStatement()) {
      assertThatThrownBy(
              () ->
                  st.execute(
                      "INSERT INTO vex_memory_entry (id, memory_id, text, tags, created)"
                          + " VALUES (68719476736, 'v', 'I live in Oslo', '[]', 1)"))
          .hasMessageContaining("beyond the full-text index's range");
    }
    assertThat(textsOf(store.recall("u", "Oslo Bergen", 5))).containsExactly("I live in Bergen");
  }

  private static List<String> textsOf(List<dev.vex.core.memory.MemoryEntry> entries) {
    return entries.stream().map(e -> e.text()).toList();
  }
}
