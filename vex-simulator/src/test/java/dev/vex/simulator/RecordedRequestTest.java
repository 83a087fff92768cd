package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class RecordedRequestTest {

  private static RecordedRequest post(String body) {
    return new RecordedRequest(
        "POST", "/api/chat", Map.of("content-type", "application/json"), body);
  }

  @Test
  void exposesTheChatFieldsOfTheBody() {
    RecordedRequest r =
        post(
            "{\"model\":\"qwen2.5:3b\",\"stream\":false,\"options\":{\"num_ctx\":8192},"
                + "\"messages\":[{\"role\":\"user\",\"content\":\"a\",\"images\":[\"AAA=\"]},"
                + "{\"role\":\"user\",\"content\":\"b\",\"images\":[\"BBB=\"]}],"
                + "\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"f\"}},"
                + "{\"type\":\"function\",\"function\":{\"name\":\"g\"}}]}");
    assertThat(r.model()).isEqualTo("qwen2.5:3b");
    assertThat(r.stream()).isFalse();
    assertThat(r.options().get("num_ctx").getAsInt()).isEqualTo(8192);
    assertThat(r.messages()).hasSize(2);
    assertThat(r.toolNames()).containsExactly("f", "g");
    assertThat(r.images()).containsExactly("AAA=", "BBB=");
    assertThat(r.lastMessage().get("content").getAsString()).isEqualTo("b");
    assertThat(r.header("Content-Type")).isEqualTo("application/json");
  }

  @Test
  void absentFieldsGiveEmptyValuesAndStreamDefaultsToTrue() {
    RecordedRequest r = post("{}");
    assertThat(r.model()).isNull();
    assertThat(r.stream()).isTrue();
    assertThat(r.tools()).isEmpty();
    assertThat(r.toolNames()).isEmpty();
    assertThat(r.options().size()).isZero();
    assertThat(r.images()).isEmpty();
    assertThat(r.lastMessage()).isNull();
    assertThat(post("").json().size()).isZero();
  }

  @Test
  void aBodyThatIsNotAnObjectIsNamedInTheError() {
    assertThatThrownBy(() -> post("[1]").json())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("POST /api/chat");
    assertThatThrownBy(() -> post("{oops").model()).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void isAnImmutableValue() {
    RecordedRequest r = post("{\"model\":\"m\"}");
    r.json().addProperty("model", "changed");
    assertThat(r.model()).isEqualTo("m");
    assertThat(r).isEqualTo(post("{\"model\":\"m\"}"));
    assertThatThrownBy(() -> r.headers().put("x", "y"))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
