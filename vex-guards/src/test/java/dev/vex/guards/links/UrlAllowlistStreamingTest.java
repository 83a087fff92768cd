package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.message.Message;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Turns;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * {@link UrlAllowlistGuard#releases} on long streamed replies: the work (characters handed to the
 * parsers) is linear in the reply, and every verdict is the one judging the whole prefix gives.
 */
class UrlAllowlistStreamingTest {

  /** The verdict of judging the whole prefix, as releases did before it kept progress. */
  private static boolean wholeVerdict(String prefix, TurnContext turn) {
    for (int i = prefix.indexOf(']'); i >= 0; i = prefix.indexOf(']', i + 1)) {
      if (i + 1 >= prefix.length() || prefix.charAt(i + 1) != '(') {
        return false;
      }
    }
    return UrlAllowlistGuard.defaults().check(new Draft(prefix), turn) instanceof GuardVerdict.Pass;
  }

  private static TurnContext turn(List<String> links) {
    return new TurnContext(
        Message.user("question"), Locale.ENGLISH, List.of(), List.of(), List.of(), links, "", null);
  }

  /** The prefixes a stream releases: up to and including each sentence end's white space. */
  private static List<String> sentencePrefixes(String reply) {
    List<String> out = new ArrayList<>();
    for (int i = 1; i < reply.length(); i++) {
      char c = reply.charAt(i);
      if (c == '\n' || (c == ' ' && ".!?:;".indexOf(reply.charAt(i - 1)) >= 0)) {
        out.add(reply.substring(0, i + 1));
      }
    }
    out.add(reply);
    return out;
  }

  private static String longReply(int paragraphs) {
    StringBuilder b = new StringBuilder();
    for (int p = 0; p < paragraphs; p++) {
      b.append("Section ")
          .append(p)
          .append(" covers the facts. See [the source](https://github.com/vex/")
          .append(p)
          .append(") for more. It also names https://wikipedia.org/wiki/Oslo as a reference.")
          .append(" The last sentence of the section is plain.\n\n");
    }
    b.append("That is all.");
    return b.toString();
  }

  private static String longPlainParagraph(int sentences) {
    StringBuilder b = new StringBuilder();
    for (int s = 0; s < sentences; s++) {
      b.append("Sentence number ").append(s).append(" says nothing a renderer makes a link of. ");
    }
    return b.toString().strip();
  }

  /** Releases each prefix in turn; returns the characters parsed per character of the reply. */
  private static double parsedPerChar(String reply) {
    UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();
    TurnContext turn = turn(List.of());
    for (String prefix : sentencePrefixes(reply)) {
      assertThat(guard.releases(new Draft(prefix), turn)).as(prefix).isTrue();
    }
    return (double) guard.judgedChars() / reply.length();
  }

  @Test
  void aLongReplyOfManyParagraphsIsParsedAboutOnceNotOncePerSentence() {
    String small = longReply(80);
    String large = longReply(320); // under the 64K characters a turn's progress is kept for
    long sumOfPrefixes = sentencePrefixes(large).stream().mapToLong(String::length).sum();

    double perCharSmall = parsedPerChar(small);
    double perCharLarge = parsedPerChar(large);

    // Judging every prefix whole parses the sum of the prefixes: hundreds of times the reply.
    assertThat((double) sumOfPrefixes / large.length()).isGreaterThan(400);
    // Each paragraph holds a Markdown link, so its sentences are parsed from the paragraph's start:
    // a few times each, however long the reply.
    assertThat(perCharLarge).isLessThan(5.0);
    // Linear: four times the reply costs the same per character.
    assertThat(perCharLarge).isLessThan(perCharSmall * 1.2);
  }

  @Test
  void aLongPlainParagraphIsParsedAboutOnceToo() {
    assertThat(parsedPerChar(longPlainParagraph(800))).isLessThan(3.0);
  }

  @Test
  void everyVerdictOnTheCorpusIsTheWholePrefixVerdict() {
    List<String[]> cases = Turns.corpus("/corpus/url-allowlist.txt", 4);
    int compared = 0;
    for (String[] c : cases) {
      List<String> links = c[1].equals("-") ? List.of() : Arrays.asList(c[1].split(" "));
      compared += compareWordByWord(c[2], links);
    }
    assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
    assertThat(compared).isGreaterThan(400);
  }

  @Test
  void textThatReadsDifferentlyAfterABoundaryIsJudgedAsAWhole() {
    List<String> attacks =
        List.of(
            // a paragraph indented under a list item: a link there, code if read alone
            "- An item of the list.\n\n    More of the item [x](/evil) here.\n",
            // a code span opened before a word and closed after it
            "Hello `x. Text ` [a](/evil) `y` done.",
            // raw HTML whose open quote reaches the next paragraph
            "<div title=\"Start.\n\nText\" srcset=/x.png> more.\n\nLast one.",
            // a code fence opened in one paragraph
            "Look.\n\n```\ncode. More.\n\nStill code [a](/evil).\n```\n\nAfter. [b](/evil) x.",
            // emphasis that pairs across a word
            "*Hi. Text https://github.com*.evil.example/ and more.",
            // a blockquote with a lazy line
            "> Quote. Words here.\nLazy [a](https://evil.example/) line.\n\nNext.",
            // a reference definition later
            "See [the docs][1] now. Words.\n\n[1]: https://evil.example/",
            // an allowed link, then an HTML block
            "Fine [a](https://github.com/x). Words.\n\n<a href=\"https://evil.example\">x</a>.",
            // an autolink split over a boundary is not possible: a URL ends at white space
            "Visit https://github.com/x now. Then https://evil.example/ too.");
    for (String attack : attacks) {
      compareWordByWord(attack, List.of());
    }
  }

  /** Streams the reply word by word; each verdict must equal the whole-prefix verdict. */
  private static int compareWordByWord(String reply, List<String> links) {
    UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();
    TurnContext turn = turn(links);
    int n = 0;
    for (int i = 1; i <= reply.length(); i++) {
      if (i == reply.length() || Character.isWhitespace(reply.charAt(i - 1))) {
        String prefix = reply.substring(0, i);
        boolean whole = wholeVerdict(prefix, turn);
        assertThat(guard.releases(new Draft(prefix), turn)).as("[%s]", prefix).isEqualTo(whole);
        n++;
      }
    }
    return n;
  }

  @Test
  void aLongStreamedReplyThroughAnAgentShowsAllItsTextAndIsParsedAboutOnce() {
    String reply = longReply(12);
    UrlAllowlistGuard guard = UrlAllowlistGuard.defaults();
    StringBuilder shown = new StringBuilder();
    List<String> replaced = new ArrayList<>();
    try (OllamaSimulator sim = OllamaSimulator.start()) {
      sim.enqueue(Reply.text(reply));
      Agent agent =
          Agent.builder()
              .ollama(OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build())
              .model("qwen2.5:3b")
              .guard(guard)
              .listener(
                  new AgentListener() {
                    @Override
                    public void contentDelta(String text) {
                      shown.append(text);
                    }

                    @Override
                    public void contentReplaced(String fullText, String reason) {
                      replaced.add(fullText);
                    }
                  })
              .build();

      AgentReply answer = agent.chat("tell me about the sections");

      assertThat(answer.text()).isEqualTo(reply);
      assertThat(replaced).isEmpty();
      assertThat(shown.toString()).isEqualTo(reply);
      // Released sentence by sentence (the agent checks at most 32 times a round), the reply was
      // parsed little more than once; judging each prefix whole parses it about 16 times.
      assertThat(guard.judgedChars()).isLessThan(3L * reply.length());
    }
  }
}
