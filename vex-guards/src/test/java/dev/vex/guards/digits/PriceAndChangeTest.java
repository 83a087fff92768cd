package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.guards.Turns;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A coin's price and its day, as the crypto fetcher gives them for the recorded CoinGecko markets
 * answer ({@code coins_markets_usd_ids_bitcoin.json}: 65,603 USD, 24h change -2,007.88 USD and
 * -2.97 %, 24h high 68,116 and low 65,224), against two classes of session 24 (#22): a change in
 * dollars with the right size and the wrong sign ("up $2,008" when bitcoin fell), and the day's
 * high or low written where the price goes ("BTC: 68 116 $"). What the user receives is asserted:
 * an honest reply word for word, a wrong one not; ordinary sentences with the same words pass.
 */
class PriceAndChangeTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static KeyFigure figure(String label, String value, String unit, boolean required) {
    return new KeyFigure(label, new BigDecimal(value), unit, required, List.of("Bitcoin", "BTC"));
  }

  static final GroundTruth MARKETS =
      new GroundTruth(
          "crypto",
          "CoinGecko (recorded)",
          List.of(),
          Instant.parse("2026-02-13T12:00:00Z"),
          Map.of(),
          List.of(
              figure("BTC price", "65603", "USD", true),
              figure("BTC 24h change", "-2.96975", "%", false),
              figure("BTC 24h change in USD", "-2007.8751529152069", "USD", false),
              figure("BTC 24h high", "68116", "USD", false),
              figure("BTC 24h low", "65224", "USD", false)),
          Map.of(
              "en",
              "Bitcoin (BTC) costs 65,603 USD, 24-hour change -2.97 % (source: CoinGecko).",
              "nb",
              "Bitcoin (BTC) koster 65 603 USD, endring siste 24 timer -2,97 % (kilde:"
                  + " CoinGecko)."),
          null);

  private static String after(String draft, String locale) throws Exception {
    return Turns.after(
        GUARD, draft, Turns.turn(Locale.forLanguageTag(locale), List.of(MARKETS), List.of()));
  }

  @Test
  void aChangeInDollarsWithTheWrongDirectionIsCaught() throws Exception {
    for (String wrong :
        List.of(
            "BTC is at $65,603, up $2,008 on the day.",
            "Bitcoin står i 65 603 dollar, opp 2 008 dollar siste døgn.",
            "Bitcoin gained $2,007.88 today and trades at $65,603.",
            "BTC is at $65,603 (+$2,008 in 24 hours).")) {
      assertThat(after(wrong, "en")).as(wrong).isNotEqualTo(wrong);
    }
    for (String honest :
        List.of(
            "BTC is at $65,603, down $2,008 on the day.",
            "Bitcoin står i 65 603 dollar, ned 2 008 dollar siste døgn.",
            "Bitcoin fell $2,007.88 today and trades at $65,603.",
            "BTC is at $65,603 (−$2,008 in 24 hours), down 2.97 %.",
            "Bitcoin is at $65,603 after a drop of about $2,000.",
            "Bitcoin is at $65,603; yesterday it was about $2,000 higher.")) {
      assertThat(after(honest, "en")).as(honest).isEqualTo(honest);
    }
  }

  @Test
  void theDaysHighOrLowWrittenWhereThePriceGoesIsCaught() throws Exception {
    for (String wrong :
        List.of(
            "BTC: 68 116 $ (ned 2,97 %)",
            "Bitcoin: $65,224 (−2.97 % in 24 hours).", "Bitcoin is at $68,116, down 2.97 %.")) {
      assertThat(after(wrong, "nb")).as(wrong).isNotEqualTo(wrong);
    }
    for (String honest :
        List.of(
            "BTC: 65 603 $ (ned 2,97 %), dagens høyeste 68 116 $.",
            "Bitcoin traded between $65,224 and $68,116 over the last 24 hours.",
            "Bitcoin is at $65,603; it traded between $65,224 and $68,116.",
            "Bitcoin's 24-hour high was $68,116.")) {
      assertThat(after(honest, "en")).as(honest).isEqualTo(honest);
    }
  }
}
