package dev.vex.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.guards.Guards;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import dev.vex.tools.sandbox.SandboxRunner;
import dev.vex.tools.testing.SimulatorBase;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real file on disk read by {@code read_file} through the simulator: with the default guards, a
 * figure the reply misquotes from the file is corrected, and an honest reply passes unchanged.
 */
class ToolResultFiguresAgentTest extends SimulatorBase {
  @TempDir Path ws;

  private AgentReply turn(String answer) throws Exception {
    Files.writeString(
        ws.resolve("budget.txt"),
        "Rent: 12 500 kr\nFood: 4 200 kr\nTransport: 890 kr\nTotal: 17 590 kr\n");
    Files.writeString(ws.resolve("test.log"), "Run finished: 118 passed, 3 failed, 2 skipped\n");
    sim.setDispatcher(
        r -> {
          if (hasToolResults(r)) {
            return Reply.text(answer);
          }
          return Reply.toolCalls(
              ToolCallSpec.of("read_file", "{\"path\":\"budget.txt\"}"),
              ToolCallSpec.of("read_file", "{\"path\":\"test.log\"}"));
        });
    Agent.Builder b = agent();
    Guards.defaults().forEach(b::guard);
    return Tools.builder()
        .workspace(ws)
        .sandbox(SandboxRunner.refusing("not in this test"))
        .build()
        .applyTo(b)
        .build()
        .chat("What do I spend on food, and how did the tests go?");
  }

  @Test
  void aFigureMisquotedFromAFileIsCorrectedToTheFile() throws Exception {
    AgentReply reply = turn("You spend 4 800 kr on food. 118 tests passed and 2 failed.");
    assertThat(reply.text())
        .isEqualTo("You spend 4 200 kr on food. 118 tests passed and 3 failed.");
  }

  @Test
  void anHonestReplyAboutTheFilePassesUnchanged() throws Exception {
    String honest =
        "Food is 4 200 kr of about 17 600 kr in all. 118 passed, 3 failed and 2 were skipped.";
    assertThat(turn(honest).text()).isEqualTo(honest);
  }
}
