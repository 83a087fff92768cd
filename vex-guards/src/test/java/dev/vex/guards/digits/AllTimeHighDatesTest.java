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
 * The day of a coin's all-time high against CoinGecko's {@code ath_date} (#22, cases15 P075: "on 18
 * July 2024" for 2025-07-18). XRP's figures as the crypto fetcher gives them from the recorded
 * top-10 answer (price 1.35 USD, all-time high 3.65 USD on 2025-07-18). Replies written for the
 * test, in English and Norwegian: a wrong day or year of the high is replaced; the right day, a day
 * of the data ("as of 27 February 2026"), a high without a day and a day in a sentence that names
 * no high pass word for word.
 */
class AllTimeHighDatesTest {
  private static final DigitScanGuard GUARD = DigitScanGuard.defaults();

  private static final GroundTruth XRP =
      new GroundTruth(
          "crypto",
          "CoinGecko",
          List.of("https://www.coingecko.com/en/coins/ripple"),
          Instant.parse("2026-02-27T22:50:00Z"),
          Map.of("name", "XRP", "symbol", "XRP", "allTimeHighDate", "2025-07-18"),
          List.of(
              new KeyFigure("XRP price", new BigDecimal("1.35"), "USD", true, List.of("XRP")),
              new KeyFigure(
                  "XRP all-time high", new BigDecimal("3.65"), "USD", false, List.of("XRP"))),
          Map.of("en", "XRP: 1.35 USD", "nb", "XRP: 1,35 USD"),
          null);

  private static String after(String draft, String lang) throws Exception {
    return Turns.after(
        GUARD, draft, Turns.turn(Locale.forLanguageTag(lang), List.of(XRP), List.of()));
  }

  @Test
  void aWrongDayOfTheHighIsReplaced() throws Exception {
    for (String[] c :
        new String[][] {
          {"en", "XRP hit its all-time high of $3.65 on 18 July 2024; it's now around $1.35."},
          {"en", "XRP is at $1.35. Its all-time high was $3.65 on July 17, 2025."},
          {"en", "XRP trades at $1.35, far below its ATH of $3.65 (2024-07-18)."},
          {"nb", "XRP koster 1,35 dollar. Høyeste kurs noensinne var 3,65 dollar 18. juli 2024."},
          {"nb", "XRP står i 1,35 dollar; rekordhøy var 3,65 dollar den 8. juli 2025."}
        }) {
      assertThat(after(c[1], c[0])).as(c[1]).isNotEqualTo(c[1]);
    }
  }

  @Test
  void theRightDayADayOfTheDataAndOtherHighsPass() throws Exception {
    for (String[] c :
        new String[][] {
          {"en", "XRP hit its all-time high of $3.65 on 18 July 2025; it's now around $1.35."},
          {"en", "XRP is at $1.35, well below its all-time high of $3.65 from July 18."},
          {"en", "As of 27 February 2026, XRP is at $1.35, below its all-time high of $3.65."},
          {"en", "XRP is at $1.35; its all-time high was $3.65."},
          {"en", "XRP is at $1.35. On 27 February 2026 it was up a little."},
          {"nb", "XRP koster 1,35 dollar. Høyeste kurs noensinne var 3,65 dollar 18. juli 2025."},
          {"nb", "XRP står i 1,35 dollar per 27. februar 2026, under rekordhøy på 3,65 dollar."}
        }) {
      assertThat(after(c[1], c[0])).as(c[1]).isEqualTo(c[1]);
    }
  }
}
