package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.ollama.OllamaClient;
import dev.vex.memory.JdbcMemoryStore;
import dev.vex.simulator.OllamaSimulator;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@link ChatRepl} prints, read from its output stream: the reply in one piece, what happened
 * underneath after it, each guard's verdict once.
 */
class ChatReplOutputTest {

  @Test
  void theReplyIsPrintedInOnePieceWithTheTraceAfterItAndEachGuardOnce(@TempDir Path dir)
      throws Exception {
    String printed;
    try (OllamaSimulator sim = OllamaSimulator.start();
        RecordedSources recorded = new RecordedSources();
        JdbcMemoryStore memory =
            JdbcMemoryStore.builder().sqlite(dir.resolve("memory.db")).build()) {
      sim.setDispatcher(new SmallModelScript()::reply);
      OllamaClient client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
      BufferedReader in =
          new BufferedReader(
              new StringReader(
                  "How is the weather in Heideck?\nWhat is the bitcoin price?\nWhat time is it in Oslo?\nShow the news\n/quit\n"));

      new ChatRepl(in, out, client, "qwen2.5:3b", recorded, memory).run();
      printed = bytes.toString(StandardCharsets.UTF_8);
    }

    // One segment per turn: from its prompt to the next.
    List<List<String>> turns = new java.util.ArrayList<>();
    for (String line : printed.lines().toList()) {
      if (line.startsWith(">")) {
        turns.add(new java.util.ArrayList<>());
        line = line.substring(1).strip();
      }
      if (!turns.isEmpty() && !line.isBlank()) {
        turns.get(turns.size() - 1).add(line);
      }
    }
    assertThat(turns).as(printed).hasSizeGreaterThanOrEqualTo(4);
    for (List<String> turn : turns.subList(0, 4)) {
      int first = -1;
      int last = -1;
      for (int i = 0; i < turn.size(); i++) {
        if (!turn.get(i).contains("· ")) {
          first = first < 0 ? i : first;
          last = i;
        }
      }
      assertThat(first).as(printed).isNotNegative();
      // the reply's lines follow one another: nothing about what happened underneath between them
      assertThat(turn.subList(first, last + 1)).as(printed).noneMatch(l -> l.contains("· "));
      // each guard's verdict once, after the reply
      List<String> guards = turn.stream().filter(l -> l.contains("· guard ")).toList();
      assertThat(guards).as(printed).isNotEmpty().doesNotHaveDuplicates();
      assertThat(turn.indexOf(guards.get(0))).as(printed).isGreaterThan(last);
    }
  }
}
