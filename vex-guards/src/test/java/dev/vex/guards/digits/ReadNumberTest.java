package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReadNumberTest {

  @Test
  void theFirstReadingIsTheValue() {
    ReadNumber n =
        new ReadNumber(
            List.of(
                new ReadNumber.Reading(new BigDecimal("1234"), BigDecimal.ONE),
                new ReadNumber.Reading(new BigDecimal("1.234"), new BigDecimal("0.001"))),
            "USD",
            false,
            0,
            5);

    assertThat(n.value()).isEqualByComparingTo("1234");
    assertThat(n.step()).isEqualByComparingTo("1");
  }

  @Test
  void invalidValuesAreRejected() {
    assertThatThrownBy(() -> new ReadNumber(List.of(), "", false, 0, 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new ReadNumber.Reading(BigDecimal.ONE, BigDecimal.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new ReadNumber(
                    List.of(new ReadNumber.Reading(BigDecimal.ONE, BigDecimal.ONE)),
                    "",
                    false,
                    5,
                    2))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
