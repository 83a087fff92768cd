package dev.vex.core.agent;

import com.google.gson.JsonObject;
import dev.vex.core.Agent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Runs agents end to end over HTTP against the Ollama simulator. */
abstract class SimulatorAgentBase {
  protected OllamaSimulator sim;
  protected final List<String> weatherCities = new CopyOnWriteArrayList<>();

  protected final Tool weather =
      Tool.of(
          "get_weather",
          "Current weather for a city",
          ObjectSchema.builder().requiredString("city", "City name").build(),
          args -> {
            weatherCities.add(args.string("city"));
            return args.string("city") + ": 11 °C, cloudy";
          });

  protected final Tool forecast =
      Tool.of(
          "get_forecast",
          "Forecast for a city, some days ahead",
          ObjectSchema.builder()
              .requiredString("city", "City name")
              .requiredInteger("days", "Days ahead, 1-3")
              .build(),
          args -> args.string("city") + " in " + args.integer("days") + " days: rain");

  @BeforeEach
  void startSimulator() {
    sim = OllamaSimulator.start();
  }

  @AfterEach
  void stopSimulator() {
    sim.close();
  }

  protected OllamaClient client() {
    return OllamaClient.builder()
        .baseUrl(sim.baseUrl().toString())
        .busyRetries(1, Duration.ofMillis(10))
        .idleTimeout(Duration.ofSeconds(5))
        .build();
  }

  protected Agent.Builder agent() {
    return Agent.builder().ollama(client()).model("qwen2.5:3b").tool(weather).tool(forecast);
  }

  /** The chat requests the agent sent, in order (catalog queries left out). */
  protected List<RecordedRequest> chats() {
    return sim.chatRequests();
  }

  protected static JsonObject message(RecordedRequest r, int index) {
    return r.messages().get(index).getAsJsonObject();
  }

  protected static String role(JsonObject message) {
    return message.get("role").getAsString();
  }

  protected static String content(JsonObject message) {
    return message.get("content").getAsString();
  }
}
