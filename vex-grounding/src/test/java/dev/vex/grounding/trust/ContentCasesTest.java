package dev.vex.grounding.trust;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.AgentReply;
import dev.vex.grounding.testing.GuardCases;
import dev.vex.grounding.testing.GuardCases.Case;
import dev.vex.grounding.testing.GuardCases.Score;
import dev.vex.simulator.OllamaSimulator;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Recipe, weather-hour and sports replies written by outsiders who had not seen the guards' code
 * (issue #22, {@code content-cases/content-cases.tsv} and {@code content-cases2.tsv}, copied byte
 * for byte): each is run as a whole guarded turn ({@link GuardCases}). The question is classified,
 * the recorded source (the row's fixture, served over HTTP; for TheSportsDB the documented team
 * searches and the recorded event lists beside it) is fetched by the real fetcher, the simulated
 * model answers with the row's draft, and the default guards judge it. An honest draft must reach
 * the user word for word; a wrong one must not. The test prints the count per class (honest
 * changed, wrong passed) and every row that fails.
 */
class ContentCasesTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  private AgentReply turn(Case c, boolean supplied) {
    return GuardCases.turn(sim, wm, GuardCases.Sources.CONTENT, c, supplied);
  }

  /**
   * The whole turn as a host runs it, and the same turn with the source's intent supplied where the
   * classifier missed it (a miss of the classifier, issue #21, apart from the guards'). Both tables
   * and every failing row are printed; the counts may not rise above the last measured ones (they
   * fall as the classes are fixed).
   */
  private void scoresNoWorseThan(String table, int[] last) {
    List<Case> cases = GuardCases.read(table);
    assertThat(cases).hasSizeGreaterThanOrEqualTo(80);
    Score whole = GuardCases.score(cases, c -> turn(c, false), Case::kind).print("whole turn");
    Score supplied =
        GuardCases.score(cases, c -> turn(c, true), Case::kind)
            .print("with the source's intent supplied");
    assertThat(whole.honestChanged()).as(whole.table("whole turn")).isLessThanOrEqualTo(last[0]);
    assertThat(whole.wrongPassed()).as(whole.table("whole turn")).isLessThanOrEqualTo(last[1]);
    assertThat(supplied.honestChanged())
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(last[2]);
    assertThat(supplied.wrongPassed()).as(supplied.table("supplied")).isLessThanOrEqualTo(last[3]);
  }

  @Test
  void honestDraftsReachTheUserWordForWordAndWrongOnesDoNot() {
    scoresNoWorseThan("content-cases/content-cases.tsv", LAST);
  }

  /** The second table (session 20, another outsider, from #22's classes). */
  @Test
  void theSecondTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases2.tsv", LAST2);
  }

  /**
   * The third table (session 21, another outsider, extra weight on the classes in words: durations
   * and amounts in words, another ingredient's amount or another step's time, sides and winners in
   * words, small number words).
   */
  @Test
  void theThirdTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases3.tsv", LAST3);
  }

  /**
   * The fourth table (session 22, another outsider, extra weight on two steps' times swapped, "a
   * further half an hour", ranges in words, filling vs pastry butter, the right day with a wrong
   * kick-off, sunrise of the wrong day, "calm"/"no rain" against the data).
   */
  @Test
  void theFourthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases4.tsv", LAST4);
  }

  /**
   * The fifth table (session 23, another outsider, notes in {@code content-cases/PROVENANCE.md}:
   * swapped step times, "a further half an hour", ranges and oven temperatures in words, filling vs
   * pastry butter, a right day with a wrong kick-off, a score, date and time in one sentence,
   * sunrise or sunset of the wrong day, "calm"/"dry all day"/"no rain", a named hour, feels-like).
   */
  @Test
  void theFifthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases5.tsv", LAST5);
  }

  /**
   * The sixth table (session 24, another outsider, notes in {@code content-cases/PROVENANCE.md}:
   * the filling's butter vs the pastry's, oven temperatures in words, swapped step times, "a
   * further half an hour", "dry all day"/"no rain", the current temperature for another day,
   * sunrise or sunset of the wrong day, "lost" for a draw, home and away and scores in words).
   */
  @Test
  void theSixthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases6.tsv", LAST6);
  }

  /**
   * The seventh table (session 25, another outsider, notes in {@code content-cases/PROVENANCE.md}:
   * one-sided hedges by their side, "a further half an hour", the filling's butter vs the pastry's,
   * the current temperature for another day, "tonight" after a late observation, kick-offs in UTC,
   * local and Norwegian time, "lost"/"tapte" for a draw, home and away in words, a result claimed
   * for a match not yet played).
   */
  @Test
  void theSeventhTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases7.tsv", LAST7);
  }

  /**
   * The eighth table (session 26, another outsider, notes in {@code content-cases/PROVENANCE.md}:
   * step times in order, kick-offs in UTC and venue-local time and in words, home and away in
   * words, feels-like by the hour, the current temperature against another day's, figures in words
   * or another unit, standings the bytes do not hold).
   */
  @Test
  void theEighthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases8.tsv", LAST8);
  }

  /**
   * The ninth table (session 27, another outsider, notes in {@code content-cases/PROVENANCE.md}:
   * swapped step times, "a further half an hour", ranges and oven temperatures in words, the
   * current temperature for another day, the day's high given as now, degrees Fahrenheit, a draw
   * told as a win or a loss, home and away in words, kick-offs in words, scores in words).
   */
  @Test
  void theNinthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases9.tsv", LAST9);
  }

  /**
   * The tenth table (session 28, another outsider, notes in {@code content-cases/PROVENANCE.md}:
   * the weather of another day given as now, the day's high as now, degrees Fahrenheit and
   * temperatures in words, venues and a weekday beside a kick-off, scaled recipes, scores in
   * words).
   */
  @Test
  void theTenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases10.tsv", LAST10);
  }

  /**
   * The eleventh table (session 29, another outsider, notes in {@code market/README11.md} and
   * {@code content-cases/PROVENANCE.md}: oven temperatures and gas marks, the weather of tonight
   * and of another day, one-sided hedges on temperatures, clock times in words, sunrise and sunset,
   * kick-offs in local and UK time, home and away and venues in words, a draw told as a loss).
   */
  @Test
  void theEleventhTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases11.tsv", LAST11);
  }

  /**
   * The twelfth table (session 30, another outsider, notes in {@code market/README12.md} and {@code
   * content-cases/PROVENANCE.md}: doubled recipes and US cups in grams and millilitres, oven time
   * summed over the steps, wind in metres per second, degrees Fahrenheit, the rain of another day,
   * daylight hours, kick-offs in UK and Norwegian time, home and away, a winner swapped).
   */
  @Test
  void theTwelfthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases12.tsv", LAST12);
  }

  /**
   * The thirteenth table (session 30, another outsider, notes in {@code market/README13.md} and
   * {@code content-cases/PROVENANCE.md}: doubled recipes and pounds in grams, fan and normal oven
   * temperatures, the weather of now, today and tomorrow, wind in miles per hour, daylight hours,
   * kick-offs in UK and Norwegian time, home and away and venues, a draw told as a win, an invented
   * earlier result).
   */
  @Test
  void theThirteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases13.tsv", LAST13);
  }

  /**
   * The fourteenth table (session 31, another outsider, notes in {@code market/README14.md} and
   * {@code content-cases/PROVENANCE.md}: doubled recipes and pounds in grams, step times, the
   * weather of now, tonight, today and tomorrow in German and Russian places, wind in words and
   * metres per second, daylight hours, kick-offs in UTC, local and Norwegian time, home and away
   * and venues, a score for an unplayed match).
   */
  @Test
  void theFourteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases14.tsv", LAST14);
  }

  /**
   * The fifteenth table (session 32, another outsider, notes in {@code market/README15.md} and
   * {@code content-cases/PROVENANCE.md}: doubled recipes and pounds in grams, oven and fan
   * temperatures swapped, the weather of now, today and tomorrow in German and Russian places, wind
   * in words and metres per second, sunrise, sunset, moonrise and daylight hours, kick-offs in UTC,
   * UK and Norwegian time, home and away and venues, a draw told as a win, a score for an unplayed
   * match).
   */
  @Test
  void theFifteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases15.tsv", LAST15);
  }

  /**
   * The sixteenth table (session 33, another outsider, notes in {@code market/README16.md} and
   * {@code content-cases/PROVENANCE.md}: doubled and halved recipes and pounds in grams, step and
   * ingredient counts, the weather of now, today and tomorrow in German and Russian places, daily
   * rain totals, wind in words and metres per second, kick-offs in UTC, UK and Norwegian time, home
   * and away and venues, a draw told as a win, a score for an unplayed match).
   */
  @Test
  void theSixteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases16.tsv", LAST16);
  }

  /**
   * The seventeenth table (session 34, another outsider, notes in {@code market/README17.md} and
   * {@code content-cases/PROVENANCE.md}: doubled recipes and pounds in grams, step times and
   * ingredient counts, the weather of now, today and tomorrow in German and Russian places, daily
   * rain totals, wind, sunrise and moon phases, kick-offs in UTC, UK and Norwegian time, home and
   * away and venues, a draw told as a win).
   */
  @Test
  void theSeventeenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases17.tsv", LAST17);
  }

  /**
   * The eighteenth table (session 35, another outsider, notes in {@code market/README18.md} and
   * {@code content-cases/PROVENANCE.md}: doubled recipes and pounds in grams, step times and
   * blind-baking totals, the weather of now, today and tomorrow in German and Russian places,
   * sunrise and sunset, kick-offs in UTC and Norwegian time, home and away and venues, the last,
   * next and latest league results).
   */
  @Test
  void theEighteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases18.tsv", LAST18);
  }

  /**
   * The nineteenth table (session 36, another outsider, notes in {@code market/README19.md} and
   * {@code content-cases/PROVENANCE.md}: doubled recipes and pounds in grams, step times and oven
   * heats, the weather of now, this morning, today and tomorrow in German and Russian places, wind
   * in metres per second, sunrise, sunset and day length, kick-offs in UTC, UK and Norwegian time,
   * home and away and venues, the last, next and latest league results, a draw told as a win).
   */
  @Test
  void theNineteenthTableScoresNoWorseThanLastMeasured() {
    scoresNoWorseThan("content-cases/content-cases19.tsv", LAST19);
  }

  // the last measured counts, each table's honest changed and wrong passed as a whole turn, then
  // with the source's intent supplied (main first): lowered as each class is fixed; main at f6713ce
  // scored content-cases.tsv {0, 24, 0, 2} and content-cases2.tsv {7, 36, 9, 20}; session 20 ended
  // at {7, 33, 9, 15}; session 21 (h/trust: times and counts in words, another ingredient's amount
  // after a conversion or a qualifier, "de tre dagene" no temperature, "the warmest day", the
  // sides in words: "away at Manchester City")
  // ; session 27 (h/trust5, the classes below LAST9) {0, 22, 0, 0}
  private static final int[] LAST = {0, 22, 0, 0};
  // session 23 (h/trust: the next fixture's day answers a team's ask, D071 and its like); session
  // 24 (h/trust2: a whole day said to be dry against its hours of rain, D050) {6, 28, 7, 8}
  // ; session 27 (h/trust5, the classes below LAST9) {6, 27, 7, 8}
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): {6, 26, 7, 7}
  private static final int[] LAST2 = {6, 26, 7, 7};
  // content-cases3.tsv as copied, on h/trust at 4363df3 (before any change for it): {6, 35, 8, 19};
  // then "det varmeste i dag" no day superlative, counts and amounts in words ("seks fedd",
  // "seks ingredienser"), "før du blindsteker" names another step, "borteseier for Liverpool";
  // session 24 (h/trust2: the part of the dish an amount is for, the pastry's or the filling's
  // butter, D008) {5, 31, 7, 16}; (h/intent2: "when did fulham play united?" and "når spilte X
  // mot Y" ask the match that was, not the next one, so D108's wrong date of the last match is
  // caught) {5, 31, 7, 16}; both merged MERGED3
  // ; session 27 (h/trust5, the classes below LAST9) {5, 28, 7, 14}
  // ; session 29 (h/trust7: hedged temperatures in words, scores in nynorsk words, a kick-off
  // right after the match's day, and the market classes of cases11) {5, 27, 7, 13}
  // ; then (h/trust14: wind in mph and knots, a reply's own 'double it', a win 'for' the team
  // named after it; measured with ContentCasesTest after the changes): {5, 27, 7, 12}
  // ; then (h/trust15: a denial of data without key figures, 'Double everything', visibility
  // in km, 'up to 19°C with sunshine around midday' the day's high, and the market classes of
  // cases19; measured with MarketRepliesTest and ContentCasesTest whole after the changes): {5, 26,
  // 7, 11}
  private static final int[] LAST3 = {5, 26, 7, 11};
  // content-cases4.tsv as copied, on the starting commit 59c47f1 (main, before any change of this
  // session): {5, 29, 14, 17}; session 23 on h/trust (a wind in m/s that is the wind, D050; the
  // next fixture's day answers a team's ask, D071, D075, D080): {4, 29, 10, 17}; then (a weekday
  // written before a match's date must be that day's, D072) {4, 28, 10, 16}; then (a kick-off
  // with a zone must be the kick-off in that zone: D058, D070) {4, 26, 10, 14}; session 24
  // (h/trust2: the filling's butter vs the pastry's, D006, D007; fan and conventional heat
  // swapped, in words, D009) {4, 24, 10, 11}; then (scores in words joined by a dash, D090)
  // {4, 24, 9, 11}; then (a whole day said to be dry against its hours of rain, D045)
  // {4, 23, 9, 10}; (h/intent2: "spilte fulham hjemme sist?" is read as the ask it is,
  // sports:Fulham's last match, where it was ungrounded; D090's honest "det endte likt, én–én" is
  // then changed by the digit
  // scan, which does not read a score in words: a guard class left for vex-guards, already counted
  // with the source's intent supplied) {5, 26, 10, 14}; both merged MERGED4
  // ; then (h/trust6: words in brackets with a number of their own are that number's, a hedged
  // change in points carries its sign): {3, 23, 8, 10}
  private static final int[] LAST4 = {3, 23, 8, 10};
  // content-cases5.tsv as copied, on the starting commit 38109af (main, before any change of this
  // session): {8, 21, 15, 12}; then (the next fixture's day answers a team's ask: E073, E075)
  // {8, 21, 13, 12}; then (a weekday written before a match's date must be that day's, E072)
  // {8, 20, 13, 11}; then (a kick-off with a zone must be the kick-off in that zone: E071, E086)
  // {8, 18, 13, 9}; session 24 (h/trust2: the filling's butter vs the pastry's, E005; fan and
  // conventional heat swapped in words, E008) {8, 16, 13, 7}; then ("dry all day" against the
  // day's hours of rain: E038, E051) {8, 14, 13, 5}
  // ; session 27 (h/trust5, the classes below LAST9) {8, 13, 13, 4}
  private static final int[] LAST5 = {8, 13, 13, 4};
  // content-cases6.tsv as copied, on the starting commit 0f78951 (main, before any change of this
  // session): {10, 27, 14, 16}; with session 24's classes learned from the earlier tables
  // (h/trust2 at a2054f3: fan and conventional heat swapped, E008; the filling's butter, E012)
  // {10, 26, 14, 14}; then (from its misses: scores in words joined by a dash, "three-one",
  // "Tre–en", "one-all", "en–en": E076, E079, E101, E106) {6, 26, 10, 14}; then ("dry all day"
  // against the day's hours of rain: E038, E042) {6, 24, 10, 12}
  // ; session 27 (h/trust5, the classes below LAST9) {6, 22, 10, 10}
  // ; session 29 (h/trust7: hedged temperatures in words, scores in nynorsk words, a kick-off
  // right after the match's day, and the market classes of cases11) {6, 21, 10, 9}
  private static final int[] LAST6 = {6, 21, 10, 9};
  // content-cases7.tsv as copied, on the starting commit 87db05b (main, before any change of this
  // session): {5, 23, 8, 10}; then (a one-sided hedge judged for its side, E050 "litt over 10
  // grader" for 9 °C) {5, 23, 8, 9}
  // ; session 27 (h/trust5, the classes below LAST9) {5, 20, 8, 6}
  // ; then (a team's own side after it, a draw's outcome word past a comma) {5, 19, 8, 5}
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): {5, 18, 8, 4}
  private static final int[] LAST7 = {5, 18, 8, 4};
  // content-cases8.tsv as copied, on the starting commit 05e442f (main, before any change of this
  // session): {8, 29, 15, 17}; session 27 (h/trust5, the classes below LAST9: E075, E089, E091,
  // E095, E108 whole turn, E100 supplied) {8, 24, 15, 12}
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): {8, 23, 15, 11}
  // ; then (h/trust6: words in brackets with a number of their own are that number's, a hedged
  // change in points carries its sign): {7, 23, 14, 11}
  // ; session 29 (h/trust7: hedged temperatures in words, scores in nynorsk words, a kick-off
  // right after the match's day, and the market classes of cases11) {7, 23, 13, 11}
  // ; then (h/trust14: wind in mph and knots, a reply's own 'double it', a win 'for' the team
  // named after it; measured with ContentCasesTest after the changes): {6, 23, 12, 11}
  private static final int[] LAST8 = {6, 23, 12, 11};
  // content-cases9.tsv as copied, on the starting commit 7e932a8 (main, before any change of this
  // session; its tests and tables added to 7e932a8 alone): {6, 30, 11, 16}; then (h/trust5, the
  // classes of content-cases8's leftovers: kick-offs in words after a kick-off word, in the zone
  // written after them, "local time" as the source's local kick-off; a kick-off beside the day of
  // one of the turn's matches with no team named, after "kl."/"klokka" too when the question asks
  // when; the side before one named team or after the second, "hadde hjemmekamp mot"; a draw said
  // to be won or lost right before its score) {6, 27, 11, 13}
  // ; then (a team's own side after it, "Fulham spilte borte"; a draw's outcome word past a comma,
  // "Fulham sikret seieren, 1-1"; "ingen vant" no win) {6, 27, 11, 11}
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): {6, 26, 11, 10}
  // ; then (h/trust6: words in brackets with a number of their own are that number's, a hedged
  // change in points carries its sign): {5, 26, 10, 10}
  // ; then (h/trust11: a recipe asked doubled, tripled or halved, ScaledRecipe; a day length in
  // hours and minutes, HoursAndMinutes): {5, 26, 8, 10}
  private static final int[] LAST9 = {5, 26, 8, 10};
  // content-cases10.tsv as copied, on the starting commit 65e133d (main, before any change of this
  // session; its tests and tables added alone): {6, 28, 10, 12}
  // ; session 28 (h/trust6: a sum for an amount of coins answers the price, the one unit a rate is
  // given for, now's temperature written for a later day): {6, 27, 10, 11}
  // ; then (h/trust6: words in brackets with a number of their own are that number's, a hedged
  // change in points carries its sign): {5, 27, 9, 11}
  // ; session 29 (h/trust7: hedged temperatures in words, scores in nynorsk words, a kick-off
  // right after the match's day, and the market classes of cases11) {4, 27, 8, 11}
  private static final int[] LAST10 = {4, 27, 8, 11};
  // content-cases11.tsv as copied, on the starting commit 5c47ad9 (main, before any change of this
  // session; its tests and tables added alone): {6, 23, 10, 12}
  // ; session 29 (h/trust7: hedged temperatures in words, scores in nynorsk words, a kick-off
  // right after the match's day, and the market classes of cases11) {4, 22, 8, 10}
  // ; then (h/trust11: a recipe asked doubled, tripled or halved, ScaledRecipe; a day length in
  // hours and minutes, HoursAndMinutes): {4, 22, 7, 10}
  // ; then (h/trust14: wind in mph and knots, a reply's own 'double it', a win 'for' the team
  // named after it; measured with ContentCasesTest after the changes): {4, 22, 6, 10}
  private static final int[] LAST11 = {4, 22, 6, 10};
  // content-cases12.tsv as copied, on the starting commit 6232aba (main, before any change of this
  // session; its tests and tables added alone): {2, 21, 9, 10}
  // ; then (h/trust11: a recipe asked doubled, tripled or halved, ScaledRecipe; a day length in
  // hours and minutes, HoursAndMinutes): {2, 21, 8, 9}
  // ; then (h/trust13, measured with the whole suite of tables): {2, 21, 7, 9}
  private static final int[] LAST12 = {2, 21, 7, 9};
  // content-cases13.tsv as copied, on the starting commit 2ef568e (main, before any change of this
  // session; its tests and tables added alone): {3, 24, 6, 6}
  // ; then (h/trust9: a latitude in degrees, the sun up from its rise to its set, E068):
  // {3, 24, 5, 6}; then (h/trust10: rain said of now under a dry sky, E041; a question about how
  // wttr.in makes its forecast read as a weather ask, E054): {2, 23, 5, 5}
  // ; then (h/trust11: a recipe asked doubled, tripled or halved, ScaledRecipe; a day length in
  // hours and minutes, HoursAndMinutes): {2, 23, 2, 5}
  private static final int[] LAST13 = {2, 23, 2, 5};
  // content-cases14.tsv as moved, on the starting commit 6e7231b (main, before any change of this
  // session; its tests and tables added alone): {2, 24, 6, 10}; then (h/trust10: rain said of now
  // under a dry sky, E036, E056; a strong wind at 8 km/h, E038; hardly any wind at 22 km/h, E058):
  // {2, 20, 6, 6}
  // ; then (h/trust11: a recipe asked doubled, tripled or halved, ScaledRecipe; a day length in
  // hours and minutes, HoursAndMinutes): {1, 20, 4, 6}
  // ; then (h/trust15: a denial of data without key figures, 'Double everything', visibility
  // in km, 'up to 19°C with sunshine around midday' the day's high, and the market classes of
  // cases19; measured with MarketRepliesTest and ContentCasesTest whole after the changes): {1, 20,
  // 4, 5}
  private static final int[] LAST14 = {1, 20, 4, 5};
  // content-cases15.tsv as moved, on the starting commit e41ded5 (main, before any change of this
  // session; its tests and tables added alone): {3, 24, 5, 8}
  // ; then (h/trust11: a recipe asked doubled, tripled or halved, ScaledRecipe; a day length in
  // hours and minutes, HoursAndMinutes): {2, 24, 2, 8}
  // ; then (h/trust15: a denial of data without key figures, 'Double everything', visibility
  // in km, 'up to 19°C with sunshine around midday' the day's high, and the market classes of
  // cases19; measured with MarketRepliesTest and ContentCasesTest whole after the changes): {2, 24,
  // 2, 7}
  private static final int[] LAST15 = {2, 24, 2, 7};
  // content-cases16.tsv as moved, on the starting commit 7adb4cde (main, before any change of this
  // session; its tests and tables added alone): {5, 27, 7, 12}
  private static final int[] LAST16 = {5, 27, 7, 12};
  // content-cases17.tsv as moved, on the starting commit ed79fd6c (main, before any change of this
  // session; its tests and tables added alone): {3, 23, 6, 6}
  // ; then (h/trust14: wind in mph and knots, a reply's own 'double it', a win 'for' the team
  // named after it; measured with ContentCasesTest after the changes): {2, 23, 3, 6}
  // ; then (h/trust15: a denial of data without key figures, 'Double everything', visibility
  // in km, 'up to 19°C with sunshine around midday' the day's high, and the market classes of
  // cases19; measured with MarketRepliesTest and ContentCasesTest whole after the changes): {1, 23,
  // 2, 6}
  private static final int[] LAST17 = {1, 23, 2, 6};
  // content-cases18.tsv as moved, on the starting commit 09bda3bc (main, before any change of this
  // session; its tests and tables added alone): {2, 28, 2, 8}
  // ; then (h/trust14: wind in mph and knots, a reply's own 'double it', a win 'for' the team
  // named after it; measured with ContentCasesTest after the changes): {1, 28, 0, 8}
  private static final int[] LAST18 = {1, 28, 0, 8};
  // content-cases19.tsv as moved, on the starting commit a12cdccb (main, before any change of this
  // session; its tests and tables added alone): {2, 23, 4, 8}
  // ; then (h/trust15: a denial of data without key figures, 'Double everything', visibility
  // in km, 'up to 19°C with sunshine around midday' the day's high, and the market classes of
  // cases19; measured with MarketRepliesTest and ContentCasesTest whole after the changes): {1, 22,
  // 1, 7}
  private static final int[] LAST19 = {1, 22, 1, 7};
}
