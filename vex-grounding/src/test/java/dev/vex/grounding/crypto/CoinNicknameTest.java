package dev.vex.grounding.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonParser;
import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.guards.digits.DigitScanGuard;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A coin written by the name people use ("ether" for Ethereum) is that coin's subject: its 24h
 * change written next to "ether" is not read as bitcoin's (vex-eval's outsider draft D172 was
 * replaced for it).
 */
class CoinNicknameTest {
  private static GuardVerdict check(String reply) {
    var json =
        JsonParser.parseString(
            "{\"bitcoin\":{\"usd\":89369,\"usd_24h_change\":-0.2712},"
                + "\"ethereum\":{\"usd\":3037.21,\"usd_24h_change\":0.3512}}");
    var btc = CryptoFetcher.parse(json, "bitcoin", "usd", "http://x", Instant.EPOCH);
    var eth = CryptoFetcher.parse(json, "ethereum", "usd", "http://x", Instant.EPOCH);
    var ctx =
        new TurnContext(
            Message.user("24h change for BTC and ETH?"),
            Locale.ENGLISH,
            List.of(Intent.chat()),
            List.of(btc, eth),
            List.of(),
            List.of(),
            "",
            null);
    return DigitScanGuard.defaults().check(new Draft(reply), ctx);
  }

  @Test
  void etherIsEthereum() {
    assertThat(
            check(
                "Over the last 24 hours bitcoin slipped 0.27% and ether gained 0.35%; BTC now sits"
                    + " at $89,369 and ETH at $3,037."))
        .isInstanceOf(GuardVerdict.Pass.class);
    assertThat(
            check(
                "Over the last 24 hours bitcoin slipped 0.35% and ether gained 0.27%; BTC now sits"
                    + " at $89,369 and ETH at $3,037."))
        .isNotInstanceOf(GuardVerdict.Pass.class);
  }
}
