package dev.vex.tools.delegation;

import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ChatRequest;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.tool.Artefact;
import dev.vex.core.tool.ObjectSchema;
import dev.vex.core.tool.Tool;
import dev.vex.core.tool.ToolArguments;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.tools.internal.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * {@code delegate_to_agent}: hands a task to a named {@link Specialist}, which runs its own agent
 * turn with its own system prompt, tools and model, and returns its answer. A specialist may hand
 * work on only to the specialists it names; the chain is refused when it would exceed the depth
 * limit or return to a specialist already on it (no cycles, a specialist never to itself).
 * Artefacts the specialist's tools made reach the caller's reply.
 *
 * <p>The whole tree of delegations that one turn of the top agent starts shares one budget: at most
 * {@link Builder#maxCallsPerTurn(int)} delegations and {@link Builder#maxModelRequestsPerTurn(int)}
 * model requests by the specialists, all within the time the calling turn has left (each
 * specialist's turn gets the rest of its caller's time as its {@link
 * Agent.Builder#callTimeout(Duration) call timeout}). A call past the budget is refused with a
 * message telling the model to answer itself; a specialist whose requests run out mid-turn answers
 * through its fallback. Immutable and thread-safe.
 */
public final class Delegation {
  /** The tool's name. */
  public static final String DELEGATE_TO_AGENT = "delegate_to_agent";

  private static final int MAX_TASK = 8_000;
  private static final int MAX_ANSWER = 6_000;
  private static final Duration MIN_TIME = Duration.ofMillis(200);
  private static final Duration MAX_CALL_TIMEOUT = Duration.ofHours(24);

  private final Map<String, Specialist> specialists;
  private final Supplier<Agent.Builder> base;
  private final int maxDepth;
  private final int maxCalls;
  private final int maxRequests;
  private final Duration timeout;
  // one budget per turn of the top agent, gone with the turn
  private final Map<Object, Budget> budgets = Collections.synchronizedMap(new WeakHashMap<>());

  private Delegation(Builder b) {
    this.specialists = Map.copyOf(b.specialists);
    this.base = b.base;
    this.maxDepth = b.maxDepth;
    this.maxCalls = b.maxCalls;
    this.maxRequests = b.maxRequests;
    this.timeout = b.timeout;
    for (Specialist s : specialists.values()) {
      for (String target : s.delegatesTo()) {
        if (!specialists.containsKey(target)) {
          throw new IllegalArgumentException(
              "specialist " + s.name() + " delegates to unknown specialist " + target);
        }
      }
    }
    if (specialists.isEmpty()) {
      throw new IllegalArgumentException("at least one specialist is needed");
    }
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
   * Returns the tool the top-level agent uses, offering every specialist.
   *
   * @return delegate_to_agent
   */
  public Tool tool() {
    return tool(List.of(), List.copyOf(specialists.keySet()), null);
  }

  /** What one turn of the top agent may still spend on delegation, its whole tree included. */
  private static final class Budget {
    final AtomicInteger calls = new AtomicInteger();
    final AtomicInteger requests = new AtomicInteger();
  }

  private Tool tool(List<String> chain, List<String> offered, Budget budget) {
    StringBuilder desc = new StringBuilder("Hand a task to a specialist:");
    for (String name : offered.stream().sorted().toList()) {
      String d = specialists.get(name).description();
      desc.append(' ').append(name).append(d.isEmpty() ? "" : " (" + d + ")").append(',');
    }
    desc.setCharAt(desc.length() - 1, '.');
    return new Tool(
        DELEGATE_TO_AGENT,
        desc.toString(),
        ObjectSchema.builder()
            .requiredString("agent", "specialist name")
            .requiredString("task", "what it should do")
            .build(),
        args ->
            delegate(
                chain,
                offered,
                budget != null ? budget : budgets.computeIfAbsent(args.turn(), k -> new Budget()),
                args),
        timeout);
  }

  private String delegate(
      List<String> chain, List<String> offered, Budget budget, ToolArguments args) {
    String name = args.string("agent").strip();
    String task = args.string("task").strip();
    if (!offered.contains(name)) {
      throw new IllegalArgumentException(
          "there is no specialist named '"
              + Texts.oneLine(name, 40)
              + "' here; choose one of: "
              + String.join(", ", offered.stream().sorted().toList()));
    }
    if (chain.contains(name)) {
      throw new IllegalArgumentException(
          "refused: handing the task to "
              + name
              + " would make a cycle ("
              + String.join(" → ", chain)
              + " → "
              + name
              + "); answer it yourself");
    }
    if (chain.size() >= maxDepth) {
      throw new IllegalArgumentException(
          "refused: delegation is limited to " + maxDepth + " levels; answer it yourself");
    }
    if (task.isEmpty() || task.length() > MAX_TASK) {
      throw new IllegalArgumentException("the task must have 1-" + MAX_TASK + " characters");
    }
    long left = args.deadlineNanos() - System.nanoTime();
    if (left < MIN_TIME.toNanos()) {
      throw new IllegalArgumentException(
          "refused: too little time is left in this turn to hand the task on; answer it yourself");
    }
    if (budget.calls.incrementAndGet() > maxCalls) {
      throw new IllegalArgumentException(
          "refused: this turn has handed out "
              + maxCalls
              + " tasks already, the most it may; answer it yourself");
    }
    if (budget.requests.get() >= maxRequests) {
      throw new IllegalArgumentException(
          "refused: the specialists have used this turn's "
              + maxRequests
              + " model requests; answer it yourself");
    }
    Specialist s = specialists.get(name);
    List<String> next = new ArrayList<>(chain);
    next.add(name);
    // The specialist's turn ends before this call must: what is left, less a margin to answer in.
    long margin = Math.min(TimeUnit.SECONDS.toNanos(1), left / 10);
    Agent.Builder b =
        base.get()
            .systemPrompt(s.systemPrompt())
            .model(s.model())
            .tools(ToolRegistry.of(s.tools()))
            .callTimeout(Duration.ofNanos(Math.min(left - margin, MAX_CALL_TIMEOUT.toNanos())))
            .decorateBackend(backend -> counted(backend, budget));
    List<String> onward = s.delegatesTo().stream().filter(n -> !next.contains(n)).toList();
    if (!onward.isEmpty() && next.size() < maxDepth) {
      b.tool(tool(List.copyOf(next), onward, budget));
    }
    AgentReply reply = b.build().chat(task);
    for (Artefact a : reply.artefacts()) {
      args.reportArtefact(a);
    }
    String via = reply.trace().fellBack() ? " (its model failed; this is its fallback)" : "";
    return "Answer from " + name + via + ":\n" + Texts.cut(reply.text(), MAX_ANSWER);
  }

  /** The backend with every request counted against the turn's budget, refused past it. */
  private ChatBackend counted(ChatBackend backend, Budget budget) {
    return new ChatBackend() {
      @Override
      public ChatResponse chat(ChatRequest request, StreamHandler handler) {
        return chat(request, handler, NO_DEADLINE);
      }

      @Override
      public ChatResponse chat(ChatRequest request, StreamHandler handler, long deadlineNanos) {
        if (budget.requests.incrementAndGet() > maxRequests) {
          budget.requests.decrementAndGet();
          throw new ModelException(
              ModelException.Kind.BAD_REQUEST,
              -1,
              null,
              "not sent: the specialists have used this turn's "
                  + maxRequests
                  + " model requests (Delegation.Builder.maxModelRequestsPerTurn)",
              null);
        }
        return backend.chat(request, handler, deadlineNanos);
      }
    };
  }

  /** Configures a {@link Delegation}. Not thread-safe. */
  public static final class Builder {
    private final Map<String, Specialist> specialists = new LinkedHashMap<>();
    private Supplier<Agent.Builder> base = Agent::builder;
    private int maxDepth = 2;
    private int maxCalls = 8;
    private int maxRequests = 24;
    private Duration timeout = Duration.ofMinutes(3);

    private Builder() {}

    /**
     * Adds a specialist.
     *
     * @param specialist the specialist; its name must be new
     * @return this builder
     */
    public Builder specialist(Specialist specialist) {
      Objects.requireNonNull(specialist, "specialist");
      if (specialists.putIfAbsent(specialist.name(), specialist) != null) {
        throw new IllegalArgumentException("specialist " + specialist.name() + " is defined twice");
      }
      return this;
    }

    /**
     * Sets where each specialist's agent starts: the Ollama client, guards, fetchers and listener
     * it shares with the host; the specialist then sets its system prompt, model and tools. The
     * default is {@link Agent#builder()}.
     *
     * @param base a supplier of a fresh builder for each delegated task
     * @return this builder
     */
    public Builder agentBase(Supplier<Agent.Builder> base) {
      this.base = Objects.requireNonNull(base, "base");
      return this;
    }

    /**
     * Sets how many specialists may be chained: 1 lets the top agent delegate and no specialist
     * delegate further. The default is 2.
     *
     * @param depth 1 to 5
     * @return this builder
     */
    public Builder maxDepth(int depth) {
      if (depth < 1 || depth > 5) {
        throw new IllegalArgumentException("maxDepth must be 1 to 5: " + depth);
      }
      this.maxDepth = depth;
      return this;
    }

    /**
     * Sets how many tasks one turn of the top agent may hand out in all, counting every delegation
     * in the tree it starts (specialists delegating further included). Calls past it are refused.
     * The default is 8.
     *
     * @param calls 1 to 100
     * @return this builder
     */
    public Builder maxCallsPerTurn(int calls) {
      if (calls < 1 || calls > 100) {
        throw new IllegalArgumentException("maxCallsPerTurn must be 1 to 100: " + calls);
      }
      this.maxCalls = calls;
      return this;
    }

    /**
     * Sets how many model requests the specialists of one turn of the top agent may send in all,
     * over the whole tree (rounds, retries and recovery included; the top agent's own requests are
     * not counted). A request past it is not sent: that specialist's turn answers through its
     * fallback, and further delegation in the turn is refused. The default is 24.
     *
     * @param requests 1 to 1,000
     * @return this builder
     */
    public Builder maxModelRequestsPerTurn(int requests) {
      if (requests < 1 || requests > 1_000) {
        throw new IllegalArgumentException(
            "maxModelRequestsPerTurn must be 1 to 1,000: " + requests);
      }
      this.maxRequests = requests;
      return this;
    }

    /**
     * Sets the tool's timeout, the specialist's whole turn included; never more than the calling
     * turn has left, since the turn stops waiting for a tool at its own deadline. Each specialist
     * gets what is left of its caller's time as its turn's call timeout, so the whole tree ends
     * within the top turn's deadline. The default is 3 minutes.
     *
     * @param timeout a positive duration
     * @return this builder
     */
    public Builder timeout(Duration timeout) {
      if (timeout.isNegative() || timeout.isZero()) {
        throw new IllegalArgumentException("timeout must be positive: " + timeout);
      }
      this.timeout = timeout;
      return this;
    }

    /**
     * Builds the delegation.
     *
     * @return the delegation
     * @throws IllegalArgumentException when a specialist delegates to an unknown one
     */
    public Delegation build() {
      return new Delegation(this);
    }
  }
}
