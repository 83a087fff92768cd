package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.Turns;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Classes of replies from the outsiders' tables of session 23 (#22, {@code content-cases4/5},
 * {@code cases4/5} in vex-grounding), on the figures the real fetchers give for the recordings: a
 * bare direction after "be" ("bitcoin is up a little") against the day's change, "vel" as a hedge
 * above the number, a wind speed in m/s (as Norwegians write it) that states the wind, and a reply
 * that answers a team's ask with the next fixture's day. Each asserts what the user receives: an
 * honest reply word for word, a wrong one not; ordinary sentences with the same words pass.
 */
class WordsAgainstTheDataTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static String after(String draft, GroundTruth truth, String locale) throws Exception {
    return Turns.after(
        GUARD, draft, Turns.turn(Locale.forLanguageTag(locale), List.of(truth), List.of()));
  }

  @Test
  void aBareDirectionAfterBeIsJudgedAgainstTheDaysChange() throws Exception {
    // BTC's 24h change in the recording is -0.27 %
    GroundTruth btc = Trust2CorpusTest.BITCOIN;
    for (String wrong :
        List.of(
            "Bitcoin er svakt opp i dag.",
            "Yes, bitcoin is up a little, trading at $89,369.",
            "Bitcoin's up today, at $89,369.")) {
      assertThat(after(wrong, btc, "en")).as(wrong).isNotEqualTo(wrong);
    }
    for (String honest :
        List.of(
            "Bitcoin is down a little, at $89,369.",
            "Bitcoin er litt ned i dag, på 89 369 dollar.",
            "Bitcoin is at $89,369. Whether to buy is up to you.",
            "Bitcoin is at $89,369; it has gone up and down all week.",
            "Bitcoin is at $89,369 and everything else is up.")) {
      assertThat(after(honest, btc, "en")).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void velIsAHedgeAboveTheNumber() throws Exception {
    // the top story of the recorded front page has 366 comments
    GroundTruth news = StoryClaimsTest.frontPage();
    String title = "«Coding with LLMs in the summer of 2025 – an update»";
    String honest = "Toppsaken er " + title + " av antirez, med vel 360 kommentarer.";
    assertThat(after(honest, news, "nb")).isEqualTo(honest);
    String wrong = "Toppsaken er " + title + " av antirez, med vel 370 kommentarer.";
    assertThat(after(wrong, news, "nb")).isNotEqualTo(wrong); // 366 is not over 370
  }

  /** Heideck now, as the weather fetcher gives it: 9 °C (required), wind 8 km/h (2.2 m/s). */
  private static final GroundTruth HEIDECK =
      new GroundTruth(
          "weather",
          "wttr.in (recorded)",
          List.of(),
          Instant.parse("2026-04-03T20:37:00Z"),
          Map.of("location", "Heideck, Germany", "windKmh", new BigDecimal("8")),
          List.of(
              figure("temperature in Heideck, Germany", "9", "°C", true),
              figure("feels like in Heideck, Germany", "8", "°C", false),
              figure("wind in Heideck, Germany", "8", "km/h", false)),
          Map.of(
              "en", "Heideck, Germany: 9 °C, feels like 8 °C, wind 8 km/h from SW.",
              "nb", "Heideck, Germany: 9 °C, føles som 8 °C, vind 8 km/t fra SW."),
          null);

  private static KeyFigure figure(String label, String value, String unit, boolean required) {
    return new KeyFigure(label, new BigDecimal(value), unit, required, List.of("Heideck"));
  }

  @Test
  void aWindInMetresPerSecondThatIsTheWindAnswersFromTheData() throws Exception {
    for (String honest :
        List.of("Svak vind fra sørvest, ca. 2 m/s.", "Light wind in Heideck, about 2 m/s.")) {
      assertThat(after(honest, HEIDECK, "nb")).as(honest).isEqualTo(honest);
    }
    // neither the temperature nor the wind: the real data replaces it
    String wrong = "Kraftig vind fra sørvest, rundt 12 m/s.";
    assertThat(after(wrong, HEIDECK, "nb")).isNotEqualTo(wrong);
  }

  /**
   * Liverpool as the sports fetcher gives it when both are asked: the next match from the recording
   * {@code eventsnext_133602.json} and the latest result, 3–1 against Tottenham, whose goals are
   * required.
   */
  private static GroundTruth liverpool() throws Exception {
    String json;
    try (InputStream in =
        WordsAgainstTheDataTest.class.getResourceAsStream("/thesportsdb/eventsnext_133602.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Map<String, Object>> next = new ArrayList<>();
    for (JsonElement e : JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("events")) {
      JsonObject o = e.getAsJsonObject();
      Map<String, Object> event = new LinkedHashMap<>();
      event.put("home", o.get("strHomeTeam").getAsString());
      event.put("away", o.get("strAwayTeam").getAsString());
      String ts = o.get("strTimestamp").getAsString(); // 2026-10-11T15:30:00
      event.put("when", ts.substring(0, 10) + " " + ts.substring(11, 16) + " UTC");
      next.add(event);
    }
    Map<String, Object> last =
        Map.of("home", "Liverpool", "away", "Tottenham Hotspur", "when", "2026-09-15 19:00 UTC");
    GroundTruth result = Trust2CorpusTest.LIVERPOOL;
    return new GroundTruth(
        "sports",
        "TheSportsDB (recorded)",
        List.of(),
        result.fetchedAt(),
        Map.of("team", "Liverpool", "next", next, "last", List.of(last)),
        result.keyFigures(),
        result.summaries(),
        null);
  }

  private static String asked(String draft, GroundTruth t, Locale locale) throws Exception {
    TurnContext c =
        TurnContext.builder(Message.user("lfc neste kamp?"))
            .locale(locale)
            .intents(List.of(Intent.of("sports", "Liverpool")))
            .groundTruth(List.of(t))
            .build();
    return Turns.after(GUARD, draft, c);
  }

  @Test
  void theNextFixturesDayAnswersATeamsAskWithoutTheLatestResult() throws Exception {
    GroundTruth t = liverpool();
    for (String honest :
        List.of(
            "Søndag 11.10 mot City på Anfield, avspark 17.30 norsk tid.",
            "5:30 PM Norwegian time on Sunday 11 October (15:30 UTC).",
            "The Reds take on the Citizens at Anfield, Sunday the 11th of October.")) {
      assertThat(asked(honest, t, Locale.ENGLISH)).as(honest).isEqualTo(honest);
    }
    for (String wrong :
        List.of(
            "They play City at Anfield soon.", // neither the result nor the next day
            "Liverpool lost 1–3 to Tottenham; next up is City on 11 October.")) {
      assertThat(asked(wrong, t, Locale.ENGLISH)).as(wrong).isNotEqualTo(wrong);
    }
  }

  @Test
  void aWeekdayWrittenBeforeAMatchsDateMustBeThatDays() throws Exception {
    GroundTruth t = liverpool(); // 2026-10-11 is a Sunday
    for (String wrong :
        List.of(
            "Liverpool host Man City on Saturday 11 October at 15:30.",
            "Liverpool møter City laurdag 11. oktober på Anfield.")) {
      assertThat(asked(wrong, t, Locale.ENGLISH)).as(wrong).isNotEqualTo(wrong);
    }
    for (String honest :
        List.of(
            "Liverpool host Man City on Sunday 11 October.",
            "Liverpool møter City søndag den 11. oktober på Anfield.",
            "Liverpool host Man City on Sunday, 11 October.")) {
      assertThat(asked(honest, t, Locale.ENGLISH)).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void aKickOffWithAZoneMustBeTheKickOffInThatZone() throws Exception {
    GroundTruth t = liverpool(); // 2026-10-11 15:30 UTC: 16:30 in London, 17:30 in Oslo
    for (String wrong :
        List.of(
            "Liverpool v City on Sunday 11 October, kick-off 15:30 norsk tid.",
            "Liverpool v City on Sunday 11 October, kick-off 3:30 PM UK time.",
            "Liverpool v City on Sunday 11 October, kick-off 17:30 UTC.")) {
      assertThat(asked(wrong, t, Locale.ENGLISH)).as(wrong).isNotEqualTo(wrong);
    }
    for (String honest :
        List.of(
            "Liverpool v City on Sunday 11 October, kick-off 17.30 norsk tid.",
            "Liverpool v City on Sunday 11 October, kick-off 4:30 pm UK time.",
            "Liverpool v City on Sunday 11 October, kick-off 15:30 UTC.",
            "Liverpool v City on Sunday 11 October, kick-off 17:30.")) {
      assertThat(asked(honest, t, Locale.ENGLISH)).as(honest).isEqualTo(honest);
    }
  }
}
