package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import org.junit.jupiter.api.Test;

class GoJsonTest {

  private static String str(String s) {
    return GoJson.write(new JsonPrimitive(s));
  }

  @Test
  void escapesHtmlCharactersButNotEqualsOrApostrophe() {
    assertThat(str("<a href='x'>&=</a>"))
        .isEqualTo("\"\\u003ca href='x'\\u003e\\u0026=\\u003c/a\\u003e\"");
  }

  @Test
  void escapesControlCharactersAndLineSeparatorsAsGoDoes() {
    assertThat(str("a\"b\\c\n\r\t\b\f\u0001\u2028\u2029é"))
        .isEqualTo("\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0001\\u2028\\u2029é\"");
    assertThat(str("\ud83d\ude00")).isEqualTo("\"\ud83d\ude00\"");
    assertThat(str("x\ud83d")).isEqualTo("\"x\\ufffd\"");
  }

  @Test
  void writesNumbersAsFloat64() {
    assertThat(GoJson.number(3.0)).isEqualTo("3");
    assertThat(GoJson.number(-0.5)).isEqualTo("-0.5");
    assertThat(GoJson.number(1e20)).isEqualTo("100000000000000000000");
    assertThat(GoJson.number(1e21)).isEqualTo("1e+21");
    assertThat(GoJson.number(1.5e-7)).isEqualTo("1.5e-7");
    assertThat(GoJson.number(0.000001)).isEqualTo("0.000001");
    assertThat(GoJson.number(12345678901234567890.0)).isEqualTo("12345678901234567000");
  }

  @Test
  void keepsObjectKeyOrder() {
    JsonObject o = new JsonObject();
    o.addProperty("z", 1);
    o.addProperty("a", true);
    o.add("m", null);
    assertThat(GoJson.write(o)).isEqualTo("{\"z\":1,\"a\":true,\"m\":null}");
  }

  @Test
  void parsesStrictlyLikeGo() {
    assertThat(GoJson.parseStrict(" {\"a\":[1,2]} ").isJsonObject()).isTrue();
    assertThatThrownBy(() -> GoJson.parseStrict("{'a':1}"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid character");
    assertThatThrownBy(() -> GoJson.parseStrict("{\"a\":1} x"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> GoJson.parseStrict("{\"a\":"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(GoJson.parseObjectOrNull("[1]")).isNull();
  }
}
