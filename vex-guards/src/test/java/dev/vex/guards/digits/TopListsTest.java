package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * "The top 10" on a turn that fetched a ranking of ten coins names the list, not a coin's rank
 * (#22); replies written for this test, English and Norwegian.
 */
class TopListsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static TurnContext topTen(Locale locale) {
    GroundTruth t =
        Turns.truth(
            Turns.figures(
                "?FIGR_HELOC price[Figure Heloc,FIGR_HELOC]=1.048 USD;"
                    + " ?FIGR_HELOC 24h change[Figure Heloc,FIGR_HELOC]=2.45 %;"
                    + " ?FIGR_HELOC market cap rank[Figure Heloc,FIGR_HELOC]=9;"
                    + " ?DOGE price[Dogecoin,DOGE]=0.1 USD;"
                    + " ?DOGE 24h change[Dogecoin,DOGE]=-3.2 %;"
                    + " ?DOGE market cap rank[Dogecoin,DOGE]=10"));
    return TurnContext.builder(Message.user("q"))
        .locale(locale)
        .intents(List.of(Intent.of("crypto", "")))
        .groundTruth(List.of(t))
        .build();
  }

  @Test
  void theTopTenOfATenCoinRankingIsTheListNotACoinsRank() throws Exception {
    String en =
        "Figure Heloc (FIGR_HELOC) is the only real gainer, up 2.45% to $1.048; nearly everything"
            + " else in the top 10 is in the red.";
    assertThat(Turns.after(GUARD, en, topTen(Locale.ENGLISH))).isEqualTo(en);
    String nb =
        "Figure Heloc er den eneste på topp 10-listen som stiger: opp 2,45 % til 1,048 dollar.";
    GuardVerdict v = GUARD.check(new Draft(nb), topTen(Locale.forLanguageTag("nb")));
    assertThat(v).as(v.reason()).isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void aRankOfTenWrittenForAnotherCoinIsStillReplaced() throws Exception {
    for (String wrong :
        List.of(
            "Figure Heloc is up 2.45% to $1.048 and ranked number 10.",
            "Figure Heloc stiger 2,45 % til 1,048 dollar og er rangert som nummer 10.")) {
      Locale l = wrong.contains("stiger") ? Locale.forLanguageTag("nb") : Locale.ENGLISH;
      GuardVerdict v = GUARD.check(new Draft(wrong), topTen(l));
      assertThat(v).as(wrong).isNotInstanceOf(GuardVerdict.Pass.class);
    }
  }
}
