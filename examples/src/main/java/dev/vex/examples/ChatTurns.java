package dev.vex.examples;

import static dev.vex.examples.WebChatHttp.error;
import static dev.vex.examples.WebChatHttp.field;
import static dev.vex.examples.WebChatHttp.json;
import static dev.vex.examples.WebChatHttp.readJson;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpExchange;
import dev.vex.core.Agent;
import dev.vex.core.AgentReply;
import dev.vex.core.AgentTurn;
import dev.vex.core.Conversation;
import dev.vex.core.event.AgentListener;
import dev.vex.core.grounding.GroundTruth;
import dev.vex.core.intent.Intent;
import dev.vex.core.message.ToolCall;
import dev.vex.core.trace.ToolCallTrace;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The chat itself: {@code POST /api/chat} runs one turn and streams it as server-sent events (the
 * steps in plain words, what the guards release, then the finished reply), at most {@link
 * WebChat#MAX_TURNS} at once; {@code GET /api/history} gives the page the last exchanges back.
 */
final class ChatTurns {
  private final Agent agent;
  private final ReplyView view;
  private final ScheduledExecutorService heartbeats;
  private final Conversation conversation = Conversation.withLimit(40, WebChat.USER);
  private final Semaphore turns = new Semaphore(WebChat.MAX_TURNS);
  private final Deque<JsonObject> history = new ArrayDeque<>();

  /** Runs each time a turn takes a place: a test's handshake; nothing by default. */
  private volatile Runnable onPlaceTaken = () -> {};

  ChatTurns(Agent agent, ReplyView view, ScheduledExecutorService heartbeats) {
    this.agent = agent;
    this.view = view;
    this.heartbeats = heartbeats;
  }

  /** How many turns hold a place now (running, or waiting for the conversation's turn). */
  int held() {
    return WebChat.MAX_TURNS - turns.availablePermits();
  }

  /** Sets what runs each time a turn takes a place (for tests: a handshake on the event). */
  void onPlaceTaken(Runnable hook) {
    onPlaceTaken = hook;
  }

  /** The last exchanges, oldest first. */
  JsonArray history() {
    JsonArray a = new JsonArray();
    synchronized (history) {
      history.forEach(a::add);
    }
    return a;
  }

  /** Runs one turn for {@code POST /api/chat}. */
  void chat(HttpExchange exchange) throws IOException {
    String message = field(readJson(exchange), "message").strip();
    if (message.isEmpty()) {
      throw new WebChatHttp.BadRequest("the message is empty");
    }
    if (message.length() > WebChat.MAX_MESSAGE_CHARS) {
      throw new WebChatHttp.TooLarge(
          "the message has "
              + message.length()
              + " characters; the limit is "
              + WebChat.MAX_MESSAGE_CHARS);
    }
    if (!turns.tryAcquire()) {
      JsonObject busy =
          error("busy: " + WebChat.MAX_TURNS + " replies are being written; try again");
      busy.addProperty("kind", "busy");
      json(exchange, 503, busy);
      return;
    }
    onPlaceTaken.run();
    ScheduledFuture<?> beat = null;
    ScheduledFuture<?> watch = null;
    TurnStream events = null;
    try {
      exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
      exchange.getResponseHeaders().set("Cache-Control", "no-store");
      exchange.sendResponseHeaders(200, 0);
      events = new TurnStream(exchange.getResponseBody());
      Steps listener = new Steps(events, PlainWords.of(ReplyView.language(message)));
      AgentTurn turn = agent.newTurn(conversation, message).listener(listener);
      events.turn = turn;
      // The first beat at once: it starts the stream, and a page gone already cancels the turn.
      // A beat may wait in its write (a page that stopped reading); the watch never waits.
      long every = WebChat.HEARTBEAT.toMillis();
      beat = heartbeats.scheduleAtFixedRate(events::heartbeat, 0, every, TimeUnit.MILLISECONDS);
      watch = heartbeats.scheduleAtFixedRate(events::watch, every, every, TimeUnit.MILLISECONDS);
      AgentReply reply;
      try {
        reply = turn.execute();
      } catch (RuntimeException e) {
        JsonObject failed =
            error(
                events.broken
                    ? "cancelled"
                    : "The reply failed: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        failed.addProperty("kind", "failed");
        events.send("error", failed);
        return;
      }
      JsonObject done = view.done(message, reply, listener.truths());
      done.add("steps", listener.steps());
      JsonObject exchangeJson = new JsonObject();
      exchangeJson.addProperty("message", message);
      exchangeJson.add("reply", done);
      synchronized (history) {
        history.addLast(exchangeJson);
        while (history.size() > WebChat.MAX_HISTORY) {
          history.removeFirst();
        }
      }
      events.send("done", done);
    } finally {
      if (events != null) {
        events.end(); // while the beat still watches for a write the page does not take
        if (events.broken) {
          Thread.interrupted(); // the cancel's or the write deadline's interrupt, ours to clear
        }
      }
      if (beat != null) {
        beat.cancel(false);
        watch.cancel(false);
      }
      turns.release();
    }
  }

  /**
   * Sends what the guards release to the page, and what happens underneath as steps in plain words
   * (the page shows them folded away, under "how this answer was made").
   */
  private static final class Steps implements AgentListener {
    private final TurnStream events;
    private final List<GroundTruth> truths = new ArrayList<>();
    private final JsonArray said = new JsonArray(); // guarded by this

    private final PlainWords words;

    Steps(TurnStream events, PlainWords words) {
      this.events = events;
      this.words = words;
    }

    synchronized List<GroundTruth> truths() {
      return List.copyOf(truths);
    }

    /** The steps so far, for the page's history. */
    synchronized JsonArray steps() {
      return said.deepCopy();
    }

    private void status(String text) {
      String t = text.length() > 300 ? text.substring(0, 300) + "…" : text;
      synchronized (this) {
        said.add(t);
      }
      JsonObject o = new JsonObject();
      o.addProperty("text", t);
      events.send("status", o);
    }

    @Override
    public void groundingEnded(Intent intent, GroundTruth truth) {
      synchronized (this) {
        truths.add(truth);
      }
      status(words.fetched(intent.kind(), truth.sourceName()));
    }

    @Override
    public void groundingFailed(Intent intent, Throwable error) {
      status(words.fetchFailed(intent.kind(), error.getMessage()));
    }

    @Override
    public void modelCallStarted(String model, int round) {
      status(words.asked(model, round));
    }

    @Override
    public void toolCallStarted(ToolCall call) {
      status(words.usedTool(call.name()));
    }

    @Override
    public void toolCallEnded(ToolCallTrace trace) {
      if (!trace.ok()) {
        status(words.toolFailed(trace.name()));
      }
    }

    @Override
    public void fallbackEnded(String fallback, boolean used) {
      if (used) {
        status(words.fellBack());
      }
    }

    @Override
    public void contentDelta(String text) {
      JsonObject o = new JsonObject();
      o.addProperty("text", text);
      events.send("delta", o);
    }

    @Override
    public void contentReplaced(String fullText, String reason) {
      JsonObject o = new JsonObject();
      o.addProperty("text", fullText);
      String why = words.replaced(reason);
      synchronized (this) {
        said.add(why);
      }
      o.addProperty("reason", why);
      events.send("replaced", o);
    }
  }
}
