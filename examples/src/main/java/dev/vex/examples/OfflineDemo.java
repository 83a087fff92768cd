package dev.vex.examples;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import java.time.Duration;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * The offline demo: a grounded agent with the built-in fetchers (pointed at real recorded responses
 * served locally), the default guards and one custom tool. It talks to a real Ollama when {@code
 * OLLAMA_HOST} (or 127.0.0.1:11434) answers, and otherwise to the built-in {@link OllamaSimulator},
 * scripted to behave like a small model ({@link SmallModelScript}).
 */
public final class OfflineDemo {
  /** The questions the demo asks, in order. */
  static final List<String> QUESTIONS =
      List.of(
          "What is the bitcoin price?",
          "How is the weather in Heideck?",
          "Any tech news today? Give me a link.",
          "What time is it in Oslo?",
          "And the ETH price?");

  private OfflineDemo() {}

  /**
   * Runs the demo.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    try {
      demo();
    } finally {
      // Vex's threads end with the program: `mvn exec:java` would otherwise wait for them.
      dev.vex.core.VexRuntime.defaultRuntime().close();
    }
  }

  private static void demo() {
    OllamaClient real =
        OllamaClient.builder()
            .connectTimeout(Duration.ofMillis(500))
            .queryTimeout(Duration.ofSeconds(2))
            .build();
    try (RecordedSources recorded = new RecordedSources()) {
      if (answers(real)) {
        String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
        System.out.println(
            "Using the Ollama server at " + real.baseUrl() + " with " + model + "\n");
        run(agent(recorded).ollama(real).model(model).build());
        return;
      }
      simulated(recorded, real.baseUrl().toString());
    }
  }

  /**
   * Runs the questions against the built-in simulator, scripted like a small model.
   *
   * @param recorded the recorded sources
   * @param realUrl where no Ollama answered, for the message
   */
  static void simulated(RecordedSources recorded, String realUrl) {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.setDispatcher(new SmallModelScript()::reply);
      System.out.println(
          "No Ollama server answers at "
              + realUrl
              + ": using the built-in simulator at "
              + sim.baseUrl()
              + ",\nscripted like a small model (set OLLAMA_HOST to use a real one)."
              + "\nGround truth comes from real recorded responses served locally.\n");
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      run(agent(recorded).ollama(client).model("qwen2.5:3b").build());
    }
  }

  /**
   * The demo's own tool, {@code get_time}: the local time in an IANA time zone.
   *
   * @return the tool
   */
  static Tool timeTool() {
    return Tool.of(
        "get_time",
        "The current local time in a time zone",
        ObjectSchema.builder()
            .requiredString("zone", "IANA time zone, for example Europe/Oslo")
            .build(),
        a ->
            ZonedDateTime.now(ZoneId.of(a.string("zone")))
                .format(DateTimeFormatter.ofPattern("HH:mm", Locale.ENGLISH)));
  }

  /**
   * The demo's agent: the built-in fetchers pointed at the recorded sources, the default guards and
   * the {@code get_time} tool; the model and server are left to the caller.
   */
  static Agent.Builder agent(RecordedSources recorded) {
    Grounding grounding =
        Grounding.builder()
            .crypto(
                CryptoFetcher.builder()
                    .baseUrl(recorded.baseUrl("coingecko"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build())
            .weather(
                WeatherFetcher.builder()
                    .baseUrl(recorded.baseUrl("wttr"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build())
            .stocks(
                StockFetcher.builder()
                    .baseUrl(recorded.baseUrl("yahoo"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build())
            .news(
                NewsFetcher.builder()
                    .baseUrl(recorded.baseUrl("hn"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build())
            .recipes(
                RecipeFetcher.builder()
                    .baseUrl(recorded.baseUrl("mealdb"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build())
            .without("search", "sports")
            .build();
    // The deadline and the fetchers' timeouts are the recordings' (see RecordedSources.TIMEOUT),
    // not the 2.5 s and 2 s meant for the internet.
    Agent.Builder builder =
        grounding
            .applyTo(Agent.builder())
            .groundingDeadline(RecordedSources.TIMEOUT)
            .tool(timeTool());
    Guards.defaults().forEach(builder::guard);
    return builder;
  }

  private static void run(Agent agent) {
    for (String question : QUESTIONS) {
      System.out.println("> " + question);
      AgentReply reply = agent.chat(question);
      System.out.println(reply.text());
      for (FactCard card : reply.factCards()) {
        System.out.println(
            "    card: " + card.title() + " " + card.fields() + " (" + card.sourceName() + ")");
      }
      for (ToolCallTrace t : reply.trace().toolCalls()) {
        System.out.println(
            "    tool "
                + t.name()
                + " "
                + t.arguments()
                + " -> "
                + t.outcome()
                + ": "
                + t.result());
      }
      for (GuardTrace g : reply.trace().guards()) {
        if (!(g.verdict() instanceof GuardVerdict.Pass)) {
          System.out.println(
              "    guard "
                  + g.guard()
                  + ": "
                  + (g.verdict() == null ? g.error() : g.verdict().reason()));
        }
      }
      if (reply.trace().fellBack()) {
        System.out.println("    fallback: " + reply.trace().fallback());
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
