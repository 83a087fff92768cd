package dev.vex.grounding.intent;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.sports.SportsFetcher;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fixture and result questions about a team: "when does Arsenal play next", "Rosenborg fixtures",
 * "last result for Liverpool", "når spiller Rosenborg neste gang", "hvordan gikk det med
 * Bodø/Glimt". The team is a known team, or a capitalised name; a message in lower case needs a
 * known team. Sets {@code when} to {@code next} or {@code last}.
 */
final class SportsRule {
  private record Shape(Pattern pattern, String when, boolean nameAfter, boolean knownOnly) {
    Shape(Pattern pattern, String when, boolean nameAfter) {
      this(pattern, when, nameAfter, false);
    }
  }

  private static final List<Shape> SHAPES =
      List.of(
          new Shape(
              Pattern.compile(
                  "\\b(?:kampstart|avspark|kick-?off(?: time)?(?: for)?) (?:for |til |i )?(.{1,80})"),
              SportsFetcher.NEXT,
              true),
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
              Pattern.compile(
                  "\\b(?:når|naar|nar) (?:spiller|spelar|speler) (.{1,80}?)(?: neste| igjen| mot|\\?|$)"),
              SportsFetcher.NEXT,
              true),
          new Shape(
              Pattern.compile(
                  "(?<= )(?:fixtures|fixture list|schedule|kamper|terminliste|terminlisten|next matches|next match|next games|next game|next fixture|neste kamper|neste kamp|kick-?off|kampstart)\\b"),
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
          // "ble det seier for Bayern i kveld?", "gikk det bra for Barcelona", "did Molde get the
          // three points": a result asked by its outcome
          new Shape(
              Pattern.compile(
                  "\\b(?:ble det|vart det|blei det) (?:seier|tap|uavgjort|poeng) (?:for|til|te) (.{1,80})"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile("\\b(?:gikk|gjekk) det (?:bra|dårlig|godt) (?:for|med) (.{1,80})"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile("\\bdid (.{1,80}?) get (?:the )?(?:three|3|all three) points\\b"),
              SportsFetcher.LAST,
              true),
          // "ka ble det mellom Molde og Viking", "hva ble det mellom Brann og Rosenborg": the
          // result
          // between two known teams
          new Shape(
              Pattern.compile(
                  "\\b(?:hva|ka|kva|hvordan|åssen) (?:ble|blei|vart|endte) det mellom (.{1,80})"),
              SportsFetcher.LAST,
              true,
              true),
          new Shape(Pattern.compile("\\bwhat did (.{1,80}?) do\\b"), SportsFetcher.LAST, true),
          new Shape(
              Pattern.compile("\\bhow(?: did|'d|’d|d) (.{1,80}?) (?:do|play|get on|fare)\\b"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile("\\bhow (?:are|is) (the .{1,40}?) doing\\b"),
              SportsFetcher.LAST,
              true,
              true),
          new Shape(
              Pattern.compile(
                  "\\b(?:hvordan|korleis|åssen|koss|kåss|kossen|kor|korsn|kordan|hva|kva|ka) (?:gikk det (?:med|for)|gjekk det (?:med|for)"
                      + "|ble det (?:med|for)|vart det (?:med|for)|spilte) (.{1,80})"),
              SportsFetcher.LAST,
              true),
          // "godset, koss gikk det", "Molde - hvordan gikk det?": a known team first, then the
          // question
          // ("eksamen, hvordan gikk det?" names no team)
          new Shape(
              Pattern.compile(
                  "^(.{1,40}?)[,:-]+ (?:hvordan|korleis|åssen|koss|kåss|kossen|kor|korsn|kordan)"
                      + " (?:gikk|gjekk) det(?: i går| i kveld| i helga| i helgen)?\\s*\\??$"),
              SportsFetcher.LAST,
              true,
              true),
          new Shape(
              Pattern.compile(
                  "\\bvant (.{1,80}?)(?: i går| i helgen| i helga| i natt| i kveld| på (?:lørdag|søndag|onsdag)|\\?|$)"),
              SportsFetcher.LAST,
              true),
          // "who scored for Aston Villa yesterday": the scorers of the team's latest match
          // (DEFINITIONS, session 31); "who scored the most for Arsenal this season" is a total
          new Shape(
              Pattern.compile(
                  "\\bwho scored (?:for|against) (.{1,80}?)(?: yesterday| last night| tonight| today| at the weekend| this weekend| on (?:saturday|sunday|wednesday)|\\?|$)"),
              SportsFetcher.LAST,
              true),
          new Shape(
              Pattern.compile(
                  "(?<= )(?:results|result|score|scores|resultat|resultater|seier eller tap|vant eller tapte)\\b"),
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
          "resultatet",
          "resultatene",
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
          "spelar",
          "playing",
          // "har viking spilt i dag", "skal brann spille i morra?" ("hvem møter rbk" below)
          "spilt",
          "spille",
          "spelt",
          "spele",
          // "spilte Gutta i går", "spilte Juventus uavgjort", "når spela Viking neste gong"
          "spilte",
          "spela",
          "spelte",
          "uavgjort");

  /** Words that make a question about a team's match one about the next one. */
  private static final java.util.Set<String> NEXT_WORDS = WordLists.set("SportsRule.list");

  private static final java.util.Set<String> TRIGGERS = WordLists.set("SportsRule.list.2");

  private SportsRule() {}

  /** Words one of which a message of motor racing holds: the cheap test before the phrases. */
  private static final java.util.Set<String> MOTOR_WORDS = WordLists.set("SportsRule.list.3");

  /** Motor racing's names: a race, a series. */
  private static final List<String> MOTOR_RACING = WordLists.list("SportsRule.MOTOR_RACING");

  /** Whether the message speaks of motor racing (a Grand Prix, F1, MotoGP, NASCAR). */
  static boolean motorRacing(Utterance u) {
    return u.hasAnyPhrase(MOTOR_RACING);
  }

  static List<Intent> match(Utterance u) {
    if (!u.hasAnyWord(TRIGGERS)) {
      return List.of();
    }
    if (u.has("slo ned") || u.has("slår ned") || u.has("slått ned") || u.has("slog ned")) {
      // "lyn slo ned i treet": lightning struck, no result of a match
      return List.of();
    }
    if (u.hasAnyWord(MOTOR_WORDS) && motorRacing(u)) {
      // "who won the Monaco Grand Prix", "hvem vant Formel 1 i går": motor racing is no team's
      // match (DEFINITIONS.md): the place or the racing team named is no club (#21, session 31)
      return List.of();
    }
    if (WeatherRule.gearAsked(u) && !u.hasAnyWord(MATCH_ASKED)) {
      // "should i bring a jacket to the game in Leeds tonight": what to wear to a match asks the
      // weather; the match is where the user goes, not a result or a fixture asked (DEFINITIONS,
      // session 31)
      return List.of();
    }
    Set<String> inPlay = wordsInPlay(u.original);
    for (Shape s : SHAPES) {
      Matcher m = s.pattern().matcher(u.lower);
      if (!m.find()) {
        continue;
      }
      // A shape without a group is a keyword after the team: the team is in the 80 characters
      // before it, so the keyword is found once and the work stays linear.
      String span =
          m.groupCount() == 0
              ? beforeKeyword(u.original.substring(Math.max(0, m.start() - 81), m.start() - 1))
              : u.original.substring(m.start(1), m.end(1));
      List<String> teams =
          s.knownOnly()
              ? known(span, inPlay)
              : teams(u, span, s.nameAfter(), withSpanStart(inPlay, span));
      if (!teams.isEmpty() && m.groupCount() == 0) {
        // "Vålerenga hockey score": the section the span left out (session 29)
        teams =
            Sides.sectionBeforeKeyword(
                teams,
                u.original.substring(Math.max(0, m.start() - 81), m.start()),
                BEFORE_KEYWORD);
      }
      if (!teams.isEmpty()) {
        if (teams.size() == 1 && m.groupCount() > 0) {
          String other = opponent(u, m.end(1), inPlay);
          if (!other.isEmpty() && !other.equals(teams.get(0))) {
            teams = List.of(teams.get(0), other);
          }
        }
        return intents(teams, s.when());
      }
    }
    // No shape names the team: a known team anywhere beside a match word ("next man united game",
    // "lakers score", "hva ble det i barca-kampen"), the next match when a word says so.
    // "hvem møter rbk på søndag": who a team meets next ("jeg møter en viking" meets a person)
    // "når møter Norge Sverige": when two teams meet
    boolean meets =
        u.lower.startsWith("hvem møter ")
            || u.lower.startsWith("kven møter ")
            || u.lower.startsWith("når møter ");
    List<String> known = u.hasAnyWord(MATCH_WORDS) || meets ? known(u.original, inPlay) : List.of();
    if (!known.isEmpty()) {
      String when = SportsFetcher.LAST;
      for (String w : u.lowerWords) {
        if (NEXT_WORDS.contains(w)) {
          when = SportsFetcher.NEXT;
        }
      }
      if (when.equals(SportsFetcher.NEXT) && pastAsked(u)) {
        // "når spilte fulham mot man utd?", "when did arsenal play chelsea": the match that was
        when = SportsFetcher.LAST;
      }
      return intents(known, when);
    }
    return List.of();
  }

  /** Verbs of a result that open a yes-or-no question about it: "spilte Rosenborg uavgjort". */
  private static final Set<String> RESULT_VERBS = WordLists.set("SportsRule.RESULT_VERBS");

  /**
   * Whether the message opens with a verb of a result and then a known team: "spilte Rosenborg
   * uavgjort", "spilte Gutta i går", "vant Brann?" ask the result (#21, session 24).
   */
  static boolean resultAsked(Utterance u) {
    if (u.lowerWords.size() < 2 || !RESULT_VERBS.contains(u.lowerWords.get(0))) {
      return false;
    }
    int space = u.original.indexOf(' ');
    return space > 0
        && !known(u.original.substring(space + 1), wordsInPlay(u.original)).isEmpty()
        && !u.hasAnyWord(NOT_A_RESULT);
  }

  /** Words that make the verb the speaker's: "spilte vi mot Brann da?". */
  private static final Set<String> NOT_A_RESULT = Set.of("jeg", "vi", "du", "we", "you");

  /**
   * Words that ask a match's result, score or time beside a question of what to wear ("bring a
   * jacket to the game, and who won last time?"): the match is asked too.
   */
  private static final Set<String> MATCH_ASKED = WordLists.set("SportsRule.MATCH_ASKED");

  /** Verbs and words of a match that was: "spilte", "did … play", "sist". */
  private static final Set<String> PAST_WORDS = WordLists.set("SportsRule.PAST_WORDS");

  /**
   * Words that still ask for the match to come beside a past word: "are the reds playing city soon?
   * who won last time?".
   */
  private static final Set<String> STILL_NEXT = WordLists.set("SportsRule.STILL_NEXT");

  /**
   * Whether "when"/"når" asks when a match was, not when the next one is: a past verb or word of a
   * match ("når spilte fulham mot man utd", "when did arsenal play chelsea") and no word of the
   * match to come.
   */
  private static boolean pastAsked(Utterance u) {
    return u.hasAnyWord(PAST_WORDS) && !u.hasAnyWord(STILL_NEXT);
  }

  /**
   * Words between a team and the keyword after it that are neither: "Frolunda latest result",
   * "Storhamar next hockey game", "India cricket last result" name Frolunda, Storhamar, India.
   */
  private static final Set<String> BEFORE_KEYWORD = WordLists.set("SportsRule.BEFORE_KEYWORD");

  private static String beforeKeyword(String span) {
    String s = span.strip();
    while (true) {
      int space = s.lastIndexOf(' ');
      String last = s.substring(space + 1).toLowerCase(java.util.Locale.ROOT);
      if (space < 0 || !BEFORE_KEYWORD.contains(last)) {
        return s;
      }
      s = s.substring(0, space).strip();
    }
  }

  /** "når spiller Real Madrid mot Barça", "when do Ajax play against PSV": the other team. */
  private static final Pattern AGAINST =
      Pattern.compile("^\\s*(?:mot|vs\\.?|v\\.?|versus|against|og|and|-)\\s+(.{1,40})");

  private static String opponent(Utterance u, int from, Set<String> inPlay) {
    Matcher m = AGAINST.matcher(u.lower.substring(from));
    if (!m.find()) {
      return "";
    }
    String span = u.original.substring(from + m.start(1), from + m.end(1));
    List<String> known = known(span, inPlay);
    if (!known.isEmpty()) {
      return known.get(0);
    }
    return team(u, span, true);
  }

  private static List<Intent> intents(List<String> teams, String when) {
    List<Intent> out = new java.util.ArrayList<>();
    for (String team : teams) {
      out.add(new Intent(SportsFetcher.KIND, team, Map.of(SportsFetcher.WHEN, when)));
    }
    return out;
  }

  /**
   * Words after a team's Norwegian possessive that speak of its match ("Liverpools siste kamp").
   */
  private static final Set<String> OWNED_MATCH = WordLists.set("SportsRule.OWNED_MATCH");

  /** The known teams a text names, in the order written. */
  /**
   * The known teams a span names ("Rosenborg", "Bodø/Glimt"), as the rules write them; a team whose
   * name is an everyday word counts when the message around it speaks of a match.
   */
  static List<String> teamsIn(String span, String message) {
    return known(span, wordsInPlay(message));
  }

  private static List<String> known(String span, Set<String> wordsInPlay) {
    List<String> words = words(span);
    List<String> found = new java.util.ArrayList<>();
    int lastEnd = -1;
    for (int i = 0; i < words.size(); ) {
      int step = 1;
      Integer most = wordsFrom().get(words.get(i));
      int longest = most == null ? 1 : Math.min(most, words.size() - i);
      for (int len = longest; len >= 1; len--) {
        String key = String.join(" ", words.subList(i, i + len));
        String team = Lexicon.TEAMS.get(key);
        boolean owned = false;
        if (team == null
            && key.length() > 4
            && key.endsWith("s")
            && (i + len == words.size() || OWNED_MATCH.contains(words.get(i + len)))) {
          // the Norwegian possessive before a match: "Liverpools siste kamp", "Moldes neste"; a
          // span read before a match's shape ends where the match words begin
          key = key.substring(0, key.length() - 1);
          team = Lexicon.TEAMS.get(key);
          owned = true;
        }
        if (team != null
            && (!Lexicon.WORD_TEAMS.contains(key)
                || wordsInPlay.contains(key)
                || owned && wordsInPlay.contains(key + "s"))) {
          team = Sides.of(team, words, i, i + len);
          if (team.endsWith(" national team")
              && (words.contains("håndball") || words.contains("handball"))) {
            // "vant kvinnelandslaget i håndball": the side's handball team
            team = team.substring(0, team.length() - "team".length()) + "handball team";
          }
          if (lastEnd == i && Sides.youthOf(found.get(found.size() - 1), team)) {
            // "jentelandslaget J19": the women's youth side right after the women's team is it
            found.remove(found.size() - 1);
          }
          if (!found.contains(team)) {
            found.add(team);
          }
          step = len;
          lastEnd = i + len;
          break;
        }
      }
      i += step;
    }
    return found;
  }

  /**
   * A team name's first word to the most words a name starting with it has, built once: a word no
   * name starts with is passed over without building the phrases that begin with it.
   */
  private static Map<String, Integer> wordsFrom() {
    Map<String, Integer> m = WORDS_FROM;
    if (m == null) {
      Map<String, Integer> built = new java.util.HashMap<>();
      for (String key : Lexicon.TEAMS.keySet()) {
        String[] w = key.split(" ");
        built.merge(w[0], w.length, Math::max);
      }
      m = Map.copyOf(built);
      WORDS_FROM = m;
    }
    return m;
  }

  private static volatile Map<String, Integer> WORDS_FROM;

  private static final Pattern PUNCTUATION = Pattern.compile("[,?!.():;\"]");

  private static final Pattern SPACES = Pattern.compile("\\s+");

  /** A text's words as the team names are written: lower case, without punctuation or "'s". */
  private static List<String> words(String text) {
    String padded =
        PUNCTUATION
            .matcher(" " + text.toLowerCase(Locale.ROOT) + " ")
            .replaceAll(" ")
            .replace("'s ", " ")
            .replace("’s ", " ")
            .replace('-', ' ');
    List<String> out = new java.util.ArrayList<>();
    for (String w : SPACES.split(padded)) {
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * The team names that are ordinary words, with those that begin a shape's span: in "did the heat
   * win" or "hvordan gikk det med raptors" the shape itself speaks of a match.
   */
  private static Set<String> withSpanStart(Set<String> inPlay, String span) {
    List<String> w = words(span);
    int at = !w.isEmpty() && w.get(0).equals("the") ? 1 : 0;
    Set<String> out = null;
    for (int len = 1; len <= 2 && at + len <= w.size(); len++) {
      String key = String.join(" ", w.subList(at, at + len));
      if (Lexicon.WORD_TEAMS.contains(key)) {
        out = out == null ? new java.util.HashSet<>(inPlay) : out;
        out.add(key);
      }
    }
    return out == null ? inPlay : out;
  }

  /** Words before a team's name that speak of a match: "vs the heat", "neste kamp mot moss". */
  private static final Set<String> BEFORE_NAME =
      Set.of(
          "vs",
          "v",
          "versus",
          "against",
          "mot",
          "beat",
          "slo",
          "next",
          "neste",
          "upcoming",
          // "spilte Gutta i går", "når møter Norge Sverige": a verb of a match before the names
          "spilte",
          "spela",
          "spelte",
          "møter");

  /** Words after a team's name that speak of a match: "heat game", "did the eagles win". */
  private static final Set<String> AFTER_NAME = WordLists.set("SportsRule.AFTER_NAME");

  /**
   * The team names of a message that are also ordinary words ("heat", "eagles") and stand beside a
   * word about a match ("heat game", "did the eagles win", "moss-kampen"): only these are read as
   * teams. One pass over the message's words.
   */
  private static Set<String> wordsInPlay(String text) {
    if (Lexicon.WORD_TEAMS.isEmpty()) {
      return Set.of();
    }
    List<String> w = words(text);
    Set<String> out = new java.util.HashSet<>();
    for (int i = 0; i < w.size(); i++) {
      for (int len = 1; len <= 2 && i + len <= w.size(); len++) {
        String key = len == 1 ? w.get(i) : w.get(i) + " " + w.get(i + 1);
        if (!Lexicon.WORD_TEAMS.contains(key)) {
          continue;
        }
        boolean near = false;
        for (int k = Math.max(0, i - 2); k < i; k++) {
          near |= BEFORE_NAME.contains(w.get(k));
        }
        for (int k = i + len; k < Math.min(w.size(), i + len + 2); k++) {
          near |= AFTER_NAME.contains(w.get(k));
        }
        if (near) {
          out.add(key);
        }
      }
    }
    return out;
  }

  /**
   * The known teams the span names, in the order written ("Liverpool and Arsenal's"), longest name
   * first where names overlap; else one capitalised name.
   */
  private static List<String> teams(
      Utterance u, String span, boolean nameAfter, Set<String> wordsInPlay) {
    List<String> found = known(span, wordsInPlay);
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
    return athlete(name) ? "" : name;
  }

  /** Individual athletes: their results are no team's match (DEFINITIONS.md). */
  private static final Set<String> ATHLETES = WordLists.set("SportsRule.ATHLETES");

  /**
   * Whether a capitalised name that is no known team is an individual athlete's: "Ruud", "Casper
   * Ruud", "Verstappen", "Usain Bolt" (#21, session 35). The whole name or its last word is looked
   * up; a known team never comes here.
   */
  static boolean athlete(String name) {
    if (name.isEmpty()) {
      return false;
    }
    String lower = name.toLowerCase(Locale.ROOT);
    int space = lower.lastIndexOf(' ');
    return ATHLETES.contains(lower) || space > 0 && ATHLETES.contains(lower.substring(space + 1));
  }
}
