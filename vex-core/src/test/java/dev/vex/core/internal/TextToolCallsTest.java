package dev.vex.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tool calls written as text, in the shapes reported in Ollama's issues, are recovered. */
class TextToolCallsTest {
  private static final ToolRegistry TOOLS =
      ToolRegistry.of(
          Tool.of("query_web_search", "", ObjectSchema.empty(), a -> ""),
          Tool.of("get_weather", "", ObjectSchema.empty(), a -> ""));

  @Test
  void qwenTaggedCallWithStringifiedArguments() {
    List<ToolCall> calls =
        TextToolCalls.parse(
            "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": \"{\\\"city\\\": \\\"Oslo\\\"}\"}\n</tool_call>",
            TOOLS);

    assertThat(calls).hasSize(1);
    assertThat(calls.get(0).name()).isEqualTo("get_weather");
    assertThat(calls.get(0).arguments().getAsString()).contains("Oslo");
  }

  @Test
  void llamaFencedJsonWithParameters() {
    List<ToolCall> calls =
        TextToolCalls.parse(
            "```json\n{\"name\": \"query_web_search\", \"parameters\": {\"query\": \"rust news\"}}\n```",
            TOOLS);

    assertThat(calls).extracting(ToolCall::name).containsExactly("query_web_search");
    assertThat(calls.get(0).argumentsObject().get("query").getAsString()).isEqualTo("rust news");
  }

  @Test
  void bareJsonReplyOfQwenCoder() {
    assertThat(
            TextToolCalls.parse(
                "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Bergen\"}}", TOOLS))
        .extracting(ToolCall::name)
        .containsExactly("get_weather");
  }

  @Test
  void mistralToolCallsList() {
    List<ToolCall> calls =
        TextToolCalls.parse(
            "[TOOL_CALLS] [{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Oslo\"}},"
                + "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Bergen\"}}]",
            TOOLS);

    assertThat(calls).hasSize(2);
    assertThat(calls.get(1).index()).isEqualTo(1);
  }

  @Test
  void hallucinatedNameInAWholeJsonReplyIsStillACallSoTheModelHearsDidYouMean() {
    assertThat(TextToolCalls.parse("{\"name\":\"print\",\"arguments\":{\"text\":\"hi\"}}", TOOLS))
        .extracting(ToolCall::name)
        .containsExactly("print");
  }

  @Test
  void proseWithAJsonExampleIsNotACall() {
    String prose =
        "You can call the API like this:\n```json\n{\"name\": \"example\", \"arguments\": {}}\n```";
    assertThat(TextToolCalls.parse(prose, TOOLS)).isEmpty();
  }

  @Test
  void missingArgumentsKeyIsNotACall() {
    assertThat(TextToolCalls.parse("{\"name\":\"get_weather\"}", TOOLS)).isEmpty();
  }

  @Test
  void plainAnswersAndNoToolsGiveNothing() {
    assertThat(TextToolCalls.parse("It is 11 degrees in Oslo.", TOOLS)).isEmpty();
    assertThat(
            TextToolCalls.parse(
                "{\"name\":\"get_weather\",\"arguments\":{}}", ToolRegistry.empty()))
        .isEmpty();
    assertThat(TextToolCalls.parse("{broken json", TOOLS)).isEmpty();
  }
}
