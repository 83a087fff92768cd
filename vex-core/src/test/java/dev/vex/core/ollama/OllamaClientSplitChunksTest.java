package dev.vex.core.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The client reads NDJSON lines that span HTTP chunks, as they arrive behind proxies and on slow
 * links: the simulator cuts each line into chunks of a few bytes, inside UTF-8 characters too.
 */
class OllamaClientSplitChunksTest {

  private static ChatRequest.Builder chat() {
    return ChatRequest.builder("qwen2.5:3b").message(Message.user("hi")).stream(true);
  }

  @ParameterizedTest(name = "chunks of {0} bytes")
  @ValueSource(ints = {1, 2, 3, 7, 64})
  void textSplitAcrossChunksArrivesWhole(int bytes) {
    try (OllamaSimulator sim = OllamaSimulator.builder().chunkBytes(bytes).start()) {
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      String text = "Det er 9 °C i Tromsø 🦙 i dag.";
      sim.enqueue(Reply.text(text));
      List<String> streamed = new ArrayList<>();

      ChatResponse r = client.chat(chat().build(), streamed::add);

      assertThat(r.content()).isEqualTo(text);
      assertThat(String.join("", streamed)).isEqualTo(text);
    }
  }

  @Test
  void aToolCallSplitIntoSingleBytesIsReadWhole() {
    try (OllamaSimulator sim = OllamaSimulator.builder().chunkBytes(1).start()) {
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Tromsø\"}"));

      ChatResponse r = client.chat(chat().build());

      assertThat(r.toolCalls())
          .singleElement()
          .satisfies(
              c -> {
                assertThat(c.name()).isEqualTo("get_weather");
                assertThat(c.argumentsMap().get("city")).isEqualTo("Tromsø");
              });
    }
  }
}
