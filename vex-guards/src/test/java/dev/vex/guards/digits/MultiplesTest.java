package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A multiple in words between two amounts of one sentence ({@link Multiples}). */
class MultiplesTest {
  private static final Locale NB = Locale.forLanguageTag("nb");

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Solana's $46.3B market cap is more than double TRON's $26.8B.",
        "Ethereum's market cap (~$232B) is more than five times USDC's (~$75B).",
        "It's at $160.55 now, nearly triple its Jan 2, 2020 close of $75.09.",
        "From $75.09 to $160.55: it has tripled since.",
        "At $183.6B Tether is worth about four times BNB's $83.4B."
      })
  void aMultipleTheAmountsDoNotBearIsAProblem(String reply) {
    assertThat(Multiples.problems(reply, Locale.ENGLISH)).hasSize(1);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Much bigger — at about $183.6B, Tether's market cap is more than double BNB's $83.4B.",
        "AAPL: $160.55. Back on Jan 2, 2020 it closed at $75.09, so it has more than doubled since.",
        "Ethereum (~$232B) is roughly three times USDC (~$75B).",
        "It has hit $100 three times this year and now trades at $65,603.",
        "Take it twice a day; a pack costs $12.",
        "Double the recipe for eight people."
      })
  void aMultipleTheAmountsBearOrNoComparisonIsNone(String reply) {
    assertThat(Multiples.problems(reply, Locale.ENGLISH)).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Solana er verdt 46,3 mrd. dollar, mer enn dobbelt så mye som TRON med 26,8 mrd. dollar.",
        "Ethereum (232 mrd. dollar) er over fem ganger så stor som USDC (75 mrd. dollar)."
      })
  void norwegianMultiplesAreJudgedToo(String reply) {
    assertThat(Multiples.problems(reply, NB)).hasSize(1);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Tether er verdt 183,6 mrd. dollar, mer enn dobbelt så mye som BNB med 83,4 mrd. dollar.",
        "Ethereum (232 mrd. dollar) er rundt tre ganger så stor som USDC (75 mrd. dollar)."
      })
  void honestNorwegianMultiplesPass(String reply) {
    assertThat(Multiples.problems(reply, NB)).isEmpty();
  }
}
