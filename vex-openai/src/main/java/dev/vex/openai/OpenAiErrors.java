package dev.vex.openai;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.model.BadModelRequestException;
import dev.vex.core.model.ModelException;
import dev.vex.core.model.ModelFailedException;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.model.ServerBusyException;
import dev.vex.core.model.ServerUnavailableException;
import dev.vex.core.model.StreamBrokenException;
import dev.vex.core.model.UnsupportedCapabilityException;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * Turns the statuses and error objects of OpenAI-compatible servers ({@code
 * {"error":{"message","type","code"}}}, or a bare {@code {"error":"..."}}, or plain text) into
 * Vex's typed {@link ModelException}s, keeping the server's own message. The API key never appears
 * in a message.
 */
final class OpenAiErrors {
  private static final int MAX_MESSAGE = 500;

  private OpenAiErrors() {}

  /** The server's message from an error body, whatever its shape, at most 500 characters. */
  static String serverMessage(String body) {
    String trimmed = body == null ? "" : body.strip();
    if (trimmed.startsWith("{")) {
      try {
        JsonElement e = JsonParser.parseString(trimmed);
        if (e instanceof JsonObject o) {
          String message = messageOf(o);
          if (message != null) {
            return abbreviate(message);
          }
        }
      } catch (JsonParseException | StackOverflowError e) {
        // not JSON after all: fall through to the text
      }
    }
    return abbreviate(trimmed);
  }

  /** The message of an error object, or null when {@code o} carries no error. */
  static String messageOf(JsonObject o) {
    JsonElement error = o.get("error");
    if (error == null || error.isJsonNull()) {
      return null;
    }
    if (error.isJsonPrimitive()) {
      return error.getAsString();
    }
    if (error instanceof JsonObject e) {
      String m = ReplyBuilder.string(e, "message");
      return m != null ? m : e.toString();
    }
    return error.toString();
  }

  static ModelException fromStatus(
      int status,
      String body,
      String retryAfter,
      String model,
      String server,
      boolean hadTools,
      boolean hadImages) {
    String msg = serverMessage(body);
    String lower = msg.toLowerCase(Locale.ROOT);
    String said = msg.isEmpty() ? "" : " (server said: " + msg + ")";
    switch (status) {
      case 400, 422 -> {
        if (hadTools && mentionsMissing(lower, "tool")) {
          return unsupported("tools", status, msg, model, said);
        }
        if (lower.startsWith("think value") && lower.contains("is not supported")) {
          // Ollama before 0.17.7 (server/routes.go v0.12.10) on reasoning_effort for a model
          // other than gpt-oss.
          return new UnsupportedCapabilityException(
              "thinking",
              status,
              msg,
              "model '"
                  + model
                  + "' takes no reasoning_effort on this server (Ollama before 0.17.7 takes"
                  + " levels for gpt-oss only); leave the level out, or upgrade Ollama"
                  + said);
        }
        if (hadImages
            && (lower.contains("multimodal")
                || mentionsMissing(lower, "image")
                || mentionsMissing(lower, "vision"))) {
          return unsupported("vision", status, msg, model, said);
        }
        if (lower.contains("context length") || lower.contains("too many tokens")) {
          return new BadModelRequestException(
              status,
              msg,
              "the conversation is longer than model '"
                  + model
                  + "' can take; shorten the history or serve it with a longer context"
                  + said,
              null);
        }
        return new BadModelRequestException(
            status, msg, "the server at " + server + " rejected the request" + said, null);
      }
      case 401, 403 -> {
        return new BadModelRequestException(
            status,
            msg,
            "the server at "
                + server
                + " refused the credentials ("
                + status
                + "); check the API key given to OpenAiClient.builder().apiKey(..)"
                + said,
            null);
      }
      case 404 -> {
        if (lower.contains("model") || lower.contains(model.toLowerCase(Locale.ROOT))) {
          return new ModelNotFoundException(
              status,
              msg,
              "model '"
                  + model
                  + "' is not served at "
                  + server
                  + "; serve it there or configure another model"
                  + said,
              null);
        }
        return new BadModelRequestException(
            status,
            msg,
            "no chat-completions endpoint at "
                + server
                + "; the base URL of an OpenAI-compatible server usually ends in /v1"
                + said,
            null);
      }
      case 429, 503 -> {
        return new ServerBusyException(
            status,
            msg,
            "the server at "
                + server
                + (status == 429 ? " limits the request rate" : " is busy")
                + "; retry later"
                + said,
            null,
            retryAfter(retryAfter));
      }
      case 502, 504 -> {
        return new ServerUnavailableException(
            status,
            msg,
            "the gateway in front of " + server + " failed (" + status + ")" + said,
            null);
      }
      default -> {
        if (status >= 500) {
          return new ModelFailedException(
              status,
              msg,
              "model '" + model + "' failed on the server (" + status + ")" + said,
              null);
        }
        return new BadModelRequestException(
            status, msg, "unexpected HTTP " + status + " from " + server + said, null);
      }
    }
  }

  /** An error event after the stream started with 200. */
  static ModelException midStream(String msg, String model) {
    String text = "model '" + model + "' failed mid-reply (server said: " + abbreviate(msg) + ")";
    return new ModelFailedException(-1, abbreviate(msg), text, null);
  }

  static StreamBrokenException ended(String model) {
    return new StreamBrokenException(
        -1,
        null,
        "the reply of model '" + model + "' ended before its last event (no finish, no [DONE])",
        null);
  }

  /** {@code Retry-After} as seconds or as an HTTP date; null when absent or unreadable. */
  static Duration retryAfter(String value) {
    if (value == null || value.isBlank()) {
      return null;
    }
    String v = value.strip();
    if (v.length() <= 9 && v.chars().allMatch(Character::isDigit)) {
      return Duration.ofSeconds(Long.parseLong(v));
    }
    try {
      ZonedDateTime at = ZonedDateTime.parse(v, DateTimeFormatter.RFC_1123_DATE_TIME);
      Duration d = Duration.between(ZonedDateTime.now(at.getZone()), at);
      return d.isNegative() ? Duration.ZERO : d;
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  private static boolean mentionsMissing(String lower, String what) {
    return lower.contains(what)
        && (lower.contains("not support")
            || lower.contains("unsupported")
            || lower.contains("enable-auto-tool-choice")
            || lower.contains("not enabled"));
  }

  private static UnsupportedCapabilityException unsupported(
      String capability, int status, String msg, String model, String said) {
    return new UnsupportedCapabilityException(
        capability,
        status,
        msg,
        "model '"
            + model
            + "' does not support "
            + capability
            + " on this server; configure a model with the '"
            + capability
            + "' capability"
            + said);
  }

  private static String abbreviate(String s) {
    return s.length() > MAX_MESSAGE ? s.substring(0, MAX_MESSAGE) + "..." : s;
  }
}
