package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A match's day, kick-off and home side (#22) on TheSportsDB's recorded next event for Liverpool
 * (Liverpool v Manchester City, 2026-10-11 15:30 UTC, no local time given): the event's facts are
 * read from the recorded bytes as the sports fetcher keeps them ({@code when} in UTC).
 */
class MatchTimesTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  static GroundTruth nextMatch() throws Exception {
    String json;
    try (InputStream in =
        MatchTimesTest.class.getResourceAsStream("/thesportsdb/eventsnext_133602.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Map<String, Object>> next = new ArrayList<>();
    StringBuilder summary = new StringBuilder("NEXT MATCHES");
    for (JsonElement e : JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("events")) {
      JsonObject o = e.getAsJsonObject();
      Map<String, Object> event = new LinkedHashMap<>();
      event.put("event", o.get("strEvent").getAsString());
      event.put("home", o.get("strHomeTeam").getAsString());
      event.put("away", o.get("strAwayTeam").getAsString());
      String ts = o.get("strTimestamp").getAsString(); // 2026-10-11T15:30:00
      event.put("when", ts.substring(0, 10) + " " + ts.substring(11, 16) + " UTC");
      event.put("round", o.get("intRound").getAsString());
      next.add(event);
      summary.append('\n').append(o.get("strEvent").getAsString());
    }
    return new GroundTruth(
        "sports",
        "TheSportsDB",
        List.of("https://www.thesportsdb.com/"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of("team", "Liverpool", "next", next, "last", List.of()),
        List.of(),
        Map.of("en", summary.toString(), "nb", summary.toString()),
        null);
  }

  private static TurnContext asked(GroundTruth t, Locale locale) {
    return asked(t, locale, "When do Liverpool play next?");
  }

  private static TurnContext asked(GroundTruth t, Locale locale, String question) {
    return TurnContext.builder(Message.user(question))
        .locale(locale)
        .intents(List.of(Intent.of("sports", "Liverpool")))
        .groundTruth(List.of(t))
        .build();
  }

  @Test
  void aWrongDayKickOffOrHomeSideIsCaughtAndHonestOnesPass() throws Exception {
    GroundTruth t = nextMatch();
    List<String> wrong =
        List.of(
            "Liverpool play Manchester City on 12 October.",
            "Liverpool mot Man City spilles 4. oktober.",
            "Liverpool v Man City kicks off at 20:00 on 11 October.",
            "Avspark for Liverpool mot Manchester City er kl. 14:00.",
            "Next: Man City vs Liverpool on 11 October.");
    for (String draft : wrong) {
      assertThat(GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH)))
          .as(draft)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    List<String> honest =
        List.of(
            "Liverpool host Manchester City on Sunday 11 October 2026.",
            "Liverpool v Man City kicks off at 15:30 UTC on October 11th.",
            "Liverpool–Manchester City: avspark kl. 17:30 norsk tid, 11. oktober.",
            "Liverpool play City at Anfield; kick-off is 4:30 PM UK time.",
            "Liverpool's next game, against Man City, is on 11 October at Anfield.",
            "The weather on 12 October should be mild.");
    for (String draft : honest) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  @Test
  void theSidesWrittenInWordsAreJudged() throws Exception {
    GroundTruth t = nextMatch();
    for (String draft :
        List.of(
            "Liverpool's next match is away at Manchester City on Sunday 11 October 2026.",
            "Manchester City host Liverpool on 11 October.",
            "Liverpool spiller borte mot Manchester City 11. oktober.",
            "Man City tar imot Liverpool søndag.",
            "It will be a home win for Manchester City, I think, against Liverpool on 11 October.")) {
      assertThat(GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH)))
          .as(draft)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String draft :
        List.of(
            "Liverpool's next match is at home to Manchester City on 11 October.",
            "Manchester City travel to Liverpool on 11 October.",
            "Liverpool spiller hjemme mot Manchester City 11. oktober.",
            "Man City besøker Liverpool søndag 11. oktober.",
            "Liverpool hope for a home win against Manchester City on 11 October.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * The team named right after "for" is the side a home or away win is for, though the other team
   * is named nearer the words (#22, content-cases18 E079: "Liverpool 3, Spurs 1 — a home win for
   * the Reds" was replaced as a home win for Tottenham). A win for the wrong side is still wrong,
   * by its name or its nickname.
   */
  @Test
  void aWinIsForTheTeamNamedAfterFor() throws Exception {
    GroundTruth t = nextMatch();
    for (String draft :
        List.of(
            "Liverpool v Man City on 11 October: a home win for the Reds is the bet.",
            "Liverpool mot Man City 11. oktober: mange tipper hjemmeseier for the Reds.",
            "Liverpool v Man City on 11 October: an away win for the Citizens would surprise.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
    for (String draft :
        List.of(
            "Liverpool v Man City on 11 October: an away win for the Reds is the bet.",
            "Liverpool mot Man City 11. oktober: mange tipper borteseier for the Reds.",
            "Liverpool v Man City on 11 October: a home win for the Citizens would surprise.")) {
      assertThat(GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH)))
          .as(draft)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
  }

  /**
   * A kick-off in words (#22, cases8's E079 and E091): "kvart over tre" is 15:15, "halv seks på
   * ettermiddagen" 17:30, "half past three" 15:30; the kick-off is 15:30 UTC (17:30 in Oslo).
   */
  @Test
  void aKickOffInWordsIsReadAsTheClockTimeItSays() throws Exception {
    GroundTruth t = nextMatch();
    for (String draft :
        List.of(
            "Søndag 11. oktober kl. kvart over tre mot City.",
            "Liverpool v Man City kicks off at a quarter to four.",
            "Avspark for Liverpool mot City er klokka åtte på kvelden.",
            "Liverpool – City: avspark fem på halv tre.",
            "Liverpool mot City: avspark halv fem norsk tid.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft).isInstanceOf(GuardVerdict.Overridden.class);
      assertThat(v.reason()).as(draft).contains("stated kick-off").contains("15:30 UTC");
    }
    for (String draft :
        List.of(
            "Liverpool v Man City kicks off at half past three.",
            "Avspark for Liverpool mot City er kl. halv seks på ettermiddagen.",
            "Søndag 11. oktober kl. halv fire mot City.",
            "Liverpool mot City: avspark halv seks norsk tid.",
            "Liverpool host City on 11 October; kick-off is at four thirty UK time.",
            "Liverpool play City on 11 October; the kick-off is at 15:30, so leave at a quarter past"
                + " two.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * A sentence that names no team but the day of the turn's one match and a kick-off is about that
   * match (cases8's E095); a day with no match of the turn is not judged.
   */
  @Test
  void aKickOffNextToTheMatchDayIsThatMatchsEvenWithNoTeamNamed() throws Exception {
    GroundTruth t = nextMatch();
    GuardVerdict wrong =
        GUARD.check(new Draft("Kick-off is at 15:00 on 11 October."), asked(t, Locale.ENGLISH));
    assertThat(wrong).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(wrong.reason()).contains("'15:00' is no kick-off");
    for (String draft :
        List.of(
            "Kick-off is at 15:30 on 11 October.",
            "Kick-off is at 15:00 on 12 October.",
            "Avspark kl. 17:30 norsk tid, 11. oktober.",
            "The meeting starts at 9:00 on 11 October.",
            "Kl. 9:00 on 11 October the shop opens.",
            "På søndag 11. oktober kl. 09:00 er det quiz mot slutten av dagen.")) {
      GuardVerdict v =
          GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH, "Liverpool's next match?"));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * The side told next to one team, the other being the subject ("Away at Manchester City"), or
   * after the second team ("… 3–1 borte"), or as a home game ("hadde hjemmekamp mot"): cases8's
   * E075, E089, E108.
   */
  @Test
  void theSideToldBeforeOneTeamOrAfterTheSecondIsJudged() throws Exception {
    GroundTruth t = nextMatch();
    for (String draft :
        List.of(
            "Away at Manchester City on Sunday 11 October.",
            "Neste kamp: borte mot Manchester City søndag.",
            "Liverpool hadde bortekamp mot Manchester City 11. oktober.",
            "Liverpool meet Manchester City away from home on 11 October.",
            "Manchester City play Liverpool at home on 11 October.",
            "Ja, Manchester City spilte hjemme søndag 11. oktober.",
            "Liverpool are away on 11 October.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft).isInstanceOf(GuardVerdict.Overridden.class);
      assertThat(v.reason()).as(draft).contains("Liverpool v Manchester City");
    }
    for (String draft :
        List.of(
            "At home to Manchester City on Sunday 11 October.",
            "Neste kamp: hjemme mot Manchester City søndag.",
            "Liverpool har hjemmekamp mot Manchester City 11. oktober.",
            "Liverpool meet Manchester City at home on 11 October.",
            "Mot Manchester City spiller Liverpool hjemme 11. oktober.",
            "Manchester City play Liverpool away from home on 11 October.",
            "Ja, Manchester City spilte borte søndag 11. oktober.",
            "Liverpool are at home on 11 October.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * Asked when the match is, a reply that names no team but the match's day and a time after "kl."
   * or "klokka" tells that match's kick-off (content-cases9's E071); asked something else, it may
   * be any event's time that day.
   */
  @Test
  void askedWhenAMatchIsAClockTimeOnItsDayIsItsKickOff() throws Exception {
    GroundTruth t = nextMatch();
    String wrong = "Søndag 11. oktober klokka halv tre om ettermiddagen.";
    GuardVerdict v = GUARD.check(new Draft(wrong), asked(t, NB, "når er avspark for liverpool?"));
    assertThat(v).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(v.reason()).contains("stated kick-off 'halv tre'");
    assertThat(
            GUARD.check(
                new Draft("Søndag 11. oktober klokka halv seks på ettermiddagen."),
                asked(t, NB, "når er avspark for liverpool?")))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(GUARD.check(new Draft(wrong), asked(t, NB, "liverpool neste kamp?")))
        .isInstanceOf(GuardVerdict.Pass.class);
  }

  /**
   * A kick-off right after a day of the match with no kick-off word (#22, cases11 E068, E079):
   * "Søndag 11. oktober kvart over tre" (3:15) and "on 11 October at 3:15pm" for a 15:30 UTC
   * kick-off are caught and the reason names the time read; the kick-off in UTC or UK time after
   * the day passes, and so does a day with no time after it.
   */
  @Test
  void aKickOffRightAfterTheMatchDayIsJudged() throws Exception {
    GroundTruth t = nextMatch();
    GuardVerdict words =
        GUARD.check(new Draft("Søndag 11. oktober kvart over tre, hjemme mot City."), asked(t, NB));
    assertThat(words).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(words.reason()).contains("kvart over tre");
    GuardVerdict digits =
        GUARD.check(
            new Draft("Liverpool play Manchester City on 11 October at 3:15pm."),
            asked(t, Locale.ENGLISH));
    assertThat(digits).isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(digits.reason()).contains("3:15pm");
    for (String draft :
        List.of(
            "Søndag 11. oktober halv fire, hjemme mot City.",
            "Liverpool play Manchester City on 11 October at 4:30pm.",
            "Liverpool play Manchester City on 11 October at 15:30.",
            "Liverpool play Manchester City on 11 October, at home.")) {
      GuardVerdict v = GUARD.check(new Draft(draft), asked(t, Locale.ENGLISH));
      assertThat(v).as(draft + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  private static final Locale NB = Locale.forLanguageTag("nb-NO");
}
