package dev.vex.core.memory;

import java.util.List;

/**
 * Keeps task-shaped text out of long-term memory. Task requests ("make a pdf of this", "weather in
 * Oslo?", "finn billig RAM") are not memories; facts about the user ("I'm vegetarian", "jeg bor i
 * Bergen") are. The policy judges each clause of a message on its own, so that "I'm vegetarian,
 * find me a recipe" keeps "I'm vegetarian" and drops the request.
 *
 * <p>Every layer that writes memory asks the policy on its own: the agent's episode log and its
 * capture of facts after each turn, the store before it writes, and {@link MemoryCapture}, the hook
 * a host calls from its own auto-capture. Implementations must be thread-safe and must bound their
 * work by the length of the text.
 */
public interface MemoryPolicy {

  /**
   * Returns the personal facts in a user's message worth remembering, in the user's words, one per
   * clause; none for a task. Capture stores exactly these.
   *
   * @param text the user's message
   * @param signals what the turn did: a task turn keeps only clear personal facts
   * @return the facts, in order; empty when there are none
   */
  List<String> memorable(String text, TurnSignals signals);

  /**
   * Returns whether a text may be kept as it is: true when no part of it is task-shaped under these
   * signals. Stores check each entry with it before they write, and {@code cleanTasks} archives
   * what it rejects.
   *
   * @param text the text to keep
   * @param signals what the turn that produced it did
   * @return true when the text holds no task
   */
  boolean admits(String text, TurnSignals signals);

  /**
   * Returns whether a whole turn is task-shaped: it ran a tool, an intent other than chat fired, or
   * some part of the user's message is a task. Task-shaped turns are not logged as episodes.
   *
   * @param text the user's message
   * @param signals what the turn did
   * @return true for a task-shaped turn
   */
  default boolean isTaskShaped(String text, TurnSignals signals) {
    return signals.taskTurn() || !admits(text, signals);
  }

  /**
   * The default: English and Norwegian rules over task verbs, questions, requests ("I need", "jeg
   * vil ha"), transient statements ("tomorrow", "i morgen") and the turn's signals. Messages longer
   * than {@value TaskShapeRules#MAX_INPUT} characters are documents, not facts: nothing of them is
   * kept.
   *
   * @return the policy
   */
  static MemoryPolicy personalFacts() {
    return TaskShapeRules.INSTANCE;
  }

  /**
   * Keeps nothing.
   *
   * @return the policy
   */
  static MemoryPolicy never() {
    return new MemoryPolicy() {
      @Override
      public List<String> memorable(String text, TurnSignals signals) {
        return List.of();
      }

      @Override
      public boolean admits(String text, TurnSignals signals) {
        return false;
      }
    };
  }
}
