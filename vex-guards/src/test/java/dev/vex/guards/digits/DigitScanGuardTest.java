package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Turns;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.CpuBudget;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class DigitScanGuardTest {
  private static final Locale NB = Locale.forLanguageTag("nb-NO");
  private static final GroundTruth BTC = Turns.truth(Turns.figures("BTC price=86123.45 USD"));
  private static final GroundTruth XRP = Turns.truth(Turns.figures("XRP price=1.02 USD"));

  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private static TurnContext turn(GroundTruth... truth) {
    return Turns.turn(Locale.ENGLISH, List.of(truth), List.of());
  }

  @Test
  void aTurnWithoutKeyFiguresPassesWhateverTheReplySays() throws Exception {
    String reply = "Bitcoin is at $1,000,000 and it is 99 °C in Oslo.";

    assertThat(Turns.after(guard, reply, turn())).isEqualTo(reply);
    assertThat(guard.check(new Draft(reply), turn()).reason())
        .isEqualTo("no key figures this turn");
  }

  @Test
  void aStalePriceIsReplacedByTheSummaryAndTheProseWithoutFiguresIsKept() throws Exception {
    String reply =
        "Bitcoin is currently trading at $42,000. It is a volatile asset! Prices can change fast.";

    String received = Turns.after(guard, reply, turn(BTC));

    assertThat(received)
        .isEqualTo(
            "REAL DATA: BTC price 86123.45 USD\n\n"
                + "It is a volatile asset! Prices can change fast.");
  }

  @Test
  void sentencesWithNumberWordsAreDroppedFromTheKeptProse() throws Exception {
    String reply =
        "Bitcoin costs forty-two thousand dollars. Stay safe.\nDet er tre grader. Hope it helps!";

    assertThat(Turns.after(guard, reply, turn(BTC)))
        .isEqualTo("REAL DATA: BTC price 86123.45 USD\n\nStay safe. Hope it helps!");
  }

  private static final GroundTruth EQNR_UP =
      Turns.truth(Turns.figures("price[Equinor,EQNR]=251.4 NOK; ?change[Equinor,EQNR]=1.8 %"));

  @Test
  void theKeptProseHoldsNoMoveAgainstTheDataNoComparisonNoErrorNoHedgeInEnglish() throws Exception {
    String reply =
        "Equinor trades at 198 NOK. It is falling sharply today. Shares are higher than last week."
            + " This is the best week ever for Equinor.\n{\"error\": \"rate limited\"}\n"
            + "I am not sure about this. As an AI, I cannot give advice. I don't have real-time"
            + " data. Energy stocks move with the oil market. Equinor is rising today.\n"
            + "Aksjen stuper i dag. Energiaksjer følger oljeprisen.";

    assertThat(Turns.after(guard, reply, turn(EQNR_UP)))
        .isEqualTo(
            "REAL DATA: price 251.4 NOK, change 1.8 %\n\n"
                + "Energy stocks move with the oil market. Equinor is rising today.");
  }

  @Test
  void theKeptProseHoldsNoMoveAgainstTheDataNoComparisonNoErrorNoHedgeInNorwegian()
      throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(EQNR_UP), List.of());
    String reply =
        "Equinor koster 198 kroner. Aksjen stuper i dag. Kursen er høyere enn i går. Det er"
            + " rekordhøy interesse.\n{\"error\": \"timeout\"}\nJeg er usikker på dette. Som en"
            + " AI kan jeg ikke gi råd. Energiaksjer følger oljeprisen. Aksjen stiger i dag.\n"
            + "It is falling sharply today. Energy stocks follow the oil price. Have a nice day!";

    assertThat(Turns.after(guard, reply, norwegian))
        .isEqualTo(
            "EKTE DATA: price 251.4 NOK, change 1.8 %\n\n"
                + "Energiaksjer følger oljeprisen. Aksjen stiger i dag.");
  }

  @Test
  void keptProseNoneGivesTheSummaryAlone() throws Exception {
    DigitScanGuard strict = DigitScanGuard.builder().keptProse(KeptProse.NONE).build();

    assertThat(Turns.after(strict, "Bitcoin is $42,000. Have a nice day.", turn(BTC)))
        .isEqualTo("REAL DATA: BTC price 86123.45 USD");
  }

  @Test
  void theOverrideIsInTheTurnsLanguage() throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(BTC), List.of());

    assertThat(Turns.after(guard, "Bitcoin koster 42 000 dollar.", norwegian))
        .isEqualTo("EKTE DATA: BTC price 86123.45 USD");
  }

  @Test
  void everyGroundTruthsSummaryIsInTheOverride() throws Exception {
    GroundTruth oslo = Turns.truth(Turns.figures("temperature Oslo=-3 °C"));

    assertThat(Turns.after(guard, "BTC is $86,123.45 and Oslo is 5 °C.", turn(BTC, oslo)))
        .isEqualTo("REAL DATA: BTC price 86123.45 USD\n\nREAL DATA: temperature Oslo -3 °C");
  }

  @Test
  void theReasonNamesWhatWasWrong() throws Exception {
    GuardVerdict verdict = guard.check(new Draft("BTC is $86,123.45, was $85,000."), turn(BTC));

    assertThat(verdict).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(verdict.reason()).contains("'$85,000' contradicts BTC price (86123.45 USD)");
  }

  @Test
  void theNaiveIntegerPartRuleIsNotOurs() throws Exception {
    String reply = "In 1 day XRP moved 1%. It ranks #1 on 1 list, up from $0.50 in 2021.";

    assertThat(Turns.after(guard, reply, turn(XRP))).startsWith("REAL DATA: XRP price 1.02 USD");
    assertThat(Turns.after(guard, "XRP: $1.02, up 1% in 1 day.", turn(XRP)))
        .isEqualTo("XRP: $1.02, up 1% in 1 day.");
  }

  @Test
  void theReasonSaysWhichFigureWasWrittenInsteadOfTheSourcesOne() throws Exception {
    GroundTruth eth = Turns.truth(Turns.figures("price[Ethereum,ETH]=89369 USD"));
    GroundTruth two =
        Turns.truth(Turns.figures("price[Ethereum,ETH]=89369 USD; price[Bitcoin,BTC]=3120.5 USD"));

    assertThat(guard.check(new Draft("Ethereum costs $42,150 today."), turn(eth)).reason())
        .contains("price (89369 USD): stated $42,150 where the source says 89,369 USD")
        .doesNotContain("not stated");
    assertThat(
            guard
                .check(new Draft("Ethereum is $3,120.50 and Bitcoin is $42,150."), turn(two))
                .reason())
        .contains("stated $3,120.50 where the source says 89,369 USD")
        .contains("stated $42,150 where the source says 3,120.5 USD");
    assertThat(guard.check(new Draft("Ethereum is doing well."), turn(eth)).reason())
        .contains("price (89369 USD) not stated");
  }

  @Test
  void hedgedRoundingAtAShownScaleIsHonest() throws Exception {
    GroundTruth eth = Turns.truth(Turns.figures("price[Ethereum,ETH]=89369 USD"));
    GroundTruth aapl = Turns.truth(Turns.figures("price[Apple,AAPL]=4087.20 USD"));
    GroundTruth kroner = Turns.truth(Turns.figures("price[Ethereum,ETH]=34870 NOK"));
    TurnContext norwegian = Turns.turn(NB, List.of(kroner), List.of());
    List<String> honest =
        List.of(
            "Ethereum is at $89.4k.",
            "Ethereum is at 89.4K USD.",
            "Ethereum is at about $89.4K.",
            "Ethereum: ~$89.4k",
            "Ethereum is around 89 thousand dollars.",
            "Ethereum trades near $89k.");
    for (String reply : honest) {
      assertThat(Turns.after(guard, reply, turn(eth))).as(reply).isEqualTo(reply);
    }
    assertThat(Turns.after(guard, "Apple is at $4.1k.", turn(aapl)))
        .isEqualTo("Apple is at $4.1k.");
    for (String reply :
        List.of(
            "Ethereum koster omtrent 35 000 kroner.",
            "Ethereum koster rundt 35 000 kr.",
            "Ethereum koster ca. 35 000 kroner.",
            "Ethereum koster cirka 34 900 kroner.",
            "Ethereum koster om lag 35 tusen kroner.",
            "Ethereum koster omkring 35 000 kroner.",
            "Ethereum koster snaut 35 000 kroner.",
            "Ethereum koster drøyt 34 800 kroner.",
            "Ethereum koster rundt regnet 35 000 kr.")) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    assertThat(Turns.after(guard, "Ethereum is at $89.9k.", turn(eth))).startsWith("REAL DATA");
    assertThat(Turns.after(guard, "Ethereum is at 89.9K USD.", turn(eth))).startsWith("REAL DATA");
    assertThat(Turns.after(guard, "Ethereum koster omtrent 36 000 kroner.", norwegian))
        .startsWith("EKTE DATA");
    assertThat(Turns.after(guard, "Ethereum koster 35 000 kroner.", norwegian))
        .startsWith("EKTE DATA");
    assertThat(Turns.after(guard, "Ethereum koster drøyt 35 100 kroner.", norwegian))
        .startsWith("EKTE DATA");
    assertThat(Turns.after(guard, "Ethereum koster snaut 34 600 kroner.", norwegian))
        .startsWith("EKTE DATA");
    assertThat(Turns.after(guard, "Ethereum is just over $89,300.", turn(eth)))
        .isEqualTo("Ethereum is just over $89,300.");
    assertThat(Turns.after(guard, "Ethereum is nearly $89.4k.", turn(eth)))
        .isEqualTo("Ethereum is nearly $89.4k.");
    assertThat(Turns.after(guard, "Ethereum is just over $89,500.", turn(eth)))
        .startsWith("REAL DATA");
    assertThat(Turns.after(guard, "Ethereum is almost $100k.", turn(eth))).startsWith("REAL DATA");
  }

  /**
   * A one-sided hedge is judged for its side (#22): "just under $160" for 160.55 is false however
   * close, "just over $160" and "nearly $161" are honest at the shown scale; likewise temperatures,
   * rates and counts, in English and Norwegian. An ordinary reply with hedged numbers of its own
   * passes untouched.
   */
  @Test
  void aOneSidedHedgeMustBeOnTheSideOfTheRealFigure() throws Exception {
    GroundTruth aapl = Turns.truth(Turns.figures("price[Apple,AAPL]=160.55 USD"));
    GroundTruth oslo = Turns.truth(Turns.figures("temperature in Oslo[Oslo]=19.6 °C"));
    for (String reply :
        List.of(
            "Apple is just over $160.",
            "Apple trades a bit above $160 today.",
            "Apple is at nearly $161.",
            "Apple is at almost $161.")) {
      assertThat(Turns.after(guard, reply, turn(aapl))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "Apple is just under $160.",
            "Apple trades a bit below $160 today.",
            "Apple is at nearly $160.",
            "Apple is barely $160.")) {
      assertThat(Turns.after(guard, reply, turn(aapl))).as(reply).startsWith("REAL DATA");
    }
    TurnContext aaplNb = Turns.turn(NB, List.of(aapl), List.of());
    for (String reply :
        List.of("Apple koster drøyt 160 dollar.", "Apple står i overkant av 160 dollar.")) {
      assertThat(Turns.after(guard, reply, aaplNb)).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "Apple koster snaut 160 dollar.",
            "Apple står i underkant av 160 dollar.",
            "Apple koster nesten 160 dollar.")) {
      assertThat(Turns.after(guard, reply, aaplNb)).as(reply).startsWith("EKTE DATA");
    }
    assertThat(Turns.after(guard, "It is nearly 20 °C in Oslo.", turn(oslo)))
        .isEqualTo("It is nearly 20 °C in Oslo.");
    assertThat(Turns.after(guard, "It is just over 20 °C in Oslo.", turn(oslo)))
        .startsWith("REAL DATA");
    TurnContext osloNb = Turns.turn(NB, List.of(oslo), List.of());
    assertThat(Turns.after(guard, "Det er nesten 20 grader i Oslo.", osloNb))
        .isEqualTo("Det er nesten 20 grader i Oslo.");
    assertThat(Turns.after(guard, "Det er drøyt 20 grader i Oslo.", osloNb))
        .startsWith("EKTE DATA");
    // an answer about something else, with hedged numbers of its own near the figure's size
    GroundTruth mentioned = Turns.truth(Turns.figures("?price[Apple,AAPL]=160.55 USD"));
    for (String ordinary :
        List.of(
            "The Eiffel Tower is just under 330 metres tall and draws just over 6 million visitors"
                + " a year.",
            "Apple's first store held just under 160 people on its opening day.",
            "Salen har plass til snaut 160 personer.")) {
      assertThat(Turns.after(guard, ordinary, turn(mentioned))).as(ordinary).isEqualTo(ordinary);
    }
  }

  /**
   * A sum for an amount of coins is the amount times the price (#22): "29 ETH is worth about
   * $55,700" at 1,921.27 is honest, "29 ETH comes to about $98,079" at 3,037.21 is not; the price
   * beside it is judged as the price. English and Norwegian; an ordinary sentence with an amount of
   * something else passes.
   */
  @Test
  void aSumForAnAmountOfCoinsIsTheAmountTimesThePrice() throws Exception {
    GroundTruth eth = Turns.truth(Turns.figures("ETH price[Ethereum,ETH]=3037.21 USD"));
    for (String reply :
        List.of(
            "At $3,037.21 each, 29 ETH is worth about $88,100.",
            "Ether is at $3,037.21, so 29 ETH comes to $88,079.09.",
            "At $3,037 per coin, 10 ETH would be roughly $30,000.")) {
      assertThat(Turns.after(guard, reply, turn(eth))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "At $3,037.21 each, 29 ETH comes to about $98,079.",
            "Ether is at $3,037.21, so 10 ETH is worth about $33,000.")) {
      assertThat(Turns.after(guard, reply, turn(eth))).as(reply).startsWith("REAL DATA");
    }
    TurnContext norwegian = Turns.turn(NB, List.of(eth), List.of());
    assertThat(
            Turns.after(
                guard,
                "Ether koster 3 037,21 dollar, så 29 ETH er verdt 88 079 dollar.",
                norwegian))
        .isEqualTo("Ether koster 3 037,21 dollar, så 29 ETH er verdt 88 079 dollar.");
    assertThat(
            Turns.after(
                guard,
                "Ether koster 3 037,21 dollar, så 29 ETH er verdt 98 079 dollar.",
                norwegian))
        .startsWith("EKTE DATA");
  }

  /**
   * A sum for an amount of coins answers the price asked (#22, cases10 P059, P079): "10 SOL er ca.
   * 814 dollar" at 81.39 states the price times ten, and its "10" is the amount, no price; the
   * reason of a reply that passes says what was read. A wrong sum is still wrong, and so is a wrong
   * price with no sum; an ordinary sentence with an amount of something else passes.
   */
  @Test
  void aSumForAnAmountOfCoinsAnswersThePriceAsked() throws Exception {
    GroundTruth sol = Turns.truth(Turns.figures("SOL price[Solana,SOL]=81.39 USD"));
    TurnContext norwegian = Turns.turn(NB, List.of(sol), List.of());
    for (String reply :
        List.of(
            "10 SOL er ca. 814 dollar nå.",
            "0,5 SOL er rundt 40,70 dollar.",
            "Akkurat nå er 3 SOL verdt omtrent 244 dollar.")) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    assertThat(guard.check(new Draft("10 SOL is about $814 now."), turn(sol)).reason())
        .contains("'$814' as a sum for an amount of coins at the price");
    for (String reply : List.of("10 SOL er ca. 914 dollar nå.", "SOL koster 10 dollar nå.")) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).startsWith("EKTE DATA");
    }
    assertThat(Turns.after(guard, "10 SOL is about $914 now.", turn(sol))).startsWith("REAL DATA");
    String ordinary = "We bought 10 chairs for about 814 dollars.";
    assertThat(
            Turns.after(
                guard,
                ordinary,
                turn(Turns.truth(Turns.figures("?SOL price[Solana,SOL]=81.39 USD")))))
        .isEqualTo(ordinary);
  }

  /**
   * The one unit a rate is given for is no rate (#22, cases10 P091): "(1 dollar = 0,88137 euro)"
   * after the EUR/USD rate states the rate the other way round, and its "1" is not judged as the
   * EUR/USD rate. A wrong rate after the unit is still wrong.
   */
  @Test
  void theOneUnitARateIsGivenForIsNoRate() throws Exception {
    GroundTruth rates =
        Turns.truth(Turns.figures("EUR/USD rate=1.1346 USD; ?USD/EUR rate=0.88137 EUR"));
    TurnContext norwegian = Turns.turn(NB, List.of(rates), List.of());
    String honest = "En euro er verdt ca. 1,13 dollar (1 dollar = 0,88137 euro).";
    assertThat(Turns.after(guard, honest, norwegian)).isEqualTo(honest);
    String en = "One euro buys about 1.13 dollars (1 USD = 0.88 EUR).";
    assertThat(Turns.after(guard, en, turn(rates))).isEqualTo(en);
    assertThat(guard.check(new Draft(en), turn(rates)).reason())
        .contains("'1 USD' as the one unit a rate is given for");
    assertThat(
            Turns.after(
                guard, "En euro er verdt ca. 1,31 dollar (1 dollar = 0,88137 euro).", norwegian))
        .startsWith("EKTE DATA");
  }

  /**
   * The one unit of a cross rate worked out from the rate asked is no rate either (#22, cases18
   * P110): "1 USD = 6.5816 DKK, which makes 1 DKK worth about 1.62 NOK" had its "1 DKK" judged as
   * the USD/DKK rate. A wrong rate before it, and a unit "worth" the wrong rate of a pair the turn
   * holds, are still wrong.
   */
  @Test
  void theOneUnitACrossRateIsWorthIsNoRate() throws Exception {
    GroundTruth rates =
        Turns.truth(Turns.figures("USD/DKK rate=6.5816 DKK; ?DKK/USD rate=0.151939 USD"));
    TurnContext norwegian = Turns.turn(NB, List.of(rates), List.of());
    String en = "1 USD = 6.5816 DKK, which makes 1 DKK worth about 1.62 NOK.";
    assertThat(Turns.after(guard, en, turn(rates))).isEqualTo(en);
    String no =
        "1 dollar er 6,5816 danske kroner, så 1 dansk krone er verdt ca. 1,62 norske kroner.";
    assertThat(Turns.after(guard, no, norwegian)).isEqualTo(no);
    for (String reply :
        List.of(
            "1 USD = 6.8516 DKK, which makes 1 DKK worth about 1.62 NOK.",
            "1 USD = 6.5816 DKK, so 1 DKK is worth about 6.58 USD.")) {
      assertThat(Turns.after(guard, reply, turn(rates))).as(reply).startsWith("REAL DATA");
    }
    assertThat(
            Turns.after(
                guard,
                "1 dollar er 6,5816 danske kroner, så 1 krone er verdt 6,58 dollar.",
                norwegian))
        .startsWith("EKTE DATA");
  }

  /**
   * An amount converted at the rate asked states the rate times the amount (#22, cases17 P105):
   * "1,000 NOK is about $93.76" at 0.0937647 was replaced as "stated $93.76 where the source says
   * 0.0937647 USD". A product that is not the amount times the rate is wrong, and so is the rate
   * itself stated wrong; an ordinary sentence with a sum of something else passes.
   */
  @Test
  void anAmountConvertedAtTheRateStatesTheirProduct() throws Exception {
    GroundTruth rates =
        Turns.truth(Turns.figures("NOK/USD rate=0.0937647 USD; ?USD/NOK rate=10.665 NOK"));
    TurnContext norwegian = Turns.turn(NB, List.of(rates), List.of());
    String en = "1,000 NOK is about $93.76.";
    assertThat(Turns.after(guard, en, turn(rates))).isEqualTo(en);
    assertThat(guard.check(new Draft(en), turn(rates)).reason())
        .contains("'$93.76' as an amount converted at the rate");
    for (String reply :
        List.of(
            "1 000 kroner blir rundt 93,76 dollar.",
            "500 norske kroner er omtrent 46,88 dollar.")) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    for (String reply : List.of("1,000 NOK is about $97.50.", "1 NOK is about $0.11.")) {
      assertThat(Turns.after(guard, reply, turn(rates))).as(reply).startsWith("REAL DATA");
    }
    assertThat(guard.check(new Draft("1,000 NOK is about $97.50."), turn(rates)).reason())
        .contains("is not their product (93.76)");
    assertThat(Turns.after(guard, "1 000 kroner blir rundt 89,50 dollar.", norwegian))
        .startsWith("EKTE DATA");
    String ordinary = "We paid 1,000 NOK for the tickets, about $93.76 each way.";
    assertThat(
            Turns.after(
                guard, ordinary, turn(Turns.truth(Turns.figures("?NOK/USD rate=0.0937647 USD")))))
        .isEqualTo(ordinary);
  }

  /**
   * A listing's previous close written as its level now is wrong (#22, cases18 P040): "The index is
   * at 9,693.30" when the price is 9,683.69 and 9,693.30 the close before passed as a match of the
   * close. The close written as a close, or beside a past day, passes, and so does the price.
   */
  @Test
  void aPreviousCloseWrittenAsTheLevelNowIsWrong() throws Exception {
    GroundTruth index =
        Turns.truth(
            Turns.figures(
                "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                    + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));
    TurnContext norwegian = Turns.turn(NB, List.of(index), List.of());
    for (String reply :
        List.of("S&P 500 TR is at 9,693.30.", "S&P 500 TR trades at $9,693.30 right now.")) {
      assertThat(Turns.after(guard, reply, turn(index))).as(reply).startsWith("REAL DATA");
    }
    assertThat(guard.check(new Draft("S&P 500 TR is at 9,693.30."), turn(index)).reason())
        .contains("is written as the level now but is ^SP500TR previous close");
    assertThat(Turns.after(guard, "S&P 500 TR står i 9 693,30.", norwegian))
        .startsWith("EKTE DATA");
    for (String reply :
        List.of(
            "S&P 500 TR is at 9,683.69, down from 9,693.30 at yesterday's close.",
            "S&P 500 TR closed at 9,693.30 the day before; it is at 9,683.69 now.")) {
      assertThat(Turns.after(guard, reply, turn(index))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "S&P 500 TR står i 9 683,69, ned fra 9 693,30 i går.",
            "S&P 500 TR stengte på 9 693,30 i går og står nå i 9 683,69.")) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
  }

  /**
   * The temperature now written for a later day is not that day's (#22, content-cases10 E039):
   * "Søndag blir det rundt 9 grader" when it is 9 °C now and Sunday goes from 5 to 19 °C; the
   * reason names the day, now's figure and the day's range. A later day's own low or high that
   * equals now's passes ("9 degrees at best" tomorrow, whose high is 9), and so does now's
   * temperature said of now.
   */
  @Test
  void nowsTemperatureWrittenForALaterDayIsNotThatDays() throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(HEIDECK_TOMORROW), List.of());
    for (String reply :
        List.of("Søndag blir det rundt 9 grader.", "På søndag: 9 grader og grått.")) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).startsWith("EKTE DATA");
    }
    String sunday = "Sunday will be around 9 degrees and overcast.";
    assertThat(Turns.after(guard, sunday, turn(HEIDECK_TOMORROW))).startsWith("REAL DATA");
    assertThat(guard.check(new Draft(sunday), turn(HEIDECK_TOMORROW)).reason())
        .contains("is written for [2026-04-05] but is the temperature now (9 °C)")
        .contains("low 5 °C, high 19 °C");
    for (String reply :
        List.of(
            "Tomorrow it'll be 9 degrees at best, cloudy with some drizzle early on.",
            "It is 9 °C now. On Sunday it warms up to 19 °C.")) {
      assertThat(Turns.after(guard, reply, turn(HEIDECK_TOMORROW))).as(reply).isEqualTo(reply);
    }
    String norwegianHonest = "Søndag blir det opptil 19 grader.";
    assertThat(Turns.after(guard, norwegianHonest, norwegian)).isEqualTo(norwegianHonest);
  }

  /**
   * An index's change since the previous close in points carries its sign (#22): the report gives
   * the price and the previous close, and "opp 9,6 poeng" when the index fell 9.61 is wrong, "ned
   * 9,6 poeng" and "down 9.6 points" honest.
   */
  @Test
  void anIndexChangeInPointsCarriesItsSign() throws Exception {
    GroundTruth index =
        Turns.truth(
            Turns.figures(
                "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                    + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));
    TurnContext norwegian = Turns.turn(NB, List.of(index), List.of());
    String down = "S&P 500 TR står i 9 683,69, ned 9,6 poeng fra gårsdagen.";
    assertThat(Turns.after(guard, down, norwegian)).isEqualTo(down);
    assertThat(
            Turns.after(
                guard, "S&P 500 TR står i 9 683,69, opp 9,6 poeng fra gårsdagen.", norwegian))
        .startsWith("EKTE DATA");
    String en = "The S&P 500 TR is at 9,683.69, down 9.6 points on the day.";
    assertThat(Turns.after(guard, en, turn(index))).isEqualTo(en);
    assertThat(Turns.after(guard, "The S&P 500 TR is at 9,683.69, up 9.6 points.", turn(index)))
        .startsWith("REAL DATA");
  }

  /**
   * A hedged change in points carries its sign too (#22, cases10 P029): "Opp nesten 10 poeng" when
   * the index fell 9.61 is wrong, "ned nesten 10 poeng" and "down almost 10 points" honest.
   */
  @Test
  void aHedgedIndexChangeInPointsCarriesItsSign() throws Exception {
    GroundTruth index =
        Turns.truth(
            Turns.figures(
                "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                    + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));
    TurnContext norwegian = Turns.turn(NB, List.of(index), List.of());
    String down = "Ned nesten 10 poeng i dag, til 9 683,69.";
    assertThat(Turns.after(guard, down, norwegian)).isEqualTo(down);
    String en = "Down almost 10 points today, to 9,683.69.";
    assertThat(Turns.after(guard, en, turn(index))).isEqualTo(en);
    assertThat(Turns.after(guard, "Opp nesten 10 poeng i dag, til 9 683,69.", norwegian))
        .startsWith("EKTE DATA");
    assertThat(Turns.after(guard, "Up almost 10 points today, to 9,683.69.", turn(index)))
        .startsWith("REAL DATA");
    assertThat(
            guard.check(new Draft("Up almost 10 points today, to 9,683.69."), turn(index)).reason())
        .contains("'10' says the wrong direction");
  }

  /** As the weather fetcher labels them: today, so the temperature now is the required one. */
  private static final GroundTruth OSLO_TODAY =
      Turns.truth(
          Turns.figures(
              "temperature in Oslo[Oslo]=9 °C; ?feels like in Oslo[Oslo]=8 °C;"
                  + " ?low on 2026-12-04[Oslo]=3 °C; ?high on 2026-12-04[Oslo]=11 °C;"
                  + " ?chance of rain on 2026-12-04[Oslo]=80 %; ?wind in Oslo[Oslo]=14 km/h"));

  /**
   * A wind speed in miles per hour or knots states the wind of its place when it is that figure
   * converted, and answers from the data as one in m/s does (#22, content-cases17 E057: "A moderate
   * breeze: about 14 mph from the west-southwest" for 22 km/h was replaced as "temperature not
   * stated"). A wind that is not the figure converted answers nothing.
   */
  @Test
  void aWindInMilesPerHourOrKnotsAnswersFromTheData() throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(OSLO_TODAY), List.of());
    String en = "A light breeze in Oslo: about 9 mph from the south-west.";
    assertThat(Turns.after(guard, en, turn(OSLO_TODAY))).isEqualTo(en);
    String nb = "Lett bris i Oslo, rundt 8 knop fra sørvest.";
    assertThat(Turns.after(guard, nb, norwegian)).isEqualTo(nb);
    assertThat(
            Turns.after(
                guard,
                "A strong wind in Oslo: about 30 mph from the south-west.",
                turn(OSLO_TODAY)))
        .startsWith("REAL DATA");
    assertThat(Turns.after(guard, "Frisk bris i Oslo, rundt 25 knop fra sørvest.", norwegian))
        .startsWith("EKTE DATA");
    // the wind now in km/h written as mph is wrong, though an hour's later wind converts to it
    String asMph = "There's a moderate wind of 8 mph from the southwest right now.";
    assertThat(Turns.after(guard, asMph, turn(HEIDECK_TOMORROW))).startsWith("REAL DATA");
  }

  /**
   * Words in brackets after a number that hold a number of their own are that number's (#22,
   * content-cases10 E034): in "9 °C (feels like 8)" the 9 is the temperature, the 8 the feels-like.
   * A wrong one is still wrong either side of the bracket.
   */
  @Test
  void wordsInBracketsWithTheirOwnNumberAreThatNumbers() throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(OSLO_TODAY), List.of());
    for (String reply :
        List.of(
            "Overcast, 9°C (feels like 8), light wind at 14 km/h.",
            "Oslo: 9 °C ( feels like 8 °C ) and an 80 % chance of rain.")) {
      assertThat(Turns.after(guard, reply, turn(OSLO_TODAY))).as(reply).isEqualTo(reply);
    }
    String nb = "Overskyet, 9 grader (føles som 8).";
    assertThat(Turns.after(guard, nb, norwegian)).isEqualTo(nb);
    for (String reply :
        List.of("Overcast, 12°C (feels like 8).", "Overcast, 9°C (feels like 3).")) {
      assertThat(Turns.after(guard, reply, turn(OSLO_TODAY))).as(reply).startsWith("REAL DATA");
    }
    assertThat(Turns.after(guard, "Overskyet, 9 grader (føles som 3).", norwegian))
        .startsWith("EKTE DATA");
  }

  /**
   * A weather report as the fetcher gives one with the later days' hourly values: today's figures,
   * tomorrow's low and high, then {@code hourly} hourly figures of the next two days (at 62 figures
   * the report of a real wttr.in answer; past 64 the scan's 64-bit shortcuts step aside).
   */
  private static GroundTruth heideck(int hourly) {
    StringBuilder spec =
        new StringBuilder(
            "temperature in Heideck[Heideck]=9 °C; ?feels like in Heideck[Heideck]=8 °C;"
                + " ?low on 2026-04-03[Heideck]=1 °C; ?high on 2026-04-03[Heideck]=11 °C;"
                + " ?chance of rain on 2026-04-03[Heideck]=100 %; ?wind in Heideck[Heideck]=8 km/h;"
                + " ?low on 2026-04-04[Heideck]=6 °C; ?high on 2026-04-04[Heideck]=9 °C");
    String[] quantities = {"temperature", "chance of rain", "wind", "feels like"};
    String[] units = {"°C", "%", "km/h", "°C"};
    for (int k = 0; k < hourly; k++) {
      int q = k % 4;
      String day = k % 8 < 4 ? "2026-04-04" : "2026-04-05";
      int value = q == 1 ? (k * 13) % 101 : 2 + (k * 7) % 17;
      spec.append(
          String.format(
              Locale.ROOT,
              "; ?%s at %02d:00 on %s[Heideck]=%d %s",
              quantities[q],
              (k / 8 % 8) * 3,
              day,
              value,
              units[q]));
    }
    return Turns.truth(Turns.figures(spec.toString()));
  }

  @Test
  void aReportWithTheLaterDaysHourlyFiguresJudgesRepliesAsOneWithFewFigures() throws Exception {
    GroundTruth few = heideck(0);
    GroundTruth real = heideck(54);
    GroundTruth many = heideck(70);
    assertThat(real.keyFigures()).hasSize(62);
    assertThat(many.keyFigures()).hasSizeGreaterThan(64);
    List<String> honestEnglish =
        List.of(
            "In Heideck it is 9 °C now, feeling like 8 °C, wind 8 km/h.",
            "Heideck: 9 °C (48 °F) right now. Tomorrow a low of 6 °C and a high of 9 °C.");
    List<String> honestNorwegian =
        List.of(
            "I Heideck er det 9 grader nå, og det føles som 8 grader.",
            "Det er 9 grader i Heideck. I morgen blir det mellom 6 og 9 °C.");
    List<String> wrongEnglish =
        List.of(
            "In Heideck it is 12 °C now.",
            "Heideck: 9 °C now, but it feels like 3 °C.",
            "Heideck has 9 °C, wind 30 km/h.",
            "-1-1-1 ".repeat(6_000));
    List<String> wrongNorwegian =
        List.of("I Heideck er det 12 grader nå.", "Det er 9 grader i Heideck, men føles som 3.");
    for (GroundTruth t : List.of(few, real, many)) {
      String size = t.keyFigures().size() + " figures: ";
      TurnContext norwegian = Turns.turn(NB, List.of(t), List.of());
      for (String reply : honestEnglish) {
        assertThat(Turns.after(guard, reply, turn(t))).as(size + reply).isEqualTo(reply);
      }
      for (String reply : honestNorwegian) {
        assertThat(Turns.after(guard, reply, norwegian)).as(size + reply).isEqualTo(reply);
      }
      for (String reply : wrongEnglish) {
        assertThat(Turns.after(guard, reply, turn(t)))
            .as(size + reply.substring(0, Math.min(40, reply.length())))
            .startsWith("REAL DATA");
      }
      for (String reply : wrongNorwegian) {
        assertThat(Turns.after(guard, reply, norwegian)).as(size + reply).startsWith("EKTE DATA");
      }
    }
  }

  /**
   * The figures WeatherReport gives for the recorded wttr.in answer for Heideck (vex-eval's
   * recorded/wttr/heideck_j1.json, observed 2026-04-03 10:37 PM) asked about tomorrow, Saturday
   * 2026-04-04, copied from its output: humidity only for now (58 %); the later days' lows, highs,
   * chances of rain and hourly temperature, rain, wind and feels-like; 62 figures.
   */
  private static final GroundTruth HEIDECK_TOMORROW =
      Turns.truth(
          Turns.figures(
              "?temperature in Heideck, Germany[Heideck]=9 °C; "
                  + "?feels like in Heideck, Germany[Heideck]=8 °C; "
                  + "low on 2026-04-04[Heideck]=6 °C; "
                  + "high on 2026-04-04[Heideck]=9 °C; "
                  + "?chance of rain on 2026-04-04[Heideck]=100 %; "
                  + "?wind in Heideck, Germany[Heideck]=8 km/h; "
                  + "?humidity in Heideck, Germany[Heideck]=58 %; "
                  + "?precipitation in Heideck, Germany[Heideck]=0 mm; "
                  + "?temperature in Heideck, Germany[Heideck]=48 °F; "
                  + "?feels like in Heideck, Germany[Heideck]=46 °F; "
                  + "?low on 2026-04-03[Heideck]=1 °C; "
                  + "?high on 2026-04-03[Heideck]=11 °C; "
                  + "?chance of rain on 2026-04-03[Heideck]=100 %; "
                  + "?low on 2026-04-03[Heideck]=33 °F; "
                  + "?high on 2026-04-03[Heideck]=53 °F; "
                  + "?low on 2026-04-04[Heideck]=42 °F; "
                  + "?high on 2026-04-04[Heideck]=49 °F; "
                  + "?low on 2026-04-05[Heideck]=5 °C; "
                  + "?high on 2026-04-05[Heideck]=19 °C; "
                  + "?chance of rain on 2026-04-05[Heideck]=100 %; "
                  + "?low on 2026-04-05[Heideck]=41 °F; "
                  + "?high on 2026-04-05[Heideck]=66 °F; "
                  + "?temperature at 03:00 on 2026-04-04[Heideck]=7 °C; "
                  + "?temperature at 21:00 on 2026-04-04[Heideck]=8 °C; "
                  + "?temperature at 00:00 on 2026-04-05[Heideck]=7 °C; "
                  + "?temperature at 03:00 on 2026-04-05[Heideck]=6 °C; "
                  + "?temperature at 09:00 on 2026-04-05[Heideck]=10 °C; "
                  + "?temperature at 12:00 on 2026-04-05[Heideck]=18 °C; "
                  + "?temperature at 18:00 on 2026-04-05[Heideck]=15 °C; "
                  + "?chance of rain at 00:00 on 2026-04-04[Heideck]=0 %; "
                  + "?chance of rain at 03:00 on 2026-04-04[Heideck]=100 %; "
                  + "?chance of rain at 09:00 on 2026-04-04[Heideck]=69 %; "
                  + "?chance of rain at 12:00 on 2026-04-04[Heideck]=83 %; "
                  + "?chance of rain at 15:00 on 2026-04-04[Heideck]=87 %; "
                  + "?chance of rain at 00:00 on 2026-04-05[Heideck]=0 %; "
                  + "?chance of rain at 15:00 on 2026-04-05[Heideck]=83 %; "
                  + "?chance of rain at 18:00 on 2026-04-05[Heideck]=100 %; "
                  + "?wind at 00:00 on 2026-04-04[Heideck]=11 km/h; "
                  + "?wind at 03:00 on 2026-04-04[Heideck]=15 km/h; "
                  + "?wind at 06:00 on 2026-04-04[Heideck]=17 km/h; "
                  + "?wind at 09:00 on 2026-04-04[Heideck]=14 km/h; "
                  + "?wind at 15:00 on 2026-04-04[Heideck]=12 km/h; "
                  + "?wind at 18:00 on 2026-04-04[Heideck]=9 km/h; "
                  + "?wind at 21:00 on 2026-04-04[Heideck]=5 km/h; "
                  + "?wind at 00:00 on 2026-04-05[Heideck]=6 km/h; "
                  + "?wind at 03:00 on 2026-04-05[Heideck]=9 km/h; "
                  + "?wind at 09:00 on 2026-04-05[Heideck]=11 km/h; "
                  + "?wind at 12:00 on 2026-04-05[Heideck]=17 km/h; "
                  + "?wind at 15:00 on 2026-04-05[Heideck]=22 km/h; "
                  + "?wind at 18:00 on 2026-04-05[Heideck]=19 km/h; "
                  + "?wind at 21:00 on 2026-04-05[Heideck]=14 km/h; "
                  + "?feels like at 00:00 on 2026-04-04[Heideck]=3 °C; "
                  + "?feels like at 03:00 on 2026-04-04[Heideck]=4 °C; "
                  + "?feels like at 09:00 on 2026-04-04[Heideck]=5 °C; "
                  + "?feels like at 12:00 on 2026-04-04[Heideck]=7 °C; "
                  + "?feels like at 18:00 on 2026-04-04[Heideck]=8 °C; "
                  + "?feels like at 00:00 on 2026-04-05[Heideck]=6 °C; "
                  + "?feels like at 03:00 on 2026-04-05[Heideck]=4 °C; "
                  + "?feels like at 09:00 on 2026-04-05[Heideck]=8 °C; "
                  + "?feels like at 12:00 on 2026-04-05[Heideck]=18 °C; "
                  + "?feels like at 15:00 on 2026-04-05[Heideck]=19 °C; "
                  + "?feels like at 18:00 on 2026-04-05[Heideck]=13 °C"));

  /**
   * Issue #22, eval scenario outsider-d233: Saturday's hourly humidity is 87-94 %, but the report
   * holds humidity only for now (58 %). A later day's humidity cannot be checked, so it is no
   * contradiction; humidity said of now still is, and so is a later day's wrong temperature or
   * wind.
   */
  @Test
  void aFigureOfAnotherDayIsNotJudgedAgainstOneThatHoldsOnlyForNow() throws Exception {
    assertThat(HEIDECK_TOMORROW.keyFigures()).hasSize(62);
    List<String> honestEnglish =
        List.of(
            "Very humid: on Saturday the humidity stays around 90 % from morning to evening.",
            "Tomorrow the humidity will be about 90 %, with a high of 9 °C.",
            "On Sunday the wind picks up to 22 km/h in the afternoon.");
    List<String> honestNorwegian =
        List.of(
            "Veldig fuktig: på lørdag ligger luftfuktigheten rundt 90 prosent fra morgenen av og"
                + " helt til kvelden.",
            "I morgen blir luftfuktigheten rundt 90 %, og det blir mellom 6 og 9 grader.");
    List<String> wrongEnglish =
        List.of(
            "The humidity now is 90 %.",
            "Right now the humidity is 90 %. On Saturday the high is 9 °C.",
            "On Saturday the humidity is around 90 % and the high reaches 15 °C.",
            "On Sunday the wind picks up to 45 km/h.");
    List<String> wrongNorwegian =
        List.of(
            "Luftfuktigheten er 90 prosent nå.",
            "På lørdag er luftfuktigheten rundt 90 prosent, og det blir opptil 15 grader.");
    TurnContext norwegian = Turns.turn(NB, List.of(HEIDECK_TOMORROW), List.of());
    for (String reply : honestEnglish) {
      assertThat(Turns.after(guard, reply, turn(HEIDECK_TOMORROW))).as(reply).isEqualTo(reply);
    }
    for (String reply : honestNorwegian) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    for (String reply : wrongEnglish) {
      assertThat(Turns.after(guard, reply, turn(HEIDECK_TOMORROW)))
          .as(reply)
          .startsWith("REAL DATA");
    }
    for (String reply : wrongNorwegian) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).startsWith("EKTE DATA");
    }
  }

  @Test
  void weatherSecondaryFiguresAreJudgedByTheirWordsInEnglish() throws Exception {
    List<String> honest =
        List.of(
            "In Oslo it is 9 °C now, and it feels like 8 °C.",
            "Oslo: 9 °C right now. Today's high is 11 °C and the low 3 °C.",
            "Oslo has 9 °C, with a high of 11 and a low of 3. There is an 80 % chance of rain,"
                + " wind 14 km/h.",
            "It's 9 degrees in Oslo. Wind 4 m/s, feels like 8.",
            "Oslo: 9 °C, high 11 °C, low 3 °C, feels like 8 °C, 80 % chance of rain.");
    for (String reply : honest) {
      assertThat(Turns.after(guard, reply, turn(OSLO_TODAY))).as(reply).isEqualTo(reply);
    }
    List<String> wrong =
        List.of(
            "In Oslo it is 11 °C now, with a high of 9 °C today.",
            "Oslo is at 9 °C, but it feels like 3 °C.",
            "Oslo: 9 °C, feels like 3 °C, low 3 °C.",
            "Oslo has 9 °C. The high is 3 °C and the low 11 °C.",
            "Oslo: 9 °C now, wind 9 km/h.",
            "Oslo: 9 °C now, 14 % chance of rain.");
    for (String reply : wrong) {
      assertThat(Turns.after(guard, reply, turn(OSLO_TODAY))).as(reply).startsWith("REAL DATA");
    }
  }

  @Test
  void weatherSecondaryFiguresAreJudgedByTheirWordsInNorwegian() throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(OSLO_TODAY), List.of());
    List<String> honest =
        List.of(
            "I Oslo er det 9 grader nå, og det føles som 8 grader.",
            "Oslo: 9 °C akkurat nå. Høyeste temperatur i dag blir 11 grader, laveste 3 grader.",
            "Det er 9 grader i Oslo. Vind 14 km/t og 80 % sjanse for nedbør.",
            "Det er 9 grader i Oslo, men det føles som 8.");
    for (String reply : honest) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    List<String> wrong =
        List.of(
            "I Oslo er det 11 grader nå, og høyeste i dag blir 9 grader.",
            "Det er 9 grader i Oslo, men det føles som 3 grader.",
            "Det er 9 grader i Oslo. Høyeste 3 grader, laveste 11 grader.",
            "Det er 9 grader i Oslo, vind 3 km/t.",
            "Det er 9 grader i Oslo. Nedbør: 14 %.");
    for (String reply : wrong) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).startsWith("EKTE DATA");
    }
  }

  @Test
  void phoneNumbersIsbnsAndSerialsStateNoFigureAndAWrongFigureBesideThemIsCaught()
      throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(OSLO_TODAY), List.of());
    List<String> honestEnglish =
        List.of(
            "Oslo: 9 °C now. Questions? Call 1-800-555-0199.",
            "It is 9 °C in Oslo; the almanac is ISBN 978-3-16-148410-0.",
            "Oslo has 9 °C, high 11 °C (station 4-8-15-16-23-42).",
            "Oslo: 9 °C now -1-1-1-1-1 feels like 8 °C.");
    List<String> honestNorwegian =
        List.of(
            "Det er 9 grader i Oslo. Ring 1-800-555-0199 for mer.",
            "I Oslo er det 9 °C nå, serienummer 4-8-15-16-23-42.",
            "Det er 9 grader i Oslo, ISBN 978-82-02-12345-6.");
    List<String> wrongEnglish =
        List.of(
            "Oslo: 12 °C now. Call 1-800-555-0199.",
            "Call 1-800-555-0199: Oslo has 9 °C, high 3 °C.",
            "Oslo -1-1-1-1 has 12 °C now.");
    List<String> wrongNorwegian =
        List.of(
            "Det er 12 grader i Oslo, ring 22-33-44-55.",
            "Serienummer 4-8-15-16: 3 grader i Oslo nå.");
    for (String reply : honestEnglish) {
      assertThat(Turns.after(guard, reply, turn(OSLO_TODAY))).as(reply).isEqualTo(reply);
    }
    for (String reply : honestNorwegian) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    for (String reply : wrongEnglish) {
      assertThat(Turns.after(guard, reply, turn(OSLO_TODAY))).as(reply).startsWith("REAL DATA");
    }
    for (String reply : wrongNorwegian) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).startsWith("EKTE DATA");
    }
  }

  @Test
  void aUsdFigureStatedInKronerIsNotStated() throws Exception {
    TurnContext norwegian = Turns.turn(NB, List.of(BTC), List.of());

    assertThat(Turns.after(guard, "Bitcoin koster 86 123,45 kr.", norwegian))
        .startsWith("EKTE DATA");
    assertThat(Turns.after(guard, "Bitcoin koster 86 123,45 USD.", norwegian))
        .isEqualTo("Bitcoin koster 86 123,45 USD.");
  }

  @Test
  void hedgedOneUnitToleranceAllowsOneUnitOfTheLastShownDigit() throws Exception {
    DigitScanGuard lenient = DigitScanGuard.builder().tolerance(Tolerance.HEDGED_ONE_UNIT).build();

    assertThat(Turns.after(lenient, "Bitcoin is about $87k.", turn(BTC)))
        .isEqualTo("Bitcoin is about $87k.");
    assertThat(Turns.after(guard, "Bitcoin is about $87k.", turn(BTC))).startsWith("REAL DATA");
    assertThat(Turns.after(lenient, "Bitcoin is about $88k.", turn(BTC))).startsWith("REAL DATA");
    assertThat(Turns.after(lenient, "Bitcoin is $86,125.", turn(BTC))).startsWith("REAL DATA");
  }

  @Test
  void temperaturesReadInEveryWayASmallModelWritesThem() throws Exception {
    GroundTruth oslo = Turns.truth(Turns.figures("temperature Oslo=-3 °C"));
    TurnContext norwegian = Turns.turn(NB, List.of(oslo), List.of());
    List<String> honest =
        List.of(
            "Det er −3 °C.",
            "Det er -3 grader.",
            "Det er minus 3 grader.",
            "Det er 3 minusgrader.",
            "Det er 3 kuldegrader.",
            "It is 3 degrees below zero.");

    for (String reply : honest) {
      assertThat(Turns.after(guard, reply, norwegian)).as(reply).isEqualTo(reply);
    }
    assertThat(Turns.after(guard, "Det er 3 grader.", norwegian)).startsWith("EKTE DATA");
  }

  @Test
  void hostileRepliesGetAVerdictInBoundedTime() {
    String hostile =
        ("1,2.3 4 5,,6..7 −−8 $$9 kr kr ca. ~1.02.03 " + "\u202E\u0000\uD800 ").repeat(4_000)
            + "9".repeat(50_000)
            + "1 ".repeat(20_000);

    GuardVerdict verdict =
        CpuBudget.within(
            Duration.ofSeconds(60), () -> guard.check(new Draft(hostile), turn(BTC, XRP)));

    assertThat(verdict).isInstanceOf(GuardVerdict.Overridden.class);
  }

  @Test
  void insideAnAgentTheUserReceivesTheRealDataAndTheTraceSaysWhy() {
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.enqueue(Reply.text("Bitcoin is at $42,000."));
      Agent agent =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b")
              .classifier(m -> List.of(Intent.of("crypto", "BTC")))
              .fetcher("crypto", i -> BTC)
              .guard(guard)
              .build();

      AgentReply reply = agent.chat("BTC price?");

      assertThat(reply.text()).isEqualTo("REAL DATA: BTC price 86123.45 USD");
      assertThat(reply.trace().guards())
          .singleElement()
          .satisfies(
              t -> {
                assertThat(t.guard()).isEqualTo("digit-scan");
                assertThat(t.verdict()).isInstanceOf(GuardVerdict.Overridden.class);
              });
    }
  }

  /** The recorded Hacker News front page's top five stories, as the news fetcher gives them. */
  private static final GroundTruth HN =
      Turns.truth(
          List.of(
              story("Coding with LLMs in the summer of 2025 – an update", 543),
              story("Simulating hand-drawn motion with SVG filters", 251),
              story("Speeding up my ZSH shell", 206),
              story(
                  "Show HN: Conductor, a Mac app that lets you run a bunch of Claude Codes at once",
                  206),
              story("The Daily Life of a Medieval King", 166)));

  private static dev.vex.core.grounding.KeyFigure story(String title, int points) {
    return dev.vex.core.grounding.KeyFigure.optional(
            "points: " + title, java.math.BigDecimal.valueOf(points), "points")
        .withAliases(title);
  }

  @Test
  void aLowerOrUpperBoundThatHoldsIsHonest() {
    for (String reply :
        List.of(
            "antirez's post on coding with LLMs leads with over 540 points and more than three"
                + " hundred and sixty comments; the Conductor Show HN has 206 points.",
            "The post on coding with LLMs has more than 540 points.",
            "The medieval king story has fewer than 170 points.")) {
      assertThat(guard.check(new Draft(reply), turn(HN)))
          .as(reply)
          .isInstanceOf(GuardVerdict.Pass.class);
    }
    for (String reply :
        List.of(
            "Innlegget om coding with LLMs har over 540 poeng, og Conductor har 206 poeng.",
            "Saken om the daily life of a medieval king har mindre enn 170 poeng.")) {
      assertThat(guard.check(new Draft(reply), Turns.turn(NB, List.of(HN), List.of())))
          .as(reply)
          .isInstanceOf(GuardVerdict.Pass.class);
    }
    for (String reply :
        List.of(
            "The post on coding with LLMs has more than 560 points.",
            "The medieval king story has fewer than 150 points.")) {
      assertThat(guard.check(new Draft(reply), turn(HN)))
          .as(reply)
          .isNotInstanceOf(GuardVerdict.Pass.class);
    }
    assertThat(
            guard.check(
                new Draft("Innlegget om coding with LLMs har mer enn 560 poeng."),
                Turns.turn(NB, List.of(HN), List.of())))
        .isNotInstanceOf(GuardVerdict.Pass.class);
  }

  /** The recorded Moscow observation, as the weather fetcher labels it. */
  private static final GroundTruth MOSCOW_TODAY =
      Turns.truth(
          Turns.figures(
              "temperature in Moscow[Moscow,Moskva]=20 °C; ?feels like in Moscow[Moscow,Moskva]=20 °C;"
                  + " ?low on 2022-07-16[Moscow,Moskva]=13 °C;"
                  + " ?high on 2022-07-16[Moscow,Moskva]=22 °C;"
                  + " ?chance of rain on 2022-07-16[Moscow,Moskva]=0 %;"
                  + " ?wind in Moscow[Moscow,Moskva]=22 km/h"));

  @Test
  void pressureAndPrecipitationAreNeverReadAsTheTemperature() throws Exception {
    for (String reply :
        List.of(
            "Moscow: 20 °C and sunny, pressure 1013 hPa.",
            "Moscow is at 20 °C with no rain right now (0.0 mm) and 1013 mb.",
            "In Moscow it is 20 °C; the barometer reads 1013 millibars.")) {
      assertThat(Turns.after(guard, reply, turn(MOSCOW_TODAY))).as(reply).isEqualTo(reply);
    }
    for (String reply :
        List.of(
            "Det er 20 grader i Moskva, og det kommer ingen nedbør akkurat nå (0,0 mm).",
            "Moskva: 20 grader, lufttrykk 1013 hPa.")) {
      assertThat(Turns.after(guard, reply, Turns.turn(NB, List.of(MOSCOW_TODAY), List.of())))
          .as(reply)
          .isEqualTo(reply);
    }
    for (String reply :
        List.of("Moscow: 25 °C and sunny, pressure 1013 hPa.", "Moscow: 1013 hPa and 2 °C.")) {
      assertThat(Turns.after(guard, reply, turn(MOSCOW_TODAY))).as(reply).isNotEqualTo(reply);
    }
    assertThat(
            Turns.after(
                guard,
                "Moskva: 25 grader, lufttrykk 1013 hPa.",
                Turns.turn(NB, List.of(MOSCOW_TODAY), List.of())))
        .isNotEqualTo("Moskva: 25 grader, lufttrykk 1013 hPa.");
  }

  /** Heideck's three days as the fetcher reports them: highs 11, 9 and 19 °C. */
  private static final GroundTruth HEIDECK_3 =
      Turns.truth(
          Turns.figures(
              "temperature in Heideck[Heideck]=9 °C; ?low on 2026-04-03[Heideck]=1 °C;"
                  + " ?high on 2026-04-03[Heideck]=11 °C; ?low on 2026-04-04[Heideck]=6 °C;"
                  + " ?high on 2026-04-04[Heideck]=9 °C; ?low on 2026-04-05[Heideck]=5 °C;"
                  + " ?high on 2026-04-05[Heideck]=19 °C"));

  @Test
  void theWarmestDayIsJudgedByEveryDaysHighAndANumberWordCountingDaysIsNoTemperature()
      throws Exception {
    String table = "Heideck now 9 °C. Friday high 11 °C, Saturday high 9 °C, Sunday high 19 °C. ";
    for (String wrong :
        List.of(
            table + "Saturday will be the warmest day of the three.",
            table + "Sunday will be the coldest day.")) {
      assertThat(guard.check(new Draft(wrong), turn(HEIDECK_3)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String honest :
        List.of(
            table + "Sunday will be the warmest day of the three.",
            table + "Saturday is the coldest of the three days.",
            "It is 9 °C in Heideck now. Sunday's warmest hour comes at 15:00.",
            "It is 9 °C in Heideck now. Det varmeste i dag var 11 grader.")) {
      assertThat(Turns.after(guard, honest, turn(HEIDECK_3))).as(honest).isEqualTo(honest);
    }
    String nb =
        "Det er 9 grader i Heideck nå. Søndag 5. april blir varmest av de tre dagene: opp mot 19"
            + " grader på ettermiddagen.";
    assertThat(Turns.after(guard, nb, Turns.turn(NB, List.of(HEIDECK_3), List.of()))).isEqualTo(nb);
  }

  @Test
  void aHedgedCountOfMillionsAtOneDigitIsHonest() throws Exception {
    GroundTruth btc =
        Turns.truth(
            Turns.figures(
                "BTC price[Bitcoin,BTC]=65610 USD; ?BTC circulating supply[Bitcoin,BTC]=19995671.0"
                    + " BTC; ?BTC maximum supply[Bitcoin,BTC]=21000000 BTC"));
    String honest =
        "Bitcoin is at $65,610. Its circulating supply is just under 20 million BTC out of a max"
            + " of 21 million.";
    assertThat(Turns.after(guard, honest, turn(btc))).isEqualTo(honest);
    for (String wrong :
        List.of(
            "Bitcoin is at $65,610. Its circulating supply is about 18 million BTC.",
            "Bitcoin is at $65,610. Its circulating supply is about 18.5 million BTC.")) {
      assertThat(guard.check(new Draft(wrong), turn(btc)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
  }

  @Test
  void aComparisonOrARankOfCoinsInWordsIsJudgedByTheirFigures() throws Exception {
    GroundTruth coins =
        Turns.truth(
            Turns.figures(
                "BTC price[Bitcoin,BTC]=65610 USD; ?BTC 24h change[Bitcoin,BTC]=-2.96 %;"
                    + " ?SOL price[Solana,SOL]=81.39 USD; ?SOL 24h change[Solana,SOL]=-5.57 %;"
                    + " ?USDT price[Tether,USDT]=1.0 USD; ?USDT 24h change[Tether,USDT]=0.01 %;"
                    + " ?BNB price[BNB]=611.72 USD; ?BNB 24h change[BNB]=-2.24 %"));
    for (String wrong :
        List.of(
            "Bitcoin is at $65,610. Solana koster mer enn BNB akkurat nå.",
            "Bitcoin is at $65,610. BNB is cheaper than Solana.",
            "Bitcoin is at $65,610. Solana is the biggest gainer today.",
            "Bitcoin is at $65,610. Dagens største taper er Tether.")) {
      assertThat(guard.check(new Draft(wrong), turn(coins)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String honest :
        List.of(
            "Bitcoin is at $65,610. Solana koster mindre enn BNB akkurat nå.",
            "Bitcoin is at $65,610. Tether is the biggest gainer today, and Solana fell the most.",
            "Bitcoin is at $65,610. BNB is not cheaper than Solana.",
            "Bitcoin is at $65,610, cheaper than last week.")) {
      assertThat(Turns.after(guard, honest, turn(coins))).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void aCoinsWorstOrBestDayInWordsIsJudgedByEveryCoinsChange() throws Exception {
    GroundTruth coins =
        Turns.truth(
            Turns.figures(
                "BTC price[Bitcoin,BTC]=65610 USD; ?BTC 24h change[Bitcoin,BTC]=-2.96 %;"
                    + " ?ETH price[Ethereum,ETH]=1921.27 USD;"
                    + " ?ETH 24h change[Ethereum,ETH]=-5.62 %;"
                    + " ?SOL price[Solana,SOL]=81.39 USD; ?SOL 24h change[Solana,SOL]=-5.57 %;"
                    + " ?USDT price[Tether,USDT]=1.0 USD; ?USDT 24h change[Tether,USDT]=0.01 %"));
    // replies written for this test: Ethereum fell more than Solana, Tether rose the most
    for (String wrong :
        List.of(
            "Bitcoin is at $65,610. Solana had the worst day, falling 5.57% to $81.39.",
            "Bitcoin is at $65,610. Solana had the biggest drop of them all.",
            "Bitcoin ligger på 65 610 dollar. Solana hadde dagens største fall.",
            "Bitcoin ligger på 65 610 dollar. Bitcoin hadde den beste dagen.")) {
      assertThat(guard.check(new Draft(wrong), turn(coins)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String honest :
        List.of(
            "Bitcoin is at $65,610. Ethereum had the worst day, falling 5.62% to $1,921.27.",
            "Bitcoin is at $65,610. Tether had the best day, almost flat.",
            "Bitcoin ligger på 65 610 dollar. Ethereum hadde dagens største fall.",
            "Bitcoin ligger på 65 610 dollar. Tether hadde den beste dagen.")) {
      assertThat(Turns.after(guard, honest, turn(coins))).as(honest).isEqualTo(honest);
    }
  }
}
