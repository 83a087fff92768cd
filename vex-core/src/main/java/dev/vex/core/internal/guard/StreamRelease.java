package dev.vex.core.internal.guard;

import dev.vex.core.AgentReply;
import dev.vex.core.TurnContext;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.guard.Draft;
import dev.vex.core.guard.Guard;
import dev.vex.core.intent.Intent;
import dev.vex.core.internal.turn.Contain;
import dev.vex.core.message.Message;
import dev.vex.core.message.ToolCall;
import dev.vex.core.model.ChatResponse;
import dev.vex.core.model.StreamHandler;
import dev.vex.core.trace.GuardTrace;
import dev.vex.core.trace.ToolCallTrace;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Guarded release of a streamed reply: sits between the model rounds and the host's listener, holds
 * the model's text back, and releases it sentence by sentence once every guard {@linkplain
 * Guard#releases releases} the text so far. At the end of the turn {@link #finish} releases the
 * rest of the final reply, or tells the host to replace what it showed when the final reply does
 * not continue it. Every other event passes through unchanged.
 *
 * <p>Work is bounded: at most {@value #MAX_CHECKS} release checks per model call, none past {@value
 * #MAX_RELEASE_CHARS} characters; past either bound the text is held until the end. Confined to the
 * thread running the turn.
 */
public final class StreamRelease implements AgentListener {
  private static final Logger log = LoggerFactory.getLogger(StreamRelease.class);
  static final int MAX_CHECKS = 32;
  static final int MAX_RELEASE_CHARS = 64 * 1024;

  private final AgentListener out;
  private final List<Guard> guards;
  private final Supplier<TurnContext> context;
  private final StringBuilder round = new StringBuilder();
  private int releasedInRound;
  private int checks;
  private boolean held;
  private String shown = "";
  private boolean stale;

  public StreamRelease(AgentListener out, List<Guard> guards, Supplier<TurnContext> context) {
    this.out = out;
    this.guards = guards;
    this.context = context;
  }

  /** What the host shows now: everything released and replaced so far. */
  public String shown() {
    return shown;
  }

  /**
   * The stream handler a model call reports to: deltas go to the listener; when the listener is a
   * guarded release, a backend's restart (another server took the reply over) voids the text so
   * far, as a new model call does.
   */
  public static StreamHandler handler(AgentListener listener) {
    return new StreamHandler() {
      @Override
      public void onContent(String content) {
        listener.contentDelta(content);
      }

      @Override
      public void onRestart() {
        if (listener instanceof StreamRelease release) {
          release.restart();
        }
      }
    };
  }

  @Override
  public void modelCallStarted(String model, int round) {
    restart();
    out.modelCallStarted(model, round);
  }

  /** The text of the current model call so far is void; what was shown must be replaced. */
  void restart() {
    this.round.setLength(0);
    releasedInRound = 0;
    checks = 0;
    held = false;
    stale = !shown.isEmpty();
  }

  @Override
  public void contentDelta(String text) {
    if (held) {
      return;
    }
    if (round.length() + text.length() > MAX_RELEASE_CHARS) {
      held = true;
      round.setLength(0);
      return;
    }
    int before = round.length();
    round.append(text);
    int end = lastSentenceEnd(round, Math.max(releasedInRound, before - 1));
    if (end <= releasedInRound) {
      return;
    }
    if (++checks > MAX_CHECKS || looksLikeToolCall(round) || hasReferenceLink(round)) {
      held = true;
      return;
    }
    if (!balanced(round, releasedInRound, end)) {
      return;
    }
    String candidate = round.substring(0, end);
    if (!allRelease(candidate)) {
      held = true;
      return;
    }
    if (stale) {
      stale = false;
      shown = candidate;
      out.contentReplaced(
          candidate, "a new model call answers; its text replaces the earlier text");
    } else {
      out.contentDelta(candidate.substring(releasedInRound));
      shown = shown + candidate.substring(releasedInRound);
    }
    releasedInRound = end;
  }

  /**
   * Ends the stream with the final reply: the rest of it as a delta when it continues what was
   * shown, else a replacement.
   *
   * @param finalText the reply the user receives
   * @param reason why a replacement is needed, for the host
   */
  public void finish(String finalText, String reason) {
    if (!stale && finalText.startsWith(shown)) {
      String rest = finalText.substring(shown.length());
      if (!rest.isEmpty()) {
        out.contentDelta(rest);
      }
    } else {
      out.contentReplaced(finalText, reason);
    }
    shown = finalText;
    stale = false;
  }

  private boolean allRelease(String candidate) {
    if (guards.isEmpty()) {
      return true;
    }
    TurnContext ctx = context.get();
    Draft draft = new Draft(candidate);
    for (Guard g : guards) {
      try {
        if (!g.releases(draft, ctx)) {
          return false;
        }
      } catch (Throwable e) {
        Contain.check(e);
        log.warn("guard {} failed judging streamed text; the text is held", g.getClass(), e);
        return false;
      }
    }
    return true;
  }

  /**
   * The end of the last whole sentence after {@code from}: a sentence mark followed by white space
   * (so no link or number can run on past it), or a line break, searched from the end back to
   * {@code from} only. Returns -1 when there is none.
   */
  static int lastSentenceEnd(CharSequence s, int from) {
    for (int i = s.length() - 1; i >= from; i--) {
      char c = s.charAt(i);
      if (c == '\n') {
        return i + 1;
      }
      if (Character.isWhitespace(c) && i > from && ".!?…:;".indexOf(s.charAt(i - 1)) >= 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether no bracket, parenthesis, angle bracket or code span opened in the span is still open.
   */
  static boolean balanced(CharSequence s, int from, int to) {
    int paren = 0;
    int square = 0;
    int angle = 0;
    int ticks = 0;
    for (int i = 0; i < to; i++) {
      switch (s.charAt(i)) {
        case '(' -> paren++;
        case ')' -> paren = Math.max(0, paren - 1);
        case '[' -> square++;
        case ']' -> square = Math.max(0, square - 1);
        case '<' -> angle++;
        case '>' -> angle = Math.max(0, angle - 1);
        case '`' -> ticks++;
        default -> {}
      }
    }
    return paren == 0 && square == 0 && angle == 0 && ticks % 2 == 0 && from <= to;
  }

  /**
   * A Markdown reference link ({@code [text][label]}, {@code [label]: url}) is resolved by text
   * that may come later, so a round holding one is held whole.
   */
  static boolean hasReferenceLink(CharSequence s) {
    String t = s.toString();
    return t.contains("][") || t.contains("]:");
  }

  /** A round whose text starts like a tool call written as text is held whole. */
  static boolean looksLikeToolCall(CharSequence s) {
    int i = 0;
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
    if (i >= s.length()) {
      return false;
    }
    String head = s.subSequence(i, Math.min(s.length(), i + 16)).toString();
    return head.startsWith("{")
        || head.startsWith("```")
        || head.startsWith("<tool_call")
        || head.startsWith("<function")
        || head.startsWith("<|")
        || head.startsWith("[TOOL_CALLS")
        || head.startsWith("[{");
  }

  @Override
  public void turnStarted(Message message) {
    out.turnStarted(message);
  }

  @Override
  public void turnEnded(AgentReply reply) {
    out.turnEnded(reply);
  }

  @Override
  public void turnFailed(Throwable error) {
    out.turnFailed(error);
  }

  @Override
  public void classificationStarted(Message message) {
    out.classificationStarted(message);
  }

  @Override
  public void classificationEnded(List<Intent> intents) {
    out.classificationEnded(intents);
  }

  @Override
  public void classificationFailed(Throwable error) {
    out.classificationFailed(error);
  }

  @Override
  public void groundingStarted(Intent intent) {
    out.groundingStarted(intent);
  }

  @Override
  public void groundingEnded(Intent intent, GroundTruth truth) {
    out.groundingEnded(intent, truth);
  }

  @Override
  public void groundingFailed(Intent intent, Throwable error) {
    out.groundingFailed(intent, error);
  }

  @Override
  public void modelCallEnded(String model, int round, ChatResponse response) {
    out.modelCallEnded(model, round, response);
  }

  @Override
  public void modelCallFailed(String model, int round, Throwable error) {
    out.modelCallFailed(model, round, error);
  }

  @Override
  public void contentReplaced(String fullText, String reason) {
    out.contentReplaced(fullText, reason);
  }

  @Override
  public void toolCallStarted(ToolCall call) {
    out.toolCallStarted(call);
  }

  @Override
  public void toolCallEnded(ToolCallTrace trace) {
    out.toolCallEnded(trace);
  }

  @Override
  public void toolCallFailed(ToolCallTrace trace) {
    out.toolCallFailed(trace);
  }

  @Override
  public void guardStarted(String guard) {
    out.guardStarted(guard);
  }

  @Override
  public void guardEnded(GuardTrace trace) {
    out.guardEnded(trace);
  }

  @Override
  public void guardFailed(String guard, Throwable error) {
    out.guardFailed(guard, error);
  }

  @Override
  public void fallbackStarted(String fallback, Throwable failure) {
    out.fallbackStarted(fallback, failure);
  }

  @Override
  public void fallbackEnded(String fallback, boolean used) {
    out.fallbackEnded(fallback, used);
  }

  @Override
  public void fallbackFailed(String fallback, Throwable error) {
    out.fallbackFailed(fallback, error);
  }
}
