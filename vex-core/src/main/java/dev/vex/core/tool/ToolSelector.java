package dev.vex.core.tool;

import dev.vex.core.intent.Intent;
import java.util.List;

/**
 * Chooses which tools the model is shown this turn. Small models pick better from a few relevant
 * tools than from many. The default shows all tools.
 */
@FunctionalInterface
public interface ToolSelector {

  /** Shows every tool. */
  ToolSelector ALL = (intents, tools) -> tools;

  /**
   * Selects the tools for a turn.
   *
   * @param intents what the classifier found
   * @param tools all the agent's tools
   * @return the tools to offer, a subset of {@code tools}
   */
  ToolRegistry select(List<Intent> intents, ToolRegistry tools);
}
