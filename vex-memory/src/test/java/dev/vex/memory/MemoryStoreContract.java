package dev.vex.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.memory.Episode;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.TurnSignals;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every durable store must do, whatever its database: the SQLite and the PostgreSQL store both
 * extend this class and pass the same tests against a real database.
 */
abstract class MemoryStoreContract {
  protected JdbcMemoryStore store;
  private final List<JdbcMemoryStore> opened = new ArrayList<>();

  /** A builder for a fresh, empty database, the same one on every call within a test. */
  protected abstract JdbcMemoryStore.Builder database();

  protected JdbcMemoryStore open(JdbcMemoryStore.Builder b) {
    JdbcMemoryStore s = b.build();
    opened.add(s);
    return s;
  }

  @BeforeEach
  void openStore() {
    store = open(database());
  }

  @AfterEach
  void closeStores() {
    opened.forEach(JdbcMemoryStore::close);
  }

  protected static MemoryEntry entry(String text, String... tags) {
    return new MemoryEntry(text, List.of(tags), Instant.now());
  }

  private static List<String> texts(List<?> entries) {
    List<String> out = new ArrayList<>();
    for (Object o : entries) {
      out.add(o instanceof MemoryEntry e ? e.text() : ((StoredMemory) o).text());
    }
    return out;
  }

  @Test
  void aNewDatabaseGetsTheLatestSchema() {
    assertThat(store.schemaVersion()).isEqualTo(Dialect.LATEST);
  }

  @Test
  void recallNeverCrossesMemoryIds() {
    store.remember("alice", entry("I'm allergic to peanuts"));
    store.remember("bob", entry("I live in Bergen"));
    store.remember("bob", entry("I'm allergic to cats"));

    assertThat(texts(store.recall("alice", "allergic Bergen cats peanuts", 10)))
        .containsExactly("I'm allergic to peanuts");
    assertThat(texts(store.recall("bob", "peanuts", 10)))
        .containsExactlyInAnyOrder("I live in Bergen", "I'm allergic to cats");
    assertThat(store.recall("carol", "allergic", 10)).isEmpty();
    assertThat(texts(store.entries("alice", 100))).containsExactly("I'm allergic to peanuts");
  }

  @Test
  void recallRanksFullTextMatchesFirstThenFillsWithTheMostRecent() {
    store.remember("u", entry("I'm allergic to peanuts"));
    store.remember("u", entry("I live in Bergen"));
    store.remember("u", entry("I have two cats"));
    store.remember("u", entry("My cats are called Miso and Tofu"));

    List<String> got = texts(store.recall("u", "Tell me about my cats", 3));
    assertThat(got).hasSize(3);
    assertThat(got.subList(0, 2))
        .containsExactlyInAnyOrder("I have two cats", "My cats are called Miso and Tofu");
    assertThat(got.get(2)).isEqualTo("I live in Bergen");
    assertThat(texts(store.recall("u", "Miso", 1)))
        .containsExactly("My cats are called Miso and Tofu");
  }

  @Test
  void recallMatchesWordPrefixesAndNorwegianLetters() {
    store.remember("u", entry("Jeg er allergisk mot nøtter og jordbær"));
    store.remember("u", entry("I have a dog"));
    assertThat(texts(store.recall("u", "jordbær?", 1)))
        .containsExactly("Jeg er allergisk mot nøtter og jordbær");
    assertThat(texts(store.recall("u", "allerg", 1)))
        .containsExactly("Jeg er allergisk mot nøtter og jordbær");
    assertThat(texts(store.recall("u", "dogs", 1))).isNotEmpty();
  }

  @Test
  void queriesWithSearchSyntaxOrSqlAreOnlyWords() {
    store.remember("u", entry("I live in Bergen"));
    for (String q :
        List.of(
            "\"",
            "'; DROP TABLE vex_memory_entry; --",
            "Bergen*",
            "NEAR(a b)",
            "text:Bergen",
            "a AND OR NOT",
            "(((",
            "!&|:*",
            "\u0000",
            "Bergen\" OR \"x",
            "-Bergen",
            "\\")) {
      assertThat(texts(store.recall("u", q, 5))).as(q).containsExactly("I live in Bergen");
    }
    assertThat(texts(store.recall("u", "x".repeat(1_000_000), 5)))
        .containsExactly("I live in Bergen");
    assertThat(store.schemaVersion()).isEqualTo(Dialect.LATEST);
  }

  @Test
  void recallLimitIsBounded() {
    for (int i = 0; i < 120; i++) {
      store.remember("u", entry("I have cat number " + i));
    }
    assertThat(store.recall("u", "cat", 1_000)).hasSize(100);
    assertThat(store.recall("u", "cat", 0)).isEmpty();
    assertThatThrownBy(() -> store.entries("u", 0)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aTaskHandedStraightToTheStoreIsRefused() {
    assertThat(store.store("u", entry("Make a pdf of this"))).isEmpty();
    assertThat(store.store("u", entry("Hva er bitcoinprisen?"))).isEmpty();
    assertThat(store.store("u", entry("I want to learn Spanish", "intent:search", "tools")))
        .isEmpty();
    assertThat(store.store("u", entry("I'm vegetarian", "intent:recipes", "tools"))).isPresent();
    store.remember("u", entry("Find me cheap RAM"));
    assertThat(texts(store.entries("u", 100))).containsExactly("I'm vegetarian");
  }

  @Test
  void textsTagsAndTimesComeBackExactly() {
    String text = "Jeg heter Åse 🙂 «og» liker \"sitater\" — og\ttabulatorer " + "ø".repeat(1_900);
    Instant created = Instant.parse("2024-05-17T12:34:56.789Z");
    store.remember("u", new MemoryEntry(text, List.of("a:b", "ø", "turn"), created));
    StoredMemory m = store.entries("u", 1).get(0);
    assertThat(m.text()).isEqualTo(text);
    assertThat(m.tags()).containsExactly("a:b", "ø", "turn");
    assertThat(m.created()).isEqualTo(created);
    assertThat(m.archived()).isNull();
    assertThat(m.memoryId()).isEqualTo("u");
  }

  @Test
  void cleanTasksArchivesWhatSlippedInKeepsTheFactsAndCanBeUndone() {
    // an older release, or a laxer policy, let tasks in
    JdbcMemoryStore lax = open(database().policy(everything()));
    lax.remember("u", entry("My name is Ada"));
    lax.remember("u", entry("Make a pdf of this"));
    lax.remember("u", entry("Weather in Oslo?", "intent:weather", "tools"));
    lax.remember("u", entry("I'm vegetarian, find me a recipe"));
    lax.remember("u", entry("I want to learn Spanish", "intent:search"));
    lax.remember("other", entry("Make a pdf of this"));

    CleanResult r = store.cleanTasks("u");

    assertThat(texts(r.archived()))
        .containsExactly(
            "Make a pdf of this",
            "Weather in Oslo?",
            "I'm vegetarian, find me a recipe",
            "I want to learn Spanish");
    assertThat(texts(r.kept())).containsExactly("I'm vegetarian");
    assertThat(r.kept().get(0).tags()).contains(JdbcMemoryStore.CLEANED_TAG);
    assertThat(texts(store.entries("u", 100))).containsExactly("My name is Ada", "I'm vegetarian");
    assertThat(texts(store.archived("u", 100)))
        .containsExactlyInAnyOrder(
            "Make a pdf of this",
            "Weather in Oslo?",
            "I'm vegetarian, find me a recipe",
            "I want to learn Spanish");
    assertThat(texts(store.recall("u", "pdf weather recipe Spanish", 10)))
        .containsExactlyInAnyOrder("My name is Ada", "I'm vegetarian");
    assertThat(texts(store.entries("other", 10))).containsExactly("Make a pdf of this");

    assertThat(store.undo(r)).isEqualTo(4);

    assertThat(texts(store.entries("u", 100)))
        .containsExactly(
            "My name is Ada",
            "Make a pdf of this",
            "Weather in Oslo?",
            "I'm vegetarian, find me a recipe",
            "I want to learn Spanish");
    assertThat(texts(store.archived("u", 100))).containsExactly("I'm vegetarian");
    assertThat(store.undo(r)).isZero();
    assertThat(store.cleanTasks("u").archived()).hasSize(4);
  }

  @Test
  void oneEntryCanBeForgottenAndOneArchivedEntryRestoredWithoutTouchingTheRest() {
    JdbcMemoryStore lax = open(database().policy(everything()));
    lax.remember("u", entry("My name is Ada"));
    lax.remember("u", entry("Make a pdf of this"));
    lax.remember("u", entry("Find me cheap RAM"));
    lax.remember("other", entry("My name is Bob"));
    CleanResult r = store.cleanTasks("u");
    assertThat(r.archived()).hasSize(2);
    long pdf =
        r.archived().stream()
            .filter(m -> m.text().equals("Make a pdf of this"))
            .findFirst()
            .orElseThrow()
            .id();
    long bob = store.entries("other", 10).get(0).id();

    assertThat(store.restore("u", pdf)).isTrue();
    assertThat(store.restore("u", pdf)).as("already active").isFalse();
    assertThat(texts(store.entries("u", 10)))
        .containsExactly("My name is Ada", "Make a pdf of this");
    assertThat(texts(store.archived("u", 10))).containsExactly("Find me cheap RAM");
    // The rest of that clean can still be undone.
    assertThat(store.undo(r)).isEqualTo(1);
    assertThat(store.archived("u", 10)).isEmpty();

    long ada = store.entries("u", 10).get(0).id();
    assertThat(store.forget("u", ada)).isTrue();
    assertThat(store.forget("u", ada)).isFalse();
    assertThat(store.forget("u", bob)).as("another memory id's entry").isFalse();
    assertThat(store.restore("u", bob)).isFalse();
    assertThat(texts(store.entries("u", 10)))
        .containsExactly("Make a pdf of this", "Find me cheap RAM");
    assertThat(texts(store.entries("other", 10))).containsExactly("My name is Bob");
  }

  @Test
  void cleanTasksOnACleanMemoryArchivesNothing() {
    store.remember("u", entry("My name is Ada"));
    CleanResult r = store.cleanTasks("u");
    assertThat(r.archived()).isEmpty();
    assertThat(r.kept()).isEmpty();
    assertThat(store.cleanTasks("nobody").archived()).isEmpty();
  }

  @Test
  void theEpisodeLogRefusesTaskShapedTurns() {
    store.logEpisode("u", new Episode("Hi, I'm Ada", "Hello Ada", TurnSignals.NONE, Instant.now()));
    store.logEpisode(
        "u", new Episode("Make a pdf of this", "Done", TurnSignals.NONE, Instant.now()));
    store.logEpisode(
        "u",
        new Episode("Oslo", "11 °C", new TurnSignals(List.of("weather"), true), Instant.now()));
    store.logEpisode("v", new Episode("Hei!", "Hei!", TurnSignals.NONE, Instant.now()));

    assertThat(store.episodes("u", 10)).extracting(Episode::user).containsExactly("Hi, I'm Ada");
    assertThat(store.episodes("u", 10).get(0).assistant()).isEqualTo("Hello Ada");
    assertThat(store.episodes("v", 10)).hasSize(1);
  }

  @Test
  void manyThreadsWritingAtOnceLoseNothing() throws Exception {
    int threads = 8;
    int each = 150;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    List<Future<?>> futures = new ArrayList<>();
    try {
      for (int t = 0; t < threads; t++) {
        int thread = t;
        futures.add(
            pool.submit(
                () -> {
                  start.await();
                  for (int i = 0; i < each; i++) {
                    store.remember("u" + (thread % 2), entry("I have cat " + thread + "-" + i));
                    if (i % 10 == 0) {
                      store.recall("u" + (thread % 2), "cat", 5);
                    }
                  }
                  return null;
                }));
      }
      start.countDown();
      for (Future<?> f : futures) {
        f.get(5, TimeUnit.MINUTES);
      }
    } finally {
      pool.shutdownNow();
    }
    Set<String> all = new HashSet<>();
    all.addAll(texts(store.entries("u0", 10_000)));
    all.addAll(texts(store.entries("u1", 10_000)));
    assertThat(all).hasSize(threads * each);
    for (int t = 0; t < threads; t++) {
      for (int i = 0; i < each; i++) {
        assertThat(all).contains("I have cat " + t + "-" + i);
      }
    }
    assertThat(store.entries("u0", 10_000)).hasSize(threads / 2 * each);
  }

  @Test
  void whatIsStoredSurvivesReopening() {
    store.remember("u", entry("My name is Ada"));
    store.close();
    JdbcMemoryStore again = open(database());
    assertThat(texts(again.recall("u", "name", 5))).containsExactly("My name is Ada");
    assertThat(again.schemaVersion()).isEqualTo(Dialect.LATEST);
  }

  @Test
  void aClosedStoreSaysSo() {
    store.close();
    assertThatThrownBy(() -> store.recall("u", "x", 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
  }

  @Test
  void memoryIdsAreChecked() {
    assertThatThrownBy(() -> store.remember("", entry("I live in Oslo")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> store.recall("x".repeat(201), "Oslo", 1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  static MemoryPolicy everything() {
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
}
