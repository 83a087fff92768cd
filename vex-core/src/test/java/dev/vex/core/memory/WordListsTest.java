package dev.vex.core.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The memory filter's word lists live in a resource file; they load, and every one is used. */
class WordListsTest {

  @Test
  void everyListInTheFileIsReadByTheFilterAndNoneIsEmpty() {
    assertThat(TaskShapeRules.INSTANCE).isNotNull(); // initialises the class and its lists
    assertThat(TaskShapeRules.WORDS.unused())
        .as("lists in the file that the filter never reads")
        .isEmpty();
    assertThat(TaskShapeRules.WORDS.list("FILLERS")).contains("i am fine", "jeg er fin");
    assertThat(TaskShapeRules.WORDS.pairs("CONTRACTIONS").get("i'm")).containsExactly("i", "am");
    assertThat(TaskShapeRules.WORDS.phrases("PREFIXES")[3])
        .containsExactly("keep", "in", "mind", "that");
  }

  @Test
  void aListTheFileLacksIsAnErrorNotAnEmptyList() {
    assertThatThrownBy(() -> TaskShapeRules.WORDS.set("NO_SUCH_LIST"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("NO_SUCH_LIST");
    assertThatThrownBy(() -> WordLists.read("no-such-file.txt"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("missing");
  }
}
