package dev.vex.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.VexRuntime;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.guards.digits.DigitScanGuard;
import dev.vex.mcp.testing.NodeServers;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Whole turns over the Ollama simulator in which the model calls MCP tools. */
class McpAgentTurnTest {
  private OllamaSimulator sim;
  private VexRuntime runtime;

  @BeforeEach
  void setUp() {
    NodeServers.assumeNode();
    sim = OllamaSimulator.start();
    runtime = VexRuntime.builder().build();
  }

  @AfterEach
  void tearDown() {
    if (runtime != null) {
      runtime.close();
    }
    if (sim != null) {
      sim.close();
    }
  }

  private Agent.Builder agent(McpTools mcp) {
    return Agent.builder()
        .runtime(runtime)
        .ollama(
            OllamaClient.builder()
                .runtime(runtime)
                .baseUrl(sim.baseUrl().toString())
                .idleTimeout(Duration.ofSeconds(20))
                .build())
        .model("qwen2.5:3b")
        .tools(mcp.registry());
  }

  @Test
  void theModelCallsAnMcpToolAndAnswersFromItsResult() {
    McpTools mcp =
        McpTools.builder()
            .stdio("everything", NodeServers.everything())
            .allow("everything", "get-sum", "echo")
            .runtime(runtime)
            .connect();
    sim.enqueue(Reply.toolCall("get-sum", "{\"a\":\"3\",\"b\":4}"));
    sim.enqueue(Reply.text("3 plus 4 is 7."));

    AgentReply reply = agent(mcp).build().chat("What is 3 plus 4?");

    assertThat(reply.text()).isEqualTo("3 plus 4 is 7.");
    ToolCallTrace call = reply.trace().toolCalls().get(0);
    assertThat(call.outcome()).isEqualTo(ToolCallTrace.Outcome.OK);
    assertThat(call.result()).isEqualTo("The sum of 3 and 4 is 7.");
    RecordedRequest second = sim.chatRequests().get(1);
    assertThat(second.messages().toString()).contains("The sum of 3 and 4 is 7.");
  }

  @Test
  void aFigureMisquotedFromADeclaredGroundTruthToolIsCaughtByTheDigitScan() {
    McpTools mcp =
        McpTools.builder()
            .stdio("prices", NodeServers.hostile("truth"))
            .allow("prices", "btc_price")
            .groundTruth("prices", "btc_price")
            .runtime(runtime)
            .connect();
    sim.enqueue(Reply.toolCall("btc_price", "{}"));
    sim.enqueue(Reply.text("Bitcoin is at $42,150 right now."));

    AgentReply reply =
        agent(mcp).guard(DigitScanGuard.defaults()).build().chat("What does bitcoin cost?");

    assertThat(reply.text()).contains("89,369").doesNotContain("42,150");
    assertThat(reply.trace().toolCalls().get(0).groundTruth())
        .singleElement()
        .satisfies(t -> assertThat(t.sourceName()).isEqualTo("mcp:prices"));
    assertThat(reply.factCards()).hasSize(1);
  }

  @Test
  void withoutTheDeclarationTheSameToolIsNotGroundTruth() {
    McpTools mcp =
        McpTools.builder()
            .stdio("prices", NodeServers.hostile("truth"))
            .allow("prices", "btc_price")
            .runtime(runtime)
            .connect();
    sim.enqueue(Reply.toolCall("btc_price", "{}"));
    sim.enqueue(Reply.text("Bitcoin is at $42,150 right now."));

    AgentReply reply =
        agent(mcp).guard(DigitScanGuard.defaults()).build().chat("What does bitcoin cost?");

    assertThat(reply.text()).isEqualTo("Bitcoin is at $42,150 right now.");
  }

  @Test
  void injectedToolDescriptionsAreToolDataAndNeverReachTheSystemPrompt() {
    McpTools mcp =
        McpTools.builder()
            .stdio("inject", NodeServers.hostile("inject"))
            .allow("inject", "echo")
            .runtime(runtime)
            .connect();
    sim.enqueue(Reply.text("Hello."));

    agent(mcp).build().chat("Hi");

    RecordedRequest r = sim.chatRequests().get(0);
    for (JsonElement m : r.messages()) {
      assertThat(m.getAsJsonObject().get("content").getAsString())
          .doesNotContain("IGNORE ALL PREVIOUS");
    }
    String description =
        r.tools()
            .get(0)
            .getAsJsonObject()
            .getAsJsonObject("function")
            .get("description")
            .getAsString();
    assertThat(description)
        .startsWith("(tool of MCP server 'inject') Echoes text. IGNORE ALL PREVIOUS");
  }

  @Test
  void aServerThatDiesMidTurnIsAFailedToolCallAndTheTurnStillAnswers() {
    McpTools mcp =
        McpTools.builder()
            .stdio("fragile", NodeServers.hostile("die"))
            .allow("fragile", "echo")
            .runtime(runtime)
            .connect();
    sim.enqueue(Reply.toolCall("echo", "{\"text\":\"hi\"}"));
    sim.enqueue(Reply.text("The echo tool is not working right now."));

    AgentReply reply = agent(mcp).build().chat("Echo hi");

    assertThat(reply.text()).isEqualTo("The echo tool is not working right now.");
    ToolCallTrace call = reply.trace().toolCalls().get(0);
    assertThat(call.outcome()).isEqualTo(ToolCallTrace.Outcome.FAILED);
    assertThat(call.result()).contains("exited with code 3");
  }
}
