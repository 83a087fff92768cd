package dev.vex.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.service.AiServices;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Vex's fetchers as LangChain4j tools, called by LangChain4j's Ollama model (simulated). */
class VexToolsTest {
  interface Assistant {
    String chat(String question);
  }

  private final OllamaSimulator sim = OllamaSimulator.start();
  private final RecordedSource source = RecordedSource.coinGecko();

  @AfterEach
  void stop() {
    try (source) {
      sim.close();
    }
  }

  @Test
  void eachFetcherIsOneToolWithASubject() {
    VexTools tools = VexTools.builder().grounding(Simulated.cryptoFrom(source)).build();

    assertThat(tools.executors().keySet())
        .extracting(ToolSpecification::name)
        .containsExactly("get_crypto");
  }

  @Test
  void theModelCallsTheCryptoToolAndTheGuardrailChecksTheReplyAgainstWhatItFetched() {
    sim.enqueue(Reply.toolCall("get_crypto", "{\"subject\":\"bitcoin\"}"));
    sim.enqueue(Reply.text("Bitcoin is at 70,000 USD."));
    VexTools tools = VexTools.builder().grounding(Simulated.cryptoFrom(source)).build();
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(Simulated.model(sim))
            .tools(tools.executors())
            .outputGuardrails(VexOutputGuardrail.builder().tools(tools).build())
            .build();

    String reply = assistant.chat("Look up bitcoin for me");

    assertThat(sim.chatRequests().get(0).toolNames()).containsExactly("get_crypto");
    assertThat(sim.chatRequests().get(1).messages().toString())
        .contains("65,603")
        .contains("CoinGecko");
    assertThat(reply).doesNotContain("70,000").contains("65,603");
  }

  @Test
  void aToolCallWithoutASubjectGetsAnErrorTheModelCanRead() {
    sim.enqueue(Reply.toolCall("get_crypto", "{}"));
    sim.enqueue(Reply.text("Sorry."));
    VexTools tools = VexTools.builder().grounding(Simulated.cryptoFrom(source)).build();
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(Simulated.model(sim))
            .tools(tools.executors())
            .build();

    assistant.chat("Look up a coin");

    assertThat(sim.chatRequests().get(1).messages().toString())
        .contains("the argument 'subject' is required");
    assertThat(source.requests()).isZero();
  }
}
