package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.time.Instant;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The count of a fetched chart's trading days (#22, cases16 P049: "Diagrammet jeg hentet dekker 18
 * handelsdager" was replaced as a price of 18; P054: "20 daglige stolper" for 18 passed). Replies
 * written for the test in English and Norwegian over a chart of five daily closes: the right count
 * passes word for word, a wrong one is replaced, and the same words on a turn with no chart (or
 * with a number that counts something else) are read as before.
 */
class ChartBarsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();
  private static final Locale NB = Locale.forLanguageTag("nb");

  private static GroundTruth chart(int days) {
    Map<String, Object> closes = new LinkedHashMap<>();
    for (int i = 0; i < days; i++) {
      closes.put(LocalDate.of(2023, 7, 10 + i).toString(), 9600 + i);
    }
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("symbol", "^SP500TR");
    facts.put("closes", closes);
    GroundTruth plain =
        Turns.truth(
            Turns.figures(
                "^SP500TR price[S&P 500 TR,^SP500TR]=9683.69 USD;"
                    + " ?^SP500TR previous close[S&P 500 TR,^SP500TR]=9693.30 USD"));
    return new GroundTruth(
        "stocks",
        plain.sourceName(),
        plain.sourceUrls(),
        Instant.parse("2026-01-01T12:00:00Z"),
        days == 0 ? Map.of() : facts,
        plain.keyFigures(),
        plain.summaries(),
        null);
  }

  private static String received(String draft, Locale l, GroundTruth t) throws Exception {
    TurnContext context =
        TurnContext.builder(Message.user(l == NB ? "Hva viser diagrammet?" : "What's the chart?"))
            .locale(l)
            .intents(List.of(Intent.of("stocks", "^SP500TR")))
            .groundTruth(List.of(t))
            .build();
    return Turns.after(GUARD, draft, context);
  }

  @Test
  void theChartsTradingDaysAreCountedExactly() throws Exception {
    String no = "S&P 500 TR står i 9 683,69; diagrammet dekker 5 handelsdager.";
    String en = "The S&P 500 TR is at 9,683.69, over a chart of 5 trading days.";
    assertThat(received(no, NB, chart(5))).isEqualTo(no);
    assertThat(received(en, Locale.ENGLISH, chart(5))).isEqualTo(en);
    assertThat(received(no.replace("5 handelsdager", "7 handelsdager"), NB, chart(5)))
        .startsWith("EKTE DATA");
    assertThat(received(en.replace("5 trading days", "4 daily bars"), Locale.ENGLISH, chart(5)))
        .startsWith("REAL DATA");
  }

  @Test
  void aNumberBeforeOtherWordsOrATurnWithoutAChartIsReadAsBefore() throws Exception {
    // "5 days" of a week is no count of the chart's bars: the level beside it is still judged
    String week = "The S&P 500 TR is at 9,683.69, up over the last 5 days.";
    assertThat(received(week, Locale.ENGLISH, chart(5))).isEqualTo(week);
    assertThat(ChartBars.of(List.of(chart(0)))).isNull();
    assertThat(ChartBars.of(List.of(chart(5), chart(5)))).isNull();
    assertThat(received("S&P 500 TR står i 9 500 etter 5 handelsdager.", NB, chart(5)))
        .startsWith("EKTE DATA");
  }
}
