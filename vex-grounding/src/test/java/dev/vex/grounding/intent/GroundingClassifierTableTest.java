package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The intent rules against a table of phrasings, one case a line in {@code intent/phrasings.tsv}.
 */
class GroundingClassifierTableTest {
  private static final GroundingClassifier RULES = GroundingClassifier.create();

  static List<Arguments> cases() throws IOException {
    List<Arguments> out = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                GroundingClassifier.class.getResourceAsStream("phrasings.tsv"),
                StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\t");
        if (parts.length != 2) {
          throw new IllegalStateException("a case needs one TAB: " + line);
        }
        out.add(Arguments.of(parts[0], parts[1].strip()));
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0} => {1}")
  @MethodSource("cases")
  void eachPhrasingYieldsExactlyItsIntents(String message, String expected) {
    // the table lists asks: a mention grounds nothing
    List<Intent> intents = IntentPrecisionRecallTest.asks(RULES.classify(Message.user(message)));

    assertThat(render(intents)).as(message).isEqualTo(normalise(expected));
  }

  @Test
  void theTableHoldsAtLeast150CasesInBothLanguagesWithNegatives() throws IOException {
    List<Arguments> cases = cases();
    long negatives = cases.stream().filter(a -> "-".equals(a.get()[1])).count();

    assertThat(cases).hasSizeGreaterThanOrEqualTo(150);
    assertThat(negatives).isGreaterThanOrEqualTo(30);
  }

  private static String render(List<Intent> intents) {
    if (intents.isEmpty()) {
      return "-";
    }
    return intents.stream()
        .map(GroundingClassifierTableTest::render)
        .sorted()
        .collect(Collectors.joining(" & "));
  }

  private static String render(Intent i) {
    String s = i.kind() + ":" + i.subject();
    if (!i.parameters().isEmpty()) {
      Map<String, String> sorted = new TreeMap<>(i.parameters());
      s +=
          sorted.entrySet().stream()
              .map(e -> e.getKey() + "=" + e.getValue())
              .collect(Collectors.joining(",", "{", "}"));
    }
    return s;
  }

  private static String normalise(String expected) {
    if (expected.equals("-")) {
      return "-";
    }
    return Stream.of(expected.split(" & "))
        .map(String::strip)
        .sorted()
        .collect(Collectors.joining(" & "));
  }
}
