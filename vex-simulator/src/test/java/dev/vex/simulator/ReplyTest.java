package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Each scripted reply kind, over real HTTP. */
class ReplyTest {
  private static final String QWEN = "qwen2.5:3b";
  private final OllamaSimulator sim = OllamaSimulator.start();

  @AfterEach
  void close() {
    sim.close();
  }

  private RawHttp.Response rawChat(String body) throws Exception {
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(RawHttp.request("POST", "/api/chat", body));
      return raw.read();
    }
  }

  @Test
  void textStreamsOneWordPerChunkedLineThenADoneLineWithMetrics() throws Exception {
    sim.enqueue(Reply.text("The answer is: 2"));
    RawHttp.Response r = rawChat(TestHttp.chatBody(QWEN, ""));
    assertThat(r.status()).isEqualTo(200);
    assertThat(r.headers())
        .containsEntry("content-type", "application/x-ndjson")
        .containsEntry("transfer-encoding", "chunked")
        .doesNotContainKey("content-length");
    assertThat(r.chunkedTerminated()).isTrue();
    assertThat(r.chunks()).hasSize(5).allSatisfy(c -> assertThat(c).endsWith("}\n"));
    assertThat(r.chunks()).allSatisfy(c -> assertThat(c.indexOf('\n')).isEqualTo(c.length() - 1));
    assertThat(r.chunks().get(1))
        .matches(
            "\\{\"model\":\"qwen2.5:3b\",\"created_at\":\"\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d"
                + "(\\.\\d{1,9})?Z\",\"message\":\\{\"role\":\"assistant\",\"content\":\" answer\"\\},"
                + "\"done\":false\\}\n");
    assertThat(r.chunks().get(4))
        .matches(
            "\\{\"model\":\"qwen2.5:3b\",\"created_at\":\"[^\"]+\",\"message\":\\{\"role\":"
                + "\"assistant\",\"content\":\"\"\\},\"done\":true,\"done_reason\":\"stop\","
                + "\"total_duration\":\\d+,\"load_duration\":\\d+,\"prompt_eval_count\":\\d+,"
                + "\"prompt_eval_duration\":\\d+,\"eval_count\":4,\"eval_duration\":\\d+\\}\n");
  }

  @Test
  void chunksStreamExactlyTheGivenDeltasAndJoinWithoutStreaming() throws Exception {
    sim.enqueue(Reply.chunks(List.of("Done. <", "tool_", "call>", "{\"a\": 1}")));
    RawHttp.Response r = rawChat(TestHttp.chatBody(QWEN, ""));
    assertThat(r.chunks()).hasSize(5);
    List<String> contents =
        r.chunks().subList(0, 4).stream()
            .map(c -> JsonParser.parseString(c).getAsJsonObject())
            .map(o -> o.getAsJsonObject("message").get("content").getAsString())
            .toList();
    assertThat(contents).containsExactly("Done. <", "tool_", "call>", "{\"a\": 1}");

    sim.enqueue(Reply.chunks(List.of("Done. ", "Yes.")));
    JsonObject whole =
        TestHttp.json(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false")));
    assertThat(whole.getAsJsonObject("message").get("content").getAsString())
        .isEqualTo("Done. Yes.");
  }

  @Test
  void nonStreamedTextIsOneJsonObject() {
    sim.enqueue(Reply.text("Hello there"));
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false"));
    assertThat(r.headers().firstValue("content-type")).hasValue("application/json; charset=utf-8");
    assertThat(r.body()).doesNotContain("\n");
    JsonObject o = TestHttp.json(r);
    assertThat(o.keySet())
        .containsExactly(
            "model",
            "created_at",
            "message",
            "done",
            "done_reason",
            "total_duration",
            "load_duration",
            "prompt_eval_count",
            "prompt_eval_duration",
            "eval_count",
            "eval_duration");
    assertThat(o.getAsJsonObject("message").get("content").getAsString()).isEqualTo("Hello there");
  }

  @Test
  void modelIsEchoedAsSent() {
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody("LLaVA:7b", "\"stream\":false"));
    assertThat(TestHttp.json(r).get("model").getAsString()).isEqualTo("LLaVA:7b");
  }

  @Test
  void contentIsEscapedAsGoDoes() throws Exception {
    sim.enqueue(Reply.text("<think>a&b</think> x='1' y=2"));
    String body = rawChat(TestHttp.chatBody(QWEN, "\"stream\":false")).text();
    assertThat(body)
        .contains("\"content\":\"\\u003cthink\\u003ea\\u0026b\\u003c/think\\u003e x='1' y=2\"");
  }

  @Test
  void streamedToolCallsArriveInTheirOwnChunkBeforeDone() throws Exception {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Tokyo\",\"days\":3}"));
    RawHttp.Response r = rawChat(TestHttp.chatBody(QWEN, TestHttp.tools("get_weather")));
    assertThat(r.chunks()).hasSize(2);
    assertThat(r.chunks().get(0))
        .matches(
            "\\{\"model\":\"qwen2.5:3b\",\"created_at\":\"[^\"]+\",\"message\":\\{\"role\":"
                + "\"assistant\",\"content\":\"\",\"tool_calls\":\\[\\{\"id\":\"call_[a-z0-9]{8}\","
                + "\"function\":\\{\"index\":0,\"name\":\"get_weather\",\"arguments\":"
                + "\\{\"city\":\"Tokyo\",\"days\":3\\}\\}\\}\\]\\},\"done\":false\\}\n");
    JsonObject done = JsonParser.parseString(r.chunks().get(1)).getAsJsonObject();
    assertThat(done.get("done").getAsBoolean()).isTrue();
    assertThat(done.get("done_reason").getAsString()).isEqualTo("stop");
    assertThat(done.getAsJsonObject("message").has("tool_calls")).isFalse();
  }

  @Test
  void severalToolCallsGetIndicesInSeparateChunks() {
    sim.enqueue(Reply.toolCalls(ToolCallSpec.of("a", "{}"), ToolCallSpec.of("b", "{\"x\":\"1\"}")));
    List<JsonObject> lines = TestHttp.lines(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "")));
    assertThat(lines).hasSize(3);
    assertThat(call(lines.get(0)).get("index").getAsInt()).isZero();
    assertThat(call(lines.get(1)).get("index").getAsInt()).isEqualTo(1);
    assertThat(call(lines.get(1)).get("name").getAsString()).isEqualTo("b");
  }

  private static JsonObject call(JsonObject line) {
    return line.getAsJsonObject("message")
        .getAsJsonArray("tool_calls")
        .get(0)
        .getAsJsonObject()
        .getAsJsonObject("function");
  }

  @Test
  void leadingTextStreamsBeforeTheToolCallsAndIsKeptWithThemWithoutStreaming() {
    Reply reply =
        Reply.textThenToolCalls(
            "Let me check.", ToolCallSpec.of("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(reply);
    sim.enqueue(reply);
    List<JsonObject> lines = TestHttp.lines(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "")));
    assertThat(lines)
        .extracting(l -> l.getAsJsonObject("message").get("content").getAsString())
        .containsExactly("Let", " me", " check.", "", "");
    assertThat(lines.get(3).getAsJsonObject("message").has("tool_calls")).isTrue();

    JsonObject whole =
        TestHttp.json(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false")));
    JsonObject message = whole.getAsJsonObject("message");
    assertThat(message.get("content").getAsString()).isEqualTo("Let me check.");
    assertThat(message.getAsJsonArray("tool_calls")).hasSize(1);
    assertThat(whole.get("done_reason").getAsString()).isEqualTo("stop");
  }

  @Test
  void olderVersionsOmitTheIdAndAZeroIndex() {
    try (OllamaSimulator old = OllamaSimulator.builder().version("0.12.5").start()) {
      old.enqueue(Reply.toolCalls(ToolCallSpec.of("a", "{}"), ToolCallSpec.of("b", "{}")));
      String body = TestHttp.chat(old, TestHttp.chatBody(QWEN, "\"stream\":false")).body();
      assertThat(body)
          .contains(
              "\"tool_calls\":[{\"function\":{\"name\":\"a\",\"arguments\":{}}},"
                  + "{\"function\":{\"index\":1,\"name\":\"b\",\"arguments\":{}}}]");
    }
  }

  @Test
  void argumentNumbersAreWrittenAsGoFloat64() {
    sim.enqueue(
        Reply.toolCall("f", "{\"a\":3.0,\"b\":1e21,\"c\":0.5,\"d\":\"3\",\"e\":[true,null]}"));
    String body = TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false")).body();
    assertThat(body)
        .contains("\"arguments\":{\"a\":3,\"b\":1e+21,\"c\":0.5,\"d\":\"3\",\"e\":[true,null]}");
  }

  @Test
  void thinkingStreamsBeforeContentUnlessTheRequestTurnsItOff() {
    Reply reply = Reply.text("Four.").withThinking("Two plus two");
    sim.enqueue(reply);
    sim.enqueue(reply);
    List<JsonObject> lines =
        TestHttp.lines(TestHttp.chat(sim, TestHttp.chatBody("qwen3:4b", "\"think\":true")));
    assertThat(lines.get(0).toString())
        .contains("\"message\":{\"role\":\"assistant\",\"content\":\"\",\"thinking\":\"Two\"}");
    assertThat(lines).hasSize(5);
    assertThat(lines.get(3).getAsJsonObject("message").get("content").getAsString())
        .isEqualTo("Four.");

    JsonObject off =
        TestHttp.json(
            TestHttp.chat(sim, TestHttp.chatBody("qwen3:4b", "\"think\":false,\"stream\":false")));
    assertThat(off.getAsJsonObject("message").has("thinking")).isFalse();
  }

  @Test
  void lengthEndsWithDoneReasonLength() {
    sim.enqueue(Reply.length("It was a dark and"));
    List<JsonObject> lines = TestHttp.lines(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "")));
    JsonObject done = lines.get(lines.size() - 1);
    assertThat(done.get("done_reason").getAsString()).isEqualTo("length");
  }

  @Test
  void midStreamErrorSendsAnErrorLineAndNoDoneLine() throws Exception {
    sim.enqueue(Reply.midStreamError("Partial answer", "model runner has unexpectedly stopped"));
    RawHttp.Response r = rawChat(TestHttp.chatBody(QWEN, ""));
    assertThat(r.status()).isEqualTo(200);
    assertThat(r.chunks()).hasSize(3);
    assertThat(r.chunks().get(2))
        .isEqualTo("{\"error\":\"model runner has unexpectedly stopped\"}\n");
    assertThat(r.text()).doesNotContain("\"done\":true");
    assertThat(r.chunkedTerminated()).isTrue();
  }

  @Test
  void midStreamErrorWithoutStreamingIsA500() {
    sim.enqueue(Reply.midStreamError("Partial", "boom"));
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false"));
    assertThat(r.statusCode()).isEqualTo(500);
    assertThat(r.body()).isEqualTo("{\"error\":\"boom\"}");
  }

  @Test
  void dropClosesTheConnectionWithoutTheTerminatingChunk() throws Exception {
    sim.enqueue(Reply.drop("Half an"));
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(RawHttp.request("POST", "/api/chat", TestHttp.chatBody(QWEN, "")));
      RawHttp.Response r = raw.read();
      assertThat(r.chunks()).hasSize(2);
      assertThat(r.chunkedTerminated()).isFalse();
      assertThat(raw.closedByServer()).isTrue();
    }
  }

  @Test
  void dropWithoutStreamingClosesBeforeAnyByte() throws Exception {
    sim.enqueue(Reply.drop("x"));
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(RawHttp.request("POST", "/api/chat", TestHttp.chatBody(QWEN, "\"stream\":false")));
      assertThat(raw.closedByServer()).isTrue();
    }
  }

  @Test
  void stallSendsNothingForItsDurationThenCloses() throws Exception {
    sim.enqueue(Reply.stall(Duration.ofMillis(300)));
    try (RawHttp raw = new RawHttp(sim.port())) {
      long start = System.nanoTime();
      raw.write(RawHttp.request("POST", "/api/chat", TestHttp.chatBody(QWEN, "")));
      assertThat(raw.closedByServer()).isTrue();
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isGreaterThanOrEqualTo(Duration.ofMillis(290));
    }
  }

  @Test
  void firstByteDelayHoldsBackTheStatusLineToo() throws Exception {
    sim.enqueue(Reply.text("hi").withFirstByteDelay(Duration.ofMillis(300)));
    RawHttp.Response r = rawChat(TestHttp.chatBody(QWEN, ""));
    assertThat(Duration.ofNanos(r.firstByteNanos())).isGreaterThanOrEqualTo(Duration.ofMillis(290));
    JsonObject done =
        JsonParser.parseString(r.chunks().get(r.chunks().size() - 1)).getAsJsonObject();
    assertThat(done.get("load_duration").getAsLong()).isGreaterThanOrEqualTo(290_000_000L);
  }

  @Test
  void builderDelaysApplyToEveryReply() throws Exception {
    try (OllamaSimulator slow =
        OllamaSimulator.builder()
            .firstByteDelay(Duration.ofMillis(150))
            .tokenDelay(Duration.ofMillis(50))
            .start()) {
      slow.enqueue(Reply.text("one two three"));
      long start = System.nanoTime();
      TestHttp.chat(slow, TestHttp.chatBody(QWEN, ""));
      // 150 ms before the first line, then 50 ms before each of the 3 following lines
      assertThat(Duration.ofNanos(System.nanoTime() - start))
          .isGreaterThanOrEqualTo(Duration.ofMillis(290));
    }
  }

  @Test
  void errorReplyIsAnHttpErrorWithAJsonBody() {
    sim.enqueue(Reply.error(500, "llama runner process has terminated: exit status 2"));
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody(QWEN, ""));
    assertThat(r.statusCode()).isEqualTo(500);
    assertThat(r.headers().firstValue("content-type")).hasValue("application/json; charset=utf-8");
    assertThat(r.body())
        .isEqualTo("{\"error\":\"llama runner process has terminated: exit status 2\"}");
  }

  @Test
  void countsCanBeScripted() {
    sim.enqueue(Reply.text("x").withEvalCount(77).withPromptEvalCount(2047));
    JsonObject o = TestHttp.json(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false")));
    assertThat(o.get("eval_count").getAsInt()).isEqualTo(77);
    assertThat(o.get("prompt_eval_count").getAsInt()).isEqualTo(2047);
  }

  @Test
  void promptEvalCountIsSilentlyCappedAtNumCtx() {
    String longText = "word ".repeat(4000);
    String body =
        "{\"model\":\"qwen2.5:3b\",\"stream\":false,\"options\":{\"num_ctx\":2048},"
            + "\"messages\":[{\"role\":\"user\",\"content\":\""
            + longText
            + "\"}]}";
    HttpResponse<String> r = TestHttp.chat(sim, body);
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(TestHttp.json(r).get("prompt_eval_count").getAsInt()).isEqualTo(2048);
  }

  @Test
  void theQueueIsFifoAndTheDispatcherAnswersWhenItIsEmpty() {
    sim.enqueue(Reply.text("first"));
    sim.enqueue(Reply.text("second"));
    assertThat(content(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false"))))
        .isEqualTo("first");
    assertThat(sim.pendingReplies()).isEqualTo(1);
    assertThat(content(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false"))))
        .isEqualTo("second");
    assertThat(content(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false"))))
        .isEqualTo("(simulator) no scripted reply");
    sim.setDispatcher(req -> Reply.text("echo " + req.lastMessage().get("content").getAsString()));
    assertThat(content(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "\"stream\":false"))))
        .isEqualTo("echo hi");
  }

  @Test
  void aFailingDispatcherGivesA500NamingTheProblem() {
    sim.setDispatcher(req -> null);
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody(QWEN, ""));
    assertThat(r.statusCode()).isEqualTo(500);
    assertThat(r.body()).contains("dispatcher returned null");
    sim.setDispatcher(
        req -> {
          throw new IllegalStateException("oops");
        });
    assertThat(TestHttp.chat(sim, TestHttp.chatBody(QWEN, "")).body()).contains("oops");
  }

  @Test
  void repliesRejectInvalidScripts() {
    assertThatThrownBy(() -> Reply.toolCall("f", "[1]"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("JSON object");
    assertThatThrownBy(() -> Reply.toolCall("f", "{bad"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Reply.error(200, "x")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(Reply::toolCalls).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Reply.text("x").withTokenDelay(Duration.ofMillis(-1)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static String content(HttpResponse<String> r) {
    return TestHttp.json(r).getAsJsonObject("message").get("content").getAsString();
  }
}
