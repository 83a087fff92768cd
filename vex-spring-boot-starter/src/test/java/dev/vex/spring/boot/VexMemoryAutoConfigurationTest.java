package dev.vex.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.vex.core.Agent;
import dev.vex.core.memory.InMemoryMemoryStore;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryStore;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.memory.PostgresServer;
import dev.vex.simulator.OllamaSimulator;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.ds.PGSimpleDataSource;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.sqlite.SQLiteDataSource;

/** {@code vex.memory.*}: a JdbcMemoryStore in a SQLite file or on the application's DataSource. */
class VexMemoryAutoConfigurationTest {
  private final OllamaSimulator sim = OllamaSimulator.start();
  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              AutoConfigurations.of(VexMemoryAutoConfiguration.class, VexAutoConfiguration.class))
          .withPropertyValues("vex.ollama.base-urls=" + sim.baseUrl());

  @TempDir Path dir;

  @AfterEach
  void stop() {
    sim.close();
  }

  @Test
  void withoutADataSourceOrAFileThereIsNoMemoryAndTheAgentStillStarts() {
    runner.run(
        ctx -> assertThat(ctx).hasSingleBean(Agent.class).doesNotHaveBean(MemoryStore.class));
  }

  @Test
  void aSqliteFileGivesAJdbcMemoryStoreInThatFileThatKeepsWhatItIsTold() {
    Path file = dir.resolve("memory.db");
    runner
        .withPropertyValues("vex.memory.sqlite-file=" + file, "vex.memory.busy-timeout=2s")
        .run(
            ctx -> {
              assertThat(ctx).hasSingleBean(JdbcMemoryStore.class).hasSingleBean(Agent.class);
              MemoryStore store = ctx.getBean(MemoryStore.class);
              store.remember("ada", MemoryEntry.of("My favourite colour is teal."));
              assertThat(store.recall("ada", "favourite colour", 5))
                  .extracting(MemoryEntry::text)
                  .containsExactly("My favourite colour is teal.");
            });
    assertThat(file).exists();
  }

  @Test
  void policyNeverKeepsNothing() {
    runner
        .withPropertyValues(
            "vex.memory.sqlite-file=" + dir.resolve("m.db"), "vex.memory.policy=never")
        .run(
            ctx -> {
              JdbcMemoryStore store = ctx.getBean(JdbcMemoryStore.class);
              assertThat(store.store("ada", MemoryEntry.of("My favourite colour is teal.")))
                  .isEmpty();
            });
  }

  @Test
  void theApplicationsPostgresDataSourceHoldsTheMemory() throws Exception {
    String why = PostgresServer.unavailable();
    assumeTrue(why == null, () -> "PostgreSQL not available here: " + why);
    PGSimpleDataSource pg = new PGSimpleDataSource();
    pg.setUrl(PostgresServer.shared().newDatabase());
    runner
        .withBean(DataSource.class, () -> pg)
        .run(
            ctx -> {
              MemoryStore store = ctx.getBean(MemoryStore.class);
              assertThat(store).isInstanceOf(JdbcMemoryStore.class);
              store.remember("ada", MemoryEntry.of("I live in Bergen."));
              assertThat(store.recall("ada", "live", 5))
                  .extracting(MemoryEntry::text)
                  .contains("I live in Bergen.");
            });
  }

  @Test
  void aDataSourceThatIsNotPostgresFailsWithWhatToDo() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("app.db"));
    runner
        .withBean(DataSource.class, () -> sqlite)
        .run(
            ctx ->
                assertThat(ctx)
                    .getFailure()
                    .rootCause()
                    .hasMessageContaining("DataSource is SQLite")
                    .hasMessageContaining("vex.memory.sqlite-file"));
  }

  @Test
  void aSqliteFileWinsOverTheDataSource() {
    SQLiteDataSource sqlite = new SQLiteDataSource();
    sqlite.setUrl("jdbc:sqlite:" + dir.resolve("app.db"));
    runner
        .withBean(DataSource.class, () -> sqlite)
        .withPropertyValues("vex.memory.sqlite-file=" + dir.resolve("vex.db"))
        .run(ctx -> assertThat(ctx).hasSingleBean(JdbcMemoryStore.class));
    assertThat(Files.exists(dir.resolve("vex.db"))).isTrue();
  }

  @Test
  void disabledThereIsNoStore() {
    runner
        .withPropertyValues(
            "vex.memory.enabled=false", "vex.memory.sqlite-file=" + dir.resolve("m.db"))
        .run(ctx -> assertThat(ctx).doesNotHaveBean(MemoryStore.class));
  }

  @Test
  void withoutVexMemoryOnTheClassPathThereIsNoStore() {
    runner
        .withClassLoader(new FilteredClassLoader(JdbcMemoryStore.class))
        .withPropertyValues("vex.memory.sqlite-file=" + dir.resolve("m.db"))
        .run(ctx -> assertThat(ctx).hasSingleBean(Agent.class).doesNotHaveBean(MemoryStore.class));
  }

  @Test
  void theApplicationsOwnStoreReplacesIt() {
    InMemoryMemoryStore mine = new InMemoryMemoryStore(100);
    runner
        .withBean(MemoryStore.class, () -> mine)
        .withPropertyValues("vex.memory.sqlite-file=" + dir.resolve("m.db"))
        .run(
            ctx -> {
              assertThat(ctx).doesNotHaveBean(JdbcMemoryStore.class);
              assertThat(ctx.getBean(MemoryStore.class)).isSameAs(mine);
            });
    assertThat(dir.resolve("m.db")).doesNotExist();
  }
}
