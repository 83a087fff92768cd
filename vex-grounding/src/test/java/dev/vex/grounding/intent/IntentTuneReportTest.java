package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The classifier on each outsider tuning table written from the definitions without the code
 * (tune8, session 20; tune9, session 21; tune10, session 22; tune11, session 23; tune12, session
 * 24; tune13, session 25; tune14, session 26; tune15, session 27; tune16, session 28; tune17,
 * session 29; tune18, session 30; tune19, session 31; tune20, session 32; tune21, session 33;
 * tune22, session 34; tune23, session 35; tune24, session 36; tune25, session 37): asks right, asks
 * taken for mentions and false fires per table and per kind, with the misses, into {@code
 * target/intent-tuneN.md}. The figures before any change made for a table's rows and before the ask
 * model trained on them are committed beside the tables: {@code tune8-main-f6713ce.md} (main's
 * classifier when tune8 came), {@code tune9-h-intent-9d34ddd.md} (the intent branch's classifier
 * when tune9 came) and {@code tune9-main-21bd61d.md} (main's), {@code tune10-main-59c47f1.md}
 * (main's when tune10 came, before any change for it), {@code tune11-main-38109af.md} (main's when
 * tune11 came, before any change for it), {@code tune12-main-0f78951.md} (main's when tune12 came,
 * before any change for it; tune12 is not among the ask model's tables), {@code
 * tune13-main-87db05b.md} (main's when tune13 came, before any change for it; tune13 is not among
 * the ask model's tables either), {@code tune14-main-05e442f.md} (main's when tune14 came, before
 * any change for it; tune14 is not among the ask model's tables), {@code tune15-main-7e932a8.md}
 * (main's when tune15 came, before any change for it; tune15 is not among the ask model's tables),
 * {@code tune16-main-65e133d.md} (main's when tune16 came, before any change for it; tune16 is not
 * among the ask model's tables), {@code tune17-main-5c47ad9.md} (main's when tune17 came, before
 * any change for it; tune17 is not among the ask model's tables), {@code tune18-main-6232aba.md}
 * (main's when tune18 came, before any change for it; tune18 is not among the ask model's tables),
 * {@code tune19-main-2ef568e.md} (main's when tune19 came, before any change for it), {@code
 * tune20-main-6e7231b.md} (main's when tune20 came, before any change for it), {@code
 * tune21-main-e41ded5.md} (main's when tune21 came, before any change for it), {@code
 * tune22-main-7adb4cd.md} (main's when tune22 came, before any change for it), {@code
 * tune23-main-ed79fd6.md} (main's when tune23 came, before any change for it), {@code
 * tune24-main-09bda3b.md} (main's when tune24 came, before any change for it), {@code
 * tune25-main-a12cdcc.md} (main's when tune25 came, before any change for it): out-of-sample
 * figures for a new writer's phrasing. From then on a table is tuning data and its report is in
 * sample.
 */
class IntentTuneReportTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "tune8", "tune9", "tune10", "tune11", "tune12", "tune13", "tune14", "tune15", "tune16",
        "tune17", "tune18", "tune19", "tune20", "tune21", "tune22", "tune23", "tune24", "tune25"
      })
  void theTableIsReported(String name) throws IOException {
    List<String> tables = List.of("intent/" + name + "-en.tsv", "intent/" + name + "-no.tsv");
    GroundingClassifier rules = GroundingClassifier.create();
    StringBuilder head = new StringBuilder("# " + name + "\n\n");
    StringBuilder misses = new StringBuilder();
    List<IntentScore.Row> all = IntentScore.read(tables.toArray(new String[0]));
    IntentScore both = IntentScore.scoreRows(all, r -> rules.classify(r.message()));
    head.append("Both tables: ").append(both.summary()).append("\n\n");
    for (String table : tables) {
      List<IntentScore.Row> rows = IntentScore.read(table);
      IntentScore s = IntentScore.scoreRows(rows, r -> rules.classify(r.message()));
      head.append("## ").append(table).append("\n\n- ").append(s.summary()).append('\n');
      head.append(IntentRetiredReportTest.perKind(rows, r -> rules.classify(r.message())));
      misses.append("## ").append(table).append("\n\n").append(s.missList(1000)).append('\n');
    }
    Path out = Path.of("target", "intent-" + name + ".md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, head + "\n# Misses\n\n" + misses, StandardCharsets.UTF_8);
    System.out.println(head);
    assertThat(both.asks).as(name + " holds asks").isGreaterThan(100);
    assertThat(both.ordinary).as(name + " holds ordinary messages").isGreaterThan(100);
  }
}
