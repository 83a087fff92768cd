package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.core.intent.PreviousTurn;
import dev.vex.core.message.Message;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 21's follow-up classes (#21), on messages written by the follow-up helper and in no
 * table: a short follow-up that changes one thing (the time, the place, the currency, a figure of
 * the day, the scorers, the language) asks what the message before asked, of that; a follow-up that
 * asks nothing live ("why?", "is that high?", "what does NOK stand for?", the weather of the past)
 * stays a non-ask.
 */
class FollowUpChangesOneThingTest {
  private final GroundingClassifier c = GroundingClassifier.create();

  private List<Intent> read(String previous, String message) {
    return c.classify(
        Message.user(message), new PreviousTurn(previous, c.classify(Message.user(previous))));
  }

  private List<String> asks(String previous, String message) {
    return read(previous, message).stream()
        .filter(Intent::isAsk)
        .map(i -> i.kind() + ":" + i.subject())
        .toList();
  }

  @Test
  void aFollowUpThatChangesOneThingAsksWhatTheMessageBeforeAsked() {
    assertThat(asks("weather in Lillehammer", "and the day after?"))
        .containsExactly("weather:Lillehammer");
    assertThat(asks("vær i Hamar i morgen", "og dagen etter?")).containsExactly("weather:Hamar");
    assertThat(asks("weather in Leeds", "how about York tomorrow")).containsExactly("weather:York");
    assertThat(asks("weather in Kristiansand", "ok and at Kjevik tonight?"))
        .containsExactly("weather:Kjevik");
    assertThat(asks("weather in Harstad", "n tmrw")).containsExactly("weather:Harstad");
    assertThat(asks("ka blir været i Molde", "kor med Kristiansund?"))
        .containsExactly("weather:Kristiansund");
    assertThat(asks("forecast for Bergen", "the low?")).containsExactly("weather:Bergen");
    assertThat(asks("vær i Tromsø", "og nedbøren?")).containsExactly("weather:Tromsø");
    assertThat(asks("vær i Tromsø", "kor mykje vind?")).containsExactly("weather:Tromsø");
    assertThat(asks("weather in Bergen", "damn. and Stavanger?"))
        .containsExactly("weather:Stavanger");
    assertThat(asks("weather in Leeds", "do I need sunscreen?")).containsExactly("weather:Leeds");
    assertThat(asks("vær i Bodø i morgen", "trenger jeg votter?")).containsExactly("weather:Bodø");
    assertThat(asks("what's ethereum at", "in kroner?")).containsExactly("crypto:ETH");
    assertThat(asks("what's ethereum at", "wbu ada")).containsExactly("crypto:ADA");
    assertThat(asks("how much is 200 euros in kroner?", "in dollars?"))
        .containsExactly("currency:EUR/USD");
    assertThat(asks("pound to dollar rate", "and the euro?")).containsExactly("currency:EUR/USD");
    assertThat(asks("hvor mye er 300 dollar i kroner", "motsatt da?"))
        .containsExactly("currency:NOK/USD");
    assertThat(asks("how is the Nasdaq doing today?", "is it up?")).containsExactly("stocks:^IXIC");
    assertThat(asks("how is Microsoft stock doing today?", "the day's low?"))
        .containsExactly("stocks:Microsoft");
    assertThat(asks("hva står bnb i", "og markedsverdien da?")).containsExactly("crypto:BNB");
    assertThat(asks("what's solana trading at", "has it fallen since this morning?"))
        .containsExactly("crypto:SOL");
    assertThat(asks("how did Chelsea do?", "who scored?")).containsExactly("sports:Chelsea");
    assertThat(asks("hvordan gikk det med Brann?", "hvem scoret?")).containsExactly("sports:Brann");
    assertThat(asks("when do Liverpool play next?", "kick-off?"))
        .containsExactly("sports:Liverpool");
    assertThat(asks("who discovered penicillin?", "can you google that for me"))
        .containsExactly("search:who discovered penicillin");
    assertThat(asks("hvem malte Skrik?", "kan du søke det opp"))
        .containsExactly("search:hvem malte Skrik");
    assertThat(asks("oversett god morgen til fransk", "og til spansk også"))
        .containsExactly("translate:god morgen");
    assertThat(asks("siste nytt om Ukraina", "og Gaza?")).containsExactly("news:Gaza");
    assertThat(asks("hva syns du om ethereum?", "ka står han i no?")).containsExactly("crypto:ETH");
  }

  @Test
  void aDishASearchOrAPlaceNamedBeforeIsAskedOf() {
    assertThat(asks("where does moussaka come from?", "how do I make it?"))
        .containsExactly("recipes:moussaka");
    assertThat(asks("hvor kommer lapskaus fra?", "hvordan lager man den?"))
        .containsExactly("recipes:lapskaus");
    assertThat(asks("I have loads of spinach, what can I do", "how do i make spanakopita with it"))
        .containsExactly("recipes:spanakopita");
    assertThat(asks("what should I have for dinner?", "fine, beef stew. how do I cook it"))
        .containsExactly("recipes:beef stew");
    assertThat(asks("who invented the telephone?", "how do I make it?")).isEmpty();
    assertThat(asks("what's the history of the Eiffel tower?", "how do I make one?")).isEmpty();
    assertThat(asks("search for the ticket prices of the Louvre", "and the Uffizi?"))
        .containsExactly("search:the ticket prices of the Uffizi");
    assertThat(asks("search for the ticket prices of the Louvre", "and why?")).isEmpty();
    assertThat(asks("what was the coldest winter in Norway?", "what's it like in Tromsø now?"))
        .containsExactly("weather:Tromsø");
    assertThat(asks("who was the first king of Norway?", "what's it like in Oslo now?")).isEmpty();
  }

  @Test
  void aNewTargetCurrencyKeepsTheAmountAndACoinsCurrencyIsCarried() {
    Intent rate = read("how much is 200 euros in kroner?", "in dollars?").get(0);
    assertThat(rate.subject()).isEqualTo("EUR/USD");
    assertThat(rate.parameters()).containsEntry("amount", "200");
    Intent coin = read("what's ethereum at", "i kroner?").get(0);
    assertThat(coin.subject()).isEqualTo("ETH");
    assertThat(coin.parameters()).containsEntry("currency", "nok");
  }

  @Test
  void aFollowUpThatAsksNothingLiveStaysANonAsk() {
    assertThat(asks("weather in Oslo", "why?")).isEmpty();
    assertThat(asks("weather in Oslo", "the high season is in July, right?")).isEmpty();
    assertThat(asks("bitcoin price", "is it a good investment?")).isEmpty();
    assertThat(asks("bitcoin price", "what is the supply cap?")).isEmpty();
    assertThat(asks("Tesla stock price", "who is their CEO?")).isEmpty();
    assertThat(asks("Tesla stock price", "and why did it drop?")).isEmpty();
    assertThat(asks("Arsenal result?", "who scored the most for them?")).isEmpty();
    assertThat(asks("Arsenal result?", "who is their best scorer ever?")).isEmpty();
    assertThat(asks("btc price", "takk!")).isEmpty();
    assertThat(asks("100 USD to NOK", "thanks, what does NOK stand for?")).isEmpty();
    assertThat(asks("weather in Bergen", "damn. why is it always raining there?")).isEmpty();
    assertThat(asks("weather in Bergen", "and the wind chill, what does that mean?")).isEmpty();
    assertThat(asks("eth price", "and the all time high?")).isEmpty();
    assertThat(asks("hvor mye er bitcoin verdt", "er det mye?")).isEmpty();
    assertThat(asks("vær i Oslo", "hvorfor regner det så mye der?")).isEmpty();
    assertThat(asks("news about Tesla", "and why?")).isEmpty();
    assertThat(asks("news about Tesla", "and you?")).isEmpty();
    assertThat(asks("latest news", "and then what happened?")).isEmpty();
    assertThat(asks("siste nytt", "og hva betyr det?")).isEmpty();
    assertThat(asks("Oslo weather", "high or low tide?")).isEmpty();
    assertThat(asks("weather in Oslo", "when did it last snow there?")).isEmpty();
    assertThat(asks("what's the Equinor share price?", "is that high for an oil company?"))
        .isEmpty();
    assertThat(asks("what's the Equinor share price?", "what's the volume of oil they produce?"))
        .isEmpty();
    assertThat(asks("weather in Oslo", "ok")).isEmpty();
    assertThat(asks("weather in Oslo", "cool, thanks")).isEmpty();
    assertThat(asks("weather in Oslo", "nice. what should I do there?")).isEmpty();
    assertThat(asks("how much is 100 dollars in kroner?", "in my head that sounds low")).isEmpty();
    assertThat(asks("btc price", "what was the high last year?")).isEmpty();
    assertThat(asks("vær i Bergen i morgen", "trenger jeg å kjøpe ny jakke?")).isEmpty();
    assertThat(asks("weather in Oslo", "do I need a visa?")).isEmpty();
    assertThat(asks("Arsenal next match", "what time is it in London?")).isEmpty();
    assertThat(asks("Arsenal next match", "who is their coach?")).isEmpty();
    assertThat(asks("oversett hei til tysk", "takk da")).isEmpty();
    assertThat(asks("oversett hei til tysk", "flott!")).isEmpty();
    assertThat(asks("what's the weather in Oslo", "is the rain bad for my garden?")).isEmpty();
    assertThat(asks("how much sugar in a pavlova", "and why does it crack?")).isEmpty();
  }
}
