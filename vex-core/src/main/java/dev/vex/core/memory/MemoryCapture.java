package dev.vex.core.memory;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hook a host calls from its own auto-capture (a "remember this" button, a nightly summarizer,
 * an import): it checks the text with the {@link MemoryPolicy} on its own, whatever the caller
 * checked, and writes only what the policy admits. A text with no task in it is kept whole; from a
 * text with a task in it only the personal facts are kept.
 *
 * <pre>{@code
 * MemoryCapture capture = MemoryCapture.of(store);
 * capture.offer("user-42", "I'm vegetarian, find me a recipe", TurnSignals.NONE);
 * // stores "I'm vegetarian"
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public final class MemoryCapture {

  /** The tag on every entry written through this hook. */
  public static final String TAG = "host";

  private final MemoryStore store;
  private final MemoryPolicy policy;

  private MemoryCapture(MemoryStore store, MemoryPolicy policy) {
    this.store = Objects.requireNonNull(store, "store");
    this.policy = Objects.requireNonNull(policy, "policy");
  }

  /**
   * A hook that checks with {@link MemoryPolicy#personalFacts()}.
   *
   * @param store where entries go
   * @return the hook
   */
  public static MemoryCapture of(MemoryStore store) {
    return new MemoryCapture(store, MemoryPolicy.personalFacts());
  }

  /**
   * A hook that checks with the given policy.
   *
   * @param store where entries go
   * @param policy the policy
   * @return the hook
   */
  public static MemoryCapture of(MemoryStore store, MemoryPolicy policy) {
    return new MemoryCapture(store, policy);
  }

  /**
   * Offers a text to long-term memory. Writes the whole text when the policy admits it, else the
   * personal facts in it, else nothing.
   *
   * @param memoryId the user or conversation
   * @param text the text, such as a user's message or a host's note about the user
   * @param signals what the turn that produced it did, or {@link TurnSignals#NONE}
   * @param tags extra tags for the entries (at most 8 are kept)
   * @return the entries written, in order; empty when the text was task-shaped with no fact in it
   */
  public List<MemoryEntry> offer(
      String memoryId, String text, TurnSignals signals, String... tags) {
    MemoryStore.checkMemoryId(memoryId);
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(signals, "signals");
    List<String> kept;
    if (text.strip().length() <= MemoryEntry.MAX_TEXT && policy.admits(text, signals)) {
      kept = List.of(text.strip());
    } else {
      kept = policy.memorable(text, signals);
    }
    if (kept.isEmpty()) {
      log().debug("auto-capture for {} dropped a task-shaped text", memoryId);
      return List.of();
    }
    List<String> allTags = new ArrayList<>(signals.tags());
    allTags.add(TAG);
    for (int i = 0; i < tags.length && i < 8; i++) {
      allTags.add(tags[i]);
    }
    Instant now = Instant.now();
    List<MemoryEntry> written = new ArrayList<>(kept.size());
    for (String k : kept) {
      MemoryEntry e = new MemoryEntry(k, allTags, now);
      store.remember(memoryId, e);
      written.add(e);
    }
    return List.copyOf(written);
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(MemoryCapture.class);
  }
}
