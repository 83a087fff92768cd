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

  private static final String TOP = "You are a helpful assistant.";

  /** A model that always delegates, to both specialists at once, whoever it is asked as. */
  private java.util.concurrent.atomic.AtomicInteger alwaysDelegate() {
    java.util.concurrent.atomic.AtomicInteger specialistRequests =
        new java.util.concurrent.atomic.AtomicInteger();
    sim.setDispatcher(
        r -> {
          if (!system(r).equals(TOP)) {
            specialistRequests.incrementAndGet();
          }
          return Reply.toolCalls(
              new dev.vex.simulator.ToolCallSpec(
                  "delegate_to_agent", "{\"agent\":\"a\",\"task\":\"do it\"}"),
              new dev.vex.simulator.ToolCallSpec(
                  "delegate_to_agent", "{\"agent\":\"b\",\"task\":\"do it\"}"));
        });
    return specialistRequests;
  }

  @Test
  void aModelThatAlwaysDelegatesStaysWithinTheTurnsBudgetOfCallsAndModelRequests() {
    // Before the budget, this tree made 366 model requests for one user message.
    java.util.concurrent.atomic.AtomicInteger specialistRequests = alwaysDelegate();
    java.util.List<String> delegations = new java.util.concurrent.CopyOnWriteArrayList<>();
    Delegation delegation =
        Delegation.builder()
            .agentBase(
                () ->
                    agent()
                        .listener(
                            new dev.vex.core.event.AgentListener() {
                              @Override
                              public void toolCallEnded(ToolCallTrace trace) {
                                delegations.add(trace.result());
                              }
                            }))
            .maxDepth(5)
            .maxCallsPerTurn(6)
            .maxModelRequestsPerTurn(12)
            .specialist(Specialist.of("a", "", "A", "qwen2.5:3b").delegatingTo("a", "b"))
            .specialist(Specialist.of("b", "", "B", "qwen2.5:3b").delegatingTo("a"))
            .build();

    AgentReply reply = agent().systemPrompt(TOP).tool(delegation.tool()).build().chat("go");

    long top = sim.chatRequests().stream().filter(r -> system(r).equals(TOP)).count();
    assertThat(specialistRequests.get()).isBetween(1, 12);
    assertThat(sim.chatRequests()).hasSize((int) top + specialistRequests.get());
    assertThat(top).as("the top agent's own rounds").isLessThanOrEqualTo(8);
    assertThat(sim.chatRequests().size()).isLessThanOrEqualTo(8 + 12);
    List<ToolCallTrace> calls = reply.trace().toolCalls();
    assertThat(calls).isNotEmpty();
    assertThat(
            calls.stream()
                .map(ToolCallTrace::result)
                .filter(
                    t -> t.contains("handed out 6 tasks already") || t.contains("model requests")))
        .as("the top agent is told to answer itself once the budget is spent")
        .isNotEmpty();
    // Nobody was handed a task by itself or by a specialist already on its chain.
    for (dev.vex.simulator.RecordedRequest r : sim.chatRequests()) {
      if (system(r).equals("B")) {
        assertThat(r.toolNames()).isEmpty();
      }
    }
  }

  @Test
  void theDelegationTreeEndsWithinTheTopTurnsDeadline() throws Exception {
    java.util.concurrent.atomic.AtomicInteger specialistRequests =
        new java.util.concurrent.atomic.AtomicInteger();
    sim.setDispatcher(
        r -> {
          if (!system(r).equals(TOP)) {
            specialistRequests.incrementAndGet();
          }
          return Reply.toolCall("delegate_to_agent", "{\"agent\":\"a\",\"task\":\"again\"}")
              .withFirstByteDelay(java.time.Duration.ofMillis(400));
        });
    Delegation delegation =
        Delegation.builder()
            .agentBase(() -> agent().maxRounds(50))
            .maxDepth(1)
            .maxCallsPerTurn(100)
            .maxModelRequestsPerTurn(1_000)
            .timeout(java.time.Duration.ofMinutes(5))
            .specialist(Specialist.of("a", "", "A", "qwen2.5:3b").delegatingTo("b"))
            .specialist(Specialist.of("b", "", "B", "qwen2.5:3b"))
            .build();
    dev.vex.core.Agent top =
        agent()
            .systemPrompt(TOP)
            .maxRounds(1)
            .callTimeout(java.time.Duration.ofSeconds(6))
            .tool(delegation.tool())
            .build();

    AgentReply reply =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            java.time.Duration.ofSeconds(30), () -> top.chat("go"));
    int atReturn = sim.chatRequests().size();

    ToolCallTrace call = reply.trace().toolCalls().get(0);
    assertThat(call.ok())
        .as("the specialist's turn ended within the time its caller had left: " + call.result())
        .isTrue();
    assertThat(call.result()).startsWith("Answer from a (its model failed; this is its fallback)");

    // A specialist turn not bound by the top turn's deadline would go on for 50 rounds of 400 ms.
    Thread.sleep(2_000);
    assertThat(sim.chatRequests()).as("no request after the turn ended").hasSize(atReturn);
    assertThat(specialistRequests.get()).as("6 s of 400 ms replies").isBetween(1, 15);
  }
}
