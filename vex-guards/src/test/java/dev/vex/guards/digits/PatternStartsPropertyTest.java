package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * {@link MatchTimes} tries its date pattern only where a date may begin and its kick-off pattern
 * from the first kick-off word, and {@link Sky} its sun-hours pattern only at a digit (issue 24):
 * the matches are those of {@code find()} over the whole text, as they ran before, kept here as the
 * reference, on replies built from the pieces that make or break a match (dates in every form,
 * kick-off words, clock times, sun hours, letters that case-folding matches to ASCII: 'ſ', 'ı', the
 * Kelvin sign, alone and in a month's name, and digits outside ASCII, which no date begins with).
 */
class PatternStartsPropertyTest {
  private static final String[] PIECES = {
    "15",
    "2026",
    "09",
    "1",
    "7",
    "21",
    ".",
    ",",
    "/",
    "-",
    ":",
    " ",
    " ",
    " ",
    "\n",
    "September",
    "sept",
    "Oct",
    "okt",
    "mai",
    "May",
    "des",
    "December",
    "juni",
    "of",
    "th",
    "st",
    "kicks off at",
    "kick-off",
    "avspark",
    "kl.",
    "kl",
    "starts at",
    "begynner",
    "spilles",
    "kampstart",
    "PM",
    "a.m.",
    "19:00",
    "8",
    "sun hours",
    "soltimer",
    "hours of sunshine",
    "Liverpool",
    "vs",
    "–",
    "ſ",
    "ı",
    "\u212a",
    "İ",
    "x",
    "_",
    "é",
    "ß",
    "3,5",
    "9.5",
    "and",
    "rd",
    "ND",
    "\t",
    "Apr",
    "OF",
    "Jul.",
    "2026-09-15",
    "ſeptember",
    "jul\u0131",
    "o\u212at",
    "\u0660\u0661",
    "\uff15",
    "\ud835\udfcf",
    "\u07c1"
  };

  @Provide
  Arbitrary<String> replies() {
    Arbitrary<String> piece = Arbitraries.of(PIECES);
    Arbitrary<String> noise = Arbitraries.strings().ofMaxLength(3);
    return Arbitraries.frequencyOf(Tuple.of(12, piece), Tuple.of(1, noise))
        .list()
        .ofMinSize(1)
        .ofMaxSize(30)
        .map(parts -> String.join("", parts));
  }

  @Property(tries = 3000, seed = "20261205")
  void theDatesAreThoseOfFindOverTheWholeSentence(@ForAll("replies") String s) {
    List<String> expected = new ArrayList<>();
    Matcher all = MatchTimes.DATE.matcher(s);
    while (all.find()) {
      expected.add(all.start() + ":" + all.group() + ":" + groups(all));
    }
    List<String> actual = new ArrayList<>();
    Matcher d = MatchTimes.DATE.matcher(s).useTransparentBounds(true).useAnchoringBounds(false);
    int from = 0;
    while (MatchTimes.findDate(s, d, from)) {
      from = d.end();
      actual.add(d.start() + ":" + d.group() + ":" + groups(d));
    }
    assertThat(actual).isEqualTo(expected);
  }

  @Property(tries = 3000, seed = "20261205")
  void theKickOffWordIsThatOfFind(@ForAll("replies") String s) {
    String lower = s.toLowerCase(Locale.ROOT);
    Matcher all = MatchTimes.KICK_OFF.matcher(lower);
    String expected = all.find() ? all.start() + ":" + all.end() : "none";
    int kick = MatchTimes.kickOffCandidate(lower);
    Matcher k = MatchTimes.KICK_OFF.matcher(lower);
    String actual = kick >= 0 && k.find(kick) ? k.start() + ":" + k.end() : "none";
    assertThat(actual).isEqualTo(expected);
  }

  @Property(tries = 3000, seed = "20261205")
  void theSunHoursAreThoseOfFind(@ForAll("replies") String s) {
    List<String> expected = new ArrayList<>();
    Matcher all = Sky.SUN_HOURS.matcher(s);
    while (all.find()) {
      expected.add(all.start() + ":" + all.group() + ":" + all.group(1));
    }
    List<String> actual = new ArrayList<>();
    Matcher m = Sky.SUN_HOURS.matcher(s).useTransparentBounds(true).useAnchoringBounds(false);
    int from = 0;
    while ((from = Sky.findSunHours(s, m, from)) >= 0) {
      actual.add(m.start() + ":" + m.group() + ":" + m.group(1));
    }
    assertThat(actual).isEqualTo(expected);
  }

  private static String groups(Matcher m) {
    StringBuilder b = new StringBuilder();
    for (int g = 1; g <= m.groupCount(); g++) {
      b.append(m.group(g)).append('|');
    }
    return b.toString();
  }
}
