package dev.vex.tools.comms;

import static dev.vex.tools.testing.Call.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.tool.Tool;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

class ChatToolTest {
  @Test
  void theMessageReachesTheHostsSinkUnchanged() throws Exception {
    List<String> sent = new CopyOnWriteArrayList<>();
    List<Tool> tools = List.of(ChatTool.create(sent::add));
    assertThat(call(tools, "send_chat_message", "{\"text\":\" Husk møtet kl. 14! \"}"))
        .isEqualTo("Sent.");
    assertThat(sent).containsExactly("Husk møtet kl. 14!");
  }

  @Test
  void emptyAndOverlongMessagesAreRefusedAndNothingIsSent() {
    List<String> sent = new CopyOnWriteArrayList<>();
    List<Tool> tools = List.of(ChatTool.create(sent::add));
    assertThatThrownBy(() -> call(tools, "send_chat_message", "{\"text\":\"  \"}"))
        .hasMessageContaining("empty");
    assertThatThrownBy(
            () ->
                call(
                    tools,
                    "send_chat_message",
                    "{\"text\":\"" + "x".repeat(ChatTool.MAX_LENGTH + 1) + "\"}"))
        .hasMessageContaining("the limit is 4000");
    assertThat(sent).isEmpty();
  }

  @Test
  void aFailingSinkIsReportedToTheModel() {
    List<Tool> tools =
        List.of(
            ChatTool.create(
                t -> {
                  throw new IllegalStateException("push service down");
                }));
    assertThatThrownBy(() -> call(tools, "send_chat_message", "{\"text\":\"hi\"}"))
        .hasMessageContaining("push service down");
  }
}
