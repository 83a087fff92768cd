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

/** Scores as people write them: nicknames, winner verbs, and dates and times beside the score. */
class ScoresTest {
  private static final Locale NB = Locale.forLanguageTag("nb-NO");

  /** The recorded Liverpool 3–1 Tottenham, with the aliases the sports fetcher gives. */
  private static final GroundTruth LIVERPOOL =
      Turns.truth(
          Turns.figures(
              "Liverpool goals[Liverpool]=3 goals;"
                  + " Tottenham Hotspur goals[Tottenham Hotspur,Tottenham]=1 goals"));

  private static final GroundTruth ARSENAL_UNITED =
      Turns.truth(
          Turns.figures(
              "Arsenal goals[Arsenal]=1 goals; Manchester United goals[Manchester United]=2 goals"));

  private static final GroundTruth ROSENBORG_MOLDE =
      Turns.truth(Turns.figures("Rosenborg goals[Rosenborg]=0 goals; Molde goals[Molde]=2 goals"));

  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private boolean passes(Locale locale, GroundTruth truth, String reply) {
    TurnContext turn = Turns.turn(locale, List.of(truth), List.of());
    return guard.check(new Draft(reply), turn) instanceof GuardVerdict.Pass;
  }

  @Test
  void anHonestResultPassesWhicheverNamesAndVerbsItUses() {
    for (String reply :
        List.of(
            "The Reds beat Spurs 3-1.",
            "Liverpool FC edged Tottenham 3-1.",
            "Spurs lost to the Reds 3-1.",
            "Spurs lost 1-3 to Liverpool FC.",
            "Spurs 1-3 the Reds.")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isTrue();
    }
    for (String reply :
        List.of(
            "Man United beat Arsenal 2-1.",
            "Man Utd won 2-1 away at the Gunners.",
            "Arsenal lost 1-2 to Man Utd.",
            "The Gunners were edged 2-1 by Man United.")) {
      assertThat(passes(Locale.ENGLISH, ARSENAL_UNITED, reply)).as(reply).isTrue();
    }
    for (String reply :
        List.of(
            "Molde slo RBK 2-0.",
            "RBK tapte for Molde 0-2.",
            "Molde vant over Rosenborg 2-0.",
            "Rosenborg tapte 0-2 hjemme mot Molde.")) {
      assertThat(passes(NB, ROSENBORG_MOLDE, reply)).as(reply).isTrue();
    }
  }

  @Test
  void aSwappedWinnerOrScoreIsCaughtWhicheverNamesAndVerbsItUses() {
    for (String reply :
        List.of(
            "Spurs beat the Reds 3-1.",
            "Spurs edged Liverpool 3-1.",
            "The Reds lost to Spurs 3-1.",
            "Liverpool drew with Spurs 1-1.",
            "Spurs 3-1 the Reds.")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isFalse();
    }
    for (String reply :
        List.of(
            "Arsenal beat Man United 2-1.",
            "The Gunners edged Man Utd 2-1.",
            "Man United drew with Arsenal 2-2.",
            "Man United lost to Arsenal 1-2.")) {
      assertThat(passes(Locale.ENGLISH, ARSENAL_UNITED, reply)).as(reply).isFalse();
    }
    for (String reply :
        List.of(
            "RBK slo Molde 2-0.",
            "Molde tapte for RBK 0-2.",
            "RBK vant over Molde 2-0.",
            "RBK spilte uavgjort mot Molde 0-0.",
            "Molde spilte uavgjort mot RBK 2-2.",
            "RBK 2-0 Molde.")) {
      assertThat(passes(NB, ROSENBORG_MOLDE, reply)).as(reply).isFalse();
    }
  }

  @Test
  void aDateOrKickOffTimeNextToTheScoreIsNeverReadAsTheScore() {
    for (String reply :
        List.of(
            "On May 3 Liverpool beat Tottenham 3-1.",
            "Liverpool beat Tottenham 3-1 on 12.05.",
            "Liverpool beat Tottenham 3-1 on 12-05.",
            "Liverpool v Tottenham, kick-off 19:45: Liverpool won 3-1.",
            "Liverpool 3-1 Tottenham (12.05, 19:45).",
            "12.05: Liverpool 3-1 Tottenham.",
            "Liverpool beat Tottenham 3-1 on May 3.",
            "Liverpool beat Tottenham 3-1, kick-off 20:00.",
            "Liverpool beat Tottenham 3-1 (kick-off between 8-10 pm).")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isTrue();
    }
    assertThat(passes(NB, ROSENBORG_MOLDE, "RBK tapte 0-2 hjemme mot Molde den 12.05.")).isTrue();
    assertThat(passes(NB, ROSENBORG_MOLDE, "Den 05-12 tapte RBK 0-2 for Molde.")).isTrue();
    assertThat(passes(Locale.ENGLISH, LIVERPOOL, "On 12-05 Tottenham beat Liverpool 3-1."))
        .isFalse();
  }

  /** The match as the sports fetcher gives it for Tottenham: one ground truth per team asked. */
  private static GroundTruth spursTruth() {
    String match = "Liverpool v Tottenham Hotspur 2026-09-15 19:00 UTC";
    GroundTruth l = Trust2CorpusTest.LIVERPOOL;
    return new GroundTruth(
        "sports",
        "sports (recorded)",
        List.of(),
        l.fetchedAt(),
        java.util.Map.of(),
        List.of(
            new dev.vex.core.grounding.KeyFigure(
                "Liverpool goals, " + match,
                java.math.BigDecimal.valueOf(3),
                "goals",
                true,
                List.of("Liverpool", "Tottenham Hotspur")),
            new dev.vex.core.grounding.KeyFigure(
                "Tottenham Hotspur goals, " + match,
                java.math.BigDecimal.ONE,
                "goals",
                true,
                List.of("Tottenham Hotspur", "Tottenham"))),
        java.util.Map.of("en", "Tottenham Hotspur: Liverpool 3–1 Tottenham Hotspur"),
        null);
  }

  @Test
  void aMatchFetchedForEachOfItsTeamsIsStatedByOneScore() {
    TurnContext turn =
        Turns.turn(Locale.ENGLISH, List.of(Trust2CorpusTest.LIVERPOOL, spursTruth()), List.of());
    DigitScanGuard guard = DigitScanGuard.defaults();
    assertThat(
            guard.check(new Draft("Liverpool won by two goals, 3-1, over Spurs on Tuesday."), turn))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(guard.check(new Draft("Liverpool vant 3–1 over Tottenham."), turn))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(guard.check(new Draft("Spurs won 3-1 over Liverpool."), turn))
        .isInstanceOf(GuardVerdict.Overridden.class);
    assertThat(guard.check(new Draft("Liverpool beat Spurs 2-1."), turn))
        .isInstanceOf(GuardVerdict.Overridden.class);
  }

  /**
   * Scores in words joined by a dash, as people write them ("three-one", "Tre–en", "one-all",
   * "en–en") (#22, session 24): an honest one states the result, a wrong one is caught;
   * "one-to-one", "to-tre dager" and "thanks to all" are no scores.
   */
  @Test
  void aScoreInWordsJoinedByADashIsReadAsTheScore() {
    GroundTruth fulhamUnited =
        Turns.truth(
            Turns.figures(
                "Fulham goals[Fulham]=1 goals; Manchester United goals[Manchester United,United]=1"
                    + " goals"));
    for (String reply :
        List.of(
            "Liverpool saw off Spurs three-one.",
            "Three–one to Liverpool against Tottenham, at Anfield.",
            "Liverpool beat Spurs 3-1, a one-to-one contest in midfield. Thanks to all.")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isTrue();
    }
    assertThat(passes(NB, LIVERPOOL, "Tre–en til Liverpool mot Tottenham, heime på Anfield."))
        .isTrue();
    for (String reply :
        List.of("Liverpool beat Spurs three-two.", "Spurs beat Liverpool three-one.")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isFalse();
    }
    assertThat(passes(Locale.ENGLISH, fulhamUnited, "No, Fulham and United finished one-all."))
        .isTrue();
    assertThat(passes(NB, fulhamUnited, "Nei, Fulham og United endte en–en.")).isTrue();
    assertThat(passes(NB, fulhamUnited, "Fulham og United spilte to–to.")).isFalse();
    assertThat(passes(Locale.ENGLISH, fulhamUnited, "Fulham and United drew two-all.")).isFalse();
  }

  /**
   * A draw said to be won or lost, where the clause names no team the pair is read for ("United
   * lost 1-1 at Craven Cottage", cases8's E100): caught; a draw told as one passes.
   */
  @Test
  void aDrawSaidToBeWonOrLostIsCaught() {
    GroundTruth fulhamUnited =
        Turns.truth(
            Turns.figures(
                "Fulham goals[Fulham]=1 goals; Manchester United goals[Manchester United]=1 goals"));
    for (String reply :
        List.of(
            "United lost 1-1 at Craven Cottage.",
            "De vant 1–1 borte på Craven Cottage.",
            "Ja, Fulham sikret seieren, 1-1 på Craven Cottage.")) {
      TurnContext turn = Turns.turn(Locale.ENGLISH, List.of(fulhamUnited), List.of());
      GuardVerdict v = guard.check(new Draft(reply), turn);
      assertThat(v).as(reply).isInstanceOf(GuardVerdict.Overridden.class);
      assertThat(v.reason()).as(reply).containsAnyOf("calls a draw", "contradicts");
    }
    for (String reply :
        List.of(
            "United drew 1-1 at Craven Cottage.",
            "It ended 1-1 at Craven Cottage, so nobody won.",
            "Det endte 1–1, ingen vant.",
            "They didn't lose: 1-1 at home on 20 September.",
            "De tapte ikke: 1–1 hjemme.",
            "Ingen vant, det ble 1-1 i 5. runde.")) {
      assertThat(passes(Locale.ENGLISH, fulhamUnited, reply)).as(reply).isTrue();
    }
  }

  @Test
  void aScoreWrittenInWordsIsReadAsTheScore() {
    for (String reply :
        List.of(
            "Liverpool won their last game against Tottenham Hotspur three goals to one"
                + " (EFL Cup, 15/09/2026, at Anfield).",
            "Liverpool beat Spurs by three goals to one.",
            "Spurs lost to Liverpool one goal to three.",
            "Liverpool won 3 goals to 1 against Tottenham.")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isTrue();
    }
    for (String reply :
        List.of(
            "Liverpool won three goals to two against Tottenham.",
            "Spurs beat Liverpool three goals to one.",
            "Liverpool and Tottenham drew one goal each.")) {
      assertThat(passes(Locale.ENGLISH, LIVERPOOL, reply)).as(reply).isFalse();
    }
    for (String reply :
        List.of(
            "Molde slo Rosenborg med to mål mot null.",
            "Rosenborg tapte null mål mot to for Molde.",
            "Molde vant 2 mål mot 0 borte mot RBK.")) {
      assertThat(passes(NB, ROSENBORG_MOLDE, reply)).as(reply).isTrue();
    }
    for (String reply :
        List.of(
            "Rosenborg slo Molde med to mål mot null.",
            "Molde vant tre mål mot null over RBK.",
            "Molde og Rosenborg fikk ett mål hver.")) {
      assertThat(passes(NB, ROSENBORG_MOLDE, reply)).as(reply).isFalse();
    }
    TurnContext draw =
        Turns.turn(
            Locale.ENGLISH,
            List.of(
                Turns.truth(
                    Turns.figures(
                        "Fulham goals[Fulham]=1 goals;"
                            + " Manchester United goals[Manchester United]=1 goals"))),
            List.of());
    assertThat(
            guard.check(
                new Draft("Fulham and Manchester United ended level at one goal each."), draw))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(guard.check(new Draft("Fulham and Manchester United drew two goals each."), draw))
        .isNotInstanceOf(GuardVerdict.Pass.class);
  }

  /**
   * A score's foreign team is the first of the known names written around it that plays in no
   * match; the scan finds it as the least such name among the names written, which is the same only
   * while the names are sorted and every name written is one of them.
   */
  @Test
  void theKnownTeamNamesAreSortedAndHoldEveryNameFoundInText() {
    assertThat(Teams.names()).isSorted().doesNotHaveDuplicates();
    assertThat(Teams.names())
        .containsAll(Teams.writtenIn(String.join(" and ", Teams.names()) + " RBK LFC"));
  }

  /**
   * The word-score pattern runs only on a text that names goals: the check folds case as the
   * pattern does, so it never skips a text the pattern would match (a skipped match would let a
   * swapped score in words through).
   */
  @Test
  void onlyATextThatNamesGoalsIsSearchedForAScoreInWords() {
    for (String t :
        List.of(
            "three goals to one",
            "THREE GOALS TO ONE",
            "tre mål mot ett",
            "TRE MÅL MOT ETT",
            "tre m\u212Bl mot ett",
            "one Goal each")) {
      assertThat(Scores.namesGoals(t)).as(t).isTrue();
    }
    for (String t : List.of("> - > - ", "three to one", "tre mot ett", "gol mal", "")) {
      assertThat(Scores.namesGoals(t)).as(t).isFalse();
    }
  }
}
