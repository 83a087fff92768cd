package dev.vex.examples;

import com.google.gson.JsonElement;
import dev.vex.core.AgentTurn;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Server-sent events on the response; a failed write cancels the turn. A write to a page that went
 * away may still succeed (the system takes it); the next one fails, which is why the stream beats.
 */
final class TurnStream {
  private static final byte[] BEAT = ":\n\n".getBytes(StandardCharsets.UTF_8);
  private final OutputStream out;
  private final ReentrantLock lock = new ReentrantLock();
  private boolean ended;
  private Thread writer; // the thread in a write, guarded by this
  private long writingSince; // when that write began, guarded by this
  volatile boolean broken;
  volatile AgentTurn turn;

  TurnStream(OutputStream out) {
    this.out = out;
  }

  void send(String event, JsonElement data) {
    lock.lock();
    try {
      write(
          ("event: " + event + "\ndata: " + WebChatHttp.GSON.toJson(data) + "\n\n")
              .getBytes(StandardCharsets.UTF_8));
    } finally {
      lock.unlock();
    }
  }

  /**
   * A write that has waited longer than {@link WebChat#WRITE_DEADLINE} for the page to take it
   * means the page stopped reading: the turn is cancelled and the writing thread interrupted, which
   * closes the connection under it (its channel is interruptible). Never blocks.
   */
  synchronized void watch() {
    Thread w = writer;
    if (w != null && System.nanoTime() - writingSince > WebChat.WRITE_DEADLINE.toNanos()) {
      fail();
      w.interrupt();
    }
  }

  /** An SSE comment (the page skips it); skipped while an event is being written. */
  void heartbeat() {
    if (lock.tryLock()) {
      try {
        write(BEAT);
      } finally {
        lock.unlock();
      }
    }
  }

  /** No more writes: the turn is over and the exchange is about to close. */
  void end() {
    lock.lock();
    try {
      ended = true;
    } finally {
      lock.unlock();
    }
  }

  private void write(byte[] bytes) {
    if (broken || ended) {
      return;
    }
    synchronized (this) {
      writingSince = System.nanoTime();
      writer = Thread.currentThread();
    }
    try {
      out.write(bytes);
      out.flush();
    } catch (IOException e) {
      fail();
    } finally {
      synchronized (this) {
        writer = null;
      }
    }
  }

  private void fail() {
    broken = true;
    AgentTurn t = turn;
    if (t != null) {
      t.cancel();
    }
  }
}
