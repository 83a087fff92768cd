package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LinkRemoverTest {

  private static String removeAll(String text) {
    return LinkRemover.remove(text, ReplyLinks.scan(text, false));
  }

  @Test
  void linksWithTextKeepTheirText() {
    assertThat(removeAll("A [b](https://x.example) ![c](https://x.example/i) <a href=y>d</a>."))
        .isEqualTo("A b c d.");
  }

  @Test
  void urlsWithoutTextLeaveNoDoubleSpacesOrDanglingPunctuation() {
    assertThat(removeAll("See https://x.example now.")).isEqualTo("See now.");
    assertThat(removeAll("See (https://x.example) now.")).isEqualTo("See now.");
    assertThat(removeAll("Done (kilde: https://x.example).")).isEqualTo("Done.");
    assertThat(removeAll("Sources: https://x.example, https://y.example and z."))
        .isEqualTo("Sources: and z.");
    assertThat(removeAll("https://x.example is gone")).isEqualTo("is gone");
  }

  @Test
  void aLineLeftWithOnlyALabelOrAMarkerGoes() {
    assertThat(removeAll("Price: $5.\nSource: https://x.example\n- https://y.example\nBye."))
        .isEqualTo("Price: $5.\nBye.");
  }

  @Test
  void aReplyThatWouldBeEmptyKeepsItsLabel() {
    assertThat(removeAll("Source: https://x.example")).isEqualTo("Source:");
  }

  @Test
  void manyRemovalsOnOneLongLineStayLinear() {
    String line = "word https://x.example/a ".repeat(40_000);

    assertThat(removeAll(line)).isEqualTo("word ".repeat(40_000).strip() + " ");
  }
}
