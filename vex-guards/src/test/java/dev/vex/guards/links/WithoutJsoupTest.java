package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * jsoup is an optional dependency of the guards (#23): an application without it gets every piece
 * of raw HTML removed unread by the URL allowlist, whatever its links, and never an error. Each
 * reply is judged twice, by the guards loaded without jsoup and by the guards of this class path
 * (with jsoup), so that each test also shows what jsoup's absence changes.
 */
class WithoutJsoupTest {
  private static URLClassLoader loader;
  private static Class<?> without;

  @BeforeAll
  static void load() throws Exception {
    loader = WithoutJsoup.loader();
    without = loader.loadClass(WithoutJsoup.class.getName());
  }

  @AfterAll
  static void close() throws Exception {
    loader.close();
  }

  @SuppressWarnings("unchecked")
  private static List<String> call(String method, String reply) throws Exception {
    Method m = without.getMethod(method, String.class);
    return (List<String>) m.invoke(null, reply);
  }

  @Test
  void theGuardsLoadedWithoutJsoupFindItMissing() throws Exception {
    assertThat(without.getClassLoader()).isSameAs(loader);
    assertThat((boolean) without.getMethod("jsoup").invoke(null)).isFalse();
    assertThat(WithoutJsoup.jsoup()).isTrue();
  }

  @Test
  void anAllowedAnchorInRawHtmlGoesWithItsTagsButKeepsItsText() throws Exception {
    String reply = "Prices: <a href=\"https://www.coingecko.com/en\">CoinGecko</a> today.";

    assertThat(WithoutJsoup.allowlist(reply).get(1)).isEqualTo(reply);
    List<String> verdict = call("allowlist", reply);
    assertThat(verdict.get(1)).isEqualTo("Prices: CoinGecko today.");
    assertThat(verdict.get(2)).contains("raw HTML");
  }

  @Test
  void offListUrlsInRawHtmlNeverReachTheUser() throws Exception {
    String reply =
        "Look <img src=\"https://evil.example/p.png\" alt=\"x\"> here.\n\n"
            + "<div>\n<a href=\"https://evil.example/a\">more</a>\n</div>\n\n"
            + "And [a source](https://www.coingecko.com/en).";

    String with = WithoutJsoup.allowlist(reply).get(1);
    String text = call("allowlist", reply).get(1);

    assertThat(with).doesNotContain("evil.example");
    assertThat(text)
        .doesNotContain("evil.example")
        .doesNotContain("<")
        .contains("Look")
        .contains("here.")
        .contains("[a source](https://www.coingecko.com/en)");
    assertThat(text).isNotEqualTo(with);
  }

  @Test
  void aReplyWithoutRawHtmlIsJudgedAsWithJsoup() throws Exception {
    String reply =
        "See https://evil.example/x and [CoinGecko](https://www.coingecko.com/en), or"
            + " `curl https://evil.example/y`.";

    assertThat(call("allowlist", reply)).isEqualTo(WithoutJsoup.allowlist(reply));
    assertThat(call("allowlist", reply).get(1)).doesNotContain("evil.example");
  }

  @Test
  void theLinkCheckLeavesRawHtmlUncheckedInsteadOfFailing() throws Exception {
    String reply = "A <a href=\"https://gone.example/\">dead link</a> and https://live.example/.";

    assertThat(WithoutJsoup.links(reply)).contains("HTML https://gone.example/");
    assertThat(call("links", reply))
        .doesNotContain("HTML https://gone.example/")
        .contains("BARE https://live.example/");
  }
}
