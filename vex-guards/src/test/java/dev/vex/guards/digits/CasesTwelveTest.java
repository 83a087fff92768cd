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
 * The guard classes of the twelfth tuning tables (#22, session 30: cases12, content-cases12), each
 * in English and Norwegian, with ordinary sentences that use the same words beside the class that
 * must come through unchanged.
 */
class CasesTwelveTest {
  private static final Locale NB = Locale.forLanguageTag("nb-NO");
  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private static TurnContext en(GroundTruth t) {
    return Turns.turn(Locale.ENGLISH, List.of(t), List.of());
  }

  private static TurnContext nb(GroundTruth t) {
    return Turns.turn(NB, List.of(t), List.of());
  }

  private static final GroundTruth INDEX =
      Turns.truth(
          Turns.figures(
              "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                  + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));

  /**
   * A move's direction word against its own two ends (cases12 P042): "steg litt i dag, til 9 683,69
   * fra 9 693,30" is a fall told as a rise, and so is "rose from 9,693.30 to 9,683.69"; the same
   * pairs with "falt" and "fell" pass, and so does a range with no direction word.
   */
  @Test
  void aMoveWhoseWordGoesAgainstItsEndsIsCaught() throws Exception {
    GuardVerdict no =
        guard.check(new Draft("Den steg litt i dag, til 9 683,69 fra 9 693,30."), nb(INDEX));
    assertThat(no).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(no.reason()).contains("as a rise where 9693.30 to 9683.69 is a fall");
    GuardVerdict en =
        guard.check(new Draft("It rose slightly today, from 9,693.30 to 9,683.69."), en(INDEX));
    assertThat(en).isInstanceOf(GuardVerdict.Overridden.class);
    for (String reply :
        List.of(
            "Den falt litt i dag, til 9 683,69 fra 9 693,30.", "Ned fra 9 693,30 til 9 683,69.")) {
      assertThat(Turns.after(guard, reply, nb(INDEX))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "It fell slightly today, from 9,693.30 to 9,683.69.",
            "It rose last year; today it went from 9,693.30 to 9,683.69.")) {
      assertThat(Turns.after(guard, reply, en(INDEX))).as(reply).isEqualTo(reply);
    }
  }

  private static final GroundTruth APPLE =
      Turns.truth(Turns.figures("AAPL price[Apple,AAPL]=160.55 USD"));

  /**
   * A move since a past time ends at the price now, not starts there (cases12 P038): "har falt fra
   * 160,55 til 75,09 dollar siden januar 2020" swaps the ends; the rise from 75,09 to 160,55
   * passes, in both languages.
   */
  @Test
  void aMoveSinceAPastTimeEndsAtThePriceNow() throws Exception {
    GuardVerdict no =
        guard.check(
            new Draft("Nei, Apple har falt fra 160,55 til 75,09 dollar siden januar 2020."),
            nb(APPLE));
    assertThat(no).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(no.reason()).contains("as a move since then that starts at AAPL price 160.55");
    GuardVerdict en =
        guard.check(
            new Draft("Apple has dropped from $160.55 to $75.09 since January 2020."), en(APPLE));
    assertThat(en).isInstanceOf(GuardVerdict.Overridden.class);
    String right = "Ja, Apple har steget fra 75,09 til 160,55 dollar siden januar 2020.";
    assertThat(Turns.after(guard, right, nb(APPLE))).isEqualTo(right);
    String risen = "Apple has risen from $75.09 to $160.55 since January 2020.";
    assertThat(Turns.after(guard, risen, en(APPLE))).isEqualTo(risen);
  }

  /**
   * The same for a subject only mentioned ("Har Apple-aksjen steget siden januar 2020?", cases12
   * P038): the swapped ends are caught, whatever the subject was read as; the right ends pass.
   */
  @Test
  void aMentionedMoveSinceAPastTimeEndsAtThePriceNow() throws Exception {
    GroundTruth apple = Turns.truth(Turns.figures("AAPL price[Har Apple]=160.55 USD"));
    TurnContext mention =
        new TurnContext(
            Message.user("Har Apple-aksjen steget siden januar 2020?"),
            NB,
            List.of(Intent.mention("stocks", "Har Apple")),
            List.of(),
            List.of(),
            List.of(),
            "",
            null,
            List.of(),
            List.of(apple));
    String wrong = "Nei, Apple har falt fra 160,55 til 75,09 dollar siden januar 2020.";
    assertThat(Turns.after(guard, wrong, mention)).isNotEqualTo(wrong);
    String right = "Ja, Apple har steget fra 75,09 til 160,55 dollar siden januar 2020.";
    assertThat(Turns.after(guard, right, mention)).isEqualTo(right);
    String history = "Apple ble grunnlagt i 1976 og gikk på børs i 1980.";
    assertThat(Turns.after(guard, history, mention)).isEqualTo(history);
  }

  /**
   * Off-topic prose with the same words, in a turn whose figures it does not state: "from 9 to 5"
   * after "went up" is no move of a figure and passes unchanged.
   */
  @Test
  void ordinaryFromToSentencesPassUnchanged() throws Exception {
    GroundTruth optional = Turns.truth(Turns.figures("?AAPL price[Apple,AAPL]=160.55 USD"));
    for (String reply :
        List.of(
            "Opening hours went up from 9 to 5 on weekdays since last year.",
            "The team climbed from 12th to 3rd place since March.")) {
      assertThat(Turns.after(guard, reply, en(optional))).as(reply).isEqualTo(reply);
    }
    String no = "Åpningstiden steg fra 9 til 17 siden i fjor.";
    assertThat(Turns.after(guard, no, nb(optional))).isEqualTo(no);
  }
}
