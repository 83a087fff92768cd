package dev.vex.eval;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The eval as a program. With no options it runs the built-in scenarios on the simulator's scripted
 * small model; {@code --ollama URL --model NAME} (or {@code OLLAMA_HOST}) measures a real Ollama
 * model, {@code --openai URL --model NAME} an OpenAI-compatible one ({@code --api-key-env VAR}
 * names the variable holding its key). {@code --scenarios DIR} adds a folder of your own; {@code
 * --only-yours} runs just those. The report goes to the terminal and, as {@code eval.md} and {@code
 * eval.json}, to {@code --out DIR} (default {@code target/vex-eval}). Ctrl-C stops after the
 * current scenario and still writes the partial report.
 */
public final class EvalMain {
  private EvalMain() {}

  /**
   * Runs the eval.
   *
   * @param args the options above
   * @throws IOException when the report cannot be written
   */
  public static void main(String[] args) throws IOException {
    String ollama = System.getenv("OLLAMA_HOST");
    String openAi = null;
    String model = System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b");
    String keyEnv = null;
    Path folder = null;
    Path out = Path.of("target", "vex-eval");
    boolean onlyYours = false;
    boolean simulator = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--ollama" -> ollama = args[++i];
        case "--openai" -> openAi = args[++i];
        case "--model" -> model = args[++i];
        case "--api-key-env" -> keyEnv = args[++i];
        case "--scenarios" -> folder = Path.of(args[++i]);
        case "--only-yours" -> onlyYours = true;
        case "--simulator" -> simulator = true;
        case "--out" -> out = Path.of(args[++i]);
        default -> {
          System.err.println("unknown option " + args[i]);
          System.exit(2);
        }
      }
    }
    List<Scenario> scenarios = new ArrayList<>();
    if (!onlyYours) {
      scenarios.addAll(ScenarioLoader.builtIn());
    }
    if (folder != null) {
      scenarios.addAll(ScenarioLoader.folder(folder));
    }
    AtomicBoolean stop = new AtomicBoolean();
    CountDownLatch written = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              stop.set(true);
              try {
                written.await(60, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
    Runtime.getRuntime().addShutdownHook(hook);
    PrintStream err = System.err;
    EvalRunner.Builder b =
        EvalRunner.builder()
            .scenarios(scenarios)
            .folder(folder)
            .stop(stop::get)
            .progress(
                (done, total, last) ->
                    err.print("\r" + bar(done, total) + " " + last + "\u001b[K"));
    if (!simulator && openAi != null) {
      b.openAi(openAi, model, keyEnv == null ? null : System.getenv(keyEnv));
    } else if (!simulator && ollama != null && !ollama.isBlank()) {
      b.ollama(ollama.startsWith("http") ? ollama : "http://" + ollama, model);
    }
    try {
      EvalReport report = b.build().run();
      err.println();
      System.out.println(report.table());
      Files.createDirectories(out);
      Files.writeString(out.resolve("eval.md"), report.markdown(), StandardCharsets.UTF_8);
      Files.writeString(out.resolve("eval.json"), report.json(), StandardCharsets.UTF_8);
      System.out.println("Report written to " + out.resolve("eval.md") + " and eval.json");
    } finally {
      written.countDown();
    }
  }

  static String bar(int done, int total) {
    int width = 30;
    int filled = total == 0 ? width : done * width / total;
    return "[" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + done + "/" + total;
  }
}
