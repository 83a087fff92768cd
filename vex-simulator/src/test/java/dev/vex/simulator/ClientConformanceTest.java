package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The official {@code ollama} and {@code openai} npm clients (versions pinned in
 * src/test/node/package-lock.json) drive the simulator in each version profile ({@link
 * OllamaSimulator#PROFILES}) through src/test/node/conformance.mjs, and every call must parse as
 * that version of Ollama would make it parse. The client × call table is written to
 * target/conformance/table.md ({@link ConformanceTable}). Skipped, with a message, only when {@code
 * node} is not installed (CI installs it: .ci/run).
 */
class ClientConformanceTest {
  private static final Path SOURCE = Path.of("src/test/node");
  private static final Path WORK = Path.of("target/node-conformance");

  /** The scripted model: the reply follows a word in the request. */
  static Reply reply(RecordedRequest r) {
    String body = r.body();
    if (body.contains("tools please")) {
      return Reply.toolCall("get_weather", "{\"city\":\"Oslo\"}");
    }
    if (body.contains("think about it")) {
      return Reply.text("It is 4.").withThinking("2 and 2 make 4");
    }
    if (body.contains("image?")) {
      return Reply.text("A red dot.");
    }
    if (body.contains("\"fail\"")) {
      return Reply.midStreamError("Partial answer", "model runner has unexpectedly stopped");
    }
    return Reply.text("Hello from the simulator.");
  }

  static OllamaSimulator start(String version) {
    OllamaSimulator.Builder b = OllamaSimulator.builder().version(version);
    SimModel.defaults().forEach(b::model);
    b.model(SimModel.of("gpt-oss:20b", "completion", "tools", "thinking"));
    b.model(SimModel.of("nomic-embed-text", "embedding"));
    b.pullable(SimModel.of("smollm2:135m", "completion"));
    OllamaSimulator sim = b.start();
    sim.setDispatcher(ClientConformanceTest::reply);
    return sim;
  }

  @Test
  void theOfficialJavaScriptClientsParseEveryCallInEveryProfile() throws Exception {
    Assumptions.assumeTrue(
        run(List.of("node", "--version"), Path.of("."), 30).exit == 0,
        "node is not installed: the npm client conformance suite is skipped (apt-get install nodejs"
            + " npm; .ci/run does)");
    Files.createDirectories(WORK);
    for (String f : List.of("package.json", "package-lock.json", "conformance.mjs")) {
      Files.copy(SOURCE.resolve(f), WORK.resolve(f), StandardCopyOption.REPLACE_EXISTING);
    }
    if (!Files.isDirectory(WORK.resolve("node_modules/openai"))
        || !Files.isDirectory(WORK.resolve("node_modules/ollama"))) {
      Result ci = run(List.of("npm", "ci", "--no-audit", "--no-fund"), WORK, 300);
      assertThat(ci.exit).as("npm ci: " + ci.output).isZero();
    }
    Map<String, Map<String, JsonObject>> table = new LinkedHashMap<>();
    List<String> failures = new ArrayList<>();
    for (String version : OllamaSimulator.PROFILES) {
      try (OllamaSimulator sim = start(version)) {
        Result r =
            run(List.of("node", "conformance.mjs", sim.baseUrl().toString(), version), WORK, 180);
        assertThat(r.exit).as("node exited: " + r.output).isZero();
        for (String line : r.output.split("\n")) {
          if (!line.startsWith("{")) {
            continue;
          }
          JsonObject o = JsonParser.parseString(line).getAsJsonObject();
          String key = o.get("client").getAsString() + " | " + o.get("call").getAsString();
          table.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(version, o);
          if (!o.get("ok").getAsBoolean()) {
            failures.add(version + " " + key + ": " + o.get("detail").getAsString());
          }
        }
      }
    }
    write(table);
    assertThat(table).hasSizeGreaterThan(30);
    assertThat(failures).isEmpty();
  }

  private static void write(Map<String, Map<String, JsonObject>> table) throws IOException {
    StringBuilder md = new StringBuilder();
    for (Map.Entry<String, Map<String, JsonObject>> row : table.entrySet()) {
      String[] kc = row.getKey().split(" \\| ", 2);
      md.append("| ").append(label(kc[0])).append(" | ").append(kc[1]).append(" |");
      for (String v : OllamaSimulator.PROFILES) {
        JsonObject o = row.getValue().get(v);
        md.append(' ')
            .append(o == null ? "–" : (o.get("ok").getAsBoolean() ? "pass: " : "FAIL: "))
            .append(o == null ? "" : o.get("detail").getAsString().replace("|", "\\|"))
            .append(" |");
      }
      md.append('\n');
    }
    ConformanceTable.write("npm", md.toString());
  }

  /** The client with its pinned version, as package.json names it. */
  private static String label(String client) {
    return switch (client) {
      case "ollama-js" -> "ollama (npm) 0.6.4";
      case "openai-node" -> "openai (npm) 6.30.1";
      default -> client;
    };
  }

  private record Result(int exit, String output) {}

  private static Result run(List<String> command, Path dir, int timeoutSeconds)
      throws InterruptedException {
    try {
      Process p =
          new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
      p.getOutputStream().close();
      byte[] out = p.getInputStream().readAllBytes(); // ends when the process closes its output
      if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Result(-1, "timed out: " + new String(out, StandardCharsets.UTF_8));
      }
      return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    } catch (IOException e) {
      return new Result(-1, e.toString());
    }
  }
}
