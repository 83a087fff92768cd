package dev.vex.core.agent;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.intent.Intent;
import dev.vex.simulator.Reply;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 7 §5: tool-call markup and a reply cut at the length limit never reach the user as an
 * answer. Over HTTP against the simulator; the assertions are on the reply text and the trace.
 */
class AgentMarkupTest extends SimulatorAgentBase {
  private static final String[] MARKUP = {
    "<tool_call>\n{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}}\n</tool_call>",
    "[TOOL_CALLS] [{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Oslo\"}}]",
    "```json\n{\"name\": \"get_weather\", \"parameters\": {\"city\": \"Oslo\"}}\n```",
    "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Oslo\"}}",
    "Let me check. {\"name\": \"get_weather\", \"arguments\": {\"city\": \"Oslo\"}} One moment.",
    "Sure:\n```\n{\"function\": {\"name\": \"transfer\", \"arguments\": {\"to\": \"x\"}}}\n```"
  };

  /** An agent that offers no tools this turn. */
  private Agent.Builder noTools() {
    return Agent.builder().ollama(client()).model("qwen2.5:3b");
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3, 4, 5})
  void markupWithNoToolsOfferedIsAFailedRoundAndTheRetryAnswers(int shape) {
    sim.enqueue(Reply.text(MARKUP[shape]));
    sim.enqueue(Reply.text("It is 11 °C in Oslo."));

    AgentReply reply = noTools().build().chat("weather in Oslo?");

    assertThat(reply.text()).isEqualTo("It is 11 °C in Oslo.");
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("wrote a tool call as text while no tool was offered"));
    assertThat(chats()).hasSize(2);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"error\":\"model 'llama3' not found, try pulling it first\"}",
        "It rains in Bergen. {\"code\":404,\"message\":\"The webhook is not registered.\"}",
        "<|python_tag|>brave_search.call(query=\"oslo weather\")",
        "Checking. <function=get_weather>{\"location\": \"Oslo\"}</function>",
        "{\"get_weather\": {\"city\": \"Oslo\"}}"
      })
  void anErrorObjectOrOtherFamiliesMarkupIsAFailedRoundToo(String written) {
    sim.enqueue(Reply.text(written));
    sim.enqueue(Reply.text("It is 11 °C in Oslo."));

    AgentReply reply = noTools().build().chat("weather in Oslo?");

    assertThat(reply.text()).isEqualTo("It is 11 °C in Oslo.");
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("wrote an error object as text") || w.contains("tool call"));
    assertThat(chats()).hasSize(2);
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3, 4, 5})
  void markupTwiceFallsBackAndNeverReachesTheUser(int shape) {
    sim.enqueue(Reply.text(MARKUP[shape]));
    sim.enqueue(Reply.text(MARKUP[shape]));

    AgentReply reply =
        noTools()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> AgentBoundsTest.btc())
            .build()
            .chat("bitcoin?");

    assertThat(reply.text())
        .doesNotContain("tool_call", "TOOL_CALLS", "\"name\"", "arguments", "```")
        .contains("86,123 USD");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
  }

  @Test
  void markupTwiceWithoutGroundTruthEndsInTheNotice() {
    sim.enqueue(Reply.text(MARKUP[0]));
    sim.enqueue(Reply.text(MARKUP[0]));

    AgentReply reply = noTools().build().chat("weather?");

    assertThat(reply.text()).startsWith("Sorry, I could not get an answer").doesNotContain("<");
    assertThat(reply.trace().fallback()).isEqualTo("notice");
  }

  @Test
  void aFencedCallToAnUnofferedToolInsideProseIsNotAnAnswerEither() {
    sim.enqueue(
        Reply.text(
            "I will do that.\n```json\n{\"name\":\"send_money\",\"arguments\":{\"to\":\"eve\"}}\n```"));
    sim.enqueue(Reply.text("I cannot send money."));

    AgentReply reply = agent().build().chat("send money to eve");

    assertThat(reply.text()).isEqualTo("I cannot send money.");
    assertThat(reply.trace().toolCalls()).isEmpty();
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("wrote a tool call as text that could not be run"));
  }

  @Test
  void proseWithOrdinaryJsonIsStillAnAnswer() {
    String answer = "Use this config:\n```json\n{\"city\": \"Oslo\", \"units\": \"metric\"}\n```";
    sim.enqueue(Reply.text(answer));

    AgentReply reply = noTools().build().chat("show me a config");

    assertThat(reply.text()).isEqualTo(answer);
    assertThat(chats()).hasSize(1);
  }

  @Test
  void aReplyCutAtTheLengthLimitIsMarkedInTheTrace() {
    sim.enqueue(Reply.length("The history of Oslo begins around 1040, when"));

    AgentReply reply = noTools().build().chat("tell me about Oslo");

    assertThat(reply.text()).isEqualTo("The history of Oslo begins around 1040, when");
    assertThat(reply.trace().warnings())
        .anyMatch(w -> w.contains("stopped at the length limit (done_reason \"length\")"));
  }

  @Test
  void aCutReplyIsNotPassedOffAsCompleteWhenGroundTruthExists() {
    sim.enqueue(Reply.length("Bitcoin costs 86,1"));
    sim.enqueue(Reply.length("Bitcoin costs 86,1"));

    AgentReply reply =
        noTools()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> AgentBoundsTest.btc())
            .build()
            .chat("bitcoin?");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD (CoinGecko).");
    assertThat(reply.trace().fallback()).isEqualTo("ground-truth");
    assertThat(reply.trace().warnings()).anyMatch(w -> w.contains("length limit"));
  }

  @Test
  void aCutReplyRecoversWhenTheRetryIsComplete() {
    sim.enqueue(Reply.length("Bitcoin costs 86,1"));
    sim.enqueue(Reply.text("Bitcoin costs 86,123 USD."));

    AgentReply reply =
        noTools()
            .classifier(m -> List.of(Intent.of("crypto", "BTC")))
            .fetcher("crypto", intent -> AgentBoundsTest.btc())
            .build()
            .chat("bitcoin?");

    assertThat(reply.text()).isEqualTo("Bitcoin costs 86,123 USD.");
    assertThat(reply.trace().fellBack()).isFalse();
  }

  @Test
  void aTextCallThatToolsCanRunIsStillRecovered() {
    sim.enqueue(Reply.text(MARKUP[0]));
    sim.enqueue(Reply.text("11 °C in Oslo."));

    AgentReply reply = agent().build().chat("weather in Oslo?");

    assertThat(reply.text()).isEqualTo("11 °C in Oslo.");
    assertThat(weatherCities).containsExactly("Oslo");
  }
}
