package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The guard classes of the thirteenth tuning tables (#22, session 31: cases13, content-cases13),
 * each in English and Norwegian, with ordinary sentences that use the same words beside the class
 * that must come through unchanged.
 */
class CasesThirteenTest {
  private static final Locale NB = Locale.forLanguageTag("nb-NO");
  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private static TurnContext en(GroundTruth t) {
    return Turns.turn(Locale.ENGLISH, List.of(t), List.of());
  }

  private static TurnContext nb(GroundTruth t) {
    return Turns.turn(NB, List.of(t), List.of());
  }

  /** A rate source's figures: one day's rates, nothing of the day before. */
  private static final GroundTruth RATES =
      Turns.truth(
          Turns.figures(
              "USD/NOK rate[USD]=10.665 NOK; ?NOK/USD rate[USD]=0.0937646 USD;"
                  + " USD/EUR rate[USD]=0.88137 EUR"));

  /** A coin's price with its change over the day, where a move is the data's to judge. */
  private static final GroundTruth COIN =
      Turns.truth(
          Turns.figures("BTC price[bitcoin,BTC]=65610 USD; BTC 24h change[bitcoin,BTC]=-2.96 %"));

  /**
   * A day's move told for a rate given for one day only (cases13 P089): "litt opp fra i går", "down
   * from yesterday", "steg i dag" are invented, in both languages, though the figure is right.
   */
  @Test
  void aDaysMoveOfARateGivenForOneDayIsCaught() throws Exception {
    for (String reply :
        List.of(
            "Dollaren står i 10,665 kroner, litt opp fra i går.",
            "I dag steg dollaren til 10,665 kroner.",
            "Dollaren har falt i dag og står i 10,665 kroner.")) {
      GuardVerdict v = guard.check(new Draft(reply), nb(RATES));
      assertThat(v).as(reply).isInstanceOf(GuardVerdict.Overridden.class);
      assertThat(v.reason()).as(reply).contains("the rate is given for one day only");
    }
    for (String reply :
        List.of(
            "One dollar buys 10.665 kroner, slightly down from yesterday.",
            "The dollar rose today to 10.665 NOK.",
            "Today the dollar is higher, at 10.665 kroner.")) {
      GuardVerdict v = guard.check(new Draft(reply), en(RATES));
      assertThat(v).as(reply).isInstanceOf(GuardVerdict.Overridden.class);
    }
  }

  /**
   * The same words without a move of the day pass: the day's rate, a doubt, a question, "up to",
   * and a move where the data holds the change (a coin's day), in both languages.
   */
  @Test
  void theSameWordsWithoutAnInventedMovePass() throws Exception {
    for (String reply :
        List.of(
            "Dollaren står i 10,665 kroner i dag.",
            "Kursen i dag er 10,665 kroner; om den er opp fra i går, vet jeg ikke.",
            "Dollaren står i 10,665 kroner. Kilden gir bare dagens kurs, ikke om den steg i dag.",
            "Er den opp fra i går? Det viser ikke kilden: 1 dollar = 10,665 kroner.",
            "Dollaren står i 10,665 kroner i dag. Hvor mye du veksler er opp til deg.")) {
      assertThat(Turns.after(guard, reply, nb(RATES))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "Today one dollar buys 10.665 Norwegian kroner.",
            "One dollar is 10.665 kroner today. I can't tell whether it's up from yesterday.",
            "One dollar is 10.665 kroner today; the source doesn’t say if it rose today.",
            "The rate today is 10.665 kroner per dollar. How much to change is up to you.")) {
      assertThat(Turns.after(guard, reply, en(RATES))).as(reply).isEqualTo(reply);
    }
    String coin = "Bitcoin is at $65,610, down 2.96% from yesterday.";
    assertThat(Turns.after(guard, coin, en(COIN))).isEqualTo(coin);
    String mynt = "Bitcoin står i 65 610 dollar, ned 2,96 % siden i går.";
    assertThat(Turns.after(guard, mynt, nb(COIN))).isEqualTo(mynt);
  }

  /** Moscow's weather as the weather fetcher gives it: now, the day's high, sunrise and sunset. */
  private static final GroundTruth MOSCOW =
      new GroundTruth(
          "weather",
          "wttr.in",
          List.of(),
          Instant.parse("2022-07-16T10:01:00Z"),
          Map.of(
              "astronomy",
              Map.of("2022-07-16", Map.of("sunrise", "04:07", "sunset", "21:03")),
              "forecastDate",
              "2022-07-16"),
          Turns.figures("temperature in Moscow[Moscow]=20 °C; ?high on 2022-07-16[Moscow]=22 °C"),
          Map.of("en", "REAL DATA: Moscow 20 °C", "nb", "EKTE DATA: Moskva 20 °C"),
          null);

  /**
   * A latitude in degrees is no temperature (content-cases13 E068): "55.75°N", "59,9° nord",
   * "latitude 55.75°" pass beside the right temperature, in both languages; a wrong temperature
   * beside a latitude is still caught, and so is one in degrees with no compass point or with a
   * compass point that names a part of a place ("25 grader nord i Moskva").
   */
  @Test
  void aLatitudeInDegreesIsNoTemperature() throws Exception {
    for (String reply :
        List.of(
            "Moscow lies at about 55.75°N, so July days are long. It's 20 °C there now.",
            "It's 20 °C in Moscow, at latitude 55.75°.")) {
      assertThat(Turns.after(guard, reply, en(MOSCOW))).as(reply).isEqualTo(reply);
    }
    String norsk = "Moskva ligger på 55,75° nord, og nå er det 20 grader der.";
    assertThat(Turns.after(guard, norsk, nb(MOSCOW))).isEqualTo(norsk);
    for (String reply :
        List.of("Moscow lies at 55.75°N; it's 25 °C there now.", "It's 25° in Moscow now.")) {
      assertThat(guard.check(new Draft(reply), en(MOSCOW)))
          .as(reply)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String reply :
        List.of(
            "Moskva ligger på 55,75° nord; nå er det 25 grader.",
            "Det er 25 grader nord i Moskva nå.",
            "Det er 25° nord i byen nå.")) {
      assertThat(guard.check(new Draft(reply), nb(MOSCOW)))
          .as(reply)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
  }

  /**
   * The sun "up from 04:07 to 21:03" is up from its rise to its set (content-cases13 E068): the
   * span's second end is the sunset, in both languages ("sola er oppe fra 04:07 til 21:03", "oppe
   * til 21:03"); the span swapped is still caught.
   */
  @Test
  void theSunUpFromOneTimeToAnotherIsUpFromRiseToSet() throws Exception {
    for (String reply :
        List.of(
            "It's 20 °C in Moscow, and the sun is up from 04:07 to 21:03, about 17 hours.",
            "It's 20 °C in Moscow; the sun is up until 21:03.")) {
      assertThat(Turns.after(guard, reply, en(MOSCOW))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "Det er 20 grader i Moskva, og sola er oppe fra 04:07 til 21:03.",
            "Det er 20 grader i Moskva, og sola er oppe til 21:03.")) {
      assertThat(Turns.after(guard, reply, nb(MOSCOW))).as(reply).isEqualTo(reply);
    }
    GuardVerdict en =
        guard.check(
            new Draft("It's 20 °C in Moscow, and the sun is up from 21:03 to 04:07."), en(MOSCOW));
    assertThat(en).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(en.reason()).contains("'21:03' is written as the sunrise");
    GuardVerdict no =
        guard.check(
            new Draft("Det er 20 grader i Moskva, og sola er oppe fra 21:03 til 04:07."),
            nb(MOSCOW));
    assertThat(no).isInstanceOf(GuardVerdict.Overridden.class);
  }

  /** A coin's price now and its day's change in dollars and in per cent. */
  private static final GroundTruth BITCOIN =
      Turns.truth(
          Turns.figures(
              "BTC price[bitcoin,BTC]=65610 USD; ?BTC 24h change in USD[bitcoin,BTC]=-2001.22 USD;"
                  + " ?BTC 24h change[bitcoin,BTC]=-2.96 %"));

  /**
   * A coin's price a day ago is the price now less the day's change (cases13 P053): "for 24 timer
   * siden lå bitcoin på rundt 67 600 dollar" and "a day ago … about $67,600" pass, in both
   * languages; the change taken the wrong way, or the price now told as a day ago's, is caught; the
   * price now in a sentence of its own beside "for et døgn siden" passes.
   */
  @Test
  void aCoinsPriceADayAgoIsThePriceLessTheDaysChange() throws Exception {
    String no =
        "For 24 timer siden lå bitcoin på rundt 67 600 dollar; nå er den 65 610, altså ned drøyt"
            + " 2 000 dollar.";
    assertThat(Turns.after(guard, no, nb(BITCOIN))).isEqualTo(no);
    String en = "A day ago bitcoin was at about $67,600; now it's $65,610.";
    assertThat(Turns.after(guard, en, en(BITCOIN))).isEqualTo(en);
    String elsewhere = "Bitcoin står i 65 610 dollar. For et døgn siden var markedet roligere.";
    assertThat(Turns.after(guard, elsewhere, nb(BITCOIN))).isEqualTo(elsewhere);
    GuardVerdict wrongNo =
        guard.check(
            new Draft("For 24 timer siden lå bitcoin på rundt 63 600 dollar; nå er den 65 610."),
            nb(BITCOIN));
    assertThat(wrongNo).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(wrongNo.reason())
        .contains("is written as BTC price 24 hours ago but it is 67611.22");
    GuardVerdict wrongEn =
        guard.check(
            new Draft("24 hours ago bitcoin was at $65,610; now it's $65,610."), en(BITCOIN));
    assertThat(wrongEn).isInstanceOf(GuardVerdict.Overridden.class);
  }
}
