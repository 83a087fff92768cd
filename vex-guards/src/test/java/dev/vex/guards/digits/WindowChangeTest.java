package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which stretch a sentence speaks of, for the check of a stretch's change ({@link WindowChange}).
 */
class WindowChangeTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Over the last few weeks the index is up 4.3 %.|14|35",
        "It rose over the past couple of weeks.|14|35",
        "De siste ukene har indeksen steget 4,3 %.|14|35",
        "Over the last three weeks the index slipped 1.2 %.|21|21",
        "De siste 3 ukene har den falt.|21|21",
        "Indeksen har steget de siste fire ukene.|28|28",
        "The index is up roughly 2.3 % over the past month.|30|30",
        "Den siste måneden har indeksen gått ned.|30|30",
        "Over the period it climbed around 3 %.|-1|-1",
        "I perioden steg indeksen.|-1|-1"
      })
  void aStretchIsReadFromItsWords(String sentence, int earliest, int latest) {
    assertThat(WindowChange.window(sentence.toLowerCase(Locale.ROOT)))
        .containsExactly(earliest, latest);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "Three weeks ago it closed at 9,338.84.",
        "For tre uker siden stengte den på 9 338,84.",
        "Last week it rose 2.4 %.",
        "It slipped 0.1 % on the last day.",
        "The index was created in 1957 and holds 500 companies.",
        "Month after month, investors bought index funds."
      })
  void aPointInTimeOrAWeekAloneIsNoStretch(String sentence) {
    assertThat(WindowChange.window(sentence.toLowerCase(Locale.ROOT))).isNull();
  }
}
