package dev.vex.tools.contract;

import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;

/** The tool contract from vex-testkit, held by a built-in tool (Sandbox). */
class RunBashContractTest extends ToolContract {
  @TempDir Path tmp;

  @Override
  protected Tool tool() {
    return Contracts.shellTool(tmp, "run_bash");
  }

  @Override
  protected List<Map<String, Object>> validArguments() {
    return List.of(Map.of("command", "echo Oslo"));
  }
}
