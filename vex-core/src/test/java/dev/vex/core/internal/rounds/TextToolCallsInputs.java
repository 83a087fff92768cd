package dev.vex.core.internal.rounds;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Generated model replies for the text tool-call recovery: sequences of the tokens its shapes are
 * made of (tags, fences, braces, keys, tool names, numbers, prose), so that most samples are near
 * misses of a real call. And the properties they must satisfy.
 */
final class TextToolCallsInputs {
  static final ToolRegistry TOOLS =
      ToolRegistry.of(
          Tool.of("get_weather", "", ObjectSchema.empty(), a -> ""),
          Tool.of("send", "", ObjectSchema.empty(), a -> ""));

  private static final List<String> TOKENS =
      List.of(
          "<tool_call>",
          "</tool_call>",
          "[TOOL_CALLS]",
          "```",
          "```json\n",
          "{",
          "}",
          "[",
          "]",
          ",",
          ":",
          "\"",
          "\"name\"",
          "\"arguments\"",
          "\"parameters\"",
          "\"function\"",
          "\"get_weather\"",
          "\"send\"",
          "\"other\"",
          "{\"city\":\"Oslo\"}",
          "1e30000000",
          "18446744073709551617",
          " ",
          "\n",
          "Sure, ",
          "It is 11 °C.",
          "\\",
          "null");

  private TextToolCallsInputs() {}

  static Arbitrary<String> reply() {
    return Arbitraries.of(TOKENS).list().ofMaxSize(40).map(l -> String.join("", l));
  }

  /**
   * Never throws; every call recovered has a name and consecutive indices from 0; and whatever can
   * be recovered is also recognised as markup, so it can never reach the user as an answer.
   */
  static void recoversConsistently(String text) {
    List<ToolCall> calls = TextToolCalls.parse(text, TOOLS);
    boolean markup = TextToolCalls.looksLikeCall(text);
    for (int i = 0; i < calls.size(); i++) {
      assertThat(calls.get(i).name()).isNotNull();
      assertThat(calls.get(i).index()).isEqualTo(i);
    }
    if (!calls.isEmpty()) {
      assertThat(markup).as("recovered calls are markup: %s", text).isTrue();
    }
    assertThat(TextToolCalls.parse(text, ToolRegistry.empty())).isEmpty();
  }
}
