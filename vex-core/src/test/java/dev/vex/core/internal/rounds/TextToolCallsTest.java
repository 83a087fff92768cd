package dev.vex.core.internal.rounds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
    assertThat(calls.get(0).arguments()).contains("Oslo");
  }

  @Test
  void llamaFencedJsonWithParameters() {
    List<ToolCall> calls =
        TextToolCalls.parse(
            "```json\n{\"name\": \"query_web_search\", \"parameters\": {\"query\": \"rust news\"}}\n```",
            TOOLS);

    assertThat(calls).extracting(ToolCall::name).containsExactly("query_web_search");
    assertThat(calls.get(0).argumentsMap().get("query")).isEqualTo("rust news");
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

  @Test
  void unclosedTagsEndAtTheNextTag() {
    List<ToolCall> calls =
        TextToolCalls.parse(
            "<tool_call>{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Oslo\"}}"
                + "<tool_call>{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Rome\"}}",
            TOOLS);

    assertThat(calls).hasSize(2);
  }

  @Test
  void markupIsRecognisedInEveryShapeWhateverTheToolName() {
    assertThat(TextToolCalls.looksLikeCall("<tool_call>{\"name\":\"x\"")).isTrue();
    assertThat(TextToolCalls.looksLikeCall("done</tool_call>")).isTrue();
    assertThat(TextToolCalls.looksLikeCall("[TOOL_CALLS] [")).isTrue();
    assertThat(TextToolCalls.looksLikeCall("{\"name\":\"x\",\"arguments\":{}}")).isTrue();
    assertThat(
            TextToolCalls.looksLikeCall(
                "Here:\n```json\n{\"name\":\"x\",\"parameters\":{}}\n```\nDone."))
        .isTrue();
    assertThat(TextToolCalls.looksLikeCall("I'll call {\"name\": \"x\", \"arguments\": {}} now."))
        .isTrue();
  }

  @Test
  void otherFamiliesMarkupIsRecognisedToo() {
    assertThat(TextToolCalls.looksLikeCall("OK. <TOOL_CALL>{\"name\": \"x\"}</TOOL_CALL>"))
        .isTrue();
    assertThat(TextToolCalls.looksLikeCall("Let me search. <|python_tag|>brave_search.call(q=1)"))
        .isTrue();
    assertThat(TextToolCalls.looksLikeCall("Ok. <function=get_weather>{\"a\": 1}</function>"))
        .isTrue();
    assertThat(
            TextToolCalls.looksLikeCall(
                "<|tool\u2581calls\u2581begin|>function<|tool\u2581sep|>get_weather"))
        .isTrue();
    assertThat(
            TextToolCalls.looksLikeCall(
                "{\"tool_calls\": [{\"id\": \"c\", \"function\": {\"index\": 0}}]}"))
        .isTrue();
    assertThat(TextToolCalls.looksLikeCall("{\"get_weather\": {\"city\": \"Oslo\"}}")).isTrue();
  }

  @Test
  void ordinaryTextAndJsonAreNotMarkup() {
    assertThat(TextToolCalls.looksLikeCall("{\"settings\": {\"units\": \"metric\"}}")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("If a <b> tag is open, close it with </b>.")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("Use a|b or x <| y when needed.")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("It is 11 degrees in Oslo.")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("```json\n{\"city\":\"Oslo\"}\n```")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("{\"name\":\"Oslo\",\"population\":700000}")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("Set {name} and {arguments} in the form.")).isFalse();
    assertThat(TextToolCalls.looksLikeCall("")).isFalse();
  }

  /**
   * Hostile 1 MB replies. The regular expressions this class used before ({@code
   * <tool_call>\\s*(.*?)\\s*(?:</tool_call>|$)} and {@code ```...\\s*\\n?(.*?)```}) backtrack
   * quadratically over a long run of whitespace with no closing tag: hours at 1 MB. The generous
   * bound is not a timing claim; it only stops a runaway.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "<tool_call>a%sb",
        "```%s",
        "```json%sx",
        "[TOOL_CALLS]%s",
        "{\"name\":%s",
        "text %s {\"name\""
      })
  void aMegabyteOfHostileTextIsReadInLinearTime(String shape) {
    String filler = " ".repeat(1 << 20);
    String text = shape.replace("%s", filler);

    assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () -> {
          TextToolCalls.parse(text, TOOLS);
          TextToolCalls.looksLikeCall(text);
        });
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "<tool_call>",
        "```",
        "{\"name\":",
        "{\"function\":{",
        "[",
        "{\"name\": \"get_weather\", \"arguments\": {"
      })
  void aMegabyteOfRepeatedOpeningsIsReadInLinearTime(String opening) {
    String text = opening.repeat((1 << 20) / opening.length());

    assertTimeoutPreemptively(
        Duration.ofSeconds(10),
        () -> {
          TextToolCalls.parse(text, TOOLS);
          TextToolCalls.looksLikeCall(text);
        });
  }

  @Test
  void deepNestingIsRefusedByTheJsonReaderNotTheStack() {
    String deep = "<tool_call>" + "[".repeat(500_000) + "</tool_call>";

    assertThat(TextToolCalls.parse(deep, TOOLS)).isEmpty();
    assertThat(TextToolCalls.looksLikeCall("{\"name\":" + "[".repeat(500_000))).isFalse();
  }
}
