package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The shared vocabulary session 36 filled (#21, from tune24's misses, filled as a class from what a
 * new writer would also draw on: the large coins of CoinGecko's ranking whose name is no everyday
 * word), on messages written for this test (none is a table row): what the user would get, an ask
 * with its subject or nothing grounded, beside messages with the same words that must come out the
 * other way.
 */
class SessionThirtySixLexiconTest {

  @Test
  void theLargerCoinsAreAskedByName() {
    assertThat(asks("algorand price today")).containsExactly("crypto:ALGO");
    assertThat(asks("has injective gone up this week?")).containsExactly("crypto:INJ");
    assertThat(asks("hva er tezos verdt i kroner nå")).containsExactly("crypto:XTZ");
    assertThat(asks("what is bittensor trading at")).containsExactly("crypto:TAO");
    assertThat(asks("TAO price")).containsExactly("crypto:TAO");
  }

  @Test
  void aSymbolThatIsAWordIsNoCoinWithoutAPrice() {
    // "algo", "tao" and "fil" (a lane, a file) in their everyday sense ask nothing
    assertThat(asks("the algo keeps showing me cat videos")).isEmpty();
    assertThat(asks("I am reading the tao of pooh again")).isEmpty();
    assertThat(asks("hvilket fil skal jeg ligge i på motorveien")).isEmpty();
  }
}
