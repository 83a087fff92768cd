package dev.vex.tools.contract;

import com.google.gson.JsonObject;
import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;

/** The tool contract from vex-testkit, held by a built-in tool (Calendar). */
class CalendarEventsContractTest extends ToolContract {
  @TempDir Path tmp;

  @Override
  protected Tool tool() {
    return Contracts.calendarTool(tmp);
  }

  @Override
  protected List<JsonObject> validArguments() {
    JsonObject a = new JsonObject();
    a.addProperty("from", "2026-03-27");
    a.addProperty("days", 2);
    return List.of(a);
  }
}
