package dev.vex.core.tool;

import dev.vex.core.internal.json.PlainJson;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An object with named properties: the parameters of a tool. Build it with {@link #builder()}.
 *
 * @param description the description
 * @param properties the properties, in the order the model sees them
 * @param required the names of the required properties
 */
public record ObjectSchema(
    String description, Map<String, JsonSchema> properties, Set<String> required)
    implements JsonSchema {

  private static final ObjectSchema EMPTY = new ObjectSchema("", Map.of(), Set.of());

  /** Validates and copies, keeping the order of the properties. */
  public ObjectSchema {
    description = Objects.requireNonNullElse(description, "");
    properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
    required = Collections.unmodifiableSet(new LinkedHashSet<>(required));
    for (String name : required) {
      if (!properties.containsKey(name)) {
        throw new IllegalArgumentException("required property '" + name + "' is not defined");
      }
    }
  }

  /**
   * An object without properties, for tools that take no arguments.
   *
   * @return the empty schema
   */
  public static ObjectSchema empty() {
    return EMPTY;
  }

  /**
   * Starts a schema.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Checks model-sent arguments against this schema and coerces what is safe to coerce: a JSON
   * string holding an object is parsed, {@code "3"} becomes 3 for an integer, {@code "true"}
   * becomes true for a boolean, a number becomes a string for a string. Unknown properties are
   * dropped.
   *
   * @param arguments the arguments as JSON text, as the model sent them: an object, a string
   *     holding one, or null (or blank) for none
   * @return the coerced arguments, or the problems found
   */
  public ArgumentBinding bind(String arguments) {
    return ArgumentBinder.bind(this, arguments);
  }

  /**
   * Checks arguments given as plain Java values against this schema, with the coercions of {@link
   * #bind(String)}: for a host (or an MCP server) that received them already parsed.
   *
   * @param arguments the arguments: values are null, String, Number, Boolean, Map or List of them;
   *     null for none
   * @return the coerced arguments, or the problems found
   * @throws IllegalArgumentException when a value is of another type
   */
  public ArgumentBinding bind(Map<String, ?> arguments) {
    return ArgumentBinder.bind(this, PlainJson.treeOf(arguments));
  }

  /** Builds an {@link ObjectSchema}. Not thread-safe. */
  public static final class Builder {
    private String description = "";
    private final Map<String, JsonSchema> properties = new LinkedHashMap<>();
    private final List<String> required = new ArrayList<>();

    private Builder() {}

    /**
     * Sets the description.
     *
     * @param description the description
     * @return this builder
     */
    public Builder description(String description) {
      this.description = description;
      return this;
    }

    /**
     * Adds a property.
     *
     * @param name the property name
     * @param schema its schema
     * @param isRequired whether the model must send it
     * @return this builder
     */
    public Builder property(String name, JsonSchema schema, boolean isRequired) {
      Objects.requireNonNull(name, "name");
      if (properties.put(name, Objects.requireNonNull(schema, "schema")) != null) {
        throw new IllegalArgumentException("property '" + name + "' is defined twice");
      }
      if (isRequired) {
        required.add(name);
      }
      return this;
    }

    /**
     * Adds a required string.
     *
     * @param name the property name
     * @param description its description
     * @return this builder
     */
    public Builder requiredString(String name, String description) {
      return property(name, JsonSchema.string(description), true);
    }

    /**
     * Adds an optional string.
     *
     * @param name the property name
     * @param description its description
     * @return this builder
     */
    public Builder optionalString(String name, String description) {
      return property(name, JsonSchema.string(description), false);
    }

    /**
     * Adds a required integer.
     *
     * @param name the property name
     * @param description its description
     * @return this builder
     */
    public Builder requiredInteger(String name, String description) {
      return property(name, JsonSchema.integer(description), true);
    }

    /**
     * Adds an optional integer.
     *
     * @param name the property name
     * @param description its description
     * @return this builder
     */
    public Builder optionalInteger(String name, String description) {
      return property(name, JsonSchema.integer(description), false);
    }

    /**
     * Adds a required number.
     *
     * @param name the property name
     * @param description its description
     * @return this builder
     */
    public Builder requiredNumber(String name, String description) {
      return property(name, JsonSchema.number(description), true);
    }

    /**
     * Adds an optional boolean.
     *
     * @param name the property name
     * @param description its description
     * @return this builder
     */
    public Builder optionalBoolean(String name, String description) {
      return property(name, JsonSchema.bool(description), false);
    }

    /**
     * Adds a required string limited to the given values.
     *
     * @param name the property name
     * @param description its description
     * @param values the allowed values
     * @return this builder
     */
    public Builder requiredEnum(String name, String description, String... values) {
      return property(name, JsonSchema.enumeration(description, values), true);
    }

    /**
     * Builds the schema.
     *
     * @return the schema
     */
    public ObjectSchema build() {
      return new ObjectSchema(description, properties, new LinkedHashSet<>(required));
    }
  }
}
