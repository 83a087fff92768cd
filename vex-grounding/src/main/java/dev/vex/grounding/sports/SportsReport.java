package dev.vex.grounding.sports;

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
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads TheSportsDB's team search and event lists. */
final class SportsReport {
  private SportsReport() {}

  /** The unit of a team's goals in a match's key figures, as the digit scan reads it. */
  static final String GOALS = "goals";

  /** Second words that tell clubs of one city apart ("Manchester United", "Manchester City"). */
  private static final java.util.Set<String> CITY_CLUBS =
      java.util.Set.of(
          "united",
          "city",
          "town",
          "county",
          "athletic",
          "rovers",
          "wanderers",
          "albion",
          "rangers",
          "wednesday",
          "villa",
          "ham",
          "forest",
          "palace",
          "madrid",
          "milan");

  /** A team found by the search, and the name the user asked for. */
  record Team(String id, String name, String league, String asked) {}

  /** One event, as read. */
  record Event(
      String name,
      String home,
      String away,
      Optional<BigDecimal> homeScore,
      Optional<BigDecimal> awayScore,
      String league,
      String when,
      String venue,
      String status,
      String round,
      String localTime) {

    boolean played() {
      return homeScore.isPresent() && awayScore.isPresent();
    }

    String line(boolean nb) {
      StringBuilder sb = new StringBuilder(when).append(' ');
      if (played()) {
        sb.append(home)
            .append(' ')
            .append(homeScore.get().toPlainString())
            .append('–')
            .append(awayScore.get().toPlainString())
            .append(' ')
            .append(away);
      } else {
        sb.append(home).append(nb ? " mot " : " vs ").append(away);
      }
      List<String> extra = new ArrayList<>();
      for (String s :
          List.of(
              league, round.isEmpty() ? "" : (nb ? "runde " : "round ") + round, venue, status)) {
        if (!s.isEmpty()) {
          extra.add(s);
        }
      }
      if (!extra.isEmpty()) {
        sb.append(" (").append(String.join(", ", extra)).append(')');
      }
      return sb.toString();
    }

    Map<String, Object> asFact() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("event", name);
      m.put("home", home);
      m.put("away", away);
      homeScore.ifPresent(v -> m.put("homeScore", v));
      awayScore.ifPresent(v -> m.put("awayScore", v));
      m.put("league", league);
      m.put("when", when);
      m.put("venue", venue);
      m.put("status", status);
      if (!round.isEmpty()) {
        m.put("round", round); // intRound, as TheSportsDB writes it
      }
      if (!localTime.isEmpty()) {
        m.put("localTime", localTime); // strTimeLocal, HH:MM: the kick-off where it is played
      }
      return m;
    }
  }

  static Team team(JsonElement json, String query, String url) {
    String src = SportsFetcher.SOURCE;
    if (!json.isJsonObject() || !json.getAsJsonObject().has("teams")) {
      throw Truths.badShape(src, url, "no teams member");
    }
    JsonArray teams = Json.array(json, "teams").orElse(new JsonArray());
    JsonObject pick = null;
    for (JsonElement t : teams) {
      if (!t.isJsonObject()) {
        continue;
      }
      JsonObject o = t.getAsJsonObject();
      if (pick == null) {
        pick = o;
      }
      if (Json.str(o, "strTeam").equalsIgnoreCase(query)) {
        pick = o;
        break;
      }
    }
    if (pick == null || Json.str(pick, "idTeam").isEmpty()) {
      throw Truths.unknownSubject(src, url, "no team named '" + query + "'");
    }
    return new Team(
        Json.str(pick, "idTeam"), Json.str(pick, "strTeam"), Json.str(pick, "strLeague"), query);
  }

  /** Reads an event list; TheSportsDB names it {@code events} or {@code results}, or sends null. */
  static List<Event> events(JsonElement json, String url) {
    if (!json.isJsonObject()) {
      throw Truths.badShape(SportsFetcher.SOURCE, url, "expected an object");
    }
    JsonObject o = json.getAsJsonObject();
    if (!o.has("events") && !o.has("results")) {
      throw Truths.badShape(SportsFetcher.SOURCE, url, "no events or results member");
    }
    JsonArray list =
        Json.array(o, "events").or(() -> Json.array(o, "results")).orElse(new JsonArray());
    List<Event> out = new ArrayList<>();
    for (JsonElement e : list) {
      if (e.isJsonObject()) {
        out.add(event(e.getAsJsonObject()));
      }
    }
    return out;
  }

  private static Event event(JsonObject o) {
    return new Event(
        Json.str(o, "strEvent"),
        Json.str(o, "strHomeTeam"),
        Json.str(o, "strAwayTeam"),
        Json.decimal(o, "intHomeScore"),
        Json.decimal(o, "intAwayScore"),
        Json.str(o, "strLeague"),
        when(o),
        Json.str(o, "strVenue"),
        Json.str(o, "strStatus"),
        round(Json.str(o, "intRound")),
        clock(Json.str(o, "strTimeLocal")));
  }

  /** "20:00:00" → "20:00"; anything else → "". */
  private static String clock(String s) {
    return s.matches("[0-2][0-9]:[0-5][0-9](:[0-5][0-9])?") ? s.substring(0, 5) : "";
  }

  /** A round as a whole number of at most 3 digits ("6"), else none: the field is free text. */
  private static String round(String s) {
    return s.matches("[0-9]{1,3}") && !s.equals("0") ? s : "";
  }

  private static String when(JsonObject o) {
    String ts = Json.str(o, "strTimestamp");
    if (!ts.isEmpty()) {
      try {
        Instant i = LocalDateTime.parse(ts.replace("+00:00", "")).toInstant(ZoneOffset.UTC);
        return i.toString().replace("T", " ").replace(":00Z", " UTC");
      } catch (DateTimeParseException e) {
        // fall back to the date and time fields
      }
    }
    String date = Json.str(o, "dateEvent");
    String time = Json.str(o, "strTime");
    return time.isEmpty() ? date : date + " " + time;
  }

  static GroundTruth truth(
      Team team, List<Event> next, List<Event> last, List<String> urls, Instant at) {
    String src = SportsFetcher.SOURCE;
    if (next.isEmpty() && last.isEmpty()) {
      throw Truths.notFound(src, urls.get(urls.size() - 1), "no events for " + team.name());
    }
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("team", team.name());
    facts.put("teamId", team.id());
    facts.put("league", team.league());
    facts.put("next", next.stream().map(Event::asFact).toList());
    facts.put("last", last.stream().map(Event::asFact).toList());
    List<KeyFigure> figures = new ArrayList<>();
    boolean latest = true; // the latest played match is the answer; earlier ones are optional
    for (Event e : last) {
      if (e.played()) {
        // A score is one pair for the digit scan: the home team's goals, then the away team's,
        // in the unit "goals", each named by its team (and by the name the user asked for).
        String match = e.home() + " v " + e.away() + " " + e.when();
        figures.add(
            new KeyFigure(e.home() + " goals, " + match, e.homeScore().get(), GOALS, latest)
                .withAliases(names(e.home(), e.away(), team)));
        figures.add(
            new KeyFigure(e.away() + " goals, " + match, e.awayScore().get(), GOALS, latest)
                .withAliases(names(e.away(), e.home(), team)));
        latest = false;
      }
    }
    StringBuilder en = new StringBuilder(team.name()).append(" (TheSportsDB)");
    StringBuilder nb = new StringBuilder(team.name()).append(" (TheSportsDB)");
    Map<String, String> fields = new LinkedHashMap<>();
    if (!next.isEmpty()) {
      en.append("\nNext matches:");
      nb.append("\nNeste kamper:");
      for (Event e : next) {
        en.append("\n- ").append(e.line(false));
        nb.append("\n- ").append(e.line(true));
      }
      fields.put("Next", next.get(0).line(false));
    }
    if (!last.isEmpty()) {
      en.append("\nLatest results:");
      nb.append("\nSiste resultater:");
      for (Event e : last) {
        en.append("\n- ").append(e.line(false));
        nb.append("\n- ").append(e.line(true));
      }
      fields.put("Last", last.get(0).line(false));
    }
    if (!team.league().isEmpty()) {
      fields.put("League", team.league());
    }
    FactCard card =
        new FactCard(
            team.name() + (next.isEmpty() ? " results" : " fixtures"),
            fields,
            src,
            // the team's public page, not the API address (which may be a local server)
            "https://www.thesportsdb.com/team/" + Text.encode(team.id()),
            at);
    return new GroundTruth(
        SportsFetcher.KIND,
        src,
        urls,
        at,
        facts,
        figures,
        Map.of("en", en.toString(), "nb", nb.toString()),
        card);
  }

  /**
   * A team's names for the digit scan: its full name, the name the user asked for when it is the
   * team searched, and a short form ("Tottenham" for "Tottenham Hotspur") when the name is two
   * words whose second does not tell clubs of one city apart and the other team's name does not
   * share the first word.
   */
  static String[] names(String name, String other, Team searched) {
    List<String> out = new ArrayList<>();
    out.add(name);
    if (name.equalsIgnoreCase(searched.name())) {
      out.add(searched.asked());
    }
    String[] words = name.strip().split("\\s+");
    String otherFirst = other.strip().split("\\s+")[0];
    if (words.length == 2
        && words[0].length() >= 5
        && !words[0].equalsIgnoreCase(otherFirst)
        && !CITY_CLUBS.contains(words[1].toLowerCase(Locale.ROOT))) {
      out.add(words[0]);
    }
    return out.toArray(String[]::new);
  }

  static String mode(String value) {
    String v = value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
    return v.equals(SportsFetcher.NEXT) || v.equals(SportsFetcher.LAST) ? v : SportsFetcher.BOTH;
  }
}
