package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 34's follow-up classes (#21), learnt by class from followup-tune23's misses and false
 * fires, on pairs written for this test and in no table: "today" inside a game of pretend set in
 * the past, "and now?" after a record of the weather, another text without quotes after a
 * translation, a dish's variant, a place's region after "there", "there" after a town that is also
 * a word. Beside each, follow-ups with the same words that come out the other way.
 */
class FollowUpRecordsTextsAndVariantsTest {
  @Test
  void todayInsideAGameSetInThePastAsksNothing() {
    assertThat(
            asks("imagine it's 1720 and you're a pirate near Cádiz", "how's the sea today, matey?"))
        .isEmpty();
    assertThat(asks("lat som det er 1880 og du er bonde på Hamar", "blir det regn i dag?"))
        .isEmpty();
    // out of the game, or a game set now, today still asks
    assertThat(
            asks(
                "imagine it's 1720 and you're a pirate near Cádiz",
                "ok, for real now, what's the weather in Cádiz today?"))
        .containsExactly("weather:Cádiz");
    assertThat(
            asks(
                "lat som det er 1880 og du er bonde på Hamar",
                "men på ekte, blir det regn på Hamar i dag?"))
        .containsExactly("weather:Hamar");
    assertThat(asks("pretend you're a sailor", "what's the weather in Bristol today?"))
        .containsExactly("weather:Bristol");
  }

  @Test
  void nowAfterARecordOfTheWeatherAsksTheWeatherNow() {
    assertThat(asks("what was the coldest night ever in Røros", "and now?"))
        .containsExactly("weather:Røros");
    assertThat(asks("høyeste temperatur noensinne i Bergen", "og i dag?"))
        .containsExactly("weather:Bergen");
    // another past time, or a record of no weather, asks nothing
    assertThat(asks("what was the coldest night ever in Røros", "and in 1990?")).isEmpty();
    assertThat(asks("what was the coldest night ever in Røros", "and then?")).isEmpty();
    assertThat(asks("who scored the most goals ever for Brann", "og nå?")).isEmpty();
  }

  @Test
  void anotherTextWithoutQuotesIsTranslatedIntoTheSameLanguage() {
    assertThat(asks("how do you say good morning in italian", "and cheers?"))
        .containsExactly("translate:cheers");
    assertThat(asks("hva heter hei på tysk", "og ha det bra?"))
        .containsExactly("translate:ha det bra");
    // a question of the translation given, thanks or a pronoun asks no other text
    assertThat(asks("how do you say good morning in italian", "and the pronunciation?")).isEmpty();
    assertThat(asks("how do you say good morning in italian", "and why?")).isEmpty();
    assertThat(asks("hva heter hei på tysk", "og hvorfor?")).isEmpty();
    assertThat(asks("hva heter hei på tysk", "og takk")).isEmpty();
    assertThat(asks("hva heter hei på tysk", "og det?")).isEmpty();
    // a language is the same text into that language
    assertThat(asks("how do you say good morning in italian", "and german?"))
        .containsExactly("translate:good morning");
  }

  @Test
  void aVariantOfTheDishAskedIsTheVariantsRecipe() {
    assertThat(asks("recipe for moussaka", "and a vegan version?"))
        .containsExactly("recipes:vegan moussaka");
    assertThat(asks("oppskrift på lasagne", "og en veganversjon?"))
        .containsExactly("recipes:vegansk lasagne");
    assertThat(asks("oppskrift på pinnekjøtt", "finnes det en glutenfri variant?"))
        .containsExactly("recipes:glutenfri pinnekjøtt");
    // a question about a version, or a version after no recipe, is no variant asked
    assertThat(asks("recipe for moussaka", "is the vegan version healthier?")).isEmpty();
    assertThat(asks("recipe for moussaka", "which version is the original?")).isEmpty();
    assertThat(asks("what's the latest iphone", "and a vegan version?")).isEmpty();
  }

  @Test
  void thereAfterAPlaceKeepsTheRegionTypedAfterIt() {
    assertThat(asks("my aunt lives in Springfield in Illinois", "is it snowing there now?"))
        .containsExactly("weather:Springfield in Illinois");
    // a time after the place is no region
    assertThat(asks("vi var på Hvaler i juli", "hvordan er været der nå?"))
        .containsExactly("weather:Hvaler");
  }

  @Test
  void thereAfterATownThatIsAlsoAWordIsThatTown() {
    assertThat(asks("my brother is off to Nice next week", "will it be sunny there?"))
        .containsExactly("weather:Nice");
    assertThat(asks("vi skal til Vik i helga", "blir det regn der?"))
        .containsExactly("weather:Vik");
    // "there" in a question of no weather, or of the past, asks nothing
    assertThat(asks("my brother is off to Nice next week", "what's there to do?")).isEmpty();
    assertThat(asks("my brother is off to Nice next week", "is there a good beach?")).isEmpty();
    assertThat(asks("vi skal til Vik i helga", "hva kan man gjøre der?")).isEmpty();
    assertThat(asks("we moved to Bath in May", "was it cold there last winter?")).isEmpty();
  }
}
