package dev.vex.grounding.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.grounding.intent.GroundingClassifier;
import dev.vex.guards.digits.DigitScanGuard;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A question about a coin's market cap, supply or range asks for a figure CoinGecko's price
 * endpoint does not give: the price is fetched and checked, but an honest answer about the market
 * cap that leaves the price out is not replaced by it.
 */
class OtherFigureAskTest {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  private static String figure(String question) {
    List<Intent> intents = CLASSIFIER.classify(question);
    assertThat(intents).as(question).hasSize(1);
    return intents.get(0).parameters().getOrDefault(CryptoFetcher.FIGURE, "price");
  }

  @Test
  void theClassifierSaysWhichFigureWasAskedFor() {
    assertThat(figure("What is bitcoin's market cap?")).isEqualTo(CryptoFetcher.OTHER_FIGURE);
    assertThat(figure("Hvor stor er markedsverdien til bitcoin?"))
        .isEqualTo(CryptoFetcher.OTHER_FIGURE);
    assertThat(figure("What is the bitcoin price?")).isEqualTo("price");
    assertThat(figure("bitcoin price and market cap?")).isEqualTo("price");
    assertThat(figure("Hva er bitcoinprisen?")).isEqualTo("price");
  }

  private static GuardVerdict check(boolean priceAsked, String reply) {
    var json = JsonParser.parseString("{\"bitcoin\":{\"usd\":89369,\"usd_24h_change\":-0.2712}}");
    var btc = CryptoFetcher.parse(json, "bitcoin", "usd", "http://x", Instant.EPOCH, priceAsked);
    var ctx =
        new TurnContext(
            Message.user("q"),
            Locale.ENGLISH,
            List.of(Intent.chat()),
            List.of(btc),
            List.of(),
            List.of(),
            "",
            null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  @Test
  void anHonestMarketCapAnswerIsNotReplacedButAWrongPriceIsStillCaught() {
    String honest = "Bitcoin's market cap is about $1.78 trillion.";
    assertThat(check(true, honest)).isNotInstanceOf(GuardVerdict.Pass.class);
    assertThat(check(false, honest)).isInstanceOf(GuardVerdict.Pass.class);
    // a price near the real one but wrong is caught, as for every optional figure; one far from it
    // ("$42,150") is not read as a claim about the price when the price was not asked for
    assertThat(check(false, "Bitcoin trades at $85,150, a market cap of about $1.7 trillion."))
        .isNotInstanceOf(GuardVerdict.Pass.class);
  }
}
