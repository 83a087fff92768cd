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
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A tool for a speed change of the classifier's infrastructure (#23): classifies every row of the
 * intent tables in this module's main and test resources that may be read (never a held-out table:
 * {@code frozen-test6} and every later frozen part, {@code frozen-followup6} and every later frozen
 * follow-up part, and the held-out check tables {@code intentN-check.tsv} and {@code
 * followup*-check.tsv} of the test resources, so that neither the snapshot file nor a failure's
 * message shows a held-out row) and writes every intent's kind, subject, parameters, mode,
 * confidence and reason, one line per classification. Each message is classified as written, in
 * upper case and with its spaces doubled; each follow-up row also with its previous message. Run
 * before the change with {@code -Dvex.snapshot=before.tsv} and after it with {@code
 * -Dvex.snapshot=after.tsv -Dvex.snapshot.against=before.tsv}: the run fails on the first rows that
 * differ. Off without the property: its file is a comparison between two builds, not a fixed
 * expectation, since the rules change from session to session. The held-out parts' floors are the
 * IntentHoldout*Test and IntentFollowUpHoldout*Test classes.
 */
@EnabledIfSystemProperty(named = "vex.snapshot", matches = ".+")
class ClassifierSnapshotTool {
  /** Held-out tables: frozen parts 6 and later, and the test resources' check tables. */
  private static final Pattern HELD_OUT =
      Pattern.compile(
          "frozen-(test|followup)([6-9]|[1-9][0-9])\\D.*|(intent|followup)[0-9]*-check\\.tsv");

  static boolean heldOut(String fileName) {
    return HELD_OUT.matcher(fileName).matches();
  }

  @Test
  void writesAndComparesTheClassifiersResultsOnEveryTableRow() throws IOException {
    List<Path> tables = new ArrayList<>();
    for (Path dir :
        List.of(
            Path.of("src/main/resources/dev/vex/grounding/intent"),
            Path.of("src/test/resources/intent"))) {
      try (Stream<Path> s = Files.list(dir)) {
        s.filter(p -> p.getFileName().toString().endsWith(".tsv"))
            .filter(p -> !heldOut(p.getFileName().toString()))
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
