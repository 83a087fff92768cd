package dev.vex.tools.delegation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.AgentReply;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.tools.testing.SimulatorBase;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Specialists run their own turns against the simulator, each with its own prompt and model. */
class DelegationTest extends SimulatorBase {
  private final Tool fares =
      Tool.of(
          "ferry_fares",
          "Ferry fares",
          ObjectSchema.empty(),
          args -> "Hirtshals–Kristiansand: 1 240 NOK");

  @Test
  void theSpecialistAnswersWithItsOwnPromptModelAndToolsAndTheAnswerReachesTheUser() {
    sim.setDispatcher(
        r -> {
          String system = system(r);
          if (system.equals("You plan trips.")) {
            return hasToolResults(r)
                ? Reply.text("The ferry costs 1 240 NOK.")
                : Reply.toolCall("ferry_fares", "{}");
          }
          return hasToolResults(r)
              ? Reply.text("The travel planner says: the ferry costs 1 240 NOK.")
              : Reply.toolCall(
                  "delegate_to_agent",
                  "{\"agent\":\"travel\",\"task\":\"Ferry price to Denmark?\"}");
        });
    Delegation delegation =
        Delegation.builder()
            .agentBase(() -> agent())
            .specialist(
                Specialist.of(
                    "travel", "trips and ferries", "You plan trips.", "llama3.2:3b", fares))
            .build();

    AgentReply reply = agent().tool(delegation.tool()).build().chat("What does the ferry cost?");

    assertThat(reply.text()).isEqualTo("The travel planner says: the ferry costs 1 240 NOK.");
    ToolCallTrace call = reply.trace().toolCalls().get(0);
    assertThat(call.result()).isEqualTo("Answer from travel:\nThe ferry costs 1 240 NOK.");
    List<RecordedRequest> specialist =
        sim.chatRequests().stream().filter(r -> system(r).equals("You plan trips.")).toList();
    assertThat(specialist).hasSize(2);
    assertThat(specialist.get(0).model()).isEqualTo("llama3.2:3b");
    assertThat(specialist.get(0).toolNames()).containsExactly("ferry_fares");
    assertThat(specialist.get(0).lastMessage().get("content").getAsString())
        .isEqualTo("Ferry price to Denmark?");
  }

  @Test
  void aCycleBackToASpecialistOnTheChainIsRefused() {
    // a delegates to b, b tries to delegate back to a: b is not even offered a.
    sim.setDispatcher(
        r -> {
          String system = system(r);
          if (hasToolResults(r)) {
            return Reply.text("done by " + system);
          }
          if (system.equals("A")) {
            return Reply.toolCall("delegate_to_agent", "{\"agent\":\"b\",\"task\":\"help\"}");
          }
          if (system.equals("B")) {
            return Reply.toolCall("delegate_to_agent", "{\"agent\":\"a\",\"task\":\"loop\"}");
          }
          return Reply.toolCall("delegate_to_agent", "{\"agent\":\"a\",\"task\":\"start\"}");
        });
    Delegation delegation =
        Delegation.builder()
            .agentBase(() -> agent())
            .maxDepth(5)
            .specialist(Specialist.of("a", "", "A", "qwen2.5:3b").delegatingTo("b"))
            .specialist(Specialist.of("b", "", "B", "qwen2.5:3b").delegatingTo("a"))
            .build();

    AgentReply reply = agent().tool(delegation.tool()).build().chat("go");

    List<RecordedRequest> fromB =
        sim.chatRequests().stream().filter(r -> system(r).equals("B")).toList();
    assertThat(fromB).hasSize(2);
    assertThat(fromB.get(0).toolNames())
        .as("b is offered no delegation: its only target, a, is already on the chain")
        .isEmpty();
    String bSawAfterItsCall = fromB.get(1).lastMessage().get("content").getAsString();
    assertThat(bSawAfterItsCall).contains("there is no tool named \"delegate_to_agent\"");
    assertThat(sim.chatRequests().stream().filter(r -> system(r).equals("A")).count())
        .as("a ran once: the cycle never reached it again")
        .isEqualTo(2);
    assertThat(reply.trace().toolCalls().get(0).ok()).isTrue();
  }

  @Test
  void theDepthLimitStopsTheChain() {
    sim.setDispatcher(
        r -> {
          String system = system(r);
          if (hasToolResults(r)) {
            return Reply.text("done by " + system);
          }
          return switch (system) {
            case "A" -> Reply.toolCall("delegate_to_agent", "{\"agent\":\"b\",\"task\":\"x\"}");
            case "B" -> Reply.toolCall("delegate_to_agent", "{\"agent\":\"c\",\"task\":\"x\"}");
            case "C" -> Reply.text("C answered");
            default -> Reply.toolCall("delegate_to_agent", "{\"agent\":\"a\",\"task\":\"x\"}");
          };
        });
    Delegation delegation =
        Delegation.builder()
            .agentBase(() -> agent())
            .maxDepth(2)
            .specialist(Specialist.of("a", "", "A", "qwen2.5:3b").delegatingTo("b"))
            .specialist(Specialist.of("b", "", "B", "qwen2.5:3b").delegatingTo("c"))
            .specialist(Specialist.of("c", "", "C", "qwen2.5:3b"))
            .build();

    agent().tool(delegation.tool()).build().chat("go");

    assertThat(sim.chatRequests().stream().filter(r -> system(r).equals("C")).count())
        .as("depth 2 allows top → a → b, never c")
        .isZero();
    RecordedRequest b =
        sim.chatRequests().stream().filter(r -> system(r).equals("B")).findFirst().orElseThrow();
    assertThat(b.toolNames()).isEmpty();
  }

  @Test
  void unknownSpecialistsAreRefusedWithTheChoices() {
    sim.setDispatcher(
        r ->
            hasToolResults(r)
                ? Reply.text("ok")
                : Reply.toolCall("delegate_to_agent", "{\"agent\":\"lawyer\",\"task\":\"sue\"}"));
    Delegation delegation =
        Delegation.builder()
            .agentBase(() -> agent())
            .specialist(Specialist.of("travel", "", "T", "qwen2.5:3b"))
            .build();

    AgentReply reply = agent().tool(delegation.tool()).build().chat("go");

    assertThat(reply.trace().toolCalls().get(0).result())
        .contains("there is no specialist named 'lawyer' here; choose one of: travel");
  }

  @Test
  void aSpecialistDelegatingToAnUnknownOneIsAConfigurationError() {
    assertThatThrownBy(
            () ->
                Delegation.builder()
                    .specialist(Specialist.of("a", "", "A", "m").delegatingTo("ghost"))
                    .build())
        .hasMessageContaining("delegates to unknown specialist ghost");
  }
}
