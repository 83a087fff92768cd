package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.sports.SportsFetcher;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fixture and result questions about a team: "when does Arsenal play next", "Rosenborg fixtures",
 * "last result for Liverpool", "når spiller Rosenborg neste gang", "hvordan gikk det med
 * Bodø/Glimt". The team is a known team, or a capitalised name; a message in lower case needs a
 * known team. Sets {@code when} to {@code next} or {@code last}.
 */
final class SportsRule {
  private record Shape(Pattern pattern, String when, boolean nameAfter) {}

  private static final List<Shape> SHAPES =
      List.of(
          new Shape(
              Pattern.compile("\\bwhen (?:does|do|is|are) (.{1,80}?) play(?:ing)?\\b"),
              SportsFetcher.NEXT,
              true),
          new Shape(
              Pattern.compile("\\bwho (?:does|do|is|are) (.{1,80}?) play(?:ing)? next\\b"),
              SportsFetcher.NEXT,
              true),
          new Shape(
              Pattern.compile(
                  "\\b(?:next|upcoming) (?:match|game|fixture|fixtures|games|matches) (?:for|of) (.{1,80})"),
              SportsFetcher.NEXT,
              true),
          new Shape(
              Pattern.compile("\\bneste kamp(?:en|er)? (?:for|til|med) (.{1,80})"),
              SportsFetcher.NEXT,
              true),
          new Shape(
              Pattern.compile("\\bnår spiller (.{1,80}?)(?: neste| igjen| mot|\\?|$)"),
              SportsFetcher.NEXT,
              true),
          new Shape(
              Pattern.compile(
                  "(?<= )(?:fixtures|fixture list|schedule|kamper|terminliste|terminlisten|next matches|next match|next games|next game|neste kamper|neste kamp)\\b"),
              SportsFetcher.NEXT,
              false),
          new Shape(
              Pattern.compile(
                  "\\b(?:last|latest|recent) (?:result|results|score|match|game) (?:for|of) (.{1,80})"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile(
                  "\\bsiste (?:resultat|resultater|kamp|kampen) (?:for|til|med) (.{1,80})"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile("\\bdid (.{1,80}?) (?:win|lose|draw)\\b"), SportsFetcher.LAST, true),
          new Shape(Pattern.compile("\\bwhat did (.{1,80}?) do\\b"), SportsFetcher.LAST, true),
          new Shape(
              Pattern.compile("\\bhow did (.{1,80}?) (?:do|play|get on)\\b"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile(
                  "\\b(?:hvordan|korleis|åssen|koss) (?:gikk det med|gjekk det med|spilte) (.{1,80})"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile("\\bvant (.{1,80}?)(?: i går| i helgen|\\?|$)"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile("(?<= )(?:results|result|score|scores|resultat|resultater)\\b"),
              SportsFetcher.LAST,
              false));

  /** Words about a match itself, for a known team named anywhere in the message. */
  private static final java.util.Set<String> MATCH_WORDS =
      java.util.Set.of(
          "match",
          "game",
          "kamp",
          "kampen",
          "score",
          "scores",
          "result",
          "results",
          "resultat",
          "won",
          "win",
          "lost",
          "beat",
          "vant",
          "tapte",
          "slo",
          "kick",
          "kickoff",
          "avspark",
          "stillingen",
          "scoret",
          "fixture",
          "fixtures",
          "landskamp",
          "play",
          "spiller",
          "playing");

  /** Words that make a question about a team's match one about the next one. */
  private static final java.util.Set<String> NEXT_WORDS =
      java.util.Set.of(
          "next",
          "neste",
          "when",
          "when's",
          "whens",
          "når",
          "kick",
          "kickoff",
          "avspark",
          "tonight",
          "starter",
          "starts",
          "upcoming",
          "igjen",
          "again",
          "time",
          "tid");

  private static final java.util.Set<String> TRIGGERS =
      java.util.Set.of(
          "did",
          "gjekk",
          "play",
          "playing",
          "fixtures",
          "fixture",
          "schedule",
          "kamper",
          "kamp",
          "kampen",
          "terminliste",
          "terminlisten",
          "match",
          "game",
          "games",
          "matches",
          "result",
          "results",
          "score",
          "scores",
          "resultat",
          "resultater",
          "win",
          "lose",
          "draw",
          "do",
          "spiller",
          "spilte",
          "gikk",
          "vant",
          "won",
          "lost",
          "beat",
          "kick",
          "kickoff",
          "avspark",
          "stillingen",
          "scoret",
          "scored",
          "landskamp",
          "tapte",
          "slo",
          "fared");

  private SportsRule() {}

  static List<Intent> match(Utterance u) {
    if (!u.hasAnyWord(TRIGGERS)) {
      return List.of();
    }
    for (Shape s : SHAPES) {
      Matcher m = s.pattern().matcher(u.lower);
      if (!m.find()) {
        continue;
      }
      // A shape without a group is a keyword after the team: the team is in the 80 characters
      // before it, so the keyword is found once and the work stays linear.
      String span =
          m.groupCount() == 0
              ? u.original.substring(Math.max(0, m.start() - 81), m.start() - 1)
              : u.original.substring(m.start(1), m.end(1));
      List<String> teams = teams(u, span, s.nameAfter());
      if (!teams.isEmpty()) {
        return intents(teams, s.when());
      }
    }
    // No shape names the team: a known team anywhere beside a match word ("next man united game",
    // "lakers score", "hva ble det i barca-kampen"), the next match when a word says so.
    List<String> known = u.hasAnyWord(MATCH_WORDS) ? known(u.original) : List.of();
    if (!known.isEmpty()) {
      String when = SportsFetcher.LAST;
      for (String w : u.lowerWords) {
        if (NEXT_WORDS.contains(w)) {
          when = SportsFetcher.NEXT;
        }
      }
      return intents(known, when);
    }
    return List.of();
  }

  private static List<Intent> intents(List<String> teams, String when) {
    List<Intent> out = new java.util.ArrayList<>();
    for (String team : teams) {
      out.add(new Intent(SportsFetcher.KIND, team, Map.of(SportsFetcher.WHEN, when)));
    }
    return out;
  }

  /** The known teams a text names, in the order written. */
  private static List<String> known(String span) {
    String padded =
        (" " + span.toLowerCase(Locale.ROOT) + " ")
            .replaceAll("[,?!.()]", " ")
            .replace("'s ", " ")
            .replace("’s ", " ")
            .replace('-', ' ');
    List<String> keys = new java.util.ArrayList<>(Lexicon.TEAMS.keySet());
    keys.sort((a, b) -> b.length() - a.length());
    java.util.TreeMap<Integer, String> found = new java.util.TreeMap<>();
    for (String k : keys) {
      int at = padded.indexOf(" " + k + " ");
      if (at >= 0) {
        String team = Lexicon.TEAMS.get(k);
        if (!found.containsValue(team)) {
          found.put(at, team);
        }
        padded = padded.replace(" " + k + " ", " " + "#".repeat(k.length()) + " ");
      }
    }
    return List.copyOf(found.values());
  }

  /**
   * The known teams the span names, in the order written ("Liverpool and Arsenal's"), longest name
   * first where names overlap; else one capitalised name.
   */
  private static List<String> teams(Utterance u, String span, boolean nameAfter) {
    List<String> found = known(span);
    if (!found.isEmpty()) {
      return found;
    }
    String one = team(u, span, nameAfter);
    return one.isEmpty() ? List.of() : List.of(one);
  }

  private static String team(Utterance u, String span, boolean nameAfter) {
    if (u.allLower) {
      return "";
    }
    Utterance part = new Utterance(span);
    if (part.allLower) {
      return "";
    }
    String name =
        nameAfter
            ? part.nameFrom(0, 3, Lexicon.STOPS)
            : part.nameBefore(part.words.size() - 1, 3, Lexicon.STOPS);
    return name;
  }
}
