package dev.vex.mcp.testing;

import dev.vex.core.tool.ArgumentBinding;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;

/** Calls a tool as the agent does: the model's arguments are bound to its schema first. */
public final class Calls {
  private Calls() {}

  /**
   * Binds and runs.
   *
   * @param tool the tool
   * @param json the arguments as the model sent them
   * @return the result text
   * @throws Exception what the handler threw
   */
  public static String call(Tool tool, String json) throws Exception {
    ArgumentBinding b = tool.parameters().bind(json);
    if (!b.ok()) {
      throw new AssertionError("arguments did not bind: " + b.problems());
    }
    return tool.handler().call(new ToolArguments(b.arguments()));
  }
}
