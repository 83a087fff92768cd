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
 * The classes of guard cases 19 (#22, session 37), each in English and Norwegian, with the same
 * words the other way beside them: a hedged story count ("om lag 250 poeng" for 251), a move in
 * words with no figure ("slipping", "en ny oppgang"), a reply that doubles the whole recipe in its
 * own words ("Double everything:"), a denial of data that has no key figure (a next match), a
 * visibility in kilometres in a weather reply, a kick-off of the one match the question names, an
 * hour after "with" that is not the temperature's, a coin's worth in total as its market cap.
 */
class SessionThirtySevenClassesTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();
  private static final Locale NB = Locale.forLanguageTag("nb");

  private static TurnContext ask(String question, Locale l, Intent intent, GroundTruth t) {
    return TurnContext.builder(Message.user(question))
        .locale(l)
        .intents(List.of(intent))
        .groundTruth(List.of(t))
        .build();
  }

  private static boolean passes(String draft, TurnContext context) {
    return GUARD.check(new Draft(draft), context) instanceof GuardVerdict.Pass;
  }

  /** cases19 P015: "om lag" and the other general hedges give a story's count its 10 %. */
  @Test
  void aStoryCountAfterAnyHedgeMayBeRounded() throws Exception {
    GroundTruth front = StoryClaimsTest.frontPage();
    TurnContext nb = ask("q", NB, Intent.of("news", ""), front);
    TurnContext en = ask("q", Locale.ENGLISH, Intent.of("news", ""), front);
    for (String honest :
        List.of(
            "«Simulating hand-drawn motion with SVG filters» har om lag 250 poeng.",
            "«Simulating hand-drawn motion with SVG filters» har omkring 250 poeng.")) {
      assertThat(passes(honest, nb)).as(honest).isTrue();
    }
    assertThat(passes("The SVG filters post has circa 250 points.", en)).isTrue();
    assertThat(passes("«Simulating hand-drawn motion with SVG filters» har om lag 200 poeng.", nb))
        .isFalse();
    assertThat(passes("The SVG filters post has circa 300 points.", en)).isFalse();
  }

  private static final GroundTruth ETH_UP =
      Turns.truth(
          Turns.figures(
              "ETH price[Ethereum,ETH]=3037.21 USD; ?ETH 24h change[Ethereum,ETH]=1.8 %"));

  private static final GroundTruth ETH_DOWN =
      Turns.truth(
          Turns.figures(
              "ETH price[Ethereum,ETH]=3037.21 USD; ?ETH 24h change[Ethereum,ETH]=-1.8 %"));

  /** cases19 P081, P041: a move told by "slipping" or the noun "oppgang" with no figure. */
  @Test
  void aMoveInWordsWithoutAFigureIsJudgedByTheChange() {
    Intent eth = Intent.of("crypto", "ETH");
    String en = "Ethereum is $3,037.21 and slipping slightly over the past day.";
    String nb = "Ethereum står i 3 037,21 dollar – en ny oppgang siste døgn.";
    assertThat(passes(en, ask("q", Locale.ENGLISH, eth, ETH_UP))).isFalse();
    assertThat(passes(en, ask("q", Locale.ENGLISH, eth, ETH_DOWN))).isTrue();
    assertThat(passes(nb, ask("q", NB, eth, ETH_DOWN))).isFalse();
    assertThat(passes(nb, ask("q", NB, eth, ETH_UP))).isTrue();
    String nedgang = "Ethereum står i 3 037,21 dollar, en liten nedgang siste døgn.";
    assertThat(passes(nedgang, ask("q", NB, eth, ETH_UP))).isFalse();
    assertThat(passes(nedgang, ask("q", NB, eth, ETH_DOWN))).isTrue();
  }

  /** content-cases19 E007: "Double everything:" scales the whole recipe as "double it" does. */
  @Test
  void aReplyThatDoublesEverythingIsHeldToTheRecipeDoubled() throws Exception {
    GroundTruth bakewell = RecipeClaimsTest.recorded("lookup_52767.json");
    Intent dish = Intent.of("recipes", "Bakewell tart");
    String q = "I want to make two Bakewell tarts. Amounts?";
    String en = "Double everything: 350g flour, 150g chilled butter and 2 tbsp raspberry jam.";
    assertThat(passes(en, ask(q, Locale.ENGLISH, dish, bakewell))).isTrue();
    String no = "Doble alt: 350 g mel, 150 g kaldt smør og 2 ss bringebærsyltetøy.";
    assertThat(passes(no, ask("Jeg vil lage to terter. Mengder?", NB, dish, bakewell))).isTrue();
    String wrong = "Double everything: 350g flour, 75g chilled butter and 2 tbsp raspberry jam.";
    assertThat(passes(wrong, ask(q, Locale.ENGLISH, dish, bakewell))).isFalse();
    String wrongNo = "Doble alt: 350 g mel, 75 g kaldt smør og 2 ss bringebærsyltetøy.";
    assertThat(passes(wrongNo, ask("Jeg vil lage to terter. Mengder?", NB, dish, bakewell)))
        .isFalse();
  }

  /**
   * content-cases19 E091: a denial of fetched data that has no key figure (a next match) is wrong
   * beside it; the same words in a turn that fetched nothing, or a reply without them, pass.
   */
  @Test
  void aDenialOfDataWithoutKeyFiguresIsCaught() throws Exception {
    GroundTruth next = MatchTimesTest.nextMatch();
    Intent liverpool = Intent.of("sports", "Liverpool");
    String en =
        "Liverpool's next match is against Manchester City at Anfield on 11 October 2026. I can't"
            + " access live fixtures, though, so I'm not sure.";
    String no =
        "Liverpool møter Manchester City på Anfield 11. oktober 2026, men jeg har ikke tilgang til"
            + " live-data, så jeg er usikker på det.";
    assertThat(passes(en, ask("Who do Liverpool play next?", Locale.ENGLISH, liverpool, next)))
        .isFalse();
    assertThat(passes(no, ask("Hvem møter Liverpool neste gang?", NB, liverpool, next))).isFalse();
    String honest = "Liverpool's next match is against Manchester City at Anfield on 11 October.";
    assertThat(passes(honest, ask("Who do Liverpool play next?", Locale.ENGLISH, liverpool, next)))
        .isTrue();
    TurnContext nothing =
        TurnContext.builder(Message.user("Who do Liverpool play next?"))
            .locale(Locale.ENGLISH)
            .intents(List.of(liverpool))
            .build();
    assertThat(passes(en, nothing)).isTrue();
  }

  private static final GroundTruth HEIDECK =
      Turns.truth(
          Turns.figures(
              "temperature in Heideck, Germany[Heideck]=9 °C; ?wind in Heideck[Heideck]=8 km/h"));

  /** content-cases19 E047: "visibility 10 km" is a distance, no temperature; km/h stays wind. */
  @Test
  void aVisibilityInKilometresIsNoTemperature() {
    Intent weather = Intent.of("weather", "Heideck");
    String en = "It's 9°C in Heideck. Humidity is 58%, pressure 1018 hPa, and visibility 10 km.";
    assertThat(passes(en, ask("q", Locale.ENGLISH, weather, HEIDECK))).isTrue();
    String no = "Det er 9 grader i Heideck, og sikten er 10 kilometer.";
    assertThat(passes(no, ask("q", NB, weather, HEIDECK))).isTrue();
    for (String wrong :
        List.of(
            "It's 9°C in Heideck, with a 20 km/h wind.",
            "Det er 9 grader i Heideck, og vinden er 20 km i timen.")) {
      assertThat(passes(wrong, ask("q", Locale.ENGLISH, weather, HEIDECK))).as(wrong).isFalse();
    }
  }

  /**
   * content-cases19 E097: asked when the one match the question names started, a sentence naming no
   * team and no day tells its kick-off; a question naming no team leaves the time unread.
   */
  @Test
  void aKickOffOfTheMatchTheQuestionNamesIsJudged() throws Exception {
    GroundTruth next = MatchTimesTest.nextMatch(); // Liverpool v Manchester City, 15:30 UTC
    Intent liverpool = Intent.of("sports", "Liverpool");
    String q = "Når starter Liverpool–Man City?";
    assertThat(passes("Kampen starter kl. 15:00 norsk tid.", ask(q, NB, liverpool, next)))
        .isFalse();
    assertThat(passes("Kampen starter kl. 17:30 norsk tid.", ask(q, NB, liverpool, next))).isTrue();
    String en = "The match kicks off at 14:00 UK time.";
    assertThat(passes(en, ask("When is Liverpool v Man City?", Locale.ENGLISH, liverpool, next)))
        .isFalse();
    assertThat(
            passes(
                "The match kicks off at 16:30 UK time.",
                ask("When is Liverpool v Man City?", Locale.ENGLISH, liverpool, next)))
        .isTrue();
    assertThat(
            passes(
                "Butikken åpner kl. 15:00 norsk tid.",
                ask("Når åpner butikken?", NB, liverpool, next)))
        .isTrue();
    // one team named: the question may ask another match than the one fetched (content-cases6
    // E081), so the time is not read as this one's
    assertThat(
            passes(
                "It kicked off at 8pm local time.",
                ask("Liverpool last game kick-off time?", Locale.ENGLISH, liverpool, next)))
        .isTrue();
  }

  /**
   * content-cases19 E045, content-cases17 E046: in "up to 19°C with sunshine around midday" the
   * hour is the sunshine's, so "up to" stays the day's high; "up to 18 °C by noon" is that hour's.
   */
  @Test
  void anHourAfterWithBelongsToWhatWithNames() {
    String en = "Sunday: up to 19°C with sunshine around midday.";
    assertThat(DigitScanGuard.withAfter(en, en.indexOf("19") + 2)).isTrue();
    assertThat(DigitScanGuard.withAfter(en, en.indexOf("19") + 4)).isTrue();
    String no = "Søndag: opp mot 19 grader med sol midt på dagen.";
    assertThat(DigitScanGuard.withAfter(no, no.indexOf("19") + 2)).isTrue();
    String byNoon = "Sunday: up to 18 °C by noon.";
    assertThat(DigitScanGuard.withAfter(byNoon, byNoon.indexOf("18") + 2)).isFalse();
    String comma = "Sunday: up to 18 °C, with sunshine around midday.";
    assertThat(DigitScanGuard.withAfter(comma, comma.indexOf("18") + 2)).isFalse();
  }

  private static final GroundTruth BTC =
      Turns.truth(
          Turns.figures(
              "BTC price[Bitcoin,BTC]=65610 USD; ?BTC market cap[Bitcoin,BTC]=1312155114762 USD"));

  /** cases19 P056: a coin's worth "totalt" / "in total" is its market cap, not its price. */
  @Test
  void aCoinsWorthInTotalIsItsMarketCap() {
    Intent btc = Intent.of("crypto", "BTC");
    String no = "Bitcoin er verdt rundt 1,31 billioner dollar totalt.";
    assertThat(passes(no, ask("Hvor stor er bitcoin målt i markedsverdi?", NB, btc, BTC))).isTrue();
    String en = "Bitcoin is worth about $1.31 trillion in total.";
    assertThat(passes(en, ask("How big is bitcoin?", Locale.ENGLISH, btc, BTC))).isTrue();
    String wrong = "Bitcoin is worth about $2.1 trillion in total.";
    assertThat(passes(wrong, ask("How big is bitcoin?", Locale.ENGLISH, btc, BTC))).isFalse();
    String price = "Bitcoin er verdt 70 000 dollar.";
    assertThat(passes(price, ask("Hva er bitcoin verdt?", NB, btc, BTC))).isFalse();
  }
}
