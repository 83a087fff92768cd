package dev.vex.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
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
      JdbcMemoryStore.migrate(c, Dialect.SQLITE, 1, old.toString());
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created)"
              + " VALUES ('u', 'I live in Bergen', '[]', 1700000000000)");
      st.execute(
          "INSERT INTO vex_memory_entry (memory_id, text, tags, created)"
              + " VALUES ('u', 'Make a pdf of this', '[]', 1700000000001)");
      assertThat(JdbcMemoryStore.version(c)).isEqualTo(1);
    }

    JdbcMemoryStore migrated = open(JdbcMemoryStore.builder().sqlite(old));

    assertThat(migrated.schemaVersion()).isEqualTo(2);
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
}
