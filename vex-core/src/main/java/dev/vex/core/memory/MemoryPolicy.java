package dev.vex.core.memory;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;

/**
 * Decides whether a finished turn goes to long-term memory. Task-shaped turns (prices, weather,
 * tool work, failures) must not: they would fill the personality memory with stale facts.
 */
@FunctionalInterface
public interface MemoryPolicy {

  /**
   * Decides.
   *
   * @param context the turn
   * @param reply the reply the user got
   * @return true to remember the exchange
   */
  boolean shouldRemember(TurnContext context, AgentReply reply);

  /**
   * The default: remember only conversation — no ground truth, no tool call, no fallback, and no
   * intent other than {@code chat}.
   *
   * @return the policy
   */
  static MemoryPolicy conversationOnly() {
    return (context, reply) ->
        context.groundTruth().isEmpty()
            && context.toolCalls().isEmpty()
            && !reply.trace().fellBack()
            && context.intents().stream().allMatch(i -> i.isChat());
  }

  /**
   * Remembers nothing.
   *
   * @return the policy
   */
  static MemoryPolicy never() {
    return (context, reply) -> false;
  }
}
