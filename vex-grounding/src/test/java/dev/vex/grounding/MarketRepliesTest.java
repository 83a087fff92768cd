package dev.vex.grounding;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.Guards;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
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
 * fetchers. An honest draft must reach the user unchanged; a wrong one must not. The test prints
 * the count per source and class (honest changed, wrong passed) and lists every row that fails.
 */
class MarketRepliesTest {
  @RegisterExtension
  static WireMockExtension source =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private record Case(
      String id,
      String fixture,
      String question,
      String lang,
      String draft,
      boolean honest,
      String truth,
      String why) {
    String kind() {
      String dir = fixture.substring(0, fixture.indexOf('/'));
      int open = why.lastIndexOf('[');
      String tag = open >= 0 && why.endsWith("]") ? why.substring(open + 1, why.length() - 1) : "";
      return dir + " " + tag;
    }
  }

  /**
   * The rows that fail today, each with why: the test fails when one of them passes (the list is to
   * shrink with the fix) or another row fails.
   */
  private static final Map<String, String> LEFT = left();

  private static Map<String, String> left() {
    Map<String, String> m = new TreeMap<>();
    m.put("M005", "the question is read as a mention: news is not fetched for mentions");
    // M011 ("How's the Conductor Show HN doing? …") is an ask since session 20's ask model (trained
    // with tune8): the front page is fetched and the wrong comment count is caught
    m.put(
        "M022",
        "the question is read as a mention since session 19's retrained ask model (an ask on the"
            + " market branch alone): news is not fetched for mentions");
    m.put(
        "M058",
        "cannot be served: a NOK ask gets the USD recording, whose figures the fetcher labels NOK");
    m.put("M072", "cannot be served: the ask is NOK-based and the only recording is USD-based");
    m.put("M074", "cannot be served: the ask is NOK-based and the only recording is USD-based");
    m.put("M077", "cannot be served: the ask is EUR-based and the only recording is USD-based");
    m.put("M085", "cannot be served: the ask is EUR-based and the only recording is USD-based");
    m.put("M091", "the question is not classified as a stocks ask (no intent)");
    return m;
  }

  static List<Case> cases() {
    String tsv = new String(Fixtures.bytes("market/cases.tsv"), StandardCharsets.UTF_8);
    List<Case> out = new ArrayList<>();
    boolean header = true;
    for (String line : tsv.split("\n")) {
      if (header) {
        header = false;
        assertThat(line).startsWith("id\tfixture\tquestion\tlang\tdraft\tlabel");
        continue;
      }
      if (line.isBlank()) {
        continue;
      }
      String[] c = line.split("\t", -1);
      assertThat(c).as(line).hasSize(8);
      assertThat(c[5]).as(line).isIn("honest", "wrong");
      out.add(
          new Case(
              c[0],
              c[1],
              c[2],
              c[3],
              c[4].replace("\\n", "\n"),
              c[5].equals("honest"),
              c[6],
              c[7]));
    }
    return out;
  }

  /** Serves the row's recording where its fetcher asks for it; every other request is a 404. */
  private static void serve(String fixture) {
    source.resetAll();
    source.stubFor(any(anyUrl()).atPriority(10).willReturn(aResponse().withStatus(404)));
    String dir = fixture.substring(0, fixture.indexOf('/'));
    String file = fixture.substring(fixture.indexOf('/') + 1);
    String path = "fixtures/" + fixture;
    switch (dir) {
      case "hn-algolia" ->
          source.stubFor(get(urlPathEqualTo("/hn/api/v1/search")).willReturn(Fixtures.json(path)));
      case "frankfurter" ->
          source.stubFor(
              get(urlPathMatching("/frankfurter/v1/.*")).willReturn(Fixtures.json(path)));
      case "coingecko" -> {
        String at =
            file.startsWith("coins_markets")
                ? "/coingecko/api/v3/coins/markets"
                : file.startsWith("simple_price")
                    ? "/coingecko/api/v3/simple/price"
                    : "/coingecko/api/v3/search";
        source.stubFor(get(urlPathEqualTo(at)).willReturn(Fixtures.json(path)));
      }
      case "yahoo-chart" -> {
        source.stubFor(
            get(urlPathMatching("/yahoo/v8/finance/chart/.*")).willReturn(Fixtures.json(path)));
        // the search a company's name needs first: the recording of the chart's own symbol
        String symbol = file.substring("chart_".length(), file.indexOf('_', "chart_".length()));
        String search = "fixtures/yahoo-search/search_" + symbol + ".json";
        if (Fixtures.class.getClassLoader().getResource(search) != null) {
          source.stubFor(
              get(urlPathEqualTo("/yahoo/v1/finance/search")).willReturn(Fixtures.json(search)));
        }
      }
      case "yahoo-search" ->
          source.stubFor(
              get(urlPathEqualTo("/yahoo/v1/finance/search")).willReturn(Fixtures.json(path)));
      default -> throw new IllegalArgumentException("no source for " + fixture);
    }
  }

  private static Agent agent(OllamaSimulator sim) {
    Duration t = Duration.ofSeconds(30);
    String base = source.baseUrl();
    Agent.Builder b =
        Agent.builder()
            .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
            .model("qwen2.5:3b");
    Grounding.builder()
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
        .deadline(Duration.ofSeconds(60))
        .build()
        .applyTo(b);
    Guards.defaults().forEach(b::guard);
    return b.build();
  }

  @Test
  void honestRepliesReachTheUserUnchangedAndWrongOnesDoNot() {
    List<Case> cases = cases();
    assertThat(cases).isNotEmpty();
    Map<String, int[]> byKind = new TreeMap<>(); // honest, changed, wrong, passed
    List<String> failures = new ArrayList<>();
    java.util.Set<String> failed = new java.util.TreeSet<>();
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      for (Case c : cases) {
        // a fresh agent per row: a fetcher remembers a server without /coins/markets
        Agent agent = agent(sim);
        serve(c.fixture());
        sim.enqueue(Reply.text(c.draft()));
        AgentReply reply = agent.chat(c.question());
        boolean unchanged = reply.text().equals(c.draft());
        int[] n = byKind.computeIfAbsent(c.kind(), k -> new int[4]);
        n[c.honest() ? 0 : 2]++;
        String intents =
            reply.trace().intents().stream()
                .map(i -> i.kind() + (i.isAsk() ? "" : "(mention)") + ":" + i.subject())
                .toList()
                .toString();
        if (c.honest() != unchanged) {
          failed.add(c.id());
        }
        if (c.honest() && !unchanged) {
          n[1]++;
          failures.add(
              "honest changed "
                  + c.id()
                  + " ["
                  + c.kind()
                  + "] "
                  + intents
                  + " "
                  + c.draft()
                  + "\n    "
                  + reasons(reply));
        } else if (!c.honest() && unchanged) {
          n[3]++;
          failures.add(
              "wrong passed "
                  + c.id()
                  + " ["
                  + c.kind()
                  + "] "
                  + intents
                  + " "
                  + c.draft()
                  + " ("
                  + c.why()
                  + ")");
        }
      }
    }
    StringBuilder table =
        new StringBuilder("| class | honest changed | wrong passed |\n|---|---|---|\n");
    int[] all = new int[4];
    byKind.forEach(
        (k, n) -> {
          table.append("| ").append(k).append(" | ").append(n[1]).append('/').append(n[0]);
          table.append(" | ").append(n[3]).append('/').append(n[2]).append(" |\n");
          for (int j = 0; j < 4; j++) {
            all[j] += n[j];
          }
        });
    table.append("| all | ").append(all[1]).append('/').append(all[0]);
    table.append(" | ").append(all[3]).append('/').append(all[2]).append(" |");
    System.out.println(table);
    failures.forEach(System.out::println);
    System.out.println("rows failing: " + failed);
    assertThat(failed).as(table + "\n" + String.join("\n", failures)).isEqualTo(LEFT.keySet());
  }

  private static String reasons(AgentReply reply) {
    return reply.trace().guards().stream()
        .filter(g -> !(g.verdict() instanceof dev.vex.core.guard.GuardVerdict.Pass))
        .map(g -> g.guard() + ": " + g.verdict().reason())
        .toList()
        .toString();
  }
}
