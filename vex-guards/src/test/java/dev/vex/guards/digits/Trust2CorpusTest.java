package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.guards.Turns;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Issue 22's adversarial cases, written by someone who had not read the guard's code, from the
 * recorded sources ({@code shared/fixtures/real/}): {@code trust2/kept-prose.tsv} (what an override
 * keeps) and {@code trust2/attribution.tsv} (figures attributed by the words people write).
 *
 * <p>vex-grounding depends on vex-guards, so its fetchers cannot run here: each source's key
 * figures and summaries are exactly what the real fetcher gives for the recording (CoinGecko
 * simple/price for bitcoin; wttr.in j1 for Heideck, today and tomorrow; TheSportsDB eventslast for
 * Liverpool), copied from the fetchers' output.
 */
class Trust2CorpusTest {
  private static final Instant AT = Instant.parse("2026-04-03T20:37:00Z");
  private final DigitScanGuard guard = DigitScanGuard.defaults();

  private static GroundTruth truth(String kind, List<KeyFigure> figures, String en, String nb) {
    return truth(kind, Map.of(), figures, en, nb);
  }

  private static GroundTruth truth(
      String kind, Map<String, Object> facts, List<KeyFigure> figures, String en, String nb) {
    return new GroundTruth(
        kind,
        kind + " (recorded)",
        List.of(),
        AT,
        facts,
        figures,
        Map.of("en", en, "nb", nb),
        null);
  }

  /** The facts the weather fetcher reads from the recording (those the guard looks at). */
  private static final Map<String, Object> HEIDECK_FACTS =
      Map.of(
          "location", "Heideck, Germany",
          "description", "Overcast",
          "temperatureC", new BigDecimal("9"),
          "feelsLikeC", new BigDecimal("8"),
          "humidityPercent", new BigDecimal("58"),
          "windKmh", new BigDecimal("8"),
          "windDirection", "SW",
          "chanceOfRainPercent", new BigDecimal("100"),
          "middayDescription", "Patchy rain nearby");

  private static KeyFigure figure(
      String label, String value, String unit, boolean required, String... aliases) {
    return new KeyFigure(label, new BigDecimal(value), unit, required, List.of(aliases));
  }

  static final GroundTruth BITCOIN =
      truth(
          "crypto",
          List.of(
              figure("BTC price", "89369", "USD", true, "Bitcoin", "BTC"),
              figure("BTC 24h change", "-0.26992674149334894", "%", false, "Bitcoin", "BTC")),
          "Bitcoin (BTC) costs 89,369 USD, 24-hour change -0.27 % (source: CoinGecko).",
          "Bitcoin (BTC) koster 89 369 USD, endring siste 24 timer -0,27 % (kilde: CoinGecko).");

  private static GroundTruth heideck(boolean tomorrow) {
    String date = tomorrow ? "2026-04-04" : "2026-04-03";
    String where = "Heideck, Germany";
    String now =
        "Weather in Heideck, Germany (wttr.in, observed 2026-04-03 10:37 PM local time): Overcast,"
            + " 9 °C, feels like 8 °C, humidity 58 %, wind 8 km/h from SW. ";
    String nowNb =
        "Været i Heideck, Germany (wttr.in, observert 2026-04-03 10:37 PM lokal tid): Overcast,"
            + " 9 °C, føles som 8 °C, luftfuktighet 58 %, vind 8 km/t fra SW. ";
    return truth(
        "weather",
        HEIDECK_FACTS,
        List.of(
            figure("temperature in " + where, "9", "°C", !tomorrow, "Heideck"),
            figure("feels like in " + where, "8", "°C", false, "Heideck"),
            figure("low on " + date, tomorrow ? "6" : "1", "°C", tomorrow, "Heideck"),
            figure("high on " + date, tomorrow ? "9" : "11", "°C", tomorrow, "Heideck"),
            figure("chance of rain on " + date, "100", "%", false, "Heideck"),
            figure("wind in " + where, "8", "km/h", false, "Heideck")),
        now
            + (tomorrow
                ? "Tomorrow (2026-04-04): low 6 °C, high 9 °C, chance of rain up to 100 %, midday:"
                    + " Patchy rain nearby."
                : "Today (2026-04-03): low 1 °C, high 11 °C, chance of rain up to 100 %, midday:"
                    + " Patchy rain nearby."),
        nowNb
            + (tomorrow
                ? "I morgen (2026-04-04): laveste 6 °C, høyeste 9 °C, sjanse for regn opptil 100"
                    + " %, midt på dagen: Patchy rain nearby."
                : "I dag (2026-04-03): laveste 1 °C, høyeste 11 °C, sjanse for regn opptil 100 %,"
                    + " midt på dagen: Patchy rain nearby."));
  }

  static final GroundTruth LIVERPOOL =
      truth(
          "sports",
          List.of(
              figure(
                  "Liverpool goals, Liverpool v Tottenham Hotspur 2026-09-15 19:00 UTC",
                  "3",
                  "goals",
                  true,
                  "Liverpool"),
              figure(
                  "Tottenham Hotspur goals, Liverpool v Tottenham Hotspur 2026-09-15 19:00 UTC",
                  "1",
                  "goals",
                  true,
                  "Tottenham Hotspur",
                  "Tottenham")),
          "Liverpool (TheSportsDB)\nNext matches:\n- 2026-10-11 15:30 UTC Liverpool vs Manchester"
              + " City (English Premier League, Anfield, NS)\nLatest results:\n- 2026-09-15 19:00"
              + " UTC Liverpool 3–1 Tottenham Hotspur (EFL Cup, Anfield, FT)",
          "Liverpool (TheSportsDB)\nNeste kamper:\n- 2026-10-11 15:30 UTC Liverpool mot Manchester"
              + " City (English Premier League, Anfield, NS)\nSiste resultater:\n- 2026-09-15 19:00"
              + " UTC Liverpool 3–1 Tottenham Hotspur (EFL Cup, Anfield, FT)");

  private static GroundTruth source(String id, String question) {
    String q = question.toLowerCase(Locale.ROOT);
    return switch (id) {
      case "coingecko-btc" -> BITCOIN;
      case "wttr-heideck" -> heideck(q.contains("tomorrow") || q.contains("i morgen"));
      case "sportsdb-liverpool" -> LIVERPOOL;
      default -> throw new IllegalStateException("unknown recorded source " + id);
    };
  }

  private static List<String[]> rows(String resource, int fields) throws IOException {
    try (InputStream in = Trust2CorpusTest.class.getResourceAsStream(resource)) {
      assertThat(in).as(resource).isNotNull();
      List<String[]> rows = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\t", -1);
        assertThat(parts).as(line).hasSizeGreaterThanOrEqualTo(fields);
        for (int i = 0; i < parts.length; i++) {
          parts[i] = parts[i].strip().replace("\\n", "\n");
        }
        rows.add(parts);
      }
      return rows;
    }
  }

  private static TurnContext turn(String locale, GroundTruth truth) {
    return Turns.turn(Locale.forLanguageTag(locale), List.of(truth), List.of());
  }

  /** The kept-prose class of a case, from its note. */
  static String keptClass(String note) {
    String n = note.toLowerCase(Locale.ROOT);
    if (n.contains("error object")) {
      return "error object";
    }
    if (n.contains("sentence in") || n.contains("sentence under") || n.contains(" under a ")) {
      return "other language";
    }
    if (n.contains("refusal") || n.contains("doubt")) {
      return "refusal/hedge";
    }
    if (n.contains("comparison") || n.contains("superlative")) {
      return "comparison/superlative";
    }
    if (n.contains("direction") || n.contains("crash") || n.contains("plunges")) {
      return "direction";
    }
    return "other contradiction without a figure";
  }

  static String attributionClass(String source) {
    return switch (source) {
      case "coingecko-btc" -> "crypto: hedged rounding, change sign";
      case "wttr-heideck" -> "weather: secondary figures by their words";
      default -> "sports: names, winner verbs, dates beside scores";
    };
  }

  /**
   * What the words of a reply with the right figures still get wrong (#22 §1, market cases 2): an
   * error object, a denial of the live data, a strong move for a small one, "flat" for a move that
   * is not; the same words negated, or true, pass.
   */
  @Test
  void wordsThatUndermineTheRightFigureAreCaught() {
    for (String wrong :
        List.of(
            "Bitcoin costs $89,369.\n\n{\"error\": \"upstream timeout while fetching 24h change\"}",
            "Bitcoin costs $89,369. I don't have access to real-time data, so check an exchange.",
            "Bitcoin koster 89 369 dollar. Men jeg er ikke sikker, jeg har ikke tilgang til"
                + " sanntidsdata.",
            "Bitcoin costs $89,369 and is crashing today.",
            "Bitcoin costs $89,369, gaining about 0.27 % today.",
            "Bitcoin koster 89 369 dollar, og den har stupt kraftig siste døgn.")) {
      assertThat(guard.check(new Draft(wrong), turn("en", BITCOIN)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    // a sentence in the other language that claims something (content D112, market N056)
    String other = "Liverpool slo Tottenham 3–1 på Anfield. Tottenham won the match comfortably.";
    assertThat(guard.check(new Draft(other), turn("nb", LIVERPOOL)))
        .as(other)
        .isInstanceOf(GuardVerdict.Overridden.class);
    String aside = "Liverpool slo Tottenham 3–1 på Anfield. What a night for the Reds.";
    assertThat(guard.check(new Draft(aside), turn("nb", LIVERPOOL)))
        .as(aside)
        .isInstanceOf(GuardVerdict.Pass.class);
    for (String honest :
        List.of(
            "Bitcoin costs $89,369, basically flat today (-0.27 %).",
            "Bitcoin koster 89 369 dollar og er nesten uendret siste døgn.",
            "Bitcoin costs $89,369. It is not crashing, just slightly down.",
            "Bitcoin costs $89,369. Prices move fast, so check before you trade.")) {
      GuardVerdict v = guard.check(new Draft(honest), turn("en", BITCOIN));
      assertThat(v).as(honest + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  /**
   * "Up to" / "opp mot" names the day's high (#22, content C056: "i overmorgon blir det opp mot 9
   * grader" where 9 °C is the day before's high): judged against that day's high, unless another
   * role word in the clause (gusts, rain) or a named hour says otherwise.
   */
  @Test
  void upToIsTheHighOfTheDaySpokenOf() {
    GroundTruth tomorrow = heideck(true);
    for (String wrong :
        List.of("I morgen blir det opp mot 11 grader.", "Tomorrow it gets up to 11 °C.")) {
      assertThat(guard.check(new Draft(wrong), turn("nb", tomorrow)))
          .as(wrong)
          .isInstanceOf(GuardVerdict.Overridden.class);
    }
    for (String honest :
        List.of(
            "I morgen blir det opp mot 9 grader og ned mot 6 om natta.",
            "Tomorrow it gets up to 9 °C, with a low of 6 °C.")) {
      GuardVerdict v = guard.check(new Draft(honest), turn("nb", tomorrow));
      assertThat(v).as(honest + " " + v.reason()).isInstanceOf(GuardVerdict.Pass.class);
    }
  }

  @Test
  void anOverrideKeepsOnlyTheSentencesThatDoNotUndermineTheRealData() throws Exception {
    Map<String, int[]> counts = new TreeMap<>(); // class -> cases, leaks, false drops
    List<String> failures = new ArrayList<>();
    for (String[] c : rows("/trust2/kept-prose.tsv", 6)) {
      GroundTruth truth = source(c[0], "");
      TurnContext turn = turn(c[1], truth);
      String received = Turns.after(guard, c[2], turn);
      int[] k = counts.computeIfAbsent(keptClass(c[5]), x -> new int[3]);
      k[0]++;
      boolean leak = received.contains(c[3]);
      boolean falseDrop = !c[4].equals("-") && !received.contains(c[4]);
      if (leak) {
        k[1]++;
        failures.add("LEAK " + c[2] + "  =>  " + received.replace("\n", "\\n"));
      }
      if (falseDrop) {
        k[2]++;
        failures.add(
            "DROPPED " + c[4] + " from " + c[2] + "  =>  " + received.replace("\n", "\\n"));
      }
    }
    counts.forEach(
        (cls, k) ->
            System.out.printf(
                "trust2 kept prose, %s: %d cases, %d leaks, %d honest sentences dropped%n",
                cls, k[0], k[1], k[2]));
    failures.forEach(f -> System.out.println("trust2 kept prose " + f));
    assertThat(failures).isEmpty();
  }

  @Test
  void figuresAreAttributedByTheWordsPeopleWrite() throws Exception {
    Map<String, int[]> counts = new TreeMap<>(); // class -> honest, false overrides, wrong, leaks
    List<String> failures = new ArrayList<>();
    for (String[] c : rows("/trust2/attribution.tsv", 6)) {
      GroundTruth truth = source(c[0], c[2]);
      TurnContext turn = turn(c[1], truth);
      GuardVerdict v = guard.check(new Draft(c[3]), turn);
      int[] k = counts.computeIfAbsent(attributionClass(c[0]), x -> new int[4]);
      boolean passed = v instanceof GuardVerdict.Pass;
      if (c[4].equals("honest")) {
        k[0]++;
        if (!passed) {
          k[1]++;
          failures.add("FALSE OVERRIDE " + c[3] + "  (" + v.reason() + ")");
        }
      } else {
        k[2]++;
        if (passed) {
          k[3]++;
          failures.add("LEAK " + c[3] + "  (" + c[5] + ")");
        }
      }
    }
    counts.forEach(
        (cls, k) ->
            System.out.printf(
                "trust2 attribution, %s: %d honest, %d false overrides; %d wrong, %d leaks%n",
                cls, k[0], k[1], k[2], k[3]));
    failures.forEach(f -> System.out.println("trust2 attribution " + f));
    assertThat(failures).isEmpty();
  }
}
