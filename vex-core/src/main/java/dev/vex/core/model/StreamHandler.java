package dev.vex.core.model;

/** Receives the text of a streamed reply as it arrives. Called on the thread running the turn. */
@FunctionalInterface
public interface StreamHandler {

  /** Ignores everything. */
  StreamHandler NONE = content -> {};

  /**
   * Called for each non-empty content delta.
   *
   * @param content the new text
   */
  void onContent(String content);

  /**
   * Called for each non-empty thinking delta. Ignored by default.
   *
   * @param thinking the new thinking text
   */
  default void onThinking(String thinking) {}

  /**
   * Called when the backend starts the reply over, for example because the server streaming it
   * failed and another server took over: the text received so far is void, and the deltas that
   * follow form the new reply. Ignored by default.
   */
  default void onRestart() {}
}
