package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A number that is part of an index's name is no figure (#22, cases16 P049: "Det er S&P 500 der
 * utbytte regnes som reinvestert" was replaced as "stated 500 where the source says 9,683.69 USD").
 * Replies written for the test, in English and Norwegian, over the S&P 500 Total Return's price and
 * previous close: the names pass word for word; the same words with a wrong level, or a name's
 * number written where the level goes, are still replaced.
 */
class IndexNamesTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();
  private static final Locale NB = Locale.forLanguageTag("nb");

  private static final GroundTruth INDEX =
      Turns.truth(
          Turns.figures(
              "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                  + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));

  private static String received(String question, String draft, Locale l) throws Exception {
    TurnContext context =
        TurnContext.builder(Message.user(question))
            .locale(l)
            .intents(List.of(Intent.of("stocks", "^SP500TR")))
            .groundTruth(List.of(INDEX))
            .build();
    dev.vex.core.guard.GuardVerdict v = GUARD.check(new dev.vex.core.guard.Draft(draft), context);
    String out = Turns.after(GUARD, draft, context);
    return out.equals(draft) ? out : out + " <- " + v;
  }

  @Test
  void anIndexsOwnNumberRightAfterItsWordIsItsName() {
    assertThat(IndexNames.inName("Det er S&P 500 der", number("Det er S&P 500 der", "500")))
        .isTrue();
    assertThat(IndexNames.inName("the S&P500 index", number("the S&P500 index", "500"))).isTrue();
    assertThat(IndexNames.inName("Nasdaq 100 futures", number("Nasdaq 100 futures", "100")))
        .isTrue();
    assertThat(IndexNames.inName("Nikkei 225.", number("Nikkei 225.", "225"))).isTrue();
    // another number after the word, the word inside another, or the number inside another
    assertThat(IndexNames.inName("the S&P 4500 level", number("the S&P 4500 level", "4500")))
        .isFalse();
    assertThat(IndexNames.inName("S&P at 500 points", number("S&P at 500 points", "500")))
        .isFalse();
    assertThat(IndexNames.inName("Subcac 40 units", number("Subcac 40 units", "40"))).isFalse();
    assertThat(IndexNames.inName("DAX 40%", number("DAX 40%", "40"))).isFalse();
    assertThat(IndexNames.inName("FTSE 100,5", number("FTSE 100,5", "100,5"))).isFalse();
  }

  @Test
  void aReplyNamingTheIndexPassesAndAWrongLevelBesideTheNameDoesNot() throws Exception {
    String no =
        "Det er S&P 500 der utbytte regnes som reinvestert. Indeksen sto i 9 683,69 ved siste"
            + " sluttkurs.";
    String en =
        "It's the S&P 500 with dividends reinvested; the S&P 500 TR closed at 9,683.69 on 14"
            + " July.";
    assertThat(received("Hva er S&P 500 Total Return-indeksen?", no, NB)).isEqualTo(no);
    assertThat(received("What is the S&P 500 Total Return index?", en, Locale.ENGLISH))
        .isEqualTo(en);
    // the same words with a wrong level are still replaced
    assertThat(
            received(
                "Hvor står S&P 500 Total Return?",
                "S&P 500 TR står i 9 500, ned fra 9 693,30 i går.",
                NB))
        .startsWith("EKTE DATA");
    assertThat(
            received(
                "Where is the S&P 500 Total Return?",
                "The S&P 500 Total Return is at 8,683.69 today.",
                Locale.ENGLISH))
        .startsWith("REAL DATA");
    // a name's number written where the level goes is no name
    assertThat(
            received("Where is the S&P 500 Total Return?", "It is at 500 today.", Locale.ENGLISH))
        .startsWith("REAL DATA");
  }

  private static ReadNumber number(String text, String digits) {
    int at = text.indexOf(digits);
    return new ReadNumber(
        List.of(
            new ReadNumber.Reading(
                new java.math.BigDecimal(digits.replace(',', '.')), java.math.BigDecimal.ONE)),
        "",
        false,
        at,
        at + digits.length());
  }
}
