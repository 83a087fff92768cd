package dev.vex.opentelemetry;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import dev.vex.core.grounding.SourceFailure;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.trace.ToolCallTrace;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import java.util.Locale;

/**
 * What {@link TurnTelemetry} writes on its spans, in the GenAI conventions' shapes: message content
 * as the conventions' JSON, a failed server's attributes, an error's status, each text cut to the
 * telemetry's content limit.
 */
final class SpanShapes {
  private final VexTelemetry t;

  SpanShapes(VexTelemetry telemetry) {
    this.t = telemetry;
  }

  /** A failed try of a pool's server: its name, address when known, error type and why. */
  Attributes failover(ChatResponse.Failover f) {
    var b = Attributes.builder().put(Names.SERVER_NAME, f.server());
    VexTelemetry.ServerAddress address = t.namedServer(f.server());
    if (address != null) {
      b.put(Names.SERVER_ADDRESS, address.host()).put(Names.SERVER_PORT, (long) address.port());
    }
    b.put(Names.ERROR_TYPE, f.errorType());
    if (!f.kind().isEmpty()) {
      b.put(Names.FAILOVER_KIND, f.kind());
    }
    b.put(Names.FAILOVER, limit(f.message()));
    return b.build();
  }

  /** The server's address and port on {@code s}, when known. */
  static void server(Span s, VexTelemetry.ServerAddress server) {
    if (server != null) {
      s.setAttribute(Names.SERVER_ADDRESS, server.host());
      s.setAttribute(Names.SERVER_PORT, (long) server.port());
    }
  }

  /** Marks {@code s} failed: the error's type, and its message as the status. */
  void fail(Span s, Throwable error) {
    s.setAttribute(Names.ERROR_TYPE, error.getClass().getName());
    s.setStatus(StatusCode.ERROR, limit(String.valueOf(error.getMessage())));
  }

  /** A tool call's outcome as the attribute value: its name in lower case. */
  static String outcome(ToolCallTrace trace) {
    return trace.outcome().name().toLowerCase(Locale.ROOT);
  }

  /** Whether the user asked for the intent's figure or only mentioned its subject. */
  static String mode(Intent i) {
    return i.isAsk() ? "ask" : "mention";
  }

  /** The source named by the failure or one of its causes (8 deep at most), or null. */
  static String source(Throwable error) {
    Throwable e = error;
    for (int depth = 0; e != null && depth < 8; depth++, e = e.getCause()) {
      if (e instanceof SourceFailure f) {
        try {
          return f.source();
        } catch (RuntimeException ignored) {
          return null; // a host failure's accessor broke: leave the source out
        }
      }
    }
    return null;
  }

  /** The text cut to the content limit, "" for null. */
  String limit(String text) {
    if (text == null) {
      return "";
    }
    int max = t.contentLimit();
    return text.length() <= max ? text : text.substring(0, max - 1) + "…";
  }

  /** One message in the conventions' JSON shape: role, text parts, finish reason. */
  String messages(String role, String text, String finishReason) {
    JsonObject m = new JsonObject();
    m.addProperty("role", role);
    JsonArray parts = new JsonArray();
    JsonObject part = new JsonObject();
    part.addProperty("type", "text");
    part.addProperty("content", limit(text));
    parts.add(part);
    m.add("parts", parts);
    if (finishReason != null) {
      m.addProperty("finish_reason", finishReason);
    }
    JsonArray all = new JsonArray();
    all.add(m);
    return all.toString();
  }

  /** A model reply as the conventions' output message: its text and tool calls. */
  String output(ChatResponse response) {
    JsonObject m = new JsonObject();
    m.addProperty("role", "assistant");
    JsonArray parts = new JsonArray();
    if (!response.content().isEmpty()) {
      JsonObject part = new JsonObject();
      part.addProperty("type", "text");
      part.addProperty("content", limit(response.content()));
      parts.add(part);
    }
    for (ToolCall call : response.toolCalls()) {
      JsonObject part = new JsonObject();
      part.addProperty("type", "tool_call");
      if (call.id() != null) {
        part.addProperty("id", call.id());
      }
      part.addProperty("name", call.name());
      part.add("arguments", arguments(call.arguments()));
      parts.add(part);
    }
    m.add("parts", parts);
    m.addProperty("finish_reason", response.doneReason());
    JsonArray all = new JsonArray();
    all.add(m);
    return all.toString();
  }

  /**
   * A call's arguments, JSON text as the model sent them, as a JSON value (a string if not JSON).
   */
  private static com.google.gson.JsonElement arguments(String json) {
    try {
      return com.google.gson.JsonParser.parseString(json);
    } catch (com.google.gson.JsonParseException e) {
      return new com.google.gson.JsonPrimitive(json);
    }
  }
}
