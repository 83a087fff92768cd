package dev.vex.langchain4j;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import dev.vex.core.VexRuntime;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.intent.Intent;
import dev.vex.grounding.Grounding;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Vex's grounded fetchers as LangChain4j tools: one tool {@code get_<kind>} per fetcher (for
 * example {@code get_crypto}, {@code get_weather}) with one string parameter {@code subject}. A
 * tool answers with the source's summary, its name and URL and when it was fetched; a source that
 * fails answers with an error the model can read, never with made-up data.
 *
 * <pre>{@code
 * VexTools tools = VexTools.builder().grounding(Grounding.defaults()).build();
 * Assistant assistant = AiServices.builder(Assistant.class)
 *     .chatModel(ollama)
 *     .tools(tools.executors())
 *     .outputGuardrails(VexOutputGuardrail.builder().tools(tools).build())
 *     .build();
 * }</pre>
 *
 * <p>What a tool fetched during a call is kept, by the call's invocation id, for {@link
 * VexOutputGuardrail.Builder#tools(VexTools)} to check the reply against (the last 256 calls).
 * Thread-safe.
 */
public final class VexTools {
  private static final int KEPT_INVOCATIONS = 256;

  private final Map<ToolSpecification, ToolExecutor> executors;
  private final Duration timeout;
  private final Locale locale;
  private final Map<UUID, List<GroundTruth>> fetched =
      Collections.synchronizedMap(
          new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<UUID, List<GroundTruth>> eldest) {
              return size() > KEPT_INVOCATIONS;
            }
          });

  private VexTools(Builder b) {
    this.timeout = b.timeout;
    this.locale = b.locale;
    Grounding grounding = b.grounding != null ? b.grounding : Grounding.defaults();
    Map<ToolSpecification, ToolExecutor> map = new LinkedHashMap<>();
    grounding
        .fetchers()
        .forEach((kind, fetcher) -> map.put(specification(kind), new Executor(kind, fetcher)));
    this.executors = Collections.unmodifiableMap(map);
  }

  /**
   * Starts a configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the tools, for {@code AiServices.Builder#tools(Map)}.
   *
   * @return an unmodifiable map from each tool's specification to its executor
   */
  public Map<ToolSpecification, ToolExecutor> executors() {
    return executors;
  }

  /**
   * Returns what the tools fetched during one AI service call.
   *
   * @param invocationId the call's {@link InvocationContext#invocationId()}
   * @return the ground truth, in the order fetched; empty when none or forgotten
   */
  public List<GroundTruth> fetched(UUID invocationId) {
    List<GroundTruth> list = invocationId == null ? null : fetched.get(invocationId);
    if (list == null) {
      return List.of();
    }
    synchronized (list) {
      return List.copyOf(list);
    }
  }

  private static ToolSpecification specification(String kind) {
    return ToolSpecification.builder()
        .name("get_" + kind)
        .description(
            "Fetches live "
                + kind
                + " data from its source, with the source's name and URL. Use it for any "
                + kind
                + " figure; never state such a figure from memory.")
        .parameters(
            JsonObjectSchema.builder()
                .addStringProperty("subject", "What to look up, for example a city, coin or team")
                .required("subject")
                .build())
        .build();
  }

  private final class Executor implements ToolExecutor {
    private final String kind;
    private final GroundedFetcher fetcher;

    Executor(String kind, GroundedFetcher fetcher) {
      this.kind = kind;
      this.fetcher = fetcher;
    }

    @Override
    public String execute(ToolExecutionRequest request, Object memoryId) {
      return run(request, null);
    }

    @Override
    public ToolExecutionResult executeWithContext(
        ToolExecutionRequest request, InvocationContext context) {
      String text = run(request, context == null ? null : context.invocationId());
      return ToolExecutionResult.builder()
          .resultText(text)
          .isError(text.startsWith("Error:"))
          .build();
    }

    private String run(ToolExecutionRequest request, UUID invocationId) {
      String subject = subject(request.arguments());
      if (subject.isEmpty()) {
        return "Error: the argument 'subject' is required";
      }
      Intent intent = Intent.of(kind, subject);
      CompletableFuture<GroundTruth> f =
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  return fetcher.fetch(intent);
                } catch (RuntimeException e) {
                  throw e;
                } catch (Exception e) {
                  throw new IllegalStateException(e.getMessage(), e);
                }
              },
              VexRuntime.current().executor());
      GroundTruth truth;
      try {
        truth = f.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        f.cancel(true);
        return "Error: the " + kind + " source did not answer within " + timeout.toMillis() + " ms";
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return "Error: interrupted";
      } catch (ExecutionException e) {
        Throwable c =
            e.getCause() instanceof IllegalStateException ise && ise.getCause() != null
                ? ise.getCause()
                : e.getCause();
        return "Error: the " + kind + " source failed: " + c.getMessage();
      }
      if (truth == null) {
        return "Error: the " + kind + " source had nothing for '" + subject + "'";
      }
      if (invocationId != null) {
        List<GroundTruth> list =
            fetched.computeIfAbsent(
                invocationId, id -> Collections.synchronizedList(new ArrayList<>()));
        list.add(truth);
      }
      return truth.summary(locale)
          + " (source: "
          + truth.sourceName()
          + (truth.sourceUrls().isEmpty() ? "" : ", " + truth.sourceUrls().get(0))
          + ", fetched "
          + truth.fetchedAt()
          + ")";
    }
  }

  private static String subject(String arguments) {
    if (arguments == null || arguments.isBlank()) {
      return "";
    }
    try {
      JsonElement e = JsonParser.parseString(arguments);
      if (e.isJsonObject()) {
        JsonObject o = e.getAsJsonObject();
        JsonElement s = o.get("subject");
        if (s != null && s.isJsonPrimitive()) {
          return s.getAsString().strip();
        }
      }
    } catch (RuntimeException e) {
      return "";
    }
    return "";
  }

  /** Configures {@link VexTools}. */
  public static final class Builder {
    private Grounding grounding;
    private Duration timeout = Duration.ofSeconds(10);
    private Locale locale = Locale.ENGLISH;

    private Builder() {}

    /**
     * Sets the fetchers to offer, one tool per kind. The default is {@link Grounding#defaults()}.
     *
     * @param grounding the grounding
     * @return this builder
     */
    public Builder grounding(Grounding grounding) {
      this.grounding = Objects.requireNonNull(grounding, "grounding");
      return this;
    }

    /**
     * Sets how long one tool call may wait for its source. The default is 10 seconds.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      Objects.requireNonNull(timeout, "timeout");
      if (timeout.isZero() || timeout.isNegative()) {
        throw new IllegalArgumentException("timeout must be positive: " + timeout);
      }
      this.timeout = timeout;
      return this;
    }

    /**
     * Sets the language of the summaries the tools answer with. The default is English.
     *
     * @param locale the locale
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale, "locale");
      return this;
    }

    /**
     * Builds the tools.
     *
     * @return the tools
     */
    public VexTools build() {
      return new VexTools(this);
    }
  }
}
