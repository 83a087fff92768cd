package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.message.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A tool for a speed change of the classifier's infrastructure (#23): classifies every row of the
 * intent tables in this module's main and test resources (never a file whose name holds {@code
 * frozen-test6}, {@code frozen-test7}, {@code frozen-test8}, {@code frozen-test9}, {@code
 * frozen-test10}, {@code frozen-test11}, {@code frozen-test12}, {@code frozen-test13}, {@code
 * frozen-test14}, {@code frozen-test15}, {@code frozen-test16}, {@code frozen-test17}, {@code
 * frozen-test18}, {@code frozen-test19}, {@code frozen-test20}, {@code frozen-test21}, {@code
 * frozen-test22}, {@code frozen-followup6}, {@code frozen-followup7}, {@code frozen-followup8},
 * {@code frozen-followup9}, {@code frozen-followup10}, {@code frozen-followup11}, {@code
 * frozen-followup12}, {@code frozen-followup13}, {@code frozen-followup14}, {@code
 * frozen-followup15}, {@code frozen-followup16}, {@code frozen-followup17}, {@code
 * frozen-followup18}, {@code frozen-followup19}, {@code frozen-followup20}, {@code
 * frozen-followup21}, {@code frozen-followup22}, {@code frozen-followup23}, {@code
 * frozen-followup24} or {@code frozen-followup25}) and writes every intent's kind, subject,
 * parameters, mode, confidence and reason, one line per classification. Each message is classified
 * as written, in upper case and with its spaces doubled; each follow-up row also with its previous
 * message. Run before the change with {@code -Dvex.snapshot=before.tsv} and after it with {@code
 * -Dvex.snapshot=after.tsv -Dvex.snapshot.against=before.tsv}: the run fails on the first rows that
 * differ. Off without the property: its file is a comparison between two builds, not a fixed
 * expectation, since the rules change from session to session.
 */
@EnabledIfSystemProperty(named = "vex.snapshot", matches = ".+")
class ClassifierSnapshotTool {
  private static final List<String> NEVER =
      List.of(
          "frozen-test6",
          "frozen-test7",
          "frozen-test8",
          "frozen-test9",
          "frozen-test10",
          "frozen-test11",
          "frozen-test12",
          "frozen-test13",
          "frozen-test14",
          "frozen-test15",
          "frozen-test16",
          "frozen-test17",
          "frozen-test18",
          "frozen-test19",
          "frozen-test20",
          "frozen-test21",
          "frozen-test22",
          "frozen-test23",
          "frozen-test24",
          "frozen-test25",
          "frozen-followup6",
          "frozen-followup7",
          "frozen-followup8",
          "frozen-followup9",
          "frozen-followup10",
          "frozen-followup11",
          "frozen-followup12",
          "frozen-followup13",
          "frozen-followup14",
          "frozen-followup15",
          "frozen-followup16",
          "frozen-followup17",
          "frozen-followup18",
          "frozen-followup19",
          "frozen-followup20",
          "frozen-followup21",
          "frozen-followup22",
          "frozen-followup23",
          "frozen-followup24",
          "frozen-followup25");

  @Test
  void writesAndComparesTheClassifiersResultsOnEveryTableRow() throws IOException {
    List<Path> tables = new ArrayList<>();
    for (Path dir :
        List.of(
            Path.of("src/main/resources/dev/vex/grounding/intent"),
            Path.of("src/test/resources/intent"))) {
      try (Stream<Path> s = Files.list(dir)) {
        s.filter(p -> p.getFileName().toString().endsWith(".tsv"))
            .filter(p -> NEVER.stream().noneMatch(n -> p.getFileName().toString().contains(n)))
            .sorted()
            .forEach(tables::add);
      }
    }
    GroundingClassifier c = GroundingClassifier.create();
    List<String> out = new ArrayList<>();
    for (Path t : tables) {
      boolean followUps = t.getFileName().toString().contains("followup");
      List<String> lines = Files.readAllLines(t, StandardCharsets.UTF_8);
      for (int n = 0; n < lines.size(); n++) {
        String line = lines.get(n);
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] cols = line.split("\t", -1);
        String at = t.getFileName() + ":" + (n + 1);
        for (String variant : variants(cols[0])) {
          out.add(at + "\t" + variant + "\t" + render(c.classify(variant)));
        }
        if (followUps && cols.length > 1) {
          String previous = cols[0];
          List<Intent> before = c.classify(Message.user(previous));
          for (String variant : variants(cols[1])) {
            out.add(at + "\t" + variant + "\t" + render(c.classify(variant)));
            out.add(
                at
                    + "\t["
                    + previous
                    + "] "
                    + variant
                    + "\t"
                    + render(
                        c.classify(Message.user(variant), new PreviousTurn(previous, before))));
          }
        }
      }
    }
    Path file = Path.of(System.getProperty("vex.snapshot"));
    Files.write(file, out, StandardCharsets.UTF_8);
    String against = System.getProperty("vex.snapshot.against", "");
    assertThat(out).isNotEmpty();
    if (!against.isEmpty()) {
      List<String> old = Files.readAllLines(Path.of(against), StandardCharsets.UTF_8);
      List<String> differ = new ArrayList<>();
      for (int i = 0; i < Math.max(old.size(), out.size()) && differ.size() < 20; i++) {
        String a = i < old.size() ? old.get(i) : "(none)";
        String b = i < out.size() ? out.get(i) : "(none)";
        if (!a.equals(b)) {
          differ.add("before: " + a + "\nafter:  " + b);
        }
      }
      assertThat(differ).as("rows classified differently").isEmpty();
    }
  }

  /** The message as written, in upper case, and with each space doubled and a tab at its end. */
  private static List<String> variants(String m) {
    return List.of(m, m.toUpperCase(Locale.ROOT), m.replace(" ", "  ") + "\t");
  }

  private static String render(List<Intent> intents) {
    StringBuilder b = new StringBuilder();
    for (Intent i : intents) {
      b.append(i.kind())
          .append(':')
          .append(i.subject())
          .append(new TreeMap<>(i.parameters()))
          .append(' ')
          .append(i.mode())
          .append(' ')
          .append(String.format(Locale.ROOT, "%.6f", i.confidence()))
          .append(" (")
          .append(i.why())
          .append(") | ");
    }
    return b.toString();
  }
}
