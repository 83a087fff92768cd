package dev.vex.tools.calendar;

import java.time.ZonedDateTime;
import java.util.Objects;

/**
 * One occurrence of a calendar event, in the reader's time zone.
 *
 * @param title the summary
 * @param start when it starts
 * @param end when it ends (exclusive)
 * @param allDay whether it fills whole days
 * @param location where, or empty
 * @param calendar the name of the source it came from
 */
public record CalendarEvent(
    String title,
    ZonedDateTime start,
    ZonedDateTime end,
    boolean allDay,
    String location,
    String calendar) {
  /** Validates. */
  public CalendarEvent {
    title = title == null || title.isBlank() ? "(no title)" : title.strip();
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(end, "end");
    location = location == null ? "" : location.strip();
    calendar = calendar == null ? "" : calendar;
  }
}
