package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.StreamHandler;
import dev.vex.simulator.Reply;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * A tool call's arguments are read once a turn: the call the Ollama client read goes back in the
 * next round's history as that same call, not as a copy made by parsing and writing its arguments
 * again (#23: each round used to turn the arguments from text into a tree and back several times).
 */
class ToolArgumentsReadOnceTest extends SimulatorAgentBase {

  /** Records what the agent sent and received, passing everything through. */
  private static final class Recording implements ChatBackend {
    final ChatBackend inner;
    final List<ChatRequest> requests = new CopyOnWriteArrayList<>();
    final List<ChatResponse> responses = new CopyOnWriteArrayList<>();

    Recording(ChatBackend inner) {
      this.inner = inner;
    }

    @Override
    public ChatResponse chat(ChatRequest request, StreamHandler handler) {
      return chat(request, handler, NO_DEADLINE);
    }

    @Override
    public ChatResponse chat(ChatRequest request, StreamHandler handler, long deadlineNanos) {
      requests.add(request);
      ChatResponse r = inner.chat(request, handler, deadlineNanos);
      responses.add(r);
      return r;
    }
  }

  @Test
  void theCallTheClientReadGoesBackInTheHistoryAsItIs() {
    sim.enqueue(Reply.toolCall("get_forecast", "{\"city\":\"Oslo\",\"days\":2}"));
    sim.enqueue(Reply.text("Rain in Oslo in two days."));
    List<Recording> backends = new CopyOnWriteArrayList<>();

    AgentReply reply =
        agent()
            .decorateBackend(
                b -> {
                  Recording r = new Recording(b);
                  backends.add(r);
                  return r;
                })
            .build()
            .chat("Will it rain in Oslo in two days?");

    assertThat(reply.text()).isEqualTo("Rain in Oslo in two days.");
    assertThat(reply.trace().toolCalls()).hasSize(1);
    assertThat(reply.trace().toolCalls().get(0).result()).isEqualTo("Oslo in 2 days: rain");
    assertThat(reply.trace().toolCalls().get(0).arguments())
        .isEqualTo("{\"city\":\"Oslo\",\"days\":2}");
    Recording rec = backends.get(0);
    assertThat(rec.requests).hasSize(2);
    ToolCall read = rec.responses.get(0).toolCalls().get(0);
    assertThat(read.arguments()).isEqualTo("{\"city\":\"Oslo\",\"days\":2}");
    List<Message> history = rec.requests.get(1).messages();
    Message assistant = history.get(history.size() - 2);
    assertThat(assistant.toolCalls()).hasSize(1);
    assertThat(assistant.toolCalls().get(0))
        .as("the history carries the call as read, not a re-parsed copy")
        .isSameAs(read);
    // and the wire still carries the arguments as an object
    assertThat(
            message(chats().get(1), history.size() - 2)
                .getAsJsonArray("tool_calls")
                .get(0)
                .getAsJsonObject()
                .getAsJsonObject("function")
                .getAsJsonObject("arguments")
                .get("days")
                .getAsInt())
        .isEqualTo(2);
  }

  @Test
  void argumentsSentAsAStringStillReachTheHistoryAsAnObject() {
    // written as text with the arguments as a JSON string: Ollama leaves it as content
    sim.enqueue(
        Reply.raw(
            "```json\n{\"name\": \"get_weather\", \"arguments\": \"{\\\"city\\\": \\\"Oslo\\\"}\"}\n```"));
    sim.enqueue(Reply.text("Cloudy."));
    List<Recording> backends = new CopyOnWriteArrayList<>();

    agent()
        .model("llama3.2:3b")
        .decorateBackend(
            b -> {
              Recording r = new Recording(b);
              backends.add(r);
              return r;
            })
        .build()
        .chat("Weather in Oslo?");

    assertThat(weatherCities).containsExactly("Oslo");
    List<Message> history = backends.get(0).requests.get(1).messages();
    ToolCall sent = history.get(history.size() - 2).toolCalls().get(0);
    assertThat(sent.arguments()).isEqualTo("{\"city\":\"Oslo\"}");
    assertThat(
            message(chats().get(1), history.size() - 2)
                .getAsJsonArray("tool_calls")
                .get(0)
                .getAsJsonObject()
                .getAsJsonObject("function")
                .getAsJsonObject("arguments")
                .get("city")
                .getAsString())
        .isEqualTo("Oslo");
  }
}
