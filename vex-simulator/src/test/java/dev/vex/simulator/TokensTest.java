package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TokensTest {

  @Test
  void tokensKeepTheirLeadingWhitespace() {
    assertThat(Tokens.split("The answer is: 2")).containsExactly("The", " answer", " is:", " 2");
    assertThat(Tokens.split("  a\n\nb ")).containsExactly("  a", "\n\nb", " ");
    assertThat(Tokens.split("")).isEmpty();
  }

  @Test
  void rawOutputIsAlsoSplitAroundTextTags() {
    assertThat(Tokens.splitRaw("ok<tool_call>{\"a\":1}</tool_call>", "<tool_call>"))
        .containsExactly("ok", "<tool_call>", "{\"a\":1}</tool_call>");
    assertThat(Tokens.splitRaw("{\"a\": 1}", "{")).containsExactly("{\"a\":", " 1}");
  }
}
