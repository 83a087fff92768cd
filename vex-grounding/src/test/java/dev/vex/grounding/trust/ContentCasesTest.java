package dev.vex.grounding.trust;

import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.grounding.testing.WireMockSources;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Recipe, weather-hour and sports replies written by an outsider who had not seen the guards' code
 * (issue #22, {@code content-cases/content-cases.tsv}, copied byte for byte): each is run as a
 * whole guarded turn. The question is classified, the recorded source (the row's fixture, served
 * over HTTP; for TheSportsDB the documented team searches and the recorded event lists beside it)
 * is fetched by the real fetcher, the simulated model answers with the row's draft, and the default
 * guards judge it. An honest draft must reach the user word for word; a wrong one must not. The
 * test prints the count per class (honest changed, wrong passed) and every row that fails.
 */
class ContentCasesTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private static final String TSV = "content-cases/content-cases.tsv";

  private OllamaSimulator sim;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
  }

  @AfterEach
  void stop() {
    sim.close();
  }

  record Case(
      String id,
      String fixture,
      String question,
      Locale locale,
      String draft,
      boolean honest,
      String truth,
      String why) {

    /** The class of the row: its source and its id's prefix. */
    String kind() {
      String source = fixture.substring(0, Math.max(0, fixture.indexOf('/')));
      int dash = id.indexOf('-');
      return source + (dash > 0 ? " " + id.substring(0, dash) : "");
    }
  }

  static List<Case> cases() {
    String tsv = new String(Fixtures.bytes(TSV), StandardCharsets.UTF_8);
    List<Case> out = new ArrayList<>();
    boolean header = true;
    for (String line : tsv.split("\r?\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] c = line.split("\t", -1);
      if (header) {
        assertThat(c).as(line).startsWith("id", "fixture", "question", "lang", "draft", "label");
        header = false;
        continue;
      }
      assertThat(c.length).as(line).isGreaterThanOrEqualTo(6);
      String label = c[5].strip().toLowerCase(Locale.ROOT);
      assertThat(label).as(line).isIn("honest", "wrong");
      out.add(
          new Case(
              c[0].strip(),
              fixture(c[1].strip()),
              c[2],
              locale(c[3].strip()),
              c[4],
              label.equals("honest"),
              c.length > 6 ? c[6] : "",
              c.length > 7 ? c[7] : ""));
    }
    return out;
  }

  /** The fixture below {@code fixtures/}: "themealdb/lookup_52767.json" in any spelling. */
  private static String fixture(String path) {
    String p = path.replace('\\', '/');
    int at = p.indexOf("fixtures/real/");
    return at >= 0 ? p.substring(at + "fixtures/real/".length()) : p;
  }

  private static Locale locale(String lang) {
    String l = lang.toLowerCase(Locale.ROOT);
    return l.equals("no") || l.equals("nb") || l.equals("nn") || l.startsWith("nor")
        ? Locale.forLanguageTag("nb")
        : Locale.ENGLISH;
  }

  /** Serves the row's recording where its fetcher asks, and what the source needs beside it. */
  private static void serve(Case c) {
    wm.resetAll();
    String f = "fixtures/" + c.fixture();
    if (c.fixture().startsWith("thesportsdb/")) {
      String base = "/api/v1/json/3/";
      wm.stubFor(
          get(urlPathEqualTo(base + "searchteams.php"))
              .willReturn(Fixtures.json("documented/thesportsdb/no_teams.json")));
      for (String team : List.of("Liverpool", "Fulham")) {
        wm.stubFor(
            get(urlPathEqualTo(base + "searchteams.php"))
                .withQueryParam("t", equalTo(team))
                .willReturn(
                    Fixtures.json(
                        "documented/thesportsdb/searchteams_"
                            + team.toLowerCase(Locale.ROOT)
                            + ".json")));
      }
      // the recorded event lists at their endpoints (Fulham, 133600, has no eventslast recording:
      // the league's past events hold its one match); the row's own recording where it belongs
      Map<String, String> bodies = new java.util.LinkedHashMap<>();
      bodies.put("eventslast.php 133602", "fixtures/thesportsdb/eventslast_133602.json");
      bodies.put("eventsnext.php 133602", "fixtures/thesportsdb/eventsnext_133602.json");
      bodies.put("eventslast.php 133600", "fixtures/thesportsdb/eventspastleague_4328.json");
      bodies.put("eventsnext.php 133600", "documented/thesportsdb/no_events.json");
      String file = c.fixture().substring("thesportsdb/".length());
      if (file.startsWith("eventslast_133602")) {
        bodies.put("eventslast.php 133602", f);
      } else if (file.startsWith("eventsnext_133602")) {
        bodies.put("eventsnext.php 133602", f);
      } else if (file.startsWith("eventspastleague_4328")) {
        bodies.put("eventslast.php 133600", f);
      }
      bodies.forEach(
          (k, v) ->
              wm.stubFor(
                  get(urlPathEqualTo(base + k.substring(0, k.indexOf(' '))))
                      .withQueryParam("id", equalTo(k.substring(k.indexOf(' ') + 1)))
                      .willReturn(Fixtures.json(v))));
    } else if (c.fixture().startsWith("wttr/") || c.fixture().startsWith("themealdb/")) {
      wm.stubFor(get(anyUrl()).willReturn(Fixtures.json(f)));
    } else {
      wm.stubFor(get(urlPathMatching(".*")).willReturn(Fixtures.json(f)));
    }
  }

  /** The kind and subject of the row's source, for a turn whose classifier misses it. */
  private static Intent sourceIntent(Case c) {
    String f = c.fixture();
    if (f.startsWith("wttr/")) {
      return Intent.of(WeatherFetcher.KIND, f.contains("moscow") ? "Moscow" : "Heideck");
    }
    if (f.startsWith("themealdb/")) {
      return Intent.of(RecipeFetcher.KIND, f.contains("arrabiata") ? "arrabiata" : "Bakewell tart");
    }
    return Intent.of(SportsFetcher.KIND, f.contains("4328") ? "Fulham" : "Liverpool");
  }

  /**
   * One guarded turn over the row's recording. With {@code supplied}, the turn asks the recorded
   * subject (the classifier's intent of the source's kind keeps its parameters; the source's intent
   * is added when the classifier gives none): what the guards do once the source is fetched.
   */
  private AgentReply turn(Case c, boolean supplied) {
    serve(c);
    sim.enqueue(Reply.text(c.draft()));
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b")
            .locale(c.locale());
    Grounding.Builder g =
        WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
            .deadline(Duration.ofSeconds(90));
    if (supplied) {
      GroundingClassifier rules = GroundingClassifier.create();
      Intent source = sourceIntent(c);
      g.classifier(
          m -> {
            // the classifier's intent of the source's kind keeps its parameters (the day, next or
            // last) with the recorded subject; none of that kind: the source's own
            List<Intent> out = new ArrayList<>();
            boolean found = false;
            for (Intent i : rules.classify(m)) {
              if (i.kind().equals(source.kind())) {
                found = true;
                out.add(new Intent(i.kind(), source.subject(), i.parameters()));
              } else {
                out.add(i);
              }
            }
            if (!found) {
              out.add(source);
            }
            return out;
          });
    }
    g.build().applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build().chat(c.question());
  }

  /** The counts of one measure, by class, and the rows that fail it. */
  private record Score(Map<String, int[]> byClass, List<String> failures, int[] all) {
    String table(String title) {
      StringBuilder t = new StringBuilder(title + "\n| class | honest changed | wrong passed |\n");
      t.append("|---|---|---|\n");
      byClass.forEach(
          (k, n) ->
              t.append("| ")
                  .append(k)
                  .append(" | ")
                  .append(n[1])
                  .append('/')
                  .append(n[0])
                  .append(" | ")
                  .append(n[3])
                  .append('/')
                  .append(n[2])
                  .append(" |\n"));
      t.append("| all | ").append(all[1]).append('/').append(all[0]);
      t.append(" | ").append(all[3]).append('/').append(all[2]).append(" |");
      return t.toString();
    }
  }

  private Score score(List<Case> cases, boolean supplied) {
    Map<String, int[]> byClass = new TreeMap<>(); // honest, changed, wrong, passed
    List<String> failures = new ArrayList<>();
    for (Case c : cases) {
      AgentReply r = turn(c, supplied);
      boolean passed = r.text().equals(c.draft());
      String grounded =
          r.factCards().isEmpty() ? " (nothing fetched; intents " + r.trace().intents() + ")" : "";
      String why =
          r.trace().guards().stream()
              .filter(g -> !(g.verdict() instanceof GuardVerdict.Pass))
              .map(g -> g.verdict().reason())
              .toList()
              .toString();
      int[] n = byClass.computeIfAbsent(c.kind(), k -> new int[4]);
      n[c.honest() ? 0 : 2]++;
      if (c.honest() && !passed) {
        n[1]++;
        failures.add(
            "honest changed " + c.id() + grounded + ": " + c.draft() + "\n    because " + why);
      } else if (!c.honest() && passed) {
        n[3]++;
        failures.add(
            "wrong passed " + c.id() + grounded + ": " + c.draft() + "\n    (" + c.why() + ")");
      }
    }
    int[] all = new int[4];
    byClass.values().forEach(n -> java.util.Arrays.setAll(all, j -> all[j] + n[j]));
    return new Score(byClass, failures, all);
  }

  /**
   * The whole turn as a host runs it, and the same turn with the source's intent supplied where the
   * classifier missed it (a miss of the classifier, issue #21, apart from the guards'). Both tables
   * and every failing row are printed; the counts may not rise above the last measured ones (they
   * fall as the classes are fixed).
   */
  @Test
  void honestDraftsReachTheUserWordForWordAndWrongOnesDoNot() {
    List<Case> cases = cases();
    assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
    Score whole = score(cases, false);
    Score supplied = score(cases, true);
    System.out.println(whole.table("whole turn"));
    whole.failures().forEach(System.out::println);
    System.out.println(supplied.table("with the source's intent supplied"));
    supplied.failures().forEach(System.out::println);
    assertThat(whole.all()[1]).as(whole.table("whole turn")).isLessThanOrEqualTo(HONEST_CHANGED);
    assertThat(whole.all()[3]).as(whole.table("whole turn")).isLessThanOrEqualTo(WRONG_PASSED);
    assertThat(supplied.all()[1])
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(SUPPLIED_HONEST_CHANGED);
    assertThat(supplied.all()[3])
        .as(supplied.table("supplied"))
        .isLessThanOrEqualTo(SUPPLIED_WRONG_PASSED);
  }

  // the last measured counts (main at 33647f4 first): lowered as each class is fixed
  private static final int HONEST_CHANGED = 0;
  private static final int WRONG_PASSED = 24;
  private static final int SUPPLIED_HONEST_CHANGED = 0;
  private static final int SUPPLIED_WRONG_PASSED = 2;
}
