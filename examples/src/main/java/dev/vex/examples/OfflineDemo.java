package dev.vex.examples;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.testkit.OllamaSimulator;
import dev.vex.testkit.RecordedRequest;
import dev.vex.testkit.Reply;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The offline demo: an agent with one custom tool answers three questions. It talks to a real
 * Ollama when {@code OLLAMA_HOST} (or 127.0.0.1:11434) answers, and otherwise to the built-in
 * {@link OllamaSimulator} over real HTTP, scripted to behave like a small model: it calls a tool,
 * misspells a tool name, and crashes once mid-loop, so that the recovery can be seen.
 */
public final class OfflineDemo {
  private OfflineDemo() {}

  /**
   * Runs the demo.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Tool time =
        Tool.of(
            "get_time",
            "The current local time in a time zone",
            ObjectSchema.builder()
                .requiredString("zone", "IANA time zone, for example Europe/Oslo")
                .build(),
            a ->
                ZonedDateTime.now(ZoneId.of(a.string("zone")))
                    .format(DateTimeFormatter.ofPattern("HH:mm, EEEE d MMMM", Locale.ENGLISH)));

    OllamaClient real =
        OllamaClient.builder()
            .connectTimeout(Duration.ofMillis(500))
            .queryTimeout(Duration.ofSeconds(2))
            .build();
    if (answers(real)) {
      String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
      System.out.println("Using the Ollama server at " + real.baseUrl() + " with " + model + "\n");
      run(Agent.builder().ollama(real).model(model).tool(time).build());
      return;
    }
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.setDispatcher(OfflineDemo::smallModel);
      System.out.println(
          "No Ollama server answers at "
              + real.baseUrl()
              + ": using the built-in simulator at "
              + sim.baseUrl()
              + "\n(set OLLAMA_HOST to use a real one)\n");
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      run(Agent.builder().ollama(client).model("qwen2.5:3b").tool(time).build());
    }
  }

  private static void run(Agent agent) {
    ask(agent, "What time is it in Oslo?");
    ask(agent, "And in Tokyo? (the model will misspell the tool)");
    ask(agent, "What time is it in New York? (the model will crash once)");
  }

  private static void ask(Agent agent, String question) {
    System.out.println("> " + question);
    AgentReply reply = agent.chat(question);
    System.out.println(reply.text());
    for (ToolCallTrace t : reply.trace().toolCalls()) {
      System.out.println(
          "    tool " + t.name() + " " + t.arguments() + " -> " + t.outcome() + ": " + t.result());
    }
    for (String w : reply.trace().warnings()) {
      System.out.println("    note: " + w);
    }
    System.out.println(
        "    model "
            + reply.trace().model()
            + ", "
            + reply.trace().rounds()
            + " round(s), "
            + reply.trace().total().toMillis()
            + " ms\n");
  }

  private static final java.util.concurrent.atomic.AtomicBoolean CRASHED =
      new java.util.concurrent.atomic.AtomicBoolean();

  /** A scripted stand-in for a small model, deciding from what the agent sent. */
  private static Reply smallModel(RecordedRequest request) {
    var last = request.lastMessage();
    String role = last.get("role").getAsString();
    String content = last.get("content").getAsString();
    String question = firstUserMessage(request);
    if ("tool".equals(role)) {
      if (content.startsWith("Error: there is no tool")) {
        return Reply.toolCall("get_time", "{\"zone\":\"Asia/Tokyo\"}");
      }
      if (question.contains("New York") && !CRASHED.getAndSet(true)) {
        return Reply.error(
            500,
            "error parsing tool call: raw='{\"name\":\"get_time\",', err=unexpected end of JSON input");
      }
      return Reply.text("It is " + content + ".");
    }
    if (question.contains("New York")) {
      return Reply.toolCall("get_time", "{\"zone\":\"America/New_York\"}");
    }
    if (question.contains("Tokyo")) {
      return Reply.toolCall("get_tme", "{\"zone\":\"Asia/Tokyo\"}");
    }
    return Reply.toolCall("get_time", "{\"zone\":\"Europe/Oslo\"}");
  }

  private static String firstUserMessage(RecordedRequest request) {
    for (var m : request.messages()) {
      var o = m.getAsJsonObject();
      if ("user".equals(o.get("role").getAsString())) {
        return o.get("content").getAsString();
      }
    }
    return "";
  }

  private static boolean answers(OllamaClient client) {
    try {
      client.version();
      return true;
    } catch (RuntimeException e) {
      return false;
    }
  }
}
