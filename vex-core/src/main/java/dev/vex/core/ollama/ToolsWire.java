package dev.vex.core.ollama;

import com.google.gson.stream.JsonWriter;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Renders a {@link ToolRegistry} in Ollama's {@code tools} format, {@code
 * [{"type":"function","function":{"name":..,"description":..,"parameters":{..}}}]}, once per
 * registry: a registry is immutable and resent every round.
 *
 * <p>Every chat request with tools asks for its registry's rendering, from as many threads as the
 * host runs turns on: a registry rendered before is found without a lock, in a small table of
 * recent renderings indexed by the registry's identity. Only a registry not in that table goes to
 * the synchronized map, which holds every registry still alive (weakly, as the table does).
 */
final class ToolsWire {
  /** Every registry rendered and still reachable; its monitor is taken only on a table miss. */
  static final Map<ToolRegistry, String> RENDERED =
      Collections.synchronizedMap(new WeakHashMap<>());

  /** Slots of {@link #RECENT}, a power of two. */
  private static final int SLOTS = 16;

  /**
   * Recent renderings, each a registry (held weakly) and its JSON, read without a lock; a slot is
   * overwritten by the next registry there. A JDK pair rather than a record of its own: vex-core's
   * jar is kept small.
   */
  private static final AtomicReferenceArray<Map.Entry<WeakReference<ToolRegistry>, String>> RECENT =
      new AtomicReferenceArray<>(SLOTS);

  private ToolsWire() {}

  static String json(ToolRegistry tools) {
    if (tools.isEmpty()) {
      return "[]";
    }
    int slot = System.identityHashCode(tools) & (SLOTS - 1);
    Map.Entry<WeakReference<ToolRegistry>, String> recent = RECENT.get(slot);
    if (recent != null && recent.getKey().get() == tools) {
      return recent.getValue();
    }
    String json = RENDERED.computeIfAbsent(tools, ToolsWire::render);
    RECENT.set(slot, Map.entry(new WeakReference<>(tools), json));
    return json;
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
