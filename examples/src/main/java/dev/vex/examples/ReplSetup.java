package dev.vex.examples;

import dev.vex.core.ollama.OllamaClient;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.SimModel;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * How {@link ChatRepl#main} starts: the settings from the environment ({@code VEX_MODEL}, {@code
 * VEX_MEMORY_DB}, {@code OLLAMA_HOST}, the simulator's pacing), a real Ollama when one answers and
 * the simulator otherwise.
 */
final class ReplSetup {
  private ReplSetup() {}

  /**
   * Runs the chat on standard input and output until {@code /quit} or the end of input.
   *
   * @throws IOException when the memory's temporary directory cannot be made
   */
  static void chat() throws IOException {
    // The libraries log through slf4j; the chat shows only their warnings.
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
    OllamaClient real =
        OllamaClient.builder()
            .connectTimeout(Duration.ofMillis(500))
            .queryTimeout(Duration.ofSeconds(2))
            .build();
    String db = System.getenv("VEX_MEMORY_DB");
    Path file =
        db == null || db.isBlank()
            ? Files.createTempDirectory("vex-chat").resolve("memory.db")
            : Path.of(db);
    try (RecordedSources recorded = new RecordedSources();
        JdbcMemoryStore memory = JdbcMemoryStore.builder().sqlite(file).build()) {
      if (answers(real)) {
        out.println("Using the Ollama server at " + real.baseUrl() + " with " + model + ".");
        new ChatRepl(in, out, real, model, recorded, memory).run();
        return;
      }
      try (OllamaSimulator sim = simulator(model)) {
        out.println(
            "No Ollama server answers at "
                + real.baseUrl()
                + ": using the built-in simulator, scripted like a small model"
                + " (set OLLAMA_HOST to use a real one).");
        OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
        new ChatRepl(in, out, client, model, recorded, memory).run();
      }
    }
  }

  /**
   * The simulator: its default models, and the configured model in its registry when it is not
   * among them, so that it can be pulled. {@code VEX_SIM_PULL_STEP_MS} (default 25, at most 2000)
   * paces the pull; {@code VEX_SIM_FIRST_BYTE_MS} (default 0, at most 600000) delays each reply,
   * like a model loading, to try Ctrl-C.
   */
  private static OllamaSimulator simulator(String model) {
    OllamaSimulator.Builder b = OllamaSimulator.builder();
    String full = model.contains(":") ? model : model + ":latest";
    if (SimModel.defaults().stream().noneMatch(m -> m.name().equals(full))) {
      b.pullable(SimModel.of(model, "completion", "tools"));
    }
    b.pullStepDelay(Duration.ofMillis(millis("VEX_SIM_PULL_STEP_MS", 25, 2_000)));
    b.firstByteDelay(Duration.ofMillis(millis("VEX_SIM_FIRST_BYTE_MS", 0, 600_000)));
    OllamaSimulator sim = b.start();
    sim.setDispatcher(new SmallModelScript()::reply);
    return sim;
  }

  private static long millis(String variable, long otherwise, long max) {
    try {
      long value = Long.parseLong(System.getenv().getOrDefault(variable, "" + otherwise).strip());
      return Math.max(0, Math.min(value, max));
    } catch (NumberFormatException e) {
      return otherwise;
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
