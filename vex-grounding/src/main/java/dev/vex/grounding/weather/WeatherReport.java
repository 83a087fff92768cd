package dev.vex.grounding.weather;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.FactCard;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.KeyFigure;
import dev.vex.grounding.internal.Json;
import dev.vex.grounding.internal.Text;
import dev.vex.grounding.internal.Truths;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads wttr.in's {@code format=j1} document into ground truth. */
final class WeatherReport {
  private static final String C = "°C";
  private static final String F = "°F";

  /** wttr.in gives three days; a hostile body with more is read no further. */
  private static final int MAX_DAYS = 7;

  private WeatherReport() {}

  static GroundTruth parse(
      JsonElement json,
      int day,
      String asked,
      List<String> urls,
      String pageUrl,
      Instant fetchedAt) {
    String url = urls.get(0);
    String src = WeatherFetcher.SOURCE;
    JsonObject now =
        Json.firstObject(json, "current_condition")
            .orElseThrow(() -> Truths.badShape(src, url, "no current_condition"));
    BigDecimal temp =
        Json.decimal(now, "temp_C")
            .orElseThrow(() -> Truths.badShape(src, url, "no current_condition[0].temp_C"));
    JsonObject area = Json.firstObject(json, "nearest_area").orElse(new JsonObject());
    String place = wrapped(area, "areaName");
    String country = wrapped(area, "country");
    if (!place.isEmpty() && !Places.same(asked, place, wrapped(area, "region"))) {
      throw Truths.unknownSubject(
          src, url, "'" + asked + "' was resolved to " + place + ", a place of another name");
    }
    String where =
        (place.isEmpty() ? "the requested place" : place)
            + (country.isEmpty() ? "" : ", " + country);
    String desc = wrapped(now, "weatherDesc");
    String descNb = wrapped(now, "lang_" + WeatherFetcher.NATIVE);
    if (descNb.isEmpty()) {
      descNb = desc;
    }
    Optional<BigDecimal> feels = Json.decimal(now, "FeelsLikeC");
    Optional<BigDecimal> humidity = Json.decimal(now, "humidity");
    Optional<BigDecimal> wind = Json.decimal(now, "windspeedKmph");
    String windDir = Json.str(now, "winddir16Point");
    Optional<BigDecimal> precip = Json.decimal(now, "precipMM");
    Optional<BigDecimal> uv = Json.decimal(now, "uvIndex");
    String observed = Json.str(now, "localObsDateTime");

    JsonArray days = Json.array(json, "weather").orElse(new JsonArray());
    JsonObject forecast = null;
    if (days.size() > 0) {
      JsonElement d = days.get(Math.min(day, days.size() - 1));
      forecast = d.isJsonObject() ? d.getAsJsonObject() : null;
    }
    String date = forecast == null ? "" : Json.str(forecast, "date");
    Optional<BigDecimal> min =
        forecast == null ? Optional.empty() : Json.decimal(forecast, "mintempC");
    Optional<BigDecimal> max =
        forecast == null ? Optional.empty() : Json.decimal(forecast, "maxtempC");
    Optional<BigDecimal> rain =
        forecast == null ? Optional.empty() : maxHourly(forecast, "chanceofrain");
    String midday = forecast == null ? "" : midday(forecast, "weatherDesc");
    String middayNb = forecast == null ? "" : midday(forecast, "lang_" + WeatherFetcher.NATIVE);
    if (middayNb.isEmpty()) {
      middayNb = midday;
    }

    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("location", where);
    facts.put("description", desc);
    facts.put("descriptionNb", descNb);
    facts.put("temperatureC", temp);
    feels.ifPresent(v -> facts.put("feelsLikeC", v));
    humidity.ifPresent(v -> facts.put("humidityPercent", v));
    wind.ifPresent(v -> facts.put("windKmh", v));
    if (!windDir.isEmpty()) {
      facts.put("windDirection", windDir);
    }
    precip.ifPresent(v -> facts.put("precipitationMm", v));
    uv.ifPresent(v -> facts.put("uvIndex", v));
    if (!observed.isEmpty()) {
      facts.put("observedLocal", observed);
    }
    facts.put("forecastDay", day);
    if (!date.isEmpty()) {
      facts.put("forecastDate", date);
    }
    min.ifPresent(v -> facts.put("minC", v));
    max.ifPresent(v -> facts.put("maxC", v));
    rain.ifPresent(v -> facts.put("chanceOfRainPercent", v));
    if (!midday.isEmpty()) {
      facts.put("middayDescription", midday);
    }
    Map<String, Map<String, List<BigDecimal>>> hours = hours(days);
    if (!hours.isEmpty()) {
      facts.put("hours", hours);
    }
    Map<String, Map<String, Map<String, BigDecimal>>> byHour = byHour(days);
    if (!byHour.isEmpty()) {
      facts.put("byHour", byHour);
    }
    Map<String, Map<String, String>> sky = astronomy(days);
    if (!sky.isEmpty()) {
      facts.put("astronomy", sky);
    }

    // Today the answer is the temperature now; for a later day it is that day's low and high.
    boolean later = day > 0;
    // Every figure is about the place: as the question named it (the key), then as wttr.in does.
    String[] aliases = {asked == null ? "" : asked.strip(), place};
    List<KeyFigure> figures = new ArrayList<>();
    figures.add(new KeyFigure("temperature in " + where, temp, C, !later).withAliases(aliases));
    feels.ifPresent(
        v -> figures.add(KeyFigure.optional("feels like in " + where, v, C).withAliases(aliases)));
    min.ifPresent(
        v -> figures.add(new KeyFigure("low on " + date, v, C, later).withAliases(aliases)));
    max.ifPresent(
        v -> figures.add(new KeyFigure("high on " + date, v, C, later).withAliases(aliases)));
    rain.ifPresent(
        v ->
            figures.add(
                KeyFigure.optional("chance of rain on " + date, v, "%").withAliases(aliases)));
    wind.ifPresent(
        v -> figures.add(KeyFigure.optional("wind in " + where, v, "km/h").withAliases(aliases)));
    humidity.ifPresent(
        v -> figures.add(KeyFigure.optional("humidity in " + where, v, "%").withAliases(aliases)));
    precip.ifPresent(
        v ->
            figures.add(
                KeyFigure.optional("precipitation in " + where, v, "mm").withAliases(aliases)));
    // the UV index now (current_condition.uvIndex): "how strong is the sun", "UV-indeksen"
    uv.ifPresent(
        v -> figures.add(KeyFigure.optional("UV index in " + where, v, "").withAliases(aliases)));
    otherFigures(now, days, day, where, aliases, figures);

    String en =
        summary(
            false, where, desc, temp, feels, humidity, wind, windDir, observed, day, date, min, max,
            rain, midday);
    String nb =
        summary(
            true, where, descNb, temp, feels, humidity, wind, windDir, observed, day, date, min,
            max, rain, middayNb);

    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("Now", (desc.isEmpty() ? "" : desc + ", ") + Text.number(temp, 1, false) + " " + C);
    feels.ifPresent(v -> fields.put("Feels like", Text.number(v, 1, false) + " " + C));
    humidity.ifPresent(v -> fields.put("Humidity", Text.number(v, 0, false) + " %"));
    wind.ifPresent(v -> fields.put("Wind", Text.number(v, 0, false) + " km/h " + windDir));
    if (min.isPresent() && max.isPresent()) {
      fields.put(
          dayName(day, false) + " (" + date + ")",
          Text.number(min.get(), 1, false) + " to " + Text.number(max.get(), 1, false) + " " + C);
    }
    rain.ifPresent(v -> fields.put("Chance of rain", Text.number(v, 0, false) + " %"));
    FactCard card =
        new FactCard("Weather in " + where, fields, WeatherFetcher.SOURCE, pageUrl, fetchedAt);
    return new GroundTruth(
        WeatherFetcher.KIND,
        WeatherFetcher.SOURCE,
        urls,
        fetchedAt,
        facts,
        figures,
        Map.of("en", en, "nb", nb),
        card);
  }

  /**
   * The figures a reply may state beside the answer: the temperatures in Fahrenheit (now, and each
   * day's low and high), and the other forecast days' low, high and chance of rain in Celsius. All
   * optional: an honest reply about the weekend, or in Fahrenheit, states them.
   */
  private static void otherFigures(
      JsonObject now,
      JsonArray days,
      int day,
      String where,
      String[] aliases,
      List<KeyFigure> figures) {
    Json.decimal(now, "temp_F")
        .ifPresent(
            v ->
                figures.add(
                    KeyFigure.optional("temperature in " + where, v, F).withAliases(aliases)));
    Json.decimal(now, "FeelsLikeF")
        .ifPresent(
            v ->
                figures.add(
                    KeyFigure.optional("feels like in " + where, v, F).withAliases(aliases)));
    int asked = days.size() == 0 ? -1 : Math.min(day, days.size() - 1);
    for (int i = 0; i < Math.min(days.size(), MAX_DAYS); i++) {
      if (!days.get(i).isJsonObject()) {
        continue;
      }
      JsonObject d = days.get(i).getAsJsonObject();
      String date = Json.str(d, "date");
      if (i != asked) {
        Json.decimal(d, "mintempC")
            .ifPresent(
                v -> figures.add(KeyFigure.optional("low on " + date, v, C).withAliases(aliases)));
        Json.decimal(d, "maxtempC")
            .ifPresent(
                v -> figures.add(KeyFigure.optional("high on " + date, v, C).withAliases(aliases)));
        maxHourly(d, "chanceofrain")
            .ifPresent(
                v ->
                    figures.add(
                        KeyFigure.optional("chance of rain on " + date, v, "%")
                            .withAliases(aliases)));
      }
      Json.decimal(d, "mintempF")
          .ifPresent(
              v -> figures.add(KeyFigure.optional("low on " + date, v, F).withAliases(aliases)));
      Json.decimal(d, "maxtempF")
          .ifPresent(
              v -> figures.add(KeyFigure.optional("high on " + date, v, F).withAliases(aliases)));
    }
    for (String[] q : HOURLY) {
      for (int i = 1; i < Math.min(days.size(), MAX_DAYS); i++) {
        if (days.get(i).isJsonObject()) {
          hourlyFigures(days.get(i).getAsJsonObject(), q, aliases, figures);
        }
      }
    }
  }

  /** At most this many figures: the digit scan prunes its comparisons with a 64-bit set. */
  static final int MAX_FIGURES = 64;

  /**
   * The hourly quantities of a later day, by the label each figure gets, in the order they are
   * added while room is left. Fahrenheit is not among them: the digit scan reads "18 °C (64 °F)" as
   * one figure.
   */
  private static final String[][] HOURLY = {
    {"tempC", "temperature", C, "mintempC", "maxtempC"},
    {"chanceofrain", "chance of rain", "%", "", ""},
    {"windspeedKmph", "wind", "km/h", "", ""},
    {"FeelsLikeC", "feels like", C, "", ""}
  };

  /**
   * A later day's hourly values of one quantity ("temperature at 12:00 on 2026-04-05"): a reply
   * about tomorrow morning or Sunday afternoon states them. Each value once per day (the first hour
   * it is forecast for; not again when it is the day's low or high), optional, and only while the
   * figures stay within {@link #MAX_FIGURES}. Today's are left out: a reply about today is checked
   * against the temperature now.
   */
  private static void hourlyFigures(
      JsonObject d, String[] q, String[] aliases, List<KeyFigure> figures) {
    String date = Json.str(d, "date");
    java.util.Set<BigDecimal> seen = new java.util.HashSet<>();
    for (String daily : new String[] {q[3], q[4]}) {
      if (!daily.isEmpty()) {
        Json.decimal(d, daily).ifPresent(v -> seen.add(v.stripTrailingZeros()));
      }
    }
    for (JsonElement h : Json.array(d, "hourly").orElse(new JsonArray())) {
      if (figures.size() >= MAX_FIGURES) {
        return;
      }
      if (!h.isJsonObject()) {
        continue;
      }
      Optional<BigDecimal> v = Json.decimal(h, q[0]);
      if (v.isEmpty() || !seen.add(v.get().stripTrailingZeros())) {
        continue;
      }
      String label = q[1] + " at " + hour(Json.str(h.getAsJsonObject(), "time")) + " on " + date;
      figures.add(KeyFigure.optional(label, v.get(), q[2]).withAliases(aliases));
    }
  }

  /**
   * The hourly quantities each day's values are kept of (the {@code hours} fact), by wttr.in's
   * field and the name the fact gives them.
   */
  private static final String[][] HOURS = {
    {"tempC", "tempC"},
    {"FeelsLikeC", "feelsLikeC"},
    {"windspeedKmph", "windKmh"},
    {"WindGustKmph", "gustKmh"},
    {"chanceofrain", "chanceOfRainPercent"},
    {"uvIndex", "uvIndex"}
  };

  /** At most this many hourly entries of a day are read (wttr.in gives 8). */
  private static final int MAX_HOURS = 24;

  /**
   * Every forecast day's values hour by hour ({@code 2026-04-04 → gustKmh → [21, 24, 26, …]}), each
   * value once per quantity and day; the UV index also holds the day's own. A reply about a day's
   * gusts, the feeling at 6 am or the temperature tonight states one of them: the digit scan reads
   * them from this fact, not as key figures (of which there may be no more than {@link
   * #MAX_FIGURES}).
   */
  private static Map<String, Map<String, List<BigDecimal>>> hours(JsonArray days) {
    Map<String, Map<String, List<BigDecimal>>> out = new LinkedHashMap<>();
    for (int i = 0; i < Math.min(days.size(), MAX_DAYS); i++) {
      if (!days.get(i).isJsonObject()) {
        continue;
      }
      JsonObject d = days.get(i).getAsJsonObject();
      String date = Json.str(d, "date");
      if (date.isEmpty()) {
        continue;
      }
      JsonArray hourly = Json.array(d, "hourly").orElse(new JsonArray());
      Map<String, List<BigDecimal>> quantities = new LinkedHashMap<>();
      for (String[] q : HOURS) {
        java.util.Set<BigDecimal> values = new java.util.LinkedHashSet<>();
        for (int h = 0; h < Math.min(hourly.size(), MAX_HOURS); h++) {
          Json.decimal(hourly.get(h), q[0]).ifPresent(v -> values.add(v.stripTrailingZeros()));
        }
        if ("uvIndex".equals(q[0])) {
          Json.decimal(d, "uvIndex").ifPresent(v -> values.add(v.stripTrailingZeros()));
        }
        if (!values.isEmpty()) {
          quantities.put(q[1], List.copyOf(values));
        }
      }
      if (!quantities.isEmpty()) {
        out.put(date, java.util.Collections.unmodifiableMap(quantities));
      }
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  /**
   * Every forecast day's values at each of its hours ({@code 2026-04-04 → 18:00 →
   * chanceOfRainPercent → 0}): a reply about "6 pm tomorrow" states that hour's, not another hour's
   * of the day.
   */
  private static Map<String, Map<String, Map<String, BigDecimal>>> byHour(JsonArray days) {
    Map<String, Map<String, Map<String, BigDecimal>>> out = new LinkedHashMap<>();
    for (int i = 0; i < Math.min(days.size(), MAX_DAYS); i++) {
      if (!days.get(i).isJsonObject()) {
        continue;
      }
      JsonObject d = days.get(i).getAsJsonObject();
      String date = Json.str(d, "date");
      JsonArray hourly = Json.array(d, "hourly").orElse(new JsonArray());
      Map<String, Map<String, BigDecimal>> slots = new LinkedHashMap<>();
      for (int h = 0; h < Math.min(hourly.size(), MAX_HOURS); h++) {
        if (!hourly.get(h).isJsonObject()) {
          continue;
        }
        String at = hour(Json.str(hourly.get(h).getAsJsonObject(), "time"));
        if (!at.matches("\\d{2}:\\d{2}")) {
          continue;
        }
        Map<String, BigDecimal> values = new LinkedHashMap<>();
        for (String[] q : HOURS) {
          Json.decimal(hourly.get(h), q[0])
              .ifPresent(v -> values.put(q[1], v.stripTrailingZeros()));
        }
        slots.put(at, java.util.Collections.unmodifiableMap(values));
      }
      if (!date.isEmpty() && !slots.isEmpty()) {
        out.put(date, java.util.Collections.unmodifiableMap(slots));
      }
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  /** The astronomy fields read, by wttr.in's name. */
  private static final String[] SKY = {"sunrise", "sunset", "moonrise", "moonset"};

  /**
   * Every forecast day's sunrise, sunset, moonrise and moonset as {@code HH:MM} (24-hour, local),
   * the moon's illumination in percent and the day's hours of sun ({@code 2026-04-04 → sunrise →
   * 06:46}); a time wttr.in gives as "No moonrise" is left out. The digit scan judges a time a
   * reply writes for them.
   */
  private static Map<String, Map<String, String>> astronomy(JsonArray days) {
    Map<String, Map<String, String>> out = new LinkedHashMap<>();
    for (int i = 0; i < Math.min(days.size(), MAX_DAYS); i++) {
      if (!days.get(i).isJsonObject()) {
        continue;
      }
      JsonObject d = days.get(i).getAsJsonObject();
      String date = Json.str(d, "date");
      JsonObject a = Json.firstObject(d, "astronomy").orElse(null);
      if (date.isEmpty() || a == null) {
        continue;
      }
      Map<String, String> times = new LinkedHashMap<>();
      for (String k : SKY) {
        String t = clock(Json.str(a, k));
        if (!t.isEmpty()) {
          times.put(k, t);
        }
      }
      Json.decimal(a, "moon_illumination")
          .ifPresent(v -> times.put("moonIlluminationPercent", v.toPlainString()));
      Json.decimal(d, "sunHour").ifPresent(v -> times.put("sunHours", v.toPlainString()));
      if (!times.isEmpty()) {
        out.put(date, java.util.Collections.unmodifiableMap(times));
      }
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  private static final java.util.regex.Pattern CLOCK =
      java.util.regex.Pattern.compile("(\\d{1,2}):(\\d{2})\\s*([AaPp][Mm])?");

  /** "06:46 AM" → "06:46", "07:51 PM" → "19:51", "12:05 AM" → "00:05"; anything else → "". */
  static String clock(String t) {
    if (t.length() > 16) {
      return "";
    }
    java.util.regex.Matcher m = CLOCK.matcher(t.strip());
    if (!m.matches()) {
      return "";
    }
    int h = Integer.parseInt(m.group(1));
    int min = Integer.parseInt(m.group(2));
    if (m.group(3) != null) {
      boolean pm = Character.toLowerCase(m.group(3).charAt(0)) == 'p';
      h = h % 12 + (pm ? 12 : 0);
    }
    return h > 23 || min > 59 ? "" : String.format(Locale.ROOT, "%02d:%02d", h, min);
  }

  /** wttr.in's hour ("0", "300", "1500") as {@code HH:MM}. */
  private static String hour(String time) {
    String t = time.strip();
    if (t.isEmpty() || t.length() > 4 || !t.chars().allMatch(Character::isDigit)) {
      return t;
    }
    String padded = "0000".substring(t.length()) + t;
    return padded.substring(0, 2) + ":" + padded.substring(2);
  }

  private static String summary(
      boolean nb,
      String where,
      String desc,
      BigDecimal temp,
      Optional<BigDecimal> feels,
      Optional<BigDecimal> humidity,
      Optional<BigDecimal> wind,
      String windDir,
      String observed,
      int day,
      String date,
      Optional<BigDecimal> min,
      Optional<BigDecimal> max,
      Optional<BigDecimal> rain,
      String midday) {
    StringBuilder sb = new StringBuilder();
    sb.append(nb ? "Været i " : "Weather in ").append(where).append(" (wttr.in");
    if (!observed.isEmpty()) {
      sb.append(nb ? ", observert " : ", observed ")
          .append(observed)
          .append(nb ? " lokal tid" : " local time");
    }
    sb.append("): ");
    if (!desc.isEmpty()) {
      sb.append(desc).append(", ");
    }
    sb.append(Text.number(temp, 1, nb)).append(' ').append(C);
    feels.ifPresent(
        v ->
            sb.append(nb ? ", føles som " : ", feels like ")
                .append(Text.number(v, 1, nb))
                .append(' ')
                .append(C));
    humidity.ifPresent(
        v ->
            sb.append(nb ? ", luftfuktighet " : ", humidity ")
                .append(Text.number(v, 0, nb))
                .append(" %"));
    wind.ifPresent(
        v -> {
          sb.append(nb ? ", vind " : ", wind ")
              .append(Text.number(v, 0, nb))
              .append(nb ? " km/t" : " km/h");
          if (!windDir.isEmpty()) {
            sb.append(nb ? " fra " : " from ").append(windDir);
          }
        });
    sb.append('.');
    if (min.isPresent() && max.isPresent()) {
      sb.append(' ').append(dayName(day, nb)).append(" (").append(date).append("): ");
      sb.append(nb ? "laveste " : "low ")
          .append(Text.number(min.get(), 1, nb))
          .append(' ')
          .append(C);
      sb.append(nb ? ", høyeste " : ", high ")
          .append(Text.number(max.get(), 1, nb))
          .append(' ')
          .append(C);
      rain.ifPresent(
          v ->
              sb.append(nb ? ", sjanse for regn opptil " : ", chance of rain up to ")
                  .append(Text.number(v, 0, nb))
                  .append(" %"));
      if (!midday.isEmpty()) {
        sb.append(nb ? ", midt på dagen: " : ", midday: ").append(midday);
      }
      sb.append('.');
    }
    return sb.toString();
  }

  private static String dayName(int day, boolean nb) {
    return switch (day) {
      case 0 -> nb ? "I dag" : "Today";
      case 1 -> nb ? "I morgen" : "Tomorrow";
      default -> nb ? "I overmorgen" : "The day after tomorrow";
    };
  }

  /** wttr.in wraps text values as {@code [{"value": "..."}]}. */
  private static String wrapped(JsonObject o, String key) {
    return Json.firstObject(o, key).map(v -> Json.str(v, "value")).orElse("");
  }

  private static Optional<BigDecimal> maxHourly(JsonObject day, String key) {
    BigDecimal best = null;
    for (JsonElement h : Json.array(day, "hourly").orElse(new JsonArray())) {
      Optional<BigDecimal> v = Json.decimal(h, key);
      if (v.isPresent() && (best == null || v.get().compareTo(best) > 0)) {
        best = v.get();
      }
    }
    return Optional.ofNullable(best);
  }

  private static String midday(JsonObject day, String key) {
    for (JsonElement h : Json.array(day, "hourly").orElse(new JsonArray())) {
      if (h.isJsonObject() && "1200".equals(Json.str(h.getAsJsonObject(), "time"))) {
        return wrapped(h.getAsJsonObject(), key);
      }
    }
    return "";
  }
}
