package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The guard classes of the eleventh tuning tables (#22, session 29: cases11, content-cases11), each
 * in English and Norwegian where people write both, with an ordinary sentence beside the class that
 * must come through unchanged.
 */
class CasesElevenTest {
  private static final Locale NB = Locale.forLanguageTag("nb-NO");
  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private static TurnContext en(GroundTruth t) {
    return Turns.turn(Locale.ENGLISH, List.of(t), List.of());
  }

  private static TurnContext nb(GroundTruth t) {
    return Turns.turn(NB, List.of(t), List.of());
  }

  private static final GroundTruth ETH =
      Turns.truth(Turns.figures("ETH price[Ethereum,ETH]=1921.27 USD"));

  /**
   * A sum for an amount of coins with the product written out (cases11 P051): "29 ETH × 1 921,27 $
   * = ca. 55 171 dollar" is not 29 × 1,921.27 = 55,716.83; the right product passes.
   */
  @Test
  void aCoinSumWithTheProductWrittenOutIsThatProduct() throws Exception {
    GuardVerdict wrong =
        guard.check(new Draft("29 ETH × 1 921,27 $ = ca. 55 171 dollar."), nb(ETH));
    assertThat(wrong).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(wrong.reason()).contains("is not their sum (55716.83)");
    for (String reply :
        List.of(
            "29 ETH × 1 921,27 $ = ca. 55 717 dollar.", "29 ETH x $1,921.27 = about $55,717.")) {
      assertThat(Turns.after(guard, reply, nb(ETH))).as(reply).isEqualTo(reply);
    }
    String ordinary = "We ordered 29 boxes × 12 = 348 items for about 55 dollars each.";
    GroundTruth optional = Turns.truth(Turns.figures("?ETH price[Ethereum,ETH]=1921.27 USD"));
    assertThat(Turns.after(guard, ordinary, en(optional))).isEqualTo(ordinary);
  }

  private static final GroundTruth INDEX =
      Turns.truth(
          Turns.figures(
              "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                  + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));

  /**
   * A change in points written in words carries its sign (cases11 P038): "Up about ten points" when
   * the index fell 9.61 is caught and the reason says what was read; "down about ten points" and
   * "ned rundt ti poeng" pass, and so does a count of points that is no change.
   */
  @Test
  void aChangeInPointsInWordsCarriesItsSign() throws Exception {
    String up = "Up about ten points on the day, at 9,683.69.";
    GuardVerdict v = guard.check(new Draft(up), en(INDEX));
    assertThat(v).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(v.reason()).contains("read 'Up about ten points' as a rise of 10 points");
    assertThat(Turns.after(guard, "Opp rundt ti poeng i dag, til 9 683,69.", nb(INDEX)))
        .startsWith("EKTE DATA");
    for (String reply :
        List.of(
            "Down about ten points on the day, at 9,683.69.",
            "At 9,683.69, with ten points of headroom below the old high.")) {
      assertThat(Turns.after(guard, reply, en(INDEX))).as(reply).isEqualTo(reply);
    }
    String no = "Ned rundt ti poeng i dag, til 9 683,69.";
    assertThat(Turns.after(guard, no, nb(INDEX))).isEqualTo(no);
  }

  private static final GroundTruth HEIDECK =
      Turns.truth(Turns.figures("temperature in Heideck, Germany[Heideck]=9 °C"));

  /**
   * A temperature in words after a hedge is read as the same digits with that hedge
   * (content-cases11 E048): "Snaut ti grader" for 9 °C is honest, "drøyt ti grader" (over ten) is
   * on the wrong side, and "about ten degrees" honest.
   */
  @Test
  void aHedgedTemperatureInWordsIsReadWithItsHedge() throws Exception {
    for (String reply : List.of("Snaut ti grader, og overskya.", "Rundt ti grader nå.")) {
      assertThat(Turns.after(guard, reply, nb(HEIDECK))).as(reply).isEqualTo(reply);
    }
    String about = "About ten degrees and overcast.";
    assertThat(Turns.after(guard, about, en(HEIDECK))).isEqualTo(about);
    for (String reply : List.of("Drøyt ti grader, og overskya.", "Tjue grader nå.")) {
      assertThat(Turns.after(guard, reply, nb(HEIDECK))).as(reply).startsWith("EKTE DATA");
    }
  }

  /** A draw in nynorsk words (content-cases11 E098): "uavgjort ein–ein" is 1–1. */
  @Test
  void aScoreInNynorskWordsIsReadAsTheScore() throws Exception {
    GroundTruth fulhamUnited =
        Turns.truth(
            Turns.figures(
                "Fulham goals[Fulham]=1 goals; Manchester United goals[Manchester United]=1 goals"));
    String draw = "Ja, uavgjort ein–ein på Craven Cottage mellom Fulham og Manchester United.";
    assertThat(guard.check(new Draft(draw), nb(fulhamUnited)))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(
            guard.check(
                new Draft("Fulham og Manchester United spelte to–ein på Craven Cottage."),
                nb(fulhamUnited)))
        .isInstanceOf(GuardVerdict.Overridden.class);
  }
}
