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
 * The digit scan on a subject the user only mentioned: nothing is required, the model's own numbers
 * (years, amounts of the past, other subjects) pass untouched, and only a sentence that states a
 * different live figure for the subject now is replaced by one line with the real figure.
 */
class MentionedSubjectTest {
  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private static TurnContext mention(String question, Locale locale) {
    GroundTruth btc =
        Turns.truth(
            Turns.figures("BTC price[Bitcoin,BTC]=89369 USD; ?BTC 24h change[Bitcoin,BTC]=-1.2 %"));
    return new TurnContext(
        Message.user(question),
        locale,
        List.of(Intent.mention("crypto", "BTC")),
        List.of(),
        List.of(),
        List.of(),
        "",
        null,
        List.of(),
        List.of(btc));
  }

  private String after(String draft, TurnContext context) throws Exception {
    return Turns.after(guard, draft, context);
  }

  @Test
  void anAnswerAboutTheSubjectsHistoryPassesUnchanged() throws Exception {
    String honest =
        "Bitcoin was described in a 2008 white paper by Satoshi Nakamoto and launched in January"
            + " 2009. Its supply is capped at 21 million coins, and in 2010 someone paid 10,000 BTC"
            + " for two pizzas worth about $41.";
    assertThat(after(honest, mention("who created bitcoin?", Locale.ENGLISH))).isEqualTo(honest);
  }

  @Test
  void anAnswerThatLeavesThePriceOutIsNotAskedForIt() throws Exception {
    GuardVerdict v =
        guard.check(
            new Draft("Bitcoin mining secures the network with proof of work."),
            mention("how does bitcoin mining work", Locale.ENGLISH));
    assertThat(v).isInstanceOf(GuardVerdict.Pass.class);
    assertThat(((GuardVerdict.Pass) v).reason()).contains("only mentioned");
  }

  @Test
  void aDifferentLivePriceForTheMentionedSubjectIsReplacedByTheRealOne() throws Exception {
    String draft =
        "Satoshi Nakamoto created Bitcoin in 2009. Today one bitcoin trades at $42,150. It is the"
            + " oldest cryptocurrency.";
    GuardVerdict v = guard.check(new Draft(draft), mention("who created bitcoin?", Locale.ENGLISH));
    assertThat(v).isInstanceOf(GuardVerdict.Rewritten.class);
    String text = ((GuardVerdict.Rewritten) v).text();
    assertThat(text)
        .contains("Satoshi Nakamoto created Bitcoin in 2009.")
        .contains("It is the oldest cryptocurrency.")
        .contains("BTC price: 89369 USD (test source).")
        .doesNotContain("42,150");
    assertThat(v.reason()).contains("'$42,150'").contains("only mentioned").contains("89369");
  }

  @Test
  void theRightLivePriceAndAPastPricePassInNorwegianToo() throws Exception {
    String honest =
        "Bitcoin ble lansert i 2009, og i 2017 var den verdt rundt 20 000 dollar. Nå koster én"
            + " bitcoin 89 369 dollar.";
    assertThat(after(honest, mention("hvem lagde bitcoin?", Locale.forLanguageTag("nb"))))
        .isEqualTo(honest);
  }

  @Test
  void aPriceOfAnotherSubjectIsNotTheMentionedOnes() throws Exception {
    String honest = "Unlike Bitcoin, a share of Apple costs about $230 today.";
    assertThat(after(honest, mention("bitcoin or apple?", Locale.ENGLISH))).isEqualTo(honest);
  }

  private static TurnContext twoMentions(String question, Locale locale) {
    GroundTruth btc = Turns.truth(Turns.figures("BTC price[Bitcoin,BTC]=65610 USD"));
    GroundTruth eth = Turns.truth(Turns.figures("ETH price[Ethereum,ETH]=1921.27 USD"));
    return new TurnContext(
        Message.user(question),
        locale,
        List.of(Intent.mention("crypto", "ETH"), Intent.mention("crypto", "BTC")),
        List.of(),
        List.of(),
        List.of(),
        "",
        null,
        List.of(),
        List.of(eth, btc));
  }

  @Test
  void eachOfTwoMentionedSubjectsIsHeldToTheFigureWrittenAfterItsOwnName() throws Exception {
    // replies written for this test: each price right after its own coin's name passes
    for (String honest :
        List.of(
            "Med ETH på 1 921,27 dollar og BTC på 65 610 dollar er 1 ETH omtrent 0,0293 BTC.",
            "With ETH at $1,921.27 and BTC at $65,610, one ETH is about 0.0293 BTC.")) {
      Locale l = honest.startsWith("Med") ? Locale.forLanguageTag("nb") : Locale.ENGLISH;
      assertThat(after(honest, twoMentions("ETH in BTC?", l))).as(honest).isEqualTo(honest);
    }
    // a price written after the wrong coin's name is still that coin's, and wrong
    for (String wrong :
        List.of(
            "Med ETH på 65 610 dollar og BTC på 1 921,27 dollar er 1 ETH omtrent 34 BTC.",
            "With ETH at $1,921.27 and BTC at $1,921.27, one ETH is one BTC.")) {
      Locale l = wrong.startsWith("Med") ? Locale.forLanguageTag("nb") : Locale.ENGLISH;
      GuardVerdict v = guard.check(new Draft(wrong), twoMentions("ETH in BTC?", l));
      assertThat(v).as(wrong).isNotInstanceOf(GuardVerdict.Pass.class);
      assertThat(v.reason()).as(wrong).contains("only mentioned");
    }
  }
}
