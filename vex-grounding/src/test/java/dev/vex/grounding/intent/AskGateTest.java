package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Classes of message the ask/mention gate and the rules read by their form (issue #21 §4), each
 * shown with messages written for this test, none copied from the tuning tables.
 */
class AskGateTest {
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
  void aCommandToSearchTheWebIsAnAskWhateverItIsAbout() {
    assertThat(asks("search for the history of the eiffel tower"))
        .containsExactly("search:the history of the eiffel tower");
    assertThat(CLASSIFIER.classify("google har alltid svaret")).isEmpty();
    assertThat(CLASSIFIER.classify("search me, no clue")).isEmpty();
  }

  @Test
  void aShoppingQuestionIsAnAskButCheapAloneIsNoPriceHunt() {
    assertThat(asks("beste pris på en robotstøvsuger"))
        .containsExactly("search:beste pris på en robotstøvsuger");
    assertThat(CLASSIFIER.classify("talk is cheap")).isEmpty();
    assertThat(CLASSIFIER.classify("billig moro i helga")).isEmpty();
  }

  @Test
  void aRecipeForSomethingThatIsNotFoodIsNoRecipe() {
    assertThat(CLASSIFIER.classify("oppskriften på lykke er enkel")).isEmpty();
    assertThat(CLASSIFIER.classify("finnes det en oppskrift på å bli rik")).isEmpty();
    assertThat(CLASSIFIER.classify("hvordan lage en oppskriftsapp i kotlin")).isEmpty();
  }

  @Test
  void theClimateOfAPlaceIsNotItsWeather() {
    assertThat(mention("does it snow a lot in montreal?")).isTrue();
    assertThat(mention("is it cold in tallinn in winter?")).isTrue();
    assertThat(mention("snør det mye i røros?")).isTrue();
    assertThat(mention("what's the weather in springfield")).isFalse();
  }

  @Test
  void theTechnologyOfACoinIsNotItsPrice() {
    assertThat(mention("how big is the solana blockchain")).isTrue();
  }

  @Test
  void codeAboutAFigureIsNotAnAskForIt() {
    assertThat(mention("how do i write a function that converts eur to sek")).isTrue();
    assertThat(mention("is it better to pay in dollars or in pesos")).isTrue();
  }

  @Test
  void aYearOrADecadeAfterTheIsThePast() {
    assertThat(mention("how cold was it in the 1947 winter in paris")).isTrue();
    assertThat(mention("what did a loaf of bread cost in the 1970s")).isTrue();
  }

  @Test
  void aTextThatTranslatesWellIsNotATextToTranslate() {
    assertThat(asks("these idioms don't translate well into spanish")).isEmpty();
  }

  @Test
  void aRecommendationOrAValueIsNotADefinition() {
    assertThat(mention("what's a good recipe for fish tacos")).isFalse();
    assertThat(mention("what is a swedish krona worth in euro")).isFalse();
    assertThat(mention("what is a stablecoin")).isTrue();
  }

  @Test
  void aLowerCaseNameBeforeAStockWordIsTheSubject() {
    assertThat(asks("vestas stock price")).containsExactly("stocks:vestas");
    assertThat(asks("hexagon aksje?")).containsExactly("stocks:hexagon");
    assertThat(asks("what is rheinmetall trading at")).containsExactly("stocks:rheinmetall");
    assertThat(asks("chicken stock or beef stock for risotto")).doesNotContain("stocks:chicken");
    assertThat(asks("any penny stocks worth buying")).isEmpty();
  }

  @Test
  void aPossessiveNameIsTheNameItself() {
    assertThat(CLASSIFIER.classify("how are Nvidia's shares doing today"))
        .extracting(Intent::subject)
        .containsExactly("Nvidia");
    assertThat(GroundingClassifier.masked("how are Nvidia's shares doing today"))
        .contains("xstock's");
    assertThat(GroundingClassifier.masked("hvordan går Orkla-aksjen i dag"))
        .contains("xstock-aksjen");
  }

  @Test
  void newsAskedForByItsFormIsANewsCandidate() {
    assertThat(CLASSIFIER.classify("what's the latest on the rust foundation"))
        .extracting(Intent::kind)
        .containsExactly("news");
    assertThat(CLASSIFIER.classify("any updates on the eu chips act"))
        .extracting(Intent::kind)
        .containsExactly("news");
  }

  @Test
  void aWeatherQuestionInsideTheMessageIsAQuestion() {
    assertThat(CLASSIFIER.classify("we planned a picnic for today, will it be windy"))
        .extracting(Intent::kind)
        .containsExactly("weather");
  }

  @Test
  void theLastSentenceIsReadAsTheQuestion() {
    assertThat(
            asks(
                "my sister just got a new puppy and it chewed my shoes. what's the weather in"
                    + " Stavanger right now?"))
        .containsExactly("weather:Stavanger");
  }
}
