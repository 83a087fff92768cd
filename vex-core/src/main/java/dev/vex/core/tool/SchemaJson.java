package dev.vex.core.tool;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** Renders a {@link JsonSchema} as a JSON Schema tree. Stateless. */
final class SchemaJson {
  private SchemaJson() {}

  static JsonObject tree(JsonSchema schema) {
    if (schema instanceof ObjectSchema s) {
      JsonObject o = typed("object", s.description());
      JsonObject props = new JsonObject();
      s.properties().forEach((name, p) -> props.add(name, tree(p)));
      o.add("properties", props);
      JsonArray req = new JsonArray();
      s.required().forEach(req::add);
      o.add("required", req);
      return o;
    }
    if (schema instanceof JsonSchema.StringSchema s) {
      JsonObject o = typed("string", s.description());
      if (!s.values().isEmpty()) {
        JsonArray e = new JsonArray();
        s.values().forEach(e::add);
        o.add("enum", e);
      }
      return o;
    }
    if (schema instanceof JsonSchema.ArraySchema a) {
      JsonObject o = typed("array", a.description());
      o.add("items", tree(a.items()));
      return o;
    }
    return typed(ArgumentBinder.typeName(schema), schema.description());
  }

  private static JsonObject typed(String type, String description) {
    JsonObject o = new JsonObject();
    o.addProperty("type", type);
    if (!description.isEmpty()) {
      o.addProperty("description", description);
    }
    return o;
  }
}
