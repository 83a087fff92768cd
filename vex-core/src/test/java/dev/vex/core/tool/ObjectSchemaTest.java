package dev.vex.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Model-sent arguments are checked against the schema and coerced where it is safe. */
class ObjectSchemaTest {
  private static final ObjectSchema SCHEMA =
      ObjectSchema.builder()
          .requiredString("city", "City")
          .optionalInteger("days", "Days ahead")
          .optionalBoolean("metric", "Metric units")
          .property("ratio", JsonSchema.number("A ratio"), false)
          .property("unit", JsonSchema.enumeration("Unit", "celsius", "fahrenheit"), false)
          .property("tags", JsonSchema.array("Tags", JsonSchema.string("tag")), false)
          .build();

  private static ArgumentBinding bind(String json) {
    return SCHEMA.bind(json);
  }

  @Test
  void numbersAndBooleansSentAsStringsAreCoerced() {
    ArgumentBinding b =
        bind(
            "{\"city\":\"Oslo\",\"days\":\"3\",\"metric\":\"true\",\"ratio\":\"0.5\",\"unit\":\"Celsius\"}");

    assertThat(b.ok()).isTrue();
    Map<String, Object> a = b.arguments();
    assertThat(a.get("days")).isEqualTo(3L);
    assertThat(a.get("metric")).isEqualTo(true);
    assertThat(a.get("ratio")).isEqualTo(0.5);
    assertThat(a.get("unit")).isEqualTo("celsius");
  }

  @Test
  void argumentsSentAsAJsonStringAreParsed() {
    ArgumentBinding b = SCHEMA.bind("\"{\\\"city\\\":\\\"Bergen\\\",\\\"days\\\":2}\"");

    assertThat(b.ok()).isTrue();
    assertThat(b.arguments().get("city")).isEqualTo("Bergen");
    assertThat(b.arguments().get("days")).isEqualTo(2L);
  }

  @Test
  void integerGivenAsWholeDecimalIsAccepted() {
    assertThat(bind("{\"city\":\"Oslo\",\"days\":3.0}").arguments().get("days")).isEqualTo(3L);
  }

  @Test
  void problemsAreNamedSoTheModelCanFixThem() {
    ArgumentBinding b =
        bind("{\"days\":\"three\",\"metric\":\"maybe\",\"unit\":\"kelvin\",\"tags\":\"x\"}");

    assertThat(b.ok()).isFalse();
    assertThat(b.problems())
        .containsExactly(
            "missing required argument 'city' (string)",
            "'days' must be an integer, got \"three\"",
            "'metric' must be true or false, got \"maybe\"",
            "'unit' must be one of [celsius, fahrenheit], got \"kelvin\"",
            "'tags' must be an array, got \"x\"");
  }

  @Test
  void fractionForAnIntegerIsRefused() {
    assertThat(bind("{\"city\":\"Oslo\",\"days\":2.5}").problems())
        .containsExactly("'days' must be a whole number, got 2.5");
  }

  @Test
  void textThatIsNotAnObjectIsRefused() {
    assertThat(SCHEMA.bind("\"Oslo\"").problems())
        .containsExactly("arguments must be a JSON object, got the text Oslo");
  }

  @Test
  void arrayGivenAsJsonTextIsParsedAndUnknownKeysDropped() {
    ArgumentBinding b = bind("{\"city\":\"Oslo\",\"tags\":\"[\\\"a\\\",\\\"b\\\"]\",\"extra\":1}");

    assertThat(b.ok()).isTrue();
    assertThat(b.arguments().get("tags")).isEqualTo(List.of("a", "b"));
    assertThat(b.arguments()).doesNotContainKey("extra");
  }

  @Test
  void numberForAStringIsKeptAsText() {
    assertThat(bind("{\"city\":1234}").arguments().get("city")).isEqualTo("1234");
  }

  @Test
  void missingOrNullArgumentsAreAnEmptyObject() {
    ObjectSchema none = ObjectSchema.empty();
    assertThat(none.bind((String) null).ok()).isTrue();
    assertThat(none.bind((Map<String, ?>) null).ok()).isTrue();
    assertThat(none.bind("null").ok()).isTrue();
  }

  @Test
  void schemaRendersAsJsonSchema() {
    JsonObject json = JsonParser.parseString(SCHEMA.toJson()).getAsJsonObject();
    assertThat(json.get("type").getAsString()).isEqualTo("object");
    assertThat(json.getAsJsonObject("properties").getAsJsonObject("unit").getAsJsonArray("enum"))
        .hasSize(2);
    assertThat(json.getAsJsonArray("required").toString()).isEqualTo("[\"city\"]");
  }

  @Test
  void requiredPropertyMustBeDefinedAndNamesUnique() {
    assertThatThrownBy(() -> ObjectSchema.builder().requiredString("a", "").requiredString("a", ""))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
