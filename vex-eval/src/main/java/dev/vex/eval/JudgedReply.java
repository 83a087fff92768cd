package dev.vex.eval;

import dev.vex.eval.FigureReader.Reading;
import java.util.ArrayList;
import java.util.List;

/** One reading of one reply: every reading of the chain, run in the judge's order. */
final class JudgedReply extends DryDayReading {
  /** Reads a reply: every figure, word and claim in it, judged. */
  JudgedReply(Scenario s, List<Fact> facts, String text) {
    super(s, facts, text);
    String p = linkless;
    List<Double> asked = new ArrayList<>();
    List<Reading> question =
        FigureReader.read(FigureReader.withoutDates(s.question()), s.language());
    for (Reading q : question) {
      asked.addAll(q.values());
    }
    boolean[] consumed = new boolean[prose.length() + 1];
    if (sports) {
      judgeScores(consumed);
    }
    List<Reading> readings = FigureReader.read(prose, s.language());
    for (Reading x : readings) {
      if (x.values().isEmpty() || consumed[x.start()]) {
        continue;
      }
      if (year(x) || window(x) || inQuestion(x, asked)) {
        continue;
      }
      if (countOfNamed(x) || countOfDays(x) || rank(x)) {
        continue;
      }
      x = inheritUnit(x, readings);
      // "0.5 BTC is worth about $45,000": the amount is the user's, the sum its product.
      if (coinAmount(x, readings) || conversionAmount(x, readings) || conversionRate(x, readings)) {
        continue;
      }
      Boolean sum = coinSum(x);
      if (sum == null) {
        sum = crossRate(x); // "a euro costs 12.10 kroner" on a USD-based table
      }
      if (sum == null) {
        sum = converted(x, readings, question); // "1000 kroner er ca. 93,76 dollar"
      }
      if (sum == null) {
        sum = namedRate(x); // "the Icelandic krona is at 128 to the dollar"
      }
      if (sum != null) {
        if (!sum) {
          invented.add(prose.substring(x.start(), x.end()).strip());
        }
        continue;
      }
      if (derivedDuration(x) || kitchen && servingsOrPack(x)) {
        continue;
      }
      // a recipe asked doubled, tripled or halved: its measures read times that factor
      Boolean scaled = kitchen ? scaledMeasure(x) : null;
      if (scaled != null) {
        if (!scaled) {
          invented.add(prose.substring(x.start(), x.end()).strip());
        }
        continue;
      }
      Reading signed = withDirection(x);
      Boolean comparison = comparedDays(signed);
      if (comparison != null) {
        if (!comparison) {
          invented.add(prose.substring(x.start(), x.end()).strip());
        }
        continue;
      }
      if (!matches(signed) && !derivedMove(signed)) {
        invented.add(prose.substring(x.start(), x.end()).strip());
      }
    }
    judgeDayNames();
    if (!sports) {
      judgeDirections();
      judgeComparisons();
      judgeSuperlatives();
      judgeMultiples();
      judgeWarmestDay();
    }
    // Clock times, days and weekdays are held to what the scenario's tools returned.
    List<String> results = s.tools().stream().map(Scenario.ToolResult::result).toList();
    wrongClaims.addAll(TimeClaims.wrong(p, TimeClaims.truths(results)));
    // A match's kick-off, date and weekday, held to the recording's.
    judgeClocks();
    // A day said to be dry, held to the rain in its hours.
    judgeDryDays();
    // Home, away and the ground of a fixture the tools returned.
    wrongClaims.addAll(FixtureClaims.wrong(p, results));
  }
}
