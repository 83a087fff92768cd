package dev.vex.tools.contract;

import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;

/** The tool contract from vex-testkit, held by a built-in tool (Chat). */
class SendChatMessageContractTest extends ToolContract {
  @Override
  protected Tool tool() {
    return dev.vex.tools.comms.ChatTool.create(text -> {});
  }
}
