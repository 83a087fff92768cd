package dev.vex.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.weather.WeatherFetcher;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Runs the {@link DailyBrief} program as a person does and reads what it printed. */
class DailyBriefTest {

  @Test
  void theBriefHasTheRecordedWeatherTheDaysEventsAndTheTopStories() throws Exception {
    String weather;
    try (RecordedSources recorded = new RecordedSources()) {
      weather =
          WeatherFetcher.builder()
              .baseUrl(recorded.baseUrl("wttr"))
              .timeout(RecordedSources.TIMEOUT)
              .build()
              .fetch(Intent.of("weather", "Heideck"))
              .summary(Locale.ENGLISH)
              .strip();
    }

    Result r = runProgram("--city", "Heideck", "--date", "2026-03-27");

    assertThat(r.exit).as(r.output).isZero();
    assertThat(r.output)
        .startsWith("Daily brief for Friday 27 March 2026\n\nWeather: " + weather)
        .contains("Today's events:\nEvents on 2026-03-27 (Europe/Oslo):\n- all day Fagdag")
        .contains("- 10:00–10:15 Standup (flyttet) @ Møterom Fram")
        .contains("- 15:00–16:00 Call with the New York team")
        .contains("Top news: ")
        .contains("Coding with LLMs in the summer of 2025 – an update")
        .doesNotContain("not available");
  }

  @Test
  void aDayWithoutEventsSaysSoAndAMissingCalendarIsReportedNotInvented() throws Exception {
    Result free = runProgram("--date", "2026-01-01");
    assertThat(free.exit).as(free.output).isZero();
    assertThat(free.output).contains("Today's events:\nNo events on 2026-01-01.");

    Result missing = runProgram("--ics", "/nonexistent/vex.ics", "--date", "2026-03-27");
    assertThat(missing.output)
        .contains("Today's events:\nnot available (")
        .doesNotContain("Standup");
  }

  @Test
  void theCityChoosesTheRecordingAndACityWithoutOneSaysSoInsteadOfAnotherPlacesWeather()
      throws Exception {
    Result moscow = runProgram("--city", "Moscow", "--date", "2026-03-27");
    assertThat(moscow.exit).as(moscow.output).isZero();
    assertThat(moscow.output).contains("Weather: ").contains("Moskau").doesNotContain("Heideck");

    Result oslo = runProgram("--city", "Oslo", "--date", "2026-03-27");
    assertThat(oslo.exit).as(oslo.output).isZero();
    assertThat(oslo.output)
        .contains("no recording for this place")
        .doesNotContain("Heideck")
        .doesNotContain("Moskau");
  }

  private record Result(int exit, String output) {}

  private static Result runProgram(String... args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command =
        new java.util.ArrayList<>(
            List.of(
                java, "-cp", System.getProperty("java.class.path"), "dev.vex.examples.DailyBrief"));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Result(p.exitValue(), out);
  }
}
