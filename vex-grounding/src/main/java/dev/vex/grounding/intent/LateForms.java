package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Asks read after the ask model, for a message in which neither the rules nor the model found one
 * (#21, session 25). They stay out of the candidates the model's tables are masked and typed with
 * ({@link GroundingClassifier#masked}, {@link GroundingClassifier#kindBits}), so the model trains
 * on the same rows as before them and its out-of-fold figures do not move; put in the rules, the
 * same classes moved them (session 24): "hvordan ligger Rosenborg an på tabellen" (a team's place
 * in its league), "hvordan ligger Orkla an i dag" (a share's day), "har Hydro steget i dag" (Norsk
 * Hydro by its short name beside a word of the market; "Hydro" alone is water or a plant), "skal
 * jeg ta med regnjakke i kveld" (what to wear or bring, asked with "skal"/"shall"). Linear in the
 * message's words.
 */
final class LateForms {
  private LateForms() {}

  /** The asks these forms find in a message, or none. */
  static List<Intent> asks(Utterance u) {
    List<String> w = u.lowerWords;
    if (w.size() < 2 || w.size() > 16) {
      return List.of();
    }
    Intent i = standing(u);
    if (i == null) {
      i = hydro(u);
    }
    if (i == null) {
      i = whatToBring(u);
    }
    if (i == null) {
      i = teamThen(u);
    }
    if (i == null) {
      i = RankedCoin.ask(u);
    }
    if (i == null) {
      i = NewsFormat.ask(u);
    }
    if (i == null) {
      return teamsMeetWhen(u);
    }
    return List.of(i);
  }

  /** "hvordan ligger", "korleis ligg", "åssen ligger": how a team or a share lies. */
  private static final Set<String> HOW = Set.of("hvordan", "korleis", "åssen", "koss", "hvorden");

  private static final Set<String> LIES = Set.of("ligger", "ligg");

  /** Words of a league's table: a team, not a share. */
  private static final Set<String> TABLE =
      Set.of("tabellen", "serien", "ligaen", "eliteserien", "tabell", "table", "standings");

  /** Words of the market or of now: a share, not a team. */
  private static final Set<String> MARKET_NOW = WordLists.set("LateForms.MARKET_NOW");

  /**
   * "hvordan ligger Rosenborg an (på tabellen)": a known team's place in its league, its latest
   * result; "hvordan ligger Orkla an nå / på børsen": a known company's share. One to three words
   * between "ligger" and "an".
   */
  private static Intent standing(Utterance u) {
    List<String> w = u.lowerWords;
    if (!HOW.contains(w.get(0)) || !LIES.contains(w.get(1))) {
      return null;
    }
    int an = -1;
    for (int k = 3; k < w.size() && k <= 5; k++) {
      if (w.get(k).equals("an")) {
        an = k;
        break;
      }
    }
    if (an < 0) {
      return null;
    }
    String name = String.join(" ", u.words.subList(2, an));
    String lower = String.join(" ", w.subList(2, an));
    boolean table = u.hasAnyWord(TABLE);
    List<String> teams = SportsRule.teamsIn(name, u.original);
    String company = company(lower);
    if (!teams.isEmpty() && (table || company == null)) {
      return new Intent(
              SportsFetcher.KIND, teams.get(0), Map.of(SportsFetcher.WHEN, SportsFetcher.LAST))
          .withMode(Intent.Mode.ASK, 0.9, "asks how a team lies in its league (its latest result)");
    }
    if (company != null && !table && (u.hasAnyWord(MARKET_NOW) || u.has("i dag"))) {
      return new Intent(StockFetcher.KIND, company, Map.of())
          .withMode(Intent.Mode.ASK, 0.9, "asks how a share lies today");
    }
    return null;
  }

  /** A company by a name of one or two words, "hydro" for Norsk Hydro; else null. */
  private static String company(String lower) {
    if (lower.equals("hydro")) {
      return NORSK_HYDRO;
    }
    return Lexicon.COMPANIES.get(lower);
  }

  private static final String NORSK_HYDRO = "Norsk Hydro";

  /** Words of a share's market that make "Hydro" the company. */
  private static final Set<String> MARKET = WordLists.set("LateForms.MARKET");

  /** Words after "Hydro" that make it water or power, not the company. */
  private static final Set<String> WATER = WordLists.set("LateForms.WATER");

  /**
   * "har Hydro steget i dag", "how is Hydro doing on the exchange today", "hvordan går det med
   * Hydro på børsen i dag": Norsk Hydro by its short name, beside a word of the market and a word
   * of now.
   */
  private static Intent hydro(Utterance u) {
    int at = u.lowerWords.indexOf("hydro");
    if (at < 0
        || at > 0 && u.lowerWords.get(at - 1).equals("norsk")
        || at + 1 < u.lowerWords.size() && WATER.contains(u.lowerWords.get(at + 1))
        || !u.hasAnyWord(MARKET)
        || !now(u)) {
      return null;
    }
    return new Intent(StockFetcher.KIND, NORSK_HYDRO, Map.of())
        .withMode(
            Intent.Mode.ASK, 0.9, "asks how Norsk Hydro's share is doing (by its short name)");
  }

  private static final Set<String> NOW =
      Set.of("now", "today", "nå", "idag", "rn", "currently", "tonight");

  private static boolean now(Utterance u) {
    return u.hasAnyWord(NOW) || u.has("i dag") || u.has("right now") || u.has("akkurat nå");
  }

  /** A day gone by, asked alone beside a name. */
  private static final Set<String> GONE_DAY = Set.of("yesterday", "igår", "gårsdagens");

  /**
   * "Liverpool i går?", "Molde yesterday?": a team that is also a town, with only a day gone by,
   * asks its result then (the weather of a day gone by is no ask, and a bare day names no weather).
   * At most two words of a name before the day, none a word of the weather.
   */
  private static Intent teamThen(Utterance u) {
    List<String> w = u.lowerWords;
    int at;
    if (w.size() >= 3 && w.get(w.size() - 2).equals("i") && w.get(w.size() - 1).equals("går")) {
      at = w.size() - 2;
    } else if (GONE_DAY.contains(w.get(w.size() - 1))) {
      at = w.size() - 1;
    } else {
      return null;
    }
    if (w.size() > 4 || at == 0 || at > 2) {
      return null;
    }
    for (int k = 0; k < at; k++) {
      if (WEATHER.contains(w.get(k))) {
        return null; // "weather Liverpool yesterday?": the weather gone by
      }
    }
    List<String> teams = SportsRule.teamsIn(String.join(" ", u.words.subList(0, at)), u.original);
    return teams.size() != 1
        ? null
        : new Intent(
                SportsFetcher.KIND, teams.get(0), Map.of(SportsFetcher.WHEN, SportsFetcher.LAST))
            .withMode(Intent.Mode.ASK, 0.9, "asks a team's result of a day gone by");
  }

  private static final Set<String> WEATHER = WordLists.set("LateForms.WEATHER");

  private static final Set<String> VERSUS = Set.of("mot", "vs", "v", "versus", "against", "-");

  private static final Set<String> WHEN = Set.of("når", "when", "kor tid", "nårtid");

  /**
   * "Norge mot Italia når", "norway vs italy when": two known teams and "when", at most seven
   * words, ask their next meeting.
   */
  private static List<Intent> teamsMeetWhen(Utterance u) {
    List<String> w = u.lowerWords;
    if (w.size() > 7 || !(WHEN.contains(w.get(0)) || WHEN.contains(w.get(w.size() - 1)))) {
      return List.of();
    }
    int vs = -1;
    for (int k = 1; k < w.size() - 1; k++) {
      if (VERSUS.contains(w.get(k))) {
        vs = k;
        break;
      }
    }
    if (vs < 0) {
      return List.of();
    }
    int from = WHEN.contains(w.get(0)) ? 1 : 0;
    int to = WHEN.contains(w.get(w.size() - 1)) ? w.size() - 1 : w.size();
    if (from >= vs || vs + 1 >= to) {
      return List.of();
    }
    List<String> a = SportsRule.teamsIn(String.join(" ", u.words.subList(from, vs)), u.original);
    List<String> b = SportsRule.teamsIn(String.join(" ", u.words.subList(vs + 1, to)), u.original);
    if (a.size() != 1 || b.size() != 1 || a.get(0).equals(b.get(0))) {
      return List.of();
    }
    String why = "asks when two teams meet next";
    return List.of(
        new Intent(SportsFetcher.KIND, a.get(0), Map.of(SportsFetcher.WHEN, SportsFetcher.NEXT))
            .withMode(Intent.Mode.ASK, 0.9, why),
        new Intent(SportsFetcher.KIND, b.get(0), Map.of(SportsFetcher.WHEN, SportsFetcher.NEXT))
            .withMode(Intent.Mode.ASK, 0.9, why));
  }

  /** What to wear or bring against the weather. */
  private static final Set<String> GEAR = WordLists.set("LateForms.GEAR");

  private static final Set<String> WHEN_SOON = WordLists.set("LateForms.WHEN_SOON");

  /**
   * "skal jeg ta med regnjakke i kveld", "skal vi ha på votter i morgen", "shall I bring an
   * umbrella today": what to wear or bring then, asked of the weather (no place: the user's own).
   */
  private static Intent whatToBring(Utterance u) {
    List<String> w = u.lowerWords;
    boolean skal =
        (w.get(0).equals("skal") || w.get(0).equals("shall"))
            && Set.of("jeg", "vi", "eg", "me", "i", "we").contains(w.get(1));
    if (!skal || !u.hasAnyWord(GEAR) || !u.hasAnyWord(WHEN_SOON)) {
      return null;
    }
    return new Intent(WeatherFetcher.KIND, "", Map.of())
        .withMode(Intent.Mode.ASK, 0.9, "asks what to wear or bring against the weather soon");
  }
}
