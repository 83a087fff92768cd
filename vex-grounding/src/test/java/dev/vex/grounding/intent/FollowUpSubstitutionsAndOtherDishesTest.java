package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.Asks.asks;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Session 36's recipe follow-ups (#21; DEFINITIONS.md, "Substitutions are `-`, also as
 * follow-ups"), on pairs written for this test and in no table: a substitution in the dish just
 * shown asks no recipe; another dish asked instead, or a variant of the dish, is a recipe ask for
 * it; a dish named before a pairing question, then "ok, and how do I make it?"; a language after
 * the meaning of a word asks its translation. Beside each, pairs with the same words that come out
 * the other way.
 */
class FollowUpSubstitutionsAndOtherDishesTest {
  @Test
  void aSubstitutionInTheDishShownAsksNoRecipe() {
    assertThat(asks("recipe for lasagne", "can I use spinach instead of mince?")).isEmpty();
    assertThat(asks("recipe for lasagne", "could I swap the ricotta for cottage cheese?"))
        .isEmpty();
    assertThat(asks("how do I make paella", "can I use chicken instead?")).isEmpty();
    assertThat(asks("oppskrift på lapskaus", "kan jeg bruke svinekjøtt i stedet?")).isEmpty();
    assertThat(asks("oppskrift på kjøttkaker", "kan jeg erstatte melet med havregryn?")).isEmpty();
    assertThat(asks("oppskrift på kjøttkaker", "kan jeg bytte ut fløten med melk?")).isEmpty();
    // the same words, asking a figure of the recipe or naming another dish instead: asks
    assertThat(asks("recipe for lasagne", "how much mince do I need?"))
        .containsExactly("recipes:lasagne");
    assertThat(asks("recipe for lasagne", "then a spinach pie instead"))
        .containsExactly("recipes:spinach pie");
    assertThat(asks("oppskrift på lapskaus", "hvor mye svinekjøtt trenger jeg?"))
        .containsExactly("recipes:lapskaus");
  }

  @Test
  void anotherDishAskedInsteadIsARecipeAskForIt() {
    assertThat(asks("recipe for lasagne", "actually, give me a moussaka instead"))
        .containsExactly("recipes:moussaka");
    assertThat(asks("how do I make paella", "hmm, how about a risotto instead?"))
        .containsExactly("recipes:risotto");
    assertThat(asks("oppskrift på lapskaus", "lag heller fiskekaker"))
        .containsExactly("recipes:fish cakes");
    assertThat(asks("oppskrift på kjøttkaker", "gi meg pannekaker i stedet"))
        .containsExactly("recipes:pancakes");
    // the same words with no dish, or no recipe before: no recipe ask
    assertThat(asks("recipe for lasagne", "actually, I'd rather order pizza tonight")).isEmpty();
    assertThat(asks("recipe for lasagne", "give me something easier instead")).isEmpty();
    assertThat(asks("oppskrift på lapskaus", "gi meg heller noe enklere")).isEmpty();
    assertThat(asks("oppskrift på lapskaus", "egentlig er jeg ikke sulten")).isEmpty();
    assertThat(asks("I'm bored", "actually, give me a moussaka instead")).isEmpty();
  }

  @Test
  void aVariantByOneOrTakeIsTheDishsVariant() {
    assertThat(asks("recipe for lasagne", "and a vegetarian one?"))
        .containsExactly("recipes:vegetarian lasagne");
    assertThat(asks("recipe for lasagne", "and a vegan take on it?"))
        .containsExactly("recipes:vegan lasagne");
    // "which one?", "the right one?": which recipe, no variant
    assertThat(asks("recipe for lasagne", "which one?")).isEmpty();
    assertThat(asks("recipe for lasagne", "is this the right one?")).isEmpty();
  }

  @Test
  void howToMakeItAfterFillersIsTheDishBefore() {
    assertThat(asks("what wine goes with lasagne", "ok, and how do I make it?"))
        .containsExactly("recipes:lasagne");
    assertThat(asks("hvilken vin passer til lapskaus", "ok, og hvordan lager jeg det?"))
        .containsExactly("recipes:lapskaus");
    // fillers before and no dish before: nothing
    assertThat(asks("what wine goes with a rainy day", "ok, and how do I make it?")).isEmpty();
    assertThat(asks("I'm bored", "ok, and how do I make it?")).isEmpty();
  }

  @Test
  void aLanguageAfterTheMeaningOfAWordAsksItsTranslation() {
    assertThat(asks("what does 'hyggelig' mean", "and in German?"))
        .containsExactly("translate:hyggelig");
    assertThat(asks("hva betyr «dugnad»", "og på engelsk?")).containsExactly("translate:dugnad");
    assertThat(asks("kva betyr matpakke", "og på engelsk då?"))
        .containsExactly("translate:matpakke");
    // the same words after no question of a meaning, or no language named: nothing
    assertThat(asks("what does the fox say", "and in German?")).isEmpty();
    assertThat(asks("what does it mean", "and in German?")).isEmpty();
    assertThat(asks("hva betyr «dugnad»", "og på skolen?")).isEmpty();
    assertThat(asks("I love Germany", "and in German?")).isEmpty();
  }
}
