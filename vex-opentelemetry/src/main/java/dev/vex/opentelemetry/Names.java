package dev.vex.opentelemetry;

import io.opentelemetry.api.common.AttributeKey;
import java.util.List;

/**
 * The names this module emits: the GenAI semantic conventions' (v1.41.0) and Vex's own in the
 * {@code vex.} namespace. Metric names and bucket boundaries are shared with the Micrometer bridge.
 */
final class Names {
  private Names() {}

  /** The version of the OpenTelemetry semantic conventions followed. */
  static final String SEMCONV = "1.41.0";

  static final AttributeKey<String> OPERATION = AttributeKey.stringKey("gen_ai.operation.name");
  static final AttributeKey<String> PROVIDER = AttributeKey.stringKey("gen_ai.provider.name");
  static final AttributeKey<String> REQUEST_MODEL = AttributeKey.stringKey("gen_ai.request.model");
  static final AttributeKey<String> RESPONSE_MODEL =
      AttributeKey.stringKey("gen_ai.response.model");
  static final AttributeKey<List<String>> FINISH_REASONS =
      AttributeKey.stringArrayKey("gen_ai.response.finish_reasons");
  static final AttributeKey<Long> INPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.input_tokens");
  static final AttributeKey<Long> OUTPUT_TOKENS =
      AttributeKey.longKey("gen_ai.usage.output_tokens");
  static final AttributeKey<String> TOKEN_TYPE = AttributeKey.stringKey("gen_ai.token.type");
  static final AttributeKey<String> AGENT_NAME = AttributeKey.stringKey("gen_ai.agent.name");
  static final AttributeKey<String> CONVERSATION_ID =
      AttributeKey.stringKey("gen_ai.conversation.id");
  static final AttributeKey<String> TOOL_NAME = AttributeKey.stringKey("gen_ai.tool.name");
  static final AttributeKey<String> TOOL_CALL_ID = AttributeKey.stringKey("gen_ai.tool.call.id");
  static final AttributeKey<String> TOOL_TYPE = AttributeKey.stringKey("gen_ai.tool.type");
  static final AttributeKey<String> TOOL_ARGUMENTS =
      AttributeKey.stringKey("gen_ai.tool.call.arguments");
  static final AttributeKey<String> TOOL_RESULT = AttributeKey.stringKey("gen_ai.tool.call.result");
  static final AttributeKey<String> INPUT_MESSAGES =
      AttributeKey.stringKey("gen_ai.input.messages");
  static final AttributeKey<String> OUTPUT_MESSAGES =
      AttributeKey.stringKey("gen_ai.output.messages");
  static final AttributeKey<String> SERVER_ADDRESS = AttributeKey.stringKey("server.address");
  static final AttributeKey<Long> SERVER_PORT = AttributeKey.longKey("server.port");
  static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");

  static final AttributeKey<Long> ROUND = AttributeKey.longKey("vex.round");
  static final AttributeKey<String> SERVER_NAME = AttributeKey.stringKey("vex.server.name");
  static final AttributeKey<String> FAILOVER = AttributeKey.stringKey("vex.failover.reason");
  static final AttributeKey<String> FAILOVER_KIND = AttributeKey.stringKey("vex.failover.kind");
  static final AttributeKey<List<String>> INTENTS = AttributeKey.stringArrayKey("vex.intents");
  static final AttributeKey<List<String>> INTENT_MODES =
      AttributeKey.stringArrayKey("vex.intent.modes");
  static final AttributeKey<String> INTENT_KIND = AttributeKey.stringKey("vex.intent.kind");
  static final AttributeKey<String> INTENT_SUBJECT = AttributeKey.stringKey("vex.intent.subject");
  static final AttributeKey<String> INTENT_MODE = AttributeKey.stringKey("vex.intent.mode");
  static final AttributeKey<String> SOURCE = AttributeKey.stringKey("vex.grounding.source");
  static final AttributeKey<String> FETCH_OUTCOME = AttributeKey.stringKey("vex.grounding.outcome");
  static final AttributeKey<Boolean> CACHE_HIT = AttributeKey.booleanKey("vex.grounding.cache_hit");
  static final AttributeKey<String> GUARD = AttributeKey.stringKey("vex.guard.name");
  static final AttributeKey<String> VERDICT = AttributeKey.stringKey("vex.guard.verdict");
  static final AttributeKey<String> REASON = AttributeKey.stringKey("vex.guard.reason");
  static final AttributeKey<Long> FIGURES_REMOVED =
      AttributeKey.longKey("vex.guard.figures_removed");
  static final AttributeKey<Long> LINKS_REMOVED = AttributeKey.longKey("vex.guard.links_removed");
  static final AttributeKey<String> RUNG = AttributeKey.stringKey("vex.fallback.rung");
  static final AttributeKey<Boolean> RUNG_USED = AttributeKey.booleanKey("vex.fallback.used");
  static final AttributeKey<String> TOOL_OUTCOME = AttributeKey.stringKey("vex.tool.outcome");
  static final AttributeKey<String> TURN_OUTCOME = AttributeKey.stringKey("vex.turn.outcome");
  static final AttributeKey<String> RECOVERY_STEP = AttributeKey.stringKey("vex.recovery.step");
  static final AttributeKey<String> RECOVERY_ACTION = AttributeKey.stringKey("vex.recovery.action");

  static final String DURATION = "gen_ai.client.operation.duration";
  static final String TOKEN_USAGE = "gen_ai.client.token.usage";
  static final String FETCHES = "vex.grounding.fetches";
  static final String GUARD_ACTIONS = "vex.guard.actions";
  static final String FALLBACKS = "vex.fallbacks";
  static final String TURNS = "vex.turns";

  /** The conventions' advised buckets for {@code gen_ai.client.operation.duration}, seconds. */
  static final List<Double> DURATION_BUCKETS =
      List.of(
          0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92);

  /** The conventions' advised buckets for {@code gen_ai.client.token.usage}. */
  static final List<Long> TOKEN_BUCKETS =
      List.of(
          1L, 4L, 16L, 64L, 256L, 1024L, 4096L, 16384L, 65536L, 262144L, 1048576L, 4194304L,
          16777216L, 67108864L);
}
