package dev.vex.tools.calendar;

import dev.vex.core.VexException;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.data.ParserException;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.Component;
import net.fortuna.ical4j.model.Period;
import net.fortuna.ical4j.model.Property;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.property.DateProperty;

/**
 * Reads events from iCalendar sources with ical4j: recurrences expanded (RRULE, RDATE, EXDATE),
 * moved occurrences (RECURRENCE-ID) put in place of the ones they replace, and every time given in
 * the reader's zone, from the event's own TZID, UTC, or floating time. Events that repeat every
 * second or minute are skipped, not expanded: a month of them is millions of occurrences. Immutable
 * and thread-safe.
 */
public final class CalendarReader {
  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(CalendarReader.class);

  /** The most occurrences returned for one window. */
  public static final int MAX_OCCURRENCES = 500;

  /** The most occurrences expanded for one window, before sorting; the work bound. */
  static final int MAX_EXPANDED = 20_000;

  private final List<CalendarSource> sources;
  private final ZoneId zone;

  /**
   * Reads the sources, giving times in a zone.
   *
   * @param zone the reader's time zone, such as {@code Europe/Oslo}
   * @param sources the calendars
   */
  public CalendarReader(ZoneId zone, List<CalendarSource> sources) {
    this.zone = Objects.requireNonNull(zone, "zone");
    this.sources = List.copyOf(sources);
  }

  /**
   * Returns the reader's zone.
   *
   * @return the zone
   */
  public ZoneId zone() {
    return zone;
  }

  /**
   * Returns the occurrences that overlap a window, sorted by start.
   *
   * @param from the window's start
   * @param to the window's end, exclusive
   * @return at most {@link #MAX_OCCURRENCES} occurrences
   * @throws VexException when a source cannot be read or parsed
   * @throws InterruptedException when interrupted while downloading
   */
  public List<CalendarEvent> events(ZonedDateTime from, ZonedDateTime to)
      throws InterruptedException {
    List<CalendarEvent> out = new ArrayList<>();
    for (CalendarSource source : sources) {
      Calendar cal;
      try (InputStream in = source.open()) {
        cal = new CalendarBuilder().build(in);
      } catch (IOException | ParserException e) {
        throw new VexException(
            "calendar " + source.name() + " could not be read: " + e.getMessage(), e);
      }
      read(cal, source.name(), from, to, out);
    }
    out.sort(Comparator.comparing(CalendarEvent::start).thenComparing(CalendarEvent::title));
    return out.size() > MAX_OCCURRENCES ? List.copyOf(out.subList(0, MAX_OCCURRENCES)) : out;
  }

  private void read(
      Calendar cal, String name, ZonedDateTime from, ZonedDateTime to, List<CalendarEvent> out) {
    List<VEvent> events = cal.getComponents(Component.VEVENT);
    // Moved or changed occurrences: UID + original start, replacing the master's occurrence.
    Set<String> overridden = new HashSet<>();
    for (VEvent e : events) {
      Optional<Property> rid = e.getProperty(Property.RECURRENCE_ID);
      if (rid.isPresent() && rid.get() instanceof DateProperty<?> d) {
        overridden.add(uid(e) + "|" + toZoned(d.getDate()).toInstant());
      }
    }
    Period<ZonedDateTime> window = new Period<>(from, to);
    for (VEvent e : events) {
      if (e.getProperty(Property.STATUS).map(Property::getValue).orElse("").equals("CANCELLED")) {
        continue;
      }
      boolean isOverride = e.getProperty(Property.RECURRENCE_ID).isPresent();
      if (e.getProperty(Property.DTSTART).isEmpty()) {
        continue;
      }
      String rule = e.getProperty(Property.RRULE).map(Property::getValue).orElse("");
      if (rule.contains("FREQ=SECONDLY") || rule.contains("FREQ=MINUTELY")) {
        // Millions of occurrences a month: no calendar program writes these; skip, do not expand.
        log.warn(
            "calendar {}: skipped event '{}' that repeats every second or minute", name, uid(e));
        continue;
      }
      Set<Period<Temporal>> periods = e.calculateRecurrenceSet(window);
      for (Period<Temporal> p : periods) {
        if (out.size() >= MAX_EXPANDED) {
          log.warn("calendar {}: stopped after {} occurrences", name, MAX_EXPANDED);
          return;
        }
        Temporal s = p.getStart();
        boolean allDay = s instanceof LocalDate;
        ZonedDateTime start = toZoned(s);
        if (!isOverride && overridden.contains(uid(e) + "|" + start.toInstant())) {
          continue;
        }
        ZonedDateTime end = p.getEnd() == null ? start : toZoned(p.getEnd());
        if (!end.isAfter(from) && !start.equals(from) || !start.isBefore(to)) {
          continue;
        }
        out.add(
            new CalendarEvent(
                e.getProperty(Property.SUMMARY).map(Property::getValue).orElse(""),
                start,
                end,
                allDay,
                e.getProperty(Property.LOCATION).map(Property::getValue).orElse(""),
                name));
      }
    }
  }

  private static String uid(VEvent e) {
    return e.getProperty(Property.UID).map(Property::getValue).orElse("");
  }

  private ZonedDateTime toZoned(Temporal t) {
    if (t instanceof ZonedDateTime z) {
      return z.withZoneSameInstant(zone);
    }
    if (t instanceof OffsetDateTime o) {
      return o.atZoneSameInstant(zone);
    }
    if (t instanceof Instant i) {
      return i.atZone(zone);
    }
    if (t instanceof LocalDateTime l) {
      return l.atZone(zone); // floating time: the reader's wall clock
    }
    if (t instanceof LocalDate d) {
      return d.atStartOfDay(zone);
    }
    throw new VexException("unsupported date type in calendar: " + t.getClass().getSimpleName());
  }
}
