package dev.vex.core.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The heap store checks every entry on its own and never mixes memory ids. */
class InMemoryMemoryStoreTest {
  private final InMemoryMemoryStore store = new InMemoryMemoryStore(3);

  private static MemoryEntry entry(String text, String... tags) {
    return new MemoryEntry(text, List.of(tags), Instant.now());
  }

  @Test
  void aTaskHandedStraightToTheStoreIsRefused() {
    store.remember("u1", entry("Weather in Oslo?"));
    store.remember("u1", entry("Finn billig RAM til meg"));
    store.remember("u1", entry("I want to learn Spanish", "intent:search", "tools"));
    store.remember("u1", entry("I'm vegetarian", "intent:recipes", "tools"));
    assertThat(store.recall("u1", "", 10))
        .extracting(MemoryEntry::text)
        .containsExactly("I'm vegetarian");
  }

  @Test
  void memoryIdsNeverMix() {
    store.remember("alice", entry("I'm allergic to peanuts"));
    store.remember("bob", entry("I live in Bergen"));
    assertThat(store.recall("alice", "peanuts Bergen", 10))
        .extracting(MemoryEntry::text)
        .containsExactly("I'm allergic to peanuts");
    assertThat(store.recall("carol", "peanuts Bergen", 10)).isEmpty();
  }

  @Test
  void recallRanksMatchesFirstThenTheMostRecentAndKeepsTheCapacity() {
    store.remember("u1", entry("I'm allergic to peanuts"));
    store.remember("u1", entry("I live in Bergen"));
    store.remember("u1", entry("I have two cats"));
    store.remember("u1", entry("I work as a nurse"));
    assertThat(store.recall("u1", "something with peanuts", 10))
        .extracting(MemoryEntry::text)
        .containsExactly("I work as a nurse", "I have two cats", "I live in Bergen");
    assertThat(store.recall("u1", "where do I live, Bergen?", 2))
        .extracting(MemoryEntry::text)
        .containsExactly("I live in Bergen", "I work as a nurse");
  }
}
