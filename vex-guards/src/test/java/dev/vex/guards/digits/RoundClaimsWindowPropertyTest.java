package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.grounding.GroundTruth;
import dev.vex.guards.digits.RecipeClaims.Token;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * {@link RoundClaims} reads only the tokens around each round word (issue 24); its claims are those
 * of the loop over every token of the reply it replaced, kept here as the reference, on replies
 * built from the pieces that make or break a round claim.
 */
class RoundClaimsWindowPropertyTest {
  private static final Set<String> ROUND_WORDS =
      Set.of("round", "runde", "runden", "serierunde", "serierunden", "matchweek", "gameweek");
  private static final Set<String> ORDINAL_ENDINGS = Set.of("st", "nd", "rd", "th");

  private static final String[] PIECES = {
    "round",
    "Round",
    "ROUND",
    "runde",
    "runden",
    "serierunde",
    "matchweek",
    "gameweek",
    "rounds",
    "around",
    "8",
    "6",
    "32",
    "1",
    "1/2",
    "½",
    "8.5",
    "1,000",
    ".",
    ",",
    "-",
    "–",
    "/",
    ":",
    "th",
    "st",
    "'",
    "x",
    "the",
    "i",
    " ",
    " ",
    " ",
    "  ",
    "\n",
    "\t",
    "\u00A0",
    "İ",
    "serİerunde",
    "K",
    "matchwee\u212A",
    "(",
    ")"
  };

  private static final List<GroundTruth> TRUTHS =
      List.of(
          new GroundTruth(
              "sports",
              "TheSportsDB",
              List.of("https://www.thesportsdb.com/"),
              Instant.parse("2026-01-01T12:00:00Z"),
              Map.of(
                  "team",
                  "Liverpool",
                  "next",
                  List.of(Map.of("event", "Liverpool vs Manchester City", "round", "6")),
                  "last",
                  List.of(Map.of("event", "Liverpool vs Tottenham", "round", "32"))),
              List.of(),
              Map.of("en", "NEXT MATCHES"),
              null));

  @Provide
  Arbitrary<String> replies() {
    Arbitrary<String> piece = Arbitraries.of(PIECES);
    Arbitrary<String> noise = Arbitraries.strings().ofMaxLength(4);
    return Arbitraries.frequencyOf(Tuple.of(12, piece), Tuple.of(1, noise))
        .list()
        .ofMinSize(1)
        .ofMaxSize(30)
        .map(parts -> String.join("", parts));
  }

  @Property(tries = 3000, seed = "20261205")
  void theClaimsAreThoseOfTheWholeReplysTokens(@ForAll("replies") String reply) {
    List<String> expected;
    try {
      expected = reference(reply);
    } catch (NumberFormatException e) {
      // Token.read fails on a digit Double.parseDouble does not read (٠, ３): the old loop failed
      // on any in the reply, the windows only on one near a round word; not compared
      Assume.that(false);
      return;
    }
    assertThat(RoundClaims.problems(reply, TRUTHS)).isEqualTo(expected);
  }

  /** The loop over every token of the reply, as RoundClaims ran it before. */
  private static List<String> reference(String text) {
    Set<String> rounds = new LinkedHashSet<>(List.of("6", "32"));
    List<String> out = new ArrayList<>();
    List<Token> tokens = Token.read(text, Integer.MAX_VALUE);
    for (int i = 0; i < tokens.size() && out.size() < 2; i++) {
      Token t = tokens.get(i);
      Token n = null;
      int end = 0;
      if (t.kind == Token.WORD && ROUND_WORDS.contains(t.word) && i + 1 < tokens.size()) {
        Token next = tokens.get(i + 1);
        if (next.kind == Token.NUMBER && !next.glued && !markAfter(tokens, i + 1)) {
          n = next;
          end = next.end;
        }
      } else if (t.kind == Token.NUMBER && !t.glued && i + 2 < tokens.size()) {
        Token a = tokens.get(i + 1);
        Token b = tokens.get(i + 2);
        boolean ordinal =
            (a.kind == Token.MARK && a.mark == '.')
                || (a.kind == Token.WORD && a.glued && ORDINAL_ENDINGS.contains(a.word));
        if (ordinal && b.kind == Token.WORD && ROUND_WORDS.contains(b.word)) {
          n = t;
          end = b.end;
        }
      }
      if (n == null || n.value != Math.floor(n.value)) {
        continue;
      }
      String stated = String.valueOf((long) n.value);
      if (!rounds.contains(stated)) {
        int start = Math.min(t.start, n.start);
        out.add(
            "'"
                + text.substring(start, end)
                + "' where the source gives round "
                + String.join(", ", rounds));
      }
    }
    return out;
  }

  private static boolean markAfter(List<Token> tokens, int k) {
    if (k + 1 >= tokens.size()) {
      return false;
    }
    Token after = tokens.get(k + 1);
    return after.kind == Token.MARK
        && (after.mark == '-' || after.mark == '–' || after.mark == '/' || after.mark == ':');
  }
}
