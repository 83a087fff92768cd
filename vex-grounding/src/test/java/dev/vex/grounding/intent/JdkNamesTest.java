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
}
