package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Phrases} answers as a {@code contains} per phrase does, on the phrase lists {@link
 * AskCues} and the classes of its forms look for and the messages of the tuning tables: the
 * one-pass look-up changes no classification.
 */
class PhrasesTest {

  @Test
  void answersAsContainsDoesOnEdgeCases() {
    List<String> set = List.of(" ab", " abc ", "b?", "x", "ø nå", " what is ", " what if");
    for (String text :
        List.of(
            "",
            " ",
            "x",
            " a",
            " ab",
            " abc",
            "zz abc ",
            " aab ",
            "b",
            "b?",
            "?b?",
            " ø nå ",
            " what is the price ",
            " what i ",
            " what if ",
            " whatif ")) {
      assertThat(Phrases.of(set).in(text))
          .as(text)
          .isEqualTo(set.stream().anyMatch(text::contains));
    }
    assertThat(Phrases.of(List.of()).in(" anything ")).isFalse();
    assertThat(Phrases.of(List.of("")).in("")).isTrue();
  }

  @Test
  void answersAsContainsDoesForEveryListOfAskCuesOnTheTuningMessages() throws Exception {
    List<String> texts = new ArrayList<>();
    for (String table :
        List.of(
            "tune7-en.tsv",
            "tune7-no.tsv",
            "tune8-en.tsv",
            "tune8-no.tsv",
            "tune9-en.tsv",
            "tune9-no.tsv",
            "tune10-en.tsv",
            "tune10-no.tsv",
            "tune11-en.tsv",
            "tune11-no.tsv")) {
      texts.addAll(messages(table));
    }
    assertThat(texts).hasSizeGreaterThan(1000);
    List<String> padded = new ArrayList<>();
    texts.forEach(t -> padded.add(new Utterance(t).padded()));
    List<List<String>> all = new ArrayList<>();
    List<Field> fields = new ArrayList<>();
    for (Class<?> c :
        List.of(
            AskCues.class,
            BuyingAdvice.class,
            CoinNameForms.class,
            DefinitionForms.class,
            OffSubjectForms.class,
            PastForms.class,
            PriceForms.class,
            RequirementForms.class)) {
      fields.addAll(List.of(c.getDeclaredFields()));
    }
    for (Field f : fields) {
      if (!Modifier.isStatic(f.getModifiers()) || f.getType() != List.class) {
        continue;
      }
      f.setAccessible(true);
      List<?> list = (List<?>) f.get(null);
      if (list.isEmpty() || !(list.get(0) instanceof String)) {
        continue;
      }
      List<String> phrases = new ArrayList<>();
      list.forEach(p -> phrases.add((String) p));
      all.add(phrases);
    }
    // every phrase of every list inside a text, and cut short by its last character
    for (List<String> phrases : all) {
      for (String p : phrases) {
        padded.add(" so" + p + "x ");
        padded.add(" so" + p.substring(0, p.length() - 1));
      }
    }
    int lists = 0;
    for (List<String> phrases : all) {
      Phrases set = Phrases.of(phrases);
      int found = 0;
      for (String text : padded) {
        boolean expected = phrases.stream().anyMatch(text::contains);
        if (set.in(text) != expected) {
          fail("a phrase of " + phrases + (expected ? " missed in " : " wrongly found in ") + text);
        }
        found += expected ? 1 : 0;
      }
      assertThat(found).as(phrases + " found in some message").isPositive();
      assertThat(found).as(phrases + " missing from some message").isLessThan(padded.size());
      lists++;
    }
    assertThat(lists).isGreaterThanOrEqualTo(6);
  }

  /** The first column of a tuning table: its messages. */
  private static List<String> messages(String table) throws IOException {
    List<String> out = new ArrayList<>();
    Path p = Path.of("src/test/resources/intent", table);
    for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
      if (!line.isBlank() && !line.startsWith("#")) {
        out.add(line.split("\t", -1)[0]);
      }
    }
    return out;
  }
}
