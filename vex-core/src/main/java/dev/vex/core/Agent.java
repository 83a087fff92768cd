package dev.vex.core;

import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.Intent;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.internal.Pipeline;
import dev.vex.core.internal.ground.Grounder;
import dev.vex.core.internal.guard.ReplyGuards;
import dev.vex.core.internal.prompt.PromptAssembler;
import dev.vex.core.internal.recovery.FallbackRunner;
import dev.vex.core.internal.remember.MemoryStep;
import dev.vex.core.internal.rounds.Rounds;
import dev.vex.core.internal.route.Routing;
import dev.vex.core.internal.runtime.Engine;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.message.Message;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.DefaultModelRouter;
import dev.vex.core.model.ModelCatalog;
import dev.vex.core.model.ModelRouter;
import dev.vex.core.ollama.OllamaClient;
import dev.vex.core.recovery.Fallback;
import dev.vex.core.recovery.Fallbacks;
import dev.vex.core.recovery.RecoveryStep;
import dev.vex.core.recovery.RecoverySteps;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.tool.ToolSelector;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A grounded agent around a local model. Each {@link #chat(String) chat} runs one turn: classify
 * the message, fetch ground truth, run the model and its tools, guard the reply, and — when the
 * model fails — answer from the real data already fetched.
 *
 * <pre>{@code
 * Agent agent = Agent.builder()
 *     .model("qwen2.5:3b")
 *     .tool(Tool.of("get_time", "Current time in a time zone",
 *         ObjectSchema.builder().requiredString("zone", "IANA zone, e.g. Europe/Oslo").build(),
 *         args -> ZonedDateTime.now(ZoneId.of(args.string("zone"))).toString()))
 *     .build();
 * AgentReply reply = agent.chat("What time is it in Oslo?");
 * }</pre>
 *
 * <p>A turn is a call the host controls: {@link #newTurn(Conversation, String)} returns an {@link
 * AgentTurn} to {@link AgentTurn#execute() execute}, {@link AgentTurn#executeAsync() run
 * asynchronously} or {@link AgentTurn#cancel() cancel}, under one {@link Builder#callTimeout
 * callTimeout}; {@code chat(...)} is {@code newTurn(...).execute()}.
 *
 * <p>An agent is immutable and thread-safe: share one across threads and keep each conversation's
 * state in its own {@link Conversation}. Its threads come from a {@link VexRuntime}.
 */
public final class Agent {
  /**
   * The whole turn's time when the host sets none: 60 seconds, room for a cold model load and a few
   * tool rounds of a small local model, and short enough that a server dripping tokens (or stalling
   * after its headers) cannot hold an interactive turn for the clients' minutes-long read timeouts.
   * When it runs out, the fallback ladder answers from what the turn has. Lift it with {@link
   * Builder#callTimeout(Duration)} ({@link Duration#ZERO} for no limit) for batch work or slow
   * hardware.
   */
  public static final Duration DEFAULT_CALL_TIMEOUT = Duration.ofSeconds(60);

  private final Builder config;
  private final Pipeline pipeline;
  private final ToolRegistry tools;
  private final VexRuntime runtime;
  private final long callTimeoutNanos;

  private Agent(Builder b) {
    this.config = b.copy();
    ChatBackend backend = b.backend;
    ModelCatalog catalog = b.catalog;
    if (backend == null) {
      OllamaClient.Builder cb = OllamaClient.builder();
      if (b.baseUrl != null) {
        cb.baseUrl(b.baseUrl);
      }
      if (b.runtime != null) {
        cb.runtime(b.runtime);
      }
      OllamaClient client = cb.build();
      backend = client;
      if (catalog == null) {
        catalog = client;
      }
    } else if (catalog == null && backend instanceof ModelCatalog c) {
      catalog = c;
    }
    backend = Objects.requireNonNull(b.backendDecorator.apply(backend), "decorated backend");
    ModelRouter router = b.router;
    if (router == null) {
      if (b.toolsModels.isEmpty() && b.chatModels.isEmpty()) {
        throw new IllegalStateException(
            "no model configured: call model(\"qwen2.5:3b\") or set a router");
      }
      router =
          DefaultModelRouter.builder()
              .catalog(catalog)
              .toolsModels(b.toolsModels.isEmpty() ? b.chatModels : b.toolsModels)
              .chatModels(b.chatModels)
              .visionModels(b.visionModels)
              .cacheTtl(b.modelCacheTtl)
              .build();
    }
    this.tools = ToolRegistry.of(b.tools);
    this.runtime = b.runtime;
    this.callTimeoutNanos = b.callTimeout.toNanos();
    this.pipeline =
        new Pipeline(
            b.classifier,
            new Routing(router, tools, b.toolSelector),
            new Grounder(b.fetchers, b.groundingDeadline, b.groundMentions),
            new PromptAssembler(b.systemPrompt),
            new Rounds(
                new Rounds.Requests(backend, b.options, b.keepAlive, b.think, b.stream),
                new Rounds.Limits(b.maxRounds, b.maxToolCallsPerRound, b.maxToolCallsPerTurn),
                new Rounds.Tools(
                    b.toolTimeout, b.toolOutputLimit, b.parallelToolCalls, b.isolateTools),
                b.recovery,
                b.criticalTools),
            new ReplyGuards(b.guards),
            new FallbackRunner(b.fallbacks),
            new MemoryStep(b.memory, memoryPolicy(b)),
            b.listener,
            b.locale,
            b.stream && !b.rawStream,
            b.strict);
  }

  /** The builder's policy, else the default one; none is needed without a store (#23). */
  private static MemoryPolicy memoryPolicy(Builder b) {
    if (b.memoryPolicy != null) {
      return b.memoryPolicy;
    }
    return b.memory == MemoryStore.NONE ? null : MemoryPolicy.personalFacts();
  }

  /**
   * Starts an agent configuration.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder holding this agent's configuration, for variants.
   *
   * @return a builder
   */
  public Builder toBuilder() {
    return config.copy();
  }

  /**
   * Prepares a turn in a conversation, to run with {@link AgentTurn#execute()} or {@link
   * AgentTurn#executeAsync()} and stop with {@link AgentTurn#cancel()}. After it runs, the user's
   * message and the reply are appended to the conversation.
   *
   * @param conversation the conversation
   * @param message the user's text
   * @return the turn, not started
   */
  public AgentTurn newTurn(Conversation conversation, String message) {
    return newTurn(conversation, Message.user(Objects.requireNonNull(message, "message")));
  }

  /**
   * Prepares a turn in a conversation; see {@link #newTurn(Conversation, String)}.
   *
   * @param conversation the conversation
   * @param message the user's message, which may carry images
   * @return the turn, not started
   */
  public AgentTurn newTurn(Conversation conversation, Message message) {
    return new AgentTurn(
        pipeline,
        engine(),
        callTimeoutNanos,
        Objects.requireNonNull(conversation, "conversation"),
        userMessage(message));
  }

  /**
   * Prepares a turn without history; see {@link #newTurn(Conversation, String)}.
   *
   * @param message the user's message, which may carry images
   * @return the turn, not started
   */
  public AgentTurn newTurn(Message message) {
    return new AgentTurn(pipeline, engine(), callTimeoutNanos, null, userMessage(message));
  }

  /**
   * Runs one turn without history: {@code newTurn(Message.user(message)).execute()}.
   *
   * @param message the user's text
   * @return the reply
   * @throws TurnCancelledException when the calling thread is interrupted
   */
  public AgentReply chat(String message) {
    return chat(Message.user(Objects.requireNonNull(message, "message")));
  }

  /**
   * Runs one turn without history and without long-term memory: {@code newTurn(message).execute()}.
   *
   * @param message the user's message, which may carry images
   * @return the reply
   * @throws TurnCancelledException when the calling thread is interrupted
   */
  public AgentReply chat(Message message) {
    return newTurn(message).execute();
  }

  /**
   * Runs one turn in a conversation, then appends the user's message and the reply to it: {@code
   * newTurn(conversation, message).execute()}. Long-term memory is recalled from and written to the
   * conversation's {@link Conversation#memoryId() memory id} only.
   *
   * @param conversation the conversation
   * @param message the user's text
   * @return the reply
   * @throws TurnCancelledException when the calling thread is interrupted
   */
  public AgentReply chat(Conversation conversation, String message) {
    return chat(conversation, Message.user(Objects.requireNonNull(message, "message")));
  }

  /**
   * Runs one turn in a conversation, then appends the user's message and the reply to it: {@code
   * newTurn(conversation, message).execute()}.
   *
   * @param conversation the conversation
   * @param message the user's message, which may carry images
   * @return the reply
   * @throws TurnCancelledException when the calling thread is interrupted
   */
  public AgentReply chat(Conversation conversation, Message message) {
    return newTurn(conversation, message).execute();
  }

  private Engine engine() {
    return Engine.of(runtime != null ? runtime : VexRuntime.defaultRuntime());
  }

  /**
   * Returns the agent's tools.
   *
   * @return the tools
   */
  public ToolRegistry tools() {
    return tools;
  }

  private static Message userMessage(Message message) {
    Objects.requireNonNull(message, "message");
    if (message.role() != dev.vex.core.message.Role.USER) {
      throw new IllegalArgumentException("chat takes a user message, got " + message.role());
    }
    if (message.content().isBlank() && !message.hasImages()) {
      throw new IllegalArgumentException(
          "the message is empty: give the user's text (or an image), not a blank string");
    }
    return message;
  }

  /** Configures an {@link Agent}. Not thread-safe; {@link #build()} copies what it holds. */
  public static final class Builder {
    private ChatBackend backend;
    private ModelCatalog catalog;
    private ModelRouter router;
    private List<String> toolsModels = new ArrayList<>();
    private List<String> chatModels = new ArrayList<>();
    private List<String> visionModels = new ArrayList<>();
    private Duration modelCacheTtl = Duration.ofMinutes(5);
    private IntentClassifier classifier = IntentClassifier.NONE;
    private Map<String, GroundedFetcher> fetchers = new LinkedHashMap<>();
    private Duration groundingDeadline = Duration.ofMillis(2500);
    private boolean groundMentions = true;
    private boolean strict;
    private List<Tool> tools = new ArrayList<>();
    private ToolSelector toolSelector = ToolSelector.ALL;
    private String systemPrompt =
        "You are a helpful assistant. Answer briefly. State only facts you were given or found"
            + " with a tool; when you do not know, say so.";
    private int maxRounds = 5;
    private boolean parallelToolCalls;
    private boolean isolateTools;
    private Duration toolTimeout = Duration.ofSeconds(30);
    private int toolOutputLimit = 8_000;
    private int maxToolCallsPerRound = 8;
    private int maxToolCallsPerTurn = 32;
    private List<Guard> guards = new ArrayList<>();
    private List<Fallback> fallbacks = new ArrayList<>(Fallbacks.defaultLadder());
    private List<RecoveryStep> recovery = new ArrayList<>(RecoverySteps.defaults());
    private Set<String> criticalTools = new LinkedHashSet<>();
    private MemoryStore memory = MemoryStore.NONE;
    // null: MemoryPolicy.personalFacts(), whose word lists are read only for an agent with memory
    private MemoryPolicy memoryPolicy;
    private AgentListener listener = AgentListener.NONE;
    private Locale locale = Locale.ENGLISH;
    private Map<String, Object> options = new LinkedHashMap<>();
    private String keepAlive;
    private dev.vex.core.model.Think think;
    private boolean stream = true;
    private boolean rawStream;
    private String baseUrl;
    private VexRuntime runtime;
    private Duration callTimeout = DEFAULT_CALL_TIMEOUT;
    private UnaryOperator<ChatBackend> backendDecorator = UnaryOperator.identity();

    private Builder() {}

    private Builder copy() {
      Builder b = new Builder();
      b.backend = backend;
      b.catalog = catalog;
      b.router = router;
      b.toolsModels = new ArrayList<>(toolsModels);
      b.chatModels = new ArrayList<>(chatModels);
      b.visionModels = new ArrayList<>(visionModels);
      b.modelCacheTtl = modelCacheTtl;
      b.classifier = classifier;
      b.fetchers = new LinkedHashMap<>(fetchers);
      b.groundingDeadline = groundingDeadline;
      b.groundMentions = groundMentions;
      b.tools = new ArrayList<>(tools);
      b.toolSelector = toolSelector;
      b.systemPrompt = systemPrompt;
      b.maxRounds = maxRounds;
      b.parallelToolCalls = parallelToolCalls;
      b.isolateTools = isolateTools;
      b.toolTimeout = toolTimeout;
      b.toolOutputLimit = toolOutputLimit;
      b.maxToolCallsPerRound = maxToolCallsPerRound;
      b.maxToolCallsPerTurn = maxToolCallsPerTurn;
      b.guards = new ArrayList<>(guards);
      b.fallbacks = new ArrayList<>(fallbacks);
      b.recovery = new ArrayList<>(recovery);
      b.criticalTools = new LinkedHashSet<>(criticalTools);
      b.memory = memory;
      b.memoryPolicy = memoryPolicy;
      b.listener = listener;
      b.locale = locale;
      b.options = new LinkedHashMap<>(options);
      b.keepAlive = keepAlive;
      b.think = think;
      b.stream = stream;
      b.rawStream = rawStream;
      b.baseUrl = baseUrl;
      b.runtime = runtime;
      b.callTimeout = callTimeout;
      b.backendDecorator = backendDecorator;
      return b;
    }

    /**
     * Uses this Ollama client as backend and model catalog. The default is {@link
     * OllamaClient#create()}: {@code OLLAMA_HOST}, else {@code http://127.0.0.1:11434}.
     *
     * @param client the client
     * @return this builder
     */
    public Builder ollama(OllamaClient client) {
      this.backend = Objects.requireNonNull(client);
      this.catalog = client;
      return this;
    }

    /**
     * Talks to the Ollama server at this URL with default timeouts, on this agent's {@link
     * #runtime(VexRuntime) runtime}.
     *
     * @param baseUrl for example {@code http://127.0.0.1:11434}
     * @return this builder
     */
    public Builder baseUrl(java.net.URI baseUrl) {
      return baseUrl(Objects.requireNonNull(baseUrl, "baseUrl").toString());
    }

    /**
     * Talks to the Ollama server at this URL with default timeouts, on this agent's {@link
     * #runtime(VexRuntime) runtime}.
     *
     * @param baseUrl for example {@code http://127.0.0.1:11434}
     * @return this builder
     */
    public Builder baseUrl(String baseUrl) {
      OllamaClient.builder().baseUrl(baseUrl); // a malformed URL fails here, not at build
      this.baseUrl = baseUrl;
      this.backend = null;
      this.catalog = null;
      return this;
    }

    /**
     * Sets the runtime whose executor runs asynchronous turns, parallel fetchers and tools, and
     * whose sweeper keeps the turn's deadlines; the Ollama client the agent creates (from {@link
     * #baseUrl(String)} or {@code OLLAMA_HOST}) uses it too. A client passed to {@link
     * #ollama(OllamaClient)} keeps its own. The default is {@link VexRuntime#defaultRuntime()},
     * looked up per turn.
     *
     * @param runtime the runtime; the host closes it
     * @return this builder
     */
    public Builder runtime(VexRuntime runtime) {
      this.runtime = Objects.requireNonNull(runtime, "runtime");
      return this;
    }

    /**
     * Sets one deadline for the whole turn: classification, grounding, every model round, retries
     * and fallbacks. When it runs out, the fallback ladder answers from what the turn already has,
     * within the deadline. It includes the time a turn waits for the conversation's previous turn.
     * The default is {@link Agent#DEFAULT_CALL_TIMEOUT}, 60 seconds: without it a model server that
     * keeps sending a small chunk now and then would hold the turn for the Ollama client's read
     * timeout (10 minutes). Zero lifts the limit (each step's own timeouts still apply); a longer
     * duration suits slow hardware or batch work.
     *
     * @param timeout zero for none, or a positive duration up to 24 hours
     * @return this builder
     */
    public Builder callTimeout(Duration timeout) {
      if (timeout.isNegative() || timeout.compareTo(Duration.ofHours(24)) > 0) {
        throw new IllegalArgumentException("callTimeout must be 0..24h: " + timeout);
      }
      this.callTimeout = timeout;
      return this;
    }

    /**
     * Uses another chat backend. When it is also a {@link ModelCatalog}, it is the catalog too.
     *
     * @param backend the backend
     * @return this builder
     */
    public Builder backend(ChatBackend backend) {
      this.backend = Objects.requireNonNull(backend);
      return this;
    }

    /**
     * Wraps the backend the agent ends up with (the one set, or the Ollama client it makes) to
     * meter or limit model requests; the model catalog stays the unwrapped one. Decorators added
     * earlier wrap first. The default is none.
     *
     * @param decorator returns the backend to use in place of the one it is given
     * @return this builder
     */
    public Builder decorateBackend(UnaryOperator<ChatBackend> decorator) {
      Objects.requireNonNull(decorator, "decorator");
      UnaryOperator<ChatBackend> before = backendDecorator;
      this.backendDecorator = backend -> decorator.apply(before.apply(backend));
      return this;
    }

    /**
     * Sets where models and their capabilities are looked up. The default is the backend, when it
     * is a catalog.
     *
     * @param catalog the catalog
     * @return this builder
     */
    public Builder catalog(ModelCatalog catalog) {
      this.catalog = catalog;
      return this;
    }

    /**
     * Uses one model for tools and chat.
     *
     * @param model for example {@code qwen2.5:3b}
     * @return this builder
     */
    public Builder model(String model) {
      this.toolsModels = new ArrayList<>(List.of(model));
      this.chatModels = new ArrayList<>(List.of(model));
      return this;
    }

    /**
     * Sets the models for turns that may use tools, in order of preference: a missing model falls
     * back to the next.
     *
     * @param models the model names
     * @return this builder
     */
    public Builder toolsModels(String... models) {
      this.toolsModels = new ArrayList<>(List.of(models));
      return this;
    }

    /**
     * Sets the models for conversation turns, in order of preference. The default is the tools
     * models.
     *
     * @param models the model names
     * @return this builder
     */
    public Builder chatModels(String... models) {
      this.chatModels = new ArrayList<>(List.of(models));
      return this;
    }

    /**
     * Sets the models for messages with images, in order of preference. The default is none: a
     * configured model with the {@code vision} capability is used, else images are not sent.
     *
     * @param models the model names
     * @return this builder
     */
    public Builder visionModels(String... models) {
      this.visionModels = new ArrayList<>(List.of(models));
      return this;
    }

    /**
     * Sets how long what the server said about its models is trusted. The default is 5 minutes.
     *
     * @param ttl a duration, zero to ask every turn
     * @return this builder
     */
    public Builder modelCacheTtl(Duration ttl) {
      this.modelCacheTtl = Objects.requireNonNull(ttl);
      return this;
    }

    /**
     * Replaces the model router. The default routes to the configured tools, chat and vision
     * models.
     *
     * @param router the router
     * @return this builder
     */
    public Builder router(ModelRouter router) {
      this.router = router;
      return this;
    }

    /**
     * Sets the intent classifier. The default finds no intent.
     *
     * @param classifier the classifier
     * @return this builder
     */
    public Builder classifier(IntentClassifier classifier) {
      this.classifier = Objects.requireNonNull(classifier);
      return this;
    }

    /**
     * Returns the intent classifier set so far, so that an add-on such as grounding can combine
     * with it instead of replacing it. The default finds no intent.
     *
     * @return the classifier
     */
    public IntentClassifier classifier() {
      return classifier;
    }

    /**
     * Registers the fetcher for an intent kind, replacing any earlier one for that kind.
     *
     * @param kind the intent kind, for example {@code weather}
     * @param fetcher the fetcher
     * @return this builder
     */
    public Builder fetcher(String kind, GroundedFetcher fetcher) {
      fetchers.put(kind.strip().toLowerCase(Locale.ROOT), Objects.requireNonNull(fetcher));
      return this;
    }

    /**
     * Sets how long all fetchers of a turn may take together. The default is 2.5 seconds.
     *
     * @param deadline a positive duration
     * @return this builder
     */
    public Builder groundingDeadline(Duration deadline) {
      this.groundingDeadline = positive(deadline);
      return this;
    }

    /**
     * Sets whether subjects the user only {@linkplain Intent.Mode#MENTION mentioned} are fetched
     * too. Their data is never required, shown or used to answer; it only lets the digit scan catch
     * a reply that states a different live figure for the subject ("Dogecoin, created in 2013, now
     * trades at $3"). Fetches are cached, so a mention usually costs a lookup. The default is true;
     * false leaves mentions to the model alone and saves their requests.
     *
     * @param fetch whether to fetch mentions
     * @return this builder
     */
    public Builder groundMentions(boolean fetch) {
      this.groundMentions = fetch;
      return this;
    }

    /**
     * Adds a tool.
     *
     * @param tool the tool
     * @return this builder
     */
    public Builder tool(Tool tool) {
      tools.add(Objects.requireNonNull(tool));
      return this;
    }

    /**
     * Adds the tools of a registry.
     *
     * @param registry the tools
     * @return this builder
     */
    public Builder tools(ToolRegistry registry) {
      tools.addAll(registry.tools());
      return this;
    }

    /**
     * Sets which tools the model is shown for the turn's intents. The default shows all.
     *
     * @param selector the selector
     * @return this builder
     */
    public Builder toolSelector(ToolSelector selector) {
      this.toolSelector = Objects.requireNonNull(selector);
      return this;
    }

    /**
     * Returns the tool selector set so far, so that an add-on such as grounding can combine with it
     * instead of replacing it. The default shows all tools.
     *
     * @return the selector
     */
    public ToolSelector toolSelector() {
      return toolSelector;
    }

    /**
     * Sets the system prompt. The default asks for brief answers from given facts only.
     *
     * @param prompt the prompt, may be empty
     * @return this builder
     */
    public Builder systemPrompt(String prompt) {
      this.systemPrompt = Objects.requireNonNull(prompt);
      return this;
    }

    /**
     * Sets how many tool rounds a turn may run before the model must answer. The default is 5.
     *
     * @param rounds 1 to 50
     * @return this builder
     */
    public Builder maxRounds(int rounds) {
      if (rounds < 1 || rounds > 50) {
        throw new IllegalArgumentException("maxRounds must be 1..50: " + rounds);
      }
      this.maxRounds = rounds;
      return this;
    }

    /**
     * Lets the tool calls of one round run in parallel. The default is false: they run one after
     * another in index order. Results go back to the model in index order either way.
     *
     * @param parallel true to run in parallel
     * @return this builder
     */
    public Builder parallelToolCalls(boolean parallel) {
      this.parallelToolCalls = parallel;
      return this;
    }

    /**
     * Sets whether the turn waits for a timed-out tool to stop. Every tool runs on a shared pool
     * thread while the turn waits with its timeout, so no tool holds the turn past its timeout (or
     * the turn's deadline) in any mode. At the timeout the tool is interrupted; by default the turn
     * then gives it up to one more second to stop (so a tool that honours the interrupt finishes
     * its clean-up before the next call runs). With isolation the turn moves on at once. A tool
     * that ignores the interrupt is abandoned either way: its thread runs on until the handler
     * returns, its result is discarded, and the trace's warnings say so. The default is false.
     *
     * @param isolate true to move on at the timeout without the grace second
     * @return this builder
     */
    public Builder isolateTools(boolean isolate) {
      this.isolateTools = isolate;
      return this;
    }

    /**
     * Sets how long a tool may run unless it has its own timeout. The default is 30 seconds.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder toolTimeout(Duration timeout) {
      this.toolTimeout = positive(timeout);
      return this;
    }

    /**
     * Sets how many characters of a tool's output the model sees; the rest is cut with a marker.
     * The default is 8,000.
     *
     * @param chars at least 100
     * @return this builder
     */
    public Builder toolOutputLimit(int chars) {
      if (chars < 100) {
        throw new IllegalArgumentException("toolOutputLimit must be >= 100: " + chars);
      }
      this.toolOutputLimit = chars;
      return this;
    }

    /**
     * Sets how many tool calls of one model reply run. The calls past it are not run: the model
     * gets a short refusal for them (for at most this many more; the rest are dropped) and the
     * trace records them as {@code REFUSED} with a warning giving the count. The default is 8.
     *
     * @param calls 1 to 1,000
     * @return this builder
     */
    public Builder maxToolCallsPerRound(int calls) {
      if (calls < 1 || calls > 1_000) {
        throw new IllegalArgumentException("maxToolCallsPerRound must be 1..1000: " + calls);
      }
      this.maxToolCallsPerRound = calls;
      return this;
    }

    /**
     * Sets how many tool calls one turn runs in all its rounds. Once it is reached, the calls past
     * it are refused as for {@link #maxToolCallsPerRound(int)} and the model is asked to answer
     * without tools. The default is 32.
     *
     * @param calls 1 to 10,000
     * @return this builder
     */
    public Builder maxToolCallsPerTurn(int calls) {
      if (calls < 1 || calls > 10_000) {
        throw new IllegalArgumentException("maxToolCallsPerTurn must be 1..10000: " + calls);
      }
      this.maxToolCallsPerTurn = calls;
      return this;
    }

    /**
     * Adds a guard; guards run in the order added. The default is none.
     *
     * @param guard the guard
     * @return this builder
     */
    public Builder guard(Guard guard) {
      guards.add(Objects.requireNonNull(guard));
      return this;
    }

    /**
     * Sets the fallback ladder, in order. The default is {@link Fallbacks#defaultLadder()}.
     *
     * @param ladder the rungs
     * @return this builder
     */
    public Builder fallbacks(List<Fallback> ladder) {
      this.fallbacks = new ArrayList<>(ladder);
      return this;
    }

    /**
     * Sets the recovery steps a failed model call goes through, in order, before the fallback
     * ladder: the first step that changes the request sends it again. The default is {@link
     * RecoverySteps#defaults()}; an empty list sends every failure straight to the fallbacks.
     *
     * @param steps the steps
     * @return this builder
     */
    public Builder recovery(List<RecoveryStep> steps) {
      this.recovery = new ArrayList<>(steps);
      return this;
    }

    /**
     * Adds tools that a recovery step narrowing the tools keeps offering, such as the default
     * reduced-tools retry ({@link RecoverySteps#reducedTools(String...)}): when the model breaks,
     * the retry never offers fewer than these (of those the turn offered). The default is none;
     * {@code Tools.applyTo} in vex-tools adds {@code Tools.CRITICAL_TOOLS}.
     *
     * @param names tool names; names of tools the agent lacks are ignored
     * @return this builder
     */
    public Builder criticalTools(String... names) {
      for (String n : names) {
        criticalTools.add(Objects.requireNonNull(n, "name"));
      }
      return this;
    }

    /**
     * Sets the long-term memory. The default remembers nothing. Memory is scoped by the memory id
     * of the turn's {@link Conversation}: one user's facts are never recalled into another's
     * prompt. Turns without a conversation use no long-term memory.
     *
     * @param store the store
     * @return this builder
     */
    public Builder memory(MemoryStore store) {
      this.memory = Objects.requireNonNull(store);
      return this;
    }

    /**
     * Sets what of a turn reaches long-term memory. The default is {@link
     * MemoryPolicy#personalFacts()}: personal facts are kept, tasks never.
     *
     * @param policy the policy
     * @return this builder
     */
    public Builder memoryPolicy(MemoryPolicy policy) {
      this.memoryPolicy = Objects.requireNonNull(policy);
      return this;
    }

    /**
     * Makes a turn whose model failed for good (after the recovery steps) throw the typed {@link
     * dev.vex.core.model.ModelException} (model not found, server down, timeout, …) instead of
     * answering with the fallback ladder's reply: for tests and development, where a polite "please
     * try again" would hide a missing model or a stopped server. The default is false: the user
     * always gets a reply, and {@link dev.vex.core.trace.TurnTrace#failure()} says why the model
     * did not answer.
     *
     * @param strict whether a model failure throws
     * @return this builder
     */
    public Builder strict(boolean strict) {
      this.strict = strict;
      return this;
    }

    /**
     * Sets the listener, told about every turn of this agent; a single turn can have its own with
     * {@link AgentTurn#listener}. The default does nothing.
     *
     * @param listener the listener
     * @return this builder
     */
    public Builder listener(AgentListener listener) {
      this.listener = Objects.requireNonNull(listener);
      return this;
    }

    /**
     * Sets the locale of fallback and summary texts. The default is English.
     *
     * @param locale the locale, for example {@code Locale.forLanguageTag("nb")}
     * @return this builder
     */
    public Builder locale(Locale locale) {
      this.locale = Objects.requireNonNull(locale);
      return this;
    }

    /**
     * Sets a model option sent with every request, such as {@code temperature} or {@code num_ctx}.
     * The default is none.
     *
     * @param name the option
     * @param value its value
     * @return this builder
     */
    public Builder option(String name, Object value) {
      options.put(name, value);
      return this;
    }

    /**
     * Sets how long the server keeps models loaded, such as {@code "10m"}. The default is the
     * server's.
     *
     * @param keepAlive the duration
     * @return this builder
     */
    public Builder keepAlive(String keepAlive) {
      this.keepAlive = keepAlive;
      return this;
    }

    /**
     * Sets whether and how hard a thinking model reasons. The default (null) is the server's.
     *
     * @param think the setting, or null for the server's default
     * @return this builder
     */
    public Builder think(dev.vex.core.model.Think think) {
      this.think = think;
      return this;
    }

    /**
     * Sets whether replies stream (text reaches the listener as it comes, and a stalled reply is
     * caught by the idle timeout). The default is true.
     *
     * @param stream true to stream
     * @return this builder
     */
    public Builder stream(boolean stream) {
      this.stream = stream;
      return this;
    }

    /**
     * Sets whether a streaming agent hands the listener the model's raw text, as it arrives and
     * before any guard has seen it. The raw stream is <b>unguarded</b>: it can show a stale price
     * or a phishing link that the final reply removed, and text of rounds that ended in tool calls.
     * The default is false: text is released sentence by sentence once the guards have judged it,
     * with a correction event when the final reply differs (see {@link
     * dev.vex.core.event.AgentListener#contentDelta}). Has no effect when {@link #stream} is false.
     *
     * @param rawStream true for the unguarded stream
     * @return this builder
     */
    public Builder rawStream(boolean rawStream) {
      this.rawStream = rawStream;
      return this;
    }

    /**
     * Builds the agent.
     *
     * @return the agent
     * @throws IllegalStateException when no model is configured
     */
    public Agent build() {
      return new Agent(this);
    }

    private static Duration positive(Duration d) {
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException("duration must be positive: " + d);
      }
      return d;
    }
  }
}
