package dev.vex.grounding.intent;

import java.util.List;
import java.util.Set;

/**
 * Which side of a known team the words around its name give (session 28, #21): a nation's women's
 * or youth side by age ("Norway women's team", "England U19", "Norway U19 women", "U17-landslaget",
 * "dama-landslaget"), a club's women's side ("Barcelona women", "Stabæk damer") and a football
 * club's ice hockey or handball section ("Vålerenga hockey"). Only the words next to the name are
 * read, so the cost is a few set look-ups per team found.
 */
final class Sides {
  private Sides() {}

  /** Nations whose sides are named beside their men's team ("Norway women's"). */
  private static final Set<String> NATIONS = WordLists.set("Sides.NATIONS");

  /** Words after a name that name its women's side ("Norway women's team", "Sverige damer"). */
  private static final Set<String> WOMEN = WordLists.set("Sides.WOMEN");

  /** Words before Norway's "landslaget" that make it the women's side ("dama-landslaget"). */
  private static final Set<String> WOMEN_BEFORE =
      Set.of("dame", "dama", "damer", "jente", "jentene", "kvinne", "kvinner");

  /** A club's section words after its name ("Vålerenga hockey", "Vålerenga håndball"). */
  private static final Set<String> HOCKEY = Set.of("hockey", "ishockey");

  private static final Set<String> HANDBALL = Set.of("håndball", "handball");

  /** Words in a team's own name that say its sport already ("Storhamar Hockey", "Frölunda HC"). */
  private static final Set<String> SPORT_IN_NAME = WordLists.set("Sides.SPORT_IN_NAME");

  /**
   * The side the words around a known team's name give; else the team. {@code from} is the first
   * word of the name, {@code after} the first word after it.
   */
  static String of(String team, List<String> words, int from, int after) {
    if (NATIONS.contains(team)) {
      return nation(team, words, from, after);
    }
    if (after >= words.size() || ownSport(team)) {
      return team;
    }
    String w = words.get(after);
    if (WOMEN.contains(w)) {
      return team + " Women";
    }
    if (HOCKEY.contains(w)) {
      return team + " Hockey";
    }
    if (HANDBALL.contains(w)) {
      return team + " Håndball";
    }
    return team;
  }

  /**
   * "Vålerenga hockey score", "Vålerenga hockey resultat": a club's section named between its name
   * and the keyword of a result, which the shape's span leaves out (session 29, #21). {@code
   * before} is the text before the keyword; when its last word (after words of time such as
   * "siste") is a section word and one club was found, the club's section; else the teams as they
   * were.
   */
  static List<String> sectionBeforeKeyword(List<String> teams, String before, Set<String> time) {
    if (teams.size() != 1) {
      return teams;
    }
    String team = teams.get(0);
    if (NATIONS.contains(team) || team.endsWith(" team") || ownSport(team)) {
      return teams;
    }
    List<String> w = Utterance.tokens(before.toLowerCase(java.util.Locale.ROOT));
    int k = w.size() - 1;
    while (k > 0
        && time.contains(w.get(k))
        && !HOCKEY.contains(w.get(k))
        && !HANDBALL.contains(w.get(k))) {
      k--;
    }
    if (k < 1) {
      return teams;
    }
    String last = w.get(k);
    if (team.equals(Lexicon.TEAMS.get(team.toLowerCase(java.util.Locale.ROOT) + " " + last))) {
      // "Storhamar hockey" is a name of Storhamar itself (teams.txt): the club is its section
      return teams;
    }
    if (HOCKEY.contains(last)) {
      return List.of(team + " Hockey");
    }
    if (HANDBALL.contains(last)) {
      return List.of(team + " Håndball");
    }
    return teams;
  }

  private static boolean ownSport(String team) {
    for (String w : team.toLowerCase(java.util.Locale.ROOT).split(" ")) {
      if (SPORT_IN_NAME.contains(w)) {
        return true;
      }
    }
    return false;
  }

  private static String nation(String team, List<String> words, int from, int after) {
    boolean women = false;
    int age = 0;
    // "U17-landslaget", "dama-landslaget", "J19-landslaget": the words before Norway's
    // landslaget
    if (from > 0 && words.get(from).startsWith("landslag")) {
      String b = words.get(from - 1);
      age = age(b);
      // "J19-landslaget": the girls' side of that age ("G19-landslaget" the boys')
      women = WOMEN_BEFORE.contains(b) || age > 0 && b.charAt(0) == 'j';
    }
    // "Norway U19 women", "Norway women U19", "England under-21", "Denmark U 19"
    for (int k = after; k < Math.min(words.size(), after + 3); k++) {
      String w = words.get(k);
      if (WOMEN.contains(w) && !women) {
        women = true;
        continue;
      }
      int a = age(w);
      if (a == 0 && (w.equals("u") || w.equals("under")) && k + 1 < words.size()) {
        a = number(words.get(k + 1));
        k++;
      }
      if (a == 0 || age != 0) {
        break;
      }
      age = a;
    }
    if (age == 21 && !women) {
      // the name the sports rule gave the under-21 side before (session 23)
      return team + " national under-21 team";
    }
    if (age > 0) {
      // a youth side as TheSportsDB writes it: "Norway U17", "Denmark U19 women"
      return team + " U" + age + (women ? " women" : "");
    }
    return women ? team + " women's national team" : team;
  }

  /**
   * "u17", "u19s", "u21", and the Norwegian boys' and girls' "g19", "j17" (tune19, tune20:
   * "G19-landslaget"): the age; else 0.
   */
  private static int age(String w) {
    if (w.length() < 3 || w.charAt(0) != 'u' && w.charAt(0) != 'g' && w.charAt(0) != 'j') {
      return 0;
    }
    String digits = w.endsWith("s") ? w.substring(1, w.length() - 1) : w.substring(1);
    return number(digits);
  }

  /** An age of a youth side (15 to 23) written in digits; else 0. */
  private static int number(String w) {
    if (w.length() != 2 || !Character.isDigit(w.charAt(0)) || !Character.isDigit(w.charAt(1))) {
      return 0;
    }
    int n = Integer.parseInt(w);
    return n >= 15 && n <= 23 ? n : 0;
  }

  /**
   * Whether a side is the women's youth side of a nation whose women's team was named right before
   * it ("jentelandslaget J19" names one side, Norway U19 women).
   */
  static boolean youthOf(String senior, String side) {
    String women = " women's national team";
    return senior.endsWith(women)
        && side.endsWith(" women")
        && side.startsWith(senior.substring(0, senior.length() - women.length()) + " U");
  }
}
