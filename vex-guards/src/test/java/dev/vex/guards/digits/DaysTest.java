package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which forecast day a reply's numbers speak of. Friday 2026-04-03 is today. */
class DaysTest {
  private static final LocalDate FRI = LocalDate.of(2026, 4, 3);
  private static final LocalDate SAT = FRI.plusDays(1);
  private static final LocalDate SUN = FRI.plusDays(2);
  private static final List<LocalDate> DATES = List.of(FRI, SAT, SUN);

  private static Days days(String text) {
    return Days.of(text, DATES);
  }

  @Test
  void aNumberBeforeAnyDayWordSpeaksOfToday() {
    String t = "It is 9 °C in Heideck.";
    assertThat(days(t).at(t.indexOf('9'))).containsExactly(FRI);
  }

  @Test
  void eachClauseSpeaksOfItsOwnDays() {
    String t = "Today 11 °C, Sunday 19 °C.";
    Days d = days(t);
    assertThat(d.at(t.indexOf("11"))).containsExactly(FRI);
    assertThat(d.at(t.indexOf("19"))).containsExactly(SUN);
  }

  @Test
  void aClauseWithoutDayWordsSpeaksOfTheNearestDaysBeforeIt() {
    String t = "I morgen, søndag 5. april, blir det maks 19 grader.";
    assertThat(days(t).at(t.indexOf("19"))).containsExactly(SUN);
    String u = "On Sunday it will be sunny. The high is 19 °C.";
    assertThat(days(u).at(u.indexOf("19"))).containsExactly(SUN);
  }

  @Test
  void severalDaysInOneClauseAreAllSpokenOf() {
    String t = "I dag og i morgen blir det opptil 11 og 9 grader; søndag 19 grader.";
    Days d = days(t);
    assertThat(d.at(t.indexOf("11"))).containsExactlyInAnyOrder(FRI, SAT);
    assertThat(d.at(t.indexOf("19"))).containsExactly(SUN);
  }

  @Test
  void theWeekendDatesAndWeekdaysAreResolvedAgainstTheForecast() {
    String t = "This weekend up to 19 °C.";
    assertThat(days(t).at(t.indexOf("19"))).containsExactlyInAnyOrder(SAT, SUN);
    String u = "On 5 April it reaches 19 °C.";
    assertThat(days(u).at(u.indexOf("19"))).containsExactly(SUN);
    String v = "April 4: 9 °C.";
    assertThat(days(v).at(v.indexOf(" 9") + 1)).containsExactly(SAT);
  }

  @Test
  void aWeekdayTheForecastDoesNotReachNamesADayNoFigureHas() {
    String t = "On Monday, Heideck will reach 16 °C.";
    assertThat(days(t).at(t.indexOf("16"))).doesNotContain(FRI, SAT, SUN).hasSize(1);
  }

  @Test
  void theDayComparedWithIsNotTheDaySpokenOf() {
    String t = "Søndag blir kaldere enn lørdag, med opptil 19 grader.";
    Days d = days(t);
    assertThat(d.at(t.indexOf("19"))).containsExactly(SUN);
    assertThat(d.comparisons()).hasSize(1);
    assertThat(d.comparisons().get(0).warmer()).isFalse();
    assertThat(d.comparisons().get(0).than()).containsExactly(SAT);
  }

  @Test
  void mayAsAVerbAndAMorningAreNoDays() {
    String t = "It may rain; i morges var det 9 grader.";
    assertThat(days(t).at(t.indexOf('9'))).containsExactly(FRI);
  }

  @Test
  void aLongTextIsReadOnceWithBoundedWork() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      sb.append("Sunday 19, i morgen 9; ");
    }
    String t = sb.toString();
    Days d = days(t);
    assertThat(d.at(t.length() - 5)).containsExactly(SAT);
    assertThat(d.comparisons()).isEmpty();
  }
}
