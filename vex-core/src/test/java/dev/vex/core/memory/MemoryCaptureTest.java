package dev.vex.core.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The hook a host calls from its own auto-capture checks on its own, whatever the host did. */
class MemoryCaptureTest {
  private final RecordingStore store = new RecordingStore();
  private final MemoryCapture capture = MemoryCapture.of(store);

  @Test
  void aTaskOfferedByTheHostNeverReachesTheStore() {
    assertThat(capture.offer("u1", "Make a pdf of this.", TurnSignals.NONE)).isEmpty();
    assertThat(capture.offer("u1", "Hva er bitcoinprisen?", TurnSignals.NONE)).isEmpty();
    assertThat(capture.offer("u1", "Remind me to call mom at 5", TurnSignals.NONE)).isEmpty();
    assertThat(store.remembered).isEmpty();
  }

  @Test
  void fromAMixedTextOnlyThePersonalFactIsStored() {
    List<MemoryEntry> written =
        capture.offer("u1", "I'm vegetarian, find me a recipe", TurnSignals.NONE, "ui");
    assertThat(written).extracting(MemoryEntry::text).containsExactly("I'm vegetarian");
    assertThat(store.remembered).containsExactly("u1: I'm vegetarian");
    assertThat(store.entries.get(0).tags()).containsExactly(MemoryCapture.TAG, "ui");
  }

  @Test
  void aHostNoteWithoutATaskIsKeptWhole() {
    capture.offer("u1", "Prefers answers in Norwegian", TurnSignals.NONE);
    assertThat(store.remembered).containsExactly("u1: Prefers answers in Norwegian");
  }

  @Test
  void theTurnSignalsTheHostPassesAreHeededAndWrittenAsTags() {
    TurnSignals task = new TurnSignals(List.of("search"), true);
    assertThat(capture.offer("u1", "I want to learn Spanish", task)).isEmpty();
    capture.offer("u1", "I live in Oslo", task);
    assertThat(store.entries.get(0).tags()).containsExactly("intent:search", "tools", "host");
  }

  @Test
  void aBlankOrOverlongMemoryIdIsMisuse() {
    assertThatThrownBy(() -> capture.offer(" ", "I live in Oslo", TurnSignals.NONE))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> capture.offer("x".repeat(201), "I live in Oslo", TurnSignals.NONE))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aPolicyThatKeepsNothingStopsEverything() {
    MemoryCapture none = MemoryCapture.of(store, MemoryPolicy.never());
    assertThat(none.offer("u1", "I live in Oslo", TurnSignals.NONE)).isEmpty();
    assertThat(store.remembered).isEmpty();
  }
}
