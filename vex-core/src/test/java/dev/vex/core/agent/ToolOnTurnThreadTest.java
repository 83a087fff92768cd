package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.TurnCancelledException;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.simulator.Reply;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A round's lone call of a tool whose handler answers interrupts runs on the turn's own thread, and
 * is stopped at its timeout by an interrupt the turn takes back; any other tool runs on the pool.
 */
class ToolOnTurnThreadTest extends SimulatorAgentBase {
  private static final Duration GENEROUS = Duration.ofSeconds(60);

  private final AtomicReference<Thread> ranOn = new AtomicReference<>();

  private Tool clock() {
    return Tool.of(
        "get_time",
        "The current time in a zone",
        ObjectSchema.builder().requiredString("zone", "IANA zone").build(),
        args -> {
          ranOn.set(Thread.currentThread());
          return "12:00";
        });
  }

  private Agent agentWith(Tool tool) {
    return Agent.builder().ollama(client()).model("qwen2.5:3b").tool(tool).build();
  }

  @Test
  void aLoneCallOfAToolThatAnswersInterruptsRunsOnTheTurnsThread() {
    sim.enqueue(Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    sim.enqueue(Reply.text("It is 12:00 in Oslo."));

    AgentReply reply = agentWith(clock().answeringInterrupts()).chat("What time is it in Oslo?");

    assertThat(ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(reply.text()).isEqualTo("It is 12:00 in Oslo.");
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::outcome)
        .containsExactly(ToolCallTrace.Outcome.OK);
    assertThat(chats().get(1).messages().toString()).contains("12:00");
  }

  @Test
  void aToolThatDoesNotSaySoRunsOnAPoolThread() {
    sim.enqueue(Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    sim.enqueue(Reply.text("It is 12:00 in Oslo."));

    AgentReply reply = agentWith(clock()).chat("What time is it in Oslo?");

    assertThat(ranOn.get()).isNotNull().isNotSameAs(Thread.currentThread());
    assertThat(reply.text()).isEqualTo("It is 12:00 in Oslo.");
  }

  @Test
  void theTimeoutStopsTheToolOnTheTurnsThreadAndTakesItsInterruptBack() {
    AtomicBoolean sawInterrupt = new AtomicBoolean();
    CountDownLatch never = new CountDownLatch(1); // a tool that hangs until it is interrupted
    Tool slow =
        Tool.of(
                "get_time",
                "The current time in a zone",
                ObjectSchema.builder().requiredString("zone", "IANA zone").build(),
                args -> {
                  try {
                    never.await();
                  } catch (InterruptedException e) {
                    sawInterrupt.set(true);
                    throw e;
                  }
                  return "never";
                })
            .withTimeout(Duration.ofMillis(300))
            .answeringInterrupts();
    sim.enqueue(Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    sim.enqueue(Reply.text("The clock did not answer."));

    AgentReply reply = agentWith(slow).chat("What time is it in Oslo?");

    assertThat(Thread.interrupted()).as("the timeout's interrupt left set").isFalse();
    assertThat(sawInterrupt).isTrue();
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::outcome)
        .containsExactly(ToolCallTrace.Outcome.TIMED_OUT);
    assertThat(chats().get(1).messages().toString()).contains("did not finish within");
    assertThat(reply.text()).isEqualTo("The clock did not answer.");
  }

  @Test
  void cancellingTheTurnWhileTheToolRunsOnItsThreadEndsItAsCancelled() throws Exception {
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch never = new CountDownLatch(1);
    Tool waiting =
        Tool.of(
                "get_time",
                "The current time in a zone",
                ObjectSchema.builder().requiredString("zone", "IANA zone").build(),
                args -> {
                  started.countDown();
                  never.await();
                  return "never";
                })
            .withTimeout(GENEROUS)
            .answeringInterrupts();
    sim.enqueue(Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}"));
    AgentTurn turn = agentWith(waiting).newTurn(Conversation.create(), "What time is it?");
    CompletableFuture<Throwable> outcome = new CompletableFuture<>();
    Thread runner =
        new Thread(
            () -> {
              try {
                turn.execute();
                outcome.complete(null);
              } catch (RuntimeException e) {
                outcome.complete(e);
              }
            });
    runner.start();
    assertThat(started.await(GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();

    turn.cancel();

    assertThat(outcome.get(GENEROUS.toSeconds(), TimeUnit.SECONDS))
        .isInstanceOf(TurnCancelledException.class);
    assertThat(chats()).as("no round after the cancel").hasSize(1);
  }

  @Test
  void answeringInterruptsKeepsTheToolAndIsIdempotent() {
    Tool t = clock().withTimeout(Duration.ofSeconds(7));
    Tool answering = t.answeringInterrupts();
    assertThat(t.handler().answersInterrupts()).isFalse();
    assertThat(answering.handler().answersInterrupts()).isTrue();
    assertThat(answering.timeout()).isEqualTo(Duration.ofSeconds(7));
    assertThat(answering.name()).isEqualTo("get_time");
    assertThat(answering.answeringInterrupts()).isSameAs(answering);
  }
}
