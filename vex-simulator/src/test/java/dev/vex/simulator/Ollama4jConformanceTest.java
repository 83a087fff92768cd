package dev.vex.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.ollama4j.OllamaAPI;
import io.github.ollama4j.models.chat.OllamaChatMessage;
import io.github.ollama4j.models.chat.OllamaChatMessageRole;
import io.github.ollama4j.models.chat.OllamaChatRequest;
import io.github.ollama4j.models.chat.OllamaChatRequestBuilder;
import io.github.ollama4j.models.chat.OllamaChatResult;
import io.github.ollama4j.models.chat.OllamaChatToolCalls;
import io.github.ollama4j.models.response.Model;
import io.github.ollama4j.models.response.ModelDetail;
import io.github.ollama4j.tools.Tools;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * ollama4j (1.1.0), the other Java client named in issue #30, drives the simulator in each version
 * profile through its own API ({@link OllamaAPI}): version and ping, the model list, a model's
 * details, the running models, chat whole, streamed, with tools, an image and thinking, embeddings,
 * a pull and the error cases. The rows go to the client × call table, target/conformance/table.md
 * ({@link ConformanceTable}), in the format of {@link LangChain4jConformanceTest}'s rows.
 */
class Ollama4jConformanceTest {
  private static final String PNG =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

  /** How long one call may take before it counts as hung (the machine may be busy). */
  private static final long CALL_TIMEOUT_SECONDS = 30;

  /** A check of one call: returns what the client parsed, throws when it is wrong. */
  private interface Call {
    String run(String base, String version) throws Exception;
  }

  private static OllamaAPI api(String base) {
    OllamaAPI api = new OllamaAPI(base);
    api.setRequestTimeoutSeconds(CALL_TIMEOUT_SECONDS);
    api.setNumberOfRetriesForModelPull(0);
    return api;
  }

  private static OllamaChatRequest request(String model, String text) {
    return OllamaChatRequestBuilder.getInstance(model)
        .withMessage(OllamaChatMessageRole.USER, text)
        .build();
  }

  /** Replies to ollama4j's follow-up request after it ran a tool; else the shared script. */
  private static Reply reply(RecordedRequest r) {
    if (r.body().contains("\"role\":\"tool\"")) {
      return Reply.text("Sunny in Oslo.");
    }
    return ClientConformanceTest.reply(r);
  }

  private static Map<String, Call> calls() {
    Map<String, Call> calls = new LinkedHashMap<>();
    calls.put(
        "version / ping",
        (base, version) -> {
          OllamaAPI api = api(base);
          String got = api.getVersion();
          assertThat(got).isEqualTo(version);
          assertThat(api.ping()).isTrue();
          return "version " + got + ", ping true";
        });
    calls.put(
        "list",
        (base, version) -> {
          List<Model> models = api(base).listModels();
          assertThat(models).extracting(Model::getName).contains("qwen2.5:3b");
          assertThat(models).allSatisfy(m -> assertThat(m.getModifiedAt()).isNotNull());
          return models.size() + " models";
        });
    calls.put(
        "show (model details)",
        (base, version) -> {
          ModelDetail d = api(base).getModelDetails("qwen2.5:3b");
          assertThat(d.getDetails().getFamily()).isEqualTo("qwen2");
          // ollama4j 1.1.0's ModelDetail has no capabilities field: they are ignored.
          return "family "
              + d.getDetails().getFamily()
              + ", "
              + d.getDetails().getParameterSize()
              + " (capabilities not parsed by ollama4j)";
        });
    calls.put(
        "ps",
        (base, version) -> {
          OllamaAPI api = api(base);
          api.chat(request("qwen2.5:3b", "hello"));
          // Found by this suite: ollama4j 1.1.0 maps every reply with a strict Jackson mapper, and
          // its ModelProcess has no context_length, which the simulator's /api/ps sends in every
          // profile
          // (api/types.go ProcessModelResponse.ContextLength): ps() throws instead of listing the
          // loaded models.
          try {
            var running = api.ps().getModels();
            throw new AssertionError("ollama4j now parses /api/ps: " + running.size() + " loaded");
          } catch (Exception e) {
            assertThat(e.getClass().getSimpleName()).isEqualTo("UnrecognizedPropertyException");
            assertThat(e).hasMessageContaining("\"context_length\"");
            return "finding: ps() throws UnrecognizedPropertyException on field \"context_length\"";
          }
        });
    calls.put(
        "chat (whole)",
        (base, version) -> {
          OllamaChatResult r = api(base).chat(request("qwen2.5:3b", "hello"));
          assertThat(r.getResponseModel().getMessage().getContent())
              .isEqualTo("Hello from the simulator.");
          assertThat(r.getResponseModel().isDone()).isTrue();
          return r.getResponseModel().getMessage().getContent()
              + " ("
              + r.getResponseModel().getEvalCount()
              + " tokens)";
        });
    calls.put(
        "chat (streamed)",
        (base, version) -> {
          StringBuilder streamed = new StringBuilder();
          OllamaChatResult r =
              api(base)
                  .chat(
                      OllamaChatRequestBuilder.getInstance("qwen2.5:3b")
                          .withMessage(OllamaChatMessageRole.USER, "hello")
                          .withStreaming()
                          .build(),
                      thinking -> {},
                      streamed::append);
          assertThat(streamed.toString()).isEqualTo("Hello from the simulator.");
          assertThat(r.getResponseModel().getMessage().getContent())
              .isEqualTo("Hello from the simulator.");
          return streamed + " (streamed, " + r.getResponseModel().getEvalCount() + " tokens)";
        });
    calls.put(
        "chat (tools)",
        (base, version) -> {
          OllamaAPI api = api(base);
          api.setMaxChatToolCallRetries(1);
          AtomicReference<Map<String, Object>> ran = new AtomicReference<>();
          api.registerTool(
              Tools.ToolSpecification.builder()
                  .functionName("get_weather")
                  .functionDescription("Weather for a city")
                  .toolPrompt(
                      Tools.PromptFuncDefinition.builder()
                          .type("function")
                          .function(
                              Tools.PromptFuncDefinition.PromptFuncSpec.builder()
                                  .name("get_weather")
                                  .description("Weather for a city")
                                  .parameters(
                                      Tools.PromptFuncDefinition.Parameters.builder()
                                          .type("object")
                                          .properties(
                                              Map.of(
                                                  "city",
                                                  Tools.PromptFuncDefinition.Property.builder()
                                                      .type("string")
                                                      .description("the city")
                                                      .required(true)
                                                      .build()))
                                          .required(List.of("city"))
                                          .build())
                                  .build())
                          .build())
                  .toolFunction(
                      args -> {
                        ran.set(args);
                        return "sunny";
                      })
                  .build());
          if (Versions.atLeast(version, 0, 12, 10)) {
            // Found by this suite: from v0.12.10 Ollama sends an id with each tool call
            // (api/types.go ToolCall.ID); ollama4j 1.1.0's OllamaChatToolCalls knows only
            // "function" and its strict mapper throws, so no tool call reaches the caller.
            try {
              api.chat(request("qwen2.5:3b", "tools please"));
              throw new AssertionError("ollama4j now parses tool calls with an id");
            } catch (Exception e) {
              assertThat(e.getClass().getSimpleName()).isEqualTo("UnrecognizedPropertyException");
              assertThat(e).hasMessageContaining("\"id\"");
              assertThat(ran.get()).isNull();
              return "finding: chat throws UnrecognizedPropertyException on the tool call's"
                  + " field \"id\"; the tool is never run";
            }
          }
          OllamaChatResult r = api.chat(request("qwen2.5:3b", "tools please"));
          // ollama4j runs a registered tool itself and sends its result back to the model.
          assertThat(ran.get()).isEqualTo(Map.of("city", "Oslo"));
          OllamaChatToolCalls call =
              r.getChatHistory().stream()
                  .filter(m -> m.getToolCalls() != null && !m.getToolCalls().isEmpty())
                  .findFirst()
                  .orElseThrow()
                  .getToolCalls()
                  .get(0);
          assertThat(call.getFunction().getName()).isEqualTo("get_weather");
          assertThat(r.getResponseModel().getMessage().getContent()).isEqualTo("Sunny in Oslo.");
          return "get_weather(" + ran.get() + ") run by ollama4j, then \"Sunny in Oslo.\"";
        });
    calls.put(
        "chat (image)",
        (base, version) -> {
          Path png = Files.createTempFile("ollama4j-conformance", ".png");
          try {
            Files.write(png, Base64.getDecoder().decode(PNG));
            OllamaChatResult r =
                api(base)
                    .chat(
                        OllamaChatRequestBuilder.getInstance("llava:7b")
                            .withMessage(
                                OllamaChatMessageRole.USER, "image?", null, List.of(png.toFile()))
                            .build());
            assertThat(r.getResponseModel().getMessage().getContent()).isEqualTo("A red dot.");
            return r.getResponseModel().getMessage().getContent();
          } finally {
            Files.deleteIfExists(png);
          }
        });
    calls.put(
        "chat (thinking)",
        (base, version) -> {
          OllamaChatResult r =
              api(base)
                  .chat(
                      OllamaChatRequestBuilder.getInstance("qwen3:4b")
                          .withMessage(OllamaChatMessageRole.USER, "think about it")
                          .withThinking(true)
                          .build());
          OllamaChatMessage m = r.getResponseModel().getMessage();
          assertThat(m.getThinking()).isEqualTo("2 and 2 make 4");
          assertThat(m.getContent()).isEqualTo("It is 4.");
          return "thinking \"" + m.getThinking() + "\"";
        });
    calls.put(
        "embed",
        (base, version) -> {
          OllamaAPI api = api(base);
          List<Double> a = api.embed("nomic-embed-text", List.of("a")).getEmbeddings().get(0);
          assertThat(a)
              .hasSize(2048)
              .isEqualTo(api.embed("nomic-embed-text", List.of("a")).getEmbeddings().get(0));
          return a.size() + " floats, deterministic";
        });
    calls.put(
        "pull",
        (base, version) -> {
          OllamaAPI api = api(base);
          api.pullModel("smollm2:135m");
          assertThat(api.listModels()).extracting(Model::getName).contains("smollm2:135m");
          return "smollm2:135m pulled, then listed";
        });
    calls.put(
        "error: unknown model",
        (base, version) -> {
          try {
            api(base).chat(request("nope:1b", "hello"));
          } catch (Exception e) {
            assertThat(e).hasMessageContaining("model 'nope:1b' not found");
            return e.getClass().getSimpleName() + ": " + e.getMessage();
          }
          throw new AssertionError("no error");
        });
    calls.put(
        "error: failure mid-stream",
        (base, version) -> {
          StringBuilder streamed = new StringBuilder();
          try {
            api(base)
                .chat(
                    OllamaChatRequestBuilder.getInstance("qwen2.5:3b")
                        .withMessage(OllamaChatMessageRole.USER, "fail")
                        .withStreaming()
                        .build(),
                    thinking -> {},
                    streamed::append);
          } catch (Exception e) {
            // Found by this suite: on Ollama's {"error":...} line (server/routes.go
            // streamResponse at v0.12.10) ollama4j 1.1.0 fails with a NullPointerException from
            // OllamaChatEndpointCaller.callSync (the line has no message), and Ollama's error text
            // is lost.
            assertThat(e).isInstanceOf(NullPointerException.class);
            assertThat(e).hasMessageNotContaining("model runner has unexpectedly stopped");
            return "finding: NullPointerException (\"getMessage()\" is null), Ollama's error text"
                + " lost; streamed before it: \""
                + streamed
                + "\"";
          }
          throw new AssertionError("no error, streamed \"" + streamed + "\"");
        });
    return calls;
  }

  /** Runs one call on its own thread so that a hang shows as a failure, not a stuck build. */
  private static String runBounded(Call call, String base, String version) throws Exception {
    CompletableFuture<String> f = new CompletableFuture<>();
    Thread t =
        new Thread(
            () -> {
              try {
                f.complete(call.run(base, version));
              } catch (Throwable e) {
                f.completeExceptionally(e);
              }
            },
            "ollama4j-call");
    t.setDaemon(true);
    t.start();
    try {
      return f.get(CALL_TIMEOUT_SECONDS * 2, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Exception ex) {
        throw ex;
      }
      if (e.getCause() instanceof AssertionError ae) {
        throw ae;
      }
      throw e;
    } catch (TimeoutException e) {
      t.interrupt();
      throw new AssertionError("no answer in " + CALL_TIMEOUT_SECONDS * 2 + " s");
    }
  }

  @Test
  void ollama4jParsesEveryCallInEveryProfile() throws IOException {
    Map<String, Map<String, String>> rows = new LinkedHashMap<>();
    List<String> failures = new ArrayList<>();
    for (String version : OllamaSimulator.PROFILES) {
      try (OllamaSimulator sim = ClientConformanceTest.start(version)) {
        sim.setDispatcher(Ollama4jConformanceTest::reply);
        String base = sim.baseUrl().toString();
        for (Map.Entry<String, Call> call : calls().entrySet()) {
          String cell;
          try {
            cell = "pass: " + runBounded(call.getValue(), base, version);
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
      md.append("| ollama4j 1.1.0 | ").append(row.getKey()).append(" |");
      for (String v : OllamaSimulator.PROFILES) {
        md.append(' ').append(row.getValue().get(v).replace("|", "\\|").replace("\n", " "));
        md.append(" |");
      }
      md.append('\n');
    }
    ConformanceTable.write("ollama4j", md.toString());
    assertThat(failures).isEmpty();
  }
}
