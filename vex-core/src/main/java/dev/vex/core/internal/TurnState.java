package dev.vex.core.internal;

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
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What one turn has gathered so far. Confined to the thread running the turn. */
final class TurnState {
  private static final Pattern URL = Pattern.compile("https?://[^\\s<>\"'`)\\]}]+");

  final Message user;
  final long startNanos = System.nanoTime();

  /**
   * When the turn must end, as a {@link System#nanoTime()} value, or {@link
   * dev.vex.core.model.ChatBackend#NO_DEADLINE}. Model calls and tool waits never run past it.
   */
  long deadlineNanos = dev.vex.core.model.ChatBackend.NO_DEADLINE;

  List<Intent> intents = List.of();
  List<GroundTruth> truths = List.of();
  List<GroundingTrace> grounding = List.of();
  final List<ModelCallTrace> modelCalls = new ArrayList<>(4);
  final List<ToolCallTrace> toolCalls = new ArrayList<>(4);
  final List<GuardTrace> guards = new ArrayList<>(4);
  final List<RecoveryTrace> recoveries = new ArrayList<>(2);
  final List<String> warnings = new ArrayList<>(2);
  final Set<String> links = new LinkedHashSet<>();
  Locale locale = Locale.ENGLISH;
  String model = "";
  int rounds;
  boolean maxRoundsReached;

  TurnState(Message user) {
    this.user = user;
  }

  void addLinksFrom(String text) {
    if (text.indexOf("http") < 0) {
      return;
    }
    Matcher m = URL.matcher(text);
    while (m.find()) {
      String url = m.group();
      while (!url.isEmpty() && ".,;:!?".indexOf(url.charAt(url.length() - 1)) >= 0) {
        url = url.substring(0, url.length() - 1);
      }
      links.add(url);
    }
  }
}
