package dev.vex.core.model;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.tool.JsonSchema;
import java.util.Objects;
import java.util.Optional;

/**
 * The shape a reply must take: any JSON value, or JSON that fits a schema. Each backend writes it
 * in its own wire form (Ollama's {@code format}, an OpenAI-compatible server's {@code
 * response_format}). Immutable and thread-safe.
 */
public final class ResponseFormat {
  private static final ResponseFormat JSON = new ResponseFormat(null);

  private final String schema;

  private ResponseFormat(String schema) {
    this.schema = schema;
  }

  /**
   * A reply that is any JSON value.
   *
   * @return the format
   */
  public static ResponseFormat json() {
    return JSON;
  }

  /**
   * A reply that fits the schema.
   *
   * @param schema the schema
   * @return the format
   */
  public static ResponseFormat schema(JsonSchema schema) {
    return new ResponseFormat(Objects.requireNonNull(schema, "schema").toJson());
  }

  /**
   * A reply that fits a JSON Schema given as text.
   *
   * @param jsonSchema the schema document, a JSON object
   * @return the format
   * @throws IllegalArgumentException when the text is not a JSON object
   */
  public static ResponseFormat schema(String jsonSchema) {
    Objects.requireNonNull(jsonSchema, "jsonSchema");
    JsonElement parsed;
    try {
      parsed = JsonParser.parseString(jsonSchema);
    } catch (JsonParseException e) {
      throw new IllegalArgumentException("the schema is not JSON: " + e.getMessage(), e);
    }
    if (!parsed.isJsonObject()) {
      throw new IllegalArgumentException("the schema must be a JSON object: " + jsonSchema);
    }
    return new ResponseFormat(parsed.toString());
  }

  /**
   * Returns the schema the reply must fit.
   *
   * @return the schema's JSON text, or empty when any JSON will do
   */
  public Optional<String> schema() {
    return Optional.ofNullable(schema);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ResponseFormat f && Objects.equals(schema, f.schema);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(schema);
  }

  @Override
  public String toString() {
    return schema == null ? "json" : schema;
  }
}
