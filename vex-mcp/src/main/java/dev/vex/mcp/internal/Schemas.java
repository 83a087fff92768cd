package dev.vex.mcp.internal;

import dev.vex.core.tool.JsonSchema;
import dev.vex.core.tool.ObjectSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Maps an MCP tool's input schema (JSON Schema, as parsed into maps) to Vex's small schema, so that
 * argument coercion, "did you mean" and the reduced-tools retry work for MCP tools as for built-in
 * ones. {@code $ref} into {@code $defs}/{@code definitions} is followed (to a depth of 8); a type
 * union takes its first non-null type; {@code anyOf}/{@code oneOf} take their first branch that
 * maps; a property whose type cannot be told is offered as a string. Descriptions are cut to a
 * bound and stripped of control characters: they are data from the server.
 */
public final class Schemas {
  private static final int MAX_DEPTH = 8;
  private static final int MAX_DESCRIPTION = 300;

  private Schemas() {}

  /**
   * Maps a tool's input schema.
   *
   * @param input the input schema as a map, may be null
   * @return the object schema
   */
  public static ObjectSchema toVex(Map<String, Object> input) {
    if (input == null) {
      return ObjectSchema.empty();
    }
    Map<String, Object> defs = new LinkedHashMap<>();
    putAll(defs, input.get("definitions"));
    putAll(defs, input.get("$defs"));
    JsonSchema s = map(input, defs, 0);
    return s instanceof ObjectSchema o ? o : ObjectSchema.empty();
  }

  @SuppressWarnings("unchecked")
  private static void putAll(Map<String, Object> defs, Object o) {
    if (o instanceof Map<?, ?> m) {
      defs.putAll((Map<String, Object>) m);
    }
  }

  @SuppressWarnings("unchecked")
  private static JsonSchema map(Map<String, Object> s, Map<String, Object> defs, int depth) {
    String description = Text.clean(s.get("description"), MAX_DESCRIPTION);
    if (depth > MAX_DEPTH) {
      return JsonSchema.string(description);
    }
    Object ref = s.get("$ref");
    if (ref instanceof String r) {
      String name = r.substring(r.lastIndexOf('/') + 1);
      if (defs.get(name) instanceof Map<?, ?> target) {
        return map((Map<String, Object>) target, defs, depth + 1);
      }
      return JsonSchema.string(description);
    }
    for (String union : List.of("anyOf", "oneOf", "allOf")) {
      if (s.get(union) instanceof List<?> branches) {
        for (Object b : branches) {
          if (b instanceof Map<?, ?> m && !"null".equals(m.get("type"))) {
            JsonSchema mapped = map((Map<String, Object>) m, defs, depth + 1);
            return description.isEmpty() ? mapped : withDescription(mapped, description);
          }
        }
      }
    }
    String type = type(s.get("type"));
    if (type == null) {
      type = s.containsKey("properties") ? "object" : s.containsKey("items") ? "array" : "string";
    }
    switch (type) {
      case "integer":
        return JsonSchema.integer(description);
      case "number":
        return JsonSchema.number(description);
      case "boolean":
        return JsonSchema.bool(description);
      case "array":
        JsonSchema items =
            s.get("items") instanceof Map<?, ?> m
                ? map((Map<String, Object>) m, defs, depth + 1)
                : JsonSchema.string("");
        return JsonSchema.array(description, items);
      case "object":
        return object(s, description, defs, depth);
      default:
        if (s.get("enum") instanceof Collection<?> values && !values.isEmpty()) {
          List<String> strings = new ArrayList<>();
          for (Object v : values) {
            if (v != null) {
              strings.add(String.valueOf(v));
            }
          }
          return JsonSchema.enumeration(description, strings.toArray(String[]::new));
        }
        return JsonSchema.string(description);
    }
  }

  @SuppressWarnings("unchecked")
  private static ObjectSchema object(
      Map<String, Object> s, String description, Map<String, Object> defs, int depth) {
    Map<String, JsonSchema> properties = new LinkedHashMap<>();
    if (s.get("properties") instanceof Map<?, ?> props) {
      for (Map.Entry<?, ?> e : props.entrySet()) {
        if (e.getValue() instanceof Map<?, ?> p) {
          properties.put(String.valueOf(e.getKey()), map((Map<String, Object>) p, defs, depth + 1));
        }
      }
    }
    Set<String> required = new LinkedHashSet<>();
    if (s.get("required") instanceof Collection<?> names) {
      for (Object n : names) {
        if (n != null && properties.containsKey(String.valueOf(n))) {
          required.add(String.valueOf(n));
        }
      }
    }
    return new ObjectSchema(description, properties, required);
  }

  private static JsonSchema withDescription(JsonSchema s, String description) {
    if (!s.description().isEmpty()) {
      return s;
    }
    if (s instanceof JsonSchema.StringSchema str) {
      return new JsonSchema.StringSchema(description, str.values());
    } else if (s instanceof JsonSchema.IntegerSchema) {
      return JsonSchema.integer(description);
    } else if (s instanceof JsonSchema.NumberSchema) {
      return JsonSchema.number(description);
    } else if (s instanceof JsonSchema.BooleanSchema) {
      return JsonSchema.bool(description);
    } else if (s instanceof JsonSchema.ArraySchema a) {
      return JsonSchema.array(description, a.items());
    } else if (s instanceof ObjectSchema o) {
      return new ObjectSchema(description, o.properties(), o.required());
    }
    return s;
  }

  private static String type(Object t) {
    if (t instanceof String s) {
      return s;
    }
    if (t instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof String s && !"null".equals(s)) {
          return s;
        }
      }
    }
    return null;
  }
}
