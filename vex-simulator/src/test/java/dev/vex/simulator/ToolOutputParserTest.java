package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ollama's generic tool parser, emulated: the parser-faithful failure scripts (a)-(g) of the
 * protocol notes through {@link Reply#raw(String)} over HTTP, and the parser's buffering directly.
 */
class ToolOutputParserTest {
  private final OllamaSimulator sim =
      OllamaSimulator.builder()
          .model(SimModel.of("qwen2.5:3b", "completion", "tools"))
          .model(SimModel.of("llama3.2:3b", "completion", "tools"))
          .model(SimModel.of("qwen2.5-coder:7b", "completion", "tools"))
          .model(SimModel.of("mistral:7b", "completion", "tools"))
          .start();

  @AfterEach
  void close() {
    sim.close();
  }

  private JsonObject whole(String model, String raw) {
    sim.enqueue(Reply.raw(raw));
    return TestHttp.json(
        TestHttp.chat(
            sim, TestHttp.chatBody(model, "\"stream\":false," + TestHttp.tools("get_weather"))));
  }

  private List<JsonObject> streamed(String model, Reply reply) {
    sim.enqueue(reply);
    return TestHttp.lines(
        TestHttp.chat(sim, TestHttp.chatBody(model, TestHttp.tools("get_weather"))));
  }

  private static String content(JsonObject o) {
    return o.getAsJsonObject("message").get("content").getAsString();
  }

  private static boolean hasCalls(JsonObject o) {
    return o.getAsJsonObject("message").has("tool_calls");
  }

  private static JsonObject firstCall(JsonObject o) {
    return o.getAsJsonObject("message")
        .getAsJsonArray("tool_calls")
        .get(0)
        .getAsJsonObject()
        .getAsJsonObject("function");
  }

  @Test
  void qwenToolCallForAnOfferedToolBecomesANativeCall() {
    JsonObject o =
        whole(
            "qwen2.5:3b",
            "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}}\n"
                + "</tool_call>");
    assertThat(content(o)).isEmpty();
    assertThat(firstCall(o).get("name").getAsString()).isEqualTo("get_weather");
    assertThat(firstCall(o).getAsJsonObject("arguments").toString())
        .isEqualTo("{\"city\":\"Tokyo\"}");
  }

  @Test
  void scriptA_qwenCallToAnUnknownToolIsDroppedSilently() {
    JsonObject o =
        whole("qwen2.5:3b", "<tool_call>\n{\"name\": \"create\", \"arguments\": {}}\n</tool_call>");
    assertThat(content(o)).isEmpty();
    assertThat(hasCalls(o)).isFalse();
    assertThat(o.get("done_reason").getAsString()).isEqualTo("stop");
  }

  @Test
  void scriptB_llamaJsonAfterProseOrAFenceStaysContent() {
    String fenced =
        "```json\n{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Paris\"}}\n```";
    JsonObject o = whole("llama3.2:3b", fenced);
    assertThat(content(o)).isEqualTo(fenced);
    assertThat(hasCalls(o)).isFalse();

    String prose = "Sure! {\"name\": \"get_weather\", \"parameters\": {\"city\": \"Paris\"}}";
    assertThat(content(whole("llama3.2:3b", prose))).isEqualTo(prose);
  }

  @Test
  void llamaBareJsonWithParametersIsACall() {
    JsonObject o =
        whole("llama3.2:3b", "{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Paris\"}}");
    assertThat(content(o)).isEmpty();
    assertThat(firstCall(o).getAsJsonObject("arguments").get("city").getAsString())
        .isEqualTo("Paris");
  }

  @Test
  void scriptC_bareJsonFromAQwenTaggedModelIsContent() {
    String bare = "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Rome\"}}";
    JsonObject o = whole("qwen2.5-coder:7b", bare);
    assertThat(content(o)).isEqualTo(bare);
    assertThat(hasCalls(o)).isFalse();
  }

  @Test
  void scriptD_aCallCutByNumPredictEndsWithLength() {
    String cut = "<tool_call>\n{\"name\": \"get_weather\", \"argu";
    List<JsonObject> qwen = streamed("qwen2.5:3b", Reply.raw(cut).withDoneReason("length"));
    assertThat(qwen).hasSize(1);
    assertThat(content(qwen.get(0))).isEmpty();
    assertThat(qwen.get(0).get("done_reason").getAsString()).isEqualTo("length");

    String partial = "{\"name\": \"get_weather\", \"parameters\": {\"ci";
    List<JsonObject> llama = streamed("llama3.2:3b", Reply.raw(partial).withDoneReason("length"));
    JsonObject done = llama.get(llama.size() - 1);
    assertThat(content(done)).isEqualTo(partial);
    assertThat(done.get("done_reason").getAsString()).isEqualTo("length");
  }

  @Test
  void scriptE_aMadeUpAnswerIsJustContent() {
    JsonObject o = whole("qwen2.5:3b", "It is 22 degrees and sunny in Tokyo.");
    assertThat(content(o)).isEqualTo("It is 22 degrees and sunny in Tokyo.");
    assertThat(hasCalls(o)).isFalse();
  }

  @Test
  void scriptF_stringifiedArgumentsAreParsedIntoAnObject() {
    JsonObject o =
        whole(
            "qwen2.5:3b",
            "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": \"{\\\"city\\\": \\\"Oslo\\\","
                + " \\\"days\\\": \\\"3\\\"}\"}\n</tool_call>");
    assertThat(firstCall(o).getAsJsonObject("arguments").toString())
        .isEqualTo("{\"city\":\"Oslo\",\"days\":\"3\"}");
  }

  @Test
  void scriptG_aMissingArgumentsKeyIsNotACall() {
    JsonObject qwen = whole("qwen2.5:3b", "<tool_call>\n{\"name\": \"get_weather\"}\n</tool_call>");
    assertThat(content(qwen)).isEmpty();
    assertThat(hasCalls(qwen)).isFalse();

    String llamaRaw = "{\"name\": \"get_weather\"}";
    JsonObject llama = whole("llama3.2:3b", llamaRaw);
    assertThat(content(llama)).isEqualTo(llamaRaw);
    assertThat(hasCalls(llama)).isFalse();
  }

  @Test
  void qwenTextBeforeTheTagStreamsFirstAndTextAfterTheCallIsDiscarded() {
    List<JsonObject> lines =
        streamed(
            "qwen2.5:3b",
            Reply.raw(
                "Checking now. <tool_call>\n{\"name\": \"get_weather\", \"arguments\": "
                    + "{\"city\": \"Lima\"}}\n</tool_call> trailing words"));
    assertThat(lines).extracting(ToolOutputParserTest::content).startsWith("Checking", " now.");
    assertThat(lines.stream().filter(ToolOutputParserTest::hasCalls)).hasSize(1);
    assertThat(lines.stream().map(ToolOutputParserTest::content).reduce("", String::concat))
        .isEqualTo("Checking now. ");
    JsonObject done = lines.get(lines.size() - 1);
    assertThat(done.get("done").getAsBoolean()).isTrue();
  }

  @Test
  void mistralToolCallsTagCarriesSeveralCalls() {
    JsonObject o =
        whole(
            "mistral:7b",
            "[TOOL_CALLS] [{\"name\": \"get_weather\", \"arguments\": {\"city\": \"A\"}}, "
                + "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"B\"}}]");
    assertThat(o.getAsJsonObject("message").getAsJsonArray("tool_calls")).hasSize(2);
    assertThat(
            o.getAsJsonObject("message")
                .getAsJsonArray("tool_calls")
                .get(1)
                .getAsJsonObject()
                .getAsJsonObject("function")
                .get("index")
                .getAsInt())
        .isEqualTo(1);
  }

  @Test
  void withoutToolsTheRawOutputIsPlainContent() {
    sim.enqueue(Reply.raw("<tool_call>{\"name\":\"get_weather\",\"arguments\":{}}</tool_call>"));
    JsonObject o =
        TestHttp.json(TestHttp.chat(sim, TestHttp.chatBody("qwen2.5:3b", "\"stream\":false")));
    assertThat(content(o)).startsWith("<tool_call>");
  }

  @Test
  void aPartialTagIsHeldBackUntilItResolves() {
    ToolOutputParser p = new ToolOutputParser(ToolTag.QWEN, List.of("get_weather"));
    assertThat(p.add("Hello <too").content()).isEqualTo("Hello ");
    assertThat(p.add("l").content()).isEmpty();
    assertThat(p.add("box> done").content()).isEqualTo("<toolbox> done");
  }

  @Test
  void aToolNameThatMightStillGrowIsNotMatchedYet() {
    ToolOutputParser p = new ToolOutputParser(ToolTag.QWEN, List.of("get", "get_weather"));
    p.add("<tool_call>{\"arguments\": {\"city\": \"X\"}, \"name\": \"get");
    ToolOutputParser.Step step = p.add("_weather\"}");
    assertThat(step.calls()).extracting(ToolOutputParser.Call::name).containsExactly("get_weather");
  }

  @Test
  void aToolNameKeyHoldsTheArguments() {
    ToolOutputParser p = new ToolOutputParser(ToolTag.QWEN, List.of("get_weather"));
    ToolOutputParser.Step step = p.add("<tool_call>{\"get_weather\": {\"city\": \"Q\"}}");
    assertThat(step.calls()).hasSize(1);
    assertThat(step.calls().get(0).arguments().get("city").getAsString()).isEqualTo("Q");
    assertThat(p.content()).isEmpty();
  }
}
