package dev.vex.core.internal.route;

import dev.vex.core.model.ModelChoice;
import dev.vex.core.tool.ToolRegistry;

/**
 * Where a turn goes: the model the router chose and the tools it may be offered. Not part of the
 * API.
 *
 * @param choice the router's choice
 * @param selected the tools the selector picked for the turn's intents, whatever the model
 * @param offered the tools the model is offered: {@code selected} when it may call tools, else none
 */
public record Route(ModelChoice choice, ToolRegistry selected, ToolRegistry offered) {

  /**
   * Returns the chosen model.
   *
   * @return its name
   */
  public String model() {
    return choice.model();
  }
}
