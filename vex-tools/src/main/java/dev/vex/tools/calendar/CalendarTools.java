package dev.vex.tools.calendar;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.tools.internal.Texts;
import dev.vex.tools.web.NetworkPolicy;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * {@code calendar_events} (the events of some days, from the host's iCalendar sources) and {@code
 * daily_brief} (one macro tool: the weather, today's events and the top news, gathered by the
 * grounded fetchers of vex-grounding). A section whose source fails says so; the others still come.
 * Immutable and thread-safe.
 */
public final class CalendarTools {
  /** The name of the events tool. */
  public static final String CALENDAR_EVENTS = "calendar_events";

  /** The name of the brief tool. */
  public static final String DAILY_BRIEF = "daily_brief";

  private static final int MAX_DAYS = 31;
  private static final int MAX_CHARS = 6_000;
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm");
  private static final DateTimeFormatter DAY =
      DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.ENGLISH);

  private final CalendarReader reader;
  private final Clock clock;
  private final GroundedFetcher weather;
  private final GroundedFetcher news;
  private final String location;
  private final Locale locale;

  private CalendarTools(Builder b) {
    this.reader = new CalendarReader(b.clock.getZone(), b.sources, b.policy);
    this.clock = b.clock;
    this.weather = b.weather;
    this.news = b.news;
    this.location = b.location;
    this.locale = b.locale;
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns {@code calendar_events}.
   *
   * @return the tool
   */
  public Tool calendarEvents() {
    return new Tool(
        CALENDAR_EVENTS,
        "List calendar events for some days.",
        ObjectSchema.builder()
            .optionalString("from", "first day, YYYY-MM-DD; default today")
            .optionalInteger("days", "how many days, 1-31; default 1")
            .build(),
        args -> {
          LocalDate from = day(args.optionalString("from").orElse(""));
          long days = args.integer("days", 1);
          if (days < 1 || days > MAX_DAYS) {
            throw new IllegalArgumentException("days must be 1 to " + MAX_DAYS);
          }
          return events(from, (int) days);
        },
        Duration.ofSeconds(20));
  }

  /**
   * Returns {@code daily_brief}.
   *
   * @return the tool
   */
  public Tool dailyBrief() {
    return new Tool(
        DAILY_BRIEF,
        "Today's brief: weather, events and top news.",
        ObjectSchema.empty(),
        args -> brief(),
        Duration.ofSeconds(30));
  }

  String events(LocalDate from, int days) throws InterruptedException {
    return events(from, days, CalendarReader.WORK_LIMIT);
  }

  /** As {@link #events(LocalDate, int)}, with a time limit of the caller's (tests). */
  String events(LocalDate from, int days, Duration workLimit) throws InterruptedException {
    ZonedDateTime start = from.atStartOfDay(reader.zone());
    ZonedDateTime end = from.plusDays(days).atStartOfDay(reader.zone());
    CalendarReader.Result read = reader.read(start, end, System.nanoTime() + workLimit.toNanos());
    List<CalendarEvent> events = read.events();
    String notes = read.notes().isEmpty() ? "" : "\n" + String.join("\n", read.notes());
    String range = days == 1 ? "on " + from : "from " + from + " to " + from.plusDays(days - 1L);
    if (events.isEmpty()) {
      return "No events " + range + "." + notes;
    }
    List<String> lines = new ArrayList<>();
    boolean capped = events.size() >= CalendarReader.MAX_OCCURRENCES;
    lines.add(
        "Events "
            + range
            + " ("
            + reader.zone()
            + (capped ? "; only the first " + CalendarReader.MAX_OCCURRENCES : "")
            + "):");
    for (CalendarEvent e : events) {
      lines.add("- " + line(e, days > 1));
    }
    // The notes go first when the list is cut, so the reader always learns what was skipped.
    return Texts.cut(
        String.join("\n", lines.subList(0, 1))
            + notes
            + (lines.size() > 1 ? "\n" + String.join("\n", lines.subList(1, lines.size())) : ""),
        MAX_CHARS);
  }

  String brief() throws InterruptedException {
    LocalDate today = LocalDate.now(clock);
    StringBuilder sb = new StringBuilder("Daily brief for ").append(DAY.format(today)).append('\n');
    sb.append("\nWeather: ");
    sb.append(section(weather, Intent.of("weather", location), "no weather source is configured"));
    sb.append("\n\nToday's events:\n");
    try {
      sb.append(events(today, 1));
    } catch (RuntimeException e) {
      sb.append("not available (").append(Texts.oneLine(e.getMessage(), 200)).append(')');
    }
    sb.append("\n\nTop news: ");
    sb.append(section(news, Intent.of("news", ""), "no news source is configured"));
    return Texts.cut(sb.toString(), MAX_CHARS);
  }

  private String section(GroundedFetcher fetcher, Intent intent, String missing)
      throws InterruptedException {
    if (fetcher == null) {
      return "not available (" + missing + ")";
    }
    try {
      GroundTruth truth = fetcher.fetch(intent);
      return Texts.cut(truth.summary(locale).strip(), 2_000);
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception e) {
      return "not available (" + Texts.oneLine(e.getMessage(), 200) + ")";
    }
  }

  private String line(CalendarEvent e, boolean withDate) {
    String when;
    if (e.allDay()) {
      when = (withDate ? e.start().toLocalDate() + " " : "") + "all day";
    } else {
      when =
          (withDate ? e.start().toLocalDate() + " " : "")
              + TIME.format(e.start())
              + "–"
              + TIME.format(e.end());
    }
    return when
        + " "
        + Texts.oneLine(e.title(), 120)
        + (e.location().isEmpty() ? "" : " @ " + Texts.oneLine(e.location(), 80));
  }

  private LocalDate day(String text) {
    if (text.isBlank()) {
      return LocalDate.now(clock);
    }
    try {
      return LocalDate.parse(text.strip());
    } catch (DateTimeParseException e) {
      throw new IllegalArgumentException(
          "'" + Texts.oneLine(text, 40) + "' is not a date; use YYYY-MM-DD", e);
    }
  }

  /** Configures {@link CalendarTools}. Not thread-safe. */
  public static final class Builder {
    private final List<CalendarSource> sources = new ArrayList<>();
    private Clock clock = Clock.systemDefaultZone();
    private GroundedFetcher weather;
    private GroundedFetcher news;
    private String location = "";
    private Locale locale = Locale.ENGLISH;
    private NetworkPolicy policy = NetworkPolicy.defaults();

    private Builder() {}

    /**
     * Sets which addresses a calendar URL may redirect to: a hop to the configured URL's own
     * scheme, host and port is always taken, any other must pass this policy, as the web tools'
     * hops do. Pass the same policy as {@code Tools.Builder#networkPolicy}. The default is {@link
     * NetworkPolicy#defaults()}: public addresses only.
     *
     * @param policy the policy
     * @return this builder
     */
    public Builder networkPolicy(NetworkPolicy policy) {
      this.policy = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Adds a calendar. The default is none: the tools then list no events.
     *
     * @param source the calendar
     * @return this builder
     */
    public Builder source(CalendarSource source) {
      sources.add(Objects.requireNonNull(source, "source"));
      return this;
    }

    /**
     * Sets the clock, whose zone is the reader's time zone. The default is the system clock in the
     * system zone.
     *
     * @param clock the clock
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Sets the weather source of the brief, such as vex-grounding's {@code WeatherFetcher}, and the
     * place. The default is none: the brief says the weather is not available.
     *
     * @param fetcher the fetcher
     * @param location the place, such as {@code Oslo}
     * @return this builder
     */
    public Builder weather(GroundedFetcher fetcher, String location) {
      this.weather = Objects.requireNonNull(fetcher, "fetcher");
      this.location = Objects.requireNonNull(location, "location");
      return this;
    }

    /**
     * Sets the news source of the brief, such as vex-grounding's {@code NewsFetcher}. The default
     * is none.
     *
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder news(GroundedFetcher fetcher) {
      this.news = Objects.requireNonNull(fetcher, "fetcher");
      return this;
    }

    /**
     * Sets the locale of the fetched summaries. The default is English.
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Builds the tools.
     *
     * @return the tools
     */
    public CalendarTools build() {
      return new CalendarTools(this);
    }
  }
}
