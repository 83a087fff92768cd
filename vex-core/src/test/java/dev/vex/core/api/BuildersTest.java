package dev.vex.core.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.Metrics;
import dev.vex.core.model.Think;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.ToolArguments;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.ToolCallTrace.Outcome;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The public types that grow do so by builders; arguments travel as plain values. */
class BuildersTest {

  @Test
  void aTurnContextBuiltWithDefaultsEqualsTheOneTheConstructorMakes() {
    Message user = Message.user("weather in Oslo?");
    TurnContext built = TurnContext.builder(user).model("qwen2.5:3b").links(List.of("u")).build();

    assertThat(built)
        .isEqualTo(
            new TurnContext(
                user,
                Locale.ENGLISH,
                List.of(),
                List.of(),
                List.of(),
                List.of("u"),
                "qwen2.5:3b",
                null,
                List.of(),
                List.of()));
    assertThat(built.toBuilder().build()).isEqualTo(built);
    assertThat(built.toBuilder().locale(Locale.GERMAN).build().locale()).isEqualTo(Locale.GERMAN);
  }

  @Test
  void aChatResponseBuiltWithDefaultsHasNoRouteOrMetrics() {
    ChatResponse r = ChatResponse.builder(Message.assistant("hi")).doneReason("stop").build();

    assertThat(r).isEqualTo(new ChatResponse("", Message.assistant("hi"), "stop", Metrics.NONE));
    assertThat(r.route()).isEqualTo(ChatResponse.Route.NONE);
  }

  @Test
  void aToolCallTraceBuiltWithDefaultsEqualsTheConstructorsOne() {
    ToolCallTrace t =
        ToolCallTrace.builder("get_weather", Outcome.OK)
            .round(2)
            .id("call_1")
            .arguments("{\"city\":\"Oslo\"}")
            .result("11 °C")
            .build();

    assertThat(t)
        .isEqualTo(
            new ToolCallTrace(
                2,
                "call_1",
                "get_weather",
                "{\"city\":\"Oslo\"}",
                Outcome.OK,
                "11 °C",
                Duration.ZERO,
                null));
  }

  @Test
  void argumentsRoundTripAsPlainJavaValues() throws Exception {
    ToolCall call =
        ToolCall.of("call_1", 0, "f", Map.of("days", 3, "tags", List.of("a"), "ratio", 0.5));

    assertThat(call.argumentsMap())
        .containsEntry("days", 3L)
        .containsEntry("tags", List.of("a"))
        .containsEntry("ratio", 0.5);
    ObjectSchema schema = ObjectSchema.builder().requiredInteger("days", "Days").build();
    assertThat(schema.bind(Map.of("days", "3")).arguments()).isEqualTo(Map.of("days", 3L));
    assertThat(schema.bind(Map.of("days", new BigDecimal("2.0"))).arguments().get("days"))
        .isEqualTo(2L);
    ToolArguments args = new ToolArguments(Map.of("n", 7, "s", "x"));
    assertThat(args.integer("n")).isEqualTo(7);
    assertThat(args.asMap()).containsEntry("s", "x");
  }

  @Test
  void thinkReadsAsConfigurationWritesIt() {
    assertThat(Think.parse("On")).isEqualTo(Think.ON);
    assertThat(Think.parse("false")).isEqualTo(Think.OFF);
    assertThat(Think.parse("high").level()).hasValue("high");
    assertThat(Think.ON.level()).isEmpty();
    assertThat(Think.OFF.enabled()).isFalse();
  }
}
