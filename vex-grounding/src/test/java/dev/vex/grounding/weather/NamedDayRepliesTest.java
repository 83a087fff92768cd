package dev.vex.grounding.weather;

import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.TurnContext;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.testing.Fixtures;
import dev.vex.guards.digits.DigitScanGuard;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Replies about a named day or hour (issue #22, "attribution that people write"), honest and wrong,
 * English and Norwegian, in {@code weather-days/cases.tsv}: each is judged by the digit scan over
 * what the real {@link WeatherFetcher} reads from the recorded wttr.in documents served over HTTP.
 * An honest reply must reach the user unchanged (a pass); a wrong one must not. The test prints the
 * count per class of the table (honest overridden, wrong passed) and lists every row that fails.
 */
class NamedDayRepliesTest {
  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  private record Case(
      String kind,
      boolean honest,
      String file,
      String place,
      int day,
      Locale locale,
      String question,
      String reply,
      String note) {}

  private static List<Case> cases() {
    String tsv = new String(Fixtures.bytes("weather-days/cases.tsv"), StandardCharsets.UTF_8);
    List<Case> out = new ArrayList<>();
    for (String line : tsv.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] c = line.split("\t", -1);
      assertThat(c).as(line).hasSize(9);
      assertThat(c[1]).as(line).isIn("honest", "wrong");
      out.add(
          new Case(
              c[0],
              c[1].equals("honest"),
              c[2],
              c[3],
              Integer.parseInt(c[4]),
              Locale.forLanguageTag(c[5]),
              c[6],
              c[7],
              c[8]));
    }
    return out;
  }

  private static GuardVerdict judge(Case c) throws InterruptedException {
    wm.resetAll();
    wm.stubFor(get(anyUrl()).willReturn(Fixtures.json("fixtures/wttr/" + c.file())));
    WeatherFetcher f =
        WeatherFetcher.builder().baseUrl(wm.baseUrl()).timeout(Duration.ofSeconds(60)).build();
    Intent i =
        c.day() == 0
            ? Intent.of(WeatherFetcher.KIND, c.place())
            : new Intent(
                WeatherFetcher.KIND,
                c.place(),
                Map.of(WeatherFetcher.DAY, String.valueOf(c.day())));
    GroundTruth t = f.fetch(i);
    TurnContext ctx =
        new TurnContext(
            Message.user(c.question()),
            c.locale(),
            List.of(i),
            List.of(t),
            List.of(),
            List.of(),
            "",
            null);
    return DigitScanGuard.defaults().check(new Draft(c.reply()), ctx);
  }

  @Test
  void honestRepliesPassAndWrongOnesAreCaughtInEveryClass() throws Exception {
    List<Case> cases = cases();
    assertThat(cases).hasSizeGreaterThanOrEqualTo(60);
    Map<String, int[]> byClass = new TreeMap<>(); // honest, overridden, wrong, passed
    List<String> failures = new ArrayList<>();
    for (Case c : cases) {
      GuardVerdict v = judge(c);
      boolean passed = v instanceof GuardVerdict.Pass;
      int[] n = byClass.computeIfAbsent(c.kind(), k -> new int[4]);
      n[c.honest() ? 0 : 2]++;
      if (c.honest() && !passed) {
        n[1]++;
        failures.add("honest overridden [" + c.kind() + "] " + c.reply() + "\n    " + v.reason());
      } else if (!c.honest() && passed) {
        n[3]++;
        failures.add("wrong passed [" + c.kind() + "] " + c.reply() + " (" + c.note() + ")");
      }
    }
    StringBuilder table =
        new StringBuilder("| class | honest overridden | wrong passed |\n|---|---|---|\n");
    int[] all = new int[4];
    byClass.forEach(
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
    assertThat(failures).as(table.toString()).isEmpty();
  }
}
