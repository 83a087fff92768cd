package dev.vex.examples;

import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.tools.calendar.CalendarSource;
import dev.vex.tools.calendar.CalendarTools;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;

/**
 * Prints the day's brief for a city, as vex-tools' {@code daily_brief} tool makes it: the weather
 * (vex-grounding's weather fetcher), today's events from an iCalendar file, and the top stories
 * (the news fetcher), each section grounded in what its source returned. Sources are the recorded
 * responses served locally, like the offline demo's.
 *
 * <p>Arguments, all optional: {@code --city NAME} (default Heideck, the recorded weather), {@code
 * --ics FILE} (default the sample calendar in the resources), {@code --date YYYY-MM-DD} (default
 * today), {@code --zone ZONE} (default Europe/Oslo).
 */
public final class DailyBrief {
  private DailyBrief() {}

  /**
   * Prints the brief.
   *
   * @param args the options above
   * @throws Exception when the calendar cannot be read or the tool fails
   */
  public static void main(String[] args) throws Exception {
    System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    String city = "Heideck";
    Path ics = null;
    LocalDate date = null;
    ZoneId zone = ZoneId.of("Europe/Oslo");
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--city" -> city = args[i + 1];
        case "--ics" -> ics = Path.of(args[i + 1]);
        case "--date" -> date = date(args[i + 1]);
        case "--zone" -> zone = ZoneId.of(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (args.length % 2 != 0) {
      throw new IllegalArgumentException("option " + args[args.length - 1] + " needs a value");
    }
    Path temp = null;
    if (ics == null) {
      temp = Files.createTempFile("vex-brief", ".ics");
      try (InputStream in =
          DailyBrief.class.getResourceAsStream("/recorded/calendar/google-work.ics")) {
        if (in == null) {
          throw new IOException("the sample calendar is missing from the classpath");
        }
        Files.write(temp, in.readAllBytes());
      }
      ics = temp;
    }
    try (RecordedSources recorded = new RecordedSources()) {
      out.println(brief(recorded, city, ics, clock(date, zone)));
    } finally {
      if (temp != null) {
        Files.deleteIfExists(temp);
      }
      dev.vex.core.VexRuntime.defaultRuntime().close(); // Vex's threads end with the program
    }
  }

  /**
   * Makes the brief by calling the {@code daily_brief} tool, as an agent would.
   *
   * @param recorded the recorded sources
   * @param city the city of the weather
   * @param ics the calendar file
   * @param clock today and the zone of the events
   * @return the brief
   * @throws Exception when the tool fails
   */
  static String brief(RecordedSources recorded, String city, Path ics, Clock clock)
      throws Exception {
    CalendarTools tools =
        CalendarTools.builder()
            .clock(clock)
            .source(CalendarSource.file("calendar", ics))
            .weather(
                WeatherFetcher.builder()
                    .baseUrl(recorded.baseUrl("wttr"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build(),
                city)
            .news(
                NewsFetcher.builder()
                    .baseUrl(recorded.baseUrl("hn"))
                    .timeout(RecordedSources.TIMEOUT)
                    .build())
            .build();
    Tool tool = tools.dailyBrief();
    return tool.handler().call(new ToolArguments(java.util.Map.of()));
  }

  private static Clock clock(LocalDate date, ZoneId zone) {
    if (date == null) {
      return Clock.system(zone);
    }
    return Clock.fixed(date.atTime(7, 0).atZone(zone).toInstant(), zone);
  }

  private static LocalDate date(String text) {
    try {
      return LocalDate.parse(text);
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException("--date takes YYYY-MM-DD, not " + text, e);
    }
  }
}
