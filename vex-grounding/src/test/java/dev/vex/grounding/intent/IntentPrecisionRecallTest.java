package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Precision and recall of the intent rules per kind, over both phrasing tables ({@code
 * phrasings.tsv}, which must pass line by line, and {@code phrasings-eval.tsv}, which is only
 * measured). An intent counts as right when its kind and subject (case-insensitive) are expected;
 * parameters are not compared. The report goes to {@code target/intent-precision-recall.md}; the
 * thresholds below sit just under the measured values so that a regression fails the build.
 */
class IntentPrecisionRecallTest {
  private static final GroundingClassifier RULES = GroundingClassifier.create();

  /** Lowest precision and recall per kind the build accepts. */
  private static final double MIN_PRECISION = 0.90;

  private static final double MIN_RECALL = 0.90;

  record Case(String message, Set<String> expected) {}

  static List<Case> cases() throws IOException {
    Map<String, Case> byMessage = new LinkedHashMap<>();
    for (String table : List.of("phrasings.tsv", "phrasings-eval.tsv")) {
      try (BufferedReader r =
          new BufferedReader(
              new InputStreamReader(
                  GroundingClassifier.class.getResourceAsStream(table), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          if (line.isBlank() || line.startsWith("#")) {
            continue;
          }
          String[] parts = line.split("\t");
          if (parts.length != 2) {
            throw new IllegalStateException(table + ": a case needs one TAB: " + line);
          }
          Set<String> expected = new LinkedHashSet<>();
          if (!parts[1].strip().equals("-")) {
            for (String i : parts[1].split(" & ")) {
              String s = i.strip();
              int brace = s.indexOf('{');
              expected.add(key(brace >= 0 ? s.substring(0, brace) : s));
            }
          }
          byMessage.putIfAbsent(parts[0], new Case(parts[0], expected));
        }
      }
    }
    return new ArrayList<>(byMessage.values());
  }

  private static String key(String kindSubject) {
    return kindSubject.strip().toLowerCase(Locale.ROOT);
  }

  private static String kind(String key) {
    return key.substring(0, key.indexOf(':'));
  }

  @Test
  void everyKindMeetsItsPrecisionAndRecallOverAtLeast500Phrasings() throws IOException {
    List<Case> cases = cases();
    Map<String, int[]> counts = new TreeMap<>(); // tp, fp, fn
    List<String> misses = new ArrayList<>();
    long negatives = 0;
    for (Case c : cases) {
      if (c.expected().isEmpty()) {
        negatives++;
      }
      Set<String> actual = new LinkedHashSet<>();
      // only asks: an intent the user merely mentions grounds nothing and is not "found"
      for (Intent i : asks(RULES.classify(Message.user(c.message())))) {
        actual.add(key(i.kind() + ":" + i.subject()));
      }
      for (String a : actual) {
        int[] k = counts.computeIfAbsent(kind(a), x -> new int[3]);
        if (c.expected().contains(a)) {
          k[0]++;
        } else {
          k[1]++;
        }
      }
      for (String e : c.expected()) {
        if (!actual.contains(e)) {
          counts.computeIfAbsent(kind(e), x -> new int[3])[2]++;
        }
      }
      if (!actual.equals(c.expected())) {
        misses.add(c.message() + "\texpected " + c.expected() + "\tgot " + actual);
      }
    }
    StringBuilder report = new StringBuilder();
    report.append("| kind | precision | recall | TP | FP | FN |\n|---|---|---|---|---|---|\n");
    counts.forEach(
        (kind, k) ->
            report.append(
                String.format(
                    Locale.ROOT,
                    "| `%s` | %.2f | %.2f | %d | %d | %d |%n",
                    kind,
                    precision(k),
                    recall(k),
                    k[0],
                    k[1],
                    k[2])));
    report
        .append("\n")
        .append(cases.size())
        .append(" phrasings, ")
        .append(negatives)
        .append(" of them near-misses or chat that must fire nothing; ")
        .append(misses.size())
        .append(" not classified exactly:\n\n");
    misses.forEach(m -> report.append("- ").append(m).append('\n'));
    Path out = Path.of("target", "intent-precision-recall.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report.toString(), StandardCharsets.UTF_8);
    System.out.println(report);

    assertThat(cases).hasSizeGreaterThanOrEqualTo(500);
    assertThat(negatives).isGreaterThanOrEqualTo(80);
    counts.forEach(
        (kind, k) -> {
          assertThat(precision(k)).as("precision of " + kind).isGreaterThanOrEqualTo(MIN_PRECISION);
          assertThat(recall(k)).as("recall of " + kind).isGreaterThanOrEqualTo(MIN_RECALL);
        });
  }

  private static double precision(int[] k) {
    return k[0] + k[1] == 0 ? 1.0 : (double) k[0] / (k[0] + k[1]);
  }

  private static double recall(int[] k) {
    return k[0] + k[2] == 0 ? 1.0 : (double) k[0] / (k[0] + k[2]);
  }

  static List<Intent> asks(List<Intent> intents) {
    return intents.stream().filter(Intent::isAsk).toList();
  }
}
