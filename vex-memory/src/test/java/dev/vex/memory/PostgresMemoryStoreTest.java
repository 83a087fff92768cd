package dev.vex.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The PostgreSQL store against a real PostgreSQL server that the test starts itself (see {@link
 * PostgresServer}): the same contract as SQLite, plus what only a server shows.
 */
class PostgresMemoryStoreTest extends MemoryStoreContract {
  private String url;

  @BeforeAll
  static void server() {
    String why = PostgresServer.unavailable();
    assumeTrue(why == null, () -> "PostgreSQL store tests skipped: " + why);
  }

  @Override
  protected JdbcMemoryStore.Builder database() {
    if (url == null) {
      try {
        url = PostgresServer.shared().newDatabase();
      } catch (SQLException e) {
        throw new IllegalStateException(e);
      }
    }
    return JdbcMemoryStore.builder().postgres(url);
  }

  @Test
  void twoInstancesOnOneDatabaseSeeEachOthersWritesAndMigrateOnce() {
    JdbcMemoryStore second = open(database());
    store.remember("u", entry("I live in Bergen"));
    assertThat(second.recall("u", "Bergen", 1))
        .extracting(e -> e.text())
        .containsExactly("I live in Bergen");
    assertThat(second.schemaVersion()).isEqualTo(Dialect.LATEST);
  }

  @Test
  void aTableLockHeldByAnotherSessionGivesALockedErrorAfterTheBusyTimeout() throws Exception {
    JdbcMemoryStore impatient = open(database().busyTimeout(Duration.ofMillis(200)));
    impatient.remember("u", entry("I live in Bergen"));
    try (Connection other = DriverManager.getConnection(url);
        Statement st = other.createStatement()) {
      other.setAutoCommit(false);
      st.execute("LOCK TABLE vex_memory_entry IN ACCESS EXCLUSIVE MODE");

      assertThatThrownBy(() -> impatient.recall("u", "Bergen", 5))
          .isInstanceOfSatisfying(
              MemoryStoreException.class,
              e -> assertThat(e.kind()).isEqualTo(MemoryStoreException.Kind.LOCKED))
          .hasMessageContaining("retry later");
      other.rollback();
    }
    assertThat(impatient.recall("u", "Bergen", 5)).hasSize(1);
  }

  @Test
  void aServerThatDoesNotAnswerGivesAnUnavailableError() throws Exception {
    int port;
    try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
      port = s.getLocalPort();
    }
    String dead = "jdbc:postgresql://127.0.0.1:" + port + "/x?user=vex&connectTimeout=2";
    assertThatThrownBy(() -> open(JdbcMemoryStore.builder().postgres(dead)))
        .isInstanceOfSatisfying(
            MemoryStoreException.class,
            e -> {
              assertThat(e.kind()).isEqualTo(MemoryStoreException.Kind.UNAVAILABLE);
              assertThat(e.database()).doesNotContain("user=");
            });
  }
}
