package dev.vex.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The binder's map goes from the binding to the tool's arguments without a copy or a rebuilt tree
 * (#23: each call's arguments went map -> copy -> tree again), and a host's own map is still
 * copied.
 */
class ArgumentBindingTest {
  private final ObjectSchema schema =
      ObjectSchema.builder()
          .requiredString("city", "City")
          .optionalInteger("days", "Days ahead")
          .build();

  @Test
  void theBindersMapIsKeptAsItIsAndCannotBeChanged() {
    ArgumentBinding b = schema.bind("{\"city\":\"Oslo\",\"days\":\"2\"}");

    assertThat(b.ok()).isTrue();
    assertThat(b.arguments()).containsExactly(Map.entry("city", "Oslo"), Map.entry("days", 2L));
    assertThat(new ArgumentBinding(b.arguments(), List.of()).arguments())
        .as("no copy of a map that is immutable all through")
        .isSameAs(b.arguments());
    assertThatThrownBy(() -> b.arguments().put("city", "Bergen"))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(b.arguments()).isEqualTo(Map.of("city", "Oslo", "days", 2L));
    assertThat(b.arguments().hashCode()).isEqualTo(Map.of("city", "Oslo", "days", 2L).hashCode());
  }

  @Test
  void toolArgumentsReadTheBindersMapAndGiveItBackAsJson() {
    ToolArguments args =
        new ToolArguments(schema.bind("{\"city\":\"Oslo\",\"days\":2}").arguments());

    assertThat(args.string("city")).isEqualTo("Oslo");
    assertThat(args.integer("days")).isEqualTo(2L);
    assertThat(args.toString()).isEqualTo("{\"city\":\"Oslo\",\"days\":2}");
    assertThat(args.asMap()).isEqualTo(Map.of("city", "Oslo", "days", 2L));
  }

  @Test
  void aHostsOwnMapIsCopied() {
    Map<String, Object> mine = new LinkedHashMap<>();
    mine.put("city", "Oslo");
    ArgumentBinding b = new ArgumentBinding(mine, List.of());
    ToolArguments args = new ToolArguments(mine);
    mine.put("city", "Bergen");

    assertThat(b.arguments()).isNotSameAs(mine).containsEntry("city", "Oslo");
    assertThat(args.string("city")).isEqualTo("Oslo");
  }
}
