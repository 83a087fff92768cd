package dev.vex.benchmarks.guards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.digits.DigitScanGuard;
import org.junit.jupiter.api.Test;

/**
 * The recipe, dated-market, news and sports cells of {@link GuardPerMb} measure what they say:
 * their turns hold the recorded recipe, window, front page and matches as the fetchers read them (a
 * wrong figure is caught there), and their honest inputs reach the user unchanged, so that no check
 * stops early at its first problem and every figure of a megabyte is judged.
 */
class GuardPerMbInputsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static GuardVerdict verdict(String guard, String text) throws Exception {
    return GUARD.check(new Draft(text), GuardPerMb.turn(guard));
  }

  @Test
  void theRecipeTurnCatchesAWrongOvenTemperatureAndPassesItsHonestInputs() throws Exception {
    assertThat(verdict("digit scan, recipe", "Bake the tart at 190 °C."))
        .isInstanceOf(GuardVerdict.Overridden.class);
    for (String input : GuardPerMb.DATA_INPUTS.get("digit scan, recipe")) {
      String text = GuardPerMb.text(GuardPerMb.unit(input), 64 * 1024);
      assertThat(verdict("digit scan, recipe", text))
          .as(input)
          .isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  @Test
  void theDatedTurnReplacesAWrongCloseAndPassesItsHonestInputs() throws Exception {
    GuardVerdict wrong =
        verdict("digit scan, dated market", "On 26 June 2023 the index closed at 9,500.00.");
    assertThat(wrong)
        .isInstanceOfSatisfying(
            GuardVerdict.Rewritten.class,
            r -> assertThat(r.text()).doesNotContain("9,500.00").contains("9,297.12"));
    for (String input : GuardPerMb.DATA_INPUTS.get("digit scan, dated market")) {
      String text = GuardPerMb.text(GuardPerMb.unit(input), 64 * 1024);
      assertThat(verdict("digit scan, dated market", text))
          .as(input)
          .isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  @Test
  void theNewsTurnCatchesAWrongCommentCountAndPassesItsHonestInputs() throws Exception {
    assertThat(verdict("digit scan, news", "Speeding up my ZSH shell has 120 comments."))
        .isInstanceOf(GuardVerdict.Overridden.class);
    assertHonest("digit scan, news");
  }

  @Test
  void theSportsTurnCatchesAWrongRoundAndPassesItsHonestInputs() throws Exception {
    assertThat(
            verdict(
                "digit scan, sports",
                "Liverpool beat Tottenham Hotspur 3–1. Next, in round 7, they host Manchester"
                    + " City."))
        .isInstanceOf(GuardVerdict.Overridden.class);
    assertHonest("digit scan, sports");
  }

  /**
   * The allowlist's own input classes, at the 1 MB of their cell (read as plain text, past the
   * Markdown limit, and shown in a code block): every off-list address and URL is gone, the allowed
   * address stays.
   */
  @Test
  void theAllowlistsInputsLoseEveryOffListLinkAtTheCellsSize() throws Exception {
    for (String input : GuardPerMb.DATA_INPUTS.get("url allowlist")) {
      String text = GuardPerMb.text(GuardPerMb.unit(input), 1 << 20);
      GuardVerdict v =
          GuardPerMb.guard("url allowlist")
              .check(new Draft(text), GuardPerMb.turn("url allowlist"));
      assertThat(v).as(input).isInstanceOf(GuardVerdict.Rewritten.class);
      String shown = ((GuardVerdict.Rewritten) v).text();
      assertThat(shown)
          .as(input)
          .doesNotContain("x@evil")
          .doesNotContain("www.evil")
          .doesNotContain("evil.example/x")
          .doesNotContain("https://a.b");
      if (input.startsWith("e-mails")) {
        assertThat(shown).contains("y@github.com");
      }
    }
  }

  /** Each honest input of the guard's cell, 64 KiB of it, reaches the user unchanged. */
  private static void assertHonest(String guard) throws Exception {
    for (String input : GuardPerMb.DATA_INPUTS.get(guard)) {
      String text = GuardPerMb.text(GuardPerMb.unit(input), 64 * 1024);
      assertThat(verdict(guard, text)).as(input).isInstanceOf(GuardVerdict.Pass.class);
    }
  }
}
