package dev.vex.core.internal.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class LanguageTest {
  private static final Locale NB = Locale.forLanguageTag("nb");

  @Test
  void norwegianMessagesAreNorwegianWhateverTheAgentLocale() {
    assertThat(Language.of("Hva koster bitcoin nå?", Locale.ENGLISH)).isEqualTo(NB);
    assertThat(Language.of("Hvordan blir været i Bergen i morgen?", Locale.ENGLISH)).isEqualTo(NB);
    assertThat(Language.of("hva er prisen på Equinor", Locale.ENGLISH)).isEqualTo(NB);
  }

  @Test
  void englishMessagesAreEnglishEvenForANorwegianAgent() {
    assertThat(Language.of("What is the bitcoin price in NOK?", NB)).isEqualTo(Locale.ENGLISH);
    assertThat(Language.of("How is the weather in Oslo today?", NB)).isEqualTo(Locale.ENGLISH);
  }

  @Test
  void thinOrEvenEvidenceKeepsTheAgentLocale() {
    assertThat(Language.of("BTC?", NB)).isEqualTo(NB);
    assertThat(Language.of("BTC?", Locale.ENGLISH)).isEqualTo(Locale.ENGLISH);
    assertThat(Language.of("Oslo", Locale.GERMAN)).isEqualTo(Locale.GERMAN);
    assertThat(Language.of("", NB)).isEqualTo(NB);
  }

  @Test
  void wordsAreLowerCasedAsStringToLowerCaseDoesInEveryScript() {
    // Upper-case Latin-1 letters, also in a text that holds other scripts elsewhere.
    assertThat(Language.of("WHAT IS THE PRICE? 😀", NB)).isEqualTo(Locale.ENGLISH);
    assertThat(Language.of("HVA KOSTER DET NÅ? 😀", Locale.ENGLISH)).isEqualTo(NB);
    // 'İ' lower-cases to 'i' and a combining dot: "İS" and "İT" are no English words.
    assertThat(Language.of("İS İT THE", Locale.GERMAN)).isEqualTo(Locale.GERMAN);
  }

  @Test
  void aNorwegianAgentLocaleIsKeptForNorwegianMessages() {
    Locale nn = Locale.forLanguageTag("nn");
    assertThat(Language.of("Hva koster bitcoin nå?", nn)).isEqualTo(nn);
  }

  @Test
  void onlyTheStartOfAHugeMessageIsRead() {
    String english = "what is the price of this ".repeat(2_000);
    String norwegian = " hva koster det nå og i morgen".repeat(200_000);

    assertThat(Language.of(english + norwegian, NB)).isEqualTo(Locale.ENGLISH);
  }
}
