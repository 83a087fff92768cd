package dev.vex.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A tool's parameters can be a Java record: the schema is derived and the record built. */
class RecordToolTest {
  enum Unit {
    CELSIUS,
    FAHRENHEIT
  }

  record Place(@Description("Country code") String country) {}

  @Description("Forecast request")
  record Forecast(
      @Description("City name") String city,
      @Description("Days ahead, 1-3") int days,
      Unit unit,
      Boolean detailed,
      Optional<String> language,
      List<String> fields,
      Place place) {
    Forecast {
      if (days < 1 || days > 3) {
        throw new IllegalArgumentException("days must be 1..3");
      }
    }
  }

  private static final Tool FORECAST =
      Tool.of(
          "get_forecast",
          "Forecast",
          Forecast.class,
          f ->
              f.city()
                  + "/"
                  + f.days()
                  + "/"
                  + f.unit()
                  + "/"
                  + f.detailed()
                  + "/"
                  + f.language().orElse("-")
                  + "/"
                  + f.fields()
                  + "/"
                  + f.place().country());

  @Test
  void schemaIsDerivedFromTheComponents() {
    JsonObject json = JsonParser.parseString(FORECAST.parameters().toJson()).getAsJsonObject();

    assertThat(json.get("description").getAsString()).isEqualTo("Forecast request");
    JsonObject props = json.getAsJsonObject("properties");
    assertThat(props.getAsJsonObject("city").get("type").getAsString()).isEqualTo("string");
    assertThat(props.getAsJsonObject("city").get("description").getAsString())
        .isEqualTo("City name");
    assertThat(props.getAsJsonObject("days").get("type").getAsString()).isEqualTo("integer");
    assertThat(props.getAsJsonObject("unit").getAsJsonArray("enum")).hasSize(2);
    assertThat(props.getAsJsonObject("fields").get("type").getAsString()).isEqualTo("array");
    assertThat(props.getAsJsonObject("place").get("type").getAsString()).isEqualTo("object");
    assertThat(FORECAST.parameters().required())
        .containsExactly("city", "days", "unit", "fields", "place");
  }

  @Test
  void recordIsBuiltFromCoercedArguments() throws Exception {
    ArgumentBinding b =
        FORECAST
            .parameters()
            .bind(
                "{\"city\":\"Oslo\",\"days\":\"2\",\"unit\":\"celsius\",\"fields\":[\"rain\"],"
                    + "\"place\":{\"country\":\"NO\"}}");

    assertThat(b.ok()).isTrue();
    assertThat(FORECAST.handler().call(new ToolArguments(b.arguments())))
        .isEqualTo("Oslo/2/CELSIUS/null/-/[rain]/NO");
  }

  @Test
  void recordValidationReachesTheCallerAsTheToolsFailure() {
    ArgumentBinding b =
        FORECAST
            .parameters()
            .bind(
                "{\"city\":\"Oslo\",\"days\":9,\"unit\":\"CELSIUS\",\"fields\":[],\"place\":{\"country\":\"NO\"}}");

    assertThatThrownBy(() -> FORECAST.handler().call(new ToolArguments(b.arguments())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("days must be 1..3");
  }

  record Bad(Object anything) {}

  @Test
  void unsupportedComponentTypesAreRefusedWhenTheToolIsDefined() {
    assertThatThrownBy(() -> Tool.of("bad", "", Bad.class, b -> ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("component 'anything'");
  }
}
