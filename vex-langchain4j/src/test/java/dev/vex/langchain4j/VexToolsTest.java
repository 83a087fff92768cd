package dev.vex.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.service.AiServices;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.net.http.HttpClient;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Vex's fetchers as LangChain4j tools, called by LangChain4j's Ollama model (simulated). */
class VexToolsTest {
  interface Assistant {
    String chat(String question);
  }

  private OllamaSimulator sim;
  private RecordedSource source;

  @BeforeEach
  void start() {
    sim = OllamaSimulator.start();
    source = new RecordedSource();
  }

  @AfterEach
  void stop() {
    sim.close();
    source.close();
  }

  private OllamaChatModel model() {
    return OllamaChatModel.builder()
        .httpClientBuilder(
            new JdkHttpClientBuilder()
                .httpClientBuilder(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)))
        .baseUrl(sim.baseUrl().toString())
        .modelName("qwen2.5:3b")
        .timeout(Duration.ofSeconds(60))
        .build();
  }

  @Test
  void eachFetcherIsOneToolWithASubject() {
    VexTools tools = VexTools.builder().grounding(source.grounding()).build();

    assertThat(tools.executors().keySet())
        .extracting(ToolSpecification::name)
        .containsExactly("get_crypto");
  }

  @Test
  void theModelCallsTheCryptoToolAndTheGuardrailChecksTheReplyAgainstWhatItFetched() {
    sim.enqueue(Reply.toolCall("get_crypto", "{\"subject\":\"bitcoin\"}"));
    sim.enqueue(Reply.text("Bitcoin is at 70,000 USD."));
    VexTools tools = VexTools.builder().grounding(source.grounding()).build();
    Assistant assistant =
        AiServices.builder(Assistant.class)
            .chatModel(model())
            .tools(tools.executors())
            .outputGuardrails(VexOutputGuardrail.builder().tools(tools).build())
            .build();

    String reply = assistant.chat("Look up bitcoin for me");

    assertThat(sim.chatRequests().get(0).toolNames()).containsExactly("get_crypto");
    assertThat(sim.chatRequests().get(1).messages().toString())
        .contains("89,369")
        .contains("CoinGecko");
    assertThat(reply).doesNotContain("70,000").contains("89,369");
  }

  @Test
  void aToolCallWithoutASubjectGetsAnErrorTheModelCanRead() {
    sim.enqueue(Reply.toolCall("get_crypto", "{}"));
    sim.enqueue(Reply.text("Sorry."));
    VexTools tools = VexTools.builder().grounding(source.grounding()).build();
    Assistant assistant =
        AiServices.builder(Assistant.class).chatModel(model()).tools(tools.executors()).build();

    assistant.chat("Look up a coin");

    assertThat(sim.chatRequests().get(1).messages().toString())
        .contains("the argument 'subject' is required");
    assertThat(source.requests.get()).isZero();
  }
}
