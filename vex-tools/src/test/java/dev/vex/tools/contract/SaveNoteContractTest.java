package dev.vex.tools.contract;

import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The tool contract from vex-testkit, held by a built-in tool (Notes). */
class SaveNoteContractTest extends ToolContract {
  @TempDir Path tmp;

  @Override
  protected Tool tool() {
    return Contracts.noteTool(tmp, "save_note");
  }
}
