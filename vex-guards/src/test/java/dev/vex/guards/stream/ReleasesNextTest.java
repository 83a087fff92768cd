package dev.vex.guards.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.TurnContext;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.guards.Guards;
import dev.vex.guards.Turns;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The built-in guards' piece-by-piece release ({@link Guard#releasesNext}) decides as their
 * whole-prefix release ({@link Guard#releases}) does, or more strictly, on every case of the
 * digit-scan and URL-allowlist corpora, released sentence by sentence as the agent does: it never
 * releases a sentence the whole-prefix judgement would hold.
 */
class ReleasesNextTest {

  /** The sentence pieces of a reply: each ends after a sentence mark and a space, or a line. */
  static List<String> pieces(String reply) {
    List<String> out = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < reply.length(); i++) {
      char c = reply.charAt(i);
      boolean end =
          c == '\n'
              || i > 0 && Character.isWhitespace(c) && ".!?:;".indexOf(reply.charAt(i - 1)) >= 0;
      if (end && i + 1 > start) {
        out.add(reply.substring(start, i + 1));
        start = i + 1;
      }
    }
    if (start < reply.length()) {
      out.add(reply.substring(start));
    }
    return out;
  }

  private static void compare(
      String reply, TurnContext ctx, List<String> looser, List<String> stricter) throws Exception {
    List<Guard> whole = Guards.defaults();
    List<Guard> next = Guards.defaults();
    for (int g = 0; g < whole.size(); g++) {
      StringBuilder released = new StringBuilder();
      for (String piece : pieces(reply)) {
        boolean w = whole.get(g).releases(new Draft(released + piece), ctx);
        boolean n = next.get(g).releasesNext(released, piece, ctx);
        if (n && !w) {
          looser.add(whole.get(g).name() + ": [" + released + "|" + piece + "]");
        }
        if (w && !n) {
          stricter.add(whole.get(g).name() + ": [" + released + "|" + piece + "]");
        }
        if (!n || !w) {
          break; // the agent holds the rest of the call
        }
        released.append(piece);
      }
    }
  }

  private static void corpus(String resource, int fields, Function<String[], Object[]> turn)
      throws Exception {
    List<String> looser = new ArrayList<>();
    List<String> stricter = new ArrayList<>();
    for (String[] c : Turns.corpus(resource, fields)) {
      Object[] t = turn.apply(c);
      compare((String) t[0], (TurnContext) t[1], looser, stricter);
    }
    System.out.printf(
        "%s: releasesNext looser than releases %d times, stricter %d times%n",
        resource, looser.size(), stricter.size());
    stricter.forEach(s -> System.out.println("  stricter " + s));
    assertThat(looser).isEmpty();
  }

  @Test
  void digitScanCorpusReleasedPieceByPieceIsNeverLooserThanWhole() throws Exception {
    corpus(
        "/corpus/digit-scan.txt",
        4,
        c ->
            new Object[] {
              c[3],
              Turns.turn(
                  Locale.forLanguageTag(c[1]), List.of(Turns.truth(Turns.figures(c[2]))), List.of())
            });
  }

  @Test
  void aSubjectNamedFarBackStillOwnsTheFigureWhenOnlyTheNextSentenceIsJudged() throws Exception {
    TurnContext ctx =
        Turns.turn(
            Locale.ENGLISH,
            List.of(
                Turns.truth(
                    Turns.figures(
                        "BTC price[Bitcoin,BTC]=86123.45 USD; ETH price[Ethereum,ETH]=3037 USD"))),
            List.of());
    String far = "Many people use it for many different things every day. ".repeat(15);
    for (String[] c :
        new String[][] {
          {"Ethereum is a smart-contract chain. " + far + "It costs $86,123.45 today. ", "wrong"},
          {"Bitcoin is the oldest coin. " + far + "It costs $86,123.45 today. ", "right"}
        }) {
      List<String> looser = new ArrayList<>();
      List<String> stricter = new ArrayList<>();
      compare(c[0], ctx, looser, stricter);
      assertThat(looser).as(c[1]).isEmpty();
      assertThat(stricter).as(c[1]).isEmpty();
    }
  }

  @Test
  void urlAllowlistCorpusReleasedPieceByPieceIsNeverLooserThanWhole() throws Exception {
    corpus(
        "/corpus/url-allowlist.txt",
        4,
        c -> {
          String[] links = c[1].equals("-") ? new String[0] : c[1].split(" ");
          return new Object[] {
            c[2], Turns.turn(Locale.ENGLISH, List.of(Turns.truth(List.of(), links)), List.of(links))
          };
        });
  }
}
