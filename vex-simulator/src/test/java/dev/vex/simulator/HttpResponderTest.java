package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How the simulator frames a streamed reply on the wire. */
class HttpResponderTest {

  private static RawHttp.Response streamedChat(OllamaSimulator sim) throws Exception {
    try (RawHttp raw = new RawHttp(sim.port())) {
      raw.write(RawHttp.request("POST", "/api/chat", TestHttp.chatBody("qwen2.5:3b", "")));
      return raw.read();
    }
  }

  private static List<JsonObject> lines(RawHttp.Response r) {
    List<JsonObject> out = new ArrayList<>();
    for (String line : r.text().split("\n")) {
      out.add(JsonParser.parseString(line).getAsJsonObject());
    }
    return out;
  }

  private static String content(List<JsonObject> lines) {
    StringBuilder sb = new StringBuilder();
    lines.forEach(l -> sb.append(l.getAsJsonObject("message").get("content").getAsString()));
    return sb.toString();
  }

  @Test
  void byDefaultEachNdjsonLineIsOneChunk() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.enqueue(Reply.text("Det er 9 °C i Oslo 🦙"));
      RawHttp.Response r = streamedChat(sim);
      List<JsonObject> lines = lines(r);
      assertThat(r.chunks()).hasSameSizeAs(lines);
      assertThat(r.chunks()).allSatisfy(c -> assertThat(c).endsWith("\n"));
    }
  }

  @Test
  void withChunkBytesLinesSpanChunksAndChunksSplitCharacters() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().chunkBytes(7).start()) {
      // Where a 7-byte cut falls depends on the length of created_at, which varies with the
      // clock. The last token carries 28 bytes of 4-byte characters: three cuts land inside
      // it at three different offsets mod 4, so at least two of them split a character.
      String text = "Det er 9 °C i Oslo 🦙🦙🦙🦙🦙🦙🦙";
      sim.enqueue(Reply.text(text));
      RawHttp.Response r = streamedChat(sim);

      assertThat(r.chunkedTerminated()).isTrue();
      assertThat(r.chunkSizes()).allSatisfy(n -> assertThat(n).isBetween(1, 7));
      List<JsonObject> lines = lines(r);
      assertThat(r.chunks().size()).isGreaterThan(lines.size() * 3);
      // A chunk cut inside a multi-byte character does not decode on its own.
      assertThat(r.chunks()).anySatisfy(c -> assertThat(c).contains("\uFFFD"));
      // Joined, the bytes are the same lines as unsplit: the text arrives whole.
      assertThat(content(lines)).isEqualTo(text);
      assertThat(lines.get(lines.size() - 1).get("done").getAsBoolean()).isTrue();
    }
  }

  @Test
  void aToolCallLineSplitIntoSingleBytesArrivesWhole() throws Exception {
    try (OllamaSimulator sim = OllamaSimulator.builder().chunkBytes(1).start()) {
      sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Tromsø\"}"));
      RawHttp.Response r;
      try (RawHttp raw = new RawHttp(sim.port())) {
        raw.write(
            RawHttp.request(
                "POST",
                "/api/chat",
                TestHttp.chatBody("qwen2.5:3b", TestHttp.tools("get_weather"))));
        r = raw.read();
      }
      assertThat(r.chunkSizes()).containsOnly(1);
      assertThat(lines(r))
          .filteredOn(l -> l.getAsJsonObject("message").has("tool_calls"))
          .singleElement()
          .satisfies(
              l ->
                  assertThat(
                          l.getAsJsonObject("message")
                              .getAsJsonArray("tool_calls")
                              .get(0)
                              .getAsJsonObject()
                              .getAsJsonObject("function")
                              .getAsJsonObject("arguments")
                              .get("city")
                              .getAsString())
                      .isEqualTo("Tromsø"));
    }
  }
}
