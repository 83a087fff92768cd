package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The classifier, in sample, on the tables retired to tuning in session 19 (frozen parts 1–5 and
 * the frozen follow-up part 5, held out until then) and on tune7: asks right, asks taken for
 * mentions and false fires, per table and per kind. The report ({@code target/intent-retired.md})
 * is what the rule authors read from now on; its figures are in sample and never the classifier's
 * held-out quality (that is frozen part 6 and later).
 */
class IntentRetiredReportTest {
  /** The retired single-message tables, by part, and tune7 (a tuning table since session 18). */
  static final List<List<String>> PARTS =
      List.of(
          IntentHoldout.TABLES,
          IntentHoldout.TABLES_2,
          IntentHoldout.TABLES_3,
          IntentHoldout.TABLES_4,
          IntentHoldout.TABLES_5,
          List.of("intent/tune7-en.tsv", "intent/tune7-no.tsv"));

  static final String FOLLOW_UP = "intent/frozen-followup5.tsv";

  @Test
  void theRetiredPartsAreReportedInSample() throws IOException {
    GroundingClassifier rules = GroundingClassifier.create();
    StringBuilder head = new StringBuilder("# The retired parts and tune7, in sample\n\n");
    StringBuilder misses = new StringBuilder();
    int asks = 0;
    for (List<String> part : PARTS) {
      for (String table : part) {
        List<IntentScore.Row> rows = IntentScore.read(table);
        IntentScore s = IntentScore.scoreRows(rows, r -> rules.classify(r.message()));
        asks += s.asks;
        head.append("## ").append(table).append("\n\n- ").append(s.summary()).append('\n');
        head.append(perKind(rows, r -> rules.classify(r.message())));
        misses.append("## ").append(table).append("\n\n").append(s.missList(1000)).append('\n');
      }
    }
    GroundingClassifier followUps = GroundingClassifier.create();
    List<IntentScore.FollowUp> cases = IntentScore.readFollowUps(FOLLOW_UP);
    Map<IntentScore.Row, String> previous = new java.util.IdentityHashMap<>();
    List<IntentScore.Row> rows = new ArrayList<>();
    for (IntentScore.FollowUp f : cases) {
      previous.put(f.row(), f.previous());
      rows.add(f.row());
    }
    Function<IntentScore.Row, List<Intent>> withPrevious =
        r ->
            followUps.classify(
                dev.vex.core.message.Message.user(r.message()),
                new dev.vex.core.intent.PreviousTurn(
                    previous.get(r),
                    followUps.classify(dev.vex.core.message.Message.user(previous.get(r)))));
    IntentScore f = IntentScore.scoreRows(rows, withPrevious);
    head.append("## ")
        .append(FOLLOW_UP)
        .append(" (with the previous turn)\n\n- ")
        .append(f.summary())
        .append('\n')
        .append(perKind(rows, withPrevious));
    misses.append("## ").append(FOLLOW_UP).append("\n\n").append(f.missList(1000));
    Path out = Path.of("target", "intent-retired.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, head + "\n# Misses\n\n" + misses, StandardCharsets.UTF_8);
    System.out.println(head);
    assertThat(asks).as("the retired parts and tune7 hold asks").isGreaterThan(2000);
  }

  /** Asks right per expected kind, and false fires per kind that fired. */
  static String perKind(
      List<IntentScore.Row> rows, Function<IntentScore.Row, List<Intent>> classifier) {
    Map<String, int[]> kinds = new TreeMap<>();
    for (IntentScore.Row r : rows) {
      IntentScore one = IntentScore.scoreRows(List.of(r), classifier);
      if (r.ask()) {
        for (IntentScore.Expected e : r.expected()) {
          int[] c = kinds.computeIfAbsent(e.kind(), k -> new int[3]);
          c[0]++;
          c[1] += one.asksRight;
        }
      } else if (one.falseFires > 0) {
        for (Intent i : classifier.apply(r)) {
          if (i.isAsk()) {
            kinds.computeIfAbsent(i.kind(), k -> new int[3])[2]++;
          }
        }
      }
    }
    StringBuilder sb = new StringBuilder();
    for (var e : kinds.entrySet()) {
      int[] c = e.getValue();
      sb.append(
          String.format(
              Locale.ROOT,
              "  - %s: asks right %d/%d, false fires %d%n",
              e.getKey(),
              c[1],
              c[0],
              c[2]));
    }
    return sb.append('\n').toString();
  }
}
