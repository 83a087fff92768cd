package dev.vex.guards.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A failed fetch strips only the figures of its kind: temperatures for weather, prices for crypto,
 * stocks and currency, scores for sports; never years, counts, distances or doses, and nothing for
 * a failed news, recipe or search fetch.
 */
class FailedFetchKindsTest {
  private final FailedFetchGuard guard = FailedFetchGuard.create();

  private static TurnContext failed(String kind, String subject, String question, Locale locale) {
    return new TurnContext(
        Message.user(question),
        locale,
        List.of(Intent.of(kind, subject)),
        List.of(),
        List.of(),
        List.of(),
        "",
        null,
        List.of(new FailedFetch(kind, subject, "the " + kind + " source", "HTTP 503")));
  }

  private String after(String draft, TurnContext c) throws Exception {
    return Turns.after(guard, draft, c);
  }

  @Test
  void aFailedWeatherFetchStripsTemperaturesAndKeepsYearsAndDistances() throws Exception {
    String out =
        after(
            "Bergen gets about 2,250 mm of rain a year. Right now it is 14 °C and raining. The city"
                + " was founded in 1070 and lies 463 km from Oslo.",
            failed("weather", "Bergen", "weather in Bergen", Locale.ENGLISH));
    assertThat(out)
        .contains("could not")
        .doesNotContain("14 °C")
        .contains("The city was founded in 1070 and lies 463 km from Oslo.");
  }

  @Test
  void aFailedPriceFetchStripsPricesAndKeepsCountsAndYears() throws Exception {
    String out =
        after(
            "Bitcoin is trading at $42,150 right now. Its supply is capped at 21 million coins,"
                + " and it launched in 2009.",
            failed("crypto", "BTC", "bitcoin price", Locale.ENGLISH));
    assertThat(out)
        .doesNotContain("42,150")
        .contains("Its supply is capped at 21 million coins, and it launched in 2009.");
  }

  @Test
  void aFailedSportsFetchStripsScoresButNotKickOffTimesOrDates() throws Exception {
    String out =
        after(
            "Rosenborg won 3-1 on Sunday. The next match kicks off at 19:45 on 12.05.",
            failed("sports", "Rosenborg", "rosenborg result", Locale.forLanguageTag("nb")));
    assertThat(out).doesNotContain("3-1").contains("The next match kicks off at 19:45 on 12.05.");
  }

  @Test
  void aFailedNewsFetchKeepsEveryNumberAndOnlySaysSo() throws Exception {
    String draft = "Hacker News was started in 2007 by Paul Graham and ranks stories by votes.";
    String out = after(draft, failed("news", "", "top stories", Locale.ENGLISH));
    assertThat(out).contains(draft).contains("could not");
  }

  @Test
  void aReplyThatAlreadySaysTheFetchFailedPassesWithNoSecondNotice() throws Exception {
    for (String[] c :
        new String[][] {
          {"en", "I couldn't get a price: CoinGecko answered that the rate limit was exceeded."},
          {"en", "I could not fetch the weather for Bergen just now, sorry."},
          {"nb", "Jeg fikk ikke hentet prisen nå – prøv igjen om litt."},
          {"nb", "Yahoo fant ingen data for symbolet – det kan være avnotert."},
        }) {
      Locale locale = Locale.forLanguageTag(c[0]);
      TurnContext turn = failed("crypto", "BTC", "bitcoin price", locale);
      assertThat(guard.check(new dev.vex.core.guard.Draft(c[1]), turn))
          .as(c[1])
          .isInstanceOf(dev.vex.core.guard.GuardVerdict.Pass.class);
    }
  }

  @Test
  void aReplyThatSaysTheFetchFailedButStillGivesAPriceGetsTheNotice() throws Exception {
    String out =
        after(
            "I couldn't get a live price, but Bitcoin is trading at $42,150.",
            failed("crypto", "BTC", "bitcoin price", Locale.ENGLISH));
    assertThat(out).contains("I could not fetch live crypto prices").doesNotContain("42,150");
  }

  @Test
  void aDateOrAbbreviationWithAFullStopDoesNotSplitTheSentenceItsFigureIsIn() throws Exception {
    Locale nb = Locale.forLanguageTag("nb");
    String out =
        after(
            "15. januar 2024 var en dollar verdt 0,81 euro. Euroen ble innført i 1999.",
            failed("currency", "EUR/USD", "Dollar mot euro 15. januar 2024?", nb));
    assertThat(out)
        .doesNotContain("0,81")
        .doesNotContain("15.")
        .contains("Euroen ble innført i 1999.");
    out =
        after(
            "Ja, tether ligger på 1,00 dollar, og omsetningen var rundt 71,2 mrd. dollar – mer enn"
                + " bitcoin.",
            failed("crypto", "USDT", "Er tether verdt én dollar?", nb));
    assertThat(out).doesNotContain("71,2").doesNotContain("mer enn bitcoin");
    out =
        after(
            "On Jan. 15 a dollar bought approx. 0.81 euros. The euro was launched in 1999.",
            failed("currency", "EUR/USD", "dollar in euros on 15 January 2024?", Locale.ENGLISH));
    assertThat(out)
        .doesNotContain("0.81")
        .doesNotContain("Jan.")
        .contains("The euro was launched in 1999.");
  }
}
