package dev.vex.guards.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A source that answered with nothing for the subject (a team it knows with no fixtures) failed at
 * nothing: an honest reply with no unbacked figure reaches the user untouched, in English and
 * Norwegian; a reply with an invented score still loses it and is told the source has no data; a
 * source that failed is still announced.
 */
class FailedFetchGuardTest {
  private static final Locale NB = Locale.forLanguageTag("nb");
  private final FailedFetchGuard guard = FailedFetchGuard.create();

  private static TurnContext turn(String question, Locale locale, boolean noData) {
    return new TurnContext(
        Message.user(question),
        locale,
        List.of(Intent.of("sports", "Fulham")),
        List.of(),
        List.of(),
        List.of(),
        "",
        null,
        List.of(
            new FailedFetch(
                "sports",
                "Fulham",
                "TheSportsDB",
                noData ? "TheSportsDB has no data for this: no events for Fulham" : "HTTP 503",
                noData)));
  }

  @Test
  void anHonestReplyWhenTheSourceHoldsNothingReachesTheUserUntouched() throws Exception {
    String en = "I can't find Fulham's next fixture; the Premier League website has the schedule.";
    assertThat(guard.check(new Draft(en), turn("When do Fulham play next?", Locale.ENGLISH, true)))
        .isInstanceOf(GuardVerdict.Pass.class);
    String nb =
        "Jeg finner ikke Fulhams neste kamp; Premier League sine nettsider har terminlisten.";
    assertThat(guard.check(new Draft(nb), turn("Når spiller Fulham neste gang?", NB, true)))
        .isInstanceOf(GuardVerdict.Pass.class);
  }

  @Test
  void anInventedScoreWhenTheSourceHoldsNothingIsRemovedAndToldSo() throws Exception {
    String out =
        Turns.after(
            guard,
            "Fulham beat Chelsea 2-1 last weekend. They are a club in west London.",
            turn("When do Fulham play next?", Locale.ENGLISH, true));
    assertThat(out)
        .doesNotContain("2-1")
        .contains("TheSportsDB has no sports results for Fulham")
        .contains("They are a club in west London.")
        .doesNotContain("could not fetch");
    String nb =
        Turns.after(
            guard, "Fulham slo Chelsea 2-1 sist helg.", turn("Når spiller Fulham?", NB, true));
    assertThat(nb)
        .doesNotContain("2-1")
        .contains("TheSportsDB har ingen sportsresultater for Fulham");
  }

  @Test
  void aSourceThatFailedIsStillAnnouncedOverAnHonestReply() throws Exception {
    String out =
        Turns.after(
            guard,
            "I can't find Fulham's next fixture; the Premier League website has the schedule.",
            turn("When do Fulham play next?", Locale.ENGLISH, false));
    assertThat(out).startsWith("I could not fetch live sports results for Fulham from TheSportsDB");
  }
}
