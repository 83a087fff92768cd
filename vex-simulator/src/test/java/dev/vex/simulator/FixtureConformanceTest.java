package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The simulator's responses have the field names and JSON types of real recorded Ollama responses
 * (src/test/resources/fixtures/ollama, see PROVENANCE.md there). Where a field is legitimately
 * absent on one side, the test names it and says why.
 */
class FixtureConformanceTest {
  private final OllamaSimulator sim = OllamaSimulator.start();

  @AfterEach
  void close() {
    sim.close();
  }

  private static String fixture(String name) {
    try (InputStream in =
        FixtureConformanceTest.class.getResourceAsStream("/fixtures/ollama/" + name)) {
      assertThat(in).as("fixture " + name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonObject fixtureJson(String name) {
    return JsonParser.parseString(fixture(name)).getAsJsonObject();
  }

  /**
   * Compares shapes. {@code newer}: paths the simulator has and the older recording lacks. {@code
   * omitted}: paths the recording has and the simulator legitimately omits. {@code nullInRecord}:
   * paths the recording has as null where the simulator has a value.
   */
  private static List<String> shapeDifferences(
      String path,
      JsonElement recorded,
      JsonElement simulated,
      Set<String> newer,
      Set<String> omitted,
      Set<String> nullInRecord) {
    List<String> diffs = new ArrayList<>();
    String want = GoJson.typeName(recorded);
    String got = GoJson.typeName(simulated);
    if (!want.equals(got)) {
      if (!(want.equals("null") && nullInRecord.contains(path))) {
        diffs.add(path + ": recorded " + want + ", simulated " + got);
      }
      return diffs;
    }
    if (recorded.isJsonObject()) {
      JsonObject r = recorded.getAsJsonObject();
      JsonObject s = simulated.getAsJsonObject();
      for (Map.Entry<String, JsonElement> e : r.entrySet()) {
        String p = path.isEmpty() ? e.getKey() : path + "." + e.getKey();
        if (!s.has(e.getKey())) {
          if (!omitted.contains(p)) {
            diffs.add(p + ": missing from the simulator");
          }
          continue;
        }
        diffs.addAll(
            shapeDifferences(p, e.getValue(), s.get(e.getKey()), newer, omitted, nullInRecord));
      }
      for (String key : s.keySet()) {
        String p = path.isEmpty() ? key : path + "." + key;
        if (!r.has(key) && !newer.contains(p)) {
          diffs.add(p + ": not in the recording");
        }
      }
    } else if (recorded.isJsonArray()
        && !recorded.getAsJsonArray().isEmpty()
        && !simulated.getAsJsonArray().isEmpty()) {
      diffs.addAll(
          shapeDifferences(
              path + "[]",
              recorded.getAsJsonArray().get(0),
              simulated.getAsJsonArray().get(0),
              newer,
              omitted,
              nullInRecord));
    }
    return diffs;
  }

  @Test
  void nonStreamedChatHasTheRecordedShape() {
    sim.enqueue(Reply.text("Hello! How are you today?"));
    JsonObject simulated =
        TestHttp.json(TestHttp.chat(sim, TestHttp.chatBody("llama3.2:3b", "\"stream\":false")));
    // done_reason: the docs example predates it; current Ollama always sends it when done.
    assertThat(
            shapeDifferences(
                "",
                fixtureJson("chat_nonstream.json"),
                simulated,
                Set.of("done_reason"),
                Set.of(),
                Set.of()))
        .isEmpty();
  }

  @Test
  void streamedChatLinesHaveTheRecordedShapeAndKeyOrder() {
    String[] recorded = fixture("chat_stream.ndjson").split("\n");
    sim.enqueue(Reply.text("The answer is: 2"));
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody("llama3.2:3b", ""));
    assertThat(r.body()).endsWith("\n");
    String[] simulated = r.body().split("\n");
    assertThat(simulated).hasSize(5);
    JsonObject recordedDelta = JsonParser.parseString(recorded[0]).getAsJsonObject();
    JsonObject recordedDone =
        JsonParser.parseString(recorded[recorded.length - 1]).getAsJsonObject();
    for (int i = 0; i < simulated.length - 1; i++) {
      JsonObject line = JsonParser.parseString(simulated[i]).getAsJsonObject();
      assertThat(shapeDifferences("", recordedDelta, line, Set.of(), Set.of(), Set.of())).isEmpty();
      assertThat(List.copyOf(line.keySet())).isEqualTo(List.copyOf(recordedDelta.keySet()));
    }
    JsonObject done = JsonParser.parseString(simulated[simulated.length - 1]).getAsJsonObject();
    assertThat(shapeDifferences("", recordedDone, done, Set.of(), Set.of(), Set.of())).isEmpty();
    // Key order: the 2024 capture has done_reason before done; the Go struct at HEAD (and the
    // protocol notes) put done first. Same set of keys either way.
    assertThat(done.keySet()).isEqualTo(recordedDone.keySet());
  }

  @Test
  void toolCallReplyHasTheRecordedShape() {
    sim.enqueue(
        Reply.toolCall(
            "get_current_weather", "{\"format\":\"celsius\",\"location\":\"Paris, FR\"}"));
    JsonObject simulated =
        TestHttp.json(
            TestHttp.chat(
                sim,
                TestHttp.chatBody(
                    "llama3.2:3b", "\"stream\":false," + TestHttp.tools("get_current_weather"))));
    // id (>= 0.12.10) and an always-present index (>= 0.12.6) are newer than the recording.
    assertThat(
            shapeDifferences(
                "",
                fixtureJson("chat_tool_call.json"),
                simulated,
                Set.of("message.tool_calls[].id", "message.tool_calls[].function.index"),
                Set.of(),
                Set.of()))
        .isEmpty();
  }

  @Test
  void toolCallReplyOfAnOlderVersionMatchesTheRecordingExactly() {
    try (OllamaSimulator old = OllamaSimulator.builder().version("0.3.0").start()) {
      old.enqueue(
          Reply.toolCall(
              "get_current_weather", "{\"format\":\"celsius\",\"location\":\"Paris, FR\"}"));
      JsonObject simulated =
          TestHttp.json(TestHttp.chat(old, TestHttp.chatBody("llama3.2:3b", "\"stream\":false")));
      assertThat(
              shapeDifferences(
                  "", fixtureJson("chat_tool_call.json"), simulated, Set.of(), Set.of(), Set.of()))
          .isEmpty();
    }
  }

  @Test
  void tagsHaveTheRecordedShape() {
    JsonObject simulated = TestHttp.json(TestHttp.get(sim, "/api/tags"));
    // model, capabilities and details.parent_model are newer than the docs example;
    // details.families was null for those models and is a list today.
    assertThat(
            shapeDifferences(
                "",
                fixtureJson("tags.json"),
                simulated,
                Set.of("models[].model", "models[].capabilities", "models[].details.parent_model"),
                Set.of(),
                Set.of("models[].details.families")))
        .isEmpty();
  }

  @Test
  void showHasTheRecordedShape() {
    JsonObject simulated =
        TestHttp.json(TestHttp.post(sim, "/api/show", "{\"model\":\"gemma3:4b\"}"));
    JsonObject recorded = fixtureJson("show_gemma3.json");
    // license is omitempty (the simulated models have none); the docs example leaves out
    // modelfile and template. model_info keys depend on the architecture: compared where shared.
    JsonObject recordedInfo = recorded.remove("model_info").getAsJsonObject();
    JsonObject simulatedInfo = simulated.remove("model_info").getAsJsonObject();
    assertThat(
            shapeDifferences(
                "",
                recorded,
                simulated,
                Set.of("modelfile", "template"),
                Set.of("license"),
                Set.of()))
        .isEmpty();
    List<String> shared = new ArrayList<>(simulatedInfo.keySet());
    shared.retainAll(recordedInfo.keySet());
    assertThat(shared).contains("general.architecture", "gemma3.context_length");
    for (String key : shared) {
      assertThat(GoJson.typeName(simulatedInfo.get(key)))
          .as(key)
          .isEqualTo(GoJson.typeName(recordedInfo.get(key)));
    }
    assertThat(simulated.getAsJsonArray("capabilities"))
        .isEqualTo(recorded.getAsJsonArray("capabilities"));
  }

  @Test
  void modelNotFoundHasTheRecordedShape() {
    HttpResponse<String> r = TestHttp.chat(sim, TestHttp.chatBody("llama3", ""));
    assertThat(r.statusCode()).isEqualTo(404);
    // The message lost ", try pulling it first" after 0.3.x; the shape is the same.
    assertThat(
            shapeDifferences(
                "",
                fixtureJson("error_model_not_found.json"),
                TestHttp.json(r),
                Set.of(),
                Set.of(),
                Set.of()))
        .isEmpty();
    assertThat(r.body()).isEqualTo("{\"error\":\"model 'llama3' not found\"}");
  }
}
