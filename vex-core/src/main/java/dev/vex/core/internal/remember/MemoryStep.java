package dev.vex.core.internal.remember;

import dev.vex.core.intent.Intent;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.memory.Episode;
import dev.vex.core.memory.MemoryEntry;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.memory.TurnSignals;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The turn's long-term memory step, scoped by the turn's memory id: recall before the prompt, and
 * after the reply the two writing layers of the agent, each asking the policy on its own: the
 * episode log (whole turns that are not task-shaped) and capture (the personal facts of the user's
 * message). A store that fails is skipped and the trace says so; the turn still answers.
 */
public final class MemoryStep {
  static final int RECALL = 5;
  static final String CAPTURE_TAG = "turn";

  private final MemoryStore store;
  private final MemoryPolicy policy;

  /**
   * Creates the step, once per agent.
   *
   * @param store the long-term memory, or {@link MemoryStore#NONE}
   * @param policy what may be written to it; null only with {@link MemoryStore#NONE}, which never
   *     consults it
   */
  public MemoryStep(MemoryStore store, MemoryPolicy policy) {
    this.store = store;
    this.policy = policy;
  }

  /**
   * Recalls what the memory holds for a turn's message.
   *
   * @param memoryId the memory to recall from, or null for none
   * @param query the user's message
   * @param warnings the turn's warnings, told when the store fails
   * @return at most {@value #RECALL} entries
   */
  public List<MemoryEntry> recall(String memoryId, String query, List<String> warnings) {
    if (memoryId == null || store == MemoryStore.NONE) {
      return List.of();
    }
    try {
      List<MemoryEntry> found = store.recall(memoryId, query, RECALL);
      return found == null ? List.of() : found;
    } catch (Throwable e) { // NOPMD: a host store's failure of any kind is contained
      Contain.check(e);
      log().warn("memory recall failed; the turn goes on without memories", e);
      warnings.add("memory skipped: recall failed: " + e);
      return List.of();
    }
  }

  /**
   * Writes a finished turn, as the policy allows.
   *
   * @param memoryId the memory to write to, or null for none
   * @param user the user's message
   * @param reply the reply the user got
   * @param intents what the classifier found
   * @param toolsRan whether a tool ran this turn
   * @param warnings the turn's warnings, told when the store fails
   */
  public void write(
      String memoryId,
      String user,
      String reply,
      List<Intent> intents,
      boolean toolsRan,
      List<String> warnings) {
    if (memoryId == null || store == MemoryStore.NONE) {
      return;
    }
    TurnSignals signals = TurnSignals.of(intents, toolsRan);
    Instant now = Instant.now();
    try {
      if (!policy.isTaskShaped(user, signals)) {
        store.logEpisode(memoryId, new Episode(user, reply, signals, now));
      }
    } catch (Throwable e) { // NOPMD: a host store's failure of any kind is contained
      Contain.check(e);
      log().warn("episode log failed; the turn was not logged", e);
      warnings.add("memory skipped: episode not logged: " + e);
    }
    try {
      List<String> facts = policy.memorable(user, signals);
      if (facts.isEmpty()) {
        return;
      }
      List<String> tags = new ArrayList<>(signals.tags());
      tags.add(CAPTURE_TAG);
      for (String fact : facts) {
        store.remember(memoryId, new MemoryEntry(fact, tags, now));
      }
    } catch (Throwable e) { // NOPMD: a host store's failure of any kind is contained
      Contain.check(e);
      log().warn("memory store failed; the facts of this turn were not remembered", e);
      warnings.add("memory skipped: facts not stored: " + e);
    }
  }

  /** The logger, looked up when first used: a turn that logs nothing does not start slf4j. */
  private static Logger log() {
    return LoggerFactory.getLogger(MemoryStep.class);
  }
}
