package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.testkit.CpuBudget;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumberReaderTest {
  private static final NumberReader EN = NumberReader.forLocale(Locale.ENGLISH);
  private static final NumberReader NB = NumberReader.forLocale(Locale.forLanguageTag("nb-NO"));

  /** Renders what was read as "value unit~step" items, '~' marking a hedge. */
  private static String render(List<ReadNumber> numbers) {
    return numbers.stream()
        .map(
            n ->
                n.value().stripTrailingZeros().toPlainString()
                    + (n.unit().isEmpty() ? "" : " " + n.unit())
                    + (n.approximate() ? " ~" : "")
                    + " /"
                    + n.step().stripTrailingZeros().toPlainString())
        .collect(Collectors.joining("; "));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      textBlock =
          """
          Bitcoin is at $86,123.45 today.           | 86123.45 USD /0.01
          Bitcoin koster 86 123 kr                  | 86123 NOK /1
          Bitcoin koster 86 123,45 kr               | 86123.45 NOK /0.01
          Prisen er 1.234.567,89 NOK                | 1234567.89 NOK /0.01
          It costs 1,234,567.89 dollars             | 1234567.89 USD /0.01
          about $86k                                | 86000 USD ~ /1000
          BTC hit 79.8k                             | 79800 /100
          $79,800                                   | 79800 USD /1
          79 800 kr                                 | 79800 NOK /1
          Temperaturen er −3 °C                     | -3 °C /1
          It is -3°C in Oslo                        | -3 °C /1
          It is minus 3 degrees                     | -3 ° /1
          Det er 3 minusgrader                      | -3 °C /1
          It is 3 degrees below zero                | -3 ° /1
          rundt 86,1 tusen kroner                   | 86100 NOK ~ /100
          Revenue was 1.2 million                   | 1200000 /100000
          Apple closed at USD 187.44                | 187.44 USD /0.01
          Tesla: 172,63 $                           | 172.63 USD /0.01
          ca. 42 000 kr                             | 42000 NOK ~ /1
          up 2.5% today                             | 2.5 % /0.1
          ned 1,7 prosent                           | 1.7 % /0.1
          XRP is at $1.02                           | 1.02 USD /0.01
          Price: 0,5 EUR                            | 0.5 EUR /0.1
          £12.50 per share                          | 12.5 GBP /0.01
          It is 21.5 °F                             | 21.5 °F /0.1
          Score: Arsenal 2-1 Chelsea                | 2 /1; 1 /1
          ETH ~ $3,120                              | 3120 USD ~ /1
          Price is 1'234.50 CHF                     | 1234.5 CHF /0.01
          1.5B market cap                           | 1500000000 /100000000
          5 milliarder                              | 5000000000 /1000000000
          """)
  void readsNumbersWhateverTheirFormat(String text, String expected) {
    assertThat(render(EN.read(text))).isEqualTo(expected.strip());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          Updated 2024-03-15 at 14:30                | ''
          Oppdatert 15.03.2024 kl. 14.30             | ''
          On 15/3 it rained                          | ''
          Den 15. mars var det kaldt                 | ''
          On March 15 it was cold                    | ''
          Since 2021 prices rose                     | ''
          in the last 24h                            | ''
          Q3 results for the 1st time on 5G          | ''
          Version v1.2.3                             | ''
          The wind peaks around 6 am                 | ''
          Doors open at 7.30 p.m. sharp              | ''
          It closes at 4pm                           | ''
          sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 | ''
          """)
  void skipsWhatOnlyLooksLikeAFigure(String text, String expected) {
    assertThat(render(EN.read(text))).isEqualTo(expected);
  }

  @Test
  void aSingleSeparatorBeforeThreeDigitsHasTwoReadingsLocaleFirst() {
    ReadNumber en = EN.read("It costs 1,234").get(0);
    ReadNumber nb = NB.read("Det koster 1,234").get(0);

    assertThat(en.readings())
        .extracting(r -> r.value().toPlainString())
        .containsExactly("1234", "1.234");
    assertThat(nb.readings())
        .extracting(r -> r.value().toPlainString())
        .containsExactly("1.234", "1234");
  }

  @Test
  void theSpanCoversSignCurrencyMagnitudeAndUnit() {
    String text = "Now about $79.8k USD, then −3 °C.";
    List<ReadNumber> numbers = EN.read(text);

    assertThat(numbers)
        .extracting(n -> text.substring(n.start(), n.end()))
        .containsExactly("$79.8k USD", "−3 °C");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          Call 1-800-555-0199 for help, it is 9 °C       | 9 °C /1
          ISBN 978-3-16-148410-0 costs $12               | 12 USD /1
          The serial 4-8-15-16-23-42 reads 7 °C          | 7 °C /1
          -1-1-1-1-1 then 5 %                            | 5 % /1
          Ring 22-33-44-55, det er 3 °C                  | 3 °C /1
          SKU-12-34-56-78 at 4 kr                        | 4 NOK /1
          """)
  void aChainOfFourOrMoreHyphenatedDigitGroupsIsOneIdentifierNotFigures(
      String text, String expected) {
    assertThat(render(EN.read(text))).isEqualTo(expected.strip());
    assertThat(render(NB.read(text))).isEqualTo(expected.strip());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          Arsenal won 2-1 today                          | 2 /1; 1 /1
          Highs of 5-10 °C                               | 5 /1; 10 °C /1
          Steps 1-2-3 and go                             | 1 /1; 2 /1; 3 /1
          Updated 2023-07-14 then 4 %                    | 4 % /1
          Won 3 - 1 - 2 - 4 overall                      | 3 /1; 1 /1; 2 /1; 4 /1
          """)
  void fewerGroupsOrSpacedDashesAreReadAsBefore(String text, String expected) {
    assertThat(render(EN.read(text))).isEqualTo(expected.strip());
  }

  @Test
  void aChainIsSkippedWholeHoweverLongAndShortChainsAreReadOnEachTime() {
    assertThat(render(EN.read("-1".repeat(200_000) + " then 5 %"))).isEqualTo("5 % /1");
    assertThat(EN.read("9-8-7 ".repeat(50_000))).hasSize(150_000);
  }

  @Test
  void aDashBetweenNumbersIsNotASign() {
    assertThat(render(EN.read("won 3 - 1 and 2–0"))).isEqualTo("3 /1; 1 /1; 2 /1; 0 /1");
  }

  @Test
  void aSentenceEndingPeriodIsNotADecimalMark() {
    assertThat(render(EN.read("It is 86,123. Then 5."))).isEqualTo("86123 /1; 5 /1");
  }

  @Test
  void aSmallIntegerInsideOtherNumbersIsNeverReadOnItsOwn() {
    List<ReadNumber> numbers = EN.read("On 2024-01-02 at 01:15 it rose 1.5% to $11.10");

    assertThat(numbers)
        .extracting(n -> n.value().stripTrailingZeros().toPlainString())
        .containsExactly("1.5", "11.1");
  }

  @Test
  void theYearOfAMonthDayAndYearDateIsNoNumber() {
    // "August 24, 2025": read as 2025 it contradicted ETH's price of 1,921.27 (#22, market N057)
    assertThat(render(EN.read("ATH $4,946.05 on August 24, 2025; now $1,921.27.")))
        .isEqualTo("4946.05 USD /0.01; 1921.27 USD /0.01");
    assertThat(render(EN.read("set on October 6th, 2025, at 126,080"))).isEqualTo("126080 /1");
    // a count after a comma is still read
    assertThat(render(EN.read("Top 3, 2025 coins"))).isEqualTo("3 /1; 2025 /1");
  }

  @Test
  void hostileInputGivesAnAnswerInLinearTime() {
    String tricky = "1,1.1 1 1,".repeat(20_000) + "9".repeat(100_000) + "-−–".repeat(10_000);

    List<ReadNumber> numbers = EN.read(tricky);

    assertThat(numbers).isNotNull();
  }

  @Test
  void significantDigitsCountWhatTheReplyShowed() {
    assertThat(EN.read("86k").get(0).readings().get(0).significantDigits()).isEqualTo(2);
    assertThat(EN.read("1").get(0).readings().get(0).significantDigits()).isEqualTo(1);
    assertThat(EN.read("1.02").get(0).readings().get(0).significantDigits()).isEqualTo(3);
    assertThat(EN.read("0.5").get(0).value()).isEqualByComparingTo(new BigDecimal("0.5"));
  }

  @ParameterizedTest
  @CsvSource({
    "0.00, 0.00",
    "007, 7",
    "1.50, 1.50",
    "999999999999999999, 999999999999999999",
    "9999999999999999999, 9999999999999999999",
    "123456789.123456789, 123456789.123456789",
    "0.0000000000000000001, 0.0000000000000000001"
  })
  void valuesKeepTheScaleOfTheDigitsAsWritten(String written, String expected) {
    ReadNumber n = EN.read("It is " + written + " here.").get(0);

    assertThat(n.value()).isEqualTo(new BigDecimal(expected)); // equals compares the scale too
    assertThat(n.step()).isEqualTo(BigDecimal.ONE.movePointLeft(new BigDecimal(expected).scale()));
  }

  @Test
  void megabytesOfSignedOnesAreReadAtAFewHundredNanosecondsANumber() {
    // 8 MB, 4 million numbers, read a megabyte at a time. Before: 250-730 ms per MB on a busy
    // 2-core machine (a pass over every affix list per number, BigDecimal parsing, lists per
    // run); after: about 90-110 ms. Linear both times: the bound only catches a return to
    // per-number work that grows with the text. It bounds processor time, not wall-clock time:
    // it failed at 20 s wall-clock with both cores of a 2-core machine busy (load 17).
    // "-1-1-1 ": three numbers, read; "-1-1-1-1…" is one identifier, skipped whole
    String mb = "-1-1-1 ".repeat((1 << 20) / 7);

    int read =
        CpuBudget.within(
            Duration.ofSeconds(20),
            () -> {
              int total = 0;
              for (int k = 0; k < 8; k++) {
                total += EN.read(mb).size();
              }
              return total;
            });

    assertThat(read).isEqualTo(8 * 3 * ((1 << 20) / 7));
  }

  @Test
  void eachReadsTheNumbersOneAtATimeAsReadReadsThemAll() {
    String text = "86,123.45 and 1,2,3 kr, 3"; // "1,2,3": one run of digits, two numbers
    java.util.Iterator<ReadNumber> it = EN.each(text).iterator();
    List<ReadNumber> read = new java.util.ArrayList<>();
    while (it.hasNext() && it.hasNext()) { // asking twice reads nothing more
      read.add(it.next());
    }
    assertThat(read).isEqualTo(EN.read(text)).hasSizeGreaterThan(3);
    assertThat(EN.each("no figure").iterator().hasNext()).isFalse();
    org.assertj.core.api.Assertions.assertThatThrownBy(it::next)
        .isInstanceOf(java.util.NoSuchElementException.class);
  }
}
