package dev.vex.tools.calendar;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.testkit.CpuBudget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile .ics files: each is read within a generous bound (the old reader took 88-139 s on them),
 * the ordinary event beside it is still listed, and the reply says what was skipped. The bound is
 * on processor time ({@link CpuBudget}), and the reader's own 15 s wall-clock limit is lifted to an
 * hour here: on a machine whose cores are busy with other work, that limit ended a read before the
 * work bounds under test did (a clean-clone CI run at load 20 stopped after 32 of 2,001 events).
 * The wall-clock limit itself is the tool's last resort, not what these tests check.
 */
class CalendarReaderTest {
  private static final ZoneId OSLO = ZoneId.of("Europe/Oslo");
  private static final Duration BOUND = Duration.ofSeconds(20);
  private static final String REAL =
      "BEGIN:VEVENT\r\nUID:ok\r\nDTSTAMP:20260301T000000Z\r\nDTSTART:20260310T120000Z\r\n"
          + "DTEND:20260310T130000Z\r\nSUMMARY:Real meeting\r\nEND:VEVENT\r\n";

  @TempDir Path tmp;

  private String read(String events) throws Exception {
    Path ics =
        Files.writeString(
            tmp.resolve("x.ics"),
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//attacker//EN\r\n"
                + events
                + "END:VCALENDAR\r\n");
    long start = System.nanoTime();
    String text =
        CpuBudget.within(
            BOUND,
            () ->
                CalendarTools.builder()
                    .clock(Clock.fixed(Instant.parse("2026-03-01T07:00:00Z"), OSLO))
                    .source(CalendarSource.file("X", ics))
                    .build()
                    .events(LocalDate.of(2026, 3, 1), 31, Duration.ofHours(1)));
    System.out.printf(
        "%s: %d ms%n",
        Thread.currentThread().getStackTrace()[2].getMethodName(),
        (System.nanoTime() - start) / 1_000_000);
    return text;
  }

  private static String bomb(String uid, String... rules) {
    return bombFrom("20260301", uid, rules);
  }

  private static String bombFrom(String day, String uid, String... rules) {
    StringBuilder sb =
        new StringBuilder("BEGIN:VEVENT\r\nUID:" + uid + "\r\nDTSTAMP:20260301T000000Z\r\n")
            .append("DTSTART:" + day + "T000000Z\r\nDTEND:" + day + "T000001Z\r\n");
    for (String r : rules) {
      sb.append("RRULE:").append(r).append("\r\n");
    }
    return sb.append("SUMMARY:bomb\r\nEND:VEVENT\r\n").toString();
  }

  @Test
  void aSecondlyRuleOnASecondRruleLineIsNotExpanded() throws Exception {
    String text = read(bomb("b", "FREQ=YEARLY", "FREQ=SECONDLY") + REAL);
    assertThat(text).contains("Real meeting").contains("skipped 1 event").doesNotContain("bomb");
  }

  @Test
  void hourMinuteAndSecondListsThatMakeMillionsAreNotExpanded() throws Exception {
    String hours = "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23";
    StringBuilder sixty = new StringBuilder("0");
    for (int i = 1; i < 60; i++) {
      sixty.append(',').append(i);
    }
    String text =
        read(
            bomb("b", "FREQ=DAILY;BYHOUR=" + hours + ";BYMINUTE=" + sixty + ";BYSECOND=" + sixty)
                + REAL);
    assertThat(text).contains("Real meeting").contains("skipped 1 event").doesNotContain("bomb");
  }

  @Test
  void anIntervalOfZeroIsNotExpanded() throws Exception {
    String text = read(bomb("b", "FREQ=DAILY;INTERVAL=0") + REAL);
    assertThat(text).contains("Real meeting").contains("skipped 1 event").doesNotContain("bomb");
  }

  @Test
  void manyEventsWhoseRuleNeverMatchesEndWithinTheBound() throws Exception {
    StringBuilder sb = new StringBuilder(REAL);
    for (int i = 0; i < 2_000; i++) {
      sb.append(bombFrom("19000101", "n" + i, "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"));
    }
    String text = read(sb.toString());
    assertThat(text).contains("Real meeting").contains("too many occurrences to list");
  }

  @Test
  void aHundredThousandEventsAreRefusedBeforeParsing() throws Exception {
    StringBuilder sb = new StringBuilder(REAL);
    for (int i = 0; i < 100_000; i++) {
      sb.append("BEGIN:VEVENT\r\nDTSTART:20260302T000000Z\r\nEND:VEVENT\r\n");
    }
    String text = read(sb.toString());
    assertThat(text).contains("more than " + "10,000" + " events");
  }
}
