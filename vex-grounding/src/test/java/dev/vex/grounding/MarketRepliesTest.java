package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.AgentReply;
import dev.vex.grounding.testing.GuardCases;
import dev.vex.grounding.testing.GuardCases.Case;
import dev.vex.grounding.testing.GuardCases.Score;
import dev.vex.simulator.OllamaSimulator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Replies about market and news figures (issue #22), honest and wrong, English and Norwegian, in
 * {@code market/cases.tsv} (written by someone who had not seen the guards' code): each row is a
 * whole guarded turn over the simulator, with the row's recorded source document (CoinGecko, Yahoo
 * chart, Frankfurter, Hacker News Algolia, under {@code fixtures/}) served over HTTP to the real
 * fetchers ({@link GuardCases}, the harness both market tables and the content tables share). An
 * honest draft must reach the user unchanged; a wrong one must not. The test prints the count per
 * source and class (honest changed, wrong passed), as a host runs the turn and with the source's
 * intent supplied, and lists every row that fails.
 */
class MarketRepliesTest {
  @RegisterExtension
  static WireMockExtension source =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  /**
   * The rows that fail today, each with why: the test fails when one of them passes (the list is to
   * shrink with the fix) or another row fails.
   */
  private static final Map<String, String> LEFT = left();

  private static Map<String, String> left() {
    Map<String, String> m = new TreeMap<>();
    // M005 ("ka e det med zsh-artikkelen på hacker news, mange som kommenterer?") is an ask since
    // session 22's threshold 0.35 (ask model trained with tune10): the front page is fetched and
    // the
    // wrong comment count is caught
    // M011 ("How's the Conductor Show HN doing? …") is an ask since session 20's ask model (trained
    // with tune8): the front page is fetched and the wrong comment count is caught
    // M022 is an ask again since session 22's threshold 0.35 (ask model trained with tune10): the
    // front page is fetched and the wrong comment count is caught
    m.put(
        "M058",
        "cannot be served: a NOK ask gets the USD recording, whose figures the fetcher labels NOK");
    // M072, M074 (NOK-based asks), M077, M085 (EUR-based) are served since session 26 (h/cross):
    // the USD-based recording's rates give each pair as the quotient of the two USD rates
    m.put("M091", "the question is not classified as a stocks ask (no intent)");
    return m;
  }

  @Test
  void honestRepliesReachTheUserUnchangedAndWrongOnesDoNot() {
    List<Case> cases = GuardCases.read("market/cases.tsv");
    assertThat(cases).isNotEmpty();
    Score whole;
    Score supplied;
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      whole = GuardCases.score(cases, c -> turn(sim, c, false), Case::kind).print("whole turn");
      supplied =
          GuardCases.score(cases, c -> turn(sim, c, true), Case::kind)
              .print("with the source's intent supplied");
    }
    assertThat(whole.failed())
        .as(whole.table("whole turn") + "\n" + String.join("\n", whole.failures()))
        .isEqualTo(LEFT.keySet());
    assertThat(supplied.honestChanged())
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(SUPPLIED_HONEST_CHANGED);
    assertThat(supplied.wrongPassed())
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(SUPPLIED_WRONG_PASSED);
  }

  // the last measured counts of market/cases.tsv with the source's intent supplied (h/trust)
  private static final int SUPPLIED_HONEST_CHANGED = 5;
  private static final int SUPPLIED_WRONG_PASSED = 1;

  /**
   * The second table, {@code market/cases2.tsv} (session 20, another outsider, from #22's classes):
   * the counts may not rise above the last measured ones (they fall as the classes are fixed).
   */
  @Test
  void theSecondTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases2.tsv",
        80,
        HONEST_CHANGED2,
        WRONG_PASSED2,
        SUPPLIED_HONEST_CHANGED2,
        SUPPLIED_WRONG_PASSED2);
  }

  // the last measured counts of market/cases2.tsv (main at f6713ce: 16, 27, 16, 27; then h/trust:
  // 15, 17, 15, 16; after h/intent's merge N100 was read as an ask and its "chart's previous close
  // of 9,468.81" judged as the index's price: 16, 16, 16, 15). h/trust2: the stock report gives
  // chartPreviousClose and the change from it as figures of their own, judged only where the
  // sentence names the chart's previous close (N100 passes, N101's "roughly 22%" is caught); a
  // sign before a currency symbol ("−$2,007.88") and a hedge before markdown emphasis ("about
  // **$2,000**") are read, and a change in the currency its direction word names is no price
  // (N106). Session 21 (h/trust): a story's rank and comparison in words ("the most-upvoted",
  // "dobbelt så mange poeng som", "crossed a thousand points") and a hedged count of millions at
  // one digit ("just under 20 million" BTC): 13, 13, 13, 12. Session 23 (h/trust: a bare
  // direction after "be", "is up a little", against the day's change): 13, 12, 13, 12.
  // Measured after session 27's merges, honest drafts changed (whole turn, supplied): 8, 8;
  // these ceilings had not been lowered since the currency and rate work of sessions 26-27.
  // ; session 28 (h/trust6): wrong passed 11 and 11, as main 65e133d already measured. Raised
  // back to 12 whole-turn at session 28's merge: the ask model, retrained over h/intent6's rules,
  // reads N124 "toppsaker på hn, bare titler og poeng takk" as a mention (p 0.345 against the
  // 0.35 threshold; 0.366 before), so its wrong reply goes to the model alone. Supplied stays 11.
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 7, 11, 7, 11
  private static final int HONEST_CHANGED2 = 7;
  private static final int WRONG_PASSED2 = 11;
  private static final int SUPPLIED_HONEST_CHANGED2 = 7;
  private static final int SUPPLIED_WRONG_PASSED2 = 11;

  /**
   * The third table, {@code market/cases3.tsv} (session 21, another outsider, with extra weight on
   * the classes written in words: comparisons and superlatives, amounts and supply in words, small
   * number words): the counts may not rise above the last measured ones.
   */
  @Test
  void theThirdTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases3.tsv",
        100,
        HONEST_CHANGED3,
        WRONG_PASSED3,
        SUPPLIED_HONEST_CHANGED3,
        SUPPLIED_WRONG_PASSED3);
  }

  // the last measured counts of market/cases3.tsv: as copied, on h/trust at 3867919 (before any
  // change for it) 12, 21, 14, 20; at 4363df3 (coins compared and ranked in words, a story's
  // fewest, "nest flest" no superlative, a one-sided hedge keeps its side) 11, 20, 12, 19; session
  // 22 (h/trust, measured at 3a529eb and after the multiples) 10, 20, 12, 19; session 24
  // (h/intent2) 12, 20, 13, 19: two questions ungrounded before are now read as the asks they
  // are, and their honest drafts are changed for reasons outside the classifier. N086 "thai baht
  // for 1000 kroner?" is currency NOK/THB with the amount 1000 (a currency, "for" and a sum): it
  // cannot be served, the ask is NOK-based and the only recording is USD-based (as M072 in the
  // first table), also with the source's intent supplied. N032 "is bitcoin more than half its all
  // time high?" asks the live price against the record: the digit scan reads "about 52% of it" as
  // the distance from the all-time high (a guard class left for vex-guards; it fails with the
  // source's intent supplied already)
  // Session 25 (h/trust3: a one-sided hedge judged for its side, N145) 12, 19, 13, 18.
  // Measured after session 27's merges, honest drafts changed (whole turn, supplied): 7, 8;
  // these ceilings had not been lowered since the currency and rate work of sessions 26-27.
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 7, 19, 8, 17
  private static final int HONEST_CHANGED3 = 7;
  private static final int WRONG_PASSED3 = 19;
  private static final int SUPPLIED_HONEST_CHANGED3 = 8;
  private static final int SUPPLIED_WRONG_PASSED3 = 17;

  /**
   * The fourth table, {@code market/cases4.tsv} (session 22, another outsider, with extra weight on
   * the amount of a change in words, "more than double the market cap", another story's comment
   * count, a day's OHLC, NOK and EUR rate rows, a past window's change when only mentioned): the
   * counts may not rise above the last measured ones.
   */
  @Test
  void theFourthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases4.tsv",
        100,
        HONEST_CHANGED4,
        WRONG_PASSED4,
        SUPPLIED_HONEST_CHANGED4,
        SUPPLIED_WRONG_PASSED4);
  }

  // the last measured counts of market/cases4.tsv: as copied, on the starting commit 59c47f1 (main,
  // before any change of this session) 9, 19, 11, 16; h/trust at 3a529eb (a stretch's change of a
  // listing only mentioned: N039) 9, 18, 11, 15; then (a multiple in words between two amounts:
  // N022 "nearly triple", N051 "more than double", N062 "more than five times") 9, 16, 11, 13;
  // session 23 (h/trust: "vel 360 kommentarer" a hedge above, N003; "Bitcoin er svakt opp i dag"
  // against the day's change, N078) 8, 15, 10, 12
  // Measured after session 27's merges, honest drafts changed (whole turn, supplied): 5, 7;
  // these ceilings had not been lowered since the currency and rate work of sessions 26-27.
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): 5, 15, 6, 12
  private static final int HONEST_CHANGED4 = 5;
  private static final int WRONG_PASSED4 = 15;
  private static final int SUPPLIED_HONEST_CHANGED4 = 6;
  private static final int SUPPLIED_WRONG_PASSED4 = 12;

  /**
   * The fifth table, {@code market/cases5.tsv} (session 23, another outsider, with extra weight on
   * a change in words, "more than double/triple", another story's comment count, a day's OHLC, NOK
   * and EUR rates and a past window stated wrongly under a mention): the counts may not rise above
   * the last measured ones.
   */
  @Test
  void theFifthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases5.tsv",
        100,
        HONEST_CHANGED5,
        WRONG_PASSED5,
        SUPPLIED_HONEST_CHANGED5,
        SUPPLIED_WRONG_PASSED5);
  }

  // the last measured counts of market/cases5.tsv: as copied, on the starting commit 38109af (main,
  // before any change of this session) 9, 20, 10, 17; then ("bitcoin is up a little" against the
  // day's change, P079) 9, 19, 10, 16; session 24 (h/trust2: a change in dollars of the right size
  // with the wrong direction word, "up $2,008" when it fell, P068) 9, 18, 10, 15
  // Measured after session 27's merges, honest drafts changed (whole turn, supplied): 6, 7;
  // these ceilings had not been lowered since the currency and rate work of sessions 26-27.
  private static final int HONEST_CHANGED5 = 6;
  private static final int WRONG_PASSED5 = 18;
  private static final int SUPPLIED_HONEST_CHANGED5 = 7;
  private static final int SUPPLIED_WRONG_PASSED5 = 15;

  /**
   * The sixth table, {@code market/cases6.tsv} (session 24, another outsider, with extra weight on
   * NOK and EUR cross rates read on the USD-based rates, a day's high or low stated as the live
   * price, a coin amount next to its price, a change of the right size with the wrong sign): the
   * counts may not rise above the last measured ones.
   */
  @Test
  void theSixthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases6.tsv",
        100,
        HONEST_CHANGED6,
        WRONG_PASSED6,
        SUPPLIED_HONEST_CHANGED6,
        SUPPLIED_WRONG_PASSED6);
  }

  // the last measured counts of market/cases6.tsv: as copied, on the starting commit 0f78951 (main,
  // before any change of this session) 10, 19, 12, 17; with session 24's classes learned from the
  // earlier tables (h/trust2 at a2054f3: "up $2,008" when it fell, P059) 10, 18, 12, 16; then
  // (the day's high written where the price goes, "BTC: 68 116 $", P061) 10, 17, 12, 15
  // Measured after session 27's merges, honest drafts changed (whole turn, supplied): 6, 8;
  // these ceilings had not been lowered since the currency and rate work of sessions 26-27.
  // ; then (h/trust6: words in brackets with a number of their own are that number's, a hedged
  // change in points carries its sign): 6, 16, 8, 14
  // ; session 29 (h/trust7: a change in points written in words carries its sign, and the other
  // classes of cases11): 6, 14, 8, 12
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 6, 14, 7, 12
  private static final int HONEST_CHANGED6 = 6;
  private static final int WRONG_PASSED6 = 14;
  private static final int SUPPLIED_HONEST_CHANGED6 = 7;
  private static final int SUPPLIED_WRONG_PASSED6 = 12;

  /**
   * The seventh table, {@code market/cases7.tsv} (session 25, another outsider, notes in {@code
   * market/PROVENANCE.md}: one-sided hedges judged by their side, a day's high stated as the live
   * price, a coin amount next to its price, cross rates worked out from the USD-based rates, index
   * points with the wrong sign): the counts may not rise above the last measured ones.
   */
  @Test
  void theSeventhTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases7.tsv",
        90,
        HONEST_CHANGED7,
        WRONG_PASSED7,
        SUPPLIED_HONEST_CHANGED7,
        SUPPLIED_WRONG_PASSED7);
  }

  // the last measured counts of market/cases7.tsv: as copied, on the starting commit 87db05b
  // (main, before any change of this session) 9, 18, 9, 17; session 25 (h/trust3: a one-sided
  // hedge judged for its side, "rett under 160" for 160.55, P012; "just under $89k" for 89,369,
  // P068) 9, 16, 9, 15; then (a sum for an amount of coins is the amount times the price: "29 ETH
  // is worth about $55,700" honest, P046; "29 ETH comes to about $98,079" wrong, P073) 8, 15, 8,
  // 14;
  // then (an index's change in points against price minus previous close: "opp 9,6 poeng" when it
  // fell 9.61, P024) 8, 14, 8, 13
  // Measured after session 27's merges, honest drafts changed (whole turn, supplied): 3, 3;
  // these ceilings had not been lowered since the currency and rate work of sessions 26-27.
  private static final int HONEST_CHANGED7 = 3;
  private static final int WRONG_PASSED7 = 14;
  private static final int SUPPLIED_HONEST_CHANGED7 = 3;
  // ; then (h/trust11: the day of a coin's all-time high, AllTimeHighDates): supplied 13 -> 12
  private static final int SUPPLIED_WRONG_PASSED7 = 12;

  /**
   * The eighth table, {@code market/cases8.tsv} (session 26, another outsider, notes in {@code
   * market/PROVENANCE.md}: coin amounts against two fixtures' prices, NOK, SEK, GBP and DKK cross
   * rates worked out from the USD-based rates, one-sided hedges, index points, a past day's bar
   * against the live price): the counts may not rise above the last measured ones.
   */
  @Test
  void theEighthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases8.tsv",
        110,
        HONEST_CHANGED8,
        WRONG_PASSED8,
        SUPPLIED_HONEST_CHANGED8,
        SUPPLIED_WRONG_PASSED8);
  }

  // the last measured counts of market/cases8.tsv: as copied, on the starting commit 05e442f
  // (main, before any change of this session) 15, 10, 18, 8; then (h/cross: a cross rate worked
  // out from the USD-based table, "about 12.10 NOK per euro", and judged for the pair its words
  // name, "one Norwegian krone buys about 1.09 Swedish kronor" wrong, P094-P110) 8, 10, 10, 8
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): 7, 10, 9, 8
  // ; then (h/trust11: 'the whole window' a past period, P044; a coin's all-time high's day,
  // P076): 6, 10, 8, 7
  private static final int HONEST_CHANGED8 = 6;
  private static final int WRONG_PASSED8 = 10;
  private static final int SUPPLIED_HONEST_CHANGED8 = 8;
  private static final int SUPPLIED_WRONG_PASSED8 = 7;

  /**
   * The ninth table, {@code market/cases9.tsv} (session 27, another outsider, notes in {@code
   * market/PROVENANCE.md}: one-sided hedges, a change of the right size with the wrong sign, a
   * day's high or low as the latest price, coin amounts against two fixtures' prices, market cap
   * ratios, cross rates from the USD-based rates, figures with no subject in their sentence): the
   * counts may not rise above the last measured ones.
   */
  @Test
  void theNinthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases9.tsv",
        110,
        HONEST_CHANGED9,
        WRONG_PASSED9,
        SUPPLIED_HONEST_CHANGED9,
        SUPPLIED_WRONG_PASSED9);
  }

  // the last measured counts of market/cases9.tsv: as copied, on the starting commit 7e932a8
  // (main, before any change of this session; its tests and tables added to 7e932a8 alone) 5, 16,
  // 6, 13
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): 3, 16, 4, 13
  private static final int HONEST_CHANGED9 = 3;
  private static final int WRONG_PASSED9 = 16;
  private static final int SUPPLIED_HONEST_CHANGED9 = 4;
  private static final int SUPPLIED_WRONG_PASSED9 = 13;

  /**
   * The tenth table, {@code market/cases10.tsv} (session 28, another outsider, notes in {@code
   * market/PROVENANCE.md}: a named day's open, high, low and close, changes in words, market cap
   * ratios, coin amounts, cross rates from the USD-based rates, currencies named away from their
   * figure, figures with no subject in their sentence): the counts may not rise above the last
   * measured ones.
   */
  @Test
  void theTenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases10.tsv",
        106,
        HONEST_CHANGED10,
        WRONG_PASSED10,
        SUPPLIED_HONEST_CHANGED10,
        SUPPLIED_WRONG_PASSED10);
  }

  // the last measured counts of market/cases10.tsv: as copied, on the starting commit 65e133d
  // (main, before any change of this session; its tests and tables added alone) 10, 13, 10, 11
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): 7, 13, 7, 11
  // ; then (h/trust6: words in brackets with a number of their own are that number's, a hedged
  // change in points carries its sign): 7, 12, 7, 10
  private static final int HONEST_CHANGED10 = 7;
  private static final int WRONG_PASSED10 = 12;
  private static final int SUPPLIED_HONEST_CHANGED10 = 7;
  private static final int SUPPLIED_WRONG_PASSED10 = 10;

  /**
   * The eleventh table, {@code market/cases11.tsv} (session 29, another outsider, notes in {@code
   * market/README11.md} and {@code market/PROVENANCE.md}: one-sided hedges on either side, rounding
   * the wrong way, Norwegian scale words, coin amounts against three fixtures' prices, index
   * points, cross rates, a figure named in the wrong currency): the counts may not rise above the
   * last measured ones.
   */
  @Test
  void theEleventhTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases11.tsv",
        103,
        HONEST_CHANGED11,
        WRONG_PASSED11,
        SUPPLIED_HONEST_CHANGED11,
        SUPPLIED_WRONG_PASSED11);
  }

  // the last measured counts of market/cases11.tsv: as copied, on the starting commit 5c47ad9
  // (main, before any change of this session; its tests and tables added alone) 5, 20, 6, 19
  // ; then (h/trust7: a coin sum with the product written out, P051; a change in points in words,
  // P038; a converted sum of half a cent, P093): 4, 18, 5, 17; then (session 32, a move between
  // two days named later first runs from the earlier day, P033): 3, 18, 4, 17
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 3, 18, 4, 16
  private static final int HONEST_CHANGED11 = 3;
  private static final int WRONG_PASSED11 = 18;
  private static final int SUPPLIED_HONEST_CHANGED11 = 4;
  private static final int SUPPLIED_WRONG_PASSED11 = 16;

  /**
   * The twelfth table, {@code market/cases12.tsv} (session 30, another outsider, notes in {@code
   * market/README12.md} and {@code market/PROVENANCE.md}: story ranks and comment counts, totals
   * and ratios over the front page, a past bar against the latest price, day, week and window
   * changes of an index, market caps in Norwegian scale words, a coin's price a day ago,
   * conversions and cross rates from the USD-based rates, inverted rates): the counts may not rise
   * above the last measured ones.
   */
  @Test
  void theTwelfthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases12.tsv",
        110,
        HONEST_CHANGED12,
        WRONG_PASSED12,
        SUPPLIED_HONEST_CHANGED12,
        SUPPLIED_WRONG_PASSED12);
  }

  // the last measured counts of market/cases12.tsv: as copied, on the starting commit 6232aba
  // (main, before any change of this session; its tests and tables added alone) 6, 15, 5, 14
  // ; then (h/trust8: a move since a past time whose ends are swapped, P038): 6, 14, 5, 13
  private static final int HONEST_CHANGED12 = 6;
  private static final int WRONG_PASSED12 = 14;
  private static final int SUPPLIED_HONEST_CHANGED12 = 5;
  private static final int SUPPLIED_WRONG_PASSED12 = 13;

  /**
   * The thirteenth table, {@code market/cases13.tsv} (session 30, another outsider, notes in {@code
   * market/README13.md} and {@code market/PROVENANCE.md}: story ranks and counts, a past bar's
   * figures against the latest price, an index's day and window changes, three coin fixtures that
   * disagree, market caps in Norwegian scale words, conversions and inverted rates, a sentence in
   * another language, a hedge after the figures): the counts may not rise above the last measured
   * ones.
   */
  @Test
  void theThirteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases13.tsv",
        92,
        HONEST_CHANGED13,
        WRONG_PASSED13,
        SUPPLIED_HONEST_CHANGED13,
        SUPPLIED_WRONG_PASSED13);
  }

  // the last measured counts of market/cases13.tsv: as copied, on the starting commit 2ef568e
  // (main, before any change of this session; its tests and tables added alone) 5, 13, 6, 11
  // ; then (h/trust9: a coin's price a day ago, P053; a day's move of a one-day rate, P089):
  // 4, 12, 5, 10
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 2, 12, 3, 10
  private static final int HONEST_CHANGED13 = 2;
  private static final int WRONG_PASSED13 = 12;
  private static final int SUPPLIED_HONEST_CHANGED13 = 3;
  private static final int SUPPLIED_WRONG_PASSED13 = 10;

  /**
   * The fourteenth table, {@code market/cases14.tsv} (session 31, another outsider, notes in {@code
   * market/README14.md} and {@code market/PROVENANCE.md}: story ranks, points and comment counts, a
   * past bar against the latest price, an index's day and window changes, two coin fixtures that
   * differ, market caps in Norwegian scale words, a coin's price a day ago, conversions, cross
   * rates and inverted rates, figures rounded the wrong way): the counts may not rise above the
   * last measured ones.
   */
  @Test
  void theFourteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases14.tsv",
        110,
        HONEST_CHANGED14,
        WRONG_PASSED14,
        SUPPLIED_HONEST_CHANGED14,
        SUPPLIED_WRONG_PASSED14);
  }

  // the last measured counts of market/cases14.tsv: as moved, on the starting commit 6e7231b
  // (main, before any change of this session; its tests and tables added alone) 5, 13, 6, 14
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 4, 13, 4, 13
  // ; then (h/trust14: RateAmounts, CrossRates.oneUnit 'worth', NowLevels, MatchTimes 'for',
  // wind in mph/knots; measured with the whole vex-grounding suite):
  // 4, 12, 4, 12
  private static final int HONEST_CHANGED14 = 4;
  private static final int WRONG_PASSED14 = 12;
  private static final int SUPPLIED_HONEST_CHANGED14 = 4;
  private static final int SUPPLIED_WRONG_PASSED14 = 12;

  /**
   * The fifteenth table, {@code market/cases15.tsv} (session 32, another outsider, notes in {@code
   * market/README15.md} and {@code market/PROVENANCE.md}: story ranks, points and comments, false
   * superlatives, another story's link, a past bar and the pre-window close against the latest
   * price, an index's day, week and window changes, two coin fixtures that differ, market caps in
   * Norwegian and English scale words, conversions, cross rates and inverted rates): the counts may
   * not rise above the last measured ones.
   */
  @Test
  void theFifteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases15.tsv",
        110,
        HONEST_CHANGED15,
        WRONG_PASSED15,
        SUPPLIED_HONEST_CHANGED15,
        SUPPLIED_WRONG_PASSED15);
  }

  // the last measured counts of market/cases15.tsv: as moved, on the starting commit e41ded5
  // (main, before any change of this session; its tests and tables added alone) 2, 18, 2, 16
  // ; then (h/trust11: a past week a past period, P050; the day of a coin's all-time high, P075):
  // 1, 17, 1, 15
  private static final int HONEST_CHANGED15 = 1;
  private static final int WRONG_PASSED15 = 17;
  private static final int SUPPLIED_HONEST_CHANGED15 = 1;
  private static final int SUPPLIED_WRONG_PASSED15 = 15;

  /**
   * The sixteenth table, {@code market/cases16.tsv} (session 33, another outsider, notes in {@code
   * market/README16.md} and {@code market/PROVENANCE.md}: story ranks, points and comment sums,
   * false superlatives, another story's link, a past bar and the pre-window close against the
   * latest price, an index's day and window changes, three coin fixtures that differ, a coin's
   * price a day ago and its share of the supply, conversions, cross rates and inverted rates): the
   * counts may not rise above the last measured ones.
   */
  @Test
  void theSixteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases16.tsv",
        110,
        HONEST_CHANGED16,
        WRONG_PASSED16,
        SUPPLIED_HONEST_CHANGED16,
        SUPPLIED_WRONG_PASSED16);
  }

  // the last measured counts of market/cases16.tsv: as moved, on the starting commit 7adb4cde
  // (main, before any change of this session; its tests and tables added alone) 4, 18, 5, 16
  // ; then (h/trust12: a denial of the live data in a Norwegian subordinate clause, P074):
  // 4, 17, 5, 15
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 3, 17, 2, 14
  // ; then (h/trust14: RateAmounts, CrossRates.oneUnit 'worth', NowLevels, MatchTimes 'for',
  // wind in mph/knots; measured with the whole vex-grounding suite):
  // 3, 16, 2, 13
  private static final int HONEST_CHANGED16 = 3;
  private static final int WRONG_PASSED16 = 16;
  private static final int SUPPLIED_HONEST_CHANGED16 = 2;
  private static final int SUPPLIED_WRONG_PASSED16 = 13;

  /**
   * The seventeenth table, {@code market/cases17.tsv} (session 34, another outsider, notes in
   * {@code market/README17.md} and {@code market/PROVENANCE.md}: story ranks, points and comment
   * sums, another story's link, a past bar and the pre-window close against the latest price, an
   * index's day and window changes, three coin fixtures that differ, market caps and volumes in
   * scale words, conversions, cross rates and inverted rates, a refusal after the figure, a raw
   * error object): the counts may not rise above the last measured ones.
   */
  @Test
  void theSeventeenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases17.tsv",
        110,
        HONEST_CHANGED17,
        WRONG_PASSED17,
        SUPPLIED_HONEST_CHANGED17,
        SUPPLIED_WRONG_PASSED17);
  }

  // the last measured counts of market/cases17.tsv: as moved, on the starting commit ed79fd6c
  // (main, before any change of this session; its tests and tables added alone) 5, 20, 5, 17
  // ; then (h/trust13, measured after its changes; earlier tables not scored before them, so part
  // of a fall may be older):
  // 3, 20, 3, 17
  // ; then (h/trust14: RateAmounts, CrossRates.oneUnit 'worth', NowLevels, MatchTimes 'for',
  // wind in mph/knots; measured with the whole vex-grounding suite):
  // 2, 20, 2, 17
  private static final int HONEST_CHANGED17 = 2;
  private static final int WRONG_PASSED17 = 20;
  private static final int SUPPLIED_HONEST_CHANGED17 = 2;
  private static final int SUPPLIED_WRONG_PASSED17 = 17;

  /**
   * The eighteenth table, {@code market/cases18.tsv} (session 35, another outsider, notes in {@code
   * market/README18.md} and {@code market/PROVENANCE.md}: story ranks, points, comments and hit
   * totals, a past bar and the pre-window close against the latest price, an index's day and window
   * changes and its lowest and highest close, three coin fixtures that differ, a coin's share of
   * the supply and distance from its high, conversions, cross rates and inverted rates): the counts
   * may not rise above the last measured ones.
   */
  @Test
  void theEighteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases18.tsv",
        110,
        HONEST_CHANGED18,
        WRONG_PASSED18,
        SUPPLIED_HONEST_CHANGED18,
        SUPPLIED_WRONG_PASSED18);
  }

  // the last measured counts of market/cases18.tsv: as moved, on the starting commit 09bda3bc
  // (main, before any change of this session; its tests and tables added alone) 5, 17, 2, 15
  // ; then (h/trust14: RateAmounts, CrossRates.oneUnit 'worth', NowLevels, MatchTimes 'for',
  // wind in mph/knots; measured with the whole vex-grounding suite):
  // 4, 16, 1, 14 (the first ceilings, committed at 22e75930 as 5, 17, 5, 17 by a slip, were
  // measured 5, 17, 2, 15)
  private static final int HONEST_CHANGED18 = 4;
  private static final int WRONG_PASSED18 = 16;
  private static final int SUPPLIED_HONEST_CHANGED18 = 1;
  private static final int SUPPLIED_WRONG_PASSED18 = 14;

  /**
   * The nineteenth table, {@code market/cases19.tsv} (session 36, another outsider, notes in {@code
   * market/README19.md} and {@code market/PROVENANCE.md}: story ranks, points, comments and hit
   * counts, false superlatives in words, a past bar and the pre-window close against the latest
   * price, an index's day change against the day before and its window change, three coin fixtures
   * that differ, market caps and volumes in scale words, a coin's supply and distance from its
   * high, conversions, cross rates and inverted rates): the counts may not rise above the last
   * measured ones.
   */
  @Test
  void theNineteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan(
        "market/cases19.tsv",
        110,
        HONEST_CHANGED19,
        WRONG_PASSED19,
        SUPPLIED_HONEST_CHANGED19,
        SUPPLIED_WRONG_PASSED19);
  }

  // the last measured counts of market/cases19.tsv: as moved, on the starting commit a12cdccb
  // (main, before any change of this session; its tests and tables added alone) 3, 18, 3, 18
  // ; then (h/trust15: a story's count after any hedge, 'om lag 250 poeng', P015; a move told by
  // 'slipping' or 'oppgang' with no figure, P041, P081; a coin's worth 'totalt' is its market cap,
  // P056; measured with MarketRepliesTest and ContentCasesTest whole after the changes):
  // 1, 16, 1, 16
  private static final int HONEST_CHANGED19 = 1;
  private static final int WRONG_PASSED19 = 16;
  private static final int SUPPLIED_HONEST_CHANGED19 = 1;
  private static final int SUPPLIED_WRONG_PASSED19 = 16;

  /**
   * Scores one table, whole turn and with the source's intent supplied, against its last measured
   * counts: none may rise.
   */
  private static void scoresNoWorseThan(
      String table,
      int minRows,
      int honestChanged,
      int wrongPassed,
      int suppliedHonestChanged,
      int suppliedWrongPassed) {
    List<Case> cases = GuardCases.read(table);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(minRows);
    Score whole;
    Score supplied;
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      whole = GuardCases.score(cases, c -> turn(sim, c, false), Case::kind).print("whole turn");
      supplied =
          GuardCases.score(cases, c -> turn(sim, c, true), Case::kind)
              .print("with the source's intent supplied");
    }
    String rows = whole.table("whole") + "\n" + String.join("\n", whole.failures());
    assertThat(whole.honestChanged()).as(rows).isLessThanOrEqualTo(honestChanged);
    assertThat(whole.wrongPassed()).as(rows).isLessThanOrEqualTo(wrongPassed);
    assertThat(supplied.honestChanged())
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(suppliedHonestChanged);
    assertThat(supplied.wrongPassed())
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(suppliedWrongPassed);
  }

  /** A fresh agent per row: a fetcher remembers a server without /coins/markets. */
  private static AgentReply turn(OllamaSimulator sim, Case c, boolean supplied) {
    return GuardCases.turn(sim, source, GuardCases.Sources.MARKET, c, supplied);
  }
}
