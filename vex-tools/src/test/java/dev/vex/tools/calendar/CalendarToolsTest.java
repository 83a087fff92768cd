package dev.vex.tools.calendar;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static dev.vex.tools.testing.Call.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import dev.vex.core.tool.Tool;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.tools.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** On .ics files in the shape Google Calendar and Thunderbird export (see their PROVENANCE.md). */
class CalendarToolsTest {
  private static final ZoneId OSLO = ZoneId.of("Europe/Oslo");
  private static final java.time.Duration SLOW_MACHINE = java.time.Duration.ofSeconds(60);

  @RegisterExtension
  static WireMockExtension wm =
      WireMockExtension.newInstance().options(wireMockConfig().dynamicPort()).build();

  @TempDir Path tmp;
  private Path work;
  private Path family;

  @BeforeEach
  void copyFiles() throws Exception {
    work = Files.write(tmp.resolve("work.ics"), Fixtures.bytes("calendar/google-work.ics"));
    family =
        Files.write(tmp.resolve("family.ics"), Fixtures.bytes("calendar/thunderbird-family.ics"));
  }

  private static Clock at(String instant, ZoneId zone) {
    return Clock.fixed(Instant.parse(instant), zone);
  }

  private CalendarTools tools(Clock clock) {
    return CalendarTools.builder()
        .clock(clock)
        .source(CalendarSource.file("Jobb", work))
        .source(CalendarSource.file("Familie", family))
        .build();
  }

  @Test
  void oneDayShowsExpandedRecurrencesTheMovedOccurrenceAndEveryZoneInLocalTime() throws Exception {
    String text = tools(at("2026-03-27T07:00:00Z", OSLO)).events(LocalDate.of(2026, 3, 27), 1);

    assertThat(text)
        .isEqualTo(
            """
            Events on 2026-03-27 (Europe/Oslo):
            - all day Fagdag
            - all day Mors bursdag
            - 08:00–08:15 Medisin
            - 10:00–10:15 Standup (flyttet) @ Møterom Fram
            - 13:00–14:00 Lunsj med Kari @ Kafé Ærlig, Grünerløkka
            - 15:00–16:00 Call with the New York team""");
  }

  @Test
  void aWeeklyMeetingKeepsItsLocalTimeAcrossTheSwitchToSummerTime() throws Exception {
    CalendarReader reader = new CalendarReader(OSLO, List.of(CalendarSource.file("Jobb", work)));
    List<CalendarEvent> standups =
        reader
            .events(
                ZonedDateTime.of(2026, 3, 23, 0, 0, 0, 0, OSLO),
                ZonedDateTime.of(2026, 4, 2, 0, 0, 0, 0, OSLO))
            .stream()
            .filter(e -> e.title().startsWith("Standup"))
            .toList();
    assertThat(standups)
        .extracting(e -> e.start().toOffsetDateTime().toString())
        .containsExactly(
            "2026-03-23T09:00+01:00",
            "2026-03-25T09:00+01:00",
            "2026-03-27T10:00+01:00",
            "2026-03-30T09:00+02:00",
            "2026-04-01T09:00+02:00");
  }

  @Test
  void exdateRemovesAnOccurrenceAndCountEndsASeries() throws Exception {
    String week = tools(at("2026-03-02T07:00:00Z", OSLO)).events(LocalDate.of(2026, 3, 2), 7);
    assertThat(week).contains("2026-03-02 09:00–09:15 Standup", "2026-03-06 09:00–09:15 Standup");
    assertThat(week).doesNotContain("2026-03-04 09:00");
    String after = tools(at("2026-03-29T07:00:00Z", OSLO)).events(LocalDate.of(2026, 3, 29), 3);
    assertThat(after).doesNotContain("Medisin").doesNotContain("Avlyst");
  }

  @Test
  void theSameCalendarReadInNewYorkGivesNewYorkTimes() throws Exception {
    ZoneId ny = ZoneId.of("America/New_York");
    String text =
        CalendarTools.builder()
            .clock(at("2026-03-27T12:00:00Z", ny))
            .source(CalendarSource.file("Jobb", work))
            .build()
            .events(LocalDate.of(2026, 3, 27), 1);
    assertThat(text)
        .contains("10:00–11:00 Call with the New York team", "08:00–09:00 Lunsj med Kari");
  }

  @Test
  void theToolDefaultsToTodayAndRefusesBadDatesAndRanges() throws Exception {
    List<Tool> t = List.of(tools(at("2026-03-26T07:00:00Z", OSLO)).calendarEvents());
    assertThat(call(t, "calendar_events", "{}"))
        .isEqualTo("Events on 2026-03-26 (Europe/Oslo):\n- 08:00–08:15 Medisin");
    assertThat(call(t, "calendar_events", "{\"from\":\"2026-03-28\",\"days\":\"1\"}"))
        .contains("Medisin");
    assertThatThrownBy(() -> call(t, "calendar_events", "{\"from\":\"next friday\"}"))
        .hasMessageContaining("use YYYY-MM-DD");
    assertThatThrownBy(() -> call(t, "calendar_events", "{\"days\":400}"))
        .hasMessageContaining("days must be 1 to 31");
  }

  @Test
  void aCalendarUrlIsDownloadedAndABrokenOneIsReportedClearly() throws Exception {
    wm.stubFor(
        get(urlEqualTo("/cal.ics"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "text/calendar; charset=utf-8")
                    .withBody(Fixtures.bytes("calendar/thunderbird-family.ics"))));
    wm.stubFor(
        get(urlEqualTo("/broken.ics")).willReturn(aResponse().withBody("<html>login</html>")));
    wm.stubFor(get(urlEqualTo("/missing.ics")).willReturn(aResponse().withStatus(404)));
    Clock clock = at("2026-03-27T07:00:00Z", OSLO);

    String ok =
        CalendarTools.builder()
            .clock(clock)
            .source(
                new CalendarSource(
                    "Familie", null, java.net.URI.create(wm.baseUrl() + "/cal.ics"), SLOW_MACHINE))
            .build()
            .events(LocalDate.of(2026, 3, 27), 1);
    assertThat(ok).contains("all day Mors bursdag");
    assertThatThrownBy(
            () ->
                CalendarTools.builder()
                    .clock(clock)
                    .source(
                        new CalendarSource(
                            "X",
                            null,
                            java.net.URI.create(wm.baseUrl() + "/broken.ics"),
                            SLOW_MACHINE))
                    .build()
                    .events(LocalDate.of(2026, 3, 27), 1))
        .hasMessageContaining("calendar X could not be read");
    assertThatThrownBy(
            () ->
                CalendarTools.builder()
                    .clock(clock)
                    .source(
                        new CalendarSource(
                            "Y",
                            null,
                            java.net.URI.create(wm.baseUrl() + "/missing.ics"),
                            SLOW_MACHINE))
                    .build()
                    .events(LocalDate.of(2026, 3, 27), 1))
        .hasMessageContaining("calendar Y answered HTTP 404");
  }

  @Test
  void aRuleThatRepeatsEverySecondIsSkippedInsteadOfExpandedIntoMillions() throws Exception {
    String ics =
        String.join(
            "\r\n",
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//attacker//EN",
            "BEGIN:VEVENT",
            "UID:bomb",
            "DTSTAMP:20260301T000000Z",
            "DTSTART:20260301T000000Z",
            "DTEND:20260301T000001Z",
            "RRULE:FREQ=SECONDLY",
            "SUMMARY:bomb",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:ok",
            "DTSTAMP:20260301T000000Z",
            "DTSTART:20260310T120000Z",
            "DTEND:20260310T130000Z",
            "SUMMARY:Real meeting",
            "END:VEVENT",
            "END:VCALENDAR",
            "");
    Path bomb = Files.writeString(tmp.resolve("bomb.ics"), ics);
    String text =
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
            java.time.Duration.ofSeconds(60),
            () ->
                CalendarTools.builder()
                    .clock(at("2026-03-01T07:00:00Z", OSLO))
                    .source(CalendarSource.file("X", bomb))
                    .build()
                    .events(LocalDate.of(2026, 3, 1), 31));
    assertThat(text)
        .isEqualTo(
            "Events from 2026-03-01 to 2026-03-31 (Europe/Oslo):\n"
                + "Calendar X: skipped 1 event whose rule repeats too often to list (or is invalid).\n"
                + "- 2026-03-10 13:00–14:00 Real meeting");
  }

  @Test
  void aDailyRuleOverAMonthIsCappedAtTheOccurrenceLimit() throws Exception {
    StringBuilder ics = new StringBuilder("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n");
    for (int i = 0; i < 30; i++) {
      ics.append("BEGIN:VEVENT\r\nUID:u" + i + "\r\nDTSTAMP:20260301T000000Z\r\n")
          .append(
              "DTSTART:20260301T0"
                  + (i % 10)
                  + "0000Z\r\nDTEND:20260301T0"
                  + (i % 10)
                  + "3000Z\r\n")
          .append("RRULE:FREQ=HOURLY\r\nSUMMARY:e" + i + "\r\nEND:VEVENT\r\n");
    }
    ics.append("END:VCALENDAR\r\n");
    Path many = Files.writeString(tmp.resolve("many.ics"), ics);
    String text =
        CalendarTools.builder()
            .clock(at("2026-03-01T07:00:00Z", OSLO))
            .source(CalendarSource.file("X", many))
            .build()
            .events(LocalDate.of(2026, 3, 1), 31);
    assertThat(text)
        .startsWith("Events from 2026-03-01 to 2026-03-31 (Europe/Oslo; only the first 500):")
        .contains("[cut: ");
    assertThat(text.length()).isLessThan(6_100);
  }

  @Test
  void aCalendarServerThatDoesNotAnswerEndsAtItsTimeout() {
    wm.stubFor(
        get(urlEqualTo("/slow.ics"))
            .willReturn(aResponse().withBody("BEGIN:VCALENDAR").withFixedDelay(5_000)));
    CalendarTools tools =
        CalendarTools.builder()
            .clock(at("2026-03-27T07:00:00Z", OSLO))
            .source(
                new CalendarSource(
                    "Treg",
                    null,
                    java.net.URI.create(wm.baseUrl() + "/slow.ics"),
                    java.time.Duration.ofMillis(300)))
            .build();
    assertThatThrownBy(() -> tools.events(LocalDate.of(2026, 3, 27), 1))
        .hasMessageContaining("calendar Treg did not answer within 300 ms");
  }

  @Test
  void aCalendarBodyThatTricklesEndsAtTheTimeoutToo() {
    // The headers come at once, the body in 50 pieces over 60 s: the timeout covers the body.
    wm.stubFor(
        get(urlEqualTo("/trickle.ics"))
            .willReturn(
                aResponse()
                    .withBody("BEGIN:VCALENDAR\r\n" + "X".repeat(5_000) + "\r\nEND:VCALENDAR")
                    .withChunkedDribbleDelay(50, 60_000)));
    CalendarTools tools =
        CalendarTools.builder()
            .clock(at("2026-03-27T07:00:00Z", OSLO))
            .source(
                new CalendarSource(
                    "Sildrende",
                    null,
                    java.net.URI.create(wm.baseUrl() + "/trickle.ics"),
                    java.time.Duration.ofMillis(300)))
            .build();
    long start = System.nanoTime();
    assertThatThrownBy(() -> tools.events(LocalDate.of(2026, 3, 27), 1))
        .hasMessageContaining("calendar Sildrende did not answer within 300 ms");
    // generous, so a busy machine cannot fail it: the body alone takes 60 s; the read stops at the
    // timeout (300 ms), not at the body's end
    assertThat(java.time.Duration.ofNanos(System.nanoTime() - start))
        .isLessThan(java.time.Duration.ofSeconds(40));
  }

  @Test
  void theDailyBriefGathersRecordedWeatherTodaysEventsAndRecordedNews() throws Exception {
    wm.stubFor(
        get(urlPathEqualTo("/Heideck"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json")
                    .withBody(Fixtures.bytes("fixtures/wttr/heideck_j1.json"))));
    wm.stubFor(
        get(urlPathEqualTo("/api/v1/search"))
            .willReturn(
                aResponse()
                    .withHeader("Content-Type", "application/json")
                    .withBody(Fixtures.bytes("fixtures/hn-algolia/front_page.json"))));
    CalendarTools tools =
        CalendarTools.builder()
            .clock(at("2026-03-27T06:30:00Z", OSLO))
            .source(CalendarSource.file("Jobb", work))
            .weather(
                WeatherFetcher.builder().baseUrl(wm.baseUrl()).timeout(SLOW_MACHINE).build(),
                "Heideck")
            .news(NewsFetcher.builder().baseUrl(wm.baseUrl()).timeout(SLOW_MACHINE).build())
            .build();

    String brief = call(List.of(tools.dailyBrief()), "daily_brief", "{}");

    String weather =
        WeatherFetcher.builder()
            .baseUrl(wm.baseUrl())
            .timeout(SLOW_MACHINE)
            .build()
            .fetch(dev.vex.core.intent.Intent.of("weather", "Heideck"))
            .summary(java.util.Locale.ENGLISH);
    assertThat(brief)
        .startsWith("Daily brief for Friday 27 March 2026\n\nWeather: " + weather.strip())
        .contains("Today's events:\nEvents on 2026-03-27 (Europe/Oslo):\n- all day Fagdag")
        .contains("- 15:00–16:00 Call with the New York team")
        .contains("Top news: ")
        .contains("Coding with LLMs in the summer of 2025 – an update");
  }

  @Test
  void aFailingSourceLeavesItsSectionNotAvailableAndTheRestOfTheBrief() throws Exception {
    wm.stubFor(get(urlPathEqualTo("/Oslo")).willReturn(aResponse().withStatus(503)));
    CalendarTools tools =
        CalendarTools.builder()
            .clock(at("2026-03-27T06:30:00Z", OSLO))
            .source(CalendarSource.file("Jobb", work))
            .weather(
                WeatherFetcher.builder()
                    .baseUrl(wm.baseUrl())
                    .timeout(Duration.ofSeconds(10))
                    .build(),
                "Oslo")
            .build();

    String brief = tools.brief();

    assertThat(brief)
        .contains("Weather: not available (")
        .contains("- 08:00–08:15 Medisin")
        .contains("Top news: not available (no news source is configured)");
  }
}
