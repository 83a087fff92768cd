package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The README's first command keeps working and shows what it promises. It always runs on the
 * simulator, whether or not an Ollama server answers on this machine; {@code OfflineDemoIT} runs
 * the same questions against a real one.
 */
class OfflineDemoTest {

  @Test
  void demoAnswersFromTheRecordedDataAndShowsEachSafeguardAtWork() {
    PrintStream original = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try (RecordedSources recorded = new RecordedSources()) {
      OfflineDemo.simulated(recorded, "http://127.0.0.1:11434");
    } finally {
      System.setOut(original);
    }
    String printed = out.toString(StandardCharsets.UTF_8);

    assertThat(printed).contains("using the built-in simulator");
    assertThat(printed)
        .as("the stale price is replaced by the recorded one")
        .contains("Bitcoin (BTC) costs 65,603 USD");
    // The guard's reason, on an indented trace line, names what the model stated; the answers
    // (the lines that are not trace) never hold it.
    assertThat(printed.lines().filter(l -> !l.startsWith("    ")))
        .as("no answer holds the stale price")
        .noneMatch(l -> l.contains("42,150"));
    assertThat(printed).contains("stated $42,150 where the source says 65,603 USD");
    assertThat(printed)
        .as("the invented link is stripped, the allowed one kept")
        .doesNotContain("technews-daily.example/top-stories")
        .contains("TechDaily's summary or https://news.ycombinator.com/news.");
    assertThat(printed)
        .as("the tool round trip")
        .contains("tool get_time {\"zone\":\"Europe/Oslo\"} -> OK");
    assertThat(printed)
        .as("the crash is answered from the ground truth")
        .contains("Ethereum (ETH) costs 1,921.27 USD")
        .contains("fallback: ground-truth");
    assertThat(printed).as("an honest reply passes untouched").contains("Overcast, 9 °C");
  }
}
