package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Market figures asked in other words than "price" (issue #21 §1, the vex-eval misses of crypto,
 * stocks, currency and news), each beside a question with the same words that asks for no live
 * figure. The messages are written for this test, none copied from the tuning tables.
 */
class MarketFiguresTest {
  private static final GroundingClassifier CLASSIFIER = GroundingClassifier.create();

  private static List<String> asks(String message) {
    return CLASSIFIER.classify(message).stream()
        .filter(Intent::isAsk)
        .map(i -> i.kind() + ":" + i.subject())
        .toList();
  }

  private static boolean mention(String message) {
    return AskCues.mention(new Utterance(message));
  }

  @Test
  void aNorwegianCompoundOfAPriceWordAsksForThePrice() {
    assertThat(mention("hva er litecoinprisen?")).isFalse();
    assertThat(mention("hva er eurokursen")).isFalse();
    assertThat(mention("hva er dollarkursen styrt av")).isTrue();
    assertThat(mention("hva er en aksjekurs")).isTrue();
  }

  @Test
  void whatDoesItCostAsksThePriceButWhatDoesItMeanDoesNot() {
    assertThat(mention("what does cardano cost?")).isFalse();
    assertThat(mention("what do Nvidia shares trade at")).isFalse();
    assertThat(mention("what does it cost to stake cardano")).isTrue();
    assertThat(mention("what does ADA stand for")).isTrue();
  }

  @Test
  void oneUnitOfACurrencyInAnotherIsAConversion() {
    assertThat(mention("what is a euro in dollars?")).isFalse();
    assertThat(mention("hva er en dollar i euro")).isFalse();
    assertThat(mention("what is a pound in ounces")).isTrue();
  }

  @Test
  void aPossessiveOrAMarketWordStillNamesTheSubject() {
    assertThat(asks("What's Nvidia's share price?")).containsExactly("stocks:Nvidia");
    assertThat(asks("what is ethereum's market cap?")).containsExactly("crypto:ETH");
    assertThat(asks("how many litecoins are in circulation?")).containsExactly("crypto:LTC");
    assertThat(mention("how did Nvidia's share price get so high")).isTrue();
    assertThat(asks("what's Nvidia's market share in gaming")).isEmpty();
    assertThat(mention("what does a litecoin miner cost")).isTrue();
  }

  @Test
  void theMarketAsAWholeIsACryptoAskWithNoSubject() {
    assertThat(asks("did the biggest coins fall today?")).containsExactly("crypto:");
    assertThat(asks("i found some old coins in the garden today")).isEmpty();
    assertThat(asks("did the biggest coins in my collection go up in value today")).isEmpty();
    assertThat(asks("which of the top coins is the safest long-term bet")).isEmpty();
  }

  @Test
  void theFiguresOfAStoryAreHackerNewsNotATicker() {
    assertThat(asks("how many points does the Rust post have?")).containsExactly("news:");
    assertThat(CLASSIFIER.classify("How is the JVM post doing?"))
        .noneMatch(i -> i.kind().equals("stocks"));
    assertThat(asks("how many comments did my post on facebook get")).isEmpty();
  }
}
