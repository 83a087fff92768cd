package dev.vex.tools.testing;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.tool.ArgumentBinding;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import java.util.List;

/**
 * Calls a tool the way the agent's tool runner does: the model's JSON is bound against the tool's
 * schema first, then the handler runs.
 */
public final class Call {
  private Call() {}

  /** A call's arguments after the handler ran, for the artefacts it reported. */
  public record Result(String text, ToolArguments arguments) {}

  public static String call(List<Tool> tools, String name, String json) throws Exception {
    return run(tools, name, json).text();
  }

  public static Result run(List<Tool> tools, String name, String json) throws Exception {
    Tool tool =
        tools.stream()
            .filter(t -> t.name().equals(name))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no tool " + name));
    return run(tool, json);
  }

  public static Result run(Tool tool, String json) throws Exception {
    JsonObject raw = JsonParser.parseString(json).getAsJsonObject();
    ArgumentBinding b = tool.parameters().bind(raw.toString());
    if (!b.ok()) {
      throw new IllegalArgumentException("bad arguments: " + b.problems());
    }
    ToolArguments args = new ToolArguments(b.arguments());
    return new Result(tool.handler().call(args), args);
  }
}
