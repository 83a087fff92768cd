package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.model.BadModelRequestException;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.UnsupportedCapabilityException;
import java.net.URI;
import java.util.Locale;

/** Turns Ollama's error statuses and bodies into typed exceptions that keep the server's words. */
final class ErrorMapper {
  private ErrorMapper() {}

  /**
   * Extracts the server's message from an error body: {@code {"error":"..."}}, the OpenAI shape
   * {@code {"error":{"message":"..."}}}, or plain text such as {@code 404 page not found}.
   */
  static String serverMessage(String body) {
    String trimmed = body == null ? "" : body.strip();
    if (trimmed.startsWith("{")) {
      try {
        JsonElement e = JsonParser.parseString(trimmed);
        if (e.isJsonObject()) {
          JsonElement error = e.getAsJsonObject().get("error");
          if (error != null && error.isJsonPrimitive()) {
            return error.getAsString();
          }
          if (error != null && error.isJsonObject()) {
            JsonObject o = error.getAsJsonObject();
            if (o.has("message") && o.get("message").isJsonPrimitive()) {
              return o.get("message").getAsString();
            }
          }
        }
      } catch (JsonParseException | IllegalStateException ignored) {
        // not JSON after all: fall through to the text
      }
    }
    return trimmed.length() > 500 ? trimmed.substring(0, 500) + "..." : trimmed;
  }

  static ModelException fromStatus(int status, String body, String model, URI server) {
    String msg = serverMessage(body);
    String lower = msg.toLowerCase(Locale.ROOT);
    String said = msg.isEmpty() ? "" : " (server said: " + msg + ")";
    if (status == 404 && lower.contains("page not found")) {
      return new BadModelRequestException(
          status, msg, "no such endpoint at " + server + "; is it an Ollama server?" + said, null);
    }
    if (status == 404) {
      return new ModelNotFoundException(
          status,
          msg,
          "model '"
              + model
              + "' is not on the Ollama server at "
              + server
              + "; pull it with `ollama pull "
              + model
              + "` or configure another model"
              + said,
          null);
    }
    if (status == 405) {
      return new BadModelRequestException(
          status, msg, "wrong method for " + server + "; is it an Ollama server?" + said, null);
    }
    if (status == 503 || status == 429) {
      return new ServerBusyException(
          status,
          msg,
          "the Ollama server at "
              + server
              + " is busy; retry later or raise OLLAMA_MAX_QUEUE"
              + said,
          null);
    }
    if (status == 400 && lower.startsWith("think value") && lower.contains("is not supported")) {
      return new UnsupportedCapabilityException(
          "thinking",
          status,
          msg,
          "model '"
              + model
              + "' takes no thinking level on this Ollama server (before 0.17.7 levels are for"
              + " gpt-oss only); set think to true, or upgrade Ollama"
              + said);
    }
    if (status == 400) {
      String capability = capability(lower);
      if (capability != null) {
        return new UnsupportedCapabilityException(
            capability,
            status,
            msg,
            "model '"
                + model
                + "' does not support "
                + capability
                + "; configure a model with the '"
                + capability
                + "' capability"
                + said);
      }
      return new BadModelRequestException(
          status, msg, "the Ollama server rejected the request" + said, null);
    }
    if (status == 403) {
      return new BadModelRequestException(
          status,
          msg,
          "the Ollama server at "
              + server
              + " refused the request (403); check OLLAMA_ORIGINS and the Host header"
              + said,
          null);
    }
    if (status >= 500) {
      return new ModelFailedException(
          status, msg, "model '" + model + "' failed on the server (" + status + ")" + said, null);
    }
    return new BadModelRequestException(
        status, msg, "unexpected HTTP " + status + " from " + server + said, null);
  }

  /** An {@code {"error":..}} line after the stream started: the status was already 200. */
  static ModelException midStream(String msg, String model) {
    String lower = msg.toLowerCase(Locale.ROOT);
    String text = "model '" + model + "' failed mid-reply (server said: " + msg + ")";
    if (lower.contains("tool call")
        || lower.contains("runner")
        || lower.contains("llama-server")
        || lower.contains("terminated")) {
      return new ModelFailedException(-1, msg, text, null);
    }
    return new StreamBrokenException(-1, msg, text, null);
  }

  private static String capability(String lower) {
    if (lower.contains("does not support tools")) {
      return "tools";
    }
    if (lower.contains("does not support thinking")) {
      return "thinking";
    }
    if (lower.contains("does not support chat")) {
      return "chat";
    }
    if (lower.contains("does not support image input")
        || lower.contains("missing data required for image input")) {
      return "vision";
    }
    return null;
  }
}
