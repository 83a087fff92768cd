package dev.vex.core.tool;

import java.util.List;
import java.util.Objects;

/**
 * The small subset of JSON Schema that small models handle well: strings (optionally an enum),
 * integers, numbers, booleans, arrays and objects. Complex schemas ({@code $defs}, {@code anyOf})
 * degrade small models, so they are deliberately not offered.
 */
public sealed interface JsonSchema
    permits JsonSchema.StringSchema,
        JsonSchema.IntegerSchema,
        JsonSchema.NumberSchema,
        JsonSchema.BooleanSchema,
        JsonSchema.ArraySchema,
        ObjectSchema {

  /**
   * Returns the description shown to the model.
   *
   * @return the description, never null
   */
  String description();

  /**
   * Renders the schema as a JSON Schema document, the form every backend's tool format embeds
   * (Ollama's and OpenAI's {@code parameters}, MCP's {@code inputSchema}).
   *
   * @return the JSON text of the schema
   */
  default String toJson() {
    return SchemaJson.tree(this).toString();
  }

  /**
   * A string schema.
   *
   * @param description the description
   * @return the schema
   */
  static StringSchema string(String description) {
    return new StringSchema(description, List.of());
  }

  /**
   * A string that must be one of the given values.
   *
   * @param description the description
   * @param values the allowed values
   * @return the schema
   */
  static StringSchema enumeration(String description, String... values) {
    return new StringSchema(description, List.of(values));
  }

  /**
   * An integer schema.
   *
   * @param description the description
   * @return the schema
   */
  static IntegerSchema integer(String description) {
    return new IntegerSchema(description);
  }

  /**
   * A number schema.
   *
   * @param description the description
   * @return the schema
   */
  static NumberSchema number(String description) {
    return new NumberSchema(description);
  }

  /**
   * A boolean schema.
   *
   * @param description the description
   * @return the schema
   */
  static BooleanSchema bool(String description) {
    return new BooleanSchema(description);
  }

  /**
   * An array schema.
   *
   * @param description the description
   * @param items the schema of each item
   * @return the schema
   */
  static ArraySchema array(String description, JsonSchema items) {
    return new ArraySchema(description, items);
  }

  /**
   * A string, optionally limited to an enumeration.
   *
   * @param description the description
   * @param values the allowed values; empty for any string
   */
  record StringSchema(String description, List<String> values) implements JsonSchema {
    /** Validates and copies. */
    public StringSchema {
      description = Objects.requireNonNullElse(description, "");
      values = List.copyOf(values);
    }
  }

  /**
   * An integer.
   *
   * @param description the description
   */
  record IntegerSchema(String description) implements JsonSchema {
    /** Validates. */
    public IntegerSchema {
      description = Objects.requireNonNullElse(description, "");
    }
  }

  /**
   * A number.
   *
   * @param description the description
   */
  record NumberSchema(String description) implements JsonSchema {
    /** Validates. */
    public NumberSchema {
      description = Objects.requireNonNullElse(description, "");
    }
  }

  /**
   * A boolean.
   *
   * @param description the description
   */
  record BooleanSchema(String description) implements JsonSchema {
    /** Validates. */
    public BooleanSchema {
      description = Objects.requireNonNullElse(description, "");
    }
  }

  /**
   * An array.
   *
   * @param description the description
   * @param items the schema of each item
   */
  record ArraySchema(String description, JsonSchema items) implements JsonSchema {
    /** Validates. */
    public ArraySchema {
      description = Objects.requireNonNullElse(description, "");
      Objects.requireNonNull(items, "items");
    }
  }
}
