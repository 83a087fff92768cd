package dev.vex.core.bounds;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ModelException;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.ToolCallTrace;
import java.time.Duration;

/**
 * Runs in a separate JVM with a small heap ({@link SmallHeapTest}): asks a raw server for replies
 * of hostile size and the simulator for hostile numbers, and prints one line per case with the
 * outcome. An {@link OutOfMemoryError} would end the JVM with a non-zero status instead.
 */
public final class SmallHeapClient {
  private SmallHeapClient() {}

  /**
   * Runs the cases.
   *
   * @param args the raw server's URL, the simulator's URL, and the number of raw cases
   */
  public static void main(String[] args) {
    OllamaClient raw =
        OllamaClient.builder()
            .baseUrl(args[0])
            .busyRetries(0, Duration.ZERO)
            .idleTimeout(Duration.ofSeconds(20))
            .build();
    int rawCases = Integer.parseInt(args[2]);
    for (int i = 0; i < rawCases; i++) {
      boolean stream = i % 2 == 0;
      try {
        raw.chat(ChatRequest.builder("m").message(Message.user("hi")).stream(stream).build());
        System.out.println("raw " + i + " OK");
      } catch (ModelException e) {
        System.out.println("raw " + i + " " + e.getClass().getSimpleName() + " " + e.kind());
      }
    }
    Tool days =
        Tool.of(
            "get_days",
            "Days ahead",
            ObjectSchema.builder().requiredInteger("days", "Days").build(),
            a -> "in " + a.integer("days") + " days");
    AgentReply reply =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(args[1]).build())
            .model("qwen2.5:3b")
            .tool(days)
            .build()
            .chat("forecast?");
    for (ToolCallTrace t : reply.trace().toolCalls()) {
      System.out.println("agent call " + t.outcome());
    }
    System.out.println("agent reply " + reply.text());
    System.out.flush();
  }
}
