package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.Reply;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * A listener's {@code aroundFetch} / {@code aroundTool} wrappers run around the host's fetcher and
 * tool on the thread that runs them (the pool's or the turn's), and one that throws or returns null
 * does not stop the work.
 */
class AroundWorkTest extends SimulatorAgentBase {
  /** What the wrapper set on the running thread, as a tracer's context. */
  private static final ThreadLocal<String> MARK = new ThreadLocal<>();

  private final Map<String, String> seen = new ConcurrentHashMap<>();

  private GroundedFetcher fetcher(String kind, boolean here) {
    return new GroundedFetcher() {
      @Override
      public GroundTruth fetch(Intent intent) {
        seen.put(kind, String.valueOf(MARK.get()));
        return new GroundTruth(
            kind,
            "Recorded",
            List.of(),
            Instant.parse("2026-12-02T10:00:00Z"),
            Map.of(),
            List.of(),
            Map.of("en", kind + " from the recording"),
            null);
      }

      @Override
      public boolean answersInterrupts() {
        return here;
      }
    };
  }

  private final Tool lookup =
      Tool.of(
          "lookup",
          "Looks a word up",
          ObjectSchema.builder().requiredString("q", "the word").build(),
          args -> {
            seen.put("tool", String.valueOf(MARK.get()));
            return "a word";
          });

  /** Sets the mark while the work runs and takes it away in a finally, on the work's thread. */
  private static <T> Callable<T> marked(String mark, Callable<T> work) {
    return () -> {
      String before = MARK.get();
      MARK.set(mark);
      try {
        return work.call();
      } finally {
        MARK.set(before);
      }
    };
  }

  @Test
  void theWrappersRunAroundTheHostsFetchersAndToolsOnTheirThreads() {
    sim.enqueue(Reply.toolCall("lookup", "{\"q\":\"fjord\"}"));
    sim.enqueue(Reply.text("Done."));
    AgentListener listener =
        new AgentListener() {
          @Override
          public <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
            return marked("fetch " + intent.kind(), fetch);
          }

          @Override
          public <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
            return marked("tool " + call.name(), run);
          }
        };

    agent()
        .tool(lookup)
        .classifier(m -> List.of(Intent.of("pooled", "x"), Intent.of("here", "x")))
        .fetcher("pooled", fetcher("pooled", false))
        .fetcher("here", fetcher("here", true))
        .build()
        .newTurn(Message.user("What is a fjord?"))
        .listener(listener)
        .execute();

    assertThat(seen)
        .isEqualTo(Map.of("pooled", "fetch pooled", "here", "fetch here", "tool", "tool lookup"));
    assertThat(MARK.get()).as("nothing left on the turn's thread").isNull();
  }

  @Test
  void aListenerWhoseWrapperThrowsOrIsNullLeavesTheWorkToRunUnwrapped() {
    sim.enqueue(Reply.toolCall("lookup", "{\"q\":\"fjord\"}"));
    sim.enqueue(Reply.text("Done."));
    AgentListener broken =
        new AgentListener() {
          @Override
          public <T> Callable<T> aroundFetch(Intent intent, Callable<T> fetch) {
            throw new IllegalStateException("broken listener");
          }

          @Override
          public <T> Callable<T> aroundTool(ToolCall call, Callable<T> run) {
            return null;
          }
        };

    String text =
        agent()
            .tool(lookup)
            .classifier(m -> List.of(Intent.of("pooled", "x")))
            .fetcher("pooled", fetcher("pooled", false))
            .listener(broken)
            .build()
            .chat("What is a fjord?")
            .text();

    assertThat(text).isEqualTo("Done.");
    assertThat(seen).isEqualTo(Map.of("pooled", "null", "tool", "null"));
  }
}
