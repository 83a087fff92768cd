package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The snapshot tool never reads a held-out table: every frozen part the IntentHoldout*Test classes
 * score, every frozen follow-up part and every check table of the test resources is left out by
 * name, and the tables one may tune on are read.
 */
class ClassifierSnapshotToolHeldOutTest {
  @Test
  void everyHeldOutTableOfTheTestResourcesIsLeftOutAndTheTuningTablesAreRead() throws IOException {
    List<String> names;
    try (Stream<Path> s = Files.list(Path.of("src/test/resources/intent"))) {
      names = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tsv")).toList();
    }
    for (String n : names) {
      boolean expected =
          n.matches("frozen-(test|followup)([6-9]|[1-9][0-9])[^0-9].*")
              || n.matches("(intent|followup)[0-9]*-check\\.tsv");
      assertThat(ClassifierSnapshotTool.heldOut(n)).as(n).isEqualTo(expected);
    }
    assertThat(names)
        .contains("frozen-test25-en.tsv", "frozen-followup25.tsv", "intent10-check.tsv");
    for (String held :
        List.of(
            "frozen-test6-en.tsv",
            "frozen-test10-no.tsv",
            "frozen-test25-en.tsv",
            "frozen-followup6.tsv",
            "frozen-followup25.tsv",
            "intent8-check.tsv",
            "followup-check.tsv",
            "followup9-check.tsv")) {
      assertThat(ClassifierSnapshotTool.heldOut(held)).as(held).isTrue();
    }
    for (String tuning :
        List.of(
            "frozen-test-en.tsv",
            "frozen-test2-no.tsv",
            "frozen-test5-en.tsv",
            "tune23-en.tsv",
            "followup-tune24.tsv",
            "helper5-check.tsv")) {
      assertThat(ClassifierSnapshotTool.heldOut(tuning)).as(tuning).isFalse();
    }
  }
}
