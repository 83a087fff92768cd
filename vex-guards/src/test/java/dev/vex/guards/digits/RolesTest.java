package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The roles the words around a reply's numbers give them, read in order by one reader. */
class RolesTest {
  /** The role of each number of the text, as the digit scan reads them: in order, one reader. */
  private static List<Roles.Role> roles(String text) {
    Roles.Reader reader = new Roles.Reader(text);
    List<Roles.Role> out = new ArrayList<>();
    for (ReadNumber n : NumberReader.forLocale(Locale.ENGLISH).read(text)) {
      out.add(reader.near(n));
    }
    return out;
  }

  @Test
  void roleWordsAreReadInAnyCaseAndByTheirPrefixes() {
    assertThat(roles("HIGH 9 °C. Feels like 8 °C. Nedbørssjanse 80 %. NEDBØR 70 %."))
        .containsExactly(Roles.Role.HIGH, Roles.Role.FEELS, Roles.Role.RAIN, Roles.Role.RAIN);
    assertThat(roles("Vindkastene opp mot 40 km/t. Vinden 8 km/t. Høyeste 9 grader."))
        .containsExactly(Roles.Role.GUST, Roles.Role.WIND, Roles.Role.HIGH);
  }

  @Test
  void wordsOfNoRoleGiveNoneAndAJoinEndsTheLookBack() {
    assertThat(roles("Liverpool 3-1 Tottenham Liverpool 3-1 Tottenham "))
        .containsOnlyNulls()
        .hasSize(4);
    assertThat(roles("the high was 9 and then 8")).containsExactly(Roles.Role.HIGH, null);
  }

  @Test
  void upToAloneMakesTheDaysHigh() {
    assertThat(roles("up to 18 °C, opp mot 9 grader, gusts up to 26 km/h"))
        .containsExactly(Roles.Role.HIGH, Roles.Role.HIGH, Roles.Role.GUST);
  }

  @Test
  void theNextNumbersWindowEndsBeforeAWordTheNumberBeforeItRead() {
    // "high" is within the 60 characters before the first number, and cut off for the second:
    // the words the first one read are not reused for the second
    String pad = " ".repeat(60 - "high ".length());
    String t = "high " + pad + "3-1";
    assertThat(roles(t)).containsExactly(Roles.Role.HIGH, null);
    assertThat(roles("high " + pad + "3 " + "high 4"))
        .containsExactly(Roles.Role.HIGH, Roles.Role.HIGH);
  }
}
