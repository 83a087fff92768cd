package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import dev.vex.core.AgentReply;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.core.trace.ToolCallTrace.Outcome;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.simulator.ToolCallSpec;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** The ReAct rounds, end to end over HTTP: what the user receives and what the model was sent. */
class AgentToolLoopTest extends SimulatorAgentBase {

  @Test
  void oneToolRoundTripFeedsTheResultBackAndReturnsTheModelsAnswer() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("It is 11 °C and cloudy in Oslo."));

    AgentReply reply = agent().build().chat("What is the weather in Oslo?");

    assertThat(reply.text()).isEqualTo("It is 11 °C and cloudy in Oslo.");
    assertThat(reply.trace().rounds()).isEqualTo(2);
    assertThat(reply.trace().toolCalls()).hasSize(1);
    ToolCallTrace call = reply.trace().toolCalls().get(0);
    assertThat(call.outcome()).isEqualTo(Outcome.OK);
    assertThat(call.result()).isEqualTo("Oslo: 11 °C, cloudy");
    assertThat(call.arguments()).isEqualTo("{\"city\":\"Oslo\"}");
    assertThat(call.id()).matches("call_[a-z0-9]{8}");

    List<RecordedRequest> chats = chats();
    assertThat(chats).hasSize(2);
    assertThat(chats.get(0).model()).isEqualTo("qwen2.5:3b");
    assertThat(chats.get(0).toolNames()).containsExactly("get_weather", "get_forecast");
    assertThat(chats.get(1).toolNames())
        .as("tools are resent every round")
        .containsExactly("get_weather", "get_forecast");
    RecordedRequest second = chats.get(1);
    JsonObject assistant = message(second, second.messages().size() - 2);
    assertThat(role(assistant)).isEqualTo("assistant");
    JsonObject fn =
        assistant.getAsJsonArray("tool_calls").get(0).getAsJsonObject().getAsJsonObject("function");
    assertThat(fn.get("arguments").isJsonObject()).isTrue();
    JsonObject toolMessage = second.lastMessage();
    assertThat(role(toolMessage)).isEqualTo("tool");
    assertThat(toolMessage.get("tool_name").getAsString()).isEqualTo("get_weather");
    assertThat(content(toolMessage)).isEqualTo("Oslo: 11 °C, cloudy");
    assertThat(toolMessage.get("tool_call_id").getAsString()).isEqualTo(call.id());
  }

  @Test
  void severalCallsInOneRoundRunInIndexOrderAndAllResultsGoBack() {
    sim.enqueue(
        Reply.toolCalls(
            ToolCallSpec.of("get_weather", "{\"city\":\"Oslo\"}"),
            ToolCallSpec.of("get_weather", "{\"city\":\"Bergen\"}"),
            ToolCallSpec.of("get_forecast", "{\"city\":\"Tromsø\",\"days\":2}")));
    sim.enqueue(Reply.text("Oslo and Bergen are cloudy; Tromsø gets rain."));

    AgentReply reply = agent().build().chat("Weather in Oslo and Bergen, and Tromsø in 2 days?");

    assertThat(weatherCities).containsExactly("Oslo", "Bergen");
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::result)
        .containsExactly("Oslo: 11 °C, cloudy", "Bergen: 11 °C, cloudy", "Tromsø in 2 days: rain");
    RecordedRequest second = chats().get(1);
    int n = second.messages().size();
    assertThat(content(message(second, n - 3))).isEqualTo("Oslo: 11 °C, cloudy");
    assertThat(content(message(second, n - 2))).isEqualTo("Bergen: 11 °C, cloudy");
    assertThat(content(message(second, n - 1))).isEqualTo("Tromsø in 2 days: rain");
  }

  @Test
  void parallelCallsRunTogetherWhenTheHostAllowsItAndStillReturnInOrder() {
    CountDownLatch bothRunning = new CountDownLatch(2);
    Tool meet =
        Tool.of(
            "meet",
            "Waits for the other call",
            ObjectSchema.builder().requiredString("who", "name").build(),
            args -> {
              bothRunning.countDown();
              // Generous: one after the other, the first call would wait here alone.
              boolean together = bothRunning.await(30, TimeUnit.SECONDS);
              return args.string("who") + (together ? " met" : " alone");
            });
    sim.enqueue(
        Reply.toolCalls(
            ToolCallSpec.of("meet", "{\"who\":\"a\"}"),
            ToolCallSpec.of("meet", "{\"who\":\"b\"}")));
    sim.enqueue(Reply.text("done"));

    AgentReply reply = agent().tool(meet).parallelToolCalls(true).build().chat("meet");

    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::result)
        .containsExactly("a met", "b met");
  }

  @Test
  void unknownToolNameGoesBackToTheModelWithTheNearestRealTools() {
    sim.enqueue(Reply.toolCall("get_wether", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Cloudy, 11 °C."));

    AgentReply reply = agent().build().chat("weather in Oslo");

    assertThat(reply.text()).isEqualTo("Cloudy, 11 °C.");
    assertThat(reply.trace().toolCalls())
        .extracting(ToolCallTrace::outcome)
        .containsExactly(Outcome.UNKNOWN_TOOL, Outcome.OK);
    String told = content(chats().get(1).lastMessage());
    assertThat(told)
        .isEqualTo(
            "Error: there is no tool named \"get_wether\". Did you mean get_weather?"
                + " Available tools: get_weather, get_forecast.");
  }

  @Test
  void invalidArgumentsGoBackNamingTheProblem() {
    sim.enqueue(Reply.toolCall("get_forecast", "{\"city\":\"Oslo\",\"days\":\"soon\"}"));
    sim.enqueue(Reply.text("Sorry, I could not get the forecast."));

    AgentReply reply = agent().build().chat("forecast Oslo");

    assertThat(reply.trace().toolCalls().get(0).outcome()).isEqualTo(Outcome.INVALID_ARGUMENTS);
    assertThat(content(chats().get(1).lastMessage()))
        .isEqualTo(
            "Error: invalid arguments for get_forecast: 'days' must be an integer, got \"soon\"."
                + " Call get_forecast again with arguments that match its parameters.");
  }

  @Test
  void numbersSentAsStringsAreCoercedBeforeTheToolRuns() {
    sim.enqueue(Reply.toolCall("get_forecast", "{\"city\":\"Oslo\",\"days\":\"3\"}"));
    sim.enqueue(Reply.text("Rain in 3 days."));

    AgentReply reply = agent().build().chat("forecast Oslo in 3 days");

    assertThat(reply.trace().toolCalls().get(0).result()).isEqualTo("Oslo in 3 days: rain");
    assertThat(reply.trace().toolCalls().get(0).arguments()).contains("\"days\":3");
  }

  @Test
  void toolCallWrittenAsTextWithStringifiedArgumentsIsRecoveredAndRun() {
    // A llama-style model wraps its call in a json fence: Ollama's parser leaves it as content.
    sim.enqueue(
        Reply.raw(
            "```json\n{\"name\": \"get_weather\", \"arguments\": \"{\\\"city\\\": \\\"Bergen\\\"}\"}\n```"));
    sim.enqueue(Reply.text("Bergen: 11 °C."));

    AgentReply reply = agent().model("llama3.2:3b").build().chat("weather in Bergen");

    assertThat(reply.text()).isEqualTo("Bergen: 11 °C.");
    assertThat(weatherCities).containsExactly("Bergen");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("written as text"));
    JsonObject assistant = message(chats().get(1), chats().get(1).messages().size() - 2);
    JsonObject args =
        assistant
            .getAsJsonArray("tool_calls")
            .get(0)
            .getAsJsonObject()
            .getAsJsonObject("function")
            .getAsJsonObject("arguments");
    assertThat(args.get("city").getAsString())
        .as("history carries an object, never a string")
        .isEqualTo("Bergen");
  }

  @Test
  void toolThatThrowsGivesTheModelAShortErrorAndTheTraceTheException() {
    Tool boom =
        Tool.of(
            "boom",
            "Fails",
            ObjectSchema.empty(),
            args -> {
              throw new IllegalStateException("disk full\n at line 3");
            });
    sim.enqueue(Reply.toolCall("boom", "{}"));
    sim.enqueue(Reply.text("The tool failed."));

    AgentReply reply = agent().tool(boom).build().chat("go");

    ToolCallTrace t = reply.trace().toolCalls().get(0);
    assertThat(t.outcome()).isEqualTo(Outcome.FAILED);
    assertThat(t.error())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("disk full");
    assertThat(content(chats().get(1).lastMessage()))
        .as("a bug's text stays in the trace; the model is told only that the tool failed")
        .isEqualTo(
            "Error: tool boom failed (an internal error; the host's log and the turn's trace have"
                + " the details).");
    assertThat(reply.text()).isEqualTo("The tool failed.");
  }

  @Test
  void toolPastItsTimeoutIsStoppedAndTheModelIsTold() throws InterruptedException {
    CountDownLatch interrupted = new CountDownLatch(1);
    Tool slow =
        Tool.of(
                "slow",
                "Slow",
                ObjectSchema.empty(),
                args -> {
                  try {
                    new CountDownLatch(1).await(); // only the interrupt ends this wait
                  } catch (InterruptedException e) {
                    interrupted.countDown();
                  }
                  return "late";
                })
            .withTimeout(Duration.ofMillis(200));
    sim.enqueue(Reply.toolCall("slow", "{}"));
    sim.enqueue(Reply.text("It took too long."));

    AgentReply reply = agent().tool(slow).build().chat("go");

    assertThat(interrupted.await(30, TimeUnit.SECONDS)).as("the tool was interrupted").isTrue();
    assertThat(reply.trace().toolCalls().get(0).outcome()).isEqualTo(Outcome.TIMED_OUT);
    assertThat(content(chats().get(1).lastMessage()))
        .isEqualTo("Error: tool slow did not finish within 200 ms and was stopped.");
    assertThat(reply.text()).isEqualTo("It took too long.");
  }

  /**
   * Ignores its interrupt, as blocking socket reads do: parks until interrupted, then returns with
   * the flag still set, so it ends only after the timeout has fired and never on its own.
   */
  private static String deafUntilInterrupted() {
    while (!Thread.currentThread().isInterrupted()) {
      LockSupport.park();
    }
    return "late";
  }

  @Test
  void toolThatIgnoresTheInterruptIsReportedAsTimedOutAndTheTurnGoesOnCleanly() {
    Tool deaf =
        Tool.of("deaf", "Deaf", ObjectSchema.empty(), args -> deafUntilInterrupted())
            .withTimeout(Duration.ofMillis(100));
    sim.enqueue(Reply.toolCall("deaf", "{}"));
    sim.enqueue(Reply.text("It took too long."));

    AgentReply reply = agent().tool(deaf).build().chat("go");

    assertThat(reply.trace().toolCalls().get(0).outcome()).isEqualTo(Outcome.TIMED_OUT);
    assertThat(reply.text())
        .as("the next model call is not hit by a stray interrupt")
        .isEqualTo("It took too long.");
    assertThat(Thread.currentThread().isInterrupted()).isFalse();
  }

  @Test
  void isolatedToolsLetTheTurnMoveOnAtTheTimeoutEvenIfTheToolNeverReturns() {
    CountDownLatch release = new CountDownLatch(1);
    AtomicBoolean returned = new AtomicBoolean();
    Tool deaf =
        Tool.of(
                "deaf",
                "Deaf",
                ObjectSchema.empty(),
                args -> {
                  awaitIgnoringInterrupts(release);
                  returned.set(true);
                  return "late";
                })
            .withTimeout(Duration.ofMillis(100));
    sim.enqueue(Reply.toolCall("deaf", "{}"));
    sim.enqueue(Reply.text("It took too long."));

    AgentReply reply;
    boolean returnedBeforeTheReply;
    try {
      reply = agent().tool(deaf).isolateTools(true).build().chat("go");
      returnedBeforeTheReply = returned.get();
    } finally {
      release.countDown();
    }

    assertThat(returnedBeforeTheReply)
        .as("the tool was still running when the turn ended")
        .isFalse();
    assertThat(reply.trace().toolCalls().get(0).outcome()).isEqualTo(Outcome.TIMED_OUT);
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("ignored its interrupt and was abandoned"));
    assertThat(reply.text()).isEqualTo("It took too long.");
  }

  /** Waits for {@code latch} (opened by the test after the turn) and ignores every interrupt. */
  private static void awaitIgnoringInterrupts(CountDownLatch latch) {
    while (true) {
      try {
        latch.await();
        return;
      } catch (InterruptedException ignored) {
        // ignored on purpose
      }
    }
  }

  @Test
  void hugeToolOutputIsCutWithAMarker() {
    Tool big = Tool.of("big", "Big", ObjectSchema.empty(), args -> "x".repeat(50_000));
    sim.enqueue(Reply.toolCall("big", "{}"));
    sim.enqueue(Reply.text("ok"));

    agent().tool(big).toolOutputLimit(1_000).build().chat("go");

    String sent = content(chats().get(1).lastMessage());
    assertThat(sent)
        .startsWith("x".repeat(1_000))
        .endsWith("[truncated: 49000 more characters not shown]");
  }

  @Test
  void maxRoundsStopsTheLoopAndAsksForAnAnswerWithoutTools() {
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}"));
    sim.enqueue(Reply.text("Oslo is cloudy."));

    AgentReply reply = agent().maxRounds(2).build().chat("weather?");

    assertThat(reply.text()).isEqualTo("Oslo is cloudy.");
    assertThat(reply.trace().maxRoundsReached()).isTrue();
    assertThat(reply.trace().rounds()).isEqualTo(3);
    assertThat(chats()).hasSize(3);
    assertThat(chats().get(2).toolNames()).as("no tools on the final call").isEmpty();
    assertThat(content(chats().get(2).lastMessage())).contains("Answer the user now");
  }

  @Test
  void aFailureMeantForTheModelIsToldOnOneLineWithoutItsClassName() {
    Tool refuse =
        Tool.of(
            "open_file",
            "Opens a file",
            ObjectSchema.empty(),
            args -> {
              throw new java.io.UncheckedIOException(
                  new java.io.IOException("no such file: notes/plan.md\nsecond line"));
            });
    sim.enqueue(Reply.toolCall("open_file", "{}"));
    sim.enqueue(Reply.text("No such file."));

    AgentReply reply = agent().tool(refuse).build().chat("open my plan");

    assertThat(content(chats().get(1).lastMessage()))
        .startsWith("Error: tool open_file failed: ")
        .contains("no such file: notes/plan.md")
        .doesNotContain("Exception")
        .doesNotContain("\n");
    assertThat(reply.trace().toolCalls().get(0).error())
        .isInstanceOf(java.io.UncheckedIOException.class);
  }
}
