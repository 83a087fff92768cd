package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;

/** The small Go formats: times, durations, base64 errors and versions. */
class GoFormatsTest {

  @Test
  void timesAreRfc3339NanoWithTrailingZerosTrimmed() {
    assertThat(GoTime.rfc3339Nano(OffsetDateTime.parse("2024-09-30T09:02:00.484512914Z")))
        .isEqualTo("2024-09-30T09:02:00.484512914Z");
    assertThat(GoTime.rfc3339Nano(OffsetDateTime.parse("2024-09-30T09:02:00.100Z")))
        .isEqualTo("2024-09-30T09:02:00.1Z");
    assertThat(GoTime.rfc3339Nano(OffsetDateTime.parse("2024-06-04T14:38:31-07:00")))
        .isEqualTo("2024-06-04T14:38:31-07:00");
    assertThat(GoTime.utcNow()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z");
    assertThat(GoTime.httpDate())
        .matches("[A-Z][a-z]{2}, \\d\\d [A-Z][a-z]{2} \\d{4} [\\d:]{8} GMT");
  }

  @Test
  void durationsParseAsGoDoes() {
    assertThat(GoDuration.parseNanos("0")).isZero();
    assertThat(GoDuration.parseNanos("0s")).isZero();
    assertThat(GoDuration.parseNanos("10m")).isEqualTo(600_000_000_000L);
    assertThat(GoDuration.parseNanos("1h30m")).isEqualTo(5_400_000_000_000L);
    assertThat(GoDuration.parseNanos("1.5s")).isEqualTo(1_500_000_000L);
    assertThat(GoDuration.parseNanos("-1m")).isEqualTo(-60_000_000_000L);
    assertThatThrownBy(() -> GoDuration.parseNanos("5"))
        .hasMessage("time: missing unit in duration \"5\"");
    assertThatThrownBy(() -> GoDuration.parseNanos("5d"))
        .hasMessage("time: unknown unit \"d\" in duration \"5d\"");
    assertThatThrownBy(() -> GoDuration.parseNanos("")).hasMessage("time: invalid duration \"\"");
  }

  @Test
  void base64ErrorsPointAtTheByteGoReports() {
    assertThat(Base64Check.firstIllegalByte("iVBORw0KGgo=")).isEqualTo(-1);
    assertThat(Base64Check.firstIllegalByte("aGk=\n")).isEqualTo(-1);
    assertThat(Base64Check.firstIllegalByte("")).isEqualTo(-1);
    assertThat(Base64Check.firstIllegalByte("data:image/png;base64,aGk=")).isEqualTo(4);
    assertThat(Base64Check.firstIllegalByte("aGk")).isZero();
    assertThat(Base64Check.firstIllegalByte("aGk=aGk=")).isEqualTo(4);
  }

  @Test
  void versionsCompareNumerically() {
    assertThat(Versions.atLeast("0.12.10", 0, 12, 6)).isTrue();
    assertThat(Versions.atLeast("0.12.5", 0, 12, 6)).isFalse();
    assertThat(Versions.atLeast("v0.33.0-rc2", 0, 12, 10)).isTrue();
    assertThat(Versions.atLeast("1.0", 0, 99, 0)).isTrue();
    assertThatThrownBy(() -> Versions.parse("x.y")).isInstanceOf(IllegalArgumentException.class);
  }
}
