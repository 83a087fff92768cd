package dev.vex.openai;

import com.google.gson.stream.JsonWriter;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Renders a {@link ToolRegistry} in the {@code tools} format of {@code /v1/chat/completions},
 * {@code [{"type":"function","function":{"name":..,"description":..,"parameters":{..}}}]}, once per
 * registry: a registry is immutable and resent every round.
 */
final class ToolsJson {
  private static final Map<ToolRegistry, String> RENDERED =
      Collections.synchronizedMap(new WeakHashMap<>());

  private ToolsJson() {}

  static String json(ToolRegistry tools) {
    if (tools.isEmpty()) {
      return "[]";
    }
    return RENDERED.computeIfAbsent(tools, ToolsJson::render);
  }

  private static String render(ToolRegistry tools) {
    StringWriter out = new StringWriter(256 * tools.size());
    try (JsonWriter w = new JsonWriter(out)) {
      w.setHtmlSafe(false);
      w.beginArray();
      for (Tool t : tools.tools()) {
        w.beginObject();
        w.name("type").value("function");
        w.name("function").beginObject();
        w.name("name").value(t.name());
        w.name("description").value(t.description());
        w.name("parameters").jsonValue(t.parameters().toJson());
        w.endObject();
        w.endObject();
      }
      w.endArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }
}
