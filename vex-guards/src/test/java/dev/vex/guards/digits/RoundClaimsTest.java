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
import dev.vex.guards.Turns;
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
 * A match's round (#22) on TheSportsDB's recorded next event for Liverpool (intRound 6): the
 * event's facts are read from the recorded bytes as the sports fetcher keeps them, and what the
 * user receives is asserted.
 */
class RoundClaimsTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();
  private static final Locale NB = Locale.forLanguageTag("nb");

  private static GroundTruth nextMatch() throws Exception {
    String json;
    try (InputStream in =
        RoundClaimsTest.class.getResourceAsStream("/thesportsdb/eventsnext_133602.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<Map<String, Object>> next = new ArrayList<>();
    StringBuilder summary = new StringBuilder("NESTE KAMPER");
    for (JsonElement e : JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("events")) {
      JsonObject o = e.getAsJsonObject();
      Map<String, Object> event = new LinkedHashMap<>();
      event.put("event", o.get("strEvent").getAsString());
      event.put("home", o.get("strHomeTeam").getAsString());
      event.put("away", o.get("strAwayTeam").getAsString());
      event.put("round", o.get("intRound").getAsString());
      next.add(event);
      summary.append('\n').append(o.get("strEvent").getAsString());
      summary.append(" (runde ").append(o.get("intRound").getAsString()).append(')');
    }
    return new GroundTruth(
        "sports",
        "TheSportsDB",
        List.of("https://www.thesportsdb.com/"),
        Instant.parse("2026-01-01T12:00:00Z"),
        Map.of("team", "Liverpool", "next", next, "last", List.of()),
        List.of(),
        Map.of(
            "en",
            summary.toString().replace("NESTE KAMPER", "NEXT MATCHES"),
            "nb",
            summary.toString()),
        null);
  }

  private static TurnContext asked(GroundTruth t) {
    return TurnContext.builder(Message.user("Når er neste Liverpool-kamp?"))
        .locale(NB)
        .intents(List.of(Intent.of("sports", "Liverpool")))
        .groundTruth(List.of(t))
        .build();
  }

  @Test
  void aWrongRoundIsReplacedByTheMatch() throws Exception {
    String draft = "Neste kamp er mot Manchester City på Anfield 11. oktober, i runde 8.";
    GuardVerdict v = GUARD.check(new Draft(draft), asked(nextMatch()));
    assertThat(v)
        .isInstanceOfSatisfying(
            GuardVerdict.Overridden.class,
            o -> {
              assertThat(o.text())
                  .startsWith("NESTE KAMPER\nLiverpool vs Manchester City (runde 6)")
                  .doesNotContain("runde 8");
              assertThat(o.reason()).contains("'runde 8' where the source gives round 6");
            });
    assertThat(Turns.after(GUARD, "It is the 8th round of the league.", asked(nextMatch())))
        .startsWith("NESTE KAMPER");
  }

  @Test
  void theRightRoundAndOtherNumbersPassUntouched() throws Exception {
    GroundTruth t = nextMatch();
    for (String honest :
        List.of(
            "Neste kamp er mot Manchester City på Anfield 11. oktober, i runde 6.",
            "Liverpool play Manchester City in round 6, on 11 October at 15:30.",
            "It is a league match, not a cup round of 16 tie.",
            "Liverpool møter Manchester City 11. oktober; det er 6. runde.")) {
      assertThat(Turns.after(GUARD, honest, asked(t))).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void aTurnWhoseMatchesGiveNoRoundJudgesNone() throws Exception {
    GroundTruth none =
        new GroundTruth(
            "sports",
            "TheSportsDB",
            List.of("https://www.thesportsdb.com/"),
            Instant.parse("2026-01-01T12:00:00Z"),
            Map.of(
                "team",
                "Liverpool",
                "next",
                List.of(Map.of("event", "Liverpool vs Manchester City"))),
            List.of(),
            Map.of("en", "NEXT MATCHES"),
            null);
    String draft = "It is round 8.";
    assertThat(Turns.after(GUARD, draft, asked(none))).isEqualTo(draft);
  }
}
