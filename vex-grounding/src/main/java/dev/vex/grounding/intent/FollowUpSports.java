package dev.vex.grounding.intent;

import static dev.vex.grounding.intent.FollowUp.*;
import static dev.vex.grounding.intent.FollowUpAgain.*;
import static dev.vex.grounding.intent.FollowUpEllipsis.*;
import static dev.vex.grounding.intent.FollowUpMarkets.*;
import static dev.vex.grounding.intent.FollowUpNews.*;
import static dev.vex.grounding.intent.FollowUpPronoun.*;
import static dev.vex.grounding.intent.FollowUpRecipes.*;
import static dev.vex.grounding.intent.FollowUpSearch.*;
import static dev.vex.grounding.intent.FollowUpText.*;
import static dev.vex.grounding.intent.FollowUpWeather.*;
import static dev.vex.grounding.intent.FollowUpWords.*;

import dev.vex.core.intent.Intent;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Follow-ups (see {@link FollowUp}): the readings of a match: the next match or the latest result
 * of the team before, its scorers, a team by its city. Moved from {@code FollowUp} as it was, no
 * reading changed.
 */
final class FollowUpSports {
  private FollowUpSports() {}

  /** A team's next match asked without the team ("og neste kamp?", "når spiller de igjen?"). */
  static final java.util.regex.Pattern SPORTS_NEXT =
      words(
          "next|neste|igjen|again|upcoming|kommende|kick-?off|kick off|avspark|start time"
              + "|when does it start|what time does it start|når starter");

  /** A team's latest result asked without the team ("vant dem?", "the score of the last one?"). */
  static final java.util.regex.Pattern SPORTS_LAST =
      words(
          "last one|last game|last match|score|result|resultat|resultatet|vant|tapte|won"
              + "|win|lost|siste kamp|siste kampen|gikk kampen|kampen i går|kampen i kveld"
              + "|how did the (?:game|match) go|how was the (?:game|match)"
              + "|by how much|med hvor mye|med kor mykje|med kor mye");

  /** Who scored in the match just asked for ("who scored?", "hvem scoret?", "målscorere?"). */
  static final java.util.regex.Pattern SCORERS =
      words(
          "who scored|who got the goals?|scorers|goalscorers|goal scorers|hvem scoret"
              + "|hvem skåret|hvem laget målene|målscorer(?:e|ne)?|målscorarar"
              + "|(?:hvem|kven|ka|kem) (?:scora|skåra|scorte|scoret|skåret)"
              + "|(?:hvem|kven|kem|ka) (?:laga|lagde|laget) (?:måla|målene|målet)");

  /**
   * Motor racing (DEFINITIONS.md, session 30: a Grand Prix, F1 or a driver is no team): "and the
   * Grand Prix?", "og Formel 1?" after a team's result name a race, not another team.
   */
  static final java.util.regex.Pattern MOTOR_RACING =
      java.util.regex.Pattern.compile(
          "\\b(?:grand prix|gp|f1|formula (?:1|one)|formel (?:1|en|én)|formel1|motogp|nascar"
              + "|indycar|rally|rallyet|rallycross)\\b");

  /** Words a club's name adds to its town ("Reading FC", "Molde FK", "Vålerenga IF"). */
  private static final Set<String> CLUB_WORDS = WordLists.set("FollowUpSports.CLUB_WORDS");

  /**
   * "Reading FC result" then "and the weather there tomorrow?" (#21, session 31): "there" after a
   * club named by its town is the town. The message with "there" / "der" put as "in" / "i" the town
   * is read as a single message; its weather asks of that town, else null. Null too when the
   * message names no "there", asks no weather alone, or the club's name is no town and its club
   * words.
   */
  static List<Intent> clubsTown(
      GroundingClassifier c, Intent before, Utterance u, List<Intent> own) {
    if (u.words.size() > 10
        || own.stream()
            .noneMatch(
                i ->
                    WeatherFetcher.KIND.equals(i.kind())
                        && (i.subject().isEmpty()
                            || THERE.contains(i.subject().toLowerCase(Locale.ROOT))))) {
      return null;
    }
    List<String> town = new ArrayList<>();
    for (String w : before.subject().split("\\s+")) {
      if (!CLUB_WORDS.contains(w.toLowerCase(Locale.ROOT))) {
        town.add(w);
      }
    }
    if (town.isEmpty() || town.size() > 3) {
      return null;
    }
    String name = String.join(" ", town);
    StringBuilder sb = new StringBuilder();
    boolean replaced = false;
    for (String w : u.words) {
      String s = FollowUpText.strip(w.toLowerCase(Locale.ROOT));
      if (!replaced && THERE.contains(s)) {
        sb.append(sb.length() == 0 ? "" : " ")
            .append(s.equals("there") ? "in " : "i ")
            .append(name)
            .append(w.substring(w.replaceAll("\\W+$", "").length()));
        replaced = true;
      } else {
        sb.append(sb.length() == 0 ? "" : " ").append(w);
      }
    }
    if (!replaced) {
      return null;
    }
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(sb.toString())) {
      if (WeatherFetcher.KIND.equals(i.kind()) && i.isAsk() && i.subject().equalsIgnoreCase(name)) {
        read.add(i);
      }
    }
    return read.isEmpty() ? null : because(read, "the weather of the town a club is named by");
  }

  /** Words of a question about a club rather than its match ("who is their coach?"). */
  static final Set<String> NOT_A_MATCH = WordLists.set("FollowUpSports.NOT_A_MATCH");

  /**
   * "Spurs score" then "the basketball ones, San Antonio"; "Kings result" then "nei, Sacramento":
   * the team of that city by the name typed before ("San Antonio Spurs"), when the message corrects
   * ("no", "I mean", "the … ones") or ends with the city after a comma. Null when none. At most
   * three windows a word against at most 20 words of the message before.
   */
  static List<Intent> teamOfCity(
      Intent before,
      Utterance u,
      List<String> lower,
      int from,
      int to,
      boolean corrected,
      String previousText) {
    boolean ones = lower.contains("ones") || lower.contains("one") || lower.contains("laget");
    int comma = u.original.lastIndexOf(',');
    if (!corrected && !ones && comma < 0) {
      return null;
    }
    List<String> typed = new ArrayList<>();
    for (String w : previousText.split("\\s+")) {
      String t = strip(w).toLowerCase(Locale.ROOT);
      if (!t.isEmpty()) {
        typed.add(t);
      }
    }
    if (typed.size() > 20) {
      return null;
    }
    int afterComma = comma < 0 ? 0 : new Utterance(u.original.substring(0, comma)).words.size();
    for (int end = to; end > from; end--) {
      for (int start = Math.max(from, end - 3); start < end; start++) {
        if (!corrected && !ones && (end != to || start < afterComma)) {
          continue; // "…, San Antonio": only the city that ends the message after its comma
        }
        String city = String.join(" ", lower.subList(start, end));
        for (String t : typed) {
          String team = Lexicon.TEAMS.get(city + " " + t);
          if (team != null && !team.equalsIgnoreCase(before.subject())) {
            return List.of(
                new Intent(SportsFetcher.KIND, team, before.parameters())
                    .withMode(
                        before.mode(),
                        before.confidence(),
                        "the team of that city, named just before by its name alone"));
          }
        }
      }
    }
    return null;
  }

  /** The men's side named alone ("and the men?", "the men's team?", "og gutta?", "herrene da"). */
  static final java.util.regex.Pattern MEN =
      java.util.regex.Pattern.compile(
          "(?:the |their )?(?:men|guys|lads)(?:'s|\u2019s|s)?(?: (?:team|side|national team))?"
              + "|(?:herrene|gutta|guttene|gutane|karane|herrelaget|herrelandslaget)(?: deres| dems)?");

  /** The women's side named alone ("and the women?", "og jentene?", "kvinnelandslaget?"). */
  static final java.util.regex.Pattern WOMEN =
      java.util.regex.Pattern.compile(
          "(?:the |their )?(?:women|ladies|girls)(?:'s|\u2019s|s)?"
              + "(?: (?:team|side|national team))?"
              + "|(?:jentene|damene|kvinnene|jentelaget|kvinnelaget|jentelandslaget"
              + "|kvinnelandslaget)(?: deres| dems)?");

  /**
   * "how did the men get on?", "how are the women doing?" (session 33, followup-tune22): the side
   * asked how it did, group 1 the side.
   */
  static final java.util.regex.Pattern HOW_DID =
      java.util.regex.Pattern.compile(
          "(?:how did|how'd|how are|how have|how were) (.{1,40}?)"
              + " (?:get on|got on|do|did|doing|done|play|played|go|went|getting on)");

  /** How the lexicon names a nation's handball sides ("Norway women's national handball team"). */
  private static final String HANDBALL_WOMEN = " women's national handball team";

  private static final String HANDBALL_MEN = " national handball team";

  /** How the sports rule names a nation's women's side ("Norway women's national team"). */
  private static final String WOMENS = " women's national team";

  /**
   * "when do the Norway women play next?" then "and the men?"; "når spiller Gutta neste?" then "og
   * jentene?" (#21, session 28): the nation's other side, asked as the side before was (its next
   * match or its result). The men's side is the nation's senior national team; a women's side is
   * read only when the sports rule reads the nation's women's team back as one. Null when the rest
   * names no side or the subject before is no nation.
   */
  static List<Intent> otherSide(GroundingClassifier c, Intent before, List<String> rest) {
    if (!SportsFetcher.KIND.equals(before.kind()) || rest.isEmpty() || rest.size() > 8) {
      return null;
    }
    if (rest.size() > 4) {
      java.util.regex.Matcher how = HOW_DID.matcher(String.join(" ", rest));
      if (!how.matches()
          || !MEN.matcher(how.group(1)).matches() && !WOMEN.matcher(how.group(1)).matches()) {
        return null;
      }
      // "how did the men get on?": the side asked how it did
      List<String> side = List.of(how.group(1).split(" "));
      if (side.size() > 4) {
        return null;
      }
      rest = side;
    }
    List<Intent> youth = youthSide(c, before, rest);
    if (youth != null) {
      return youth;
    }
    List<Intent> section = section(before, rest);
    if (section != null) {
      return section;
    }
    String said = String.join(" ", rest);
    String s = before.subject();
    if (s.endsWith(HANDBALL_WOMEN) && MEN.matcher(said).matches()
        || s.endsWith(HANDBALL_MEN)
            && !s.endsWith(HANDBALL_WOMEN)
            && WOMEN.matcher(said).matches()) {
      // "håndballjentene resultat" then "og herrene?" (session 30): the nation's other handball
      // side, as the lexicon names it
      boolean toMen = s.endsWith(HANDBALL_WOMEN);
      String nation = s.substring(0, s.length() - (toMen ? HANDBALL_WOMEN : HANDBALL_MEN).length());
      return List.of(
          new Intent(
              SportsFetcher.KIND,
              nation + (toMen ? HANDBALL_MEN : HANDBALL_WOMEN),
              before.parameters(),
              before.mode(),
              before.confidence(),
              "the nation's other handball side, after the side asked for just before"));
    }
    boolean women = s.endsWith(WOMENS);
    String nation;
    if (women && MEN.matcher(said).matches()) {
      nation = s.substring(0, s.length() - WOMENS.length());
    } else if (!women && !s.contains(" ") && WOMEN.matcher(said).matches()) {
      nation = s;
    } else {
      return clubSide(c, before, said);
    }
    String text = nation + (women ? " national team" : " women's team");
    boolean next = "next".equals(before.parameters().get(SportsFetcher.WHEN));
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(text + (next ? " next match?" : " result?"))) {
      if (SportsFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && !i.subject().isEmpty()
          && i.subject().endsWith(WOMENS) != women
          && i.subject().regionMatches(true, 0, nation, 0, nation.length())) {
        read.add(
            i.withMode(
                before.mode(),
                before.confidence(),
                "the nation's other side, after the side asked for just before"));
      }
    }
    return read.isEmpty() ? clubSide(c, before, said) : List.copyOf(read);
  }

  /** How the sports rule names a club's women's side ("Chelsea Women", "Brann Women"). */
  private static final String CLUB_WOMEN = " Women";

  /**
   * "Chelsea Women result" then "and the men's team?"; "hvordan gikk det med Brann" then "og
   * kvinnene?" (#21, session 30): a club's other side, asked as the side before was. The men's side
   * of a club's women is the club; a club's women are read as the sports rule reads "CLUB women"
   * (its women's side). Null when the subject before is no club the lexicon knows or the words name
   * no side.
   */
  static List<Intent> clubSide(GroundingClassifier c, Intent before, String said) {
    String s = before.subject();
    boolean women = s.endsWith(CLUB_WOMEN);
    String club = women ? s.substring(0, s.length() - CLUB_WOMEN.length()) : s;
    if (club.isEmpty()
        || club.contains(" national")
        || Lexicon.TEAMS.get(club.toLowerCase(Locale.ROOT)) == null
            && !Lexicon.TEAMS.containsValue(club)) {
      return null;
    }
    if (women && MEN.matcher(said).matches()) {
      return List.of(
          new Intent(
              SportsFetcher.KIND,
              club,
              before.parameters(),
              before.mode(),
              before.confidence(),
              "the club's other side, after the side asked for just before"));
    }
    if (women
        || !WOMEN.matcher(said).matches() && !"damelaget".equals(said)
        || !Character.isUpperCase(club.charAt(0))) {
      return null;
    }
    boolean next = "next".equals(before.parameters().get(SportsFetcher.WHEN));
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(club + " women" + (next ? " next match?" : " result?"))) {
      if (SportsFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && i.subject().endsWith(CLUB_WOMEN)
          && i.subject().regionMatches(true, 0, club, 0, club.length())) {
        read.add(
            i.withMode(
                before.mode(),
                before.confidence(),
                "the club's other side, after the side asked for just before"));
      }
    }
    return read.isEmpty() ? null : List.copyOf(read);
  }

  /** A nation's youth side as the sports rule names it ("England U19", "Norway U19 women"). */
  private static final java.util.regex.Pattern YOUTH_SIDE =
      java.util.regex.Pattern.compile(
          "(\\p{L}[\\p{L} ]*?) (?:national under-(\\d\\d) team|U(\\d\\d))( women)?");

  /** Another age named alone ("and the U19?", "the under-19s", "og U17?"). */
  private static final java.util.regex.Pattern AGE =
      java.util.regex.Pattern.compile("(?:the |de )?(?:u-?|under-? ?)(\\d\\d)s?");

  /** The boys of a youth side ("og guttene?", "and the boys?"). */
  private static final java.util.regex.Pattern BOYS =
      java.util.regex.Pattern.compile("(?:the )?boys(?: team| side)?|guttene|gutta|gutane|gutter");

  /** The girls of a youth side ("og jentene?", "and the girls?"). */
  private static final java.util.regex.Pattern GIRLS =
      java.util.regex.Pattern.compile("(?:the )?girls(?: team| side)?|jentene|jenter|jentelaget");

  /**
   * "how did England U21 do" then "and the U19?"; "J19 resultat" then "og guttene?" (#21, session
   * 29): the same nation's side of another age, or the boys or girls of the same age, asked as the
   * side before was. Null when the side before is no nation's youth side or the rest names no age
   * and no boys or girls.
   */
  static List<Intent> youthSide(GroundingClassifier c, Intent before, List<String> rest) {
    java.util.regex.Matcher side = YOUTH_SIDE.matcher(before.subject());
    if (!side.matches()) {
      return null;
    }
    String said = String.join(" ", rest);
    String age = side.group(2) != null ? side.group(2) : side.group(3);
    boolean women = side.group(4) != null;
    java.util.regex.Matcher other = AGE.matcher(said);
    if (other.matches() && !other.group(1).equals(age)) {
      age = other.group(1);
    } else if (women && BOYS.matcher(said).matches()) {
      women = false;
    } else if (!women && GIRLS.matcher(said).matches()) {
      women = true;
    } else {
      return null;
    }
    String text = side.group(1) + " U" + age + (women ? " women" : "");
    boolean next = "next".equals(before.parameters().get(SportsFetcher.WHEN));
    List<Intent> read = new ArrayList<>();
    for (Intent i : c.classify(text + (next ? " next match?" : " result?"))) {
      if (SportsFetcher.KIND.equals(i.kind())
          && i.isAsk()
          && i.subject().regionMatches(true, 0, side.group(1), 0, side.group(1).length())) {
        read.add(
            i.withMode(
                before.mode(),
                before.confidence(),
                "the nation's side of another age or sex, after the side asked for just before"));
      }
    }
    return read.isEmpty() ? null : List.copyOf(read);
  }

  /** A club's hockey section named alone ("og hockeylaget?", "and the hockey team?"). */
  private static final java.util.regex.Pattern HOCKEY_SECTION =
      java.util.regex.Pattern.compile(
          "(?:the )?(?:ice )?hockey(?: team| side)?|(?:is)?hockeylaget|(?:is)?hockey");

  /** A club's football side named alone ("and the football team?", "og fotballaget?"). */
  private static final java.util.regex.Pattern FOOTBALL_SECTION =
      java.util.regex.Pattern.compile(
          "(?:the )?(?:football|soccer)(?: team| side| club)?|fotballaget|fotball|fotballen");

  /**
   * A club's handball section named alone ("and the handball team?", "og håndballaget?"), or its
   * handball girls or boys with "their" ("og håndballjentene deres?": alone, "håndballjentene" is
   * the nation's women's team) (session 30).
   */
  private static final java.util.regex.Pattern HANDBALL_SECTION =
      java.util.regex.Pattern.compile(
          "(?:the )?handball(?: team| side| club)?|håndballaget|håndballen|håndball"
              + "|(?:håndballjentene|håndballgutta|håndballdamene|håndballherrene) (?:deres|dems)"
              + "|(?:their|the) handball (?:girls|boys|women|men)");

  /**
   * "Vålerenga resultat" then "og hockeylaget?"; "Vålerenga hockey score" then "and the football
   * team?" (#21, session 29); "Storhamar hockey score" then "and the handball team?" (session 30):
   * the same club's other section, asked as the team before was. A careful reader keeps the club
   * and changes only the sport. Null for a nation's side or when the rest names no section.
   */
  static List<Intent> section(Intent before, List<String> rest) {
    String said = String.join(" ", rest);
    String s = before.subject();
    if (s.isEmpty() || s.contains(" national") || YOUTH_SIDE.matcher(s).matches()) {
      return null;
    }
    String club = s.replaceFirst(" (?:Hockey|Ishockey|Håndball)$", "");
    String subject;
    if (HOCKEY_SECTION.matcher(said).matches()) {
      subject = club + " Hockey";
    } else if (HANDBALL_SECTION.matcher(said).matches()) {
      subject = club + " Håndball";
    } else if (FOOTBALL_SECTION.matcher(said).matches()) {
      subject = club;
    } else {
      return null;
    }
    if (Lexicon.TEAMS.get(club.toLowerCase(java.util.Locale.ROOT)) == null
        && !Lexicon.TEAMS.containsValue(club)) {
      return null;
    }
    return List.of(
        new Intent(
            SportsFetcher.KIND,
            subject,
            before.parameters(),
            before.mode(),
            before.confidence(),
            "the same club's other section, after the team asked for just before"));
  }

  /**
   * A detail of the next match just asked for ("is that at home?", "what time is that in Norway",
   * "er det hjemmekamp?", "hvor spilles den?"): the same fixture. Not where to watch it, nor the
   * clock ("what time is it in London?").
   */
  static final java.util.regex.Pattern FIXTURE_DETAIL =
      words(
          "at home|home game|home or away|away game|away|hjemme|hjemmekamp|borte|bortekamp"
              + "|hjemmebane|bortebane|what time is (?:that|the (?:match|game))"
              + "|(?:hva|hvilken|kor|ka) tid (?:er|blir|e) (?:den|det|kampen|avspark)"
              + "|where is it|where's it|where is that|where are they playing|hvor spilles"
              + "|hvor er kampen|hvor spiller de");

  /** Words of a match: a mention of a team is followed by a question about its match. */
  static final java.util.regex.Pattern MATCH =
      words(
          "kamp|kampen|match|game|play|playing|plays|spiller|spille|fixture|win|won|vant"
              + "|tapte|lost|score|result|resultat|resultatet");
}
