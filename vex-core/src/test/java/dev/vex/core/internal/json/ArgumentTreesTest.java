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

  @Test
  void checkedArgumentsThatAreTheModelsOwnAreNotWrittenAgain() {
    JsonElement model = JsonParser.parseString("{\"zone\":\"Europe/Oslo\",\"n\":2,\"on\":true}");
    String text = ArgumentTrees.remember(model.toString(), model);
    // the binder's own tree: new objects, the same members, order and values
    JsonElement checked = JsonParser.parseString("{\"zone\":\"Europe/Oslo\",\"n\":2,\"on\":true}");

    assertThat(ArgumentTrees.write(checked, text)).isSameAs(text);
  }

  @Test
  void checkedArgumentsThatDifferInAnyCharacterAreWrittenFromTheirTree() {
    String[][] cases = {
      {"{\"b\":1,\"a\":2}", "{\"a\":2,\"b\":1}"}, // the schema's order
      {"{\"n\":1.0}", "{\"n\":1}"}, // an integer coerced
      {"{\"n\":\"1\"}", "{\"n\":1}"}, // a number from a string
      {"{\"a\":[1,2]}", "{\"a\":[1]}"},
      {"{\"a\":{\"b\":null}}", "{\"a\":{\"b\":false}}"},
      {"{\"a\":\"x\",\"extra\":1}", "{\"a\":\"x\"}"}, // an unknown argument dropped
    };
    for (String[] c : cases) {
      JsonElement model = JsonParser.parseString(c[0]);
      String text = ArgumentTrees.remember(model.toString(), model);
      JsonElement checked = JsonParser.parseString(c[1]);

      assertThat(ArgumentTrees.write(checked, text)).as(c[0]).isEqualTo(checked.toString());
    }
    JsonElement tree = JsonParser.parseString("{\"a\":1}");
    String notWrittenByGson = "{ \"a\": 1 }";
    ArgumentTrees.parse(notWrittenByGson);
    assertThat(ArgumentTrees.write(tree, notWrittenByGson)).isEqualTo("{\"a\":1}");
  }
}
