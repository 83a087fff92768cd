package dev.vex.eval;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.Conversation;
import dev.vex.core.event.AgentListener;
import dev.vex.core.guard.Guard;
import dev.vex.core.guard.GuardVerdict;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelException;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.trace.GuardTrace;
import dev.vex.grounding.Grounding;
import dev.vex.grounding.crypto.CryptoFetcher;
import dev.vex.grounding.currency.CurrencyFetcher;
import dev.vex.grounding.news.NewsFetcher;
import dev.vex.grounding.recipes.RecipeFetcher;
import dev.vex.grounding.search.SearchFetcher;
import dev.vex.grounding.sports.SportsFetcher;
import dev.vex.grounding.stocks.StockFetcher;
import dev.vex.grounding.weather.WeatherFetcher;
import dev.vex.guards.Guards;
import dev.vex.openai.OpenAiClient;
import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Runs scenarios twice each — the model alone (the bare question, no grounding, no guards) and the
 * same model through a Vex agent with the default grounding and guards, its fetchers pointed at the
 * scenario's recorded responses — and judges what each run gave the user.
 *
 * <pre>{@code
 * EvalReport report = EvalRunner.builder()
 *     .ollama("http://127.0.0.1:11434", "qwen2.5:3b")   // or nothing: the scripted small model
 *     .scenarios(ScenarioLoader.builtIn())
 *     .build()
 *     .run();
 * System.out.println(report.table());
 * }</pre>
 */
public final class EvalRunner {
  private static final String PLAIN_SYSTEM = "You are a helpful assistant. Answer briefly.";
  private static final Set<String> LOCAL = Set.of("127.0.0.1", "localhost");

  /** Called after each scenario, for a progress bar. */
  @FunctionalInterface
  public interface Progress {
    /**
     * Reports progress.
     *
     * @param done scenarios finished
     * @param total scenarios in all
     * @param last the scenario just finished
     */
    void update(int done, int total, String last);
  }

  private final List<Scenario> scenarios;
  private final Path folder;
  private final String ollamaUrl;
  private final String openAiUrl;
  private final String apiKey;
  private final String model;
  private final Progress progress;
  private final BooleanSupplier stop;
  private final List<Guard> guards;

  private EvalRunner(Builder b) {
    this.guards = b.guards == null ? null : List.copyOf(b.guards);
    this.scenarios = List.copyOf(b.scenarios);
    this.folder = b.folder;
    this.ollamaUrl = b.ollamaUrl;
    this.openAiUrl = b.openAiUrl;
    this.apiKey = b.apiKey;
    this.model = b.model;
    this.progress = b.progress;
    this.stop = b.stop;
  }

  /**
   * Starts a builder.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Runs every scenario, or until the stop signal says so.
   *
   * @return the report; {@link EvalReport#complete()} is false when it stopped early
   */
  public EvalReport run() {
    List<EvalReport.Result> results = new ArrayList<>();
    OllamaSimulator sim = null;
    OpenAiClient openAi = null;
    try (SourceServer sources = new SourceServer(folder)) {
      ChatBackend backend;
      ModelCatalog catalog;
      String name;
      AtomicReference<Scenario> current = new AtomicReference<>();
      AtomicInteger step = new AtomicInteger();
      if (ollamaUrl != null) {
        OllamaClient c = OllamaClient.builder().baseUrl(ollamaUrl).build();
        backend = c;
        catalog = c;
        name = model;
      } else if (openAiUrl != null) {
        openAi = OpenAiClient.builder().baseUrl(openAiUrl).apiKey(apiKey).build();
        backend = openAi;
        catalog = openAi;
        name = model;
      } else {
        sim = OllamaSimulator.start();
        sim.setDispatcher(r -> scripted(current.get(), step.getAndIncrement()));
        OllamaClient c = OllamaClient.builder().baseUrl(sim.baseUrl().toString()).build();
        backend = c;
        catalog = c;
        name = "scripted small model (simulator)";
      }
      String useModel = ollamaUrl == null && openAiUrl == null ? "qwen2.5:3b" : model;
      for (Scenario s : scenarios) {
        if (stop.getAsBoolean()) {
          return new EvalReport(name, results, false);
        }
        sources.serve(s.sources());
        current.set(s);
        step.set(-1); // -1: the model-alone answer
        List<Fact> facts = Judge.facts(s, folder);
        EvalReport.Run alone = alone(s, facts, backend, useModel);
        step.set(0);
        EvalReport.Run vex = withVex(s, facts, backend, catalog, useModel, sources);
        results.add(
            new EvalReport.Result(
                s.id(),
                s.kind(),
                s.language(),
                alone,
                vex,
                s.expect().honest(),
                s.expect().failure(),
                s.expect().unchanged() ? expectedText(s) : null,
                s.expect().sourceDown(),
                !s.tools().isEmpty(),
                distinctKey(s),
                s.question(),
                scriptKey(s)));
        progress.update(results.size(), scenarios.size(), s.id());
      }
      return new EvalReport(name, results, true);
    } finally {
      if (sim != null) {
        sim.close();
      }
      if (openAi != null) {
        openAi.close();
      }
    }
  }

  /** What the scripted model says, alone and in a Vex turn: one script. */
  static String scriptKey(Scenario s) {
    StringBuilder b = new StringBuilder(s.scripted().alone()).append('\u0000');
    for (Scenario.Step st : s.scripted().steps()) {
      b.append(st.kind()).append('\u0001').append(st.text()).append('\u0001');
      b.append(st.status()).append('\u0001').append(st.arguments()).append('\u0000');
    }
    return b.toString();
  }

  /** A scenario that repeats another's script, question, sources and tools counts once. */
  static String distinctKey(Scenario s) {
    StringBuilder b = new StringBuilder(scriptKey(s)).append('\u0002').append(s.question());
    for (Scenario.Source src : s.sources()) {
      b.append('\u0002').append(src);
    }
    for (Scenario.ToolResult t : s.tools()) {
      b.append('\u0002').append(t);
    }
    return b.toString();
  }

  /** The honest answer an off-topic scenario's user must receive: its last scripted text. */
  private static String expectedText(Scenario s) {
    List<Scenario.Step> steps = s.scripted().steps();
    return steps.isEmpty() ? s.scripted().alone() : steps.get(steps.size() - 1).text();
  }

  /** The simulator's reply: the scripted answer alone, or the scripted steps of a Vex turn. */
  private static Reply scripted(Scenario s, int step) {
    if (s == null) {
      return Reply.text("");
    }
    if (step < 0) {
      return Reply.text(s.scripted().alone());
    }
    List<Scenario.Step> steps = s.scripted().steps();
    if (steps.isEmpty()) {
      return Reply.text(s.scripted().alone());
    }
    Scenario.Step st = steps.get(Math.min(step, steps.size() - 1));
    return switch (st.kind()) {
      case "error" -> Reply.error(st.status() == 0 ? 500 : st.status(), st.text());
      case "drop" -> Reply.drop(st.text());
      case "raw" -> Reply.raw(st.text());
      case "tool" -> Reply.toolCall(st.text(), st.arguments());
      default -> Reply.text(st.text());
    };
  }

  private EvalReport.Run alone(Scenario s, List<Fact> facts, ChatBackend backend, String useModel) {
    long start = System.nanoTime();
    String text;
    try {
      ChatResponse r =
          backend.chat(
              ChatRequest.builder(useModel)
                  .message(Message.system(PLAIN_SYSTEM))
                  .message(Message.user(s.question()))
                  .build());
      text = r.content();
    } catch (ModelException e) {
      text = "";
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    Judge.Verdict v = Judge.judge(s, facts, text, LOCAL);
    return new EvalReport.Run(
        text,
        wrong(v),
        v.offListLinks(),
        v.forbiddenText(),
        v.missingFigures(),
        false,
        v.clean(),
        false,
        millis);
  }

  private static List<String> wrong(Judge.Verdict v) {
    List<String> out = new ArrayList<>(v.inventedFigures());
    out.addAll(v.wrongClaims());
    return out;
  }

  /** A scenario's tool: answers every call with its fixed result. */
  private static Tool tool(Scenario s, Scenario.ToolResult t) {
    ObjectSchema.Builder params = ObjectSchema.builder();
    for (Scenario.Step st : s.scripted().steps()) {
      if ("tool".equals(st.kind()) && t.name().equals(st.text())) {
        JsonElement args = JsonParser.parseString(st.arguments());
        if (args.isJsonObject()) {
          for (String key : args.getAsJsonObject().keySet()) {
            params.optionalString(key, key);
          }
        }
      }
    }
    return Tool.of(t.name(), t.description(), params.build(), args -> t.result());
  }

  private EvalReport.Run withVex(
      Scenario s,
      List<Fact> facts,
      ChatBackend backend,
      ModelCatalog catalog,
      String useModel,
      SourceServer src) {
    AtomicReference<String> draft = new AtomicReference<>("");
    AgentListener captureDraft =
        new AgentListener() {
          @Override
          public void modelCallEnded(String m, int round, ChatResponse response) {
            if (response.toolCalls().isEmpty()) {
              draft.set(response.content());
            }
          }
        };
    // The sources answer from this machine: 5 s for a fetch and for the grounding deadline leaves
    // room for a cold JVM's first fetch on a busy machine, where the 2.5 s meant for the internet
    // may not, and still ends the scenarios whose source never answers in time.
    Duration t = Duration.ofSeconds(5);
    Agent.Builder b =
        Grounding.builder()
            .crypto(
                CryptoFetcher.builder()
                    .baseUrl(src.baseUrl("coingecko"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .weather(
                WeatherFetcher.builder()
                    .baseUrl(src.baseUrl("wttr"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .stocks(
                StockFetcher.builder()
                    .baseUrl(src.baseUrl("yahoo"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .news(
                NewsFetcher.builder()
                    .baseUrl(src.baseUrl("hn"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .recipes(
                RecipeFetcher.builder()
                    .baseUrl(src.baseUrl("mealdb"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .search(
                SearchFetcher.builder()
                    .baseUrl(src.baseUrl("searxng"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .sports(
                SportsFetcher.builder()
                    .baseUrl(src.baseUrl("sportsdb"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .currency(
                CurrencyFetcher.builder()
                    .baseUrl(src.baseUrl("frankfurter"))
                    .timeout(t)
                    .cacheTtl(Duration.ZERO)
                    .build())
            .deadline(t)
            .build()
            .applyTo(Agent.builder())
            .backend(backend)
            .catalog(catalog)
            .model(useModel)
            .listener(captureDraft);
    (guards == null ? Guards.defaults() : guards).forEach(b::guard);
    for (Scenario.ToolResult tr : s.tools()) {
      b.tool(tool(s, tr));
    }
    Agent agent = b.build();
    long start = System.nanoTime();
    AgentReply reply;
    if (s.previous().isEmpty()) {
      reply = agent.chat(s.question());
    } else {
      // a follow-up: the user's previous message is the conversation's history, as a host that
      // keeps its own history gives it; the agent classifies it alone and reads the question
      // against it, as it reads the turn after one it answered itself
      Conversation conversation = Conversation.create();
      conversation.add(Message.user(s.previous()));
      reply = agent.chat(conversation, s.question());
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    boolean guarded = false;
    for (GuardTrace g : reply.trace().guards()) {
      if (g.verdict() instanceof GuardVerdict.Overridden
          || g.verdict() instanceof GuardVerdict.Rewritten) {
        guarded = true;
      }
    }
    Judge.Verdict v = Judge.judge(s, facts, reply.text(), LOCAL);
    boolean draftClean =
        !reply.trace().fellBack() && Judge.judge(s, facts, draft.get(), LOCAL).clean();
    List<String> missing = s.expect().sourceDown() ? List.of() : v.missingFigures();
    return new EvalReport.Run(
        reply.text(),
        wrong(v),
        v.offListLinks(),
        v.forbiddenText(),
        missing,
        guarded,
        draftClean,
        reply.trace().fellBack(),
        millis);
  }

  /** Builds an {@link EvalRunner}. Not thread-safe. */
  public static final class Builder {
    private List<Scenario> scenarios = List.of();
    private Path folder;
    private String ollamaUrl;
    private String openAiUrl;
    private String apiKey;
    private String model = "qwen2.5:3b";
    private Progress progress = (done, total, last) -> {};
    private BooleanSupplier stop = () -> false;
    private List<Guard> guards;

    private Builder() {}

    /**
     * Sets the guards the Vex agent runs, in order, in place of {@code Guards.defaults()}: to
     * measure a guard of your own, or to see the eval count what gets through with none. The
     * default is {@code Guards.defaults()}.
     *
     * @param guards the guards; an empty list runs the agent with no guard
     * @return this builder
     */
    public Builder guards(List<Guard> guards) {
      this.guards = List.copyOf(guards);
      return this;
    }

    /**
     * Sets the scenarios. The default is none.
     *
     * @param scenarios the scenarios
     * @return this builder
     */
    public Builder scenarios(List<Scenario> scenarios) {
      this.scenarios = List.copyOf(scenarios);
      return this;
    }

    /**
     * Looks up the recordings a scenario names in this folder before the classpath.
     *
     * @param folder the user's scenario folder
     * @return this builder
     */
    public Builder folder(Path folder) {
      this.folder = folder == null ? null : folder.toAbsolutePath().normalize();
      return this;
    }

    /**
     * Runs on a real Ollama server. The default is the simulator with the scripted small model.
     *
     * @param baseUrl for example {@code http://127.0.0.1:11434}
     * @param model the model to measure
     * @return this builder
     */
    public Builder ollama(String baseUrl, String model) {
      this.ollamaUrl = Objects.requireNonNull(baseUrl, "baseUrl");
      this.model = Objects.requireNonNull(model, "model");
      return this;
    }

    /**
     * Runs on an OpenAI-compatible server.
     *
     * @param baseUrl for example {@code http://127.0.0.1:8000/v1}
     * @param model the model to measure
     * @param apiKey the key, or null
     * @return this builder
     */
    public Builder openAi(String baseUrl, String model, String apiKey) {
      this.openAiUrl = Objects.requireNonNull(baseUrl, "baseUrl");
      this.model = Objects.requireNonNull(model, "model");
      this.apiKey = apiKey;
      return this;
    }

    /**
     * Sets the progress callback. The default does nothing.
     *
     * @param progress called after each scenario
     * @return this builder
     */
    public Builder progress(Progress progress) {
      this.progress = Objects.requireNonNull(progress, "progress");
      return this;
    }

    /**
     * Sets the stop signal, checked before each scenario (Ctrl-C). The default never stops.
     *
     * @param stop true to stop
     * @return this builder
     */
    public Builder stop(BooleanSupplier stop) {
      this.stop = Objects.requireNonNull(stop, "stop");
      return this;
    }

    /**
     * Builds the runner.
     *
     * @return the runner
     */
    public EvalRunner build() {
      return new EvalRunner(this);
    }
  }
}
