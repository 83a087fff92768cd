package dev.vex.tools.testing;

import com.google.gson.JsonElement;
import dev.vex.core.Agent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.RecordedRequest;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** Runs agents over HTTP against the Ollama simulator. */
public abstract class SimulatorBase {
  protected OllamaSimulator sim;

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
        .idleTimeout(Duration.ofSeconds(10))
        .build();
  }

  protected Agent.Builder agent() {
    return Agent.builder().ollama(client()).model("qwen2.5:3b");
  }

  protected static String system(RecordedRequest r) {
    for (JsonElement m : r.messages()) {
      if (m.getAsJsonObject().get("role").getAsString().equals("system")) {
        return m.getAsJsonObject().get("content").getAsString();
      }
    }
    return "";
  }

  protected static boolean hasToolResults(RecordedRequest r) {
    for (JsonElement m : r.messages()) {
      if (m.getAsJsonObject().get("role").getAsString().equals("tool")) {
        return true;
      }
    }
    return false;
  }
}
