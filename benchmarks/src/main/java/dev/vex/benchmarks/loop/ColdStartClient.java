package dev.vex.benchmarks.loop;

import com.google.gson.JsonArray;
import dev.vex.core.Agent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import java.net.URI;

/** One two-round tool turn in a fresh JVM, through Vex or the plain loop; for cold start. */
public final class ColdStartClient {
  private ColdStartClient() {}

  /**
   * Runs one turn and exits.
   *
   * @param args {@code vex}, {@code plain} or {@code plain-direct} (the plain loop with a direct
   *     executor), then the simulator's base URL
   */
  public static void main(String[] args) {
    Tool time =
        Tool.of(
            "get_time",
            "The current local time in a time zone",
            ObjectSchema.builder().requiredString("zone", "IANA time zone").build(),
            a -> "12:00");
    String reply;
    if (args[0].equals("vex")) {
      reply =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(args[1]).build())
              .model("qwen2.5:3b")
              .tool(time)
              .stream(false)
              .build()
              .chat("What time is it in Oslo?")
              .text();
    } else {
      JsonArray tools = PlainLoop.ollamaTools(java.util.List.of(time));
      reply =
          new PlainLoop(
                  URI.create(args[1]),
                  "qwen2.5:3b",
                  tools,
                  a -> "12:00",
                  args[0].equals("plain-direct"))
              .turn("You are a helpful assistant.", "What time is it in Oslo?");
    }
    System.out.println(reply);
  }
}
