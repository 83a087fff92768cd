package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.AgentReply;
import dev.vex.core.recovery.RecoveryStep;
import dev.vex.core.recovery.RecoverySteps;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.RecoveryTrace;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** Recovery is an ordered list of small steps the host can drop, reorder and add to. */
class RecoveryStepsTest extends SimulatorAgentBase {
  // Ollama's words when the runner crashes (server/routes.go, as recorded in the 500 fixtures).
  private static final String RUNNER_STOPPED =
      "model runner has unexpectedly stopped, this may be due to resource limitations or an"
          + " internal error, check ollama server logs for details";

  private final List<String> mails = new CopyOnWriteArrayList<>();
  private final Tool sendEmail =
      Tool.of(
          "send_email",
          "Send an email",
          ObjectSchema.builder().requiredString("to", "Recipient").build(),
          args -> {
            mails.add(args.string("to"));
            return "sent";
          });

  @Test
  void aFiveHundredSwitchesToTheNextModelAndTheTraceSaysSo() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.text("Hello from llama."));

    AgentReply reply = agent().toolsModels("qwen2.5:3b", "llama3.2:3b").build().chat("hi");

    assertThat(reply.text()).isEqualTo("Hello from llama.");
    assertThat(chats()).extracting(r -> r.model()).containsExactly("qwen2.5:3b", "llama3.2:3b");
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step, RecoveryTrace::action)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "next-model", "model 'qwen2.5:3b' failed; switched to 'llama3.2:3b'"));
  }

  @Test
  void theReducedToolsRetryNeverOffersFewerThanTheCriticalTools() {
    sim.enqueue(
        Reply.error(
            500,
            "error parsing tool call: raw='{\"name\":\"get_forecast\",', err=unexpected end of JSON"
                + " input"));
    sim.enqueue(Reply.toolCall("send_email", "{\"to\":\"boss@example.com\"}"));
    sim.enqueue(Reply.text("Sent."));

    AgentReply reply =
        agent()
            .tool(sendEmail)
            .recovery(List.of(RecoverySteps.reducedTools("send_email")))
            .build()
            .chat("email my boss the forecast");

    assertThat(reply.text()).isEqualTo("Sent.");
    assertThat(chats().get(0).toolNames())
        .containsExactlyInAnyOrder("get_weather", "get_forecast", "send_email");
    assertThat(chats().get(1).toolNames()).containsExactly("send_email");
    assertThat(mails).containsExactly("boss@example.com");
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step)
        .containsExactly("reduced-tools");
  }

  @Test
  void withoutCriticalToolsTheReducedRetryKeepsTheToolsThatWorked() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.error(500, "error parsing tool call"));
    sim.enqueue(Reply.text("Oslo: 11 °C."));

    AgentReply reply = agent().tool(sendEmail).build().chat("weather in Oslo");

    assertThat(reply.text()).isEqualTo("Oslo: 11 °C.");
    assertThat(chats().get(2).toolNames()).containsExactly("get_weather");
  }

  @Test
  void byDefaultAFiveHundredMidLoopIsRetriedAfterAWaitAndTheUserGetsTheAnswer() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.text("Oslo: 11 °C, cloudy."));

    AgentReply reply = agent().build().chat("weather in Oslo");

    assertThat(reply.text()).isEqualTo("Oslo: 11 °C, cloudy.");
    assertThat(reply.trace().fallback()).isNull();
    assertThat(weatherCities).containsExactly("Oslo");
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step)
        .containsExactly("reduced-tools", "wait-and-retry");
    assertThat(reply.trace().recoveries().get(1).action())
        .isEqualTo("server answered 500; waited 1000 ms and retried");
    assertThat(chats()).hasSize(4);
    // the wait resends the request unchanged, tool result included
    assertThat(chats().get(3).messages()).isEqualTo(chats().get(2).messages());
    assertThat(chats().get(3).toolNames()).isEqualTo(chats().get(2).toolNames());
  }

  @Test
  void theAgentsCriticalToolsSurviveTheDefaultReducedToolsRetryOnTheFirstRound() {
    // A first-round failure: no tool has worked yet, so without critical tools the retry would
    // offer none, and the model's call of send_email would be answered "there is no tool".
    sim.enqueue(
        Reply.error(
            500,
            "error parsing tool call: raw='{\"name\":\"send_email\",', err=unexpected end of JSON"
                + " input"));
    sim.enqueue(Reply.toolCall("send_email", "{\"to\":\"boss@example.com\"}"));
    sim.enqueue(Reply.text("Sent."));

    AgentReply reply =
        agent()
            .tool(sendEmail)
            .criticalTools("send_email", "not_a_tool_of_this_agent")
            .build()
            .chat("email my boss the forecast");

    assertThat(reply.text()).isEqualTo("Sent.");
    assertThat(mails).containsExactly("boss@example.com");
    assertThat(chats().get(0).toolNames())
        .containsExactlyInAnyOrder("get_weather", "get_forecast", "send_email");
    assertThat(chats().get(1).toolNames()).containsExactly("send_email");
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step)
        .containsExactly("reduced-tools");
    assertThat(reply.trace().toolCalls()).allMatch(t -> t.ok());
  }

  @Test
  void withoutCriticalToolsAFirstRoundReducedRetryOffersNoTools() {
    sim.enqueue(Reply.error(500, "error parsing tool call"));
    sim.enqueue(Reply.text("Plain answer."));

    AgentReply reply = agent().tool(sendEmail).build().chat("email my boss the forecast");

    assertThat(reply.text()).isEqualTo("Plain answer.");
    assertThat(chats().get(1).toolNames()).isEmpty();
  }

  @Test
  void anEmptyListSendsTheFailureStraightToTheFallbacks() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.text("must not be asked"));

    AgentReply reply =
        agent().toolsModels("qwen2.5:3b", "llama3.2:3b").recovery(List.of()).build().chat("hi");

    assertThat(reply.trace().fallback()).isEqualTo("notice");
    assertThat(chats()).hasSize(1);
    assertThat(reply.trace().recoveries()).isEmpty();
  }

  @Test
  void waitAndRetryOnAFiveHundredSendsTheSameRequestAgain() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.text("Better now."));

    AgentReply reply =
        agent()
            .recovery(List.of(RecoverySteps.waitAndRetry(1, Duration.ofMillis(10), 500, 503)))
            .build()
            .chat("hi");

    assertThat(reply.text()).isEqualTo("Better now.");
    assertThat(chats().get(1).toolNames()).isEqualTo(chats().get(0).toolNames());
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step)
        .containsExactly("wait-and-retry");
  }

  @Test
  void aHostStepRunsInItsPlaceAndABrokenStepIsSkippedAndNamed() {
    sim.enqueue(Reply.error(500, RUNNER_STOPPED));
    sim.enqueue(Reply.text("Answered without tools."));
    RecoveryStep broken =
        attempt -> {
          throw new IllegalStateException("bug in a host step");
        };
    RecoveryStep noTools =
        RecoveryStep.named(
            "host-no-tools",
            attempt -> {
              attempt.offerOnly(List.of());
              return Optional.of("host step dropped every tool");
            });

    AgentReply reply =
        agent().recovery(List.of(broken, noTools, RecoverySteps.reducedTools())).build().chat("hi");

    assertThat(reply.text()).isEqualTo("Answered without tools.");
    assertThat(chats().get(1).toolNames()).isEmpty();
    assertThat(reply.trace().recoveries())
        .extracting(RecoveryTrace::step)
        .containsExactly("host-no-tools");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("bug in a host step"));
  }

  @Test
  void aConnectionLostBeforeAnyResponseByteIsSentOnceMoreUnchangedAndTheToolRuns() {
    sim.enqueue(Reply.stall(Duration.ZERO)); // the connection closes without a response
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo: 11 °C, cloudy."));

    AgentReply reply = agent().build().chat("weather in Oslo");

    assertThat(reply.text()).isEqualTo("Oslo: 11 °C, cloudy.");
    assertThat(weatherCities).containsExactly("Oslo");
    assertThat(chats()).hasSize(3);
    assertThat(chats().get(1).toolNames()).isEqualTo(chats().get(0).toolNames());
    assertThat(chats().get(1).messages()).isEqualTo(chats().get(0).messages());
    assertThat(reply.trace().recoveries()).isEmpty();
    assertThat(reply.trace().toolCalls()).allMatch(t -> t.ok());
  }

  @Test
  void stepsValidateTheirSettings() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RecoverySteps.waitAndRetry(0, Duration.ofMillis(1), 503))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RecoverySteps.waitAndRetry(1, Duration.ofMinutes(2), 503))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> RecoverySteps.waitAndRetry(1, Duration.ofMillis(1)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
