package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which numbers the "now's temperature written for a later day" check leaves alone (#22). */
class NowForLaterDayTest {
  private static boolean saidNow(String text, String number) {
    int at = text.indexOf(number);
    return NowForLaterDay.saidNow(text, at, at + number.length());
  }

  @Test
  void aNumberItsOwnSentenceCallsNowIsNowsFigure() {
    String reply = "Today a high of 22 °C, Sunday 24 °C, Monday 18 °C. It's 20 °C at the moment.";
    assertThat(saidNow(reply, "20 °C")).isTrue();
    assertThat(saidNow("Mandag 18 grader. Akkurat nå er det 20 grader.", "20 grader")).isTrue();
    assertThat(saidNow("Måndag 18 grader. Akkurat no er det 20 grader.", "20 grader")).isTrue();
    assertThat(saidNow("Monday 18 °C; right now 20 °C.", "20 °C")).isTrue();
  }

  @Test
  void aNumberWhoseSentenceSpeaksOnlyOfALaterDayIsNot() {
    assertThat(saidNow("Søndag blir det rundt 9 grader.", "9 grader")).isFalse();
    // "now" in the sentence before is not this number's
    assertThat(saidNow("It is 9 °C now. On Sunday it will be about 9 °C.", "about 9")).isFalse();
    assertThat(saidNow("No rain on Sunday, about 9 °C.", "9 °C")).isFalse();
  }

  @Test
  void theLookIsBoundedAroundTheNumber() {
    String far = "Sunday 9 °C" + " and so on".repeat(50) + " now.";
    assertThat(saidNow(far, "9 °C")).isFalse();
  }
}
