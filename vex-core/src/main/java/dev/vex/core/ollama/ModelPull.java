package dev.vex.core.ollama;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import dev.vex.core.internal.runtime.Deadlines;
import dev.vex.core.model.ModelNotFoundException;
import dev.vex.core.model.ModelTimeoutException;
import dev.vex.core.model.StreamBrokenException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * Reads a streamed {@code /api/pull}: one status line at a time to the caller, bounded in line
 * length and in silence between lines, and ending at {@code success} or a typed error.
 */
final class ModelPull {
  private static final int MAX_LINE = 64 * 1024;

  private ModelPull() {}

  static void read(
      Deadlines deadlines,
      HttpResponse<InputStream> response,
      String model,
      URI server,
      Duration idle,
      Consumer<PullProgress> progress) {
    try (InputStream in = response.body()) {
      Deadlines.Watch watch = deadlines.watch(idle.toNanos(), () -> close(in));
      try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        if (response.statusCode() != 200) {
          String text = line(r, watch);
          throw ErrorMapper.fromStatus(response.statusCode(), text, model, server);
        }
        String line;
        while ((line = line(r, watch)) != null) {
          if (line.isBlank()) {
            continue;
          }
          JsonObject o = parse(line, model);
          if (o.get("error") != null) {
            String msg = o.get("error").isJsonPrimitive() ? o.get("error").getAsString() : "";
            throw notFound(msg)
                ? new ModelNotFoundException(
                    -1,
                    msg,
                    "model '" + model + "' is not in the registry (server said: " + msg + ")",
                    null)
                : new StreamBrokenException(
                    -1, msg, "pulling '" + model + "' failed (server said: " + msg + ")", null);
          }
          PullProgress p =
              new PullProgress(
                  string(o, "status"),
                  string(o, "digest"),
                  count(o, "total"),
                  count(o, "completed"));
          progress.accept(p);
          if (p.status().equals("success")) {
            return;
          }
        }
        if (watch.fired()) {
          throw new ModelTimeoutException(
              ModelTimeoutException.Phase.IDLE,
              "pulling '" + model + "' sent nothing for " + idle.toSeconds() + " s",
              null);
        }
        throw new StreamBrokenException(
            -1, null, "pulling '" + model + "' ended before it reported success", null);
      } finally {
        watch.cancel();
      }
    } catch (IOException e) {
      throw new StreamBrokenException(-1, null, "pulling '" + model + "' broke off: " + e, e);
    }
  }

  /** One line, at most {@link #MAX_LINE} characters (the rest of a longer line is skipped). */
  private static String line(Reader r, Deadlines.Watch watch) throws IOException {
    StringBuilder b = new StringBuilder(128);
    int c;
    boolean any = false;
    while ((c = r.read()) != -1) {
      any = true;
      watch.progress();
      if (c == '\n') {
        return b.toString();
      }
      if (b.length() < MAX_LINE) {
        b.append((char) c);
      }
    }
    return any ? b.toString() : null;
  }

  private static JsonObject parse(String line, String model) {
    try {
      JsonElement e = JsonParser.parseString(line);
      if (e instanceof JsonObject o) {
        return o;
      }
    } catch (JsonParseException e) {
      // reported below
    }
    throw new StreamBrokenException(
        -1, null, "pulling '" + model + "' sent a line that is not a JSON object", null);
  }

  private static boolean notFound(String msg) {
    return msg.contains("file does not exist") || msg.contains("not found");
  }

  private static String string(JsonObject o, String key) {
    return o.get(key) instanceof JsonPrimitive p && p.isString() ? p.getAsString() : "";
  }

  private static long count(JsonObject o, String key) {
    if (o.get(key) instanceof JsonPrimitive p && p.isNumber()) {
      String s = p.getAsString();
      if (s.length() <= 18 && s.chars().allMatch(Character::isDigit)) {
        return Long.parseLong(s);
      }
    }
    return 0;
  }

  private static void close(InputStream in) {
    try {
      in.close();
    } catch (IOException e) {
      // the read ends either way
    }
  }
}
