package dev.vex.examples;

import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;

/** The demo's {@code get_time} tool holds the tool contract, hostile time zones included. */
class TimeToolContractTest extends ToolContract {
  @Override
  protected Tool tool() {
    return OfflineDemo.timeTool();
  }
}
