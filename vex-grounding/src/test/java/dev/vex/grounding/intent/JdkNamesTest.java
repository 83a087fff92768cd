package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Currency;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The build's snapshot of the JDK's names is what this JDK says, read without its locale data. */
class JdkNamesTest {
  @Test
  void theShippedNamesAreTheJdks() {
    assertThat(JdkNames.class.getResource(JdkNames.FILE)).as("written by the build").isNotNull();
    Locale nb = Locale.forLanguageTag("nb");
    assertThat(JdkNames.currencies()).hasSize(Currency.getAvailableCurrencies().size());
    for (JdkNames.Name n : JdkNames.currencies()) {
      Currency c = Currency.getInstance(n.code());
      assertThat(n.english()).isEqualTo(c.getDisplayName(Locale.ENGLISH));
      assertThat(n.norwegian()).isEqualTo(c.getDisplayName(nb));
    }
    assertThat(JdkNames.languages()).hasSize(Locale.getISOLanguages().length);
    assertThat(JdkNames.languages())
        .contains(new JdkNames.Name("sw", "Swahili", "swahili"))
        .allMatch(
            n ->
                n.english()
                    .equals(Locale.forLanguageTag(n.code()).getDisplayLanguage(Locale.ENGLISH)));
  }

  @Test
  void foldingLatin1WithoutTheNormalizerGivesWhatTheNormalizerGives() {
    for (char c = 0xC0; c <= 0xFF; c++) {
      if (!Character.isLetter(c)) {
        continue;
      }
      String s = "Kr" + c + "na (1992–2006)";
      String viaNormalizer =
          java.text.Normalizer.normalize(s.toLowerCase(Locale.ROOT), java.text.Normalizer.Form.NFD)
              .replaceAll("\\p{Mn}", "")
              .replace("ø", "o")
              .replace("æ", "ae")
              .replace("å", "a");
      assertThat(CurrencyNames.fold(s)).as(s).isEqualTo(viaNormalizer);
    }
    for (JdkNames.Name n : JdkNames.currencies()) {
      for (String name : new String[] {n.english(), n.norwegian()}) {
        String viaNormalizer =
            java.text.Normalizer.normalize(
                    name.toLowerCase(Locale.ROOT), java.text.Normalizer.Form.NFD)
                .replaceAll("\\p{Mn}", "")
                .replace("ø", "o")
                .replace("æ", "ae")
                .replace("å", "a")
                .strip();
        assertThat(CurrencyNames.fold(name)).as(name).isEqualTo(viaNormalizer);
      }
    }
  }
}
