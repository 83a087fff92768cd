package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The classes session 33 added (#21, from tune21's misses and false fires), each on messages
 * written for this test (none is a table row): what the user would get, an ask with its subject or
 * nothing grounded, and the messages beside them with the same words that must come out the other
 * way.
 */
class SessionThirtyThreeFormsTest {

  @Test
  void howManyOfACoinThereWillEverBeIsNoLiveFigure() {
    assertThat(asks("how many litecoin will there ever be")).isEmpty();
    assertThat(asks("hvor mange ethereum kommer det til å finnes")).isEmpty();
    assertThat(asks("kor mange bitcoin vil det finnast")).isEmpty();
    // the coin's price, or its count now
    assertThat(asks("how many litecoin can I buy for 100 dollars today"))
        .containsExactly("crypto:LTC");
    assertThat(asks("what's the litecoin price")).containsExactly("crypto:LTC");
  }

  @Test
  void aLifeToldIsNoFigure() {
    assertThat(asks("Ripple biography please")).isEmpty();
    assertThat(asks("Solana biografi")).isEmpty();
    // the same names asked for now
    assertThat(asks("ripple price")).containsExactly("crypto:XRP");
    assertThat(asks("solana kurs nå")).containsExactly("crypto:SOL");
  }

  @Test
  void theVerbGoogleBeforeAQueryIsNoShare() {
    assertThat(asks("ethereum price and google ethereum wallet tips"))
        .containsExactly("crypto:ETH", "search:ethereum wallet tips");
    assertThat(asks("google cheap flights to Rome")).doesNotContain("stocks:Google");
    // the share asked by its own word, or the word twice
    assertThat(asks("google share price")).contains("stocks:Google");
    assertThat(asks("google stock price and search for pixel reviews")).contains("stocks:Google");
  }
}
