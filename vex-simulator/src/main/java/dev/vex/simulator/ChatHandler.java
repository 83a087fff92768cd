package dev.vex.simulator;

import java.io.IOException;
import java.time.Duration;
import java.util.Queue;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * {@code POST /api/chat}: the server-side checks, the parallel slots and queue limit, the
 * preload/unload answer for empty messages, then the scripted reply.
 */
final class ChatHandler {
  static final String BUSY = "server busy, please try again.  maximum pending requests exceeded";

  private final ModelCatalog catalog;
  private final Slots slots;
  private final Queue<Reply> replies;
  private final Supplier<Function<RecordedRequest, Reply>> dispatcher;
  private final ChatResponder responder;
  private final HttpServerCore server;
  private final Duration firstByteDelay;
  private final String version;

  ChatHandler(
      ModelCatalog catalog,
      Slots slots,
      Queue<Reply> replies,
      Supplier<Function<RecordedRequest, Reply>> dispatcher,
      ChatResponder responder,
      HttpServerCore server,
      Duration firstByteDelay,
      String version) {
    this.catalog = catalog;
    this.slots = slots;
    this.replies = replies;
    this.dispatcher = dispatcher;
    this.responder = responder;
    this.server = server;
    this.firstByteDelay = firstByteDelay;
    this.version = version;
  }

  /** The Ollama version whose checks this handler makes. */
  String version() {
    return version;
  }

  void handle(RecordedRequest recorded, HttpResponder http)
      throws IOException, InterruptedException {
    long start = System.nanoTime();
    ChatRequestCheck.Outcome outcome = ChatRequestCheck.check(recorded.body(), catalog, version);
    if (outcome.rejection() != null) {
      http.sendJson(outcome.rejection().status(), ChatWire.error(outcome.rejection().message()));
      return;
    }
    ChatRequestCheck.ChatCall call = outcome.call();
    if (!slots.acquire()) {
      http.sendJson(503, ChatWire.error(BUSY));
      return;
    }
    try {
      if (call.messageCount() == 0) {
        loadOrUnload(call, http);
        return;
      }
      Reply reply = nextReply(recorded);
      if (reply == null) {
        http.sendJson(
            500, ChatWire.error("OllamaSimulator: the dispatcher returned null for " + recorded));
        return;
      }
      boolean cold = !catalog.isLoaded(call.model());
      // Ollama loads the model before it answers: a request that comes while this one is
      // answered, or as soon as its last byte is read, finds the model loaded.
      catalog.touch(call.model(), call.keepAlive(), call.numCtx());
      responder.respond(reply, call, http, start, cold);
      if (call.keepAliveZero()) {
        catalog.unload(call.model());
      } else {
        catalog.touch(call.model(), call.keepAlive(), call.numCtx());
      }
    } finally {
      slots.release();
    }
  }

  Reply nextReply(RecordedRequest recorded) {
    Reply reply = replies.poll();
    if (reply != null) {
      return reply;
    }
    try {
      return dispatcher.get().apply(recorded);
    } catch (RuntimeException e) {
      return Reply.error(500, "OllamaSimulator: the dispatcher threw " + e);
    }
  }

  /** Empty messages: Ollama loads (or, with keep_alive 0, unloads) and answers at once. */
  private void loadOrUnload(ChatRequestCheck.ChatCall call, HttpResponder http)
      throws IOException, InterruptedException {
    if (!server.pause(firstByteDelay)) {
      http.abort();
      return;
    }
    String reason;
    if (call.keepAliveZero()) {
      catalog.unload(call.model());
      reason = "unload";
    } else {
      catalog.touch(call.model(), call.keepAlive(), call.numCtx());
      reason = "load";
    }
    http.sendJson(200, ChatWire.loadObject(call.requestedModel(), reason));
  }
}
