package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.ToolCallTrace.Outcome;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Numbers, errors and stuck tools from outside stay inside the turn: over HTTP against the
 * simulator, asserting the reply, the trace and what the tools saw.
 */
class AgentContainmentTest extends SimulatorAgentBase {
  private static final Duration GENEROUS = Duration.ofSeconds(30);

  private final AtomicInteger forecasts = new AtomicInteger();
  private final CountDownLatch release = new CountDownLatch(1);
  private final CountDownLatch stuckStarted = new CountDownLatch(2);

  private final Tool counted =
      Tool.of(
          "get_days",
          "Forecast some days ahead",
          ObjectSchema.builder()
              .requiredInteger("days", "Days ahead")
              .property("lat", dev.vex.core.tool.JsonSchema.number("Latitude"), false)
              .build(),
          args -> {
            forecasts.incrementAndGet();
            return "in " + args.integer("days") + " days: rain";
          });

  /** Ignores its interrupt until the test is over. */
  private final Tool stuck =
      Tool.of(
          "stuck",
          "Never returns in time",
          ObjectSchema.empty(),
          args -> {
            stuckStarted.countDown();
            while (true) {
              try {
                release.await();
                return "too late";
              } catch (InterruptedException ignored) {
                // ignored on purpose
              }
            }
          });

  @AfterEach
  void releaseStuckThreads() {
    release.countDown();
  }

  private Agent.Builder numbers() {
    return agent().tool(counted);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "1e30000000",
        "18446744073709551617",
        "-9223372036854775809",
        "\"18446744073709551617\"",
        "1e-30000000",
        "123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890"
      })
  void anOutOfRangeIntegerWrittenAsATextToolCallIsRefusedAtOnceAndTheModelCorrectsIt(String days) {
    sim.enqueue(
        Reply.text(
            "<tool_call>{\"name\":\"get_days\",\"arguments\":{\"days\":"
                + days
                + "}}</tool_call>"));
    sim.enqueue(Reply.toolCall("get_days", "{\"days\":2}"));
    sim.enqueue(Reply.text("Rain in two days."));

    AgentReply reply =
        assertTimeoutPreemptively(GENEROUS, () -> numbers().build().chat("forecast?"));

    assertThat(reply.text()).isEqualTo("Rain in two days.");
    assertThat(forecasts.get()).as("the tool ran once, with the corrected value").isEqualTo(1);
    ToolCallTrace refused = reply.trace().toolCalls().get(0);
    assertThat(refused.outcome()).isEqualTo(Outcome.INVALID_ARGUMENTS);
    assertThat(refused.result()).contains("'days'").contains("Call get_days again");
    String told = content(message(chats().get(1), chats().get(1).messages().size() - 1));
    assertThat(told).isEqualTo(refused.result());
    assertThat(reply.trace().toolCalls().get(1).result()).isEqualTo("in 2 days: rain");
  }

  @Test
  void aMillionDigitNumberIsRefusedWithoutParsingIt() {
    String digits = "7".repeat(1_000_000);
    sim.enqueue(
        Reply.text(
            "<tool_call>{\"name\":\"get_days\",\"arguments\":{\"days\":"
                + digits
                + "}}</tool_call>"));
    sim.enqueue(Reply.text("Sorry."));

    AgentReply reply =
        assertTimeoutPreemptively(GENEROUS, () -> numbers().build().chat("forecast?"));

    assertThat(forecasts.get()).isZero();
    assertThat(reply.trace().toolCalls().get(0).result())
        .contains("out of range")
        .containsPattern("\\(100000[0-9] characters\\)")
        .hasSizeLessThan(400);
  }

  @Test
  void aNumberBeyondADoubleIsOutOfRange() {
    sim.enqueue(
        Reply.text(
            "<tool_call>{\"name\":\"get_days\",\"arguments\":{\"days\":1,\"lat\":1e400}}"
                + "</tool_call>"));
    sim.enqueue(Reply.text("ok"));

    AgentReply reply = numbers().build().chat("forecast?");

    assertThat(forecasts.get()).isZero();
    assertThat(reply.trace().toolCalls().get(0).result()).contains("'lat' is out of range");
  }

  record Ahead(int days) {
    Ahead {
      if (days < 1 || days > 3) {
        throw new IllegalArgumentException("days must be 1..3");
      }
    }
  }

  @Test
  void anIntRecordComponentIsNotWrappedAroundIntoRange() {
    // 4294967298 = 2^32 + 2: read as an int it used to become 2 and pass the record's check.
    List<Integer> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
    Tool ahead =
        Tool.of(
            "ahead",
            "Days ahead",
            Ahead.class,
            a -> {
              seen.add(a.days());
              return "ok";
            });
    sim.enqueue(Reply.toolCall("ahead", "{\"days\":4294967298}"));
    sim.enqueue(Reply.text("Which day?"));

    AgentReply reply = agent().tool(ahead).build().chat("in 4294967298 days?");

    assertThat(seen).isEmpty();
    assertThat(reply.trace().toolCalls().get(0).result())
        .contains("'days': a whole number from -2147483648 to 2147483647 is needed");
  }

  @Test
  void aToolThatOverflowsItsStackIsRecordedAsFailedAndTheTurnGoesOn() {
    Tool recursive =
        Tool.of("deep", "Recurses", ObjectSchema.empty(), args -> String.valueOf(depth(0)));
    sim.enqueue(Reply.toolCall("deep", "{}"));
    sim.enqueue(Reply.text("The tool failed; here is what I know."));

    AgentReply reply = agent().tool(recursive).build().chat("go deep");

    assertThat(reply.text()).isEqualTo("The tool failed; here is what I know.");
    ToolCallTrace t = reply.trace().toolCalls().get(0);
    assertThat(t.outcome()).isEqualTo(Outcome.FAILED);
    assertThat(t.error()).isInstanceOf(StackOverflowError.class);
    // the model is told only that the tool failed (a bug's class and text stay in the trace)
    assertThat(t.result()).startsWith("Error: tool deep failed (an internal error");
  }

  @Test
  void aGuardThatOverflowsItsStackIsSkippedAndRecorded() {
    Guard broken =
        Guard.named(
            "overflowing", (draft, c) -> depth(0) > 0 ? GuardVerdict.pass() : GuardVerdict.pass());
    sim.enqueue(Reply.text("Hello."));

    AgentReply reply = agent().guard(broken).build().chat("hi");

    assertThat(reply.text()).isEqualTo("Hello.");
    GuardTrace g = reply.trace().guards().get(0);
    assertThat(g.guard()).isEqualTo("overflowing");
    assertThat(g.verdict()).isNull();
    assertThat(g.error()).contains("StackOverflowError");
  }

  private static int depth(int n) {
    return depth(n + 1) + 1;
  }

  @ParameterizedTest
  @ValueSource(strings = {"default", "isolated", "parallel"})
  void aToolThatIgnoresItsInterruptDoesNotHoldTheTurn(String mode) {
    sim.enqueue(Reply.toolCalls(ToolCallSpec.of("stuck", "{}"), ToolCallSpec.of("stuck", "{}")));
    sim.enqueue(Reply.text("The tool did not answer in time."));
    Agent agent =
        agent()
            .tool(stuck)
            .toolTimeout(Duration.ofMillis(200))
            .isolateTools("isolated".equals(mode))
            .parallelToolCalls("parallel".equals(mode))
            .build();

    AgentReply reply = assertTimeoutPreemptively(GENEROUS, () -> agent.chat("run it"));

    assertThat(reply.text()).isEqualTo("The tool did not answer in time.");
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::outcome)
        .containsExactly(Outcome.TIMED_OUT, Outcome.TIMED_OUT);
    assertThat(reply.trace().warnings())
        .filteredOn(w -> w.contains("ignored its interrupt and was abandoned"))
        .hasSize(2);
    if ("parallel".equals(mode)) {
      assertThat(stuckStarted.getCount()).as("both ran at once").isZero();
    }
  }

  @Test
  void aToolsOwnTimeoutBoundsTheWaitEvenWhenTheAgentsIsLong() {
    sim.enqueue(Reply.toolCall("stuck", "{}"));
    sim.enqueue(Reply.text("done"));
    Tool slowStuck = stuck.withTimeout(Duration.ofMillis(300));

    AgentReply reply =
        assertTimeoutPreemptively(
            GENEROUS,
            () ->
                Agent.builder()
                    .ollama(client())
                    .model("qwen2.5:3b")
                    .tool(slowStuck)
                    .toolTimeout(Duration.ofMinutes(10))
                    .build()
                    .chat("run it"));

    assertThat(reply.trace().toolCalls().get(0).result())
        .isEqualTo("Error: tool stuck did not finish within 300 ms and was stopped.");
    assertThat(List.of(reply.text())).containsExactly("done");
  }
}
