package dev.vex.benchmarks.loop;

import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.service.AiServices;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The two-round tool turn as a LangChain4j user writes it: an {@code AiServices} assistant with a
 * system message and one {@code @Tool}, over LangChain4j's {@code OllamaChatModel} (its JDK HTTP
 * client on HTTP/1.1, as Vex and the plain loop use). No chat memory: each call is one turn.
 */
public final class Lc4jToolTurn {
  /** What a LangChain4j AI service exposes: one method, one turn. */
  public interface Assistant {
    /**
     * Answers one user message.
     *
     * @param message the user message
     * @return the reply text
     */
    String chat(String message);
  }

  /** The tool, as a LangChain4j {@code @Tool} method (compiled with {@code -parameters}). */
  public static final class TimeTool {
    private final AtomicLong calls = new AtomicLong();

    /**
     * Returns the time.
     *
     * @param zone the IANA zone
     * @return always 12:00, as the Vex and plain tools do
     */
    @Tool(name = "get_time", value = "The current local time in a time zone")
    public String getTime(@P("IANA time zone") String zone) {
      if (zone == null || zone.isBlank()) {
        throw new IllegalArgumentException("no zone");
      }
      calls.incrementAndGet();
      return "12:00";
    }

    /**
     * Returns how often the tool ran.
     *
     * @return the count
     */
    public long calls() {
      return calls.get();
    }
  }

  private final TimeTool tool = new TimeTool();
  private final Assistant assistant;

  /**
   * Builds the assistant.
   *
   * @param baseUrl the Ollama (simulator) base URL
   * @param model the model name
   * @param system the system message
   */
  public Lc4jToolTurn(String baseUrl, String model, String system) {
    OllamaChatModel chat =
        OllamaChatModel.builder()
            .httpClientBuilder(
                new JdkHttpClientBuilder()
                    .httpClientBuilder(
                        HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)))
            .baseUrl(baseUrl)
            .modelName(model)
            .timeout(Duration.ofSeconds(60))
            // One retry, as the other clients have for a connection lost before any response
            // byte: the JDK client's race with its own pool, not rare against a fast local server.
            .maxRetries(1)
            .build();
    this.assistant =
        AiServices.builder(Assistant.class)
            .chatModel(chat)
            .systemMessage(system)
            .tools(tool)
            .build();
  }

  /**
   * Runs one turn.
   *
   * @param question the user message
   * @return the reply text
   */
  public String turn(String question) {
    return assistant.chat(question);
  }

  /**
   * Returns how often the tool ran.
   *
   * @return the count
   */
  public long toolCalls() {
    return tool.calls();
  }
}
