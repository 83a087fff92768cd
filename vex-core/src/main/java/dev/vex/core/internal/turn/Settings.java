package dev.vex.core.internal.turn;

import dev.vex.core.VexRuntime;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundedFetcher;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.IntentClassifier;
import dev.vex.core.memory.MemoryPolicy;
import dev.vex.core.memory.MemoryStore;
import dev.vex.core.model.ChatBackend;
import dev.vex.core.model.ModelRouter;
import dev.vex.core.recovery.Fallback;
import dev.vex.core.recovery.RecoveryStep;
import dev.vex.core.tool.ToolRegistry;
import dev.vex.core.tool.ToolSelector;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An agent's whole configuration, fixed at build time. {@code runtime} is null for the default
 * runtime, looked up per turn; {@code callTimeout} is zero for no limit. Not part of the API.
 */
public record Settings(
    ChatBackend backend,
    ModelRouter router,
    IntentClassifier classifier,
    Map<String, GroundedFetcher> fetchers,
    Duration groundingDeadline,
    ToolRegistry tools,
    ToolSelector toolSelector,
    String systemPrompt,
    int maxRounds,
    boolean parallelToolCalls,
    boolean isolateTools,
    Duration toolTimeout,
    int toolOutputLimit,
    int maxToolCallsPerRound,
    int maxToolCallsPerTurn,
    List<Guard> guards,
    List<Fallback> fallbacks,
    List<RecoveryStep> recovery,
    MemoryStore memory,
    MemoryPolicy memoryPolicy,
    AgentListener listener,
    Locale locale,
    Map<String, Object> options,
    String keepAlive,
    Object think,
    boolean stream,
    boolean rawStream,
    VexRuntime runtime,
    Duration callTimeout) {

  /** Copies the collections. */
  public Settings {
    fetchers = Map.copyOf(fetchers);
    guards = List.copyOf(guards);
    fallbacks = List.copyOf(fallbacks);
    recovery = List.copyOf(recovery);
    options = Map.copyOf(options);
  }
}
