package dev.vex.grounding.testing;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The harness of the guard tuning tables (issue #22): rows written by someone who had not seen the
 * guards' code, each a question, the recorded source document it is about (a path under {@code
 * /work/shared/fixtures/real/}, served from this module's byte-identical copies under {@code
 * fixtures/}), the model's whole draft and whether it is honest. Each row runs as a whole guarded
 * turn: the question is classified, the real fetcher reads the recording over HTTP, the simulated
 * model answers with the draft, and the default guards judge it. An honest draft must reach the
 * user word for word; a wrong one must not.
 *
 * <p>A row may also run with the source's intent supplied (a miss of the classifier, issue #21,
 * apart from the guards'): the classifier's intent of the source's kind is made an ask (but a
 * share's past day, which is fetched as a mention), and the source's own intent is added when the
 * classifier gives none of its kind and the recording says what it is ({@link #sourceIntent}).
 *
 * <p>The table's format: UTF-8, TAB-separated, the header {@code id fixture question lang draft
 * label truth why} (a table without it has its columns in that order), lines starting with {@code
 * #} are comments; in a cell {@code \n} is a newline, {@code \t} a tab and {@code \\} a backslash.
 * The row's class is its tag, the last {@code [...]} of its why.
 */
public final class GuardCases {
  private GuardCases() {}

  /** The fetchers a table's turns have, and where they ask. */
  public enum Sources {
    /**
     * CoinGecko, Yahoo chart, Frankfurter and Hacker News Algolia, each under its own path prefix,
     * no cache, only those four kinds; the agent's locale is the default (English).
     */
    MARKET,
    /**
     * All nine fetchers at the server's root (TheSportsDB under {@code /api/v1/json/3}); the
     * agent's locale is the row's language.
     */
    CONTENT
  }

  /**
   * One row.
   *
   * @param id the row's id
   * @param fixture the recording, below {@code fixtures/} ("wttr/heideck_j1.json")
   * @param question what the user asked
   * @param lang the row's language as written ("en", "no")
   * @param draft the model's whole reply, unescaped
   * @param honest whether the draft is honest
   * @param truth the source's figures the draft is about
   * @param why what makes the draft honest or wrong, ending in its tag
   */
  public record Case(
      String id,
      String fixture,
      String question,
      String lang,
      String draft,
      boolean honest,
      String truth,
      String why) {

    /** The source: the recording's folder ("coingecko"). */
    public String source() {
      return fixture.substring(0, Math.max(0, fixture.indexOf('/')));
    }

    /** The tag: the last bracketed word of the why ("wrong-points"), or "". */
    public String tag() {
      String w = why.strip();
      int open = w.lastIndexOf('[');
      return open >= 0 && w.endsWith("]") ? w.substring(open + 1, w.length() - 1) : "";
    }

    /** The row's class: its source and its tag ("coingecko wrong-price"). */
    public String kind() {
      return source() + " " + tag();
    }

    /** The user's locale: Norwegian for "no", "nb", "nn" or "nor...", else English. */
    public Locale locale() {
      String l = lang.strip().toLowerCase(Locale.ROOT);
      return l.equals("no") || l.equals("nb") || l.equals("nn") || l.startsWith("nor")
          ? Locale.forLanguageTag("nb")
          : Locale.ENGLISH;
    }
  }

  /**
   * Reads a table from the test resources.
   *
   * @param resource the table's path below the resources root
   * @return its rows, in order
   */
  public static List<Case> read(String resource) {
    String tsv = new String(Fixtures.bytes(resource), StandardCharsets.UTF_8);
    List<Case> out = new ArrayList<>();
    boolean header = true;
    for (String line : tsv.split("\r?\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] c = line.split("\t", -1);
      if (header) {
        header = false;
        if (c[0].strip().equals("id")) {
          assertThat(c).as(line).startsWith("id", "fixture", "question", "lang", "draft", "label");
          continue;
        }
        // a table without its header line (cases4 was written so): the columns in that order
      }
      assertThat(c.length).as(line).isGreaterThanOrEqualTo(6);
      String label = c[5].strip().toLowerCase(Locale.ROOT);
      assertThat(label).as(line).isIn("honest", "wrong");
      out.add(
          new Case(
              c[0].strip(),
              fixture(c[1].strip()),
              unescape(c[2]),
              c[3].strip(),
              unescape(c[4]),
              label.equals("honest"),
              c.length > 6 ? unescape(c[6]) : "",
              c.length > 7 ? unescape(c[7]) : ""));
    }
    return out;
  }

  /** The fixture below {@code fixtures/}: "themealdb/lookup_52767.json" in any spelling. */
  private static String fixture(String path) {
    String p = path.replace('\\', '/');
    int at = p.indexOf("fixtures/real/");
    return at >= 0 ? p.substring(at + "fixtures/real/".length()) : p;
  }

  /** A cell with {@code \n}, {@code \t} and {@code \\} read as newline, tab and backslash. */
  static String unescape(String cell) {
    if (cell.indexOf('\\') < 0) {
      return cell;
    }
    StringBuilder b = new StringBuilder(cell.length());
    for (int i = 0; i < cell.length(); i++) {
      char ch = cell.charAt(i);
      if (ch == '\\' && i + 1 < cell.length()) {
        char next = cell.charAt(i + 1);
        if (next == 'n' || next == 't' || next == '\\') {
          b.append(next == 'n' ? '\n' : next == 't' ? '\t' : '\\');
          i++;
          continue;
        }
      }
      b.append(ch);
    }
    return b.toString();
  }

  /**
   * Serves the row's recording where its fetcher asks for it, and what the source needs beside it
   * (for TheSportsDB the documented team searches and the recorded event lists); every other
   * request is a 404.
   *
   * @param wm the test server
   * @param c the row
   */
  public static void serve(WireMockExtension wm, Case c) {
    wm.resetAll();
    wm.stubFor(any(anyUrl()).atPriority(10).willReturn(aResponse().withStatus(404)));
    String fixture = c.fixture();
    String file = fixture.substring(fixture.indexOf('/') + 1);
    String path = "fixtures/" + fixture;
    switch (c.source()) {
      case "hn-algolia" ->
          wm.stubFor(get(urlPathEqualTo("/hn/api/v1/search")).willReturn(Fixtures.json(path)));
      case "frankfurter" ->
          wm.stubFor(get(urlPathMatching("/frankfurter/v1/.*")).willReturn(Fixtures.json(path)));
      case "coingecko" -> {
        String at =
            file.startsWith("coins_markets")
                ? "/coingecko/api/v3/coins/markets"
                : file.startsWith("simple_price")
                    ? "/coingecko/api/v3/simple/price"
                    : "/coingecko/api/v3/search";
        wm.stubFor(get(urlPathEqualTo(at)).willReturn(Fixtures.json(path)));
      }
      case "yahoo-chart" -> {
        wm.stubFor(
            get(urlPathMatching("/yahoo/v8/finance/chart/.*")).willReturn(Fixtures.json(path)));
        // the search a company's name needs first: the recording of the chart's own symbol
        String search = "fixtures/yahoo-search/search_" + chartSymbol(file) + ".json";
        if (Fixtures.class.getClassLoader().getResource(search) != null) {
          wm.stubFor(
              get(urlPathEqualTo("/yahoo/v1/finance/search")).willReturn(Fixtures.json(search)));
        }
      }
      case "yahoo-search" ->
          wm.stubFor(
              get(urlPathEqualTo("/yahoo/v1/finance/search")).willReturn(Fixtures.json(path)));
      case "thesportsdb" -> serveSports(wm, file, path);
      case "wttr", "themealdb" -> wm.stubFor(get(anyUrl()).willReturn(Fixtures.json(path)));
      default -> throw new IllegalArgumentException("no source for " + fixture);
    }
  }

  /** "AAPL" of "chart_AAPL_2020-01-01_to_2020-01-03_1d.json". */
  private static String chartSymbol(String file) {
    return file.substring("chart_".length(), file.indexOf('_', "chart_".length()));
  }

  private static void serveSports(WireMockExtension wm, String file, String path) {
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
    Map<String, String> bodies = new LinkedHashMap<>();
    bodies.put("eventslast.php 133602", "fixtures/thesportsdb/eventslast_133602.json");
    bodies.put("eventsnext.php 133602", "fixtures/thesportsdb/eventsnext_133602.json");
    bodies.put("eventslast.php 133600", "fixtures/thesportsdb/eventspastleague_4328.json");
    bodies.put("eventsnext.php 133600", "documented/thesportsdb/no_events.json");
    if (file.startsWith("eventslast_133602")) {
      bodies.put("eventslast.php 133602", path);
    } else if (file.startsWith("eventsnext_133602")) {
      bodies.put("eventsnext.php 133602", path);
    } else if (file.startsWith("eventspastleague_4328")) {
      bodies.put("eventslast.php 133600", path);
    }
    bodies.forEach(
        (k, v) ->
            wm.stubFor(
                get(urlPathEqualTo(base + k.substring(0, k.indexOf(' '))))
                    .withQueryParam("id", equalTo(k.substring(k.indexOf(' ') + 1)))
                    .willReturn(Fixtures.json(v))));
  }

  /**
   * The source's own intent, for a turn whose classifier gives none of its kind, or null where the
   * recording does not say what was asked: a recording of one subject (a place, a dish, a team,
   * bitcoin, the front page) gives that subject; the top ten coins, the rates and a share's window
   * of days give none (the row's coin, pair or day is not the recording's).
   */
  static Intent sourceIntent(Case c) {
    String f = c.fixture();
    return switch (c.source()) {
      case "wttr" -> Intent.of(WeatherFetcher.KIND, f.contains("moscow") ? "Moscow" : "Heideck");
      case "themealdb" ->
          Intent.of(RecipeFetcher.KIND, f.contains("arrabiata") ? "arrabiata" : "Bakewell tart");
      case "thesportsdb" ->
          Intent.of(SportsFetcher.KIND, f.contains("4328") ? "Fulham" : "Liverpool");
      case "hn-algolia" -> Intent.of(NewsFetcher.KIND, "");
      case "coingecko" -> f.contains("ids_bitcoin") ? Intent.of(CryptoFetcher.KIND, "BTC") : null;
      default -> null;
    };
  }

  /** The kind of the row's source. */
  private static String sourceKind(Case c) {
    return switch (c.source()) {
      case "wttr" -> WeatherFetcher.KIND;
      case "themealdb" -> RecipeFetcher.KIND;
      case "thesportsdb" -> SportsFetcher.KIND;
      case "hn-algolia" -> NewsFetcher.KIND;
      case "coingecko" -> CryptoFetcher.KIND;
      case "frankfurter" -> CurrencyFetcher.KIND;
      case "yahoo-chart", "yahoo-search" -> StockFetcher.KIND;
      default -> throw new IllegalArgumentException("no source for " + c.fixture());
    };
  }

  /** Whether the recording is of one subject, which a supplied intent then names. */
  private static boolean recordedSubject(Case c) {
    return Set.of("wttr", "themealdb", "thesportsdb").contains(c.source());
  }

  /**
   * One guarded turn over the row's recording.
   *
   * @param sim the simulated model, which answers with the row's draft
   * @param wm the test server of the recordings
   * @param sources the fetchers the turn has
   * @param c the row
   * @param supplied whether the source's intent is supplied (see the class comment)
   * @return what the user receives, with the trace
   */
  public static AgentReply turn(
      OllamaSimulator sim, WireMockExtension wm, Sources sources, Case c, boolean supplied) {
    serve(wm, c);
    sim.enqueue(Reply.text(c.draft()));
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b");
    Grounding.Builder g;
    if (sources == Sources.CONTENT) {
      b.locale(c.locale());
      g =
          WireMockSources.grounding(wm.baseUrl(), Duration.ofSeconds(60))
              .deadline(Duration.ofSeconds(90));
    } else {
      g = market(wm.baseUrl());
    }
    if (supplied) {
      IntentClassifier rules = g.build().classifier(); // the one the turn has by default
      String kind = sourceKind(c);
      Intent source = sourceIntent(c);
      boolean recorded = recordedSubject(c);
      g.classifier(
          m -> {
            // the classifier's intent of the source's kind, as an ask with its parameters (the
            // day, next or last) and, for a recording of one subject, that subject; a share's
            // past day stays a mention (such a mention is fetched, and is no ask of the price
            // now); none of that kind: the source's own, where the recording says what it is
            List<Intent> out = new ArrayList<>();
            boolean found = false;
            for (Intent i : rules.classify(m, PreviousTurn.NONE)) { // as the agent calls it
              if (!i.kind().equals(kind)) {
                out.add(i);
                continue;
              }
              found = true;
              if (!i.isAsk() && kind.equals(StockFetcher.KIND)) {
                out.add(i);
                continue;
              }
              String subject =
                  source != null && (recorded || i.subject().isBlank())
                      ? source.subject()
                      : i.subject();
              out.add(new Intent(i.kind(), subject, i.parameters()));
            }
            if (!found && source != null) {
              out.add(source);
            }
            return out;
          });
    }
    g.build().applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build().chat(c.question());
  }

  /** The market sources, each under its own path prefix of the test server. */
  private static Grounding.Builder market(String base) {
    Duration t = Duration.ofSeconds(30);
    return Grounding.builder()
        .crypto(
            CryptoFetcher.builder()
                .baseUrl(base + "/coingecko")
                .timeout(t)
                .cacheTtl(Duration.ZERO)
                .build())
        .stocks(
            StockFetcher.builder()
                .baseUrl(base + "/yahoo")
                .timeout(t)
                .cacheTtl(Duration.ZERO)
                .build())
        .news(
            NewsFetcher.builder().baseUrl(base + "/hn").timeout(t).cacheTtl(Duration.ZERO).build())
        .currency(
            CurrencyFetcher.builder()
                .baseUrl(base + "/frankfurter")
                .timeout(t)
                .cacheTtl(Duration.ZERO)
                .build())
        .only("crypto", "stocks", "news", "currency")
        .deadline(Duration.ofSeconds(60));
  }

  /**
   * The counts of one measure by class (honest, honest changed, wrong, wrong passed), the rows that
   * fail it, described, and their ids.
   *
   * @param byClass the counts per class
   * @param failures each failing row, described
   * @param failed the failing rows' ids
   * @param all the counts over all classes
   */
  public record Score(
      Map<String, int[]> byClass, List<String> failures, Set<String> failed, int[] all) {

    /** Honest drafts changed. */
    public int honestChanged() {
      return all[1];
    }

    /** Wrong drafts that reached the user word for word. */
    public int wrongPassed() {
      return all[3];
    }

    /** The counts as a Markdown table under a title. */
    public String table(String title) {
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

    /** The table and every failing row, printed. */
    public Score print(String title) {
      System.out.println(table(title));
      failures.forEach(System.out::println);
      System.out.println("rows failing (" + title + "): " + failed);
      return this;
    }
  }

  /**
   * Runs every row and counts, by class, the honest drafts changed and the wrong ones passed.
   *
   * @param cases the rows
   * @param turn what the user receives for a row
   * @param classOf the row's class
   * @return the score
   */
  public static Score score(
      List<Case> cases, Function<Case, AgentReply> turn, Function<Case, String> classOf) {
    Map<String, int[]> byClass = new TreeMap<>(); // honest, changed, wrong, passed
    List<String> failures = new ArrayList<>();
    Set<String> failed = new TreeSet<>();
    for (Case c : cases) {
      AgentReply r = turn.apply(c);
      boolean unchanged = r.text().equals(c.draft());
      int[] n = byClass.computeIfAbsent(classOf.apply(c), k -> new int[4]);
      n[c.honest() ? 0 : 2]++;
      if (c.honest() == unchanged) {
        continue;
      }
      failed.add(c.id());
      String intents =
          r.trace().intents().stream()
              .map(i -> i.kind() + (i.isAsk() ? "" : "(mention)") + ":" + i.subject())
              .toList()
              .toString();
      String grounded = r.factCards().isEmpty() ? " (nothing fetched)" : "";
      if (c.honest()) {
        n[1]++;
        failures.add(
            "honest changed "
                + c.id()
                + " ["
                + classOf.apply(c)
                + "] "
                + intents
                + grounded
                + " "
                + c.draft()
                + "\n    because "
                + reasons(r));
      } else {
        n[3]++;
        failures.add(
            "wrong passed "
                + c.id()
                + " ["
                + classOf.apply(c)
                + "] "
                + intents
                + grounded
                + " "
                + c.draft()
                + "\n    ("
                + c.why()
                + ")\n    digit scan: "
                + r.trace().guards().stream()
                    .filter(g -> g.guard().equals("digit-scan"))
                    .map(g -> g.verdict().reason())
                    .toList());
      }
    }
    int[] all = new int[4];
    byClass.values().forEach(n -> java.util.Arrays.setAll(all, j -> all[j] + n[j]));
    return new Score(byClass, failures, failed, all);
  }

  private static String reasons(AgentReply reply) {
    return reply.trace().guards().stream()
        .filter(g -> !(g.verdict() instanceof GuardVerdict.Pass))
        .map(g -> g.guard() + ": " + g.verdict().reason())
        .toList()
        .toString();
  }
}
