package dev.vex.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what a reply says about a fixture its tools returned ("Liverpool vs Manchester City, Sunday
 * 11 October at 15:30, Anfield"): home and away said in words ("at home to", "hosts", "away at",
 * "hjemme mot", "borte mot") for the team named before them in their sentence, held to the
 * fixture's order (home team first); and the ground a kick-off is said to be at ("at Anfield", "på
 * Etihad Stadium"), held to the names the results give. Judged only when a result names a fixture.
 */
final class FixtureClaims {
  private FixtureClaims() {}

  /** A fixture: its home and away team, as the result writes them. */
  record Fixture(String home, String away) {}

  private static final Pattern FIXTURE =
      Pattern.compile(
          "(?u)(\\p{Lu}[\\p{L}'’.&]*(?:\\s\\p{Lu}[\\p{L}'’.&]*){0,3})\\s(?:vs\\.?|v\\.?|mot|–|-)\\s"
              + "(\\p{Lu}[\\p{L}'’.&]*(?:\\s\\p{Lu}[\\p{L}'’.&]*){0,3})");

  private static final Pattern HOME =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:at home|on home soil|hosts?|hosting|hosted|play host"
              + "|på hjemmebane|hjemmebane|hjemme|tar imot)(?![\\p{L}])");

  private static final Pattern AWAY =
      Pattern.compile(
          "(?iu)(?<![\\p{L}])(?:(?<!(?:days?|hours?|weeks?|minutes?|months?|far|right|miles?)\\s)away"
              + "|on the road|travel(?:s|ling)? to|visits?|visiting|på bortebane|bortebane|borte)"
              + "(?![\\p{L}])");

  private static final Pattern GROUND =
      Pattern.compile(
          "(?u)(?<![\\p{L}])(?:at|på)\\s(?:the\\s)?(\\p{Lu}[\\p{L}'’-]+(?:\\s\\p{Lu}[\\p{L}'’-]+){0,3})");

  private static final Pattern NOT_A_GROUND =
      Pattern.compile(
          "(?iu)^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mandag|tirsdag|onsdag"
              + "|torsdag|fredag|lørdag|søndag|january|february|march|april|may|june|july|august"
              + "|september|october|november|december|januar|februar|mars|mai|juni|juli|oktober"
              + "|desember|noon|midnight|utc|cet|cest|gmt|bst|kl|home|hjemme|half|kvart|halv"
              + "|quarter)(?![\\p{L}]).*");

  /**
   * The fixtures the results name.
   *
   * @param results what the tools returned
   * @return the fixtures, home team first
   */
  static List<Fixture> fixtures(List<String> results) {
    List<Fixture> out = new ArrayList<>();
    for (String r : results) {
      String t = r.length() > 20_000 ? r.substring(0, 20_000) : r;
      Matcher m = FIXTURE.matcher(t);
      while (m.find()) {
        out.add(new Fixture(m.group(1).strip(), m.group(2).strip()));
      }
    }
    return out;
  }

  /**
   * The claims of a reply about home, away and the ground that the results contradict.
   *
   * @param reply the reply
   * @param results what the tools returned
   * @return the wrong claims, each with its reason
   */
  static List<String> wrong(String reply, List<String> results) {
    List<Fixture> fixtures = fixtures(results);
    List<String> out = new ArrayList<>();
    if (fixtures.isEmpty()) {
      return out;
    }
    String all = String.join("\n", results).toLowerCase(Locale.ROOT);
    for (String sentence : reply.split("(?<=[.!?])\\s+|\\n")) {
      for (Fixture f : fixtures) {
        side(sentence, f, HOME, true, out);
        side(sentence, f, AWAY, false, out);
      }
      Matcher g = GROUND.matcher(sentence);
      while (g.find()) {
        String name = g.group(1);
        if (NOT_A_GROUND.matcher(name).matches()) {
          continue;
        }
        boolean known = false;
        for (String w : name.toLowerCase(Locale.ROOT).split("\\s+")) {
          if (w.length() >= 3
              && Pattern.compile("(?<![\\p{L}])" + Pattern.quote(w) + "(?![\\p{L}])")
                  .matcher(all)
                  .find()) {
            known = true;
          }
        }
        if (!known) {
          out.add("'" + g.group() + "': the results give no such place");
        }
      }
    }
    return out;
  }

  /** A home (or away) word for the team named before it: held to the fixture's order. */
  private static void side(
      String sentence, Fixture f, Pattern words, boolean home, List<String> out) {
    Matcher m = words.matcher(sentence);
    while (m.find()) {
      String before = sentence.substring(0, m.start());
      int atHome = lastIndexOf(before, f.home(), f.away());
      int atAway = lastIndexOf(before, f.away(), f.home());
      if (atHome < 0 && atAway < 0) {
        continue;
      }
      boolean saysHome = atHome > atAway;
      if (saysHome != home) {
        out.add(
            "'"
                + m.group()
                + "': "
                + (saysHome ? f.home() : f.away())
                + " is the "
                + (saysHome ? "home" : "away")
                + " side");
      }
    }
  }

  /**
   * Where a team is last named in a text (its name, or a word of it of four letters or more that
   * the other team's name does not hold), or -1.
   */
  private static int lastIndexOf(String text, String team, String other) {
    String t = text.toLowerCase(Locale.ROOT);
    String o = other.toLowerCase(Locale.ROOT);
    int best = -1;
    List<String> names = new ArrayList<>();
    names.add(team.toLowerCase(Locale.ROOT));
    for (String w : team.toLowerCase(Locale.ROOT).split("\\s+")) {
      if (w.length() >= 4 && !o.contains(w)) {
        names.add(w);
      }
    }
    for (String n : names) {
      Matcher m = Pattern.compile("(?<![\\p{L}])" + Pattern.quote(n)).matcher(t);
      while (m.find()) {
        best = Math.max(best, m.start());
      }
    }
    return best;
  }
}
