package dev.vex.core.internal.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

class ArgumentTreesTest {
  @Test
  void aRememberedTextGivesBackItsTreeWithoutParsing() {
    JsonElement tree = JsonParser.parseString("{\"zone\":\"Europe/Oslo\"}");
    String text = ArgumentTrees.remember(tree.toString(), tree);

    assertThat(ArgumentTrees.parse(text)).isSameAs(tree);
    assertThat(ArgumentTrees.objectOrEmpty(text)).isSameAs(tree);
    assertThat(ArgumentTrees.canonical(text)).isTrue();
  }

  @Test
  void anEqualTextThatIsAnotherStringIsParsedOnItsOwn() {
    JsonElement tree = JsonParser.parseString("{\"a\":1}");
    String text = ArgumentTrees.remember(tree.toString(), tree);
    String other = new String(text.toCharArray());

    JsonElement parsed = ArgumentTrees.parse(other);

    assertThat(parsed).isNotSameAs(tree).isEqualTo(tree);
    assertThat(ArgumentTrees.canonical(other)).as("parsed, not written by Gson").isFalse();
    assertThat(ArgumentTrees.parse(other)).as("kept after its parse").isSameAs(parsed);
  }

  @Test
  void aLongTextIsParsedEachTime() {
    String text = "{\"a\":\"" + "x".repeat(ArgumentTrees.MAX_CHARS) + "\"}";

    assertThat(ArgumentTrees.parse(text)).isNotSameAs(ArgumentTrees.parse(text));
  }

  @Test
  void badTextFailsAsAParseDoesAndIsAnEmptyObjectForTheWire() {
    assertThatThrownBy(() -> ArgumentTrees.parse("{\"a\":")).isInstanceOf(JsonParseException.class);
    assertThat(ArgumentTrees.objectOrEmpty("{\"a\":").size()).isZero();
    assertThat(ArgumentTrees.objectOrEmpty("\"text\"").size()).isZero();
    assertThat(ArgumentTrees.parse(null).isJsonNull()).isTrue();
  }
}
