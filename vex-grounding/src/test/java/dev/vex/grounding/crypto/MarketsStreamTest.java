package dev.vex.grounding.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.grounding.SourceException;
import dev.vex.grounding.internal.Http;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The coin a fetch reads in one streaming pass of CoinGecko's {@code /coins/markets} answer is the
 * coin the parsed tree gives, and an answer the tree reading refuses is refused the same way: on
 * the real recorded answers (every coin of the top ten asked for by its id) and on those answers
 * changed as a source may change them (a member repeated, null, a string, a boolean, an object, out
 * of range; the coin missing; the answer not an array, truncated or followed by more).
 */
class MarketsStreamTest {
  private static final String BITCOIN = "fixtures/coingecko/coins_markets_usd_ids_bitcoin.json";
  private static final String TOP10 = "fixtures/coingecko/coins_markets_usd_top10.json";
  private static final String URL = "http://127.0.0.1:1/api/v3/coins/markets?vs_currency=usd";
  private static final Instant AT = Instant.parse("2026-12-06T12:00:00Z");

  private static String resource(String name) throws IOException {
    try (InputStream in =
        Objects.requireNonNull(
            MarketsStreamTest.class.getClassLoader().getResourceAsStream(name))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** What the tree reading gives: the truth, or the error's class, reason and message. */
  private static Object tree(String body, String id, boolean priceAsked) {
    try {
      JsonElement json;
      try {
        json = JsonParser.parseString(body);
      } catch (JsonParseException e) {
        throw Http.malformed(CryptoFetcher.SOURCE, URL, 200, body, e);
      }
      return Markets.coin(json, id, "usd", URL, AT, priceAsked);
    } catch (RuntimeException e) {
      return outcome(e);
    }
  }

  private static Object streamed(String body, String id, boolean priceAsked) {
    try {
      return Markets.coin(body, id, "usd", URL, AT, priceAsked);
    } catch (RuntimeException e) {
      return outcome(e);
    }
  }

  private static String outcome(RuntimeException e) {
    String reason = e instanceof SourceException s ? " " + s.reason() + " " + s.status() : "";
    return e.getClass().getSimpleName() + reason + ": " + e.getMessage();
  }

  @Test
  void everyRecordedCoinReadsTheSameStreamedAsFromTheTree() throws IOException {
    String bitcoin = resource(BITCOIN);
    assertThat(streamed(bitcoin, "bitcoin", true)).isInstanceOf(GroundTruth.class);
    assertThat(streamed(bitcoin, "bitcoin", true)).isEqualTo(tree(bitcoin, "bitcoin", true));
    assertThat(streamed(bitcoin, "bitcoin", false)).isEqualTo(tree(bitcoin, "bitcoin", false));
    String top = resource(TOP10);
    List<String> ids =
        List.of(
            "bitcoin",
            "ethereum",
            "tether",
            "binancecoin",
            "ripple",
            "usd-coin",
            "solana",
            "tron",
            "figure-heloc",
            "dogecoin");
    for (String id : ids) {
      Object s = streamed(top, id, true);
      assertThat(s).as(id).isInstanceOf(GroundTruth.class);
      assertThat(((GroundTruth) s).facts().get("coinId")).isEqualTo(id);
      assertThat(s).as(id).isEqualTo(tree(top, id, true));
    }
  }

  @Test
  void changedAnswersReadTheSameStreamedAsFromTheTree() throws IOException {
    String real = resource(BITCOIN);
    List<String[]> cases = new ArrayList<>();
    cases.add(new String[] {"a repeated price, the last one counts", "{", "{\"current_price\":1,"});
    cases.add(
        new String[] {
          "a price as a string", "\"current_price\":65603", "\"current_price\":\"65603.5\""
        });
    cases.add(new String[] {"a null price", "\"current_price\":65603", "\"current_price\":null"});
    cases.add(
        new String[] {"a boolean price", "\"current_price\":65603", "\"current_price\":true"});
    cases.add(
        new String[] {
          "an object for the price", "\"current_price\":65603", "\"current_price\":{\"usd\":1}"
        });
    cases.add(
        new String[] {"a price out of range", "\"current_price\":65603", "\"current_price\":1e20"});
    cases.add(
        new String[] {
          "a market cap out of range", "\"market_cap\":1308856140801", "\"market_cap\":1e400"
        });
    cases.add(new String[] {"a zero high", "\"high_24h\":68116", "\"high_24h\":0.000"});
    cases.add(
        new String[] {
          "a null and a string for the change",
          "\"price_change_percentage_24h\":-2.96975",
          "\"price_change_percentage_24h\":null,\"price_change_24h\":\"x\""
        });
    cases.add(new String[] {"a number as the name", "\"name\":\"Bitcoin\"", "\"name\":42"});
    cases.add(
        new String[] {"an array as the symbol", "\"symbol\":\"btc\"", "\"symbol\":[\"btc\"]"});
    cases.add(
        new String[] {
          "the id as a string with spaces", "\"id\":\"bitcoin\"", "\"id\":\" bitcoin \""
        });
    cases.add(new String[] {"another coin", "\"id\":\"bitcoin\"", "\"id\":\"litecoin\""});
    cases.add(new String[] {"a number, an array and null before the coin", "[{", "[1,[2],null,{"});
    cases.add(
        new String[] {"the same id twice", "[{", "[{\"id\":\"bitcoin\",\"current_price\":2},{"});
    cases.add(new String[] {"an object, not an array", "[{", "{\"coins\":[{"});
    cases.add(new String[] {"more after the array", "}]", "}] []"});
    cases.add(new String[] {"truncated", "\"ath\":126080", "\"ath\":1260"});
    cases.add(new String[] {"a broken member", "\"high_24h\":68116", "\"high_24h\":68116:"});
    cases.add(new String[] {"an unquoted name", "\"low_24h\":", "low_24h:"});
    int changed = 0;
    for (String[] c : cases) {
      String body =
          c[0].equals("truncated")
              ? real.substring(0, real.indexOf(c[1]) + 10)
              : real.replaceFirst(
                  java.util.regex.Pattern.quote(c[1]),
                  java.util.regex.Matcher.quoteReplacement(c[2]));
      assertThat(body).as(c[0]).isNotEqualTo(real);
      Object expected = tree(body, "bitcoin", true);
      assertThat(streamed(body, "bitcoin", true)).as(c[0]).isEqualTo(expected);
      if (!expected.equals(tree(real, "bitcoin", true))) {
        changed++;
      }
    }
    // the table changes what the user gets, not only how it is written
    assertThat(changed).isGreaterThan(cases.size() / 2);
    assertThat(streamed("null", "bitcoin", true)).isEqualTo(tree("null", "bitcoin", true));
    assertThat(streamed("[]", "bitcoin", true)).isEqualTo(tree("[]", "bitcoin", true));
  }
}
