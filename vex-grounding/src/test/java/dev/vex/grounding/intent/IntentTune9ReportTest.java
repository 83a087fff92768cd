package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classifier on tune9 (an outsider's tuning table, session 21, written from the definitions
 * without the code): asks right, asks taken for mentions and false fires per table and per kind,
 * with the misses, into {@code target/intent-tune9.md}. The figures before any change made for
 * these rows and before the ask model trained on them are committed beside the tables ({@code
 * tune9-h-intent-9d34ddd.md}, the branch's classifier when the table came; {@code
 * tune9-main-21bd61d.md}, main's): out-of-sample figures for a new writer's phrasing. From then on
 * the table is tuning data and this report is in sample.
 */
class IntentTune9ReportTest {
  static final List<String> TABLES = List.of("intent/tune9-en.tsv", "intent/tune9-no.tsv");

  @Test
  void tune9IsReported() throws IOException {
    GroundingClassifier rules = GroundingClassifier.create();
    StringBuilder head = new StringBuilder("# tune9\n\n");
    StringBuilder misses = new StringBuilder();
    List<IntentScore.Row> all = IntentScore.read(TABLES.toArray(new String[0]));
    IntentScore both = IntentScore.scoreRows(all, r -> rules.classify(r.message()));
    head.append("Both tables: ").append(both.summary()).append("\n\n");
    for (String table : TABLES) {
      List<IntentScore.Row> rows = IntentScore.read(table);
      IntentScore s = IntentScore.scoreRows(rows, r -> rules.classify(r.message()));
      head.append("## ").append(table).append("\n\n- ").append(s.summary()).append('\n');
      head.append(IntentRetiredReportTest.perKind(rows, r -> rules.classify(r.message())));
      misses.append("## ").append(table).append("\n\n").append(s.missList(1000)).append('\n');
    }
    Path out = Path.of("target", "intent-tune9.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, head + "\n# Misses\n\n" + misses, StandardCharsets.UTF_8);
    System.out.println(head);
    assertThat(both.asks).as("tune9 holds asks").isGreaterThan(100);
    assertThat(both.ordinary).as("tune9 holds ordinary messages").isGreaterThan(100);
  }
}
