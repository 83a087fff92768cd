package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ImageContent;
import dev.langchain4j.data.message.TextContent;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.http.client.jdk.JdkHttpClientBuilder;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.ollama.OllamaEmbeddingModel;
import dev.langchain4j.model.ollama.OllamaModel;
import dev.langchain4j.model.ollama.OllamaModels;
import dev.langchain4j.model.ollama.OllamaStreamingChatModel;
import java.io.IOException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * LangChain4j's Ollama module (1.11.0, as in the benchmarks) drives the simulator in each version
 * profile: chat whole, streamed, with tools, an image and thinking; the model list, a model card,
 * the running models, embeddings and the error cases. The rows go to the client × call table,
 * target/conformance/table.md ({@link ConformanceTable}). ollama4j, the other Java client named in
 * issue #30, has its rows from {@link Ollama4jConformanceTest}.
 */
class LangChain4jConformanceTest {
  private static final String PNG =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

  /** A check of one call: returns what the client parsed, throws when it is wrong. */
  private interface Call {
    String run(String base) throws Exception;
  }

  private static JdkHttpClientBuilder http() {
    return new JdkHttpClientBuilder()
        .httpClientBuilder(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1));
  }

  private static OllamaChatModel chat(String base, String model) {
    return OllamaChatModel.builder()
        .httpClientBuilder(http())
        .baseUrl(base)
        .modelName(model)
        .maxRetries(0)
        .timeout(Duration.ofSeconds(30))
        .build();
  }

  private static OllamaStreamingChatModel streaming(String base) {
    return OllamaStreamingChatModel.builder()
        .httpClientBuilder(http())
        .baseUrl(base)
        .modelName("qwen2.5:3b")
        .timeout(Duration.ofSeconds(30))
        .build();
  }

  /** Streams one message; completes with the response or the error the handler got. */
  private static CompletableFuture<Object> stream(String base, String text) {
    CompletableFuture<Object> done = new CompletableFuture<>();
    StringBuilder partial = new StringBuilder();
    streaming(base)
        .chat(
            List.of(UserMessage.from(text)),
            new StreamingChatResponseHandler() {
              @Override
              public void onPartialResponse(String p) {
                partial.append(p);
              }

              @Override
              public void onCompleteResponse(ChatResponse r) {
                done.complete(r);
              }

              @Override
              public void onError(Throwable error) {
                done.complete(error);
              }
            });
    return done;
  }

  private static Map<String, Call> calls() {
    Map<String, Call> calls = new LinkedHashMap<>();
    calls.put(
        "chat (whole)",
        base -> {
          String text = chat(base, "qwen2.5:3b").chat("hello");
          assertThat(text).isEqualTo("Hello from the simulator.");
          return text;
        });
    calls.put(
        "chat (streamed)",
        base -> {
          Object r = stream(base, "hello").get(30, TimeUnit.SECONDS);
          assertThat(r).isInstanceOf(ChatResponse.class);
          String text = ((ChatResponse) r).aiMessage().text();
          assertThat(text).isEqualTo("Hello from the simulator.");
          return text + " (" + ((ChatResponse) r).tokenUsage().outputTokenCount() + " tokens)";
        });
    calls.put(
        "chat (tools)",
        base -> {
          ToolSpecification weather =
              ToolSpecification.builder()
                  .name("get_weather")
                  .description("Weather for a city")
                  .parameters(
                      JsonObjectSchema.builder().addStringProperty("city").required("city").build())
                  .build();
          ChatResponse r =
              chat(base, "qwen2.5:3b")
                  .chat(
                      ChatRequest.builder()
                          .messages(UserMessage.from("tools please"))
                          .toolSpecifications(weather)
                          .build());
          ToolExecutionRequest call = r.aiMessage().toolExecutionRequests().get(0);
          assertThat(call.name()).isEqualTo("get_weather");
          assertThat(call.arguments()).isEqualTo("{\"city\":\"Oslo\"}");
          return "get_weather(" + call.arguments() + ")";
        });
    calls.put(
        "chat (image)",
        base -> {
          AiMessage m =
              chat(base, "llava:7b")
                  .chat(
                      UserMessage.from(
                          TextContent.from("image?"), ImageContent.from(PNG, "image/png")))
                  .aiMessage();
          assertThat(m.text()).isEqualTo("A red dot.");
          return m.text();
        });
    calls.put(
        "chat (thinking)",
        base -> {
          OllamaChatModel thinking =
              OllamaChatModel.builder()
                  .httpClientBuilder(http())
                  .baseUrl(base)
                  .modelName("qwen3:4b")
                  .think(true)
                  .returnThinking(true)
                  .maxRetries(0)
                  .build();
          AiMessage m = thinking.chat(UserMessage.from("think about it")).aiMessage();
          assertThat(m.thinking()).isEqualTo("2 and 2 make 4");
          assertThat(m.text()).isEqualTo("It is 4.");
          return "thinking \"" + m.thinking() + "\"";
        });
    calls.put(
        "list",
        base -> {
          List<OllamaModel> models = models(base).availableModels().content();
          assertThat(models).extracting(OllamaModel::getName).contains("qwen2.5:3b");
          return models.size() + " models";
        });
    calls.put(
        "show (model card)",
        base -> {
          var card = models(base).modelCard("qwen2.5:3b").content();
          assertThat(card.getCapabilities()).contains("tools");
          assertThat(card.getDetails().getFamily()).isEqualTo("qwen2");
          return "capabilities " + String.join(",", card.getCapabilities());
        });
    calls.put(
        "ps",
        base -> {
          chat(base, "qwen2.5:3b").chat("hello");
          var running = models(base).runningModels().content();
          assertThat(running).isNotEmpty();
          return running.size() + " loaded";
        });
    calls.put(
        "embed",
        base -> {
          OllamaEmbeddingModel embed =
              OllamaEmbeddingModel.builder()
                  .httpClientBuilder(http())
                  .baseUrl(base)
                  .modelName("nomic-embed-text")
                  .maxRetries(0)
                  .build();
          float[] a = embed.embed("a").content().vector();
          assertThat(a).hasSize(2048).isEqualTo(embed.embed("a").content().vector());
          return a.length + " floats, deterministic";
        });
    calls.put(
        "error: unknown model",
        base -> {
          try {
            chat(base, "nope:1b").chat("hello");
          } catch (RuntimeException e) {
            assertThat(e).hasMessageContaining("model 'nope:1b' not found");
            return e.getClass().getSimpleName() + ": " + e.getMessage();
          }
          throw new AssertionError("no error");
        });
    calls.put(
        "error: failure mid-stream",
        base -> {
          // Found by this suite: on Ollama's {"error":...} line LangChain4j 1.11.0 calls neither
          // onError nor onCompleteResponse, so a caller that waits for either waits forever
          // (the bytes are Ollama's: server/routes.go streamResponse at v0.12.10).
          CompletableFuture<Object> r = stream(base, "fail");
          try {
            Object got = r.get(3, TimeUnit.SECONDS);
            throw new AssertionError("LangChain4j now answers a failed stream: " + got);
          } catch (java.util.concurrent.TimeoutException expected) {
            return "finding: neither onError nor onCompleteResponse is called (waited 3 s)";
          }
        });
    return calls;
  }

  private static OllamaModels models(String base) {
    return OllamaModels.builder().httpClientBuilder(http()).baseUrl(base).maxRetries(0).build();
  }

  @Test
  void langChain4jsOllamaModuleParsesEveryCallInEveryProfile() throws IOException {
    Map<String, Map<String, String>> rows = new LinkedHashMap<>();
    List<String> failures = new ArrayList<>();
    for (String version : OllamaSimulator.PROFILES) {
      try (OllamaSimulator sim = ClientConformanceTest.start(version)) {
        for (Map.Entry<String, Call> call : calls().entrySet()) {
          String cell;
          try {
            cell = "pass: " + call.getValue().run(sim.baseUrl().toString());
          } catch (Exception | AssertionError e) {
            cell = "FAIL: " + e;
            failures.add(version + " " + call.getKey() + ": " + e);
          }
          rows.computeIfAbsent(call.getKey(), k -> new LinkedHashMap<>()).put(version, cell);
        }
      }
    }
    StringBuilder md = new StringBuilder();
    for (Map.Entry<String, Map<String, String>> row : rows.entrySet()) {
      md.append("| langchain4j-ollama 1.11.0 | ").append(row.getKey()).append(" |");
      for (String v : OllamaSimulator.PROFILES) {
        md.append(' ').append(row.getValue().get(v).replace("|", "\\|").replace("\n", " "));
        md.append(" |");
      }
      md.append('\n');
    }
    ConformanceTable.write("langchain4j", md.toString());
    assertThat(failures).isEmpty();
  }
}
