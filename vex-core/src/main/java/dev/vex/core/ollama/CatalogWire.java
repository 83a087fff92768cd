package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.model.ModelInfo;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the answers of {@code /api/tags}, {@code /api/show} and {@code /api/ps}, tolerating fields
 * older servers leave out ({@code capabilities}, {@code families:null}, {@code model}).
 */
final class CatalogWire {
  private CatalogWire() {}

  static List<ModelInfo> models(JsonObject tags) {
    List<ModelInfo> models = new ArrayList<>();
    JsonElement list = tags.get("models");
    if (list != null && list.isJsonArray()) {
      for (JsonElement e : list.getAsJsonArray()) {
        JsonObject m = e.getAsJsonObject();
        String name = string(m, "name");
        if (name == null) {
          name = string(m, "model");
        }
        if (name != null) {
          models.add(info(name, m));
        }
      }
    }
    return List.copyOf(models);
  }

  static List<RunningModel> running(JsonObject ps) {
    List<RunningModel> out = new ArrayList<>();
    JsonElement list = ps.get("models");
    if (list != null && list.isJsonArray()) {
      for (JsonElement e : list.getAsJsonArray()) {
        JsonObject m = e.getAsJsonObject();
        out.add(
            new RunningModel(
                string(m, "name"),
                number(m, "size"),
                number(m, "size_vram"),
                string(m, "expires_at"),
                number(m, "context_length")));
      }
    }
    return List.copyOf(out);
  }

  static ModelInfo info(String name, JsonObject m) {
    JsonObject details =
        m.has("details") && m.get("details").isJsonObject()
            ? m.getAsJsonObject("details")
            : new JsonObject();
    Set<String> capabilities = new HashSet<>();
    JsonElement caps = m.get("capabilities");
    if (caps != null && caps.isJsonArray()) {
      for (JsonElement c : caps.getAsJsonArray()) {
        if (c.isJsonPrimitive()) {
          capabilities.add(c.getAsString());
        }
      }
    }
    return new ModelInfo(
        name,
        string(details, "family"),
        string(details, "parameter_size"),
        number(m, "size"),
        capabilities);
  }

  static String string(JsonObject o, String name) {
    JsonElement e = o.get(name);
    return e != null && e.isJsonPrimitive() ? e.getAsString() : null;
  }

  static long number(JsonObject o, String name) {
    JsonElement e = o.get(name);
    return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()
        ? e.getAsLong()
        : 0L;
  }
}
