package dev.vex.guards.digits;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A forecast day's values hour by hour (the weather fetcher's fact {@code hours}: per date, per
 * quantity, the values its hours give): "gusts up to 26 km/h on Saturday", "it feels like 4 °C at 6
 * am", "17 °C at 9 pm tonight", "UV 6 around noon on Sunday". A number about a day, of a quantity
 * the words give it (a gust, feels like, wind, chance of rain, UV index, or a bare temperature),
 * holds when one of that day's values rounds to it. Today's values count only in a clause that
 * speaks of an hour or a part of the day ("tonight", "at 3 pm", "i kveld"), or for gusts and the UV
 * index, which have no figure for now: a bare "It is 21 °C" today is the temperature now.
 *
 * <p>The values are read once per turn; each number is judged against the few values of its days:
 * linear in the reply.
 */
final class DayHours {
  /** The fact's quantities, by the role a number's words give it (null: a bare temperature). */
  private static final Map<Roles.Role, String> QUANTITY =
      Map.of(
          Roles.Role.FEELS, "feelsLikeC",
          Roles.Role.WIND, "windKmh",
          Roles.Role.GUST, "gustKmh",
          Roles.Role.RAIN, "chanceOfRainPercent",
          Roles.Role.UV, "uvIndex");

  private static final String TEMPERATURE = "tempC";

  private static final Map<String, String> UNITS =
      Map.of(
          TEMPERATURE,
          "°C",
          "feelsLikeC",
          "°C",
          "windKmh",
          "km/h",
          "gustKmh",
          "km/h",
          "chanceOfRainPercent",
          "%",
          "uvIndex",
          "");

  private static final Map<String, String> NAMES =
      Map.of(
          TEMPERATURE,
          "temperature",
          "feelsLikeC",
          "feels like",
          "windKmh",
          "wind",
          "gustKmh",
          "gusts",
          "chanceOfRainPercent",
          "chance of rain",
          "uvIndex",
          "UV index");

  /** At most this many values of one quantity on one day are read (wttr.in gives 8 hours). */
  private static final int MAX_VALUES = 24;

  /** At most this many days of one place are read. */
  private static final int MAX_DAYS = 7;

  /** What a number is, against the day's values. */
  static final String HELD = "held";

  /** One place's hours: its key figures (for the subject) and values by date and quantity. */
  private record Place(
      KeyFigure key,
      Map<LocalDate, Map<String, List<KeyFigure>>> days,
      Map<LocalDate, Map<Integer, Map<String, KeyFigure>>> slots) {}

  private final List<Place> places;
  private final LocalDate today;

  private DayHours(List<Place> places, LocalDate today) {
    this.places = places;
    this.today = today;
  }

  /** The hours of the turn's weather ground truths, or null when none gives them. */
  static DayHours of(List<GroundTruth> truths, LocalDate today) {
    List<Place> places = new ArrayList<>();
    for (GroundTruth t : truths) {
      if (!(t.facts().get("hours") instanceof Map<?, ?> byDate) || t.keyFigures().isEmpty()) {
        continue;
      }
      Map<LocalDate, Map<String, List<KeyFigure>>> days = new HashMap<>();
      for (Map.Entry<?, ?> d : byDate.entrySet()) {
        if (days.size() >= MAX_DAYS) {
          break;
        }
        LocalDate date = date(d.getKey());
        if (date == null || !(d.getValue() instanceof Map<?, ?> quantities)) {
          continue;
        }
        Map<String, List<KeyFigure>> q = new HashMap<>();
        for (Map.Entry<?, ?> e : quantities.entrySet()) {
          String name = String.valueOf(e.getKey());
          if (UNITS.containsKey(name) && e.getValue() instanceof List<?> values) {
            List<KeyFigure> figures = new ArrayList<>();
            for (Object v : values) {
              if (figures.size() < MAX_VALUES && v instanceof BigDecimal b) {
                String label = NAMES.get(name) + " on " + date;
                figures.add(KeyFigure.optional(label, b, UNITS.get(name)));
              }
            }
            q.put(name, figures);
          }
        }
        days.put(date, q);
      }
      places.add(new Place(t.keyFigures().get(0), days, slots(t.facts().get("byHour"))));
    }
    return places.isEmpty() || today == null ? null : new DayHours(places, today);
  }

  /** The fact {@code byHour}: per date, per hour (minutes of the day), per quantity, a value. */
  private static Map<LocalDate, Map<Integer, Map<String, KeyFigure>>> slots(Object fact) {
    Map<LocalDate, Map<Integer, Map<String, KeyFigure>>> out = new HashMap<>();
    if (!(fact instanceof Map<?, ?> byDate)) {
      return out;
    }
    for (Map.Entry<?, ?> d : byDate.entrySet()) {
      LocalDate date = date(d.getKey());
      if (out.size() >= MAX_DAYS || date == null || !(d.getValue() instanceof Map<?, ?> hours)) {
        continue;
      }
      Map<Integer, Map<String, KeyFigure>> day = new HashMap<>();
      for (Map.Entry<?, ?> h : hours.entrySet()) {
        String at = String.valueOf(h.getKey());
        if (day.size() >= MAX_VALUES
            || !at.matches("\\d{2}:\\d{2}")
            || !(h.getValue() instanceof Map<?, ?> values)) {
          continue;
        }
        int minutes = Integer.parseInt(at.substring(0, 2)) * 60 + Integer.parseInt(at.substring(3));
        Map<String, KeyFigure> q = new HashMap<>();
        for (Map.Entry<?, ?> v : values.entrySet()) {
          String name = String.valueOf(v.getKey());
          if (UNITS.containsKey(name) && v.getValue() instanceof BigDecimal b) {
            q.put(
                name,
                KeyFigure.optional(
                    NAMES.get(name) + " at " + at + " on " + date, b, UNITS.get(name)));
          }
        }
        day.put(minutes, q);
      }
      out.put(date, day);
    }
    return out;
  }

  /**
   * The values of a quantity at the hours nearest a named hour (within 3 hours: wttr.in gives every
   * third), or null when the day's hours are not known.
   */
  private static List<KeyFigure> near(Place p, LocalDate d, int hour, String quantity) {
    Map<Integer, Map<String, KeyFigure>> day = p.slots().get(d);
    if (day == null || day.isEmpty()) {
      return null;
    }
    List<KeyFigure> out = new ArrayList<>();
    day.forEach(
        (at, q) -> {
          if (Math.abs(at - hour) < 180 && q.get(quantity) != null) {
            out.add(q.get(quantity));
          }
        });
    return out.isEmpty() ? null : out;
  }

  /**
   * Judges a number that states a figure of its day against the hour its clause names: a reason
   * when that hour's values of its quantity on its days are known and none rounds to it, else null.
   */
  String atHour(
      String text,
      ReadNumber n,
      String subject,
      Roles.Role role,
      Set<LocalDate> days,
      int hour,
      FigureMatcher matcher) {
    String quantity = role == null ? TEMPERATURE : QUANTITY.get(role);
    if (quantity == null || days == null || !FigureMatcher.compatible(n, UNITS.get(quantity))) {
      return null;
    }
    List<KeyFigure> known = null;
    for (Place p : places) {
      if (subject != null && !Subjects.isKeyOf(subject, p.key())) {
        continue;
      }
      for (LocalDate d : days) {
        List<KeyFigure> values = near(p, d, hour, quantity);
        if (values == null) {
          continue;
        }
        // any quantity of that hour in the number's unit states it ("feeling like 25 °C at noon")
        for (String other : UNITS.keySet()) {
          List<KeyFigure> same = near(p, d, hour, other);
          for (KeyFigure f : same == null ? List.<KeyFigure>of() : same) {
            if (FigureMatcher.compatible(n, f.unit()) && matcher.matches(n, f)) {
              return null;
            }
          }
        }
        known = known == null ? values : known;
      }
    }
    if (known == null) {
      return null;
    }
    return "'"
        + text.substring(n.start(), n.end())
        + "' is written for "
        + String.format(java.util.Locale.ROOT, "%02d:%02d", hour / 60, hour % 60)
        + " but "
        + known.get(0).label()
        + " is "
        + known.get(0).value().toPlainString()
        + (known.get(0).unit().isEmpty() ? "" : " " + known.get(0).unit());
  }

  private static LocalDate date(Object key) {
    try {
      return LocalDate.parse(String.valueOf(key));
    } catch (java.time.format.DateTimeParseException e) {
      return null;
    }
  }

  /**
   * Judges a number no key figure states: {@link #HELD} when one of its days' values of its
   * quantity rounds to it, a reason when its words give it a quantity whose values for those days
   * are known and none does, else null (no claim these values check).
   *
   * @param text the reply
   * @param n the number
   * @param subject the place written next to it, or null
   * @param role the role its words give it ({@link Roles#near})
   * @param days the days its clause speaks of
   * @param timed whether its clause speaks of an hour or a part of the day
   * @param hour the hour its clause names, in minutes of the day, or -1
   * @param matcher the tolerance
   */
  String judge(
      String text,
      ReadNumber n,
      String subject,
      Roles.Role role,
      Set<LocalDate> days,
      boolean timed,
      int hour,
      FigureMatcher matcher) {
    String quantity = role == null ? TEMPERATURE : QUANTITY.get(role);
    if (quantity == null || days == null || !FigureMatcher.compatible(n, UNITS.get(quantity))) {
      return null;
    }
    boolean nowless = role == Roles.Role.GUST || role == Roles.Role.UV;
    List<KeyFigure> known = null;
    for (Place p : places) {
      if (subject != null && !Subjects.isKeyOf(subject, p.key())) {
        continue;
      }
      for (LocalDate d : days) {
        if (d.equals(today) && !timed && !nowless) {
          continue;
        }
        Map<String, List<KeyFigure>> q = p.days().get(d);
        List<KeyFigure> values = q == null ? null : q.get(quantity);
        List<KeyFigure> atHour = hour < 0 ? null : near(p, d, hour, quantity);
        values = atHour != null ? atHour : values; // "at 6 pm": that hour's, not the day's
        if (values == null || values.isEmpty()) {
          continue;
        }
        double v = n.value().doubleValue();
        boolean single = n.readings().size() == 1; // "1,5" may be 1.5 or 15: no shortcut
        for (KeyFigure f : values) {
          double real = f.value().doubleValue();
          if (single && Math.abs(Math.abs(v) - Math.abs(real)) > Math.abs(real) / 2 + 1) {
            continue; // clearly apart: no rounding states it (the exact test costs more)
          }
          if (matcher.matches(n, f)) {
            return HELD;
          }
        }
        known = known == null ? values : known;
      }
    }
    if (known == null || (role == null && hour < 0)) {
      return null; // a bare temperature of a day is judged only at a named hour
    }
    BigDecimal low = null;
    BigDecimal high = null;
    for (KeyFigure f : known) {
      low = low == null || f.value().compareTo(low) < 0 ? f.value() : low;
      high = high == null || f.value().compareTo(high) > 0 ? f.value() : high;
    }
    String unit = known.get(0).unit().isEmpty() ? "" : " " + known.get(0).unit();
    return "'"
        + text.substring(n.start(), n.end())
        + "' is written as "
        + known.get(0).label()
        + " but no hour of it has that value ("
        + low.toPlainString()
        + " to "
        + high.toPlainString()
        + unit
        + ")";
  }
}
