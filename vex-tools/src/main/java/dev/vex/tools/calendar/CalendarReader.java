package dev.vex.tools.calendar;

import dev.vex.core.VexException;
import dev.vex.tools.web.NetworkPolicy;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
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
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.data.ParserException;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.Component;
import net.fortuna.ical4j.model.Period;
import net.fortuna.ical4j.model.Property;
import net.fortuna.ical4j.model.Recur;
import net.fortuna.ical4j.model.component.VEvent;
import net.fortuna.ical4j.model.property.DateProperty;
import net.fortuna.ical4j.model.property.RRule;
import net.fortuna.ical4j.transform.recurrence.Frequency;

/**
 * Reads events from iCalendar sources with ical4j: recurrences expanded (RRULE, RDATE, EXDATE),
 * moved occurrences (RECURRENCE-ID) put in place of the ones they replace, and every time given in
 * the reader's zone, from the event's own TZID, UTC, or floating time.
 *
 * <p>Hostile files are bounded before and while they are expanded: a feed is at most {@link
 * CalendarSource#MAX_BYTES}; one with more than {@link #MAX_EVENTS} events is not parsed; an event
 * whose rules (every RRULE line) would make more than 100,000 candidate occurrences from its start
 * to the window's end (every second or minute, hour x minute x second lists) or that has INTERVAL=0
 * is skipped, not expanded; one read works through at most 2,000,000 candidates and 20,000
 * occurrences, and stops at 15 seconds. What was skipped or cut is said in the result's notes.
 * Immutable and thread-safe.
 */
public final class CalendarReader {
  private static final org.slf4j.Logger log =
      org.slf4j.LoggerFactory.getLogger(CalendarReader.class);

  /** The most occurrences returned for one window. */
  public static final int MAX_OCCURRENCES = 500;

  /** The most occurrences expanded for one window, before sorting. */
  static final int MAX_EXPANDED = 20_000;

  /** The most events one calendar may hold; a larger one is not read (counted before parsing). */
  public static final int MAX_EVENTS = 10_000;

  /** The most candidate occurrences one event's rules may make up to the window's end. */
  static final long MAX_CANDIDATES = 100_000;

  /** The most candidate occurrences one read works through, over all events. */
  static final long MAX_WORK = 2_000_000;

  /** How long one read may take, download included, inside the tool's 20 s timeout. */
  static final Duration WORK_LIMIT = Duration.ofSeconds(15);

  private final List<CalendarSource> sources;
  private final ZoneId zone;
  private final NetworkPolicy policy;

  /**
   * Reads the sources, giving times in a zone.
   *
   * @param zone the reader's time zone, such as {@code Europe/Oslo}
   * @param sources the calendars
   */
  public CalendarReader(ZoneId zone, List<CalendarSource> sources) {
    this(zone, sources, NetworkPolicy.defaults());
  }

  CalendarReader(ZoneId zone, List<CalendarSource> sources, NetworkPolicy policy) {
    this.zone = Objects.requireNonNull(zone, "zone");
    this.sources = List.copyOf(sources);
    this.policy = Objects.requireNonNull(policy, "policy");
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
    return read(from, to, System.nanoTime() + WORK_LIMIT.toNanos()).events();
  }

  /**
   * What one read gave: the occurrences, and notes on what was skipped or where it stopped.
   *
   * @param events at most {@link #MAX_OCCURRENCES} occurrences, sorted by start
   * @param notes one sentence each, for the reader
   */
  record Result(List<CalendarEvent> events, List<String> notes) {}

  Result read(ZonedDateTime from, ZonedDateTime to, long deadlineNanos)
      throws InterruptedException {
    List<CalendarEvent> out = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (CalendarSource source : sources) {
      byte[] bytes;
      try (InputStream in = source.open(policy)) {
        bytes = in.readNBytes(CalendarSource.MAX_BYTES + 1);
      } catch (IOException e) {
        throw new VexException(
            "calendar " + source.name() + " could not be read: " + e.getMessage(), e);
      }
      int count = countEvents(bytes);
      if (count > MAX_EVENTS) {
        log.warn(
            "calendar {}: {} events, more than {}; not read", source.name(), count, MAX_EVENTS);
        notes.add(
            "Calendar "
                + source.name()
                + " was not read: it has more than "
                + String.format(Locale.ROOT, "%,d", MAX_EVENTS)
                + " events.");
        continue;
      }
      Calendar cal;
      try {
        cal = new CalendarBuilder().build(new ByteArrayInputStream(bytes));
      } catch (IOException | ParserException | RuntimeException e) {
        throw new VexException(
            "calendar " + source.name() + " could not be read: " + e.getMessage(), e);
      }
      read(cal, source.name(), from, to, out, notes, deadlineNanos);
    }
    out.sort(Comparator.comparing(CalendarEvent::start).thenComparing(CalendarEvent::title));
    List<CalendarEvent> events =
        out.size() > MAX_OCCURRENCES ? List.copyOf(out.subList(0, MAX_OCCURRENCES)) : out;
    return new Result(events, notes);
  }

  /** Counts {@code BEGIN:VEVENT} lines, without case, before anything is parsed. */
  static int countEvents(byte[] b) {
    byte[] key = "BEGIN:VEVENT".getBytes(StandardCharsets.US_ASCII);
    int count = 0;
    for (int i = 0; i + key.length <= b.length; i++) {
      if (i > 0 && b[i - 1] != '\n') {
        continue;
      }
      int k = 0;
      while (k < key.length && Character.toUpperCase(b[i + k]) == key[k]) {
        k++;
      }
      if (k == key.length) {
        count++;
      }
    }
    return count;
  }

  private void read(
      Calendar cal,
      String name,
      ZonedDateTime from,
      ZonedDateTime to,
      List<CalendarEvent> out,
      List<String> notes,
      long deadlineNanos) {
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
    int skipped = 0;
    long work = 0;
    int done = 0;
    try {
      for (VEvent e : events) {
        if (System.nanoTime() - deadlineNanos >= 0 || Thread.currentThread().isInterrupted()) {
          log.warn("calendar {}: stopped at the time limit after {} events", name, done);
          notes.add(
              "Calendar "
                  + name
                  + ": stopped at the "
                  + WORK_LIMIT.toSeconds()
                  + " s limit after "
                  + done
                  + " of "
                  + events.size()
                  + " events; the list may be incomplete.");
          return;
        }
        done++;
        if (e.getProperty(Property.STATUS).map(Property::getValue).orElse("").equals("CANCELLED")) {
          continue;
        }
        boolean isOverride = e.getProperty(Property.RECURRENCE_ID).isPresent();
        Optional<Property> dtstart = e.getProperty(Property.DTSTART);
        if (dtstart.isEmpty() || !(dtstart.get() instanceof DateProperty<?> startProp)) {
          continue;
        }
        long cost;
        try {
          cost = cost(e, toZoned(startProp.getDate()), to);
        } catch (RuntimeException ex) {
          cost = -1; // a rule ical4j cannot read
        }
        if (cost < 0) {
          // Repeats too often (every second, hour x minute x second lists), INTERVAL=0, or
          // unreadable: no calendar program writes these; skip, do not expand.
          log.warn("calendar {}: skipped event '{}' whose rule repeats too often", name, uid(e));
          skipped++;
          continue;
        }
        work += cost;
        if (work > MAX_WORK) {
          log.warn("calendar {}: stopped after {} candidate occurrences", name, MAX_WORK);
          notes.add(
              "Calendar "
                  + name
                  + ": stopped after "
                  + done
                  + " of "
                  + events.size()
                  + " events; its rules make too many occurrences to list.");
          return;
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
    } finally {
      if (skipped > 0) {
        notes.add(
            "Calendar "
                + name
                + ": skipped "
                + skipped
                + (skipped == 1 ? " event whose rule repeats" : " events whose rules repeat")
                + " too often to list (or is invalid).");
      }
    }
  }

  /**
   * An upper bound of the candidate occurrences an event's rules make from its start to the
   * window's end (the work ical4j does to expand it), or -1 when it is too many or a rule is
   * invalid (INTERVAL below 1).
   */
  static long cost(VEvent e, ZonedDateTime start, ZonedDateTime windowEnd) {
    long total = 1;
    List<Property> rules = e.getProperties(Property.RRULE);
    for (Property p : rules) {
      if (!(p instanceof RRule<?> rule)) {
        return -1;
      }
      Recur<?> r = rule.getRecur();
      int interval = r.getInterval();
      if (interval == 0 || interval < -1) {
        return -1;
      }
      long step = Math.max(1, interval) * seconds(r.getFrequency());
      long span = Math.max(0, windowEnd.toEpochSecond() - start.toEpochSecond());
      long periods = span / step + 1;
      long perPeriod = 1;
      perPeriod = times(perPeriod, r.getSecondList().size());
      perPeriod = times(perPeriod, r.getMinuteList().size());
      perPeriod = times(perPeriod, r.getHourList().size());
      perPeriod = times(perPeriod, r.getMonthDayList().size());
      perPeriod = times(perPeriod, r.getYearDayList().size());
      perPeriod = times(perPeriod, r.getWeekNoList().size());
      perPeriod = times(perPeriod, r.getMonthList().size());
      int days = r.getDayList().size();
      Frequency f = r.getFrequency();
      perPeriod =
          times(
              perPeriod,
              f == Frequency.YEARLY ? days * 53 : f == Frequency.MONTHLY ? days * 5 : days);
      long cost = times(periods, (int) Math.min(Integer.MAX_VALUE, perPeriod));
      if (cost > MAX_CANDIDATES) {
        return -1;
      }
      total += cost;
    }
    return total > MAX_CANDIDATES ? -1 : total;
  }

  private static long times(long a, int n) {
    long f = Math.max(1, n);
    return a > Long.MAX_VALUE / f ? Long.MAX_VALUE : a * f;
  }

  private static long seconds(Frequency f) {
    switch (f) {
      case SECONDLY:
        return 1;
      case MINUTELY:
        return 60;
      case HOURLY:
        return 3_600;
      case DAILY:
        return 86_400;
      case WEEKLY:
        return 7 * 86_400;
      case MONTHLY:
        return 28 * 86_400;
      default:
        return 365 * 86_400;
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
