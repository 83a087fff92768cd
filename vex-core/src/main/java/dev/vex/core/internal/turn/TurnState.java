package dev.vex.core.internal.turn;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import dev.vex.core.grounding.FailedFetch;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.Message;
import dev.vex.core.trace.GroundingTrace;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ModelCallTrace;
import dev.vex.core.trace.RecoveryTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** What one turn has gathered so far. Confined to the thread running the turn. */
public final class TurnState {
  private static final Pattern URL = Pattern.compile("https?://[^\\s<>\"'`]+");
  private static final int MAX_LINKS = 200;
  private static final int MAX_DEPTH = 16;

  public final Message user;
  public final long startNanos = System.nanoTime();

  /**
   * When the turn must end, as a {@link System#nanoTime()} value, or {@link
   * dev.vex.core.model.ChatBackend#NO_DEADLINE}. Model calls and tool waits never run past it.
   */
  public long deadlineNanos = dev.vex.core.model.ChatBackend.NO_DEADLINE;

  public List<Intent> intents = List.of();
  public List<GroundTruth> truths = List.of();
  public List<GroundingTrace> grounding = List.of();
  public List<FailedFetch> failedFetches = List.of();

  /** What mentions brought, apart from the ground truth. */
  public List<GroundTruth> mentioned = List.of();

  public final List<ModelCallTrace> modelCalls = new ArrayList<>(4);
  public final List<ToolCallTrace> toolCalls = new ArrayList<>(4);
  public final List<GuardTrace> guards = new ArrayList<>(4);
  public final List<RecoveryTrace> recoveries = new ArrayList<>(2);
  public final List<String> warnings = new ArrayList<>(2);
  public final Set<String> links = new LinkedHashSet<>();
  public Locale locale = Locale.ENGLISH;
  public String model = "";
  public int rounds;
  public boolean maxRoundsReached;

  public TurnState(Message user) {
    this.user = user;
  }

  /**
   * Trusts the URLs a tool result gives as a result's own address: the string values of the fields
   * named {@code url}, {@code link}, {@code href} or ending in {@code url}, when the result is
   * JSON. A URL that only appears inside text (a title, a snippet, a fetched page) is not trusted:
   * whoever wrote that text chose it. Bounded: at most {@value #MAX_LINKS} links per result,
   * nesting up to {@value #MAX_DEPTH} levels.
   */
  public void addLinksFrom(String text) {
    if (text.indexOf("http") < 0) {
      return;
    }
    String t = text.strip();
    if (t.isEmpty() || (t.charAt(0) != '{' && t.charAt(0) != '[')) {
      return;
    }
    JsonElement json;
    try {
      json = JsonParser.parseString(t);
    } catch (JsonParseException e) { // gson limits nesting to 255 levels
      return;
    }
    int[] budget = {MAX_LINKS};
    collect(json, null, 0, budget);
  }

  private void collect(JsonElement e, String key, int depth, int[] budget) {
    if (budget[0] <= 0 || depth > MAX_DEPTH || e == null) {
      return;
    }
    if (e.isJsonObject()) {
      for (Map.Entry<String, JsonElement> entry : e.getAsJsonObject().entrySet()) {
        collect(entry.getValue(), entry.getKey(), depth + 1, budget);
      }
    } else if (e.isJsonArray()) {
      for (JsonElement item : e.getAsJsonArray()) {
        collect(item, key, depth + 1, budget);
      }
    } else if (key != null
        && e.isJsonPrimitive()
        && e.getAsJsonPrimitive().isString()
        && isUrlField(key)) {
      String url = e.getAsString().strip();
      if (URL.matcher(url).matches()) {
        links.add(url);
        budget[0]--;
      }
    }
  }

  private static boolean isUrlField(String key) {
    String k = key.toLowerCase(Locale.ROOT);
    return k.equals("link") || k.equals("href") || k.endsWith("url");
  }
}
