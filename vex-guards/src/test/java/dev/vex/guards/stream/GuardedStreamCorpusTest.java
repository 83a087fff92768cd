package dev.vex.guards.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Guards;
import dev.vex.guards.ShownText;
import dev.vex.guards.Turns;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every case of the digit-scan and URL-allowlist corpora, streamed word by word through a real
 * agent over HTTP (the Ollama simulator) with the default guards: no text the host was shown, at
 * any moment, has a figure or a link that the final reply lacks, and what it shows at the end is
 * the final reply.
 */
class GuardedStreamCorpusTest {
  private static OllamaSimulator sim;
  private static OllamaClient client;

  @BeforeAll
  static void start() {
    sim = OllamaSimulator.start();
    client = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
  }

  @AfterAll
  static void stop() {
    sim.close();
  }

  private record Outcome(AgentReply reply, ShownText shown) {}

  private static final java.util.regex.Pattern SENTENCE_THEN_MORE =
      java.util.regex.Pattern.compile("[.!?:]\\s+\\S|\\n\\s*\\S");

  /** Whether an honest reply has a sentence end with more text after it: it could stream early. */
  private static boolean couldStream(String expect, String reply) {
    return expect.equals("pass") && SENTENCE_THEN_MORE.matcher(reply).find();
  }

  private static Outcome stream(String modelReply, Locale locale, GroundTruth truth) {
    ShownText shown = new ShownText();
    Agent.Builder b =
        Agent.builder()
            .ollama(client)
            .model("qwen2.5:3b")
            .locale(locale)
            .listener(shown)
            .classifier(m -> List.of(Intent.of("test", "x")))
            .fetcher("test", i -> truth);
    Guards.defaults().forEach(b::guard);
    sim.enqueue(Reply.text(modelReply));
    return new Outcome(b.build().chat("question"), shown);
  }

  @Test
  void noStreamedStateOfAnyDigitScanCaseShowsAFigureOrLinkTheFinalReplyLacks() {
    List<String> failures = new ArrayList<>();
    int early = 0;
    int eligible = 0;
    int cases = 0;
    for (String[] c : Turns.corpus("/corpus/digit-scan.txt", 4)) {
      Locale locale = Locale.forLanguageTag(c[1]);
      Outcome o = stream(c[3], locale, Turns.truth(Turns.figures(c[2])));
      cases++;
      if (couldStream(c[0], c[3])) {
        eligible++;
        early += o.shown().early() > 0 ? 1 : 0;
      }
      check(c[3], o, locale, failures);
    }
    System.out.printf(
        "guarded stream, digit-scan corpus: %d cases; of %d honest multi-sentence replies %d"
            + " released text before the model finished%n",
        cases, eligible, early);
    assertThat(failures).isEmpty();
    // the property is not bought by holding everything back
    assertThat(early).isGreaterThanOrEqualTo(eligible / 2);
  }

  @Test
  void noStreamedStateOfAnyUrlAllowlistCaseShowsALinkTheFinalReplyLacks() {
    List<String> failures = new ArrayList<>();
    int early = 0;
    int eligible = 0;
    int cases = 0;
    for (String[] c : Turns.corpus("/corpus/url-allowlist.txt", 4)) {
      String[] links = c[1].equals("-") ? new String[0] : c[1].split(" ");
      Outcome o = stream(c[2], Locale.ENGLISH, Turns.truth(List.of(), links));
      cases++;
      if (couldStream(c[0], c[2])) {
        eligible++;
        early += o.shown().early() > 0 ? 1 : 0;
      }
      check(c[2], o, Locale.ENGLISH, failures);
    }
    System.out.printf(
        "guarded stream, url-allowlist corpus: %d cases; of %d honest multi-sentence replies %d"
            + " released text before the model finished%n",
        cases, eligible, early);
    assertThat(failures).isEmpty();
    assertThat(early).isGreaterThanOrEqualTo(eligible / 2);
  }

  private static void check(String draft, Outcome o, Locale locale, List<String> failures) {
    String finalText = o.reply().text();
    if (!o.shown().shown().equals(finalText)) {
      failures.add("shown at the end differs from the reply for: " + draft);
    }
    for (String leak : o.shown().leaks(finalText, locale)) {
      failures.add(draft + "  =>  " + leak + "  (final: " + finalText + ")");
    }
  }
}
