package dev.vex.guards.stream;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.guards.Guards;
import dev.vex.guards.ShownText;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The outsider's streamed replies ({@code /stream/stream.tsv}), each streamed in exactly its chunks
 * by the Ollama simulator over HTTP to a real agent with the default guards, no tools and no ground
 * truth; every model call of the turn (a retry too) gets the same reply. Every state the host saw
 * is checked:
 *
 * <ul>
 *   <li>no state holds a {@code must_not_release} text (tool-call markup, an error object), nor
 *       markup or an error object the final reply lacks;
 *   <li>every {@code must_release} text is shown at some point; for a long reply ({@code L} rows)
 *       while the model is still writing, except the reply's last sentence when nothing follows it
 *       (a sentence mark without white space after it may go on: it is released when the stream
 *       ends).
 * </ul>
 */
class StreamCasesTest {
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

  record Outcome(AgentReply reply, ShownText shown) {}

  static Outcome stream(List<String> chunks) {
    ShownText shown = new ShownText();
    Agent.Builder b =
        Agent.builder()
            .ollama(client)
            .model("qwen2.5:3b")
            .listener(shown)
            .classifier(m -> List.of());
    Guards.defaults().forEach(b::guard);
    sim.setDispatcher(r -> Reply.chunks(chunks));
    return new Outcome(b.build().chat("question"), shown);
  }

  @Test
  void noStateTheHostSawHoldsMarkupOrAnErrorAndEveryHonestSentenceFlows() {
    List<String> leaks = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    List<String> late = new ArrayList<>();
    int rows = 0;
    for (StreamCases c : StreamCases.load("/stream/stream.tsv")) {
      rows++;
      Outcome o = stream(c.chunks());
      List<String> states = o.shown().states();
      for (String bad : c.mustNotRelease()) {
        for (String state : states) {
          if (state.contains(bad)) {
            leaks.add(c.id() + ": '" + bad + "' shown in: " + clip(state));
            break;
          }
        }
      }
      for (String m : o.shown().markupLeaks(o.reply().text())) {
        leaks.add(c.id() + ": markup or error '" + m + "' shown; the final reply lacks it");
      }
      List<String> writing = o.shown().statesWhileWriting();
      String lastWritten = writing.isEmpty() ? "" : writing.get(writing.size() - 1);
      String tail = tail(c.reply());
      for (String good : c.mustRelease()) {
        if (states.stream().noneMatch(s -> s.contains(good))) {
          missing.add(c.id() + ": '" + good + "' never shown; final: " + clip(o.reply().text()));
        } else if (c.isLong() && !lastWritten.contains(good) && !tail.contains(good)) {
          late.add(c.id() + ": '" + good + "' shown only once the model had finished");
        }
      }
    }
    System.out.printf(
        "stream cases: %d rows; %d markup/error leaks in %d rows, %d honest texts never shown, %d"
            + " shown only at the end (in %d rows)%n",
        rows,
        leaks.size(),
        leaks.stream().map(l -> l.substring(0, l.indexOf(':'))).distinct().count(),
        missing.size(),
        late.size(),
        late.stream().map(l -> l.substring(0, l.indexOf(':'))).distinct().count());
    leaks.forEach(l -> System.out.println("  leak    " + l));
    missing.forEach(l -> System.out.println("  missing " + l));
    late.forEach(l -> System.out.println("  late    " + l));
    assertThat(leaks).isEmpty();
    assertThat(missing).isEmpty();
    assertThat(late).isEmpty();
  }

  /** What follows the reply's last sentence end: it can only be released when the stream ends. */
  static String tail(String reply) {
    for (int i = reply.length() - 1; i > 0; i--) {
      char c = reply.charAt(i);
      if (c == '\n' || Character.isWhitespace(c) && ".!?:;".indexOf(reply.charAt(i - 1)) >= 0) {
        return reply.substring(i);
      }
    }
    return reply;
  }

  private static String clip(String s) {
    String one = s.replace("\n", "\\n");
    return one.length() <= 160
        ? one
        : one.substring(0, 80) + " … " + one.substring(one.length() - 70);
  }
}
